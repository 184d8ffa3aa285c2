"""Simply Cosmic coverage (sc31): each fix found with the probe tests/ask_probe_sc31.yaml asked again in
other words (rephrased from the seeds, not copied from a question set), with the seed's verdict and section."""
import pytest

CASES = [
    # SC Description of Icons: the small system-hex icon is a thing of its own (not the infinity icon)
    ("Is a card with the miniature system hex icon used in setup?", "yes", "Description of Icons"),
    # SC Stage 2: each of the five kinds is a Destiny card
    ("Is an instructional card a kind of destiny card?", "yes", "Stage 2"),
    # SC Defensive Main Player: no Challenge card is no lost challenge, the defense redraws
    ("As defense I hold no attack or compromise card. Do I lose the challenge?", "no", "Defensive Main Player"),
    # SC Description of the Pre-Challenge Phase: no Challenge card at the start is no skipped turn
    ("My hand has no challenge card at the start of my turn. Is my turn skipped?", "no",
     "Description of the Pre-Challenge Phase"),
    # SC Stage 3: the offense's tokens go on the oval end, not the pointed end (a noun the vocabulary lacked)
    ("Do the offense's tokens go on the oval end?", "yes", "Stage 3"),
    ("Are the attacker's tokens put on the pointed end of the cone?", "no", "Stage 3"),
    # SC Setup: play goes clockwise; the power card is dealt at random; the system hexes attach to the warp
    ("Does turn order go anticlockwise?", "no", "Setup"),
    ("Is the alien power card handed out at random?", "yes", "Setup"),
    ("Do the system hexes get connected to the warp hex?", "yes", "Setup"),
    # SC Loss of an Alien Power: the card does not stay standing ("stay standing / upright", words the vocabulary lacked)
    ("My power is lost. Does my power card remain standing?", "no", "Loss of an Alien Power"),
    # SC Stage 4: "this challenge", as "this encounter"
    ("Does an alliance last only for this challenge?", "yes", "Stage 4"),
    # SC Situation A: "head to" is "go to"
    ("The defense won. Do the offense's tokens head to the warp?", "yes", "Situation A"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_simply_cosmic(ruled, question, verdict, section):
    ruled(question, "mayfair", verdict, section)
