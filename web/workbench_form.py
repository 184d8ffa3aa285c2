"""The workbench's scenario form: form fields -> a scenario dict, and a scenario -> form fields.

The form covers the scenario format field by field (players with their powers, the
starting state, the encounter, the expectations); whatever a field cannot hold goes
to the **More fields** box, a partial scenario in YAML merged into the one the fields
build. So every scenario file can be loaded into the form and written back out
(:func:`web.form_fill.form_from_scenario`, then ``scenario_from_form``, gives the same scenario).

Every field error names its form field and the scenario path it feeds, e.g.
``launch (encounter.launch): must be a whole number``.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from web.errors import ApiError
from web.scenario_input import read_text

MAX_PLAYERS = 6
SHORT, LONG = 200, 20000          # longest one-line field / box, in characters
SIDES = ("offense", "defense")
ACTIVE_WORDS = {"active": True, "lost": False}

#: the form as first shown: Simply Cosmic's tie example (scenarios.md)
DEFAULT_FORM: dict[str, str | list[str]] = {
    "name": "tie goes to the defense", "seed": "7", "edition": "mayfair", "options": [],
    "player_color_0": "tan", "player_color_1": "pink", "player_color_2": "lavender",
    "player_color_3": "mint", "offense": "tan", "destiny": "pink", "cone": "", "target": "pink:1",
    "launch": "3", "offense_allies": "lavender:2", "defense_allies": "",
    "card_offense": "attack 08", "card_defense": "attack 06",
    "reinforcements": "pink defense 3", "expect_winner": "defense",
    "expect_totals_offense": "13", "expect_totals_defense": "13", "expect_warp": "tan:3, lavender:2",
}

#: the names of every text field of the form (player rows come from ``PLAYER_FIELDS``)
PLAYER_FIELDS = ("color", "power", "active", "warp", "hand", "choices")


def _bad(field: str, path: str, why: str) -> ApiError:
    return ApiError(400, "invalid-form", f"{field} ({path}): {why}", path)


def _text(form: Mapping, field: str, size: int = SHORT) -> str:
    return str(form.get(field, "") or "").strip()[:size]


def _int(form: Mapping, field: str, path: str, low: int = 0, high: int = 100) -> int | None:
    raw = _text(form, field)
    if not raw:
        return None
    try:
        value = int(raw)
    except ValueError:
        raise _bad(field, path, f"must be a whole number, not {raw!r}") from None
    if not low <= value <= high:
        raise _bad(field, path, f"must be between {low} and {high}")
    return value


def _items(text: str) -> list[str]:
    return [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]


def parse_counts(form: Mapping, field: str, path: str) -> dict[str, int]:
    """``"lavender:2, mint:1"`` -> ``{"lavender": 2, "mint": 1}``."""
    return _counts(_text(form, field, LONG), field, path)


def _counts(text: str, field: str, path: str) -> dict[str, int]:
    """``"lavender:2, mint:1"`` -> ``{"lavender": 2, "mint": 1}`` (colour:ships)."""
    return _numbers(text, field, path, lambda item: item.rpartition(":"), "colour:ships, e.g. lavender:2")


def _places(text: str, field: str, path: str) -> dict[str, int]:
    """``"tan:1=2, mint:2=1"`` -> ``{"tan:1": 2, "mint:2": 1}`` (planet = ships)."""
    return _numbers(text, field, path, lambda item: item.partition("="), "planet=ships, e.g. tan:1=2")


def _numbers(text: str, field: str, path: str, split, shape: str) -> dict[str, int]:
    """Comma-separated ``key<sep>ships`` items; ``split`` cuts one item into (key, sep, count)."""
    out: dict[str, int] = {}
    for item in _items(text):
        key, sep, count = split(item)
        key = key.strip()
        if not sep or not key:
            raise _bad(field, path, f"write {shape} (got {item!r})")
        try:
            out[key] = int(count)
        except ValueError:
            raise _bad(field, f"{path}.{key}", f"{count.strip()!r} is not a number of ships") from None
    return out


def _lines(form: Mapping, field: str, limit: int = 60) -> list[str]:
    return [ln.strip() for ln in str(form.get(field, "") or "")[:LONG].splitlines() if ln.strip()][:limit]


def parse_reinforcements(form: Mapping) -> list[dict]:
    """Lines ``pink defense 3`` -> ``[{"player": "pink", "side": "defense", "value": 3}]``."""
    out = []
    for n, line in enumerate(_lines(form, "reinforcements", 12)):
        parts = line.split()
        path = f"encounter.reinforcements[{n}]"
        if len(parts) != 3 or parts[1] not in SIDES:
            raise _bad("reinforcements", path, f"write 'player side value', e.g. 'pink defense 3' (got {line!r})")
        try:
            value = int(parts[2].lstrip("+"))
        except ValueError:
            raise _bad("reinforcements", path, f"{parts[2]!r} is not a number") from None
        out.append({"player": parts[0], "side": parts[1], "value": value})
    return out


def _planets(form: Mapping, field: str = "planets", path: str = "state.planets") -> dict[str, dict[str, int]]:
    """Lines ``pink:1 = pink:2, tan:1`` (``pink:3 =`` for an empty planet)."""
    out: dict[str, dict[str, int]] = {}
    for line in _lines(form, field, 80):
        planet, sep, ships = line.partition("=")
        planet = planet.strip()
        if not sep or not planet:
            raise _bad(field, path, f"write planet = colour:ships, … (got {line!r})")
        out[planet] = _counts(ships, field, f"{path}.{planet}")
    return out


def _ally_from(form: Mapping) -> dict[str, dict[str, int]]:
    """Lines ``lavender: lavender:1=2, lavender:2=1`` (the ally, then planet=ships)."""
    out: dict[str, dict[str, int]] = {}
    for line in _lines(form, "ally_from", 12):
        match = re.match(r"([^\s:=,]+):?\s+(.+)$", line)
        if not match:
            raise _bad("ally_from", "encounter.ally_from", f"write 'ally: planet=ships, …' (got {line!r})")
        ally = match.group(1)
        out[ally] = _places(match.group(2), "ally_from", f"encounter.ally_from.{ally}")
    return out


def _rewards(form: Mapping) -> dict[str, dict[str, int]]:
    """Lines ``mint ships=1 cards=1``."""
    out: dict[str, dict[str, int]] = {}
    for line in _lines(form, "rewards", 12):
        ally, *terms = line.replace(",", " ").split()
        taken: dict[str, int] = {}
        for term in terms:
            what, _, count = term.partition("=")
            if what not in ("ships", "cards") or not count.strip().isdigit():
                raise _bad("rewards", f"encounter.rewards.{ally}",
                           f"write 'ally ships=N cards=N' (got {line!r})")
            taken[what] = int(count)
        if not taken:
            raise _bad("rewards", f"encounter.rewards.{ally}", f"say ships=N and/or cards=N (got {line!r})")
        out[ally] = taken
    return out


def _deal(form: Mapping) -> str | dict | None:
    """``made`` / ``failed``, or the terms of a deal made (colonies, cards given)."""
    word = _text(form, "deal")
    colonies: dict[str, Any] = {}
    for line in _lines(form, "deal_colony", 6):
        parts = line.split()
        path = "encounter.deal.colony"
        if len(parts) not in (2, 3) or (len(parts) == 3 and not parts[2].isdigit()):
            raise _bad("deal_colony", path, f"write 'taker planet [ships]', e.g. 'tan pink:3 2' (got {line!r})")
        colonies[parts[0]] = parts[1] if len(parts) == 2 else {"planet": parts[1], "ships": int(parts[2])}
    cards = _counts(_text(form, "deal_cards"), "deal_cards", "encounter.deal.cards")
    if not (colonies or cards):
        return word or None
    if word != "made":
        raise _bad("deal", "encounter.deal", "colonies and cards given are terms of a deal made: choose 'made'")
    terms: dict[str, Any] = {"made": True}
    if colonies:
        terms["colony"] = colonies
    if cards:
        terms["cards"] = cards
    return terms


def _yaml_field(form: Mapping, field: str, path: str) -> dict:
    """A free YAML (or JSON) box that must hold a mapping."""
    text = _text(form, field, LONG)
    if not text:
        return {}
    try:
        value = read_text(text, "yaml", path)          # the API's bounded reader and its words
    except ApiError as err:
        if err.code == "too-complex":
            raise
        raise _bad(field, path, err.message) from None
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _bad(field, path, "must be a mapping (key: value), e.g. {system: mint}")
    return value


def _players(form: Mapping) -> tuple[list[dict], dict, dict]:
    """The players, the per-player state (warp, hands, powers_active) and the powers' choices."""
    players: list[dict] = []
    state: dict[str, dict] = {"warp": {}, "hands": {}, "powers_active": {}}
    choices: dict[str, dict] = {}
    for i in range(MAX_PLAYERS):
        colour, power = _text(form, f"player_color_{i}"), _text(form, f"player_power_{i}")
        if not colour:
            for what in PLAYER_FIELDS[1:]:
                if _text(form, f"player_{what}_{i}"):
                    raise _bad(f"player_{what}_{i}", f"players[{i}]", "fill in the player's colour first")
            continue
        players.append({"color": colour, **({"power": power} if power else {})})
        warp = _int(form, f"player_warp_{i}", f"state.warp.{colour}", 0, 100)
        if warp is not None:
            state["warp"][colour] = warp
        hand = _text(form, f"player_hand_{i}", LONG)
        if hand:
            state["hands"][colour] = [] if hand.lower() in ("none", "-", "[]") else _items(hand.replace(";", ","))
        active = _text(form, f"player_active_{i}")
        if active:
            if active not in ACTIVE_WORDS:
                raise _bad(f"player_active_{i}", f"state.powers_active.{colour}", "choose active or lost")
            state["powers_active"][colour] = ACTIVE_WORDS[active]
        chosen = _yaml_field(form, f"player_choices_{i}", f"encounter.powers.{power or '?'}")
        if chosen:
            if not power:
                raise _bad(f"player_choices_{i}", f"players[{i}].power", "choices need the player's power")
            choices[power] = chosen
    return players, {k: v for k, v in state.items() if v}, choices


def _destiny(form: Mapping) -> str | list[str] | None:
    text = _text(form, "destiny")
    if ";" in text:
        return [part.strip() for part in text.split(";") if part.strip()]
    return text or None


def _pairs(form: Mapping, prefix: str) -> dict[str, str]:
    return {side: _text(form, f"{prefix}_{side}") for side in SIDES if _text(form, f"{prefix}_{side}")}


def _encounter(form: Mapping, choices: dict, more: dict) -> dict:
    """The encounter the fields hold (the engine says what is missing, naming its path)."""
    enc: dict = {"offense": _text(form, "offense")} if _text(form, "offense") else {}
    given = more.get("encounter") if isinstance(more.get("encounter"), dict) else {}
    offense = enc.get("offense") or given.get("offense")
    number = _int(form, "number", "encounter.number", 1, 2)
    if number is not None:
        enc["number"] = number
    singles = {"destiny": _destiny(form), "cone": _text(form, "cone"), "defense": _text(form, "defense"),
               "target": _text(form, "target")}
    enc.update({k: v for k, v in singles.items() if v})
    launch = _int(form, "launch", "encounter.launch", 0, 20)
    if launch is not None:
        if not offense:
            raise _bad("launch", "encounter.offense", "ships launched need the offense's colour")
        enc["launch"] = {offense: launch}
    launch_from = _places(_text(form, "launch_from", LONG), "launch_from", "encounter.launch_from")
    allies = {side: parse_counts(form, f"{side}_allies", f"encounter.allies.{side}") for side in SIDES}
    parts: dict[str, Any] = {
        "launch_from": launch_from, "allies": {k: v for k, v in allies.items() if v},
        "ally_from": _ally_from(form), "cards": _pairs(form, "card"), "kickers": _pairs(form, "kicker"),
        "reinforcements": parse_reinforcements(form), "rewards": _rewards(form), "deal": _deal(form),
        "powers": choices}
    enc.update({k: v for k, v in parts.items() if v})
    return enc


def _expect(form: Mapping) -> dict:
    expect: dict = {}
    if _text(form, "expect_winner"):
        expect["winner"] = _text(form, "expect_winner")
    totals = {side: _int(form, f"expect_totals_{side}", f"expect.totals.{side}", -200, 500) for side in SIDES}
    if any(v is not None for v in totals.values()):
        expect["totals"] = {k: v for k, v in totals.items() if v is not None}
    warp = parse_counts(form, "expect_warp", "expect.warp")
    if warp:
        expect["warp"] = warp
    planets = _planets(form, "expect_planets", "expect.planets")
    if planets:
        expect["planets"] = planets
    if _text(form, "expect_error") == "refused":
        expect["error"] = True
    for key in ("error_path", "error_code"):
        if _text(form, f"expect_{key}"):
            expect[key] = _text(form, f"expect_{key}")
    return expect


def merge(base: dict, extra: dict) -> dict:
    """``extra`` merged into ``base``: mappings key by key, any other value replaces."""
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out


def scenario_from_form(form: Mapping) -> dict:
    """A scenario dict (format 1) from the workbench form (its fields, then the More fields box)."""
    more = _yaml_field(form, "more", "")
    scenario: dict = {"resolver": 1}
    if _text(form, "name"):
        scenario["name"] = _text(form, "name", LONG)
    seed = _int(form, "seed", "seed", 0, 2**31)
    if seed is not None:
        scenario["seed"] = seed
    edition = _text(form, "edition") or "mayfair"
    if edition not in ("mayfair", "ffg"):
        raise _bad("edition", "edition", "must be mayfair or ffg")
    scenario["edition"] = edition
    options = [o for o in _list(form, "options") if o]
    if options:
        scenario["options"] = options
    players, player_state, choices = _players(form)
    if len(players) < 2 and "players" not in more:
        raise _bad("player_color_0", "players", "at least two players are needed")
    scenario["players"] = players
    state = player_state
    planets = _planets(form)
    if planets:
        state = {"planets": planets, **state}
    if state:
        scenario["state"] = state
    encounter = _encounter(form, choices, more)
    if encounter:
        scenario["encounter"] = encounter
    expect = _expect(form)
    if expect:
        scenario["expect"] = expect
    return merge(scenario, more)


def _list(form: Mapping, field: str) -> list[str]:
    if hasattr(form, "getlist"):
        return [str(v)[:60] for v in form.getlist(field)][:20]
    value = form.get(field) or []
    return [str(v)[:60] for v in (value if isinstance(value, list) else [value])][:20]


def form_values(form: Mapping | None) -> dict:
    """The values to show in the form: what was sent, or the defaults."""
    if not form:
        return dict(DEFAULT_FORM)
    values = {k: str(form.get(k, ""))[:LONG] for k in form.keys() if k != "options"}
    values["options"] = _list(form, "options")
    return values
