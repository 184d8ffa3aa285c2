"""Wrong yes/no answers traced to their mechanism (issue 13, helper wy15, twelfth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

F = "ffg"


@pytest.mark.parametrize("question", [
    "Only one destiny card is left. May I draw it?",
    "There is one card left in the destiny deck; can I draw it as it is?",
    "We're on the last card of the destiny deck. Do I draw that card?",
])
def test_count_told_of_the_destiny_deck(oracle, question):
    # FFG Overview 2. Destiny: "If there is only one card, shuffle the discard pile to form a new deck
    # before drawing." A count the story tells ("one card left", "its last card") is the compared
    # condition of the act's claims, whatever the pronoun "it" is read as (the deck or the card).
    assert_ruled(oracle, question, F, "no", "2. Destiny")


@pytest.mark.parametrize("question", [
    "We are on the last card of the destiny deck. Does the offense draw it?",
    "The destiny deck is down to its last card. Does the attacker just draw it?",
])
def test_count_told_leaves_no_permission_standing(oracle, question):
    # the same sentence of 2. Destiny: the attacker's plain "draws a card from the top of the Destiny
    # deck" does not test the count told, so it gives no "yes" for the lone last card (the lone-card
    # ban is claimed of any player; of the attacker it would make every destiny draw depend on it)
    ans = oracle.ask(question, F)
    assert ans.verdict in ("no", "unknown"), ans.answer
