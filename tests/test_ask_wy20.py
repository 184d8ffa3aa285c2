"""Wrong yes/no and polar contract breaches of set 19 and set 12, by general mechanisms
(issue 13, helper wy20, seventeenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; most questions are my own wording, not the sets'.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize(("question", "edition", "section"), [
    ("Isn't a single ship too few to count as a colony?", "ffg", "Game Objective"),
    ("Is one ship too few to count as a colony?", "ffg", "Game Objective"),
    ("Is a single token too few to count as a base?", "mayfair", "How To Win"),
])
def test_too_few_to_count(oracle, question, edition, section):
    # FFG Overview Game Objective / SC How To Win: a colony (base) is one or more of a player's ships (tokens)
    # on a planet; "too few to count" asks the contrary of "counts", so one ship is not too few
    assert_ruled(oracle, question, edition, "no", section)
