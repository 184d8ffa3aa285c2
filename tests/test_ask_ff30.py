"""FFG coverage (issue 13, helper ff30, session 27): general readings found by probe questions written from the FFG
seeds before any change (tests/ask_probe_ff30.yaml). Each question here is a rephrasing, not a copy, with the verdict
decided from the seed text.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "My power is gone now. May I still use a part of it?",
    "Once I've lost my alien power, can I use any part of it?",
])
def test_part_of_a_lost_power(oracle, question):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: a player who lost its power uses no part of it;
    # "part of it" is a share of the thing "it" names, the power (partitive "part")
    assert_ruled(oracle, question, "ffg", "no", "Losing Home Planets and Alien Powers")


@pytest.mark.parametrize("question", [
    "Am I allowed to put ships back onto a home planet I lost?",
    "Can I return my ships to my lost home planet?",
])
def test_ships_sent_to_a_lost_home_planet(oracle, question):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: ships cannot be returned to a lost planet; the place
    # the act sends them to, worded as the situation "a lost home planet", states that situation
    assert_ruled(oracle, question, "ffg", "no", "Losing Home Planets and Alien Powers")


@pytest.mark.parametrize("question", [
    "Can I use my alien power in the destiny phase?",
    "May I use my power during resolution?",
])
def test_a_power_in_a_named_phase_depends_on_the_phase_bar(oracle, question):
    # FFG Additional Rules, Alien Sheets: the phase bar lights the phases the power may be used in, so a phase named
    # is answered by whether the sheet lights it (the claims' condition names every phase)
    assert_ruled(oracle, question, "ffg", "depends", "Alien Sheets")


def test_to_before_a_verb_is_no_particle(oracle):
    # FFG Overview, Setup 4: each player is dealt two Flares and picks one of their two aliens; "get X to choose"
    # is "get" with an infinitive after it, not the phrasal verb "get to"
    assert_ruled(oracle, "At setup, do we each get four flares to pick an alien from?", "ffg", "no", "Setup")
