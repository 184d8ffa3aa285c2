"""Start-up figures: cold compile and warm (cached) load of the rules, against importing the deps.

Every measurement is a fresh interpreter, so the floor — importing the runtime
dependencies alone — carries the same interpreter start-up as our loads. Costs
are CPU time (user + system) of the child, the median of several runs.
"""
from __future__ import annotations

import tempfile
from importlib import metadata

from resolver.bench.figure import Figure, Target, missing, time_figure
from resolver.bench.proc import ProcFailed, child_env, median_cpu_seconds

LOAD_RULES = "from resolver import Oracle; Oracle()"
WARM_TARGET = Target("≤ 1.5× import floor", 1.5)


def runtime_modules() -> list[str]:
    """Top-level modules of resolver's runtime dependencies, read from the installed metadata."""
    wanted = set()
    for req in metadata.requires("resolver") or []:
        if "extra ==" in req:
            continue
        name = req.split(";")[0].strip()
        for sep in "<>=!~[ ":
            name = name.split(sep)[0]
        wanted.add(_canonical(name))
    modules = set()
    for module, dists in metadata.packages_distributions().items():
        if module.startswith("_") or not module.isidentifier():
            continue
        if any(_canonical(d) in wanted for d in dists):
            modules.add(module)
    return sorted(modules)


def _canonical(dist: str) -> str:
    return dist.lower().replace("_", "-").replace(".", "-")


def import_floor_code() -> str:
    """Python code that imports every runtime dependency and nothing of resolver."""
    return "".join(f"import {m}\n" for m in runtime_modules()) or "pass\n"


def measure(repeats: int, cold_repeats: int) -> list[Figure]:
    """load.cold, load.warm and load.import_floor (CPU ms), medians of fresh processes."""
    try:
        floor = median_cpu_seconds(import_floor_code(), repeats)
    except ProcFailed as exc:
        return [missing(n, "ms", f"the import floor failed: {exc}", WARM_TARGET if n == "load.warm" else None)
                for n in ("load.cold", "load.warm")]
    figures = [Figure("load.import_floor", floor * 1000, "ms", None, None,
                      "CPU time of a fresh interpreter importing: " + ", ".join(runtime_modules()))]
    with tempfile.TemporaryDirectory(prefix="resolver-bench-cache-") as cache:
        cold_times = []
        try:
            for _ in range(max(cold_repeats, 1)):
                with tempfile.TemporaryDirectory(prefix="resolver-bench-cold-") as empty:
                    cold_times.append(median_cpu_seconds(LOAD_RULES, 1, child_env(RESOLVER_CACHE_DIR=empty)))
            warm_env = child_env(RESOLVER_CACHE_DIR=cache)
            median_cpu_seconds(LOAD_RULES, 1, warm_env)            # fills the cache
            warm = median_cpu_seconds(LOAD_RULES, repeats, warm_env)
        except ProcFailed as exc:
            return figures + [missing(n, "ms", f"loading the rules failed: {exc}",
                                      WARM_TARGET if n == "load.warm" else None)
                              for n in ("load.cold", "load.warm")]
    cold = sorted(cold_times)[len(cold_times) // 2]
    figures.append(time_figure("load.cold", cold, floor, note="CPU time, empty RESOLVER_CACHE_DIR: the pyparsing compile"))
    figures.append(time_figure("load.warm", warm, floor, note="CPU time, compiled rules read from the cache",
                               target=WARM_TARGET))
    return figures
