"""Totals and outcomes from a told situation (issue 13, helper tt33, session 30): every told number read with
what it belongs to, the scenario run by the engine. Rephrased, not copied, from tests/ask_probe_tt33.yaml
(written from the seeds before the code changed); each comment names the deciding rule.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question, edition, value, section", [
    # SC Situation A: a side's total is its card plus its own and its allies' tokens; two allies joined by "and"
    ("Offense: 3 tokens, allies with 2 and 4 tokens, Attack 05. Offense total?", "mayfair", 14, "Situation A"),
    # "one defensive ally" is a count of allies, not a card value
    ("I defend with 2 tokens, one defensive ally puts 3 tokens on the ring, and I play Attack 04. My side's total?",
     "mayfair", 9, "Situation A"),
    # an opening participle tells the asker's role (FFG Overview 6. Reveal)
    ("Defending with 3 ships, allies 2 and 2 ships, Attack 07. Total?", "ffg", 14, "6. Reveal"),
    # SC Stage 3: tokens of a player allied with neither side count for no side
    ("My planet has 4 of my tokens and 3 of Red's (Red did not ally). I defend with Attack 06. My total?",
     "mayfair", 10, "Stage 3"),
    # FFG Additional Rules: a lost home planet adds no ships; the attack is on "my" planet, so I am the defense
    ("Somebody attacks my lost home planet (nothing left there); I reveal Attack 11, no allies. My total?",
     "ffg", 11, "Losing Home Planets and Alien Powers"),
    # SC Reinforcement Cards: reinforcements add to the side they are played on, "its side" the side named
    ("Defense has 2 tokens and Attack 09, then plays two reinforcements, +2 and +3, on its side. Defense total?",
     "mayfair", 16, "Reinforcement Cards"),
    ("Defense total is 11, and I put a +5 reinforcement on their side. New defense total?", "mayfair", 16,
     "Reinforcement Cards"),
    # MCE 11.0: 3 Lucre buy +1 in phase 7
    ("My side totals 14 and I spend 6 lucre in stage 7 on my total. New total?", "mayfair", 16, "11.0"),
    # FFG Overview 6. Reveal: a Morph is a copy of the other card; "the Morph player" is the side that played it
    ("Morph vs Attack 07. The Morph player has 2 ships and 3 ally ships. Morph player's total?", "ffg", 12,
     "6. Reveal"),
    # SC Situation A: the margin asked, 15 to 13
    ("Offense 3 tokens + Attack 12, defense 2 tokens + Attack 11. By how much does the offense win?", "mayfair", 2,
     "Situation A"),
])
def test_a_told_number_is_placed(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


@pytest.mark.parametrize("question, edition, value, section", [
    # SC Reinforcement Cards: a reinforcement may go to either side; 17 + 2 + 4 against 22
    ("Offense 22 vs defense 17. Defense plays +2 and +4 reinforcements on its own side. Who wins?", "mayfair",
     "defense", "Reinforcement Cards"),
    # MCE 11.0: 6 Lucre in phase 7 is +2: 12 + 2 beats 13
    ("Defense is at 13, offense at 12. The offense spends 6 Lucre in phase 7. Who wins?", "mayfair", "offense",
     "11.0"),
])
def test_the_winner_of_a_told_situation(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


@pytest.mark.parametrize("question, edition, verdict, section", [
    # FFG Overview 6. Reveal: a tie goes to the defender (12 to 12)
    ("Offense 3 ships + Attack 09 vs defense 4 ships + Attack 08: does the offense win?", "ffg", "no", "6. Reveal"),
    ("Offense 3 ships + Attack 09 vs defense 4 ships + Attack 08: does the defender win?", "ffg", "yes",
     "6. Reveal"),
    # SC Reinforcement Cards: 16 to 15 turned 16 to 17
    ("Offense 16, defense 15, then a +2 reinforcement goes on the defense. Does the offense still win?", "mayfair",
     "no", "Reinforcement Cards"),
])
def test_did_a_side_win(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


@pytest.mark.parametrize("question, edition, value, section", [
    # SC Stage 5 / Situation A: a winning defensive ally takes one reward per token
    ("As a defensive ally I put 2 tokens in and the defense won. How many rewards do I get?", "mayfair", 2,
     "Situation A"),
])
def test_an_allys_rewards(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


def test_an_unrun_power_leaves_the_total_unknown(oracle):
    # the seeds do not give the Virus's effect and the scenario runs no power: no guessed number
    answer = oracle.ask("I'm the Virus with 2 tokens and an Attack 07. What's my total?", "mayfair")
    assert answer.verdict == "unknown"
