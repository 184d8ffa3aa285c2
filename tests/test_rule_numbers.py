"""No rule number is written in the powers' and options' Python: rules are data.

A number the rules state (the Macron's ships count 4, the Chosen draws 3, Lucre's
income threshold, a hex's planets, 2-6 players) is a ``param`` or a table of
``rulesdata/`` with its citation, read through the graph. This test walks the syntax
tree of every module under ``resolver/engine/powers`` and ``resolver/engine/options``
and fails on any numeric literal other than 0 and 1, except an index or slice bound
(``xs[:4]``) and the few engine guards below, each with its reason. The random
player's tastes are not rules either; they live in ``resolver/engine/randomplay.py``.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("resolver/engine/powers", "resolver/engine/options")

#: (file, a fragment of the line) -> why the number there is not a rule
ALLOWED = {
    ("resolver/engine/options/hexes.py", "len(state.destiny) - 2"):
        "engine guard: dealing the Worldships' hand leaves cards in the destiny deck, so a deal after "
        "a reshuffle never empties it at once (the sources say nothing of a deck that small)",
}


def _indexes(tree: ast.AST) -> set[int]:
    """ids of the constants that are an index or a slice bound."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript):
            for inner in ast.walk(node.slice):
                if isinstance(inner, ast.Constant):
                    found.add(id(inner))
    return found


def numbers(path: Path) -> list[tuple[int, object, str]]:
    """(line, value, source line) of every numeric literal that is not 0, 1 or an index."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text, filename=str(path))
    lines = text.splitlines()
    skip = _indexes(tree)
    rel = path.relative_to(ROOT).as_posix()
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or isinstance(node.value, bool) \
                or not isinstance(node.value, int | float | complex) or node.value in (0, 1):
            continue
        line = lines[node.lineno - 1]
        if id(node) in skip or any(f == rel and frag in line for f, frag in ALLOWED):
            continue
        out.append((node.lineno, node.value, line.strip()))
    return out


def _modules() -> list[Path]:
    return sorted(p for d in SCANNED for p in (ROOT / d).rglob("*.py"))


@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_rule_number_in_python(path: Path) -> None:
    found = numbers(path)
    assert not found, "rule numbers belong in rulesdata (a param or a table, read through the graph):\n" + \
        "\n".join(f"{path.relative_to(ROOT)}:{n}: {v!r} in {src}" for n, v, src in found)


def test_the_allow_list_is_small_and_still_needed() -> None:
    assert len(ALLOWED) <= 3
    for (rel, fragment), why in ALLOWED.items():
        assert why and fragment in (ROOT / rel).read_text(encoding="utf-8"), (rel, fragment)


def test_the_walk_catches_a_number(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(__import__(__name__), "ROOT", tmp_path)
    module = tmp_path / "m.py"
    module.write_text("def f(ships, xs):\n    return 3 * ships + xs[2] + xs[:4][0] - 1\n")
    assert [(n, v) for n, v, _ in numbers(module)] == [(2, 3)]


def test_the_numbers_moved_to_the_graph_read_as_the_sources_say(rules) -> None:
    """Each number as the source text states it (powers.md's FFG texts; MCE 9.0 and 11.0)."""
    ffg = {"macron_ship_value": 4, "force_rewards_won": 3, "force_ships_lost": 2,
           "force_player_reward": 1, "chosen_draws": 3, "pentaform_stages": 5,
           "warrior_tokens_won": 1, "warrior_tokens_lost": 2, "warrior_small_game_planets": 4,
           "warrior_small_game_extra": 1, "phantom_bonus_per_ship": 2, "players_min": 2, "players_max": 6}
    for name, value in ffg.items():
        assert rules.param(name, "ffg") == value, name
    hexes = ("inverted-hexes", "lucre")
    assert rules.param("space_dust_set_aside", "mayfair", hexes) == 3          # 9.0 Space Dust
    assert rules.param("binary_stars", "mayfair", hexes) == 2                  # 9.0 Binary
    assert rules.param("lucre_income_special_min_ships", "mayfair", hexes) == 4   # 11.0 with 9.0
    windows = {row["phase"]: row["window"] for row in rules.table("lucre-phase-windows")}
    assert sorted(windows) == list(range(1, 9)) and windows[7] == "planning" and windows[8] == "reveal"
