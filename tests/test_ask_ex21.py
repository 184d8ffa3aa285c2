"""Wrong yes/no answers removed after set 24's end run (ex21); questions rephrased, expectations from the seeds."""
import pytest

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


def test_claim_about_an_actor_only_the_story_names_does_not_answer_for_the_asked_one(oracle):
    # Simply Cosmic, Description of Alien Power Cards: where a power card and the rulebook disagree, the card
    # prevails; a "no" taken from the rulebook's side of that claim would be wrong
    a = oracle.ask("My card allows what the rulebook forbids. Does my card win?", "mayfair")
    assert a.verdict != "no"


def test_a_colour_the_card_was_is_the_colour_drawn(oracle):
    # MCE 15.2: the Assassin kills a ship of the colour drawn, whatever colour the Dictator sends the cone to
    a = oracle.ask("The card was green, but the Dictator sent the cone to red. Does the Assassin kill a red ship?",
                   "mayfair")
    assert a.verdict != "yes"
