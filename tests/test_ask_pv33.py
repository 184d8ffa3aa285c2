"""Passives, possessives and the beneficiary (pv33): each fix asked in other words than the probe
tests/ask_probe_pv33.yaml (rephrased from the seeds, not copied from a question set), with the seed's verdict and
section."""
import pytest

CASES = [
    # a passive in a moment clause ("before X get handed out"): its subject is the act's object, "get" no receiving
    ("Do the moons get drawn before the alien powers get handed out?", "mayfair", "no", "13.1"),
    # a passive with a place after it ("placed on X") is the thing's moving there, asked of its owner as doer
    # (no yes from the offense's placing its own tokens there: the defensive allies place theirs)
    ("Do the defensive allies' tokens get placed on the oval end of the cone?", "mayfair", None, "Stage 6"),
    ("Once the defense has won, are the defensive allies' tokens returned to their bases?", "mayfair", "yes", "Situation A"),
    # a role's possessive before a thing keeps the owner (FFG "the defender's ships" is the defense's ships)
    ("When the defense wins, do the attacker's ships return to their colonies?", "ffg", "no", "Phases of an Encounter"),
    # a passive with the role a thing goes to ("dealt to each player"): that role gets it
    ("At setup are seven cards dealt to every player?", "mayfair", "yes", "Setup"),
    ("In the Overview, are eight cards dealt to each player at the start?", "ffg", "yes", "Setup"),
    # "only" closing in on a thing: not that thing's alone when a wider one does it (the allies' ships land too)
    ("When the attack wins, do only the attacker's ships get to land on the planet?", "ffg", None, "Phases of an Encounter"),
    # a number in a passive's subject counts it with "by" too ("seven cards drawn by the defense": eight in FFG)
    ("When the defender has no encounter card, are seven new cards drawn by it?", "ffg", None, "No Encounter Cards in Hand"),
    ("When the defense has no encounter card, are eight new cards drawn by the defense?", "ffg", "yes", "No Encounter Cards in Hand"),
]


@pytest.mark.parametrize("question,edition,verdict,section", CASES)
def test_pv33(ruled, question, edition, verdict, section):
    ruled(question, edition, verdict, section)
