""""No frame" shapes (helper nf16): a modal before the copula with two things and no other verb ("can a deal
be only promises?") asks what the first may hold (`modal-copula`, rulesdata/vocabulary_english.rules), and
the copula says the subject is that thing alone (`claimed.demanded_besides`). Expectations come from the
seed text, section named."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_a_deal_that_is_only_promises(oracle) -> None:
    # SC Situation C: "In all deals, at least one player must receive something beyond the promise to perform
    # an action": a deal that is promises alone is no deal
    assert_ruled(oracle, "May a deal be only promises?", "mayfair", "no", "Situation C")


def test_a_deal_that_is_a_card(oracle) -> None:
    # SC Situation C: "The deal can be for a specific card"
    assert_ruled(oracle, "Can a deal be a card?", "mayfair", "yes", "Situation C")
