"""The invariant of decisions (issue 14): an open decision lists options the engine accepts.

For every golden scenario the engine plays, each decision the scenario makes (a power's
choice under ``encounter.powers``, the defense, the target, the ships committed) is
taken out in turn. The engine then either needs no such decision (the scenario still
plays), or refuses with ``open-decision`` naming that field and its legal options. Each
listed option, written back at that field, must then be accepted: never refused as
illegal or ill-typed at that same field. A decision the engine asks for is thus one the
rules give that player, with options the rules allow.
"""
from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent / "scenarios"
#: the most options of one decision tried (a Will's target can list twenty planets)
MAX_OPTIONS = 6


def _playable() -> list[tuple[str, dict]]:
    out = []
    for path in sorted(ROOT.rglob("*.yaml")):
        doc = yaml.safe_load(path.read_text())
        if isinstance(doc, dict) and not (doc.get("expect") or {}).get("error"):
            doc.pop("expect", None)
            out.append((str(path.relative_to(ROOT)), doc))
    return out


def _decisions(doc: dict) -> list[tuple[str, ...]]:
    """The field paths of the decisions a scenario makes."""
    enc = doc.get("encounter") or {}
    out: list[tuple[str, ...]] = [("encounter", k) for k in ("defense", "target") if k in enc]
    out += [("encounter", "launch", c) for c in (enc.get("launch") or {})]
    for name, block in (enc.get("powers") or {}).items():
        if isinstance(block, dict):
            out += [("encounter", "powers", name, key) for key in block]
    return out


def _remove(doc: dict, path: tuple[str, ...]) -> dict:
    out = copy.deepcopy(doc)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    parent.pop(path[-1])
    if path[:2] == ("encounter", "powers") and not parent:
        out["encounter"]["powers"].pop(path[2])
    return out


def _put(doc: dict, dotted: str, value) -> dict:
    out = copy.deepcopy(doc)
    keys = dotted.split(".")
    parent = out
    for key in keys[:-1]:
        if not isinstance(parent.get(key), dict):
            parent[key] = {}
        parent = parent[key]
    parent[keys[-1]] = value
    return out


CASES = [(name, doc, path) for name, doc in _playable() for path in _decisions(doc)]


def test_enough_decisions_are_exercised():
    assert len(CASES) >= 300


@pytest.mark.parametrize(("name", "doc", "path"), CASES,
                         ids=[f"{n}:{'.'.join(p[1:])}" for n, _, p in CASES])
def test_every_listed_option_of_an_open_decision_is_accepted(oracle, name, doc, path):
    out = oracle.simulate(_remove(doc, path))
    err = out.error
    if err is None or err.code != "open-decision" or err.options is None:
        assert err is None or err.code != "engine-bug", err.message
        return
    assert err.options, f"{err.path}: an open decision with no option ({err.message})"
    for option in list(err.options)[:MAX_OPTIONS]:
        again = oracle.simulate(_put(_remove(doc, path), err.path, option)).error
        assert again is None or again.code not in ("illegal", "invalid-scenario", "engine-bug") \
            or again.path != err.path, f"{err.path}: listed option {option!r} refused: {again}"
