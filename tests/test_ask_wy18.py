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


def test_a_lost_first_challenge_ends_the_turn(oracle) -> None:
    # SC Stage 10: "When you, as the offensive main player, lose your initial challenge, fail to make a deal,
    # or complete your second challenge, your turn ends." The asked verb ("make a second challenge") tells
    # no deal made; a lost challenge told is the first one's (the question asks of the second)
    for q in ("If I lost, may I still make a second challenge?", "I lost. Can I make a second challenge?",
              "I lost my challenge, can I still make a second challenge?"):
        assert_ruled(oracle, q, "mayfair", "no", "Stage 10")


def test_a_lost_first_encounter_ends_the_turn_ffg(oracle) -> None:
    # FFG Overview The Game Turn: "you will only have a second encounter if you win the first (or make a
    # successful deal)": a loss told denies the successful first encounter the no-cards ban also needs
    ans = oracle.ask("I lost. Can I have a second encounter?", "ffg")
    assert ans.verdict == "no", ans.answer


def test_a_secret_moon_lost_may_not_be_revealed(oracle) -> None:
    # MCE 13.4: "If a player loses a Challenge on a "Secret" Moon it occupies (and so is the GD) before the
    # Moon has been revealed, it may not reveal it until it reconquers that Moon later in the game." Asking
    # to reveal it after losing it says it was lost unrevealed
    assert_ruled(oracle, "Can I reveal a Secret Moon after losing it?", "mayfair", "no", "13.4")
    # the same sentence: waiting tells no loss ("may decide whether to reveal it immediately or at any later moment")
    ans = oracle.ask("With a Secret Moon, can I wait and reveal it later?", "mayfair")
    assert ans.verdict != "no", ans.answer


def test_a_zap_untold_is_no_condition_of_using_a_power(oracle) -> None:
    # FFG Zapping Powers: a Cosmic Zap cancels one use of a power and "That power cannot be used again for
    # the rest of the encounter"; nothing else says how often a power may be used, and a question that
    # tells no zap is not asked of a zapped power
    ans = oracle.ask("Can I use my power twice?", "ffg")
    assert ans.verdict == "unknown", ans.answer
    assert_ruled(oracle, "My power got zapped. Can I use it again this encounter?", "ffg", "no", "Zapping Powers")


def test_an_exception_by_an_absence_untold_is_not_presumed(oracle) -> None:
    # FFG Overview The Game Turn: "you will only have a second encounter if you win the first (or make a
    # successful deal)"; FFG Additional Rules No Encounter Cards in Hand: "After a successful first
    # encounter, if the offense has no encounter cards, they cannot have a second encounter that turn"
    assert_ruled(oracle, "Do I get a second encounter after a deal?", "ffg", "yes", "The Game Turn")
    assert_ruled(oracle, "I won my first encounter but have no encounter cards. Can I have a second encounter?",
                 "ffg", "no", "No Encounter Cards in Hand")
