"""Compile parsed rules files into the typed rule graph.

Nodes are ``kind:id`` (``card:Kicker``, ``rule:sc.setup.hand``,
``section:mce/15.4``); edges carry a ``verb`` (the relation word, or
``cites`` / ``states`` for bookkeeping) and the id of the rule that states them.
Every problem is collected as a :class:`Problem` with its position, so
``resolver lint`` can report them all at once.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field

import networkx as nx

from resolver.dsl.ast import Block, Clause, Document, Relation
from resolver.dsl.errors import Problem
from resolver.dsl.schema import CITED, COMMON, EDITIONS, KINDS, ORDERING, RELATIONAL
from resolver.graph.claims import claim_sources

HOUSE = "house"


def _norm(text: str) -> str:
    return " ".join(str(text).lower().replace("-", " ").replace("_", " ").split())


def did_you_mean(word: str, choices) -> str:
    best = difflib.get_close_matches(str(word), list(choices), n=1, cutoff=0.6)
    return f"did you mean {best[0]!r}?" if best else ""


@dataclass
class Compiled:
    graph: nx.MultiDiGraph
    problems: list[Problem] = field(default_factory=list)


class Compiler:
    """Turns :class:`Document` objects into a graph; collects problems instead of stopping."""

    def __init__(self) -> None:
        self.g = nx.MultiDiGraph()
        self.problems: list[Problem] = []
        self.names: dict[str, str] = {}          # normalised name/alias -> node id
        self.sources: dict[str, dict] = {}       # source id -> {name, editions, sections}
        self.blocks: dict[str, tuple[Block, bool]] = {}

    # -- problems ---------------------------------------------------------
    def problem(self, code: str, message: str, pos, hint: str = "") -> None:
        self.problems.append(Problem(code, message, pos.file, pos.line, pos.column, pos.text, hint))

    # -- passes -----------------------------------------------------------
    def compile(self, docs: list[tuple[Document, bool]]) -> Compiled:
        """``docs`` is a list of (document, is_house) in load order; house files come last."""
        self.sources[HOUSE] = {"name": "House rules", "editions": set(EDITIONS), "sections": {}}
        for doc, house in docs:
            for block in doc.blocks:
                self._register(block, house)
        for node_id, (block, house) in self.blocks.items():
            self._node(node_id, block, house)
        for node_id, (block, _house) in self.blocks.items():
            self._relations(node_id, block)
            self._refs(node_id, block)
        self._check_cycles()
        return Compiled(self.g, self.problems)

    def _register(self, block: Block, house: bool) -> None:
        if block.kind not in KINDS:
            self.problem("unknown-kind", f"unknown block kind {block.kind!r}", block.pos,
                         did_you_mean(block.kind, KINDS))
            return
        node_id = f"{block.kind}:{block.id}"
        if node_id in self.blocks:
            prev, prev_house = self.blocks[node_id]
            if house and not prev_house:
                if not any(c.values and c.values[0] == HOUSE for c in block.all("cite")):
                    self.problem("missing-citation",
                                 f"house rule {block.id!r} overrides a bundled rule and must cite house",
                                 block.pos)
                self.blocks[node_id] = (block, True)
                self.g.graph.setdefault("overridden", []).append(node_id)
                return
            self.problem("duplicate-id", f"{block.kind} {block.id!r} is defined twice "
                         f"(first at {prev.pos.file}:{prev.pos.line})", block.pos)
            return
        self.blocks[node_id] = (block, house)
        if block.kind == "source":
            self._source(block)
        for name in [block.id, block.title, *self._values(block, "aka")]:
            if name:
                self.names.setdefault(_norm(name), node_id)
        self.names.setdefault(_norm(node_id), node_id)

    def _source(self, block: Block) -> None:
        editions = {str(v) for c in block.all("edition") for v in c.values}
        sections, within = {}, {}
        for c in block.all("section"):
            if not c.values:
                self.problem("bad-clause", "section needs a number or heading", c.pos)
                continue
            values = [str(v) for v in c.values]
            if "within" in values[1:]:    # section "Situation A" "…" within "Stage 8"
                at = values.index("within", 1)
                if at + 1 >= len(values) or values[at + 1] not in sections:
                    self.problem("unknown-section", "within needs a section listed above", c.pos)
                else:
                    within[values[0]] = values[at + 1]
                values = values[:at]
            sections[values[0]] = values[1] if len(values) > 1 else values[0]
        self.sources[block.id] = {"name": block.title or block.id, "editions": editions,
                                  "sections": sections, "short": block.first("short")}
        for sec, title in sections.items():
            sid = f"section:{block.id}/{sec}"
            self.g.add_node(sid, kind="section", id=f"{block.id}/{sec}", source=block.title,
                            source_id=block.id, section=sec, title=title, editions=sorted(editions),
                            within=within.get(sec))

    @staticmethod
    def _values(block: Block, key: str) -> list:
        return [v for c in block.all(key) for v in c.values]

    def _citations(self, block: Block) -> list[dict]:
        out = []
        for c in block.all("cite"):
            if not c.values:
                self.problem("bad-clause", "cite needs a source and a section", c.pos)
                continue
            src = str(c.values[0])
            if src not in self.sources:
                self.problem("unknown-name", f"unknown source {src!r}", c.pos,
                             did_you_mean(src, self.sources))
                continue
            if len(c.values) < 2:
                self.problem("bad-clause", f"cite {src} needs a section", c.pos)
                continue
            sec = str(c.values[1])
            info = self.sources[src]
            if src != HOUSE and sec not in info["sections"]:
                self.problem("unknown-section", f"source {src!r} has no section {sec!r}", c.pos,
                             did_you_mean(sec, info["sections"]))
                continue
            detail = str(c.values[2]) if len(c.values) > 2 else None
            out.append({"source": info["name"], "source_id": src, "section": sec, "detail": detail})
        return out

    def _node(self, node_id: str, block: Block, house: bool) -> None:
        allowed = COMMON | KINDS[block.kind]
        attrs: dict = {}
        params: dict = {}
        param_words: dict[str, list[str]] = {}
        words_at: dict = {}             # param -> where its first param-words clause is
        for c in block.clauses:
            if c.key not in allowed:
                self.problem("unknown-clause", f"{block.kind} blocks take no {c.key!r} clause",
                             c.pos, did_you_mean(c.key, allowed))
                continue
            if c.key == "param":
                for v in c.values:
                    if isinstance(v, dict):
                        params.update(v)
                    else:
                        self.problem("bad-clause", "param needs name = value", c.pos)
            elif c.key == "param-words":
                self._param_words(c, param_words, words_at)
            elif c.key in ("cite", "section"):
                continue
            else:
                attrs.setdefault(c.key, []).append(c.values[0] if len(c.values) == 1 else list(c.values))
        for pname, pos in words_at.items():
            if pname not in params:
                self.problem("bad-clause", f"param-words names {pname!r}, but this block declares no such param",
                             pos, did_you_mean(pname, params))
        citations = self._citations(block)
        if block.kind in CITED and not citations and not any(
                c.values and str(c.values[0]) in self.sources for c in block.all("cite")):
            self.problem("missing-citation", f"{block.kind} {block.id!r} states a rule but cites no section",
                         block.pos)
        editions = {str(v) for v in self._values(block, "edition")}
        for e in editions - set(EDITIONS) - {"both"}:
            self.problem("unknown-name", f"unknown edition {e!r}", block.pos, did_you_mean(e, EDITIONS))
        if "both" in editions or not editions:
            if "both" in editions:
                editions = set(EDITIONS)
            else:
                for cit in citations:
                    editions |= self.sources[cit["source_id"]]["editions"]
                editions = editions or set(EDITIONS)
        if block.kind == "source":
            return
        data = {
            "kind": block.kind, "id": block.id, "title": block.title,
            "says": " ".join(str(s) for s in attrs.pop("says", [])) or None,
            "editions": sorted(editions & set(EDITIONS)),
            "options": sorted(str(v) for v in self._values(block, "option")),
            "aliases": [str(v) for v in self._values(block, "aka")],
            "params": params, "param_words": param_words, "citations": citations, "house": house,
            "file": block.pos.file, "line": block.pos.line,
        }
        attrs.pop("edition", None)
        attrs.pop("option", None)
        attrs.pop("aka", None)
        data["attrs"] = attrs
        data["statement_lines"] = []
        data["statements"], data["claim_src"] = claim_sources(block, data["statement_lines"])
        if block.kind in ("vocabulary", "precedence", "infer"):
            data["lines"] = [(c.key, list(c.values), c.pos) for c in block.clauses
                             if c.key in KINDS[block.kind]]
        if block.kind == "table":
            data["columns"] = [v for c in block.all("column") for v in c.values]
            data["rows"] = [self._row(c) for c in block.all("row")]
        if block.kind == "order":
            data["steps"] = [c.values[0] if len(c.values) == 1 else list(c.values) for c in block.all("step")]
        self.g.add_node(node_id, **data)
        for cit in citations:
            sid = f"section:{cit['source_id']}/{cit['section']}"
            if cit["source_id"] == HOUSE and sid not in self.g:
                self.g.add_node(sid, kind="section", id=f"house/{cit['section']}", source="House rules",
                                source_id=HOUSE, section=cit["section"], title=cit["section"], editions=list(EDITIONS))
            self.g.add_edge(node_id, sid, key="cites", verb="cites", rule=block.id)

    def _param_words(self, c: Clause, out: dict[str, list[str]], words_at: dict) -> None:
        """Read ``param-words <param> "word", …``: the words players use when they ask about
        that param (the question reader matches them); checked against the block's params
        once the whole block is read."""
        if len(c.values) < 2 or not isinstance(c.values[0], str) or any(
                not isinstance(v, str) for v in c.values[1:]):
            self.problem("bad-clause", 'param-words needs a param name and quoted words: '
                         'param-words hand_size "hand", "deal"', c.pos)
            return
        pname = c.values[0]
        out.setdefault(pname, []).extend(w for v in c.values[1:] for w in v.split())
        words_at.setdefault(pname, c.pos)

    @staticmethod
    def _row(c: Clause) -> dict:
        row: dict = {"id": str(c.values[0]) if c.values else ""}
        for v in c.values[1:]:
            if isinstance(v, dict):
                row.update(v)
        return row

    def resolve(self, name: str) -> str | None:
        name = str(name)
        if name in self.g:
            return name
        return self.names.get(_norm(name))

    def _resolve_or_problem(self, name: str, pos) -> str | None:
        found = self.resolve(name)
        if found is None:
            self.problem("unknown-name", f"unknown name {name!r}", pos,
                         did_you_mean(_norm(name), self.names))
        return found

    def _relations(self, node_id: str, block: Block) -> None:
        if block.relations and block.kind not in RELATIONAL:
            self.problem("bad-clause", f"{block.kind} blocks hold no relations", block.relations[0].pos)
            return
        for i, rel in enumerate(block.relations):
            self._relation(node_id, block, rel, i)

    def _relation(self, node_id: str, block: Block, rel: Relation, index: int) -> None:
        subj = self._resolve_or_problem(rel.subject, rel.pos)
        for obj_name in rel.objects:
            obj = self._resolve_or_problem(obj_name, rel.pos)
            if subj is None or obj is None:
                continue
            attrs = {
                "verb": rel.verb, "rule": block.id, "rule_node": node_id,
                "condition": rel.condition.to_dict() if rel.condition else None,
                "part": rel.part, "partially": rel.partially,
                "depending": rel.depending, "depending_text": rel.depending_text,
                "at": rel.at, "because": rel.because,
                "citations": self.g.nodes[node_id].get("citations", []) if node_id in self.g else [],
                "file": rel.pos.file, "line": rel.pos.line,
            }
            self.g.add_edge(subj, obj, key=f"{rel.verb}:{block.id}:{index}", **attrs)
            self.g.add_edge(node_id, subj, key=f"states:{index}", verb="states", rule=block.id)
            self.g.add_edge(node_id, obj, key=f"states:{index}:{obj}", verb="states", rule=block.id)

    def _refs(self, node_id: str, block: Block) -> None:
        """Clauses that name other nodes (about, between, follows, phase, window, option)."""
        for key in ("about", "between", "follows", "phase", "window", "see", "requires"):
            for c in block.all(key):
                for v in c.values:
                    if isinstance(v, list):
                        continue
                    target = self._resolve_or_problem(str(v), c.pos)
                    if target:
                        self.g.add_edge(node_id, target, key=f"{key}:{v}", verb=key, rule=block.id)
        for c in block.all("timing"):
            # A timing word that names a phase or window becomes an edge; plain words
            # ("any", "setup") stay attributes only.
            for v in c.values:
                target = self.resolve(str(v)) if not isinstance(v, (list, dict)) else None
                if target and self.g.nodes.get(target, {}).get("kind") in ("phase", "window"):
                    self.g.add_edge(node_id, target, key=f"timing:{v}", verb="timing", rule=block.id)
        for c in block.all("option"):
            for v in c.values:
                if f"option:{v}" not in self.blocks:
                    self.problem("unknown-name", f"unknown option {v!r}", c.pos,
                                 did_you_mean(str(v), [k.split(":", 1)[1] for k in self.blocks
                                                       if k.startswith("option:")]))
        if block.kind == "conflict":
            sides = [v for c in block.all("between") for v in c.values]
            documented = self._conflict_sides(block)
            if sides and len(sides) != 2:
                self.problem("bad-clause", "a conflict names exactly two sides with 'between'", block.pos)
            elif not sides and documented < 2:
                self.problem("bad-clause", "a conflict needs two 'between' rule ids "
                             "or at least two 'side <source> \"<section>\" \"what it says\"' clauses",
                             block.pos)
            elif sides:
                a, b = (self.resolve(str(s)) for s in sides)
                if a and b:
                    self.g.add_edge(a, b, key=f"conflicts-with:{block.id}", verb="conflicts-with",
                                    rule=block.id, rule_node=node_id,
                                    citations=self.g.nodes[node_id].get("citations", []),
                                    condition=None, part=None, partially=False, depending=None,
                                    depending_text=None, at=None, because=None)

    def _conflict_sides(self, block: Block) -> int:
        """Check each ``side <source> "<section>" "what it says"`` clause; return how many are valid."""
        valid = 0
        for c in block.all("side"):
            if len(c.values) < 3:
                self.problem("bad-clause", 'side needs a source, a section and "what it says"', c.pos)
                continue
            src, sec = str(c.values[0]), str(c.values[1])
            if src not in self.sources:
                self.problem("unknown-name", f"unknown source {src!r}", c.pos, did_you_mean(src, self.sources))
                continue
            if src != HOUSE and sec not in self.sources[src]["sections"]:
                self.problem("unknown-section", f"source {src!r} has no section {sec!r}", c.pos,
                             did_you_mean(sec, self.sources[src]["sections"]))
                continue
            valid += 1
        return valid

    def _check_cycles(self) -> None:
        order = nx.DiGraph()
        for u, v, d in self.g.edges(data=True):
            if d.get("verb") in ORDERING:
                a, b = (u, v) if d["verb"] == "before" else (v, u)
                order.add_edge(a, b, **d)
        for cycle in nx.simple_cycles(order):
            d = order.edges[cycle[0], cycle[1 % len(cycle)]]
            names = " -> ".join([*cycle, cycle[0]])
            self.problems.append(Problem("precedence-cycle", f"precedence cycle: {names}",
                                         d.get("file", "<rules>"), d.get("line", 0), 1))
            break
