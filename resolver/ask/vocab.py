"""The words claims are written in, read from the rule graph's ``vocabulary`` blocks.

Every rules word a question may use (roles, things, actions, predicates, conditions)
comes from rulesdata; this module only indexes the words and their ``aka`` phrases so
the question grammar can find them, inflected or misspelt.

    >>> v = Vocabulary.from_entries([("action", "keep", ("retain",), ())])
    >>> v.match(["can", "i", "retain", "it"], 2)
    Word(category='action', word='keep', start=2, end=3, score=1.0)
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from functools import lru_cache

from resolver.ask.text import tokens

CATEGORIES = ("role", "thing", "action", "predicate", "condition", "window")
#: below this similarity a misspelt word is not read as a vocabulary word
FUZZY_CUTOFF = 0.84
#: inflection endings tried when a word is not in the vocabulary as written
_ENDINGS = ("s", "es", "ed", "d", "ing", "ies")


@dataclass(frozen=True)
class Word:
    """A span of a question read as one vocabulary word."""

    category: str
    word: str
    start: int
    end: int
    score: float = 1.0


@dataclass
class Vocabulary:
    """phrase (tuple of tokens) -> (category, word), longest phrases tried first."""

    phrases: dict[tuple[str, ...], tuple[str, str]] = field(default_factory=dict)
    isa: dict[str, set[str]] = field(default_factory=dict)
    longest: int = 1
    singles: tuple[str, ...] = ()
    #: first word -> the lengths of the phrases starting with it, longest first
    sizes: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: the words of each category ("role": player, offense, ally…)
    words: dict[str, set[str]] = field(default_factory=dict)

    @classmethod
    def from_entries(cls, entries) -> Vocabulary:
        """From ``(category, word, akas, isas)`` rows; a word in two categories keeps the first
        (roles before things before actions: the order of :data:`CATEGORIES`)."""
        vocab = cls()
        rank = {c: i for i, c in enumerate(CATEGORIES)}
        for category, word, akas, isas in sorted(entries, key=lambda e: rank.get(e[0], 99)):
            vocab.isa.setdefault(word, set()).update(isas)
            vocab.words.setdefault(category, set()).add(word)
            for phrase in (word.replace("-", " "), *akas):
                key = tuple(tokens(phrase))
                if key and key not in vocab.phrases:
                    vocab.phrases[key] = (category, word)
        vocab.longest = max((len(k) for k in vocab.phrases), default=1)
        sizes: dict[str, set[int]] = {}
        for key in vocab.phrases:
            sizes.setdefault(key[0], set()).add(len(key))
        vocab.sizes = {w: tuple(sorted(n, reverse=True)) for w, n in sizes.items()}
        vocab.singles = tuple(sorted(k[0] for k in vocab.phrases if len(k) == 1 and len(k[0]) >= 4))
        return vocab

    def match(self, words: list[str], i: int) -> Word | None:
        """The longest vocabulary phrase starting at ``words[i]`` (inflections and typos too)."""
        first = words[i]
        for size in self.sizes.get(first, ()):
            if size > 1 and i + size <= len(words):
                found = self.phrases.get(tuple(words[i:i + size]))
                if found is None:
                    found = next((self.phrases[k] for k in _inflections(tuple(words[i:i + size]))[1:]
                                  if k in self.phrases), None)
                if found:
                    return Word(found[0], found[1], i, i + size)
        for key in _inflections((first,)):
            found = self.phrases.get(key)
            if found:
                return Word(found[0], found[1], i, i + 1)
        return self._fuzzy(first, i)

    def _fuzzy(self, word: str, i: int) -> Word | None:
        if len(word) < 5 or not word.isalpha():
            return None
        key, score = _closest(self, word)
        if key is None:
            return None
        category, found = self.phrases[(key,)]
        return Word(category, found, i, i + 1, score)

    def ancestors(self, word: str) -> list[str]:
        """The word and every class it ``isa``, nearest first (offense, main-player, player)."""
        out, todo = [], [word]
        while todo:
            w = todo.pop(0)
            if w not in out:
                out.append(w)
                todo.extend(sorted(self.isa.get(w, ())))
        return out

    def __hash__(self) -> int:
        return id(self)


@lru_cache(maxsize=16384)
def _inflections(span: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The span as written, then with its last word's inflection taken off."""
    out = [span]
    last = span[-1]
    for ending in _ENDINGS:
        if len(last) > len(ending) + 2 and last.endswith(ending):
            base = last[:-len(ending)]
            out.append((*span[:-1], base))
            if ending == "ies":
                out.append((*span[:-1], base + "y"))
            if ending in ("ed", "ing"):
                out.append((*span[:-1], base + "e"))
                if len(base) > 2 and base[-1] == base[-2]:
                    out.append((*span[:-1], base[:-1]))      # "allied" is not "all", "stopped" is "stop"
    return out


@lru_cache(maxsize=8192)
def _closest(vocab: Vocabulary, word: str) -> tuple[str | None, float]:
    found = difflib.get_close_matches(word, vocab.singles, n=1, cutoff=FUZZY_CUTOFF)
    if not found:
        return None, 0.0
    return found[0], round(difflib.SequenceMatcher(None, word, found[0]).ratio(), 3)


def entries_of(rules) -> list[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    """The vocabulary rows of a graph: through its own reader when it has one, else from the
    ``vocabulary`` blocks' clauses (``<category> <word> ["gloss"] [isa w…] [aka "p", …]``)."""
    book = getattr(rules, "claims", None)
    merged = getattr(getattr(book, "vocab", None), "entries", None)
    if merged:                           # the claims compiler's merged vocabulary
        return [r for r in (_row(e) for e in merged.values()) if r]
    rows = []
    for node in rules.nodes("vocabulary"):
        attrs = rules.node(node).get("attrs", {})
        for category in CATEGORIES:
            for values in attrs.get(category, []):
                row = _clause_row(category, values if isinstance(values, list) else [values])
                if row:
                    rows.append(row)
    return rows


def _row(entry) -> tuple | None:
    """One entry of the graph's own vocabulary reader (object or dict)."""
    get = entry.get if isinstance(entry, dict) else (lambda k, d=None: getattr(entry, k, d))
    word = get("word")
    if not word:
        return None
    return (get("category") or "thing", str(word), tuple(get("aka") or ()), tuple(get("isa") or ()))


def _clause_row(category: str, values: list) -> tuple | None:
    if not values:
        return None
    word, akas, isas, mode = str(values[0]), [], [], None
    for v in values[1:]:
        v = str(v)
        if v in ("aka", "isa"):
            mode = v
        elif mode == "aka":
            akas.append(v)
        elif mode == "isa":
            isas.append(v)
    return (category, word, tuple(akas), tuple(isas))


_CACHE: dict[str, Vocabulary] = {}


def vocabulary_for(rules) -> Vocabulary:
    """The graph's vocabulary index, built once per graph digest."""
    key = getattr(rules, "digest", "") or str(id(rules))
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = Vocabulary.from_entries(entries_of(rules))
    return found
