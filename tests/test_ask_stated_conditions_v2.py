"""Wrong values and needless `depends` (issue 13): one test per general cause fixed.

Expectations come from the seed text (the section named in each test), not from the program.
"""
from __future__ import annotations


def test_a_not_negates_only_the_condition_it_stands_before(oracle):
    """Simply Cosmic, Situation A: when the offense wins, its allies each place a token on the
    planet. "(not reversed)" negates the cone, not "I win as offense": the condition is stated."""
    ans = oracle.ask("Regular cone (not reversed): if I win as offense, does my ally get a base?", "mayfair")
    assert ans.verdict == "yes"


def test_an_ordinal_counts_what_it_orders(oracle):
    """Simply Cosmic, Loss of an Alien Power: a player whose system again holds three bases
    gets the power back; "my third home base" says there are three."""
    ans = oracle.ask("If I retake my third home base, do I get my power back?", "mayfair")
    assert ans.verdict == "yes"


def test_a_rate_per_player_does_not_answer_a_whole(oracle):
    """Simply Cosmic source note: the box holds 8 Alien Power Cards. One power per player
    (Setup) is no answer to how many come in the box; asked of a player it still is."""
    whole = oracle.ask("How many alien powers are in the Simply Cosmic box?", "mayfair")
    assert whole.value != 1
    each = oracle.ask("How many alien powers does each player get?", "mayfair")
    assert each.verdict == "value" and each.value == 1
