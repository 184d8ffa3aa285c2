"""Reader correctness (issue 13, helper rd24, session 21): shapes that gave a wrong yes.

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "Can tokens in the warp be counted toward my total?",
    "Could a ship in the warp be counted toward the total?",
])
def test_a_passive_with_its_object_asks_the_state(oracle, question):
    # Simply Cosmic, Description of the Warp: tokens in the warp cannot be used in challenges; they
    # are out of the game until retrieved -- "can X be counted toward Y" asks whether X counts
    assert_ruled(oracle, question, "mayfair", "no", "Description of the Warp")


@pytest.mark.parametrize("colour, verdict", [("red", "no"), ("purple", "no"), ("mint", "yes"), ("tan", "yes")])
def test_a_colour_asked_of_a_closed_list_of_colours(oracle, colour, verdict):
    # Simply Cosmic, Source note: it has only 4 player colours (Tan, Pink, Lavender, Mint): a colour
    # out of that list is no colour of the game
    assert_ruled(oracle, f"Does Simply Cosmic have a {colour} colour?", "mayfair", verdict, "Source note")


@pytest.mark.parametrize("question", [
    "Will my lost ships go into the green Limbo section?",
    "Must lost ships go into the yellow limbo section?",
])
def test_a_colour_picking_one_limbo_section_is_not_ignored(oracle, question):
    # More Cosmic Encounter 10.0: the ships lost in a challenge go to the section the marker shows,
    # which moves on clockwise after each challenge: no rule sends them to a section of a colour
    # named, so the claims of "the Limbo" give no yes for one colour's section
    assert oracle.ask(question, "mayfair").verdict != "yes"


@pytest.mark.parametrize("question", [
    "My home planet got lost. Is it gone forever so I can never have a colony on it again?",
    "When my home planet is lost, is it gone so I can never have a colony on it again?",
])
def test_never_after_a_later_auxiliary_is_part_of_the_act_asked(oracle, question):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: players can re-establish colonies on
    # their lost planets -- "so I can never have a colony there" is false: no
    assert oracle.ask(question, "ffg").verdict == "no"


@pytest.mark.parametrize("question", [
    "I'm the Rosette and I'm the defense. May I add the ships on the planets beside the one attacked?",
    "I'm Rosette and I'm defending. Can I add the ships on the two planets next to the target?",
])
def test_the_power_the_speaker_holds_is_asked_in_its_role(oracle, question):
    # More Cosmic Encounter 9.0 (Rosette): when it is the target of a Challenge, the Rosette player may
    # also use the ships on the two planets adjacent to the targeted one -- "I'm Rosette and I'm defending"
    # asks the Rosette's claim, with the defense told
    assert_ruled(oracle, question, "mayfair", "yes", "9.0")


def test_they_stands_for_the_role_that_opens_the_last_clause(oracle):
    # FFG Additional Rules, No Encounter Cards in Hand: a defense with no encounter cards discards its
    # hand and draws a new one -- "they" is the defender the "if" clause opens on, not its cards
    assert_ruled(oracle, "If the defender has no encounter cards, can they draw a new hand?", "ffg", "yes",
                 "No Encounter Cards in Hand")

