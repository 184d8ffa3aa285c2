"""Hostile input on every door (issue 15 items 1, 2 and 4): a fixed corpus plus Hypothesis.

Deep nesting, huge integers, YAML bombs and invalid UTF-8 sent to every HTTP and form path
are refused with a 4xx in the documented shape, well under 50 ms of server time, logging
one line and no traceback; the CLI and the Python API read through the same guard
(``resolver.bounded``). A damaged compiled-rules cache (one byte changed at every offset of
its first 20 KB, or cut short anywhere) is a cache miss, never a failed start. Files that
are not regular files are refused with their real cause, never waited on.

The limits come from the issue: nothing here is tuned to what the code printed.
"""
from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from resolver.bounded import MAX_DEPTH, TooComplex, load_json, load_yaml
from resolver.cli import cli
from resolver.cli.serve import freeze_after_start
from resolver.graph import cachefile
from web import create_app

ROOT = Path(__file__).resolve().parent.parent
TIE = ROOT / "tests" / "scenarios" / "tie.yaml"
#: the issue's bound on the server time of a refusal, measured as this process's CPU time so a busy
#: machine (other jobs on its cores) does not fail it
FAST = 0.050

DEEP_JSON = "[" * 1000 + "]" * 1000
HUGE_INT = "9" * 5000
BOMB = ("a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
        "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n")

#: (method, path, body or form, content type) — every door of item 1, with each hostile body
JSON_DOORS = ("/api/simulate", "/api/check", "/api/ask")
CORPUS = [
    *[(p, '{"question": ' + DEEP_JSON + "}", "application/json") for p in JSON_DOORS],
    *[(p, '{"resolver": 1, "seed": ' + HUGE_INT + "}", "application/json") for p in JSON_DOORS],
    ("/api/simulate", "[" * 600, "application/yaml"),
    ("/api/check", "{" * 600, "application/yaml"),
    ("/api/simulate", "seed: " + HUGE_INT, "application/yaml"),
    ("/api/simulate", "a:\n" + "".join(" " * i + "- \n" for i in range(1, 400)), "application/yaml"),
    ("/api/simulate", BOMB, "application/yaml"),
    ("/api/simulate", b"resolver: 1\nname: \xff\xfe\n", "application/yaml"),
    ("/api/ask", b'{"question": "\xff"}', "application/json"),
]
FORMS = [
    {"mode": "yaml", "action": "simulate", "yaml": "[" * 600},
    {"mode": "yaml", "action": "check", "yaml": "seed: " + HUGE_INT},
    {"mode": "yaml", "action": "simulate", "yaml": BOMB},
    {"mode": "form", "action": "simulate", "more": "[" * 600},
    {"mode": "form", "action": "simulate", "more": "x: " + HUGE_INT},
    {"mode": "form", "action": "simulate", "player_power_0": "Zombie", "player_choices_0": "{" * 600},
    {"mode": "form", "action": "simulate", "seed": HUGE_INT[:190], "launch": HUGE_INT},
]


@pytest.fixture(scope="module")
def client(oracle):
    app = create_app({"ORACLE": oracle})
    freeze_after_start()       # as `resolver serve` does: the rules are never scanned by the GC again
    return app.test_client()


def _timed(call):
    start = time.process_time()
    resp = call()
    return resp, time.process_time() - start


def _assert_refused(resp, seconds: float, caplog) -> None:
    assert 400 <= resp.status_code < 500, resp.get_data(as_text=True)[:300]
    assert seconds < FAST, f"{seconds * 1000:.1f} ms"
    text = resp.get_data(as_text=True)
    assert "Traceback" not in text and 'File "' not in text
    assert not [r for r in caplog.records if r.exc_info], "no traceback in the log"
    assert len(caplog.records) <= 1, [r.getMessage() for r in caplog.records]


# -- item 1: the bounded readers ------------------------------------------------------------

@pytest.mark.parametrize("text", ["[" * 600, "{" * 600, DEEP_JSON, "- " * 5000,
                                  "".join(" " * i + "k:\n" for i in range(200)), "x: " + HUGE_INT])
def test_the_yaml_reader_refuses_deep_nesting_and_long_numbers_while_reading(text):
    start = time.process_time()
    with pytest.raises(TooComplex):
        load_yaml(text)
    assert time.process_time() - start < FAST


@pytest.mark.parametrize("text", [DEEP_JSON, '{"a": ' + DEEP_JSON + "}", "[" * 200_000,
                                  '{"n": ' + HUGE_INT + "}", '{"n": 1.' + HUGE_INT + "}"])
def test_the_json_reader_refuses_deep_nesting_and_long_numbers_before_converting(text):
    start = time.process_time()
    with pytest.raises(TooComplex):
        load_json(text)
    assert time.process_time() - start < FAST


def test_the_readers_accept_what_a_scenario_needs():
    nested = "[" * MAX_DEPTH + "]" * MAX_DEPTH          # exactly the limit
    assert load_json(nested) is not None and load_yaml(nested) is not None
    assert load_json('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "b": "\\\\"}')["b"] == "\\"
    assert load_yaml("seed: 12345678901234567890\nx: 1.5\ny: 0x1F\n") == {
        "seed": 12345678901234567890, "x": 1.5, "y": 31}


def test_an_unterminated_json_string_of_escaped_quotes_is_scanned_in_linear_time():
    start = time.process_time()
    with pytest.raises(ValueError):
        load_json('"' + '\\"' * 60_000)
    assert time.process_time() - start < FAST


@pytest.mark.parametrize("path, body, media", CORPUS, ids=[f"{c[0]}-{i}" for i, c in enumerate(CORPUS)])
def test_every_api_door_refuses_the_corpus_fast_in_the_error_shape(client, caplog, path, body, media):
    caplog.set_level(logging.INFO, logger="resolver.web")
    resp, seconds = _timed(lambda: client.post(path, data=body, content_type=media))
    _assert_refused(resp, seconds, caplog)
    error = resp.get_json()["error"]
    assert {"code", "message", "path"} <= set(error) and error["message"]


def test_deep_nesting_is_a_400_too_complex_logged_in_one_line(client, caplog):
    caplog.set_level(logging.INFO, logger="resolver.web")
    resp = client.post("/api/ask", data='{"question": ' + DEEP_JSON + "}", content_type="application/json")
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "too-complex"
    assert [r.levelname for r in caplog.records] == ["WARNING"]
    assert "nested deeper than" in caplog.records[0].getMessage()


@pytest.mark.parametrize("form", FORMS, ids=[f"{f['mode']}-{i}" for i, f in enumerate(FORMS)])
def test_every_form_door_refuses_the_corpus_fast(client, caplog, form):
    caplog.set_level(logging.INFO, logger="resolver.web")
    client.get("/workbench")                    # the page's templates compiled once, outside the timing
    resp, seconds = _timed(lambda: client.post("/workbench", data=form))
    _assert_refused(resp, seconds, caplog)


def test_an_uploaded_file_goes_through_the_same_guard(client, caplog):
    import io
    caplog.set_level(logging.INFO, logger="resolver.web")
    for name, body in (("deep.yaml", b"[" * 600), ("deep.json", DEEP_JSON.encode()),
                       ("huge.json", b'{"seed": ' + HUGE_INT.encode() + b"}")):
        caplog.clear()
        data = {"mode": "yaml", "action": "simulate", "upload": (io.BytesIO(body), name)}
        resp, seconds = _timed(lambda d=data: client.post("/workbench", data=d,
                                                          content_type="multipart/form-data"))
        _assert_refused(resp, seconds, caplog)
        assert "nested deeper" in resp.get_data(as_text=True) or "number of" in resp.get_data(as_text=True)


def test_the_cli_and_the_python_api_use_the_same_guard(oracle, tmp_path):
    deep = tmp_path / "deep.yaml"
    deep.write_text("[" * 600)
    out = oracle.simulate(deep)
    assert out.error.code == "unreadable" and "nested deeper than" in out.error.message
    assert "a number of 5000 characters" in oracle.simulate('{"seed": ' + HUGE_INT + "}").error.message
    result = CliRunner().invoke(cli, ["simulate", str(deep)])
    assert result.exit_code == 2 and "nested deeper than" in result.output


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(opening=st.text(alphabet="[{", min_size=1, max_size=3), depth=st.integers(33, 3000),
       digits=st.one_of(st.just(0), st.integers(101, 6000)),
       media=st.sampled_from(["application/json", "application/yaml"]),
       path=st.sampled_from(["/api/simulate", "/api/check", "/api/ask"]))
def test_any_deep_nesting_or_long_number_is_refused_fast(client, opening, depth, digits, media, path):
    media = "application/json" if path == "/api/ask" else media       # ask takes JSON only
    body = ('{"question": ' if media == "application/json" else "question: ") + (opening * depth)[:depth]
    if digits:
        body = '{"seed": ' + "1" * digits + "}" if media == "application/json" else "seed: " + "1" * digits
    resp, seconds = _timed(lambda: client.post(path, data=body, content_type=media))
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "too-complex", resp.get_json()
    assert seconds < FAST, seconds


# -- item 2: a damaged cache is a miss --------------------------------------------------------

@pytest.fixture(scope="module")
def cache_blob(rules):
    return bytearray(cachefile.encode(rules))


def test_one_byte_changed_at_every_offset_of_the_first_20_kb_is_a_miss(cache_blob):
    """In process, on the real compiled rules: every corruption is refused before unpickling."""
    assert cachefile.decode(cache_blob) is not None
    start = time.process_time()
    for offset in range(min(20 * 1024, len(cache_blob))):
        original = cache_blob[offset]
        cache_blob[offset] = original ^ (1 + offset % 255)       # a different byte, varied
        try:
            assert cachefile.decode(cache_blob) is None, offset
        finally:
            cache_blob[offset] = original
    assert time.process_time() - start < 30


def test_a_cache_cut_short_anywhere_or_grown_is_a_miss(cache_blob):
    for length in [0, 1, 15, 16, 23, 24, 40, *range(100, len(cache_blob), 4093), len(cache_blob) - 1]:
        assert cachefile.decode(bytes(cache_blob[:length])) is None, length
    assert cachefile.decode(bytes(cache_blob) + b"\0") is None


def test_a_damaged_cache_file_is_recompiled_and_overwritten(tmp_path, monkeypatch):
    from resolver import Oracle
    from resolver.graph import load
    monkeypatch.setenv("RESOLVER_CACHE_DIR", str(tmp_path))
    key = load.digest(load.rule_files(), [])
    path = tmp_path / f"rules-{key}.pickle"
    load.clear_memo()
    try:
        load.load_rules()
        blob = bytearray(path.read_bytes())
        blob[5000] ^= 0x20                       # the one changed byte
        path.write_bytes(bytes(blob))
        load.clear_memo()
        oracle = Oracle()                        # starts: the damaged cache is a miss
        assert oracle.rules.blocks("Silencer", "Dictator").verdict == "yes"
        assert cachefile.read(path) is not None  # and the file was rewritten whole
        assert not list(tmp_path.glob("*.tmp"))
    finally:
        load.clear_memo()


def test_a_failed_rename_leaves_no_temporary_file(tmp_path, monkeypatch):
    def refuse(*_args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", refuse)
    assert cachefile.write(tmp_path / "rules-x.pickle", {"a": 1}) is False
    assert list(tmp_path.iterdir()) == []


def test_a_dead_writers_temporary_file_is_swept_by_the_next_write(tmp_path):
    target = tmp_path / "rules-x.pickle"
    dead = tmp_path / "rules-x.pickle.abc123.tmp"
    live = tmp_path / "rules-x.pickle.def456.tmp"
    dead.write_bytes(b"half a pickle")
    live.write_bytes(b"being written")
    old = time.time() - cachefile.STALE_SECONDS - 60
    os.utime(dead, (old, old))
    assert cachefile.write(target, {"a": 1}) is True
    assert not dead.exists() and live.exists() and cachefile.read(target) == {"a": 1}


def test_any_exception_while_unpickling_is_a_miss(monkeypatch, cache_blob):
    import pickle

    def explode(_data):
        raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
    monkeypatch.setattr(pickle, "loads", explode)
    assert cachefile.decode(cache_blob) is None


# -- item 4: files that are not files ---------------------------------------------------------

def _within(seconds: float, call):
    """Run ``call`` in a thread; fail (instead of hanging the suite) when it does not return."""
    box: dict = {}
    thread = threading.Thread(target=lambda: box.setdefault("out", call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "hung"
    return box["out"]


@pytest.fixture
def odd_files(tmp_path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "tie.yaml").write_text(TIE.read_text(encoding="utf-8"), encoding="utf-8")
    os.mkfifo(folder / "fifo.yaml")
    (folder / "dangling.yaml").symlink_to(folder / "nowhere.yaml")
    (folder / "loop1.yaml").symlink_to(folder / "loop2.yaml")
    (folder / "loop2.yaml").symlink_to(folder / "loop1.yaml")
    (folder / "device.yaml").symlink_to("/dev/null")
    return folder


@pytest.mark.parametrize("name, cause", [("fifo.yaml", "FIFO"), ("dangling.yaml", "dangling symlink"),
                                         ("loop1.yaml", "symlink loop"), ("device.yaml", "character device")])
def test_check_and_simulate_refuse_a_non_regular_file_with_its_cause(odd_files, oracle, name, cause):
    path = odd_files / name
    for command in ("check", "simulate"):
        result = _within(20, lambda c=command: CliRunner().invoke(cli, [c, str(path)]))
        assert result.exit_code == 2, result.output
        assert cause in result.output and "no such file" not in result.output.lower()
    out = _within(20, lambda: oracle.simulate(path))
    assert out.error.code == "unreadable" and cause in out.error.message


def test_a_folder_scan_lists_every_skipped_entry(odd_files):
    import json
    result = _within(60, lambda: CliRunner().invoke(cli, ["check", "--json", str(odd_files)]))
    report = json.loads(result.output)
    by_name = {Path(r["file"]).name: r for r in report["results"]}
    assert by_name["tie.yaml"]["status"] == "passed"
    for name, cause in [("fifo.yaml", "FIFO"), ("dangling.yaml", "dangling symlink"),
                        ("loop1.yaml", "symlink loop"), ("loop2.yaml", "symlink loop"),
                        ("device.yaml", "character device")]:
        assert by_name[name]["status"] == "error", name
        assert by_name[name]["error"]["code"] == "unreadable" and cause in by_name[name]["error"]["message"]
    assert result.exit_code == 2


def test_house_rules_name_the_cause_of_a_symlink_loop(odd_files):
    from resolver.dsl.errors import DSLError
    from resolver.graph.load import load_rules
    with pytest.raises(DSLError) as exc:
        load_rules([odd_files / "loop1.yaml"])
    assert "symlink loop" in str(exc.value)
