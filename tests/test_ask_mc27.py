"""More Cosmic Encounter asked in players' words (issue 13, helper mc27): rephrased questions for what mc27 fixed,
each expectation from the seed sentence its comment names (the edition in the fourth field when not Mayfair)."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

CASES = [
    # MCE 15.2: the Assassin kills a ship "of the colour drawn", whichever colour is then attacked: a noun opened by
    # "whichever" is restricted by its clause, which the claim says only as a case that changes nothing
    ("Does the Assassin kill a ship of whichever colour is attacked?", "unknown", "15.2"),
    # FFG Overview Setup: only one version of the Thief Flare may be used ("version of" is a share of the noun after)
    ("May a game use more than one version of the Thief Flare?", "no", "Setup", "ffg"),
    # MCE 9.0 Rings: the outermost ring adds only 2 (a bare number before "when" is the act's count)
    ("Does the outermost ring add 4 when it defends?", "no", "9.0"),
    # MCE 9.0 Space Dust: after a defeat the card played goes to the Destiny discard pile
    ("Is the Space Dust's set-aside card discarded when it loses the challenge?", "yes", "9.0"),
    # MCE 11.0: discarding a card from hand costs 10 Lucre ("Lucre", the option's name, is the money it brings)
    ("Does discarding a card from your hand cost 10 Lucre?", "yes", "11.0"),
    ("Does a card from the challenge deck cost 4 Lucre?", "yes", "11.0"),
    # MCE 11.0: +1 costs 6 Lucre in phase 8 ("bought" after a noun, after "does", is no main verb)
    ("Does a +1 bought in phase 8 cost 3 Lucre?", "no", "11.0"),
    # MCE 13.2: a One-shot Moon takes effect once only ("twice" is the act's count)
    ("Does a one-shot moon apply twice?", "no", "13.2"),
    # MCE 7.1: a Regular Challenge card lets the GO attack the occupant of a Moon in that system ("go after" is one
    # verb, its "after" no clause)
    ("The colourless card calls for a regular challenge against pink. Can I go after whoever has a base on a Moon "
     "in pink's system?", "yes", "7.1"),
    # MCE 9.0 Rosette: it may evacuate its ships to a neighbouring planet where it has a base
    ("As the Rosette, can I evacuate ships from the target planet to a neighbouring planet where I have a base?",
     "yes", "9.0"),
    # MCE 13.4: a "Play Now" Moon must be revealed at once ("flip face up" is the power card's `stand-up` too)
    ("I just occupied a Play Now moon. Must I flip it face up right away?", "yes", "13.4"),
]


@pytest.mark.parametrize("case", CASES)
def test_more_cosmic_mc27(oracle, case: tuple) -> None:
    question, verdict, section, *edition = case
    assert_ruled(oracle, question, edition[0] if edition else "mayfair", verdict, section)
