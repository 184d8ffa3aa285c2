"""``POST /api/ask`` under concurrent loopback load against ``GET /healthz`` on the same server."""
from __future__ import annotations

from dataclasses import dataclass

from resolver.bench import hostile
from resolver.bench.ask import load_questions
from resolver.bench.figure import Figure, Target, missing, rate_figure, time_figure
from resolver.bench.loadgen import LoadResult, get, load, post_json
from resolver.bench.server import Server, ServerFailed

TARGET = Target("≤ 1.4× /healthz cost (≥ 70% of its req/s)", 1.4)
NAMES = (("http.healthz.rps", "req/s"), ("http.ask.rps", "req/s"), ("http.ask.p99", "ms"),
         ("http.ask.cpu_per_request", "us"))


@dataclass
class HttpWorkload:
    requests: int
    concurrency: int
    seconds: float
    rounds: int
    #: each round of the hostile-clients figure, without and then with them (resolver.bench.hostile)
    hostile_seconds: float = 10.0


def _askable(question: str) -> bool:
    """False for a question the ask backend refuses as malformed (empty, too long)."""
    try:
        from resolver.ask import validate
    except ImportError:
        return True
    try:
        validate(question, "mayfair")
    except ValueError:
        return False
    return True


def _timed_load(server: Server, requests: list[bytes], work: HttpWorkload) -> LoadResult:
    """One load round; ``server_cpu`` is set to the server's CPU seconds per completed request."""
    before = server.cpu_seconds()
    result = load(server.host, server.port, requests, work.requests, work.concurrency, work.seconds)
    after = server.cpu_seconds()
    if before is not None and after is not None and result.completed:
        result.server_cpu = (after - before) / result.completed
    return result


def _best(results: list[LoadResult]) -> LoadResult:
    return max(results, key=lambda r: r.rps)


def _describe(result: LoadResult) -> str:
    statuses = ", ".join(f"{n}×{s}" for s, n in sorted(result.statuses.items()))
    failures = ", ".join(f"{n}×{k}" for k, n in result.failures.items())
    return f"{result.completed} requests in {result.elapsed:.2f} s ({statuses}" + \
        (f"; failures {failures})" if failures else ")")


def _missing_all(why: str, names=NAMES) -> list[Figure]:
    return [missing(n, u, why, TARGET if n in (NAMES[1][0], NAMES[3][0]) else None) for n, u in names]


def measure(work: HttpWorkload, extra_rules: tuple[str, ...] = ()) -> list[Figure]:
    """Alternate rounds of /healthz and /api/ask load; keep each side's best round."""
    try:
        server = Server(extra_args=tuple(arg for path in extra_rules for arg in ("--rules", path)))
    except (ServerFailed, OSError) as exc:
        why = str(exc).strip().splitlines()[-1] if str(exc).strip() else type(exc).__name__
        return _missing_all(f"resolver serve does not start ({why})")
    host = f"{server.host}:{server.port}"
    questions, origin = load_questions()
    questions = [q for q in questions if _askable(q)] or questions
    asks = [post_json("/api/ask", host, {"question": q, "edition": "mayfair"}) for q in questions]
    health = [get("/healthz", host)]
    floors, ours = [], []
    with server:
        # warm-up: every question once (the first answer to a question costs more)
        load(server.host, server.port, health + asks, len(asks) + 1, 4, max(work.seconds, 10))
        for _ in range(max(work.rounds, 1)):
            floors.append(_timed_load(server, health, work))
            ours.append(_timed_load(server, asks, work))
        beside_hostile = hostile.measure_on(server.host, server.port, asks, work.hostile_seconds, work.rounds)
    floor, best = _best(floors), _best(ours)
    ok = best.statuses.get(200, 0)
    if not floor.completed or floor.statuses.get(200, 0) != floor.completed:
        return _missing_all(f"/healthz does not answer 200: {_describe(floor)}")
    if not ok or best.server_errors:
        return [Figure(NAMES[0][0], floor.rps, "req/s", note=_describe(floor))] + _missing_all(
            f"/api/ask does not answer 200 ({_describe(best)})", NAMES[1:])
    note = f"concurrency {work.concurrency}, keep-alive, {len(questions)} questions from {origin}"
    return [
        Figure(NAMES[0][0], floor.rps, "req/s", note=f"the framework floor: {_describe(floor)}"),
        rate_figure(NAMES[1][0], best.rps, floor.rps, "req/s", f"{note}: {_describe(best)}", TARGET),
        time_figure(NAMES[2][0], best.p(99), floor.p(99), note=f"{note}; floor: /healthz p99"),
        time_figure(NAMES[3][0], _cpu_per_request(ours), _cpu_per_request(floors), "us",
                    "the server's CPU time (user + system, /proc) per request, the least of the "
                    "rounds; floor: /healthz", TARGET),
        *beside_hostile,
    ]


def _cpu_per_request(results: list[LoadResult]) -> float | None:
    costs = [r.server_cpu for r in results if r.server_cpu]
    return min(costs) if costs else None
