"""FFG claims in the players' frames, third walk (issue 13, helper ffg16): what a Cosmic Zap is,
whether a power is active by the count of home colonies, and the Destiny cards of colours nobody plays.

Every row's verdict and section were written from the seed text before the code ran (the comment
names the deciding sentence's document and section). A row is
``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled
from claim_rows import FFGA, FFGO, F, check_verdict

ROWS = [
    # --- FFG Additional Rules, Zapping Powers: 'the "Cosmic Zap" artifact card' ---
    ("card:Cosmic-Zap is kind-of card:Artifact", F, (), {}, "yes", [(FFGA, "Zapping Powers")]),
    # --- Losing Home Planets and Alien Powers: fewer than three home colonies loses the power, and the
    # player "cannot use any part of the power"; with three or more again it is regained ---
    ("alien-power is in-play", F, (), {"home_colonies": 2}, "no", [(FFGA, "Losing Home Planets and Alien Powers")]),
    ("alien-power is in-play", F, (), {"home_colonies": 4}, "yes", [(FFGA, "Losing Home Planets and Alien Powers")]),
    ("alien-power is in-play", F, (), {"power_lost": True}, "no", [(FFGA, "Losing Home Planets and Alien Powers")]),
    # --- FFG Overview, Setup 3: "remove all cards of colors not being used in the game" ---
    ("player may-not keep card:Destiny-card", F, (), {"unused_colour": True}, "yes", [(FFGO, "Setup")]),
    ("player must remove card:Destiny-card", F, (), {"unused_colour": True}, "yes", [(FFGO, "Setup")]),
    # --- Simply Cosmic Setup: with fewer than four players the cards of the colours nobody plays go ---
    ("player must remove card:Destiny-card", "mayfair", (), {"unused_colour": True}, "yes", [("sc", "Setup")]),
    # --- Zapping Powers: the zap cancels "one use", and the power "cannot be used again for the rest of the
    # encounter" (not for the rest of the game) ---
    ("card:Cosmic-Zap happens cancel alien-power", F, (), {"whole_game": True}, "no", [(FFGA, "Zapping Powers")]),
    # --- Losing Home Planets and Alien Powers: with fewer than three home colonies the player "cannot use
    # any part of the power" (a passive part included) ---
    ("player may use passive-power-part", F, (), {"home_colonies": 2}, "no",
     [(FFGA, "Losing Home Planets and Alien Powers")]),
    # --- Losing Home Planets and Alien Powers: with three or more home colonies again "they immediately
    # regain their alien power" (no waiting for a later turn) ---
    ("player happens wait-for turn", F, (), {"home_colonies": 3}, "no", [(FFGA, "Losing Home Planets and Alien Powers")]),
]


@pytest.mark.parametrize("frame, edition, options, context, verdict, sections", ROWS)
def test_ffg16_claim_rows(oracle, frame, edition, options, context, verdict, sections):
    check_verdict(oracle.rules, frame, edition, options, context, verdict, sections)


@pytest.mark.parametrize("question, verdict, section", [
    # Zapping Powers: 'Players can use the "Cosmic Zap" artifact card'
    ("Is Cosmic Zap one of the artifact cards?", "yes", "Zapping Powers"),
    # Losing Home Planets and Alien Powers: three or more home colonies, the power is had
    ("I hold four home colonies. Is my alien power active?", "yes", "Losing Home Planets and Alien Powers"),
    # Setup 3: the cards of colours not being used are removed, so not kept
    ("Three players only: do we hold on to the destiny cards of the unused colours?", "no", "Setup"),
    # Zapping Powers: the zapped power is out for the rest of that encounter only
    ("Will a Cosmic Zap cancel my power for good?", "no", "Zapping Powers"),
])
def test_ffg16_players_questions(oracle, question, verdict, section):
    assert_ruled(oracle, question, F, verdict, section)
