"""A power or card named in a phrase opening the question ("With Sanity, …", "Under the Silencer, …")
is in play: its rule decides (lead's session 25, wr28's measured step)."""
import pytest

from resolver import Oracle


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


def test_the_stage_the_defense_asks_for_allies_in(oracle: Oracle) -> None:
    # SC Stage 5: the defensive main player asks for allies; the order claims (the offense asks first)
    # live in that rule and name no stage, so no "Stage 4" is read from them
    answer = oracle.ask("During which stage does the defensive player ask for allies?", "mayfair")
    assert (answer.verdict, answer.value) == ("value", "Stage 5")
    assert "Stage 5" in {c["section"] for c in answer.citations}


def test_the_offense_asks_for_allies_before_the_defense(oracle: Oracle) -> None:
    answer = oracle.ask("Does the offense ask for allies before the defense does?", "mayfair")
    assert answer.verdict == "yes"
