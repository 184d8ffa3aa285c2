"""In-process time of ``RuleGraph.decide``: µs per frame, over one frame per claim.

The frames are the claims' own words (every claim asked of itself, in each edition), so the
workload grows with the rules and names nothing. ``decide.us`` asks string frames the way a
caller repeating questions does (the parsed frame is cached); ``decide.frame_us`` asks
:class:`~resolver.graph.decide.Frame` objects, each canonicalised afresh. The floor is a
dict lookup per frame: the least a query keyed by its words could cost.
"""
from __future__ import annotations

import time

from resolver.bench.figure import Figure, Target, time_figure

TARGET = Target("< 100 µs", 100.0, "value", below=True)


def frames(rules) -> list[str]:
    """One frame string per distinct claim (actor, modal, action, object)."""
    out = {f"{c.actor} {c.modal} {c.action}" + (f" {c.obj}" if c.obj else "")
           for c in rules.claims.claims + rules.claims.derived}
    return sorted(out)


def _per_call(run, items: list, rounds: int) -> float:
    """Seconds per call, the best of ``rounds`` passes over ``items``."""
    best = float("inf")
    for _ in range(max(rounds, 1)):
        start = time.perf_counter()
        for item in items:
            run(item)
        best = min(best, (time.perf_counter() - start) / max(len(items), 1))
    return best


def measure(rules, rounds: int) -> list[Figure]:
    from resolver.graph.decide import Frame

    texts = frames(rules)
    asks = [(t, ed) for t in texts for ed in ("mayfair", "ffg")]
    index = {t: i for i, t in enumerate(texts)}
    floor = _per_call(lambda a: index.get(a[0]), asks, rounds)
    warm = _per_call(lambda a: rules.decide(a[0], a[1]), asks, rounds)
    objects = [(Frame(*t.split(" ", 3)) if t.count(" ") >= 3 else Frame(*t.split(" ")), ed)
               for t, ed in asks]
    fresh = _per_call(lambda a: rules.decide(a[0], a[1]), objects, rounds)
    note = f"{len(asks)} frames (each claim asked of itself, both editions)"
    return [time_figure("decide.us", warm, floor, "us", note + "; string frames, parse cached", TARGET),
            time_figure("decide.frame_us", fresh, floor, "us", note + "; Frame objects", TARGET)]
