"""A situation a question states is read into the condition words the claims test."""
from __future__ import annotations

import pytest

from resolver.ask.frame import read


@pytest.mark.parametrize(("text", "key", "wanted"), [
    # holding no encounter card is one condition word in both editions' claims
    ("If the defense holds no encounter cards, does it redraw?", "no_challenge_card", True),
    ("I have no challenge cards left. Can I have a second challenge?", "no_challenge_card", True),
    # a player losing the challenge is stated by a player, not by ships that "got lost" in it
    ("I lost the challenge. Do I get consolation?", "lost_challenge", True),
    ("My ships got lost in the challenge. Do they go to the warp?", "lost_challenge", None),
    # a flag the claims test only negated ("before the cards are revealed", More Cosmic) is
    # still worded by its vocabulary gloss
    ("The encounter cards have not been revealed yet. Can I play it?", "cards_revealed", False),
])
def test_stated_situation(vocab, text: str, key: str, wanted: bool | None) -> None:
    assert read(vocab, text).context.get(key) is wanted


def test_ffg_no_encounter_card_claims_are_reached(oracle) -> None:
    # FFG Additional Rules, "No Encounter Cards in Hand": an offense holding none at the start
    # of its turn discards its hand and draws a new one
    ans = oracle.ask("Must the offense discard its hand when it holds no encounter card?", edition="ffg")
    assert ans.verdict == "yes", ans.answer
    assert any(c.get("section") == "No Encounter Cards in Hand" for c in ans.citations), ans.citations
