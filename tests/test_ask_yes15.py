"""Actor and object (issue 13, helper yes15): "one X" asked of a permission to do X, "I" as the
role that may do the act at all, the second verb of "X to Y" asked of the same role. Expectations
come from the seed text, the deciding section named beside each.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


def test_a_permission_on_a_thing_allows_one_of_it(oracle):
    """Simply Cosmic Stage 5: "A winning defensive ally receives one card from the Challenge Deck or one
    token from the warp for each token committed": taking one card is allowed; two is not said by the
    permission alone (it rests on the tokens committed)."""
    rules = oracle.rules
    told = {"defense_wins": True, "reverse_cone": False}
    assert rules.decide("defensive-ally may take card count 1", "mayfair", context=told).verdict == "yes"
    assert rules.decide("defensive-ally may take card count 2", "mayfair", context=told).verdict != "yes"


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Stage 5, as above: "one card" is the card the permission names
    ("As a winning defensive ally, may I take one card from the challenge deck?", "mayfair", "yes", "Stage 5"),
    # Simply Cosmic Stage 4: "If you want help, you can now invite other players to become your allies";
    # only the main players invite (a player outside the challenge may not), and "I" asking how many
    # they may invite is one who invites
    ("May I invite one player to be my ally?", "mayfair", "yes", "Stage 4"),
])
def test_the_speaker_is_a_role_that_may_do_the_act(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


def test_the_first_act_may_be_what_allows_the_second(oracle):
    """Simply Cosmic A Player's Cards: "You may not discard cards unless something specifically requires
    it"; More Cosmic 11.0 sells a discard for Lucre. Paying Lucre to discard may be the "something": the
    ban read with nothing requiring the discard gives no "no"."""
    assert oracle.ask("May I spend Lucre to discard one card from my hand?", "mayfair").verdict != "no"


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Stage 5: the defensive main player "can choose which players to invite, including those
    # already invited by your adversary": a colour standing alone after the verb is that player
    ("I am the defense and the offense invited Mint. May I invite Mint as well?", "mayfair", "yes", "Stage 5"),
    # Simply Cosmic Stage 10: "If you win an attack or successfully make a deal on the first challenge of your
    # turn, you may choose to make a second challenge or you may pass": passing is claimed of one thing only
    # (the second challenge), so "pass" asked with no object asks of it
    ("We made a deal on my first challenge. May I pass now?", "mayfair", "yes", "Stage 10"),
])
def test_an_object_the_words_leave_implicit(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)
