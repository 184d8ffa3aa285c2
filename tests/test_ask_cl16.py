"""Yes/no questions whose frame is read but no claim decided it (issue 13, helper cl16): players say
"flip" for turning a piece or card face up, and a situation told in wide words (a lost challenge)
covers its narrower case (a Secret Moon lost unrevealed). Each expectation was written from the seed
text (the comment names the deciding sentence) before the code ran."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_a_secret_moon_lost_unrevealed_is_not_flipped(oracle) -> None:
    # MCE 13.4: a player that loses a Challenge on a Secret Moon it occupies before it was revealed may
    # not reveal it until it reconquers that Moon
    assert_ruled(oracle, "My secret moon was taken from me before I revealed it. May I flip it now?", "mayfair", "no", "13.4")


def test_a_lost_challenge_told_keeps_the_lost_secret_moon_case(oracle) -> None:
    # MCE 13.4, same sentence: the story tells a lost challenge on the unrevealed Moon; the ban for that
    # case is the situation told, not another one
    assert_ruled(oracle, "We lost the challenge over my unrevealed Secret moon. May I reveal it afterwards?", "mayfair",
                 "no", "13.4")


def test_challenge_cards_are_flipped_together(oracle) -> None:
    # MCE Stage 8 / SC Stage 8: the main players reveal their Challenge Cards simultaneously;
    # FFG Overview 6. Reveal: the attacker and defender simultaneously flip their cards
    assert_ruled(oracle, "Do the two main players flip their challenge cards at the same time?", "mayfair", "yes", "Stage 8")
    assert_ruled(oracle, "Do attacker and defender flip the encounter cards simultaneously?", "ffg", "yes", "6. Reveal")


def test_challenge_cards_are_not_flipped_one_at_a_time(oracle) -> None:
    # the same sentences: simultaneously, so not one after the other
    assert_ruled(oracle, "Do the main players flip their challenge cards one by one?", "mayfair", "no", "Stage 8")
    assert_ruled(oracle, "Do we reveal the encounter cards one at a time?", "ffg", "no", "6. Reveal")


def test_a_mandatory_power_is_not_used_only_at_will(oracle) -> None:
    # FFG Additional Rules, Alien Sheets: a mandatory power must be used when the player is able to; an
    # optional one may be used or not. "Only if I want to" asks whether the use may be left out.
    assert_ruled(oracle, "Can I use a mandatory power only if I want to?", "ffg", "no", "Alien Sheets")
    # "mandatory" qualifying the power is no "must" of the question: a plain permission to use it
    assert_ruled(oracle, "May I use a mandatory power?", "ffg", "yes", "Alien Sheets")


def test_a_number_of_one_act_is_no_count_of_another(oracle) -> None:
    # FFG Overview, Setup: each player takes the two aliens matching its Flares and chooses one of them.
    # "Two" counts what is drawn, not what is chosen: the choosing claim's count of one must not answer no.
    a = oracle.ask("Do I draw two alien cards and choose one?", "ffg")
    assert a.verdict != "no", a.answer
