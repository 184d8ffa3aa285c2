"""Latent wrong yes/no answers (issue 13, helper wy18): an order kept to one act or situation answering
questions about other acts. Each expectation was written from the seed text (the comment names the
deciding sentence) before the code ran."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_the_lucre_order_orders_spending_lucre(oracle) -> None:
    # MCE 11.0: "Lucre may be spent only by a main player (the GO or the GD), following the usual timing
    # of events during the turn (so the GO acts before the GD in every phase)"
    assert_ruled(oracle, "Does the offense spend lucre before the defense?", "mayfair", "yes", "11.0")


def test_an_order_kept_to_one_act_does_not_order_other_acts(oracle) -> None:
    # MCE 11.0 orders the main players in spending Lucre, and SC Timing Conflicts only "when two players
    # invoke contradictory special effects simultaneously"; no section orders the main players' drawing of
    # cards, and SC Stage 8 reveals the Challenge Cards "simultaneously"
    for q in ("Does the offense draw cards before the defense?", "Does the offense play its card before the defense?"):
        ans = oracle.ask(q, "mayfair")
        assert ans.verdict not in ("yes", "no"), (q, ans.answer)


def test_a_more_cosmic_order_is_no_ffg_order(oracle) -> None:
    # MCE 11.0 is a More Cosmic (Mayfair) rule; the FFG documents never order the offense before the defense
    ans = oracle.ask("Does the offense draw cards before the defense?", "ffg")
    assert ans.verdict == "unknown", ans.answer


def test_a_timing_conflict_is_ordered(oracle) -> None:
    # SC Timing Conflicts: "Any players who are not main players go first, ..., then the offensive main
    # player, and finally the defensive main player"
    assert_ruled(oracle, "In a timing conflict, does the offense go before the defense?", "mayfair", "yes",
                 "Timing Conflicts")
