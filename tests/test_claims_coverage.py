"""Claims added for the coverage of the seeds' atomic rules (issue 13, claims coverage):
each restates a seed sentence with the act, object or actor players ask about, decided by
``RuleGraph.decide``.

Each row's verdict and section were written from the seed text (the comment names the
deciding sentence) before the code ran. A row is ``(frame, edition, options, context,
verdict, sections)``.
"""
from __future__ import annotations

import pytest
from claim_rows import FFGA, MCE, SC, F, M, check_verdict

ROWS = [
    # SC Stage 1: the token taken back from the warp is put on any of the offense's bases
    ("offense may place token", M, (), {}, "yes", [(SC, "Stage 1")]),
    # SC Regular Destiny Card: that refill is a successful challenge, so a second one may follow
    ("offense may start second-challenge", M, (), {"drew_own_colour": True, "empty_home_planet": True}, "yes",
     [(SC, "Regular Destiny Card")]),
    # SC Description of the Pre-Challenge Phase: Challenge cards are Attack or Compromise cards
    ("card:Compromise counts count-as card:Challenge-card", M, (), {}, "yes",
     [(SC, "Description of the Pre-Challenge Phase")]),
    ("card:Attack counts count-as card:Challenge-card", M, (), {}, "yes",
     [(SC, "Description of the Pre-Challenge Phase")]),
    # SC Description of the Pre-Challenge Phase: "at the start of a challenge" cards may be used now
    ("player may use start-of-challenge-card", M, (), {"phase": "mayfair.pre-challenge"}, "yes",
     [(SC, "Description of the Pre-Challenge Phase")]),
    # SC Stage 10: ... but not once the offense has taken its token from the warp in Stage 1
    ("player may use start-of-challenge-card", M, (), {"after_stage_1": True}, "no", [(SC, "Stage 10")]),
    # SC Reinforcement Cards: any number of Reinforcements may be played in a challenge
    ("card:Reinforcement is limited", M, (), {}, "no", [(SC, "Reinforcement Cards")]),
    # SC Reverse Destiny Card: the allies' rewards are swapped; the main players' are the usual ones
    ("reward happens trade", M, (), {"reverse_cone": True}, "yes", [(SC, "Reverse Destiny Card")]),
    ("main-player is different reward", M, (), {}, "no", [(SC, "Reverse Destiny Card")]),
    # SC Comet: after a Comet (only then), another Destiny card is turned over to find the opponent
    ("offense must flip card:Destiny-card", M, (), {}, "depends", [(SC, "Comet")]),
    # SC Description of Alien Power Cards: an automatic power is not declined (only 'may'/'can' powers are optional)
    ("player may decline power", M, (), {"power_optional": False}, "no", [(SC, "Description of Alien Power Cards")]),
    # SC Description of Flares and Edicts: a played Flare is discarded, it does not go back to the hand
    ("card:Flare happens return-to hand", M, (), {"keeper_played": False}, "no", [(SC, "Description of Flares and Edicts")]),
    # SC Description of Alien Power Cards: where a power card contradicts the rulebook, the card's text wins
    ("rulebook happens win", M, (), {}, "no", [(SC, "Description of Alien Power Cards")]),
    # SC Loss of an Alien Power: a lost power is not used even where its use would be automatic,
    # and its card is turned face down (it does not stay standing)
    ("mandatory-power happens apply", M, (), {"power_lost": True}, "no", [(SC, "Loss of an Alien Power")]),
    ("mandatory-power happens trigger", M, (), {"home_colonies": 2}, "no", [(SC, "Loss of an Alien Power")]),
    ("player may keep power-card", M, (), {"power_lost": True}, "no", [(SC, "Loss of an Alien Power")]),
    # FFG Additional Rules, Losing Home Planets and Alien Powers: no part of a lost power is used
    ("mandatory-power happens apply", F, (), {"home_colonies": 2}, "no", [(FFGA, "Losing Home Planets and Alien Powers")]),
    # MCE 9.0 Worldships: a card of its hand may be put in place of the Destiny card just turned over
    ("Worldships may trade card:Destiny-card", M, ("inverted-hexes",), {}, "yes", [(MCE, "9.0")]),
    # MCE 7.1: with the inverted hexes, Worldships may replace a colourless cone card drawn by a normal one
    ("Worldships may trade card:Colourless-cone", M, ("inverted-hexes", "colourless-cones"), {}, "yes", [(MCE, "7.1")]),
    # MCE 9.0 Rings: the printed bonus is added when the Rings player defends, not otherwise
    ("ring-bonus happens apply", M, ("inverted-hexes",), {"defending": False}, "no", [(MCE, "9.0")]),
    ("ring-bonus happens apply", M, ("inverted-hexes",), {"defending": True}, "yes", [(MCE, "9.0")]),
    # MCE 13.2: a Continuing Moon's effect lasts as long as the Moon is occupied
    ("term:continuing is lasting", M, ("moons",), {}, "yes", [(MCE, "13.2")]),
    # MCE 13.0: players may use only some Moon categories, the simplest first
    ("player may adopt term:quarter-moon", M, ("moons",), {}, "yes", [(MCE, "13.0")]),
    # MCE 11.0: Lucre may bribe a player into using or not using its power; only main players spend it
    ("player may use option:lucre", M, ("lucre",), {}, "yes", [(MCE, "11.0")]),
    ("ally may use option:lucre", M, ("lucre",), {}, "no", [(MCE, "11.0")]),
    # SC Stage 6: an ally takes the tokens it commits from any of its bases
    ("ally may commit-from token", M, (), {}, "yes", [(SC, "Stage 6")]),
    # MCE 7.0: by default the Destiny deck holds only the base cards, no Comets nor colourless cones
    ("destiny-pile happens have card:Comet", M, (), {}, "no", [(MCE, "7.0")]),
    ("destiny-pile happens have card:Colourless-cone", M, (), {}, "no", [(MCE, "7.0")]),
    # SC Regular Destiny Card: own colour drawn, the offense has a choice (it need not attack at home),
    # and may go after another player's base in its own system; an empty planet of the drawn system may be attacked
    ("offense must attack player", M, (), {"drew_own_colour": True}, "no", [(SC, "Regular Destiny Card")]),
    ("offense may attack player", M, (), {"drew_own_colour": True}, "yes", [(SC, "Regular Destiny Card")]),
    ("offense may attack empty-planet", M, (), {}, "yes", [(SC, "Regular Destiny Card")]),
    # SC Description of the Warp: lost tokens go to the warp, not back to the home planets
    ("lost-ship happens return-to home-planet", M, (), {}, "no", [(SC, "Description of the Warp")]),
    # MCE 14.22: the Void flare may also take a Moon out of the game
    ("card:Void-flare may discard term:moon", M, ("moons",), {}, "yes", [(MCE, "14.22")]),
    # MCE 14.3: the Wild Chronos flare may aim at a Moon rather than a planet
    ("card:Chronos-flare may attack term:moon", M, ("moons",), {}, "yes", [(MCE, "14.3")]),
    # MCE 14.6: the Filch may not take back the Kickers its opponent played
    ("Filch may redraw card:Kicker", M, ("kickers",), {}, "no", [(MCE, "14.6")]),
    # MCE 15.1: artefacts go with their power when it changes hands; an artefact power drawn
    # mid-game (the Reincarnator) is discarded and replaced
    ("term:artefact happens move-with power", M, (), {}, "yes", [(MCE, "15.1")]),
    ("Reincarnator may give power-with-artefacts", M, (), {}, "no", [(MCE, "15.1")]),
    # MCE 10.0: the inverted Warp may be used with the normal system hexes as well
    ("player may adopt term:limbo", M, ("inverted-warp",), {}, "yes", [(MCE, "10.0")]),
    # MCE 7.2: later Comets are ignored; the first one drawn still shapes the challenge
    ("card:Comet happens replace", M, ("comets",), {}, "no", [(MCE, "7.2")]),
    ("card:Comet happens cancel card:Comet", M, ("comets",), {}, "no", [(MCE, "7.2")]),
    # SC Situation A: a winning defense keeps its tokens on the planet
    ("token happens stay planet", M, (), {"defense_wins": True}, "yes", [(SC, "Situation A")]),
    # MCE 15.2: the Dictator aims the cone whatever colour was drawn or hit; the Assassin's kill
    # follows the colour drawn, not the system attacked; the Will picks its colour whatever the Assassin hit
    ("Dictator is decided-by colour", M, (), {}, "no", [(MCE, "15.2")]),
    ("Assassin is decided-by home-system", M, (), {}, "no", [(MCE, "15.2")]),
    ("Will is decided-by colour", M, (), {}, "no", [(MCE, "15.2")]),
    # SC Stage 3: the defense defends with all its tokens on the planet, even none
    ("defense may have zero-ships", M, (), {}, "yes", [(SC, "Stage 3")]),
]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=[r[0] for r in ROWS])
def test_verdict_and_section(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)
