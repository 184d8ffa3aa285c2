"""Clauses and phrases of the asking clause the frame leaves out (issue 13, helper rd12): what the
reader makes of them, and when the deciding claims are taken to say them. Expectations come from
the seed text, the deciding section named beside each.
"""
from __future__ import annotations

import pytest


def _sections(answer) -> set[str]:
    return {str(c["section"]) for c in answer.citations}


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Defensive Main Player: with no Challenge Cards the defense plays any legal cards
    # it wants, and then discards its hand and draws seven. "before I toss my hand" is a moment the
    # rule says in its own words (discarding the hand): read through the vocabulary, not word for word
    ("I'm the defense and hold no challenge cards. Am I allowed to play some cards before I toss my hand?",
     "mayfair", "yes", "Defensive Main Player"),
])
def test_a_moment_clause_said_by_the_rule_in_its_own_words(oracle, question, edition, verdict, section):
    ans = oracle.ask(question, edition)
    assert ans.verdict == verdict
    assert section in _sections(ans)


def test_a_relative_clause_is_no_bag_of_words():
    """More Cosmic 13.3: the offense may not challenge a Moon on which it already has a base. A clause
    about who occupies the Moon ("that I already occupy") is not said by a rule that only mentions
    occupying: who does it matters, so its rules words are not matched one by one."""
    from resolver import Oracle
    assert Oracle().ask("Can I challenge a moon that I already occupy?", "mayfair").verdict != "yes"
