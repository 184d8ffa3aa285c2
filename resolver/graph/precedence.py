"""Which claim wins when claims disagree: read from ``precedence`` blocks (rulesdata).

    precedence claims "When claims disagree" {
      rank option "an optional rule's claim beats the base game's while the option is on"
      rank actor "a claim about a narrower actor beats one about a wider class"
      rank kind "a ruling beats a power's text, which beats the rulebook"
      kinds conflict policy ruling power card rule term
      cite sc "Description of Alien Power Cards"
    }

The ``rank`` lines, in order, are the keys compared (the first that differs decides);
each names one measure of a claim (:data:`MEASURES`). ``kinds`` orders the block kinds
for the ``kind`` measure, strongest first. The code knows how to measure; the data says
which measures count and in which order.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from resolver.dsl.errors import Problem

#: what each measure compares (a larger number wins)
MEASURES = {
    "house": "a house rule beats a bundled one",
    "sourced": "a claim the sources state beats one of the engine's own assumptions (cited 'house' only)",
    "option": "the number of optional rules the claim needs (all of them on)",
    "actor": "how narrow the actor is: the length of its isa chain",
    "object": "how narrow the object is: the length of its isa chain",
    "action": "how narrow the action is: the length of its isa chain",
    "kind": "the kind of block that states the claim, in the order of 'kinds'",
    "conditions": "how many 'when' conditions the claim has (a conditional exception "
                  "is narrower than the plain rule)",
    "stated": "a claim written in a block beats one derived from a relation",
}


@dataclass
class Precedence:
    """The measures in the order they are compared, and the kind order."""

    ranks: list[str] = field(default_factory=lambda: list(MEASURES))
    kinds: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    sections: list[tuple[str, str]] = field(default_factory=list)

    def kind_rank(self, kind: str) -> int:
        """Larger is stronger; a kind not listed is weakest."""
        return len(self.kinds) - self.kinds.index(kind) if kind in self.kinds else 0


def read_precedence(graph) -> tuple[Precedence, list[Problem]]:
    problems: list[Problem] = []
    prec = Precedence(ranks=[], kinds=[])
    for node in graph.nodes("precedence"):
        data = graph.g.nodes[node]
        prec.rules.append(data["id"])
        prec.sections += [(c["source_id"], c["section"]) for c in data.get("citations", [])]
        for key, values, pos in data.get("lines", []):
            if key == "kinds":
                prec.kinds += [str(v) for v in values if str(v) not in prec.kinds]
                continue
            measure = str(values[0]) if values else ""
            if measure not in MEASURES:
                problems.append(Problem("bad-precedence", f"unknown measure {measure!r} "
                                        f"(one of {', '.join(MEASURES)})", pos.file, pos.line,
                                        pos.column, pos.text))
            elif measure not in prec.ranks:
                prec.ranks.append(measure)
    if not prec.ranks:
        prec.ranks = list(MEASURES)
    return prec, problems
