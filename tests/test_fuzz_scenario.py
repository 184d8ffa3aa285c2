"""Fuzzing the scenario loader: any YAML/JSON gives an outcome or a refusal naming a field path.

Alias bombs ("billion laughs") and absurd nesting are refused quickly with bounded memory.
"""
from __future__ import annotations

import copy
import json
import subprocess
import sys
import time
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

api = pytest.importorskip("resolver.engine.api")


def short(value) -> str:
    """A short test id for long parametrized inputs."""
    return repr(value)[:20]

FUZZ = settings(max_examples=120, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
#: the slowest one scenario may take, and the most memory a refusal may allocate
BOUND_S = 2.0
BOUND_BYTES = 64 * 1024 * 1024

BASE = {
    "resolver": 1, "name": "fuzz base", "seed": 7, "edition": "mayfair",
    "players": [{"color": "tan"}, {"color": "pink"}, {"color": "lavender"}, {"color": "mint"}],
    "encounter": {"offense": "tan", "destiny": "pink", "target": "pink:1", "launch": {"tan": 3},
                  "allies": {"offense": {"lavender": 2}},
                  "cards": {"offense": "attack 08", "defense": "attack 06"},
                  "reinforcements": [{"player": "pink", "side": "defense", "value": 3}]},
    "expect": {"winner": "defense", "totals": {"offense": 13, "defense": 13}},
}

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**30, 10**30),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=20),
                    st.sampled_from(["tan", "pink", "pink:1", "pink:9", "attack 08", "compromise",
                                     "reverse pink", "wild", "ffg", "mayfair", "negotiate", "x2"]))
json_like = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)),
    max_leaves=20)


def paths(doc, prefix=()):
    """Every key path inside a nested dict/list scenario."""
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield (*prefix, key)
            yield from paths(value, (*prefix, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield (*prefix, i)
            yield from paths(value, (*prefix, i))


ALL_PATHS = list(paths(BASE))


def mutated(path, value):
    doc = copy.deepcopy(BASE)
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def assert_outcome_or_refusal(oracle, scenario, bound: float = BOUND_S) -> None:
    """An outcome (to_dict JSON-serialisable), or an error with code, message and path."""
    start = time.perf_counter()
    outcome = oracle.simulate(scenario)
    assert time.perf_counter() - start < bound
    data = outcome.to_dict()
    if "error" in data and data["error"] is not None and set(data) == {"error"}:
        err = data["error"]
        assert err["code"] and isinstance(err["message"], str) and err["message"]
        assert err["path"] is None or isinstance(err["path"], str)
    else:
        json.dumps(data, default=str)
        assert "trace" in data


def test_the_base_scenario_is_the_tie_of_the_spec(oracle):
    result = oracle.check(copy.deepcopy(BASE))
    assert result.passed, result.mismatches


@FUZZ
@given(st.sampled_from(ALL_PATHS), json_like)
def test_any_value_in_any_field_gives_an_outcome_or_a_refusal(oracle, path, value):
    assert_outcome_or_refusal(oracle, mutated(path, value))


@FUZZ
@given(st.dictionaries(st.sampled_from(sorted(BASE) + ["state", "options", "x"]), json_like, max_size=6))
def test_any_top_level_mapping_gives_an_outcome_or_a_refusal(oracle, doc):
    assert_outcome_or_refusal(oracle, doc)


@FUZZ
@given(st.text(max_size=300))
def test_any_text_gives_an_outcome_or_a_refusal(oracle, text):
    assert_outcome_or_refusal(oracle, "\n" + text)      # a newline: never taken for a path


def bomb(where: str) -> str:
    """A billion-laughs document: nine levels of nine aliases (9^9 values) placed at ``where``."""
    anchors = ["  a: &a [x, x, x, x, x, x, x, x, x]"] + [
        f"  {c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]"
        for p, c in zip("abcdefgh", "bcdefghi", strict=True)]
    body = {
        "name": "name: *i\n", "players": "players: *i\n", "edition": "edition: *i\n",
        "options": "options: *i\n", "launch": "encounter: {offense: tan, launch: {tan: *i}}\n",
        "hands": "state: {hands: {tan: *i}}\n", "expect": "expect: {game_winners: *i}\n",
        "tags": "tags: *i\n", "key": "? *i\n: 1\n",
    }[where]
    return ("resolver: 1\nnotes:\n" + "\n".join(anchors) + "\n" + body
            + "players: [{color: tan}, {color: pink}]\n" * (where != "players"))


@pytest.mark.parametrize("where", ["name", "players", "edition", "options", "launch", "hands",
                                   "expect", "tags", "key"])
def test_alias_bombs_are_refused_quickly_with_bounded_memory(oracle, where):
    tracemalloc.start()
    try:
        start = time.perf_counter()
        result = oracle.check(bomb(where))
        seconds = time.perf_counter() - start
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert not result.passed and result.status == "error", result.mismatches
    assert result.error["code"] and result.error["message"]
    assert seconds < BOUND_S * 5 and peak < BOUND_BYTES


@pytest.mark.parametrize("text", ids=short, argvalues=["[" * 20_000, '{"a": ' * 20_000, "a: " + "[" * 20_000,
                                  "a:\n" + "".join(" " * i + "b:\n" for i in range(1, 3000))])
def test_absurd_nesting_is_refused(oracle, text):
    assert_outcome_or_refusal(oracle, text, bound=BOUND_S * 5)     # PyYAML reads ~10-20 KB/s
    assert oracle.simulate(text).error is not None


@pytest.mark.parametrize("text", ids=short, argvalues=["\x00", "resolver: 1\x00", "\ud800: 1", "x" * 1_000_000,
                                  "resolver: " + "9" * 5000, "resolver: 1\nseed: " + "9" * 5000])
def test_odd_text_is_refused_cleanly(oracle, text):
    assert_outcome_or_refusal(oracle, "\n" + text, bound=BOUND_S * 5)


def test_resolver_check_exits_2_on_a_bomb_and_invalid_bytes(tmp_path):
    (tmp_path / "bomb.yaml").write_text(bomb("name"))
    (tmp_path / "bytes.yaml").write_bytes(b"resolver: 1\nname: \xff\xfe\n")
    (tmp_path / "deep.json").write_text("[" * 100_000)
    done = subprocess.run([sys.executable, "-c", "from resolver.cli import main; main()", "check",
                           str(tmp_path), "--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    report = json.loads(done.stdout)
    assert report["errors"] == 3
    for result in report["results"]:
        assert result["status"] == "error" and result["error"]["message"]
