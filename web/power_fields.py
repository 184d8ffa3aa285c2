"""What each modelled power lets a scenario choose (``encounter.powers.<Name>``).

The same table as the "Powers" section of docs/scenarios.md (a test keeps the two equal);
the workbench shows it beside the per-power choice boxes and uses the backquoted
fields as each box's placeholder.
"""
from __future__ import annotations

import re

#: (powers, the fields under ``encounter.powers.<Name>``), as in docs/scenarios.md
POWER_FIELDS: tuple[tuple[str, str], ...] = (
    ('Amoeba',
     '`add: N` ships from its colonies, or `withdraw: N` (after the cards are chosen)'),
    ('Anti-Matter, Macron, Oracle, Pacifist, Silencer, Virus, Zombie',
     'none (mandatory, nothing to choose)'),
    ('Assassin',
     '`kill: <colour>` on a wild destiny card; `from: "<planet>"` where the ship is taken (default: largest stack, home planets last)'),
    ('Cavalry',
     "`card: attack N` or `card: compromise`/`negotiate` the ally's second card (a negotiate earns it compensation for its ships lost when its side loses, after its main player's)"),
    ('Changeling',
     '`action: swap` (powers, artefacts included, with the opponent) or `action: draw`'),
    ('Chosen',
     "`drawn: [3 cards]` (the scenario's deck is unknown), `take: <card>`, `add: true` to add two attacks"),
    ('Clone, Filch, Mirror, Sorcerer',
     '`use: true` / `false`'),
    ('Deuce',
     "`second: <card>` its second card (kept: the compromise's partner, or the lower attack)"),
    ('Dictator',
     '`system: <colour>` the system the cone points at (no effect on a wild card)'),
    ('Gambler',
     "`claim: <card>`, `claim_kicker: xN` (kickers), `challenged: true/false` (the opponent's call)"),
    ('Insect (Mayfair)',
     "`copy: <power of another player>`, plus the copied power's fields"),
    ('Laser (Mayfair)',
     "`drawn: <card>` the card drawn from the opponent's hand (default: at random from a known hand, by `seed`)"),
    ('Loser',
     '`revolt: true/false` (declared after the alliances, before Kickers and cards; the offense first, 15.3)'),
    ('Magnet',
     '`move: <colour>` the ally it pulls to the other side, or `match: <colour>` a player in the encounter who adds ships from (or sends ships back to) its colonies until it has as many there as the Magnet'),
    ('Miser',
     '`hoard: [cards]` its second hand (an artefact; unknown unless listed), `play: <card>` the encounter card a main Miser plays from the hoard instead of its hand (`encounter.cards.<side>` may then be left out)'),
    ('Industrialist',
     "`stack: [attack cards]` on its sheet (an artefact), `sign: add`/`subtract` its stack's total when it reveals an attack, `opponent: win`/`stack` the opponent's call when it loses after revealing an attack"),
    ('Schizoid (Mayfair)',
     '`conditions: {external_bases: N}` the victory conditions it wrote (an artefact; N ≥ 3, 15.5; other conditions are refused); while its power is active they replace the normal win for every player'),
    ('Seeker',
     '`ask: <main player>` (a main Seeker asks its opponent), `about: hand`/`hoard` with `card`, `about: conditions` with `external_bases`, or `about: plans` with `card`; `answer: yes/no` (a false answer to a question of fact is refused; an answer about plans binds the player). Answers show under the expect key `artefacts: {seeker: {answers: […]}}`'),
    ('Void (FFG)',
     "none (mandatory): on its win the losers' ships are removed from the game (down to a floor of `colonies_to_win` ships), no compensation, no Zombie rescue; the Mayfair Void is refused"),
    ('Filth',
     '`settle: {colour: "<planet>"}` where each other ship of its winning offensive side settles instead of the target (default: the defense\'s lowest other planet); sharing a planet, losing as the defense and the Gas Giant (9.0) need no field'),
    ('Sniveler',
     '`whine: ships` / `bases` (Mayfair) / `colonies` (FFG) (`cards` is refused), `answer: retrieve`/`match` (ships) or `grant` with `planet`, `give_up` with `give_up: {colour: "<planet>"}` (bases, colonies)'),
    ('Plant',
     "`graft: <colour>` a player in whose home system it has a colony on a planet (a Moon base does not count, 13.5); it holds that player's power until the encounter ends, and the grafted power reads its decisions from the Plant's fields. A power with artefacts is refused"),
    ('Judge (FFG)',
     '`favours: winner`/`loser`, `cards: N` taken from the other main player, `colony: "<planet>"` (or `true`: the first legal one) — paid at the end if an attack card was revealed; the Mayfair Judge (uncapped, 15.5) is refused'),
    ('Force',
     "`player: offense`/`defense`, `swap: <card>` from its known hand; `rewards: {cards, ships}` (its 3 rewards), `player_reward: card`/`ship` (the main player's 1)"),
    ('Mutant',
     '`from: deck` or `from: <colour>` / `[colours]` (drawn at random, by `seed`); needs its hand in `state.hands`'),
    ('Chronos',
     '`use: true`, `replay: {offense: <card>, defense: <card>}` the cards played again after the time journey'),
    ('Parasite',
     '`use: true`: it may then ally with either side without an invitation'),
    ('Pentaform',
     '`stages: [five powers]`, `stage: 1-5` (an artefact; default: drawn at random, stage 1)'),
    ('Phantom',
     '`phantoms: N` ships already on its star (default: the set-up number, 5; taken from its largest home stacks); a player receiving the Phantom mid-game turns 5 ships over at once (14.13); `turn_back: N` phantoms the offense moves from its star onto the cone at the launch, normal ships again, even after losing the power (14.13)'),
    ('Reincarnator',
     '`draws: [powers]` the aliens drawn in order when its side loses (default: at random from the unused modelled powers); an artefact power drawn is discarded (15.1)'),
    ('Terrorist (Mayfair)',
     '`bombs: ["<planet>", …]` its bomb list (an artefact); a landing on a bombed planet is refused: when a bomb goes off is not in our sources'),
    ('Visionary',
     '`names: <card>` the card the opponent must play if it holds it'),
    ('Warrior',
     '`tokens: N` on its sheet at the start (an artefact)'),
    ('Will',
     '`target: "<planet>"`, `defense: <colour>` (inside the Dictator\'s system if it chose one)'),
    ('Worm',
     '`target: "<planet>"` where it tunnels after the reveal (never a Moon, 14.17)'),
)


def _names(cell: str) -> list[str]:
    return [re.sub(r"\s*\(.*\)$", "", name).strip() for name in cell.split(",")]


def placeholder(power: str) -> str:
    """The fields of one power as a hint (``system: <colour>``), or a general hint."""
    wanted = power.strip().lower()
    for names, fields in POWER_FIELDS:
        if wanted in (n.lower() for n in _names(names)):
            found = re.findall(r"`([^`]+)`", fields)
            return ", ".join(found) if found else "nothing to choose"
    return "its choices, e.g. {use: true}"
