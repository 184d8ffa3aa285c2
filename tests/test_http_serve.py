"""``resolver serve``: a real process on waitress (never Flask's dev server), and a broken
``--rules`` file refused at start with its lint messages (exit 2)."""
from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request

import pytest

SERVE = [sys.executable, "-c", "from resolver.cli import main; main()", "serve"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def served(tmp_path):
    port = free_port()
    proc = subprocess.Popen([*SERVE, "--host", "127.0.0.1", "--port", str(port), "--workers", "3"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as resp:
                yield port, resp
                break
        except OSError:
            if proc.poll() is not None:
                pytest.fail("serve exited: " + proc.stderr.read())
            time.sleep(0.2)
    else:
        pytest.fail("serve did not answer within 40 s")
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
    assert "waitress" in proc.stderr.read()


def test_serve_runs_waitress_with_threads(served):
    port, health = served
    assert health.status == 200
    server_header = health.headers["Server"]
    assert server_header == "resolver" and "Werkzeug" not in server_header
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/powers/Dictator", timeout=10) as page:
        assert b"Silencer" in page.read()


def test_broken_rules_file_is_refused_at_start(tmp_path):
    bad = tmp_path / "house.rules"
    bad.write_text('rule house.oops {\n  says "no closing brace"\n')
    done = subprocess.run([*SERVE, "--port", str(free_port()), "--rules", str(bad)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "house.rules" in done.stderr and "not starting" in done.stderr
    assert "Traceback" not in done.stderr
