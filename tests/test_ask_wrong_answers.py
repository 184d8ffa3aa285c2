"""Answers a new user found wrong (issue 13, helper hu6), each fixed by a general cause.

Every expectation is read from the seed text before running (the section is cited); where the
fix only keeps a wrong verdict away, the row says which verdicts would be wrong.
"""
from __future__ import annotations

import pytest

from resolver import Oracle

#: (edition, question, verdicts accepted, a section the answer must cite or None, why by the seed)
ROWS = [
    # MCE 9.0 Binary: two powers, usable during the game but never both in the same Challenge
    ("mayfair", "does the Binary have two powers?", {"yes", "depends"}, None),   # depends: Sanity leaves one (14.20)
    ("mayfair", "can the Binary use both its powers in the same challenge?", {"no"}, "9.0"),
    ("mayfair", "can the binary use both of its powers?", {"depends"}, "9.0"),
    # MCE 13.1: each player draws two Moons at setup; 13.5 only forbids a Moon through a deal
    ("mayfair", "do I get 2 moons at setup?", {"yes", "unknown"}, None),
    ("mayfair", "can I get a moon base in a deal?", {"no"}, "13.5"),
    # SC Stage 3: the offense's tokens go on the cone (the planet only after a win, Situation A)
    ("mayfair", "does the offense put its tokens on the planet?", {"no", "depends", "unknown"}, None),
    ("mayfair", "does the offense put its tokens on the cone?", {"yes"}, "Stage 3"),
    # SC Regular Destiny Card: own colour drawn and a home planet with no tokens: it may be refilled by
    # placing one or more tokens there (the Stage 1 warp-token ban does not decide it)
    ("mayfair", "I drew my own colour and one of my home planets is empty. Can I put tokens there?", {"yes", "unknown"}, None),
    # FFG Overview Setup 5: extra random Flares only with fewer than five players
    ("ffg", "with 5 players add extra flares?", {"no"}, "Setup"),
    ("ffg", "we're 3 players, do we add extra flares?", {"yes"}, "Setup"),
    # MCE 15.4: the Silencer blocks Chronos and does not block the Oracle
    ("mayfair", "Chronos silenced: can it still call a time journey?", {"no"}, "15.4"),
    ("mayfair", "can the Oracle still use its power when silenced?", {"yes"}, "15.4"),
    # MCE 11.0 table: an extra ship from the Warp in phase 1 only, a Flare in phases 1-3 only
    ("mayfair", "can I buy an extra ship from the warp in stage 3?", {"no"}, "11.0"),
    ("mayfair", "can I buy a random flare in stage 5?", {"no"}, "11.0"),
    # FFG Overview Game Objective: one colony per planet, not per system
    ("ffg", "can all 5 of my colonies be in the same player's system?", {"yes", "unknown"}, None),
    # SC Pre-Challenge: a hand with no Challenge card is redrawn in the pre-challenge phase
    ("mayfair", "The offense has no encounter cards. Can it draw a new hand?", {"yes", "depends", "unknown"}, None),
    # SC A Player's Cards: a hand of any size (7 is only the deal at setup)
    ("mayfair", "Can I have more than 7 cards in my hand?", {"yes"}, "A Player's Cards"),
    # SC Situation C / FFG Overview 6. Reveal: a failed deal costs each main player 3 (a count, not yes)
    ("mayfair", "If a deal fails, how many tokens does each main player lose?", {"value"}, "Situation C"),
    ("ffg", "If the deal fails, how many ships does each main player lose?", {"value"}, "6. Reveal"),
    # MCE 7.2 / SC Comet: only the first Comet of a challenge applies
    ("mayfair", "If more than one comet is drawn, do they all apply?", {"no"}, "7.2"),
    # SC Stage 9: the played Challenge cards are discarded
    ("mayfair", "Can I keep my attack card after the challenge?", {"no"}, "Stage 9"),
    # SC Situation B / FFG Overview 6. Reveal: consolation comes from the opponent's hand
    ("mayfair", "Is consolation drawn from the deck?", {"no"}, "Situation B"),
    ("ffg", "Is compensation drawn from the deck?", {"no"}, "6. Reveal"),
    # MCE 9.0 Gas Giant: all 20 of its ships on its one planet at setup (3 is what keeps its power)
    ("mayfair", "How many ships does the Gas Giant place on its planet at setup?", {"value"}, "9.0"),
    # SC Description of Flares: Wild when the power is lost; a choice, never yes/no
    ("mayfair", "I lost my alien power but I'm holding my own power's flare. do I use the Super or the Wild?",
     {"value", "text", "unknown"}, None),
]


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


@pytest.mark.parametrize(("edition", "question", "verdicts", "section"), ROWS,
                         ids=[r[1][:50] for r in ROWS])
def test_no_wrong_answer(oracle, edition, question, verdicts, section):
    answer = oracle.ask(question, edition)
    assert answer.verdict in verdicts, (answer.verdict, answer.answer)
    if section is not None:
        assert section in [c["section"] for c in answer.citations]


def test_gas_giant_setup_is_its_twenty_ships(oracle):
    """MCE 9.0: "places its 20 ships on the surface of the planet" (placing on a place is placing)."""
    assert oracle.ask("How many ships does the Gas Giant place on its planet at setup?", "mayfair").value == 20


def test_extra_flares_are_not_the_deck_total(oracle):
    """FFG Overview Setup 5: 10 is the Flares the deck must hold, not how many extra ones are added."""
    answer = oracle.ask("We're 3 players. How many extra random flares do we shuffle into the cosmic deck?", "ffg")
    assert answer.value != 10
