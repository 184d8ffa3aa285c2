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


@pytest.mark.parametrize("question", [
    # Simply Cosmic, Description of Flares and Edicts: any player may play a flare in the phases its
    # icons show, not only the players in the challenge; so no one role has them alone
    "Is it only the defensive main player who may play flares?",
    "Can only the offense play flares?",
    "Only the two main players get to play flares, right?",
])
def test_an_act_another_role_may_do_in_some_case_is_no_ones_alone(ruled, question):
    ruled(question, "mayfair", "no", "Description of Flares and Edicts")


@pytest.mark.parametrize("question", [
    # FFG Additional Rules, Alien Sheets: the roles a power works in are shown on its sheet, so whether an
    # ally may use it depends on the power; "I'm only an ally" tells the role, it asks no "only"
    "This encounter I'm only an ally. Am I able to use my alien power?",
    "Since I am only a defensive ally, may I use my power?",
])
def test_only_after_the_role_told_is_merely(ruled, question):
    ruled(question, "ffg", "depends", "Alien Sheets")
