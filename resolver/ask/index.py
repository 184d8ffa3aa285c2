"""Everything a question needs from the rule graph (:class:`AskIndex`), computed once per graph."""
from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from resolver.ask.bm25 import BM25
from resolver.ask.lexicon import NEGATIVE_VERBS
from resolver.ask.text import W, content_words, per_graph, remembered, stem, tokens, warm_up

#: node kinds a question may name directly
LINKABLE = ("power", "card", "term", "option", "hex", "moon", "phase", "window", "table", "order")
#: node kinds whose words are ranked for "nearest rules"
RANKED = ("rule", "ruling", "policy", "conflict", "term", "power", "card", "hex", "moon",
          "phase", "option", "table", "order")
#: node kinds worth fuzzy-matching (names people misspell)
FUZZY_KINDS = ("power", "card", "term", "option", "hex", "moon")


@dataclass
class ParamDoc:
    """One named parameter and the words that ask for it."""

    name: str
    words: list[str]
    nodes: list[str]
    #: the parameter's own name words and question hints (what the question must be about)
    hints: frozenset[str] = frozenset()
    #: the words of the parameter's name alone
    name_words: frozenset[str] = frozenset()


@dataclass
class TableDoc:
    """One table with the words of its heading and of each row, precomputed."""

    node: str
    data: dict
    head: set[str]
    rows: list[tuple[dict, set[str], set[str]]]      # (row, its words, its id words)
    row_text: set[str]


@dataclass
class AskIndex:
    """Precomputed lookups over one :class:`RuleGraph`."""

    names: dict[str, str] = field(default_factory=dict)
    #: a name's first words -> the most words (up to 6) a name starting with them has (a span is
    #: looked up only as long as some name starting there can be)
    span_of: dict[str, int] = field(default_factory=dict)
    deletions: dict[str, set[str]] = field(default_factory=dict)
    ranked_nodes: list[str] = field(default_factory=list)
    bm25: BM25 | None = None
    near_bm25: BM25 | None = None         # bm25 with the relations each rule states (nearest rules)
    params: list[ParamDoc] = field(default_factory=list)
    param_bm25: BM25 | None = None
    #: how rare each hint word is among the parameters' hints (a word every count uses weighs 0)
    hint_idf: dict[str, float] = field(default_factory=dict)
    power_attrs: dict[str, list[str]] = field(default_factory=dict)
    edition_words: dict[str, dict[str, str]] = field(default_factory=dict)
    conflicts_of: dict[str, list[str]] = field(default_factory=dict)
    vocabulary: set[str] = field(default_factory=set)
    powers_in: dict[str, set[str]] = field(default_factory=dict)
    alternates: dict[str, list[str]] = field(default_factory=dict)
    acronyms: set[str] = field(default_factory=set)
    tables: list[TableDoc] = field(default_factory=list)
    node_words: dict[str, frozenset[str]] = field(default_factory=dict)
    #: small derived lookups filled on first use (the edition word pairs, fuzzy matches of words)
    memo: dict = field(default_factory=dict)
    #: rule id -> the polarities (True: a "does not …" verb) of the typed edges it states
    rule_polarities: dict[str, set[bool]] = field(default_factory=dict)

    def words_of(self, node: str, data: dict) -> frozenset[str]:
        """A node's ranked words (memoised)."""
        return remembered(self.node_words, node, lambda: frozenset(_node_words(node, data)))

    def edition_word(self, edition: str, node: str) -> str | None:
        """An edition's own word for a term (FFG's "ship" for the token), when it has one."""
        return self.edition_words.get(edition, {}).get(node)

    def name_words(self, node: str, data: dict) -> frozenset[str]:
        """The ranked words of a node's names (title, aliases, id), not of what it says (memoised)."""
        return self.once(("name-words", node), lambda: frozenset(content_words(tokens(" ".join([
            data.get("title") or "", *data.get("aliases", []), node.split(":", 1)[1].replace(".", " ")])))))

    def once(self, key, build: Callable):
        """``build()`` remembered in ``memo`` under ``key`` (built on first use)."""
        return remembered(self.memo, key, build)


def deletes(word: str, depth: int) -> set[str]:
    """Every string reached from ``word`` by deleting up to ``depth`` characters."""
    out, frontier = {word}, {word}
    for _ in range(depth):
        frontier = {w[:i] + w[i + 1:] for w in frontier for i in range(len(w))}
        out |= frontier
    return out


def fuzzy_depth(word: str) -> int:
    """How many typos a word of this length may carry and still be recognised."""
    return 0 if len(word) < 4 else 1 if len(word) < 8 else 2


#: row cells that are bookkeeping, not words a question would use
_ROW_SKIP = ("rule", "stages", "basis", "known")
#: power attributes that are texts or bookkeeping, not a yes/no property of the power
_TEXT_ATTRS = ("does", "provenance", "says", "about", "note", "cite", "kind", "see")


def _node_words(node: str, data: dict) -> list[str]:
    attrs = data.get("attrs", {})
    parts = [data.get("title") or "", data.get("says") or "", " ".join(data.get("aliases", [])),
             node.split(":", 1)[1].replace(".", " ")]
    parts += [" ".join(map(str, value)) if isinstance(value, list) else str(value)
              for key in ("does", "question", "because", "topic", "word") for value in attrs.get(key, [])]
    return content_words(tokens(" ".join(parts)))


@warm_up
@per_graph
def index_for(rules) -> AskIndex:
    """The index of a graph, built on first use: the graph walked once for every lookup a question needs."""
    idx = AskIndex()
    data_of = {n: rules.node(n) for n in rules.nodes()}
    # names: acronyms, the nodes sharing a name, the names, their leading words, their typos
    same_name: dict[str, list[str]] = {}
    for node, data in data_of.items():
        if data.get("kind") not in LINKABLE:
            continue
        for alias in data.get("aliases", []):
            if str(alias).isupper() and len(str(alias)) <= 3:
                idx.acronyms.add(str(alias).lower())
        for name in {data.get("id"), data.get("title"), *data.get("aliases", [])}:
            if name:
                same_name.setdefault(" ".join(tokens(str(name))), []).append(node)
    for nodes in same_name.values():
        for node in nodes:
            mine = idx.alternates.setdefault(node, [])
            mine += [other for other in dict.fromkeys(nodes) if other != node and other not in mine]
    for name, node in rules.names().items():
        key = " ".join(tokens(name))
        if data_of.get(node, {}).get("kind") in LINKABLE and key and not key.isdigit():
            idx.names.setdefault(key, node)
    for key, node in list(idx.names.items()):
        words = key.split()
        for j in range(1, len(words)):
            lead = " ".join(words[:j])
            idx.span_of[lead] = max(idx.span_of.get(lead, 1), min(len(words), 6))
        if data_of[node]["kind"] in FUZZY_KINDS and len(key) >= 5:
            for variant in deletes(key.replace(" ", ""), fuzzy_depth(key.replace(" ", ""))):
                idx.deletions.setdefault(variant, set()).add(key)
    # the BM25 index of the ranked nodes' words; the nearest rules' one adds the relations a rule
    # states (a ruling stating only "Silencer blocks Dictator" is about the Silencer: MCE 15.4)
    stated: dict[str, str] = {}
    for e in rules.relations():
        stated[e["rule_node"]] = f"{stated.get(e['rule_node'], '')} {e['subject']} {e['verb']} {e['object']}"
        idx.rule_polarities.setdefault(e["rule"], set()).add(e["verb"] in NEGATIVE_VERBS)
    docs = []
    for data in data_of.values():
        idx.vocabulary.update(tokens(f"{data.get('title') or ''} {data.get('says') or ''}"))
    idx.vocabulary.update(W.common_word)
    for node, data in data_of.items():
        if data.get("kind") in RANKED:
            idx.ranked_nodes.append(node)
            docs.append(_node_words(node, data))
            idx.node_words[node] = frozenset(docs[-1])
    idx.bm25 = BM25(docs)
    idx.near_bm25 = BM25([d + content_words(tokens(re.sub(r"\w+:|-", " ", stated.get(n, ""))))
                          for n, d in zip(idx.ranked_nodes, docs, strict=True)])
    # which powers each ranked node names: a power's name written with its capital ("the Force",
    # not "forced"; "the Chosen", not "chosen")
    names = {str(data["id"]).replace("-", " "): node for node, data in data_of.items() if data.get("kind") == "power"}
    pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
                         + r")(?:'s|s)?\b")
    for node in idx.ranked_nodes if names else ():
        data = data_of[node]
        attrs = data.get("attrs", {})
        parts = [data.get("title") or "", data.get("says") or "", node.split(":", 1)[1]]
        for key in ("does", "question", "because"):
            parts += [" ".join(map(str, v)) if isinstance(v, list) else str(v) for v in attrs.get(key, [])]
        if named := {names[m.group(1)] for m in pattern.finditer(" ".join(parts).replace("-", " "))}:
            idx.powers_in[node] = named
    # parameters: their rules' words, the words players use for them (param-words), name and hints weighing more
    by_name: dict[str, ParamDoc] = {}
    asked_as: dict[str, list[str]] = {}
    for node, data in data_of.items():
        for pname in data.get("params", {}) or {}:
            doc = by_name.setdefault(pname, ParamDoc(pname, [], []))
            doc.nodes.append(node)
            doc.words += _node_words(node, data)
        for pname, words in (data.get("param_words") or {}).items():
            asked_as.setdefault(pname, []).extend(words)
    for pname, doc in by_name.items():
        hint = [stem(w) for w in asked_as.get(pname, [])]
        name_words = [stem(w) for w in pname.split("_")]
        doc.words = name_words * 3 + hint * 2 + doc.words
        doc.hints = frozenset(name_words + hint)
        doc.name_words = frozenset(name_words)
    idx.params = sorted(by_name.values(), key=lambda d: d.name)
    idx.param_bm25 = BM25([d.words for d in idx.params])
    spread = Counter(word for doc in idx.params for word in doc.hints)
    idx.hint_idf = {w: math.log(len(idx.params) / n) for w, n in spread.items()}
    # the powers' yes/no attributes; the edition conflicts and policies on each rule
    for node, data in data_of.items():
        for key, values in data.get("attrs", {}).items() if data.get("kind") == "power" else ():
            if key not in _TEXT_ATTRS and values and str(values[-1]).lower() not in ("no", "false", "0", "none"):
                idx.power_attrs.setdefault(key, []).append(node)
    for nodes in idx.power_attrs.values():
        nodes.sort()
    idx.edition_words.update({e: words for e in ("mayfair", "ffg") if (words := rules.edition_words(e))})
    for node, data in data_of.items():
        sides = data.get("attrs", {}).get("between", []) + data.get("attrs", {}).get("follows", []) \
            if data.get("kind") in ("conflict", "policy") else []
        for name in (name for side in sides for name in (side if isinstance(side, list) else [side])):
            if target := rules.resolve_name(str(name), fuzzy=False):
                idx.conflicts_of.setdefault(target, []).append(node)
    # the tables: their heads' words, each row's words and id words
    for node, data in data_of.items():
        if data.get("kind") != "table":
            continue
        head = set(content_words(tokens(" ".join([data.get("title") or "", data["id"], *data["aliases"]]))))
        rows = []
        for row in data.get("rows", []):
            text = " ".join(" ".join(map(str, v)) if isinstance(v, list) else str(v)
                            for k, v in row.items() if k not in _ROW_SKIP and not isinstance(v, int | float))
            words = set(content_words(tokens(text.replace(".", " ")))) - W.generic_row_word
            id_words = set(content_words(tokens(str(row.get("id", ""))))) - head
            rows.append((row, words, id_words))
        row_text = set(content_words(tokens(" ".join(str(v) for r in data.get("rows", []) for v in r.values()))))
        idx.tables.append(TableDoc(node, data, head, rows, row_text))
    return idx
