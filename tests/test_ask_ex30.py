"""Two roles offered as the subject of a plain question (issue 13; coordinator, session 30).

"Does the offense or the defense draw …?" asks which of the two does it: the answer is the role the
claims name, whatever order the two are offered in. A modal question ("can the offense or the
defense play …?") still asks whether either may. Written from the seeds, rephrased; none is a probe
or a set question."""
from __future__ import annotations

import pytest

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


@pytest.mark.parametrize("edition", ["mayfair", "ffg"])
@pytest.mark.parametrize("q", [
    "Does the offense or the defense draw the destiny card?",
    "Does the defense or the offense draw the destiny card?",
])
def test_either_role_as_subject_asks_which(oracle, q, edition):
    # SC Stage 2 / FFG 2. Destiny: the offense (the attacker) draws from the Destiny deck
    answer = oracle.ask(q, edition)
    assert (answer.verdict, answer.value) == ("value", "offense")
    wanted = {"mayfair": "Stage 2", "ffg": "2. Destiny"}[edition]
    assert wanted in [c["section"] for c in answer.citations]


def test_a_choice_with_cases_names_only_the_cases_where_it_holds(oracle):
    # SC Stage 5 and the Reverse Cone (MCE): defensive allies are rewarded on the normal cone only
    answer = oracle.ask("Do the offense or defense allies get rewards when the defense wins?", "mayfair")
    assert answer.value == "defensive-ally"
    assert answer.answer.startswith("When the cone is normal")
    assert "reverse cone is face up:" not in answer.answer


def test_a_depends_says_each_case_with_its_verdict_once(oracle):
    # FFG Overview 7. Resolution: when the attack wins, the defensive allies' ships go to the warp,
    # so they get no reward then
    answer = oracle.ask("Do defensive allies get cards or ships from the warp?", "ffg")
    assert answer.verdict == "depends"
    assert answer.answer.startswith("It depends: no when the attack wins.")
    assert answer.answer.count("It depends") == 1
