"""A broken house-rules file is refused with lint's messages; the bundled rules keep serving.

(An override that does not cite house is tested in test_house_rules.py; huge
numbers and every other parse error class in test_fuzz_dsl.py.)
"""
from __future__ import annotations

import subprocess
import sys

import pytest

from resolver import Oracle
from resolver.bench.server import Server, ServerFailed
from resolver.dsl import DSLError

RESOLVER = [sys.executable, "-c", "from resolver.cli import main; main()"]

BROKEN = {
    "syntax": b'rule house.a {\n  says "unterminated\n}\n',
    "no-citation": b'rule house.b {\n  says "no citation"\n}\n',
    "not-utf8": b'rule house.d {\n  says "\xff\xfe"\n  cite house "x"\n}\n',
    "deep": b"rule house.g {\n  param x = " + b"[" * 3000 + b"]" * 3000 + b'\n  cite house "x"\n}\n',
}


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([*RESOLVER, *args], capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


@pytest.fixture(params=sorted(BROKEN))
def broken(request, tmp_path):
    path = tmp_path / f"{request.param}.rules"
    path.write_bytes(BROKEN[request.param])
    return path


def test_the_oracle_refuses_a_broken_file_and_the_bundled_rules_keep_working(broken):
    with pytest.raises(DSLError) as exc:
        Oracle(extra_rules=[broken])
    assert exc.value.problems
    assert all(p.file == str(broken) for p in exc.value.problems)
    assert Oracle().rules.blocks("Silencer", "Dictator").verdict == "yes"


def test_a_directory_or_a_missing_file_is_refused(tmp_path):
    for path in (tmp_path, tmp_path / "missing.rules"):
        with pytest.raises(DSLError):
            Oracle(extra_rules=[path])


@pytest.mark.parametrize("name", ["no-citation"])
def test_the_cli_exits_2_with_lints_messages(tmp_path, name):
    path = tmp_path / f"{name}.rules"
    path.write_bytes(BROKEN[name])
    lint = run("lint", str(path))
    assert lint.returncode == 1
    messages = [line for line in lint.stdout.splitlines() if line.startswith(str(path))]
    assert messages, lint.stdout
    for command in (["ask", "Who wins a tie?"], ["bench", "--quick", "--only", "load"]):
        done = run(*command, "--rules", str(path))
        assert done.returncode == 2, (command, done.stdout, done.stderr)
        assert "Traceback" not in done.stderr
        for message in messages:
            assert message in done.stderr


def test_the_server_refuses_to_start_on_a_broken_file(tmp_path):
    path = tmp_path / "bad.rules"
    path.write_bytes(BROKEN["no-citation"])
    with pytest.raises(ServerFailed) as exc:
        Server(extra_args=("--rules", str(path)), start_timeout=60)
    if "not built" in str(exc.value):
        pytest.skip("resolver serve is not built yet")
    text = str(exc.value)
    assert "exited with 2" in text and "missing-citation" in text and str(path) in text
    assert "Traceback" not in text


def test_the_server_with_good_house_rules_serves_them(tmp_path):
    path = tmp_path / "table.rules"
    path.write_text('ruling more.15.4.blocks.dictator {\n  Silencer does-not-block Dictator\n'
                    '  cite house "our table"\n}\n')
    try:
        server = Server(extra_args=("--rules", str(path)), start_timeout=60)
    except ServerFailed as exc:
        if "not built" in str(exc):
            pytest.skip("resolver serve is not built yet")
        raise
    import json
    import urllib.request
    with server:
        req = urllib.request.Request(server.base_url + "/api/ask",
                                     data=json.dumps({"question": "Does the Silencer stop the Dictator?"}).encode(),
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=30) as resp:
            answer = json.loads(resp.read())
    assert answer["verdict"] == "no"
