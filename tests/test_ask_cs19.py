"""Mayfair section walk, claims in the players' words (issue 13, helper cs19, sixteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are my own wording, not the sets'.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled
from claim_rows import SC, M, check_verdict


@pytest.mark.parametrize("question", [
    "Does each home planet begin with 4 tokens?",
    "In the basic game, does every planet start with 4 tokens on it?",
])
def test_planets_start_with_four_tokens(oracle, question):
    # SC Setup: "place four of these tokens on each of the five planets of the corresponding planetary system hex"
    assert_ruled(oracle, question, "mayfair", "yes", "Setup")


@pytest.mark.parametrize("question", [
    "My side lost. Do my ships on the cone go to the warp?",
    "We lost the challenge. Are the losing side's tokens sent to the warp?",
])
def test_losing_side_tokens_to_the_warp(oracle, question):
    # SC Situation B: "All of the losing side's tokens still go to the warp" (and Situation A's losers)
    assert_ruled(oracle, question, "mayfair", "yes", "Situation B")


def test_reverse_cone_losing_ally(oracle):
    # SC Reverse Cone: under the reverse cone, losing allies still go to the warp
    assert_ruled(oracle, "The cone is reversed and my side lost as an ally. Do my tokens still go to the warp?",
                 "mayfair", "yes", "Reverse Cone")


@pytest.mark.parametrize("question", [
    "We flipped a comet. Must the offense turn over another destiny card?",
    "A comet was drawn. Does the offense draw another destiny card?",
])
def test_comet_then_another_destiny_card(oracle, question):
    # SC Comet: "Simply note the effect and draw another Destiny Card to determine who the offensive
    # main player will challenge" (MCE 7.2 says the same)
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == "yes", (question, ans.verdict, ans.answer)
    assert {"Comet", "7.2"} & {str(c["section"]) for c in ans.citations}, ans.citations


ROWS = [
    # SC Setup: four tokens on each of the five planets of each colour's system
    ("home-planet is starting-at token count 4", M, (), {}, "yes", [(SC, "Setup")]),
    ("home-planet is starting-at token count 5", M, (), {}, "no", [(SC, "Setup")]),
    # SC Comet: another Destiny card is drawn after a Comet
    ("offense must draw card:Destiny-card", M, (), {"comet_drawn": True}, "yes", [(SC, "Comet")]),
    # SC Situation B: the losing side's tokens go to the warp (Reverse Cone: losing allies too)
    ("token must go-to term:warp", M, (), {"side_lost": True}, "yes", [(SC, "Situation B")]),
    ("ally-token must go-to term:warp", M, (), {"side_lost": True}, "yes", [(SC, "Reverse Cone")]),
]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=[r[0] for r in ROWS])
def test_claim_rows(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)


@pytest.mark.parametrize("question", [
    "defense has zero tokens on the planet I picked. does it still defend?",
    "The defender has no tokens on the planet I picked. Does the defense still defend it?",
])
def test_defense_defends_with_no_tokens(oracle, question):
    # SC Stage 3: "The defensive main player must defend the planet with all of the defensive main
    # player's tokens on the planet, even if there are none"
    assert_ruled(oracle, question, "mayfair", "yes", "Stage 3")


STAGE_ROWS = [
    # SC Stage 3: "You may take tokens from your home planets, from bases you have established elsewhere,
    # or from any combination of both"
    ("offense may remove token", M, (), {}, "yes", [(SC, "Stage 3")]),
    ("defense must defend", M, (), {"no_tokens_lost": True}, "yes", [(SC, "Stage 3")]),
]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", STAGE_ROWS, ids=[r[0] for r in STAGE_ROWS])
def test_stage_rows(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)
