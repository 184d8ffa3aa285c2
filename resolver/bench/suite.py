"""The whole benchmark: the workloads (full or ``--quick``) and the order figures are measured in."""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from resolver.bench import ask, check, decide, engine, http, load, machine
from resolver.bench.figure import Figure, missing
from resolver.bench.http import HttpWorkload


@dataclass
class Workload:
    """How much work each group of figures does."""

    load_repeats: int
    cold_repeats: int
    ask_rounds: int
    ask_questions: int | None
    check_files: int
    engine_games: int
    engine_variants: list[engine.Variant]
    http: HttpWorkload


EDITIONS = [engine.Variant("mayfair", "mayfair"), engine.Variant("ffg", "ffg")]
WITH_OPTIONS = [engine.Variant("mayfair+options", "mayfair", "all"), engine.Variant("ffg+options", "ffg", "all"),
                engine.Variant("mayfair+powers", "mayfair", powers="all"),
                engine.Variant("ffg+powers", "ffg", powers="all"),
                engine.Variant("mayfair+options+powers", "mayfair", "all", "all"),
                engine.Variant("ffg+options+powers", "ffg", "all", "all")]

FULL = Workload(load_repeats=7, cold_repeats=3, ask_rounds=20, ask_questions=None,
                check_files=10_000, engine_games=200, engine_variants=EDITIONS + WITH_OPTIONS,
                http=HttpWorkload(requests=4000, concurrency=16, seconds=20, rounds=2))
QUICK = Workload(load_repeats=1, cold_repeats=1, ask_rounds=2, ask_questions=20,
                 check_files=60, engine_games=2, engine_variants=EDITIONS,
                 http=HttpWorkload(requests=150, concurrency=4, seconds=5, rounds=1, hostile_seconds=2))


@dataclass
class Report:
    """A finished run: the machine, the figures, what was run and how long it took."""

    machine: str
    figures: list[Figure] = field(default_factory=list)
    quick: bool = False
    seconds: float = 0.0

    def to_dict(self) -> dict:
        """The document of interfaces.md: ``{"machine": ..., "figures": [...]}``."""
        return {"machine": self.machine, "figures": [f.to_dict() for f in self.figures]}


def groups(work: Workload, oracle_factory: Callable,
           extra_rules: tuple[str, ...] = ()) -> dict[str, Callable[[], list[Figure]]]:
    """Each group of figures by its name prefix, as a thunk that measures it.

    House rules (``extra_rules``) apply to the ask, check and http figures;
    load and engine always measure the bundled rules.
    """
    return {
        "load": lambda: load.measure(work.load_repeats, work.cold_repeats),
        "decide": lambda: decide.measure(oracle_factory().rules, work.ask_rounds),
        "ask": lambda: ask.measure(oracle_factory(), work.ask_rounds, work.ask_questions),
        "check": lambda: check.measure(work.check_files, extra_rules),
        "engine": lambda: engine.measure(work.engine_variants, work.engine_games),
        "http": lambda: http.measure(work.http, extra_rules),
    }


def run(quick: bool = False, only: tuple[str, ...] = (), oracle_factory: Callable | None = None,
        progress: Callable[[str], None] | None = None, extra_rules: tuple[str, ...] = ()) -> Report:
    """Measure every group (or those named in ``only``); a group that crashes becomes a note."""
    work = QUICK if quick else FULL
    if oracle_factory is None:
        from resolver import Oracle
        def oracle_factory() -> Oracle:
            return Oracle(extra_rules=extra_rules)
    report = Report(machine.describe(), quick=quick)
    start = time.perf_counter()
    for name, measure in groups(work, oracle_factory, tuple(str(p) for p in extra_rules)).items():
        if only and name not in only:
            continue
        if progress:
            progress(name)
        try:
            report.figures.extend(measure())
        except Exception as exc:  # one broken group must not hide the others
            report.figures.append(missing(f"{name}.*", "-", f"the {name} benchmark failed: "
                                          f"{type(exc).__name__}: {exc}"))
    report.seconds = time.perf_counter() - start
    return report
