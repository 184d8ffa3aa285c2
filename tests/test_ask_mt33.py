"""Paraphrase invariance (issue 13, helper mt33, session 30): a question keeps its answer when a player quotes it after
"someone asked:", puts the edition in brackets before it, or stresses its verb ("does stop"). Rephrased, not copied,
from the questions tests/ask_paraphrase.py rewrites (the measurement); each comment names the deciding rule.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question, edition, verdict, section", [
    # MCE 14.22: the Void's flare may remove a Moon; "my friend wondered:" quotes the question and tells nothing
    ("My friend wondered: can the Void remove a Moon?", "mayfair", "yes", "14.22"),
    # SC How To Win: players reaching their fifth external base together share the win; the bracket ends a phrase
    ("(Mayfair rules) can two players share a win?", "mayfair", "yes", "How To Win"),
])
def test_a_wrapper_around_the_question_changes_nothing(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


def test_a_stressed_do_before_the_verb_is_no_verb_of_its_own(oracle):
    # MCE 15.4: the Silencer blocks the Loser; "the Silencer does stop …" is the statement "the Silencer stops …"
    assert_ruled(oracle, "The Silencer does prevent the Loser from declaring an upset, right?", "mayfair", "yes", "15.4")
