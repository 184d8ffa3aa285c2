"""Checks and coverage over the compiled claims: ``coverage --claims`` and ``lint``.

- :func:`claims_report`: per source section, its statements (every ``says``), its claims
  and its unclaimed statements, in the JSON shape of shared/spec/interfaces.md.
- :func:`modal_warnings`: a ``says`` with a modal word (may, must, cannot, only, never,
  no limit, not) that carries no claim.
- :func:`contradictions`: two claims of the same precedence rank that answer one frame
  both ways in one edition, not covered by a ``conflict`` or ``policy`` block.
"""
from __future__ import annotations

import re
from itertools import combinations

from resolver.dsl.errors import Problem

#: words that make a statement a rule about what may, must or cannot be (issue 12)
MODAL_WORDS = re.compile(r"\b(may|must|cannot|can't|only|never|no limit|not)\b", re.IGNORECASE)

#: modal pairs that answer the same question both ways
OPPOSITES = {("may", "may-not"), ("must", "need-not"), ("must", "may-not"), ("is", "is-not"),
             ("counts", "does-not-count"), ("happens", "does-not-happen")}

#: kinds of block that settle a disagreement between sources
SETTLING = ("conflict", "policy")


def all_claims(rules) -> list:
    return list(rules.claims.claims) + list(rules.claims.derived)


def statements(rules) -> list[dict]:
    """Every ``says`` of the rules: its rule, text, line, sections and how many claims it has."""
    claimed: dict[tuple[str, int], int] = {}
    for c in all_claims(rules):
        if c.statement is not None:
            key = (c.rule_node, c.statement)
            claimed[key] = claimed.get(key, 0) + 1
    out = []
    for node, data in rules.g.nodes(data=True):
        lines = data.get("statement_lines") or []
        for i, text in enumerate(data.get("statements") or []):
            out.append({"node": node, "rule": data.get("id") or node, "says": text,
                        "claims": claimed.get((node, i), 0), "file": data.get("file", ""),
                        "line": lines[i] if i < len(lines) else data.get("line", 0),
                        "sections": list(dict.fromkeys((c["source_id"], c["section"])
                                                       for c in data.get("citations", [])))})
    return out


def claims_report(rules) -> dict:
    """The JSON document of ``resolver coverage --claims``."""
    stmts = statements(rules)
    by_section: dict[tuple[str, str], list[dict]] = {}
    for s in stmts:
        for sec in s["sections"]:
            by_section.setdefault(sec, []).append(s)
    per_claim: dict[tuple[str, str], int] = {}
    for c in all_claims(rules):
        for sec in dict.fromkeys(c.sections):
            per_claim[sec] = per_claim.get(sec, 0) + 1
    names = {sec["source_id"]: sec["source"] for sec in rules.sections()}
    sections = []
    for sec in rules.sections():
        if sec.get("source_id") == "house":
            continue
        key = (sec["source_id"], sec["section"])
        mine = by_section.get(key, [])
        sections.append({"source": sec["source"], "section": sec["section"], "title": sec["title"],
                         "statements": len(mine), "claims": per_claim.get(key, 0),
                         "unclaimed": [{"rule": s["rule"], "says": s["says"]} for s in mine
                                       if not s["claims"]]})
    # each unclaimed statement once, under the first section it cites
    unclaimed = [{"rule": s["rule"], "source": names.get(s["sections"][0][0]) if s["sections"] else None,
                  "section": s["sections"][0][1] if s["sections"] else None}
                 for s in stmts if not s["claims"]]
    return {"sections": sections,
            "totals": {"statements": len(stmts), "claimed": sum(1 for s in stmts if s["claims"]),
                       "claims": len(all_claims(rules))},
            "unclaimed": unclaimed}


def modal_warnings(rules) -> list[Problem]:
    """A ``says`` with a modal word and no claim: it states a rule nothing can decide."""
    out = []
    for s in statements(rules):
        word = MODAL_WORDS.search(s["says"])
        if word and not s["claims"]:
            out.append(Problem("unclaimed-modal", f"{s['rule']}: a statement with {word.group(0)!r} "
                               "carries no claim", s["file"], s["line"], 3))
    return out


def _settled_pairs(rules) -> set[frozenset]:
    """Pairs of rule nodes a conflict or policy block names together (between, follows, about, see)."""
    pairs: set[frozenset] = set()
    for kind in SETTLING:
        for node in rules.nodes(kind):
            named = {v for _u, v in rules.g.out_edges(node)}
            pairs |= {frozenset(p) for p in combinations(sorted(named), 2)}
    for u, v, d in rules.g.edges(data=True):
        if d.get("verb") == "conflicts-with":
            pairs.add(frozenset((u, v)))
    return pairs


def _conditions(c) -> frozenset:
    return frozenset((w.key, w.op, str(w.value), w.text) for w in c.conditions)


def _clash(a, b) -> bool:
    """Do two claims about one actor, action and object answer it both ways at once?"""
    if (a.modal, b.modal) not in OPPOSITES and (b.modal, a.modal) not in OPPOSITES:
        return False
    if not a.editions & b.editions or _conditions(a) != _conditions(b):
        return False
    if any(w.key is None for w in a.conditions):
        return False       # a condition in words only always leaves the verdict 'depends'
    if a.phrase and b.phrase and a.phrase != b.phrase:
        return False       # the phrases say which part each is about
    return (a.count, a.limit, a.minimum, a.during) == (b.count, b.limit, b.minimum, b.during)


def contradictions(rules) -> list[Problem]:
    """Claims of one rank that contradict, not settled by a conflict or policy block."""
    book = rules.claims
    groups: dict[tuple, list] = {}
    for c in all_claims(rules):
        groups.setdefault((c.actor, c.action, c.obj), []).append(c)
    settled = _settled_pairs(rules)
    out = []
    for claims in groups.values():
        for a, b in combinations(claims, 2):
            if not _clash(a, b) or book.rank(a) != book.rank(b):
                continue
            if a.kind in SETTLING or b.kind in SETTLING or frozenset((a.rule_node, b.rule_node)) in settled:
                continue
            out.append(Problem("contradiction", f"claim '{b.text()}' ({b.rule}) contradicts '{a.text()}' "
                               f"({a.rule}, {a.file}:{a.line}) at the same precedence",
                               b.file, b.line, 3,
                               hint="make one narrower (a condition, an option, an edition), add "
                                    "'overrides', or settle them in a conflict or policy block"))
    return out
