"""Building answers (every answerer's :class:`Answer` is made here, each non-``unknown`` one
citing a section): names in plain words, citations, the edition's own vocabulary."""
from __future__ import annotations

import re

from resolver.answer import Answer
from resolver.ask.index import AskIndex, index_for
from resolver.ask.text import warm_up
from resolver.engine.words import edition_pairs, rewrite

EDITION_NAMES = {"mayfair": "Mayfair", "ffg": "FFG"}
#: the confidence of an answer in the words of the rule nearest the question, matched to none of it
NEAREST = 0.3


_RULE_KINDS = ("rule", "ruling", "conflict", "policy", "order")


def display(rules, node: str, edition: str | None = None) -> str:
    """A node's name for an explanation (``the Silencer``; a term in the edition's own word; an
    untitled rule by where it is written, never by its id)."""
    try:
        data = rules.node(node)
    except KeyError:
        return node
    kind = data.get("kind")
    if kind == "term" and edition and (word := index_for(rules).edition_word(edition, node)):
        return word
    name = data.get("title")
    if not name and kind in _RULE_KINDS:
        cits = node_citations(rules, node)
        return f"the rule in {where(cits[:1])}" if cits else "an unnamed rule"
    name = name or data.get("id") or node
    if kind == "power":
        return f"the {name}"
    if kind == "term" and name.endswith(")") and " (" in name:
        name = name[:name.index(" (")]          # "Colony (base)": the bracket is the other edition's word
    return str(name)


def cite_dicts(citations) -> list[dict]:
    """Citation objects or dicts -> unique spec dicts, in order."""
    out, seen = [], set()
    for c in citations:
        d = c.to_dict() if hasattr(c, "to_dict") else {"source": c["source"], "section": c["section"],
                                                         "rule": c.get("rule")}
        key = (d["source"], d["section"], d["rule"])
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def edge_citations(edges: list[dict]) -> list[dict]:
    """The citations of typed edges, each naming the rule that states its edge."""
    return cite_dicts([{**c, "rule": e["rule"]} for e in edges for c in e.get("citations", [])])


def node_citations(rules, node: str) -> list[dict]:
    """The spec citations of one node (built once per graph; the caller gets its own copies)."""
    return [dict(c) for c in index_for(rules).once(("citations", node), lambda: tuple(
        cite_dicts(rules.citations(node))) if node in rules else ())]


def with_enclosing(rules, citations: list[dict]) -> list[dict]:
    """The citations, then the sections that hold them ("Situation A" lies within "Stage 8",
    "6. Reveal" within "Phases of an Encounter": sources.rules ``within``)."""
    parents = index_for(rules).once("within", lambda: {(d.get("source"), d.get("section")): d["within"]
                                                       for d in rules.sections() if d.get("within")})
    out = list(citations)
    for c in citations:
        parent = parents.get((c.get("source"), c.get("section")))
        if parent and not any(x.get("source") == c["source"] and x.get("section") == parent for x in out):
            out.append({**c, "section": parent})
    return out


def where(citations: list[dict]) -> str:
    """``More Cosmic Encounter 15.4`` for the first one or two citations."""
    return "; ".join(dict.fromkeys(f"{c['source']} {c['section']}" for c in citations[:2]))


def in_words_of(idx: AskIndex, text: str, edition: str) -> str:
    """Rewrite a text in one edition's vocabulary (``token`` -> ``ship`` for FFG): the engine's
    rewriter (:func:`resolver.engine.words.rewrite`) over the index's edition words."""
    return rewrite(text, idx.once(("edition-pairs", edition), lambda: edition_pairs(idx.edition_words, edition)))


#: the rules' own cross-references to ids ("(param deal_fail_loss)"): not for the person asking
_ID_REFERENCE = re.compile(r"\s*\((?:see also )?(?:param|params|conflict|policy|policies|rule|ruling)\s+[\w.\-]+(?:[, ][^()]*)?\)"
                           r"|\s*\([a-z]+(?:_[a-z]+)+\)"
                           r"|;?\s*\b(?:param|conflict|policy)\s+[a-z]+[._][\w.\-]*[\w]")


#: what every such reference holds (a cheap first look: most answers have none)
_ID_HINT = re.compile(r"(?=[(pc])(?:\((?:see also )?(?:param|params|conflict|policy|policies|rule|ruling)\s"
                      r"|\([a-z]+_|\b(?:param|conflict|policy)\s)")


def plain_prose(text: str) -> str:
    """An answer without the rules' internal id references."""
    return _ID_REFERENCE.sub("", text) if _ID_HINT.search(text) else text


def make(question: str, edition: str, verdict: str, answer: str, *, value=None,
         citations: list[dict] | None = None, entities: list[str] | None = None,
         confidence: float = 0.9, conditions: list[dict] | None = None,
         trace: list[dict] | None = None, nearest: list[dict] | None = None,
         notes: list[str] | None = None) -> Answer:
    """An :class:`Answer`; a verdict other than ``unknown`` with no citation becomes ``unknown``."""
    cits = list(citations or [])
    if verdict != "unknown" and not cits:
        verdict, value = "unknown", None
        answer = "The rules I hold do not decide this (no section backs an answer). " + answer
        confidence = min(confidence, 0.3)
    return Answer(question=question, edition=edition, verdict=verdict, answer=plain_prose(answer), value=value,
                  conditions=list(conditions or []), citations=cits,
                  entities=list(dict.fromkeys(entities or [])), confidence=confidence,
                  trace=list(trace or []), nearest=list(nearest or []), notes=list(notes or []))


def for_edition(answer: Answer, edition: str) -> Answer:
    """A copy of an answer for the ``editions`` map (no nested editions)."""
    return Answer(question=answer.question, edition=edition, verdict=answer.verdict,
                  answer=answer.answer, value=answer.value, conditions=list(answer.conditions),
                  citations=list(answer.citations), entities=list(answer.entities),
                  confidence=answer.confidence, trace=list(answer.trace))


@warm_up
def _edition_tables(rules) -> None:
    """Each edition's word pairs and the sections' "within" table."""
    for edition in EDITION_NAMES:
        in_words_of(index_for(rules), "", edition)
    with_enclosing(rules, [])
