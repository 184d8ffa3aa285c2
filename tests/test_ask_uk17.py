"""A manner adverb after an act with no object (issue 13, helper uk17, fourteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "Do Flares take effect immediately?",
    "Does an Edict take effect at once?",
])
def test_a_manner_adverb_is_said_of_the_subject(oracle, question):
    # Simply Cosmic, Description of Flares and Edicts: "They are played face up and take effect
    # immediately." -- the adverb after an object-less act is a quality of the subject (immediate)
    assert_ruled(oracle, question, "mayfair", "yes", "Description of Flares and Edicts")
