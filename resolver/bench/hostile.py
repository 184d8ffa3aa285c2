"""``POST /api/ask`` while other clients send hostile bodies, against the same load without them.

Sixteen clients on loopback: eight ask questions, eight send the bodies of issue 15 item 1
(JSON nested a thousand deep to ask, simulate and check, ``[`` × 600 as YAML, an integer of
5,000 digits). Each hostile body must be refused (400) while it is read, so it costs the
server little: the well-behaved clients' p99 should stay within 2× of their p99 when the
eight hostile clients are absent (the floor, measured in the same run, on the same server).
"""
from __future__ import annotations

import json

from resolver.bench.figure import Figure, Target, missing, time_figure
from resolver.bench.loadgen import LoadResult, mixed_load

NAME = "http.ask.p99.hostile"
TARGET = Target("≤ 2× the p99 without the hostile clients", 2.0)
CLIENTS = 8


def _post(path: str, host: str, body: bytes, media: str) -> bytes:
    head = (f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: {media}\r\n"
            f"Accept: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode() + body


def hostile_requests(host: str) -> list[bytes]:
    """The nested and oversized bodies of issue 15 item 1, one of each kind."""
    deep = b"[" * 1000 + b"]" * 1000
    return [
        _post("/api/ask", host, b'{"question": ' + deep + b"}", "application/json"),
        _post("/api/simulate", host, b'{"resolver": ' + deep + b"}", "application/json"),
        _post("/api/check", host, b'{"expect": ' + deep + b"}", "application/json"),
        _post("/api/simulate", host, b"[" * 600, "application/yaml"),
        _post("/api/simulate", host, json.dumps({"seed": 0}).replace("0", "9" * 5000).encode(),
              "application/json"),
    ]


def _statuses(result: LoadResult) -> str:
    return ", ".join(f"{n}×{s}" for s, n in sorted(result.statuses.items())) or "none"


def measure_on(host: str, port: int, asks: list[bytes], seconds: float, rounds: int) -> list[Figure]:
    """Alternate rounds without and with the hostile clients; keep each side's best p99."""
    bad = hostile_requests(f"{host}:{port}")
    alone, beside, hostile = [], [], []
    for _ in range(max(rounds, 1)):
        alone.append(mixed_load(host, port, [(asks, CLIENTS)], seconds)[0])
        ours, theirs = mixed_load(host, port, [(asks, CLIENTS), (bad, CLIENTS)], seconds)
        beside.append(ours)
        hostile.append(theirs)
    if not all(r.completed for r in alone + beside):
        return [missing(NAME, "ms", "/api/ask answered nothing in a round", TARGET)]
    refused = sum(r.statuses.get(400, 0) for r in hostile)
    total = sum(r.completed for r in hostile)
    worse = sum(r.server_errors for r in hostile + beside)
    floor = min(r.p(99) for r in alone)
    value = min(r.p(99) for r in beside)
    note = (f"{CLIENTS} /api/ask clients beside {CLIENTS} sending nested bodies; the hostile "
            f"requests: {_statuses(hostile[-1])} ({refused} of {total} refused with 400, "
            f"{worse} server errors); floor: the same {CLIENTS} ask clients alone")
    return [time_figure(NAME, value, floor, note=note, target=TARGET)]
