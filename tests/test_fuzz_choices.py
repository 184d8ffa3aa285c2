"""Fuzzing the engine with valid scenarios whose fields and choices are mutated (issue 14).

Every golden scenario the engine plays (not the refused ones) is a seed; a mutation
replaces, adds or removes one field anywhere in it — above all the players' power
choices under ``encounter.powers`` — with a value of a plausible type (colours,
planets, cards, numbers, lists, mappings) or of a wrong one. Whatever comes of it,
the engine must answer with an outcome or a refusal naming its reason: never an
``engine-bug`` (a traceback turned into "please report it"). Most mutations are "nudges" (another
colour, planet, card or count of the same kind), so that many mutated scenarios still
play and the engine's deeper paths are reached, not only the loader's checks.

The number of examples: ``RESOLVER_FUZZ_EXAMPLES`` (default 150, seeded, a few seconds: it
runs with the quick tests; issue 14's run used 5000, about a minute).
"""
from __future__ import annotations

import copy
import os
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from resolver.engine.powers.support import power_fields

ROOT = Path(__file__).resolve().parent / "scenarios"
EXAMPLES = int(os.environ.get("RESOLVER_FUZZ_EXAMPLES", "150"))


def _seeds() -> list[dict]:
    out = []
    for path in sorted(ROOT.rglob("*.yaml")):
        doc = yaml.safe_load(path.read_text())
        if isinstance(doc, dict) and not (doc.get("expect") or {}).get("error"):
            doc.pop("expect", None)
            out.append(doc)
    return out


SEEDS = _seeds()
COLOURS = ["tan", "pink", "lavender", "mint", "red", "blue", "green", "yellow", "purple", "black"]
PLANETS = [f"{c}:{n}" for c in COLOURS[:4] for n in (1, 2, 3, 5)] + ["pink:9", "tan:0", "warp"]
CARDS = ["attack 08", "attack 40", "attack -3", "attack 99", "compromise", "negotiate", "morph",
         "reinforcement +3", "reinforcement +9", "kicker x2", "flare Zombie", "edict Plague", "nonsense"]
WORDS = ["use", "yes", "no", "wild", "reverse pink", "offense", "defense", "deck", "hand", "plans",
         "hoard", "conditions", "ships", "cards", "Dictator", "Zombie", ""]
FIELDS = power_fields()
FIELD_NAMES = sorted({f for fields in FIELDS.values() for f in fields})

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 25), st.integers(-10**12, 10**12),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8),
    st.sampled_from(COLOURS + PLANETS + CARDS + WORDS))
plausible = st.one_of(st.sampled_from(COLOURS[:4] + PLANETS + CARDS + WORDS), st.booleans(),
                      st.integers(0, 22))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.one_of(st.sampled_from(COLOURS + PLANETS + FIELD_NAMES), st.text(max_size=6)),
                    inner, max_size=4)), max_leaves=12)


def _paths(doc, prefix=()):
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield (*prefix, key)
            yield from _paths(value, (*prefix, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield (*prefix, i)
            yield from _paths(value, (*prefix, i))


@st.composite
def mutated(draw) -> dict:
    """One seed scenario with one to three fields replaced, added or removed."""
    doc = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 3))):
        enc = doc.get("encounter")
        kind = draw(st.sampled_from(["nudge", "nudge", "replace", "power-field", "power-field", "remove"]))
        if kind == "power-field" and isinstance(enc, dict):   # a choice for a power in the game, or not
            players = doc.get("players") if isinstance(doc.get("players"), list) else []
            powers = {p["power"] for p in players if isinstance(p, dict) and isinstance(p.get("power"), str)}
            name = draw(st.sampled_from(sorted(powers | {"Dictator", "Assassin", "Seeker"})))
            key = draw(st.sampled_from(list(FIELDS.get(name, ())) + ["use"]))
            block = enc.setdefault("powers", {})
            if not isinstance(block, dict):
                continue
            if not isinstance(block.get(name), dict):
                block[name] = {}
            block[name][key] = draw(st.one_of(plausible, values))
            continue
        roots = ("encounter", "state") if draw(st.integers(0, 19)) else ("players", "options")
        paths = [p for p in _paths(doc) if len(p) > 1 and p[0] in roots]     # a field, not a whole block
        if not paths:
            continue
        path = draw(st.sampled_from(paths))
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        if kind == "remove" and isinstance(parent, dict):
            parent.pop(path[-1], None)
        elif kind == "nudge":         # a value of the same kind: another colour, planet, card, count
            parent[path[-1]] = draw(_like(parent[path[-1]]))
        else:
            parent[path[-1]] = draw(values)
    return doc


def _like(value) -> st.SearchStrategy:
    """Values of the same kind as ``value`` (the mutation a careful writer's typo makes)."""
    if isinstance(value, bool):
        return st.booleans()
    if isinstance(value, int):
        return st.integers(max(0, value - 3), max(0, value) + 3)
    if isinstance(value, str) and ":" in value:
        return st.sampled_from(PLANETS)
    if isinstance(value, str) and value.split(" ")[0] in ("attack", "reinforcement", "kicker", "compromise",
                                                             "negotiate", "morph"):
        return st.sampled_from(CARDS)
    if isinstance(value, str):
        return st.sampled_from(COLOURS[:4] + WORDS)
    return plausible


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck))
@given(mutated())
def test_mutated_scenarios_never_end_in_an_engine_bug(oracle, doc):
    outcome = oracle.simulate(doc)
    error = outcome.error
    assert error is None or error.code != "engine-bug", f"{error.message}\n{yaml.safe_dump(doc)}"
    if error is not None:
        assert error.message and (error.path is None or isinstance(error.path, str))
    if error is not None and error.code == "open-decision" and error.options:
        again = oracle.simulate(_put(doc, error.path, error.options[0])).error   # a listed option is accepted
        assert again is None or again.code not in ("illegal", "invalid-scenario", "engine-bug") \
            or again.path != error.path, (error.path, error.options[0], again)


def _put(doc: dict, dotted: str, value) -> dict:
    out = copy.deepcopy(doc)
    parent = out
    for key in dotted.split(".")[:-1]:
        if not isinstance(parent.get(key), dict):
            parent[key] = {}
        parent = parent[key]
    parent[dotted.split(".")[-1]] = value
    return out
