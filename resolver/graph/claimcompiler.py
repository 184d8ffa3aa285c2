"""Compile the raw ``claim`` clauses and ``vocabulary`` blocks of a rule graph into claims.

Runs once after the graph is built (:func:`resolver.graph.load.compile_files`), on the
:class:`~resolver.graph.model.RuleGraph` itself so that a claim's words resolve exactly as
a question's words will. Every problem (a bad shape, a word neither in the vocabulary nor
a graph name, an unknown section) is a :class:`Problem` with the claim's file and line.
"""
from __future__ import annotations

import difflib

from resolver.dsl.errors import Problem
from resolver.dsl.schema import EDITIONS
from resolver.graph.claims import Claim, ClaimSyntaxError, RawClaim, When, read_claim
from resolver.graph.decide import ClaimBook
from resolver.graph.infer import derive_claims, read_inferences
from resolver.graph.precedence import read_precedence
from resolver.graph.vocabulary import CATEGORIES, Nouns, Vocabulary, norm, parse_line


def _problem(code: str, message: str, pos, hint: str = "") -> Problem:
    return Problem(code, message, pos.file, pos.line, pos.column, pos.text, hint)


def did_you_mean(word: str, pool, first=()) -> str:
    """The closest word, looked for among ``first`` (head words) before ``pool``."""
    for choices in (first, pool):
        best = difflib.get_close_matches(norm(word), list(choices), n=1, cutoff=0.6)
        if best:
            return f"did you mean {best[0].replace(' ', '-')!r}?"
    return ""


def build_vocabulary(graph) -> tuple[Vocabulary, list[Problem]]:
    """Merge every ``vocabulary`` block's lines into one :class:`Vocabulary`."""
    vocab, problems = Vocabulary(), []
    for node in graph.nodes("vocabulary"):
        for category, values, pos in graph.g.nodes[node].get("lines", []):
            if category not in CATEGORIES:
                continue
            parsed = parse_line(values)
            if isinstance(parsed, str):
                problems.append(_problem("bad-vocabulary", parsed, pos))
                continue
            word, gloss, isa, aka = parsed
            if category == "words" and (isa or not aka):
                problems.append(_problem("bad-vocabulary", f"words {word!r}: a word list names its "
                                         "words after aka (and has no isa)", pos))
                continue
            vocab.add(category, word, gloss, isa, aka, pos)
    return vocab, problems


class ClaimCompiler:
    """Resolves raw claims against the vocabulary and the graph's names."""

    def __init__(self, graph, vocab: Vocabulary) -> None:
        self.graph = graph
        self.vocab = vocab
        self.nouns = Nouns(vocab, graph)
        self.problems: list[Problem] = []
        self.block_ids = {d.get("id"): n for n, d in graph.g.nodes(data=True) if d.get("id")}
        self._noun_pool: list[str] | None = None

    # -- words ------------------------------------------------------------
    def noun_pool(self) -> list[str]:
        if self._noun_pool is None:
            graph_names = [n for n, nid in self.graph.names().items()
                           if self.graph.g.nodes[nid].get("kind") in ("power", "card", "term", "hex",
                                                                       "moon", "option")]
            self._noun_pool = self.vocab.words("noun") + graph_names
        return self._noun_pool

    def noun(self, word: str, pos, role: str) -> str | None:
        key = self.nouns.key(word)
        if key is None:
            self.problems.append(_problem(
                "unknown-word", f"claim {role} {word!r} is neither a vocabulary word nor a graph name",
                pos, did_you_mean(word, self.noun_pool(), self.vocab.headwords("noun"))))
        return key

    def verb(self, word: str, pos) -> str | None:
        found = self.vocab.verb(word)
        if found is None:
            self.problems.append(_problem(
                "unknown-word", f"claim action {word!r} is not a vocabulary action or predicate",
                pos, did_you_mean(word, self.vocab.words("verb"), self.vocab.headwords("verb"))))
        return found

    def condition(self, when: When, pos) -> When:
        if when.key is None:
            return when
        found = self.vocab.condition(when.key)
        if found is None:
            self.problems.append(_problem(
                "unknown-word", f"claim condition {when.key!r} is not a vocabulary condition",
                pos, did_you_mean(when.key, self.vocab.words("condition"),
                                 self.vocab.headwords("condition"))))
            return when
        return When(when.text, found, when.op, when.value)

    # -- claims -----------------------------------------------------------
    def compile_node(self, node: str) -> list[Claim]:
        data = self.graph.g.nodes[node]
        out = []
        for statement, values, pos in data.get("claim_src", []):
            try:
                raw = read_claim(values)
            except ClaimSyntaxError as exc:
                self.problems.append(_problem("bad-claim", str(exc), pos))
                continue
            claim = self.claim(node, data, statement, raw, pos)
            if claim is not None:
                out.append(claim)
        return out

    def claim(self, node: str, data: dict, statement, raw: RawClaim, pos) -> Claim | None:
        class_fact(raw, self.vocab, self.nouns)
        actor = self.noun(raw.actor, pos, "actor")
        action = self.verb(raw.action, pos)
        obj = self.noun(raw.obj, pos, "object") if raw.obj else None
        whens = tuple(self.condition(w, pos) for w in raw.whens)
        citations = self.citations(raw, data, pos)
        editions = self.editions(raw, data, pos)
        options = frozenset(data.get("options", [])) | frozenset(self.options(raw, pos))
        self.quantities(raw, data, pos)
        during = self.during(raw, pos)
        overrides = tuple(self.overrides(raw, pos))
        if actor is None or action is None or (raw.obj and obj is None):
            return None
        return Claim(
            actor=actor, modal=raw.modal, action=action, obj=obj, phrase=raw.phrase,
            rule=data.get("id") or node, rule_node=node, kind=data.get("kind", ""),
            statement=statement, editions=editions, options=options, conditions=whens,
            sections=tuple((c["source_id"], c["section"]) for c in citations),
            citations=tuple(citations), during=during, count=raw.count, limit=raw.limit,
            minimum=raw.minimum, overrides=overrides, because=raw.because,
            house=bool(data.get("house")), words=(raw.actor, raw.action, raw.obj or ""),
            file=pos.file, line=pos.line)

    def citations(self, raw: RawClaim, data: dict, pos) -> list[dict]:
        if not raw.cites:
            return list(data.get("citations", []))
        out = []
        for src, sec in raw.cites:
            sid = f"section:{src}/{sec}"
            if sid not in self.graph.g:
                self.problems.append(_problem("unknown-section", f"claim cites {src} {sec!r}, "
                                              "which is no section of the sources", pos))
                continue
            sdata = self.graph.g.nodes[sid]
            out.append({"source": sdata.get("source"), "source_id": src, "section": sec, "detail": None})
        return out

    def editions(self, raw: RawClaim, data: dict, pos) -> frozenset[str]:
        if not raw.editions:
            return frozenset(data.get("editions") or EDITIONS)
        bad = [e for e in raw.editions if e not in EDITIONS]
        for e in bad:
            self.problems.append(_problem("unknown-name", f"unknown edition {e!r} in a claim", pos,
                                          did_you_mean(e, EDITIONS)))
        return frozenset(e for e in raw.editions if e in EDITIONS)

    def options(self, raw: RawClaim, pos) -> list[str]:
        known = [n.split(":", 1)[1] for n in self.graph.nodes("option")]
        for o in raw.options:
            if o not in known:
                self.problems.append(_problem("unknown-name", f"unknown option {o!r} in a claim", pos,
                                              did_you_mean(o, known)))
        return [o for o in raw.options if o in known]

    def quantities(self, raw: RawClaim, data: dict, pos) -> None:
        values = list(raw.count or ()) + [v for v in (raw.limit, raw.minimum) if v is not None]
        for v in values:
            if isinstance(v, (int, float)) or v == "none":
                continue
            if str(v) in data.get("params", {}) or str(v) in self.graph._params:
                continue
            self.problems.append(_problem("unknown-name", f"claim quantity {v!r} is neither a number "
                                          "nor a param", pos, did_you_mean(str(v), self.graph._params)))

    def during(self, raw: RawClaim, pos) -> str | None:
        if raw.during is None:
            return None
        found = self.graph.resolve_name(raw.during, kinds=("phase", "window"), fuzzy=False) \
            or self.vocab.lookup("window", raw.during)
        if found is None:
            self.problems.append(_problem("unknown-word", f"claim window {raw.during!r} is no phase, "
                                          "window or vocabulary window", pos))
        return found

    def overrides(self, raw: RawClaim, pos) -> list[str]:
        for rid in raw.overrides:
            if rid not in self.block_ids:
                self.problems.append(_problem("unknown-name", f"claim overrides {rid!r}, which is no "
                                              "block id", pos, did_you_mean(rid, self.block_ids)))
        return [r for r in raw.overrides if r in self.block_ids]


def class_fact(raw, vocab: Vocabulary, nouns: Nouns) -> None:
    """``X is card`` (a noun where the predicate goes) reads as ``X is kind-of card``."""
    if raw.modal in ("is", "is-not") and raw.obj is None and vocab.verb(raw.action) is None \
            and nouns.key(raw.action) is not None:
        raw.obj, raw.action = raw.action, "kind-of"


def compile_claims(graph) -> list[Problem]:
    """Compile every claim of ``graph`` and attach the :class:`ClaimBook`; return the problems."""
    vocab, problems = build_vocabulary(graph)
    cc = ClaimCompiler(graph, vocab)
    claims: list[Claim] = []
    for node in graph.g.nodes:
        if graph.g.nodes[node].get("claim_src"):
            found = cc.compile_node(node)
            graph.g.nodes[node]["claims"] = found
            claims.extend(found)
    precedence, prec_problems = read_precedence(graph)
    inferences, inf_problems = read_inferences(graph, cc)
    derived, der_problems = derive_claims(graph, inferences, cc)
    problems += cc.problems + prec_problems + inf_problems + der_problems
    graph.claims = ClaimBook(graph, vocab, cc.nouns, claims, derived, precedence)
    return problems
