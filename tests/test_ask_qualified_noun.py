""""Is one token *on a planet* a base?": in a verbless "is X a Y?" a noun after a preposition qualifies the
noun before it and is no third thing (resolver/ask/frame.py `_kind_frames`); "is *that* a base?" after
"one token on a planet" stands for the token, the head, not the planet that qualifies it (`_topics`);
"enough to be" links the two things as "a" does (`words copula-link`). Expectations from the seed text."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "Is a single token on a planet a base?",
    "I have only one token on that planet. Is that a base?",
    "Is one token on a planet enough to count as a base?",
])
def test_one_token_on_a_planet_is_a_base(oracle, question) -> None:
    # SC How To Win: "A base is one or more of your tokens on a planet."
    assert_ruled(oracle, question, "mayfair", "yes", "How To Win")


def test_swapping_a_face_down_card(oracle) -> None:
    # SC Stage 7: "Once both Challenge Cards are played face down, neither of them may be changed." "After both
    # are face down" is a situation's clause (both_cards_down), not a moment left unread
    a = oracle.ask("May I swap my challenge card for another one after both are face down?", "mayfair")
    assert a.verdict == "no", a.answer
    assert "Stage 7" in {str(c["section"]) for c in a.citations}


def test_the_auxiliary_before_its_subject_asks(oracle) -> None:
    # SC Stage 7: "Once both Challenge Cards are played face down, neither of them may be changed." With no comma,
    # "are" belongs to the leading clause (after its subject); "may I" opens the question
    a = oracle.ask("Once both challenge cards are face down may I change my card?", "mayfair")
    assert a.verdict == "no", a.answer
    assert "Stage 7" in {str(c["section"]) for c in a.citations}
