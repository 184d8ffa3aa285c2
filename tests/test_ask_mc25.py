"""More Cosmic Encounter asked in players' words (issue 13, helper mc25): the claims and words each section's
statement needs, in phrasings of our own. Each expectation comes from the seed sentence its comment names."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

CASES = [
    # MCE Optional Rules: the rules "may be adopted in whole or in part by the players, by mutual agreement"
    ("Must all players agree to use Lucre?", "yes", "Optional Rules"),
    # MCE 13.0: players choose "using only certain categories rather than all of them"
    ("Can we play with only Full Moons?", "yes", "13.0"),
    # MCE 15.4: under the Silencer "every attempt to reach an agreement automatically fails"
    ("The Silencer is active. Can the two main players make a deal?", "no", "15.4"),
    # MCE 7.1: when the description fits more than one player "the Dictator has no effect"
    ("The colourless cone describes two players and I'm the Dictator. Can I still point the cone where I want?",
     "no", "7.1"),
    # MCE 10.0: ships in the Limbo "are inaccessible to the players" ("touch" is `reach`)
    ("Can anyone touch the ships in the Limbo?", "no", "10.0"),
    # MCE 13.2: a One-shot Moon "is then discarded without being replaced by another Moon"
    ("Does a one-shot moon get replaced after it is discarded?", "no", "13.2"),
    # MCE 14.15: when the Sorcerer swaps challenge cards "the Kicker cards stay where they are"
    ("When the Sorcerer swaps challenge cards, do the Kickers move too?", "no", "14.15"),
    # MCE 15.2: the Dictator points the cone "regardless of the colour drawn"; the Will "is subordinate to the
    # Dictator's choice of system" ("bound by" is the predicate, no obligation)
    ("Is the Dictator bound by the colour that was drawn?", "no", "15.2"),
    ("Is the Will bound by the Dictator's choice of system?", "yes", "15.2"),
    # MCE 15.3: if the GO declares the revolt "the GD could do nothing about it"
    ("The offense just declared a revolt. Can the defense do anything about it?", "no", "15.3"),
]


@pytest.mark.parametrize(("question", "verdict", "section"), CASES)
def test_more_cosmic_mc25(oracle, question: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, "mayfair", verdict, section)
