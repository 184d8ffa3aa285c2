"""Per-graph tables of helper sh27 (session 24): work done once per graph, every answer the same.

The verdicts below were read from the seeds before the code ran (the comments name the rule).
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


def test_one_closure_serves_both_phase_tests(oracle):
    rules = oracle.rules
    # Simply Cosmic: each numbered stage is a stage of the challenge phase, which is part of a turn
    assert rules.phases_holding("phase:mayfair.stage-3") == {
        "phase:mayfair.stage-3", "phase:mayfair.challenge-phase", "phase:mayfair.turn"}
    assert rules.phases_holding("power:Silencer") == set()
    # FFG's Launch phase and Mayfair's Stage 3 (the offense's tokens go to the cone) are one stretch of play
    assert rules.same_stretch("phase:ffg.launch", "phase:mayfair.stage-3")
    assert not rules.same_stretch("phase:ffg.launch", "phase:ffg.regroup")


def test_each_actions_claims_by_edition(oracle):
    book = oracle.rules.claims
    for action, found in list(book.by_action.items())[:40]:
        for ed in ("mayfair", "ffg"):
            assert book.acting(action, ed) == [c for c, _r in found if ed in c.editions]


@pytest.mark.parametrize("edition, question", [
    ("mayfair", "In the regroup phase, does the attacker draw from the destiny deck?"),
    ("ffg", "Is the destiny card drawn by the offense during the regroup phase?"),
    # "during regroup" names the phase though its word is also a verb's (wr28)
    ("ffg", "Is the destiny card drawn by the offense during regroup?"),
])
def test_a_claim_of_another_phase_gives_no_yes(oracle, edition, question):
    # Simply Cosmic Stage 2 / FFG Overview 2. Destiny: the destiny card is drawn in the destiny stage or phase
    assert oracle.ask(question, edition).verdict != "yes"


def test_the_claims_own_phase_answers(oracle):
    # FFG Overview 2. Destiny: in the Destiny phase the offense draws the destiny deck's top card
    assert_ruled(oracle, "In the destiny phase, does the offense draw a destiny card?", "ffg", "yes", "2. Destiny")
