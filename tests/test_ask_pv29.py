"""Yes/no questions proposing a number (issue 13, helper pv29, session 26): the number is decided by the
range the rules fix for the same clause (the question asking "how many" of the proposed thing), yes when it
lies in the range, no otherwise; unknown when no range of that same thing answers.

Each expectation was written from the seed text (the comment names the deciding rule) before the code ran.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question, verdict", [
    ("Can a defensive ally put six tokens on the cone?", "no"),
    ("Is a defensive ally able to put two tokens on the cone?", "yes"),
    ("Could an offensive ally throw in three ships?", "yes"),
])
def test_an_allys_tokens_against_one_to_four(oracle, question, verdict):
    # Simply Cosmic, Stage 6: to accept, an ally puts one to four of its tokens on the cone
    assert_ruled(oracle, question, "mayfair", verdict, "Stage 6", None)


def test_an_allys_ships_ffg(oracle):
    # FFG Overview, 4. Alliance: an ally selects 1 to 4 of its ships
    assert_ruled(oracle, "Can an offensive ally throw in six ships?", "ffg", "no", "4. Alliance")


@pytest.mark.parametrize("question", [
    "Can I invite five allies?",            # the 1-to-4 limit counts an ally's tokens, not the allies
    "Can only one player win?",             # a number of the doer, not of the thing acted on
    "Can a defensive ally put five tokens on the cone if it has no bases?",   # a situation told
])
def test_no_range_of_another_thing_decides(oracle, question):
    ans = oracle.ask(question, "mayfair")
    assert "the rules allow" not in ans.answer, (question, ans.answer)
