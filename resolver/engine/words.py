"""Text in the words of an edition.

The engine writes its steps once, in one vocabulary; a Mayfair player reads
"token", "base" and "challenge card" where an FFG player reads "ship", "colony"
and "encounter card". The pairs are graph data: the ``term`` blocks'
``word mayfair "token"`` / ``word ffg "ship"`` clauses, read through
:meth:`RuleGraph.edition_words`. The answers (``resolver.ask.compose``) use the same
rewriter, so the trace and the answers never disagree.
"""
from __future__ import annotations

import re
from functools import lru_cache

#: scenario field paths (``encounter.deal``, ``state.hands.tan``) and planet keys stay as written
_LITERAL = re.compile(r"\b[A-Za-z_]+(?:\.[A-Za-z0-9_\[\]-]+)+|\b[a-z]+:[a-z0-9]+\b")
#: names never rewritten into the other edition's words (document titles)
PROTECTED = ("More Cosmic Encounter", "Cosmic Encounter", "Simply Cosmic", "FFG Additional Rules",
             "FFG Overview")
EDITIONS = ("mayfair", "ffg")


def in_edition_words(rules, text: str, edition: str) -> str:
    """``text`` rewritten in ``edition``'s words (cached: step texts repeat a lot)."""
    return _rewrite(rules, text, edition)


@lru_cache(maxsize=8192)
def _rewrite(rules, text: str, edition: str) -> str:
    literals = _LITERAL.findall(text)
    masked = _LITERAL.sub(lambda m: f"\x01{literals.index(m.group(0))}\x01", text)
    try:
        out = rewrite(masked, _graph_pairs(rules, edition))
    except Exception:  # wording must never cost an outcome: fall back to the engine's words
        return text
    return re.sub("\x01(\\d+)\x01", lambda m: literals[int(m.group(1))], out)


@lru_cache(maxsize=16)
def _graph_pairs(rules, edition: str) -> tuple:
    return edition_pairs({ed: rules.edition_words(ed) for ed in EDITIONS}, edition)


def plural(phrase: str) -> str:
    """English plural of a phrase's last word (``foreign colony`` -> ``foreign colonies``)."""
    if phrase.endswith("y") and phrase[-2:-1] not in "aeiou":
        return phrase[:-1] + "ies"
    if phrase.endswith(("s", "x", "ch", "sh")):
        return phrase + "es"
    return phrase + "s"


def edition_pairs(words: dict[str, dict[str, str]], edition: str) -> tuple[tuple[str, str], ...]:
    """(the other edition's word, ``edition``'s word) pairs, singular and plural, from each
    edition's term -> word map, where the two words differ."""
    other = "ffg" if edition == "mayfair" else "mayfair"
    mine, theirs = words.get(edition, {}), words.get(other, {})
    singular = [(theirs[n].lower(), mine[n]) for n in theirs
                if n in mine and theirs[n].lower() != mine[n].lower()]
    return tuple(sorted(dict(singular + [(plural(a), plural(b)) for a, b in singular]).items()))


@lru_cache(maxsize=8)
def _translator(words_key: tuple) -> tuple[re.Pattern | None, dict, re.Pattern | None, dict]:
    """The pattern of the words to swap and their mapping; and the pattern of the capitalised
    words they become (card names), each mapped back to the words that become it."""
    mapping = dict(words_key)
    if not mapping:
        return None, {}, None, {}
    # the lookahead on first letters spares trying every word at every position
    firsts = "".join(sorted({re.escape(w[0]) for w in mapping}))
    pattern = re.compile(r"\b(?=[" + firsts + r"])(" + "|".join(re.escape(w) for w in sorted(mapping, key=len, reverse=True))
                         + r")\b", re.IGNORECASE)
    becomes: dict[str, set[str]] = {}
    for word, mine in mapping.items():
        if mine[:1].isupper():
            becomes.setdefault(mine.lower(), set()).add(word)
    named = re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(becomes, key=len, reverse=True))
                       + r")\b") if becomes else None
    return pattern, mapping, named, becomes


#: "a base or colony" rewritten for Mayfair reads "a base or base": keep one
_DOUBLED = re.compile(r"\b(\w+(?: \w+)?) (?:or|and|/) \1\b")


#: an article before a rewritten word: "an Challenge Card" -> "a Challenge Card" (group 2: a vowel follows)
_ARTICLE = re.compile(r"\b(An|an|A|a) (?=(?:([AEIOUaeiou])|[B-DF-HJ-NP-TV-Zb-df-hj-np-tv-z]))")
def _article(match: re.Match) -> str:
    """``a``/``an`` as the next word wants, in the case written."""
    word = "an" if match.group(2) else "a"
    return (word.capitalize() if match.group(1)[0] == "A" else word) + " "


#: where one sentence ends and the next begins
_SENTENCE_END = re.compile(r"((?<=[.!?])\s+)")
#: a sentence naming an edition speaks that edition's words: it is not rewritten
_EDITION_NAMED = re.compile(r"(?<!, )\b(?:Mayfair|FFG)\b")   # not the answer's own tag "(hand size, FFG)"


@lru_cache(maxsize=8192)
def rewrite(text: str, pairs: tuple[tuple[str, str], ...]) -> str:
    """Rewrite a text with word pairs (:func:`edition_pairs`: ``token`` -> ``ship`` for FFG);
    remembered per text (the rules' sentences recur in answer after answer).

    A sentence that names an edition ("Compromise (Mayfair) and Negotiate
    (FFG)") is left as written, and a word whose counterpart the text already
    uses ("calls Compromise Negotiate") is kept: the text is about the two words.
    """
    pattern, mapping, named, becomes = _translator(pairs)
    if pattern is None:
        return text
    protected = [name for name in PROTECTED if name in text]
    for i, name in enumerate(protected):
        text = text.replace(name, f"\x00{i}\x00")
    # card names the text already uses in this edition's words: "calls Compromise Negotiate"
    kept = {w for found in (named.findall(text.lower()) if named else ()) for w in becomes[found]}

    def swap(match: re.Match) -> str:
        if match.group(0).lower() in kept:
            return match.group(0)
        word = mapping[match.group(0).lower()]
        return word[:1].upper() + word[1:] if match.group(0)[:1].isupper() else word

    def rewrite(part: str) -> str:
        swapped = pattern.sub(swap, part)
        if swapped == part:
            return part
        if " or " in swapped or " and " in swapped or " / " in swapped:
            swapped = _DOUBLED.sub(r"\1", swapped)
        return _ARTICLE.sub(_article, swapped)

    parts = _SENTENCE_END.split(text)
    text = "".join(part if i % 2 or _EDITION_NAMED.search(part) else rewrite(part)
                   for i, part in enumerate(parts))
    for i, name in enumerate(protected):
        text = text.replace(f"\x00{i}\x00", name)
    return text
