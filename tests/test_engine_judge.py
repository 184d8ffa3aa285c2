"""The outside judge's pass on the engine: the judge scenarios' coverage, and the fixes it led to.

The scenarios themselves (``tests/scenarios/judge``) run in ``test_scenarios.py``; this file
checks that they cover what the spec allows, and pins the behaviours the judge found wrong:
choices made for a non-ally, unused choices, negative attack cards, one-line parse errors,
planet keys in ``expect``, missing paths given to ``resolver check``, and the simulate report.
"""
from __future__ import annotations

import json
from pathlib import Path

import yaml
from click.testing import CliRunner

from resolver.cli import cli

JUDGE = Path(__file__).resolve().parent / "scenarios" / "judge"

ENCOUNTER = ("resolver: 1\nplayers: [red, blue, green]\n"
             "encounter: {offense: red, destiny: blue, target: 'blue:1', launch: {red: 1}, "
             "cards: {offense: attack 4, defense: attack 5}}\n")


def _scenarios() -> list[dict]:
    out = []
    for path in sorted(JUDGE.iterdir()):
        text = path.read_text()
        out.append(json.loads(text) if path.suffix == ".json" else yaml.safe_load(text))
    return out


def test_judge_scenarios_cover_the_spec():
    scenarios = _scenarios()
    assert len(scenarios) >= 100
    refused = [s for s in scenarios if (s.get("expect") or {}).get("error") is True]
    assert len(refused) >= 30
    editions = {s.get("edition", "mayfair") for s in scenarios}
    assert {"mayfair", "ffg"} <= editions
    sizes = {len(s["players"]) for s in scenarios}
    assert {2, 3, 4, 5, 6} <= sizes
    assert any(p.suffix == ".json" for p in JUDGE.iterdir())
    colours = {(p if isinstance(p, str) else p["color"]).lower() for s in scenarios for p in s["players"]}
    assert not colours & {"tan", "pink", "lavender", "mint"}        # free colour words only
    fields = {k for s in scenarios for k in s["encounter"]}
    assert {"launch_from", "ally_from", "rewards", "deal", "number", "reinforcements"} <= fields


def test_rewards_and_ally_from_only_for_allies(oracle):
    out = oracle.simulate(ENCOUNTER.replace("cards:", "rewards: {green: {ships: 1}}, cards:"))
    assert out.to_dict()["error"]["path"] == "encounter.rewards.green"
    out = oracle.simulate(ENCOUNTER.replace("cards:", "ally_from: {green: {'green:1': 1}}, cards:"))
    assert out.to_dict()["error"]["path"] == "encounter.ally_from.green"


def test_an_unused_deal_is_noted_in_the_trace(oracle):
    out = oracle.simulate(ENCOUNTER.replace("cards:", "deal: failed, cards:"))
    assert out.error is None and out.winner == "defense"
    assert out.notes == ["encounter.deal was not used: no deal was made in this challenge"]  # Mayfair words (the scenario is Mayfair)
    assert out.trace[-1]["step"] == out.notes[0]
    assert out.trace[-1]["citation"]["section"] == "Situation C"


def test_unused_rewards_of_a_losing_ally_are_noted(oracle):
    text = ENCOUNTER.replace("cards:", "allies: {defense: {green: 2}}, rewards: {green: {cards: 2}}, cards:")
    out = oracle.simulate(text.replace("attack 4,", "attack 20,"))
    assert out.winner == "offense" and out.rewards == {}
    assert "encounter.rewards.green was not used: that player took no rewards in this challenge" in out.notes


def test_negative_attack_card_refused(oracle):
    err = oracle.simulate(ENCOUNTER.replace("attack 5", "attack -3")).to_dict()["error"]
    assert (err["code"], err["path"]) == ("invalid-scenario", "encounter.cards.defense")


def test_parse_error_is_one_line_with_line_and_column(oracle):
    err = oracle.simulate("resolver: 1\nplayers: [red, blue\n").to_dict()["error"]
    assert err["code"] == "unreadable"
    assert "\n" not in err["message"] and "<unicode string>" not in err["message"]
    assert "at line 3, column 1" in err["message"] and "began at line 2, column 10" in err["message"]


def test_expect_planet_keys_are_normalised(oracle):
    ok = oracle.check(ENCOUNTER + "expect: {planets: {'Blue:01': {blue: 4}}}\n")
    assert ok.passed, ok.mismatches
    bad = oracle.check(ENCOUNTER + "expect: {planets: {'white:1': {}}}\n")
    assert bad.mismatches == [{"key": "expect.planets.white:1", "wanted": {}, "got": "no such planet",
                               "step": None}]


def test_check_reports_missing_paths_and_runs_the_rest(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text(ENCOUNTER + "expect: {winner: defense}\n")
    empty = tmp_path / "empty"
    empty.mkdir()
    missing = tmp_path / "missing.yaml"
    runner = CliRunner()
    res = runner.invoke(cli, ["check", "--json", str(good), str(missing), str(empty)])
    assert res.exit_code == 2
    data = json.loads(res.output)
    assert (data["passed"], data["failed"], data["errors"]) == (1, 0, 2)
    by_file = {Path(r["file"]).name: r for r in data["results"]}
    assert by_file["missing.yaml"]["error"]["code"] == "unreadable"
    assert "no such file" in by_file["missing.yaml"]["error"]["message"]
    assert "no scenario files" in by_file["empty"]["error"]["message"]
    res = runner.invoke(cli, ["check", str(good), str(missing)])
    assert res.exit_code == 2
    assert f"ERROR {missing}: no such file or folder" in res.output
    assert "1 passed, 0 failed, 1 errors" in res.output


def test_check_exit_codes_on_judge_files(tmp_path):
    runner = CliRunner()
    res = runner.invoke(cli, ["check", "-j", "2", str(JUDGE)])
    assert res.exit_code == 0, res.output[-2000:]
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text((JUDGE / "j01_five_players_tie_allies_both_sides.yaml").read_text()
                     .replace("winner: defense", "winner: offense"))
    res = runner.invoke(cli, ["check", "--junit", str(tmp_path / "r.xml"), str(wrong)])
    assert res.exit_code == 1
    assert "expect.winner: wanted offense, got defense (trace step" in res.output
    misspelt = tmp_path / "misspelt.yaml"
    misspelt.write_text(ENCOUNTER + "expect: {winer: defense}\n")
    res = runner.invoke(cli, ["check", str(misspelt)])
    assert res.exit_code == 2
    assert "expect.winer: unknown field (did you mean 'winner'?)" in res.output


def test_simulate_report_reads_plainly():
    runner = CliRunner()
    res = runner.invoke(cli, ["simulate", str(JUDGE / "j18_failed_deal_foreign_colony_first.yaml")])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "totals: none (no attack against attack)" in out
    assert "second encounter: no" in out and "power active: red yes" in out
    assert "green:1 green 4, red 2 → green 4" in out
    numbered = [line for line in out.splitlines() if line.strip()[:1].isdigit()]
    assert numbered and all("— Simply Cosmic" in line for line in numbered)
    res = runner.invoke(cli, ["simulate", str(JUDGE / "j61_deal_field_unused_by_attacks.yaml")])
    assert "note: encounter.deal was not used" in res.output


def test_destiny_cards_left_undrawn_are_noted(oracle):
    out = oracle.simulate(ENCOUNTER.replace("destiny: blue", "destiny: [blue, green, red]"))
    assert out.error is None and out.defense == "blue"
    assert out.notes == ["encounter.destiny: green, red not drawn; the challenge was decided before them"]


def test_upper_case_suffixes_are_scenarios(tmp_path, oracle):
    folder = tmp_path / "upper"
    folder.mkdir()
    (folder / "TIE.YAML").write_text((JUDGE / "j49_json_tie.json").read_text())
    res = CliRunner().invoke(cli, ["check", str(folder)])
    assert res.exit_code == 0 and "1 passed" in res.output, res.output
    assert oracle.simulate(str(folder / "TIE.YAML")).winner == "defense"


def test_power_active_state_below_three_home_colonies_refused(oracle):
    text = ENCOUNTER.replace("players: [red, blue, green]",
                             "players: [red, {color: blue, power: Macron}, green]\n"
                             "state: {planets: {'blue:4': {}, 'blue:5': {}, 'blue:3': {}}, "
                             "powers_active: {blue: true}}")
    err = oracle.simulate(text).to_dict()["error"]
    assert (err["code"], err["path"], err["rule"]) == ("illegal", "state.powers_active.blue",
                                                       "mayfair.power-loss.threshold")
    kept_lost = oracle.simulate(text.replace("'blue:4': {}, 'blue:5': {}, 'blue:3': {}", "")
                                .replace("blue: true", "blue: false"))
    assert kept_lost.power_active["blue"] is False and kept_lost.totals == {"offense": 5, "defense": 9}
