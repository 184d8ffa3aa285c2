"""``resolver bench``: every figure measured next to its floor, in the same run.

    >>> from resolver.bench import run
    >>> report = run(quick=True, only=("load",))     # doctest: +SKIP
    >>> report.to_dict()["figures"][0]["name"]       # doctest: +SKIP
    'load.import_floor'

Groups: ``load`` (cold/warm start vs importing the deps), ``ask`` (in-process
latency), ``check`` (scenario files vs YAML-loading them), ``engine`` (random
games, invariants on vs off) and ``http`` (``POST /api/ask`` vs ``GET /healthz``).
"""
from resolver.bench.figure import Figure
from resolver.bench.suite import Report, run

__all__ = ["Figure", "Report", "run"]
