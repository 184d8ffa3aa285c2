"""Soak test of ``resolver serve`` on loopback: ~10 s at concurrency 16, good and bad requests mixed.

Passes when the server never answers 5xx, its resident memory grows by less
than RSS_GROWTH_BOUND_KIB, and it still answers correctly afterwards.
"""
from __future__ import annotations

import json
import urllib.request

import pytest

from resolver.bench import loadgen
from resolver.bench.server import Server, ServerFailed

SOAK_SECONDS = 10
CONCURRENCY = 16
#: resident memory may grow by at most this much over the soak (after a warm-up load)
RSS_GROWTH_BOUND_KIB = 48 * 1024

BOMB = "\n".join(["a: &a [x, x, x, x, x, x, x, x, x]"]
                 + [f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]"
                    for p, c in zip("abcdefgh", "bcdefghi", strict=True)]) + "\n"


def raw_post(path: str, host: str, body: bytes, media: str = "application/json") -> bytes:
    head = (f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: {media}\r\n"
            f"Accept: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode() + body


def post(server: Server, path: str, payload: dict) -> tuple[int, dict]:
    req = urllib.request.Request(server.base_url + path, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def request_mix(host: str, simulate_ok: bool) -> list[bytes]:
    """Good questions, rule and power pages, and a dose of bad input of every kind."""
    mix = [
        loadgen.get("/healthz", host),
        loadgen.post_json("/api/ask", host, {"question": "Does the Silencer stop the Dictator?"}),
        loadgen.post_json("/api/ask", host, {"question": "Who wins a tie?", "edition": "ffg"}),
        loadgen.post_json("/api/ask", host, {"question": "x" * 5000}),            # too long
        loadgen.post_json("/api/ask", host, {"question": ""}),                    # empty
        loadgen.post_json("/api/ask", host, {"question": "hi", "edition": "klingon"}),
        loadgen.post_json("/api/ask", host, ["not", "an", "object"]),
        raw_post("/api/ask", host, b'{"question": "unterminated'),               # malformed JSON
        raw_post("/api/ask", host, b"\xff\xfe\x00garbage"),                       # not UTF-8
        raw_post("/api/ask", host, b"q" * 300_000),                               # oversized
        loadgen.get("/api/rules/nonexistent.rule", host),
        loadgen.get("/api/powers/Silencer", host),
        loadgen.get("/api/powers/%00%ff", host),
        loadgen.get("/api/graph?node=power:Silencer&depth=99", host),
        loadgen.get("/no/such/route", host),
        loadgen.get("/api/openapi.json", host),
    ]
    if simulate_ok:
        mix += [raw_post("/api/simulate", host, BOMB.encode(), "application/yaml"),
                raw_post("/api/simulate", host, b"resolver: 1\nplayers: [{color: tan}]\n",
                         "application/yaml"),
                raw_post("/api/simulate", host, b"{: : :", "application/yaml")]
    return mix


@pytest.fixture(scope="module")
def server():
    try:
        srv = Server(extra_args=("--workers", "8"))
    except ServerFailed as exc:
        if "not built" in str(exc):
            pytest.skip("resolver serve is not built yet")
        raise
    with srv:
        yield srv


def test_soak_no_5xx_bounded_memory_and_still_correct(server):
    host = f"{server.host}:{server.port}"
    status, _ = post(server, "/api/simulate", {"resolver": 1})
    mix = request_mix(host, simulate_ok=status != 503)
    warm = loadgen.load(server.host, server.port, mix, total=len(mix) * 20, concurrency=CONCURRENCY,
                        seconds=SOAK_SECONDS)
    assert warm.server_errors == 0, warm.statuses
    rss_before = server.rss_kib()

    soak = loadgen.load(server.host, server.port, mix, total=10**9, concurrency=CONCURRENCY,
                        seconds=SOAK_SECONDS)
    rss_after = server.rss_kib()

    assert soak.completed > len(mix) * 5, "the soak made too few requests to mean anything"
    assert soak.server_errors == 0, (soak.statuses, server.output()[-3000:])
    assert not soak.failures, soak.failures
    assert soak.statuses[200] > 0 and sum(n for s, n in soak.statuses.items() if 400 <= s < 500) > 0
    if rss_before is not None and rss_after is not None:
        assert rss_after - rss_before < RSS_GROWTH_BOUND_KIB, (rss_before, rss_after)

    assert server.proc.poll() is None, "the server died"
    status, answer = post(server, "/api/ask", {"question": "Does the Silencer stop the Dictator?"})
    assert status == 200 and answer["verdict"] == "yes"
    assert any(c["section"] == "15.4" and c["source"] == "More Cosmic Encounter"
               for c in answer["citations"])
    with urllib.request.urlopen(server.base_url + "/healthz", timeout=10) as resp:
        assert resp.status == 200


def test_bad_input_gets_a_json_4xx_naming_the_problem(server):
    status, body = post(server, "/api/ask", {"question": ""})
    assert 400 <= status < 500 and set(body["error"]) >= {"code", "message", "path"}
    status, body = post(server, "/api/ask", {"question": "q" * 300_000})
    assert status == 413 and body["error"]["code"]
