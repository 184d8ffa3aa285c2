"""Running and timing child processes (fresh interpreters, so start-up costs are real).

Each run reports wall time and the CPU time (user + system) the child and its
own children used. On a shared, noisy machine CPU time is the steadier cost:
another agent's load stretches wall time but hardly changes CPU time, so the
ratios of single-process work are computed from it.
"""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass


class ProcFailed(RuntimeError):
    """A benchmarked child process exited non-zero; carries the end of its stderr."""


@dataclass
class Timed:
    """A finished child: its wall seconds, its CPU seconds and what it printed."""

    wall: float
    cpu: float
    done: subprocess.CompletedProcess


def child_env(**overrides: str) -> dict[str, str]:
    """This process's environment with ``overrides`` (so children find the same resolver)."""
    env = dict(os.environ)
    env.update(overrides)
    env.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    return env


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(argv: Sequence[str], env: dict[str, str] | None = None, timeout: float = 600,
        cwd: str | None = None) -> Timed:
    """Run ``argv`` to completion; its wall and CPU seconds and the completed process.

    CPU time is read from the children's resource usage, so it is exact as long
    as no other child of this process ends meanwhile (the bench runs one at a time).
    """
    cpu0, start = _children_cpu(), time.perf_counter()
    done = subprocess.run(list(argv), env=env or child_env(), capture_output=True, text=True,
                          timeout=timeout, cwd=cwd, stdin=subprocess.DEVNULL)
    return Timed(time.perf_counter() - start, _children_cpu() - cpu0, done)


def python_snippet(code: str, env: dict[str, str] | None = None, timeout: float = 600) -> Timed:
    """A fresh interpreter running ``code``; ProcFailed if it fails."""
    timed = run([sys.executable, "-c", code], env=env, timeout=timeout)
    if timed.done.returncode != 0:
        raise ProcFailed(timed.done.stderr.strip()[-800:] or f"exit {timed.done.returncode}")
    return timed


def median_cpu_seconds(code: str, repeats: int, env: dict[str, str] | None = None) -> float:
    """Median CPU seconds over ``repeats`` fresh interpreters running ``code``."""
    return statistics.median(python_snippet(code, env).cpu for _ in range(max(repeats, 1)))


def resolver_argv(*args: str) -> list[str]:
    """The ``resolver`` command line run with this interpreter (no PATH lookup needed)."""
    return [sys.executable, "-c", "from resolver.cli import main; main()", *args]
