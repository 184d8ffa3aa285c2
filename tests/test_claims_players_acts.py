"""Claims added for players' acts and objects (issue 13, claims coverage cl9), decided by
``RuleGraph.decide``.

Each row restates a seed sentence in the act or object players ask about; its verdict and
section were written from the seed text (the comment names the deciding sentence) before the
code ran. A row is ``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from claim_rows import check_verdict

M, F = "mayfair", "ffg"
SC, MCE, FFGA, FFGO = "sc", "mce", "ffga", "ffgo"

ROWS = [
    # SC Stage 1: the token taken from the warp goes on any of the offense's bases, home or elsewhere
    ("offense may place token", M, (), {}, "yes", [(SC, "Stage 1")]),
    # SC Stage 3: the offense puts 1 to 4 tokens on the cone, never none
    ("offense may launch zero-ships", M, (), {}, "no", [(SC, "Stage 3")]),
    # SC Stage 3: the defense defends with all its tokens on the planet
    ("defense may defend-with some-ships", M, (), {}, "no", [(SC, "Stage 3")]),
    # SC Stage 7: only Attack and Compromise cards are played face down
    ("player may put-face-down card:Reinforcement", M, (), {}, "no", [(SC, "Stage 7")]),
    # SC Reverse Cone: the offense wins under the reverse cone, its allies go home with rewards
    ("offensive-ally may occupy planet", M, (), {"reverse_cone": True, "offense_wins": True}, "no",
     [(SC, "Reverse Cone")]),
    # SC Stage 5: a winning defensive ally may take cards, warp tokens or a mix
    ("defensive-ally may take card", M, (), {"defense_wins": True, "reverse_cone": False}, "yes",
     [(SC, "Stage 5")]),
]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=[r[0] for r in ROWS])
def test_verdict_and_section(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)
