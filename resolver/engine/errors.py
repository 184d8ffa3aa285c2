"""The two ways a simulation can stop short: a refused scenario, a broken invariant."""
from __future__ import annotations

#: every kind of refusal (docs/scenarios.md, "Refusals")
REFUSAL_CODES = ("unreadable", "invalid-scenario", "open-decision", "illegal", "not-modelled",
                 "undecided", "engine-bug")
#: how many items (options, rulings) a refusal's message lists before it stops
LISTED = 12


class ScenarioError(Exception):
    """A scenario the engine refuses: ill-formed, breaking a rule, or needing what is not modelled.

    ``code`` is a short word (``invalid-scenario``, ``illegal``, ``open-decision``,
    ``not-modelled``, ``undecided``); ``path`` is the field path (``encounter.launch.tan``);
    ``rule`` the rule id the scenario breaks, when there is one.
    """

    def __init__(self, code: str, message: str, path: str | None = None,
                 rule: str | None = None, options: tuple | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path
        self.rule = rule
        #: an open decision's legal options, as a scenario writes them at ``path`` (None: not listed)
        self.options = options

    def to_dict(self) -> dict:
        out = {"code": self.code, "message": self.message, "path": self.path}
        if self.rule:
            out["rule"] = self.rule
        return out

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path else ""
        return f"{where}{self.message}"


class InvariantViolation(Exception):
    """The engine broke one of the bookkeeping invariants (a bug, never a user error)."""

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.step = step
