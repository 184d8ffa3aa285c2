"""The query API over the compiled rule graph.

The engine, question answering and the web app read rules only through
:class:`RuleGraph`; none of them walks the networkx graph directly.

    >>> from resolver.graph import load_rules
    >>> rules = load_rules()
    >>> rules.resolve_name("tokens")
    'term:ship'
    >>> rules.decide("hand is limited", "mayfair").verdict
    'no'
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from resolver.dsl.ast import Condition

BLOCK_VERBS = ("blocks", "does-not-block")

#: edge verbs that are bookkeeping (citations, mentions), not typed relations
_BOOKKEEPING = (None, "cites", "states", "about", "see", "phase", "window", "between",
                "follows", "requires", "timing")


@dataclass(frozen=True)
class Citation:
    """Where a rule comes from: ``More Cosmic Encounter`` 15.4, rule id."""

    source: str
    section: str
    rule: str | None = None
    detail: str | None = None

    def to_dict(self) -> dict:
        return {"source": self.source, "section": self.section, "rule": self.rule}

    def __str__(self) -> str:
        return f"{self.source} {self.section}" + (f" ({self.detail})" if self.detail else "")


@dataclass
class Verdict:
    """A decided (or undecided) relation: ``yes``, ``no``, ``depends`` or ``unknown``."""

    verdict: str
    citations: list[Citation] = field(default_factory=list)
    conditions: list[dict] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    because: str | None = None
    house: bool = False

    def __bool__(self) -> bool:
        return self.verdict == "yes"


def _norm(text: str) -> str:
    return " ".join(str(text).lower().replace("-", " ").replace("_", " ").replace("'", "").split())


class RuleGraph:
    """The compiled rules: a networkx ``MultiDiGraph`` plus indexes for fast lookup."""

    def __init__(self, graph: nx.MultiDiGraph, digest: str = "") -> None:
        self.g = graph
        self.digest = digest
        self.claims: Any = None       # the ClaimBook, attached by the claims compiler
        self._names: dict[str, str] = {}
        self._params: dict[str, list[str]] = {}
        self._by_kind: dict[str, list[str]] = {}
        self._data: dict[str, dict] = dict(graph.nodes(data=True))    # node id -> its attributes
        self._index()

    # -- indexes ----------------------------------------------------------
    def _index(self) -> None:
        kind_rank = {"power": 0, "option": 1, "card": 2, "term": 3, "hex": 4, "moon": 5,
                     "phase": 6, "window": 7, "table": 8, "rule": 9, "ruling": 10}
        ordered = sorted(self.g.nodes(data=True), key=lambda nd: kind_rank.get(nd[1].get("kind"), 50))
        for node, data in ordered:
            kind = data.get("kind", "")
            self._by_kind.setdefault(kind, []).append(node)
            for name in (data.get("id"), data.get("title"), *data.get("aliases", [])):
                if name:
                    self._names.setdefault(_norm(name), node)
            self._names.setdefault(_norm(node), node)
            for pname in data.get("params", {}):
                self._params.setdefault(pname, []).append(node)
        # Typed edges by subject and by object: relations() is on every hot path.
        self._typed: list[dict] = []
        self._out: dict[str, list[dict]] = {}
        self._in: dict[str, list[dict]] = {}
        self._pair: dict[tuple[str, str], list[dict]] = {}
        for u, v, d in self.g.edges(data=True):
            if d.get("verb") in _BOOKKEEPING:
                continue
            edge = {"subject": u, "object": v, **d}
            self._typed.append(edge)
            self._out.setdefault(u, []).append(edge)
            self._in.setdefault(v, []).append(edge)
            self._pair.setdefault((u, v), []).append(edge)

    # -- claims -----------------------------------------------------------
    def decide(self, frame: Any, edition: str, options: tuple[str, ...] | list[str] = (),
               context: dict | None = None, assume_options: bool = False,
               absent: frozenset[str] = frozenset()) -> Any:
        """Decide a frame from the claims (CLAIMS-SPEC §3): a :class:`~resolver.graph.decide.Decision`.

        ``frame`` is a :class:`~resolver.graph.decide.Frame` or its string form
        (``"offense may keep card:Kicker"``); a word nobody knows raises ``FrameError``.
        With ``assume_options``, what only optional rules cover is decided by them and
        ``Decision.assumes`` names those rules (a question about Kickers presumes them).
        """
        return self.claims.decide(frame, edition, options, context, assume_options, absent)

    # -- nodes ------------------------------------------------------------
    def __contains__(self, node: str) -> bool:
        return node in self.g

    def __len__(self) -> int:
        """How many nodes the graph holds."""
        return self.g.number_of_nodes()

    def node(self, node: str) -> dict:
        """The attributes of one node (``card:Kicker``); KeyError if absent."""
        found = self._data.get(node)      # a node's own id: no name to resolve
        return found if found is not None else self.g.nodes[self._must(node)]

    def data(self, node_id: str) -> dict:
        """The attributes of a node by its exact id (no name lookup); KeyError if absent."""
        return self.g.nodes[node_id]

    def edges(self, node: str | None = None, direction: str = "both",
              verb: str | None = None) -> list[tuple[str, str, dict]]:
        """``(subject, object, attributes)`` of every edge, bookkeeping ones included (``cites``,
        ``states``…), of the whole graph or of one node id: ``direction`` ``out``, ``in`` or
        ``both`` (outgoing first); only ``verb``'s when given."""
        if node is None:
            found = list(self.g.edges(data=True))
        else:
            found = (list(self.g.out_edges(node, data=True)) if direction in ("out", "both") else []) \
                + (list(self.g.in_edges(node, data=True)) if direction in ("in", "both") else [])
        return [(u, v, d) for u, v, d in found if verb is None or d.get("verb") == verb]

    def citing(self, section_node: str) -> list[str]:
        """The ids of the nodes that cite a section node (``section:mce/15.4``), sorted."""
        return sorted(u for u, _v, _d in self.edges(section_node, "in", "cites"))

    def view(self) -> nx.MultiDiGraph:
        """The whole graph, read-only (for drawing and export; queries go through the methods)."""
        return self.g.copy(as_view=True)

    def nodes(self, kind: str | None = None) -> list[str]:
        if kind is None:
            return list(self.g.nodes)
        return list(self._by_kind.get(kind, []))

    def _must(self, name: str) -> str:
        found = self.resolve_name(name)
        if found is None:
            raise KeyError(name)
        return found

    def resolve_name(self, text: str, kinds: tuple[str, ...] | None = None,
                     fuzzy: bool = True) -> str | None:
        """Map a name, alias or misspelling to a node id; None when nothing is close."""
        if text in self.g and (kinds is None or self.g.nodes[text].get("kind") in kinds):
            return text
        key = _norm(text)
        found = self._names.get(key)
        if found and (kinds is None or self.g.nodes[found].get("kind") in kinds):
            return found
        if kinds is not None:
            for k in kinds:
                cand = self._names.get(_norm(f"{k}:{text}"))
                if cand:
                    return cand
        if not fuzzy:
            return None
        pool = [n for n, nid in self._names.items()
                if kinds is None or self.g.nodes[nid].get("kind") in kinds]
        best = difflib.get_close_matches(key, pool, n=1, cutoff=0.8)
        return self._names[best[0]] if best else None

    def names(self) -> dict[str, str]:
        """Every known name and alias (normalised) -> node id."""
        return dict(self._names)

    # -- an edition's vocabulary ---------------------------------------------
    def edition_words(self, edition: str) -> dict[str, str]:
        """Term node id -> its word in ``edition`` (``term:token`` -> ``ship`` for FFG), from the
        ``word <edition> "…"`` clauses of the ``term`` blocks."""
        words = self.__dict__.get("_edition_words")
        if words is None:
            words = {}
            for node in self._by_kind.get("term", []):
                for value in self.g.nodes[node].get("attrs", {}).get("word", []):
                    if isinstance(value, list) and len(value) >= 2:
                        words.setdefault(str(value[0]), {})[node] = str(value[1])
            self._edition_words = words
        return dict(words.get(edition, {}))

    # -- citations --------------------------------------------------------
    def citations(self, node: str) -> list[Citation]:
        """The sections a node cites, as :class:`Citation` objects."""
        data = self.node(node)
        return [Citation(c["source"], c["section"], data.get("id"), c.get("detail"))
                for c in data.get("citations", [])]

    @staticmethod
    def _edge_citations(edge: dict) -> list[Citation]:
        return [Citation(c["source"], c["section"], edge.get("rule"), c.get("detail"))
                for c in edge.get("citations", [])]

    # -- relations --------------------------------------------------------
    def relations(self, subject: str | None = None, verb: str | None = None,
                  obj: str | None = None) -> list[dict]:
        """Typed edges (not bookkeeping ones) as dicts with ``subject``/``object``.

        Served from indexes built once per graph, so a query never walks networkx views.
        """
        s = self._must(subject) if subject else None
        o = self._must(obj) if obj else None
        if s is not None and o is not None:
            edges = self._pair.get((s, o), ())
        elif s is not None:
            edges = self._out.get(s, ())
        elif o is not None:
            edges = self._in.get(o, ())
        else:
            edges = self._typed
        return [dict(e) for e in edges
                if (not verb or e["verb"] == verb) and (o is None or e["object"] == o)]

    def _stretches(self, key: str) -> tuple[frozenset[str], frozenset[str]]:
        """The phases holding a node (itself and up its ``phase`` chain; a phase's only) and the stretches of
        play it shares (that chain, and the editions' phases mapped by ``same-as`` or ``part-of``, either way):
        one table for the whole graph, built on first use."""
        def reach(todo: list[str], mapped: bool, out: set) -> frozenset[str]:
            while todo:
                if (k := todo.pop()) not in out and k in self:
                    out.add(k)
                    todo += [f"phase:{p}" for p in self.node(k).get("attrs", {}).get("phase", [])] + [
                        e["object"] if e["subject"] == k else e["subject"] for v in ("same-as", "part-of") if mapped
                        for e in [*self.relations(k, v, None), *self.relations(None, v, k)]]
            return frozenset(out)
        if (held := self.__dict__.get("_held")) is None:
            held = self._held = {k: (reach([k], False, set()) if k.startswith("phase:") else frozenset(),
                                     reach([k], True, set())) for k in self.g}
        return held.get(key, (frozenset(), frozenset()))

    def phases_holding(self, key: str) -> frozenset[str]:
        """A phase and the phases it is part of (none for a node that is no phase)."""
        return self._stretches(key)[0]

    def same_stretch(self, a: str, b: str) -> bool:
        """Do two phases or windows name one stretch of play: one lies in the other (its ``phase``
        attribute, up the chain), either way, the editions' phases mapped by ``same-as`` or ``part-of``?"""
        return a in self._stretches(b)[1] or b in self._stretches(a)[1]

    def blocks(self, a: str, b: str, **context: Any) -> Verdict:
        """Does ``a`` block ``b``? Context decides conditional entries.

        Context keys are those the rules name in ``when`` conditions
        (e.g. ``target_colours=2``), ``part=`` for a power with parts listed
        separately, and the key of a ``depending`` entry (``copied="<power name>"``).
        """
        return self.relation(a, b, BLOCK_VERBS, ("does-not-block",), **context)

    def relation(self, a: str, b: str, verbs: tuple[str, ...] | frozenset[str],
                 negative: tuple[str, ...] | frozenset[str] = (), parts_agree: bool = False,
                 **context: Any) -> Verdict:
        """Does ``a`` relate to ``b`` by one of ``verbs`` (``affects``, ``counts-for``…)? Decided
        like :meth:`blocks`: the ``negative`` verbs (``does-not-affect``) answer no, and the
        context settles conditions, parts and ``depending`` entries. With ``parts_agree``, a
        question about the whole of ``b`` is answered outright when every entry says the same,
        whichever part each names (``depends`` only when the parts disagree)."""
        s, o = self._must(a), self._must(b)
        edges = [e for e in self.relations(s, None, o) if e["verb"] in verbs]
        agree = parts_agree and len({e["verb"] in negative for e in edges}) == 1
        if not edges:
            return Verdict("unknown", citations=self.citations(s) if self.g.nodes[s].get("citations") else [])
        cits = [c for e in edges for c in self._edge_citations(e)]
        rules = sorted({e["rule"] for e in edges})
        house = any(self.g.nodes.get(e["rule_node"], {}).get("house") for e in edges)
        for e in edges:
            if e.get("depending") and e["depending"] in context:
                inner = self.relation(a, context[e["depending"]], verbs, negative, parts_agree,
                                      **{k: v for k, v in context.items() if k != e["depending"]})
                inner.citations = cits + inner.citations
                inner.rules = rules + inner.rules
                return inner
        decided = []
        open_conditions = []
        for e in edges:
            yes = e["verb"] not in negative
            cond = Condition(**e["condition"]) if e.get("condition") else None
            if e.get("part") and not agree:
                wanted = context.get("part")
                if wanted is not None:
                    if _norm(wanted) == _norm(e["part"]):
                        decided.append((yes, e))
                    continue
                # a question about the whole names the part; the engine's gate, the power's part
                when = f"for {e['part']}" if parts_agree else f"it uses its {e['part']!r} part"
                open_conditions.append({"when": when,
                                        "verdict": "yes" if yes else "no", "rule": e["rule"]})
                continue
            if e.get("depending"):
                # the answer is the one for another entity (the power copied): one condition each way
                other = e.get("depending_text") or e["depending"]
                name = ("the " if self.g.nodes[s].get("kind") == "power" else "") + str(self.g.nodes[s].get("id") or s)
                pos = next((v for v in verbs if v not in negative), e["verb"]).replace("-", " ")
                neg = next((v for v in negative), f"not {pos}").replace("-", " ")
                open_conditions += [{"when": f"{name} {pos} {other}", "verdict": "yes", "rule": e["rule"]},
                                    {"when": f"{name} {neg} {other}", "verdict": "no",
                                     "rule": e["rule"]}]
                continue
            if e.get("partially"):
                open_conditions.append({"when": "partially (the source does not say which part)",
                                        "verdict": "yes" if yes else "no", "rule": e["rule"]})
                continue
            if cond is not None:
                held = cond.holds(context)
                if held is True:
                    decided.append((yes, e))
                elif held is None:
                    open_conditions.append({"when": cond.text, "verdict": "yes" if yes else "no",
                                            "rule": e["rule"]})
                continue
            decided.append((yes, e))
        if decided:
            verdicts = {y for y, _ in decided}
            if len(verdicts) == 1:
                yes = verdicts.pop()
                used = [e for _, e in decided]
                return Verdict("yes" if yes else "no",
                               citations=[c for e in used for c in self._edge_citations(e)],
                               rules=sorted({e["rule"] for e in used}),
                               because=next((e.get("because") for e in used if e.get("because")), None),
                               house=house)
        if open_conditions:
            return Verdict("depends", citations=cits, conditions=open_conditions, rules=rules,
                           because=next((e.get("because") for e in edges if e.get("because")), None),
                           house=house)
        return Verdict("unknown", citations=cits, rules=rules, house=house)

    def before(self, a: str, b: str, window: str | None = None) -> Verdict:
        """Does ``a`` act before ``b`` (at ``window``)? From ``before``/``after`` edges."""
        s, o = self._must(a), self._must(b)
        for u, v, verb in ((s, o, "before"), (o, s, "after"), (o, s, "before"), (s, o, "after")):
            for e in self.relations(u, verb, v):
                if window and e.get("at") and e["at"] != window:
                    continue
                first = (u == s) == (verb == "before")
                return Verdict("yes" if first else "no", citations=self._edge_citations(e),
                               rules=[e["rule"]], because=e.get("because"))
        return Verdict("unknown")

    # -- parameters, tables, orders ----------------------------------------
    def param_rule(self, name: str, edition: str, options: tuple[str, ...] | list[str] = ()) -> tuple[Any, str, list[Citation]]:
        """``(value, rule id, citations)`` of the parameter in force for an edition and options.

        A rule that belongs to an optional rule applies only with that option on;
        among the applicable ones, the most specific (most options) wins, and a
        house rule beats a bundled one.
        """
        best = None
        for node in self._params.get(name, []):
            data = self.g.nodes[node]
            if edition not in data["editions"] or not set(data["options"]) <= set(options):
                continue
            rank = (data.get("house", False), len(data["options"]))
            if best is None or rank > best[0]:
                best = (rank, node, data)
        if best is None:
            raise KeyError(f"no parameter {name!r} for {edition} with options {sorted(options)}")
        _, node, data = best
        return data["params"][name], data["id"], self.citations(node)

    def has_param(self, name: str) -> bool:
        """Whether a rule sets a parameter of this name (in some edition or option)."""
        return name in self._params

    def param(self, name: str, edition: str, options: tuple[str, ...] | list[str] = ()) -> Any:
        """The value of a named parameter (``hand_size``) in an edition."""
        return self.param_rule(name, edition, options)[0]

    def params(self, name: str) -> dict[str, Any]:
        """Every edition's value of a parameter (no options), for edition comparisons."""
        out = {}
        for ed in ("mayfair", "ffg"):
            try:
                out[ed] = self.param(name, ed)
            except KeyError:
                pass
        return out

    def table(self, name: str) -> list[dict]:
        """The rows of a ``table`` block (e.g. the Lucre spending table)."""
        return list(self.node(self._must_kind(name, "table")).get("rows", []))

    def order(self, name: str) -> list:
        """The steps of an ``order`` block (e.g. ``timing-conflicts``)."""
        return list(self.node(self._must_kind(name, "order")).get("steps", []))

    def _must_kind(self, name: str, kind: str) -> str:
        found = self.resolve_name(name, kinds=(kind,))
        if found is None:
            raise KeyError(f"no {kind} {name!r}")
        return found

    # -- neighbourhoods ----------------------------------------------------
    def neighbours(self, node: str, kinds: tuple[str, ...] | None = None, depth: int = 1) -> nx.MultiDiGraph:
        """The subgraph within ``depth`` steps of a node (both directions)."""
        start = self._must(node)
        seen = {start}
        frontier = {start}
        for _ in range(max(depth, 0)):
            nxt = set()
            for n in frontier:
                nxt |= set(self.g.successors(n)) | set(self.g.predecessors(n))
            if kinds:
                nxt = {n for n in nxt if self.g.nodes[n].get("kind") in kinds or n == start}
            nxt -= seen
            seen |= nxt
            frontier = nxt
        return self.g.subgraph(seen).copy()

    def rules_citing(self, source_id: str, section: str) -> list[str]:
        sid = f"section:{source_id}/{section}"
        if sid not in self.g:
            return []
        return sorted(self.g.nodes[u]["id"] for u, _v, d in self.g.in_edges(sid, data=True)
                      if d.get("verb") == "cites")

    def sections(self) -> list[dict]:
        """Every section node, in source order."""
        return [self.g.nodes[n] for n in self._by_kind.get("section", [])]

    def conflicts(self) -> list[dict]:
        return [self.g.nodes[n] for n in self._by_kind.get("conflict", [])]

    def house_rules(self) -> list[str]:
        return [n for n, d in self.g.nodes(data=True) if d.get("house")]
