"""Told counts as conditions (hp33): a loss told of a total ("three of my five home planets are gone", "had 3 home bases
and lose one more") leaves the difference held; a loss told of no total is no count held ("the Binary lost one base in
each system" is no count of its bases). Rephrased from the seeds (not copied from a set or tests/ask_probe_hp33.yaml),
each with the seed's verdict and section."""
import pytest

CASES = [
    # a part lost of a total told, the loss's subject: the difference is held (SC Loss of an Alien Power: fewer than 3)
    ("mayfair", "Four of my five home planets have fallen. Can I still use my alien power?", "no", "Loss of an Alien Power"),
    # a loss of one more after the total told (SC Loss of an Alien Power)
    ("mayfair", "I hold 3 bases in my home system and I lose one more. Do I lose my power?", "yes", "Loss of an Alien Power"),
    # with three home bases left the power is not lost (SC Loss of an Alien Power)
    ("mayfair", "I have exactly three bases left in my own system. Have I lost my alien power?", "no", "Loss of an Alien Power"),
]


@pytest.mark.parametrize("edition,question,verdict,section", CASES)
def test_told_counts(ruled, edition, question, verdict, section):
    ruled(question, edition, verdict, section)


def test_a_loss_of_no_total_is_no_count_held(oracle):
    # "lost one base in each system" tells no bases held: never the Binary's "one base left in each" (MCE 9.0)
    assert oracle.ask("The Binary lost one base in each of its systems. Does it lose a power?", "mayfair").verdict != "yes"
