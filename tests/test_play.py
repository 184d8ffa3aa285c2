"""``resolver play``: seeded games are reproducible (golden transcripts), a violation is
reported with a scenario that replays it, and unmodelled options/powers are refused.

Regenerate the transcripts after a reviewed change: ``python -m resolver.engine.golden``.
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from resolver.cli import cli
from resolver.engine import invariants
from resolver.engine.errors import InvariantViolation
from resolver.engine.golden import GOLDEN, transcript
from resolver.engine.play import play_games

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("name,edition,games,seed,players", GOLDEN, ids=[g[0] for g in GOLDEN])
def test_golden_transcript(rules, name, edition, games, seed, players):
    want = (GOLDEN_DIR / name).read_text(encoding="utf-8")
    got = transcript(rules, edition, games, seed, players)
    if got != want:
        import difflib
        diff = "".join(list(difflib.unified_diff(want.splitlines(True), got.splitlines(True),
                                                 "golden", "now"))[:60])
        pytest.fail(f"{name} differs (python -m resolver.engine.golden regenerates it):\n{diff}")


def test_same_seed_same_games(rules):
    a = play_games(rules, 5, 11, "ffg")
    b = play_games(rules, 5, 11, "ffg")
    assert (a.encounters, a.turns, a.wins) == (b.encounters, b.turns, b.wins)
    assert a.finished == 5 and a.violation is None


def test_play_cli_reports_rates():
    res = CliRunner().invoke(cli, ["play", "--games", "20", "--seed", "1"])
    assert res.exit_code == 0, res.output
    assert "20 games (mayfair, 4 players, seed 1): 20 won" in res.output
    assert "games/s" in res.output and "encounters/s" in res.output


def test_play_refuses_what_is_not_modelled(rules):
    from resolver.engine import options as option_registry
    option_registry.load_all()
    runner = CliRunner()
    missing = [n.split(":", 1)[1] for n in rules.nodes(kind="option")
               if n.split(":", 1)[1] not in option_registry.REGISTRY]
    if missing:
        res = runner.invoke(cli, ["play", "--games", "1", "--options", missing[0]])
        assert res.exit_code == 2 and f"option '{missing[0]}' is not modelled" in res.output
    res = runner.invoke(cli, ["play", "--games", "1", "--options", "nonsense-rule"])
    assert res.exit_code == 2 and "unknown optional rule" in res.output


def test_violation_gives_seed_and_replayable_scenario(rules, oracle, monkeypatch, tmp_path):
    """Break the ship count on purpose mid-game: play stops and writes a scenario replaying it."""
    real = invariants.check_colour
    calls = {"n": 0}

    def flaky(state, colour):
        calls["n"] += 1
        if calls["n"] == 400:
            raise InvariantViolation("planted violation")
        real(state, colour)

    monkeypatch.setattr(invariants, "check_colour", flaky)
    report = play_games(rules, 3, 5, "mayfair")
    monkeypatch.setattr(invariants, "check_colour", real)
    v = report.violation
    assert v is not None and "planted violation" in v["message"] and isinstance(v["seed"], int)
    data = yaml.safe_load(v["scenario"])
    assert data["resolver"] == 1 and data["encounter"]["offense"]
    out = oracle.simulate(v["scenario"])
    assert out.error is None, out.error          # the encounter replays without a refusal
    # the CLI writes the scenario file and exits 1
    monkeypatch.setattr(invariants, "check_colour", flaky)
    calls["n"] = 0
    repro = tmp_path / "repro.yaml"
    res = CliRunner().invoke(cli, ["play", "--games", "3", "--seed", "5", "--repro", str(repro)])
    assert res.exit_code == 1 and "INVARIANT VIOLATION in game seed" in res.output
    assert repro.exists()


def test_play_deals_powers_and_runs_their_effects(rules):
    """``--powers`` deals the named powers; their registered effects run in random games."""
    from resolver.engine import powers
    seen = []
    powers.load_all()
    previous = powers.REGISTRY.get("amoeba")      # the modelled Amoeba, restored afterwards

    @powers.register("Amoeba", windows=("reveal",), roles=("offense", "defense"))
    def amoeba(ctx):
        seen.append(ctx.colour)

    try:
        report = play_games(rules, 3, 2, "mayfair", powers=("Amoeba",))
    finally:
        powers.REGISTRY.pop("amoeba", None)
        if previous is not None:
            powers.REGISTRY["amoeba"] = previous
    assert report.violation is None and report.finished == 3
    assert seen, "the Amoeba's effect never ran"
