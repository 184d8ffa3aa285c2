"""A claim whose condition is a power, hex or held card in play (an edict, a flare) answers only
questions that name that thing or state its situation (issue 13, helper g10): "can I use my
power?" is no question about the Edict Sanity, "can I make a deal?" none about the Silencer.
Expectations are read from the seed text before running; each row cites its section.
"""
from __future__ import annotations

import pytest

from resolver import Oracle

#: (edition, question, verdicts accepted, a section the answer must cite or None, a word no
#: condition of the answer may name)
ROWS = [
    # MCE 14.20: Sanity limits a player with several powers to one; SC Description of Alien Power
    # Cards and Loss of an Alien Power say when a power is used at all: no Sanity in the question
    ("mayfair", "can I use my power?", {"yes", "depends", "unknown"}, None, "sanity"),
    # MCE 15.4: every agreement fails with the Silencer; a question naming no Silencer is not about it
    ("mayfair", "can I make a deal?", {"yes", "depends", "unknown"}, None, "silencer"),
    # ... but a question stating the silence is (MCE 15.4)
    ("mayfair", "I'm silenced. Can I make a deal?", {"no"}, "15.4", None),
    # MCE 14.20: under Sanity, only one of a player's powers
    ("mayfair", "Under the Sanity edict, can I use both of my powers?", {"no"}, "14.20", None),
    # SC A Player's Cards: no discard unless something requires it; the Edict Plague (a discard it
    # forces) is not in a question that names no Plague
    ("mayfair", "can I discard cards?", {"no", "depends", "unknown"}, None, "plague"),
    ("ffg", "can I discard cards?", {"no", "depends", "unknown"}, None, "plague"),
]


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


@pytest.mark.parametrize(("edition", "question", "verdicts", "section", "unnamed"), ROWS,
                         ids=[r[1] for r in ROWS])
def test_unnamed_power_is_no_condition(oracle, edition, question, verdicts, section, unnamed):
    ans = oracle.ask(question, edition=edition)
    assert ans.verdict in verdicts, (ans.verdict, ans.answer)
    if section is not None:
        assert section in {c.get("section") for c in ans.citations}, ans.citations
    if unnamed is not None:
        assert not any(unnamed in c["when"].lower() for c in ans.conditions), ans.conditions
