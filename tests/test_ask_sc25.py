"""Simply Cosmic, walked section by section (issue 13, sc25): players' plain questions about each
statement, written from the seed before the code ran, with the verdict the seed gives and the
section it is in."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict, section", [
    # Situation C: every token on the cone goes back to its owner's bases before the deal is made
    ("Both main players played Compromise. Do the tokens on the cone return before the deal?", "yes", "Situation C"),
    ("Before a deal is made, do all the ships on the cone go back to their owners?", "yes", "Situation C"),
    ("We both compromised. Do all the tokens on the cone go back?", "yes", "Situation C"),
    # Stage 3: emptying a planet loses the base; the tokens cannot be returned to that planet
    ("I took every token off one of my planets. Can I move tokens back onto it afterwards?", "no", "Stage 3"),
    # Stage 3: tokens for the cone come from any bases, home, elsewhere or any combination
    ("Can I take tokens for the cone from a home planet and an external base together?", "yes", "Stage 3"),
    # Regular Destiny Card: on your own colour you may turn over the next card and ignore this one
    ("I drew my own colour. May I ignore it and turn over the next destiny card?", "yes", "Regular Destiny Card"),
    # Stage 1: the token from the warp may go on any base, home or in an opposing system
    ("Can the token I take from the warp go onto my base in Mint's system?", "yes", "Stage 1"),
    # Stage 1: with no bases at all, the token from the warp may go straight onto the cone
    ("I have no bases. Can I place my retrieved token directly on the cone?", "yes", "Stage 1"),
    # Stage 2: used Destiny cards form a discard pile beside the destiny pile
    ("Do used destiny cards go to a discard pile?", "yes", "Stage 2"),
    # Situation A: when the offense wins, the tokens on the oval end (allies' too) move to the planet
    ("When the offense wins, do its offensive allies' tokens go onto the planet?", "yes", "Situation A"),
    # Setup: with fewer than four players the Destiny cards of colours nobody plays are removed
    ("Just three of us playing. Do we keep the destiny cards for the colour nobody has?", "no", "Setup"),
])
def test_simply_cosmic_statements(oracle, question, verdict, section):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}


@pytest.mark.parametrize("question, verdict, section", [
    # Loss of an Alien Power: a lost power is not used even where its use would be automatic
    ("After losing my power, does an automatic power of mine still apply?", "no", "Loss of an Alien Power"),
    # Reverse Cone: the winner is found in the normal way; only the allies' rewards are reversed
    ("Does the reverse cone change who wins?", "no", "Reverse Cone"),
    # Instructional Destiny Card: with several players fitting, the offense may pick any of them
    ("Two players meet the instructional card's conditions. Do I get to choose?", "yes", "Instructional Destiny Card"),
    # Stage 6: every token on the defensive ring is on the cone
    ("Are the defensive ally tokens on the cone?", "yes", "Stage 6"),
])
def test_simply_cosmic_more_statements(oracle, question, verdict, section):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}
