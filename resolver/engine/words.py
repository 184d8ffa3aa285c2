"""Trace text in the words of the scenario's edition.

The engine writes its steps once, in one vocabulary; a Mayfair player reads
"token", "base" and "challenge card" where an FFG player reads "ship", "colony"
and "encounter card". The pairs come from the rule graph's ``term`` blocks
(``word mayfair "token"`` / ``word ffg "ship"``), through the same rewriter the
answers use, so the two never disagree.
"""
from __future__ import annotations

import re
from functools import lru_cache

#: scenario field paths (``encounter.deal``, ``state.hands.tan``) and planet keys stay as written
_LITERAL = re.compile(r"\b[A-Za-z_]+(?:\.[A-Za-z0-9_\[\]-]+)+|\b[a-z]+:[a-z0-9]+\b")


def in_edition_words(rules, text: str, edition: str) -> str:
    """``text`` rewritten in ``edition``'s words (cached: step texts repeat a lot)."""
    return _rewrite(rules, text, edition)


@lru_cache(maxsize=8192)
def _rewrite(rules, text: str, edition: str) -> str:
    from resolver.ask.compose import in_words_of
    from resolver.ask.index import index_for
    literals = _LITERAL.findall(text)
    masked = _LITERAL.sub(lambda m: f"\x01{literals.index(m.group(0))}\x01", text)
    try:
        out = in_words_of(index_for(rules), masked, edition)
    except Exception:  # wording must never cost an outcome: fall back to the engine's words
        return text
    return re.sub("\x01(\\d+)\x01", lambda m: literals[int(m.group(1))], out)
