""""Can *only main players* …?": a restrictive word with a role in the subject place is the role closed
in, not a situation stated (resolver/ask/frame.py, `_restricted_subject`); a claim that places its act
("to the target planet") does not answer a question sending it to an unrelated thing
(resolver/ask/claimed.py, `sent_elsewhere`). Expectations come from the seed text, section named."""
from __future__ import annotations


def test_only_main_players_spend_lucre(oracle) -> None:
    # MCE 11.0: "Lucre may be spent only by a main player (the GO or the GD)"
    a = oracle.ask("can only main players spend Lucre?", "mayfair")
    assert a.verdict == "yes", a.answer
    assert "11.0" in {str(c["section"]) for c in a.citations}


def test_ships_added_to_a_card_are_not_put_on_the_planet(oracle) -> None:
    # SC Situation A: the attack card's value is added to the ships on its side; the Stage 3 ban on
    # adding ships to the target planet is about the planet, so it must not answer "no" here
    a = oracle.ask("does the defense add its ships to its attack card?", "mayfair")
    assert a.verdict != "no", a.answer


def test_too_late_asks_the_ban(oracle) -> None:
    # MCE 14.9: Kickers are played after the Loser declares its revolt, before Challenge cards are chosen;
    # "too late to" asks that the act may no longer be done
    late = oracle.ask("is it too late to play a Kicker after challenge cards are chosen?", "mayfair")
    assert late.verdict == "yes", late.answer
    fine = oracle.ask("is it too late to play a Kicker after the Loser declares a revolt?", "mayfair")
    assert fine.verdict == "no", fine.answer


def test_a_number_in_a_passive_subject_counts_it(oracle) -> None:
    # FFG Overview Setup (note): only one version of the Thief Flare card can be used
    two = oracle.ask("can two versions of the Thief flare be used in one game?", "ffg")
    assert two.verdict == "no", two.answer
