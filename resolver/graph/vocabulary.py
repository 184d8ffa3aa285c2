"""The words claims are written in: ``vocabulary`` blocks, merged across files.

A vocabulary line is ``<category> <word> ["gloss"] [isa <word> ...] [aka "phrase", ...]``.
The same word may appear in several blocks; its entries merge (union of isa and aka).
Actors and objects are *nouns* (roles, things, graph names); actions and predicates are
*verbs*; conditions are the context keys a ``when`` qualifier tests.

Nouns are keyed canonically so that every spelling of one thing meets in one key:
a graph name (``Kicker``, ``token``, ``card:Kicker``) is its node id (``card:Kicker``,
``term:ship``); a vocabulary word that is no graph name is the word itself (``player``).
A vocabulary word whose phrases name a glossary term (``power`` aka "alien power")
is the same key as that term, so a claim about either covers both.

    >>> v = Vocabulary()
    >>> v.add("action", "keep", "hold on to", [], ["retain", "kept"], None)
    >>> v.verb("retained"), v.verb("kept"), v.verb("hold-on-to")
    (None, 'keep', None)
"""
from __future__ import annotations

from dataclasses import dataclass, field

#: the categories of a vocabulary line, and which namespace each one fills
NOUNS = ("role", "thing")
VERBS = ("action", "predicate")
OTHER = ("condition", "window", "graph-kind", "words")
CATEGORIES = NOUNS + VERBS + OTHER
KEYWORDS = ("isa", "aka")


def norm(text: str) -> str:
    """The lookup key of a word or phrase: lower case, hyphens and underscores as spaces."""
    return " ".join(str(text).lower().replace("-", " ").replace("_", " ").replace("'", "").split())


@dataclass
class Entry:
    """One vocabulary word, merged over every line that declares it."""

    category: str
    word: str
    gloss: str = ""
    isa: list[str] = field(default_factory=list)
    aka: list[str] = field(default_factory=list)
    file: str = ""
    line: int = 0


@dataclass
class Vocabulary:
    """Every vocabulary word by category, with phrase lookups for nouns, verbs and conditions."""

    entries: dict[tuple[str, str], Entry] = field(default_factory=dict)
    _phrases: dict[str, dict[str, str]] = field(default_factory=dict)

    def add(self, category: str, word: str, gloss: str, isa: list[str], aka: list[str], pos) -> None:
        """Declare (or extend) a word; a second declaration merges into the first."""
        space = _space(category)
        key = (space, norm(word))
        entry = self.entries.get(key)
        if entry is None:
            entry = Entry(category, word.lower(), gloss, file=getattr(pos, "file", ""),
                          line=getattr(pos, "line", 0))
            self.entries[key] = entry
        entry.gloss = entry.gloss or gloss
        entry.isa += [w for w in isa if w not in entry.isa]
        entry.aka += [a for a in aka if a not in entry.aka]
        table = self._phrases.setdefault(space, {})
        for phrase in (word, *aka):
            table.setdefault(norm(phrase), entry.word)

    def lookup(self, space: str, phrase: str) -> str | None:
        """The word a phrase names in a namespace (``noun``, ``verb``, ``condition``...)."""
        return self._phrases.get(space, {}).get(norm(phrase))

    def verb(self, phrase: str) -> str | None:
        return self.lookup("verb", phrase)

    def noun(self, phrase: str) -> str | None:
        return self.lookup("noun", phrase)

    def condition(self, phrase: str) -> str | None:
        return self.lookup("condition", phrase)

    def words(self, space: str) -> list[str]:
        """Every word and phrase of a namespace (for did-you-mean)."""
        return sorted(self._phrases.get(space, {}))

    def headwords(self, space: str) -> list[str]:
        """The declared words of a namespace, without their aka phrases."""
        return sorted(norm(e.word) for e in self.in_space(space))

    def entry(self, space: str, word: str) -> Entry | None:
        return self.entries.get((space, norm(word)))

    def in_space(self, space: str) -> list[Entry]:
        return [e for (s, _w), e in self.entries.items() if s == space]

    def roles_in_gloss(self, word: str) -> frozenset[str]:
        """The roles a noun's gloss names, by any of their phrases of up to three words ("a token a *defensive
        ally* committed"): whose the thing is."""
        entry, roles = self.entry("noun", word), {e.word for e in self.in_space("noun") if e.category == "role"}
        words = norm((entry.gloss if entry else "").replace("'s ", " ")).split()
        return frozenset(found for n in (1, 2, 3) for i in range(len(words) - n + 1)
                         if (found := self.noun(" ".join(words[i:i + n]))) in roles)


def _space(category: str) -> str:
    if category in NOUNS:
        return "noun"
    if category in VERBS:
        return "verb"
    return category


def parse_line(values: list) -> tuple[str, str, list[str], list[str]] | str:
    """``(word, gloss, isa, aka)`` of one vocabulary line's values, or an error message."""
    if not values or not isinstance(values[0], str) or values[0] in KEYWORDS:
        return "a vocabulary line starts with its word"
    word, rest = values[0], list(values[1:])
    gloss = ""
    if rest and isinstance(rest[0], str) and rest[0] not in KEYWORDS:
        gloss = rest.pop(0)
    isa: list[str] = []
    aka: list[str] = []
    target: list[str] | None = None
    for v in rest:
        if v in KEYWORDS:
            target = isa if v == "isa" else aka
        elif target is None or not isinstance(v, (str, int, float)):
            return f"unexpected {v!r} after {word!r} (the line is: word \"gloss\" isa ... aka ...)"
        else:
            target.append(str(v))
    return word, gloss, isa, aka


#: graph node kinds an actor or object word may name
ENTITY_KINDS = ("power", "option", "card", "term", "hex", "moon", "phase", "window", "table", "edition")


class Nouns:
    """Canonical keys of actor and object words: graph names first, then vocabulary words.

    ``graph`` is the :class:`~resolver.graph.model.RuleGraph`; a graph name resolves
    exactly (never a fuzzy match) and only to things (powers, cards, terms...), not rules.
    """

    def __init__(self, vocab: Vocabulary, graph) -> None:
        self.vocab = vocab
        self.graph = graph
        self.same: dict[str, str] = {}
        for entry in vocab.in_space("noun"):
            self._merge_terms(entry)

    def graph_name(self, word: str) -> str | None:
        return self.graph.resolve_name(str(word), kinds=ENTITY_KINDS, fuzzy=False)

    def _merge_terms(self, entry: Entry) -> None:
        """A noun whose own phrases name a glossary term is that term's key too."""
        key = self._plain(entry.word)
        for phrase in (entry.word, *entry.aka):
            node = self.graph_name(phrase)
            if node and node != key and self.graph.g.nodes[node].get("kind") == "term":
                self.same.setdefault(node, key)

    def _plain(self, word: str) -> str:
        node = self.graph_name(word)
        if node:
            return node
        found = self.vocab.noun(word)
        if found is None:
            return ""
        return self.graph_name(found) or found

    def key(self, word: str) -> str | None:
        """The canonical key of an actor/object word, or None when it is unknown (remembered
        per word: the vocabulary and the graph's names are complete before the nouns are made)."""
        memo, word = self.__dict__.setdefault("_keys", {}), str(word)
        if word not in memo:
            plain = self._plain(word)
            memo[word] = self.same.get(plain, plain) if plain else None
        return memo[word]
