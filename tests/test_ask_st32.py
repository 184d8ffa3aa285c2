"""A story before the question (st32): told facts select the claim's case. A bare "Second challenge?" after a story
counting the ones before asks whether the speaker has one; a negation in a later "and" half stays there; the speaker's
own colour drawn by the speaker is an own-colour draw (st31's); the told winner a situation is run with is the one the
reading states. Each case is rephrased from the seeds (not copied from a question set or the probe files
tests/ask_probe_st31.yaml, tests/ask_probe_st32.yaml), with the seed's verdict and section."""
import pytest

from resolver.ask.frame import read_words

CASES = [
    # a bare "Second challenge?" after the first told (SC Stage 10: a second after a win or a deal, none after a loss)
    ("mayfair", "I won the first challenge of my turn. Second challenge?", "yes", "Stage 10"),
    ("mayfair", "I lost the first challenge of my turn. Second challenge?", "no", "Stage 10"),
    # the speaker's own colour drawn by the speaker (FFG Overview 2. Destiny: draw again)
    ("ffg", "I'm yellow and I drew yellow from the destiny deck. May I draw again?", "yes", "2. Destiny"),
]


@pytest.mark.parametrize("edition,question,verdict,section", CASES)
def test_story_selects_the_case(ruled, edition, question, verdict, section):
    ruled(question, edition, verdict, section)


def test_a_later_negation_stays_in_its_half(vocab):
    """ "We both played Compromise *and* couldn't agree": both played Compromise, and no deal (SC Situation C)."""
    context = read_words(vocab, "We both played Compromise and couldn't agree in the minute. Do we lose tokens?").context
    assert context.get("both_compromise") is True and context.get("deal_failed") is True
