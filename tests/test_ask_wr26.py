"""Wrong yes/no answers (issue 13, helper wr26, session 23): general causes, each with rephrased questions.

Each expectation was written from the seed text (the comment names the deciding rule) before the code ran.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("edition, question", [
    ("mayfair", "Does the offense draw a destiny card in the regroup phase?"),
    ("mayfair", "Must the attacker draw a destiny card during the regroup phase?"),
    ("ffg", "Does the offense draw a destiny card in the regroup phase?"),
])
def test_a_phase_named_must_be_the_claims_phase(oracle, edition, question):
    # Simply Cosmic Stage 2 / FFG Overview 2. Destiny: the destiny card is drawn in the destiny stage or
    # phase; a claim of that phase gives no yes for the phase the question names
    assert oracle.ask(question, edition).verdict != "yes"


def test_the_claims_own_phase_still_answers(oracle):
    # FFG Overview 2. Destiny: the attacker draws the top card of the destiny deck in the Destiny phase
    assert_ruled(oracle, "Does the offense draw a destiny card in the destiny phase?", "ffg", "yes", "2. Destiny")


@pytest.mark.parametrize("edition, question", [
    ("mayfair", "Does the defense draw a destiny card?"),
    ("mayfair", "Does the defensive player draw a destiny card?"),
])
def test_an_obligation_on_so_many_cards_is_no_destiny_card(oracle, edition, question):
    # Simply Cosmic Defensive Main Player: a defense without Challenge cards draws seven new cards -- cards of
    # the challenge deck; the destiny card is the offense's to draw (Stage 2): no yes, no "depends"
    assert oracle.ask(question, edition).verdict not in ("yes", "depends")


def test_the_defense_redraw_still_answers(oracle):
    # Simply Cosmic Defensive Main Player: with no Attack or Compromise card it discards its hand and draws 7
    assert_ruled(oracle, "Does the defense draw cards when it has no challenge card?", "mayfair", "yes",
                 "Defensive Main Player")


@pytest.mark.parametrize("question, verdict", [
    ("Does buying +1 to my total in phase 8 cost 3 Lucre?", "no"),
    ("Does buying +1 to my total in phase 8 cost 6 Lucre?", "yes"),
    ("Does adding +1 to my total in phase 7 cost 3 Lucre?", "yes"),
])
def test_a_price_is_a_number_exactly_in_its_phase(oracle, question, verdict):
    # More Cosmic Encounter 11.0: +1 to the total costs 3 Lucre in phase 7 and 6 Lucre in phase 8 -- a price
    # stated is that number, not a bound, and the phase told rules the other phase's price out
    assert_ruled(oracle, question, "mayfair", verdict, "11.0")


@pytest.mark.parametrize("question", [
    "Is a promise made during a deal binding?",
    "Is a promise made as part of a deal binding?",
])
def test_a_participle_after_a_noun_opens_a_reduced_relative(oracle, question):
    # Simply Cosmic Situation C: promises in a deal are not binding -- "made as part of a deal" says which
    # promise; "binding" is what is asked
    assert_ruled(oracle, question, "mayfair", "no", "Situation C")

