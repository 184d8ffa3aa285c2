""""A vs B — does B still work?" asks whether B survives A, so the answer is the relation
"does A block B" turned round (More Cosmic Encounter 15.4 lists which powers the Silencer
blocks and which it does not). Expectations from the seed's two lists, decided before running."""
from __future__ import annotations

import pytest

from resolver.oracle import Oracle


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


@pytest.mark.parametrize(("question", "verdict"), [
    # 15.4: the Oracle is on the not-blocked list -> it still works
    ("Silencer vs Oracle: does the Oracle still work?", "yes"),
    # 15.4: the Clone is on the not-blocked list
    ("Silencer versus Clone — does the Clone still work?", "yes"),
    # 15.4: the Pirate is on the blocked list -> it does not work
    ("Silencer vs Pirate: does the Pirate still work?", "no"),
    # asking the relation itself keeps its own polarity
    ("Silencer vs Oracle: is the Oracle blocked?", "no"),
    ("Silencer vs Pirate: does the Silencer stop the Pirate?", "yes"),
])
def test_versus_question_about_the_second_power(oracle: Oracle, question: str, verdict: str) -> None:
    ans = oracle.ask(question, edition="mayfair")
    assert ans.verdict == verdict, ans.answer
    assert any(c.get("section") == "15.4" for c in ans.citations), ans.citations
