"""Claims implied by typed relations, declared as ``infer`` blocks (rulesdata/inference.rules).

    infer blocked-power "A blocked power may not be used while its blocker is in play" {
      relation blocks
      derive subject is blocking object
      derive object may-not use object when in_play is subject "the {subject} is in play"
    }

For every relation with that verb, each ``derive`` line is a claim template: the words
``subject`` and ``object`` stand for the relation's two ends, ``{subject}``/``{object}`` in a
text for their names. The derived claim carries the relation's rule, citations, editions
and options, and the relation's own qualifiers as conditions: its ``when``, the part it is
limited to, ``partially``, or the entity it depends on. Nothing here knows any power.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from resolver.dsl.errors import Problem
from resolver.graph.claims import Claim, ClaimSyntaxError, RawClaim, When, read_claim

SLOTS = ("subject", "object")
#: the relation operators of ``when key > 1`` as claim operators
_OPS = {">": "more-than", "<": "less-than", ">=": "at-least", "<=": "at-most", "==": "is", "!=": "is-not"}


@dataclass
class Inference:
    """One ``infer`` block: the relation verbs it reads and its claim templates."""

    id: str
    verbs: list[str]
    templates: list[tuple[RawClaim, object]] = field(default_factory=list)


def read_inferences(graph, cc) -> tuple[list[Inference], list[Problem]]:
    """The ``infer`` blocks, their templates checked against the vocabulary."""
    out, problems = [], []
    for node in graph.nodes("infer"):
        data = graph.g.nodes[node]
        inf = Inference(id=data["id"], verbs=[])
        for key, values, pos in data.get("lines", []):
            if key == "relation":
                inf.verbs += [str(v) for v in values]
                continue
            try:
                raw = read_claim(values)
            except ClaimSyntaxError as exc:
                problems.append(Problem("bad-claim", str(exc), pos.file, pos.line, pos.column, pos.text))
                continue
            _check_template(raw, cc, pos)
            inf.templates.append((raw, pos))
        out.append(inf)
    return out, problems


def _check_template(raw: RawClaim, cc, pos) -> None:
    """Words other than the slots must be vocabulary words, like any claim's."""
    for word, role in ((raw.actor, "actor"), (raw.obj, "object")):
        if word and word not in SLOTS:
            cc.noun(word, pos, role)
    cc.verb(raw.action, pos)
    for w in raw.whens:
        if w.key:
            cc.condition(w, pos)


def derive_claims(graph, inferences: list[Inference], cc) -> tuple[list[Claim], list[Problem]]:
    """Every claim the inference rules derive from the graph's typed relations."""
    by_verb: dict[str, list[Inference]] = {}
    for inf in inferences:
        for verb in inf.verbs:
            by_verb.setdefault(verb, []).append(inf)
    derived: list[Claim] = []
    for edge in graph.relations():
        for inf in by_verb.get(edge["verb"], ()):
            for raw, pos in inf.templates:
                claim = _derive(graph, cc, inf, raw, edge, pos)
                if claim is not None:
                    derived.append(claim)
    return derived, []


def _name(graph, node: str) -> str:
    data = graph.g.nodes[node]
    return str(data.get("title") or data.get("id") or node)


def _fill(word: str | None, edge: dict, cc) -> str | None:
    if word is None:
        return None
    if word in SLOTS:
        return edge[word]
    return cc.nouns.key(word)


def _text(text: str, graph, edge: dict) -> str:
    return text.replace("{subject}", _name(graph, edge["subject"])).replace(
        "{object}", _name(graph, edge["object"]))


def _when(w: When, graph, edge: dict, cc) -> When:
    value = w.value
    if isinstance(value, str) and value in SLOTS:
        value = edge[value]
    key = cc.vocab.condition(w.key) if w.key else None
    return When(_text(w.text, graph, edge), key or w.key, w.op, value)


def relation_conditions(edge: dict) -> list[When]:
    """The relation's own qualifiers as claim conditions."""
    out = []
    cond = edge.get("condition")
    if cond:
        out.append(When(cond["text"], cond.get("key"), _OPS.get(cond.get("op"), "true"),
                        cond.get("value")) if cond.get("key") else When(cond["text"]))
    if edge.get("part"):
        out.append(When(f"it uses its {edge['part']!r} part", "part", "is", edge["part"]))
    if edge.get("partially"):
        out.append(When("partially (the source does not say which part)"))
    if edge.get("depending"):
        # the answer is the one for another thing (the power copied), named by the context
        out.append(When(f"depending on {edge.get('depending_text') or edge['depending']}",
                        edge["depending"], "as", edge["object"]))
    return out


def _derive(graph, cc, inf: Inference, raw: RawClaim, edge: dict, pos) -> Claim | None:
    actor, obj = _fill(raw.actor, edge, cc), _fill(raw.obj, edge, cc)
    action = cc.vocab.verb(raw.action)
    if actor is None or action is None or (raw.obj and obj is None):
        return None
    rule_node = edge.get("rule_node") or ""
    data = graph.g.nodes[rule_node] if rule_node in graph.g else {}
    whens = tuple(relation_conditions(edge) + [_when(w, graph, edge, cc) for w in raw.whens])
    citations = tuple(edge.get("citations") or data.get("citations", []))
    statements = data.get("statements") or []
    return Claim(
        actor=actor, modal=raw.modal, action=action, obj=obj,
        phrase=edge.get("part") or (raw.phrase and _text(raw.phrase, graph, edge)),
        rule=edge.get("rule") or rule_node, rule_node=rule_node, kind=data.get("kind", ""),
        statement=0 if statements else None,
        editions=frozenset(raw.editions or data.get("editions") or ("mayfair", "ffg")),
        options=frozenset(data.get("options", [])) | frozenset(raw.options),
        conditions=whens, sections=tuple((c["source_id"], c["section"]) for c in citations),
        citations=citations, during=edge.get("at") or raw.during, count=raw.count,
        limit=raw.limit, minimum=raw.minimum, because=edge.get("because") or raw.because,
        house=bool(data.get("house")),
        derived=(inf.id, edge["verb"], edge["subject"], edge["object"]),
        words=(_name(graph, actor) if actor in graph.g else actor, raw.action,
               (_name(graph, obj) if obj in graph.g else obj) if obj else ""),
        file=edge.get("file", pos.file), line=edge.get("line", pos.line))
