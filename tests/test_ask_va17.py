"""Value questions and the nearest-claim "no" (issue 13, helper va17). Each expectation was written
from the seed text (the comment names the deciding sentence) before the code ran."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_a_comparison_of_two_things_answers_no_act_asked(oracle) -> None:
    # (these phrasings were a wrong "no" before uf17 read the lamps' complexity per direction)
    # FFG Additional Rules, Alert Lamps: complexity does not correlate to strength (a comparison of a red
    # and a green alien); FFG Overview Setup 4 (Bot Tip): "Green for beginners". Handing green aliens to
    # new players is no question of strength: the comparison answers no act, so no "no" from it
    for q in ("Should I give the green aliens to new players?", "Should beginners get the green lamp aliens?"):
        assert oracle.ask(q, "ffg").verdict != "no", q
    # the comparison itself is still answered: "aliens with green alert lamps can be as powerful as
    # aliens with red alert lamps"
    assert_ruled(oracle, "Are red aliens stronger than green ones?", "ffg", "no", "Alert Lamps")


def test_flares_added_at_random_are_the_extra_flares(oracle) -> None:
    # FFG Overview Setup 4-5: each player is dealt two Flares, which go into the cosmic deck; with fewer
    # than five players extra Flares are added at random until the deck holds 10. Four players bring 8,
    # so 2 are added at random; three bring 6, so 4
    ans = oracle.ask("There are four of us. How many Flares do we add at random?", "ffg")
    assert (ans.verdict, ans.value) == ("value", 2) and "Setup" in {c["section"] for c in ans.citations}, ans.answer
    assert ans.answer.startswith("That makes 2 extra flares"), ans.answer   # a sentence heads the answer
    assert oracle.ask("2 players: how many flares do we add on top of the dealt ones?", "ffg").value == 6


def test_reverse_cone_rewards_are_per_token_committed(oracle) -> None:
    # SC Reverse Cone: "If the offensive main player wins, offensive allies ... receive rewards of card or
    # tokens from the warp for each token committed to the challenge": 3 tokens, 3 rewards
    ans = oracle.ask("The reverse cone is up and the offense won. An offensive ally committed 3 tokens: how many "
                     "rewards does it get?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", 3) and "Reverse Cone" in {c["section"] for c in ans.citations}, ans.answer
