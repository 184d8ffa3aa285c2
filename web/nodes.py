"""What the rule, power and section pages (and their JSON routes) show about a graph node."""
from __future__ import annotations

import difflib
from typing import Any
from urllib.parse import quote

from resolver.graph.draw import BOOKKEEPING_VERBS, edge_category, to_svg
from resolver.graph.export import to_json
from resolver.graph.model import RuleGraph
from resolver.graph.words import (
    INTERNAL_FACTS,
    OTHER_FACT_LABELS,
    REFERENCE_FACTS,
    SOURCE_FACTS,
    depending_words,
    fact_lines,
    power_facts,
    verb_words,
)

_EDGE_KEYS = ("verb", "rule", "part", "partially", "depending", "depending_text", "at", "because")


def source_ids(rules: RuleGraph) -> dict[str, str]:
    """Source document name -> its short id (``More Cosmic Encounter`` -> ``mce``)."""
    out: dict[str, str] = {}
    for sec in rules.sections():
        out.setdefault(sec.get("source", ""), sec.get("source_id", ""))
    return out


def node_url(rules: RuleGraph, node: str) -> str:
    """The page of a node id."""
    data = rules.data(node)
    kind = data.get("kind")
    if kind == "power":
        return "/powers/" + quote(str(data["id"]), safe="")
    if kind == "section":
        return f"/sections/{quote(data['source_id'], safe='')}/{quote(data['section'], safe='')}"
    return "/rules/" + quote(node, safe=":")


def citation_url(rules: RuleGraph, citation: dict, ids: dict[str, str]) -> str:
    """Where a citation links: its section page (the rule id is shown beside it)."""
    sid = citation.get("source_id") or ids.get(citation.get("source", ""), "")
    if sid:
        return f"/sections/{quote(sid, safe='')}/{quote(str(citation.get('section', '')), safe='')}"
    return "/search?q=" + quote(str(citation.get("section", "")))


def rule_url(rules: RuleGraph, rule_id: str | None) -> str | None:
    """The page of a rule id as found in citations (``more.15.4.plague``), if it exists."""
    if not rule_id:
        return None
    node = rules.resolve_name(rule_id, fuzzy=False)
    return node_url(rules, node) if node else None


def find_node(rules: RuleGraph, name: str, kinds: tuple[str, ...] | None = None,
              fuzzy: bool = True) -> str | None:
    """A node id for a name, id or alias (``Silencer``, ``rule:sc.setup.hand``, ``sc.setup.hand``)."""
    if not name or len(name) > 200:
        return None
    found = rules.resolve_name(name, kinds=kinds, fuzzy=False)
    if found is None and kinds is None:
        for kind in ("rule", "ruling", "power", "section", "option", "card", "term", "table", "order"):
            if f"{kind}:{name}" in rules:
                found = f"{kind}:{name}"
                break
    if found is None and fuzzy:
        found = rules.resolve_name(name, kinds=kinds, fuzzy=True)
    if found is not None and kinds is not None and rules.data(found).get("kind") not in kinds:
        return None
    return found


def _edge_view(rules: RuleGraph, other: str, data: dict, direction: str) -> dict:
    cond = data.get("condition")
    return {
        "direction": direction, "node": other, "kind": rules.data(other).get("kind"),
        "label": str(rules.data(other).get("id") or other),
        **{k: data.get(k) for k in _EDGE_KEYS},
        "condition": cond.get("text") if isinstance(cond, dict) else cond,
        "category": edge_category(data),
        "citations": [{"source": c["source"], "section": c["section"], "rule": data.get("rule")}
                      for c in data.get("citations", [])],
    }


def edges_of(rules: RuleGraph, node: str) -> list[dict]:
    """Every edge touching a node, outgoing then incoming, typed relations first."""
    out = [_edge_view(rules, v, d, "out") for _u, v, d in rules.edges(node, "out")]
    inc = [_edge_view(rules, u, d, "in") for u, _v, d in rules.edges(node, "in")]
    rank = {"blocks": 0, "does-not-block": 1, "conditional": 2, "relation": 3, "bookkeeping": 4}
    return sorted(out + inc, key=lambda e: (rank.get(e["category"], 5), e["direction"], e["label"].lower()))


def describe(rules: RuleGraph, node: str) -> dict:
    """One node as JSON: what it says, where it comes from, and its edges."""
    data = rules.data(node)
    return {
        "id": node, "kind": data.get("kind"), "name": data.get("id"), "title": data.get("title"),
        "says": data.get("says"), "editions": list(data.get("editions", [])),
        "options": list(data.get("options", [])), "aliases": list(data.get("aliases", [])),
        "params": dict(data.get("params", {})), "house": bool(data.get("house", False)),
        "attrs": {k: v for k, v in (data.get("attrs") or {}).items()},
        "citations": [{"source": c["source"], "section": c["section"], "rule": data.get("id"),
                       "detail": c.get("detail")} for c in data.get("citations", [])],
        "edges": edges_of(rules, node),
        "states": stated_relations(rules, node),
    }


def stated_relations(rules: RuleGraph, node: str) -> list[dict]:
    """The typed relations a rule or ruling states (``Silencer blocks Dictator``)."""
    out = []
    targets = {v for _u, v, _d in rules.edges(node, "out", "states")}
    for target in sorted(targets):
        for e in rules.relations(subject=target):
            if e.get("rule_node") == node:
                cond = e.get("condition")
                out.append({"subject": e["subject"], "verb": e["verb"], "object": e["object"],
                            "condition": cond.get("text") if isinstance(cond, dict) else cond,
                            "part": e.get("part"), "partially": bool(e.get("partially")),
                            "because": e.get("because")})
    return out


def describe_power(rules: RuleGraph, node: str) -> dict:
    """A power: its facts, what it interacts with, and the rulings that touch it."""
    base = describe(rules, node)
    typed = [e for e in base["edges"] if e["category"] != "bookkeeping"]
    rulings = sorted({e["node"] for e in base["edges"]
                      if e["direction"] == "in" and e["kind"] in ("rule", "ruling")})
    base["interactions"] = typed
    base["rulings"] = [{"id": r, "name": rules.data(r).get("id"),
                        "title": rules.data(r).get("title"), "says": rules.data(r).get("says"),
                        "citations": [{"source": c["source"], "section": c["section"]}
                                      for c in rules.data(r).get("citations", [])]}
                       for r in rulings]
    return base


def describe_section(rules: RuleGraph, node: str) -> dict:
    data = rules.data(node)
    citing = rules.citing(node)
    return {"id": node, "kind": "section", "source": data.get("source"), "source_id": data.get("source_id"),
            "section": data.get("section"), "title": data.get("title"),
            "editions": list(data.get("editions", [])),
            "cited_by": [{"id": c, "kind": rules.data(c).get("kind"), "name": rules.data(c).get("id"),
                          "title": rules.data(c).get("title"), "says": rules.data(c).get("says")}
                         for c in citing]}


def drawing_graph(rules: RuleGraph, node: str, depth: int = 1, everything: bool = False):
    """The neighbourhood to draw: by default a power's picture leaves out the rulings that
    only *state* its relations (they are listed on the page), keeping the relations themselves."""
    sub = rules.neighbours(node, depth=depth)
    if everything or rules.data(node).get("kind") != "power":
        return sub
    drop = [n for n in sub if n != node and sub.nodes[n].get("kind") in ("rule", "ruling")
            and all(d.get("verb") in BOOKKEEPING_VERBS for _u, _v, d in sub.edges(n, data=True))]
    sub.remove_nodes_from(drop)
    return sub


def drawing(rules: RuleGraph, node: str, depth: int = 1, everything: bool = False,
            max_nodes: int = 160) -> str:
    return to_svg(drawing_graph(rules, node, depth, everything), focus=node, max_nodes=max_nodes)


def graph_json(rules: RuleGraph, node: str | None, depth: int) -> dict[str, Any]:
    sub = rules.neighbours(node, depth=depth) if node else rules.view()
    out = to_json(sub)
    out["focus"] = node
    out["depth"] = depth if node else None
    return out


def search(rules: RuleGraph, query: str, limit: int = 50) -> list[dict]:
    """Nodes whose name, title or alias matches the query (substring, then fuzzy)."""
    q = " ".join(query.lower().replace("-", " ").replace("_", " ").split())
    if not q:
        return []
    names = rules.names()
    scored: dict[str, tuple[int, str]] = {}
    for name, node in names.items():
        if q == name:
            score = 0
        elif name.startswith(q):
            score = 1
        elif q in name:
            score = 2
        else:
            continue
        scored[node] = min(scored.get(node, (9, name)), (score, name))
    if len(scored) < limit:
        for name in difflib.get_close_matches(q, list(names), n=10, cutoff=0.75):
            scored.setdefault(names[name], (3, name))
    kind_rank = {"power": 0, "section": 1, "rule": 2, "ruling": 3}
    ordered = sorted(scored.items(), key=lambda kv: (kv[1][0], kind_rank.get(rules.data(kv[0]).get("kind"), 4),
                                                     kv[1][1]))
    return [{"id": n, "kind": rules.data(n).get("kind"), "name": rules.data(n).get("id"),
             "title": rules.data(n).get("title"), "matched": name, "url": node_url(rules, n)}
            for n, (_s, name) in ordered[:limit]]


def _short(text: str, size: int = 110) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= size else text[:size - 1].rstrip() + "…"


def rule_label(rules: RuleGraph, rule_id: str | None, says: bool = True) -> str | None:
    """A readable name for a rule id: its title, our words, or the relation it states
    (``Silencer blocks Will``); None when the id names no node."""
    if not rule_id:
        return None
    node = rules.resolve_name(str(rule_id), fuzzy=False)
    return None if node is None else node_label(rules, node, says)


def node_label(rules: RuleGraph, node: str, says: bool = True) -> str | None:
    """A readable name for a node: its title, our words (unless ``says`` is false), or the
    relation it states."""
    data = rules.data(node)
    for key in ("title", "says") if says else ("title",):
        if data.get(key):
            return _short(data[key])
    stated = stated_relations(rules, node)
    if stated:
        s = stated[0]
        name = {end: str(rules.data(s[end]).get("id") or s[end]) for end in ("subject", "object")}
        return _short(f"{name['subject']} {s['verb'].replace('-', ' ')} {name['object']}"
                      + (f" (in part: {s['part']})" if s.get("part") else ""))
    return None


def readable_name(rules: RuleGraph, node: str) -> str:
    """A node's name for players: a power's name, a section's source and number, a rule's
    title, our words or the relation it states — never a bare id when there is a name."""
    data = rules.data(node)
    kind = data.get("kind")
    if kind == "section":
        return f"{data.get('source', '')} {data.get('section', '')}".strip()
    if kind in ("rule", "ruling", "policy", "conflict", "order", "table"):
        return node_label(rules, node) or str(data.get("id") or node)
    return str(data.get("title") if kind in ("option", "phase", "window") and data.get("title")
               else data.get("id") or node)


def player_words(rules: RuleGraph, node: str, info: dict) -> dict:
    """What a node page shows players, added to ``describe``'s JSON: the facts in words,
    the relations as sentences, names instead of ids; ids and provenance go to ``sources``."""
    data = rules.data(node)
    attrs = info.get("attrs") or {}
    name = readable_name(rules, node)
    if data.get("kind") == "power":
        info["facts"] = power_facts(rules, attrs)
        info["sources"] = power_facts(rules, attrs, SOURCE_FACTS)
    else:
        info["facts"] = [_other_fact(rules, k, v) for k, v in attrs.items() if k not in INTERNAL_FACTS]
        info["sources"] = [{"key": k, "label": INTERNAL_FACTS[k], "lines": fact_lines(rules, k, v)}
                           for k, v in attrs.items() if k in INTERNAL_FACTS]
        info["sources"] += [{"key": f["key"], "label": f"{f['label']} (ids)",
                             "lines": [(None, ", ".join(link["id"] for link in f["links"]))]}
                            for f in info["facts"] if f.get("links")]
    own = {str(info.get("name")).lower(), f"the {info.get('name')}".lower()}
    info["aliases_shown"] = [a for a in info.get("aliases", []) if a.lower() not in own]
    # a loop (the Silencer blocks itself) is one relation, not one going out and one coming in
    for key in ("edges", "interactions"):
        if key in info:
            info[key] = [e for e in info[key] if not (e["direction"] == "in" and e["node"] == node)]
    for edge in info.get("edges", []):
        other = readable_name(rules, edge["node"])
        edge["subject_name"], edge["object_name"] = (name, other) if edge["direction"] == "out" else (other, name)
        edge["other_name"] = other
        edge["verb_words"] = verb_words(edge.get("verb"))
        if edge.get("depending"):
            edge["depending_words"] = depending_words(edge.get("depending_text"), edge["depending"])
    for stated in info.get("states", []):
        stated["verb_words"] = verb_words(stated["verb"])
    for item in info.get("rulings", []) + info.get("cited_by", []):
        item["label"] = item.get("title") or readable_name(rules, item["id"])
    return info


def _referenced(rules: RuleGraph, name: str) -> str | None:
    """The node an attribute names (``more.14.18.keeper``, ``card:Kicker``, ``ffg.reveal``)."""
    for candidate in (name, f"phase:{name}", f"window:{name}"):
        if candidate in rules:
            return candidate
    return rules.resolve_name(name, fuzzy=False)


def _other_fact(rules: RuleGraph, key: str, values: Any) -> dict:
    """One attribute of a rule, policy, conflict, card…: the nodes it names as links, or
    its values in words."""
    label = REFERENCE_FACTS.get(key) or OTHER_FACT_LABELS.get(key) or verb_words(key).capitalize()
    if key not in REFERENCE_FACTS:
        return {"key": key, "label": label, "lines": fact_lines(rules, key, values)}
    names = []
    for value in values if isinstance(values, list) else [values]:
        names += [str(v) for v in value] if isinstance(value, list) else [str(value)]
    links = []
    for name in names:
        node = _referenced(rules, name)
        links.append({"name": readable_name(rules, node) if node else verb_words(name),
                      "url": node_url(rules, node) if node else None, "id": name})
    return {"key": key, "label": label, "lines": [], "links": links}
