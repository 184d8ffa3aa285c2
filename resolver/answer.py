"""The answer object: one shape for ``resolver ask --json``, ``POST /api/ask`` and ``Oracle.ask``.

See shared/spec/interfaces.md, "The answer".
"""
from __future__ import annotations

import re
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


#: the end of an answer's first sentence (not a full stop inside brackets or a section number)
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)])\.(?=\s|$)")


def headline(answer: dict) -> str:
    """What the web page shows in large type and ``resolver ask`` prints first: the verdict word, or
    for a value the answer's first sentence ("The defensive main player wins, 15 to 14."), never a bare ``VALUE``."""
    if answer.get("verdict") != "value":
        return {"depends": "It depends"}.get(answer.get("verdict"), str(answer.get("verdict", "")).capitalize())
    # the question reader's text helpers (imported late: resolver.ask imports this module)
    from resolver.ask.text import first_upper
    text = str(answer.get("answer") or "")
    depth, cut = 0, None
    for i, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and _SENTENCE_END.match(text, i):
            cut = i + 1
            break
    first = text[:cut].strip() if cut else text.strip()
    value = answer.get("value")
    said = ", ".join(map(str, value)) if isinstance(value, list) else str(value)
    if first and not _states(first, said):
        first = f"{first_upper(said)}: {first}"   # "Cheese Moons: A category of moon …"
    return first if first and len(first) <= 160 else f"{first_upper(said)}."   # a long sentence: the value alone


def _states(sentence: str, value: str) -> bool:
    """Does the sentence say the value: each of its words (a number as digits or a word; "offense" as
    "offensive")?"""
    # the question reader's words (imported late: resolver.ask imports this module)
    from resolver.ask.text import number, tokens
    said = {number(w) if number(w) is not None else w[:6] for w in tokens(sentence.lower())}
    return all((number(w) if number(w) is not None else w[:6]) in said for w in tokens(value.lower()) if w not in ("the", "a", "an"))
