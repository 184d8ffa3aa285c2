"""Claims of the FFG documents, the conflicts and the policies, decided by RuleGraph.decide.

Each row was written from the seed text (shared/seeds) before the code ran; the comment
above it names the deciding section. Rows are
(frame, edition, options, context, verdict, section, conditions): ``section`` is the
(source id, section) that must be among ``Decision.sections``; ``conditions`` (for
``depends`` rows) are texts that must be among ``Decision.conditions``.

A conflict's frame is asked in both editions (same frame, Mayfair then FFG): where the
seeds differ the verdicts differ. A policy row expects our chosen answer, with the
policy block's citation.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from claim_rows import HEXES, KICKERS, LUCRE, MOONS, WARP, F, M

from resolver.dsl.grammar import parse_file
from resolver.graph.load import load_rules

RULES = load_rules()
if not hasattr(RULES, "decide"):
    pytest.skip("RuleGraph.decide is not on this tree yet (issue 12)", allow_module_level=True)

NONE: tuple[str, ...] = ()
OVERVIEW_REDRAW = ("ffg-overview-redraw",)


def ffgo(sec: str) -> tuple[str, str]:
    return ("ffgo", sec)


def ffga(sec: str) -> tuple[str, str]:
    return ("ffga", sec)


def sc(sec: str) -> tuple[str, str]:
    return ("sc", sec)


def mce(sec: str) -> tuple[str, str]:
    return ("mce", sec)


ROWS = [
    # ================= FFG Overview =================
    # Game Objective: five foreign colonies win; the win may be shared
    ("foreign-colony counts count-toward victory", F, NONE, {}, "yes", ffgo("Game Objective"), None),
    ("player may share victory", F, NONE, {}, "yes", ffgo("Game Objective"), None),
    # Game Objective: colonies may all be in one system
    ("same-system-colonies counts count-toward victory", F, NONE, {}, "yes", ffgo("Game Objective"), None),
    # Game Objective: only one colony per planet per player; planets may be shared
    ("player may hold second-colony", F, NONE, {}, "no", ffgo("Game Objective"), None),
    ("player may share planet", F, NONE, {}, "yes", ffgo("Game Objective"), None),
    # Setup 1-2: five planets arranged freely; 20 ships, 4 per planet
    ("player may arrange planet", F, NONE, {}, "yes", ffgo("Setup"), None),
    ("player must place ship", F, NONE, {}, "yes", ffgo("Setup"), None),
    # Setup 3: remove the destiny cards of absent colours (always, in FFG)
    ("player must remove card:Destiny-card", F, NONE, {"unused_colour": True}, "yes", ffgo("Setup"), None),   # Setup 3: the unused colours' cards
    # Setup 5 note: only one version of the Thief Flare
    ("player may include both-thief-flares", F, NONE, {}, "no", ffgo("Setup"), None),
    # Setup 5 note: Flares may be left out in the first games
    ("player may leave-out card:Flare", F, NONE, {}, "yes", ffgo("Setup"), None),
    # Setup 6: hands are not shown to others
    ("hand is secret", F, NONE, {}, "yes", ffgo("Setup"), None),
    ("player may show hand", F, NONE, {}, "no", ffgo("Setup"), None),
    # The Game Turn: one or two encounters; the second only after a win or a deal
    ("offense may have second-encounter", F, NONE, {"first_encounter_successful": True,
                                                      "no_challenge_card": False}, "yes",
     ffgo("The Game Turn"), None),
    # ... and with the hand unknown it depends on holding an encounter card (FFG Additional Rules)
    ("offense may have second-encounter", F, NONE, {"first_encounter_successful": True}, "depends",
     ffga("No Encounter Cards in Hand"), ["it holds no encounter card after a successful first encounter"]),
    ("turn is passed-left", F, NONE, {}, "yes", ffgo("The Game Turn"), None),
    # Starting the Turn: no encounter card -> reveal, discard, draw 8
    ("offense must redraw hand", F, NONE, {"no_challenge_card": True}, "yes",
     ffgo("Starting the Turn"), None),
    # Phases of an Encounter: seven phases
    ("encounter is made-of encounter-phase", F, NONE, {}, "yes", ffgo("Phases of an Encounter"), None),
    # 1. Regroup: with no colony the ship goes straight to the Gate
    ("retrieved-ship must go-to hyperspace-gate", F, NONE, {"has_colony": False}, "yes",
     ffgo("1. Regroup"), None),
    ("retrieved-ship may go-to foreign-colony", F, NONE, {}, "yes", ffgo("1. Regroup"), None),
    # 2. Destiny: reshuffle when one card is left
    ("player must reshuffle destiny-discard", F, NONE, {"destiny_cards_left": 1}, "yes",
     ffgo("2. Destiny"), None),
    # 2. Destiny: a wild card lets the attacker choose the defender
    ("offense may choose defense", F, NONE, {"drew_wild": True}, "yes", ffgo("2. Destiny"), None),
    # 2. Destiny: own colour -> draw again, or expel a foreign colony from a home planet
    ("offense may expel foreign-colony", F, NONE, {"drew_own_colour": True}, "yes", ffgo("2. Destiny"), None),
    # 2. Destiny: an empty home planet re-established counts as a successful encounter
    ("home-refill counts count-as successful-encounter", F, NONE, {}, "yes", ffgo("2. Destiny"), None),
    # 3. Launch: 1 to 4 ships, from home or foreign colonies
    ("offense may launch ship", F, NONE, {}, "yes", ffgo("3. Launch"), None),
    ("offense may launch-from foreign-colony", F, NONE, {}, "yes", ffgo("3. Launch"), None),
    ("offense must point-cone-at planet", F, NONE, {}, "yes", ffgo("3. Launch"), None),
    # 3. Launch: emptying a colony loses it
    ("emptied-colony is lost", F, NONE, {}, "yes", ffgo("3. Launch"), None),
    # 3. Launch: the defender may defend with zero ships
    ("defense may defend-with zero-ships", F, NONE, {}, "yes", ffgo("3. Launch"), None),
    # 4. Alliance: the attacker cannot invite the defender; the defender may invite the attacker's invitees
    ("offense may invite defense", F, NONE, {}, "no", ffgo("4. Alliance"), None),
    ("offense may invite player", F, NONE, {}, "yes", ffgo("4. Alliance"), None),
    ("defense may invite offense-invitee", F, NONE, {}, "yes", ffgo("4. Alliance"), None),
    ("defensive-ally may commit ship", F, NONE, {}, "yes", ffgo("4. Alliance"), None),
    ("player need-not ally-with main-player", F, NONE, {}, "yes", ffgo("4. Alliance"), None),
    # 5. Planning: each main player plays one encounter card face down
    ("main-player must play card:Challenge-card", F, NONE, {}, "yes", ffgo("5. Planning"), None),
    # 5. Planning: an attacker without encounter cards ends its turn
    ("offense must end turn", F, NONE, {"no_challenge_card": True}, "yes", ffgo("5. Planning"), None),
    # 6. Reveal: ties go to the defender
    ("tie is won-by defense", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    # 6. Reveal: Negotiate against Attack loses but gets compensation, drawn at random
    ("negotiator must lose encounter", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    ("negotiator may receive compensation", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    ("compensation is random", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    # 6. Reveal: a failed deal costs each main player 3 ships
    ("main-player must lose ship", F, NONE, {"deal_failed": True}, "yes", ffgo("6. Reveal"), None),
    # 6. Reveal: both Negotiate -> allies take their ships home
    ("ally must return gate-ships", F, NONE, {"deal_attempted": True}, "yes", ffgo("6. Reveal"), None),
    # 6. Reveal: Morph copies the opponent's card
    ("card:Morph counts count-as opponent-card", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    # 7. Resolution: offensive allies establish colonies when the attack wins
    ("offensive-ally may acquire colony", F, NONE, {"offense_wins": True}, "yes", ffgo("7. Resolution"), None),
    # 7. Resolution: spectators' ships are unaffected
    ("bystander is affected", F, NONE, {}, "no", ffgo("7. Resolution"), None),
    # 7. Resolution: a defense win ends the turn (no second encounter)
    ("offense may have second-encounter", F, NONE, {"defense_wins": True, "first_encounter_successful": False},
     "no", ffgo("7. Resolution"), None),
    # 2. Destiny: a wild card lets the offense make any player the defense
    ("offense may choose player", F, NONE, {"wild_destiny_drawn": True}, "yes", ffgo("2. Destiny"), None),
    # 2. Destiny: with one card left, the discards are shuffled into a new deck first
    ("player must shuffle discard-pile", F, NONE, {"destiny_cards_left": 1}, "yes", ffgo("2. Destiny"), None),
    # Starting the Turn: running out of encounter cards later ends the turn, no new hand
    ("offense may redraw hand", F, NONE, {"offense_out_of_challenge_cards": True}, "no",
     ffgo("Starting the Turn"), None),
    # Reinforcement Cards: any participant, an offensive ally too, may reinforce either side
    ("offensive-ally may play card:Reinforcement", F, NONE, {}, "yes", ffga("Reinforcement Cards"), None),
    # 7. Resolution: a rewarded defensive ally may take a ship from the Warp instead of a card
    ("defensive-ally may free ship", F, NONE, {"defense_wins": True}, "yes", ffgo("7. Resolution"), None),
    # 6. Reveal: with both Negotiate, allies take their ships back to their colonies before the deal
    ("ally-token must return-to colony", F, NONE, {"both_compromise": True}, "yes", ffgo("6. Reveal"), None),
    ("ally-token happens stay", F, NONE, {"both_compromise": True}, "no", ffgo("6. Reveal"), None),
    # 5. Planning / No Encounter Cards in Hand: a defense with no encounter card discards its hand
    ("defense may discard hand", F, NONE, {"no_challenge_card": True}, "yes", ffga("No Encounter Cards in Hand"), None),
    # Losing Home Planets and Alien Powers: the power comes back at once with three home colonies
    ("alien-power is immediate", F, NONE, {"home_colonies": 3}, "yes",
     ffga("Losing Home Planets and Alien Powers"), None),
    # 7. Resolution: defensive allies are rewarded per ship
    ("defensive-ally may receive reward", F, NONE, {"defense_wins": True}, "yes", ffgo("7. Resolution"), None),
    # End of Game and Scoring: the end is immediate
    ("victory is immediate", F, NONE, {}, "yes", ffgo("End of Game and Scoring"), None),
    # Losing Alien Powers: below 3 home colonies the power is lost; back at 3
    ("player must lose alien-power", F, NONE, {"home_colonies": 2}, "yes", ffgo("Losing Alien Powers"), None),
    ("player must regain alien-power", F, NONE, {"home_colonies": 3}, "yes", ffgo("Losing Alien Powers"), None),
    # Tips for Winning 1: no redraw for a player outside the two cases
    ("ally may redraw hand", F, NONE, {}, "no", ffgo("Tips for Winning"), None),
    # Tips for Winning 3: each power breaks the rules its own way
    ("alien-power may break game-rule", F, NONE, {}, "yes", ffgo("Tips for Winning"), None),

    # ================= FFG Additional Rules =================
    # Alien Sheets: a main-player power is not usable by an ally or a player not involved
    ("ally may use main-player-power", F, NONE, {}, "no", ffga("Alien Sheets"), None),
    ("main-player may use main-player-power", F, NONE, {}, "yes", ffga("Alien Sheets"), None),
    ("player-not-involved may use main-player-power", F, NONE, {}, "no", ffga("Alien Sheets"), None),
    # Alien Sheets: a mandatory power must be used when able; an optional one need not
    ("player must use mandatory-power", F, NONE, {"able_to_use": True}, "yes", ffga("Alien Sheets"), None),
    ("player must use optional-power", F, NONE, {"able_to_use": True}, "no", ffga("Alien Sheets"), None),
    # Alien Sheets: the phase bar says when the power may be used
    ("player may use alien-power", F, NONE, {"phase_lit": False, "role_matches": True}, "no",
     ffga("Alien Sheets"), None),
    ("player may use alien-power", F, NONE, {"phase_lit": True, "role_matches": True}, "yes",
     ffga("Alien Sheets"), None),
    # Alert Lamps: complexity, not strength
    ("alert-lamp is strength-indicator", F, NONE, {}, "no", ffga("Alert Lamps"), None),
    ("alert-lamp is complexity-indicator", F, NONE, {}, "yes", ffga("Alert Lamps"), None),
    # Reinforcement Cards: every participant may play them, for either side
    ("participant may play card:Reinforcement", F, NONE, {}, "yes", ffga("Reinforcement Cards"), None),
    ("offensive-ally may reinforce defense", F, NONE, {}, "yes", ffga("Reinforcement Cards"), None),
    ("player may keep card:Reinforcement", F, NONE, {}, "no", ffga("Reinforcement Cards"), None),
    # Artifact Cards: single use, discarded after play
    ("card:Artifact is single-use", F, NONE, {}, "yes", ffga("Artifact Cards"), None),
    ("player must discard card:Artifact", F, NONE, {}, "yes", ffga("Artifact Cards"), None),
    # Zapping Powers: a zapped power is gone for the encounter; passive parts cannot be zapped
    ("player may use zapped-power", F, NONE, {"later_encounter": False}, "no", ffga("Zapping Powers"), None),
    ("card:Cosmic-Zap may zap passive-power-part", F, NONE, {}, "no", ffga("Zapping Powers"), None),
    # Zapping Powers: the Warrior's total can be zapped, its tokens cannot
    ("card:Cosmic-Zap may zap Warrior", F, NONE, {"power_use": "add-to-total"}, "yes", ffga("Zapping Powers"), None),
    ("card:Cosmic-Zap may zap Warrior", F, NONE, {"power_use": "add-tokens"}, "no", ffga("Zapping Powers"), None),
    ("card:Cosmic-Zap may zap Zombie", F, NONE, {}, "depends", ffga("Zapping Powers"),
     ["the Zombie saves its own ships from the warp",
      "the Zombie frees other players' ships as part of a deal"]),
    # Losing Home Planets: no ships may go back to a lost planet; it can be re-established
    ("player may return-ships-to lost-planet", F, NONE, {}, "no",
     ffga("Losing Home Planets and Alien Powers"), None),
    ("player may re-establish lost-planet", F, NONE, {}, "yes", ffga("Losing Home Planets and Alien Powers"), None),
    ("powerless-player may use alien-power", F, NONE, {}, "no", ffga("Losing Home Planets and Alien Powers"), None),
    ("player must put-face-down alien-sheet", F, NONE, {"home_colonies": 2}, "yes",
     ffga("Losing Home Planets and Alien Powers"), None),
    # The Colony Track: the marker moves when the foreign colony count changes
    ("player must move colony-marker", F, NONE, {"foreign_colonies_changed": True}, "yes",
     ffga("The Colony Track"), None),
    # No Encounter Cards in Hand: no second encounter without encounter cards
    ("offense may have second-encounter", F, NONE, {"no_challenge_card": True,
                                                      "first_encounter_successful": True},
     "no", ffga("No Encounter Cards in Hand"), None),
    # No Encounter Cards in Hand: committed ships go home when the offense runs out
    ("committed-ship must go-to colony", F, NONE, {"offense_out_of_cards": True}, "yes",
     ffga("No Encounter Cards in Hand"), None),
    # Bystanders: bystanders add nothing; allies may commit bystander ships
    ("bystander counts count-toward total", F, NONE, {}, "no", ffga("Bystanders"), None),
    ("ally may commit bystander", F, NONE, {}, "yes", ffga("Bystanders"), None),

    # ================= Conflicts: same frame, both editions =================
    # diff.hand-size: 7 (Simply Cosmic Setup) against 8 (FFG Overview Setup)
    ("player must draw starting-hand count 7", M, NONE, {}, "yes", sc("Setup"), None),
    ("player must draw starting-hand count 8", F, NONE, {}, "yes", ffgo("Setup"), None),
    ("player must draw starting-hand count 8", M, NONE, {}, "no", sc("Setup"), None),
    # diff.offense-redraw: the FFG Additional Rules repeat; the Overview option does not
    ("offense must redraw redrawn-hand", M, NONE, {}, "yes", sc("Description of the Pre-Challenge Phase"), None),
    ("offense must redraw redrawn-hand", F, NONE, {}, "yes", ffga("No Encounter Cards in Hand"), None),
    ("offense must redraw redrawn-hand", F, OVERVIEW_REDRAW, {}, "no", ffgo("Starting the Turn"), None),
    # diff.defense-redraw: must redraw (both), only "can" with the Overview option
    ("defense must redraw hand", M, NONE, {"no_challenge_card": True}, "yes", sc("Defensive Main Player"), None),
    ("defense must redraw hand", F, NONE, {"no_challenge_card": True}, "yes",
     ffga("No Encounter Cards in Hand"), None),
    ("defense must redraw hand", F, OVERVIEW_REDRAW, {"no_challenge_card": True}, "no", ffgo("5. Planning"), None),
    # diff.card-types / diff.morph: Compromise in Mayfair, Negotiate and Morph in FFG
    ("main-player may play card:Morph", M, NONE, {}, "no", sc("Stage 7"), None),
    ("main-player may play card:Morph", F, NONE, {}, "yes", ffgo("5. Planning"), None),
    ("card:Morph is in-game", M, NONE, {}, "no", sc("Stage 7"), None),
    ("card:Morph is in-game", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    ("card:Compromise is same-as card:Negotiate", M, NONE, {}, "yes", sc("Stage 7"), None),
    # diff.consolation: allies get nothing (Simply Cosmic explicit; FFG by policy)
    ("ally may receive compensation", M, NONE, {}, "no", sc("Situation B"), None),
    ("ally may receive compensation", F, NONE, {}, "no", ffgo("6. Reveal"), None),
    # diff.attack-vs-deal-wording: the Compromise/Negotiate side loses in both
    ("negotiator must lose encounter", M, NONE, {}, "yes", sc("Situation B"), None),
    # diff.deal-return: the offense's ships on the cone go home before the deal
    ("offense must return gate-ships", M, NONE, {"deal_attempted": True}, "yes", sc("Situation C"), None),
    ("offense must return gate-ships", F, NONE, {"deal_attempted": True}, "yes", ffgo("6. Reveal"), None),
    # diff.deal-base / amb.deal-base-location: a base on a foreign planet in Mayfair, not in FFG
    ("main-player may give colony-on-foreign-planet", M, NONE, {}, "yes", sc("Situation C"), None),
    ("main-player may give colony-on-foreign-planet", F, NONE, {}, "no", ffgo("6. Reveal"), None),
    # Situation C: one base at most per deal (Mayfair); the FFG texts do not say
    ("player may receive second-deal-colony", M, NONE, {}, "no", sc("Situation C"), None),
    ("player may receive second-deal-colony", F, NONE, {}, "undecided", None, None),
    # 13.5: a Moon base cannot be given in a deal
    ("main-player may give moon", M, MOONS, {"in_deal": True}, "no", mce("13.5"), None),   # not in a deal
    # diff.deal-fail: 3 ships each, chosen by their owner, allies untouched
    ("main-player may choose lost-ship", M, NONE, {}, "yes", sc("Situation C"), None),
    ("main-player may choose lost-ship", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    ("ally must lose ship", M, NONE, {"deal_failed": True}, "no", sc("Situation C"), None),
    # diff.power-loss: below 3 home bases in both editions; a Moon counts only in its own system
    ("player must lose alien-power", M, NONE, {"home_colonies": 2}, "yes", sc("Loss of an Alien Power"), None),
    ("player must lose alien-power", F, NONE, {"home_colonies": 2}, "yes",
     ffga("Losing Home Planets and Alien Powers"), None),
    ("moon counts count-toward home-colony", M, MOONS, {"moon_in_own_system": True}, "yes", mce("13.5"), None),
    ("moon counts count-toward home-colony", M, MOONS, {"moon_in_own_system": False}, "no", mce("13.5"), None),
    ("moon counts count-toward home-colony", M, MOONS, {}, "depends", mce("13.5"),
     ["the Moon is in the occupant's own system"]),
    # diff.power-choice: dealt at random (Mayfair), chosen from two (FFG setup step 4)
    ("player may choose alien-power", M, NONE, {}, "no", sc("Setup"), None),
    ("player must choose alien-power", F, NONE, {}, "yes", ffgo("Setup"), None),
    # diff.precedence: a power's text beats the rulebook (FFG filled from Simply Cosmic)
    ("power-text is beats rulebook", M, NONE, {}, "yes", sc("Description of Alien Power Cards"), None),
    ("power-text is beats rulebook", F, NONE, {}, "yes", ffgo("Tips for Winning"), None),
    # diff.power-usage-meta: icons (Mayfair) against the phase bar (FFG)
    ("alien-power is timed-by phase-bar", F, NONE, {}, "yes", ffga("Alien Sheets"), None),
    ("alien-power is timed-by icon", M, NONE, {}, "yes", sc("Description of Icons"), None),
    # diff.first-player: a wild card drawn for the first player is drawn again (FFG by policy)
    ("player must redraw card:Destiny-card", M, NONE, {"first_draw_not_colour": True}, "yes", sc("Setup"), None),
    ("player must cut destiny-deck", M, NONE, {}, "yes", sc("Setup"), None),
    # diff.destiny-types: reverse cards in Mayfair only; Comets only with the option
    ("destiny-deck is includes card:Reverse-destiny", M, NONE, {}, "yes", mce("7.0"), None),
    ("destiny-deck is includes card:Reverse-destiny", F, NONE, {}, "no", ffgo("2. Destiny"), None),
    ("destiny-deck is includes card:Comet", M, NONE, {}, "no", mce("7.0"), None),
    ("destiny-deck is includes card:Comet", M, ("comets",), {}, "yes", mce("7.0"), None),
    # diff.destiny-prune: Mayfair removes absent colours only with fewer than four players
    ("player must remove card:Destiny-card", M, NONE, {"players": 3}, "yes", sc("Setup"), None),
    # diff.destiny-reshuffle: Mayfair when empty, FFG when one card is left
    ("player must reshuffle destiny-discard", M, NONE, {"destiny_cards_left": 0}, "yes", sc("Stage 2"), None),
    # diff.own-colour: redraw the destiny card again and again, both editions
    ("offense may redraw card:Destiny-card", M, NONE, {"drew_own_colour": True}, "yes",
     sc("Regular Destiny Card"), None),
    ("offense may redraw card:Destiny-card", F, NONE, {"drew_own_colour": True}, "yes", ffgo("2. Destiny"), None),
    ("offense may occupy moon", M, MOONS, {"drew_own_colour": True}, "yes", mce("13.3"), None),
    # diff.regroup: optional in Mayfair, mandatory as worded in FFG
    ("offense must free ship", M, NONE, {"ships_in_warp": 2}, "no", sc("Stage 1"), None),
    ("offense must free ship", F, NONE, {"ships_in_warp": 2}, "yes", ffgo("1. Regroup"), None),
    ("main-player may buy extra-retrieval", M, LUCRE, {"lucre_phase": 1}, "yes", mce("11.0"), None),   # phase 1 only
    # diff.launch-order: ships then aim (Mayfair), aim then ships (FFG)
    ("ship-placement is before cone-aiming", M, NONE, {}, "yes", sc("Stage 3"), None),
    ("ship-placement is before cone-aiming", F, NONE, {}, "no", ffgo("3. Launch"), None),
    # diff.def-ally-placement: never on the planet itself
    ("defensive-ally may place-on target-planet", M, NONE, {}, "no", sc("Stage 6"), None),
    ("defensive-ally may place-on target-planet", F, NONE, {}, "no", ffgo("4. Alliance"), None),
    ("defensive-ally must place-on defensive-ring", M, NONE, {}, "yes", sc("Stage 6"), None),
    # diff.invites: no ally of both sides; the defense may not invite the offense
    ("player may ally-with both-sides", M, NONE, {}, "no", sc("Stage 6"), None),
    ("player may ally-with both-sides", F, NONE, {}, "no", ffgo("4. Alliance"), None),
    ("defense may invite offense", M, NONE, {}, "no", sc("Stage 6"), None),
    ("defense may invite offense", F, NONE, {}, "no", ffgo("4. Alliance"), None),
    # diff.reinforce-condition: only after Attack/Attack in Mayfair; after any reveal in FFG
    ("participant may play card:Reinforcement", M, NONE, {"both_attack": False}, "no",
     sc("Reinforcement Cards"), None),
    ("participant may play card:Reinforcement", F, NONE, {"both_attack": False}, "yes",
     ffga("Reinforcement Cards"), None),
    # diff.reverse-cone: Mayfair only
    ("reverse-cone is in-game", M, NONE, {}, "yes", sc("Reverse Cone"), None),
    ("reverse-cone is in-game", F, NONE, {}, "no", ffgo("2. Destiny"), None),
    # diff.kicker: Mayfair with the kickers option only
    ("card:Kicker is in-game", M, KICKERS, {}, "yes", mce("14.10"), None),
    ("card:Kicker is in-game", M, NONE, {}, "no", mce("14.10"), None),
    ("card:Kicker is in-game", F, NONE, {}, "no", ffga("Reinforcement Cards"), None),
    # diff.zap-artifact: FFG components only
    ("card:Cosmic-Zap is in-game", F, NONE, {}, "yes", ffga("Zapping Powers"), None),
    ("card:Cosmic-Zap is in-game", M, NONE, {}, "no", sc("Description of Flares and Edicts"), None),
    ("colony-track is in-game", M, NONE, {}, "no", sc("How To Win"), None),
    # diff.artefact-term: the Mayfair artefact is not the FFG artifact card
    ("artefact is same-as card:Artifact", M, NONE, {}, "no", mce("15.1"), None),
    # diff.win: five foreign colonies in both; Moon bases never count
    ("foreign-colony counts count-toward victory", M, NONE, {}, "yes", sc("How To Win"), None),
    ("moon counts count-toward victory", M, MOONS, {}, "no", mce("13.5"), None),
    # diff.bases-per-planet: one per planet; on the Gas Giant several (inverted hexes)
    ("player may hold second-colony", M, NONE, {}, "no", sc("How To Win"), None),
    ("player may hold second-colony", M, HEXES, {"target_hex": "Gas-Giant"}, "yes", mce("9.0"), None),
    # diff.defender-ships: fixed, except the Gas Giant's withdrawal
    ("defense may remove ship", M, NONE, {}, "no", sc("Stage 3"), None),
    ("defense may remove ship", F, NONE, {}, "no", ffgo("3. Launch"), None),
    ("defense may remove ship", M, HEXES, {"target_hex": "Gas-Giant"}, "yes", mce("9.0"), None),
    # diff.lost-planet: lost, defended with zero, can be retaken (both)
    ("emptied-home-planet is lost", M, NONE, {}, "yes", sc("Stage 3"), None),
    ("lost-planet is defended", F, NONE, {}, "yes", ffga("Losing Home Planets and Alien Powers"), None),
    # diff.turn-structure: ten stages against seven phases (the value differs)
    ("encounter is made-of encounter-phase", M, NONE, {}, "yes", sc("Description of a Challenge"), None),
    # diff.timing-conflicts: non-main players, then the offense, then the defense
    ("non-main-player is before offense", M, NONE, {}, "yes", sc("Timing Conflicts"), None),
    ("offense is before defense", F, NONE, {}, "yes", sc("Timing Conflicts"), None),
    # diff.hand-limit: Mayfair no limit, no free discard; Lucre buys one
    ("hand is limited", M, NONE, {}, "no", sc("A Player's Cards"), None),
    # FFG: neither FFG document (Overview Setup, Additional Rules) states a hand limit, and a
    # claim must cite the source that states it, so FFG stays undecided
    ("hand is limited", F, NONE, {}, "undecided", None, None),
    ("player may make voluntary-discard", M, NONE, {}, "no", sc("A Player's Cards"), None),
    ("main-player may buy voluntary-discard", M, LUCRE, {}, "yes", mce("11.0"), None),
    # diff.flare-count: FFG tops up to 10 Flares with fewer than five players
    ("cosmic-deck must hold card:Flare", F, NONE, {"players": 4}, "yes", ffgo("Setup"), None),
    ("cosmic-deck is includes card:Flare", M, NONE, {}, "yes", sc("Description of Flares and Edicts"), None),
    # diff.players: 2 to 6 players (engine policy)
    ("player-count is supported", F, NONE, {}, "yes", sc("Source note"), None),
    # diff.discard-after-play: discard, unless the Keeper lets the player keep them (14.18)
    ("player may keep card:Flare", M, NONE, {"keeper_played": True}, "yes", mce("14.18"), None),
    ("player must discard card:Flare", M, NONE, {"keeper_played": False}, "yes",
     sc("Description of Flares and Edicts"), None),
    # diff.limbo-vs-warp: straight to the warp, or to Limbo with the inverted Warp
    ("lost-ship must go-to warp", M, NONE, {}, "yes", sc("Description of the Warp"), None),
    ("lost-ship must go-to warp", M, WARP, {}, "no", mce("10.0"), None),
    ("lost-ship must go-to limbo", M, WARP, {}, "yes", mce("10.0"), None),
    # diff.moon-allies: no allies against a Moon
    ("offense may invite player", M, MOONS, {"moon_challenge": True}, "no", mce("13.3"), None),
    ("offense may invite player", M, NONE, {}, "yes", sc("Stage 4"), None),
    # diff.attack-wins-marker: offensive allies get a colony when the offense wins (both); in Mayfair
    # only on the regular side of the cone (SC Reverse Cone: "If the offensive main player wins,
    # offensive allies return their tokens to their bases"), so the row states the cone's side
    ("offensive-ally may acquire colony", M, NONE, {"offense_wins": True, "reverse_cone": False}, "yes", sc("Situation A"), None),

    # --- the other edition's side of conflicts asked above in one edition only ---
    # diff.card-types: Negotiate is the FFG name of the Compromise card
    ("main-player may play card:Negotiate", F, NONE, {}, "yes", ffgo("5. Planning"), None),
    ("main-player may play card:Compromise", M, NONE, {}, "yes", sc("Stage 7"), None),
    # diff.attack-vs-deal-wording: FFG: the Negotiate player automatically loses
    ("negotiator must lose encounter", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    # diff.destiny-prune: FFG removes absent colours whatever the player count
    ("player must remove card:Destiny-card", F, NONE, {"players": 4, "unused_colour": True}, "yes", ffgo("Setup"), None),
    # diff.players: the same range in Mayfair
    ("player-count is supported", M, NONE, {}, "yes", sc("Source note"), None),
    # diff.discard-after-play: an FFG artifact is discarded after play
    ("player must discard card:Artifact", F, NONE, {}, "yes", ffga("Artifact Cards"), None),
    # diff.limbo-vs-warp: FFG has no Limbo; lost ships go to the Warp
    ("lost-ship must go-to warp", F, NONE, {}, "yes", ffgo("7. Resolution"), None),
    # diff.moon-allies: FFG has no Moons, so invitations are always open
    ("offense may invite player", F, NONE, {}, "yes", ffgo("4. Alliance"), None),
    # diff.artefact-term: the two words name different things in FFG too
    ("artefact is same-as card:Artifact", F, NONE, {}, "no", ffga("Artifact Cards"), None),
    # diff.deal-fail: FFG allies lose nothing either
    ("ally must lose ship", F, NONE, {"deal_failed": True}, "no", ffgo("6. Reveal"), None),
    # diff.power-choice: a power is still dealt (one each) in Mayfair
    ("player must take alien-power", M, NONE, {}, "yes", sc("Setup"), None),
    # diff.power-usage-meta: an optional Mayfair power is marked by "may" or "can"
    ("optional-power is marked-by may-wording", M, NONE, {}, "yes", sc("Description of Alien Power Cards"), None),
    # diff.timing-conflicts: offense before defense in Mayfair too
    ("offense is before defense", M, NONE, {}, "yes", sc("Timing Conflicts"), None),
    # diff.hand-size: the FFG redraws are 8 cards too
    # (h12, fixed by wy18b: an unconditional must-claim's single number is exact, a hand of 8 cards,
    # FFG Overview Setup 6, so 7 does not fit)
    ("player must draw starting-hand count 7", F, NONE, {}, "no", ffgo("Setup"), None),

    # ================= Policies: our chosen answer =================
    # amb.sc.own-colour-eliminate: expel from a home planet where the offense still has a base
    ("offense may expel foreign-colony", M, NONE, {"drew_own_colour": True, "own_colony_on_planet": True},
     "yes", sc("Regular Destiny Card"), None),
    # amb.sc.empty-planet-count: 1 to 4 tokens on the empty home planet
    ("offense may re-establish home-colony", M, NONE, {"drew_own_colour": True, "empty_home_planet": True},
     "yes", sc("Regular Destiny Card"), None),
    # amb.sc.consolation-random: at random in Mayfair too
    ("compensation is random", M, NONE, {}, "yes", sc("Situation B"), None),
    # amb.ffg.compensation-hand: from the hand of the player who played Attack
    ("compensation is taken-from attack-player", F, NONE, {}, "yes", ffgo("6. Reveal"), None),
    # amb.ffg.compensation-short: take the whole hand
    ("negotiator must take opponent-hand", F, NONE, {"opponent_hand_short": True}, "yes", sc("Situation B"), None),
    # amb.reinforce-vs-deal: in FFG they cannot change an automatic outcome
    ("card:Reinforcement may change automatic-outcome", F, NONE, {}, "no", ffga("Reinforcement Cards"), None),
    # amb.ffg.morph-morph: the sources do not decide Morph against Morph
    ("morph-against-morph is covered-by-sources", F, NONE, {}, "no", ffgo("6. Reveal"), None),
    # amb.ffg.defender-may: the defense may not decline the redraw
    ("defense may decline hand-redraw", F, NONE, {"no_challenge_card": True}, "no",
     ffga("No Encounter Cards in Hand"), None),
    # amb.ffg.destiny-last-card: the last card is shuffled in with the discards
    ("player must shuffle-in last-destiny-card", F, NONE, {"destiny_cards_left": 1}, "yes", ffgo("2. Destiny"), None),
    # amb.ffg.first-player-wild: FFG draws again on a wild or special card
    ("player must redraw card:Destiny-card", F, NONE, {"first_draw_not_colour": True}, "yes", ffgo("Setup"), None),
    # amb.silencer-deal-penalty: a silenced deal is a failed deal
    ("silenced-deal counts count-as failed-deal", M, NONE, {}, "yes", mce("15.4"), None),
    # amb.silencer-self: the Silencer is on its own blocked list
    ("Silencer is listed-as-blocked-by Silencer", M, NONE, {}, "yes", mce("15.4"), None),
    # amb.silencer-unlisted: cards that need a choice are forbidden under the Silencer
    ("player may play choice-card", M, NONE, {"silencer_in_play": True}, "no", mce("15.4"), None),
    ("player may play no-choice-card", M, NONE, {"silencer_in_play": True}, "yes", mce("15.4"), None),
    # amb.insect-silencer: the Insect follows the power it copied
    ("Insect is silenced", M, NONE, {"silencer_in_play": True}, "depends", mce("15.4"),
     ["the Silencer blocks the power the Insect copied"]),
    ("Insect is silenced", M, NONE, {"silencer_in_play": True, "copied_blocked": False}, "no", mce("15.4"), None),
    # amb.external-data: values the sources do not print
    ("external-value is covered-by-sources", M, NONE, {}, "no", mce("14.0"), None),
    # amb.mirror-scope: the Kicker multiplies first
    ("kicker-multiplication is before mirror-reversal", M, NONE, {}, "yes", mce("14.10"), None),
    # amb.chosen-multiple-kickers: only the first Kicker applies
    ("Chosen may apply later-kicker", M, KICKERS, {}, "no", mce("14.2"), None),
    # amb.sanity-which-power: the affected player chooses
    ("player may choose remaining-power", M, NONE, {"sanity_played": True}, "yes", mce("14.20"), None),
    # amb.rings-subtract: no floor at zero
    ("total is floored-at-zero", M, HEXES, {}, "no", mce("9.0"), None),
    # amb.gasgiant-bases: each stack counts toward five
    ("gas-giant-stack counts count-toward victory", M, HEXES, {}, "yes", mce("9.0"), None),
    # amb.spacedust-power: power lost below 3 ships
    ("Space-Dust must lose alien-power", M, HEXES, {"ships_in_system": 2}, "yes", mce("9.0"), None),
    # amb.worldships-scope: only as the offense or the player drawn
    ("Worldships may substitute card:Destiny-card", M, HEXES, {"worldships_involved": False}, "no",
     mce("9.0"), None),
    # amb.limbo-marker: a Comet releases no Limbo section
    ("card:Comet counts count-toward limbo-release", M, WARP, {}, "no", mce("10.0"), None),
    # amb.lucre-income-who: only the player whose turn it is collects
    ("player-whose-turn must receive lucre-income", M, LUCRE, {}, "yes", mce("11.0"), None),
    ("player may receive lucre-income", M, LUCRE, {}, "no", mce("11.0"), None),
    # amb.moon-unoccupied: occupying an empty Moon counts as a successful challenge
    ("moon-occupation counts count-as successful-encounter", M, MOONS, {}, "yes", mce("13.3"), None),
    # amb.moon-intermittent: re-occupation in the same challenge does not retrigger
    ("intermittent is retriggered", M, MOONS, {"same_challenge": True}, "no", mce("13.2"), None),
    # amb.moon-own-challenge: no challenge against a Moon the offense occupies
    ("offense may challenge own-moon-base", M, MOONS, {}, "no", mce("13.3"), None),
    # amb.timing-no-defense: no defense yet -> non-main players, then the offense
    ("non-main-player is before offense", M, NONE, {"defense_exists": False}, "yes", sc("Timing Conflicts"), None),
    # amb.reverse-cone-base: defensive allies get a base on the challenged planet
    ("defensive-ally may acquire colony", M, NONE, {"reverse_cone": True, "defense_wins": True}, "yes",
     sc("Reverse Cone"), None),
    # amb.ally-existing-base: ships joining an existing base make no new colony
    ("joined-ships counts count-as new-colony", F, NONE, {}, "no", ffgo("7. Resolution"), None),
    # amb.ffg-colony-marker: no move when the count is unchanged
    ("player may move colony-marker", F, NONE, {"foreign_colonies_changed": False}, "no",
     ffga("The Colony Track"), None),
    # amb.colourless-self-options: a colourless cone naming the offense is its own colour
    ("colourless-self-card counts count-as own-colour-card", M, ("colourless-cones",), {}, "yes", mce("7.1"), None),
    # amb.ffg.redraw-once-fails: with the Overview's reading the turn ends instead
    ("offense must end turn", F, OVERVIEW_REDRAW, {"no_challenge_card": True}, "yes",
     ffgo("Starting the Turn"), None),
    # amb.silencer-scope: a conditional list entry is decided by its condition
    ("silencer-conditional-entry is decided-by entry-condition", M, NONE, {}, "yes", mce("15.4"), None),
    # amb.pentaform-life-stage: not defined by the sources
    ("life-stage is covered-by-sources", M, NONE, {}, "no", mce("14.12"), None),
    # amb.phantom-short: with fewer than five ships on bases, turn over all of them
    ("Phantom must make-phantom all-ships", M, NONE, {"ships_on_bases": 3}, "yes", mce("14.13"), None),
    # amb.rings-values: the inner ring values are not in the sources
    ("rings-inner-value is covered-by-sources", M, HEXES, {}, "no", mce("9.0"), None),
    # amb.binary-layout: three planets per star; the power used is declared each challenge
    ("Binary must declare used-power", M, HEXES, {}, "yes", mce("9.0"), None),
    ("Binary may regain star-power", M, HEXES, {}, "depends", mce("9.0"),
     ["that star's system again holds enough bases"]),
    # amb.gg-sd-lucre: Moons in its own system still add Lucre
    ("moon counts count-toward lucre-income", M, LUCRE, {"moon_in_own_system": True}, "yes", mce("11.0"), None),
    # amb.spacedust-taken: a Space Dust base disappears when its ship leaves
    ("space-dust-base is lost", M, HEXES, {"ship_moved": True}, "yes", mce("9.0"), None),
    # amb.rosette-evacuate-timing: evacuation only before the reveal
    ("Rosette may evacuate ship", M, HEXES, {"cards_revealed": False}, "yes", mce("9.0"), None),
    # amb.limbo-order: seating order by default
    ("limbo-order is follows-seating", M, WARP, {}, "yes", mce("10.0"), None),
    # amb.lucre-phase-numbers: Lucre phase n is Stage n
    ("lucre-phase is numbered-as-stage", M, LUCRE, {}, "yes", mce("11.0"), None),
    # amb.lucre-phase8-vs-reinforce: Lucre additions come before Reinforcements
    ("lucre-addition is before card:Reinforcement", M, LUCRE, {}, "yes", sc("Reinforcement Cards"), None),
    # amb.moon-continuing-transfer: stays with the Moon unless its text says it passes on
    ("continuing is transferred", M, MOONS, {"moon_text_transfers": False}, "no", mce("13.2"), None),
    # amb.moon-secret-knowledge: the new occupant may reveal a Secret Moon
    ("new-occupant may reveal secret-moon", M, MOONS, {}, "yes", mce("13.4"), None),
    # amb.ffg.compensation-allies: allies' ships are not counted for compensation
    ("ally-ship counts count-toward compensation", F, NONE, {}, "no", ffgo("6. Reveal"), None),
    # amb.sc-comets-optional: Instructional cards only with the colourless-cones option
    ("destiny-deck is includes card:Instructional-destiny", M, NONE, {}, "no", mce("7.0"), None),
]


@pytest.mark.parametrize("frame, edition, options, context, verdict, section, conditions", ROWS)
def test_claim_row(frame, edition, options, context, verdict, section, conditions):
    d = RULES.decide(frame, edition, options=options, context=context)
    assert d.verdict == verdict, (frame, edition, d.verdict, d.sections, d.conditions)
    if section is not None:
        assert section in d.sections, (frame, edition, d.sections)
    for text in conditions or ():
        assert text in d.conditions, (frame, d.conditions)


def test_enough_rows():
    assert len(ROWS) >= 80


@pytest.mark.parametrize("frame, options, mayfair, ffg", [
    # values the editions differ on (Simply Cosmic Setup 7; FFG Overview Setup 6 / Phases)
    ("player must draw starting-hand", (), 7, 8),
    ("hand-redraw is of-size", (), 7, 8),
    ("encounter is made-of encounter-phase", (), 10, 7),
])
def test_edition_values(frame, options, mayfair, ffg):
    assert RULES.decide(frame, M, options=options).value == mayfair
    assert RULES.decide(frame, F, options=options).value == ffg


@pytest.mark.parametrize("frame, edition, context, value", [
    # FFG Overview 3. Launch: 1 to 4 ships; 4. Alliance: an ally commits 1 to 4
    ("offense may launch ship", F, {}, (1, 4)),
    ("offensive-ally may commit ship", F, {}, (1, 4)),
    # FFG Overview Setup 5: at least 10 Flares with fewer than five players
    ("cosmic-deck must hold card:Flare", F, {"players": 4}, ("at least", 10)),
    # FFG Overview 6. Reveal: a failed deal costs 3 ships; the deal has one minute
    ("main-player must lose ship", F, {"deal_failed": True}, 3),
    ("deal is time-limited", F, {}, 60),
    # policy amb.sc.own-colour-redraw: the own-colour redraw has no limit
    ("offense may redraw card:Destiny-card", M, {"drew_own_colour": True}, "none"),
])
def test_values(frame, edition, context, value):
    assert RULES.decide(frame, edition, context=context).value == value


@pytest.mark.parametrize("frame, verdict", [
    # FFG Overview 3. Launch: four ships fit, five do not
    ("offense may launch ship count 4", "yes"),
    ("offense may launch ship count 5", "no"),
])
def test_counts(frame, verdict):
    assert RULES.decide(frame, F).verdict == verdict


def test_every_conflict_has_claims_for_both_editions():
    """Each conflict's sides are claims keyed by edition: none of the 41 is one-sided."""
    doc = parse_file(Path(__file__).resolve().parent.parent / "rulesdata" / "conflicts.rules")
    for block in doc.blocks:
        claims = [c.values for c in block.clauses if c.key == "claim"]
        assert claims, block.id
        editions = {str(v[i + 1]) for v in claims for i, w in enumerate(v[:-1]) if w == "edition"}
        assert {"mayfair", "ffg"} <= editions, (block.id, editions)


def test_hand_limit_ffg_claim_is_the_forced_discard_the_ffg_rules_state():
    """FFG Additional Rules, No Encounter Cards in Hand: an offense holding no encounter card in
    the Start Turn Phase discards its hand (and draws anew). That forced discard is the FFG side
    of diff.hand-limit; the FFG documents say nothing of discarding at will."""
    doc = parse_file(Path(__file__).resolve().parent.parent / "rulesdata" / "conflicts.rules")
    block = next(b for b in doc.blocks if b.id == "diff.hand-limit")
    ffg = [[str(x) for x in c.values] for c in block.clauses
           if c.key == "claim" and "ffg" in [str(x) for x in c.values]]
    assert ffg and all("ffga" in v or "ffgo" in v for v in ffg), ffg
    assert any(v[:4] == ["offense", "must", "discard", "hand"] for v in ffg), ffg


def test_a_rule_restating_the_deciding_claim_is_cited_too():
    """The Game Turn and 7. Resolution both say a won first encounter gives a second one: both
    sections back the answer, whichever rule ranks first."""
    d = RULES.decide("offense may start second-challenge", F, context={"first_won": True, "no_challenge_card": False})
    sections = set(d.sections) | {s for c in d.restated for s in c.sections}
    assert d.verdict == "yes" and {ffgo("The Game Turn"), ffgo("7. Resolution")} <= sections
