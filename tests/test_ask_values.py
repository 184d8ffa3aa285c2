"""Value questions (issue 13): a number the graph holds is answered as a value with the
deciding section cited. Each expectation is the seeds' number, decided before running."""
from __future__ import annotations

import importlib.util

import pytest

HAS_ENGINE = importlib.util.find_spec("resolver.engine.api") is not None

CASES = [
    # More Cosmic 7.0: one special card per player, at random, into the destiny deck
    ("With comets in the game and four players, how many special cards are added to the destiny deck?",
     "mayfair", 4, "7.0"),
    ("we play with colourless cones, 5 of us: how many special cards are added to the destiny deck?",
     "mayfair", 5, "7.0"),
    # Simply Cosmic Wild Destiny Card: two of the destiny cards are wild; the place they are in
    # ("in the destiny deck") is not something the counting claim has to name
    ("how many wild destiny cards are there in the destiny deck?", "mayfair", 2, "Wild Destiny Card"),
    # FFG Overview 1. Regroup: one of the offense's ships is recovered from the Warp
    ("how many ships does the offense get back from the warp in the regroup phase?", "ffg", 1, "1. Regroup"),
    # FFG Overview 1. Regroup / Simply Cosmic Stage 1: one ship comes back from the warp (not the
    # ships the Plague or a failed deal sends there: those count losing, not coming back)
    ("how many ships come back from the warp in regroup?", "ffg", 1, "1. Regroup"),
    ("how many ships come back from the warp?", "mayfair", 1, "Stage 1"),
    # Simply Cosmic Stage 1: the offense may bring one token back from the warp
    ("in stage 1, how many tokens does the offense get back from the warp?", "mayfair", 1, "Stage 1"),
    # More Cosmic 9.0 Space Dust: on defense it may play a set-aside destiny card to add 5 (the
    # 3 set aside is how many cards, not what one is worth)
    ("As the defense, how much does the Space Dust get for playing one of its set-aside cards?", "mayfair", 5,
     "9.0"),
    # More Cosmic 13.0: Quarter, Half, Full and Cheese Moons
    ("How many moon categories exist?", "mayfair", 4, "13.0"),
    # FFG Overview: an encounter has seven phases, Regroup to Resolution
    ("how many phases does an FFG encounter have?", "ffg", 7, "Phases of an Encounter"),
    # Simply Cosmic Overview of Play / Description of a Challenge: ten stages ("a challenge"
    # after an article is the noun, not the verb "to challenge")
    ("how many stages does a challenge have?", "mayfair", 10, ("Overview of Play", "Description of a Challenge")),
    # Simply Cosmic Stage 5 / Situation A: a winning defensive ally gets one card or token per
    # token it committed
    ("How many rewards does a defensive ally with 2 tokens get?", "mayfair", 2, ("Situation A", "Stage 5")),
    # FFG Overview 7. Resolution: a winning defensive ally gets one reward for each ship it sent
    ("The defense won and I was a defensive ally with 3 ships. How many rewards do I get?", "ffg", 3,
     "7. Resolution"),
    # Simply Cosmic Situation C / FFG 6. Reveal: one minute to make a deal
    ("How many minutes do the main players have to agree a deal?", "mayfair", 1, "Situation C"),
    ("how many minutes does a negotiation last?", "ffg", 1, "6. Reveal"),
    # Simply Cosmic Stage 3 / FFG 3. Launch: the offense sends one to four ships (and an ally,
    # Stage 6 / 4. Alliance, one to four too): "I" with no role named gets one to four either way
    ("how many ships can I send into an encounter?", "mayfair", "1 to 4", "Stage 3"),
    ("how many ships can I send into an encounter?", "ffg", "1 to 4", "3. Launch"),
    # More Cosmic 15.1: ten powers have artefacts; "how many" asks the length of that list
    ("how many alien powers are on the artefact list?", "mayfair", 10, "15.1"),
    # More Cosmic 9.0 (Binary): two powers, one per star; counting "alien powers" counts powers
    ("Binary: how many alien powers do I end up with?", "mayfair", 2, "9.0"),
    # Simply Cosmic source note: eight Alien Power cards in the box (not the 3 home bases)
    ("how many alien power cards come in Simply Cosmic?", "mayfair", 8, "Source note"),
    # More Cosmic 9.0 (Space Dust): a set-aside card played on defense adds 5; three are set aside
    ("How much does Space Dust add to its total when it plays a set-aside destiny card?", "mayfair", 5, "9.0"),
    ("how many destiny cards does space dust set aside?", "mayfair", 3, "9.0"),
    # FFG Overview 4. Alliance: an ally sends 1 to 4 ships; asked both bounds, both are the answer
    ("what's the minimum and maximum number of ships an ally can commit?", "ffg", [1, 4], "4. Alliance"),
    # More Cosmic 14.10: the Kicker multiplies first, the Mirror reverses the multiplied value
    ("When both are played, does the Mirror reverse the digits before or after the Kicker?", "mayfair", "after",
     "14.10"),
    # More Cosmic 11.0: +1 to the total costs 3 Lucre in phase 7, a card from the deck 4 Lucre
    ("With Lucre, what does adding 2 to my total cost in phase 7?", "mayfair", 6, "11.0"),
    ("how much lucre do I pay for three cards from the deck?", "mayfair", 12, "11.0"),
    # 11.0: what a sum of Lucre buys at those prices (no spending limit; the purchase repeats)
    ("I hold 20 Lucre during phase 7. What is the most I can add to my total?", "mayfair", 6, "11.0"),
    ("I have 12 lucre. how many cards can I buy from the deck?", "mayfair", 3, "11.0"),
    # More Cosmic 11.0 income: 3 plus 1 per base in the own system, Moons included
    ("I have 3 home bases and one moon in my own system. How much Lucre do I collect at the start of my turn?",
     "mayfair", 7, "11.0"),
    # 11.0 with 9.0: the Gas Giant collects 7 plus 1 per own Moon, or with fewer than 4 ships
    # in its system that number plus 3
    ("The Gas Giant has 10 ships in its system and 2 moons. How much lucre does it collect?", "mayfair", 9, "11.0"),
    ("The Gas Giant has only 2 ships in its system and no moons. How much lucre does it collect?",
     "mayfair", 5, "11.0"),
    # the same sums asked "what is …", with counts told that are no encounter's ships
    ("I own 2 bases at home and a moon in my own system. What is my lucre income?", "mayfair", 6, "11.0"),
    ("Space Dust has 14 ships in its system and occupies 2 moons there. Its lucre income?", "mayfair", 9, "11.0"),
    # More Cosmic 9.0 (Gas Giant): with the Sniveler, 3 bases for its owner, or as many as
    # the ships it has there when fewer than 3
    # FFG Additional Rules, No Encounter Cards in Hand: the defense discards its hand and draws 8
    ("How many cards does a defense with no encounter cards draw?", "ffg", 8, "No Encounter Cards in Hand"),
    # FFG Overview Setup: each colony marker starts on the zero space of the Warp's track
    ("On which space of the colony track do the markers begin?", "ffg", 0, "Setup"),
    # FFG Overview Setup: each player has 20 ships of its colour ("start with": the whole stock)
    ("in FFG, how many ships does every player start the game with?", "ffg", 20, "Setup"),
    ("The Sniveler is in play and the Gas Giant has just 1 ship on its planet. How many bases is the Gas Giant worth?",
     "mayfair", 1, "9.0"),
]


@pytest.mark.parametrize(("question", "value", "sections"), [
    # FFG Overview Game Objective and Additional Rules The Colony Track: five foreign colonies win
    ("In the FFG game, how many foreign colonies does a player need for victory?", 5,
     {"Game Objective", "The Colony Track"}),
    # FFG Overview Losing Alien Powers and Additional Rules Losing Home Planets and Alien Powers
    ("How many colonies in my home system must I keep to hold on to my alien power?", 3,
     {"Losing Alien Powers", "Losing Home Planets and Alien Powers"}),
])
def test_a_number_cites_every_document_of_its_edition(oracle, question, value, sections):
    """A number both FFG documents state is cited in both (the edition block names them)."""
    a = oracle.ask(question, "ffg")
    assert (a.verdict, a.value) == ("value", value), a.answer
    assert sections <= {c["section"] for c in a.citations}


@pytest.mark.parametrize(("question", "edition", "value", "section"), CASES)
def test_counts_come_from_claims_and_params(oracle, question, edition, value, section):
    a = oracle.ask(question, edition)
    assert (a.verdict, a.value) == ("value", value), a.answer
    sections = {section} if isinstance(section, str) else set(section)
    assert sections & {c["section"] for c in a.citations}


SITUATIONS = [
    # More Cosmic 14.10: the Kicker multiplies first, then the Mirror reverses the digits (its
    # example: an 08 doubled to 16 becomes 61); the question has to state the card's value
    ("the Mirror is used on my attack 09 and I played a kicker that doubles it. what is my card worth?",
     "mayfair", 81, "14.10"),
    ("with the Mirror in play my attack 23 has a x3 kicker. card value?", "mayfair", 96, "14.10"),
    # FFG Overview 6. Reveal: a Morph becomes a copy of the opponent's encounter card
    ("the defender reveals an attack 08 and I revealed a Morph. what is my card worth?", "ffg", 8, "6. Reveal"),
    # Situation A: a tie goes to the defense
    ("tie: 3 tokens and 10 on each side", "mayfair", "defense", "Situation A"),
    # Situation A: own tokens + allies' tokens + the card
    ("I've got 3 tokens on the cone, my ally has 2, and I play attack 9. what's my total?", "mayfair",
     14, "Situation A"),
    # Situation B: one card of consolation per own token lost
    ("defense played compromise with 3 tokens on the planet and the offense attacked. how many cards "
     "of consolation?", "mayfair", 3, "Situation B"),
    # Situation B: an opponent without enough cards for full consolation gives its whole hand
    ("defense played compromise with 3 tokens on the planet, the offense attacked and has only 1 card "
     "left. how many cards of consolation?", "mayfair", 1, "Situation B"),
    ("I compromised and lost 5 tokens; the offense only has 3 cards in hand. how many do I get?",
     "mayfair", 3, "Situation B"),
    # FFG 6. Reveal: the side's ships, allied ships included, plus the card
    ("Attacker sends 2 ships with two allies of 2 ships each and plays Attack 05. What is the "
     "attacker's total?", "ffg", 11, "6. Reveal"),
    # FFG 6. Reveal + Reinforcement Cards: a reinforcement played for the defense adds to its total
    ("Offense: 2 ships + Attack 10. Defense: 3 ships, an ally with 1 ship, Attack 07, and the ally "
     "plays a +2 reinforcement for the defense. Who wins?", "ffg", "defense", "6. Reveal"),
]


@pytest.mark.skipif(not HAS_ENGINE, reason="the engine is not built")
@pytest.mark.parametrize(("question", "edition", "value", "section"), SITUATIONS)
def test_situations_give_the_number_asked(oracle, question, edition, value, section):
    a = oracle.ask(question, edition)
    assert (a.verdict, a.value) == ("value", value), a.answer
    assert section in {c["section"] for c in a.citations}


def test_engine_deck_lists_answer_no_rules_question(oracle):
    # the engine's deck lists are house assumptions (engine_decks.rules): never a rules answer
    a = oracle.ask("how many wild destiny cards are in the deck?")
    assert all(c["source"] != "House rules" for c in a.citations)


def test_a_subsection_cites_the_section_that_holds_it(oracle):
    # Simply Cosmic: Situations A-C are the results Stage 8 describes; FFG Overview: the
    # numbered phases make up "Phases of an Encounter"
    a = oracle.ask("tie: 3 tokens and 10 on each side")
    assert {"Situation A", "Stage 8"} <= {c["section"] for c in a.citations}
    b = oracle.ask("FFG tie: 3 ships and attack 10 on each side, who wins?", "ffg")
    assert {"6. Reveal", "Phases of an Encounter"} <= {c["section"] for c in b.citations}


def test_within_names_a_section_listed_above(tmp_path):
    from resolver.graph.load import compile_files, rule_files
    f = tmp_path / "house.rules"
    f.write_text('source extra "Extra" {\n  edition mayfair\n  section "1" "One"\n'
                 '  section "1.1" "Part" within "9"\n}\n')
    _g, problems = compile_files(rule_files(), [f])
    assert any("within needs a section listed above" in str(p) for p in problems)


def test_an_order_picks_among_the_steps_the_question_names(oracle):
    # Simply Cosmic, Timing Conflicts: players who are not main players resolve first, then
    # the offense, then the defense. Naming two of them asks which of those two comes first
    # (or last); naming none asks for the whole order.
    a = oracle.ask("The defense and an ally play clashing effects at the same moment. Who resolves first?")
    assert (a.verdict, str(a.value)) == ("value", "ally")
    assert "Timing Conflicts" in {c["section"] for c in a.citations}
    b = oracle.ask("Timing conflict between the defense and the offense: who goes last?")
    assert (b.verdict, str(b.value)) == ("value", "defense")
    c = oracle.ask("Who goes first in a timing conflict?")
    assert c.value == ["non-main", "offense", "defense"]


def test_a_claims_number_counts_its_object_not_its_actor(oracle):
    # Simply Cosmic, Wild Destiny Card: two of the destiny cards are wild (a regular and a
    # reverse one); the four colours each shows are not the number of wild cards
    a = oracle.ask("How many Wild Destiny cards exist?")
    assert (a.verdict, str(a.value)) == ("value", "2")
    assert "Wild Destiny Card" in {c["section"] for c in a.citations}


@pytest.mark.parametrize("question", [
    # a question mark and no question word: yes or no, never a rule's text (interfaces.md)
    "made a deal on my first challenge. second challenge?",
    "Rosette wants to move ships off the targeted planet onto a neighbouring one. allowed?",
    "Silencer on Macron?",
    "ships go to the warp when lost?",       # "when" mid-sentence opens a condition, asks nothing
])
def test_a_yes_no_question_without_its_auxiliary_gets_no_text(oracle, question):
    assert oracle.ask(question, "mayfair").verdict in ("yes", "no", "depends", "unknown")


@pytest.mark.parametrize(("question", "edition", "place", "section"), [
    # Simply Cosmic, Description of the Warp / FFG 7. Resolution: lost ships go to the warp;
    # "where" stands for the place of "go to"
    ("where do lost tokens go", "mayfair", "warp", "Description of the Warp"),
    ("where do lost ships go?", "ffg", "warp", "7. Resolution"),
])
def test_where_asks_the_place_of_a_verb_of_motion(oracle, question, edition, place, section):
    a = oracle.ask(question, edition)
    assert (a.verdict, a.value) == ("value", place), a.answer
    assert section in {c["section"] for c in a.citations}


LOOSE = [
    # FFG Overview / Additional Rules: the Chosen's three draws are its own number; the defense
    # with no encounter cards redraws a new hand (a number of another rule)
    ("How many cards does the defense draw when it has no encounter cards?", "ffg", 3),
    # a number the question states (stage 8) is not what it asks
    ("I've got 13 lucre and we're in stage 8. how much can I add?", "mayfair", 8),
    # More Cosmic 9.0: the Gas Giant counts as bases with the Sniveler; the hex's one planet is
    # not a count of bases
    ("sniveler's in the game. gas giant has 9 ships on its planet. how many bases does it count as?", "mayfair", 1),
    # Simply Cosmic Situation B: consolation is taken from the opponent's hand; "whose" asks a
    # player, which the number of cards (3) is not
    ("I'm the offense, played compromise, the defense attacked and I lost 3 tokens. whose hand do I take "
     "consolation from?", "mayfair", 3),
]


@pytest.mark.parametrize(("question", "edition", "wrong"), LOOSE)
def test_loosely_matched_numbers_are_not_answers(oracle, question, edition, wrong):
    a = oracle.ask(question, edition)
    assert a.value != wrong, a.answer


def test_a_number_given_only_above_a_count_is_not_answered_below_it(oracle):
    # MCE 9.0 Gas Giant: with the Sniveler it counts as three bases, unless its owner has fewer
    # than three ships there (then as many bases as ships): with 1 ship stated, never 3
    a = oracle.ask("The Sniveler is in the game and the Gas Giant player has 1 ship on the planet. "
                   "How many bases does the Gas Giant count as?", "mayfair")
    assert a.value in (None, 1), a.answer


def test_what_it_is_called_when_is_not_a_name_of_the_clause(oracle):
    # SC Situation B names the cards the compromiser takes 'consolation': the offense and the
    # defense in the when-clause are not what is named (Mayfair: offensive/defensive main player)
    a = oracle.ask("in mayfair what is it called when the defense takes cards from the offense?", "mayfair")
    assert a.value not in ("offensive main player", "defensive main player"), a.answer


def test_a_parameter_cites_the_claims_that_state_it(oracle):
    """Simply Cosmic Overview of Play: a turn's challenge phase holds one or two challenges (and
    Stage 10 ends the turn after the second): the number is cited to the overview as well."""
    ans = oracle.ask("what is the largest number of challenges in a single turn?", "mayfair")
    assert ans.verdict == "value" and ans.value == 2
    assert {"Overview of Play", "Stage 10"} <= {c["section"] for c in ans.citations}


def test_who_does_it_to_an_unread_pronoun_names_no_actor(oracle):
    """Simply Cosmic Situation A: a tie goes to the defense. "Who takes it?" leaves "it" unread,
    so the actor of some other taking (the compromiser taking cards) is no answer."""
    ans = oracle.ask("tie on totals — who takes it?", "mayfair")
    assert ans.verdict != "value" or ans.value == "defense"


@pytest.mark.parametrize(("question", "edition", "value", "section"), [
    # More Cosmic 13.0: the four categories of Moons, named by what their effects are like
    ("Which moon category has the silly effects?", "mayfair", "Cheese Moons", "13.0"),
    ("which kind of moon needs some luck?", "mayfair", "Half Moons", "13.0"),
    # FFG Additional Rules, Alien Sheets: the orange bar says mandatory or optional; the upper
    # blue bar says which role may use the power
    ("Which bar says whether a power is mandatory?", "ffg", "orange bar", "Alien Sheets"),
    ("which bar says what role I need to use my power?", "ffg", "upper blue bar", "Alien Sheets"),
])
def test_which_member_of_a_class(oracle, question, edition, value, section):
    """"which X …?" is answered by the member of class X the deciding rule is about."""
    ans = oracle.ask(question, edition)
    assert (ans.verdict, ans.value) == ("value", value), ans.answer
    assert section in {c["section"] for c in ans.citations}


@pytest.mark.parametrize(("question", "value", "section"), [
    # Simply Cosmic Regular Destiny Card: refilling an empty home planet after drawing one's own
    # colour is a successful challenge; go straight to Stage 10
    ("I drew my own colour and put tokens on my empty home planet. Which stage do we go to now?",
     "stage 10", "Regular Destiny Card"),
    # Simply Cosmic Stage 2: five kinds of Destiny card ("different types" counts kinds)
    ("How many different types of destiny cards are there?", 5, "Stage 2"),
])
def test_a_value_read_from_the_deciding_rules_words(oracle, question, value, section):
    ans = oracle.ask(question, "mayfair")
    assert (ans.verdict, str(ans.value).lower()) == ("value", str(value)), ans.answer
    assert section in {c["section"] for c in ans.citations}
