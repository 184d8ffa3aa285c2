"""The nearest rules an ``unknown`` answer cites (resolver/ask/procedures.py ``nearest``).

Expectations from the seeds: the FFG Overview describes the destiny draw (2. Destiny: a
player who draws their own colour may draw again) and the alliance (4. Alliance: each
player accepts or refuses); Simply Cosmic Stage 2 says the same of the Mayfair game.
"""
from __future__ import annotations

import pytest

from resolver import Oracle
from resolver.ask.compose import node_citations
from resolver.ask.procedures import nearest
from resolver.ask.question import understand

FFG_SOURCES = {"FFG Overview", "FFG Additional Rules"}


@pytest.fixture(scope="module")
def rules():
    return Oracle(edition="ffg").rules


@pytest.mark.parametrize("question", [
    "I drew my own colour. Can I just keep drawing until I get someone else's colour?",
    "Both sides invited me. Is it legal to decline both?",
])
def test_ffg_question_cites_ffg_sections_first(rules, question: str) -> None:
    """A rule both editions' documents state is cited by the asked edition's section."""
    near = nearest(understand(rules, question, "ffg"))
    assert near and near[0]["source"] in FFG_SOURCES
    for n in near:
        if any(c["source"] in FFG_SOURCES for c in node_citations(rules, "rule:" + n["rule"]) if "rule:" + n["rule"] in rules):
            assert n["source"] in FFG_SOURCES


def test_nearest_rules_are_distinct_sections(rules) -> None:
    """Five nearest rules name five sections, not one section five times."""
    near = nearest(understand(rules, "Can we still cut a deal after both playing Compromise?", "mayfair"))
    keys = [(n["source"], n["section"]) for n in near]
    assert len(keys) == len(set(keys)) == 5


def test_unknown_cites_its_nearest_rules() -> None:
    """An honest ``unknown`` still cites the closest rules (docs/asking.md, Honesty rules)."""
    ans = Oracle(edition="mayfair").ask("What is the meaning of life?", "mayfair")
    assert ans.verdict == "unknown" and ans.citations and ans.nearest


@pytest.mark.parametrize("question, verdict, section", [
    # SC Stage 6: a player may not ally unless invited
    ("Can I ally without being invited?", "no", "Stage 6"),
    # SC Stage 10: after winning the first challenge the offense may make a second or pass
    ("I won my first challenge. Do I have to take the second one?", "no", "Stage 10"),
])
def test_claims_of_the_nearest_section_rank_first(question: str, verdict: str, section: str) -> None:
    """The claim read for a yes/no question comes first from the section whose rules' whole
    text is clearly nearest the question (nearest.ranked, SECTION_LIFT)."""
    ans = Oracle(edition="mayfair").ask(question, "mayfair")
    assert ans.verdict == verdict
    assert section in {c["section"] for c in ans.citations}


@pytest.mark.parametrize("question, edition", [
    # SC Setup: 20 tokens per colour, four on each of the five planets
    ("how many tokens per planet at the start", "mayfair"),
    # FFG Overview Setup: 20 ships, 4 on each planet
    ("How many ships start on each planet?", "ffg"),
])
def test_how_many_is_no_word_of_the_rule(rules, question: str, edition: str) -> None:
    """"How many" asks a count: a rule is not nearer for saying "many" (or "most")."""
    assert nearest(understand(rules, question, edition))[0]["section"] == "Setup"


@pytest.mark.parametrize("question", ["Does the Silencer stop the Dictator?", "does the silencer stop the zombie"])
def test_a_ruling_is_found_by_the_relation_it_states(rules, question: str) -> None:
    """MCE 15.4 lists the powers the Silencer blocks and those it does not: its rulings state
    only "Silencer blocks Dictator", and are found by those words."""
    assert nearest(understand(rules, question, "mayfair"))[0]["section"] == "15.4"
