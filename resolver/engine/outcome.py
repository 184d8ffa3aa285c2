"""What a simulation returns (:class:`Outcome`) and what a check returns (:class:`CheckResult`)."""
from __future__ import annotations

from dataclasses import dataclass, field

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
