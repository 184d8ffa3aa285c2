"""A story before the question, and the asked statement (st31): the words of a told situation the vocabulary reads
("takes the challenge" is winning it, "accepted the defense's invitation" makes the speaker its ally). Each case is
rephrased from the seeds (not copied from a question set or the probe file tests/ask_probe_st31.yaml), with the
seed's verdict and section."""
import pytest

CASES = [
    # "take the challenge/encounter" is winning it (SC Situation A, FFG Overview 6. Reveal: the defense wins ties)
    ("mayfair", "The totals are tied. The defense takes the challenge, right?", "yes", "Situation A"),
    ("ffg", "The totals are equal. Does the defender take the encounter?", "yes", "6. Reveal"),
    # accepting a main player's invitation makes the speaker that side's ally (SC Stage 6: the ring, not the planet)
    ("mayfair", "I accepted the defense's invitation. My tokens go on the ring around the cone, right?", "yes", "Stage 6"),
]


@pytest.mark.parametrize("edition,question,verdict,section", CASES)
def test_story_before_the_question(ruled, edition, question, verdict, section):
    ruled(question, edition, verdict, section)
