"""FFG claims and players' words from a walk of the FFG sections (issue 13, helper cf19).

Every verdict and section was written from the seed text before the code ran; the comment names
the deciding sentence's document and section. Claim rows are ``(frame, edition, options, context,
verdict, sections)``; the questions include wordings of our own, in no dev set.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled
from claim_rows import FFGA, FFGO, F, check_verdict

ROWS = [
    # --- FFG Overview, 2. Destiny: "If you draw your own color, you can ... try to expel a foreign
    # colony from one of your home planets" (only the attacker draws destiny: the player who drew) ---
    ("player may use own-colour-card", F, (), {"drew_own_colour": True}, "yes", [(FFGO, "2. Destiny")]),
    ("player may expel foreign-colony", F, (), {"drew_own_colour": True}, "yes", [(FFGO, "2. Destiny")]),
    # --- FFG Additional Rules, Losing Home Planets and Alien Powers: a player who lost its power
    # "cannot use any part of the power on their alien sheet" ---
    ("power happens apply", F, (), {"power_lost": True}, "no", [(FFGA, "Losing Home Planets and Alien Powers")]),
    # --- FFG Overview, Losing Alien Powers: "The loss is immediate" ---
    ("player may keep alien-power", F, (), {"home_colonies": 2}, "no", [(FFGO, "Losing Alien Powers")]),
]


@pytest.mark.parametrize("frame, edition, options, context, verdict, sections", ROWS)
def test_ffg_walk_rows(oracle, frame, edition, options, context, verdict, sections):
    check_verdict(oracle.rules, frame, edition, options, context, verdict, sections)


@pytest.mark.parametrize("question, verdict, section", [
    # 2. Destiny: own colour -> "try to expel a foreign colony from one of your home planets"
    ("Drew my own colour. Can I use it to try to kick a foreign colony off one of my home planets?", "yes", "2. Destiny"),
    # Losing Home Planets and Alien Powers: no part of a lost power works
    ("My power's gone but part of it is automatic. Does that part still work?", "no",
     "Losing Home Planets and Alien Powers"),
    ("My power is gone. Does the automatic part of it still apply?", "no", "Losing Home Planets and Alien Powers"),
    # Losing Alien Powers: "The loss is immediate" -- not at the end of the turn
    ("I've got just 2 home colonies left but it's not my turn. Do I keep my power until my turn ends?", "no",
     "Losing Alien Powers"),
    ("I'm down to 2 home colonies. Do I keep my power until the end of the turn?", "no", "Losing Alien Powers"),
])
def test_ffg_players_questions(oracle, question, verdict, section):
    assert_ruled(oracle, question, "ffg", verdict, section)
