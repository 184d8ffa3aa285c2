"""A pair of one kind asked at once against the claim's count (issue 13, helper pc14).

Each expectation was written from the seed text (the comment names the deciding sentence)
before the code ran.
"""
from __future__ import annotations

from ask_assert import assert_ruled


def test_an_attack_and_a_compromise_card_at_once_is_no(oracle):
    # SC Stage 7: "each of the main players chooses a single Challenge Card and places it face
    # down"; Attack and Compromise are the two types of Challenge cards, so one of each is two.
    for q in ("Can I play an attack card and a compromise card?",
              "Can I play an attack and a compromise card in the same challenge?"):
        assert_ruled(oracle, q, "mayfair", "no", "Stage 7")


def test_an_attack_and_a_negotiate_card_at_once_is_no_in_ffg(oracle):
    # FFG 5. Planning: the attacker and the defender each choose one encounter card (Attack,
    # Negotiate or Morph) and place it facedown.
    for q in ("Can I play an attack and a negotiate card in the same encounter?",
              "Can I play two encounter cards in one encounter?"):
        assert_ruled(oracle, q, "ffg", "no", "5. Planning")


def test_a_pair_of_kinds_that_go_together_is_not_no(oracle):
    # More Cosmic 14.19: the Plague "also causes the discard of one Kicker card and one
    # Reinforcement card" -- a Kicker and a Reinforcement are no two of one kind with a count of
    # one; SC Reinforcement Cards: "Players can play any number of Reinforcements in a challenge".
    a = oracle.ask("Plague gets played on me. Do I also lose a Kicker and a Reinforcement?", "mayfair")
    assert a.verdict != "no", a.answer
    for q in ("Can I play a reinforcement and an attack card?", "Can I play a kicker and an attack card?"):
        assert oracle.ask(q, "mayfair").verdict != "no", q
