"""Every section of the three source documents is covered by at least one rule.

The list below is written by hand from the seeds (shared/seeds/): the numbered
sections of More Cosmic Encounter and the headings of Simply Cosmic, the FFG
Additional Rules and the FFG Overview. It is deliberately not read from
rulesdata/sources.rules, so coverage cannot pass by dropping a section there.
"""
from __future__ import annotations

import pytest

from resolver.cli.coverage import coverage_report

MCE = "More Cosmic Encounter"
SC = "Simply Cosmic"
FFGA = "FFG Additional Rules"
FFGO = "FFG Overview"

SECTIONS: dict[str, list[str]] = {
    MCE: [
        "Introduction",
        "7.0", "7.1", "7.2",
        "Optional Rules",
        "9.0", "10.0", "11.0",
        "13.0", "13.1", "13.2", "13.3", "13.4", "13.5",
        "14.0", "14.1", "14.2", "14.3", "14.4", "14.5", "14.6", "14.7", "14.8", "14.9",
        "14.10", "14.11", "14.12", "14.13", "14.14", "14.15", "14.16", "14.17", "14.18",
        "14.19", "14.20", "14.21", "14.22", "14.23",
        "15.0", "15.1", "15.2", "15.3", "15.4", "15.5",
    ],
    SC: [
        "Simply Cosmic",   # the seed's opening heading, over the source note and the introduction
        "Source note", "Introduction", "Setup", "Description of Alien Power Cards", "How To Win",
        "Overview of Play", "Description of Icons", "Description of the Warp", "A Player's Cards",
        "Description of Flares and Edicts", "Description of the Pre-Challenge Phase",
        "Description of a Challenge",
        "Stage 1", "Stage 2", "Regular Destiny Card", "Reverse Destiny Card", "Wild Destiny Card",
        "Instructional Destiny Card", "Comet", "Defensive Main Player", "Stage 3", "Stage 4",
        "Stage 5", "Stage 6", "Stage 7", "Stage 8", "Situation A", "Reinforcement Cards",
        "Situation B", "Situation C", "Reverse Cone", "Loss of an Alien Power", "Stage 9",
        "Stage 10", "Timing Conflicts",
    ],
    FFGA: [
        "Alien Sheets", "Alert Lamps", "Reinforcement Cards", "Artifact Cards", "Zapping Powers",
        "Losing Home Planets and Alien Powers", "The Colony Track", "No Encounter Cards in Hand",
        "Bystanders",
    ],
    FFGO: [
        "Game Objective", "Setup", "The Game Turn", "Starting the Turn", "Phases of an Encounter",
        "1. Regroup", "2. Destiny", "3. Launch", "4. Alliance", "5. Planning", "6. Reveal",
        "7. Resolution", "End of Game and Scoring", "Losing Alien Powers", "Tips for Winning",
    ],
}

CASES = [(source, section) for source, sections in SECTIONS.items() for section in sections]


@pytest.fixture(scope="module")
def report(rules) -> dict:
    return coverage_report(rules)


@pytest.fixture(scope="module")
def by_section(report) -> dict[tuple[str, str], list[str]]:
    return {(s["source"], s["section"]): s["rules"] for s in report["sections"]}


def test_list_is_complete():
    """44 numbered or headed parts of MCE, 36 of Simply Cosmic (its opening heading too), 9 and 15
    of the FFG texts."""
    assert [len(SECTIONS[s]) for s in (MCE, SC, FFGA, FFGO)] == [44, 36, 9, 15]


@pytest.mark.parametrize(("source", "section"), CASES, ids=[f"{s}:{n}" for s, n in CASES])
def test_section_is_covered(by_section, source, section):
    assert (source, section) in by_section, f"{source} {section} is not a known section"
    assert by_section[(source, section)], f"no rule cites {source} {section}"


def test_nothing_uncovered(report):
    assert report["uncovered"] == []


def test_no_unlisted_sections(by_section):
    """Every section the rules know is in the hand-written list (no invented sections)."""
    listed = set(CASES)
    extra = [key for key in by_section if key not in listed]
    assert extra == []


@pytest.mark.parametrize(("source", "section", "minimum"), [
    (SC, "Description of a Challenge", 10),   # the ten stages cite it
    (SC, "Stage 8", 3),
    (SC, "Situation C", 10),
    (MCE, "9.0", 40),
    (MCE, "11.0", 12),
    (MCE, "13.3", 8),
    (FFGA, "No Encounter Cards in Hand", 4),
    (FFGO, "6. Reveal", 6),
])
def test_dense_sections(by_section, source, section, minimum):
    assert len(by_section[(source, section)]) >= minimum
