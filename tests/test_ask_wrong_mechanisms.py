"""Wrong yes/no answers traced to their mechanism (issue 13, helper sf12, ninth session).

Each row's verdicts were read from the seed text before the fix ran (the deciding sentence is
named); where the fix only keeps a wrong verdict away, the row accepts `unknown` beside the
right one.
"""
from __future__ import annotations

import pytest

from resolver import Oracle

ROWS = [
    # MCE 15.5: for the powers kept in their open form (Force, Judge, Witch) players are advised to
    # agree limits before the game; "limits" inside the verb's phrase asks that verb, not a limit
    ("mayfair", "should we agree limits on the Judge before playing?", {"yes"}, "15.5"),
    ("mayfair", "can we agree on limits for the Witch before the game?", {"yes", "unknown"}, None),
    # MCE 15.2: the Assassin kills a ship of the colour drawn, whatever system or colour is then
    # attacked; "the Assassin's kill" is a noun, the asked verb is "depend on"
    ("mayfair", "does the Assassin's kill depend on who is attacked?", {"no", "unknown"}, None),
    ("mayfair", "does the Dictator's choice depend on the colour drawn?", {"no", "unknown"}, None),
]


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


@pytest.mark.parametrize(("edition", "question", "verdicts", "section"), ROWS, ids=[r[1][:50] for r in ROWS])
def test_no_wrong_verdict_by_mechanism(oracle, edition, question, verdicts, section):
    answer = oracle.ask(question, edition)
    assert answer.verdict in verdicts, (answer.verdict, answer.answer)
    if section is not None:
        assert section in [c["section"] for c in answer.citations]
