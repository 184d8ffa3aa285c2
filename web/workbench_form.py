"""The workbench's encounter form, turned into a scenario dict (and back, for defaults).

Every field error names its form field and the scenario path it feeds, e.g.
``launch (encounter.launch): must be a whole number``.
"""
from __future__ import annotations

from collections.abc import Mapping

from web.errors import ApiError

MAX_PLAYERS = 6

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


def _bad(field: str, path: str, why: str) -> ApiError:
    return ApiError(400, "invalid-form", f"{field} ({path}): {why}", path)


def _text(form: Mapping, field: str) -> str:
    return str(form.get(field, "") or "").strip()[:200]


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


def parse_counts(form: Mapping, field: str, path: str) -> dict[str, int]:
    """``"lavender:2, mint:1"`` -> ``{"lavender": 2, "mint": 1}``."""
    out: dict[str, int] = {}
    for item in filter(None, (p.strip() for p in _text(form, field).replace(";", ",").split(","))):
        colour, sep, count = item.partition(":")
        colour = colour.strip()
        if not sep or not colour:
            raise _bad(field, path, f"write colour:ships, e.g. lavender:2 (got {item!r})")
        try:
            out[colour] = int(count)
        except ValueError:
            raise _bad(field, f"{path}.{colour}", f"{count.strip()!r} is not a number of ships") from None
    return out


def parse_reinforcements(form: Mapping) -> list[dict]:
    """Lines ``pink defense 3`` -> ``[{"player": "pink", "side": "defense", "value": 3}]``."""
    out = []
    for n, line in enumerate(filter(None, (ln.strip() for ln in str(form.get("reinforcements", "") or "")
                                           .splitlines()[:12]))):
        parts = line.split()
        path = f"encounter.reinforcements[{n}]"
        if len(parts) != 3 or parts[1] not in ("offense", "defense"):
            raise _bad("reinforcements", path, f"write 'player side value', e.g. 'pink defense 3' (got {line!r})")
        try:
            value = int(parts[2].lstrip("+"))
        except ValueError:
            raise _bad("reinforcements", path, f"{parts[2]!r} is not a number") from None
        out.append({"player": parts[0], "side": parts[1], "value": value})
    return out


def _players(form: Mapping) -> list[dict]:
    players = []
    for i in range(MAX_PLAYERS):
        colour = _text(form, f"player_color_{i}")
        power = _text(form, f"player_power_{i}")
        if not colour:
            if power:
                raise _bad(f"player_power_{i}", f"players[{i}]", "a power needs a player colour")
            continue
        players.append({"color": colour, **({"power": power} if power else {})})
    if len(players) < 2:
        raise _bad("player_color_0", "players", "at least two players are needed")
    return players


def _encounter(form: Mapping) -> dict:
    enc: dict = {"offense": _text(form, "offense"), "destiny": _text(form, "destiny")}
    if not enc["offense"]:
        raise _bad("offense", "encounter.offense", "the offense's colour is required")
    if _text(form, "cone"):
        enc["cone"] = _text(form, "cone")
    if _text(form, "target"):
        enc["target"] = _text(form, "target")
    launch = _int(form, "launch", "encounter.launch", 0, 20)
    if launch is not None:
        enc["launch"] = {enc["offense"]: launch}
    allies = {side: parse_counts(form, f"{side}_allies", f"encounter.allies.{side}")
              for side in ("offense", "defense")}
    if any(allies.values()):
        enc["allies"] = {k: v for k, v in allies.items() if v}
    cards = {side: _text(form, f"card_{side}") for side in ("offense", "defense")}
    if any(cards.values()):
        enc["cards"] = {k: v for k, v in cards.items() if v}
    kickers = {side: _text(form, f"kicker_{side}") for side in ("offense", "defense")}
    if any(kickers.values()):
        enc["kickers"] = {k: v for k, v in kickers.items() if v}
    reinforcements = parse_reinforcements(form)
    if reinforcements:
        enc["reinforcements"] = reinforcements
    if _text(form, "deal"):
        enc["deal"] = _text(form, "deal")
    return enc


def _expect(form: Mapping) -> dict:
    expect: dict = {}
    if _text(form, "expect_winner"):
        expect["winner"] = _text(form, "expect_winner")
    totals = {side: _int(form, f"expect_totals_{side}", f"expect.totals.{side}", -200, 500)
              for side in ("offense", "defense")}
    if any(v is not None for v in totals.values()):
        expect["totals"] = {k: v for k, v in totals.items() if v is not None}
    warp = parse_counts(form, "expect_warp", "expect.warp")
    if warp:
        expect["warp"] = warp
    return expect


def scenario_from_form(form: Mapping) -> dict:
    """A scenario dict (format 1) from the workbench form."""
    scenario: dict = {"resolver": 1}
    if _text(form, "name"):
        scenario["name"] = _text(form, "name")
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
    scenario["players"] = _players(form)
    scenario["encounter"] = _encounter(form)
    expect = _expect(form)
    if expect:
        scenario["expect"] = expect
    return scenario


def _list(form: Mapping, field: str) -> list[str]:
    if hasattr(form, "getlist"):
        return [str(v)[:60] for v in form.getlist(field)][:20]
    value = form.get(field) or []
    return [str(v)[:60] for v in (value if isinstance(value, list) else [value])][:20]


def form_values(form: Mapping | None) -> dict:
    """The values to show in the form: what was sent, or the defaults."""
    if not form:
        return dict(DEFAULT_FORM)
    values = {k: str(form.get(k, ""))[:2000] for k in form.keys() if k != "options"}
    values["options"] = _list(form, "options")
    return values
