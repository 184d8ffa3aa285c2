"""A yes/no question lined up with the claim that decides it (al31): each fix asked in other words than the probe
tests/ask_probe_al31.yaml (rephrased from the seeds, not copied from a question set), with the seed's verdict and
section."""
import pytest

CASES = [
    # "facedown" is the rules' "face down" (a spelling): FFG Additional Rules, the sheet goes face down on the loss
    ("My power is gone. Do I flip my alien sheet facedown?", "ffg", "yes", "Losing Home Planets and Alien Powers"),
    # an act its doer must do the contrary of (vocabulary ``contrary-act``): the chosen alien goes face down
    ("At setup, do I put my chosen alien face up in front of me?", "ffg", "no", "Setup"),
    # ... the encounter cards are chosen secretly and put face down, never laid face up
    ("In planning, do the two main players lay their encounter cards face up?", "ffg", "no", "5. Planning"),
    # ... Simply Cosmic: a lost power's card goes face down, not face up
    ("Once I lose the use of my power, do I put my power card face up?", "mayfair", "no", "Loss of an Alien Power"),
    # "turn … face down" is the act of putting face down (not a bare "flip", which says no side)
    ("When my power is lost, do I turn my alien power card face down?", "mayfair", "yes", "Loss of an Alien Power"),
    # a passive naming no doer asks of every role that does the act at all (an ally plays no Challenge card)
    ("Are the challenge cards put down face down in Stage 7?", "mayfair", "yes", "Stage 7"),
    # the FFG starting hand said as received, as Simply Cosmic's is: a told number against the hand's one number
    ("Does each player get seven cards when the game starts?", "ffg", "no", "Setup"),
    ("At the start, does each player get eight cards from the challenge deck?", "mayfair", "no", "Setup"),
]


@pytest.mark.parametrize("question,edition,verdict,section", CASES)
def test_lined_up(ruled, question, edition, verdict, section):
    ruled(question, edition, verdict, section)


def test_contrary_untold_is_no_answer(oracle):
    """An act's contrary answers only where its claim holds: the sheet goes face down on the loss, which is not told."""
    assert oracle.ask("Do I put my alien sheet face up?", "ffg").verdict != "no"


def test_contrary_of_a_kind_is_no_answer(oracle):
    """A card's side is not answered from a claim about one kind of card (a Reinforcement is played face up)."""
    assert oracle.ask("Does a player who lost its power turn the card face down?", "mayfair").verdict != "no"
