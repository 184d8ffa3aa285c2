"""Claims for FFG questions (issue 13): statements of the FFG Additional Rules and the
FFG Overview that players ask about in their own words.

Every row's verdict and section were written from the seed text (the comment names the
deciding sentence's section) before the code ran. A row is
``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from claim_rows import FFGA, FFGO, F, check_verdict

ROWS = [
    # --- FFG Additional Rules, Alert Lamps: complexity does not correlate to strength ---
    ("red-lamp-alien is stronger-than green-lamp-alien", F, (), {}, "no", [(FFGA, "Alert Lamps")]),
    # --- FFG Additional Rules, The Colony Track: the track counts foreign colonies only ---
    ("home-colony counts count-toward colony-track", F, (), {}, "no", [(FFGA, "The Colony Track")]),
    ("foreign-colony counts count-toward colony-track", F, (), {}, "yes", [(FFGA, "The Colony Track")]),
    # --- FFG Overview, Game Objective: one or more ships on a planet is a colony; a planet
    # may hold several players' colonies, but one player only one colony on it ---
    ("ship counts count-as colony", F, (), {}, "yes", [(FFGO, "Game Objective")]),
    ("planet may hold colony", F, (), {}, "yes", [(FFGO, "Game Objective")]),
    ("player may have second-colony", F, (), {}, "no", [(FFGO, "Game Objective")]),
    # --- FFG Overview, The Game Turn: a second encounter only after a won first one ---
    ("offense may have second-encounter", F, (), {"first_lost": True}, "no", [(FFGO, "The Game Turn")]),
    # --- FFG Additional Rules, Zapping Powers: a zapped power cannot be used again for the rest
    # of that encounter (so it can in a later one) ---
    ("player may reuse power", F, (), {"zapped": True, "same_encounter": True}, "no", [(FFGA, "Zapping Powers")]),
    ("player may reuse power", F, (), {"zapped": True, "later_encounter": True}, "yes", [(FFGA, "Zapping Powers")]),
    ("player may use zapped-power", F, (), {"later_encounter": True}, "yes", [(FFGA, "Zapping Powers")]),
    # --- FFG Additional Rules, Alien Sheets: a power marked for offense or defense (the role
    # bar's example) is used by a main player, never by an ally or an uninvolved player ---
    ("ally may use power", F, (), {"power_main_only": True}, "no", [(FFGA, "Alien Sheets")]),
    ("player-not-involved may use power", F, (), {"power_main_only": True}, "no", [(FFGA, "Alien Sheets")]),
    ("main-player may use power", F, (), {"power_main_only": True}, "yes", [(FFGA, "Alien Sheets")]),
    # --- FFG Overview, 6. Reveal: with both Negotiate, allies take their ships home; a Morph
    # goes back to normal afterwards ---
    ("ally-token happens stay", F, (), {"both_compromise": True}, "no", [(FFGO, "6. Reveal")]),
    ("card:Morph happens stay", F, (), {}, "no", [(FFGO, "6. Reveal")]),
    # --- FFG Overview, 7. Resolution: the attack wins, the defender's ships go to the Warp;
    # the defense wins, its allies take their ships home (no colony there) ---
    ("defense may stay", F, (), {"offense_wins": True}, "no", [(FFGO, "7. Resolution")]),
    ("defensive-ally may establish colony", F, (), {"defense_wins": True}, "no", [(FFGO, "7. Resolution")]),
    # --- FFG Additional Rules, Bystanders: unaffected by the outcome ---
    ("bystander happens go-to warp", F, (), {}, "no", [(FFGA, "Bystanders")]),
    # --- FFG Overview, Setup 7: the first player's destiny card is shuffled back, not discarded ---
    ("card:Destiny-card happens go-to discard-pile", F, (), {"first_player_draw": True}, "no", [(FFGO, "Setup")]),
    # --- FFG Additional Rules, No Encounter Cards in Hand: the offense (Start Turn) and the
    # defense redraw 8 again and again until they hold an encounter card; the FFG Overview's
    # Starting the Turn allows it only once (option ffg-overview-redraw) ---
    ("offense must redraw-again", F, (), {"no_challenge_card": True}, "yes", [(FFGA, "No Encounter Cards in Hand")]),
    ("defense must redraw-again", F, (), {"no_challenge_card": True}, "yes", [(FFGA, "No Encounter Cards in Hand")]),
    ("offense may redraw-again", F, ("ffg-overview-redraw",), {"no_challenge_card": True}, "no",
     [(FFGO, "Starting the Turn")]),
    # --- FFG Additional Rules, Artifact Cards: like alien sheets, artifacts carry bars giving
    # what playing them requires ---
    ("player may play card:Artifact", F, (), {}, "depends", [(FFGA, "Artifact Cards")]),
    ("player may play card:Artifact", F, (), {"artifact_bars_met": True}, "yes", [(FFGA, "Artifact Cards")]),
    # --- FFG Overview, 3. Launch: one to four ships to the end of the Gate ---
    ("offense may launch ship count 5", F, (), {}, "no", [(FFGO, "3. Launch")]),
    # --- FFG Overview, The Game Turn: turns pass to the left, not to the right ---
    ("turn is passed-right", F, (), {}, "no", [(FFGO, "The Game Turn")]),
    ("turn is passed-left", F, (), {}, "yes", [(FFGO, "The Game Turn")]),
    # --- FFG Overview, Setup 6: a player looks at its own cards and shows them to nobody ---
    ("player may look-at others-hand", F, (), {}, "no", [(FFGO, "Setup")]),
    ("player may look-at hand", F, (), {}, "yes", [(FFGO, "Setup")]),
]


def _ids(rows: list) -> list[str]:
    return [f"{r[1]}:{r[0]}:{sorted(r[3].items())}" for r in rows]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=_ids(ROWS))
def test_verdict_and_section(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)
