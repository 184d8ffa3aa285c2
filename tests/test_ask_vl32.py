"""Value questions by the slot they ask (issue 13, helper vl32, session 29): where a thing is sent, the name a
thing goes by, who does an act. Rephrased, not copied, from tests/ask_probe_vl32.yaml (written from the seeds
before the code changed); each comment names the deciding rule.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question, edition, value, section", [
    # SC Stage 1: with no bases at all, the token from the warp may go straight onto the hyperspace cone
    ("I've got no bases at all. Where can the token I pull out of the warp be put?", "mayfair", "hyperspace cone",
     "Stage 1"),
    # SC Situation A: winning defensive allies take their tokens back to their bases (Mayfair's word, not FFG's)
    ("Defense won the challenge. Where do the defensive allies' tokens go back to?", "mayfair", "base", "Situation A"),
])
def test_where_a_thing_is_sent(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


@pytest.mark.parametrize("question, edition, value, section", [
    # MCE 13.2: a Moon effect that happens once in the whole game is a One-shot
    ("What do we call a Moon effect that happens once in the whole game?", "mayfair", "One-shot", "13.2"),
    # SC Setup: each of the five coloured circles of a system hex is a planet (the rule defining it: a part of a hex)
    ("What is each of the five coloured circles on a system hex called?", "mayfair", "Planet", "Setup"),
    # MCE 10.0: the coloured fan on the back of the warp hex is a limbo
    ("What's the name for the coloured fan on the flipped warp hex?", "mayfair", "Limbo", "10.0"),
])
def test_the_name_a_thing_goes_by(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


@pytest.mark.parametrize("question, edition, not_value", [
    # "what are X called?" never answers X's own word (SC How To Win: they are external bases)
    ("What are the bases on other players' planets called?", "mayfair", "base"),
    # a name that shares the question's own word is the thing described, not its name
    ("What do we call one of the coloured circles on a planetary system hex?", "mayfair", "Home system"),
    # "where … from?" asks where a thing is taken from, not where it is sent
    ("Where can an ally take its ships from?", "ffg", "main player"),
    # "what decides who …": the "who" opens the asked thing's clause, it asks no actor
    ("What decides who the offense challenges?", "mayfair", "offense"),
    # FFG 2. Destiny: a claim that the defense draws cards (No Encounter Cards in Hand) says nothing of who draws
    # the Destiny card
    ("Who draws the Destiny card at the start of each encounter?", "ffg", "defense"),
])
def test_a_value_of_another_slot_is_no_answer(oracle, question, edition, not_value):
    answer = oracle.ask(question, edition)
    assert str(answer.value).lower() != not_value.lower(), (question, answer.verdict, answer.value)
