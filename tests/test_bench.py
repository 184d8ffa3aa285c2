"""``resolver bench``: the JSON document's shape, the ratios' meaning, and the bench's own parts."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import yaml

from resolver.bench import loadgen, report, scenarios
from resolver.bench.figure import Figure, missing, percentile, rate_figure, time_figure
from resolver.bench.suite import Report

TIME_UNITS = {"ms": 1e-3, "s": 1.0, "us": 1e-6}
EXPECTED = {"load.cold", "load.warm", "ask.p50", "ask.p99", "ask.p99.cpu", "ask.qps",
            "check.scenarios_per_s", "check.j2.scenarios_per_s", "check.j2.speedup",
            "engine.mayfair.games_per_s", "engine.mayfair.encounters_per_s", "engine.ffg.games_per_s",
            "engine.ffg.encounters_per_s", "http.healthz.rps", "http.ask.rps", "http.ask.p99",
            "http.ask.cpu_per_request", "http.ask.p99.hostile"}


@pytest.fixture(scope="module")
def document():
    done = subprocess.run([sys.executable, "-c", "from resolver.cli import main; main()",
                           "bench", "--quick", "--json"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


@pytest.mark.slow
def test_the_document_has_the_shape_of_interfaces_md(document):
    assert set(document) == {"machine", "figures"}
    assert isinstance(document["machine"], str) and "cores" in document["machine"]
    names = [f["name"] for f in document["figures"]]
    assert len(names) == len(set(names)), "figure names are unique"
    assert EXPECTED <= set(names)
    for fig in document["figures"]:
        assert {"name", "value", "unit", "floor", "ratio"} <= set(fig)
        assert isinstance(fig["unit"], str) and fig["unit"]
        for key in ("value", "floor", "ratio"):
            assert fig[key] is None or isinstance(fig[key], int | float)
        assert fig["met"] in (True, False, None)
        assert fig["met"] is None or fig["target"], "only a figure with a target meets or misses it"


@pytest.mark.slow
def test_a_missing_figure_says_so_and_never_shows_a_number(document):
    for fig in document["figures"]:
        if fig["value"] is None:
            assert fig["note"].startswith("not available"), fig
            assert fig["floor"] is None and fig["ratio"] is None


@pytest.mark.slow
def test_every_ratio_is_a_cost_ratio_against_its_floor(document):
    for fig in document["figures"]:
        if fig["ratio"] is None:
            continue
        assert fig["value"] > 0 and fig["floor"] > 0, fig
        if fig["unit"] in TIME_UNITS:
            expected = fig["value"] / fig["floor"]         # time ÷ floor time
        else:
            expected = fig["floor"] / fig["value"]         # floor throughput ÷ ours
        assert fig["ratio"] == pytest.approx(expected, rel=0.01), fig


@pytest.mark.slow
def test_the_load_figures_are_measured(document):
    figures = {f["name"]: f for f in document["figures"]}
    for name in ("load.cold", "load.warm"):
        assert figures[name]["value"] is not None, figures[name]
        assert figures[name]["floor"] == figures["load.import_floor"]["value"]
    assert figures["load.warm"]["value"] < figures["load.cold"]["value"]


def test_figures_carry_the_ratio_conventions():
    assert time_figure("t", 0.003, 0.002).ratio == pytest.approx(1.5)
    assert time_figure("t", 0.003, 0.002).value == pytest.approx(3.0)       # ms
    assert rate_figure("r", 700.0, 1000.0, "req/s").ratio == pytest.approx(1000 / 700)
    assert rate_figure("r", 700.0, None, "req/s").ratio is None
    gone = missing("x", "ms", "no backend").to_dict()
    assert gone["value"] is None and gone["note"] == "not available: no backend"
    assert Figure("f", float("nan"), "ms").to_dict()["value"] is None


def test_percentile_is_nearest_rank():
    samples = list(range(1, 101))
    assert percentile(samples, 50) == 50 and percentile(samples, 99) == 99
    assert percentile(samples, 100) == 100 and percentile([5.0], 99) == 5.0
    with pytest.raises(ValueError):
        percentile([], 50)


def test_generated_scenarios_follow_the_format_and_add_up(tmp_path):
    paths = scenarios.generate(tmp_path, 40, seed=3)
    assert len(paths) == 40 and len(set(paths)) == 40
    assert scenarios.generate(tmp_path / "again", 40, seed=3)[5].read_text() == paths[5].read_text()
    for path in paths:
        doc = yaml.safe_load(path.read_text())
        assert doc["resolver"] == 1 and 3 <= len(doc["players"]) <= 6
        enc, expect = doc["encounter"], doc["expect"]
        if "totals" in expect:
            launch = sum(enc["launch"].values())
            allies = enc.get("allies", {})
            card = int(enc["cards"]["offense"].split()[1])
            assert expect["totals"]["offense"] == launch + sum(allies.get("offense", {}).values()) + card
            want = "offense" if expect["totals"]["offense"] > expect["totals"]["defense"] else "defense"
            assert expect["winner"] == want
        if expect.get("error"):
            assert sum(enc["launch"].values()) > 4


def test_generated_scenarios_pass_resolver_check_where_the_engine_exists(oracle, tmp_path):
    api = pytest.importorskip("resolver.engine.api")
    for path in scenarios.generate(tmp_path, 12, seed=5):
        result = api.check(oracle, str(path))
        assert result.passed, (path.read_text(), result.mismatches)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):  # noqa: N802 - the http.server API
        body = b'{"ok": true}'
        self.send_response(200 if self.path == "/ok" else 503)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):  # noqa: N802
        length = int(self.headers["Content-Length"])
        body = self.rfile.read(length)
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_args):
        pass


@pytest.fixture()
def tiny_server():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address
    server.shutdown()
    server.server_close()


def test_the_load_generator_counts_statuses_and_bodies(tiny_server):
    host, port = tiny_server
    hostname = f"{host}:{port}"
    requests = [loadgen.get("/ok", hostname), loadgen.get("/down", hostname),
                loadgen.post_json("/echo", hostname, {"question": "é?"})]
    result = loadgen.load(host, port, requests, total=60, concurrency=4, seconds=20, keep_bodies=True)
    assert result.completed == 60 and not result.failures
    assert result.statuses[200] == 40 and result.statuses[503] == 20
    assert result.server_errors == 20
    assert json.loads(b'{"question": "\\u00e9?"}') in [json.loads(b) for b in result.bodies]
    assert result.rps > 0 and result.p(99) >= result.p(50)


def test_the_load_generator_stops_at_its_time_cap(tiny_server):
    host, port = tiny_server
    result = loadgen.load(host, port, [loadgen.get("/ok", f"{host}:{port}")], total=10**9,
                          concurrency=2, seconds=0.5)
    assert 0 < result.completed < 10**9 and result.elapsed < 5


def test_reports_render_as_a_table_and_markdown():
    rep = Report("test machine", [time_figure("load.warm", 0.2, 0.4, target="≤ 1.5×"),
                                  missing("http.ask.rps", "req/s", "no server")])
    text = report.table(rep)
    assert "load.warm" in text and "0.5" in text and "not available: no server" in text
    md = report.markdown(rep).splitlines()
    assert md[0].startswith("| figure | value") and len(md) == 4
