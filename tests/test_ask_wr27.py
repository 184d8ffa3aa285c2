"""Wrong answers (issue 13, helper wr27, session 24): general causes, each with rephrased questions.

Each expectation was written from the seed text (the comment names the deciding rule) before the code ran.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "Does the Warrior still work against the Silencer? Or is it blocked?",
    "The Amoeba keeps working against the Silencer, right? Or is it blocked?",
])
def test_of_two_questions_the_last_asking_the_relation_is_answered(oracle, question):
    # MCE 15.4: the Silencer does not block the Warrior or the Zombie; the last question asks whether it is
    # blocked, so its answer is no (not "yes", which would answer the first question turned round)
    assert_ruled(oracle, question, "mayfair", "no", "15.4")


def test_one_question_asking_if_it_still_works_is_still_turned_round(oracle):
    # MCE 15.4: the Zombie is on the not-blocked list: it still works
    assert_ruled(oracle, "Does my Zombie still work against the Silencer?", "mayfair", "yes", "15.4")


@pytest.mark.parametrize("edition, question, section", [
    ("mayfair", "What is the fewest tokens the offense may put on the cone?", "Stage 3"),
    ("ffg", "What's the fewest ships the attacker can launch?", "3. Launch"),
])
def test_a_minimum_word_asks_the_least_of_a_range(oracle, edition, question, section):
    # Simply Cosmic Stage 3 / FFG Overview 3. Launch: one to four tokens (ships): the fewest is 1, not 4
    assert_ruled(oracle, question, edition, "value", section, 1)



@pytest.mark.parametrize("question", [
    "Can I peek at the face-down moons in another player's system?",
    "Am I allowed to look at someone else's moons?",
])
def test_a_player_looks_only_at_its_own_systems_moons(oracle, question):
    # MCE 13.1: each player may look at the face-down Moons of its own system as often as it likes; the
    # permission is for its own system only, not another player's
    assert_ruled(oracle, question, "mayfair", "no", "13.1")


def test_looking_at_ones_own_moons_is_still_allowed(oracle):
    # MCE 13.1: a player may look at the face-down Moons in its own system whenever it wishes
    assert_ruled(oracle, "Can I look at the face-down moons in my own system?", "mayfair", "yes", "13.1")


@pytest.mark.parametrize("question", [
    "Four of us are playing: does every Flare in the box get shuffled into the cosmic deck?",
    "Do all the Flares go into the cosmic deck at setup?",
])
def test_not_every_flare_goes_into_the_ffg_cosmic_deck(oracle, question):
    # FFG Overview Setup 5: only the Flares players were dealt go in, with random extras up to 10 Flares when
    # fewer than five play: never every Flare of the box
    assert_ruled(oracle, question, "ffg", "no", "Setup")


def test_the_dealt_flares_still_go_into_the_cosmic_deck(oracle):
    # FFG Overview Setup 5: the Flares each player received are added to the cosmic deck
    assert_ruled(oracle, "Do the Flares we were dealt go into the cosmic deck?", "ffg", "yes", "Setup")
