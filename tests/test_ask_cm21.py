"""More Cosmic Encounter 7.0-13.5 asked in players' words (issue 13, helper cm21): the reshuffle of the special
Destiny cards, colourless cones, Comets with the Worldships' hand, the inverted hexes, Moons. Each expectation
was written from the seed sentence its comment names, in phrasings of our own (first person, story first,
negated), before the claims or the reader were changed."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

CASES = [
    # MCE 7.0: "Each time the Destiny deck must be reshuffled, remove the last of these additional cards that was
    # played and replace it with another, at random, from those that were left out of play."
    ("The destiny pile ran out and we reshuffle. Do we take out the last comet played and put a different one in?",
     "yes", "7.0"),
    ("When the destiny deck is reshuffled, must we remove the special card that was played last?", "yes", "7.0"),
    ("Is the replacement special card chosen at random from those left out?", "yes", "7.0"),
    ("Do I pick the special cards at random?", "yes", "7.0"),
    # MCE 7.0: "include one of these cards at random for each player": not picked by hand
    ("Do I get to choose which special cards go into the destiny deck?", "no", "7.0"),
    # MCE 7.1: "Colourless cone cards are special Destiny cards that are not linked to a colour directly"
    ("Is a colourless cone linked directly to a colour?", "no", "7.1"),
    ("Is a colourless cone card tied directly to one player's colour?", "no", "7.1"),
    # MCE 7.1: "If the instructions indicate the GO itself ... the GO may choose to ignore it and draw the next card."
    ("The colourless cone points at me, the offense. May I ignore it and draw the next card?", "yes", "7.1"),
    ("My colourless cone card's instructions point to me and I'm the offense. Can I ignore it?", "yes", "7.1"),
    # MCE 7.1: "Cards that refer to a Warp Challenge indicate that the target will not be an opposing base"
    ("With a Warp Challenge colourless card, is the target one of the other player's bases?", "no", "7.1"),
    # MCE 7.2 (with 9.0): the Worldships may play a Comet it holds after the Defense's Destiny card is turned over,
    # "provided this happens before the hyperspace cone is pointed at the target"
    ("Worldships here. The defense is already named but the cone isn't pointed yet. Can I still play a comet "
     "from my special hand?", "yes", "7.2"),
    ("The cone is already pointed at the target. Can the Worldships still play a comet from its special hand?",
     "no", "7.2"),
    # MCE 9.0 Binary: "If the Binary player loses two bases in one of the two systems, it also loses the use of
    # the corresponding Alien Power, while the other remains unchanged."
    ("Binary lost two bases in one of its systems. Does Binary keep its other power?", "yes", "9.0"),
    # MCE 11.0: Lucre is spent "following the usual timing of events ... (so the GO acts before the GD in every phase)"
    ("In one phase, does the defense spend Lucre before the offense?", "no", "11.0"),
    # MCE 13.3: "The GO may not make a Challenge against a Moon on which it already has a base."
    ("I have a base on that moon already. Can I make a challenge against it?", "no", "13.3"),
    ("May I launch a challenge against a moon where I already have a base?", "no", "13.3"),
    # MCE 13.2: Continuing: "If another player occupies that Moon, the effect remains active"
    ("Someone else occupies my Continuing moon. Does its effect stay active?", "yes", "13.2"),
]


@pytest.mark.parametrize(("question", "verdict", "section"), CASES)
def test_more_cosmic_7_to_13(oracle, question: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, "mayfair", verdict, section)


def test_all_twenty_ships_counts_twenty(oracle) -> None:
    # MCE 9.0 Gas Giant: "During setup this player places its 20 ships on the surface of the planet": "all 20
    # ships" counts twenty, not "all" read as more than one
    assert_ruled(oracle, "Does the Gas Giant put all 20 ships on its planet at setup?", "mayfair", "yes", "9.0")
