"""Simply Cosmic coverage (sc29): each fix of the probe tests/ask_probe_sc29.yaml asked again in other
words (rephrased from the seeds, not copied from a question set), with the seed's verdict and section."""
import pytest

CASES = [
    # SC Description of Flares and Edicts: an Edict matches no Alien Power, so it belongs to none
    ("Is an edict part of some alien power?", "no", "Description of Flares and Edicts"),
    # SC Stage 4 / Stage 6: invited players give their answer in Stage 6, not in the stage they are asked
    ("Do the players I invite give their answer during Stage 4?", None, None),
    # SC Situation A: when the offense wins, the defense's tokens leave the planet for the warp
    ("The offense won the challenge. Do the defense's tokens stay on the planet?", "no", "Situation A"),
    # SC Loss of an Alien Power: a power comes back with three home bases again (a power "switched back on")
    ("Once I have three bases in my home system again, does my power turn back on?", "yes", "Loss of an Alien Power"),
    # SC Loss of an Alien Power: two bases in one's own system told as "bases in my home system", not the
    # Binary's two bases lost in one of its systems (a power's count the question never names)
    ("I've got just two bases left in my home system. Am I still able to use my alien power?", "no", "Loss of an Alien Power"),
    # SC Stage 6: an ally puts one to four tokens on the cone, never five
    ("As an ally, am I allowed to put five tokens onto the cone?", "no", "Stage 6"),
    # SC Description of the Pre-Challenge Phase: with no Challenge card the offense draws new cards ("draw new cards" is a redraw)
    ("I'm the defense and I have no challenge cards. Do I draw new cards?", "yes", "Defensive Main Player"),
    # SC Regular Destiny Card: the drawn player defends even a planet where it has no tokens, with zero
    ("Is the defense allowed to defend with zero tokens?", "yes", "Regular Destiny Card"),
    # SC Stage 6: each invited player decides whether to ally; turning an invitation down is allowed
    ("Someone invited me to be their ally. May I turn the invitation down?", "yes", "Stage 6"),
    # SC Situation B: no consolation after two Attack cards, for the losing side either
    ("Both sides played attack cards. Does the losing player get consolation?", "no", "Situation B"),
    # SC Stage 7: an Attack card carries a number, a Compromise card none
    ("Is there a number printed on a compromise card?", "no", "Stage 7"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_simply_cosmic(ruled, question, verdict, section):
    ruled(question, "mayfair", verdict, section)   # verdict None: a wrong yes before, now anything but yes
