"""FFG claims and words, fifth walk (issue 13, helper ff18, fifteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "We drew a Destiny card at setup to see who goes first. Is that Destiny card discarded afterwards?",
    "After drawing a destiny card to choose the first player, do we put that card in the discard pile?",
])
def test_first_player_destiny_card_is_not_discarded(oracle, question):
    # FFG Overview, Setup 7: the Destiny card drawn to pick the first player is shuffled back into the
    # deck, so it is not discarded
    assert_ruled(oracle, question, "ffg", "no", "Setup")


def test_dealt_flares_are_shuffled_into_the_cosmic_deck(oracle):
    # FFG Overview, Setup 5: the Flare cards players received are added to the cosmic deck, which is
    # then shuffled
    assert_ruled(oracle, "Do the Flares we were dealt get shuffled into the cosmic deck?", "ffg", "yes", "Setup")


@pytest.mark.parametrize("question", [
    "A player just got their fifth foreign colony. Do the rest of us still finish the round?",
    "I just got my fifth foreign colony. Do we wait till the end of the round?",
])
def test_the_round_is_not_played_out(oracle, question):
    # FFG Overview, End of Game and Scoring: the game ends as soon as one or more players reach five
    # foreign colonies
    assert_ruled(oracle, question, "ffg", "no", "End of Game and Scoring")


def test_a_round_asked_with_no_winner_told_depends(oracle):
    # the only FFG sentence about stopping play is the five-colony end: with no winner told, it depends
    assert oracle.ask("Do we finish the round?", "ffg").verdict in ("depends", "unknown")


def test_counted_in_the_total_is_counting_toward_it(oracle):
    # FFG Overview, 6. Reveal (both play Attack): each main player adds its card's value to the number of
    # ships on its side, allied ships included
    assert_ruled(oracle, "Both main players played Attack. Do the allies' ships count in the totals?", "ffg", "yes",
                 "6. Reveal")


def test_losing_the_last_encounter_card_mid_encounter_ends_the_turn(oracle):
    # FFG Additional Rules, No Encounter Cards in Hand: before cards are selected in the Planning Phase,
    # an offense left with no encounter cards (by a power or other effect) ends its turn at once
    assert_ruled(oracle, "An alien power made the offense lose its last encounter card in the Alliance phase. "
                 "Does the offense's turn end?", "ffg", "yes", "No Encounter Cards in Hand")
