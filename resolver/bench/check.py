"""``resolver check`` throughput over generated scenario files, against merely YAML-loading them.

Both sides are fresh processes reading the same files from disk, so the floor
carries the same start-up and directory walk; with thousands of files the
start-up is amortised. One process against the other is compared in CPU time;
``-j 2`` in wall time.
"""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from resolver.bench.figure import Figure, Target, missing, rate_figure
from resolver.bench.proc import Timed, resolver_argv, run
from resolver.bench.scenarios import generate

TARGET = Target("≤ 3× YAML floor", 3.0)

#: the floor: walk the folder and yaml.safe_load every scenario file, nothing else
YAML_FLOOR = """
import sys, yaml
from pathlib import Path
n = 0
for p in sorted(Path(sys.argv[1]).rglob("*.yaml")):
    yaml.safe_load(p.read_text(encoding="utf-8"))
    n += 1
print(n)
"""

NAMES = (("check.scenarios_per_s", "scenarios/s"), ("check.j2.scenarios_per_s", "scenarios/s"),
         ("check.j2.speedup", "x"))


def _run_check(folder: Path, jobs: int, extra_rules: tuple[str, ...] = ()) -> tuple[Timed, dict | None, str]:
    """The timing, the ``--json`` report (None if unreadable) and stderr of one check run."""
    argv = resolver_argv("check", str(folder), "--json", *_rules_args(extra_rules))
    argv += ["-j", str(jobs)] if jobs > 1 else []
    timed = run(argv, timeout=3600)
    done = timed.done
    try:
        report = json.loads(done.stdout)
    except ValueError:
        report = None
    if done.returncode not in (0, 1) or not isinstance(report, dict):
        return timed, None, (done.stderr or done.stdout).strip()[-500:]
    return timed, report, ""


def _rules_args(extra_rules: tuple[str, ...]) -> list[str]:
    return [arg for path in extra_rules for arg in ("--rules", path)]


def _summary(report: dict) -> str:
    return (f"{report.get('passed')} passed, {report.get('failed')} failed, "
            f"{report.get('errors')} errors")


def measure(count: int, extra_rules: tuple[str, ...] = ()) -> list[Figure]:
    """Generate ``count`` files, then time the YAML floor, ``check`` and ``check -j 2``.

    ``check`` against the floor is compared in CPU time (steady on a shared
    machine); ``-j 2`` is compared in wall time, which is what parallelism buys.
    """
    with tempfile.TemporaryDirectory(prefix="resolver-bench-check-") as tmp:
        folder = Path(tmp)
        generate(folder, count)
        _probe, probe, why = _run_check(folder / "set000", 1, extra_rules)
        if probe is None:
            last = why.splitlines()[-1] if why else "no output"
            return [missing(n, u, f"resolver check does not run ({last})",
                            TARGET if n == NAMES[0][0] else None) for n, u in NAMES]
        floor = run([sys.executable, "-c", YAML_FLOOR, str(folder)])
        if floor.done.returncode != 0:
            return [missing(n, u, f"the YAML floor failed: {floor.done.stderr[-300:]}") for n, u in NAMES]
        one, one_report, why1 = _run_check(folder, 1, extra_rules)
        two, two_report, why2 = _run_check(folder, 2, extra_rules)
    figures = []
    if one_report is None:
        figures.append(missing(NAMES[0][0], "scenarios/s", f"check failed: {why1}", TARGET))
    else:
        figures.append(rate_figure(NAMES[0][0], count / one.cpu, count / floor.cpu, "scenarios/s",
                                   f"per CPU-second; {count} generated files: {_summary(one_report)}; "
                                   "floor: yaml.safe_load of the same files", TARGET))
    if two_report is None:
        figures.append(missing(NAMES[1][0], "scenarios/s", f"check -j 2 failed: {why2}"))
        figures.append(missing(NAMES[2][0], "x", "check -j 2 failed"))
    else:
        figures.append(rate_figure(NAMES[1][0], count / two.wall, count / floor.wall, "scenarios/s",
                                   f"per wall second; -j 2: {_summary(two_report)}; "
                                   "floor: yaml.safe_load in one process, wall time"))
        figures.append(Figure(NAMES[2][0], one.wall / two.wall if one_report is not None else None, "x",
                              note=f"wall time of -j 1 ÷ -j 2 ({one.wall:.1f} s / {two.wall:.1f} s)"))
    return figures
