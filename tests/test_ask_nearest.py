"""The nearest-claims answerer (resolver/ask/nearest.py).

The modal table is the claims contract's (CLAIMS-SPEC §3); every question's verdict and
section below was decided from the seed text before running the code (the section that
decides is in the comment of each row).
"""
from __future__ import annotations

import pytest

from resolver import Oracle
from resolver.ask import nearest
from resolver.ask.question import understand

DOES = ("is", "counts", "happens", "may")      # "does X do Y?", "is X Y?"


@pytest.mark.parametrize("claim_modal, asked, verdict", [
    ("may", ("may",), "yes"),             # may? <- may
    ("must", ("may",), "yes"),            # may? <- must: what one must do one may do
    ("may-not", ("may",), "no"),          # may? <- cannot
    ("must", ("must",), "yes"),           # must? <- must
    ("need-not", ("must",), "no"),        # must? <- need not
    ("may", ("must",), "no"),             # must? <- a mere permission
    ("may-not", ("must",), "no"),         # must? <- cannot
    ("is", DOES, "yes"),                  # is? <- is
    ("is-not", DOES, "no"),
    ("counts", DOES, "yes"),
    ("does-not-count", DOES, "no"),
    ("happens", DOES, "yes"),
    ("does-not-happen", DOES, "no"),
    ("must", DOES, "yes"),                # does X do Y? <- X must do Y
    ("may-not", DOES, "no"),
])
def test_modal_table(claim_modal: str, asked: tuple[str, ...], verdict: str) -> None:
    assert nearest.reads(claim_modal, asked)[1] == verdict


def test_a_fact_does_not_answer_a_permission() -> None:
    """"may?" is not answered by an is/is-not fact (the contract's families stay apart)."""
    assert nearest.reads("is", ("may",)) == (None, None)


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle(edition="mayfair")


def _nearest(oracle: Oracle, text: str, edition: str = "mayfair"):
    q = understand(oracle.rules, text, edition)
    return nearest.answer_nearest(q, q.reading)


@pytest.mark.parametrize("text, verdict, section", [
    # mce 9.0, Rings: if it prefers, the Rings player may subtract the bonuses instead
    ("Can the Rings player subtract its bonus?", "yes", "9.0"),
    ("Is the Rings player allowed to subtract its bonus?", "yes", "9.0"),
    # negated: the verdict is the truth of the positive proposition (the contract)
    ("Can't the Rings player subtract its bonus?", "yes", "9.0"),
    # a permission is no obligation: the Rings player subtracts only if it prefers to
    ("Does the Rings player have to subtract its bonus?", "no", "9.0"),
    # mce 13.3: in a challenge against a Moon neither main player may invite allies
    ("Can allies be invited to a challenge against a moon?", "no", "13.3"),
    ("Can't allies be invited to a challenge against a moon?", "no", "13.3"),
    # mce 9.0, Gas Giant: at least three ships on the planet to keep its power
    ("The Gas Giant has only 2 ships left on its planet. Does it keep its alien power?", "no", "9.0"),
    # mce 14.2: with the Super Chosen flare the player may keep the Reinforcements it draws
    ("With the Super Chosen flare, can I keep the reinforcement cards I draw?", "yes", "14.2"),
])
def test_verdicts_from_nearest_claim(oracle: Oracle, text: str, verdict: str, section: str) -> None:
    ans = _nearest(oracle, text)
    assert ans is not None
    assert ans.verdict == verdict
    assert section in {c["section"] for c in ans.citations}


def test_open_condition_gives_depends(oracle: Oracle) -> None:
    """mce 14.2: the Chosen keeps the Reinforcements it draws only under its Super flare; a
    question that does not say the flare is played gets ``depends`` on it."""
    ans = _nearest(oracle, "Can the Chosen keep the reinforcement cards it draws?")
    assert ans is not None and ans.verdict == "depends"
    assert any("Super" in c["when"] and c["verdict"] == "yes" for c in ans.conditions)
    assert "14.2" in {c["section"] for c in ans.citations}


def test_no_clear_claim_stays_unanswered(oracle: Oracle) -> None:
    """Words no claim is about leave the question to ``unknown``."""
    assert _nearest(oracle, "Can I bring snacks to the table?") is None


def test_through_ask(oracle: Oracle) -> None:
    """The polar route uses it when strict deciding fails (mce 9.0, Gas Giant)."""
    ans = oracle.ask("The Gas Giant has only 2 ships left on its planet. Does it keep its alien power?")
    assert ans.verdict == "no"
    assert "9.0" in {c["section"] for c in ans.citations}


def test_index_is_built_once(oracle: Oracle) -> None:
    assert nearest.index_for(oracle.rules) is nearest.index_for(oracle.rules)


def test_split_group_is_no_rival(oracle: Oracle) -> None:
    """mce 9.0, Rosette: it may move its ships off the targeted planet to a neighbouring one
    only where it has a base; without that said the answer depends. Its claims about adding
    the neighbours' ships (allowed when defending, forbidden otherwise) are one proposition
    split by a condition, not a "no" rivalling the move."""
    ans = _nearest(oracle, "When it is attacked, may the Rosette evacuate its ships to a neighbouring planet?")
    assert ans is not None and ans.verdict == "depends"
    assert "9.0" in {c["section"] for c in ans.citations}


def test_a_qualifier_the_permission_lacks_gives_no_yes(oracle: Oracle) -> None:
    """More Cosmic 10.0 (Limbo): every ship lost in a challenge goes to the one section the
    marker shows, whatever the colour of the section or of the ships. A question restricting
    that to "their own colour" asks past the claim that lost ships go to limbo: no "yes"."""
    found = _nearest(oracle, "Do lost ships go into the limbo slice matching their own colour?")
    assert found is None or found.verdict != "yes"


@pytest.mark.parametrize("text, edition, section", [
    # Simply Cosmic Stage 6: a player may not ally with both main players in one challenge;
    # "both sides" is the thing forbidden, not a count the prohibition must give
    ("can I ally with both sides at once?", "mayfair", "Stage 6"),
    # mce 9.0, Binary: at setup its ships are spread over its planets however it likes, so no
    # fixed number per planet is required
    ("Binary setup: do I have to put 4 ships on every planet like normal?", "mayfair", "9.0"),
])
def test_a_prohibition_holds_for_any_number(oracle: Oracle, text: str, edition: str, section: str) -> None:
    ans = oracle.ask(text, edition)
    assert ans.verdict == "no"
    assert section in {c["section"] for c in ans.citations}


def test_a_number_of_another_thing_is_not_answered_by_a_prohibition(oracle: Oracle) -> None:
    """Simply Cosmic Stage 6: an ally puts one to four ships on the cone. "Ally with just one
    ship" counts ships; the nearest claim forbids allying with both sides, which says nothing
    of one ship: no "no" from it."""
    found = _nearest(oracle, "Can I ally with just one ship?")
    assert found is None or found.verdict != "no"


def test_the_other_side_of_a_moment_is_not_answered(oracle: Oracle) -> None:
    """mce 9.0, Gas Giant: it may withdraw ships after the allies declare and *before* the
    Challenge cards are chosen. Asked about doing so *after* the cards are chosen, the
    permission says nothing: no "yes"."""
    ans = oracle.ask("Can the Gas Giant still pull ships out of the challenge after the challenge "
                     "cards have been chosen?")
    assert ans.verdict != "yes"


def test_a_claim_about_another_actor_is_no_rival(oracle: Oracle) -> None:
    """More Cosmic 11.0: Lucre may be spent only by a main player. Asked by an ally, the claim
    that a main player may spend it is about someone else: it does not stand against the
    prohibition on everyone else, which answers."""
    ans = _nearest(oracle, "I'm allied with the offense. Can I spend lucre?")
    assert ans is not None and ans.verdict == "no"
    assert "11.0" in {c["section"] for c in ans.citations}


def test_a_situation_the_claim_words_differently_is_read_from_its_words(oracle: Oracle) -> None:
    """mce 15.3: if the offense does not declare the Loser's revolt, the defense may declare
    one. The story sets a flag the claim does not test ("no revolt declared"); the claim is
    still weighed, and its conditions are stated by the question's words."""
    ans = oracle.ask("Offense is the Loser but decides not to declare a revolt. Can the defense "
                     "declare one then?")
    assert ans.verdict == "yes"
    assert "15.3" in {c["section"] for c in ans.citations}


@pytest.mark.parametrize("text, section", [
    # mce 14.19: the Plague also makes its victim discard one Kicker and one Reinforcement
    ("Does the Plague affect the Kicker?", "14.19"),
    # mce 14.1: the Kicker of the main player the Cavalry helps does affect its challenge card
    ("Does the main player's Kicker affect the Cavalry's card?", "14.1"),
])
def test_a_relation_every_part_agrees_on_is_answered(oracle: Oracle, text: str, section: str) -> None:
    """Claims held only for a part of a power or card ("its 'one of each is discarded' part"),
    all answering alike, answer a question about the whole, as the typed relations do."""
    ans = oracle.ask(text)
    assert ans.verdict == "yes"
    assert section in {c["section"] for c in ans.citations}


def test_a_claim_about_another_object_is_no_rival(oracle: Oracle) -> None:
    """mce 13.5: a Moon cannot be granted or acquired through a deal. The Vampire flare's
    permission to exchange *ships* is about another object than the Moon asked about: it does
    not stand against the prohibition."""
    ans = oracle.ask("Can I trade a Moon in a deal?")
    assert ans.verdict == "no"
    assert "13.5" in {c["section"] for c in ans.citations}


def test_the_reverse_of_a_word_the_rule_says_is_not_answered(oracle: Oracle) -> None:
    """mce 10.0 (Limbo): after each Challenge the marker moves one section *clockwise*. Asked
    whether it goes the reverse way, the claim's "moves" must not give a "yes"."""
    ans = oracle.ask("Is the limbo marker moved counterclockwise after each challenge?")
    assert ans.verdict != "yes"


def test_a_ban_on_a_narrower_thing_for_another_actor_is_no_answer(oracle: Oracle) -> None:
    """FFG Overview, Game Objective: a player may not have a second colony of its own on one
    planet, yet a planet may hold colonies of different players. Asked whether a planet can
    hold several players' colonies, that ban must not give a "no"."""
    ans = oracle.ask("Can one planet hold colonies of several players?", edition="ffg")
    assert ans.verdict != "no"


def test_naming_the_overview_brings_its_reading(oracle: Oracle) -> None:
    """FFG Overview, Starting the Turn: the redraw may be done only once, at the start of the
    turn (the FFG Additional Rules, our default, repeat it). A question that asks what the
    Overview says is answered by the Overview's reading."""
    ans = oracle.ask("According to the overview, may the offense draw a new hand twice in one turn?",
                     edition="ffg")
    assert ans.verdict == "no"
    assert "Starting the Turn" in {c["section"] for c in ans.citations}


def test_simpler_is_a_word_of_complexity(oracle: Oracle) -> None:
    """FFG Additional Rules, Alert Lamps: the lamp shows complexity, green the less complex
    aliens (and says nothing of strength). "Simpler" asks about complexity, so the rule that
    lamps do not show strength must not answer "no"."""
    ans = oracle.ask("does a green alert lamp mean a simpler alien?", edition="ffg")
    assert ans.verdict == "yes"
    assert "Alert Lamps" in {c["section"] for c in ans.citations}


@pytest.mark.parametrize("text, edition", [
    # mce 10.0 (Limbo): ships lost in one challenge all go to the section under the marker,
    # whatever their colour; a section picked by a colour is not what the rule describes
    ("my blue tokens were lost in a challenge. do they go into the blue section of limbo?", "mayfair"),
    # FFG Overview, Resolution: defensive allies get a card or a ship back per ship they
    # contributed; colonies are never such a reward (the rule names colonies only as where
    # their ships return)
    ("when the defense wins do defensive allies receive rewards of colonies?", "ffg"),
])
def test_a_qualifier_of_the_object_the_claim_lacks_gives_no_yes(oracle: Oracle, text: str, edition: str) -> None:
    assert oracle.ask(text, edition).verdict != "yes"


def test_a_claim_about_a_namesake_gives_no_answer(oracle: Oracle) -> None:
    """FFG Additional Rules, Artifact Cards: an artifact is played once and discarded. The
    claim that Mayfair's artefact components are not FFG artifact cards is about another
    thing of the same name: it must not answer "no" to a question about artifact cards."""
    assert oracle.ask("are artifact cards throwaway?", "ffg").verdict != "no"


def test_a_thing_the_claim_does_not_speak_of_gives_no_yes(oracle: Oracle) -> None:
    """Simply Cosmic Situation B: consolation cards are taken from the opponent's hand, not
    from the deck. The nearest claim (consolation is drawn at random) has no object and says
    nothing of the deck, so it does not answer "do I draw from the deck?" with a yes."""
    ans = oracle.ask("Consolation — do I draw from the deck?", "mayfair")
    assert ans.verdict != "yes"


def test_a_moment_the_rules_do_not_speak_of_gives_no_yes(oracle: Oracle) -> None:
    """Simply Cosmic Stage 9: the cards the main players played are discarded after the
    challenge. Being dealt cards at setup says nothing of getting a played Attack back "after
    the challenge": that moment is part of the question, so the setup claim gives no yes."""
    ans = oracle.ask("Do I get my attack card back after the challenge?", "mayfair")
    assert ans.verdict != "yes"


def test_an_order_told_in_the_condition_is_not_the_question(oracle: Oracle) -> None:
    """More Cosmic 15.3: once the defense declares the revolt (the offense having let it pass),
    the offense can do nothing about it. "after" there is the situation told; the offense
    acting before the defense (11.0) does not answer whether it may still stop the revolt."""
    ans = oracle.ask("If the defense declares the revolt after the offense passed, can the offense "
                     "still stop it?", "mayfair")
    assert ans.verdict != "yes"


def test_a_state_told_of_the_power_is_not_left_out(oracle: Oracle) -> None:
    """More Cosmic 15.4: the Silencer blocks Chronos. "Chronos silenced" tells a state the
    power's own permission (14.3, the time journey) does not speak of, so that permission
    gives no yes."""
    ans = oracle.ask("Chronos silenced: can it still call a time journey?", "mayfair")
    assert ans.verdict != "yes"


def test_a_role_named_only_for_comparison_does_not_answer(oracle: Oracle) -> None:
    """FFG Overview, Phases of an Encounter: when the defense wins, its allies go home and take
    cards or ships from the warp as their reward; only offensive allies land on the planet.
    "like offensive allies do" compares; a claim about offensive allies gives no yes."""
    ans = oracle.ask("FFG question: defending allies win — do they get a colony on the planet "
                     "like offensive allies do?", "ffg")
    assert ans.verdict != "yes"


def test_an_absence_the_question_does_not_tell_is_not_assumed(oracle: Oracle) -> None:
    """FFG Overview, The Game Turn / Phases of an Encounter: a successful deal in the first
    encounter gives the offense a second one. The exception (FFG Additional Rules, No Encounter
    Cards in Hand) needs an offense holding no encounter card, which the question does not
    tell: the exception must not answer "no"."""
    ans = oracle.ask("If I make a deal on my first encounter, can I have a second?", "ffg")
    assert ans.verdict != "no"


def test_a_number_in_the_subject_does_not_count_the_object(oracle: Oracle) -> None:
    """FFG Overview, 5. Planning: the attacker and the defender each choose one encounter card
    and put it face down. In "do *both* main players put their cards face down?" the "both"
    counts the players (read as the phrase both-sides), so the one-card rule must not answer
    "no" as if two cards were asked; a count after the verb still counts the cards."""
    ans = oracle.ask("Do both main players put their encounter cards face down?", edition="ffg")
    assert ans.verdict != "no"
    ans = oracle.ask("Can both main players play two encounter cards?", edition="ffg")
    assert ans.verdict == "no"
    assert "5. Planning" in {c["section"] for c in ans.citations}
