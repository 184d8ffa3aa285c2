"""Mayfair yes/no questions once answered wrong (issue 13, helper mc17): "accept" said of a choice, an
outcome told that is the contrary of the one a rule's condition names, and a hand out of Challenge cards
after the first challenge. Each expectation was written from the seed text (the comment names the
deciding sentence) before the code ran."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_the_will_accepts_the_dictators_system(oracle) -> None:
    # MCE 15.2: the Will "is subordinate to the Dictator's choice of system, although within that system it
    # may still attack any colour": accepting a choice is abiding by it, not joining as an ally
    assert_ruled(oracle, "Must the Will accept the system the Dictator picks?", "mayfair", "yes", "15.2")


def test_a_secret_moon_won_may_still_be_revealed(oracle) -> None:
    # MCE 13.4: the player "may decide whether to reveal it immediately or at any later moment, for as
    # long as it is the occupant"; only a player that *loses* a Challenge on it unrevealed may not
    assert_ruled(oracle, "I won on an unrevealed Secret Moon, can I reveal it later?", "mayfair", "yes", "13.4")
    # the same sentence, the loss told: the ban stays
    assert_ruled(oracle, "I lost a challenge on my unrevealed Secret Moon, can I reveal it later?", "mayfair", "no", "13.4")


def test_no_second_challenge_without_challenge_cards(oracle) -> None:
    # SC Stage 10: "If you have no more Challenge Cards, you may not draw a new hand, you may not make a
    # second challenge, and your turn ends."
    assert_ruled(oracle, "I have no challenge cards left, do I get a second challenge?", "mayfair", "no", "Stage 10")


def test_a_question_of_every_piece_answered_case_by_case_is_no(oracle) -> None:
    # SC Description of Alien Power Cards: "Some powers are automatic ... Optional powers say 'may' or
    # 'can'": not every power is optional
    assert_ruled(oracle, "Are all the alien powers optional to use?", "mayfair", "no", "Description of Alien Power Cards")
    # MCE 15.4: the Silencer blocks the Anomaly "(partially)": not completely
    assert_ruled(oracle, "does the Silencer completely block the Anomaly?", "mayfair", "no", "15.4")


def test_both_of_two_roles_is_no_question_of_every_piece(oracle) -> None:
    # SC Situations A-C: whose tokens go to the warp turns on how the challenge went (the loser's in an
    # attack, none in a deal), not on which main player is asked: "both main players" stays depends
    ans = oracle.ask("do both main players lose their tokens?", "mayfair")
    assert ans.verdict == "depends", ans.answer


def test_an_outcome_told_of_a_second_challenge_is_the_first_ones(oracle) -> None:
    # SC Stage 10: "If you win an attack or successfully make a deal on the first challenge of your turn,
    # you may choose to make a second challenge"; "When you ... lose your initial challenge ... your turn ends."
    assert_ruled(oracle, "can I do a second challenge if I win?", "mayfair", "yes", "Stage 10")
    assert_ruled(oracle, "I lost. Do I get a second challenge?", "mayfair", "no", "Stage 10")
    # the same sentences: "first challenge" presumed alone tells no outcome (no cards left is no win told)
    ans = oracle.ask("I'm out of encounter cards, do I get a second encounter?", "mayfair")
    assert ans.verdict != "yes", ans.answer
