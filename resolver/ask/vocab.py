"""The words claims are written in, read from the rule graph's ``vocabulary`` blocks.

The words and their ``aka`` phrases, indexed so the question grammar finds them inflected or misspelt.

    >>> v = Vocabulary.from_entries([("action", "keep", ("retain",), ())])
    >>> v.match(["can", "i", "retain", "it"], 2)
    Word(category='action', word='keep', start=2, end=3, alts=())
"""
from __future__ import annotations

import difflib
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import chain

from resolver.ask.index import deletes, index_for
from resolver.ask.text import (
    W,
    capitals_of,
    content_words,
    pairs,
    per_graph,
    remembered,
    tokens,
    warm_up,
)

CATEGORIES = ("role", "thing", "action", "predicate", "condition", "window")
#: a verb's third-person endings: what ``_persons`` adds and what the phrase-size table takes off a
#: phrase's first word, so that one opens the phrase the other reads ("go first" / "goes first")
PERSON_ENDINGS = ("s", "es")
VERBS = frozenset({"action", "predicate"})
#: what a permission asked "only when it suits me" asks: may the act be left undone
AT_WILL_ACT = "decline"
#: the share of a condition's wording (rare words weighing more) a clause must say to state it
CONDITION_SHARE = 0.8
#: below this similarity a misspelt word is not read as a vocabulary word
FUZZY_CUTOFF = 0.84
#: a similarity 2M/T at the cutoff leaves at most this share of the M letters two words have in
#: common unmatched in both: the letters the typo search deletes (:func:`_closest`)
_REACH = 2 * (1 - FUZZY_CUTOFF) / FUZZY_CUTOFF + 1e-6
#: the longest word read as misspelt (a longer one's deletion neighbourhood grows combinatorially)
FUZZY_LONGEST = 16
#: a word as written (the words :meth:`Vocabulary.respelt` reads)
_LETTERS = re.compile(r"[A-Za-z]+(?:['\u2019][A-Za-z]+)*")
#: inflection endings tried when a word is not in the vocabulary as written
_ENDINGS = ("s", "es", "ed", "d", "ing", "ies", "able")


@dataclass(frozen=True)
class Word:
    """A span of a question read as one vocabulary word."""

    category: str
    word: str
    start: int
    end: int
    #: other verbs the same phrase names ("goes to": go-to, won-by), tried after ``word``
    alts: tuple[str, ...] = ()


@dataclass
class Vocabulary:
    """phrase (tuple of tokens) -> (category, word), longest phrases tried first."""

    phrases: dict[tuple[str, ...], tuple[str, str]] = field(default_factory=dict)
    isa: dict[str, set[str]] = field(default_factory=dict)
    singles: tuple[str, ...] = ()
    #: first word -> the lengths of the phrases starting with it, longest first
    sizes: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: the words of each category ("role": player, offense, ally…)
    words: dict[str, set[str]] = field(default_factory=dict)
    #: phrase -> the other verbs it names besides the first ("lost": lose, and lost the fact)
    alts: dict[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)
    #: the situations a question may state, as the rules word them (see :meth:`conditions_in`)
    conditions: tuple[Condition, ...] = ()
    #: content word -> how rare it is among the condition wordings (log inverse frequency)
    rarity: dict[str, float] = field(default_factory=dict)
    #: word -> the words of its gloss (content words and the vocabulary words they read as)
    glosses: dict[str, frozenset[str]] = field(default_factory=dict)
    #: phrases with a word the rules write in capitals ("GO", "FFG"): read only where the
    #: question writes that word in capitals too (the verb "go" is not the offense)
    shouted: dict[tuple[str, ...], tuple[tuple[str, str], tuple[int, ...]]] = field(default_factory=dict)
    shouted_first: frozenset[str] = frozenset()     # the first words of ``shouted``
    #: every phrase of two words or more but its last word: a span not opening with one is no phrase
    stems: frozenset[tuple[str, ...]] = frozenset()
    #: each thing's phrase with a possessive, read as :func:`_owned` ("base on my own planet": base in their planet)
    owned: dict[tuple[str, ...], tuple[str, str]] = field(default_factory=dict)
    #: each string one deletion (or none) makes of a word the rules write -> those words (:meth:`respelt`)
    known: dict[str, set[str]] = field(default_factory=dict)
    _ancestors: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False)

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
                caps = capitals_of(phrase)
                if key and any(caps) and len(caps) == len(key):
                    vocab.shouted.setdefault(key, ((category, word), tuple(j for j, c in enumerate(caps) if c)))
                elif key and key not in vocab.phrases:
                    vocab.phrases[key] = (category, word)
                elif key and category in VERBS and word != vocab.phrases[key][1]:
                    # a phrase a verb shares with another word is read as the first, the verb
                    # tried after it ("goes to": go-to, won-by; "stack": a stack, to stack)
                    vocab.alts[key] = tuple(dict.fromkeys((*vocab.alts.get(key, ()), word)))
        # "players who *are not* main players" written with the contraction ("who *aren't*")
        for key, found in list(vocab.phrases.items()):
            for j, c in ((j, c) for j in range(len(key) - 1) for c, a in pairs("contraction").items() if key[j:j + 2] == (a, "not")):
                vocab.phrases.setdefault((*key[:j], c, *key[j + 2:]), found)
            for c in W.place_adverb if len(key) > 1 and found[0] in VERBS else ():   # a verb phrase said "go *straight* onto"
                vocab.phrases.setdefault((key[0], c, *key[1:]), found)
        sizes: dict[str, set[int]] = {}
        for key in (*vocab.phrases, *vocab.shouted):
            sizes.setdefault(key[0], set()).add(len(key))
            for e in PERSON_ENDINGS if len(key) > 1 and key[0].endswith("s") and vocab.phrases.get(key, ("",))[0] in VERBS else ():
                sizes.setdefault(key[0][:-len(e)], set()).add(len(key))   # "go first" opens the phrase "goes first"
        vocab.sizes = {w: tuple(sorted(n, reverse=True)) for w, n in sizes.items()}
        vocab.shouted_first = frozenset(k[0] for k in vocab.shouted)
        vocab.stems = frozenset(k[:-1] for k in vocab.phrases if len(k) > 1)
        vocab.singles = tuple(sorted(k[0] for k in vocab.phrases if len(k) == 1 and len(k[0]) >= 4))
        for key, found in vocab.phrases.items():
            if found[0] == "thing" and W.possessive & set(key[1:]) and key[0] not in W.possessive:
                vocab.owned.setdefault(tuple(w for w, _end in _owned(key)), found)
        return vocab

    def respelt(self, text: str, keep: frozenset[str] = frozenset()) -> str:
        """The text with each word the rules never write (nor an inflection of one), of six letters or more, that
        is one typo from one word they write (:func:`_one_typo`) spelt as that word; the words ``keep`` as written."""
        memo = self.__dict__.setdefault("_spelt", {})
        return _LETTERS.sub(lambda m: m[0] if m[0].lower() in keep else remembered(memo, m[0], lambda: self._respelt(m[0])), text)

    def _respelt(self, word: str) -> str:
        said = tokens(word)
        if len(said) != 1 or len(said[0]) < 6 or any(k[0] in self.known.get(k[0], ()) for k in _inflections((said[0],))):
            return word
        near = {k for d in deletes(said[0], 1) for k in self.known.get(d, ()) if _one_typo(said[0], k)}
        if len(near) != 1:
            return word                   # no word one typo away, or two
        found = near.pop()
        return found.capitalize() if word[:1].isupper() else found

    def match(self, words: list[str], i: int, fuzzy: bool = True,
              caps: Sequence[bool] | None = None) -> Word | None:
        """The longest vocabulary phrase starting at ``words[i]`` (inflected, or misspelt with ``fuzzy``);
        ``caps``: which words the question wrote in capitals (for capitals-only phrases)."""
        first, sizes = words[i], self.sizes.get(words[i], ())
        # most words open no capitals-only phrase: the span need not be looked up
        shouted = caps and first in self.shouted_first
        if not shouted:                   # the reading of the longest span it may open, remembered
            found = remembered(self.__dict__.setdefault("_matched", {}), (
                tuple(words[i:i + sizes[0]]) if sizes else first, fuzzy), lambda: self._longest(words, i, sizes, fuzzy, None))
            found = found and Word(found.category, found.word, i, i + found.end - found.start, found.alts)
        else:
            found = self._longest(words, i, sizes, fuzzy, caps)
        # a thing's name with a possessive, said with another ("a base on one of *my own* planets")
        span = tuple(words[i:i + 12]) if self.owned and not W.possessive.isdisjoint(words[i + 1:i + 12]) else ()
        owned = span and remembered(self.__dict__.setdefault("_owned", {}), span, lambda: next((
            (self.owned[key], r[n - 1][1]) for r in [_owned(span)] for n in range(len(r), 0, -1)
            if (key := tuple(w for w, _end in r[:n])) in self.owned), None))
        return Word(owned[0][0], owned[0][1], i, i + owned[1]) if owned and (found is None or i + owned[1] > found.end) else found

    def _longest(self, words: list[str], i: int, sizes: tuple[int, ...], fuzzy: bool,
                 caps: Sequence[bool] | None) -> Word | None:
        first, shouted = words[i], caps is not None
        for size in sizes:
            if i + size > len(words):
                continue
            # a capitals-only phrase: every word the rules capitalise is capitalised in the question too
            entry = self.shouted.get(tuple(words[i:i + size])) if shouted else None
            if entry is not None and len(caps[i:i + size]) >= size and all(caps[i + j] for j in entry[1]):
                return Word(entry[0][0], entry[0][1], i, i + size)
            if size > 1:
                key = self._phrase(tuple(words[i:i + size]))
                if key:
                    found = self.phrases[key]
                    return Word(found[0], found[1], i, i + size, alts=self.alts.get(key, ()))
        one = self._single(first, fuzzy)
        return Word(one[0], one[1], i, i + 1, one[2]) if one else None

    def _phrase(self, span: tuple[str, ...]) -> tuple[str, ...] | None:
        """The phrase a span of words is, as written or inflected (remembered per span)."""
        def read() -> tuple[str, ...] | None:
            # (inflections change the last word only: a span whose other words open no phrase is none)
            found = next((k for k in _inflections(span) if k in self.phrases), None) if span[:-1] in self.stems else None
            # a verb phrase with its first word in another person ("does it *go first*": goes first)
            return found or next((k for head in _persons(span[0]) if (head, *span[1:-1]) in self.stems
                                  for k in _inflections((head, *span[1:])) if k in self.phrases and self.phrases[k][0] in VERBS), None)
        return remembered(self.__dict__.setdefault("_spans", {}), span, read)

    def _single(self, word: str, fuzzy: bool) -> tuple[str, str, tuple[str, ...]] | None:
        """(category, word, alts) of one word as written, inflected or misspelt
        (remembered per word: words recur from question to question)."""
        def read() -> tuple | None:
            key = next((k for k in _inflections((word,)) if k in self.phrases), None)
            found = self._fuzzy(word, 0) if key is None and fuzzy else None
            return (*self.phrases[key], self.alts.get(key, ())) if key else \
                (found.category, found.word, ()) if found else None
        return remembered(self.__dict__.setdefault("_singles", {}), (word, fuzzy), read)


    def particle_verb(self, words: list[str], i: int, gap: Callable[[str], bool],
                      particles: frozenset[str], inner: frozenset[str] = frozenset()) -> tuple[Word, int] | None:
        """"take *a token* back", "take *the cards of a colour* out": a two-word verb whose second word (one of
        ``particles``) comes after the verb's object, and where it is; ``gap(word)`` says whether a word may stand
        between them (the object's words), ``inner`` the words that may stand only inside it ("*of*")."""
        heads = self._particle_heads(words[i], particles)
        if not heads:                     # no verb and particle phrase starts with the word
            return None
        for j in range(i + 1, len(words)):
            found = next((self.phrases[(h, words[j])] for h in heads if (h, words[j]) in self.phrases), None)
            if found and j > i + 1 and found[0] in VERBS and words[j] in particles and (j + 1 == len(words) or not gap(words[j + 1])):
                return Word(found[0], found[1], i, i + 1), j
            if not (gap(words[j]) or words[j] in inner) or j > i + 7:
                return None
        return None

    def _particle_heads(self, word: str, particles) -> set[str]:
        """The word's forms that open a two-word phrase, none when no such phrase is a verb
        ending in one of ``particles`` (remembered per word)."""
        def read() -> set[str]:
            heads = {k[0] for k in _inflections((word,)) if 2 in self.sizes.get(k[0], ())}
            return heads if any(self.phrases.get((h, p), ("",))[0] in VERBS for h in heads for p in particles) else set()
        return remembered(self.__dict__.setdefault("_heads", {}), (word, particles), read)

    def _fuzzy(self, word: str, i: int) -> Word | None:
        key = _closest(self, word) if 5 <= len(word) <= FUZZY_LONGEST and word.isalpha() else None
        return Word(*self.phrases[(key,)], i, i + 1) if key else None

    def conditions_in(self, words: list[str]) -> dict[str, bool]:
        """The condition flags a clause states: the best share (rare words weighing more, two words at
        least) of a wording's content words said, its roles those of the clause (remembered per clause);
        each flag -> whether the wordings said negate their verb."""
        if not self.conditions or not words:
            return {}
        return dict(remembered(self.condition_index().clauses, tuple(words), lambda: tuple(self._conditions_in(words))))

    def condition_index(self) -> ConditionIndex:
        """The lookups over the condition wordings, built again when they or their rarity are replaced."""
        memo = self.__dict__.get("_derived")
        if memo is None or memo[0] is not self.conditions or memo[1] is not self.rarity:
            by_word: dict[str, tuple[int, ...]] = {}
            key_words: dict[str, frozenset[str]] = {}
            for n, c in enumerate(self.conditions):
                key_words[c.key] = key_words.get(c.key, frozenset()) | c.words
                for w in c.words:
                    by_word[w] = (*by_word.get(w, ()), n)
            memo = self._derived = (self.conditions, self.rarity, ConditionIndex(
                by_word, [sum(self.rarity.get(w, 1.0) for w in c.words) for c in self.conditions],
                [min(2, len(c.words)) for c in self.conditions], key_words))
        return memo[2]

    def _conditions_in(self, words: list[str]) -> list[tuple[str, bool]]:
        order, verbal = content_words(words), self._phrases_as_words(words)
        said = set(order) | set(verbal)
        lookup = self.condition_index()
        index, weights, need = lookup.by_word, lookup.weight, lookup.need
        # condition -> how many of its words the clause says (two at least, or all of one)
        shares = Counter(chain.from_iterable(index.get(w, ()) for w in said))
        candidates = sorted(n for n, count in shares.items() if count >= need[n])
        # (side by side within one conjunct: "an ally in the challenge *and* both sides played" says no "both challenge")
        pairs = {frozenset(p) for seg in ([(order, verbal)] if "and" not in words else [(content_words(x), self._phrases_as_words(x)) for x in (
            y.split() for y in " ".join(words).split(" and "))]) for o in seg for p in zip(o, o[1:], strict=False)}
        best, found, spans, roles, subject = 0.0, [], None, set(), frozenset()
        for n in candidates:
            cond = self.conditions[n]
            if len(cond.words) == 2 and cond.words not in pairs:
                continue                  # two words: side by side ("the deal failed")
            part = sum(self.rarity.get(w, 1.0) for w in cond.words & said) / weights[n]
            if part < CONDITION_SHARE:
                continue
            if spans is None:   # the clause's roles (not the askers': "both of *us*") and subject, once one may be stated
                spans = [s for s in (self.match(words, i, fuzzy=False) for i in range(len(words))) if s]
                roles = {s.word for s in spans if s.category == "role" and not W.first_person.intersection(words[s.start:s.end])}
                subject = self._thing_subject(words, spans)
            if subject and cond.roles and not subject & cond.words and not (
                    roles & cond.roles and subject & lookup.key_words.get(cond.key, cond.words)):
                continue                  # "my ships got lost in the challenge": no player lost it ("the card fits
                #                           two players": players named, the card a word of the condition's wordings)
            if roles and cond.roles and not all(any(r in self.ancestors(mine) for mine in roles)
                                                for r in cond.roles):
                continue                  # "the defense wins" is not "the offense wins"
            if part > best + 1e-9:
                best, found = part, []
            if abs(part - best) <= 1e-9:
                found.append(cond)
        # a wording the clause says with more of its words is the narrower situation told ("out of cards *in the middle of my turn*")
        found = [c for c in found if not any(c.words < o.words for o in found)]
        if not roles and len({c.roles for c in found}) > 1:
            # "won my first challenge": the offense's win or the defense's, the clause does not say
            found = [c for c in found if not c.roles]
        # (a flag said by wordings of both polarities is read as its plain one)
        return list({c.key: all(f.negated for f in found if f.key == c.key) for c in found}.items())

    def _phrases_as_words(self, words: list[str]) -> list[str]:
        """The clause's content words, each vocabulary phrase of several words said by its own word
        instead ("went after a Moon" says "attack a Moon", "lost my alien power" "lost power")."""
        out, i = [], 0
        while i < len(words):
            m = self.match(words, i, fuzzy=False)
            long = m is not None and m.end > i + 1 and m.category in ("action", "role", "thing")
            out += tokens(m.word.rpartition(":")[2].replace("-", " ")) if long else words[i:i + 1]
            i = m.end if long else i + 1
        return content_words(out)

    def _thing_subject(self, words: list[str], spans: list[Word]) -> frozenset[str]:
        """The stemmed words of the clause's subject when it is a thing, not a player: the
        first noun, before any verb ("my red *ships* got lost"); empty otherwise."""
        for s in spans:
            if s.category in VERBS or s.category == "role":
                return frozenset()
            if s.category == "thing":
                return frozenset() if "player" in self.ancestors(s.word) else frozenset(content_words(words[s.start:s.end]))
        return frozenset()

    def owner(self, word: str) -> str | None:
        """The one role a thing's phrases name as its owner ("defensive allies' tokens": defensive-ally), else None."""
        if "_owners" not in self.__dict__:
            self._owners: dict[str, set[str]] = {}
            for key, (category, thing) in self.phrases.items():
                kinds = {self.phrases.get((a,), ("", a))[1] for a in self.ancestors(thing)[1:]} if category == "thing" else ()   # "ships": token
                for k in range(1, len(key)) if kinds else ():
                    role, rest = self.match(list(key[:k]), 0, False), self.match(list(key[k:]), 0, False)
                    if role and role.category == "role" and role.end == k and rest and rest.end == len(key) - k and rest.word in kinds:
                        self._owners.setdefault(thing, set()).add(role.word)
        found = self._owners.get(word, ())
        return next(iter(found)) if len(found) == 1 else None

    def implied(self, word: str) -> frozenset[str]:
        """What a word's gloss (or a wider word's) already says: inviting is asking players to
        join *as allies*, sending is moving tokens *into an encounter*."""
        return frozenset().union(*(self.glosses.get(w, frozenset()) for w in self.ancestors(word)))

    def read_gloss(self, text: str) -> frozenset[str]:
        words = tokens(text)
        found = {m.word for m in (self.match(words, i, fuzzy=False) for i in range(len(words))) if m}
        return frozenset(found | set(content_words(words)))

    def ancestors(self, word: str) -> list[str]:
        """The word and every class it ``isa``, nearest first (offense, main-player, player)."""
        if (found := self._ancestors.get(word)) is not None:
            return list(found)
        out, todo = [], [word]
        while todo:
            w = todo.pop(0)
            if w not in out:
                out.append(w)
                todo.extend(sorted(self.isa.get(w, ())))
        self._ancestors[word] = tuple(out)
        return out

    def __hash__(self) -> int:
        return id(self)


@dataclass(frozen=True)
class ConditionIndex:
    """The lookups over a vocabulary's condition wordings (:meth:`Vocabulary.condition_index`)."""

    by_word: dict[str, tuple[int, ...]]          # a content word -> the wordings (by position) with it
    weight: list[float]                          # each wording's weight: its words' rarity summed
    need: list[int]                              # the words a clause must say of each wording
    key_words: dict[str, frozenset[str]]         # a flag -> the content words of all its wordings
    clauses: dict = field(default_factory=dict)  # the flags each clause read states (remembered)


@dataclass(frozen=True)
class Condition:
    """One wording of a condition flag: its content words (stemmed), and the roles it names."""

    key: str
    words: frozenset[str]
    roles: frozenset[str]
    #: the wording negates its verb ("did *not* agree"): a clause saying it unnegated tells the opposite
    negated: bool = False


def condition_wordings(vocab: Vocabulary, texts) -> tuple[Condition, ...]:
    """``(flag, text, fewest)`` rows as :class:`Condition` s (``fewest`` content words), role words
    before the verb kept apart (a clause saying "I" may be any of them)."""
    out = []
    for key, text, fewest in texts:
        words = tokens(text)
        roles, rest, verb = set(), [], False
        i = 0
        while i < len(words):
            found = vocab.match(words, i, fuzzy=False)
            if found and found.category == "role" and not verb:   # a role after the verb is its object: "lost power"
                roles.add(found.word)
                i = found.end
                continue
            verb = verb or bool(found and found.category in VERBS)
            rest.append(words[i])
            i += 1
        content = frozenset(content_words(rest))
        if len(content) >= fewest:
            out.append(Condition(key, content, frozenset(roles), bool(W.negation.intersection(words))))
    # a flag's roles are those any of its wordings names
    roles_of: dict[str, set[str]] = {}
    for cond in out:
        roles_of.setdefault(cond.key, set()).update(cond.roles)
    return tuple(dict.fromkeys(Condition(c.key, c.words, frozenset(roles_of[c.key]), c.negated) for c in out))


def _owned(span: tuple[str, ...]) -> list[tuple[str, int]]:
    """A span's words as a thing's name with a possessive is read, each with where it ends in the span: any
    possessive "their", the ``owned-filler`` words after it left out, an ``owned-place`` preposition before it
    (and "one of") "in", "that/which" left out and every word in the singular, a verb's -ing without it."""
    out: list[tuple[str, int]] = []
    k = 0
    while k < len(span):
        w = span[k]
        owner = next((j for j in (k + 1, k + 3) if j < len(span) and span[j] in W.possessive), None)
        if w in W.owned_place and owner is not None and span[k + 1:owner] in ((), ("one", "of")):
            out.append(("in", owner))
            k = owner
            continue
        if w in W.owned_filler and out and out[-1][0] == "their" and k + 1 < len(span) or w in ("that", "which") and out:
            out[-1] = (out[-1][0], k + 1)
        else:             # "the section *that matches*": the section *matching*
            out.append(("their" if w in W.possessive else w[:-3] + "y" if w.endswith("ies") else w[:-2] if w.endswith(
                ("ches", "shes", "sses")) else w[:-3] if w.endswith("ing") and len(w) > 5 else
                w[:-1] if w.endswith("s") and not w.endswith("ss") and len(w) > 3 else w, k + 1))
        k += 1
    return out


def _one_typo(word: str, known: str) -> bool:
    """Is ``word`` the ``known`` word with one letter dropped, added or changed, or two side by side swapped, its first
    letter kept (a real word's first letter rarely is the typo: "bother", "niece") and no letter added at its end
    ("meant")?"""
    if word[0] != known[0] or word[:-1] == known or abs(len(word) - len(known)) > 1:
        return False
    at = next((i for i, (a, b) in enumerate(zip(word, known, strict=False)) if a != b), min(len(word), len(known)))
    return word[at + 1:] in (known[at + 1:], known[at:]) or word[at:] == known[at + 1:] or (
        word[at:at + 2] == known[at:at + 2][::-1] and word[at + 2:] == known[at + 2:])


def _by_deletion(words, reach: float = 0.0) -> dict[str, set[str]]:
    """Each string deleting up to ``reach`` of its letters (one at least) makes of a word of letters -> those words."""
    out: dict[str, set[str]] = {}
    for word in (w for w in words if w.isalpha()):
        for d in deletes(word, max(1, int(len(word) * reach))):
            out.setdefault(d, set()).add(word)
    return out


def _persons(word: str) -> tuple[str, ...]:
    """A verb's third-person forms ("go" -> gos, goes): a phrase the vocabulary writes in the third person."""
    return tuple(word + e for e in PERSON_ENDINGS)


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
            if ending in ("ed", "ing", "able"):
                out.append((*span[:-1], base + "e"))
                if len(base) > 2 and base[-1] == base[-2]:
                    out.append((*span[:-1], base[:-1]))      # "allied" is not "all", "stopped" is "stop"
    return out


@lru_cache(maxsize=8192)
def _closest(vocab: Vocabulary, word: str) -> str | None:
    """What ``difflib.get_close_matches(word, vocab.singles, 1, FUZZY_CUTOFF)`` finds, among the
    singles only that share with ``word`` a string both reach by deleting ``_REACH`` of their letters
    (a ratio at the cutoff leaves no more outside their longest common subsequence)."""
    near, matcher = _neighbourhoods(vocab), difflib.SequenceMatcher(b=word)   # the single is seq1, as there
    score, key = max(((matcher.set_seq1(k) or matcher.ratio(), k)
                      for k in {k for d in deletes(word, int(len(word) * _REACH)) for k in near.get(d, ())}), default=(0.0, None))
    return key if score >= FUZZY_CUTOFF else None


@cache
def _neighbourhoods(vocab: Vocabulary) -> dict[str, set[str]]:
    return _by_deletion(vocab.singles, _REACH)


warm_up(lambda rules: _neighbourhoods(vocabulary_for(rules)))   # the deletion index for typos


@per_graph
def vocabulary_for(rules) -> Vocabulary:
    """The graph's vocabulary index, built once per graph."""
    # the claims compiler's merged vocabulary (``words`` lines are English lists, not claim words)
    rows = [(e.category or "thing", str(e.word), tuple(e.aka), tuple(e.isa))
            for e in rules.claims.vocab.entries.values() if e.word and e.category != "words"]
    # each phrase in FFG words too, where no word has that phrase ("another encounter"): one reading
    twin, said = dict(p.split(" ", 1) for p in W.edition_twin), {tuple(tokens(p)) for _c, w, akas, _i in rows for p in (w.replace("-", " "), *akas)}
    found = Vocabulary.from_entries(rows + [(c, w, tuple(" ".join(t) for p in (w.replace("-", " "), *akas) if (t := tuple(
        twin.get(x, x) for x in tokens(p))) not in said), ()) for c, w, akas, _i in rows])
    # the words a typo is read as: the graph's titles and texts (not the names' aliases, some of them typos the linker
    # reads: "chalenge"), the vocabulary's words and its English lists
    found.known = _by_deletion({*index_for(rules).vocabulary, *(w for k in found.phrases for w in k), *(
        w for e in rules.claims.vocab.entries.values() if e.category == "words" for a in e.aka for w in tokens(a))})
    found.above = rules.claims.above     # the graph's kinds of a name, nearest first
    found.conditions = condition_wordings(found, _flag_texts(rules))
    counts = Counter(w for cond in found.conditions for w in cond.words)
    found.rarity = {w: math.log(1 + len(found.conditions) / n) for w, n in counts.items()}
    found.glosses = {e.word: found.read_gloss(e.gloss) for e in rules.claims.vocab.entries.values()
                     if e.gloss and e.category in VERBS}
    return found


def _flag_texts(rules) -> list[tuple[str, str, int]]:
    """(flag, wording, fewest content words) of every yes/no condition the claims test: their ``when``
    texts and the vocabulary's glosses and phrases of those flags."""
    book = rules.claims
    out, compared, flags = [], set(), set()
    for c in [*book.claims, *book.derived]:
        for w in c.conditions:
            if w.key and w.op not in ("true", "false"):
                compared.add(w.key)
            elif w.key:                   # a flag tested only negated is worded by its gloss
                flags.add(w.key)
                if w.op == "true" and w.text:
                    out.append((w.key, w.text, 3))
    flags -= compared
    # a condition that only denies tested flags (``isa not-flare_matches_power``) is worded too
    flags |= {e.word for e in book.vocab.entries.values() if e.category == "condition" and e.isa
              and all(s.startswith("not-") for s in e.isa) and {s[4:] for s in e.isa} & flags}
    out += [(e.word, t, 1 if len(tokens(t)) == 1 else 2) for e in book.vocab.entries.values()
            if e.category == "condition" and e.word in flags for t in [e.gloss, *e.aka] if t]
    return [row for row in out if row[0] in flags]
