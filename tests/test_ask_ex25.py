"""A power or card named in a phrase opening the question ("With Sanity, …", "Under the Silencer, …")
is in play: its rule decides (lead's session 25, wr28's measured step)."""
import pytest

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle(edition="mayfair")


@pytest.mark.parametrize(("question", "verdict", "section"), [
    # MCE 14.20: Sanity limits each player to one of its alien powers
    ("With Sanity in the game, may a Binary player use both of its powers at once?", "no", "14.20"),
    # MCE 15.4: a card that needs a choice (Plague) is forbidden by the Silencer
    ("With the Silencer on me, can I still play Plague?", "no", "15.4"),
])
def test_opening_with_phrase_puts_the_card_in_play(oracle: Oracle, question: str, verdict: str, section: str) -> None:
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == verdict
    assert section in {c["section"] for c in answer.citations}
