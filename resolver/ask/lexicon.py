"""The relation classes of question verbs and the graph verbs each asks for; the English words of
each class are data (``words verb-<class>``, rulesdata/vocabulary_english.rules)."""
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
