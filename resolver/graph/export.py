"""Plain exports of (parts of) the rule graph: JSON for clients, DOT for Graphviz."""
from __future__ import annotations

import networkx as nx

_BOOKKEEPING = ("cites", "states")


def to_json(g: nx.MultiDiGraph) -> dict:
    nodes = []
    for n, d in g.nodes(data=True):
        nodes.append({"id": n, "kind": d.get("kind"), "title": d.get("title") or d.get("id"),
                      "says": d.get("says"), "editions": d.get("editions", []),
                      "citations": [{"source": c["source"], "section": c["section"]}
                                    for c in d.get("citations", [])]})
    edges = []
    for u, v, d in g.edges(data=True):
        edges.append({"from": u, "to": v, "verb": d.get("verb"), "rule": d.get("rule"),
                      "condition": (d.get("condition") or {}).get("text"), "part": d.get("part")})
    return {"nodes": nodes, "edges": edges}


def _q(text: str) -> str:
    return '"' + str(text).replace("\\", "\\\\").replace('"', '\\"') + '"'


def to_dot(g: nx.MultiDiGraph) -> str:
    lines = ["digraph rules {", "  rankdir=LR;", "  node [shape=box, fontsize=10];"]
    for n, d in g.nodes(data=True):
        lines.append(f"  {_q(n)} [label={_q(d.get('title') or d.get('id') or n)}];")
    for u, v, d in g.edges(data=True):
        verb = d.get("verb", "")
        style = ", style=dotted" if verb in _BOOKKEEPING else ""
        label = verb + (f" ({d['condition']['text']})" if d.get("condition") else "")
        lines.append(f"  {_q(u)} -> {_q(v)} [label={_q(label)}{style}];")
    lines.append("}")
    return "\n".join(lines)
