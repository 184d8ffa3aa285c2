"""A question once understood: its words, linked entities, shape and intent."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from resolver.answer import Answer
from resolver.ask.compose import in_words_of, make
from resolver.ask.frame import Reading, read, unquoted
from resolver.ask.grammar import Intent, parse, shape_of
from resolver.ask.index import AskIndex, index_for
from resolver.ask.linker import CONFIDENT, Linked, Mention, link
from resolver.ask.text import question_terms, remembered, tokens
from resolver.ask.vocab import vocabulary_for

#: linked terms that name a category the grammar asks about ("which alien powers …")
CATEGORY_SHAPES = {"term:alien-power": "power"}


@dataclass
class Question:
    """Everything the answerers need about one question."""

    text: str
    edition: str
    rules: object
    idx: AskIndex
    linked: Linked
    _parse: Callable[[], Intent] | None = field(default=None, repr=False, compare=False)
    _read: Callable[[], Reading] | None = field(default=None, repr=False, compare=False)
    _reading: Reading | None = field(default=None, repr=False, compare=False)
    _intent: Intent | None = field(default=None, repr=False, compare=False)
    _memo: dict = field(default_factory=dict, repr=False, compare=False)

    def in_words(self, text: str) -> str:
        """A text in the asked edition's words (``token`` -> ``ship`` for FFG)."""
        return in_words_of(self.idx, text, self.edition)

    def answer(self, verdict: str, text: str, **fields) -> Answer:
        """An answer to this question in the asked edition's words (:func:`compose.make`)."""
        return make(self.text, self.edition, verdict, self.in_words(text), **fields)

    def once(self, key, build: Callable):
        """``build()`` made once per question: its answerers ask the same things of it."""
        return remembered(self._memo, key, build)

    @property
    def reading(self) -> Reading | None:
        """The question read into parts and frames, on first use (a situation needs none)."""
        if self._read is not None:
            self._reading, self._read = self._read(), None
        return self._reading

    @property
    def part(self):
        """The reading's first part (the question asked), None when there is none."""
        return self.reading.parts[0] if self.reading and self.reading.parts else None

    @property
    def intent(self) -> Intent:
        """The old intent grammar's pattern, on first use (most questions the claims decide need none)."""
        if self._parse is not None:
            self._intent, self._parse = self._parse(), None
        return self._intent

    @property
    def kind(self) -> str:
        """polar | value | text | choice | compare | other (the first part's)."""
        return self.reading.parts[0].kind if self.reading and self.reading.parts else "other"

    @property
    def words(self) -> list[str]:
        return self.linked.words

    @property
    def mentions(self) -> list[Mention]:
        return self.linked.mentions

    def terms(self) -> list[str]:
        """Stemmed content words, for ranking (read once: every answerer ranks by them)."""
        return list(self.once("terms", lambda: tuple(question_terms(self.words))))

    def expansions(self) -> dict[str, set[str]]:
        """Each ranked word of a linked entity -> the words of that entity's names and aliases
        (made once per question; shared: callers must not change it)."""
        return self.once("expansions", self._expanded)

    def _expanded(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for m in self.mentions:
            data = self.rules.node(m.node)   # a node's names are the graph's: read once per graph
            same = self.idx.once(("name-terms", m.node), lambda d=data: frozenset(question_terms(tokens(" ".join(
                [d.get("id") or "", d.get("title") or "", *d.get("aliases", [])])))))
            for word in question_terms(self.words[m.start:m.end]):
                out.setdefault(word, set()).update(same | {word})
        return out

    def mention(self, i: int | None) -> Mention | None:
        return None if i is None or i >= len(self.mentions) else self.mentions[i]

    def entity_ids(self) -> list[str]:
        return [m.node for m in self.mentions]

    def named_nodes(self) -> set[str]:
        """The nodes the question names, with the other nodes of the same name (a power's
        hex, a card's term): what brings an optional rule in."""
        named = set(self.entity_ids())
        return named.union(*(self.idx.alternates.get(node, []) for node in named))

    def brings(self, options, powers: bool = True) -> bool:
        """Does the question bring in one of these optional rules: name it, or a hex, moon, card
        or term that belongs to it (the Rosette, the Kicker), or with ``powers`` a power?"""
        named, wanted = self.named_nodes(), set(options)
        return any(f"option:{o}" in named for o in wanted) or any(wanted & set(
            self.rules.node(n).get("options") or []) for n in named if powers or not n.startswith("power:"))

    def guesses(self) -> list[Mention]:
        """Misspellings linked with less than full confidence."""
        return [m for m in self.mentions if m.score < CONFIDENT]

    def edges(self, subject: str | None = None, verb: str | None = None, obj: str | None = None) -> list[dict]:
        """``rules.relations(...)``, remembered per index (shared: callers must not change it)."""
        return self.idx.once(("edges", subject, verb, obj), lambda: self.rules.relations(subject, verb, obj))


def understand(rules, text: str, edition: str) -> Question:
    """Link, shape and parse a question."""
    text = unquoted(text)
    linked = link(rules, text)
    # a word one typo from a rules word is read as that word; a name (not a general term) stays the linker's reading
    names = frozenset(w for m in linked.mentions if not m.node.startswith("term:") for w in linked.words[m.start:m.end])
    fixed = vocabulary_for(rules).respelt(text, names)
    text, linked = (fixed, link(rules, fixed)) if fixed != text else (text, linked)
    words = linked.words                  # "Cosmic Encounter" names the game, not an encounter
    linked.mentions[:] = [_in_edition(rules, m, edition) for m in linked.mentions if not (
        words[m.start:m.end] == ["encounter"] and m.start > 0 and words[m.start - 1] == "cosmic")]
    whole = [(m.start, m.end, m.node) for m in linked.mentions]

    def names(sentence: str) -> list[tuple[int, int, str]]:
        # a sentence of the question: its names are the question's own, shifted (linked once)
        found = _within(whole, words, tokens(sentence))
        return found if found is not None else [(m.start, m.end, m.node) for m in link(rules, sentence).mentions]

    q = Question(text, edition, rules, index_for(rules), linked, lambda: parse(shape_of(_shape_items(linked))),
                 lambda: read(vocabulary_for(rules), text, names=names))
    # "Starting Lucre?": a part that left its question word out is read again with it
    said, whole = q.reading.restored if q.reading and q.reading.restored else (None, None)
    return understand(rules, text.replace(said, whole, 1), edition) if said and said in text else q


def _shape_items(linked: Linked) -> list[str]:
    """The question's words with each linked name written ``@N`` (or its category's word)."""
    starts, items, i = {m.start: (n, m) for n, m in enumerate(linked.mentions)}, [], 0
    while i < len(linked.words):
        n, m = starts.get(i, (0, None))
        items.append(linked.words[i] if m is None else CATEGORY_SHAPES.get(m.node, f"@{n}"))
        i = i + 1 if m is None else m.end
    return items


def _in_edition(rules, m: Mention, edition: str) -> Mention:
    """A name two nodes share is the asked edition's node ("special destiny card": FFG's own card
    in an FFG question, not More Cosmic's colourless cone)."""
    if m.node not in rules or edition in (rules.node(m.node).get("editions") or [edition]):
        return m
    alt = next((a for a in index_for(rules).alternates.get(m.node, []) if a in rules and edition in (
        rules.node(a).get("editions") or []) and " ".join(tokens(m.text)) in {" ".join(tokens(str(x))) for x in (
        rules.node(a).get("title"), rules.node(a).get("id"), *rules.node(a).get("aliases", [])) if x}), None)
    return Mention(m.start, m.end, alt, m.text, m.score, m.of_flare) if alt else m


def _within(whole: list[tuple[int, int, str]], words: list[str],
            part: list[str]) -> list[tuple[int, int, str]] | None:
    """The mentions of a sentence found word for word in the question, in the sentence's
    positions; None when it is not found or a name crosses its edge."""
    n = len(part)
    for at in range(len(words) - n + 1):
        if words[at:at + n] != part:
            continue
        if any(s < at < e or s < at + n < e for s, e, _node in whole):
            return None
        return [(s - at, e - at, node) for s, e, node in whole if at <= s and e <= at + n]
    return None
