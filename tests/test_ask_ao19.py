"""Actor and object matching (issue 13), answers decided from the seed text before the code ran.

- an order asked with no other side ("do I go first?") is asked against the one other role the question names;
- "I'm not a main player": the speaker is the widest role that is not the one named;
- a thing the frame leaves out is said by a claim naming a class above it (allied ships are ships), but a named
  hex is never said by its class (the Gas Giant is its own exception to a planet's rule)."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict", [
    # Simply Cosmic, "Timing Conflicts": players who are not main players go first, then the offense, then the defense
    ("My flare and the defense's power clash at the same moment, and I'm the offense. Do I go first?", "yes"),
    ("I'm the defense; my power clashes with the offense's flare. Do I go first?", "no"),
    ("When the offense's power and the defense's power conflict, does the defense's go first?", "no"),
    ("I'm not a main player, and my edict clashes with the offense's power. Do I come first?", "yes"),
])
def test_order_against_the_other_role_named(oracle, question, verdict):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == verdict, answer.answer
    assert "Timing Conflicts" in {c["section"] for c in answer.citations}


def test_an_order_with_no_other_side_named_stays_open(oracle):
    # the same section orders three kinds of player: asked of the offense alone, "first" against whom is not said
    assert oracle.ask("Does the offense go first?", "mayfair").verdict == "unknown"


def test_allied_ships_are_ships(oracle):
    # FFG Additional Rules, "Bystanders": an ally may take any ships, bystanders included, from any of its colonies
    answer = oracle.ask("I'm an ally and I have a bystander colony on the planet being attacked. "
                        "Can I use those ships as my allied ships?", "ffg")
    assert answer.verdict == "yes", answer.answer
    assert {c["section"] for c in answer.citations} == {"Bystanders"}


def test_a_named_hex_is_not_said_by_its_class(oracle):
    # More Cosmic 9.0, Gas Giant: other players may have more than one base on it (a planet's one-base rule does not hold)
    answer = oracle.ask("Can one player hold two separate bases on the Gas Giant?", "mayfair")
    assert answer.verdict in ("yes", "unknown"), answer.answer
