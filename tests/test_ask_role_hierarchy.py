"""Actor and object read against the claims' is-a hierarchy of roles and things (issue 13, helper
ro13): a claim about a wider class answers a question about a narrower one, never the reverse, and a
question about *some* player is answered by a permission every role the claims give the act has.
Expectations come from the seed text, the deciding section named beside each.
"""
from __future__ import annotations

import pytest


def _assert_ruled(oracle, question: str, edition: str, verdict: str, section: str) -> None:
    """The question gets the verdict, citing the deciding section."""
    ans = oracle.ask(question, edition)
    assert ans.verdict == verdict
    assert section in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("question, edition, verdict, section", [
    # More Cosmic 14.9: "Players may use Kicker cards after the Loser declares the revolt, but before
    # the Challenge cards are selected" (the claims: a main player may). "Somebody" asks whether some
    # player may, which the main players' permission answers
    ("The revolt has been declared by the Loser. May somebody still play a Kicker?", "mayfair", "yes", "14.9"),
])
def test_some_player_is_answered_by_the_roles_the_claims_give_the_act(oracle, question, edition, verdict, section):
    _assert_ruled(oracle, question, edition, verdict, section)


def test_every_player_is_not_some_player():
    """More Cosmic 14.9 lets the main players play Kickers after the revolt: that says nothing of
    every player, so "every player" gets no yes from it."""
    from resolver import Oracle
    ans = Oracle().ask("The revolt has been declared by the Loser. May every player still play a Kicker?", "mayfair")
    assert ans.verdict != "yes"
