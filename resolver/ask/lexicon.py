"""The words of questions: verb classes, quantity hints and words that are also power names.

This is language, not rules: which English words ask for which kind of relation is data
(``words verb-<class>`` lines, rulesdata/vocabulary_english.rules); this module only names
the relation classes and the graph verbs each asks for. Every number and ruling comes from
the graph.
"""
from __future__ import annotations

from functools import cache, lru_cache

from resolver.ask.text import stem, warm_up, word_set

#: relation class -> (positive verb, negative verb) in the graph
RELATION_VERBS: dict[str, tuple[str, ...]] = {
    "block": ("blocks", "does-not-block"),
    "affect": ("affects", "does-not-affect", "blocks", "does-not-block"),
    "count": ("counts-for", "does-not-count-for"),
    "override": ("overrides",),
    "acquire": ("cannot-acquire-except-via",),
    "transfer": ("transfers-with",),
    "replace": ("replaces",),
    "modify": ("modifies",),
}

#: graph verbs that answer "no" to their positive question
NEGATIVE_VERBS = frozenset({"does-not-block", "does-not-affect", "does-not-count-for"})


@lru_cache(maxsize=65536)
def verb_class(word: str) -> str | None:
    """The relation class of a question word (``stops`` -> ``block``), if it has one."""
    verbs = _verbs_by_stem()
    return verbs.get(word) or verbs.get(stem(word))


@cache
def _verbs_by_stem() -> dict[str, str]:
    out = {w: cls for cls in RELATION_VERBS for w in word_set(f"verb-{cls}")}
    out.update({stem(w): cls for w, cls in list(out.items())})
    return out


warm_up(lambda _rules: _verbs_by_stem())
