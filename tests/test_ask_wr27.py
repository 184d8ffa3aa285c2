"""Wrong answers (issue 13, helper wr27, session 24): general causes, each with rephrased questions.

Each expectation was written from the seed text (the comment names the deciding rule) before the code ran.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "Does the Warrior still work against the Silencer? Or is it blocked?",
    "The Amoeba keeps working against the Silencer, right? Or is it blocked?",
])
def test_of_two_questions_the_last_asking_the_relation_is_answered(oracle, question):
    # MCE 15.4: the Silencer does not block the Warrior or the Zombie; the last question asks whether it is
    # blocked, so its answer is no (not "yes", which would answer the first question turned round)
    assert_ruled(oracle, question, "mayfair", "no", "15.4")


def test_one_question_asking_if_it_still_works_is_still_turned_round(oracle):
    # MCE 15.4: the Zombie is on the not-blocked list: it still works
    assert_ruled(oracle, "Does my Zombie still work against the Silencer?", "mayfair", "yes", "15.4")


@pytest.mark.parametrize("edition, question, section", [
    ("mayfair", "What is the fewest tokens the offense may put on the cone?", "Stage 3"),
    ("ffg", "What's the fewest ships the attacker can launch?", "3. Launch"),
])
def test_a_minimum_word_asks_the_least_of_a_range(oracle, edition, question, section):
    # Simply Cosmic Stage 3 / FFG Overview 3. Launch: one to four tokens (ships): the fewest is 1, not 4
    assert_ruled(oracle, question, edition, "value", section, 1)

