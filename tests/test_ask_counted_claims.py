"""A number the question gives for the thing acted on is answered by the claim that counts that act
(nc14). Expectations from the seed text, decided before the code ran."""
import pytest

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle()


@pytest.mark.parametrize("question,edition,verdict", [
    # Simply Cosmic Stage 7: each main player chooses a single Challenge Card and places it face down
    ("Can I play two challenge cards in one challenge?", "mayfair", "no"),
    ("Can a main player play 3 challenge cards?", "mayfair", "no"),
    # FFG Overview, 5. Planning: the attacker and defender each choose one encounter card
    ("Can I play two encounter cards in one encounter?", "ffg", "no"),
])
def test_number_over_the_count_is_no(oracle, question, edition, verdict):
    assert oracle.ask(question, edition).verdict == verdict


def test_number_within_the_count_is_yes(oracle):
    # Stage 7 again: a single Challenge Card is what each main player plays
    ans = oracle.ask("Can I play one challenge card?", "mayfair")
    assert ans.verdict == "yes"
    assert "Stage 7" in [c["section"] for c in ans.citations]
