"""Value questions answered with a word of the claims (helper va15). Expectations from the seeds:

- Simply Cosmic, Regular Destiny Card: a pink player who draws a tan Destiny card challenges in
  tan's system, and "Tan would always be the defensive player".
- FFG Overview, 2. Destiny: "The player of that color becomes the defender."
- More Cosmic Encounter 13.3: on a Moon another player occupies, that occupant is the defense,
  not the owner of the system.
"""
from __future__ import annotations

import pytest
from ask_scoring import same_value

from resolver import Oracle
from resolver.ask.question import understand


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


@pytest.mark.parametrize("text,edition,value,section", [
    # the drawn colour is the verb's object, after it, whoever is named before it
    ("Pink draws a tan destiny card. Who is the defense?", "mayfair", "tan", "Regular Destiny Card"),
    ("Yellow draws a green destiny card. Who is the defender?", "ffg", "green", "2. Destiny"),
    ("I'm red and I draw a blue card from the destiny deck. Who is the defender?", "ffg", "blue", "2. Destiny"),
    # the occupant is the verb's subject: before "occupies", after "occupied by"
    ("Mint occupies the Moon in pink's system. I drew pink and challenge that Moon. Who is the defense?",
     "mayfair", "mint", "13.3"),
    ("The Moon in Blue's system is occupied by Red. I drew Blue and went after that Moon. Who is the defense?",
     "mayfair", "red", "13.3"),
])
def test_who_is_a_role_is_the_colour_on_the_role_s_side_of_its_verb(oracle, text, edition, value, section):
    ans = oracle.ask(text, edition)
    assert ans.verdict == "value" and same_value(ans.value, value), (text, ans.verdict, ans.value, ans.answer)
    assert section in {c["section"] for c in ans.citations}, ans.citations


def test_a_condition_worded_with_a_verb_is_stated_by_the_verb_s_other_words(oracle):
    # "went after" is the vocabulary's "attack": it states the Moon challenge ("attack a moon")
    reading = understand(oracle.rules, "I went after a Moon in Tan's system. Who is the defense?", "mayfair").reading
    assert reading.context.get("moon_challenge") is True


@pytest.mark.parametrize("text,value", [
    # Simply Cosmic, Description of Flares and Edicts: a Flare of another power, or a lost power, gives
    # the Wild effect; the Flare of one's own power the Super effect (the Super claim asks the power
    # be kept: a story that does not say so gets Super with that condition)
    ("My flare belongs to my own power. Which half of the flare do I use?", "Super"),
    ("I hold a flare for another alien. Which can I use, the Wild or the Super?", "Wild"),
    ("I lost my power but hold my own power's flare. Which do I use, Super or Wild?", "Wild"),
    # two kinds offered with no verb: the one act the claims do with either (use)
    ("I have lost my alien power. Super or Wild?", "Wild"),
    ("I still have my power and I hold the flare for my own power. Wild or Super?", "Super"),
])
def test_a_flare_half_is_the_one_kind_the_claims_allow(oracle, text, value):
    ans = oracle.ask(text, "mayfair")
    assert ans.verdict == "value" and same_value(ans.value, value), (text, ans.verdict, ans.value, ans.answer)
    assert "Description of Flares and Edicts" in {c["section"] for c in ans.citations}, ans.citations


def test_a_kind_allowed_only_under_an_untold_condition_says_it(oracle):
    ans = oracle.ask("My flare belongs to my own power. Which half of the flare do I use?", "mayfair")
    assert [c["when"] for c in ans.conditions] == ["it still has the use of its power"], ans.conditions


@pytest.mark.parametrize("text,value", [
    # Simply Cosmic Situation C: with no deal in the minute, each main player loses 3 tokens to the
    # warp: the two main players together lose 6, each of them 3
    ("No deal was made in the minute. How many tokens do both main players lose altogether?", 6),
    ("The deal failed. How many tokens do the two main players lose in total?", 6),
    ("The deal failed. How many tokens does each main player lose?", 3),
])
def test_a_count_each_of_a_role_gets_asked_of_several_of_them_is_multiplied(oracle, text, value):
    ans = oracle.ask(text, "mayfair")
    assert ans.verdict == "value" and same_value(ans.value, value), (text, ans.verdict, ans.value, ans.answer)
    assert "Situation C" in {c["section"] for c in ans.citations}, ans.citations
