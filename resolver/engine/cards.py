"""Card names: parsing what scenarios write and building the decks from the rule graph.

A card is held as a normalised string: ``attack 8``, ``compromise``, ``negotiate``,
``morph``, ``reinforcement +3``, ``kicker x2``, ``flare Zombie``, ``edict Plague``,
``artifact Cosmic Zap``; an unknown card (a hand the scenario leaves out) is ``?``.
"""
from __future__ import annotations

import re

UNKNOWN = "?"

#: encounter (challenge) card kinds per edition
ENCOUNTER_KINDS = {"mayfair": ("attack", "compromise"), "ffg": ("attack", "negotiate", "morph")}
#: the deal card of each edition
DEAL_CARD = {"mayfair": "compromise", "ffg": "negotiate"}

_ATTACK = re.compile(r"^attack\s*\+?(-?\d+)$")
_REINF = re.compile(r"^(?:reinforcement|reinforce)\s*\+?(\d+)$")
_KICKER = re.compile(r"^kicker\s*[x×]?\s*(-?\d+)$")


def parse_card(text: object) -> str:
    """The normalised name of a card as written in a scenario; ValueError if unreadable."""
    raw = " ".join(str(text).strip().split())
    low = raw.lower()
    if m := _ATTACK.match(low):
        return f"attack {int(m.group(1))}"
    if low in ("compromise", "negotiate", "morph"):
        return low
    if m := _REINF.match(low):
        return f"reinforcement +{int(m.group(1))}"
    if m := _KICKER.match(low):
        return f"kicker x{int(m.group(1))}"
    for kind in ("flare", "edict", "artifact"):
        if low.startswith(kind + " ") and len(raw) > len(kind) + 1:
            return f"{kind} {raw[len(kind) + 1:]}"
    raise ValueError(f"{raw!r} is not a card name (attack N, compromise, negotiate, morph, "
                     "reinforcement +N, kicker xN, flare/edict/artifact NAME)")


def kind_of(card: str) -> str:
    """``attack``, ``compromise``, ``reinforcement``… (the first word)."""
    return card.split(" ", 1)[0]


def attack_value(card: str) -> int:
    return int(card.split(" ", 1)[1])


def reinforcement_value(card: str) -> int:
    return int(card.split("+", 1)[1])


def is_encounter_card(card: str, edition: str) -> bool:
    """Can this card be played face down as the encounter (challenge) card?"""
    return kind_of(card) in ENCOUNTER_KINDS[edition]


def belongs_to(card: str, edition: str, options: tuple[str, ...] = ()) -> bool:
    """Does the card exist in this edition (and with these options)?"""
    kind = kind_of(card)
    if kind == "compromise":
        return edition == "mayfair"
    if kind in ("negotiate", "morph", "artifact"):
        return edition == "ffg"
    if kind == "kicker":
        return "kickers" in options
    return True


def build_deck(rows: list[dict], edition: str, table: str = "challenge-deck") -> list[str]:
    """The challenge (Mayfair) / cosmic (FFG) deck from the ``challenge-deck`` table rows."""
    deck: list[str] = []
    for row in rows:
        if row.get("edition", "both") not in ("both", edition):
            continue
        kind, value, count = row["type"], int(row.get("value", 0)), int(row["count"])
        if kind == "attack":
            name = f"attack {value}"
        elif kind == "reinforcement":
            name = f"reinforcement +{value}"
        else:
            name = kind
        deck.extend([name] * count)
    if not deck:
        raise KeyError(f"the {table} table has no cards for {edition}")
    return deck


def build_destiny(rows: list[dict], edition: str, colours: list[str]) -> list[str]:
    """The destiny deck: ``pink``, ``reverse pink``, ``wild``, ``reverse wild`` cards."""
    deck: list[str] = []
    for row in rows:
        if row.get("edition", "both") not in ("both", edition):
            continue
        kind, count = row["type"], int(row["count"])
        if kind == "colour":
            deck.extend(c for c in colours for _ in range(count))
        elif kind == "reverse":
            deck.extend(f"reverse {c}" for c in colours for _ in range(count))
        elif kind == "wild":
            deck.extend(["wild"] * count)
        elif kind == "reverse-wild":
            deck.extend(["reverse wild"] * count)
    return deck
