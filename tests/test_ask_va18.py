"""Values of an encounter whose outcome the story tells (issue 13, helper va18, fifteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest


@pytest.mark.parametrize(("question", "edition", "value", "section"), [
    # Simply Cosmic Situation A: when the offense wins, the defense's tokens on the planet and the
    # defensive allies' tokens go to the warp: 2 + 3
    ("The offense won. The defense had 2 tokens there and one defensive ally had 3. "
     "How many tokens went to the warp?", "mayfair", 5, "Situation A"),
    # FFG Overview 7. Resolution, "If the defense wins": all ships in the Hyperspace Gate (attacker and
    # offensive allies) go to the Warp: 2 + 4
    ("The defender won. The attacker had 2 ships in the gate and one ally had 4. "
     "How many ships go to the warp?", "ffg", 6, "7. Resolution"),
    # Simply Cosmic Situation C: no agreement within one minute, each main player loses three tokens
    # to the warp; allies are not affected by any deal: 3 + 3
    ("Both main players played Compromise with 2 allied tokens on the cone and the deal failed. "
     "How many tokens go to the warp in total?", "mayfair", 6, "Situation C"),
])
def test_losses_of_an_outcome_told(oracle, question, edition, value, section):
    ans = oracle.ask(question, edition)
    assert (ans.verdict, ans.value) == ("value", value), (question, ans.verdict, ans.value, ans.answer)
    assert section in {c["section"] for c in ans.citations}, ans.citations


def test_compromise_lost_with_no_tokens_gets_no_consolation(oracle):
    # Simply Cosmic Situation B: consolation is one card for each of one's own tokens lost; the
    # Compromise player here had none on the planet
    ans = oracle.ask("The defense played Compromise with 0 tokens on the planet and lost. "
                     "How many consolation cards does it take?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", 0), (ans.verdict, ans.value, ans.answer)


@pytest.mark.parametrize(("question", "edition", "value"), [
    # FFG Overview 6. Reveal: Attack against Negotiate, the Attack wins
    ("The defender plays Attack and the attacker plays Negotiate. Who wins?", "ffg", "defense"),
    # Simply Cosmic Situation B: the player who played the Attack card wins against a Compromise
    ("I'm the offense and play Compromise; the defense plays a 03. Who wins?", "mayfair", "defense"),
])
def test_each_side_card_told_names_the_winner(oracle, question, edition, value):
    ans = oracle.ask(question, edition)
    assert (ans.verdict, ans.value) == ("value", value), (question, ans.verdict, ans.value, ans.answer)


@pytest.mark.parametrize(("question", "value"), [
    # Simply Cosmic Timing Conflicts: players who are not main players go first, starting with the
    # player to the left of the offensive main player and going clockwise, then the offense, and
    # finally the defense. Seats A B C D clockwise, C offense, A defense: D, B, then C, then A.
    ("Players A, B, C, D sit clockwise. C is the offense and A is the defense. Everyone plays "
     "contradictory effects at the same time. Who resolves first?", "D"),
    ("Players A, B, C, D sit clockwise. C is the offense and A is the defense. Everyone plays "
     "contradictory effects at the same time. Who resolves last?", "A"),
    ("Players A, B, C, D sit clockwise. C is the offense and A is the defense. Everyone plays "
     "contradictory effects at the same time. Who resolves right after D?", "B"),
])
def test_timing_conflict_order_of_seats_told(oracle, question, value):
    ans = oracle.ask(question, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), (question, ans.verdict, ans.value, ans.answer)
    assert "Timing Conflicts" in {c["section"] for c in ans.citations}, ans.citations


def test_the_last_of_the_players_told_is_their_count(oracle):
    # More Cosmic Encounter 11.0: each player starts with Lucre equal to its starting position plus
    # three; the last of five players sits fifth: 8
    ans = oracle.ask("We are five players using Lucre. How much Lucre does the last player start with?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", 8), (ans.verdict, ans.value, ans.answer)


def test_one_bound_asked_in_a_later_part_is_the_range(oracle):
    # Simply Cosmic Stage 6: an ally accepting puts 1 to 4 of its tokens on the cone
    ans = oracle.ask("How many tokens can an ally send? Is there a maximum?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", "1 to 4"), (ans.verdict, ans.value, ans.answer)


def test_who_does_the_act_of_a_role_is_asked_as_the_role(oracle):
    # Simply Cosmic Regular Destiny Card: the drawn player is always the defensive player, with zero
    # tokens if it has none on the planet
    ans = oracle.ask("I drew pink and I attack a pink planet where only tan has tokens. Who defends?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", "pink"), (ans.verdict, ans.value, ans.answer)


@pytest.mark.parametrize(("question", "value"), [
    # Simply Cosmic Situation A: if the defense wins, every token on the oval end goes to the warp
    ("The offense has 4 tokens and plays a 10, the defense has 3 tokens and plays a 15. "
     "How many tokens does the offense lose?", 4),
    # if the offense wins, the defense's tokens on the planet go to the warp
    ("The offense has 4 tokens and plays a 15, the defense has 3 tokens and plays a 10. "
     "How many tokens does the defense lose?", 3),
])
def test_tokens_a_side_loses(oracle, question, value):
    ans = oracle.ask(question, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), (question, ans.verdict, ans.value, ans.answer)
