"""FFG claim families and words (issue 13, helper ff17, fourteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "I lost 1 of my 5 home colonies, can I still use my power?",
    "I have 4 home colonies. Can I use my alien power?",
    "I have exactly 3 home colonies left. Can I still use my power?",
])
def test_three_or_more_home_colonies_keep_the_power(oracle, question):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: only a player with *fewer than three*
    # home colonies loses its alien power (the Overview: "If you do not have at least three colonies in
    # your home system, you lose your alien power"); with three or more it keeps it. No Cosmic Zap is
    # told, so the Zap rule decides nothing.
    assert_ruled(oracle, question, "ffg", "yes", "Losing Home Planets and Alien Powers")


def test_two_home_colonies_lose_the_power(oracle):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: fewer than three home colonies.
    assert_ruled(oracle, "I have 2 home colonies. Can I use my alien power?", "ffg", "no",
                 "Losing Home Planets and Alien Powers")


@pytest.mark.parametrize(("question", "section"), [
    # FFG Additional Rules, The Colony Track: a player establishing its fifth foreign colony wins at once
    ("Do I win immediately when I establish my fifth foreign colony?", "The Colony Track"),
    # FFG Overview, End of Game and Scoring: the game ends as soon as players reach five foreign colonies
    ("Does the game end immediately when a player gets five foreign colonies?", "End of Game and Scoring"),
    # FFG Additional Rules, Losing Home Planets and Alien Powers: back at three home colonies, the power
    # returns at once ("immediately regain")
    ("Does my power come back immediately when I have three home colonies again?",
     "Losing Home Planets and Alien Powers"),
])
def test_an_adverb_after_the_verb_is_said_of_the_act(oracle, question, section):
    # "immediately" right after the verb, before "when", is no object of the verb: the act is asked and
    # the deciding claims must say "at once" themselves
    assert_ruled(oracle, question, "ffg", "yes", section)


def test_strip_is_a_players_word_for_remove(oracle):
    # FFG Overview, Setup 3: the Destiny cards of colours not being used are removed from the deck
    assert_ruled(oracle, "Do we strip out the destiny cards of colours nobody is playing?", "ffg", "yes", "Setup")


@pytest.mark.parametrize("question", [
    "If the offense wins, are the other colonies on the planet removed?",
    "Do other players' colonies on the target planet get removed when the attack wins?",
])
def test_other_players_colonies_on_the_planet_stay_when_the_attack_wins(oracle, question):
    # FFG Overview, 7. Resolution (the attack wins): ships of other players on the planet (spectators) are
    # not affected; FFG Additional Rules, Bystanders: they are not affected by the outcome
    assert_ruled(oracle, question, "ffg", "no", "7. Resolution")
