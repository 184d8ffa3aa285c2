"""Paraphrase invariance (issue 13, helper mt33, session 30): a question keeps its answer when a player quotes it after
"someone asked:", puts the edition in brackets before it, stresses its verb ("does stop"), or (branch mt33-respell)
misspells a word. Rephrased, not copied,
from the questions tests/ask_paraphrase.py rewrites (the measurement); each comment names the deciding rule.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

from resolver.ask.vocab import vocabulary_for


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


@pytest.mark.parametrize("question, edition, verdict, section", [
    # MCE 15.4: the Mesmer is on the Silencer's list of blocked powers ("blocked" with two letters swapped)
    ("Is the Mesmer blokced by the Silencer?", "mayfair", "yes", "15.4"),
    # SC Description of Flares and Edicts: any player may play them, not only the main players ("players" misspelt)
    ("Only the two main plyaers may play flares, right?", "mayfair", "no", "Description of Flares and Edicts"),
    # SC Stage 10: after a first win the offense may make a second challenge or pass ("required" misspelt)
    ("Won my first challenge. Am I requried to take a second one?", "mayfair", "no", "Stage 10"),
])
def test_a_word_one_typo_from_a_rules_word_is_read_as_it(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


def test_a_real_word_is_not_respelt(oracle) -> None:
    vocab = vocabulary_for(oracle.rules)
    # a typo's first letter is kept: "bother" is not "other", "niece" not "piece"; a name linked is kept as written
    assert vocab.respelt("Does it bother the niece?") == "Does it bother the niece?"
    assert vocab.respelt("Can the Silencer Cancle it?", frozenset({"cancle"})) == "Can the Silencer Cancle it?"
    assert vocab.respelt("Can the Silencer Cancle it?") == "Can the Silencer Cancel it?"
