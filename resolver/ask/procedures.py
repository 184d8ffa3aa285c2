"""Text answers (what happens when…, what is X) and the honest ``unknown`` with nearest rules."""
from __future__ import annotations

from resolver.answer import Answer
from resolver.ask.compose import EDITION_NAMES, display, in_words_of, make, node_citations, where
from resolver.ask.question import Question

#: a text answer needs the best rule to explain this share of the question's ranked words
TEXT_MIN_SHARE = 0.55
#: ... and to cover this share of those words literally
TEXT_MIN_COVER = 0.6


def nearest(q: Question, k: int = 5, extra_terms: list[str] | None = None) -> list[dict]:
    """The ``k`` rules closest to the question by BM25 (preferring the asked edition)."""
    idx = q.idx
    terms = q.terms() + list(extra_terms or [])
    out = []
    for doc, score in idx.bm25.top(terms, k * 3):
        node = idx.ranked_nodes[doc]
        data = q.rules.node(node)
        cits = node_citations(q.rules, node)
        if not cits:
            continue
        mine = not data.get("editions") or q.edition in data["editions"]
        out.append((not mine, -score, node, data, cits))
    out.sort(key=lambda t: (t[0], t[1]))
    return [{"rule": data["id"], "kind": data.get("kind"), "title": data.get("title"),
             "source": cits[0]["source"], "section": cits[0]["section"], "score": round(-neg, 3)}
            for _other, neg, _node, data, cits in out[:k]]


def unknown(q: Question, why: str, extra_terms: list[str] | None = None,
            confidence: float = 0.2) -> Answer:
    """``unknown``, with the nearest rules in ``citations`` and ``nearest``."""
    near = nearest(q, extra_terms=extra_terms)
    cits = [{"source": n["source"], "section": n["section"], "rule": n["rule"]} for n in near]
    text = why
    if near:
        text += " The closest rules: " + "; ".join(
            f"{n['title'] or n['rule']} ({n['source']} {n['section']})" for n in near[:3]) + "."
    return make(q.text, q.edition, "unknown", text, citations=cits, entities=q.entity_ids(),
                confidence=confidence, nearest=near)


def text_answer(q: Question) -> Answer | None:
    """The best-matching rule's own words, when it clearly covers the question."""
    terms = q.terms()
    idx = q.idx
    unseen = max(idx.bm25.idf.values(), default=1.0)   # a word no rule uses weighs most
    if len(set(terms)) < 2 and not (terms and idx.bm25.idf.get(terms[0], 0.0) >= 0.6 * unseen):
        return None
    wanted = set(terms)
    same = q.expansions()              # an entity's other names count as its word
    ceiling = idx.bm25.max_score(terms) or 1.0
    for doc, score in idx.bm25.top(terms, 8):
        node = idx.ranked_nodes[doc]
        data = q.rules.node(node)
        if data.get("editions") and q.edition not in data["editions"]:
            continue
        if not data.get("says"):
            continue
        if data.get("options") and not _options_named(q, data["options"]):
            continue                      # an optional rule the question does not bring in
        if idx.powers_in.get(node, set()) - set(q.entity_ids()):
            continue                      # a ruling about powers the question does not name
        weights = {t: idx.bm25.idf.get(t, unseen) for t in wanted}
        total = sum(weights.values()) or 1.0
        words = idx.words_of(node, data)
        cover = sum(w for t, w in weights.items() if t in words or same.get(t, set()) & words) / total
        if score / ceiling < TEXT_MIN_SHARE or cover < TEXT_MIN_COVER:
            return None
        cits = node_citations(q.rules, node)
        if data["says"].lower().startswith("unknown"):
            ans = unknown(q, f"The sources do not decide this: {data['says']}", confidence=0.6)
            ans.citations[:0] = [c for c in cits if c not in ans.citations]
            return ans
        text = f"{data['says']} ({where(cits)})"
        return make(q.text, q.edition, "text", in_words_of(q.idx, text, q.edition), citations=cits,
                    entities=q.entity_ids() or [node], confidence=round(min(0.85, 0.5 * cover + 0.4 * score / ceiling), 3))
    return None


def what_is(q: Question, node: str) -> Answer | None:
    """What a power, card, term or option is, in the asked edition's words."""
    data = q.rules.node(node)
    attrs = data.get("attrs", {})
    cits = node_citations(q.rules, node)
    notes = []
    text = None
    for value in attrs.get("does", []):
        if isinstance(value, list) and len(value) >= 2 and str(value[0]) == q.edition:
            text = str(value[1])
    if text is None:
        for value in attrs.get("does", []):
            if isinstance(value, list) and len(value) >= 2:
                other = str(value[0])
                text = str(value[1])
                notes.append(f"modelled from the {EDITION_NAMES.get(other, other)} text; the "
                             f"{EDITION_NAMES[q.edition]} sources do not give this power's text")
                break
    if text is None:
        text = data.get("says")
    if not text:
        return None
    word = _edition_word(q, node)
    name = display(q.rules, node)
    lead = f"{name[:1].upper()}{name[1:]}"
    if word and word.lower() not in lead.lower():
        lead += f" (called '{word}' in {EDITION_NAMES[q.edition]})"
    body = f"{lead}: {text}"
    if notes:
        body += f" [{notes[0]}]"
    body += f" ({where(cits)})" if cits else ""
    ans = make(q.text, q.edition, "text", in_words_of(q.idx, body, q.edition), citations=cits,
               entities=[node], confidence=0.8 if not notes else 0.6, notes=notes)
    return ans


def _edition_word(q: Question, node: str) -> str | None:
    return q.idx.edition_words.get(q.edition, {}).get(node)


def _options_named(q: Question, options: list[str]) -> bool:
    named = set(q.entity_ids())
    for node in list(named):
        named |= set(q.idx.alternates.get(node, []))
    return any(f"option:{o}" in named for o in options)
