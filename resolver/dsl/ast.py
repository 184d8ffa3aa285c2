"""Plain data types for a parsed rules file (before compiling to the graph)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Value = Any  # str | int | float | bool | list | dict (a name=value pair becomes a dict)


@dataclass
class Pos:
    file: str
    line: int
    column: int
    text: str = ""


@dataclass
class Condition:
    """``when target_colours > 1 "the base holds more than one colour"``.

    ``key``/``op``/``value`` are optional: a condition may be only words.
    """

    text: str
    key: str | None = None
    op: str | None = None
    value: Value = None

    def holds(self, context: dict) -> bool | None:
        """True/False when the context decides the condition, None when it does not."""
        if self.key is None or self.key not in context:
            return None
        have, want = context[self.key], self.value
        try:
            return {
                ">": lambda: have > want, "<": lambda: have < want,
                ">=": lambda: have >= want, "<=": lambda: have <= want,
                "==": lambda: str(have).lower() == str(want).lower(),
                "!=": lambda: str(have).lower() != str(want).lower(),
            }[self.op]()
        except (TypeError, KeyError):
            return None

    def to_dict(self) -> dict:
        return {"text": self.text, "key": self.key, "op": self.op, "value": self.value}


@dataclass
class Relation:
    """``Silencer blocks Will when target_colours > 1 "..."`` inside a block."""

    subject: str
    verb: str
    objects: list[str]
    pos: Pos
    condition: Condition | None = None
    part: str | None = None          # which part of the object ("by other players")
    partially: bool = False
    depending: str | None = None     # "depends on the power copied": a context key
    depending_text: str | None = None
    at: str | None = None            # timing window where an ordering applies
    because: str | None = None


@dataclass
class Clause:
    """``key value value ...`` on one line of a block."""

    key: str
    values: list[Value]
    pos: Pos


@dataclass
class Block:
    kind: str
    id: str
    title: str | None
    clauses: list[Clause]
    relations: list[Relation]
    pos: Pos

    def all(self, key: str) -> list[Clause]:
        return [c for c in self.clauses if c.key == key]

    def first(self, key: str, default: Value = None) -> Value:
        for c in self.clauses:
            if c.key == key:
                return c.values[0] if len(c.values) == 1 else c.values
        return default


@dataclass
class Document:
    file: str
    blocks: list[Block] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
