"""More Cosmic coverage (mc32): each fix found with the probe tests/ask_probe_mc32.yaml asked again in
other words (rephrased from the seeds, not copied from a question set), with the seed's verdict and section."""
import pytest

CASES = [
    # a name right before "player" is who that player is (the actor), not any player
    ("Does the Binary player receive two alien powers?", "yes", "9.0"),
    ("Is the Gas Giant player allowed to pull some ships out of the challenge once allies are declared?", "yes", "9.0"),
    # 13.4: all the tokens taken off a Moon desert it (the Mayfair word, the narrower wording than a planet emptied)
    ("I took all my tokens off the moon. Do its effects end?", "yes", "13.4"),
    # 9.0: a new player alone may take the inverted hex as a handicap
    ("My friend is a beginner. May she use an inverted hex while the others keep the normal side?", "yes", "9.0"),
    # Optional Rules: used one by one, never switched on in mid-game
    ("Must we use all of the optional rules?", "no", "Optional Rules"),
    ("Can we switch on lucre in the middle of the game?", "no", "Optional Rules"),
    # 13.1: setup steps ordered as acts
    ("Are the moons drawn before we hand out the alien powers?", "no", "13.1"),
    ("Do we hand out the alien powers before drawing the moons?", "yes", "13.1"),
    ("Are the moons drawn after the alien powers are handed out?", "yes", "13.1"),
    # 7.0: the expansion's special cards are Destiny cards
    ("Is a colourless cone card one kind of destiny card?", "yes", "7.0"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_more_cosmic(ruled, question, verdict, section):
    ruled(question, "mayfair", verdict, section)
