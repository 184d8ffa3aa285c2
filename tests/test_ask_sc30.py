"""Simply Cosmic coverage (sc30): each fix of the probe tests/ask_probe_sc30.yaml asked again in other
words (rephrased from the seeds, not copied from a question set), with the seed's verdict and section."""
import pytest

CASES = [
    # SC Setup: the Alien Power cards are dealt apart; only the cards left over make up the Challenge Deck
    ("Do the alien power cards get shuffled in with the challenge deck?", "no", "Setup"),
    # SC Description of Flares and Edicts: a Flare or an Edict takes effect at once when played
    ("Does an edict take effect the moment it is played?", "yes", "Description of Flares and Edicts"),
    # SC Stage 1: taking a token back from the warp is the offense's choice
    ("I'm on offense and I have tokens in the warp. Do I have to take one out?", "no", "Stage 1"),
    # SC Regular Destiny Card: refilling an empty home planet goes straight on to Stage 10, no allies asked
    ("I drew my own colour and refilled an empty home planet. Do I still ask for allies?", "no", "Regular Destiny Card"),
    # SC Stage 6: a defensive ally's tokens go on the ring around the pointed end
    ("I joined the defense. Do my tokens go on the ring at the pointed end?", "yes", "Stage 6"),
    # SC Stage 7: a Compromise card is used to try for a deal
    ("Is the compromise card used to try for a deal?", "yes", "Stage 7"),
    # SC Stage 8: both Challenge cards are revealed at the same time
    ("Are both challenge cards turned over at once?", "yes", "Stage 8"),
    # SC Situation C: every token on the cone goes home before the deal is made
    ("We both played compromise. Do the tokens stay on the cone while we negotiate?", "no", "Situation C"),
    # SC Situation C: a deal need not be fair to both players
    ("Does a deal have to be equal for both players?", "no", "Situation C"),
    # SC Reverse Cone: the main players' benefits stay the same; rewards of cards or tokens are the allies'
    ("Reverse cone is up and I won as the offensive main player. Do I get rewards instead of a base?", None, None),
    # SC Stage 9: the Challenge cards played are discarded
    ("Are the challenge cards that were played discarded at the end of the challenge?", "yes", "Stage 9"),
    # a claim's words after "instead of" name what its thing is not: they never say a word the question asks
    ("An instructional destiny card shows me a colour to challenge, doesn't it?", None, None),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_simply_cosmic(ruled, question, verdict, section):
    ruled(question, "mayfair", verdict, section)   # verdict None: a wrong yes before, now anything but yes
