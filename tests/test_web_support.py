"""Helpers for the web tests (no tests here): a real waitress server on a loopback port,
a tiny HTTP client, and stand-in backends for exercising the web layer's plumbing.

The stand-ins (``StandInOracle``) return fixed, hand-written answers so that the
tests of *routing, rendering and error mapping* do not depend on the state of
the ask and engine backends; the real backends are tested through HTTP in
``test_http_backends.py`` (skipped only while a backend is not importable).
"""
from __future__ import annotations

import http.client
import json
import threading
from dataclasses import dataclass, field
from typing import Any

from waitress.server import create_server

from resolver.answer import Answer


class LiveServer:
    """A waitress server for one app, on a free loopback port, in a daemon thread."""

    def __init__(self, app, threads: int = 4) -> None:
        self.app = app
        self.server = create_server(app, host="127.0.0.1", port=0, threads=threads,
                                    ident="resolver-test")
        self.port = self.server.effective_port
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            self.server.asyncore.loop(timeout=0.1, map=self.server._map, count=1)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def request(self, method: str, path: str, body: bytes | str | dict | None = None,
                content_type: str | None = None, headers: dict | None = None) -> Response:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        hdrs = dict(headers or {})
        if isinstance(body, dict):
            body = json.dumps(body)
            content_type = content_type or "application/json"
        if isinstance(body, str):
            body = body.encode("utf-8")
        if content_type:
            hdrs["Content-Type"] = content_type
        conn.request(method, path, body=body, headers=hdrs)
        resp = conn.getresponse()
        data = resp.read()
        out = Response(resp.status, {k.lower(): v for k, v in resp.getheaders()}, data)
        conn.close()
        return out

    def get(self, path: str, **kw) -> Response:
        return self.request("GET", path, **kw)

    def post(self, path: str, body=None, **kw) -> Response:
        return self.request("POST", path, body, **kw)

    def close(self) -> None:
        self._stop.set()
        self.thread.join(timeout=5)
        self.server.task_dispatcher.shutdown()
        self.server.close()


@dataclass
class Response:
    status: int
    headers: dict
    body: bytes

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")

    def json(self) -> Any:
        return json.loads(self.body)


class Refusal(Exception):
    """Shaped like the engine's ScenarioError (code, message, path, rule)."""

    def __init__(self, code: str, message: str, path: str | None, rule: str | None = None) -> None:
        super().__init__(message)
        self.code, self.message, self.path, self.rule = code, message, path, rule


# The tie of Simply Cosmic, Stage 8, Situation A (scenarios.md), as the engine's outcome shape.
TIE_BEFORE = {"planets": {f"{c}:{n}": {c: 4} for c in ("tan", "pink", "lavender", "mint") for n in range(1, 6)},
              "warp": {}, "cone": {"offense": {}, "defense": {}},
              "players": [{"color": c, "power": None} for c in ("tan", "pink", "lavender", "mint")]}
TIE_AFTER = json.loads(json.dumps(TIE_BEFORE))
TIE_AFTER["planets"]["tan:1"] = {"tan": 1}
TIE_AFTER["planets"]["lavender:1"] = {"lavender": 2}
TIE_AFTER["warp"] = {"tan": 3, "lavender": 2}


@dataclass
class Outcome:
    data: dict

    def to_dict(self) -> dict:
        return json.loads(json.dumps(self.data))


@dataclass
class CheckResult:
    passed: bool
    mismatches: list = field(default_factory=list)
    outcome: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"passed": self.passed, "mismatches": self.mismatches, "outcome": self.outcome}


class StandInOracle:
    """The real rule graph with hand-written backends, keyed on the question or scenario name."""

    def __init__(self, rules) -> None:
        self.rules = rules
        self.edition = "mayfair"

    def ask(self, question: str, edition: str | None = None) -> Answer:
        if "crash" in question:
            raise RuntimeError("stand-in crash")
        cite = {"source": "More Cosmic Encounter", "section": "15.4", "rule": "more.15.4.blocks.dictator"}
        return Answer(question=question, edition=edition or "mayfair", verdict="yes",
                      answer="Yes: choosing the system is communication, which the Silencer forbids.",
                      citations=[cite], entities=["power:Silencer", "power:Dictator"], confidence=0.9)

    def _run(self, scenario: dict) -> dict:
        name = scenario.get("name", "")
        if name == "refuse":
            raise Refusal("illegal", "lavender may not ally with 5 ships", "encounter.allies.offense.lavender",
                          rule="sc.alliance.max")
        if name == "crash":
            raise RuntimeError("stand-in crash")
        if name == "endless":
            return {"winner": "none", "trace": [{"step": "again"}] * 5000, "citations": []}
        return {"winner": "defense", "totals": {"offense": 13, "defense": 13},
                "warp": {"tan": 3, "lavender": 2}, "second_encounter": False,
                "trace": [{"step": "the defense wins ties", "rule": "sc.stage8.tie",
                           "citation": {"source": "Simply Cosmic", "section": "Stage 8", "rule": "sc.stage8.tie"}}],
                "citations": [{"source": "Simply Cosmic", "section": "Stage 8", "rule": "sc.stage8.tie"}],
                "board_before": TIE_BEFORE, "board_after": TIE_AFTER}

    def simulate(self, scenario: dict) -> Outcome:
        return Outcome(self._run(scenario))

    def check(self, scenario: dict) -> CheckResult:
        outcome = self._run(scenario)
        wanted = (scenario.get("expect") or {}).get("winner")
        if wanted and wanted != outcome["winner"]:
            return CheckResult(False, [{"key": "expect.winner", "wanted": wanted, "got": outcome["winner"],
                                        "step": 1}], outcome)
        return CheckResult(True, [], outcome)


TIE_YAML = """\
resolver: 1
name: tie goes to the defense
edition: mayfair
players: [{color: tan}, {color: pink}, {color: lavender}, {color: mint}]
encounter:
  offense: tan
  destiny: pink
  target: "pink:1"
  launch: {tan: 3}
  allies: {offense: {lavender: 2}}
  cards: {offense: attack 08, defense: attack 06}
  reinforcements: [{player: pink, side: defense, value: 3}]
expect:
  winner: defense
  totals: {offense: 13, defense: 13}
  warp: {tan: 3, lavender: 2}
  second_encounter: false
"""


class HybridOracle:
    """The real Oracle, falling back to the stand-ins only for a backend not built yet."""

    def __init__(self, real, stand_in: StandInOracle) -> None:
        self.real, self.stand_in = real, stand_in
        self.rules = real.rules
        self.used: dict[str, str] = {}

    def _either(self, name: str, *args):
        try:
            result = getattr(self.real, name)(*args)
            self.used[name] = "real"
            return result
        except ImportError:
            self.used[name] = "stand-in"
            return getattr(self.stand_in, name)(*args)

    def ask(self, question: str, edition: str | None = None):
        return self._either("ask", question, edition)

    def simulate(self, scenario):
        return self._either("simulate", scenario)

    def check(self, scenario):
        return self._either("check", scenario)
