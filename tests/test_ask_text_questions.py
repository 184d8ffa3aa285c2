"""What-happens / how / when questions answered by a rule's own words (issue 13, text answers).

Each expectation is taken from the seed text: the section that states the rule asked about.
"""
from __future__ import annotations

import pytest


def _sections(answer) -> set[str]:
    return {str(c["section"]) for c in answer.citations}


@pytest.mark.parametrize("question, section", [
    # Simply Cosmic, Description of Flares and Edicts: played any time in the phase their icons show
    ("when am I allowed to play a flare?", "Description of Flares and Edicts"),
    # More Cosmic 9.0: once the allies have declared, before the cards are chosen, the Gas Giant
    # may withdraw ships from the challenge
    ("when exactly can the Gas Giant pull ships out of a challenge against it?", "9.0"),
])
def test_words_saying_how_a_question_is_asked_need_no_rule(oracle, question, section):
    """"exactly", "allowed", "am" say how the question is asked: the rule need not use them."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == "text" and section in _sections(ans)
