"""Wrong yes/no and polar contract breaches of set 19 and set 12, by general mechanisms
(issue 13, helper wy20, seventeenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; most questions are my own wording, not the sets'.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize(("question", "edition", "section"), [
    ("Isn't a single ship too few to count as a colony?", "ffg", "Game Objective"),
    ("Is one ship too few to count as a colony?", "ffg", "Game Objective"),
    ("Is a single token too few to count as a base?", "mayfair", "How To Win"),
])
def test_too_few_to_count(oracle, question, edition, section):
    # FFG Overview Game Objective / SC How To Win: a colony (base) is one or more of a player's ships (tokens)
    # on a planet; "too few to count" asks the contrary of "counts", so one ship is not too few
    assert_ruled(oracle, question, edition, "no", section)


@pytest.mark.parametrize("question", [
    "is a single ship too few to count as a colony?",
    "Isn't one ship too little to count as a colony?",
])
def test_too_few_other_words(oracle, question):
    # FFG Overview Game Objective: one ship on a planet is a colony
    assert_ruled(oracle, question, "ffg", "no", "Game Objective")


def test_too_late_stays_a_ban(oracle):
    # MCE 14.9: Kickers come before Challenge cards are chosen; "too late to" is read as a ban, not flipped again
    assert oracle.ask("is it too late to play a Kicker after challenge cards are chosen?", "mayfair").verdict == "yes"


@pytest.mark.parametrize(("question", "edition"), [
    # SC Situation A: a winning defense keeps its tokens on the planet (the told outcome is story, the
    # question after ", but" is a yes/no: never text)
    ("The defense won, but do the defender's own tokens on the planet still go to the warp?", "mayfair"),
    ("The offense lost, but can it still keep its ships on its colonies?", "mayfair"),
    # two in one: an open "what happens" and then a yes/no; the yes/no decides the kind
    ("Two comets came up, what happens now? do we draw again?", "mayfair"),
    ("Silencer and the Berserker, how does that go? is the berserker stopped?", "mayfair"),
])
def test_polar_after_a_told_or_open_part_is_never_text(oracle, question, edition):
    assert oracle.ask(question, edition).verdict in ("yes", "no", "depends", "unknown")


@pytest.mark.parametrize("question", [
    "phantom without its power can it make new phantom ships",
    "phantom lost its power can it still create phantom tokens",
])
def test_run_on_with_no_question_mark(oracle, question):
    # MCE 14.13: a player who loses the Phantom power can no longer use or create phantom tokens
    assert_ruled(oracle, question, "mayfair", "no", "14.13")


@pytest.mark.parametrize("question", [
    "Does the second challenge start at Stage 2?",
    "Does a second challenge begin at the destiny stage?",
])
def test_a_claim_of_another_phase_says_no_yes(oracle, question):
    # SC Stage 10: a second challenge starts at Stage 1; the nearest claim names Stage 1, not the phase asked
    assert oracle.ask(question, "mayfair").verdict != "yes"


def test_the_phase_the_claim_names_still_answers(oracle):
    # SC Stage 10: a second challenge starts at Stage 1
    assert_ruled(oracle, "Does the second challenge start at Stage 1?", "mayfair", "yes", "Stage 10")
