"""Quantifiers, repetition and order asked of an act (issue 13, helper qn28, session 25): read from the asking
clause the same way for every phrasing (`quantity-family` words) and decided against what the claims state.

Each expectation was written from the seed text (the comment names the deciding rule) before the code ran.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


def test_again_against_a_claim_of_once(oracle):
    # MCE 13.2: a One-shot Moon's effect happens once, and only once, in the game
    assert_ruled(oracle, "Does the effect of a one-shot moon happen again when a new player occupies it?",
                 "mayfair", "no", "13.2")


def test_only_once_against_a_claim_of_repeating(oracle):
    # FFG AR, No Encounter Cards in Hand: the defense discards and draws eight, repeated until it holds one
    assert_ruled(oracle, "If the defender's fresh hand still holds no encounter card, does it draw just once?",
                 "ffg", "no", "No Encounter Cards in Hand")


def test_only_one_of_a_group_against_a_shared_win(oracle):
    # FFG AR, The Colony Track / FFG Overview, End of Game: all who reach five at the same time win together
    assert_ruled(oracle, "Three players get their fifth foreign colony at the same moment. Does only one of them win?",
                 "ffg", "no", "The Colony Track")


@pytest.mark.parametrize("question, verdict", [
    ("Does the attacker announce its allies before the defender gets to invite?", "yes"),
    ("Does the defender invite allies before the attacker does?", "no"),
])
def test_order_of_two_roles_in_one_act(oracle, question, verdict):
    # FFG Overview, 4. Alliance: first the attacker announces its allies, then the defender invites
    assert_ruled(oracle, question, "ffg", verdict, "4. Alliance")


def test_order_of_two_roles_in_one_act_mayfair(oracle):
    # Simply Cosmic, Stages 4 and 5: the offense asks for allies in Stage 4, the defense in Stage 5
    assert_ruled(oracle, "Does the defense ask for allies before the offense does?", "mayfair", "no", "Stage 5")


def test_only_against_a_claim_denying_the_act_past_a_bound(oracle):
    # MCE 7.2 / Simply Cosmic, Comet: a Comet's rules hold for the next challenge only
    assert_ruled(oracle, "Does a comet last only for the coming challenge?", "mayfair", "yes", "7.2")


def test_only_against_a_claim_saying_not_only(oracle):
    # Simply Cosmic, Flares and Edicts: any player may play them, not only those in the challenge
    a = oracle.ask("Can a flare be played only by the main players?", "mayfair")
    assert a.verdict != "yes"


@pytest.mark.parametrize("edition, question", [
    ("mayfair", "Can I use the Wild effect of my flare a second time in the same challenge?"),
    ("ffg", "Can I look at my alien card again later in the game?"),
])
def test_a_repetition_no_claim_speaks_to_is_unknown(oracle, edition, question):
    # no seed sentence says how often these acts may be done: the plain act's yes is no answer
    assert oracle.ask(question, edition).verdict == "unknown"
