"""Values (helper vl27): a place an ally's tokens are put on, named in the seed's words (the oval end of the cone, not
the whole cone: "oval end" is no name of the cone), a place a claim forbids being no place sent to, and the half of a
Flare a player uses when the Flare is another alien's. Expectations come from the seed text, section named."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_where_allies_put_their_tokens(oracle) -> None:
    # Simply Cosmic Stage 6: offensive allies on the oval end of the cone, defensive allies on the ring around the
    # pointed end (not on the challenged planet)
    assert_ruled(oracle, "Where do the offense's allies place their ships?", "mayfair", "value", "Stage 6",
                 value="oval end of the cone")
    assert_ruled(oracle, "Where do the defense's allies place their ships?", "mayfair", "value", "Stage 6",
                 value="ring around the pointed end")


def test_the_wild_half_of_another_aliens_flare(oracle) -> None:
    # Simply Cosmic Description of Flares and Edicts: a Flare of another power is used for its Wild effect
    assert_ruled(oracle, "This flare belongs to an alien no one is playing. Which half of it do I use?", "mayfair",
                 "value", "Description of Flares and Edicts", value="Wild")
    assert_ruled(oracle, "If my flare is for another alien's power, which side of a flare can I play?", "mayfair",
                 "value", "Description of Flares and Edicts", value="Wild")


def test_which_phase_is_no_count(oracle) -> None:
    # "which phase …" asks a phase: a parameter counting cards (the FFG redraw of 8) does not answer it
    answer = oracle.ask("In which phase do the attacker and the defender pick their encounter cards in secret?", "ffg")
    assert answer.value != 8


def test_the_fewest_asked_is_the_least(oracle) -> None:
    # Simply Cosmic Introduction: the game is for two or more players (the engine's most, 6, is no answer to "fewest")
    assert_ruled(oracle, "What's the fewest players a game can be played with?", "mayfair", "value", "Introduction",
                 value=2)


def test_the_most_of_a_thing_counts_that_thing(oracle) -> None:
    # "the most colonies …" counts colonies: the FFG refill of up to 4 ships on an empty home planet (2. Destiny)
    # counts ships, and is no answer to it
    answer = oracle.ask("What is the most colonies a single player can have on one planet?", "ffg")
    assert answer.value != 4
