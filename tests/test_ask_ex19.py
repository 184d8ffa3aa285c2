"""Two readings added after set 22's end run (issue 13; docs/asking.md, "ex19"): a question about the
game with no optional rules in play, and a base or colony on one of the asker's own planets. The
expectations come from the seed sentences the comments name; the phrasings are our own."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

CASES = [
    # MCE 7.0: by default the Destiny deck holds only the base cards; Comets are an optional addition
    ("Out of the box, does the destiny deck include any Comets?", "mayfair", "no", "7.0"),
    ("With no optional rules, does the destiny deck include Comet cards?", "mayfair", "no", "7.0"),
    # SC How To Win: only bases outside the player's own home system count toward the five
    ("Does a base on one of my home planets count toward the five bases I need?", "mayfair", "no", "How To Win"),
    # FFG Overview, Game Objective: colonies on a player's own planets do not count toward the five
    ("Does a colony on one of my own planets count toward the five I need?", "ffg", "no", "Game Objective"),
]


@pytest.mark.parametrize(("question", "edition", "verdict", "section"), CASES)
def test_ex19(oracle, question: str, edition: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, edition, verdict, section)
