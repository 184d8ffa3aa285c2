"""Counts left after a loss told in the story (issue 13, helper st16, thirteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

from resolver.ask.nearest import _told
from resolver.ask.text import tokens


@pytest.mark.parametrize("question", [
    "I had 4 home colonies and lost 2 of them. Can I use my alien power?",
    "I lost 3 of my 5 home colonies. Can I use my alien power?",
])
def test_fewer_than_three_home_colonies_left_after_a_loss(oracle, question):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: a player with fewer than three home
    # colonies loses its alien power. 4 - 2 and 5 - 3 leave two.
    assert_ruled(oracle, question, "ffg", "no", "Losing Home Planets and Alien Powers")


def test_fewer_than_three_bases_left_after_a_loss(oracle):
    # Simply Cosmic, Loss of an Alien Power: "If you have fewer than three bases in your own planetary
    # system, you can no longer use your Alien Power." 4 - 2 leaves two.
    assert_ruled(oracle, "I had 4 home bases and lost 2 of them. Can I still use my power?", "mayfair", "no",
                 "Loss of an Alien Power")


def test_the_count_left_is_the_count_told():
    assert _told(tokens("I've lost 2 of my 5 home planets."))["planet"] == 3
    assert _told(tokens("I had colonies on 4 home planets and lost 2 in one encounter."))["planet"] == 2
    # a loss with no total told is a count of things lost (the Binary's lost bases), never a difference nor the
    # count held (hp33: "lost one base in each system" is no "one base left in each")
    assert _told(tokens("I'm Binary and just lost two bases around my left star."))["lost base"] == 2
