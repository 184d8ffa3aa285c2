"""Decided frames thrown away (issue 13, pc27): rephrased questions whose claims already decided them but a
later step refused the verdict, with the verdict the seed gives and the section it is in."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict, section, edition", [
    # a second verb with no object ("… and draw eight?") asks of the objects the claims give it in the
    # situation told, its bare number counting: both verbs decided, so the question is
    ("No encounter cards when my turn starts. Must I throw away my hand and draw eight?", "yes",
     "No Encounter Cards in Hand", "ffg"),
    ("No encounter cards when my turn starts. Do I throw away my hand and draw seven?", "no",
     "No Encounter Cards in Hand", "ffg"),
    ("It's the pre-challenge phase and I have no Challenge cards. Do I discard my hand and draw seven?", "yes",
     "Description of the Pre-Challenge Phase", "mayfair"),
    ("It's the pre-challenge phase and I have no Challenge cards. Do I discard my hand and draw eight?", "no",
     "Description of the Pre-Challenge Phase", "mayfair"),
    # FFG Overview Setup: only the cards of colours not in play leave the destiny deck
    ("We play with three. Do we remove the destiny cards of the unused colours?", "yes",
     "Setup", "ffg"),
    # Simply Cosmic Setup: a cut for the first player that turns up no colour is cut again
    ("Cutting the destiny pile for first player turned up a comet. Must we cut once more?", "yes", "Setup", "mayfair"),
    ("A wild card came up when we cut for the first player. Do we cut again?", "yes", "Setup", "mayfair"),
    # a phase named picks "I" among the roles: the roles whose claims on the act are timed in it (the offense
    # retrieves one ship in Regroup / Stage 1; a defensive ally's reward is another phase's)
    ("During regroup, may I bring back two ships from the warp?", "no", "1. Regroup", "ffg"),
    ("In stage 1, may I bring back two tokens from the warp?", "no", "Stage 1", "mayfair"),
    # a verb's gloss says the verb it is made of: inviting is asking (FFG 4. Alliance)
    ("I'm the defense. May I invite a player the attacker already asked?", "yes", "4. Alliance", "ffg"),
])
def test_decided_not_thrown_away(oracle, question, verdict, section, edition):
    answer = oracle.ask(question, edition)
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}
