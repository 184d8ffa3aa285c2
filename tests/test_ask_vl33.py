"""Value questions of meanings, categories and who defends (issue 13, helper vl33, session 30). Rephrased, not
copied, from tests/ask_probe_vl33.yaml (written from the seeds before the code changed); each comment names the
deciding rule.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question, edition, value, section", [
    # FFG AR Alert Lamps: a red lamp marks the more complex aliens
    ("On an alien sheet, what does the red lamp signify?", "ffg", "more complex", "Alert Lamps"),
    # FFG AR Alert Lamps: a yellow lamp marks the aliens of medium complexity
    ("What does a yellow lamp on my alien sheet indicate?", "ffg", "medium complexity", "Alert Lamps"),
])
def test_what_a_sign_means(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


@pytest.mark.parametrize("question, edition, value, section", [
    # MCE 13.0: the Moons needing some luck as well as skill are the Half Moons
    ("Moons whose effects take some luck to deal with fall in which category?", "mayfair", "Half Moons", "13.0"),
    # MCE 13.2: an effect lasting while the Moon stays occupied is Continuing
    ("An effect that lasts as long as the Moon is occupied has which wording?", "mayfair", "Continuing", "13.2"),
])
def test_the_kind_a_description_fits(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


@pytest.mark.parametrize("question, edition, value, section", [
    # SC Regular Destiny Card: the colour drawn defends, even on a planet without its tokens
    ("I'm lavender and a pink destiny card turns up; I go for an empty pink planet. Who is the defense?", "mayfair",
     "pink", "Regular Destiny Card"),
    # FFG Overview 2. Destiny: a special card names the defender
    ("I flipped a special destiny card at the destiny step. Who is the defender?", "ffg", "player indicated on the card",
     "2. Destiny"),
])
def test_who_defends_after_the_draw(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


@pytest.mark.parametrize("question, edition", [
    # a bar shows a content (text), it means nothing one word says; no category question has a description tie
    ("What does the orange bar on an alien sheet tell me?", "ffg"),
    ("Which category of Moon is used the most?", "mayfair"),
])
def test_no_value_guessed(oracle, question, edition):
    assert oracle.ask(question, edition).verdict != "value"
