"""A generated set of scenario files for the check benchmark: a few templates, varied numbers.

Each template follows scenarios.md (format 1) and carries the ``expect:`` the
base rules give without powers (ships count one each, the defense wins ties,
an attack beats a compromise), so a correct engine passes them all.
"""
from __future__ import annotations

import random
from pathlib import Path

import yaml

COLOURS = ("tan", "pink", "lavender", "mint", "blue", "red")
ATTACKS = (1, 4, 6, 8, 10, 12, 15, 20)


def _players(rng: random.Random) -> list[dict]:
    return [{"color": c} for c in COLOURS[: rng.randint(3, 4)]]


def _base(rng: random.Random, name: str, edition: str = "mayfair") -> dict:
    players = _players(rng)
    return {"resolver": 1, "name": name, "seed": rng.randint(0, 9999), "edition": edition,
            "players": players}


def attack_vs_attack(rng: random.Random, i: int) -> dict:
    """Two attack cards, allies on either side, maybe a reinforcement: winner and totals."""
    doc = _base(rng, f"attack vs attack #{i}", rng.choice(("mayfair", "ffg")))
    colours = [p["color"] for p in doc["players"]]
    offense, defense, third = colours[0], colours[1], colours[2]
    planet = rng.randint(1, 5)
    launch = rng.randint(1, 4)
    card_o, card_d = rng.choice(ATTACKS), rng.choice(ATTACKS)
    encounter = {"offense": offense, "destiny": defense, "target": f"{defense}:{planet}",
                 "launch": {offense: launch},
                 "cards": {"offense": f"attack {card_o:02d}", "defense": f"attack {card_d:02d}"}}
    ally_o = ally_d = 0
    if rng.random() < 0.5:
        ally_o = rng.randint(1, 4)
        encounter["allies"] = {"offense": {third: ally_o}}
    elif len(colours) > 3 and rng.random() < 0.5:
        ally_d = rng.randint(1, 4)
        encounter["allies"] = {"defense": {colours[3]: ally_d}}
    offense_total = launch + ally_o + card_o
    defense_total = 4 + ally_d + card_d
    doc["encounter"] = encounter
    doc["expect"] = {"winner": "offense" if offense_total > defense_total else "defense",
                     "totals": {"offense": offense_total, "defense": defense_total}}
    return doc


def attack_vs_compromise(rng: random.Random, i: int) -> dict:
    """Mayfair: an attack card beats a compromise whatever the numbers."""
    doc = _base(rng, f"attack vs compromise #{i}")
    colours = [p["color"] for p in doc["players"]]
    doc["encounter"] = {"offense": colours[0], "destiny": colours[1],
                        "target": f"{colours[1]}:{rng.randint(1, 5)}",
                        "launch": {colours[0]: rng.randint(1, 4)},
                        "cards": {"offense": f"attack {rng.choice(ATTACKS):02d}",
                                  "defense": "compromise"}}
    doc["expect"] = {"winner": "offense"}
    return doc


def too_many_ships(rng: random.Random, i: int) -> dict:
    """A launch above the limit of four: the scenario must be refused."""
    doc = _base(rng, f"launch too large #{i}")
    colours = [p["color"] for p in doc["players"]]
    doc["encounter"] = {"offense": colours[0], "destiny": colours[1],
                        "target": f"{colours[1]}:{rng.randint(1, 5)}",
                        "launch": {colours[0]: rng.randint(5, 8)},
                        "cards": {"offense": "attack 08", "defense": "attack 06"}}
    doc["expect"] = {"error": True}
    return doc


TEMPLATES = (attack_vs_attack, attack_vs_attack, attack_vs_compromise, too_many_ships)


def generate(folder: Path, count: int, seed: int = 9) -> list[Path]:
    """Write ``count`` scenario files into ``folder`` (100 per sub-folder); return their paths."""
    rng = random.Random(seed)
    paths = []
    for i in range(count):
        doc = TEMPLATES[i % len(TEMPLATES)](rng, i)
        sub = folder / f"set{i // 100:03d}"
        sub.mkdir(parents=True, exist_ok=True)
        path = sub / f"s{i:05d}.yaml"
        path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
        paths.append(path)
    return paths
