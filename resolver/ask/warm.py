"""Build every table the question layer otherwise builds on the first question that needs it.

    >>> from resolver import Oracle
    >>> oracle = Oracle()
    >>> oracle.warm() is oracle       # doctest: +SKIP
    True

Each table is built lazily (an ``Oracle()`` that never asks stays cheap to make), so the first
questions of a fresh process pay for them: 30-300 ms each, a first misspelt word the typo
index. A long-running service calls :func:`warm` once at start instead (``resolver serve``
does, before it freezes the collector's generations, so the tables are frozen too).
Warming twice costs nothing: every builder here is remembered per graph.
"""
from __future__ import annotations

import importlib

from resolver.ask import (
    choice,
    claimed,
    compose,
    frame,
    index,
    lexicon,
    nearest,
    text,
    values,
    vocab,
)
from resolver.ask.compose import EDITION_NAMES
from resolver.ask.text import W


def warm(rules) -> None:
    """Build the per-graph question tables of ``rules`` (a RuleGraph) now, not on first use."""
    _warm_words(rules)
    idx = index.index_for(rules)
    for edition in EDITION_NAMES:
        compose.in_words_of(idx, "", edition)       # the edition's word pairs
    compose.with_enclosing(rules, [])               # the sections' "within" table
    # the modules' own remembered builders (private: nothing but this warm-up calls them early)
    values._counted_things(idx)
    values._count_conditions(rules)
    vocab._neighbourhoods(vocab.vocabulary_for(rules))   # the deletion index for typos
    nearest.index_for(rules)
    claimed.claims_by_rule(rules)
    claimed._index(rules.claims)
    claimed._stating_rules(rules)
    choice._by_verb(rules.claims)
    _warm_grammar()


def _warm_grammar() -> None:
    """The question grammar's compiled patterns and word tables (the same for every graph),
    and the modules an answer imports late."""
    for build in (frame._kinds, frame._as_role, frame._asking_marks, frame._conjoined, frame._grammar,
                  frame._contrasts, frame.counting, lexicon._verbs_by_stem, choice._modal_words,
                  text._cardinals):
        build()
    text._cardinals("ordinal")
    for name in ("resolver.ask.procedures", "resolver.ask.situations", "resolver.engine.options.lucre",
                 "resolver.engine.rulemap"):
        importlib.import_module(name)


def _warm_words(rules) -> None:
    """Read every ``words`` list of the English vocabulary (each is tokenised on its first read)."""
    for entry in list(rules.claims.vocab.entries.values()):
        if entry.category == "words" and entry.word:
            try:
                getattr(W, str(entry.word).replace("-", "_"))
            except AttributeError:       # a house-rules list the bundled vocabulary lacks
                continue
