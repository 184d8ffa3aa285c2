"""Unread shapes (helper rd20): a clause opened inside the subject ("does refilling a planet *when I draw my
colour* count as …") ends at the next plain verb after its own; the question is read with the clause put last.
Expectations come from the seed text, section named."""
from __future__ import annotations

from ask_assert import assert_ruled


def ruled(oracle, question: str, edition: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, edition, verdict, section, value=None)


def test_clause_inside_the_subject_is_read_last(oracle) -> None:
    # SC Regular Destiny Card: putting tokens on an empty home planet after drawing one's own colour is a
    # successful challenge, one of the turn's two
    ruled(oracle, "Does refilling an empty home planet when I draw my own colour count as a successful challenge?",
          "mayfair", "yes", "Regular Destiny Card")
    # FFG Overview 2. Destiny: re-establishing a colony on an empty home planet counts as a successful encounter
    ruled(oracle, "Does re-establishing on an empty home planet after drawing my colour count as a successful encounter?",
          "ffg", "yes", "2. Destiny")
    # SC Situation A: when the defense wins, the offense's and its allies' tokens go to the warp
    ruled(oracle, "Do offensive allies when the defense wins lose their ships?", "mayfair", "yes", "Situation A")


def test_a_gerund_clause_inside_the_subject(oracle) -> None:
    # SC Stage 10: a second challenge only after a won first one or a deal
    ruled(oracle, "Does the offense after losing the first challenge get a second challenge?", "mayfair", "no", "Stage 10")


def test_numbered_phases_are_in_their_numbers_order(oracle) -> None:
    # FFG Overview, Phases of an Encounter: 1. Regroup … 4. Alliance, 5. Planning, 6. Reveal, 7. Resolution
    ruled(oracle, "Does the Regroup phase happen before Resolution?", "ffg", "yes", "Phases of an Encounter")
    ruled(oracle, "Is Reveal before Alliance?", "ffg", "no", "Phases of an Encounter")
    ruled(oracle, "Does the Planning phase happen after Alliance?", "ffg", "yes", "Phases of an Encounter")
    # SC Description of a Challenge: Stage 4 (asking for allies) comes before Stage 6 (answering the invitations)
    ruled(oracle, "Is Stage 6 before Stage 4?", "mayfair", "no", "Description of a Challenge")


def test_a_gerund_subject_names_the_thing_it_words(oracle) -> None:
    # SC Regular Destiny Card: tokens put on an empty home planet after drawing one's own colour regain a base,
    # and that is a successful challenge
    ruled(oracle, "Does retaking my totally empty home planet count as a successful challenge?", "mayfair", "yes",
          "Regular Destiny Card")
    # FFG Overview 2. Destiny: re-establishing a colony on a home planet left without ships counts as a successful encounter
    ruled(oracle, "Is resettling an empty home planet of mine considered a successful encounter?", "ffg", "yes", "2. Destiny")
