"""Simply Cosmic, walked again (issue 13, sc26): players' plain questions about statements whose
claims were missing or read wrongly, written from the seed before the code ran, with the verdict
the seed gives and the section it is in."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict, section, edition", [
    # Situation A: allies of a beaten offense lose their tokens and get nothing; the setup deal is no reward
    ("If the offense loses, do the offensive allies get cards?", "no", "Situation A", "mayfair"),
    ("If the defense wins, do the defensive allies get cards?", "yes", "Stage 5", "mayfair"),
    # Loss of an Alien Power: home bases are what count, whatever the external ones number
    ("I have three external bases but only two home bases. Can I still use my power?", "no",
     "Loss of an Alien Power", "mayfair"),
    ("I have three foreign colonies but only two home colonies. Do I keep my alien power?", "no",
     "Losing Alien Powers", "ffg"),
    ("Two foreign colonies and three home colonies: do I keep my power?", "yes", "Losing Alien Powers", "ffg"),
    ("If I get back up to three bases in my home system, do I get my power back?", "yes",
     "Loss of an Alien Power", "mayfair"),
    # Stage 4: an alliance lasts for the current challenge only
    ("Does an alliance last only for the current challenge?", "yes", "Stage 4", "mayfair"),
    ("Do alliances only last for one challenge?", "yes", "Stage 4", "mayfair"),
    # Situation A: a tie goes to the defense
    ("In a tie, does the defense win?", "yes", "Situation A", "mayfair"),
    ("In a tie, does the offense win?", "no", "Situation A", "mayfair"),
])
def test_simply_cosmic_statements(oracle, question, verdict, section, edition):
    answer = oracle.ask(question, edition)
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}

