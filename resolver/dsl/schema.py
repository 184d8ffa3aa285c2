"""Which clauses each block kind takes. The compiler and ``resolver lint`` read this.

A block kind is one rule concept; its clause words are the attributes it may
carry. Keeping the list here (and not spread through the compiler) makes the
language reference in docs/dsl.md checkable against the code.
"""
from __future__ import annotations

COMMON = {"aka", "edition", "option", "says", "cite", "kind", "note", "about", "param",
          "param-words", "word", "see", "claim"}

#: kind -> extra clause words it accepts
KINDS: dict[str, set[str]] = {
    "source": {"file", "section", "short"},
    "edition": set(),
    "option": {"requires", "module"},
    "term": {"plural"},
    "phase": {"number", "windows", "phase", "ffg-name", "mayfair-name"},
    "window": {"phase", "number", "when"},
    "power": {"role", "timing", "mandatory", "setup-only", "artefacts", "open-to-abuse",
              "lamp", "does", "wild", "super", "provenance", "status"},
    "card": {"type", "timing", "value", "count", "wild", "super", "does"},
    "hex": {"planets", "does"},
    "moon": {"category", "duration", "reveal", "timing", "does"},
    "rule": {"window", "phase"},
    "ruling": {"window", "phase"},
    "table": {"column", "row"},
    "conflict": {"between", "side", "policy", "follows", "because", "topic"},
    "policy": {"question", "because", "follows"},
    "order": {"step", "window"},
    # words the claims are written in (docs/dsl.md, "Claims"): not rules, so not cited
    "vocabulary": {"role", "thing", "action", "predicate", "condition", "window", "graph-kind", "words"},
    # which claim wins when claims disagree (docs/dsl.md, "Claims"): cited, holds no claims
    "precedence": {"rank", "kinds"},
    # claims implied by typed relations (docs/dsl.md, "Inference rules")
    "infer": {"relation", "derive", "when-relation"},
}

#: kinds whose blocks state rules and therefore need a citation
CITED = set(KINDS) - {"source", "edition", "vocabulary", "infer"}

#: kinds that may hold relations
RELATIONAL = set(KINDS) - {"source", "edition", "table", "vocabulary", "precedence", "infer"}

EDITIONS = ("mayfair", "ffg")

#: edges that order effects at one timing point (checked for cycles)
ORDERING = ("before", "after")
