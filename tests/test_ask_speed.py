"""The ask path's speed-ups keep its results: ranking orders, ties and remembered readings
(the answers themselves are checked by the question sets; these pin the mechanisms)."""
from __future__ import annotations

import random

from resolver.ask.bm25 import BM25
from resolver.ask.frame import read_slots
from resolver.ask.vocab import Vocabulary


def _brute_top(index: BM25, query: list[str], k: int) -> list[tuple[int, float]]:
    total: dict[int, float] = {}
    for term in set(query):
        for doc, weight in index.postings.get(term, ()):
            total[doc] = total.get(doc, 0.0) + weight
    return sorted(total.items(), key=lambda item: (-item[1], item[0]))[:k]


def test_bm25_top_is_the_full_ranking_cut_at_k_with_ties_to_the_lower_index() -> None:
    rng = random.Random(7)
    # many equal documents: ties everywhere, the bound at the k-th score must keep them all
    docs = [[rng.choice("abcdef") for _ in range(rng.randint(1, 4))] for _ in range(300)]
    index = BM25(docs)
    for _ in range(200):
        query = [rng.choice("abcdefg") for _ in range(rng.randint(1, 4))]
        k = rng.choice([1, 5, 24, 400])
        assert index.top(query, k) == _brute_top(index, query, k)
        assert index.top(query, k) == _brute_top(index, query, k)      # the kept last query


def test_read_slots_gives_each_caller_its_own_list() -> None:
    vocab = Vocabulary.from_entries([("role", "defense", (), ("player",)), ("action", "play", (), ())])
    words = ["can", "the", "defense", "play"]
    first = read_slots(vocab, words, None)
    first.clear()                         # a caller changing its list changes no other reading
    again = read_slots(vocab, words, None)
    assert [(s.category, s.word) for s in again] == [("role", "defense"), ("action", "play")]


def test_a_word_read_again_reads_the_same() -> None:
    vocab = Vocabulary.from_entries([("action", "keep", ("retain",), ()), ("thing", "reinforcement", (), ())])
    for _ in range(2):
        assert vocab.match(["retained"], 0).word == "keep"
        assert vocab.match(["reinforcment"], 0).word == "reinforcement"       # a typo
        assert vocab.match(["reinforcment"], 0, fuzzy=False) is None
