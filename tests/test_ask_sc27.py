"""Simply Cosmic, walked a third time (issue 13, sc27): players' plain questions about statements whose
claims or words were missing or read wrongly, written from the seed before the code ran, with the verdict
the seed gives and the section it is in."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict, section", [
    # Situation A: a defensive ally of a beaten defense gets nothing; the Setup deal is of the start, not a reward
    ("If the offense wins, do defensive allies receive any cards?", "no", "Situation A"),
    # a side told losing ("the defense loses") is a side that does not win
    ("If the defense loses, do the defensive allies get cards?", "no", "Situation A"),
    ("The defender lost. Do the defensive allies draw cards?", "no", "Situation A"),
    ("If the offense loses, do the offensive allies get cards?", "no", "Situation A"),
    # Regular Destiny Card: the drawn colour's system must be challenged (a permission to challenge any planet there
    # says nothing of whether one must)
    ("I'm pink and drew tan. Must I challenge in the tan system?", "yes", "Regular Destiny Card"),
    ("I'm pink and I drew tan. Do I have to attack the tan system?", "yes", "Regular Destiny Card"),
    # Reinforcement Cards: with Attack against Attack, an ally involved may play them (a two-word situation is read
    # within one conjunct: "ally in the challenge and both sides" is no "both ... challenge")
    ("I'm an ally in the challenge and both sides played attack. May I play a reinforcement?", "yes",
     "Reinforcement Cards"),
])
def test_simply_cosmic_statements(oracle, question, verdict, section):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}


def test_drawn_colour_not_a_wrong_no(oracle):
    # Regular Destiny Card: "must I challenge in the tan system?" was a wrong no from the permission to challenge
    # any planet there; with no colour of mine told it may be my own (then I choose), so no yes either
    answer = oracle.ask("If I draw tan, must I challenge in the tan system?", "mayfair")
    assert answer.verdict in ("yes", "depends", "unknown")


def test_secret_moon_lost_by_the_defense(oracle):
    # MCE 13.4: a Secret Moon lost unrevealed may not be revealed until won back; "the defense lost" is a lost
    # challenge, so the ban is open (or holds), never the bare permission's yes
    answer = oracle.ask("I had a Secret Moon I never revealed and the defense lost. Can I reveal it afterwards?", "mayfair")
    assert answer.verdict in ("no", "depends")
