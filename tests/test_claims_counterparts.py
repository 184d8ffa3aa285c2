"""Claims added for coverage: the natural counterparts of rules players ask about.

Every row's verdict and section were written from the seed text (the comment names the
deciding sentence's section) before the code ran. A row is
``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from claim_rows import FFGA, FFGO, MCE, SC, F, M, check_verdict

ROWS = [
    # --- FFG Overview, 7. Resolution: no second encounter after a loss or a failed deal ---
    ("offense may start second-challenge", F, (), {"defense_wins": True}, "no", [(FFGO, "7. Resolution")]),
    ("offense may start second-challenge", F, (), {"deal_failed": True}, "no", [(FFGO, "7. Resolution")]),
    # --- FFG Overview, 6. Reveal: both Negotiate, every ally takes its ships home ---
    ("ally must return-to colony", F, (), {"both_compromise": True}, "yes", [(FFGO, "6. Reveal")]),
    # --- FFG Overview, 7. Resolution: spectators' ships on the planet are unaffected ---
    ("player-not-involved happens lose ship", F, (), {}, "no", [(FFGO, "7. Resolution")]),
    # --- FFG Overview, Setup: five planets laid out as the player likes; hands are secret ---
    ("player may arrange planet count 5", F, (), {}, "yes", [(FFGO, "Setup")]),
    ("player must show card", F, (), {"no_challenge_card": False}, "no", [(FFGO, "Setup")]),
    # --- FFG Additional Rules, Reinforcement Cards: played after the reveal, then discarded ---
    ("player may play card:Reinforcement", F, (), {"cards_revealed": False}, "no", [(FFGA, "Reinforcement Cards")]),
    ("card:Reinforcement happens return-to hand", F, (), {}, "no", [(FFGA, "Reinforcement Cards")]),
    # --- FFG Additional Rules, Zapping Powers: a Cosmic Zap stops one use of a power ---
    ("card:Cosmic-Zap may block power", F, (), {}, "yes", [(FFGA, "Zapping Powers")]),
    # --- Simply Cosmic, Situation C: failed deal costs only the main players; cone tokens go
    # home before the deal; no one gains more than one base; promises may be in a deal ---
    ("ally happens lose token", M, (), {"deal_failed": True}, "no", [(SC, "Situation C")]),
    ("gate-ships must return", M, (), {"both_compromise": True}, "yes", [(SC, "Situation C")]),
    ("deal may give base count 2", M, (), {}, "no", [(SC, "Situation C")]),
    ("deal may give base count 1", M, (), {}, "yes", [(SC, "Situation C")]),
    ("promise may part-of deal", M, (), {}, "yes", [(SC, "Situation C")]),
    # --- Simply Cosmic, Situation B: the Attack side wins against a Compromise ---
    ("card:Attack happens win", M, (), {"attack_vs_compromise": True}, "yes", [(SC, "Situation B")]),
    ("card:Compromise happens win", M, (), {"attack_vs_compromise": True}, "no", [(SC, "Situation B")]),
    # --- Simply Cosmic, Situation A: a winning defense's allies take their tokens home ---
    ("defensive-ally must withdraw token", M, (), {"defense_wins": True, "reverse_cone": False}, "yes",
     [(SC, "Situation A")]),
    # --- Simply Cosmic, Stage 10: after a won first challenge the offense may stop ---
    ("offense may decline second-challenge", M, (), {"first_won": True}, "yes", [(SC, "Stage 10")]),
    # --- Simply Cosmic, Description of the Warp: tokens in the warp are out of challenges ---
    ("player may use token", M, (), {"token_in_warp": True}, "no", [(SC, "Description of the Warp")]),
    # --- Simply Cosmic, Stage 3: one to four tokens on the cone ---
    ("offense may place token count 5", M, (), {}, "no", [(SC, "Stage 3")]),
    ("offense may place token count 4", M, (), {}, "yes", [(SC, "Stage 3")]),
    # --- FFG Overview, Starting the Turn: with no encounter card the attacker reveals its cards ---
    ("offense must show card", F, (), {"no_challenge_card": True}, "yes",
     [(FFGO, "Starting the Turn")]),
    # --- Simply Cosmic, Stage 7: once both cards are face down neither may be changed ---
    ("main-player may trade card:Challenge-card", M, (), {"both_cards_down": True}, "no", [(SC, "Stage 7")]),
    # --- More Cosmic 13.2: a spent One-shot Moon is not replaced ---
    ("moon happens replace term:one-shot", M, ("moons",), {}, "no", [(MCE, "13.2")]),
    # --- FFG Additional Rules, Losing Home Planets: a lost planet is defended as normal ---
    ("player must defend lost-planet", F, (), {}, "yes", [(FFGA, "Losing Home Planets and Alien Powers")]),
    # --- More Cosmic 14.19: the Plague also costs a Kicker ---
    ("card:Plague counts cost card:Kicker", M, ("kickers",), {}, "yes", [(MCE, "14.19")]),
    # --- More Cosmic 14.1: with the Cavalry flare a Kicker multiplies the allies' Attack cards ---
    ("card:Kicker happens multiply card:Attack", M, ("kickers",), {"cavalry_flare": True}, "yes", [(MCE, "14.1")]),
    # --- Simply Cosmic, Stage 3: the defense defends with the tokens already on the planet ---
    ("defense may move token", M, (), {}, "no", [(SC, "Stage 3")]),
    # --- Simply Cosmic, Situation A: Flares and Edicts played after the reveal can change the result ---
    ("card:Edict may change outcome", M, (), {}, "yes", [(SC, "Situation A")]),
    # --- Simply Cosmic, Description of Alien Power Cards: an automatic power is used when it applies ---
    ("player must use power", M, (), {"power_optional": False}, "yes", [(SC, "Description of Alien Power Cards")]),
    # --- FFG Overview, End of Game and Scoring: the win is shared, through alliances too ---
    ("ally may win", F, (), {}, "yes", [(FFGO, "End of Game and Scoring")]),
    # --- More Cosmic, Optional Rules: adopted before the game starts ---
    ("player may start option", M, (), {"midgame": True}, "no", [(MCE, "Optional Rules")]),
    # --- More Cosmic 14.14: the Seeker may ask about the Miser's extra hand ---
    ("Seeker may ask Miser", M, (), {}, "yes", [(MCE, "14.14")]),
    # --- Simply Cosmic, Situation B / FFG Overview, 6. Reveal: consolation is drawn at random ---
    ("compensation is draw", M, (), {}, "yes", [(SC, "Situation B")]),
    ("compensation is draw", F, (), {}, "yes", [(FFGO, "6. Reveal")]),
    # --- FFG Additional Rules, No Encounter Cards in Hand: no second encounter without one ---
    ("offense may start second-challenge", F, (), {"first_won": True, "no_challenge_card": True}, "no",
     [(FFGA, "No Encounter Cards in Hand")]),
    # --- Simply Cosmic, Situation B: all the losing side's tokens, allies' too, go to the warp ---
    ("ally-token must go-to term:warp", M, (), {"attack_vs_compromise": True}, "yes", [(SC, "Situation B")]),
    # --- FFG Additional Rules, The Colony Track: the marker moves when a foreign colony is won or lost ---
    ("player must move colony-marker", F, (), {"foreign_colonies_changed": True}, "yes", [(FFGA, "The Colony Track")]),
    # --- FFG Overview, 7. Resolution: each player landing moves its colony marker forward ---
    ("offensive-ally must advance colony-marker", F, (), {"offense_wins": True}, "yes", [(FFGO, "7. Resolution")]),
    # --- FFG Additional Rules, The Colony Track: players reaching five at the same moment all win ---
    ("player may win", F, (), {"simultaneous_fifth_base": True}, "yes", [(FFGA, "The Colony Track")]),
    # --- More Cosmic 13.3: the offense may attack a Moon of the drawn system, not one it has a base on ---
    ("offense may attack term:moon", M, ("moons",), {"offense_base_on_moon": False}, "yes", [(MCE, "13.3")]),
    ("offense may attack term:moon", M, ("moons",), {"offense_base_on_moon": True}, "no", [(MCE, "13.3")]),
    # --- More Cosmic 13.5: a Moon base is never part of a deal ---
    ("term:moon may part-of deal", M, ("moons",), {}, "no", [(MCE, "13.5")]),
]


def _ids(rows: list) -> list[str]:
    return [f"{r[1]}:{r[0]}:{sorted(r[3].items())}" for r in rows]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=_ids(ROWS))
def test_verdict_and_section(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)
