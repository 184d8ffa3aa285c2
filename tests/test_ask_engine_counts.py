"""Counts worked out from the numbers a question states (issue 13, helper vl12): the arithmetic
is the engine's (``resolver.engine.sums``, the Lucre income of ``options.lucre``), the
citation the rule it applies. Expectations written from the seeds before the code ran."""
from __future__ import annotations

import pytest


def _assert_value(oracle, question: str, edition: str, value, section: str) -> None:
    """The question gets the value, citing the deciding section."""
    a = oracle.ask(question, edition)
    assert (a.verdict, a.value) == ("value", value), a.answer
    assert section in [c["section"] for c in a.citations]


@pytest.mark.parametrize("question,edition,value,section", [
    # FFG Overview Setup: the Flares dealt (2 each) go in the cosmic deck; "With fewer than 5
    # players, add random extra Flares until the deck holds 10 Flares"
    ("we are 3 players. how many extra flares go into the cosmic deck?", "ffg", 4, "Setup"),
    ("how many extra flares do we add with 4 players?", "ffg", 2, "Setup"),
    ("six players: how many extra flares are added?", "ffg", 0, "Setup"),
    # More Cosmic 7.0: one special card, at random, into the Destiny deck for each player
    ("with 4 players using the comets, how many special cards go into the destiny deck?", "mayfair", 4, "7.0"),
    # More Cosmic 11.0: 3 Lucre plus 1 for each base in its own system, Moons count
    ("I hold 3 of my home planets and no moons. how much lucre income do I get?", "mayfair", 6, "11.0"),
    ("my bases are on all 5 home planets and I occupy a moon there: lucre income?", "mayfair", 9, "11.0"),
    # Simply Cosmic Situation B: consolation is one card from the opponent per own token lost;
    # "cards *of consolation*" counts the consolation's cards, not the cards dealt at setup
    ("I played compromise, lost 2 tokens. how many cards of consolation do I take?", "mayfair", 2, "Situation B"),
])
def test_counts_the_engine_works_out(oracle, question, edition, value, section):
    _assert_value(oracle, question, edition, value, section)


@pytest.mark.parametrize("question,value", [
    # Simply Cosmic, Description of Flares and Edicts: "You use a Flare's Wild effect if the Flare
    # is for a different power from yours, or if you have lost the use of your power"; "the Super
    # effect if the Flare matches your own Alien Power"
    ("I've got someone else's flare in hand. which half may I use?", "Wild"),
    ("I still have my power and I hold the flare for my own power. which half do I use?", "Super"),
])
def test_which_kind_of_a_class_the_claims_decide(oracle, question, value):
    """"which half": the class's two kinds asked back one by one, the one decided yes named by
    what sets it apart from the other (issue 13, vl12)."""
    a = oracle.ask(question, "mayfair")
    assert (a.verdict, a.value) == ("value", value), a.answer
    assert "Description of Flares and Edicts" in [c["section"] for c in a.citations]


def test_a_flag_stated_outright_is_not_contradicted(oracle):
    """"the flare for my own alien" states that the flare matches the power; the looser reading
    of its words as a flare of another power (its `not-` flag) is dropped."""
    from resolver.ask.question import understand
    context = understand(oracle.rules, "I drew the flare for my own alien. Which half do I use?", "mayfair").reading.context
    assert context == {"flare_matches_power": True}


@pytest.mark.parametrize("question,edition,kinds", [
    # Simply Cosmic Stage 7: two kinds of Challenge card, Attack and Compromise; FFG Overview
    # 5. Planning: an encounter card is an Attack, a Negotiate or a Morph
    ("which kinds of challenge card does the game have?", "mayfair", ["Attack", "Compromise"]),
    ("what types of encounter card can a main player choose from?", "ffg", ["Attack", "Negotiate", "Morph"]),
])
def test_the_kinds_of_a_class(oracle, question, edition, kinds):
    a = oracle.ask(question, edition)
    assert a.verdict == "value" and sorted(a.value) == sorted(kinds), a.answer


def test_a_face_down_play_is_a_play(oracle):
    # Simply Cosmic Stage 7: each main player chooses one Challenge card and plays it face down;
    # "how many … play" is asked of that face-down play (play-face-down isa play)
    a = oracle.ask("how many challenge cards does the offense play in one challenge?", "mayfair")
    assert (a.verdict, a.value) == ("value", 1) and "Stage 7" in [c["section"] for c in a.citations]


def test_who_acts_in_the_situation_told(oracle):
    # Simply Cosmic Instructional Destiny Card: "If several players meet the conditions, the offense
    # chooses any of them"; the noun inside the "when" clause is no object of "picks"
    a = oracle.ask("who chooses when several players fit the instructions of an instructional card?", "mayfair")
    assert (a.verdict, a.value) == ("value", "offense"), a.answer


def test_how_long_is_a_stretch_of_play_not_a_count(oracle):
    # Simply Cosmic Stage 4: "An alliance lasts only for the current challenge": the stretch of play
    # after "for"; a claim's count (a Comet applies once) is no answer to "how long"
    a = oracle.ask("how long do alliances last in Cosmic?", "mayfair")
    assert (a.verdict, a.value) == ("value", "the current challenge"), a.answer
    b = oracle.ask("how long does a comet's effect last?", "mayfair")
    assert not isinstance(b.value, int), b.answer


@pytest.mark.parametrize("question,edition,value", [
    # Simply Cosmic Situation B / policy amb.ffg.compensation-short: one card per own token lost,
    # the opponent's whole hand when it holds fewer (the engine's consolation_taken)
    ("I lost 3 tokens with my compromise and the defense holds 2 cards in hand. how many consolation cards do I take?",
     "mayfair", 2),
    ("I'm owed 3 cards of consolation but the defense only has 2 cards in hand. how many do I take?", "mayfair", 2),
    ("I negotiated and lost 3 ships; the attacker holds 5 cards in hand. how many compensation cards?", "ffg", 3),
])
def test_consolation_is_capped_by_the_hand(oracle, question, edition, value):
    a = oracle.ask(question, edition)
    assert (a.verdict, a.value) == ("value", value), a.answer


def test_which_thing_is_no_number(oracle):
    # More Cosmic 14.12: the exception is the Moon "Moon Base Omega" — "which moon" asks a thing,
    # never the Pentaform's 5 stages; "which moons ARE …" is no numbered label ("are 4")
    a = oracle.ask("which moon is the one the Pentaform's five stages leave out?", "mayfair")
    assert not isinstance(a.value, int), a.answer
    b = oracle.ask("which moons are the silly ones in More Cosmic?", "mayfair")
    assert not str(b.value).startswith("are"), b.answer
    # FFG Overview Setup: the colony marker starts on the zero space (a space is numbered)
    c = oracle.ask("which space does the colony marker start on in FFG?", "ffg")
    assert (c.verdict, c.value) == ("value", 0), c.answer


def test_a_card_that_wins_stands_for_its_player(oracle):
    # Simply Cosmic Situation B: "If one side plays Attack and the other Compromise, the Attack side
    # wins": "who" asks for a person, the player who played the Attack card
    a = oracle.ask("Compromise against Attack: who wins the challenge?", "mayfair")
    assert (a.verdict, a.value) == ("value", "the player who played the Attack card"), a.answer


@pytest.mark.parametrize("question,edition,value,section", [
    # Simply Cosmic Situation A: the higher total wins, the defense wins ties; Reinforcement Cards:
    # a reinforcement's number is added to the side it is played for (helper vl13: totals told)
    ("the offense is at 11 and the defense at 13. an offensive ally adds a +4 reinforcement for the offense. "
     "who wins?", "mayfair", "offense", "Situation A"),
    ("each side totals 9 after the reveal. who takes the encounter?", "mayfair", "defense", "Situation A"),
    # FFG Additional Rules, Reinforcement Cards: the reinforcement adds to the side it is played for
    ("offense total 10, and a +2 reinforcement is played for the offense. new total?", "ffg", 12,
     "Reinforcement Cards"),
    # Simply Cosmic Situation A: each total is the card plus every token of the side, allies' included
    ("I play an attack 06 with 2 tokens. they play an attack 05 with 1 token plus 2 from a defensive ally. "
     "who wins?", "mayfair", "defense", "Situation A"),
])
def test_totals_told_and_allies_named_after_a_number(oracle, question, edition, value, section):
    _assert_value(oracle, question, edition, value, section)


def test_a_count_chosen_by_the_count_told(oracle):
    """More Cosmic 9.0 (Gas Giant): with the Sniveler in play, the Gas Giant is 3 bases, or as many
    bases as its ships there when fewer than 3 (helper vl13)."""
    a = oracle.ask("The Sniveler is in play and the Gas Giant has just 1 ship on it. How many bases is "
                   "the Gas Giant worth?", "mayfair")
    assert (a.verdict, a.value) == ("value", 1), a.answer


def test_a_claim_counting_a_wider_class_is_no_count_of_the_asked_kind(oracle):
    """Simply Cosmic Setup deals 7 *cards* to each player; no Mayfair rule adds Flares by the
    player count, so "how many extra flares with 4 players" is not 7 × 4 (helper vl13)."""
    a = oracle.ask("we are 4 players: how many extra flares get added?", "mayfair")
    assert a.value != 28, a.answer


def test_a_side_answered_in_the_words_offered(oracle):
    """FFG Overview 4. Alliance: the attacker invites allies first, then the defender; offered
    "attacker or defender", the answer is in those words (helper vl13)."""
    a = oracle.ask("who invites allies first in FFG: the attacker or the defender?", "ffg")
    assert (a.verdict, a.value) == ("value", "attacker"), a.answer


@pytest.mark.parametrize("question,value,section", [
    # More Cosmic 9.0 (Space Dust): a set-aside Destiny card played on defense adds 5
    ("how much does a set-aside destiny card add for the Space Dust?", 5, "9.0"),
    # More Cosmic 9.0 (Rings): the central planet adds 10 to the defending ships; Situation A:
    # the total is the card plus the tokens
    ("I'm the Rings defending my central planet with 2 ships and I reveal a 06. what's my total?", 18, "9.0"),
])
def test_hex_numbers_in_a_story(oracle, question, value, section):
    _assert_value(oracle, question, "mayfair", value, section)


def test_who_is_first_in_an_order_of_players(oracle):
    """More Cosmic 15.3: the offense has the first chance to declare a Loser revolt (helper vl13)."""
    a = oracle.ask("with the Loser on both sides, who may declare a revolt first?", "mayfair")
    assert (a.verdict, a.value) == ("value", "offense"), a.answer


@pytest.mark.parametrize("question,edition,value,section", [
    # Simply Cosmic Stage 6: each player decides whether to ally, starting at the offense's left
    ("who is the first to decide about joining an alliance?", "mayfair", "the player to the left of the offense",
     "Stage 6"),
    # FFG Overview 4. Alliance: starting with the player to the left of the attacker, clockwise
    ("who is the first to decide about joining an alliance?", "ffg", "the player to the left of the attacker",
     "4. Alliance"),
])
def test_who_answers_invitations_first(oracle, question, edition, value, section):
    _assert_value(oracle, question, edition, value, section)


def test_a_stated_product_is_no_second_card_value(oracle):
    """More Cosmic 14.10: the Kicker multiplies first, then the Mirror reverses the digits; the
    product the question states along the way is not another card (helper vl13)."""
    a = oracle.ask("Mirror against me: my Attack 13 with a x3 Kicker makes 39. What is my card worth?", "mayfair")
    assert (a.verdict, a.value) == ("value", 93), a.answer


@pytest.mark.parametrize("question,value", [
    # More Cosmic 11.0 (table): +1 to the total costs 3 in phase 7, 6 in phase 8 (phase n is
    # Simply Cosmic's Stage n by our policy); a price asked is a Lucre price (helper vl13)
    ("what does +1 on my total cost in phase 8?", 6),
    ("what does +1 on my total cost in stage 7?", 3),
])
def test_a_price_asked_reads_the_price_table_by_its_phase(oracle, question, value):
    _assert_value(oracle, question, "mayfair", value, "11.0")


@pytest.mark.parametrize("question,value,section", [
    # FFG Additional Rules, Alert Lamps: the lamp is green, yellow or red
    ("how many colours does the alert lamp come in?", 3, "Alert Lamps"),
    # FFG Additional Rules, No Encounter Cards in Hand: the defense discards and draws 8
    ("the defender has no encounter cards: how many cards does it redraw?", 8, "No Encounter Cards in Hand"),
])
def test_ffg_counts_named_by_their_rule(oracle, question, value, section):
    _assert_value(oracle, question, "ffg", value, section)


def test_a_passive_attack_is_the_other_sides_card(oracle):
    """Simply Cosmic Situation B: Compromise against Attack loses, and its player takes one card of
    consolation per token lost; "got attacked" is the other side's Attack, "2 red tokens" are
    tokens (helper vl13)."""
    a = oracle.ask("I played compromise with 2 red tokens and got attacked. How many consolation cards do I get?",
                   "mayfair")
    assert (a.verdict, a.value) == ("value", 2), a.answer
    assert "Situation B" in [c["section"] for c in a.citations]
