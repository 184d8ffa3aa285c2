"""Players' words for More Cosmic Encounter rulings (issue 13, helper m2). Each expectation
is read from the seed text before running: More Cosmic Encounter 10.0 (Limbo), Simply Cosmic
How To Win, and what the Mayfair seed leaves unsaid (an empty Challenge Deck)."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question", [
    "An inverted cone destiny card comes up while we use limbo. Do any ships slip out of Limbo into the warp?",
    "a reverse cone gets drawn. do any ships fall from limbo into the warp?",
])
def test_no_ship_leaves_limbo_under_an_inverted_cone(oracle, question):
    # 10.0: "When an inverted cone is drawn, no ships pass into the Warp"
    a = oracle.ask(question)
    assert a.verdict == "no" and "10.0" in {c["section"] for c in a.citations}


def test_a_noun_phrase_after_an_article_is_no_verb(oracle):
    # "towards the win": victory, not the verb; How To Win: the aim is bases on other players' planets
    a = oracle.ask("Do bases in my own home system count towards the win?")
    assert a.verdict == "no" and "How To Win" in {c["section"] for c in a.citations}


def test_an_engine_assumption_decides_no_players_question(oracle):
    # the Mayfair seed covers reshuffling the Destiny deck only; the engine's practice for an
    # empty Challenge Deck is its own assumption ("the rules do not say"), not a ruling
    a = oracle.ask("the Challenge Deck ran out in our Mayfair game. do we reshuffle the discards?")
    assert a.verdict == "unknown"
