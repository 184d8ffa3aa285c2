"""Latent wrong answers players found (issue 13), each decided from the seed text before the code ran.

- FFG Additional Rules, "No Encounter Cards in Hand": after a successful first encounter an offense
  holding no encounter card gets no second encounter. A hand that is all artifacts, flares or
  reinforcements holds no encounter card (Simply Cosmic, Stage 10: the same in Mayfair).
- Simply Cosmic, Situation A: when the defense wins, its allies take their tokens home and are
  rewarded with cards or warp tokens; only under the reverse cone (Reverse Cone) do they get a base.
"""
from __future__ import annotations

import pytest


def sections(answer) -> set[str]:
    return {c["section"] for c in answer.citations}


@pytest.mark.parametrize("edition, question, verdict, section", [
    # FFG Additional Rules, No Encounter Cards in Hand: no encounter card, no second encounter
    ("ffg", "I won my first encounter but all my cards are artifacts, do I get a second encounter?",
     "no", "No Encounter Cards in Hand"),
    ("ffg", "We won the first encounter and my hand is nothing but flares and reinforcements. Can I have another encounter?",
     "no", "No Encounter Cards in Hand"),
    # Simply Cosmic Stage 10: "If you have no more Challenge Cards ... you may not make a second challenge"
    ("mayfair", "I won my first challenge but all my cards are edicts and flares. Can I make a second challenge?",
     "no", "Stage 10"),
    # the plain case stays a yes (FFG Overview 7. Resolution; Simply Cosmic Stage 10)
    ("ffg", "I won my first encounter. Do I get a second encounter?", "yes", "7. Resolution"),
    ("mayfair", "I won my first challenge. Can I make a second challenge?", "yes", "Stage 10"),
    # attacks are encounter cards: a hand of them is no empty hand
    ("ffg", "I won my first encounter and all my cards are attacks. Do I get a second encounter?",
     "yes", "7. Resolution"),
])
def test_a_hand_of_other_cards_holds_no_encounter_card(oracle, edition, question, verdict, section):
    answer = oracle.ask(question, edition)
    assert (answer.verdict, answer.value) == (verdict, None), answer.answer
    assert section in sections(answer)


@pytest.mark.parametrize("question, verdict, section", [
    # Simply Cosmic Situation A: a winning defense's allies go home with a reward, no base
    ("The defense wins, does the defensive ally get a base?", "no", "Situation A"),
    ("If I help the defense win, do I get a base on the planet?", "no", "Situation A"),
    ("Does a defensive ally get a base if the defense wins?", "no", "Situation A"),
    # Reverse Cone: then they do get one
    ("We drew a reverse cone and the defense won. Do the defender's allies get a base?", "yes", "Reverse Cone"),
    # asked with no outcome: the reverse cone is the case it depends on, cited
    ("Do defensive allies get a base?", "depends", "Reverse Cone"),
    # Simply Cosmic Stage 4 / Situation A: a winning offense's allies get a base; naming the cone
    # (its normal side) does not bring in the reverse cone
    ("When the offense wins does every ally on the cone get a base on the planet?", "yes", "Stage 4"),
])
def test_defensive_allies_get_no_base_unless_the_cone_is_reversed(oracle, question, verdict, section):
    answer = oracle.ask(question, "mayfair")
    assert (answer.verdict, answer.value) == (verdict, None), answer.answer
    assert section in sections(answer)


@pytest.mark.parametrize("edition, question, verdict, section", [
    # Simply Cosmic Stage 1: the offense "may take one of your tokens from the warp": never two,
    # whether or not it has tokens there
    ("mayfair", "Can the offense take two tokens from the warp?", "no", "Stage 1"),
    ("mayfair", "At the start of my challenge may the offense pull 3 tokens out of the warp?", "no", "Stage 1"),
])
def test_more_than_every_case_allows_is_no(oracle, edition, question, verdict, section):
    answer = oracle.ask(question, edition)
    assert (answer.verdict, answer.value) == (verdict, None), answer.answer
    assert section in sections(answer)


@pytest.mark.parametrize("question, will_named", [
    # "will" opening a question before its subject is the auxiliary, not the Will (More Cosmic 15.2)
    ("Will all my ships go to the warp if I lose?", False),
    ("will defensive allies get cards?", False),
    ("Will every ally get a base?", False),
    # before a verb, an auxiliary or "power", it is still the Will's name
    ("Will choose which colour to attack?", True),
    ("Will can pick any colour?", True),
    ("Will power: can it pick the colour?", True),
])
def test_will_opening_a_question_is_the_auxiliary(oracle, question, will_named):
    answer = oracle.ask(question, "mayfair")
    assert ("power:Will" in answer.entities) == will_named, answer.entities
