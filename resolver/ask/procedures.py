"""Text answers (what happens when…, what is X) and the honest ``unknown`` with nearest rules."""
from __future__ import annotations

import re

from resolver.answer import Answer
from resolver.ask.compose import EDITION_NAMES, NEAREST, display, make, node_citations, where
from resolver.ask.index import index_for
from resolver.ask.question import Question
from resolver.ask.text import (
    W,
    content_words,
    first_upper,
    per_graph,
    question_terms,
    stem,
    tokens,
    warm_up,
)

#: a text answer needs the best rule to explain this share of the question's ranked words
TEXT_MIN_SHARE = 0.55
#: ... and to cover this share of those words literally
TEXT_MIN_COVER = 0.6
#: a word's weight in that share is capped at this part of the rarest word's (one rare
#: word, used once in all the rules, must not outweigh the rest of the question)
RARE_CAP = 0.65
#: an open question's best rule leading every other by this score ratio answers with this lesser cover
LEAD_MARGIN, LEAD_MIN_COVER, LEAD_MIN_WORDS = 0.8, 0.45, 3


@warm_up
def _cited_docs(rules, edition: str | None = None) -> list[tuple | None]:
    """Each document of the nearest rules' index as (another edition's rule, data, source, section
    (the asked edition's first), node), None when uncited; once per graph and edition."""
    idx = index_for(rules)
    sections = idx.once("section-editions", lambda: {(d["source"], d["section"]): d["editions"] for d in rules.sections()})

    def row(node: str, edition: str) -> tuple | None:
        data, cits = rules.node(node), node_citations(rules, node)
        cits.sort(key=lambda c: edition not in sections.get((c["source"], c["section"]), [edition]))
        return (bool(data.get("editions")) and edition not in data["editions"], data, cits[0]["source"],
                cits[0]["section"], node) if cits else None
    for each in [edition] if edition else EDITION_NAMES:
        found = idx.once(("cited-docs", each), lambda e=each: [row(n, e) for n in idx.ranked_nodes])
    return found


def nearest(q: Question, k: int = 5) -> list[dict]:
    """The ``k`` sections closest to the question by BM25 (the asked edition's first), each by its
    nearest rule (once per question: every ``unknown`` its answerers make lists them; shared)."""
    return q.once(("nearest", k), lambda: _nearest(q, k))


def _nearest(q: Question, k: int) -> list[dict]:
    rows, best = _cited_docs(q.rules, q.edition), {}
    out = [(row[0], -score, *row[1:]) for doc, score in q.idx.near_bm25.top(
        [t for t in q.terms() if t not in W.how_much], k * 6) if (row := rows[doc])]
    for _other, neg, data, source, section, node in sorted(out, key=lambda t: t[:2]):
        if len(best) == k:
            break
        if (source, section) not in best:
            best[source, section] = {"rule": data["id"], "kind": data.get("kind"), "title": data.get("title"), "source": source,
                                     "section": section, "score": round(-neg, 3), "says": data.get("says"), "node": node}
    return list(best.values())


def unknown(q: Question, why: str, confidence: float = 0.2, lead: list[dict] = ()) -> Answer:
    """``unknown``, with the nearest rules in ``citations`` and ``nearest``, after ``lead``: the
    citations of a rule found first that does not answer."""
    near = nearest(q)
    # each nearest rule in words: its title, else the start of what it says (never its id)
    labels = [str(n["title"]) if n.get("title") else f'"{first[:80]}{"…" if len(first) > 80 else ""}"' if first else "a rule"
              for n in near[:3] for first in [(n.get("says") or "").strip().split(". ")[0].rstrip(".")]]
    text = why + (" The closest rules: " + "; ".join(f"{label} ({n['source']} {n['section']})" for label, n in zip(
        labels, near, strict=False)) + "." if near else "")
    cits = [{"source": n["source"], "section": n["section"], "rule": n["rule"]} for n in near]
    return make(q.text, q.edition, "unknown", text, entities=q.entity_ids(), confidence=confidence,
                citations=[c for c in lead if c not in cits] + cits,
                nearest=[{k: v for k, v in n.items() if k not in ("says", "node")} for n in near])


def text_answer(q: Question) -> Answer | None:
    """The best-matching rule's own words, when it clearly covers the question."""
    terms = asked_terms(q)
    if q.words[:1] == ["how"]:            # "How does compensation work?": "work" only asks how
        terms = [t for t in terms if t != "work"]
    idx = q.idx
    unseen = idx.bm25.max_idf   # a word no rule uses weighs most
    if len(set(terms)) < 2 and not (terms and idx.bm25.idf.get(terms[0], 0.0) >= 0.6 * unseen):
        return None
    wanted = set(terms)
    same = q.expansions()              # an entity's other names count as its word
    ceiling = idx.bm25.max_score(terms) or 1.0
    # words written with a capital inside the sentence: names, which a paraphrase never is
    names = {stem(w) for i, (w, cap) in enumerate(zip(q.words, q.linked.capitals, strict=False))
             if cap and i > 0}
    weights = _weights(idx, wanted, unseen, names)
    total = sum(weights.values()) or 1.0
    eligible = []
    named_powers = any(m.kind == "power" for m in q.mentions)
    leads = []                            # (score, node, data, cover) of every rule looked at
    seen = 0
    for doc, score in idx.bm25.top(terms, 24):
        node = idx.ranked_nodes[doc]
        data = q.rules.node(node)
        if data.get("editions") and q.edition not in data["editions"]:
            continue                      # the other edition's rules do not use up the 8 looks
        seen += 1
        if seen > 8:
            break
        if not data.get("says") or data.get("kind") == "table" and all(   # the engine's deck lists: no rule
                c.source == "House rules" for c in q.rules.citations(node)):
            continue
        if (options := optional(data)) and not q.brings(options, powers=False):
            continue                      # an optional rule the question does not bring in
        others = not idx.powers_in.get(node, set()) <= set(q.entity_ids())
        if others and named_powers:
            continue                      # a ruling about powers the question does not name
        words = idx.words_of(node, data)
        cover = sum(w for t, w in weights.items() if t in words or same.get(t, set()) & words) / total
        if score / ceiling < TEXT_MIN_SHARE:
            leads.append((score, node, data, cover))
            break
        leads.append((score, node, data, cover))
        if cover >= TEXT_MIN_COVER and not others:   # else a near rule may cover the rarer words;
            # a ruling naming powers answers a question naming none only by a clear lead
            eligible.append((node, data, score, cover))
    if not eligible and _opened(q) and leads and len(set(asked_terms(q))) >= LEAD_MIN_WORDS:
        # the best rule, for an open question it leads clearly though covering less of it (with two words,
        # one missed is half the question); a rule of the same section (a phase and its step) is no rival
        score, node, data, cover = leads[0]
        own = _sections(q, node)
        runner = max((c[0] for c in leads[1:] if not _sections(q, c[1]) & own), default=0.0)
        eligible = [] if score / ceiling < TEXT_MIN_SHARE or cover < LEAD_MIN_COVER or runner > LEAD_MARGIN * score \
            else [(node, data, score, cover)]
    if not eligible:
        return None
    node, data, score, cover = _prefer_one_sentence(q, eligible, weights)[0]
    if data.get("kind") not in _STATING + ("conflict", "order", "table") and (told := told_case(q)):
        return told                       # "what happens if I vacate my Moon?": the rule of that case, not what a Moon is
    cits = with_restating(q.rules, node)
    if data["says"].lower().startswith("unknown"):
        return unknown(q, f"The sources do not decide this: {data['says']}", confidence=0.6, lead=cits)
    says = data["says"]
    if data.get("kind") == "policy" and data.get("title"):
        says = f"{data['title']}: {says}"  # a policy's ruling reads only with its subject
    elif data.get("kind") == "conflict" and data.get("attrs", {}).get("side"):
        says = conflict_text(data)        # what each source says, then the policy
    text = f"{says} ({where(cits)})"
    if says is data["says"] or data.get("kind") != "conflict":
        text = q.in_words(text)   # a comparison quotes each edition in its own words
    return make(q.text, q.edition, "text", text, citations=cits,
                entities=q.entity_ids() or [node], confidence=round(min(0.85, 0.5 * cover + 0.4 * score / ceiling), 3))


#: node kinds that state a rule (a phase, term or card states what it is)
_STATING = ("rule", "ruling", "policy")


@warm_up
@per_graph
def restating(rules) -> dict[str, list[str]]:
    """Rule -> the rules of other sections that restate every claim of it word for word (same frame,
    conditions and editions): the seed says it in both places ("the defensive main player with no
    Challenge card redraws", SC Defensive Main Player and Stage 7), so a text answer cites both."""
    from resolver.graph.decide import _restated
    said: dict[tuple, set[str]] = {}
    own: dict[str, set[tuple]] = {}
    for c in rules.claims.claims:
        if c.rule_node and c.rule_node.split(":", 1)[0] in _STATING:
            key = (_restated(c), c.editions, c.options)
            said.setdefault(key, set()).add(c.rule_node)
            own.setdefault(c.rule_node, set()).add(key)
    out = {}
    for node, keys in own.items():
        mine = {(c["source"], c["section"]) for c in node_citations(rules, node)}
        twins = set.intersection(*(said[k] for k in keys)) - {node}
        if found := sorted(t for t in twins if {(c["source"], c["section"]) for c in node_citations(rules, t)} - mine):
            out[node] = found
    return out


def with_restating(rules, node: str) -> list[dict]:
    """A rule's citations, then those of the rules restating it in other sections."""
    cits = node_citations(rules, node)
    for twin in restating(rules).get(node, ()):
        cits += [c for c in node_citations(rules, twin) if c not in cits]
    return cits


def optional(data: dict) -> list[str]:
    """The optional rules a node belongs to: its own, else those every one of its claims is stated
    under (a ruling on the colourless cones, each claim of it `option colourless-cones`)."""
    claims = data.get("claims") or ()
    return list(data.get("options") or (set().union(*(c.options for c in claims)) if claims and all(
        c.options for c in claims) else ()))


def _opened(q: Question) -> bool:
    """An open question: what happens, how, why; or a value asking a moment, a place or a thing
    done (not a count nor a person)."""
    return q.kind == "text" or q.kind == "value" and not (
        W.how_much | W.value_start | W.quantity_word | W.limit_word) & set(q.words)


def nearest_text(q: Question) -> Answer | None:
    """An open question (:func:`_opened`) no rule covers fully: the words of the rule nearest it (not
    a policy, a thing named, an optional rule or the other edition's rule not brought in)."""
    near = next(iter(nearest(q, 1)), None) if _opened(q) else None
    data = q.rules.node(near["node"]) if near else {}
    if not near or near["kind"] == "policy" or not near["says"] or near["says"].lower().startswith("unknown") \
            or near["node"] in q.entity_ids() or data.get("editions") and q.edition not in data["editions"] \
            or (options := optional(data)) and not q.brings(options, powers=False):
        return None
    cits = [{"source": near["source"], "section": near["section"], "rule": near["rule"]}]
    return q.answer("text", f"{near['says']} ({where(cits)})", citations=cits, entities=q.entity_ids(), confidence=NEAREST)


@warm_up
@per_graph
def _testing(rules) -> dict[str, list]:
    """Condition key -> the claims that need it true, in the book's order."""
    found: dict[str, list] = {}
    for c in rules.claims.claims:
        for key in dict.fromkeys(w.key for w in c.conditions if w.op == "true"):
            found.setdefault(key, []).append(c)
    return found


def told_case(q: Question) -> Answer | None:
    """"What happens if I pull all my ships off a Moon?": an open question (:func:`_opened`) that states
    a situation the vocabulary names (a condition of the claims) is answered by the rule most of whose
    claims test it: the asked edition's, under the options brought in, about the speaker's role (or
    a class of it) when one is told; one rule clearly first, never a tie."""
    stated = {k for k, v in (q.reading.context if q.reading else {}).items() if v is True}
    if not stated or q.kind != "text":
        return None
    from resolver.ask.claimed import options_named
    from resolver.ask.vocab import vocabulary_for
    vocab, options, speaker = vocabulary_for(q.rules), set(options_named(q)), q.reading.speaker
    mine = set(vocab.ancestors(speaker)) if speaker else None
    roles = vocab.words.get("role", set())
    tally: dict[str, int] = {}
    testing = _testing(q.rules)
    for c in {id(c): c for k in stated for c in testing.get(k, ())}.values():
        if c.house or q.edition not in c.editions or c.options and not c.options & options or \
                mine is not None and c.actor in roles and c.actor not in mine:
            continue
        tally[c.rule_node] = tally.get(c.rule_node, 0) + 1
    ranked = sorted(tally.items(), key=lambda t: -t[1])
    if not ranked or len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return None
    node = ranked[0][0]
    data = q.rules.node(node)
    if node not in {n["node"] for n in nearest(q)} or not data.get("says") or data["says"].lower().startswith("unknown"):
        return None
    cits = with_restating(q.rules, node)
    return q.answer("text", f"{data['says']} ({where(cits)})", citations=cits, entities=q.entity_ids() or [node], confidence=0.4)


def asked_terms(q: Question) -> list[str]:
    """The question's ranked words a rule answering it must use: not "how many", nor the words
    that only say how it is asked ("when *exactly* am I *allowed* to")."""
    skip = W.how_much | {stem(w) for w in W.asking_word}
    return [t for t in q.terms() if t not in skip]


def _sections(q: Question, node: str) -> set[tuple[str, str]]:
    return {(str(c["source"]), str(c["section"])) for c in node_citations(q.rules, node)}


#: how close to the best score a rule must be for its sentences to be compared
SENTENCE_NEAR = 0.85
#: a rule scoring at least this share of the best one that covers this much more is preferred
COVER_NEAR, COVER_GAIN = 0.75, 0.2
#: ... and, at this share, one that names more of the things the question names
NAMED_NEAR = 0.6


def _prefer_one_sentence(q: Question, eligible: list[tuple], weights: dict[str, float]) -> list[tuple]:
    """Among near ties: the rule covering more, naming more, or answering in one sentence first."""
    first = eligible[0][1]
    if len(eligible) < 2 or first.get("kind") == "policy" or (first.get("says") or "").lower().startswith("unknown"):
        return eligible                   # an honest "the sources do not say" is never passed over
    if eligible[0][0] in q.entity_ids():
        return eligible                   # the named thing's own definition leads (its rules follow)
    top = eligible[0][2]
    fuller = max((c for c in eligible if c[2] >= COVER_NEAR * top), key=lambda c: c[3])
    if fuller[3] >= eligible[0][3] + COVER_GAIN:  # it covers the words the first one misses
        eligible = [fuller] + [c for c in eligible if c is not fuller]
    first_named = _named_count(q, eligible[0])
    if first_named < len(q.mentions):
        named = next((c for c in eligible[1:] if c[2] >= NAMED_NEAR * top and _named_count(q, c) > first_named), None)
        if named:                         # "can a Moon base be traded": the rule that speaks of Moons
            eligible = [named] + [c for c in eligible if c is not named]
    near = [c for c in eligible if c[2] >= SENTENCE_NEAR * top]
    if len(near) < 2:
        return eligible
    total = sum(weights.values()) or 1.0

    def best_sentence(cand) -> float:
        return max((sum(w for t, w in weights.items() if t in sentence)
                    for sentence in _sentences(q.idx, cand[0], cand[1])), default=0.0) / total

    ranked = sorted(near, key=lambda c: -best_sentence(c))       # stable: BM25 order among equals
    if best_sentence(ranked[0]) <= best_sentence(eligible[0]) + 1e-9:
        return eligible
    return [ranked[0]] + [c for c in eligible if c is not ranked[0]]


def _named_count(q: Question, cand: tuple) -> int:
    """How many of the things the question names a rule names too (as asked, or by its own name)."""
    words = q.idx.words_of(cand[0], cand[1])
    return sum(cand[0] == m.node or bool(asked := set(question_terms(q.words[m.start:m.end]))) and asked <= words
               or set(content_words(tokens(m.node.split(":", 1)[1]))) <= words for m in q.mentions)


def _sentences(idx, node: str, data: dict) -> list[frozenset[str]]:
    """The ranked words of each sentence of a node's ``says``, each with its name's words."""
    named = idx.name_words(node, data)                 # the rule's name goes with every sentence
    return idx.once(("sentences", node), lambda: [named | frozenset(content_words(tokens(p))) for p in re.split(
        r"(?<=[.!?;])\s+", data.get("says") or "") if p] or [named])


def _weights(idx, wanted: set[str], unseen: float, names: set[str] = frozenset()) -> dict[str, float]:
    """Each question word's weight for coverage: its rarity among the rules (capped); a word no rule
    uses weighs the cap alone, else the known words' average (a paraphrase must not sink it)."""
    cap = RARE_CAP * unseen
    seen = [min(idx.bm25.idf[t], cap) for t in wanted if t in idx.bm25.idf]
    stand_in = sum(seen) / len(seen) if len(seen) >= 2 else cap
    return {t: unseen if t in names else min(idx.bm25.idf[t], cap) if t in idx.bm25.idf else stand_in
            for t in wanted}


def what_is(q: Question, node: str) -> Answer | None:
    """What a power, card, term or option is, in the asked edition's words."""
    data = q.rules.node(node)
    attrs = data.get("attrs", {})
    cits, text = node_citations(q.rules, node), None
    by_edition = [v for v in attrs.get("does", []) if isinstance(v, list) and len(v) >= 2]
    for value in attrs.get("does", []):
        if value in by_edition and str(value[0]) == q.edition:
            text = str(value[1])
        elif isinstance(value, str):      # one text for every edition (a hex, a Moon)
            text = value
    if text and W.effect_ask & set(q.words) and any(" ".join(tokens(m)) in " ".join(tokens(text))
                                                    for m in W.missing_text):
        return unknown(q, f"The sources do not give what {display(q.rules, node)} does: {text}", confidence=0.6,
                       lead=cits)
    other = str(by_edition[0][0]) if text is None and by_edition else None   # the asked edition's is missing
    text = str(by_edition[0][1]) if other is not None else data.get("says") if text is None else text
    if not text:
        return None
    word = q.idx.edition_word(q.edition, node)
    name = display(q.rules, node)
    lead = first_upper(name)
    if word and word.lower() not in lead.lower():
        lead += f" (called '{word}' in {EDITION_NAMES[q.edition]})"
    where_cited = f" ({where(cits)})" if cits else ""
    if other is not None:                 # the asked edition's text is missing: say so first
        absent = ("is not in the " + EDITION_NAMES[q.edition] + " documents I hold"
                  if data.get("editions") and q.edition not in data["editions"]
                  else "has no " + EDITION_NAMES[q.edition] + " text in the sources I hold")
        body = (f"{lead} {absent}. The {EDITION_NAMES.get(other, other)} text says: {text}{where_cited}")
        return make(q.text, q.edition, "text", body, citations=cits, entities=[node], confidence=0.6,
                    notes=[f"modelled from the {EDITION_NAMES.get(other, other)} text; the "
                           f"{EDITION_NAMES[q.edition]} sources do not give this power's text"])
    body = f"{lead}: {text}{where_cited}"
    return q.answer("text", body, citations=cits, entities=[node], confidence=0.8)


_SIDE_SOURCES = {"sc": "Mayfair (Simply Cosmic)", "mce": "Mayfair (More Cosmic Encounter)",
                 "ffgo": "FFG (Overview)", "ffga": "FFG (Additional Rules)"}
#: share of the question's own words an edition comparison must cover
DIFFERENCE_MIN_COVER = 0.5


def edition_difference(q: Question) -> Answer | None:
    """"What are the differences between FFG and Mayfair consolation?": that ``conflict`` block."""
    words = set(q.words)
    found = _conflict_on(q) if W.difference_word & words and W.editions_compared & words \
        else None
    if found is None:
        return None
    node, data, cover = found
    cits = node_citations(q.rules, node)
    return make(q.text, q.edition, "text", f"{conflict_text(data)} ({where(cits)})", citations=cits,
                entities=[node], confidence=round(min(0.85, 0.5 + 0.4 * cover), 3))


#: what a ``conflict`` block's kind says of the editions: alike, or not
ALIKE = {"same-result": True, "edition-decides": False, "one-edition-only": False}


def editions_alike(q: Question) -> Answer | None:
    """"Is the starting hand the same in FFG?": yes or no from the kind of that ``conflict`` block."""
    words = set(q.words)
    same, differ = W.same_word & words, W.difference_word & words
    # the editions are compared: both named, or one right after the comparing word ("the same in FFG")
    near = any(w in same | differ and {"ffg", "mayfair"} & set(q.words[i + 1:i + 5])
               for i, w in enumerate(q.words))
    found = _conflict_on(q) if bool(same) != bool(differ) and ({"ffg", "mayfair"} <= words or near) else None
    alike = ALIKE.get((found[1].get("attrs", {}).get("kind") or [None])[0]) if found else None
    if alike is None:
        return None
    cits = node_citations(q.rules, found[0])
    verdict = "yes" if alike == bool(same) else "no"
    return make(q.text, q.edition, verdict, f"{verdict.capitalize()}. {conflict_text(found[1])} ({where(cits)})",
                citations=cits, entities=[found[0]], confidence=round(min(0.85, 0.5 + 0.4 * found[2]), 3))


def _conflict_on(q: Question) -> tuple[str, dict, float] | None:
    """(node, data, cover) of the ``conflict`` block covering enough of the question, or None."""
    skip = W.difference_word | W.same_word | W.edition_word | {"between"}
    terms = [t for t in q.terms() if t not in skip and not t.startswith("differ") and not t.startswith("compar")]
    if not terms:
        return None
    idx = q.idx
    weights = _weights(idx, set(terms), idx.bm25.max_idf)
    total = sum(weights.values()) or 1.0
    same = q.expansions()
    for doc, _score in idx.bm25.top(terms, 40):
        node = idx.ranked_nodes[doc]
        data = q.rules.node(node)
        if data.get("kind") != "conflict" or not data.get("attrs", {}).get("side"):
            continue
        node_words = idx.words_of(node, data)
        covered = {t for t in weights if t in node_words or same.get(t, set()) & node_words}
        cover = sum(weights[t] for t in covered) / total
        # a thing the question names is one the block speaks of ("the cone" is no part of drawing one's own colour)
        if cover >= DIFFERENCE_MIN_COVER and set(same) & set(weights) <= covered:
            return node, data, cover
    return None


def conflict_text(data: dict) -> str:
    """A ``conflict`` block in words: its title, what each source says, the policy applied."""
    sides = "; ".join(f"{_SIDE_SOURCES.get(str(s[0]), s[0])}, {s[1]}: {s[2]}"
                      for s in data.get("attrs", {}).get("side", []) if isinstance(s, list) and len(s) >= 3)
    policy = (data.get("attrs", {}).get("policy") or [data.get("says") or ""])[0]
    return policy if not sides else f"{data.get('title') or 'The editions'}. {sides}. What we apply: {policy}"
