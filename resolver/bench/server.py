"""``resolver serve`` as a child process on a free loopback port, for load tests and soak tests."""
from __future__ import annotations

import os
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from resolver.bench.proc import child_env, resolver_argv


class ServerFailed(RuntimeError):
    """The server did not come up (or died); the message holds the end of its output."""


def free_port() -> int:
    """A loopback TCP port that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """A running ``resolver serve``; use as a context manager so it is always stopped."""

    def __init__(self, extra_args: tuple[str, ...] = (), env: dict[str, str] | None = None,
                 start_timeout: float = 120.0) -> None:
        self.port = free_port()
        self.host = "127.0.0.1"
        self._log = tempfile.NamedTemporaryFile(prefix="resolver-serve-", suffix=".log", delete=False)
        argv = resolver_argv("serve", "--host", self.host, "--port", str(self.port), *extra_args)
        self.proc = subprocess.Popen(argv, env=env or child_env(), stdout=self._log,
                                     stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        try:
            self._wait_ready(start_timeout)
        except BaseException:
            self.stop()
            raise

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def output(self) -> str:
        """Everything the server printed so far."""
        self._log.flush()
        return Path(self._log.name).read_text(errors="replace")

    def _wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise ServerFailed(f"resolver serve exited with {self.proc.returncode}: "
                                   f"{self.output().strip()[-600:]}")
            try:
                with urllib.request.urlopen(self.base_url + "/healthz", timeout=2) as resp:
                    if resp.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.1)
        raise ServerFailed(f"resolver serve did not answer /healthz within {timeout:.0f} s")

    def rss_kib(self) -> int | None:
        """The server's resident memory (VmRSS) in KiB, from /proc; None where unavailable."""
        try:
            for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        except (OSError, ValueError, IndexError):
            return None
        return None

    def cpu_seconds(self) -> float | None:
        """CPU time (user + system) the server has used so far, from /proc; None where unavailable."""
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None

    def stop(self) -> None:
        """Terminate the server (kill it if it does not stop within 10 s) and drop its log."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        self._log.close()
        Path(self._log.name).unlink(missing_ok=True)

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *_exc) -> None:
        self.stop()
