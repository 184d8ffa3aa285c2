"""Okapi BM25 over short documents (rules' titles and ``says`` text).

    >>> idx = BM25([["hand", "seven", "card"], ["ship", "warp"]])
    >>> idx.top(["card"], 1)[0][0]
    0

Each posting stores its document's finished contribution (idf and length
normalisation applied at build time), so scoring a query only adds numbers.
"""
from __future__ import annotations

import heapq
import math
from collections import Counter


class BM25:
    """A plain BM25 index: documents are lists of (stemmed) terms."""

    def __init__(self, docs: list[list[str]], k1: float = 1.4, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.n = len(docs)
        self.lengths = [len(d) for d in docs]
        self.avg = (sum(self.lengths) / self.n) if self.n else 0.0
        counts: dict[str, list[tuple[int, int]]] = {}
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                counts.setdefault(term, []).append((i, tf))
        self.idf = {t: math.log(1 + (self.n - len(p) + 0.5) / (len(p) + 0.5))
                    for t, p in counts.items()}
        self.max_idf = max(self.idf.values(), default=1.0)    # the weight of a word no document has
        #: term -> [(document, that document's score for the term)]
        self.postings: dict[str, list[tuple[int, float]]] = {
            term: [(doc, self.idf[term] * tf * (self.k1 + 1) / (tf + self.k1 * (
                1 - self.b + self.b * self.lengths[doc] / (self.avg or 1)))) for doc, tf in posting]
            for term, posting in counts.items()}
        self._last: tuple[tuple[str, ...], dict[int, float]] | None = None

    def top(self, query: list[str], k: int = 5) -> list[tuple[int, float]]:
        """The ``k`` best documents as ``(index, score)``, best first (ties: the lower index).
        The last query's scores are kept: one question's answerers often rank the same words."""
        last = self._last
        if last is not None and last[0] == tuple(query):
            total = last[1]
        else:
            total = {}
            for term in set(query):
                posting = self.postings.get(term, ())
                if not total:             # the first term's weights as they are (0.0 + w is w)
                    total = dict(posting)
                    continue
                get = total.get           # 0.0 + w is w: a new document starts at its weight
                for doc, weight in posting:
                    total[doc] = get(doc, 0.0) + weight
            self._last = (tuple(query), total)
        return top_k(total, k, lower_first=True)

    def max_score(self, query: list[str]) -> float:
        """The score a document holding every query term once would get (for normalising)."""
        return sum(self.idf.get(t, 0.0) for t in set(query)) * (self.k1 + 1) / (1 + self.k1)


def top_k(scores: dict[int, float], k: int, lower_first: bool = False) -> list[tuple[int, float]]:
    """The ``k`` best of ``scores`` as ``(key, score)``, best first; equal scores in the dict's
    order, or the lower key first. The k-th best score bounds the candidates (floats sort fast)."""
    least = heapq.nlargest(k, scores.values())[-1] if 0 < k < len(scores) else -math.inf
    found = [(d, s) for d, s in scores.items() if s >= least]
    return sorted(found, key=(lambda p: (-p[1], p[0])) if lower_first else (lambda p: -p[1]))[:k]
