"""Who is on which side of a situation told in players' words (issue 13, helper va14): the
speaker's role later in its clause, "he"/"she" as the speaker's opponent, player colours given a
side by the attack told, a one-sided total said without a winner the question never described.
Expectations written from the seeds before the code ran."""
from __future__ import annotations

import pytest


def _sections(a) -> list[str]:
    return [c["section"] for c in a.citations]


@pytest.mark.parametrize("question,edition,value,section", [
    # Simply Cosmic Situation A: each side's total is its card's number plus its tokens (ships)
    ("I have 3 ships and a 12, he has 2 ships and an 8 - totals?", "mayfair",
     {"offense": 15, "defense": 10}, "Situation A"),
    # the Pink planet attacked makes Pink the defense; higher total wins (Situation A): 2 + 8 < 14
    ("I attacked an empty Pink planet with 2 tokens and an 08. Pink played a 14. Who won?", "mayfair",
     "defense", "Situation A"),
    # FFG Overview 6. Reveal (ships plus the card's value); FFG Additional Rules Bystanders: ships
    # in a bystander colony add nothing to the encounter
    ("Red attacks Blue's planet where Green also has 2 ships; Blue has 3 ships and plays 07. Blue's total?",
     "ffg", 10, "Bystanders"),
    # "defended" names the speaker's side; FFG 6. Reveal: a Morph becomes a copy of the other card
    # (20 + 2 ships = 22 for each, and a tie goes to the defender)
    ("She attacked with a 20 and 2 ships; I defended with a Morph and 2 ships. Who won?", "ffg",
     "defense", "6. Reveal"),
])
def test_sides_told_in_players_words(oracle, question, edition, value, section):
    a = oracle.ask(question, edition)
    assert (a.verdict, a.value) == ("value", value), a.answer
    assert section in _sections(a)


def test_a_one_sided_total_names_no_winner(oracle):
    """MCE 9.0: the Rings' central planet adds 10 to its defense; the offense was never described,
    so the answer gives the asked total and no "wins, 21 to 1"."""
    a = oracle.ask("I'm on the Rings central planet defending with 3 ships and I reveal an 08. "
                   "What's my total?", "mayfair")
    assert (a.verdict, a.value) == ("value", 21), a.answer
    assert "wins" not in a.answer and "offensive" not in a.answer


@pytest.mark.parametrize("question,edition,value,section", [
    # FFG Overview 4. Alliance: "If you ally with the attacker (offensive ally), you select 1 to 4 of
    # your ships and place them in the Hyperspace Gate"
    ("I'm an offensive ally. Where do my ships go?", "ffg", "Hyperspace Gate", "4. Alliance"),
    # FFG Overview 4. Alliance: a defensive ally places its ships "next to the target planet"
    ("I'm allied with the defender. Where do I put my ships?", "ffg", "next to the target planet", "4. Alliance"),
    # FFG Overview 7. Resolution: "If the defense wins: … All ships in the Hyperspace Gate (attacker
    # and offensive allies) go to the Warp"
    ("The defender won. Where do the offensive allies' ships go?", "ffg", "Warp", "7. Resolution"),
    # Simply Cosmic Situation A: "If you win as the defensive main player … All the tokens on the
    # oval end of the cone go to the warp"
    ("where do the offense's tokens go if the defense wins?", "mayfair", "warp", "Situation A"),
])
def test_where_the_claims_send_a_roles_ships(oracle, question, edition, value, section):
    """"Where do X's ships go?": the one place the claims of the situation told send them."""
    a = oracle.ask(question, edition)
    assert (a.verdict, str(a.value).lower()) == ("value", value.lower()), a.answer
    assert section in _sections(a)


def test_the_asked_verb_alone_names_no_order(oracle):
    """"who draws the first card?" shares only its verb with the 15.2 destiny order (Assassin, Dictator,
    Will): that order is not the answer; the first player is settled at set-up (Simply Cosmic Setup:
    the colour that comes up when the Destiny pile is cut goes first)."""
    a = oracle.ask("who draws the first card?", "mayfair")
    assert a.value != "Assassin" and "Setup" in _sections(a), a.answer


def test_a_count_that_turns_on_an_untold_number_depends(oracle):
    """MCE 9.0 (Gas Giant): with the Sniveler in play, "treat the Gas Giant as if it constituted three
    bases for its owner, unless the owner has fewer than three ships there, in which case the number of
    ships is also the number of its bases": asked with no ships told, the count depends."""
    a = oracle.ask("With the Sniveler in play, how many bases does the Gas Giant count as for its owner?", "mayfair")
    assert a.verdict == "depends" and "9.0" in _sections(a), a.answer
    told = oracle.ask("The Gas Giant has 2 ships on its planet and the Sniveler is in play. "
                      "How many bases is the Gas Giant for its owner?", "mayfair")
    assert told.verdict != "depends", told.answer
