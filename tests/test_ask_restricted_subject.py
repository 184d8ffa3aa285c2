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
