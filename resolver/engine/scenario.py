"""Scenario files: load (YAML with a safe loader, or JSON), validate field by field, build
the table, and answer the encounter's decisions from the file.

Every problem is a :class:`ScenarioError` naming the field path
(``encounter.allies.offense.lavender: must be 1-4 ships``).
"""
from __future__ import annotations

import difflib
import json
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from resolver.bounded import MAX_DEPTH, TooComplex, load_json, load_yaml
from resolver.engine import options as option_registry
from resolver.engine import powers as power_registry
from resolver.engine.cards import belongs_to, build_destiny, kind_of, parse_card
from resolver.engine.choices import Chooser, Decision, default_home, default_lose, default_take
from resolver.engine.errors import ScenarioError
from resolver.engine.expect import CORE as EXPECT_KINDS
from resolver.engine.expect import read_block
from resolver.engine.names import colour as _colour
from resolver.engine.names import power_node
from resolver.engine.powers.support import commit_cap
from resolver.engine.rulemap import Params
from resolver.engine.state import Player, State, planet_key, system_of
from resolver.files import FileRefused, read_regular

TOP_KEYS = {"resolver", "name", "seed", "edition", "options", "players", "state", "encounter",
            "expect", "description", "notes", "tags"}
STATE_KEYS = {"planets", "warp", "hands", "powers_active"}
ENCOUNTER_KEYS = {"offense", "number", "destiny", "cone", "target", "launch", "launch_from",
                  "allies", "ally_from", "cards", "kickers", "reinforcements", "rewards", "deal",
                  "powers", "regroup", "defense", "invitations", "losses", "flares", "edicts"}
#: words that start the name of a special destiny card (not modelled without its option)
SPECIAL_DESTINY = ("special", "instructional", "comet", "colourless", "colorless", "cone")

EXPECT_KEYS = set(EXPECT_KINDS)     # the core keys, each with the kind it is read as


def invalid(path: str, message: str) -> ScenarioError:
    return ScenarioError("invalid-scenario", message, path)


def _unknown_keys(data: dict, allowed: set[str], where: str) -> None:
    for key in data:
        if key not in allowed:
            near = difflib.get_close_matches(str(key), sorted(allowed), n=1)
            hint = f" (did you mean {near[0]!r}?)" if near else ""
            raise invalid(f"{where}{key}" if where else str(key), f"unknown field{hint}")


def _only_allies(per_colour: dict, allies: dict[str, dict[str, int]], where: str, why: str) -> None:
    """Refuse an ally's choice (rewards, where its ships come from) made for a non-ally."""
    every_ally = set(allies["offense"]) | set(allies["defense"])
    for colour in per_colour:
        if colour not in every_ally:
            raise invalid(f"{where}.{colour}", f"{colour} is not an ally in this encounter; {why}")


def _parse_problem(exc: Exception) -> str:
    """What the YAML/JSON parser objected to, in one line (with where the construct began)."""
    if isinstance(exc, json.JSONDecodeError):
        return exc.msg
    problem = getattr(exc, "problem", None)
    if not problem:
        return " ".join(str(exc).split())
    context, mark = getattr(exc, "context", None), getattr(exc, "context_mark", None)
    if context and mark is not None:
        return f"{problem} ({context} that began at line {mark.line + 1}, column {mark.column + 1})"
    return problem


def load(source: Any) -> dict:
    """A scenario as a dict, from a path, a YAML/JSON string, or a dict."""
    if isinstance(source, dict):
        return source
    if not isinstance(source, (str, Path)):
        raise invalid("", f"a scenario is a file path, a YAML/JSON string or a dict, not {type(source).__name__}")
    text = None
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and source.rstrip().lower().endswith((".yaml", ".yml", ".json"))):
        path = Path(source)
        try:                                    # a bounded read: /dev/zero, a FIFO or a 2 GB file never hang
            raw = read_regular(path, MAX_FILE_BYTES)
        except FileRefused as exc:
            hint = "; a scenario file is a few lines of YAML or JSON" if exc.message.startswith("larger") else ""
            raise ScenarioError("unreadable", f"cannot read {path}: {exc.message}{hint}", None) from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ScenarioError("unreadable", f"{path} is not UTF-8 text (byte {exc.start})", None) from None
    else:
        text = str(source)
    try:
        try:
            data = load_json(text) if text.lstrip().startswith("{") else load_yaml(text)
        except (json.JSONDecodeError, TooComplex):   # flow-style YAML also starts with "{" (and may
            data = load_yaml(text)                     # quote brackets JSON's scan would count)
    except TooComplex as exc:
        raise ScenarioError("unreadable", f"not valid YAML/JSON: {exc.message}", None) from None
    except (yaml.YAMLError, json.JSONDecodeError) as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        if isinstance(exc, json.JSONDecodeError):
            where = f" at line {exc.lineno}, column {exc.colno}"
        raise ScenarioError("unreadable", f"not valid YAML/JSON{where}: {_parse_problem(exc)}", None) from exc
    except (ValueError, RecursionError):     # a value the constructors cannot read
        raise ScenarioError("unreadable", "not valid YAML/JSON: a value cannot be read", None) from None
    if not isinstance(data, dict):
        hint = " (the scenario is empty)" if data is None else ""
        if isinstance(source, str) and isinstance(data, str) and "\n" not in source.strip():
            hint = (f"; {source.strip()[:80]!r} was read as YAML text, not a file name "
                    "(a scenario file's name ends in .yaml, .yml or .json)")
        raise invalid("", "a scenario is a mapping with at least 'resolver', 'players' and "
                      f"'encounter'{hint}")
    check_size(data)
    return data


#: largest scenario file read (the HTTP API caps bodies lower still)
MAX_FILE_BYTES = 1024 * 1024
#: most values a scenario may hold (each alias counted every time it is reached); the deepest
#: nesting is refused while reading (resolver.bounded) and checked again for a dict given directly
MAX_VALUES = 10_000


def check_size(data: Any) -> None:
    """Refuse YAML alias bombs ("billion laughs") and absurd nesting, in bounded time and memory."""
    seen, stack = 0, [(data, 0)]
    while stack:
        item, depth = stack.pop()
        seen += 1
        if seen > MAX_VALUES:
            raise ScenarioError("invalid-scenario", f"the scenario holds more than {MAX_VALUES} values "
                                "(YAML aliases count each time they are used)", None)
        if depth > MAX_DEPTH:
            raise ScenarioError("invalid-scenario", f"the scenario is nested deeper than {MAX_DEPTH} levels", None)
        if isinstance(item, dict):
            stack.extend((x, depth + 1) for pair in item.items() for x in pair)
        elif isinstance(item, list | tuple):
            stack.extend((x, depth + 1) for x in item)


def _int(value: Any, path: str, lo: int = 0, hi: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise invalid(path, f"must be a whole number, not {value!r}")
    if value < lo or (hi is not None and value > hi):
        raise invalid(path, f"must be {lo}-{hi}" if hi is not None else f"must be at least {lo}")
    return value


def _dict(value: Any, path: str) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise invalid(path, f"must be a mapping, not {type(value).__name__}")
    return value


def _card(value: Any, path: str, edition: str, options: tuple) -> str:
    try:
        card = parse_card(value)
    except ValueError as exc:
        raise invalid(path, str(exc)) from exc
    if kind_of(card) == "attack" and card.split(" ", 1)[1].startswith("-"):
        raise invalid(path, f"{card!r}: attack cards are printed with a number from 00 up, never below zero")
    if not belongs_to(card, edition, options):
        raise invalid(path, f"{card!r} is not a card of the {edition} edition"
                      + (" (kickers need the kickers option)" if kind_of(card) == "kicker" else ""))
    _in_printed_range(card, path)
    return card


#: card kind -> (lowest, highest) value printed on that kind of card, for the scenario being read
PRINTED: ContextVar[dict | None] = ContextVar("printed", default=None)


def printed_ranges(rules, edition: str) -> dict[str, tuple[int, int]]:
    """The values printed on attack and reinforcement cards: the range of the deck list in the
    rules data (``challenge-deck``; the sources list no deck, so the table is the project's);
    made once per graph and edition (read only)."""
    memo = rules.__dict__.setdefault("_printed_ranges", {})
    if (found := memo.get(edition)) is not None:
        return found
    out: dict[str, tuple[int, int]] = {}
    for row in rules.table("challenge-deck"):
        if row.get("edition", "both") in ("both", edition) and row["type"] in ("attack", "reinforcement"):
            v = int(row.get("value", 0))
            lo, hi = out.get(row["type"], (v, v))
            out[row["type"]] = (min(lo, v), max(hi, v))
    memo[edition] = out
    return out


def _in_printed_range(card: str, path: str) -> None:
    kind = kind_of(card)
    bounds = (PRINTED.get() or {}).get(kind)
    if bounds is None:
        return
    value = int(card.split(" ", 1)[1].lstrip("+"))
    if not bounds[0] <= value <= bounds[1]:
        raise invalid(path, f"{card!r}: {kind} cards are printed with values {bounds[0]}-{bounds[1]} "
                      "(the deck list of the rules data, table challenge-deck)")


@dataclass
class Scenario:
    """A validated scenario: the table to build and the answers to the encounter's decisions."""

    data: dict
    name: str | None
    edition: str
    options: tuple[str, ...]
    seed: int
    state: State
    enc: dict
    expect: dict
    power_effects: dict = field(default_factory=dict)
    power_choices: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def validate(rules, data: dict) -> Scenario:
    """Check every field and build the initial state; raises ScenarioError."""
    _unknown_keys(data, TOP_KEYS, "")
    if "resolver" not in data:
        raise invalid("resolver", "required (the format version, 1)")
    if data["resolver"] != 1 or isinstance(data["resolver"], bool):      # True == 1 in Python
        raise invalid("resolver", f"unknown format version {data['resolver']!r}; this engine reads 1")
    if isinstance(data.get("name"), (dict, list)):
        raise invalid("name", "must be a line of text (the name shown in reports)")
    edition = data.get("edition", "mayfair")
    if edition not in ("mayfair", "ffg"):
        raise invalid("edition", f"must be mayfair or ffg, not {edition!r}")
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise invalid("seed", "must be a whole number")
    options = _options(rules, data.get("options") or [])
    P = Params(rules, edition, options)
    PRINTED.set(printed_ranges(rules, edition))
    colours, powers = _players(P, data.get("players"))
    _powers_in_edition(rules, powers, colours, edition)
    SYSTEM_SIZES.set({c: n for hook in option_registry.REGISTRY.values()
                      if hook.option in options and hook.system_sizes
                      for c, n in hook.system_sizes(_dict(data.get("state"), "state"), colours, P).items()})
    state = _state(rules, data.get("state"), edition, options, colours, powers, P)
    enc = _dict(data.get("encounter"), "encounter")
    if not enc:
        raise invalid("encounter", "required: the encounter to resolve")
    _unknown_keys(enc, ENCOUNTER_KEYS | _option_keys("encounter_keys"), "encounter.")
    expect = _dict(data.get("expect"), "expect")
    _unknown_keys(expect, EXPECT_KEYS | _option_keys("expect_keys"), "expect.")
    scenario = Scenario(data, data.get("name"), edition, options, seed, state, enc, expect)
    _option_fields(rules, scenario, _dict(data.get("state"), "state"), P)
    scenario.expect = read_block(expect, colours, rules)     # read like the input (resolver.engine.expect)
    _encounter(rules, scenario, P)
    for hook in option_registry.hooks(state):
        if hook.load_encounter is not None:
            hook.load_encounter(rules, scenario, P)
    _powers(rules, scenario)
    from resolver.engine import edicts
    edicts.validate(rules, scenario)
    return scenario


def _option_keys(kind: str) -> set[str]:
    """Scenario fields the modelled optional rules add (``state_keys``, ``encounter_keys``…)."""
    return {k for hook in option_registry.REGISTRY.values() for k in getattr(hook, kind)}


def _option_fields(rules, sc: Scenario, raw_state: dict, P: Params) -> None:
    """Refuse an option's fields when the option is off; let each option read its own."""
    for hook in option_registry.REGISTRY.values():
        if hook.option in sc.options:
            continue
        for kind, where, block in (("state_keys", "state.", raw_state),
                                   ("encounter_keys", "encounter.", sc.enc),
                                   ("expect_keys", "expect.", sc.expect)):
            for key in getattr(hook, kind):
                if key in block:
                    raise invalid(f"{where}{key}", f"needs the {hook.option} option "
                                  f"(options: [{hook.option}])")
    for hook in option_registry.hooks(sc.state):
        if hook.load_state is not None:
            hook.load_state(rules, raw_state, sc.state, P)


def _options(rules, raw: Any) -> tuple[str, ...]:
    option_registry.load_all()
    if not isinstance(raw, list):
        raise invalid("options", "must be a list of optional-rule ids")
    out = []
    for i, name in enumerate(raw):
        node = rules.resolve_name(str(name), kinds=("option",))
        if node is None:
            raise invalid(f"options[{i}]", f"unknown optional rule {name!r}")
        oid = node.split(":", 1)[1]
        if oid not in option_registry.REGISTRY:
            raise ScenarioError("not-modelled", f"option {oid!r} is not modelled by the engine yet",
                                f"options[{i}]")
        out.append(oid)
    return tuple(out)


def _players(P, raw: Any) -> tuple[list[str], dict[str, str | None]]:
    if not isinstance(raw, list) or not raw:
        raise invalid("players", "required: the players in seating order, clockwise")
    fewest, most = P["players_min"], P["players_max"]
    if not fewest <= len(raw) <= most:
        raise invalid("players", f"{len(raw)} players; the game takes {fewest}-{most}")
    colours: list[str] = []
    powers: dict[str, str | None] = {}
    for i, p in enumerate(raw):
        if isinstance(p, str):
            p = {"color": p}
        if not isinstance(p, dict):
            raise invalid(f"players[{i}]", "must be {color: ..., power: ...}")
        _unknown_keys(p, {"color", "colour", "power"}, f"players[{i}].")
        colour = p.get("color", p.get("colour"))
        if not isinstance(colour, str) or not colour.strip() or ":" in colour:
            raise invalid(f"players[{i}].color", "required: a colour word")
        colour = colour.strip().lower()
        if colour in colours:
            raise invalid(f"players[{i}].color", f"{colour} is already taken")
        colours.append(colour)
        power = p.get("power")
        if power is not None:
            power = power_node(P.rules, power, f"players[{i}].power")
        powers[colour] = power
    return colours, powers


def _powers_in_edition(rules, powers: dict[str, str | None], colours: list[str], edition: str) -> None:
    """Refuse a power that does not exist in the scenario's edition (naming the one it is from)."""
    for i, colour in enumerate(colours):
        node = powers.get(colour)
        editions = tuple(rules.node(node).get("editions") or ()) if node else ()
        if editions and edition not in editions:
            name = node.split(":", 1)[1]
            raise invalid(f"players[{i}].power", f"{name} is a power of the {' and '.join(editions)} "
                          f"edition, not of {edition}")


#: planets per system where an optional rule changes it (inverted hexes), for this validation
SYSTEM_SIZES: ContextVar[dict | None] = ContextVar("system_sizes", default=None)


def _planet(value: Any, colours: list[str], n_planets: int, path: str) -> str:
    text = str(value).strip().lower()
    system, _, num = text.rpartition(":")
    if system in colours and num[:1].isalpha() and num[1:].isdigit():   # a Moon (moons option) or
        return f"{system}:{num}"                                       # an optional rule's base
    n_planets = (SYSTEM_SIZES.get() or {}).get(system, n_planets)
    if system not in colours or not num.isdigit() or not 1 <= int(num) <= n_planets:
        raise invalid(path, f"{value!r} is not a planet: write \"<system colour>:<1-{n_planets}>\" "
                      f"with a player's colour")
    return planet_key(system, int(num))


def _state(rules, raw: Any, edition: str, options: tuple, colours: list[str],
           powers: dict, P: Params) -> State:
    raw = _dict(raw, "state")
    _unknown_keys(raw, STATE_KEYS | _option_keys("state_keys"), "state.")
    n_planets, per_colour = P["planets_per_system"], P["ships_per_colour"]
    sizes = SYSTEM_SIZES.get() or {}
    planets = {planet_key(c, i): {} for c in colours for i in range(1, sizes.get(c, n_planets) + 1)}
    if "moons" in options:            # Moons are bases too: "<system colour>:m<1-2>"
        planets.update({f"{c}:m{i}": {} for c in colours for i in range(1, P["moons_per_player"] + 1)})
    for hook in option_registry.REGISTRY.values():     # bases an optional rule adds (Gas Giant stacks)
        if hook.option in options and hook.extra_planets:
            planets.update({k: {} for k in hook.extra_planets(raw, colours) if k not in planets})
    listed = set()
    for key, ships in _dict(raw.get("planets"), "state.planets").items():
        pk = _planet(key, colours, n_planets, f"state.planets.{key}")
        if pk not in planets and pk.rpartition(":")[2][:1] != "m":
            raise invalid(f"state.planets.{key}", f"{key!r} is not a planet of this table")
        if pk not in planets:
            raise invalid(f"state.planets.{key}", f"{key!r} is a Moon: it needs the moons option "
                          "(Moons are <system colour>:m1, :m2)")
        listed.add(pk)
        for colour, n in _dict(ships, f"state.planets.{key}").items():
            c = _colour(colour, colours, f"state.planets.{key}.{colour}")
            n = _int(n, f"state.planets.{key}.{colour}", 0, per_colour)
            if n:
                planets[pk][c] = n
    warp = {}
    for colour, n in _dict(raw.get("warp"), "state.warp").items():
        c = _colour(colour, colours, f"state.warp.{colour}")
        warp[c] = _int(n, f"state.warp.{colour}", 0, per_colour)
    for c in colours:
        placed = sum(s.get(c, 0) for s in planets.values()) + warp.get(c, 0) \
            + sum(hook.ships_in_state(raw, c) for hook in option_registry.REGISTRY.values()
                  if hook.option in options and hook.ships_in_state)      # e.g. Limbo
        if placed > per_colour:
            raise invalid("state", f"{c} has {placed} ships placed; each colour has {per_colour}")
        free = [k for k in (planet_key(c, i) for i in range(1, sizes.get(c, n_planets) + 1))
                if k not in listed]
        left = per_colour - placed
        if left and not free:
            raise invalid("state", f"{c}: {left} ships are not placed and every {c} home planet is "
                          "listed; put them on a planet or in the warp")
        if free:
            q, r = divmod(left, len(free))
            for i, k in enumerate(free):
                if q + (i < r):
                    planets[k][c] = q + (i < r)
    hands: dict[str, list[str] | None] = {c: None for c in colours}
    for colour, cards in _dict(raw.get("hands"), "state.hands").items():
        c = _colour(colour, colours, f"state.hands.{colour}")
        if not isinstance(cards, list):
            raise invalid(f"state.hands.{colour}", "must be a list of card names")
        hands[c] = [_card(x, f"state.hands.{colour}[{i}]", edition, options) for i, x in enumerate(cards)]
    active = {}
    for colour, value in _dict(raw.get("powers_active"), "state.powers_active").items():
        c = _colour(colour, colours, f"state.powers_active.{colour}")
        if not isinstance(value, bool):
            raise invalid(f"state.powers_active.{colour}", "must be true or false")
        active[c] = value
    players = [Player(c, powers[c], True, hands[c]) for c in colours]
    state = State(edition, options, players, planets, n_planets, warp=warp, deck=None, system_sizes=dict(sizes),
                  ships_per_colour=per_colour)
    need = P["home_colonies_for_power"]
    for p in players:
        p.power_active = active.get(p.colour, state.home_colonies(p.colour) >= need)
        if active.get(p.colour) and not options and state.home_colonies(p.colour) < need:
            rule = P.rule("home_colonies_for_power")     # optional rules count other bases too
            raise ScenarioError("illegal", f"{p.colour} has {state.home_colonies(p.colour)} home colonies; "
                                f"a power is lost below {need} ({rule})", f"state.powers_active.{p.colour}",
                                rule)
    win = P["colonies_to_win"]
    for c in colours:
        if state.foreign_colonies(c) >= win:
            raise ScenarioError("illegal", f"{c} already has {state.foreign_colonies(c)} foreign "
                                f"colonies: the game is over ({P.rule('colonies_to_win')})", "state.planets",
                                P.rule("colonies_to_win"))
    return state


def _encounter(rules, sc: Scenario, P: Params) -> None:
    enc, colours = sc.enc, sc.state.colours
    enc["offense"] = _colour(enc.get("offense"), colours, "encounter.offense")
    enc["number"] = _int(enc.get("number", 1), "encounter.number", 1, P["encounters_per_turn"])
    if "destiny" not in enc:
        raise ScenarioError("open-decision", "required: the destiny card drawn (a colour, "
                            "\"reverse <colour>\", wild, \"reverse wild\")", "encounter.destiny")
    draws = enc["destiny"] if isinstance(enc["destiny"], list) else [enc["destiny"]]
    cards = []
    for i, d in enumerate(draws):
        path = f"encounter.destiny[{i}]" if isinstance(enc["destiny"], list) else "encounter.destiny"
        text = " ".join(str(d).lower().split())
        special = next((name for hook in option_registry.REGISTRY.values() if hook.destiny_names
                        for name in [hook.destiny_names(text, sc, path)] if name), None)
        if special:                   # a special destiny card of an optional rule (Comet…)
            cards.append(special)
            continue
        reverse = text.startswith("reverse ")
        base = text.split(" ", 1)[1] if reverse else text
        if reverse and sc.edition == "ffg":
            raise invalid(path, "the FFG destiny deck has no reverse cards")
        if base != "wild" and base not in colours and not base.startswith(SPECIAL_DESTINY):
            raise invalid(path, f"{d!r} is not a destiny card: a player's colour ({', '.join(colours)}), "
                          "\"reverse <colour>\", wild or \"reverse wild\"")
        if base != "wild" and base not in colours:
            raise ScenarioError("not-modelled", f"{d!r}: only colour, reverse and wild destiny cards "
                                "are modelled (special, instructional and comet cards are not), and "
                                f"a colour must be a player's ({', '.join(colours)})", path)
        cards.append(text)
    enc["destiny"] = cards
    deck = len(build_destiny(rules.table("destiny-deck"), sc.edition, colours)) + (
        len(colours) if any(o in sc.options for o in ("comets", "colourless-cones")) else 0)
    if len(cards) > deck:
        raise invalid("encounter.destiny", f"{len(cards)} destiny cards listed: the destiny deck holds "
                      f"{deck} (table destiny-deck, one special card per player with comets or "
                      "colourless cones)")
    cone = enc.get("cone")
    if cone is not None and cone not in ("normal", "reverse"):
        raise invalid("encounter.cone", "must be normal or reverse")
    if cone == "reverse" and sc.edition == "ffg":
        raise invalid("encounter.cone", "the FFG edition has no reverse cone")
    n_planets = P["planets_per_system"]
    if "target" in enc:
        enc["target"] = _planet(enc["target"], colours, n_planets, "encounter.target")
    if "defense" in enc:
        enc["defense"] = _colour(enc["defense"], colours, "encounter.defense")
    launch = _dict(enc.get("launch"), "encounter.launch")
    for colour in launch:
        c = _colour(colour, colours, f"encounter.launch.{colour}")
        if c != enc["offense"]:
            raise invalid(f"encounter.launch.{colour}", f"only the offense ({enc['offense']}) launches")
        _int(launch[colour], f"encounter.launch.{colour}", 0)
        lo = P["launch_min"] if sc.state.bases(c) else 0      # no colony: only a regrouped ship
        _ships(launch[colour], lo, P["launch_max"], f"encounter.launch.{colour}", P.rule("launch_max"))
    enc["launch"] = {str(k).lower(): v for k, v in launch.items()}
    per_colour = P["ships_per_colour"]
    enc["launch_from"] = {_planet(k, colours, n_planets, f"encounter.launch_from.{k}"):
                          _int(v, f"encounter.launch_from.{k}", 1, per_colour)
                          for k, v in _dict(enc.get("launch_from"), "encounter.launch_from").items()}
    allies = _dict(enc.get("allies"), "encounter.allies")
    _unknown_keys(allies, {"offense", "defense"}, "encounter.allies.")
    clean: dict[str, dict[str, int]] = {"offense": {}, "defense": {}}
    for side in ("offense", "defense"):
        for colour, n in _dict(allies.get(side), f"encounter.allies.{side}").items():
            c = _colour(colour, colours, f"encounter.allies.{side}.{colour}")
            clean[side][c] = _int(n, f"encounter.allies.{side}.{colour}", 0)
            _ships(n, P["ally_min"], P["ally_max"], f"encounter.allies.{side}.{colour}", P.rule("ally_max"))
    both = set(clean["offense"]) & set(clean["defense"])
    if both:
        c = sorted(both)[0]
        rule = "mayfair.stage6.one-side" if sc.edition == "mayfair" else "ffgov.alliance.order"
        raise ScenarioError("illegal", f"{c} allies with both sides; a player may ally with only "
                            f"one main player ({rule})", f"encounter.allies.defense.{c}", rule)
    enc["allies"] = clean
    raw_from = _dict(enc.get("ally_from"), "encounter.ally_from")
    enc["ally_from"] = {}
    for colour, spots in raw_from.items():
        c = _colour(colour, colours, f"encounter.ally_from.{colour}")
        enc["ally_from"][c] = {_planet(k, colours, n_planets, f"encounter.ally_from.{colour}.{k}"):
                               _int(v, f"encounter.ally_from.{colour}.{k}", 1, per_colour)
                               for k, v in _dict(spots, f"encounter.ally_from.{colour}").items()}
    inv = enc.get("invitations")
    if inv is not None:
        inv = _dict(inv, "encounter.invitations")
        _unknown_keys(inv, {"offense", "defense"}, "encounter.invitations.")
        for side in ("offense", "defense"):
            if not isinstance(inv.get(side) or [], list):
                raise invalid(f"encounter.invitations.{side}", "must be a list of colours")
        enc["invitations"] = {side: [_colour(c, colours, f"encounter.invitations.{side}[{i}]")
                                     for i, c in enumerate(inv.get(side) or [])]
                              for side in ("offense", "defense")}
    cards_in = _dict(enc.get("cards"), "encounter.cards")
    _unknown_keys(cards_in, {"offense", "defense"}, "encounter.cards.")
    enc["cards"] = {side: _card(v, f"encounter.cards.{side}", sc.edition, sc.options)
                    for side, v in cards_in.items()}
    if enc.get("kickers") and "kickers" not in sc.options:
        raise invalid("encounter.kickers", "needs the kickers option (options: [kickers])")
    reinf = enc.get("reinforcements") or []
    if not isinstance(reinf, list):
        raise invalid("encounter.reinforcements", "must be a list of {player, side, value}")
    plays = []
    for i, r in enumerate(reinf):
        r = _dict(r, f"encounter.reinforcements[{i}]")
        _unknown_keys(r, {"player", "side", "value", "card"}, f"encounter.reinforcements[{i}].")
        c = _colour(r.get("player"), colours, f"encounter.reinforcements[{i}].player")
        side = r.get("side")
        if side not in ("offense", "defense"):
            raise invalid(f"encounter.reinforcements[{i}].side", "must be offense or defense")
        if "card" in r:
            card = _card(r["card"], f"encounter.reinforcements[{i}].card", sc.edition, sc.options)
            if kind_of(card) != "reinforcement":
                raise invalid(f"encounter.reinforcements[{i}].card", f"{card!r} is not a Reinforcement")
        else:
            card = f"reinforcement +{_int(r.get('value'), f'encounter.reinforcements[{i}].value', 1)}"
            _in_printed_range(card, f"encounter.reinforcements[{i}].value")
        plays.append((c, side, card))
    enc["reinforcements"] = plays
    rewards = {}
    for colour, how in _dict(enc.get("rewards"), "encounter.rewards").items():
        c = _colour(colour, colours, f"encounter.rewards.{colour}")
        how = _dict(how, f"encounter.rewards.{colour}")
        _unknown_keys(how, {"cards", "ships"}, f"encounter.rewards.{colour}.")
        rewards[c] = {k: _int(v, f"encounter.rewards.{colour}.{k}", 0, per_colour) for k, v in how.items()}
    _only_allies(rewards, clean, "encounter.rewards", "only an ally of the encounter takes rewards")
    _only_allies(enc["ally_from"], clean, "encounter.ally_from", "only an ally commits ships")
    enc["rewards"] = rewards
    if "deal" in enc:
        enc["deal"] = _deal(enc["deal"], colours, n_planets, per_colour)
    if "regroup" in enc:
        r = enc["regroup"]
        if r in (None, False, "none", "no"):
            enc["regroup"] = None
        elif str(r).lower() in ("gate", "cone"):
            enc["regroup"] = "cone"
        else:
            enc["regroup"] = _planet(r, colours, n_planets, "encounter.regroup")
    losses = {}
    for colour, spots in _dict(enc.get("losses"), "encounter.losses").items():
        c = _colour(colour, colours, f"encounter.losses.{colour}")
        losses[c] = {_planet(k, colours, n_planets, f"encounter.losses.{colour}.{k}"):
                     _int(v, f"encounter.losses.{colour}.{k}", 1, per_colour)
                     for k, v in _dict(spots, f"encounter.losses.{colour}").items()}
    enc["losses"] = losses


def _ships(n: int, lo: int, hi: int, path: str, rule: str) -> None:
    """Ships committed by one player: the graph's bounds (1-4), an ill-formed field otherwise."""
    if not lo <= n <= hi:
        raise ScenarioError("invalid-scenario", f"{n} ships: must be {lo}-{hi} ships ({rule})", path, rule)


def _deal(raw: Any, colours: list[str], n_planets: int, per_colour: int) -> dict:
    if raw in ("made", True):
        return {"made": True}
    if raw in ("failed", False):
        return {"made": False}
    raw = _dict(raw, "encounter.deal")
    _unknown_keys(raw, {"made", "colony", "cards"}, "encounter.deal.")
    made = raw.get("made", True)
    if not isinstance(made, bool):
        raise invalid("encounter.deal.made", "must be true or false")
    out: dict = {"made": made, "colony": {}, "cards": {}}
    colony = _dict(raw.get("colony"), "encounter.deal.colony")
    if len(colony) > 2:
        raise invalid("encounter.deal.colony", "at most one colony for each main player")
    for colour, spot in colony.items():
        c = _colour(colour, colours, f"encounter.deal.colony.{colour}")
        if isinstance(spot, list):
            raise ScenarioError("illegal", "no player can gain more than one colony in a deal "
                                "(mayfair.stage8.c.one-base)", f"encounter.deal.colony.{colour}",
                                "mayfair.stage8.c.one-base")
        if isinstance(spot, dict):
            _unknown_keys(spot, {"planet", "ships"}, f"encounter.deal.colony.{colour}.")
            out["colony"][c] = {"planet": _planet(spot.get("planet"), colours, n_planets,
                                                  f"encounter.deal.colony.{colour}.planet"),
                                "ships": _int(spot.get("ships", 1), f"encounter.deal.colony.{colour}.ships", 1,
                                              per_colour)}
        else:
            out["colony"][c] = _planet(spot, colours, n_planets, f"encounter.deal.colony.{colour}")
    for colour, n in _dict(raw.get("cards"), "encounter.deal.cards").items():
        c = _colour(colour, colours, f"encounter.deal.cards.{colour}")
        out["cards"][c] = _int(n, f"encounter.deal.cards.{colour}", 0)
    return out


def _powers(rules, sc: Scenario) -> None:
    """Refuse powers whose effect is not modelled, unless they cannot act or are declined."""
    power_registry.load_all()
    raw = _dict(sc.enc.get("powers"), "encounter.powers")
    holders = {p.power.split(":", 1)[1].lower(): p for p in sc.state.players if p.power}
    for name, choice in raw.items():
        node = power_node(rules, name, f"encounter.powers.{name}")
        if node.split(":", 1)[1].lower() not in holders:
            raise ScenarioError("illegal", "a choice for a power no player in this scenario holds",
                                f"encounter.powers.{name}")
        sc.power_choices[node.split(":", 1)[1]] = choice if isinstance(choice, dict) else {"use": choice}
    for i, p in enumerate(sc.state.players):
        if not p.power:
            continue
        name = p.power.split(":", 1)[1]
        spec = power_registry.effect_for(p.power, sc.edition)
        if spec is not None:
            sc.power_effects[p.colour] = spec
            continue
        if not p.power_active:
            sc.notes.append(f"{p.colour}'s {name} is lost; its effect is not needed")
            continue
        declined = sc.power_choices.get(name, {}).get("use") is False
        if declined and power_registry.mandatory(rules, p.power) is False:
            sc.notes.append(f"{p.colour} declines its optional {name}")
            continue
        rulings = power_registry.known_rulings(rules, p.power)
        why = ("; it cannot be declined: the rules data does not say it is optional"
               if declined else "")
        raise ScenarioError("not-modelled", f"the {name}'s effect is not modelled{why}; known rulings: "
                            + (", ".join(rulings) if rulings else "none"), f"players[{i}].power")


# -- answering the encounter's decisions ------------------------------------------------------
class ScenarioChooser(Chooser):
    """Answers from the scenario; refuses an open decision, naming it and its options."""

    def __init__(self, sc: Scenario) -> None:
        self.sc = sc
        self.enc = sc.enc
        self.draws = list(sc.enc["destiny"])
        self.used: set[str] = set()          # the conditional choices the encounter asked for

    def unused_choices(self) -> list[str]:
        """Choices the scenario made for a situation that never arose (a deal, an ally's rewards)."""
        given = (["deal"] if "deal" in self.enc else []) + [f"rewards.{c}" for c in self.enc["rewards"]]
        unused = [f"encounter.{name}" for name in given if name not in self.used]
        if self.draws:                       # destiny cards listed after the one that decided
            unused.append("encounter.destiny")
        return unused

    def open(self, name: str, player: str | None, options, values: tuple | None = None) -> ScenarioError:
        """An open decision; ``values``: its options as the scenario writes them at ``name``,
        when each can be written there as it is (every one must then be accepted)."""
        d = Decision(name, player, tuple(options))
        return ScenarioError("open-decision", d.describe(), name, options=values)

    def regroup(self, enc, options, optional):
        choice = self.enc.get("regroup")
        if choice is None and not optional:
            raise invalid("encounter.regroup", "the FFG regroup is not optional")
        if choice is not None and choice not in options:
            raise invalid("encounter.regroup", f"{choice} is not one of {', '.join(options)}")
        return choice, False

    def destiny(self, enc):
        if not self.draws:
            raise self.open("encounter.destiny", enc.offense, ["a next destiny card (list them in order)"])
        return self.draws.pop(0), False

    def own_colour(self, enc, options):
        if self.draws:
            return "draw again", False
        target = self.enc.get("target")
        if target is None:
            raise self.open("encounter.target", enc.offense, options)
        if f"refill {target}" in options:
            return f"refill {target}", False
        if target not in options:
            raise ScenarioError("illegal", f"{target}: after drawing its own colour, {enc.offense} may "
                                "draw again, challenge another player's colony in its own system, or "
                                f"retake an empty home planet ({enc.R['destiny.own-challenge']})",
                                "encounter.target", enc.R["destiny.own-challenge"])
        return target, False

    def defender(self, enc, options, why):
        self.used.add("defense")
        chosen = self.enc.get("defense")
        if chosen is None and self.enc.get("target") and why == "wild destiny":
            chosen = system_of(self.enc["target"])
        if chosen is None and len(options) == 1:
            return options[0], False
        if chosen is None:
            raise self.open("encounter.defense", enc.offense, options, tuple(options))
        if chosen not in options:
            raise invalid("encounter.defense", f"{chosen} cannot be the defense here; options: "
                          f"{', '.join(options)}")
        return chosen, False

    def target(self, enc, options):
        target = self.enc.get("target")
        if target is None:
            raise self.open("encounter.target", enc.offense, options, tuple(options))
        if target not in options:
            raise ScenarioError("illegal", f"{target} is not in {enc.defense}'s system; the encounter "
                                f"happens where the destiny card points ({enc.R['destiny.regular']})",
                                "encounter.target", enc.R["destiny.regular"])
        return target, False

    def commit(self, enc, colour, role, lo, hi):
        if role in ("offense", "refill"):
            count, spots, path = self.enc["launch"].get(colour), self.enc["launch_from"], "encounter.launch"
        elif role.endswith("ally"):
            side = role.split(" ", 1)[0]
            count = self.enc["allies"][side].get(colour)
            spots, path = self.enc["ally_from"].get(colour, {}), f"encounter.allies.{side}"
        else:   # a deal colony: the ships come by default
            return default_take(enc.state, colour, lo), True
        if count is None and spots:
            count = sum(spots.values())
        available = sum(enc.state.ships_on(k, colour) for k in enc.state.bases(colour))
        if count is None:            # the options: what the bounds and its ships allow
            cap = commit_cap(enc, colour)
            counts = range(lo, max(lo, min(hi, available, hi if cap is None else cap)) + 1)
            raise self.open(f"{path}.{colour}", colour, [str(n) for n in counts], tuple(counts))
        if not lo <= count <= hi:
            raise ScenarioError("illegal", f"{count} ships; {colour} must commit {lo}-{hi} "
                                f"({enc.R['launch' if role in ('offense', 'refill') else 'ally.commit']})",
                                f"{path}.{colour}",
                                enc.R["launch" if role in ("offense", "refill") else "ally.commit"])
        if spots:
            if sum(spots.values()) != count:
                raise invalid(f"{path.replace('launch', 'launch_from').replace('allies.offense', 'ally_from').replace('allies.defense', 'ally_from')}",
                              f"takes {sum(spots.values())} ships, but {count} are committed")
            return dict(spots), False
        if available < count:
            rule = enc.R["launch" if role in ("offense", "refill") else "ally.commit"]
            raise ScenarioError("illegal", f"{colour} has only {available} ships on its colonies, "
                                f"cannot commit {count} ({rule})", f"{path}.{colour}", rule)
        return default_take(enc.state, colour, count), True

    def invitations(self, enc, side, options):
        if side == "offense":
            self._check_allies(enc)
        inv = self.enc.get("invitations")
        if inv is not None:
            return inv[side], False
        return list(self.enc["allies"][side]), False

    def _check_allies(self, enc) -> None:
        for side in ("offense", "defense"):
            for colour in self.enc["allies"][side]:
                path = f"encounter.allies.{side}.{colour}"
                if colour in (enc.offense, enc.defense):
                    raise ScenarioError("illegal", f"{colour} is a main player and cannot be an ally",
                                        path, enc.R["ally.order"])
                if not enc.state.bases(colour):
                    raise ScenarioError("illegal", f"{colour} has no ships on any colony to commit",
                                        path, enc.R["ally.commit"])

    def alliance(self, enc, colour, sides):
        for side in ("offense", "defense"):
            if colour in self.enc["allies"][side]:
                if side not in sides:
                    rule = enc.R["ally.invited"]
                    raise ScenarioError("illegal", f"{colour} was not invited by the {side}; no one "
                                        f"may ally uninvited ({rule})", f"encounter.allies.{side}.{colour}", rule)
                return side, False
        return None, False

    def encounter_card(self, enc, side, options):
        card = self.enc["cards"].get(side)
        if card is None:
            shown = options or ["attack N", "compromise" if enc.edition == "mayfair" else "negotiate"] \
                + (["morph"] if enc.edition == "ffg" and not options else [])
            raise self.open(f"encounter.cards.{side}", enc.offense if side == "offense" else enc.defense,
                            shown)
        return card, False

    def reinforcements(self, enc, both_attack):
        return list(self.enc["reinforcements"]), False

    def deal(self, enc):
        self.used.add("deal")
        if "deal" not in self.enc:
            raise self.open("encounter.deal", None, ["made", "failed",
                                                     "{made: true, colony: {...}, cards: {...}}"])
        return self.enc["deal"], False

    def reward(self, enc, colour, n, warp):
        self.used.add(f"rewards.{colour}")
        how = self.enc["rewards"].get(colour)
        if how is None:
            return (n, 0), True
        ships = how.get("ships", n - how.get("cards", n))
        cards = how.get("cards", n - ships)
        return (cards, ships), False

    def lose(self, enc, colour, n):
        spots = self.enc["losses"].get(colour)
        if spots:
            return dict(spots), False
        return default_lose(enc.state, colour, n), True

    def home_for(self, enc, colour):
        return default_home(enc.state, colour), True

    def second_encounter(self, enc):
        return False, True

    def defense_redraw(self, enc):
        use = self.enc.get("defense_redraw")
        if use is None:
            raise self.open("encounter.defense_redraw", enc.defense, ["true", "false"], (True, False))
        return use, False
