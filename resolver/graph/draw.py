"""An SVG picture of a graph neighbourhood, drawn by our own code (no Graphviz).

The layout is layered, left to right: the nodes pointing *at* the focus stand
on its left, the nodes it points at on its right, each side grouped by the
verb of the edge that links them (``blocks``, ``does-not-block``, conditional
entries, ``cites``…) and wrapped into columns. Nodes further away than one
step go one layer further out on the side of the node that reached them.
Without a focus, the nodes are laid out in columns by kind.

A busy focus (more than :data:`GROUP_THRESHOLD` neighbours, like the busiest power's
hundred entries of MCE 15.4) is drawn grouped instead: its neighbours in one
labelled box per relation (blocks, does not block, conditional, each other verb),
stacked on the side they stand, with one bundled edge from the focus to each box.

Edges are coloured by verb: blocks red, does-not-block green, conditional
(a ``when``, ``part``, ``partially`` or ``depending``) orange, bookkeeping
(cites/states) light grey, every other typed relation blue.

    >>> import networkx as nx
    >>> g = nx.MultiDiGraph()
    >>> g.add_node("power:A", kind="power", id="A"); g.add_node("power:B", kind="power", id="B")
    >>> g.add_edge("power:A", "power:B", verb="blocks")
    0
    >>> svg = to_svg(g, focus="power:A")
    >>> svg.startswith("<svg") and "#c62828" in svg
    True
"""
from __future__ import annotations

from collections import defaultdict
from html import escape
from urllib.parse import quote

import networkx as nx

#: colour of each edge category, and the legend's words for it
EDGE_COLOURS: dict[str, tuple[str, str]] = {
    "blocks": ("#c62828", "blocks"),
    "does-not-block": ("#2e7d32", "does not block"),
    "conditional": ("#ef6c00", "conditional / partial"),
    "relation": ("#1565c0", "other relation"),
    "bookkeeping": ("#b0b0b0", "cites / states"),
}
KIND_FILL = {"power": "#fff3e0", "rule": "#e3f2fd", "ruling": "#ede7f6", "section": "#f1f8e9",
             "card": "#fce4ec", "option": "#e0f7fa", "term": "#f5f5f5"}
KIND_MARK = {"power": "P", "rule": "R", "ruling": "RG", "section": "§", "card": "C", "option": "O",
             "term": "T", "edition": "E", "conflict": "X", "hex": "H", "moon": "M", "table": "TB",
             "order": "OR", "policy": "PO", "phase": "PH", "window": "W"}
BOOKKEEPING_VERBS = ("cites", "states", "about", "see", "phase", "window", "between",
                     "follows", "requires")

NODE_W, NODE_H = 190, 22
ROW_GAP, COL_GAP = 6, 70
ROWS_PER_COLUMN = 28
MARGIN, HEADER = 20, 54


def edge_category(data: dict) -> str:
    """The colour category of one edge (see :data:`EDGE_COLOURS`)."""
    verb = data.get("verb") or ""
    if verb in BOOKKEEPING_VERBS:
        return "bookkeeping"
    if data.get("condition") or data.get("part") or data.get("partially") or data.get("depending"):
        return "conditional"
    if verb in ("blocks", "does-not-block"):
        return verb
    return "relation"


def node_label(g: nx.MultiDiGraph, node: str) -> str:
    """A short label: a power's name, a section's source and number, a rule's title or
    the relation it states (``A blocks B``), else the id."""
    data = g.nodes[node]
    kind = data.get("kind")
    if kind == "section":
        return f"{data.get('source_id', '')} {data.get('section', '')}".strip()
    if kind in ("rule", "ruling", "policy", "conflict") and data.get("title"):
        return str(data["title"])
    if kind in ("rule", "ruling") and data.get("id"):
        for u, v, d in g.edges(data=True):
            if d.get("rule") == data["id"] and edge_category(d) != "bookkeeping":
                return (f"{g.nodes[u].get('id') or u} {str(d.get('verb', '')).replace('-', ' ')} "
                        f"{g.nodes[v].get('id') or v}")
    return str(data.get("id") or node)


def node_href(g: nx.MultiDiGraph, node: str) -> str | None:
    """The web page of a node, for links inside the picture."""
    data = g.nodes[node]
    kind, ident = data.get("kind"), str(data.get("id") or "")
    if kind == "power":
        return "/powers/" + quote(ident, safe="")
    if kind == "section":
        return f"/sections/{quote(str(data.get('source_id', '')), safe='')}/{quote(str(data.get('section', '')), safe='')}"
    if ident:
        return "/rules/" + quote(node, safe=":")
    return None


def _link_rank(g: nx.MultiDiGraph, a: str, b: str) -> tuple[int, str]:
    """How a node is tied to another: (priority, category); typed relations first."""
    best = (9, "bookkeeping")
    for u, v in ((a, b), (b, a)):
        for d in (g.get_edge_data(u, v) or {}).values():
            cat = edge_category(d)
            rank = 0 if cat != "bookkeeping" else (1 if d.get("verb") == "cites" else 2)
            best = min(best, (rank, cat))
    return best


def _side_groups(g: nx.MultiDiGraph, focus: str, keep: set[str]) -> dict[str, dict[str, list[str]]]:
    """Neighbours of the focus split into left (incoming) / right (outgoing), grouped by category."""
    sides: dict[str, dict[str, list[str]]] = {"left": defaultdict(list), "right": defaultdict(list)}
    for n in sorted(keep - {focus}, key=lambda x: node_label(g, x).lower()):
        if g.has_edge(focus, n):
            _, cat = _link_rank(g, focus, n)
            sides["right"][cat].append(n)
        elif g.has_edge(n, focus):
            _, cat = _link_rank(g, n, focus)
            sides["left"][cat].append(n)
    return sides


def _choose_nodes(g: nx.MultiDiGraph, focus: str | None, max_nodes: int) -> tuple[set[str], int]:
    """The nodes to draw (at most ``max_nodes``), typed relations before bookkeeping ones."""
    nodes = list(g.nodes)
    if len(nodes) <= max_nodes:
        return set(nodes), 0
    if focus is None or focus not in g:
        # the most connected by typed relations first
        typed = {n: sum(1 for *_e, d in g.edges(n, data=True) if edge_category(d) != "bookkeeping")
                 + sum(1 for *_e, d in g.in_edges(n, data=True) if edge_category(d) != "bookkeeping")
                 for n in nodes}
        ranked = sorted(nodes, key=lambda n: (-typed[n], n))
        return set(ranked[:max_nodes]), len(nodes) - max_nodes
    dist = nx.single_source_shortest_path_length(g.to_undirected(as_view=True), focus)
    ranked = sorted(nodes, key=lambda n: (dist.get(n, 99), _link_rank(g, focus, n)[0], n))
    return set(ranked[:max_nodes]), len(nodes) - max_nodes


def _place_columns(groups: dict[str, list[str]], x0: float, direction: int,
                   positions: dict[str, tuple[float, float]], headings: list[tuple[float, float, str]],
                   named: bool = False) -> float:
    """Lay groups out column by column from ``x0`` outwards; returns the outermost x.

    Groups are edge categories (headed with the legend's words), or, with ``named``,
    free names used as they are."""
    x = x0
    order = ["blocks", "does-not-block", "conditional", "relation", "bookkeeping"]
    for cat in [c for c in order if groups.get(c)] + [c for c in groups if c not in order]:
        members = groups[cat]
        heading = cat if named else EDGE_COLOURS.get(cat, ("", cat))[1]
        for start in range(0, len(members), ROWS_PER_COLUMN):
            chunk = members[start:start + ROWS_PER_COLUMN]
            headings.append((x, HEADER - 8, heading + (
                f" ({len(members)})" if start == 0 else " (cont.)")))
            for i, n in enumerate(chunk):
                positions[n] = (x, HEADER + i * (NODE_H + ROW_GAP))
            x += direction * (NODE_W + COL_GAP)
    return x


def layout(g: nx.MultiDiGraph, focus: str | None, keep: set[str]) -> tuple[dict[str, tuple[float, float]], list]:
    """Top-left corner of every drawn node, and the column headings."""
    positions: dict[str, tuple[float, float]] = {}
    headings: list[tuple[float, float, str]] = []
    if focus is None or focus not in keep:
        # no focus: one group of columns per kind of node (powers, rules, sections…)
        by_kind: dict[str, list[str]] = defaultdict(list)
        for n in sorted(keep, key=lambda x: node_label(g, x).lower()):
            by_kind[str(g.nodes[n].get("kind", "other"))].append(n)
        _place_columns(dict(sorted(by_kind.items())), MARGIN, 1, positions, headings, named=True)
        return positions, headings
    sides = _side_groups(g, focus, keep)
    left_cols = sum(-(-len(m) // ROWS_PER_COLUMN) for m in sides["left"].values())
    focus_x = MARGIN + left_cols * (NODE_W + COL_GAP)
    _place_columns(sides["left"], focus_x - (NODE_W + COL_GAP), -1, positions, headings)
    right_end = _place_columns(sides["right"], focus_x + NODE_W + COL_GAP, 1, positions, headings)
    # nodes two or more steps away: one more column out, on the side of the node that reached them
    rest = sorted(keep - set(positions) - {focus}, key=lambda x: node_label(g, x).lower())
    rows = 0
    for n in rest:
        col, row = divmod(rows, ROWS_PER_COLUMN)
        positions[n] = (right_end + col * (NODE_W + COL_GAP), HEADER + row * (NODE_H + ROW_GAP))
        rows += 1
    if rest:
        headings.append((right_end, HEADER - 8, f"further away ({len(rest)})"))
    tallest = max([y for _x, y in positions.values()] or [HEADER])
    positions[focus] = (focus_x, max(HEADER, (HEADER + tallest) / 2))
    return positions, headings


def _node_svg(g: nx.MultiDiGraph, n: str, x: float, y: float, focus: str | None) -> str:
    kind = g.nodes[n].get("kind", "")
    fill = KIND_FILL.get(kind, "#ffffff")
    stroke, width = ("#000", 2.5) if n == focus else ("#777", 1)
    label = node_label(g, n)
    shown = label if len(label) <= 28 else label[:27] + "…"
    title = escape(f"{kind}: {label}" + (f" — {g.nodes[n].get('title')}" if g.nodes[n].get("title") else ""))
    box = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{NODE_W}" height="{NODE_H}" rx="4" fill="{fill}" '
           f'stroke="{stroke}" stroke-width="{width}"/>')
    return _boxed_node(g, n, box, x + 6, y + 15, shown, title)


def _boxed_node(g: nx.MultiDiGraph, n: str, box: str, tx: float, ty: float, shown: str,
                title: str) -> str:
    """A node's box with its kind mark and name, linked to its page where it has one."""
    kind = g.nodes[n].get("kind", "")
    body = (f'{box}<text x="{tx:.1f}" y="{ty:.1f}" font-size="11">'
            f'<tspan fill="#777" font-weight="bold">{escape(KIND_MARK.get(kind, kind[:1].upper()))}</tspan> '
            f'{escape(shown)}</text>')
    href = node_href(g, n)
    inner = f"<title>{title}</title>{body}"
    if href:
        return f'<a href="{escape(href)}" class="node" data-node="{escape(n)}">{inner}</a>'
    return f'<g class="node" data-node="{escape(n)}">{inner}</g>'


def _edge_svg(positions: dict, u: str, v: str, data: dict) -> str:
    (ux, uy), (vx, vy) = positions[u], positions[v]
    cat = edge_category(data)
    colour = EDGE_COLOURS[cat][0]
    y1, y2 = uy + NODE_H / 2, vy + NODE_H / 2
    if abs(ux - vx) < 1:  # same column: an arc bulging out to the right
        x1 = x2 = ux + NODE_W
        mid = x1 + 30 + min(abs(y2 - y1) / 4, 60)
    else:  # leave from the side facing the other node
        x1 = ux + NODE_W if vx > ux else ux
        x2 = vx if vx > ux else vx + NODE_W
        mid = (x1 + x2) / 2
    dash = ' stroke-dasharray="4 3"' if cat in ("conditional", "bookkeeping") else ""
    label = escape(str(data.get("verb", "")) + (f" — {data['condition']['text']}"
                                                 if isinstance(data.get("condition"), dict) and data["condition"].get("text") else ""))
    return (f'<path d="M{x1:.1f},{y1:.1f} C{mid:.1f},{y1:.1f} {mid:.1f},{y2:.1f} {x2:.1f},{y2:.1f}" '
            f'fill="none" stroke="{colour}" stroke-width="1.3"{dash} class="edge edge-{cat}" '
            f'marker-end="url(#arrow-{cat})"><title>{label}</title></path>')


def _legend() -> str:
    parts = []
    x = MARGIN
    for colour, words in EDGE_COLOURS.values():
        parts.append(f'<line x1="{x}" y1="14" x2="{x + 24}" y2="14" stroke="{colour}" stroke-width="3"/>'
                     f'<text x="{x + 30}" y="18" font-size="11">{escape(words)}</text>')
        x += 40 + 7 * len(words)
    return "".join(parts)


#: above this many nodes next to the focus, edges between two of them are not drawn (clutter)
RING_EDGE_LIMIT = 30


def _drawn_edge(g: nx.MultiDiGraph, focus: str | None, positions: dict, edge: tuple) -> bool:
    """Whether to draw an edge: both ends drawn, not a loop, and not clutter inside a big ring."""
    u, v, _d = edge
    if u == v or u not in positions or v not in positions:
        return False
    if focus is None or focus in (u, v) or focus not in g:
        return True
    ring = set(g.successors(focus)) | set(g.predecessors(focus))
    return not (u in ring and v in ring and len(ring) > RING_EDGE_LIMIT)


def _svg_head(width: float, height: float, focus: str | None) -> list[str]:
    """The opening of the picture: size, title, arrow heads and the legend."""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="graph" width="{width:.0f}" '
           f'height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
           f'font-family="sans-serif"><title>{escape("Neighbourhood of " + focus if focus else "Rule graph")}</title>',
           "<defs>"]
    for cat, (colour, _w) in EDGE_COLOURS.items():
        out.append(f'<marker id="arrow-{cat}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" '
                   f'markerHeight="8" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="{colour}"/></marker>')
    out.append("</defs>")
    out.append(_legend())
    return out


def to_svg(subgraph: nx.MultiDiGraph, focus: str | None = None, max_nodes: int = 160) -> str:
    """Draw a neighbourhood as a standalone SVG document (a string).

    ``focus`` is the node the neighbourhood was taken around (drawn bold, in
    the middle layer). At most ``max_nodes`` nodes are drawn — typed
    relations first — and the picture says how many were left out. A focus
    with more than :data:`GROUP_THRESHOLD` neighbours is drawn grouped (see
    :func:`grouped_svg`).
    """
    keep, left_out = _choose_nodes(subgraph, focus, max_nodes)
    if focus is not None and focus in keep:
        ring = (set(subgraph.successors(focus)) | set(subgraph.predecessors(focus))) & keep
        if len(ring - {focus}) > GROUP_THRESHOLD:
            return grouped_svg(subgraph, focus, keep, left_out)
    positions, headings = layout(subgraph, focus, keep)
    if not positions:
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="40" role="img">'
                '<text x="10" y="25">(empty graph)</text></svg>')
    width = max(x for x, _ in positions.values()) + NODE_W + MARGIN
    height = max(y for _, y in positions.values()) + NODE_H + MARGIN + (20 if left_out else 0)
    width = max(width, 760)
    out = _svg_head(width, height, focus)
    for x, y, text in headings:
        out.append(f'<text x="{x:.1f}" y="{y:.1f}" font-size="11" font-weight="bold">{escape(text)}</text>')
    edges = sorted((e for e in subgraph.edges(data=True) if _drawn_edge(subgraph, focus, positions, e)),
                   key=lambda e: edge_category(e[2]) != "bookkeeping")
    out.extend(_edge_svg(positions, u, v, d) for u, v, d in edges)
    out.extend(_node_svg(subgraph, n, x, y, focus) for n, (x, y) in positions.items())
    if left_out:
        out.append(f'<text x="{MARGIN}" y="{height - 8:.0f}" font-size="11" fill="#555">'
                   f'{left_out} more nodes not drawn (bookkeeping links first left out)</text>')
    out.append("</svg>")
    return "\n".join(out)


# -- busy nodes: neighbours grouped by relation, one bundled edge per group ---------------

#: above this many neighbours, the focus is drawn with its neighbours grouped
GROUP_THRESHOLD = 24
ITEM_W, ITEM_H, ITEM_GAP = 150, 20, 4
GROUP_COLS, GROUP_PAD, GROUP_GAP, BUNDLE_GAP = 4, 8, 16, 110


def _group_key(g: nx.MultiDiGraph, u: str, v: str) -> tuple[str, str]:
    """(colour category, heading) of the group a neighbour joins: the category of its
    strongest link, and for "other relation" the verb itself (``before``, ``copies``…)."""
    _rank, cat = _link_rank(g, u, v)
    if cat != "relation":
        return cat, EDGE_COLOURS[cat][1]
    verbs = sorted({str(d.get("verb")) for a, b in ((u, v), (v, u))
                    for d in (g.get_edge_data(a, b) or {}).values() if edge_category(d) == "relation"})
    return cat, " / ".join(verbs).replace("-", " ")


def neighbour_groups(g: nx.MultiDiGraph, focus: str, keep: set[str]) -> dict[str, list[tuple[str, str, list[str]]]]:
    """The focus's neighbours by side (``left``: they point at it, ``right``: it points at
    them), each side a list of ``(category, heading, members)`` in the legend's order;
    nodes further away are one more group on the right, ``further away``."""
    order = list(EDGE_COLOURS)
    sides: dict[str, dict[tuple[str, str], list[str]]] = {"left": defaultdict(list), "right": defaultdict(list)}
    further: list[str] = []
    for n in sorted(keep - {focus}, key=lambda x: node_label(g, x).lower()):
        if g.has_edge(focus, n):
            sides["right"][_group_key(g, focus, n)].append(n)
        elif g.has_edge(n, focus):
            sides["left"][_group_key(g, n, focus)].append(n)
        else:
            further.append(n)
    out = {side: [(cat, heading, members) for (cat, heading), members
                  in sorted(groups.items(), key=lambda kv: (order.index(kv[0][0]), kv[0][1]))]
           for side, groups in sides.items()}
    if further:
        out["right"].append(("further", "further away", further))
    return out


def _group_size(count: int) -> tuple[int, float, float]:
    cols = min(GROUP_COLS, max(1, -(-count // 6)))
    rows = -(-count // cols)
    return cols, cols * (ITEM_W + ITEM_GAP) - ITEM_GAP + 2 * GROUP_PAD, rows * (ITEM_H + ITEM_GAP) + 22 + GROUP_PAD


def _item_svg(g: nx.MultiDiGraph, focus: str, n: str, x: float, y: float) -> str:
    """One neighbour inside a group: a small box with its name, a link and a tooltip
    saying how it is linked to the focus."""
    kind = g.nodes[n].get("kind", "")
    label = node_label(g, n)
    shown = label if len(label) <= 22 else label[:21] + "…"
    links = [d for a, b in ((focus, n), (n, focus)) for d in (g.get_edge_data(a, b) or {}).values()]
    how = "; ".join(sorted({str(d.get("verb", "")).replace("-", " ")
                            + (f" — {d['condition']['text']}" if isinstance(d.get("condition"), dict)
                               and d["condition"].get("text") else "")
                            + (f" — part: {d['part']}" if d.get("part") else "") for d in links}))
    title = escape(f"{kind}: {label}" + (f" ({how})" if how else ""))
    box = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{ITEM_W}" height="{ITEM_H}" rx="3" '
           f'fill="{KIND_FILL.get(kind, "#ffffff")}" stroke="#999" stroke-width="0.8"/>')
    return _boxed_node(g, n, box, x + 5, y + 14, shown, title)


def _group_svg(g: nx.MultiDiGraph, focus: str, group: tuple[str, str, list[str]], x: float, y: float) -> str:
    cat, heading, members = group
    cols, w, h = _group_size(len(members))
    colour = EDGE_COLOURS.get(cat, ("#999999", ""))[0]
    out = [f'<g class="group group-{escape(cat)}" data-group="{escape(heading)}">',
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="6" fill="#fbfbfb" '
           f'stroke="{colour}" stroke-width="1.5"/>',
           f'<text x="{x + GROUP_PAD:.1f}" y="{y + 15:.1f}" font-size="12" font-weight="bold" fill="{colour}" '
           f'class="group-heading">{escape(heading)} ({len(members)})</text>']
    for i, n in enumerate(members):
        row, col = divmod(i, cols)
        out.append(_item_svg(g, focus, n, x + GROUP_PAD + col * (ITEM_W + ITEM_GAP),
                             y + 22 + row * (ITEM_H + ITEM_GAP)))
    out.append("</g>")
    return "\n".join(out)


def _bundle_svg(cat: str, heading: str, count: int, x1: float, y1: float, x2: float, y2: float) -> str:
    """One edge standing for a whole group, as thick as the group is big."""
    colour = EDGE_COLOURS.get(cat, ("#999999", ""))[0]
    width = min(2 + count ** 0.5, 9)
    dash = ' stroke-dasharray="6 4"' if cat in ("conditional", "bookkeeping") else ""
    mid = (x1 + x2) / 2
    return (f'<path d="M{x1:.1f},{y1:.1f} C{mid:.1f},{y1:.1f} {mid:.1f},{y2:.1f} {x2:.1f},{y2:.1f}" '
            f'fill="none" stroke="{colour}" stroke-width="{width:.1f}" stroke-opacity="0.7"{dash} '
            f'class="edge edge-{cat}" data-group="{escape(heading)}" marker-end="url(#arrow-{cat})">'
            f'<title>{escape(heading)}: {count}</title></path>')


def grouped_svg(g: nx.MultiDiGraph, focus: str, keep: set[str], left_out: int = 0) -> str:
    """A busy node: the focus in the middle, its neighbours in labelled groups (one per
    relation) stacked on each side, and one bundled edge from the focus to each group."""
    groups = neighbour_groups(g, focus, keep)
    sizes = {side: [_group_size(len(m)) for _c, _h, m in groups[side]] for side in groups}
    left_w = max([w for _c, w, _h in sizes["left"]] or [0])
    tall = {side: sum(h + GROUP_GAP for _c, _w, h in sizes[side]) for side in sizes}
    focus_x = MARGIN + (left_w + BUNDLE_GAP if left_w else 0)
    focus_y = HEADER + 20  # at the top, beside the first groups: seen without scrolling
    out_parts: list[str] = []
    right_w = 0.0
    for side in ("left", "right"):
        y = HEADER
        for (cat, heading, members), (_cols, w, h) in zip(groups[side], sizes[side], strict=True):
            x = MARGIN + left_w - w if side == "left" else focus_x + NODE_W + BUNDLE_GAP
            out_parts.append(_group_svg(g, focus, (cat, heading, members), x, y))
            if cat != "further":
                ty = y + min(h / 2, 40)
                ends = ((x + w, ty, focus_x, focus_y + NODE_H / 2) if side == "left"
                        else (focus_x + NODE_W, focus_y + NODE_H / 2, x, ty))
                out_parts.insert(0, _bundle_svg(cat, heading, len(members), *ends))
            if side == "right":
                right_w = max(right_w, w)
            y += h + GROUP_GAP
    width = max(focus_x + NODE_W + (BUNDLE_GAP + right_w if right_w else 0) + MARGIN, 760)
    height = HEADER + max(max(tall.values()), NODE_H * 2) + MARGIN + (20 if left_out else 0)
    out = _svg_head(width, height, focus)
    out += out_parts
    out.append(_node_svg(g, focus, focus_x, focus_y, focus))
    if left_out:
        out.append(f'<text x="{MARGIN}" y="{height - 8:.0f}" font-size="11" fill="#555">'
                   f'{left_out} more nodes not drawn (bookkeeping links first left out)</text>')
    out.append("</svg>")
    return "\n".join(out)
