"""The propositions a statement carries beyond its first claim (issue 13).

Each row is ``(frame, edition, options, context, verdict, sections)``; the verdict and the
section were written from the seed text (the comment names the deciding statement) before
the code ran. A ``depends`` row sits in DEPENDS with the words its condition must say.
"""
from __future__ import annotations

import pytest
from claim_rows import (
    COMETS,
    FFGA,
    FFGO,
    HEXES,
    LUCRE,
    MCE,
    MOONS,
    SC,
    WARP,
    F,
    M,
    check_depends,
    check_verdict,
)

ROWS = [
    # --- Simply Cosmic: Introduction, Setup -------------------------------------------------
    ("player may play cosmic-encounter", M, (), {}, "yes", [(SC, "Introduction")]),  # two or more
    ("power is shared", M, (), {}, "no", [(SC, "Introduction")]),  # a power unique to each race
    ("player need-not remove card:Destiny-card", M, (), {"players": 4}, "yes", [(SC, "Setup")]),  # only < 4
    ("player may choose power", M, (), {}, "no", [(SC, "Setup")]),  # one dealt at random
    ("power is secret", M, (), {}, "no", [(SC, "Setup")]),  # describe it to the others
    ("player may keep-secret power", M, (), {}, "no", [(SC, "Setup")]),
    ("first-player is chosen-by player", M, (), {}, "no", [(SC, "Setup")]),  # the cut decides
    # --- Description of Alien Power Cards -----------------------------------------------------
    ("power-card is deciding power-use", M, (), {}, "yes", [(SC, "Description of Alien Power Cards")]),
    ("player need-not use optional-power", M, (), {}, "yes", [(SC, "Description of Alien Power Cards")]),
    ("optional-power is mandatory", M, (), {}, "no", [(SC, "Description of Alien Power Cards")]),
    ("player may use power", M, (), {"power_optional": True}, "yes",
     [(SC, "Description of Alien Power Cards")]),
    # --- How To Win ----------------------------------------------------------------------------
    ("home-base counts count-toward victory", M, (), {}, "no", [(SC, "How To Win")]),  # outside own system
    ("token counts count-as base", M, (), {}, "yes", [(SC, "How To Win")]),  # one or more tokens
    ("player may hold second-colony", M, (), {}, "no", [(SC, "How To Win")]),
    ("player is winner", M, (), {"simultaneous_fifth_base": True}, "yes", [(SC, "How To Win")]),
    ("player may share victory", M, (), {}, "yes", [(SC, "How To Win"), (FFGA, "The Colony Track"),
                                                   (FFGO, "Game Objective")]),
    # --- Overview of Play, Warp ------------------------------------------------------------------
    ("turn is made-of encounter", M, (), {}, "yes", [(SC, "Overview of Play")]),  # one or two
    ("token is in-play", M, (), {"token_in_warp": True}, "no", [(SC, "Description of the Warp")]),
    # --- Flares and Edicts -------------------------------------------------------------------------
    ("player-not-involved may play card:Flare", M, (), {"in_icon_phase": True}, "yes",
     [(SC, "Description of Flares and Edicts")]),  # any player, not just those involved
    ("player-not-involved may play card:Flare", M, (), {"in_icon_phase": False}, "no",
     [(SC, "Description of Flares and Edicts")]),  # only in the icons' phases
    ("ally may play card:Edict", M, (), {"in_icon_phase": True}, "yes", [(SC, "Description of Flares and Edicts")]),
    ("card:Flare is secret", M, (), {}, "no", [(SC, "Description of Flares and Edicts")]),  # face up
    ("player may keep card:Edict", M, (), {"keeper_played": False}, "no",
     [(SC, "Description of Flares and Edicts")]),  # discarded after play
    ("player may use card:Super-flare", M, (), {"power_lost": True, "flare_matches_power": True}, "no",
     [(SC, "Description of Flares and Edicts")]),  # lost the power: the Wild half
    # --- Pre-challenge, Stage 1 ------------------------------------------------------------------------
    ("non-main-player may play pre-challenge-card", M, (), {}, "yes",
     [(SC, "Description of the Pre-Challenge Phase")]),  # all players may
    ("offense may redraw hand", M, (), {"offense_out_of_challenge_cards": True}, "no",
     [(SC, "Description of the Pre-Challenge Phase")]),  # turn ends instead
    ("offense may free token count 2", M, (), {"tokens_in_warp": True}, "no", [(SC, "Stage 1")]),  # one token
    ("offense may place-on external-base", M, (), {}, "yes", [(SC, "Stage 1")]),  # opposing system too
    ("offense may place-on lost-planet", M, (), {}, "no", [(SC, "Stage 1")]),  # where it has tokens
    # --- Stage 2 -----------------------------------------------------------------------------------------
    ("bystander is affected-by outcome", M, (), {}, "no", [(SC, "Regular Destiny Card"), (SC, "Stage 3")]),
    ("offense must challenge home-system", M, (), {"own_colour_drawn": True}, "no",
     [(SC, "Regular Destiny Card")]),  # it may turn over the next card
    ("home-refill counts count-as successful-encounter", M, (), {}, "yes", [(SC, "Regular Destiny Card")]),
    ("reverse-cone is affecting main-player", M, (), {}, "no", [(SC, "Reverse Destiny Card")]),
    ("reverse-cone is deciding outcome", M, (), {}, "no", [(SC, "Reverse Destiny Card")]),
    ("card:Comet is lasting", M, (), {}, "no", [(SC, "Comet")]),  # the coming challenge only
    ("card:Comet is modifying turn", M, (), {}, "no", [(SC, "Comet")]),
    ("card:Comet is deciding defense", M, (), {}, "no", [(SC, "Comet")]),  # draw another card
    # --- Stages 3 to 6 -------------------------------------------------------------------------------------
    ("defense may add token", M, (), {}, "no", [(SC, "Stage 3")]),  # defends with the tokens there
    ("defense may withdraw token", M, (), {}, "no", [(SC, "Stage 3")]),
    ("offense may choose invited-player", M, (), {}, "yes", [(SC, "Stage 4")]),  # specify whom
    ("main-player must invite player", M, (), {}, "no", [(SC, "Stage 4")]),
    ("player must invite player", M, (), {}, "no", [(SC, "Stage 4")]),
    ("non-main-player may invite player", M, (), {}, "no", [(SC, "Stage 4")]),  # main players ask
    ("alliance is lasting", M, (), {}, "no", [(SC, "Stage 4")]),  # current challenge only
    ("defense may choose invited-player", M, (), {}, "yes", [(SC, "Stage 5")]),
    ("defense must invite player", M, (), {}, "no", [(SC, "Stage 5")]),  # may also seek allies
    ("defensive-ally may choose reward", M, (), {}, "yes", [(SC, "Stage 5")]),  # a combination
    ("invited-player may decline invitation", M, (), {}, "yes", [(SC, "Stage 6")]),
    ("ally may ally-with opposing-side", M, (), {}, "no", [(SC, "Stage 6")]),  # not both
    # --- Stage 7, Stage 8 -----------------------------------------------------------------------------------
    ("main-player may play-face-down card:Challenge-card count 2", M, (), {}, "no", [(SC, "Stage 7")]),
    ("card:Challenge-card is secret", M, (), {}, "yes", [(SC, "Stage 7")]),  # face down
    ("main-player may replace card:Challenge-card", M, (), {"both_cards_down": True}, "no", [(SC, "Stage 7")]),
    ("ally-token counts count-toward total", M, (), {"both_attack": True}, "yes", [(SC, "Situation A")]),
    ("tie is won-by offense", M, (), {}, "no", [(SC, "Situation A")]),
    ("main-player may receive consolation", M, (), {"played_compromise": False}, "no", [(SC, "Situation B")]),
    ("ally must lose token", M, (), {"deal_failed": True}, "no", [(SC, "Situation C")]),  # main players lose 3
    ("reverse-cone is affecting deal", M, (), {}, "no", [(SC, "Situation C")]),
    ("powerless-player may play card", M, (), {}, "yes", [(SC, "Loss of an Alien Power")]),  # plays normally
    ("main-player may keep card:Challenge-card", M, (), {}, "no", [(SC, "Stage 9")]),
    ("offense may pass second-challenge", M, (), {}, "yes", [(SC, "Stage 10")]),
    # --- More Cosmic Encounter 7.0 - 10.0 ---------------------------------------------------------------------
    ("player must shuffle card:Comet", M, COMETS, {}, "yes", [(MCE, "7.0")]),  # shuffled together
    ("card:Comet is modifying turn", M, COMETS, {}, "no", [(MCE, "7.2"), (SC, "Comet")]),  # next challenge only
    ("card:Comet is in-effect", M, COMETS, {"earlier_comet": False}, "yes", [(MCE, "7.2"), (SC, "Comet")]),  # the first drawn
    ("player need-not adopt option", M, (), {}, "yes", [(MCE, "Optional Rules")]),  # whole or in part
    ("player may adopt option", M, (), {"midgame": True}, "no", [(MCE, "Optional Rules")]),  # before the start
    # 9.0: both powers over the game, but never the two in the same Challenge
    ("Binary may use both-powers", M, HEXES, {"same_challenge": True}, "no", [(MCE, "9.0")]),
    ("Binary may use both-powers", M, HEXES, {"same_challenge": False, "sanity_in_play": False}, "yes", [(MCE, "9.0")]),
    ("Binary must place ship", M, HEXES, {}, "no", [(MCE, "9.0")]),  # distributes as it wishes
    ("Binary may use alien-power", M, HEXES, {"bases_lost_in_one_system": 2}, "yes", [(MCE, "9.0")]),
    ("Gas-Giant may use alien-power", M, HEXES, {"ships_on_planet": 2}, "no", [(MCE, "9.0")]),
    ("Gas-Giant may withdraw all-ships", M, HEXES, {}, "no", [(MCE, "9.0")]),  # at least one remains
    ("Rosette must lose ship", M, HEXES, {}, "no", [(MCE, "9.0")]),  # adjacent ships not at risk
    ("Worldships may use card:Destiny-card", M, HEXES, {}, "yes", [(MCE, "9.0")]),  # deflect its own
    ("player may free term:limbo", M, WARP, {}, "no", [(MCE, "10.0")]),  # inaccessible
    ("offense may challenge base", M, ("colourless-cones",), {"warp_challenge_card": True}, "no",
     [(MCE, "7.1")]),  # a Warp Challenge targets ships in the warp, not a base
    ("Rosette may move ship", M, HEXES, {"neighbour_base": False}, "no", [(MCE, "9.0")]),  # needs a base there
    ("Rosette may add ship", M, HEXES, {"defending": False, "reconquering": False}, "no", [(MCE, "9.0")]),
    ("Rings may add bonus", M, HEXES, {"defending": False}, "no", [(MCE, "9.0")]),  # when defending
    ("Space-Dust may play card:Destiny-card", M, HEXES, {"defending": False}, "no", [(MCE, "9.0")]),  # as Defense
    # --- 11.0 Lucre -----------------------------------------------------------------------------------------
    ("non-main-player may spend term:lucre", M, LUCRE, {}, "no", [(MCE, "11.0")]),  # only a main player
    ("player-not-involved may buy lucre-purchase", M, LUCRE, {}, "no", [(MCE, "11.0")]),
    ("main-player may buy card:Flare", M, LUCRE, {"lucre_phase": 2}, "yes", [(MCE, "11.0")]),  # phases 1-3
    ("main-player may buy card:Flare", M, LUCRE, {"lucre_phase": 5}, "no", [(MCE, "11.0")]),
    ("main-player may buy card", M, LUCRE, {"lucre_phase": 7}, "no", [(MCE, "11.0")]),  # phases 1-6
    ("main-player may buy hand-discard", M, LUCRE, {"lucre_phase": 8}, "no", [(MCE, "11.0")]),
    ("main-player may buy ship", M, LUCRE, {"lucre_phase": 3}, "no", [(MCE, "11.0")]),  # phase 1 only
    ("main-player may buy bonus", M, LUCRE, {"lucre_phase": 5}, "no", [(MCE, "11.0")]),  # phase 7 or 8
    ("player may give term:lucre", M, LUCRE, {}, "yes", [(MCE, "11.0")]),  # bribes
    # --- 13.x Moons --------------------------------------------------------------------------------------------
    ("term:full-moon is different", M, MOONS, {}, "no", [(MCE, "13.0")]),  # same rules for every type
    # stays active for a new occupant; the row was unconditional, but MCE 13.4 ends every effect, Continuing ones
    # included, when the occupant deserts the Moon: "no" holds once another player took it over (wy21)
    ("term:continuing happens end", M, MOONS, {"moon_taken_over": True}, "no", [(MCE, "13.2")]),
    ("term:continuing happens end", M, MOONS, {"moon_deserted": True}, "yes", [(MCE, "13.4")]),
    ("player may challenge term:moon", M, MOONS, {"offense_base_on_moon": True}, "no", [(MCE, "13.3")]),
    ("player may invite ally", M, MOONS, {"moon_challenge": True}, "no", [(MCE, "13.3")]),
    ("main-player may invite player", M, MOONS, {"moon_challenge": True}, "no", [(MCE, "13.3")]),
    ("player may establish base", M, MOONS, {"moon_occupied_by_other": True}, "no", [(MCE, "13.3")]),
    ("offense need-not play card:Challenge-card", M, MOONS, {"moon_unoccupied": True}, "yes", [(MCE, "13.3")]),
    ("player may keep-secret term:play-now", M, MOONS, {}, "no", [(MCE, "13.4")]),  # revealed at once
    ("player may keep-secret term:secret-moon", M, MOONS, {}, "yes", [(MCE, "13.4")]),
    # remains face up when deserted (13.4): a Moon is face down until revealed (13.1), so the
    # claim holds once its occupant deserts it
    ("term:moon is face-down", M, MOONS, {"moon_deserted": True}, "no", [(MCE, "13.4")]),
    ("term:moon counts count-toward income", M, MOONS + LUCRE, {"moon_in_own_system": True}, "yes",
     [(MCE, "13.5"), (MCE, "11.0")]),
    # --- 14.x, 15.x ---------------------------------------------------------------------------------------------
    ("Chosen is affected-by later-kicker", M, ("kickers",), {}, "no", [(MCE, "14.2")]),  # the first Kicker
    ("Chronos must challenge planet", M, ("kickers", "moons"), {"wild_flare": True}, "no", [(MCE, "14.3")]),
    ("term:moon happens apply", M, MOONS, {"sanity_played": True}, "no", [(MCE, "14.20")]),
    ("player may use both-powers", M, MOONS, {"sanity_played": True}, "no", [(MCE, "14.20")]),
    ("player may use both-powers", M, MOONS, {"sanity_in_play": True}, "no", [(MCE, "14.20")]),
    ("term:moon happens apply", M, MOONS, {"sanity_in_play": True}, "no", [(MCE, "14.20")]),
    ("Will may ignore Dictator", M, (), {}, "no", [(MCE, "15.2")]),  # subordinate to its system
    ("player may make-deal", M, (), {"silencer_in_play": True}, "no", [(MCE, "15.4")]),  # fails at once
    # --- FFG Additional Rules -------------------------------------------------------------------------------------
    ("player may decline optional-power", F, (), {}, "yes", [(FFGA, "Alien Sheets")]),
    ("player may decline mandatory-power", F, (), {"able_to_use": True}, "no", [(FFGA, "Alien Sheets")]),
    ("alert-lamp is deciding strength", F, (), {}, "no", [(FFGA, "Alert Lamps")]),
    ("participant may reinforce opposing-side", F, (), {}, "yes", [(FFGA, "Reinforcement Cards")]),
    ("card:Artifact is lasting", F, (), {}, "no", [(FFGA, "Artifact Cards")]),  # single-use
    ("zapped-power is lost", F, (), {}, "no", [(FFGA, "Zapping Powers")]),  # rest of the encounter only
    ("player may use zapped-power", F, (), {"later_encounter": True}, "yes", [(FFGA, "Zapping Powers")]),
    ("player may use zapped-power", F, (), {"same_encounter": True}, "no", [(FFGA, "Zapping Powers")]),
    ("player may use alien-power", F, (), {"home_colonies": 2}, "no",
     [(FFGA, "Losing Home Planets and Alien Powers"), (FFGO, "Losing Alien Powers")]),
    ("term:home-colony counts count-toward victory", F, (), {}, "no",
     [(FFGA, "The Colony Track"), (FFGO, "Game Objective")]),  # foreign colonies only
    ("bystander is at-risk", F, (), {}, "no", [(FFGA, "Bystanders"), (FFGO, "7. Resolution")]),
    ("player must wait-for turn", F, (), {}, "no", [(FFGA, "The Colony Track")]),  # wins immediately
    # --- FFG Overview -----------------------------------------------------------------------------------------------
    ("player must spread foreign-colony", F, (), {}, "no", [(FFGO, "Game Objective")]),  # one system is fine
    ("player may look-at hand", F, (), {}, "yes", [(FFGO, "Setup")]),  # your own cards
    ("player may keep unchosen-alien", F, (), {}, "no", [(FFGO, "Setup")]),  # back into the box
    ("player may discard card:Destiny-card", F, (), {}, "no", [(FFGO, "Setup")]),  # shuffled back in
    ("tie is won-by offense", F, (), {}, "no", [(FFGO, "6. Reveal")]),  # the defender wins ties
    ("offense must move colony-marker", F, (), {"offense_wins": True}, "yes", [(FFGO, "7. Resolution")]),
    ("ally is affected-by deal", F, (), {}, "no", [(FFGO, "6. Reveal")]),  # allies go home first
    ("player must invite player", F, (), {}, "no", [(FFGO, "4. Alliance")]),
    # --- one base per planet, deals, the reverse cone, the Limbo (second pass) ----------------------------------
    ("player may have base count 2", M, (), {}, "no", [(SC, "How To Win")]),  # tokens on a planet: one base
    ("player may have colony count 2", F, (), {}, "no", [(FFGO, "Game Objective")]),  # one colony per planet
    ("deal is binding", M, (), {}, "no", [(SC, "Situation C")]),  # promises are not binding
    ("ally may make-deal", M, (), {}, "no", [(SC, "Situation C")]),  # allies are not affected by any deal
    ("ally may make-deal", F, (), {}, "no", [(FFGO, "6. Reveal")]),  # the main players negotiate
    ("reverse-cone happens change main-player", M, (), {}, "no", [(SC, "Reverse Destiny Card")]),
    ("reverse-cone happens change ally", M, (), {}, "yes", [(SC, "Reverse Destiny Card")]),  # rewards swap
    ("token may empty-into-warp", M, WARP, {"reverse_destiny_drawn": False}, "yes", [(MCE, "10.0")]),
    # --- a sub-heading's rule (its heading is added by sources.rules 'within') --------------------------------
    ("offense may invite defense", F, (), {}, "no", [(FFGO, "4. Alliance")]),
    ("tie is won-by defense", M, (), {}, "yes", [(SC, "Situation A")]),
    ("offense may choose home-system", M, (), {"destiny_kind": "wild"}, "yes", [(SC, "Wild Destiny Card")]),
]

DEPENDS = [
    # "base counts toward the five": only when it is outside its owner's own system (How To Win)
    ("base counts count-toward victory", M, (), {}, "outside", [(SC, "How To Win")]),
    # a Flare may be bought with Lucre only in phases 1-3 (11.0)
    ("main-player may buy card:Flare", M, LUCRE, {}, "phase 3", [(MCE, "11.0")]),
    # no allies in a challenge against a Moon (13.3)
    ("player may invite ally", M, MOONS, {}, "moon", [(MCE, "13.3")]),
    # a zapped power is back in a later encounter (Zapping Powers)
    ("player may use zapped-power", F, (), {}, "later encounter", [(FFGA, "Zapping Powers")]),
]


def _ids(rows: list) -> list[str]:
    return [f"{r[0]}|{r[1]}|{','.join(r[2])}|{r[3]}" for r in rows]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=_ids(ROWS))
def test_verdict_and_section(rules, frame, edition, options, context, verdict, sections):
    check_verdict(rules, frame, edition, options, context, verdict, sections)


@pytest.mark.parametrize("frame,edition,options,context,words,sections", DEPENDS, ids=_ids(DEPENDS))
def test_depends_names_its_condition(rules, frame, edition, options, context, words, sections):
    check_depends(rules, frame, edition, options, context, words, sections)
