"""FFG claims in the players' frames (issue 13, helper cf12): a walk of the FFG sections of the
rules inventory, one row per atomic rule players ask about whose claim was missing in the actor,
act or object players use.

Every row's verdict and section were written from the seed text before the code ran (the comment
names the deciding sentence's document and section). A row is
``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled
from claim_rows import FFGA, FFGO, F, check_verdict

ROWS = [
    # --- FFG Overview, Setup 4: "Choose one of the two aliens to play and place it face down" ---
    ("player may play alien-power count 2", F, (), {}, "no", [(FFGO, "Setup")]),
    ("player may play alien-power count 1", F, (), {}, "yes", [(FFGO, "Setup")]),
    ("player must put-face-down alien-power", F, (), {}, "yes", [(FFGO, "Setup")]),
    # --- FFG Overview, 1. Regroup: "One of your ships is recovered from the Warp and placed in one
    # of your colonies (either in your home system or in a foreign colony)" ---
    ("offense may free ship count 2", F, (), {}, "no", [(FFGO, "1. Regroup")]),
    ("offense may place-on foreign-colony", F, (), {}, "yes", [(FFGO, "1. Regroup")]),
    ("offense must regain retrieved-ship", F, (), {"ships_in_warp": 1}, "yes", [(FFGO, "1. Regroup")]),
    # --- FFG Overview, 2. Destiny: "If you draw your own color, you can draw again (until you draw
    # a different color)" ---
    ("offense may redraw-again", F, (), {"drew_own_colour": True}, "yes", [(FFGO, "2. Destiny")]),
    ("offense may draw card:Destiny-card", F, (), {"drew_own_colour": True}, "yes", [(FFGO, "2. Destiny")]),
    # --- FFG Overview, 3. Launch: "they take 1 to 4 ships from any of their colonies (home or
    # foreign)" ---
    ("offense may commit-from foreign-colony", F, (), {}, "yes", [(FFGO, "3. Launch")]),
    # --- FFG Overview, 4. Alliance: offensive allies' ships go in the Hyperspace Gate, defensive
    # allies' "next to the target planet" ---
    ("offensive-ally may place-on cone", F, (), {}, "yes", [(FFGO, "4. Alliance")]),
    ("defensive-ally may place-on cone", F, (), {}, "no", [(FFGO, "4. Alliance")]),
    # --- FFG Overview, 5. Planning: "The attacker and defender secretly choose an encounter card" ---
    ("main-player must choose card:Challenge-card", F, (), {}, "yes", [(FFGO, "5. Planning")]),
    # --- FFG Overview, 6. Reveal: "In case of a tie, the defender wins"; "The Morph card transforms
    # into a duplicate of the opponent's card" ---
    ("defense may win tie", F, (), {}, "yes", [(FFGO, "6. Reveal")]),
    ("offense may win tie", F, (), {}, "no", [(FFGO, "6. Reveal")]),
    ("card:Morph may copy opponent-card", F, (), {}, "yes", [(FFGO, "6. Reveal")]),
    # --- FFG Overview, 7. Resolution: attack wins, "The defender's ships ... go to the Warp";
    # defense wins, "The colonies established on the planet remain. All ships in the Hyperspace
    # Gate (attacker and offensive allies) go to the Warp"; "The revealed encounter cards go to
    # the discard pile" ---
    ("defense-ship must go-to warp", F, (), {"offense_wins": True}, "yes", [(FFGO, "7. Resolution")]),
    ("gate-ships must go-to warp", F, (), {"defense_wins": True}, "yes", [(FFGO, "7. Resolution")]),
    ("colony happens stay", F, (), {"defense_wins": True}, "yes", [(FFGO, "7. Resolution")]),
    ("colony happens remove", F, (), {"defense_wins": True}, "no", [(FFGO, "7. Resolution")]),
    ("offensive-ally may take ship", F, (), {"defense_wins": True}, "no", [(FFGO, "7. Resolution")]),
    ("revealed-card must go-to discard-pile", F, (), {}, "yes", [(FFGO, "7. Resolution")]),
    ("revealed-card happens return-to hand", F, (), {}, "no", [(FFGO, "7. Resolution")]),
    # --- FFG Overview, End of Game and Scoring: "The game ends as soon as one or more players
    # reach five foreign colonies" ---
    ("game must end", F, (), {"external_bases": 5}, "yes", [(FFGO, "End of Game and Scoring")]),
    # --- FFG Overview, Losing Alien Powers: "If you do not have at least three colonies in your
    # home system, you lose your alien power and flip your Alien card face down"; FFG Additional
    # Rules: "they immediately regain their alien power" at three or more ---
    ("player may keep alien-power", F, (), {"home_colonies": 2}, "no", [(FFGO, "Losing Alien Powers")]),
    ("player may keep alien-power", F, (), {"home_colonies": 3}, "yes", [(FFGO, "Losing Alien Powers")]),
    ("player must put-face-down alien-sheet", F, (), {"power_lost": True}, "yes", [(FFGO, "Losing Alien Powers")]),
    ("alien-power must return", F, (), {"home_colonies": 3}, "yes",
     [(FFGA, "Losing Home Planets and Alien Powers"), (FFGO, "Losing Alien Powers")]),
    # --- FFG Additional Rules, Alien Sheets: "Each alien sheet includes the name of the alien and
    # its unique power"; "If an alien power is mandatory, the player must use that alien's power
    # when they are able to" ---
    ("alien-sheet must show alien-power", F, (), {}, "yes", [(FFGA, "Alien Sheets")]),
    ("player must use mandatory-power", F, (), {}, "yes", [(FFGA, "Alien Sheets")]),
    ("player may decline mandatory-power", F, (), {}, "no", [(FFGA, "Alien Sheets")]),
    # --- FFG Additional Rules, Zapping Powers: "Powers such as these that function without being
    # used cannot be the target of the 'Cosmic Zap'" ---
    ("card:Cosmic-Zap may block passive-power-part", F, (), {}, "no", [(FFGA, "Zapping Powers")]),
    # --- FFG Additional Rules, Bystanders: bystander ships "are not affected by the outcome of an
    # encounter" ---
    ("bystander is affected-by outcome", F, (), {}, "no", [(FFGA, "Bystanders")]),
    ("bystander happens remove", F, (), {}, "no", [(FFGA, "Bystanders")]),
    # --- FFG Additional Rules, No Encounter Cards in Hand: "Any committed ships are returned to their
    # players' colonies" (not sent to the Warp) when the offense's turn ends that way ---
    ("committed-ship happens go-to warp", F, (), {"offense_out_of_cards": True}, "no",
     [(FFGA, "No Encounter Cards in Hand")]),
    # --- FFG Additional Rules, No Encounter Cards in Hand: the defense "must discard their hand and
    # draw eight new cards" ---
    ("defense must draw count 8", F, (), {"no_challenge_card": True}, "yes", [(FFGA, "No Encounter Cards in Hand")]),
    # --- FFG Additional Rules, Losing Home Planets and Alien Powers: "that player flips their alien
    # sheet facedown"; "they immediately regain their alien power" ---
    ("player must flip alien-sheet", F, (), {"power_lost": True}, "yes", [(FFGA, "Losing Home Planets and Alien Powers")]),
    ("alien-power may restored", F, (), {}, "yes", [(FFGA, "Losing Home Planets and Alien Powers")]),
    # --- FFG Additional Rules, Reinforcement Cards: "Each reinforcement card's value is added to the
    # chosen player's total" ---
    ("card:Reinforcement is part-of total", F, (), {}, "yes", [(FFGA, "Reinforcement Cards")]),
    # --- FFG Additional Rules, Alert Lamps: "aliens with green alert lamps can be as powerful as
    # aliens with red alert lamps" ---
    ("green-lamp-alien may as-strong-as red-lamp-alien", F, (), {}, "yes", [(FFGA, "Alert Lamps")]),
]


@pytest.mark.parametrize("frame, edition, options, context, verdict, sections", ROWS)
def test_ffg_claim_rows(oracle, frame, edition, options, context, verdict, sections):
    check_verdict(oracle.rules, frame, edition, options, context, verdict, sections)


@pytest.mark.parametrize("question, verdict, section", [
    # 7. Resolution: "If the defense wins: The colonies established on the planet remain."
    ("Defense won. Do the colonies on the planet get removed?", "no", "7. Resolution"),
    # 7. Resolution: "All ships in the Hyperspace Gate (attacker and offensive allies) go to the
    # Warp" (the offensive allies do not take them home; not the Setup's "takes their 20 ships")
    ("Defense won. Do my offensive allies take their ships back home?", "no", "7. Resolution"),
    # Alien Sheets: "Each alien sheet includes the name of the alien and its unique power"
    ("Does the alien sheet show the alien's name?", "yes", "Alien Sheets"),
    # Bystanders: "not affected by the outcome of an encounter"
    ("Offense won the planet. Does my bystander colony there get wiped out?", "no", "Bystanders"),
])
def test_ffg_players_questions(oracle, question, verdict, section):
    assert_ruled(oracle, question, "ffg", verdict, section)
