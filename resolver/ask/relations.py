"""Yes/no answers from typed relations: blocks, affects, counts-for, overrides, before/after."""
from __future__ import annotations

from dataclasses import replace

from resolver.answer import Answer
from resolver.ask.claimed import NEGATIVE
from resolver.ask.compose import cite_dicts, display, edge_citations, make, where
from resolver.ask.conditions import context_for
from resolver.ask.lexicon import NEGATIVE_VERBS, RELATION_VERBS, verb_class
from resolver.ask.question import Question
from resolver.ask.text import W, content_words, first_upper, tokens


def edges_between(q: Question, a: str, b: str, verbs: tuple[str, ...] | None = None) -> list[dict]:
    """Typed edges from ``a`` to ``b`` (optionally only some verbs)."""
    return [e for e in q.edges(a, None, b) if verbs is None or e["verb"] in verbs]


def relation(q: Question, a: str, b: str, verb_class: str) -> Answer | None:
    """Answer "does A <verb> B?"; None when the graph holds no such relation."""
    if verb_class == "acquire":
        return _acquire(q, a, b)
    verbs = RELATION_VERBS.get(verb_class, ())
    edges = edges_between(q, a, b, verbs)
    if not edges:
        return None
    context = context_for(q, edges, exclude={a, b})
    if verb_class == "block" and any(e["verb"] in ("blocks", "does-not-block") for e in edges):
        v = q.rules.blocks(a, b, **context)
    else:                   # the graph decides every relation the same way (RuleGraph.relation)
        v = q.rules.relation(a, b, verbs, NEGATIVE_VERBS, parts_agree=True, **context)
    if v.verdict == "unknown":
        return None
    verdict, conditions, cits, because = v.verdict, v.conditions, cite_dicts(v.citations), v.because
    pos, neg = _PHRASES.get(verb_class, ("relates to", "does not relate to"))
    name_a, name_b = display(q.rules, a, q.edition), display(q.rules, b, q.edition)
    if verdict == "depends" and len({c["when"] for c in conditions}) == 1 and len(conditions) > 1:
        text = (f"It depends, and the sources do not say on what: they list {name_b} both ways, "
                f"{conditions[0]['when']}. So {name_a} {pos} part of it and not the rest.")
    elif verdict == "depends":
        parts = "; ".join(f"{'yes' if c['verdict'] == 'yes' else 'no' if c['verdict'] == 'no' else 'it depends'}"
                          f" when {c['when']}" for c in conditions)
        text = f"It depends. Whether {name_a} {pos} {name_b} turns on the situation: {parts}."
    else:
        own_words = _ruling_words(q, cits)
        sentence = f"{first_upper(name_a)} {pos if verdict == 'yes' else neg} {name_b}"
        # every edge the deciding rule states has the same polarity: its words read as the verdict
        if own_words and all(len(q.idx.rule_polarities.get(r, set())) <= 1 for r in {c.get("rule") for c in cits if c.get("rule")}):
            text = f"{verdict.capitalize()}. {own_words}"
        elif own_words:                    # the rule says yes for some and no for others
            text = f"{verdict.capitalize()}. {sentence}. {own_words}"
        else:
            text = f"{verdict.capitalize()}. {sentence}"
        if context:
            text = text.rstrip(".") + " (in the situation you describe: " + ", ".join(
                # a context key in words: ``target_colours`` -> ``target colours =``
                f"{ {'part': 'using its part', 'copied': 'copying'}.get(k, k.replace('_', ' ') + ' =')} {_show(q, v)}"
                for k, v in context.items()) + ")"
        text = text.rstrip(".") + "."
        if own_words:
            because = None                 # the rule's own words already say why
    if because:
        text += f" Reason: {because}."
    if any(c["source"] == "House rules" for c in cits):
        text += " (This follows a house rule loaded with --rules.)"
    if cits:
        text += f" ({where(cits)})"
    eds = {ed for e in edges for node in [e.get("rule_node")] if node and node in q.rules
           for ed in q.rules.node(node).get("editions") or []}
    ans = q.answer(verdict, text, citations=cits,
               entities=[a, b], confidence=_confidence(q, 0.95), conditions=conditions)
    return _other_edition_only(q, ans, eds) if eds and q.edition not in eds else ans


_PHRASES = {"block": ("blocks", "does not block"), "affect": ("affects", "does not affect"),
            "count": ("counts toward", "does not count toward"), "override": ("overrides", "does not override"),
            "acquire": ("can be acquired only through", "is not limited to"),
            "transfer": ("travels with", "does not travel with"), "replace": ("replaces", "does not replace"),
            "modify": ("modifies", "does not modify")}


def _ruling_words(q: Question, cits: list[dict]) -> str | None:
    """The one deciding rule's own ``says`` (and those of the rules it points to with ``see``)."""
    rules = {c.get("rule") for c in cits if c.get("rule")}
    if len(rules) != 1:
        return None
    node = _rule_node(q, next(iter(rules)))
    if node is None:
        return None
    data = q.rules.node(node)
    says = (data.get("says") or "").strip()
    if not says or says.lower().startswith("unknown"):
        return None
    parts = [says]
    for target in data.get("attrs", {}).get("see", [])[:2]:
        for name in (target if isinstance(target, list) else [target]):
            other = _rule_node(q, str(name))
            extra = (q.rules.node(other).get("says") or "").strip() if other else ""
            if extra and extra not in parts:
                parts.append(extra)
    return " ".join(p if p.endswith(".") else p + "." for p in parts)


def _rule_node(q: Question, rule_id: str) -> str | None:
    nodes = (f"{kind}:{rule_id}" for kind in ("ruling", "rule", "order", "conflict", "policy"))
    return next((node for node in nodes if node in q.rules), None)


def _show(q: Question, value) -> str:
    return display(q.rules, value, q.edition).removeprefix("the ") if isinstance(value, str) and ":" in value else str(value)


def _confidence(q: Question, base: float) -> float:
    return round(base * min((m.score for m in q.mentions), default=1.0), 3)


def _other_edition_only(q: Question, ans: Answer, eds: set[str]) -> Answer:
    """The deciding rules belong to the other edition: say so, don't pass them off as ours."""
    from resolver.ask.compose import EDITION_NAMES, for_edition
    other = sorted(eds)[0]
    inner = for_edition(ans, other)
    text = (f"The {EDITION_NAMES[q.edition]} rules do not decide this. In the "
            f"{EDITION_NAMES[other]} rules: {ans.answer}")
    out = make(q.text, q.edition, "unknown", text, citations=ans.citations, entities=ans.entities,
               confidence=ans.confidence * 0.6, nearest=[{**c, "score": None} for c in ans.citations])
    out.editions = {other: inner}
    return out


def versus(q: Question, a: str, b: str) -> Answer | None:
    """"A vs B": whichever relation the graph holds between them, in either direction."""
    for x, y in ((a, b), (b, a)):
        for kind in ("block", "override", "affect"):
            ans = relation(q, x, y, kind)
            if ans is not None:
                return _as_asked(q, ans, y) if kind in _SUPPRESSING else ans
    ans = order(q, a, b, "before", named=True)
    return ans if ans is not None else listed_relations(q, a, b)


#: relations under which the one acted on stops working ("A blocks B": B does not apply)
_SUPPRESSING = ("block", "override")


def _as_asked(q: Question, ans: Answer, y: str) -> Answer:
    """"A vs B — does B still work?": "does A block B" turned round (a yes/no question whose subject is B, its verb no
    suppressing one, its object naming no one); of several, the last asking either ("B works, right? Or is it blocked?")."""
    parts = q.reading.parts if q.reading else []
    asked = [p.frames[0] for p in parts if p.frames and parts[0].kind == "polar"]
    frame = next((f for f in reversed(asked) if f.actor == y or verb_class(f.action.split("-")[0]) in _SUPPRESSING), None)
    if frame is None or frame.actor != y or ":" in (frame.obj or "") or ans.verdict not in ("yes", "no") \
            or frame.modal in NEGATIVE or verb_class(frame.action.split("-")[0]) in _SUPPRESSING:
        return ans
    return turned(ans)


def turned(ans: Answer) -> Answer:
    """A yes/no answer turned round, its words with it."""
    flipped = "no" if ans.verdict == "yes" else "yes"
    text = flipped.capitalize() + ans.answer[len(ans.verdict):] if \
        ans.answer.lower().startswith(ans.verdict) else ans.answer
    return replace(ans, verdict=flipped, answer=text)


def listed_relations(q: Question, a: str, b: str) -> Answer | None:
    """Every typed edge between two entities, as a procedural (text) answer."""
    edges = edges_between(q, a, b) + edges_between(q, b, a)
    if not edges:
        return None
    cits = edge_citations(edges)
    own_words = _ruling_words(q, cits)
    if own_words:
        text = f"{own_words} ({where(cits)})"
    else:
        lines = [edge_sentence(q, e) + (f" when {e['condition']['text']}" if e.get("condition")
                                        else "") + (f" ({e['because']})" if e.get("because") else "")
                 for e in edges]
        text = first_upper("; ".join(dict.fromkeys(lines))) + f". ({where(cits)})"
    return q.answer("text", text, citations=cits, entities=[a, b], confidence=_confidence(q, 0.8))


def order(q: Question, a: str, b: str, rel: str = "before", named: bool = False) -> Answer | None:
    """"Does A act before B?" (or, with ``named``, "who goes first, A or B?")."""
    edge = _order_edge(q, a, b)
    if edge is None:
        return None
    a_first, e = edge
    first, second = (a, b) if a_first else (b, a)
    cits = edge_citations([e])
    text = f"{first_upper(display(q.rules, first))} acts before {display(q.rules, second)}"
    if e.get("because"):
        text += f": {e['because']}"
    text += f". ({where(cits)})"
    if named:                             # "does A … before or after B?": A's side, in those words
        side = ("before" if a_first else "after") if {"before", "after"} <= set(q.words) else None
        return q.answer("value", text, value=side or display(q.rules, first).removeprefix("the "), citations=cits,
                        entities=[a, b], confidence=_confidence(q, 0.9))
    yes = a_first if rel == "before" else not a_first
    text = ("Yes. " if yes else "No. ") + text
    return q.answer("yes" if yes else "no", text, citations=cits, entities=[a, b], confidence=_confidence(q, 0.9))


def _order_edge(q: Question, a: str, b: str) -> tuple[bool, dict] | None:
    """(A goes first, the edge saying so) from the ``before``/``after`` edges (as ``rules.before``),
    passing over an order stated by an optional rule the question does not bring in (the Lucre
    spending order, MCE 11.0, for "can the defense go before the offense when powers clash?")."""
    from resolver.ask.procedures import optional
    for u, v, verb in ((a, b, "before"), (b, a, "after"), (b, a, "before"), (a, b, "after")):
        for e in q.edges(u, verb, v):
            if (options := optional(q.rules.node(e["rule_node"]))) and not q.brings(options, powers=False) \
                    or not _orders_asked(q, e):
                continue
            return (u == a) == (verb == "before"), e
    # "is Planning before Reveal?": two numbered phases of one stretch of play are in their numbers' order
    num, up = ({n: (q.rules.node(n).get("attrs", {}).get(k) or [None])[0] for n in (a, b) if n in q.rules} for k in ("number", "phase"))
    if a != b and all(isinstance(num.get(n), int) for n in (a, b)) and up[a] == up[b] and f"phase:{up[a]}" in q.rules:
        return num[a] < num[b], {"rule": up[a], "rule_node": f"phase:{up[a]}", "citations": q.rules.node(f"phase:{up[a]}")["citations"]}
    return None


def _orders_asked(q: Question, edge: dict) -> bool:
    """An order edge answers the question when its rule holds in the asked edition and, if it is kept
    to one act or thing (a power's ``part``, or ``at`` a thing rather than a phase or window: MCE 11.0
    orders the main players *in spending Lucre*), the question names no act of its own or names that
    one too ("does the offense *draw cards* before the defense?" is not the Lucre order's question)."""
    node = edge.get("rule_node")
    if node and node in q.rules and q.edition not in (q.rules.node(node).get("editions") or [q.edition]):
        return False
    at, book = edge.get("at"), q.rules.claims
    kept = [edge.get("part"), at if at and not any(f"{k}:{at}" in q.rules for k in ("phase", "window")) else None]
    # a situation the edge's rule orders in (its own claims of order say when: SC Timing Conflicts "when players
    # invoke contradictory effects"): its words and the situation's names, or the name of the rule that orders it
    when = [w for c, _r in book.by_action.get("before", ()) if c.derived is None and c.rule_node == node for w in c.conditions]
    when += [(edge.get("condition") or {}).get("text")] if edge.get("condition") else []
    if when and node in q.rules:
        data, named = q.rules.node(node), {e.word: e for e in book.vocab.in_space("condition")}
        kept += [data.get("title"), *data.get("aliases", []), *(getattr(w, "text", w) for w in when), *(
            t for w in when if getattr(w, "key", None) in named for t in named[w.key].aka)]
    scope = {w for x in kept if x for w in content_words(tokens(str(x).replace("-", " ")))} \
        - W.order_word - W.generic_row_word
    acts = [f for p in (q.reading.parts if q.reading else []) for f in p.frames
            if f.action not in ("before", "after") and f.action not in W.order_word]
    return not (scope and acts) or bool(scope & (set(q.terms()) | set(q.words)))


#: graph verb -> how to say an edge in plain English ({s} subject, {o} object)
_EDGE_WORDS = {
    "blocks": "{s} blocks {o}",
    "does-not-block": "{s} does not block {o}",
    "affects": "{s} affects {o}",
    "does-not-affect": "{s} has no effect on {o}",
    "counts-for": "{s} counts toward {o}",
    "does-not-count-for": "{s} does not count toward {o}",
    "overrides": "{s} takes precedence over {o}",
    "before": "{s} acts before {o}",
    "after": "{s} acts after {o}",
    "transfers-with": "when {s} passes to another player through {o}, its special components go with it",
    "cannot-acquire-except-via": "during the game, {s} can be gained only through {o}",
    "replaces": "{s} puts {o} aside and takes another in its place",
    "conflicts-with": "{s} and {o} disagree",
    "same-as": "{s} is the same as {o}",
    "modifies": "{s} changes how {o} works",
}


def edge_sentence(q: Question, edge: dict) -> str:
    """One typed edge as a plain English clause (no rule ids, the edition's words)."""
    s, o = (display(q.rules, edge[k], q.edition) for k in ("subject", "object"))
    pattern = _EDGE_WORDS.get(edge["verb"], "{s} " + edge["verb"].replace("-", " ") + " {o}")
    line = pattern.format(s=s, o=o)
    if edge.get("part"):
        line += f" (its '{edge['part']}' part)"
    return line


_ACQUIRE_VERBS = ("cannot-acquire-except-via", "transfers-with")


def _acquire(q: Question, taker: str, power: str) -> Answer | None:
    """"Can X take / gain Y (or Y's artefacts)?": the ways Y may change hands during the game."""
    ways = [e for e in q.edges(power) if e["verb"] in _ACQUIRE_VERBS]
    direct = [e for e in ways if e["object"] == taker]
    # does the question name the power's artefacts (the word, or what its ``artefacts`` clause calls
    # them: "the victory conditions", "the bombs")?
    said = " ".join(str(a) for a in q.rules.node(power).get("attrs", {}).get("artefacts", []))
    wants_parts = bool(set(content_words(q.words)) & (set(content_words(tokens(said))) - set(
        content_words(tokens(power.split(":", 1)[1]))) | W.artefact_word))
    if direct:
        direct.sort(key=lambda e: (e["verb"] != "transfers-with") if wants_parts else (e["verb"] == "transfers-with"))
        used, verdict = direct[:1], "yes"
    else:
        used, verdict = [e for e in ways if e["verb"] == "cannot-acquire-except-via"], "no"
        if not used:
            return None
    cits = edge_citations(used)
    own_words = _ruling_words(q, cits)
    if verdict == "no":
        routes = " or ".join(sorted({display(q.rules, e["object"], q.edition) for e in used}))
        text = (f"No. During the game {display(q.rules, power, q.edition)} can be gained only through "
                f"{routes}; {display(q.rules, taker, q.edition)} is not one of them.")
        if own_words:
            text += f" {own_words}"
    else:
        text = f"Yes. {own_words or first_upper(edge_sentence(q, used[0])) + '.'}"
    text += f" ({where(cits)})"
    return q.answer(verdict, text, citations=cits, entities=[taker, power], confidence=_confidence(q, 0.9))
