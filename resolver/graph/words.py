"""The rule graph in a player's words: relation verbs, ``depending`` entries, power facts.

The web pages, the generated docs and the answers all show relations to players;
they word them here, once, so that none of them shows ``does-not-block`` as code
or glues a sentence onto a phrase that cannot carry it.

    >>> verb_words("does-not-block")
    'does not block'
    >>> depending_words("the power it copies")
    'depending on the power it copies'
"""
from __future__ import annotations

from typing import Any

#: power attributes shown to players, in order, with their heading
PLAYER_FACTS: tuple[tuple[str, str], ...] = (
    ("role", "Who uses it"), ("mandatory", "Must it be used"), ("timing", "When"),
    ("setup-only", "Only at set-up"), ("artefacts", "What it keeps on the table"),
    ("open-to-abuse", "Open to abuse"), ("lamp", "Alert lamp"),
    ("does", "What it does"), ("wild", "Wild flare"), ("super", "Super flare"), ("note", "Notes"),
)
#: power attributes about our sources rather than the game (kept out of the players' view)
SOURCE_FACTS: tuple[tuple[str, str], ...] = (("provenance", "Where the text comes from"),
                                             ("status", "What our sources hold"))

#: attributes of other nodes (rules, policies, conflicts, cards…) that name other nodes
REFERENCE_FACTS: dict[str, str] = {"follows": "Builds on", "between": "Between", "see": "See also",
                                   "about": "About", "phase": "Phase", "window": "When", "windows": "Windows"}
#: attributes of other nodes that sort them for our code (kept out of the players' view)
INTERNAL_FACTS: dict[str, str] = {"kind": "Kind of entry", "topic": "Topic"}
#: headings of the other attributes of other nodes
OTHER_FACT_LABELS: dict[str, str] = {"policy": "Our reading", "because": "Because", "question": "The question",
                                     "side": "What each document says", "when": "When", "plural": "Plural",
                                     "word": "The word in each edition", "ffg-name": "FFG name",
                                     "mayfair-name": "Mayfair name", "number": "Number", "type": "Type",
                                     "does": "What it does", "wild": "Wild flare", "super": "Super flare",
                                     "note": "Note", "timing": "When", "step": "Steps", "column": "Columns",
                                     "row": "Rows", "planets": "Planets", "category": "Category",
                                     "duration": "Duration", "reveal": "Revealed"}

_ROLE_WORDS = {"main": "a main player", "any": "any player", "ally": "an ally",
               "offense": "the offense", "not-main": "a player who is not a main player",
               "not-offense": "a player who is not the offense"}
_TIMING_WORDS = {"any": "any time", "setup": "game set-up"}
_STATUS_WORDS = {"knowledge-only": "no text of the power, only the rulings that name it",
                 "partial": "part of the power's text", "absent": "not in this edition"}
_EDITION_WORDS = {"mayfair": "Mayfair", "ffg": "FFG", "both": "both editions"}


def verb_words(verb: str | None) -> str:
    """A relation verb as words: ``does-not-block`` -> ``does not block``."""
    return str(verb or "").replace("-", " ").replace("_", " ")


def depending_words(text: str | None, key: str | None = None) -> str:
    """The phrase of a ``depending`` entry. Its text is a noun phrase (docs/dsl.md:
    ``depending copied "the power copied"``), read after "depending on"."""
    return f"depending on {text or key or 'the situation'}"


def edition_words(edition: str) -> str:
    return _EDITION_WORDS.get(edition, edition)


def _phase_words(rules: Any, token: str) -> str:
    """A timing token as words: its phase's title, or the token without its edition."""
    if token in _TIMING_WORDS:
        return _TIMING_WORDS[token]
    node = f"phase:{token}"
    if rules is not None and node in rules.g and rules.g.nodes[node].get("title"):
        return str(rules.g.nodes[node]["title"])
    return verb_words(token.split(".", 1)[-1])


def timing_words(rules: Any, tokens: list[str]) -> str:
    """``mayfair.stage-7, ffg.planning`` -> ``Mayfair: Stage 7: …; FFG: Planning phase``."""
    plain: list[str] = []
    by_edition: dict[str, list[str]] = {}
    for token in tokens:
        edition, _dot, _rest = token.partition(".")
        if edition in ("mayfair", "ffg") and _rest:
            by_edition.setdefault(edition, []).append(_phase_words(rules, token))
        else:
            plain.append(_phase_words(rules, token))
    parts = plain + [f"{edition_words(e)}: {', '.join(ws)}" for e, ws in by_edition.items()]
    return "; ".join(parts)


def _flat(values: list) -> list:
    out: list = []
    for v in values:
        out.extend(_flat(v) if isinstance(v, list) and not _edition_pair(v) else [v])
    return out


def _edition_pair(value: Any) -> bool:
    return (isinstance(value, list) and len(value) == 2 and value[0] in ("mayfair", "ffg", "both")
            and isinstance(value[1], str))


def fact_lines(rules: Any, key: str, values: Any) -> list[tuple[str | None, str]]:
    """One power attribute as lines of words, each with its edition (or None)."""
    values = values if isinstance(values, list) else [values]
    if key == "timing":
        return [(None, timing_words(rules, [str(v) for v in _flat(values)]))]
    if key == "role":
        return [(None, " or ".join(_ROLE_WORDS.get(str(v), verb_words(str(v))) for v in _flat(values)))]
    if key == "side":
        return [(None, f"{v[0]} {v[1]}: {v[2]}" if isinstance(v, list) and len(v) == 3 else str(v))
                for v in values]
    if key == "status":
        return [(e, _STATUS_WORDS.get(str(s), verb_words(str(s))))
                for v in values if isinstance(v, dict) for e, s in v.items()]
    lines: list[tuple[str | None, str]] = []
    for v in values:
        if _edition_pair(v):
            lines.append((v[0], v[1]))
        elif isinstance(v, list):
            lines.append((None, ", ".join(str(x) for x in v)))
        else:
            lines.append((None, str(v)))
    return lines


def power_facts(rules: Any, attrs: dict, which: tuple[tuple[str, str], ...] = PLAYER_FACTS) -> list[dict]:
    """The power's attributes named in ``which``, as ``{"key", "label", "lines"}`` in order."""
    return [{"key": key, "label": label, "lines": fact_lines(rules, key, attrs[key])}
            for key, label in which if attrs.get(key)]
