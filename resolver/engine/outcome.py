"""What a simulation returns (:class:`Outcome`) and what a check returns (:class:`CheckResult`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from resolver.engine.errors import ScenarioError

#: status of a refused scenario in ``resolver check``: ill-formed files are errors (exit 2)
ERROR_CODES = ("invalid-scenario", "unreadable", "open-decision")


@dataclass
class Outcome:
    """The result of one scenario: the ``expect:`` keys, the trace and the two board pictures."""

    name: str | None = None
    edition: str | None = None
    winner: str | None = None
    totals: dict | None = None
    warp: dict = field(default_factory=dict)
    planets: dict = field(default_factory=dict)
    foreign_colonies: dict = field(default_factory=dict)
    home_colonies: dict = field(default_factory=dict)
    power_active: dict = field(default_factory=dict)
    rewards: dict = field(default_factory=dict)
    consolation: dict = field(default_factory=dict)
    second_encounter: bool = False
    game_winners: list = field(default_factory=list)
    offense: str | None = None
    defense: str | None = None
    target: str | None = None
    destiny: str | None = None
    cards: dict = field(default_factory=dict)
    trace: list[dict] = field(default_factory=list)
    citations: list[dict] = field(default_factory=list)
    board_before: dict = field(default_factory=dict)
    board_after: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    error: ScenarioError | None = None
    key_steps: dict[str, int] = field(default_factory=dict)
    extra: dict = field(default_factory=dict)     # optional rules' keys (lucre, limbo, moons…)
    powers: dict = field(default_factory=dict)        # colour -> power name (None: no power)
    hands: dict = field(default_factory=dict)         # colour -> sorted cards (None: unknown)
    artefacts: dict = field(default_factory=dict)     # power name -> its components

    @property
    def refused(self) -> bool:
        return self.error is not None

    def to_dict(self) -> dict:
        if self.error is not None:
            return {"error": self.error.to_dict()}
        return {
            "name": self.name, "edition": self.edition,
            "winner": self.winner, "totals": self.totals, "warp": self.warp,
            "planets": self.planets, "foreign_colonies": self.foreign_colonies,
            "home_colonies": self.home_colonies, "power_active": self.power_active,
            "rewards": self.rewards, "consolation": self.consolation,
            "second_encounter": self.second_encounter, "game_winners": self.game_winners,
            "offense": self.offense, "defense": self.defense, "target": self.target, "destiny": self.destiny,
            "cards": self.cards, "notes": self.notes, "powers": self.powers,
            "hands": self.hands, "artefacts": self.artefacts,
            "trace": self.trace, "citations": self.citations,
            "board_before": self.board_before, "board_after": self.board_after,
            **self.extra,            # optional rules' expect keys, at the top level like the others
        }

    def step_for(self, key: str, sub: str | None = None) -> int | None:
        """The trace step that last set an outcome key (``warp``, ``tan``)."""
        if sub is not None and f"{key}.{sub}" in self.key_steps:
            return self.key_steps[f"{key}.{sub}"]
        return self.key_steps.get(key)


@dataclass
class CheckResult:
    """An outcome compared with the scenario's ``expect:`` block."""

    passed: bool
    mismatches: list[dict]
    outcome: Outcome
    name: str | None = None
    status: str = "passed"            # passed | failed | error

    @property
    def error(self) -> dict | None:
        return self.outcome.error.to_dict() if self.outcome.error else None

    def to_dict(self) -> dict:
        return {"passed": self.passed, "mismatches": self.mismatches, "outcome": self.outcome.to_dict()}


def _norm_counts(d: Any) -> Any:
    if isinstance(d, dict):
        return {str(k).lower(): v for k, v in d.items() if v not in (0, None)}
    return d


def compare(expect: dict, outcome: Outcome) -> list[dict]:
    """Every mismatch between ``expect`` and the outcome (only listed keys are compared)."""
    out: list[dict] = []

    def miss(key: str, wanted: Any, got: Any, step: int | None) -> None:
        out.append({"key": f"expect.{key}", "wanted": wanted, "got": got, "step": step})

    for key, wanted in expect.items():
        if key in ("error_path", "error_code"):
            continue
        if key == "error":
            if wanted:
                miss("error", True, False, None)
            continue
        got = outcome.extra[key] if key in outcome.extra else getattr(outcome, key)
        if key in ("winner", "second_encounter"):
            if wanted != got:
                miss(key, wanted, got, outcome.step_for(key))
        elif key == "game_winners":
            w = sorted(str(c).lower() for c in (wanted or []))
            if w != sorted(got):
                miss(key, wanted, got, outcome.step_for(key))
        elif key == "planets":
            for planet, contents in (wanted or {}).items():
                pk = str(planet).lower()
                have = got.get(pk)
                if have is None:
                    miss(f"planets.{planet}", contents, "no such planet", None)
                elif _norm_counts(contents or {}) != _norm_counts(have):
                    miss(f"planets.{planet}", contents, have, outcome.step_for("planets", pk))
        elif key == "totals":
            if wanted is None and got is not None:
                miss("totals", None, got, outcome.step_for("totals"))
            for side, value in (wanted or {}).items():
                have = (got or {}).get(side)
                if have != value:
                    miss(f"totals.{side}", value, have, outcome.step_for("totals"))
        elif key in outcome.extra:        # an optional rule's key (lucre, limbo, moons…)
            _compare_extra(key, wanted, got, outcome, miss)
        elif isinstance(wanted, dict) or wanted is None:
            wanted = wanted or {}
            if not wanted:       # an empty mapping: nothing at all
                nonzero = {k: v for k, v in got.items() if v not in (0, None, False)}
                if key in ("rewards", "consolation") and nonzero:
                    miss(key, {}, nonzero, outcome.step_for(key))
                continue
            for colour, value in wanted.items():
                c = str(colour).lower()
                have = got.get(c, 0 if key in ("warp", "rewards", "consolation") else None)
                if have != value:
                    miss(f"{key}.{colour}", value, have, outcome.step_for(key, c))
        else:
            miss(key, wanted, f"(expected a mapping for {key})", None)
    return out


def _compare_extra(key: str, wanted: Any, got: Any, outcome: Outcome, miss) -> None:
    """Compare an optional rule's key: a value, or a mapping compared entry by entry."""
    if not isinstance(wanted, dict) or not isinstance(got, dict):
        if wanted != got:
            miss(key, wanted, got, outcome.step_for(key))
        return
    for sub, value in wanted.items():
        s = str(sub).lower()
        have = got.get(s)
        if isinstance(value, dict) or isinstance(have, dict) or value in (None, 0):
            same = _norm_counts(value or {}) == _norm_counts(have or {})
        else:
            same = value == have
        if not same:
            miss(f"{key}.{sub}", value, have, outcome.step_for(key, s))
