"""Yes/no answers from typed relations: blocks, affects, counts-for, overrides, before/after."""
from __future__ import annotations

from resolver.answer import Answer
from resolver.ask.compose import cite_dicts, display, in_words_of, make, where
from resolver.ask.conditions import context_for
from resolver.ask.lexicon import NEGATIVE_VERBS, RELATION_VERBS
from resolver.ask.question import Question
from resolver.dsl.ast import Condition


def edges_between(q: Question, a: str, b: str, verbs: tuple[str, ...] | None = None) -> list[dict]:
    """Typed edges from ``a`` to ``b`` (optionally only some verbs)."""
    out = q.rules.relations(a, None, b)
    return [e for e in out if verbs is None or e["verb"] in verbs]


def _rule_editions(q: Question, edges: list[dict]) -> set[str]:
    eds: set[str] = set()
    for e in edges:
        node = e.get("rule_node")
        if node:
            try:
                eds |= set(q.rules.node(node).get("editions") or [])
            except KeyError:
                pass
    return eds


def relation(q: Question, a: str, b: str, verb_class: str) -> Answer | None:
    """Answer "does A <verb> B?"; None when the graph holds no such relation."""
    verbs = RELATION_VERBS.get(verb_class, ())
    edges = edges_between(q, a, b, verbs)
    if not edges:
        return None
    context = context_for(q, edges, exclude={a, b})
    if verb_class == "block" and any(e["verb"] in ("blocks", "does-not-block") for e in edges):
        v = q.rules.blocks(a, b, **context)
        verdict, conditions = v.verdict, v.conditions
        cits, because = cite_dicts(v.citations), v.because
    else:
        verdict, conditions, cits, because = _decide(edges, context)
    if verdict == "unknown":
        return None
    return _finish(q, a, b, verb_class, edges, verdict, conditions, cits, because, context)


def _decide(edges: list[dict], context: dict) -> tuple[str, list[dict], list[dict], str | None]:
    decided, open_conds = [], []
    agree = len({e["verb"] in NEGATIVE_VERBS for e in edges}) == 1
    for e in edges:
        yes = e["verb"] not in NEGATIVE_VERBS
        if e.get("part") and not agree:
            if context.get("part") == e["part"]:
                decided.append((yes, e))
            elif "part" not in context:
                open_conds.append({"when": f"for {e['part']}", "verdict": "yes" if yes else "no",
                                   "rule": e["rule"]})
            continue
        cond = Condition(**e["condition"]) if e.get("condition") else None
        held = cond.holds(context) if cond else True
        if held is True:
            decided.append((yes, e))
        elif held is None:
            open_conds.append({"when": cond.text, "verdict": "yes" if yes else "no", "rule": e["rule"]})
    because = next((e.get("because") for _y, e in decided if e.get("because")), None)
    if decided and len({y for y, _ in decided}) == 1:
        used = [e for _, e in decided]
        cits = cite_dicts([{**c, "rule": e["rule"]} for e in used for c in e.get("citations", [])])
        return ("yes" if decided[0][0] else "no"), [], cits, because
    cits = cite_dicts([{**c, "rule": e["rule"]} for e in edges for c in e.get("citations", [])])
    if open_conds:
        return "depends", open_conds, cits, next((e.get("because") for e in edges if e.get("because")), None)
    return "unknown", [], cits, because


_PHRASES = {"block": ("blocks", "does not block"), "affect": ("affects", "does not affect"),
            "count": ("counts toward", "does not count toward"), "override": ("overrides", "does not override"),
            "acquire": ("can be acquired only through", "is not limited to"),
            "transfer": ("travels with", "does not travel with"), "replace": ("replaces", "does not replace"),
            "modify": ("modifies", "does not modify")}


def _finish(q: Question, a: str, b: str, verb_class: str, edges: list[dict], verdict: str,
            conditions: list[dict], cits: list[dict], because: str | None, context: dict) -> Answer:
    pos, neg = _PHRASES.get(verb_class, ("relates to", "does not relate to"))
    name_a, name_b = display(q.rules, a), display(q.rules, b)
    if verdict == "depends":
        parts = "; ".join(f"{'yes' if c['verdict'] == 'yes' else 'no' if c['verdict'] == 'no' else 'it depends'}"
                          f" when {c['when']}" for c in conditions)
        text = f"It depends. Whether {name_a} {pos} {name_b} turns on the situation: {parts}."
    else:
        text = f"{verdict.capitalize()}. {name_a[:1].upper()}{name_a[1:]} {pos if verdict == 'yes' else neg} {name_b}"
        if context:
            text += " in the situation you describe (" + ", ".join(f"{k} = {_show(q, v)}" for k, v in context.items()) + ")"
        text += "."
    if because:
        text += f" Reason: {because}."
    if any(c["source"] == "House rules" for c in cits):
        text += " (This follows a house rule loaded with --rules.)"
    if cits:
        text += f" ({where(cits)})"
    eds = _rule_editions(q, edges)
    ans = make(q.text, q.edition, verdict, in_words_of(q.idx, text, q.edition), citations=cits,
               entities=[a, b], confidence=_confidence(q, 0.95), conditions=conditions)
    if eds and q.edition not in eds:
        return _other_edition_only(q, ans, eds)
    return ans


def _show(q: Question, value) -> str:
    if isinstance(value, str) and ":" in value:
        return display(q.rules, value).removeprefix("the ")
    return str(value)


def _confidence(q: Question, base: float) -> float:
    worst = min((m.score for m in q.mentions), default=1.0)
    return round(base * worst, 3)


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
        for verb_class in ("block", "override", "affect"):
            ans = relation(q, x, y, verb_class)
            if ans is not None:
                return ans
    ans = order(q, a, b, "before", named=True)
    if ans is not None:
        return ans
    return listed_relations(q, a, b)


def listed_relations(q: Question, a: str, b: str) -> Answer | None:
    """Every typed edge between two entities, as a procedural (text) answer."""
    edges = edges_between(q, a, b) + edges_between(q, b, a)
    if not edges:
        return None
    lines = []
    for e in edges:
        line = f"{display(q.rules, e['subject'])} {e['verb'].replace('-', ' ')} {display(q.rules, e['object'])}"
        if e.get("condition"):
            line += f" when {e['condition']['text']}"
        if e.get("because"):
            line += f" ({e['because']})"
        lines.append(line)
    cits = cite_dicts([{**c, "rule": e["rule"]} for e in edges for c in e.get("citations", [])])
    text = "The rules relate them this way: " + "; ".join(lines) + f". ({where(cits)})"
    return make(q.text, q.edition, "text", in_words_of(q.idx, text, q.edition), citations=cits,
                entities=[a, b], confidence=_confidence(q, 0.8))


def order(q: Question, a: str, b: str, rel: str = "before", named: bool = False) -> Answer | None:
    """"Does A act before B?" (or, with ``named``, "who goes first, A or B?")."""
    v = q.rules.before(a, b)
    if v.verdict == "unknown":
        return None
    a_first = v.verdict == "yes"
    first, second = (a, b) if a_first else (b, a)
    cits = cite_dicts(v.citations)
    text = (f"{display(q.rules, first)[:1].upper()}{display(q.rules, first)[1:]} acts before "
            f"{display(q.rules, second)}")
    if v.because:
        text += f": {v.because}"
    text += f". ({where(cits)})"
    if named:
        return make(q.text, q.edition, "value", in_words_of(q.idx, text, q.edition),
                    value=display(q.rules, first).removeprefix("the "), citations=cits,
                    entities=[a, b], confidence=_confidence(q, 0.9))
    yes = a_first if rel == "before" else not a_first
    text = ("Yes. " if yes else "No. ") + text
    return make(q.text, q.edition, "yes" if yes else "no", in_words_of(q.idx, text, q.edition),
                citations=cits, entities=[a, b], confidence=_confidence(q, 0.9))
