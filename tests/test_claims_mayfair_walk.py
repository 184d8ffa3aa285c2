"""Claims added walking the Mayfair sections of the rules inventory (issue 13, helper cm12):
Simply Cosmic and More Cosmic Encounter rules restated with the actor, act and object players
use, decided by ``RuleGraph.decide``.

Each row's verdict and section were written from the seed text (the comment names the deciding
sentence) before the code ran. A row is ``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from claim_rows import MCE, SC, M, check_depends, check_verdict

ROWS = [
    # SC Description of Alien Power Cards: "Optional powers say 'may' or 'can' to indicate that
    # their use is at the player's discretion"; automatic ones "are triggered by specific situations"
    ("player may decline power", M, (), {"power_optional": True}, "yes", [(SC, "Description of Alien Power Cards")]),
    ("player may decline mandatory-power", M, (), {}, "no", [(SC, "Description of Alien Power Cards")]),
    # SC Setup: "Play proceeds clockwise around the warp" (the turn goes to the left)
    ("turn is passed-left", M, (), {}, "yes", [(SC, "Setup")]),
    # SC Regular Destiny Card: own colour drawn and a home planet empty: "regain a base simply by
    # placing one or more of your tokens on the planet"
    ("offense may place-on home-planet", M, (), {"drew_own_colour": True, "empty_home_planet": True}, "yes",
     [(SC, "Regular Destiny Card")]),
    # SC Regular Destiny Card: own colour drawn, "you may attempt to regain a base in your own planetary system"
    ("offense may re-establish base", M, (), {"drew_own_colour": True}, "yes", [(SC, "Regular Destiny Card")]),
    # SC Situation A: "The player with the higher total wins (in case of a tie, the Defending player wins)"
    ("higher-total happens win", M, (), {}, "yes", [(SC, "Situation A")]),
    ("defense happens win tie", M, (), {}, "yes", [(SC, "Situation A")]),
    ("offense happens win tie", M, (), {}, "no", [(SC, "Situation A")]),
    # SC Situation A: the offense wins, "establishing a base for yourself and for each of your allies";
    # SC Reverse Cone: "offensive allies return their tokens to their bases" instead
    ("offensive-ally may establish base", M, (), {"offense_wins": True, "reverse_cone": False}, "yes",
     [(SC, "Situation A")]),
    ("offensive-ally may acquire base", M, (), {"offense_wins": True, "reverse_cone": True}, "no",
     [(SC, "Reverse Cone")]),
    # MCE 13.4: "Removing all your ships from a Moon deserts the base. Every effect of that Moon ends"
    ("term:moon happens end", M, ("moons",), {"moon_deserted": True}, "yes", [(MCE, "13.4")]),
    # MCE 9.0 Binary: "Binary draws two Flare cards and gives the two matching Alien Powers to its two stars"
    ("Binary must receive alien-power count 2", M, ("inverted-hexes",), {}, "yes", [(MCE, "9.0")]),
    # MCE 9.0 Space Dust: a set-aside card played in a lost challenge "goes to the Destiny discard pile"
    ("Space-Dust may regain card:Destiny-card", M, ("inverted-hexes",), {"lost_challenge": True}, "no", [(MCE, "9.0")]),
    ("Space-Dust may play set-aside-destiny", M, ("inverted-hexes",), {"defending": False}, "no", [(MCE, "9.0")]),
    # MCE 9.0: "an inexperienced player may use an inverted hex while the stronger players use the normal side"
    ("player may use option:inverted-hexes", M, ("inverted-hexes",), {"handicap": True}, "yes", [(MCE, "9.0")]),
    # MCE 9.0: hexes "may be drawn at random using the colours on the normal side"
    ("player may draw option:inverted-hexes", M, ("inverted-hexes",), {}, "yes", [(MCE, "9.0")]),
    # MCE 10.0: the inverted Warp "can be used with either the normal or the inverted system hexes"
    ("player may use option:inverted-warp", M, (), {}, "yes", [(MCE, "10.0")]),
    # SC Stage 7: "There are two types of Challenge cards: Attack and Compromise cards"; "each of
    # the main players chooses a single Challenge Card"
    ("card:Reinforcement is kind-of card:Challenge-card", M, (), {}, "no", [(SC, "Stage 7")]),
    ("ally may play card:Challenge-card", M, (), {}, "no", [(SC, "Stage 7")]),
    # SC Reinforcement Cards: played only "if both players play Attack cards"
    ("ally may add card:Reinforcement", M, (), {"attack_vs_compromise": True}, "no", [(SC, "Reinforcement Cards")]),
    ("ally may add card:Reinforcement", M, (), {"both_attack": True}, "yes", [(SC, "Reinforcement Cards")]),
    # SC Regular Destiny Card: "Tan would always be the defensive player, simply defending with zero tokens"
    ("system-owner must defend empty-planet", M, (), {}, "yes", [(SC, "Regular Destiny Card")]),
    # SC Setup: "If a wild card, comet or instructional destiny comes up, cut the destiny pile again"
    ("player may use card:Destiny-card", M, (), {"cut_shows_no_colour": True}, "no", [(SC, "Setup")]),
    # SC Situation C: "All tokens on the cone return to their owner's bases before the deal is made"
    ("ally-token happens stay cone", M, (), {"both_compromise": True}, "no", [(SC, "Situation C")]),
    # SC Description of Icons: the icons "appear on Flare, Edict, and Alien Power Cards"
    ("card:Edict is have term:icon", M, (), {}, "yes", [(SC, "Description of Icons")]),
    # MCE Optional Rules: everything from that heading on (Moons, Lucre, the inverted hexes) is optional
    ("term:moon is optional", M, (), {}, "yes", [(MCE, "Optional Rules")]),
    # MCE 7.0: by default the Destiny deck holds only the base Destiny cards
    ("card:Comet is part-of destiny-pile", M, (), {}, "no", [(MCE, "7.0")]),
    # MCE 13.4: a "Play Now" Moon "must be revealed at once, and its effects apply immediately"
    ("player must apply term:play-now", M, ("moons",), {}, "yes", [(MCE, "13.4")]),
    # SC Description of the Pre-Challenge Phase / Defensive Main Player: the redraw repeats until a
    # Challenge card comes ("return to the beginning of the pre-challenge phase"; "continue to ... draw
    # a new hand until you have one or more Challenge Cards"): no limit, asked with no object
    ("offense may redraw count 3", M, (), {}, "yes", [(SC, "Description of the Pre-Challenge Phase")]),
    ("defense may redraw count 3", M, (), {}, "yes", [(SC, "Defensive Main Player")]),
]

DEPENDS = [
    # SC Situation A / Reverse Cone: whether a winning offensive ally gets a base depends on the cone's side
    ("offensive-ally may acquire base", M, (), {"offense_wins": True}, "cone", [(SC, "Situation A"), (SC, "Reverse Cone"), (SC, "Stage 4")]),
]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=[r[0] for r in ROWS])
def test_verdict_and_section(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)


@pytest.mark.parametrize("frame,edition,options,context,words,sections", DEPENDS, ids=[r[0] for r in DEPENDS])
def test_depends(rules, frame, edition, options, context, words, sections):
    check_depends(rules, frame, edition, options, context, words, sections)
