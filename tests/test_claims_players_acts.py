"""Claims added for players' acts and objects (issue 13, claims coverage), decided by
``RuleGraph.decide``.

Each row restates a seed sentence in the act or object players ask about; its verdict and
section were written from the seed text (the comment names the deciding sentence) before the
code ran. A row is ``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from claim_rows import FFGO, MCE, SC, F, M, check_verdict

ROWS = [
    # SC Stage 1: the token taken from the warp goes on any of the offense's bases, home or elsewhere
    ("offense may place-on external-base", M, (), {}, "yes", [(SC, "Stage 1")]),
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
    # MCE 13.3: drawing its own colour, the offense may occupy or challenge a Moon of its own system
    ("offense may use own-colour-card", M, ("moons",), {"drew_own_colour": True}, "yes", [(MCE, "13.3")]),
    # MCE 13.4: a Play Now Moon is revealed (turned face up) at once
    ("player must flip term:play-now", M, ("moons",), {}, "yes", [(MCE, "13.4")]),
    # MCE 10.0: the Limbo side of the Warp goes with the normal or the inverted system hexes
    ("player may use term:limbo", M, (), {}, "yes", [(MCE, "10.0")]),
    # MCE 10.0: nobody can reach ships in the Limbo
    ("player may remove token", M, ("inverted-warp",), {}, "no", [(MCE, "10.0")]),
    # MCE 14.15: when the Sorcerer swaps Challenge cards, the Kickers stay where they are
    ("card:Kicker happens move-with card:Challenge-card", M, ("kickers",), {"sorcerer_swap": True}, "no", [(MCE, "14.15")]),
    # MCE 9.0 Space Dust: the set-aside card is played for +5 as the defense only
    ("Space-Dust may use card:Destiny-card", M, ("inverted-hexes",), {"defending": False}, "no", [(MCE, "9.0")]),
    ("Space-Dust may use card:Destiny-card", M, ("inverted-hexes",), {"defending": True}, "yes", [(MCE, "9.0")]),
    # SC Timing Conflicts: non-main players first, then the offense, the defense last
    ("defense is after", M, (), {"timing_conflict": True}, "yes", [(SC, "Timing Conflicts")]),
    # SC Instructional Destiny Card: instructions instead of a colour
    ("card:Instructional-destiny happens show colour", M, (), {}, "no", [(SC, "Instructional Destiny Card")]),
    # SC Setup: each colour has 20 tokens
    ("colour is have token count 20", M, (), {}, "yes", [(SC, "Setup")]),
    # MCE 15.1: ten powers have artefacts; the Zombie is none of them, the Witch is one
    ("Zombie counts count-as power-with-artefacts", M, (), {}, "no", [(MCE, "15.1")]),
    ("Witch counts count-as power-with-artefacts", M, (), {}, "yes", [(MCE, "15.1")]),
    # MCE 11.0: Lucre may be paid to another player to sway a deal, an ally or its use of its power
    ("player may spend player", M, ("lucre",), {}, "yes", [(MCE, "11.0")]),
    # MCE 15.4: while the Silencer acts every agreement fails; plain cards needing no explanation may be played
    ("player may make-deal", M, (), {"silencer_in_play": True}, "no", [(MCE, "15.4")]),
    ("silenced-player may play card:Attack", M, (), {}, "yes", [(MCE, "15.4")]),
    # SC Regular Destiny Card: refilling an empty home planet counts as one of the turn's two challenges
    ("home-refill counts count-as", M, (), {}, "yes", [(SC, "Regular Destiny Card")]),
    # SC Situation A: the offense wins, its tokens and its allies' move to the planet; defensive allies' go to the warp
    ("offensive-ally must occupy planet", M, (), {"offense_wins": True, "reverse_cone": False}, "yes", [(SC, "Situation A")]),
    ("defensive-ally may regain token", M, (), {"offense_wins": True}, "no", [(SC, "Situation A")]),
    # SC Situation A: the defense wins, its allies move their tokens back to their own bases
    ("defensive-ally must regain token", M, (), {"defense_wins": True, "reverse_cone": False}, "yes", [(SC, "Situation A")]),
    # FFG Overview 7. Resolution: the attack wins, the offensive allies land on the planet with the offense
    ("offensive-ally must occupy planet", F, (), {"offense_wins": True}, "yes", [(FFGO, "7. Resolution")]),
    # MCE 7.1: the Dictator still directs the cone after a colourless card fitting one player, not one fitting several
    ("Dictator may point-cone-at cone", M, ("colourless-cones",), {"colourless_cone_drawn": True, "matching_players": 1},
     "yes", [(MCE, "7.1")]),
    ("Dictator may point-cone-at cone", M, ("colourless-cones",), {"colourless_cone_drawn": True, "matching_players": 2},
     "no", [(MCE, "7.1")]),
    # SC Description of Alien Power Cards: a power saying 'may' is used only when its player wants
    ("player must use power-text", M, (), {"power_optional": True}, "no", [(SC, "Description of Alien Power Cards")]),
    # SC Situation C: a base may be given in a deal; promises are not binding; a failed deal costs
    # each main player three tokens of its choice; both played Compromise, nobody gets consolation
    ("main-player may trade base", M, (), {}, "yes", [(SC, "Situation C")]),
    ("player may break deal", M, (), {}, "yes", [(SC, "Situation C")]),
    ("main-player may choose token count 3", M, (), {"deal_failed": True}, "yes", [(SC, "Situation C")]),
    ("defense may receive consolation", M, (), {"both_compromise": True}, "no", [(SC, "Situation C")]),
    # MCE 13.5: a Moon base is never given or received in a deal
    ("player may trade term:moon", M, ("moons",), {}, "no", [(MCE, "13.5")]),
    # MCE 13.4: a deserted Moon's piece stays face up: it is not flipped back face down
    ("term:moon happens flip", M, ("moons",), {"moon_deserted": True}, "no", [(MCE, "13.4")]),
    # SC Stage 10: won the first challenge but no Challenge card left: no new hand, no second challenge
    ("player may redraw hand", M, (), {"first_won": True, "no_challenge_card": True}, "no", [(SC, "Stage 10")]),
    # MCE 15.4: cards needing no explanation are still played under the Silencer
    ("silenced-player may play card", M, (), {"needs_choice": False}, "yes", [(MCE, "15.4")]),
    # SC Stage 1: the offense may take a token from the warp; nobody has to
    ("player must free token", M, (), {}, "no", [(SC, "Stage 1")]),
    # MCE 7.2: the first Comet governs the challenge however many cards it takes to find the target
    ("card:Comet counts count-toward encounter", M, ("comets",), {}, "yes", [(MCE, "7.2")]),
]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=[r[0] for r in ROWS])
def test_verdict_and_section(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)
