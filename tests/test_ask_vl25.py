"""Values and text (helper vl25): the situation a story tells is read where a card's name opens it ("a flare
*for another player's power*"), and a "which/Wild or Super" choice weighs the flags the chosen kind's own claims
test. Expectations come from the seed text, section named."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_flare_half_from_the_story(oracle) -> None:
    # Simply Cosmic, Description of Flares and Edicts: the Wild effect is for a Flare of a power other than one's
    # own, or for a player who has lost the use of its power; the Super effect only for one's own, still working
    for question in ("I'm holding a Flare for another player's power. Which half do I get to use?",
                     "My power is gone and I hold a Flare for a different alien. Which effect may I use?",
                     "The flare in my hand is for my own alien, but I lost my power. Wild or Super?"):
        assert_ruled(oracle, question, "mayfair", "value", "Description of Flares and Edicts", value="Wild")


def test_the_one_piece_of_the_kind_asked_from_the_cited_claims(oracle) -> None:
    # MCE 14.12: bases on Moons do not move the Pentaform's life stage, Moon Base Omega being the one exception
    for question in ("For the Pentaform's life stage, which moon still counts?",
                     "What moon is the exception to the Pentaform ignoring Moon bases?"):
        assert_ruled(oracle, question, "mayfair", "value", "14.12", value="Moon Base Omega")


def test_moon_occupant_told_by_sits_on(oracle) -> None:
    # MCE 13.3: when a player other than the system's owner occupies the targeted Moon, that occupant defends
    assert_ruled(oracle, "Mint sits on a moon in Lavender's system and I go after that moon. Who defends it, "
                 "Mint or Lavender?", "mayfair", "value", "13.3", value="mint")


def test_consolation_capped_by_the_cards_told(oracle) -> None:
    # Simply Cosmic Situation B: one card per own token lost, but an opponent with too few cards gives its whole hand
    assert_ruled(oracle, "I lost 5 tokens on a compromise and the other side holds just 3 cards. How many cards "
                 "do I draw from them?", "mayfair", "value", "Situation B", value=3)
