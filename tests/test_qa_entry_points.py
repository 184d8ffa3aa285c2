"""Bad input at every entry point, as a new user would type it (QA regressions).

Each test pins one fix: one clear line naming the file, option or field and
what is wrong, the exit code of interfaces.md (2 for bad input), and never a
Python traceback, on the command line, in the Python API and over HTTP.
"""
from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from resolver.cli import cli, main

TIE = Path(__file__).resolve().parent / "scenarios" / "tie.yaml"


def run(*args: str):
    """Invoke the CLI in-process; returns the click Result (stdout and stderr kept apart)."""
    return CliRunner().invoke(cli, list(args))


def assert_clean_refusal(result, *words: str) -> None:
    """Exit 2, one message naming what is wrong, and no traceback anywhere."""
    assert result.exit_code == 2, (result.stdout, result.stderr)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.stdout + result.stderr
    for word in words:
        assert word in result.stderr, result.stderr


# --- files a command cannot write -------------------------------------------------------------

def test_check_junit_into_a_missing_folder_is_a_clear_exit_2(tmp_path):
    target = tmp_path / "no" / "such" / "report.xml"
    result = run("check", str(TIE), "--junit", str(target))
    assert_clean_refusal(result, "--junit", "cannot write", str(target))


def test_play_transcript_into_a_missing_folder_is_a_clear_exit_2(tmp_path):
    target = tmp_path / "no" / "such" / "games.txt"
    result = run("play", "--games", "1", "--seed", "1", "--transcript", str(target))
    assert_clean_refusal(result, "--transcript", "cannot write", str(target))


def test_play_refuses_a_number_of_games_that_would_never_finish():
    result = run("play", "--games", "99999999999")
    assert result.exit_code == 2
    assert "--games" in result.stderr and "1000000" in result.stderr


# --- serve: a host or port it cannot listen on ------------------------------------------------

def test_serve_on_a_port_in_use_says_so_before_claiming_to_serve():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = run("serve", "--port", str(port))
    assert_clean_refusal(result, "cannot listen on", str(port))
    assert "serving on" not in result.stderr


def test_serve_on_an_impossible_host_is_a_clear_exit_2():
    result = run("serve", "--host", "999.1.1.1", "--port", "0")
    assert_clean_refusal(result, "cannot listen on 999.1.1.1")


# --- the console entry point's last resort ----------------------------------------------------

def _main(monkeypatch, capsys, *args: str) -> tuple[int, str]:
    monkeypatch.setattr(sys, "argv", ["resolver", *args])
    monkeypatch.delenv("RESOLVER_DEBUG", raising=False)
    with pytest.raises(SystemExit) as done:
        main()
    return done.value.code, capsys.readouterr().err


def test_an_unexpected_failure_is_one_line_not_a_traceback(monkeypatch, capsys):
    import resolver.cli.graph as graph_cli

    def broken(_sub):
        raise RuntimeError("boom")
    monkeypatch.setattr(graph_cli, "to_dot", broken)
    code, err = _main(monkeypatch, capsys, "graph", "Silencer", "--format", "dot")
    assert code == 2
    assert "internal error (RuntimeError: boom)" in err and "RESOLVER_DEBUG" in err
    assert "Traceback" not in err


def test_an_os_error_names_the_file(monkeypatch, capsys):
    import resolver.cli.graph as graph_cli

    def unwritable(_sub):
        raise PermissionError(13, "Permission denied", "/some/file")
    monkeypatch.setattr(graph_cli, "to_dot", unwritable)
    code, err = _main(monkeypatch, capsys, "graph", "Silencer", "--format", "dot")
    assert code == 2 and err.strip() == "resolver: /some/file: Permission denied"


# --- scenario files: names, sizes, types ------------------------------------------------------

def test_simulate_reads_a_file_whatever_its_name_ends_in(tmp_path):
    copy = tmp_path / "tie.txt"
    copy.write_text(TIE.read_text(encoding="utf-8"), encoding="utf-8")
    result = run("simulate", str(copy), "--json")
    assert result.exit_code == 0, result.stderr
    assert '"winner": "defense"' in result.stdout


def test_a_huge_scenario_file_is_refused_without_reading_it_all(tmp_path):
    huge = tmp_path / "huge.yaml"
    huge.write_text("resolver: 1\nname: " + "x" * (2 * 1024 * 1024), encoding="utf-8")
    result = run("simulate", str(huge))
    assert_clean_refusal(result, "huge.yaml", "larger than 1024 KiB", "[unreadable]")


@pytest.mark.parametrize("value, words", [
    (None, "not NoneType"), (123, "not int"), (b"resolver: 1", "not bytes"), (["a"], "not list")])
def test_simulate_and_check_say_what_a_scenario_is_when_given_another_type(oracle, value, words):
    refused = oracle.simulate(value)
    assert refused.error.code == "invalid-scenario"            # Outcome.error: a ScenarioError
    checked = oracle.check(value)
    assert checked.status == "error" and checked.error == refused.to_dict()["error"]   # a dict
    assert "a file path, a YAML/JSON string or a dict" in refused.error.message
    assert words in refused.error.message


def test_a_path_without_a_scenario_suffix_gets_a_hint(oracle):
    error = oracle.simulate("no/such/file").to_dict()["error"]
    assert error["code"] == "invalid-scenario"
    assert "not a file name" in error["message"] and ".yaml" in error["message"]
    missing = oracle.simulate("no/such/file.yaml").to_dict()["error"]
    assert missing["code"] == "unreadable" and "No such file" in missing["message"]


def test_an_empty_scenario_says_it_is_empty(oracle):
    assert "the scenario is empty" in oracle.simulate("").to_dict()["error"]["message"]


# --- Python API: questions and house rules ----------------------------------------------------

@pytest.mark.parametrize("question, words", [
    (None, "not NoneType"), (123, "not int"), (["a"], "not list"), ("", "empty"), ("   ", "empty")])
def test_ask_raises_question_error_naming_the_problem(oracle, question, words):
    from resolver.ask import QuestionError
    with pytest.raises(QuestionError, match=words):
        oracle.ask(question)


def test_question_error_is_a_value_error(oracle):
    with pytest.raises(ValueError):
        oracle.ask("does the silencer stop the will?", edition="xyz")


def test_one_house_rules_file_given_without_a_list_is_read_as_that_file(tmp_path):
    from resolver import Oracle
    from resolver.dsl.errors import DSLError
    broken = tmp_path / "house.rules"
    broken.write_text('rule house.x {\n  says "unterminated\n}\n', encoding="utf-8")
    with pytest.raises(DSLError) as caught:
        Oracle(extra_rules=str(broken))
    assert str(broken) in str(caught.value)          # not "/:0:0" (the path's first character)


# --- HTTP: body types -------------------------------------------------------------------------

@pytest.fixture(scope="module")
def client(oracle):
    from web import create_app
    return create_app({"ORACLE": oracle}).test_client()


def test_http_ask_with_a_question_that_is_not_a_string(client):
    resp = client.post("/api/ask", json={"question": 123})
    assert resp.status_code == 400
    assert resp.get_json()["error"] == {"code": "missing-question", "path": "question",
                                        "message": "the question must be a string, not int"}


def test_http_ask_with_a_null_body_says_it_must_be_an_object(client):
    resp = client.post("/api/ask", data="null", content_type="application/json")
    assert resp.status_code == 400
    assert resp.get_json()["error"]["message"] == "the body must be a JSON object, not null"


# --- lint, scenario names, JUnit ---------------------------------------------------------------

def test_lint_of_a_folder_without_rules_files_is_an_error_not_ok(tmp_path):
    result = run("lint", str(tmp_path))
    assert_clean_refusal(result, "no rules files (*.rules)", str(tmp_path))


@pytest.mark.parametrize("field, value", [("resolver", True), ("name", [1, 2]), ("name", {"a": 1})])
def test_top_level_fields_of_the_wrong_type_are_refused(oracle, field, value):
    import yaml
    data = yaml.safe_load(TIE.read_text(encoding="utf-8"))
    data[field] = value
    error = oracle.simulate(data).to_dict()["error"]
    assert error["code"] == "invalid-scenario" and error["path"] == field


def test_a_numeric_name_is_text_in_every_report(tmp_path):
    scenario = tmp_path / "year.yaml"
    scenario.write_text(TIE.read_text(encoding="utf-8").replace("name: tie goes to the defense",
                                                                "name: 2024"), encoding="utf-8")
    report = tmp_path / "junit.xml"
    result = run("check", str(scenario), "--junit", str(report))
    assert result.exit_code == 0, result.stdout + result.stderr
    assert 'name="2024"' in report.read_text(encoding="utf-8")


# --- serve: what waitress refuses itself is JSON too -------------------------------------------

def _serve_on_port_0():
    """A real ``resolver serve --port 0``; returns (process, port) once it listens."""
    proc = subprocess.Popen([sys.executable, "-c", "from resolver.cli import main; main()", "serve",
                             "--port", "0", "--workers", "2"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline:
        line = proc.stderr.readline()
        if "serving on http://127.0.0.1:" in line:
            return proc, int(line.split("127.0.0.1:")[1].split()[0])
        if not line and proc.poll() is not None:
            break
    proc.kill()
    pytest.fail("serve did not start")


def _read_all(sock: socket.socket) -> str:
    """Everything the server sends until it closes the connection."""
    chunks = []
    while chunk := sock.recv(4096):
        chunks.append(chunk)
    return b"".join(chunks).decode()


def test_a_body_over_the_servers_cap_gets_the_json_error_shape():
    proc, port = _serve_on_port_0()
    try:
        assert port > 0                                   # the port the system chose, not 0
        with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
            # announce 1 MiB and send none of it: waitress refuses on the headers alone
            raw.sendall(b"POST /api/ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        b"Content-Length: 1048576\r\n\r\n")
            head, _, body = _read_all(raw).partition("\r\n\r\n")
        assert head.startswith("HTTP/1.1 413") and "Content-Type: application/json" in head
        error = json.loads(body)["error"]
        assert error["code"] == "too-large" and error["path"] is None and error["message"]
        with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
            raw.sendall(b"GARBAGE\r\n\r\n")
            reply = _read_all(raw)
        assert reply.startswith("HTTP/1.0 400") and '"code": "bad-request"' in reply
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_junit_report_of_a_file_whose_name_is_not_utf8(tmp_path):
    import os
    odd = tmp_path / os.fsdecode(b"\xff.yaml")          # undecodable bytes in a file name
    odd.write_text("resolver: 1\n", encoding="utf-8")
    report = tmp_path / "junit.xml"
    done = subprocess.run([sys.executable, "-c", "from resolver.cli import main; main()", "check",
                           os.fsencode(odd), "--junit", str(report)], capture_output=True, timeout=120)
    assert done.returncode == 2 and b"Traceback" not in done.stdout + done.stderr, done.stderr
    assert "players" in report.read_text(encoding="utf-8")


# --- scenario semantics: refusals name the rule they break --------------------------------------

def _tie(**changes) -> dict:
    import yaml
    data = yaml.safe_load(TIE.read_text(encoding="utf-8"))
    data.update(changes)
    return data


@pytest.mark.parametrize("edition, power, home", [("mayfair", "Thief", "ffg"), ("ffg", "Anomaly", "mayfair")])
def test_a_power_of_the_other_edition_is_refused_naming_its_edition(oracle, edition, power, home):
    assert home in oracle.rules.node(f"power:{power}")["editions"]          # what the data says
    data = _tie(edition=edition)
    data["players"][0]["power"] = power
    error = oracle.simulate(data).to_dict()["error"]
    assert error["path"] == "players[0].power"
    assert error["message"] == f"{power} is a power of the {home} edition, not of {edition}"


def test_launching_more_ships_than_the_offense_has_cites_the_launch_rule(oracle):
    data = _tie(state={"warp": {"tan": 18}})                 # tan keeps 2 ships; the scenario launches 3
    error = oracle.simulate(data).to_dict()["error"]
    assert error["code"] == "illegal" and error["path"] == "encounter.launch.tan"
    assert error["rule"] == "mayfair.stage3.commit" and "only 2 ships" in error["message"]


def test_play_refuses_a_power_of_the_other_edition():
    result = run("play", "--games", "1", "--powers", "Thief")
    assert_clean_refusal(result, "--powers: Thief is a power of the ffg edition, not of mayfair")


# --- house-rules paths that are not rules files ------------------------------------------------

def test_extra_rules_none_is_no_house_rules_and_a_number_is_a_type_error():
    from resolver import Oracle
    assert Oracle(extra_rules=None).extra_rules == ()
    with pytest.raises(TypeError, match="list of rules-file paths, not int"):
        Oracle(extra_rules=123)


def test_house_rules_paths_that_are_not_rules_files_are_named_and_never_read(tmp_path):
    import os

    from resolver import Oracle
    from resolver.dsl.errors import DSLError
    fifo = tmp_path / "pipe.rules"
    os.mkfifo(fifo)                                       # opening it would block forever
    huge = tmp_path / "huge.rules"
    huge.write_bytes(b"# " + b"x" * (4 * 1024 * 1024) + b"\n")
    for path, why in [(tmp_path, "a folder, not a rules file"), (fifo, "not a regular file"),
                      (huge, "larger than 4 MiB")]:
        with pytest.raises(DSLError, match=why):
            Oracle(extra_rules=[path])
        result = run("lint", str(fifo if path == tmp_path else path))
        assert result.exit_code == 1 and "io: " in result.stdout


def test_graph_of_an_unknown_name_suggests_the_nearest_node_or_what_to_try():
    near = run("graph", "rule:sc.setup.hnd")
    assert_clean_refusal(near, "no node named 'rule:sc.setup.hnd'; did you mean 'rule:")
    far = run("graph", "NoSuchNode")
    assert_clean_refusal(far, "no node named 'NoSuchNode' (try a power, a rule id or a section such as mce/15.4)")
    assert run("graph", "mce/15.4").exit_code == 0                # the example given works
