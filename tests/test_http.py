"""HTTP tests against a real waitress server on a loopback port: every route, every error
code, security headers, and the OpenAPI document validated and exercised.

Facts checked come from the sources: More Cosmic Encounter 15.4 lists the Dictator
among the powers the Silencer blocks, and blocks the Will only when the target
base holds more than one colour.
"""
from __future__ import annotations

import json
import re

import pytest
import yaml
from test_web_support import TIE_YAML, LiveServer, StandInOracle

from web import create_app


@pytest.fixture(scope="module")
def server(rules):
    """The app with the real rules and hand-written stand-ins for ask/simulate/check."""
    live = LiveServer(create_app({"ORACLE": StandInOracle(rules)}))
    yield live
    live.close()


@pytest.fixture(scope="module")
def plain_server(oracle):
    """The app exactly as ``resolver serve`` builds it (real backends, whatever their state)."""
    live = LiveServer(create_app({"ORACLE": oracle}))
    yield live
    live.close()


def error_of(resp, status: int, code: str | None = None) -> dict:
    """The error object of a JSON error response; asserts its shape and status."""
    assert resp.status == status, resp.text[:300]
    assert resp.headers["content-type"].startswith("application/json")
    body = resp.json()
    assert set(body) == {"error"}
    err = body["error"]
    assert {"code", "message", "path"} <= set(err)
    assert "Traceback" not in resp.text and 'File "' not in resp.text
    if code:
        assert err["code"] == code, err
    return err


# -- health, headers ----------------------------------------------------------------------

def test_healthz_reports_the_loaded_rules(server, rules):
    resp = server.get("/healthz")
    assert resp.status == 200
    assert resp.json() == {"status": "ok", "rules": rules.g.number_of_nodes(), "digest": rules.digest}


def test_security_headers_on_pages_and_api(server):
    for path in ("/", "/healthz", "/api/nope", "/powers/Silencer"):
        resp = server.get(path)
        csp = resp.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp
        assert resp.headers["x-content-type-options"] == "nosniff"
        assert resp.headers["x-frame-options"] == "DENY"


def test_pages_have_no_inline_scripts_or_styles(server):
    for path in ("/", "/workbench", "/powers", "/powers/Silencer", "/sections/mce/15.4", "/search?q=will"):
        html = server.get(path).text
        assert "<script>" not in html and "onclick=" not in html and "style=" not in html


# -- rules, powers, graph -------------------------------------------------------------------

def test_power_silencer_blocks_dictator_with_its_citation(server):
    resp = server.get("/api/powers/silencer")  # case-insensitive
    assert resp.status == 200
    power = resp.json()
    assert power["id"] == "power:Silencer" and power["kind"] == "power"
    dictator = [e for e in power["interactions"] if e["node"] == "power:Dictator"]
    assert [e["verb"] for e in dictator] == ["blocks"]
    assert dictator[0]["citations"][0]["section"] == "15.4"
    assert dictator[0]["citations"][0]["source"] == "More Cosmic Encounter"
    will = {e["verb"]: e["condition"] for e in power["interactions"] if e["node"] == "power:Will"}
    assert will == {"blocks": "the target base holds more than one colour",
                    "does-not-block": "the target base holds only one colour"}
    assert any(r["id"] == "ruling:more.15.4.blocks.dictator" for r in power["rulings"])


def test_power_index_links_every_power(server, rules):
    html = server.get("/powers").text
    assert html.count('href="/powers/') == len(rules.nodes("power"))
    assert 'href="/powers/Silencer"' in html


def test_power_misspelt_is_found(server):
    assert server.get("/api/powers/Philanthropist").json()["id"] == "power:Philantropist"


def test_rule_by_id_and_by_bare_id(server):
    a = server.get("/api/rules/ruling:more.15.4.blocks.dictator").json()
    b = server.get("/api/rules/more.15.4.blocks.dictator").json()
    assert a == b
    assert a["kind"] == "ruling"
    assert a["citations"][0]["section"] == "15.4"
    assert {e["node"] for e in a["edges"]} >= {"power:Silencer", "power:Dictator", "section:mce/15.4"}
    assert [(s["subject"], s["verb"], s["object"]) for s in a["states"]] == [
        ("power:Silencer", "blocks", "power:Dictator")]


def test_rule_a_section_lists_what_cites_it(server):
    sec = server.get("/api/rules/section:mce/15.4").json()
    assert sec["source"] == "More Cosmic Encounter" and sec["section"] == "15.4"
    assert "ruling:more.15.4.blocks.dictator" in {c["id"] for c in sec["cited_by"]}


def test_graph_neighbourhood_and_depth(server):
    one = server.get("/api/graph?node=Dictator&depth=1").json()
    ids = {n["id"] for n in one["nodes"]}
    assert one["focus"] == "power:Dictator" and "ruling:more.15.4.blocks.dictator" in ids
    zero = server.get("/api/graph?node=Dictator&depth=0").json()
    assert [n["id"] for n in zero["nodes"]] == ["power:Dictator"] and zero["edges"] == []
    two = server.get("/api/graph?node=Dictator&depth=2").json()
    assert "power:Silencer" in {n["id"] for n in two["nodes"]}
    whole = server.get("/api/graph").json()
    assert len(whole["nodes"]) > len(two["nodes"])


def test_search_finds_aliases_and_sections(server):
    hits = server.get("/api/search?q=silencer").json()["results"]
    assert hits[0]["id"] == "power:Silencer"
    assert "section:mce/15.4" in {h["id"] for h in hits}  # "Silencer Ambiguity"


# -- ask ----------------------------------------------------------------------------------

def test_an_answer_has_its_own_address(server):
    """GET /?q=…&edition=… shows the answer and the link to it; the POST still answers."""
    from html import unescape
    from urllib.parse import parse_qs, urlsplit
    page = server.get("/?q=Does+the+Silencer+stop+the+Dictator%3F&edition=ffg")
    assert page.status == 200 and 'id="verdict"' in page.text
    link = re.search(r'id="share-link" href="([^"]+)"', page.text)
    assert link, "the answer shows no link to itself"
    assert parse_qs(urlsplit(unescape(link.group(1))).query) == {
        "q": ["Does the Silencer stop the Dictator?"], "edition": ["ffg"]}
    assert re.search(r'<form class="ask" action="/#answer" method="get"', page.text)
    posted = server.request("POST", "/", "q=Does+the+Silencer+stop+the+Dictator%3F&edition=ffg",
                            content_type="application/x-www-form-urlencoded")
    assert posted.status == 200 and 'id="share-link"' in posted.text


def test_ask_returns_the_answer_shape(server):
    resp = server.post("/api/ask", {"question": "Does the Silencer stop the Dictator?", "edition": "mayfair"})
    assert resp.status == 200
    body = resp.json()
    assert set(body) >= {"question", "edition", "verdict", "value", "answer", "conditions",
                         "editions", "citations", "entities", "confidence", "trace"}
    assert body["verdict"] == "yes" and body["citations"][0]["section"] == "15.4"


def test_ask_errors(server):
    error_of(server.post("/api/ask", {"edition": "mayfair"}), 400, "missing-question")
    error_of(server.post("/api/ask", {"question": "   "}), 400, "missing-question")
    assert error_of(server.post("/api/ask", {"question": "x", "edition": "eon"}), 400,
                    "invalid-edition")["path"] == "edition"
    assert error_of(server.post("/api/ask", {"question": "x" * 2001}), 400,
                    "question-too-long")["path"] == "question"
    error_of(server.post("/api/ask", "{not json", content_type="application/json"), 400, "malformed-json")
    error_of(server.post("/api/ask", "[1, 2]", content_type="application/json"), 400, "malformed-json")
    error_of(server.post("/api/ask", "question=x", content_type="text/plain"), 415)
    error_of(server.get("/api/ask"), 405, "method-not-allowed")


def test_ask_backend_crash_is_a_logged_4xx_without_traceback(server):
    err = error_of(server.post("/api/ask", {"question": "please crash"}), 422, "cannot-process")
    assert "RuntimeError" in err["message"] and "stand-in crash" not in err["message"]


# -- simulate and check -------------------------------------------------------------------

def test_simulate_yaml_and_json_bodies_agree(server):
    by_yaml = server.post("/api/simulate", TIE_YAML, content_type="application/yaml")
    by_json = server.post("/api/simulate", yaml.safe_load(TIE_YAML))
    assert by_yaml.status == by_json.status == 200
    assert by_yaml.json() == by_json.json()
    assert by_yaml.json()["winner"] == "defense"


def test_check_reports_pass_and_mismatch(server):
    ok = server.post("/api/check", TIE_YAML, content_type="application/yaml").json()
    assert ok["passed"] is True and ok["mismatches"] == [] and ok["outcome"]["winner"] == "defense"
    wrong = TIE_YAML.replace("  winner: defense", "  winner: offense")
    bad = server.post("/api/check", wrong, content_type="text/yaml").json()
    assert bad["passed"] is False
    assert bad["mismatches"] == [{"key": "expect.winner", "wanted": "offense", "got": "defense", "step": 1}]


def test_scenario_errors(server):
    error_of(server.post("/api/simulate", "players: [", content_type="application/yaml"), 400, "malformed-yaml")
    error_of(server.post("/api/simulate", "- just a list", content_type="application/yaml"), 400,
             "invalid-scenario")
    error_of(server.post("/api/simulate", "", content_type="application/yaml"), 400, "empty-scenario")
    error_of(server.post("/api/simulate", "{", content_type="application/json"), 400, "malformed-json")
    error_of(server.post("/api/simulate", TIE_YAML, content_type="text/plain"), 415)
    error_of(server.post("/api/simulate", b"\xff\xfe", content_type="application/yaml"), 400, "bad-encoding")
    # python-specific tags are refused by the safe loader
    error_of(server.post("/api/simulate", "a: !!python/object/apply:os.system ['true']",
                         content_type="application/yaml"), 400, "malformed-yaml")
    refused = error_of(server.post("/api/simulate", {"resolver": 1, "name": "refuse"}), 422, "illegal")
    assert refused["path"] == "encounter.allies.offense.lavender" and refused["rule"] == "sc.alliance.max"
    error_of(server.post("/api/check", {"resolver": 1, "name": "refuse"}), 422, "illegal")
    error_of(server.post("/api/simulate", {"resolver": 1, "name": "endless"}), 422, "too-many-steps")
    error_of(server.post("/api/simulate", {"resolver": 1, "name": "crash"}), 422, "cannot-process")


def test_alias_bomb_is_refused_without_expanding(server):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    err = error_of(server.post("/api/simulate", "\n".join(lines), content_type="application/yaml"), 413,
                   "scenario-too-large")
    assert "5000" in err["message"]


def test_oversized_body_is_413(server):
    big = "#" * (300 * 1024)
    error_of(server.post("/api/simulate", big, content_type="application/yaml"), 413)
    error_of(server.post("/api/ask", json.dumps({"question": big}), content_type="application/json"), 413)
    too_big_scenario = "name: x\n" + "# pad\n" * 12000  # under the body limit, over the scenario limit
    error_of(server.post("/api/simulate", too_big_scenario, content_type="application/yaml"), 413,
             "scenario-too-large")


def test_not_found_and_bad_parameters(server):
    assert "did you mean" in error_of(server.get("/api/rules/more.15.4.blocks.dictatorr"), 404,
                                      "unknown-rule")["message"]
    error_of(server.get("/api/powers/Qwxyzzy"), 404, "unknown-power")
    error_of(server.get("/api/rules/no.such.rule"), 404, "unknown-rule")
    error_of(server.get("/api/graph?node=no-such-node-at-all"), 404, "unknown-node")
    assert error_of(server.get("/api/graph?node=Silencer&depth=9"), 400, "invalid-depth")["path"] == "depth"
    error_of(server.get("/api/graph?depth=two"), 400, "invalid-depth")
    error_of(server.get("/api/nowhere"), 404, "not-found")
    resp = server.request("DELETE", "/api/powers/Silencer")
    error_of(resp, 405)
    assert "GET" in resp.headers["allow"]
    error_of(server.get("/api/search?q=" + "x" * 300), 400, "query-too-long")


def test_html_pages_get_html_errors(server):
    resp = server.get("/no/such/page")
    assert resp.status == 404 and resp.headers["content-type"].startswith("text/html")
    assert "Traceback" not in resp.text
    resp = server.get("/no/such/page", headers={"Accept": "application/json"})
    error_of(resp, 404, "not-found")
    resp = server.get("/powers/NoSuchPowerAnywhere")
    assert resp.status == 404 and "No power named" in resp.text


def test_missing_backend_is_503_not_500(server, rules):
    class NoBackends:
        def __init__(self, rules):
            self.rules = rules

        def ask(self, *a):
            raise ImportError("resolver.ask is not built")

        def simulate(self, *a):
            raise ImportError("resolver.engine.api is not built")

        check = simulate

    live = LiveServer(create_app({"ORACLE": NoBackends(rules)}))
    try:
        error_of(live.post("/api/ask", {"question": "Who wins a tie?"}), 503, "not-available")
        error_of(live.post("/api/simulate", TIE_YAML, content_type="application/yaml"), 503, "not-available")
        error_of(live.post("/api/check", TIE_YAML, content_type="application/yaml"), 503, "not-available")
        page = live.get("/?q=Who+wins+a+tie%3F")
        assert page.status == 503 and "not-available" in page.text
    finally:
        live.close()


def test_real_app_never_500s_on_any_route(plain_server):
    """With whatever backends exist now, every route answers 2xx or 4xx/503, never a 500."""
    calls = [("GET", "/", None, None), ("GET", "/?q=Does+the+Silencer+stop+the+Dictator%3F", None, None),
             ("GET", "/workbench", None, None), ("GET", "/powers/Will", None, None),
             ("POST", "/api/ask", {"question": "Does the Silencer stop the Dictator?"}, None),
             ("POST", "/api/simulate", TIE_YAML, "application/yaml"),
             ("POST", "/api/check", TIE_YAML, "application/yaml")]
    for method, path, body, ctype in calls:
        resp = plain_server.request(method, path, body, content_type=ctype)
        assert resp.status < 500 or resp.status == 503, (path, resp.status, resp.text[:300])
        assert "Traceback" not in resp.text
