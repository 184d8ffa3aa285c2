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


def test_two_players_both_have_colonies_on_one_planet(oracle):
    # FFG Overview, Game Objective: a planet can have colonies from different players ("both" after the
    # subject is no determiner making the verb an adjective)
    assert_ruled(oracle, "Can two players both have a colony on the same planet?", "ffg", "yes", "Game Objective")


def test_an_artifact_is_not_used_more_than_once(oracle):
    # FFG Additional Rules, Artifact Cards: single-use effects; the artifact is discarded after it is played
    assert_ruled(oracle, "Can the same artifact be played more than once?", "ffg", "no", "Artifact Cards")


def test_a_role_worded_with_a_card_name_is_the_role(oracle):
    # FFG Overview, 6. Reveal: against an Attack, the player who played Negotiate loses the encounter
    # (its ships go to the Warp) and receives compensation
    assert_ruled(oracle, "Attack against Negotiate: does the Negotiate player lose its ships?", "ffg", "yes",
                 "6. Reveal")


def test_own_colour_need_not_be_attacked(oracle):
    # FFG Overview, 2. Destiny: on its own colour the attacker may draw again, or try to expel a foreign
    # colony from one of its home planets
    assert_ruled(oracle, "I flipped my own colour on the destiny card. Do I have to attack my own system?", "ffg",
                 "no", "2. Destiny")


def test_a_zap_does_not_remove_a_power_for_good(oracle):
    # FFG Additional Rules, Zapping Powers: the Cosmic Zap cancels one use of a power, for the rest of
    # that encounter only
    assert_ruled(oracle, "Does the Cosmic Zap remove an alien power for the rest of the game?", "ffg", "no",
                 "Zapping Powers")


def test_an_ally_may_pull_ships_from_a_foreign_colony(oracle):
    # FFG Additional Rules, Bystanders: when committing ships, an ally can take any ships from any of its home
    # or foreign colonies
    assert_ruled(oracle, "As an ally, can I pull ships from my foreign colonies to commit them?", "ffg", "yes",
                 "Bystanders")
