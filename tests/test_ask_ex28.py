"""Statements asked with a tag, read as players write them (issue 13; coordinator, session 28).

A relative clause after a noun ("the players *who aren't* main players") describes the noun: its
auxiliary does not open the question. A tag after the last comma ("…, right?") asks the statement
just before it, even when a leading clause opens with a question word ("When effects clash, …"):
such a question is yes/no, never a value. Written from the seeds, rephrased; none is a probe or a
set question."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question", [
    # Simply Cosmic, Timing Conflicts: players outside the main pair resolve first, then the offense,
    # then the defense
    "When effects clash, the players who are not main players resolve before the main players, right?",
    "During a timing conflict, the players who aren't main players act before the main players, right?",
    "When a timing conflict happens, the offense resolves before the defense, correct?",
])
def test_a_tagged_statement_after_a_leading_clause_is_decided(ruled, question):
    ruled(question, "mayfair", "yes", "Timing Conflicts")
