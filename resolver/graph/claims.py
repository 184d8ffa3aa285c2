"""Claims: the typed propositions a rule states (docs/dsl.md, "Claims").

    claim <actor> <modal> <action> [<object> ["object phrase"]] [qualifier ...]

The parser keeps a claim's values raw; :func:`read_claim` turns them into a
:class:`RawClaim` (words as written, qualifiers split out) or an error message, and the
claims compiler (:mod:`resolver.graph.claimcompiler`) resolves the words into a
:class:`Claim` attached to its rule node and to the ``says`` it formalises.

    >>> raw = read_claim(["Clone", "may-not", "keep", "card:Kicker", "the Kickers it played",
    ...                   "cite", "mce", "14.4"])
    >>> raw.actor, raw.modal, raw.action, raw.obj, raw.phrase, raw.cites
    ('Clone', 'may-not', 'keep', 'card:Kicker', 'the Kickers it played', [('mce', '14.4')])
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: modal words, and the family of frames each one answers
MODALS = ("may", "may-not", "must", "need-not", "is", "is-not", "counts", "does-not-count",
          "happens", "does-not-happen")
#: ``cannot`` and friends are spellings of a modal
MODAL_ALIASES = {"cannot": "may-not", "can": "may", "can-not": "may-not", "must-not": "may-not",
                 "are": "is", "is-no": "is-not", "count": "counts", "does-not-counts": "does-not-count"}

#: qualifier words after the object, with how many values each takes at least
QUALIFIERS = ("count", "limit", "minimum", "when", "during", "edition", "option", "cite",
              "overrides", "because")
#: ``when <key> <op> <value>`` operators
OPS = ("is", "is-not", "at-least", "at-most", "more-than", "less-than")


@dataclass(frozen=True)
class When:
    """One ``when`` of a claim: a flag, a comparison, or words only (never decidable)."""

    text: str
    key: str | None = None
    op: str = "true"          # true | false | one of OPS | as (answer as for another thing)
    value: Any = None

    def holds(self, context: dict) -> bool | None:
        """True/False when the context decides it, None when it does not."""
        if self.key is None or self.key not in context or self.op == "as":
            return None
        have = context[self.key]
        if self.op in ("true", "false"):
            return _truthy(have) == (self.op == "true")
        return _compare(self.op, have, self.value)

    def to_dict(self) -> dict:
        return {"text": self.text, "key": self.key, "op": self.op, "value": self.value}


def _truthy(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() not in ("", "no", "false", "0", "none", "off")
    return bool(value)


def _compare(op: str, have: Any, want: Any) -> bool | None:
    if op in ("is", "is-not"):
        pool = have if isinstance(have, (list, tuple, set, frozenset)) else [have]
        same = any(str(h).lower() == str(want).lower() for h in pool)
        return same if op == "is" else not same
    try:
        a, b = float(have), float(want)
    except (TypeError, ValueError):
        return None
    return {"at-least": a >= b, "at-most": a <= b, "more-than": a > b, "less-than": a < b}[op]


@dataclass
class RawClaim:
    """A claim's words as written, before name resolution."""

    actor: str
    modal: str
    action: str
    obj: str | None = None
    phrase: str | None = None
    count: tuple[Any, Any] | None = None
    limit: Any = None
    minimum: Any = None
    whens: list[When] = field(default_factory=list)
    during: str | None = None
    editions: list[str] = field(default_factory=list)
    options: list[str] = field(default_factory=list)
    cites: list[tuple[str, str]] = field(default_factory=list)
    overrides: list[str] = field(default_factory=list)
    because: str | None = None


@dataclass(frozen=True)
class Claim:
    """A compiled claim. Words are canonical keys (``power:Clone``, ``offense``, ``keep``).

    ``rule`` is the id of the block that states it, ``statement`` the index of the ``says``
    it belongs to (None when the block has none), ``sections`` its citations as
    ``(source id, section)`` pairs. A claim derived from a relation by an inference rule
    has ``derived`` = ``(inference id, relation verb, subject, object)``.
    """

    actor: str
    modal: str
    action: str
    obj: str | None
    phrase: str | None
    rule: str
    rule_node: str
    kind: str
    statement: int | None
    editions: frozenset[str]
    options: frozenset[str]
    conditions: tuple[When, ...] = ()
    sections: tuple[tuple[str, str], ...] = ()
    citations: tuple[dict, ...] = ()
    during: str | None = None
    count: tuple[Any, Any] | None = None
    limit: Any = None
    minimum: Any = None
    overrides: tuple[str, ...] = ()
    because: str | None = None
    house: bool = False
    derived: tuple[str, ...] | None = None
    words: tuple[str, ...] = ()       # actor, action, object as written
    file: str = ""
    line: int = 0

    @property
    def section(self) -> tuple[str, str] | None:
        return self.sections[0] if self.sections else None

    @property
    def edition(self) -> tuple[str, ...]:
        return tuple(sorted(self.editions))

    def text(self) -> str:
        """The claim in its own words, as written (``Clone may-not keep card:Kicker``)."""
        words = [self.words[0] if self.words else self.actor, self.modal,
                 self.words[1] if self.words else self.action]
        if self.obj:
            words.append(self.words[2] if len(self.words) > 2 else self.obj)
        return " ".join(words)

    def to_dict(self) -> dict:
        return {"actor": self.actor, "modal": self.modal, "action": self.action, "object": self.obj,
                "phrase": self.phrase, "rule": self.rule, "sections": [list(s) for s in self.sections],
                "editions": sorted(self.editions), "options": sorted(self.options),
                "conditions": [w.text for w in self.conditions], "count": self.count,
                "limit": self.limit, "minimum": self.minimum, "derived": self.derived,
                "text": self.text()}


class ClaimSyntaxError(ValueError):
    """A claim clause of the wrong shape; the message says what was expected."""


def read_claim(values: list) -> RawClaim:
    """Split a claim clause's raw values; raise :class:`ClaimSyntaxError` on a bad shape."""
    vals = [v for v in values]
    if len(vals) < 3 or not all(isinstance(v, str) for v in vals[:3]):
        raise ClaimSyntaxError("a claim is: <actor> <modal> <action> [<object>] [qualifiers]")
    modal = MODAL_ALIASES.get(vals[1], vals[1])
    if modal not in MODALS:
        raise ClaimSyntaxError(f"unknown modal {vals[1]!r} (one of {', '.join(MODALS)})")
    raw = RawClaim(actor=vals[0], modal=modal, action=vals[2])
    rest = vals[3:]
    if rest and _plain(rest[0]) and (rest[0] not in QUALIFIERS or _object_word(rest)):
        raw.obj = rest.pop(0)
        if rest and isinstance(rest[0], str) and rest[0] not in QUALIFIERS:
            raw.phrase = rest.pop(0)
    while rest:
        if _phrase(rest[0]):
            # the noun phrase: right after the object, or (written so) after the action
            # or a quantity; several phrases read as one
            phrase = rest.pop(0)
            raw.phrase = f"{raw.phrase}; {phrase}" if raw.phrase else phrase
        else:
            _qualifier(raw, rest)
    return raw


def _object_word(rest: list) -> bool:
    """A qualifier word used as the object (``adopt option "any of them"``): nothing, or a
    phrase, follows it where the qualifier would need its value."""
    return rest[0] not in ("when", "because") and (len(rest) == 1 or _phrase(rest[1]))


def _phrase(value: Any) -> bool:
    """Words in quotes (they hold a space), never a name or a qualifier."""
    return isinstance(value, str) and " " in value.strip()


def _plain(value: Any) -> bool:
    """A name (one word), not a phrase, list or number."""
    return isinstance(value, str) and " " not in value.strip() and value.strip() != ""


def _take(rest: list, word: str) -> Any:
    if not rest:
        raise ClaimSyntaxError(f"{word!r} needs a value")
    return rest.pop(0)


def _qualifier(raw: RawClaim, rest: list) -> None:
    word = rest.pop(0)
    if word not in QUALIFIERS:
        raise ClaimSyntaxError(f"unexpected {word!r} (qualifiers: {', '.join(QUALIFIERS)})")
    if word == "count":
        lo = _take(rest, "count")
        hi = lo
        if rest and rest[0] == "to":
            rest.pop(0)
            hi = _take(rest, "count ... to")
        raw.count = (lo, hi)
    elif word == "limit":
        raw.limit = _take(rest, "limit")
    elif word == "minimum":
        raw.minimum = _take(rest, "minimum")
    elif word == "when":
        raw.whens.append(_when(rest))
    elif word == "during":
        raw.during = str(_take(rest, "during"))
    elif word == "edition":
        raw.editions.append(str(_take(rest, "edition")))
    elif word == "option":
        raw.options.append(str(_take(rest, "option")))
    elif word == "cite":
        src = str(_take(rest, "cite"))
        raw.cites.append((src, str(_take(rest, f"cite {src}"))))
    elif word == "overrides":
        raw.overrides.append(str(_take(rest, "overrides")))
    else:
        raw.because = str(_take(rest, "because"))


def _when(rest: list) -> When:
    """``when flag "t"`` | ``when not flag "t"`` | ``when key op value "t"`` | ``when "t"``."""
    first = _take(rest, "when")
    if not _plain(first):
        return When(text=str(first))
    if first == "not":
        key = str(_take(rest, "when not"))
        return When(text=_text(rest, key), key=key, op="false")
    if rest and rest[0] in OPS and len(rest) >= 2:
        op = rest.pop(0)
        value = rest.pop(0)
        return When(text=_text(rest, first), key=first, op=op, value=value)
    return When(text=_text(rest, first), key=first, op="true")


def _text(rest: list, key: str) -> str:
    if not rest or _plain(rest[0]) and rest[0] in QUALIFIERS or not isinstance(rest[0], str):
        raise ClaimSyntaxError(f'when {key} needs the condition in words: when {key} "..."')
    return rest.pop(0)


def claim_sources(block) -> tuple[list[str], list[tuple[int | None, list, Any]]]:
    """A block's ``says`` texts, and its claim clauses with the ``says`` each belongs to.

    A claim belongs to the nearest ``says`` above it; claims before any ``says`` belong
    to the first one (None when the block has no ``says`` at all).
    """
    statements: list[str] = []
    pending: list[tuple[list, Any]] = []
    out: list[tuple[int | None, list, Any]] = []
    for c in block.clauses:
        if c.key == "says":
            statements.append(" ".join(str(v) for v in c.values))
        elif c.key == "claim":
            if statements:
                out.append((len(statements) - 1, list(c.values), c.pos))
            else:
                pending.append((list(c.values), c.pos))
    first = 0 if statements else None
    return statements, [(first, v, p) for v, p in pending] + out
