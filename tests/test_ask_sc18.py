"""Simply Cosmic words (issue 13, helper sc18, fifteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "Can I ally with both the defense and the offense in the same challenge?",
    "Can I be an ally of both the offense and defense at once?",
])
def test_no_ally_of_both_main_players(oracle, question):
    # Simply Cosmic, Stage 6: a player may not ally with both main players in one challenge
    assert_ruled(oracle, question, "mayfair", "no", "Stage 6")
