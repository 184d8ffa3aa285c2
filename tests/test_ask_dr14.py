"""The checks that refuse a decided yes/no (issue 13, helper dr14).

Each expectation was written from the seed text (the comment names the deciding sentence)
before the code ran.
"""
from __future__ import annotations

from claim_rows import F


def test_a_ban_the_situation_states_too_holds_in_it(oracle):
    # FFG Overview, Starting the Turn: the new hand "can only be done once, at the beginning of the
    # turn. If the attacker runs out of encounter cards later, their turn ends." The general ban on
    # redrawing and the situation's own ban agree, so the situation told does not refuse the no.
    a = oracle.ask("Halfway through my turn I ran out of encounter cards. Am I allowed to draw a new hand?", F)
    assert a.verdict == "no", a.answer
    assert "Starting the Turn" in {c["section"] for c in a.citations}


def test_an_untold_obligation_is_not_assumed(oracle):
    # SC A Player's Cards: "You may not discard cards unless specifically required to." A question
    # telling of nothing that requires the discard asks about discarding by choice: no.
    for q in ("May I discard a few cards from my hand to make room?",
              "Is a player allowed to discard cards whenever they like?"):
        a = oracle.ask(q, "mayfair")
        assert a.verdict == "no", (q, a.answer)
        assert "A Player's Cards" in {c["section"] for c in a.citations}


def test_two_kinds_joined_by_and_are_each_asked(oracle):
    # SC Description of Flares and Edicts: "They can be used by any player (not just the players
    # involved in the challenge) unless otherwise specified" and "can be played anytime during the
    # phase or stage represented by the icons on the card": both kinds asked, both allowed.
    a = oracle.ask("May a player who is not in the challenge play edicts and flares?", "mayfair")
    assert a.verdict == "yes", a.answer
    assert "Description of Flares and Edicts" in {c["section"] for c in a.citations}
