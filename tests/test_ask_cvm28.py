"""Mayfair claims walk (cvm28): the Simply Cosmic and More Cosmic Encounter rules of the rules inventory
asked in players' words; questions rephrased from the seeds, not from any question set."""
import pytest

CASES = [
    # SC Description of Flares and Edicts: a Flare is played face up and acts at once
    ("Does an edict take effect immediately when I play it?", "yes", "Description of Flares and Edicts"),
    # SC Regular Destiny Card: on its own colour the offense may turn over the next Destiny card instead
    ("My own colour came up on the destiny card. May I draw the next destiny card instead?", "yes", "Regular Destiny Card"),
    # SC Stage 7: each main player lays one Challenge card face down
    ("Does the defense put its challenge card face down?", "yes", "Stage 7"),
    # SC Situation B: an opponent short of cards for the consolation gives up its whole hand
    ("My opponent doesn't have enough cards for my consolation. Do I just take the whole hand?", "yes", "Situation B"),
    # SC Situation C: no deal in the minute, each main player loses three tokens
    ("We didn't make a deal in time. Does each of us lose three tokens?", "yes", "Situation C"),
    # SC Loss of an Alien Power: the lost power's card is turned face down
    ("I lost my power. Do I have to turn my card face down?", "yes", "Loss of an Alien Power"),
    # SC Stage 10: no Challenge card left after a won first challenge, no new hand
    ("I have no challenge cards left after my first win. Can I get a new hand for the second challenge?", "no", "Stage 10"),
    # MCE 7.0: one special Destiny card per player goes into the deck
    ("Do we put a special destiny card into the deck for every player?", "yes", "7.0"),
    # MCE 7.1: a colourless cone shows no colour; its printed text names the system to challenge
    ("Does a colourless cone show a colour on it?", "no", "7.1"),
    ("Does a colourless cone card tell the offense which system to challenge?", "yes", "7.1"),
    # SC Timing Conflicts: players outside the challenge resolve first, the defense last
    ("If two effects clash, do the players who are not main players go first?", "yes", "Timing Conflicts"),
    ("With conflicting effects, does the defense go first?", "no", "Timing Conflicts"),
    # MCE 14.3: the opponent's Kicker is set aside with its Challenge card on a time journey
    ("When Chronos travels back in time, is my kicker set aside as well?", "yes", "14.3"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_mayfair_walk(oracle, question, verdict, section):
    a = oracle.ask(question, "mayfair")
    assert a.verdict == verdict, a.answer
    assert section in {c["section"] for c in a.citations}
