"""Normalising question text: lower case, plain letters, word tokens.

    >>> tokens("Does the Silencer's power stop the Doppelgänger?")
    ['does', 'the', 'silencer', 'power', 'stop', 'the', 'doppelganger']
"""
from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Callable
from functools import cache, lru_cache

_WORD = re.compile(r"[a-z0-9]+(?:\.[0-9]+)?")
_POSSESSIVE = re.compile(r"(\w)['\u2019]s\b")
_PLURAL_POSSESSIVE = re.compile(r"(?<=\ws)['\u2019](?=\s)")      # "the owners' bases"
NOT_PLURAL = ("ss", "us", "is")       # a singular's endings that look like a plural's ("class", "bonus", "axis")


#: American spellings -> the sources' British ones (both editions' texts use "colour"); "facedown" the rules' "face down"
_SPELLINGS = re.compile(r"(colo)r(?!u)|\b(defen|offen)ce\b|\b(face)(?=up\b|down\b)")


def _british(match: re.Match) -> str:
    return "colour" if match.group(1) else "face " if match.group(3) else match.group(2) + "se"


#: "more then one": "than" as players often type it after a comparative; "below three" the rules' "fewer than three" (not "below the planet")
_THEN = re.compile(r"\b(more|less|fewer) then\b|\b(?:below|under)(?= (?:\d+|one|two|three|four|five|six|seven|eight)\b)", re.IGNORECASE)
#: "ships of mine": "ships" (a possessive said after its noun)
_OF_MINE = re.compile(r" of (?:mine|yours|ours|theirs)\b", re.IGNORECASE)
#: a sign before a number is a word: "+2" is "plus 2" (a bonus, as the rules write "plus one")
_PLUS = re.compile(r"\+(?=\d)")

#: "whats", "what's", "wheres" … : a question word with "is" run in (not a possessive); "that's", "there's"
#: with the apostrophe (no possessive of these words: "it's" is left, players write it for "its")
_IS_RUN_IN = re.compile(r"\b(what|who|where|how|when)(?:'|\u2019)?s\b|\b(that|there|here)(?:'|\u2019)s\b", re.IGNORECASE)


def plain(text: str) -> str:
    """Lower case without accents; possessive ``'s`` dropped; hyphens become spaces;
    "whats" is "what is"."""
    return _SPELLINGS.sub(_british, _unmarked(text).lower())


def _unmarked(text: str) -> str:
    """``text`` with "whats" as "what is", without accents, possessive ``'s``, apostrophes,
    hyphens and underscores (case kept); a sign before a number as the word ("+2": "plus 2")."""
    text = _IS_RUN_IN.sub(lambda m: f"{m[1] or m[2]} is", text)
    if not text.isascii():                # plain ASCII has no accents to take off
        text = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    text = _POSSESSIVE.sub(r"\1", text).replace("-", " ").replace("_", " ")
    text = _THEN.sub(lambda m: f"{m[1] or 'fewer'} than", _PLUS.sub(" plus ", text.replace("'", "").replace("\u2019", "")))
    return _OF_MINE.sub("", text)


def possessed(text: str) -> frozenset[int]:
    """Positions in ``tokens(text)`` of the words right after a possessive ``'s`` ("the
    Assassin's *kill*"), which :func:`tokens` drops."""
    if "'" not in text and "\u2019" not in text:
        return frozenset()                # no apostrophe: no possessive
    marked = _WORD.findall(plain(_PLURAL_POSSESSIVE.sub(" possessivemark", _POSSESSIVE.sub(r"\1 possessivemark", _IS_RUN_IN.sub(lambda m: f"{m[1] or m[2]} is", text)))))
    return frozenset(j - n for n, j in enumerate(i for i, w in enumerate(marked) if w == "possessivemark"))


def tokens(text: str) -> list[str]:
    """The word tokens of a text (letters and digits; ``15.4`` stays one token)."""
    return list(_tokens(text))


@lru_cache(maxsize=16384)
def _tokens(text: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(plain(text)))


def content_words(words: list[str]) -> list[str]:
    """Tokens minus stop words, lightly stemmed (for ranking); "no" before a word is "none"
    ("with no encounter cards" and "has none" say the same)."""
    out = []
    for i, w in enumerate(words):
        if _is_none(words, i):
            out += ["none", _none_of(words, i)]
        elif w not in W.stopword:
            out.append(stem(w))
    return out


def _none_of(words: list[str], i: int) -> str:
    """"no tokens" -> ``no:token``: what there is none of (so "no tokens" is not "no cards"); after a
    privative ("without any ships") the first word that is no stop word."""
    at = next((j for j in range(i + 1, len(words)) if words[j] not in W.stopword), i + 1) if _privative(words, i) else i + 1
    return "no:" + stem(words[at])


def _privative(words: list[str], i: int) -> bool:
    """Does ``words[i]`` end a privative ("*without* any ships"; "*out of* challenge cards", a phrase not before an
    article, nor after a ``becoming-verb``: "*ran* out of cards" is the event the rules word apart)?"""
    return words[i] in W.privative or i > 0 and f"{words[i - 1]} {words[i]}" in W.privative and i + 1 < len(
        words) and words[i + 1] not in W.article and (i < 2 or words[i - 2] not in W.becoming_verb)


def _is_none(words: list[str], i: int) -> bool:
    # "zero cards" too (``same-as``); "without (any) ships" (``privative``) when a thing follows
    return i + 1 < len(words) and (stem(words[i]) == "no" or _privative(words, i) and any(
        w not in W.stopword for w in words[i + 1:i + 3]))


_GAME_NAME = ("cosmic", "encounter")


def question_terms(words: list[str]) -> list[str]:
    """A question's ranked words: content words without edition names, with the rules' word
    for a question word they never use ("anyone" is "player")."""
    out = []
    for i, w in enumerate(words):
        if _is_none(words, i):
            out += ["none", _none_of(words, i)]       # "has no encounter cards": the rules' "none"
            continue
        # "Cosmic Encounter", the game's name, says nothing about an encounter
        if w in W.stopword or w in W.edition_word or w in _GAME_NAME and (
                tuple(words[i:i + 2]) == _GAME_NAME or i > 0 and tuple(words[i - 1:i + 1]) == _GAME_NAME):
            continue
        if w == "left" and i > 0 and words[i - 1] in W.counted:
            continue                                   # "no cards left": remaining, not the left side
        if words[i + 1:i + 2] in (["stage"], ["phase"]) and ordinal(w) is not None:
            out.append(str(ordinal(w)))              # "the first stage" is Stage 1
            continue
        out.extend(pairs("question-same").get(w, "").split() or (stem(w),))
    return out


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A tiny suffix stripper: plurals and verb endings (``blocks``, ``stopped``: block, stop)."""
    if same := pairs("same-as").get(word):
        return same
    if len(word) <= 3 or word.isdigit():
        return word
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("oes", "o"), ("ing", ""), ("ed", ""),
                         ("es", "e"), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix == "s" and word.endswith(NOT_PLURAL):
                return word
            word = word[: -len(suffix)] + repl
            if suffix in ("ing", "ed") and len(word) >= 4 and word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]
            elif suffix in ("ing", "ed") and len(word) == 3 and [c in "aeiou" for c in word] == [False, True, False] \
                    and word[-1] not in "wxy":
                word += "e"               # "saving", "saved" (consonant, vowel, consonant: "sav"): save, as "saves" is
            break
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


_CASED = re.compile(r"[A-Za-z0-9]+(?:\.[0-9]+)?")


def split(text: str) -> tuple[list[str], list[bool]]:
    """Tokens (lower case) and, for each, whether it was written with a capital."""
    raw = _cased(text)
    return [_spelt(w) for w in raw], [w[:1].isupper() for w in raw]


@lru_cache(maxsize=65536)
def _spelt(word: str) -> str:
    """A word in lower case and the sources' spelling ("color" is "colour")."""
    return _SPELLINGS.sub(_british, word.lower())


def first_upper(text: str) -> str:
    """The text with its first letter in capitals, the rest as it is ("non-main players" is
    "Non-main players"): a value or a name put at the head of a sentence."""
    return text[:1].upper() + text[1:]


def capitals_of(text: str) -> list[bool]:
    """For each token of ``text``, whether it is written all in capitals, two letters at
    least: an acronym ("GO", "FFG"), not a word that merely opens a sentence."""
    return [w.isupper() and sum(ch.isalpha() for ch in w) >= 2 for w in _cased(text)]


@lru_cache(maxsize=4096)
def _cased(text: str) -> tuple[str, ...]:
    """The tokens of ``text`` as written (the cuts of :func:`tokens`, case kept)."""
    return tuple(_CASED.findall(_unmarked(text)))


def per_graph(build: Callable) -> Callable:
    """``build(graph)`` remembered per rule graph (by its digest, else the object: a digest's
    graph never changes), built once even when two threads ask at the same time."""
    built: dict = {}
    lock = threading.Lock()

    def cached(graph):
        key = getattr(graph, "digest", "") or id(graph)
        found = built.get(key)
        if found is None:
            with lock:
                found = built.get(key)
                if found is None:
                    found = built[key] = build(graph)
        return found
    cached.__doc__ = build.__doc__
    return cached


#: each module's builders of its tables (``build(rules)``; graph-free ones ignore ``rules``), in
#: the order the modules registered them: :func:`resolver.ask.warm.warm` runs them at start
WARM_UPS: list[Callable] = []


def warm_up(build: Callable) -> Callable:
    """Register ``build(rules)`` to run at warm-up, not on the first question that needs it."""
    WARM_UPS.append(build)
    return build


#: at most this many readings a memo of words typed keeps (then it starts again)
MEMO_LIMIT = 50_000


def remembered(memo: dict, key, build: Callable):
    """``build()`` remembered in ``memo`` under ``key`` (None too); a memo that reaches
    :data:`MEMO_LIMIT` starts again (words typed are unbounded: a long-running server)."""
    found = memo.get(key, memo)           # the memo itself: not built yet
    if found is memo:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        found = memo[key] = build()
    return found


@cache
def _bundled_vocabulary():
    """The bundled graph's merged vocabulary, looked up once (each ``load_rules()`` call checks
    the rule files' digest, ~12 ms, and there are 136 word lists)."""
    from resolver.graph.load import load_rules  # late: the graph is loaded on first use
    return load_rules().claims.vocab


@cache
def word_list(name: str) -> tuple[str, ...]:
    """The words of the vocabulary line ``words <name>`` (rulesdata/vocabulary_english.rules):
    English the question reader uses, kept as data, read from the bundled rule graph."""
    entry = _bundled_vocabulary().entry("words", name)
    if entry is None:
        raise KeyError(f"no `words {name}` line in the rulesdata vocabulary")
    return tuple(" ".join(tokens(a)) for a in entry.aka)


@cache
def word_set(name: str) -> frozenset[str]:
    """The words of ``words <name>`` as a set."""
    return frozenset(word_list(name))


@cache
def any_of(*names: str) -> frozenset[str]:
    """The words of several ``words`` lines as one set, made once (not for every word read)."""
    return frozenset().union(*(word_set(n) for n in names))


@cache
def pairs(name: str) -> dict[str, str]:
    """The entries of ``words <name>`` as a mapping, each first word to the rest (shared:
    callers must not change it)."""
    return dict(tuple(p.split(" ", 1)) for p in word_list(name))


class _Words:
    """rulesdata's ``words`` lists by attribute, each read on first use: ``W.first_person``
    is the line ``words first-person`` of rulesdata/vocabulary_english.rules, as a set."""

    def __getattr__(self, name: str) -> frozenset[str]:
        try:
            found = word_set(name.replace("_", "-"))
        except KeyError as exc:
            raise AttributeError(str(exc)) from None
        setattr(self, name, found)
        return found


W = _Words()


def number(word: str, also: dict[str, int] | None = None) -> int | None:
    """The value of a number written in digits or as a word ("twelve"); ``also`` adds one
    use's own number-like words ("single", "both")."""
    found = _number(word)
    return found if found is not None or also is None else also.get(word)


@lru_cache(maxsize=65536)
def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else _cardinals().get(word)


@lru_cache(maxsize=65536)
def ordinal(word: str) -> int | None:
    """The value of an ordinal written as a word ("third") or in digits ("3rd")."""
    digits = word[:-2].isdigit() and word[-2:] in ("st", "nd", "rd", "th")
    return int(word[:-2]) if digits else _cardinals("ordinal").get(word)


@cache
def _cardinals(name: str = "cardinal") -> dict[str, int]:
    return {w: n for n, w in enumerate(word_list(name))}


@warm_up
def _read_word_lists(rules) -> None:
    """Read every ``words`` list of the English vocabulary (each is tokenised on its first read)
    and the number words."""
    for entry in list(rules.claims.vocab.entries.values()):
        if entry.category == "words" and entry.word:
            try:
                getattr(W, str(entry.word).replace("-", "_"))
            except AttributeError:       # a house-rules list the bundled vocabulary lacks
                continue
    _cardinals()
    _cardinals("ordinal")
