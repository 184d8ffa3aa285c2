"""A bounded HTTP/1.1 load generator on asyncio: keep-alive connections, fixed count, time cap.

It speaks just enough HTTP for our own server (Content-Length bodies or
connection close), so the client costs little next to the server it measures.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from resolver.bench.figure import percentile


@dataclass
class LoadResult:
    """What a load run saw: latencies of completed requests, statuses, failures, wall time."""

    latencies: list[float] = field(default_factory=list)
    statuses: Counter = field(default_factory=Counter)
    failures: Counter = field(default_factory=Counter)
    bodies: list[bytes] = field(default_factory=list)
    elapsed: float = 0.0
    #: the server's CPU seconds per completed request, when the caller measured it
    server_cpu: float | None = None

    @property
    def completed(self) -> int:
        return len(self.latencies)

    @property
    def rps(self) -> float:
        return self.completed / self.elapsed if self.elapsed else 0.0

    def p(self, pct: float) -> float:
        return percentile(self.latencies, pct)

    @property
    def server_errors(self) -> int:
        return sum(n for status, n in self.statuses.items() if status >= 500)


def get(path: str, host: str) -> bytes:
    """A keep-alive GET request."""
    return f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept: application/json\r\n\r\n".encode()


def post_json(path: str, host: str, payload: object) -> bytes:
    """A keep-alive POST request with a JSON body."""
    body = json.dumps(payload).encode()
    head = (f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Accept: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode() + body


async def _read_response(reader: asyncio.StreamReader) -> tuple[int, bytes, bool]:
    """Status, body and whether the server keeps the connection open."""
    status_line = await reader.readline()
    if not status_line:
        raise ConnectionResetError("connection closed before a response")
    status = int(status_line.split()[1])
    length, keep = None, True
    while True:
        line = await reader.readline()
        if line in (b"\r\n", b"\n", b""):
            break
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name == b"content-length":
            length = int(value.strip())
        elif name == b"connection" and value.strip().lower() == b"close":
            keep = False
    if length is not None:
        body = await reader.readexactly(length)
    else:
        body, keep = await reader.read(), False
    return status, body, keep


async def _worker(host: str, port: int, requests: itertools.cycle, budget: itertools.count,
                  total: int, deadline: float, result: LoadResult, keep_bodies: bool) -> None:
    reader = writer = None
    while next(budget) < total and time.perf_counter() < deadline:
        request = next(requests)
        try:
            if writer is None:
                reader, writer = await asyncio.open_connection(host, port)
            start = time.perf_counter()
            writer.write(request)
            await writer.drain()
            status, body, keep = await asyncio.wait_for(_read_response(reader),
                                                        max(deadline - start, 0.001) + 30)
            result.latencies.append(time.perf_counter() - start)
            result.statuses[status] += 1
            if keep_bodies:
                result.bodies.append(body)
            if not keep:
                writer.close()
                reader = writer = None
        except (TimeoutError, OSError, asyncio.IncompleteReadError, ValueError, IndexError) as exc:
            result.failures[type(exc).__name__] += 1
            if writer is not None:
                writer.close()
            reader = writer = None
    if writer is not None:
        writer.close()


async def _run(host: str, port: int, groups: Sequence[tuple[Sequence[bytes], int, int]],
               seconds: float, keep_bodies: bool) -> list[LoadResult]:
    results, workers = [], []
    start = time.perf_counter()
    for requests, total, concurrency in groups:
        result = LoadResult()
        results.append(result)
        cycle, budget = itertools.cycle(requests), itertools.count()
        workers += [_worker(host, port, cycle, budget, total, start + seconds, result, keep_bodies)
                    for _ in range(concurrency)]
    await asyncio.gather(*workers)
    for result in results:
        result.elapsed = time.perf_counter() - start
    return results


def load(host: str, port: int, requests: Sequence[bytes], total: int, concurrency: int,
         seconds: float, keep_bodies: bool = False) -> LoadResult:
    """Send up to ``total`` requests (cycling through ``requests``) on ``concurrency``
    connections, stopping at ``seconds``; returns what happened."""
    return asyncio.run(_run(host, port, [(requests, total, concurrency)], seconds, keep_bodies))[0]


def mixed_load(host: str, port: int, groups: Sequence[tuple[Sequence[bytes], int]],
               seconds: float) -> list[LoadResult]:
    """Several groups of clients at once, each ``(requests, connections)`` cycling through its
    own requests until ``seconds`` have passed; one result per group."""
    return asyncio.run(_run(host, port, [(requests, 10**9, n) for requests, n in groups], seconds, False))
