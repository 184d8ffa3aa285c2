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
     "`card: attack N` the ally's second card"),
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
     '`move: <colour>` the ally it pulls to the other side (`match:` is refused: not modelled)'),
    ('Mutant',
     '`from: deck` or `from: <colour>` / `[colours]` (drawn at random, by `seed`); needs its hand in `state.hands`'),
    ('Chronos',
     '`use: true`, `replay: {offense: <card>, defense: <card>}` the cards played again after the time journey'),
    ('Parasite',
     '`use: true`: it may then ally with either side without an invitation'),
    ('Pentaform',
     '`stages: [five powers]`, `stage: 1-5` (an artefact; default: drawn at random, stage 1)'),
    ('Phantom',
     '`phantoms: N` ships already on its star (default: the set-up number, 5; taken from its largest home stacks); a player receiving the Phantom mid-game turns 5 ships over at once (14.13)'),
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
