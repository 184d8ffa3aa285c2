"""Issue 15 items 3, 5, 6 and 11: one bad file never aborts ``check``; connections and
waitress's own replies; redirects; ``play --options all`` per edition; the bench's targets;
``resolver docs`` and ``--powers``; the ``slow`` marker.
"""
from __future__ import annotations

import json
import logging
import socket
import threading
import time
import tomllib
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest
from click.testing import CliRunner

from resolver.cli import cli
from web import create_app

ROOT = Path(__file__).resolve().parent.parent
TIE = ROOT / "tests" / "scenarios" / "tie.yaml"
#: the issue's scenario: inverted hexes, and an expect naming an option key with no matching state
HEXES = """resolver: 1
name: hexes without the state the expect names
edition: mayfair
options: [inverted-hexes]
players: [{color: tan}, {color: pink}, {color: lavender}, {color: mint}]
encounter:
  offense: mint
  destiny: tan
  target: tan:1
  launch: {mint: 4}
  cards: {offense: attack 10, defense: attack 06}
expect: {winner: offense, KEY: {tan: 1}}
"""


# -- item 3: every file its own result ----------------------------------------------------

@pytest.fixture
def folder(tmp_path):
    (tmp_path / "tie.yaml").write_text(TIE.read_text(encoding="utf-8"), encoding="utf-8")
    for key in ("binary_stars", "worldships_hand"):
        (tmp_path / f"{key}.yaml").write_text(HEXES.replace("KEY", key), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("key", ["binary_stars", "worldships_hand"])
def test_oracle_check_never_raises_for_the_issues_scenario(oracle, folder, key):
    result = oracle.check(folder / f"{key}.yaml")
    assert result.status in ("failed", "error") and not result.passed


def test_an_exception_while_comparing_is_that_files_engine_bug(oracle, folder, monkeypatch):
    from resolver.engine import api

    def broken(*_args):
        raise AttributeError("a bug in the comparison")
    monkeypatch.setattr(api, "compare", broken)
    result = oracle.check(folder / "tie.yaml")
    assert result.status == "failed" and not result.passed
    assert result.error["code"] == "engine-bug" and "tie.yaml" in result.error["message"]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_check_gives_every_file_its_own_result(folder, jobs):
    result = CliRunner().invoke(cli, ["check", "--json", "-j", jobs, str(folder)])
    assert "internal error" not in result.output
    report = json.loads(result.output)
    by_name = {Path(r["file"]).name: r for r in report["results"]}
    assert set(by_name) == {"tie.yaml", "binary_stars.yaml", "worldships_hand.yaml"}
    assert by_name["tie.yaml"]["status"] == "passed"
    assert result.exit_code in (1, 2)


def test_check_file_turns_any_exception_into_that_files_result(monkeypatch, folder):
    from resolver.cli import check

    def broken(_extra):
        raise RuntimeError("no oracle today")
    monkeypatch.setattr(check, "_oracle", broken)
    out = check.check_file(str(folder / "tie.yaml"))
    assert out["file"].endswith("tie.yaml") and out["error"]["code"] == "engine-bug"
    assert "no oracle today" in out["error"]["message"]


# -- item 5: connections -------------------------------------------------------------------

@contextmanager
def serving(oracle, **options):
    """``resolver serve``'s own waitress server (resolver.cli.serve.create_server) in a thread."""
    from resolver.cli.serve import create_server
    server = create_server(create_app({"ORACLE": oracle}), "127.0.0.1", 0, **options)
    stop = threading.Event()

    def loop():
        while not stop.is_set():
            server.asyncore.loop(timeout=0.05, map=server._map, count=1, use_poll=True)
    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield server, server.effective_port
    finally:
        stop.set()
        thread.join(5)
        server.close()
        server.task_dispatcher.shutdown(timeout=2)


def test_half_sent_requests_do_not_lock_out_healthz(oracle):
    """150 connections each stuck half-way through a request (waitress's default limit is 100)."""
    with serving(oracle, threads=2) as (_server, port):
        stuck = []
        try:
            for _ in range(150):
                sock = socket.create_connection(("127.0.0.1", port), timeout=5)
                sock.sendall(b"POST /api/ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                             b"Content-Length: 100\r\n\r\n{\"quest")
                stuck.append(sock)
            time.sleep(0.3)
            start = time.monotonic()
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as resp:
                assert resp.status == 200
            assert time.monotonic() - start < 2
        finally:
            for sock in stuck:
                sock.close()


def test_serve_options_reach_waitress(oracle):
    with serving(oracle, threads=3, connection_limit=321, channel_timeout=7) as (server, _port):
        assert (server.adj.threads, server.adj.connection_limit, server.adj.channel_timeout) == (3, 321, 7)
        assert server.adj.cleanup_interval <= 7 and server.adj.asyncore_use_poll


def test_serve_documents_its_connection_options():
    text = CliRunner().invoke(cli, ["serve", "--help"]).output
    for option in ("--threads", "--connection-limit", "--channel-timeout"):
        assert option in text
    web_md = (ROOT / "docs" / "web.md").read_text(encoding="utf-8")
    assert "--connection-limit" in web_md and "--channel-timeout" in web_md


def test_waitress_own_refusals_carry_the_security_headers(oracle):
    from waitress.utilities import RequestHeaderFieldsTooLarge

    from web.security import HEADERS
    with serving(oracle, threads=1) as (_server, port):
        for request in (b"GARBAGE\r\n\r\n",
                        b"POST /api/ask HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\n"):
            with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
                raw.sendall(request)
                chunks = []
                while chunk := raw.recv(65536):
                    chunks.append(chunk)
            head = b"".join(chunks).partition(b"\r\n\r\n")[0].decode()
            assert head.split()[1] in ("400", "413"), head
            for name, value in HEADERS.items():
                assert f"{name}: {value}" in head, (name, head)
    # 431 (headers too large): the same reply builder; over a socket the client's unsent
    # header bytes make the kernel reset the connection before the reply can be read
    status, headers, _body = RequestHeaderFieldsTooLarge("too many").to_response()
    assert status.startswith("431") and set(HEADERS.items()) <= set(headers)


def test_the_task_queue_warning_is_rate_limited():
    from resolver.cli.serve import RateLimited
    queue_log = logging.getLogger("test.waitress.queue")
    seen: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: seen.append(record.getMessage())
    queue_log.addHandler(handler)
    queue_log.addFilter(RateLimited(seconds=0.2))
    try:
        for n in range(1000):
            queue_log.warning("Task queue depth is %d", n)
        time.sleep(0.25)
        queue_log.warning("Task queue depth is %d", 5)
    finally:
        queue_log.removeHandler(handler)
    assert len(seen) == 2
    assert seen[1] == "Task queue depth is 5 (999 such warnings held back in the last 0.2 s)"


# -- item 6: redirects and play --options all ------------------------------------------------

def test_no_redirect_names_the_clients_host(oracle):
    client = create_app({"ORACLE": oracle}).test_client()
    for path in ("/static//app.js", "/powers//Dictator", "/rules//x"):
        resp = client.get(path, headers={"Host": "evil.example"})
        assert "evil.example" not in resp.headers.get("Location", ""), path
        assert not 300 <= resp.status_code < 400 or resp.headers["Location"].startswith("/")
    resp = client.get("/api/rules//x", headers={"Host": "evil.example"})
    assert resp.status_code == 404 and resp.get_json()["error"]["code"]


def test_a_redirect_location_is_relative():
    from web.security import relative
    assert relative("http://evil.example/static/app.js?v=1") == "/static/app.js?v=1"
    assert relative("//evil.example/x") == "/x"
    assert relative("/powers") == "/powers"


@pytest.mark.parametrize("edition, wanted", [("ffg", ("ffg-overview-redraw",)), ("mayfair", None)])
def test_options_all_means_every_option_of_that_edition(rules, edition, wanted):
    from resolver.engine import options as option_hooks
    got = option_hooks.expand(["all"], rules, edition)
    assert got == (wanted or option_hooks.ALL)
    for option in got:
        assert edition in rules.g.nodes[f"option:{option}"]["editions"]


def test_play_ffg_with_all_options_runs():
    result = CliRunner().invoke(cli, ["play", "--games", "1", "--edition", "ffg", "--options", "all"])
    assert result.exit_code == 0, result.output
    assert "no invariant violation" in result.output


# -- item 11: the bench's targets, docs --powers, the slow marker -----------------------------

def test_every_figure_with_a_target_says_whether_it_met_it():
    from resolver.bench import report
    from resolver.bench.figure import Target, missing, time_figure
    from resolver.bench.suite import Report
    target = Target("≤ 2× floor", 2.0)
    figures = [time_figure("slow.one", 0.3, 0.1, target=target), time_figure("fast.one", 0.1, 0.1, target=target),
               missing("gone.one", "ms", "no server", target), time_figure("plain", 0.1, None)]
    assert [f.to_dict()["met"] for f in figures] == [False, True, None, None]
    text = report.table(Report("m", figures))
    assert "MISSED" in text.splitlines()[2] and "yes" in text.splitlines()[3]
    assert "1 figure missed its target: slow.one" in text
    assert Target("< 1 ms", 1.0, "value", below=True).met(time_figure("p", 0.001, None)) is False


def test_docs_writes_powers_md_only_with_powers(tmp_path, monkeypatch):
    import resolver.docgen as docgen
    from resolver.engine.powers import status
    written = []
    monkeypatch.setattr(docgen, "default_out_dir", lambda: tmp_path / "rules")
    monkeypatch.setattr(status, "write", lambda rules: written.append(rules) or "docs/powers.md")
    result = CliRunner().invoke(cli, ["docs"])
    assert result.exit_code == 0, result.output
    assert written == [] and (tmp_path / "rules" / "index.md").is_file()
    result = CliRunner().invoke(cli, ["docs", "--powers"])
    assert result.exit_code == 0 and len(written) == 1


def test_the_slow_marker_is_registered_and_documented():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert any(m.startswith("slow:") for m in config["tool"]["pytest"]["ini_options"]["markers"])
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert 'pytest -m "not slow"' in readme and "resolver bench --quick" in readme
    from conftest import SLOW_MODULES
    assert {"test_soak_serve.py", "test_soak_play.py", "test_http_schemathesis.py",
            "test_browser.py"} <= SLOW_MODULES
    assert "pytest.mark.slow" in (ROOT / "tests" / "test_bench.py").read_text(encoding="utf-8")
