"""Questions about a zapped power (issue 13), written from the seed text before the code ran:
FFG Additional Rules, "Zapping Powers". A zap cancels one use of a power and bars the power for
the rest of that encounter; the section never says how often a power may be zapped, so a
question asking how often ("twice") is answered by no permission that says nothing of how often."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict", [
    # "That power cannot be used again for the rest of the encounter."
    ("After my power is zapped, can I use it again this encounter?", "no"),
    # the same sentence: the bar lasts for the rest of the zap's own encounter only
    ("My power was zapped. Can I use it in the next encounter?", "yes"),
    # "cancel one use of an alien's power": nothing says whether it may happen a second time
    ("Can my power be zapped twice?", "unknown"),
    ("Can a Cosmic Zap cancel my power twice?", "unknown"),
])
def test_zapped_power(oracle, question, verdict):
    answer = oracle.ask(question, "ffg")
    assert answer.verdict == verdict, answer.answer
    if verdict != "unknown":
        assert "Zapping Powers" in {c["section"] for c in answer.citations}


def test_how_often_is_answered_by_a_claim_that_says_how_often(oracle):
    """Artifact Cards: "After an artifact is played, it is discarded" -- a rule read as
    reuse still answers "twice" (the vocabulary's phrase "use twice" is reuse)."""
    assert oracle.ask("Can I use the same artifact card twice?", "ffg").verdict == "no"
