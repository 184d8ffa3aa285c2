"""A ban whose conditions the question tells only in part (issue 13, helper uc14): other claims
allow the same act under the conditions left open, so the answer depends (expectations from the
Simply Cosmic seed text, decided before the code ran)."""
import pytest

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


def test_no_challenge_cards_redraw_depends(oracle):
    # Description of the Pre-Challenge Phase: "If you have no Challenge Cards in your hand, discard
    # your hand, draw seven new cards and return to the beginning of the pre-challenge phase."
    # Defensive Main Player: "If you have no Challenge Cards ... discard your hand and draw seven new cards."
    # Stage 10: after winning the first challenge, "If you have no more Challenge Cards, you may not
    # draw a new hand". The question tells only "no challenge cards", not when: it depends.
    a = oracle.ask("If I have no challenge cards, can I draw a new hand?", "mayfair")
    assert a.verdict == "depends", (a.verdict, a.answer)
    sections = [c["section"] for c in a.citations]
    assert "Stage 10" in sections
    assert {"Description of the Pre-Challenge Phase", "Defensive Main Player"} & set(sections)
    assert {"no", "yes"} <= {c["verdict"] for c in a.conditions}
