"""More Cosmic Encounter 7.0, 7.2, 9.0 and 10.0 asked in players' words (issue 13, helper cm22): the claims
written in the frames such questions are read in. Each expectation comes from the seed sentence its comment
names, in phrasings of our own."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

CASES = [
    # MCE 7.0: "Players may also choose to replace all of these cards instead of only the last one"
    ("At each reshuffle, may we trade every special destiny card instead of just the last one, for variety?",
     "yes", "7.0"),
    # MCE 7.2: draw "until a Destiny card identifying the Defense of the Challenge is drawn": a Comet names none
    ("Will the comet card tell me who the defense is going to be?", "no", "7.2"),
    # MCE 9.0: "optionally drawn at random based on the colours of the normal side"
    ("May we give the inverted hexes out at random, by the colours on their normal side?", "yes", "9.0"),
    # MCE 9.0: an inexperienced player may play with the inverted hexes while the others use the normal side
    ("A beginner is at our table. Can she adopt an inverted hex while everyone else plays the normal side?",
     "yes", "9.0"),
    # MCE 9.0 Gas Giant: after the allies have declared, "the Gas Giant player may withdraw as many ships as it
    # wishes from the Challenge (provided at least one remains)"
    ("Gas Giant here, under attack, and the allies are in. Can I pull some of my ships out of the challenge?",
     "yes", "9.0"),
    # MCE 10.0: the reverse of the Warp hex "may be used both with the normal system hexes and with the inverted ones"
    ("May we flip the warp hex over to the Limbo side and keep the normal system hexes?", "yes", "10.0"),
]


@pytest.mark.parametrize(("question", "verdict", "section"), CASES)
def test_more_cosmic_7_9_10(oracle, question: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, "mayfair", verdict, section)


@pytest.mark.parametrize(("question", "value"), [
    # MCE 9.0 Rings: "the central planet adds 10, while the outermost ring adds only 2"
    ("What does the Rings' central planet add when defending?", 10),
    ("How much does the outermost ring of the Rings add on defense?", 2),
    # MCE 9.0 Gas Giant: "places its 20 ships on the surface of the planet"
    ("At setup, how many ships does the Gas Giant put on its planet?", 20),
])
def test_more_cosmic_9_values(oracle, question: str, value: int) -> None:
    assert_ruled(oracle, question, "mayfair", "value", "9.0", value)
