"""The answer object: one shape for ``resolver ask --json``, ``POST /api/ask`` and ``Oracle.ask``.

See shared/spec/interfaces.md, "The answer".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

VERDICTS = ("yes", "no", "depends", "value", "text", "unknown")


@dataclass
class Answer:
    question: str
    edition: str
    verdict: str
    answer: str
    value: Any = None
    conditions: list[dict] = field(default_factory=list)
    editions: dict[str, Answer] = field(default_factory=dict)
    citations: list[dict] = field(default_factory=list)
    entities: list[str] = field(default_factory=list)
    confidence: float = 0.0
    trace: list[dict] = field(default_factory=list)
    #: additions beyond the spec (documented in docs/api.md)
    nearest: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"verdict must be one of {VERDICTS}, not {self.verdict!r}")

    def to_dict(self, nested: bool = False) -> dict:
        d = {
            "question": self.question, "edition": self.edition, "verdict": self.verdict,
            "value": self.value, "answer": self.answer, "conditions": list(self.conditions),
            "citations": list(self.citations), "entities": list(self.entities),
            "confidence": round(float(self.confidence), 3), "trace": list(self.trace),
        }
        if not nested:
            d["editions"] = {k: v.to_dict(nested=True) for k, v in self.editions.items()}
        if self.nearest:
            d["nearest"] = list(self.nearest)
        if self.notes:
            d["notes"] = list(self.notes)
        return d
