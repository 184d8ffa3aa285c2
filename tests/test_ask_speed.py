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


def test_a_typo_is_read_as_difflib_over_every_word_reads_it() -> None:
    """The deletion-neighbourhood search finds the word and score difflib's full scan finds."""
    import difflib

    from resolver.ask.vocab import FUZZY_CUTOFF, _closest
    rng = random.Random(3)
    words = ["reinforcement", "challenge", "compensation", "colony", "encounter", "destiny",
             "negotiate", "alliance", "receive", "planet", "kicker", "artifact", "reveal"]
    vocab = Vocabulary.from_entries([("thing", w, (), ()) for w in words])
    letters = "abcdefghijklmnopqrstuvwxyz"
    for _ in range(400):
        typo = list(rng.choice(words))
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(typo))
            typo[i:i + 1] = rng.choice([[], [rng.choice(letters)], [rng.choice(letters), typo[i]]])
        typo = "".join(typo) or "x"
        best = difflib.get_close_matches(typo, vocab.singles, n=1, cutoff=FUZZY_CUTOFF)
        assert _closest.__wrapped__(vocab, typo) == (best[0] if best else None)


def test_a_compiled_pattern_finds_what_a_scan_finds() -> None:
    # the grammar's patterns run as regular expressions compiled from pyparsing (sp19): the same
    # first match, with the same named parts, as pyparsing's scan
    from resolver.ask.grammar import _PATTERNS, _build
    rng = random.Random(11)
    words = ["@0", "@1", "@2", "does", "t", "w", "n", "not", "block", "passive", "by", "which", "what",
             "power", "how", "many", "before", "after", "vs", "copy", "count", "happen", "if", "is", "first"]
    for _ in range(300):
        shape = " ".join(rng.choice(words) for _ in range(rng.randint(1, 9)))
        for (name, expr, _t, _n), (_name, rx, _t2, _n2) in zip(_build(), _PATTERNS, strict=True):
            scanned = next((t for t, _s, _e in expr.scan_string(shape, max_matches=1)), None)
            found = rx.search(shape)
            assert (found is None) == (scanned is None), (shape, name)
            if found:
                assert {k: v for k, v in found.groupdict().items() if v is not None} == {
                    k: scanned[k] for k in ("a", "b", "verb", "rel", "what") if k in scanned}, (shape, name)
