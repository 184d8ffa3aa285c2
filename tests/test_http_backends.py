"""The real question answerer and engine through HTTP (a real server on a loopback port).

Expected values come from the sources: the Silencer blocks the Dictator (More Cosmic
Encounter 15.4); the hand is 7 cards in Mayfair (Simply Cosmic, Setup) and 8 in FFG (FFG
Overview, Setup); Simply Cosmic Stage 8 situation A is a 13-13 tie the defense wins, and
situation B gives the compromising defense 4 cards of consolation (scenarios.md examples).
Each group is skipped only while its backend is not importable.
"""
from __future__ import annotations

import importlib

import pytest
from test_web_support import TIE_YAML, LiveServer

from web import create_app


def _has(module: str, name: str) -> bool:
    try:
        return hasattr(importlib.import_module(module), name)
    except ImportError:
        return False


needs_ask = pytest.mark.skipif(not _has("resolver.ask", "answer_question"),
                               reason="resolver.ask (the question answerer) is not built yet")
needs_engine = pytest.mark.skipif(not _has("resolver.engine.api", "simulate"),
                                  reason="resolver.engine.api (the engine) is not built yet")

CONSOLATION_YAML = """\
resolver: 1
name: consolation for the compromiser
edition: mayfair
players: [{color: tan}, {color: pink}, {color: lavender}]
state:
  hands:
    tan: [attack 01, attack 20, compromise, attack 04, attack 10, attack 12]
encounter:
  offense: tan
  destiny: pink
  target: "pink:2"
  launch: {tan: 2}
  allies: {offense: {lavender: 1}}
  cards: {offense: attack 01, defense: compromise}
expect:
  winner: offense
  consolation: {pink: 4}
"""


@pytest.fixture(scope="module")
def server(oracle):
    live = LiveServer(create_app({"ORACLE": oracle}))
    yield live
    live.close()


@needs_ask
def test_ask_silencer_dictator(server):
    body = server.post("/api/ask", {"question": "Does the Silencer stop the Dictator?"}).json()
    assert body["verdict"] == "yes"
    assert {"source": "More Cosmic Encounter", "section": "15.4"}.items() <= body["citations"][0].items()
    assert list(body)[:4] == ["question", "edition", "verdict", "value"]  # documented order kept


@needs_ask
def test_ask_hand_size_differs_by_edition(server):
    body = server.post("/api/ask", {"question": "What is the hand size?", "edition": "ffg"}).json()
    assert body["verdict"] == "value" and body["value"] == 8
    assert body["editions"]["mayfair"]["value"] == 7 and body["editions"]["ffg"]["value"] == 8


@needs_engine
def test_simulate_the_tie(server):
    resp = server.post("/api/simulate", TIE_YAML, content_type="application/yaml")
    assert resp.status == 200, resp.text[:300]
    out = resp.json()
    assert out["winner"] == "defense"
    assert out["totals"] == {"offense": 13, "defense": 13}
    assert out["warp"]["tan"] == 3 and out["warp"]["lavender"] == 2
    assert out["second_encounter"] is False
    assert all("rule" in step and "citation" in step for step in out["trace"])
    assert out["board_before"]["planets"]["pink:1"] == {"pink": 4}
    assert sum(out["board_after"]["warp"].values()) == 5


@needs_engine
def test_check_passes_and_fails(server):
    ok = server.post("/api/check", CONSOLATION_YAML, content_type="application/yaml").json()
    assert ok["passed"] is True, ok["mismatches"]
    assert ok["outcome"]["consolation"] == {"pink": 4}
    wrong = CONSOLATION_YAML.replace("consolation: {pink: 4}", "consolation: {pink: 3}")
    bad = server.post("/api/check", wrong, content_type="application/yaml").json()
    assert bad["passed"] is False
    assert [m["key"] for m in bad["mismatches"]] == ["expect.consolation.pink"]
    assert bad["mismatches"][0]["wanted"] == 3 and bad["mismatches"][0]["got"] == 4


@needs_engine
def test_refused_scenario_is_422_with_path(server):
    resp = server.post("/api/simulate", {"resolver": 1, "players": [{"color": "tan"}],
                                         "encounter": {"offense": "tan"}})
    assert resp.status == 422
    err = resp.json()["error"]
    assert err["path"] == "players" and err["code"]


@needs_engine
def test_workbench_page_with_the_engine(server):
    form = ("mode=form&action=simulate&edition=mayfair&player_color_0=tan&player_color_1=pink"
            "&player_color_2=lavender&offense=tan&destiny=pink&target=pink%3A2&launch=2"
            "&offense_allies=lavender%3A1&card_offense=attack+01&card_defense=compromise")
    resp = server.post("/workbench", form, content_type="application/x-www-form-urlencoded")
    assert resp.status == 200, resp.text[:500]
    assert '<dd class="winner" id="winner">offense</dd>' in resp.text
    assert resp.text.count('class="table-picture"') == 2


@needs_engine
def test_rule_breaking_scenario_names_path_and_rule(server):
    """An ally commits 1 to 4 ships (Simply Cosmic, Stage 6): 5 is refused."""
    resp = server.post("/api/simulate", TIE_YAML.replace("lavender: 2}}", "lavender: 5}}"),
                       content_type="application/yaml")
    assert resp.status == 422
    err = resp.json()["error"]
    assert err["path"] == "encounter.allies.offense.lavender"
    assert err["rule"] == "mayfair.stage6.commit"


@needs_engine
def test_check_of_an_expected_refusal_passes(server):
    """A scenario that must be refused (expect: {error: true}) passes when it is; without
    that expectation the same scenario is a 422 naming the field."""
    bad = TIE_YAML.replace("lavender: 2}}", "lavender: 5}}")
    expected = bad.replace("expect:\n", "expect:\n  error: true\n")
    expected = "\n".join(line for line in expected.splitlines()
                         if not line.startswith(("  winner", "  totals", "  warp", "  second")))
    ok = server.post("/api/check", expected, content_type="application/yaml")
    assert ok.status == 200 and ok.json()["passed"] is True
    assert ok.json()["outcome"]["error"]["path"] == "encounter.allies.offense.lavender"
    refused = server.post("/api/check", bad, content_type="application/yaml")
    assert refused.status == 422
    assert refused.json()["error"]["path"] == "encounter.allies.offense.lavender"
