"""A count told that rules out the claims naming "I" leaves no narrower role to answer (issue 13, helper
wy18b, fifteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question", [
    "I have 3 home colonies. Have I lost my alien power?",
    "I still have three home colonies. Do I lose my power?",
])
def test_a_count_that_fails_the_condition_is_no_yes(oracle, question):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: only a player with *fewer than three*
    # home colonies loses its power; with three the claim does not apply, and no other role's
    # loss (the Negotiate player's) answers for "I"
    assert oracle.ask(question, "ffg").verdict != "yes"


def test_a_count_that_meets_the_condition_still_answers(oracle):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: fewer than three home colonies: power lost
    assert oracle.ask("I have 2 home colonies. Have I lost my alien power?", "ffg").verdict == "yes"


def test_a_number_a_player_must_act_on_is_no_bound(oracle):
    # FFG Overview, Setup 2 (Placing Ships): each player places *4* ships on each of its planets --
    # a number the rule requires is that number: two is not what a player puts there
    ans = oracle.ask("Does each player place two ships on each of its home planets at the start?", "ffg")
    assert ans.verdict != "yes"
