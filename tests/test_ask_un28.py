"""Reader and linker mechanisms for questions that gave no frame or a frame on the wrong word (issue 13, un28):
rephrased questions (none copied from a set) with the verdict the seed gives and a section that states it."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict, section, edition", [
    # a place adverb inside a verb phrase ("go *directly* onto") is read with the phrase (FFG 1. Regroup: with no
    # colonies, the ship from the warp goes to the Hyperspace Gate)
    ("I've got no colonies. Does the ship I regroup go directly onto the gate?", "yes", "1. Regroup", "ffg"),
    # "to be" after a verb opens no asking clause: the statement before the tag is asked (FFG 2. Destiny: a wild
    # lets the attacker choose any player as the defender)
    ("With a wild destiny card I can pick any player to be the defender, right?", "yes", "2. Destiny", "ffg"),
    # players' verbs: "slide" ships onto a planet adds them (FFG 3. Launch: the defender adds none), "evict" a
    # colony expels it (FFG 2. Destiny: on one's own colour, a foreign colony may be driven off a home planet)
    ("As the defender, may I slide extra ships onto the planet under attack?", "no", "3. Launch", "ffg"),
    ("I drew my own colour. Can I evict a foreign colony from one of my home planets?", "yes", "2. Destiny", "ffg"),
    # "in any danger" is "at risk" with a determiner inside (FFG Bystanders: not affected by the outcome)
    ("When the attack wins, are bystander ships in any danger?", "no", "Bystanders", "ffg"),
    # "anything"/"something" as an object asks the act whatever its object (SC Situation A: winning defensive
    # allies are rewarded; Situation C: the reverse cone has no effect on a deal)
    ("The defense won. Do the defensive allies get anything?", "yes", "Situation A", "mayfair"),
    ("Does the reverse cone change anything in a deal?", "no", "Situation C", "mayfair"),
])
def test_reader_and_linker(oracle, question, verdict, section, edition):
    answer = oracle.ask(question, edition)
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}
