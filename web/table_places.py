"""The places of the optional rules that the engine's boards do not hold, for the table picture.

``board_before`` / ``board_after`` hold the planets (Moons and Gas Giant stacks included),
the warp, the cone and the players. Lucre, Limbo and the Moons' faces come from the
outcome's top-level keys (after the encounter) and from the scenario's ``state`` (before
it); the cards and Kickers played come from the outcome and the scenario's encounter.
"""
from __future__ import annotations

from typing import Any


def _mapping(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _hexes(state: dict) -> dict[str, str]:
    out = {}
    for colour, entry in _mapping(state.get("hexes")).items():
        name = entry.get("hex") if isinstance(entry, dict) else entry
        if isinstance(name, str):
            out[str(colour)] = name
    return out


def _moons_before(state: dict) -> dict[str, dict]:
    out = {}
    for key, entry in _mapping(state.get("moons")).items():
        piece = entry.get("piece") if isinstance(entry, dict) else entry
        revealed = entry.get("revealed") if isinstance(entry, dict) else None
        out[str(key).lower()] = {"piece": piece if isinstance(piece, str) else None,
                                 "face": "up" if revealed else "down"}
    return out


def before(scenario: dict, outcome: dict) -> dict:
    """What the picture of the table before the encounter adds to ``board_before``."""
    state = _mapping(scenario.get("state"))
    options = scenario.get("options") if isinstance(scenario.get("options"), list) else []
    extras: dict[str, Any] = {"hexes": _hexes(state), "moons": _moons_before(state)}
    if "lucre" in options or "lucre" in outcome:
        extras["lucre"] = {str(c): n for c, n in _mapping(state.get("lucre")).items()}
    if "inverted-warp" in options or "limbo" in outcome:
        limbo = _mapping(state.get("limbo"))
        extras["limbo"] = {"marker": limbo.get("marker") or _first_player(scenario),
                           "order": _order(scenario, limbo),
                           "sections": _mapping(limbo.get("sections"))}
    return extras


def _seating(scenario: dict) -> list[str]:
    players = scenario.get("players") if isinstance(scenario.get("players"), list) else []
    return [str(p.get("color") or p.get("colour")) if isinstance(p, dict) else str(p) for p in players]


def _first_player(scenario: dict) -> str | None:
    seats = _seating(scenario)
    return seats[0] if seats else None


def _order(scenario: dict, limbo: dict) -> list[str]:
    """Limbo's fan, clockwise: the scenario's order, else the seating."""
    order = limbo.get("order")
    return [str(c) for c in order] if isinstance(order, list) and order else _seating(scenario)


def after(scenario: dict, outcome: dict) -> dict:
    """What the picture of the table after the encounter adds to ``board_after``."""
    state = _mapping(scenario.get("state"))
    extras: dict[str, Any] = {"hexes": _hexes(state), "played": played(scenario, outcome)}
    faces = _mapping(outcome.get("moon_faces"))
    pieces = _moons_before(state)
    extras["moons"] = {k: {"piece": pieces.get(k, {}).get("piece"), "face": f} for k, f in faces.items()}
    if isinstance(outcome.get("lucre"), dict):
        extras["lucre"] = outcome["lucre"]
    if "limbo" in outcome:
        extras["limbo"] = {"marker": outcome.get("limbo_marker"),
                           "order": _order(scenario, _mapping(state.get("limbo"))),
                           "sections": _mapping(outcome.get("limbo"))}
    return extras


def played(scenario: dict, outcome: dict) -> dict[str, str]:
    """Side -> the encounter card (and Kicker) played there: ``attack 8 · Kicker x2``."""
    cards = _mapping(outcome.get("cards"))
    kickers = _mapping(_mapping(scenario.get("encounter")).get("kickers"))
    out = {}
    for side in ("offense", "defense"):
        parts = [str(cards[side])] if cards.get(side) else []
        if kickers.get(side):
            kicker = str(kickers[side])
            parts.append(kicker if kicker.lower().startswith("kicker") else f"Kicker {kicker}")
        if parts:
            out[side] = "played: " + " · ".join(parts)
    return out
