"""Linking the words of a question to graph entities: names, aliases, n-grams, typos.

    >>> from resolver.graph import load_rules
    >>> [m.node for m in link(load_rules(), "Does the silencr stop the Dictator?").mentions]
    ['power:Silencer', 'power:Dictator']
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from resolver.ask.index import AskIndex, deletes, fuzzy_depth, index_for
from resolver.ask.lexicon import verb_class
from resolver.ask.text import W, split, stem
from resolver.ask.vocab import vocabulary_for

#: below this similarity a misspelling is not linked at all
FUZZY_CUTOFF = 0.78
#: below this similarity a linked misspelling is reported as a guess
CONFIDENT = 0.9


@dataclass
class Mention:
    """A span of the question that names a graph node."""

    start: int
    end: int
    node: str
    text: str
    score: float = 1.0
    #: the words name the power's Flare card, for which no card node exists
    of_flare: bool = False

    @property
    def kind(self) -> str:
        return self.node.split(":", 1)[0]


@dataclass
class Linked:
    """A question's tokens and the entities found in them."""

    words: list[str]
    capitals: list[bool]
    mentions: list[Mention] = field(default_factory=list)

    def nodes(self, *kinds: str) -> list[str]:
        """The linked nodes, in question order, optionally only of some kinds."""
        return [m.node for m in self.mentions if not kinds or m.kind in kinds]


def link(rules, question: str) -> Linked:
    """Find the entities a question names (longest match first; typos tolerated)."""
    idx = index_for(rules)
    known = vocabulary_for(rules).phrases          # a rules word as written is no misspelt name
    words, caps = split(question)
    linked = Linked(words, caps)
    i = 0
    while i < len(words):
        found = _exact(idx, words, caps, i, known) or _fuzzy(idx, words, i, known)
        if found is None:
            i += 1
            continue
        if found.kind == "power" and found.end < len(words) and words[found.end] in ("flare", "flares"):
            card = idx.names.get(f"{found.text} flare") or idx.names.get(f"{found.node.split(':')[1].lower()} flare")
            if card:
                found = Mention(found.start, found.end + 1, card, f"{found.text} flare", found.score)
            else:
                found.of_flare = True
        linked.mentions.append(found)
        i = found.end
    out: list[Mention] = []               # a category word beside a name ("the Flare card") is dropped
    for m in linked.mentions:
        if out and out[-1].end == m.start and m.text in W.category_word:
            continue
        if out and out[-1].end == m.start and out[-1].text in W.category_word:
            out[-1] = m
        else:
            out.append(m)
    linked.mentions = out
    return linked


def _exact(idx: AskIndex, words: list[str], caps: list[bool], i: int, known=()) -> Mention | None:
    # only the last word of a span has variants: the words before it must open a name
    top = 1
    while i + top < len(words) and idx.span_of.get(" ".join(words[i:i + top]), 1) > top:
        top += 1
    for size in range(top, 1, -1):
        span = words[i:i + size]
        found = _named(idx, _variants(span))
        if found is not None:
            return Mention(i, i + size, found[1], " ".join(span))
    # (the name, its node) the word is as written or as a plural (remembered per word)
    one = idx.once(("one-word-name", words[i]), lambda: _named(idx, _variants([words[i]])))
    if one is not None:
        key, node = one
        power = node.startswith("power:")
        if power and (not _used_as_name(words, caps, i, known) or _participle(words, caps, i, known)) \
                or key in idx.acronyms and not (caps[i] and i > 0) \
                or not power and (key in W.stopword or key in W.shape_word):
            return None
        return Mention(i, i + 1, node, words[i])
    if i + 1 < len(words):            # "anti matter" written as "antimatter" or the reverse
        node = idx.names.get(words[i] + words[i + 1])
        if node:
            return Mention(i, i + 2, node, words[i] + " " + words[i + 1])
    return None


def _named(idx: AskIndex, keys: list[str]) -> tuple[str, str] | None:
    """(key, node) of the first key that names a node; an optional rule named by a plural
    ("kickers", "moons") is read as the thing the singular names (the cards, the Moons)."""
    found = [(k, idx.names[k]) for k in keys if idx.names.get(k) is not None]
    things = [f for f in found[1:] if found[0][1].startswith("option:") and not f[1].startswith("option:")]
    return (things or found or [None])[0]


def _variants(span: list[str]) -> list[str]:
    last = span[-1]
    out = [" ".join(span)]
    if len(last) > 3 and last.endswith("s"):
        out.append(" ".join([*span[:-1], last[:-1]]))
        if last.endswith("es"):
            out.append(" ".join([*span[:-1], last[:-2]]))
    return out


def _used_as_name(words: list[str], caps: list[bool], i: int, known=()) -> bool:
    """Is an ordinary word that is also a power's name ("will", "force") used as the name?"""
    word = words[i]
    if word not in W.ambiguous_name:
        return True
    nxt = words[i + 1] if i + 1 < len(words) else None
    prev = words[i - 1] if i > 0 else None
    if nxt in W.auxiliary_follower and not (caps[i] and i > 0) and prev not in W.article or prev is None and nxt and (
            word in W.auxiliary and not {nxt} & (W.name_follower | W.auxiliary) and (known.get((nxt,)) or ("",))[0] != "action"):
        return False                      # "*Will* all my ships …?": the auxiliary opening the question
    return (caps[i] and i > 0) or nxt in W.name_follower or prev is None or prev in W.name_leader \
        or verb_class(prev) is not None


def _participle(words: list[str], caps: list[bool], i: int, known) -> bool:
    """"my *chosen* alien": a power's name written lower case after a possessive that the rules'
    vocabulary reads as an inflected verb (choose) is that verb's participle, not the name."""
    word = (known.get((words[i],)) if known else None) or ("", words[i])
    return i > 0 and not caps[i] and words[i - 1] in W.possessive and word[0] == "action" and word[1] != words[i]


def _fuzzy(idx: AskIndex, words: list[str], i: int, known=()) -> Mention | None:
    if words[i] in W.stopword or words[i] in idx.vocabulary or (words[i],) in known:
        return None                       # neither the word nor it joined to the next is tried
    candidates = [(words[i], 1)]
    if i + 1 < len(words) and not any(w in W.stopword or w in idx.vocabulary for w in words[i:i + 2]):
        candidates.insert(0, (words[i] + words[i + 1], 2))
    for word, size in candidates:
        if len(word) < 5 or word in W.stopword or word in idx.vocabulary or word.isdigit():
            continue
        best = idx.once(("closest", word), lambda w=word: _closest(idx, w))   # words recur
        if best is not None:
            key, score = best
            return Mention(i, i + size, idx.names[key], " ".join(words[i:i + size]), score)
    return None


def _closest(idx: AskIndex, word: str) -> tuple[str, float] | None:
    """The name a misspelt word most likely means."""
    keys: set[str] = set().union(*(idx.deletions.get(variant, set()) for variant in deletes(word, fuzzy_depth(word))))
    # an inflection ("forced"; "traded" of the Trader: the word's root opens the name) is no misspelling
    scored = [(key, difflib.SequenceMatcher(None, word, name).ratio()) for key in sorted(keys) if not (
        word.startswith(name := key.replace(" ", "")) or (root := stem(word)) != word and len(root) >= 4
        and name.startswith(root) and len(name) - len(root) <= 2)]
    return max((ks for ks in scored if ks[1] >= FUZZY_CUTOFF), key=lambda ks: ks[1], default=None)   # the first best
