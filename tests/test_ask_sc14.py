"""Simply Cosmic content (issue 13, helper sc14): questions written from the seed text of the
Mayfair basic rules, each expectation decided from the sentence named in its comment."""
import pytest
from ask_assert import assert_ruled

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


@pytest.mark.parametrize("question, verdict, section", [
    # Reverse Destiny Card: "The main players will get the same benefits for winning as with the
    # regular hyperspace cone."
    ("With the reverse cone up, do the main players' rewards change?", "no", "Reverse Destiny Card"),
    # Timing Conflicts: non-main players first, "then the offensive main player, and finally the
    # defensive main player"
    ("In a timing conflict, does the defense resolve before the offense?", "no", "Timing Conflicts"),
    # Wild Destiny Card: "There is a Regular and a Reverse Wild Destiny Card."
    ("Is there a reverse wild destiny card?", "yes", "Wild Destiny Card"),
    # A Player's Cards: "You may not discard cards unless specifically required to."
    ("May I discard unwanted cards?", "no", "A Player's Cards"),
])
def test_simply_cosmic(oracle, question, verdict, section):
    assert_ruled(oracle, question, "mayfair", verdict, section)
