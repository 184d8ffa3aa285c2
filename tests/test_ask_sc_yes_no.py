"""Simply Cosmic yes/no questions in players' words (issue 13, helper m1): the reader's frame
aligned with the claims of the deciding section. Each expectation is read from the seed text
before running (the section is cited)."""
from __future__ import annotations

import pytest

from resolver import Oracle

#: (question, verdict, a section the answer must cite)
ROWS = [
    # SC Regular Destiny Card: "you can ... challenge an empty planet in the tan system" ("I" is the
    # offense, the only role the claims let challenge; "in the tan system" is in the rule's words)
    ("I drew tan. can I attack an empty planet in the tan system?", "yes", "Regular Destiny Card"),
]


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


@pytest.mark.parametrize(("question", "verdict", "section"), ROWS, ids=[r[0][:50] for r in ROWS])
def test_sc_yes_no(oracle, question, verdict, section):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == verdict, (answer.verdict, answer.answer)
    assert section in [c["section"] for c in answer.citations]
