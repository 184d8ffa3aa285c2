"""Wrong answers (wr30): each fix asked again in other words (rephrased from the seeds, not copied from a
question set or the probe tests/ask_probe_wr30.yaml), with the seed's verdict and section; ``None``: a wrong
yes/no before, now anything but that verdict (no general reading reaches the seed's verdict yet)."""
import pytest

CASES = [
    # SC Regular Destiny Card: the colour drawn names the player challenged; a base of another colour is no
    # yes of the rule for the drawn player's bases (of two colours told, the one after its cue is the drawn one)
    ("mayfair", "I'm lavender and flipped a mint destiny card. Can I attack pink's base instead?", None, "yes"),
    # MCE 15.2: two of one noun offered ("the colour drawn or the colour attacked") is a choice, not yes/no
    ("mayfair", "Does the Assassin kill a ship of the colour drawn or of the colour attacked?", None, "yes"),
    # MCE 7.0: at a reshuffle the last extra card played is swapped, not the first
    ("mayfair", "At a reshuffle, do we replace the first extra card that was played?", "no", "7.0"),
    # SC Timing Conflicts: "the one to the left of the offense" is the player on the offense's left, not the offense
    ("mayfair", "Does the one to the left of the offense resolve first in a timing conflict?", None, "no"),
    ("mayfair", "Two non-main players act at once. Does the one to the left of the offense go first?", None, "no"),
]


@pytest.mark.parametrize("edition,question,verdict,section", CASES)
def test_wrong_answers(oracle, edition, question, verdict, section):
    a = oracle.ask(question, edition)
    if verdict is None:                   # a wrong verdict before (``section`` holds it): now anything but that
        assert a.verdict != section, a.answer
        return
    assert a.verdict == verdict, a.answer
    assert section in {c["section"] for c in a.citations}
