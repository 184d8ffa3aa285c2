"""Claims of the powers and of More Cosmic Encounter 14.x / 15.x, decided by RuleGraph.decide.

Each row was written from the seed text before the code ran: the comment names the
section that decides it. Rows are (frame, edition, options, context, verdict, section);
a section is (source id, section) as in ``Decision.sections``, or None for `undecided`.
FFG power text (powers.md, from the alien sheets) is cited as ffga "Alien Sheets", the
FFG section that says the sheet carries the power; Mayfair card facts that no seed states
outright are cited as Simply Cosmic "Description of Alien Power Cards".
"""
from __future__ import annotations

import pytest
from claim_rows import HEXES, KICKERS, MOONS, F, M

from resolver.graph.load import load_rules

RULES = load_rules()
if not hasattr(RULES, "decide"):
    pytest.skip("RuleGraph.decide is not on this tree yet (issue 12)", allow_module_level=True)

SHEETS = ("ffga", "Alien Sheets")
CARDS_SC = ("sc", "Description of Alien Power Cards")


def mce(sec: str) -> tuple[str, str]:
    return ("mce", sec)


ROWS = [
    # --- 14.1 Cavalry: no Kicker of its own while using the power; the main player's Kicker counts
    ("Cavalry may play card:Kicker", M, KICKERS, {"using_power": True}, "no", mce("14.1")),
    ("Cavalry is affected-by card:Kicker", M, KICKERS, {}, "yes", mce("14.1")),
    # 14.1: with the Cavalry flare a Kicker multiplies every Attack card of its player's allies
    ("card:Attack is affected-by card:Kicker", M, KICKERS, {"cavalry_flare": True}, "yes", mce("14.1")),
    # --- 14.2 Chosen: first Kicker drawn applies; Super flare keeps Reinforcements
    ("Chosen is affected-by card:Kicker", M, KICKERS, {"kicker_drawn_first": True}, "yes", mce("14.2")),
    ("Chosen may keep card:Reinforcement", M, (), {"super_flare": True}, "yes", mce("14.2")),
    # --- 14.3 Chronos: opponent's Kicker set aside with its card; Wild flare may aim at a Moon
    ("Chronos must set-aside card:Kicker", M, KICKERS, {"time_journey": True}, "yes", mce("14.3")),
    ("Chronos may challenge term:moon", M, MOONS, {"wild_flare": True}, "yes", mce("14.3")),
    # 14.3: the Wild flare "does not force" a challenge against a planet -> need not
    ("Chronos must challenge term:planet", M, MOONS, {"wild_flare": True}, "no", mce("14.3")),
    # --- 14.4 Clone may not keep the Kickers it plays (the question of issue 12)
    ("Clone may keep card:Kicker", M, KICKERS, {}, "no", mce("14.4")),
    # FFG Clone sheet: its own encounter card goes back to its hand
    ("Clone may keep card:Challenge-card", F, (), {}, "yes", SHEETS),
    # --- 14.5 Deuce: Kicker on the main card only; it must say which card is main
    ("Deuce is affected-by card:Kicker", M, KICKERS, {"deuce_card": "main"}, "yes", mce("14.5")),
    ("Deuce is affected-by card:Kicker", M, KICKERS, {"deuce_card": "additional"}, "no", mce("14.5")),
    ("Deuce must declare card:Challenge-card", M, KICKERS, {}, "yes", mce("14.5")),
    # --- 14.6 Filch may not take the opponent's Kickers (it takes the challenge card)
    ("Filch may take card:Kicker", M, KICKERS, {}, "no", mce("14.6")),
    ("Filch may take card:Challenge-card", M, (), {}, "yes", mce("14.6")),
    # --- 14.7 Gambler hides its Kicker and may lie; Wild flare measures after Kickers
    ("Gambler may keep-secret card:Kicker", M, KICKERS, {}, "yes", mce("14.7")),
    ("Gambler may lie-about card:Kicker", M, KICKERS, {}, "yes", mce("14.7")),
    ("card:Gambler-flare is after card:Kicker", M, KICKERS, {}, "yes", mce("14.7")),
    # --- 14.8 Laser: the victim may play a Kicker first; Wild flare: choose it before allies
    ("opponent may play card:Kicker", M, KICKERS, {"opponent_power": "Laser"}, "yes", mce("14.8")),
    ("opponent must choose card:Kicker", M, KICKERS, {"wild_flare": True}, "yes", mce("14.8")),
    ("Laser must draw card:Challenge-card", M, (), {}, "yes", mce("14.8")),
    # --- 14.9 Loser: Kickers after the revolt, before the cards
    ("main-player may play card:Kicker", M, KICKERS, {"revolt_declared": True}, "yes", mce("14.9")),
    # --- 14.10 Mirror reverses after the Kicker multiplied
    ("Mirror is after card:Kicker", M, KICKERS, {}, "yes", mce("14.10")),
    ("Mirror may reverse digits", M, (), {}, "yes", mce("14.10")),
    # --- 14.11 Oracle may not see the Kicker (it sees the challenge card)
    ("Oracle may see card:Kicker", M, KICKERS, {}, "no", mce("14.11")),
    ("Oracle may see card:Challenge-card", M, (), {}, "yes", mce("14.11")),
    # --- 14.12 Pentaform: Moon bases do not count, Moon Base Omega does
    ("term:moon counts count-toward Pentaform", M, MOONS, {"moon_base_omega": False}, "no", mce("14.12")),
    # 14.12: a Moon not named: whether it is Moon Base Omega, the one exception, decides
    ("term:moon counts count-toward Pentaform", M, MOONS, {}, "depends", mce("14.12")),
    ("base counts count-toward life-stage", M, MOONS, {}, "depends", mce("14.12")),
    ("base counts count-toward life-stage", M, MOONS, {"moon_base_omega": False}, "no", mce("14.12")),
    ("moon:Moon-Base-Omega counts count-toward Pentaform", M, MOONS, {}, "yes", mce("14.12")),
    # --- 14.13 Phantom: five phantoms on receiving it; none used or made once lost; convert always
    ("Phantom must turn-over token", M, (), {"gains_power": True}, "yes", mce("14.13")),
    ("Phantom may use phantom-ship", M, (), {"lost_power": True}, "no", mce("14.13")),
    ("Phantom may create phantom-ship", M, (), {"lost_power": True}, "no", mce("14.13")),
    ("Phantom may convert phantom-ship", M, (), {"lost_power": True}, "yes", mce("14.13")),
    # --- 14.14 Seeker may ask about the Miser's hand and the Schizoid's conditions
    ("Seeker may ask-about hoard", M, (), {}, "yes", mce("14.14")),
    ("Seeker may ask-about victory-conditions", M, (), {}, "yes", mce("14.14")),
    # --- 14.15 Sorcerer swaps challenge cards; Kickers stay put
    ("Sorcerer may trade card:Kicker", M, KICKERS, {}, "no", mce("14.15")),
    ("Sorcerer may trade card:Challenge-card", M, (), {}, "yes", mce("14.15")),
    # --- 14.16 Visionary: no power over Kickers; names the card after Kickers are decided
    ("Visionary may name card:Kicker", M, KICKERS, {}, "no", mce("14.16")),
    ("Visionary is after card:Kicker", M, KICKERS, {}, "yes", mce("14.16")),
    # --- 14.17 Worm may not aim the cone at a Moon
    ("Worm may point-cone-at term:moon", M, MOONS, {}, "no", mce("14.17")),
    # --- 14.18 Keeper keeps Kickers and Reinforcements too
    ("card:Keeper may keep card:Kicker", M, KICKERS, {}, "yes", mce("14.18")),
    ("card:Keeper may keep card:Reinforcement", M, KICKERS, {}, "yes", mce("14.18")),
    # --- 14.19 Plague also discards one Kicker and one Reinforcement
    ("card:Plague must discard card:Kicker", M, KICKERS, {}, "yes", mce("14.19")),
    ("card:Plague must discard card:Reinforcement", M, KICKERS, {}, "yes", mce("14.19")),
    # --- 14.20 Sanity cancels Moons; one power per player
    ("card:Sanity must cancel term:moon", M, MOONS, {}, "yes", mce("14.20")),
    ("player may use term:alien-power", M, (), {"sanity_in_play": True}, "yes", mce("14.20")),
    # --- 14.21 / 14.22 flares reach Moons; 14.23 Worldships' Comets (inverted hexes and Comets)
    ("card:Vampire-flare may trade token", M, MOONS, {"wild_flare": True}, "yes", mce("14.21")),
    ("card:Void-flare may remove term:moon", M, MOONS, {}, "yes", mce("14.22")),
    ("hex:Worldships may use card:Comet", M, HEXES + ("comets",), {}, "yes", mce("14.23")),
    # --- 15.0 descriptions are broad on purpose
    ("power is broad", M, (), {}, "yes", mce("15.0")),
    # --- 15.1 artefacts: the ten powers; nothing else; no mid-game gain but Changeling/Pentaform
    ("Hurtz is with-artefacts", M, (), {}, "yes", mce("15.1")),
    ("Queue is with-artefacts", M, (), {}, "yes", mce("15.1")),
    ("Terrorist is with-artefacts", M, (), {}, "yes", mce("15.1")),
    ("Witch is with-artefacts", M, (), {}, "yes", mce("15.1")),
    ("Clone is with-artefacts", M, (), {}, "no", mce("15.1")),
    ("player may acquire power-with-artefacts", M, (), {"midgame": True}, "no", mce("15.1")),
    ("Changeling may acquire power-with-artefacts", M, (), {"midgame": True}, "yes", mce("15.1")),
    ("Pentaform may acquire power-with-artefacts", M, (), {"midgame": True}, "yes", mce("15.1")),
    ("Reincarnator must discard power-with-artefacts", M, (), {}, "yes", mce("15.1")),
    ("player may acquire term:artefact", M, (), {"midgame": True}, "no", mce("15.1")),
    # 15.1: one drawn during the game (the Reincarnator's draw) is discarded, not kept
    ("player may keep Schizoid", M, (), {"midgame": True}, "no", mce("15.1")),
    ("player happens keep Miser", M, (), {"midgame": True}, "no", mce("15.1")),
    ("Mutant may take Symbiote", M, (), {"midgame": True}, "no", mce("15.1")),
    # --- 7.1: a colourless cone fitting several players is a wild card: no Dictator; the
    # Assassin may pick its victim among every player the card fits
    ("Dictator may point-cone-at", M, ("colourless-cones",), {"several_players_fit": True}, "no", mce("7.1")),
    ("Dictator may point-cone-at", M, ("colourless-cones",), {"one_matching": True}, "yes", mce("7.1")),
    ("Assassin may choose", M, ("colourless-cones",), {"several_players_fit": True}, "yes", mce("7.1")),
    # --- 9.0 Worldships: its separate destiny hand is safe from consolation and discards
    ("player may take card", M, HEXES, {"from_worldships_hand": True}, "no", mce("9.0")),
    ("player may draw", M, HEXES, {"from_worldships_hand": True}, "no", mce("9.0")),
    # --- 14.19 Plague: its victim also loses one Kicker and one Reinforcement
    ("player happens lose card:Kicker", M, KICKERS, {"plague_victim": True}, "yes", mce("14.19")),
    # --- 14.13 Phantom: once the power is lost, no new phantom ships are made
    ("player may create phantom-ship", M, (), {"power_lost": True}, "no", mce("14.13")),
    # --- 15.2: inside the system the Dictator chose the Will may attack any colour
    ("Will may attack colour", M, (), {"dictator_in_play": True}, "yes", mce("15.2")),
    # --- 15.3: the defense may declare the revolt when the offense declined to
    ("defense may declare revolt", M, (), {"offense_declined_revolt": True}, "yes", mce("15.3")),
    # --- 14.5 Deuce: a Kicker multiplies only its main card, not both
    ("card:Kicker happens multiply", M, KICKERS, {"deuce_two_cards": True}, "no", mce("14.5")),
    ("card:Kicker happens multiply card count 2", M, KICKERS, {"deuce_two_cards": True}, "no", mce("14.5")),
    # --- 14.15 Sorcerer: the Kickers do not move with the swapped challenge cards
    ("card:Kicker happens move-with card:Challenge-card", M, KICKERS, {"sorcerer_swap": True}, "no", mce("14.15")),
    # --- 14.8 Laser: the Laser's opponent may play a Kicker before the Laser draws its card
    ("main-player may play card:Kicker", M, KICKERS, {"laser_opponent": True}, "yes", mce("14.8")),
    # --- 14.9 Loser: players may play Kickers after the revolt is declared
    ("main-player may play card:Kicker", M, KICKERS, {"revolt_declared": True}, "yes", mce("14.9")),
    # --- 14.2 Chosen: the first Kicker drawn applies to the card it takes
    ("card:Kicker happens apply", M, KICKERS, {"kicker_drawn_first": True, "several_kickers": False}, "yes", mce("14.2")),
    # --- 14.7 Gambler: its Kicker may stay secret with its card
    ("Gambler may keep-secret card:Kicker", M, KICKERS, {}, "yes", mce("14.7")),
    ("term:artefact is transferred-with power-with-artefacts", M, (), {}, "yes", mce("15.1")),
    ("Changeling must receive term:artefact", M, (), {}, "yes", mce("15.1")),
    # --- 15.2 Assassin / Dictator / Will
    ("Assassin must kill token", M, (), {}, "yes", mce("15.2")),
    ("Dictator may point-cone-at term:home-system", M, (), {}, "yes", mce("15.2")),
    ("Will may challenge colour", M, (), {}, "yes", mce("15.2")),
    ("Will is subordinate-to Dictator", M, (), {}, "yes", mce("15.2")),
    # 15.2: "the Dictator points the cone at the system of its choice, regardless of ... the Will" -- it
    # overrides the Will's choice of system outright (the Will keeps its colour, the claim's part); this was
    # a `depends` on a words-only condition before (cr21), which the seed sentence does not make conditional
    ("Dictator is overriding Will", M, (), {}, "yes", mce("15.2")),
    ("Dictator is subordinate-to Assassin", M, (), {}, "no", mce("15.2")),
    ("Will is subordinate-to Assassin", M, (), {}, "no", mce("15.2")),
    ("Will may attack colour", M, (), {"dictator_in_play": True}, "yes", mce("15.2")),
    ("Dictator is after Assassin", M, (), {}, "yes", mce("15.2")),
    ("Will is after Dictator", M, (), {}, "yes", mce("15.2")),
    # --- 15.3 Loser and Insect: no counter to a revolt; the offense goes first
    ("Insect may counter revolt", M, (), {"copied": "Loser"}, "no", mce("15.3")),
    ("defense may counter revolt", M, (), {"revolt_by": "offense"}, "no", mce("15.3")),
    ("offense may counter revolt", M, (), {"revolt_by": "defense"}, "no", mce("15.3")),
    ("offense may declare revolt", M, (), {"has_loser": True}, "yes", mce("15.3")),
    ("defense may declare revolt", M, (), {"has_loser": True, "offense_declined_revolt": True},
     "yes", mce("15.3")),
    # 15.3 calls the revolt order "an example of the timing rules of the turn": asked without
    # the revolt, the general timing rule (the offense acts before the defense) decides
    ("offense is before defense", M, (), {}, "yes", ("sc", "Timing Conflicts")),
    # --- 15.4 the Silencer's principle
    ("silenced-player may make-deal", M, (), {}, "no", mce("15.4")),
    ("term:deal is failed", M, (), {"silencer_in_play": True}, "yes", mce("15.4")),
    ("silenced-player may play card", M, (), {"needs_choice": False}, "yes", mce("15.4")),
    ("silenced-player may play card", M, (), {"needs_choice": True}, "no", mce("15.4")),
    ("silenced-player may play card:Plague", M, (), {}, "no", mce("15.4")),
    ("silenced-player may use power", M, (), {"needs_choice": True}, "no", mce("15.4")),
    # 15.4 lists, sampled through the power blocks of the powers known only by name
    ("Aura is blocked-by Silencer", M, (), {}, "yes", mce("15.4")),        # blocked #2
    ("Wrack is blocked-by Silencer", M, (), {}, "yes", mce("15.4")),       # blocked #47
    ("Pirate is blocked-by Silencer", M, (), {}, "yes", mce("15.4")),      # blocked #31
    ("Aristocrat is blocked-by Silencer", M, (), {}, "no", mce("15.4")),   # not blocked #4
    ("Wraith is blocked-by Silencer", M, (), {}, "no", mce("15.4")),       # not blocked #60
    ("Spiff is blocked-by Silencer", M, (), {}, "no", mce("15.4")),        # not blocked #47
    ("Grudge is blocked-by Silencer", M, (), {"choices": "yes"}, "yes", mce("15.4")),
    ("Grudge is blocked-by Silencer", M, (), {"choices": "no"}, "no", mce("15.4")),
    ("Berserker is blocked-by Silencer", M, (), {"part": "challenge-part"}, "yes", mce("15.4")),
    ("Berserker is blocked-by Silencer", M, (), {"part": "card-value-part"}, "no", mce("15.4")),
    ("Queue is blocked-by Silencer", M, (), {"part": "timing-part"}, "yes", mce("15.4")),
    ("Queue is blocked-by Silencer", M, (), {"part": "order-part"}, "no", mce("15.4")),
    # 15.4 lists through the inference rules (a blocked power may not be used while the
    # Silencer is in play; a power not blocked may): sampled from both lists
    ("Dictator may use Dictator", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #9
    ("Chronos may use Chronos", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #5
    ("Loser may use Loser", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #20
    ("Mirror may use Mirror", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #24
    ("Seeker may use Seeker", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #36
    ("Visionary may use Visionary", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #44
    ("Force may use Force", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #13
    ("Phantom may use Phantom", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #29
    ("Silencer may use Silencer", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #38
    ("Judge may use Judge", M, (), {"in_play": "Silencer"}, "no", mce("15.4")),  # blocked #18
    ("Clone may use Clone", M, (), {"in_play": "Silencer"}, "yes", mce("15.4")),  # not blocked #15
    ("Oracle may use Oracle", M, (), {"in_play": "Silencer"}, "yes", mce("15.4")),  # not blocked #38
    ("Sorcerer may use Sorcerer", M, (), {"in_play": "Silencer"}, "yes", mce("15.4")),  # not blocked #46
    ("Assassin may use Assassin", M, (), {"in_play": "Silencer"}, "yes", mce("15.4")),  # not blocked #5
    ("Zombie may use Zombie", M, (), {"in_play": "Silencer"}, "yes", mce("15.4")),  # not blocked #61
    ("Amoeba may use Amoeba", M, (), {"in_play": "Silencer"}, "yes", mce("15.4")),  # not blocked #1
    ("Laser may use Laser", M, (), {"in_play": "Silencer"}, "yes", mce("15.4")),  # not blocked #33
    ("Virus may use Virus", M, (), {"in_play": "Silencer"}, "yes", mce("15.4")),  # not blocked #53
    ("Will may use Will", M, (), {"in_play": "Silencer", "target_colours": 2}, "no", mce("15.4")),
    ("Will may use Will", M, (), {"in_play": "Silencer", "target_colours": 1}, "yes", mce("15.4")),
    ("Grudge may use Grudge", M, (), {"in_play": "Silencer", "choices": "yes"}, "no", mce("15.4")),
    ("Mutant may use Mutant", M, (), {"in_play": "Silencer", "part": "by other players"}, "no",
     mce("15.4")),
    ("Mutant may use Mutant", M, (), {"in_play": "Silencer", "part": "from the deck"}, "yes",
     mce("15.4")),
    ("Silencer is blocking Dictator", M, (), {}, "yes", mce("15.4")),
    ("Silencer is blocking Clone", M, (), {}, "no", mce("15.4")),
    # 15.2 through the relations: the Dictator and the Will leave the Assassin's kill alone
    ("Dictator is affecting Assassin", M, (), {}, "no", mce("15.2")),
    ("Will is affecting Assassin", M, (), {}, "no", mce("15.2")),
    ("Assassin is affecting Will", M, (), {}, "no", mce("15.2")),
    ("Assassin is before Dictator", M, (), {}, "yes", mce("15.2")),
    ("Dictator is before Assassin", M, (), {}, "no", mce("15.2")),
    # 15.3 through the relations: an Insect copying the Loser does not stop the revolt
    ("Insect is blocking Loser", M, (), {}, "no", mce("15.3")),
    # 15.1 through the relations: no artefact power mid-game but by Changeling or Pentaform
    ("player may acquire Hurtz", M, (), {"midgame": True}, "no", mce("15.1")),
    ("Changeling may acquire Witch", M, (), {"midgame": True}, "yes", mce("15.1")),
    ("Pentaform may acquire Miser", M, (), {"midgame": True}, "yes", mce("15.1")),
    ("Reincarnator is replacing Schizoid", M, (), {"midgame": True}, "yes", mce("15.1")),
    ("Reincarnator may acquire Schizoid", M, (), {"midgame": True}, "no", mce("15.1")),
    ("term:artefact is transferred-with Terrorist", M, (), {"in_play": "Changeling"}, "yes",
     mce("15.1")),
    # --- 15.5 abuse: Schizoid needs 3 external bases; Force, Judge, Witch kept open
    ("Schizoid must include term:foreign-colony", M, (), {}, "yes", mce("15.5")),
    ("Force is open-to-abuse", M, (), {}, "yes", mce("15.5")),
    ("Judge is open-to-abuse", M, (), {}, "yes", mce("15.5")),
    ("Witch is open-to-abuse", M, (), {}, "yes", mce("15.5")),
    ("Clone is open-to-abuse", M, (), {}, "no", mce("15.5")),
    ("Judge is limited", M, (), {}, "no", mce("15.5")),
    ("player may agree-limits power", M, (), {}, "yes", mce("15.5")),
    # --- powers, FFG sheet text (powers.md) and Mayfair facts
    ("Amoeba may commit token", F, (), {"in_encounter": True}, "yes", SHEETS),
    ("Anti-Matter must subtract token", F, (), {"both_attack": True}, "yes", SHEETS),
    ("Macron may commit token", F, (), {}, "yes", SHEETS),
    # FFG Macron sheet: one ship only, against the rulebook's one to four
    ("Macron may launch token count 2", F, (), {}, "no", SHEETS),
    ("Macron may launch token count 1", F, (), {}, "yes", SHEETS),
    # FFG Amoeba sheet: the four-ship cap does not apply
    ("Amoeba may commit token count 6", F, (), {"in_encounter": True}, "yes", SHEETS),
    ("Oracle may see card:Challenge-card", F, (), {}, "yes", SHEETS),
    ("Sorcerer may trade card:Challenge-card", F, (), {}, "yes", SHEETS),
    ("Void must remove token", F, (), {}, "yes", SHEETS),
    ("Zombie must return token", F, (), {}, "yes", SHEETS),
    ("Symbiote is affected-by card:Cosmic-Zap", F, (), {}, "no", SHEETS),
    ("Worm may point-cone-at term:planet", F, (), {}, "yes", SHEETS),
    ("Witch must curse player", F, (), {"side_lost": True}, "yes", SHEETS),
    ("Will may choose player", F, (), {}, "yes", SHEETS),
    ("Dictator must choose card:Destiny-card", F, (), {"is_offense": False}, "yes", SHEETS),
    ("Loser may declare revolt", F, (), {}, "yes", SHEETS),
    ("Loser may declare revolt", M, (), {}, "yes", mce("14.9")),
    # Simply Cosmic Situation B: Zombie gets consolation per Zombie token in the challenge
    ("Zombie may take card", M, (), {}, "yes", ("sc", "Situation B")),
    # 9.0 (inverted hexes): Filth has no effect on the Gas Giant
    ("Filth is affecting hex:Gas-Giant", M, HEXES, {}, "no", mce("9.0")),
    # Mayfair Worm (powers.md [WK-WORM]) swings the cone to any planet of the defense's system
    ("Worm may point-cone-at term:planet", M, (), {}, "yes", CARDS_SC),
    # the editions' Lasers differ: FFG sets aside random cards of the opponent's hand (sheet),
    # Mayfair draws at random the challenge card the opponent must play (14.8)
    ("Laser must set-aside card", F, (), {}, "yes", SHEETS),
    ("Laser must set-aside card", M, (), {}, "undecided", None),
    # the editions' Insects differ: Mayfair copies a power (15.3), FFG takes a flare's alien
    ("Insect may copy power", M, (), {}, "yes", mce("15.3")),
    ("Insect may use power", F, (), {}, "yes", SHEETS),
    ("Insect may copy power", F, (), {}, "undecided", None),
    # the Assassin exists only in Mayfair: no FFG claim covers it
    ("Assassin must kill token", F, (), {}, "undecided", None),
    # without the Kickers option the Kicker rulings do not hold
    ("Clone may keep card:Kicker", M, (), {}, "undecided", None),
]

# (frame, edition, options, context, condition texts that must all be named)
DEPENDS = [
    # 14.1: only while the Cavalry uses its power
    ("Cavalry may play card:Kicker", M, KICKERS, {}, ["it is using its power"]),
    # 14.3: only under the Wild flare
    ("Chronos may challenge term:moon", M, MOONS, {}, ["the Wild Chronos flare is played"]),
    # 15.4: plain cards yes, cards needing a choice no
    ("silenced-player may play card", M, (), {},
     ["playing it needs no choice or target", "using it needs a choice or a target"]),
    # 15.4 lists: Grudge if it chooses / if only one
    ("Grudge is blocked-by Silencer", M, (), {},
     ["it has a choice to make", "it has only one option"]),
    # 15.4: Anomaly partially blocked and partially not
    ("Anomaly is blocked-by Silencer", M, (), {}, ["only part of its power"]),
    # 15.4: Berserker, Challenge part blocked, card value not
    ("Berserker is blocked-by Silencer", M, (), {}, ["its Challenge part", "its card-value part"]),
    # 15.4: the Will is blocked only when the target base holds more than one colour
    ("Will may use Will", M, (), {"in_play": "Silencer"},
     ["the target base holds more than one colour", "the target base holds only one colour"]),
    # 15.4: the Insect, depending on the power it copies
    ("Insect may use Insect", M, (), {"in_play": "Silencer"}, ["the power the Insect copies"]),
    # 15.3: the Loser's revolt comes first when the Loser is the offense
    ("Loser is before Insect", M, (), {},
     ["the Loser is the offense and the Insect copying it the defense"]),
    # 14.0: the section lists which base powers and cards change
    ("power is changed-by option:kickers", M, KICKERS, {}, ["the power or card is one that 14.1-14.23 names"]),
    # 15.5: only some powers were limited (the Schizoid, for one)
    ("power is limited", M, (), {}, ["the power is one Mayfair limited"]),
    # 14.5: which Deuce card
    ("Deuce is affected-by card:Kicker", M, KICKERS, {},
     ["the card is the one it declared as main", "the card is its additional card"]),
]

# (frame, edition, options, context, value): counts and limits the text gives
VALUES = [
    ("Phantom must turn-over token", M, (), {"gains_power": True}, 5),          # 14.13: five ships
    ("card:Plague must discard card:Kicker", M, KICKERS, {}, 1),                      # 14.19: one Kicker
    ("Schizoid must include term:foreign-colony", M, (), {}, 3),                # 15.5: at least three
    ("player may use term:alien-power", M, (), {"sanity_in_play": True}, 1),    # 14.20: only one
    ("Macron may commit token", F, (), {}, 1),                                  # FFG sheet: one ship
    ("Mutant may draw card", F, (), {}, 8),                                     # FFG sheet: up to 8
    ("Chosen may draw card", F, (), {}, 3),                                     # FFG sheet: three cards
    ("Macron counts count-toward total", F, (), {}, 4),                         # FFG sheet: each ship is 4
    ("Pentaform must draw card:Flare", F, (), {}, 5),                           # FFG sheet: five stages
    ("Force must receive term:reward", F, (), {"helped_won": True}, 3),         # FFG sheet: 3 rewards
    ("Phantom must add total", F, (), {}, 2),                                   # FFG sheet: +2 a ship
    ("Warrior must add token", F, (), {}, (1, 2)),                              # FFG sheet: 1 or 2
]


def _ids(rows: list) -> list[str]:
    return [f"{r[0]}|{r[1]}|{','.join(f'{k}={v}' for k, v in r[3].items())}" for r in rows]


@pytest.mark.parametrize("frame,edition,options,context,verdict,section", ROWS, ids=_ids(ROWS))
def test_decides(frame: str, edition: str, options: tuple, context: dict,
                 verdict: str, section: tuple | None) -> None:
    d = RULES.decide(frame, edition, options=options, context=context)
    assert d.verdict == verdict, (d.verdict, d.conditions, d.sections)
    if section is not None:
        assert tuple(section) in [tuple(s) for s in d.sections], d.sections


@pytest.mark.parametrize("frame,edition,options,context,conditions", DEPENDS, ids=_ids(DEPENDS))
def test_depends(frame: str, edition: str, options: tuple, context: dict,
                 conditions: list[str]) -> None:
    d = RULES.decide(frame, edition, options=options, context=context)
    assert d.verdict == "depends", (d.verdict, d.sections)
    named = " | ".join(d.conditions)
    for text in conditions:
        assert text in named, (text, d.conditions)


def _number(value: object) -> object:
    """A count may come back as a number, a (low, high) range of one number, or ("at least", minimum)."""
    if isinstance(value, (tuple, list)) and len(value) == 2 and value[0] == "at least":
        return value[1]
    if isinstance(value, (tuple, list)) and len(value) == 2 and value[1] in (value[0], None):
        return value[0]
    return value


@pytest.mark.parametrize("frame,edition,options,context,value", VALUES, ids=_ids(VALUES))
def test_values(frame: str, edition: str, options: tuple, context: dict, value: object) -> None:
    d = RULES.decide(frame, edition, options=options, context=context)
    assert d.verdict == "yes", (d.verdict, d.conditions)
    assert _number(d.value) == value, d.value


def test_power_ruling_beats_the_rulebook() -> None:
    """14.2: with the Super Chosen flare, the Chosen keeps the Reinforcements it draws; the
    rulebook's "Reinforcements are discarded after the challenge" (any player) is beaten."""
    d = RULES.decide("Chosen must discard card:Reinforcement", M, options=(),
                     context={"super_flare": True})
    assert d.verdict == "no", (d.verdict, d.sections)
    assert mce("14.2") in [tuple(s) for s in d.sections]
    assert any(c.actor == "player" for c in d.overrides), [c.text() for c in d.overrides]
