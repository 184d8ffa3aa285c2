"""Wrong yes/no answers traced to their mechanism (issue 13, helper wy15, twelfth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled
from claim_rows import F


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


@pytest.mark.parametrize("question, edition, verdict, section", [
    # FFG Overview 3. Launch: "The attacker points the Hyperspace Gate at one planet in the system the
    # Destiny card indicated": a colour drawn against another colour's system asked is a no ...
    ("Destiny came up red. May I aim the hyperspace gate at a planet in the blue system?", F, "no", "3. Launch"),
    # ... and the drawn colour's own system a yes
    ("Destiny came up red. May I aim the hyperspace gate at a planet in the red system?", F, "yes", "3. Launch"),
    # SC Regular Destiny Card: "A Regular Destiny card shows one colour, which gives both the player and
    # the system to challenge": the speaker's colour against the one drawn (not its own) and the system
    # asked, said as a place after the verb ("challenge *in* Lavender's system")
    ("I'm mint and I drew lavender. Must I challenge in Lavender's system?", "mayfair", "yes", "Regular Destiny Card"),
])
def test_colours_told_against_the_system_asked(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


@pytest.mark.parametrize("question", [
    "Must the Will abide by the Dictator's pick of system?",
    "Does the Will have to obey the system the Dictator chose?",
])
def test_abiding_by_a_choice(oracle, question):
    # MCE 15.2: the Will "is subordinate to the Dictator's choice of system" (`abide-by`)
    assert_ruled(oracle, question, "mayfair", "yes", "15.2")
