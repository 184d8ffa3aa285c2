"""A quantifier standing alone after a verb for a pair named before (issue 13, helper ms18, fifteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "Both main players asked me to help them. May I ally with both?",
    "Both sides sent me an invitation. Can I ally with both?",
])
def test_both_after_the_verb_is_the_pair_named_before(oracle, question):
    # Simply Cosmic, Stage 6: a player may not ally with both of the main players in the same
    # challenge -- "both" after the verb stands for the pair the story named ("both main players")
    assert_ruled(oracle, question, "mayfair", "no", "Stage 6")


def test_the_pair_is_not_answered_by_the_invitation_alone(oracle):
    # Simply Cosmic, Stage 6: being invited lets a player ally, but never with both main players;
    # "join both" is asked of the pair, so the invitation alone gives no yes
    assert oracle.ask("Both main players invited me. Can I join both?", "mayfair").verdict != "yes"
