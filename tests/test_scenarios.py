"""The golden scenarios: ``resolver check tests/scenarios`` must pass, file by file.

Expectations in the files are computed by hand from the sources; a refused
scenario (``expect: {error: true}``) also names the field (``error_path``) and the
kind of refusal (``error_code``) it must be refused for.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from resolver.cli import cli

ROOT = Path(__file__).resolve().parent / "scenarios"
OWN = [p for p in sorted(ROOT.rglob("*.yaml")) if p.parts[len(ROOT.parts)] in ("examples", "mayfair", "ffg", "refused", "edges")]
#: scenarios written from the spec and the seeds alone, as an outside judge would (YAML and JSON)
JUDGE = sorted(p for p in (ROOT / "judge").iterdir() if p.suffix in (".yaml", ".json"))


def test_enough_golden_scenarios():
    assert len(OWN) >= 80
    refused = [p for p in OWN if "error: true" in p.read_text()]
    assert len(refused) >= 15
    editions = {p.parent.name for p in OWN}
    assert {"mayfair", "ffg", "refused", "examples"} <= editions


@pytest.mark.parametrize("path", OWN, ids=[str(p.relative_to(ROOT)) for p in OWN])
def test_scenario(oracle, path):
    result = oracle.check(path)
    assert result.passed, "\n".join(f"{m['key']}: wanted {m['wanted']}, got {m['got']} (step {m['step']})"
                                    for m in result.mismatches)


@pytest.mark.parametrize("path", JUDGE, ids=[p.name for p in JUDGE])
def test_judge_scenario(oracle, path):
    result = oracle.check(path)
    assert result.passed, "\n".join(f"{m['key']}: wanted {m['wanted']}, got {m['got']} (step {m['step']})"
                                    for m in result.mismatches)


def test_resolver_check_whole_folder():
    runner = CliRunner()
    res = runner.invoke(cli, ["check", str(ROOT)])
    assert res.exit_code == 0, res.output
    assert " 0 failed, 0 errors" in res.output


def test_check_json_shape(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("resolver: 1\nplayers: [tan, pink]\nencounter:\n  offense: tan\n  destiny: pink\n"
                   "  target: 'pink:1'\n  launch: {tan: 5}\n  cards: {offense: attack 4, defense: attack 5}\n")
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text((ROOT / "examples" / "tie.yaml").read_text().replace("winner: defense", "winner: offense"))
    broken = tmp_path / "broken.yaml"
    broken.write_text("resolver: 1\nplayers: [tan, pink\n")
    runner = CliRunner()
    res = runner.invoke(cli, ["check", "--json", str(ROOT / "examples"), str(bad), str(wrong), str(broken)])
    assert res.exit_code == 2
    data = json.loads(res.output)
    assert (data["passed"], data["failed"], data["errors"]) == (3, 1, 2)
    by_file = {Path(r["file"]).name: r for r in data["results"]}
    assert set(by_file["tie.yaml"]) == {"file", "name", "status", "mismatches", "error"}
    w = by_file["wrong.yaml"]
    assert w["status"] == "failed"
    assert w["mismatches"] == [{"key": "expect.winner", "wanted": "offense", "got": "defense", "step": 17}]
    b = by_file["bad.yaml"]          # the shape of interfaces.md: an ill-formed count is an error
    assert b["status"] == "error" and b["mismatches"] == []
    assert b["error"]["code"] == "invalid-scenario" and b["error"]["path"] == "encounter.launch.tan"
    assert "must be 1-4 ships" in b["error"]["message"]
    assert by_file["broken.yaml"]["status"] == "error"
    assert by_file["broken.yaml"]["error"]["code"] == "unreadable"


def test_check_text_report_and_exit_codes(tmp_path):
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text((ROOT / "examples" / "tie.yaml").read_text().replace("tan: 3, lavender: 2", "tan: 2, lavender: 2"))
    runner = CliRunner()
    res = runner.invoke(cli, ["check", str(wrong)])
    assert res.exit_code == 1
    assert "expect.warp.tan: wanted 2, got 3 (trace step 18)" in res.output
    invalid = tmp_path / "invalid.yaml"
    invalid.write_text("resolver: 1\nplayers: [tan, pink]\nencounter: {offense: tan, destiny: pink, lauch: 3}\n")
    res = runner.invoke(cli, ["check", str(invalid)])
    assert res.exit_code == 2
    assert "encounter.lauch: unknown field (did you mean 'launch'?)" in res.output
    res = runner.invoke(cli, ["check", str(tmp_path / "missing.yaml")])
    assert res.exit_code == 2


def test_check_junit_and_workers(tmp_path):
    report = tmp_path / "report.xml"
    runner = CliRunner()
    res = runner.invoke(cli, ["check", "-j", "2", "--junit", str(report), str(ROOT / "examples")])
    assert res.exit_code == 0, res.output
    import xml.etree.ElementTree as ET
    suite = ET.parse(report).getroot()
    assert suite.tag == "testsuite" and suite.get("tests") == "3" and suite.get("failures") == "0"


def test_simulate_cli_trace_has_citations():
    runner = CliRunner()
    res = runner.invoke(cli, ["simulate", str(ROOT / "examples" / "tie.yaml")])
    assert res.exit_code == 0, res.output
    assert "winner: defense" in res.output
    assert "Simply Cosmic Situation A (mayfair.stage8.tie)" in res.output
    res = runner.invoke(cli, ["simulate", "--json", str(ROOT / "examples" / "reverse_cone.yaml")])
    data = json.loads(res.output)
    assert data["winner"] == "defense"
    step = data["trace"][0]
    assert set(step) == {"n", "step", "rule", "citation", "default"}
    assert set(step["citation"]) == {"source", "section", "rule"}
    res = runner.invoke(cli, ["simulate", "--json", str(ROOT / "refused" / "x04_ally_both_sides.yaml")])
    err = json.loads(res.output)["error"]
    assert (err["code"], err["path"], err["rule"]) == ("illegal", "encounter.allies.defense.lavender",
                                                       "mayfair.stage6.one-side")
    assert res.exit_code == 1
