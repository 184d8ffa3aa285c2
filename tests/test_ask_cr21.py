"""More Cosmic Encounter 14.x / 15.x claims coverage (issue 13, helper cr21, eighteenth session).

Each expectation was written from the seed text (the comment names the deciding section) before
the data changed; the questions are our own phrasings, not the sets' own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize(("question", "verdict"), [
    # MCE 15.1: the list of the ten powers with artefacts is closed -- "on the list of" asks membership
    ("Is the Zombie on the list of artefact powers?", "no"),
    ("Is the Vulch on the list of powers with artefacts?", "no"),
    ("Is the Miser on the list of artefact powers?", "yes"),
    ("The Phantom puts ships on its star. Is it on the artefact power list?", "no"),
])
def test_artefact_list_membership(oracle, question, verdict):
    assert_ruled(oracle, question, "mayfair", verdict, "15.1")


@pytest.mark.parametrize(("question", "verdict"), [
    # MCE 15.2: the Dictator aims the cone regardless of the colour drawn, the Assassin's colour and the Will
    ("Is the Dictator restricted by which colour the Assassin hit?", "no"),
    ("Is the Dictator bound by the colour the Assassin hit?", "no"),
    # MCE 15.2: the Will is subordinate to the Dictator's choice of system ...
    ("Is the Will restricted by the Dictator?", "yes"),
    ("Does the Dictator override the Will?", "yes"),
    # ... but picks its colour regardless of the Assassin's; the Assassin kills whatever system is attacked
    ("Is the Will restricted by the colour the Assassin hit?", "no"),
    ("Is the Assassin restricted by the system the Dictator picks?", "no"),
])
def test_assassin_dictator_will(oracle, question, verdict):
    assert_ruled(oracle, question, "mayfair", verdict, "15.2")


@pytest.mark.parametrize(("question", "verdict"), [
    # MCE 15.5: the Schizoid was limited (three external bases); Force, Judge and Witch were kept as they were
    ("Did Mayfair tone down the Force?", "no"),
    ("Was the Judge nerfed in this version?", "no"),
    ("Was the Schizoid toned down?", "yes"),
    ("Is the Schizoid still abusable?", "no"),
    ("Is the Witch on the list of abusable powers?", "yes"),
])
def test_abuse(oracle, question, verdict):
    assert_ruled(oracle, question, "mayfair", verdict, "15.5")


@pytest.mark.parametrize(("question", "verdict"), [
    # MCE 14.20: the Edict Sanity also nullifies every effect of the Moons
    ("Does Sanity cancel the effects of the moons?", "yes"),
    ("With Sanity in play, do moon effects still apply?", "no"),
])
def test_sanity_and_moon_effects(oracle, question, verdict):
    assert_ruled(oracle, question, "mayfair", verdict, "14.20")


@pytest.mark.parametrize(("question", "verdict"), [
    # MCE 15.4: with the Silencer every attempt at an agreement fails automatically
    ("I'm silenced and we both played compromise. Does our deal fail?", "yes"),
    ("Silencer in play. Can we make a deal?", "no"),
])
def test_silenced_deals_fail(oracle, question, verdict):
    assert_ruled(oracle, question, "mayfair", verdict, "15.4")


@pytest.mark.parametrize("question", [
    "Sanity is in play and I have two powers. Can I use both?",
    "Sanity was played. I hold two alien powers. May I use both of them?",
])
def test_both_stands_for_the_powers_counted_before(oracle, question):
    # MCE 14.20: under Sanity a player with several powers uses only one -- "both" after the verb is the
    # two powers the story counted (a role noun counted by a number, like a thing: "two comets")
    assert_ruled(oracle, question, "mayfair", "no", "14.20")


def test_kicker_leaves_the_deuce_additional_card(oracle):
    # MCE 14.5: Kickers affect only the Deuce's main challenge card, not its additional one
    assert_ruled(oracle, "Does the Kicker affect the Deuce's additional card?", "mayfair", "no", "14.5")


@pytest.mark.parametrize(("question", "verdict"), [
    # MCE 15.2: the Assassin kills a ship of the colour drawn, whatever system is then attacked
    ("Does the Assassin's kill depend on the system the Dictator picks?", "no"),
    ("Dictator redirects the cone to another system. Does the Assassin still kill a ship of the drawn colour?", "yes"),
])
def test_assassin_whatever_the_dictator_picks(oracle, question, verdict):
    assert_ruled(oracle, question, "mayfair", verdict, "15.2")
