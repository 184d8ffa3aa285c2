"""A scenario turned into the workbench form's values (the way back of :mod:`web.workbench_form`).

Each field takes what it can hold as written (``lavender:2``, ``tan:1=2``, one planet per
line…); whatever no field can hold — an unusual shape, a key the form has no field for —
goes to the **More fields** box as a partial scenario in YAML, at the same path. The form
then builds the same scenario again (``tests/test_web_workbench.py`` checks it for every
bundled scenario).
"""
from __future__ import annotations

from typing import Any

import yaml

from web.workbench_form import MAX_PLAYERS, SHORT, SIDES


def _word(value: Any, forbidden: str = "") -> bool:
    """A plain string that a one-line field holds as it is."""
    return (isinstance(value, str) and value == value.strip() and 0 < len(value) <= SHORT
            and "\n" not in value and not any(ch in value for ch in forbidden))


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _count_text(counts: Any, sep: str = ":") -> str | None:
    """``{"lavender": 2}`` -> ``"lavender:2"``, or None when the mapping cannot be written so."""
    if not isinstance(counts, dict) or not counts:
        return None
    if not all(isinstance(k, str) and _word(k, ",;=") and _count(v) for k, v in counts.items()):
        return None
    return ", ".join(f"{k}{sep}{v}" for k, v in counts.items())


class _Split:
    """Walks a scenario, putting what the fields hold in ``values`` and the rest in ``more``."""

    def __init__(self) -> None:
        self.values: dict[str, Any] = {"options": []}
        self.more: dict[str, Any] = {}

    def leave(self, path: tuple[str, ...], value: Any) -> None:
        node = self.more
        for key in path[:-1]:
            node = node.setdefault(key, {})
        node[path[-1]] = value

    def put(self, field: str, text: str | None, path: tuple[str, ...], value: Any) -> None:
        if text is None:
            self.leave(path, value)
        else:
            self.values[field] = text


def _top(split: _Split, scenario: dict) -> None:
    for key, value in scenario.items():
        if key == "resolver":
            if value != 1:
                split.leave((key,), value)
        elif key == "name":
            split.put("name", value if isinstance(value, str) and "\n" not in value else None, (key,), value)
        elif key == "seed":
            split.put("seed", str(value) if _count(value) and 0 <= value <= 2**31 else None, (key,), value)
        elif key == "edition":
            split.put("edition", value if value in ("mayfair", "ffg") else None, (key,), value)
        elif key == "options" and isinstance(value, list) and value and all(_word(o) for o in value):
            split.values["options"] = list(value)
        elif key not in ("players", "state", "encounter", "expect"):
            split.leave((key,), value)


def _player_rows(split: _Split, scenario: dict) -> dict[str, int]:
    """The player rows; returns colour -> row."""
    players = scenario.get("players")
    rows: dict[str, int] = {}
    ok = isinstance(players, list) and len(players) <= MAX_PLAYERS
    entries = []
    for p in players if ok else []:
        entry = {"color": p} if isinstance(p, str) else p
        if not isinstance(entry, dict) or not set(entry) <= {"color", "colour", "power"}:
            ok = False
            break
        colour, power = entry.get("color", entry.get("colour")), entry.get("power")
        if not _word(colour, ",;=") or colour in rows or ("color" in entry and "colour" in entry) or (
                power is not None and not _word(power)):
            ok = False
            break
        rows[colour] = len(entries)
        entries.append((colour, power))
    if not ok or len(entries) < 2:
        if "players" in scenario:
            split.leave(("players",), players)
        return {}
    for i, (colour, power) in enumerate(entries):
        split.values[f"player_color_{i}"] = colour
        if power:
            split.values[f"player_power_{i}"] = power
    return rows


def _state(split: _Split, state: Any, rows: dict[str, int]) -> None:
    if not isinstance(state, dict):
        split.leave(("state",), state)
        return
    for key, value in state.items():
        path = ("state", key)
        if key == "planets" and isinstance(value, dict):
            lines = []
            for planet, ships in value.items():
                text = "" if ships == {} else _count_text(ships)
                if _word(planet, "=,;") and text is not None:
                    lines.append(f"{planet} = {text}".rstrip())
                else:
                    split.leave((*path, planet), ships)
            if lines:
                split.values["planets"] = "\n".join(lines)
        elif key in ("warp", "hands", "powers_active") and isinstance(value, dict):
            for colour, item in value.items():
                text = _player_state_text(key, item)
                if colour in rows and text is not None:
                    split.values[f"player_{_STATE_FIELD[key]}_{rows[colour]}"] = text
                else:
                    split.leave((*path, colour), item)
        else:
            split.leave(path, value)


_STATE_FIELD = {"warp": "warp", "hands": "hand", "powers_active": "active"}


def _player_state_text(key: str, value: Any) -> str | None:
    if key == "warp":
        return str(value) if _count(value) and value >= 0 else None
    if key == "powers_active":
        return {True: "active", False: "lost"}.get(value) if isinstance(value, bool) else None
    if isinstance(value, list) and all(_word(c, ",;") for c in value):
        return ", ".join(value) if value else "none"
    return None


def _encounter_fields(split: _Split, enc: Any, powers_of: dict[str, int]) -> None:
    if not isinstance(enc, dict):
        split.leave(("encounter",), enc)
        return
    offense = enc.get("offense")
    for key, value in enc.items():
        path = ("encounter", key)
        text = _encounter_text(key, value, offense)
        if text is not None:
            split.values[_ENCOUNTER_FIELD.get(key, key)] = text
        elif key in ("allies", "cards", "kickers") and isinstance(value, dict) and value:
            prefix = {"allies": "{}_allies", "cards": "card_{}", "kickers": "kicker_{}"}[key]
            for side, item in value.items():
                item_text = _count_text(item) if key == "allies" else (item if _word(item) else None)
                if side in SIDES and item_text is not None:
                    split.values[prefix.format(side)] = item_text
                else:
                    split.leave((*path, side), item)
        elif key == "powers" and isinstance(value, dict):
            for name, chosen in value.items():
                if name in powers_of and isinstance(chosen, dict) and chosen:
                    split.values[f"player_choices_{powers_of[name]}"] = yaml.safe_dump(
                        chosen, default_flow_style=True, sort_keys=False, allow_unicode=True, width=1000).strip()
                else:
                    split.leave((*path, name), chosen)
        elif key == "deal" and _deal_fields(split, value):
            continue
        else:
            split.leave(path, value)


_ENCOUNTER_FIELD = {"launch_from": "launch_from", "ally_from": "ally_from"}


def _encounter_text(key: str, value: Any, offense: Any) -> str | None:
    """The text of a one-field encounter key, or None when it goes elsewhere."""
    if key in ("offense", "defense", "target"):
        return value if _word(value, "\n") else None
    if key == "number":
        return str(value) if value in (1, 2) and not isinstance(value, bool) else None
    if key == "cone":
        return value if value in ("normal", "reverse") else None
    if key == "destiny":
        if _word(value, ";"):
            return value
        if isinstance(value, list) and len(value) > 1 and all(_word(v, ";") for v in value):
            text = "; ".join(value)
            return text if len(text) <= SHORT else None     # too long for the line: the YAML box
        return None
    if key == "launch":
        if isinstance(value, dict) and list(value) == [offense] and _count(value[offense]) and 0 <= value[offense] <= 20:
            return str(value[offense])
        return None
    if key == "launch_from":
        return _count_text(value, "=")
    if key == "ally_from" and isinstance(value, dict) and value:
        lines = [(ally, _count_text(places, "=")) for ally, places in value.items()]
        if all(_word(a, ",;=: ") and t is not None for a, t in lines):
            return "\n".join(f"{a}: {t}" for a, t in lines)
        return None
    if key == "reinforcements":
        return _reinforcement_text(value)
    if key == "rewards":
        return _rewards_text(value)
    return None


def _reinforcement_text(value: Any) -> str | None:
    if not isinstance(value, list) or not value or len(value) > 12:
        return None
    lines = []
    for r in value:
        if not (isinstance(r, dict) and list(r) == ["player", "side", "value"] and _word(r["player"], " ")
                and r["side"] in SIDES and _count(r["value"]) and r["value"] >= 0):
            return None
        lines.append(f"{r['player']} {r['side']} {r['value']}")
    return "\n".join(lines)


def _rewards_text(value: Any) -> str | None:
    if not isinstance(value, dict) or not value or len(value) > 12:
        return None
    lines = []
    for ally, taken in value.items():
        if not (_word(ally, " ,=") and isinstance(taken, dict) and taken and set(taken) <= {"ships", "cards"}
                and all(_count(n) and n >= 0 for n in taken.values())):
            return None
        lines.append(" ".join([ally, *(f"{k}={n}" for k, n in taken.items())]))
    return "\n".join(lines)


def _deal_fields(split: _Split, deal: Any) -> bool:
    """Put a deal in the deal fields; False when they cannot hold it."""
    if deal in ("made", "failed"):
        split.values["deal"] = deal
        return True
    if not (isinstance(deal, dict) and deal.get("made") is True and set(deal) <= {"made", "colony", "cards"}
            and ("colony" in deal or "cards" in deal)):
        return False
    lines = []
    for taker, colony in (deal.get("colony") or {}).items():
        if _word(taker, " ") and _word(colony, " "):
            lines.append(f"{taker} {colony}")
        elif (_word(taker, " ") and isinstance(colony, dict) and list(colony) == ["planet", "ships"]
              and _word(colony["planet"], " ") and _count(colony["ships"]) and colony["ships"] >= 0):
            lines.append(f"{taker} {colony['planet']} {colony['ships']}")
        else:
            return False
    cards = _count_text(deal["cards"]) if "cards" in deal else ""
    if cards is None or ("colony" in deal and not lines):
        return False
    split.values.update({"deal": "made", "deal_colony": "\n".join(lines), "deal_cards": cards})
    return True


def _expect_fields(split: _Split, expect: Any) -> None:
    if not isinstance(expect, dict):
        split.leave(("expect",), expect)
        return
    for key, value in expect.items():
        if key == "winner" and value in ("offense", "defense", "none"):
            split.values["expect_winner"] = value
        elif key == "totals" and isinstance(value, dict) and value and set(value) <= set(SIDES) and all(
                _count(v) and -200 <= v <= 500 for v in value.values()):
            for side, v in value.items():
                split.values[f"expect_totals_{side}"] = str(v)
        elif key == "warp" and _count_text(value) is not None:
            split.values["expect_warp"] = _count_text(value)
        elif key == "planets" and isinstance(value, dict) and value:
            split.values["expect_planets"] = _planet_lines(split, value, ("expect", key))
        elif key == "error" and value is True:
            split.values["expect_error"] = "refused"
        elif key in ("error_path", "error_code") and _word(value):
            split.values[f"expect_{key}"] = value
        else:
            split.leave(("expect", key), value)


def form_from_scenario(scenario: dict) -> dict:
    """The form's values for a scenario (what no field holds goes to the More fields box)."""
    split = _Split()
    _top(split, scenario)
    rows = _player_rows(split, scenario)
    powers_of = {}
    for i in range(MAX_PLAYERS):
        power = split.values.get(f"player_power_{i}")
        if power and power not in powers_of:
            powers_of[power] = i
    if "state" in scenario:
        _state(split, scenario["state"], rows)
    if "encounter" in scenario:
        _encounter_fields(split, scenario["encounter"], powers_of)
    if "expect" in scenario:
        _expect_fields(split, scenario["expect"])
    if split.more:
        split.values["more"] = yaml.safe_dump(split.more, sort_keys=False, allow_unicode=True,
                                              default_flow_style=None, width=100)
    return split.values


def _planet_lines(split: _Split, planets: dict, path: tuple[str, ...]) -> str:
    """The planets a planets box holds, one per line; the others go to More fields."""
    lines = []
    for planet, ships in planets.items():
        text = "" if ships == {} else _count_text(ships)
        if _word(planet, "=,;") and text is not None:
            lines.append(f"{planet} = {text}".rstrip())
        else:
            split.leave((*path, planet), ships)
    return "\n".join(lines)
