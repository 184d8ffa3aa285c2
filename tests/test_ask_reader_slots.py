"""Slots of the asking clause the reader used to miss (issue 13, helper rd13): a situation worded
where the object stands, "times" read as a misspelt rules word, a limit asked of a permission.
Expectations come from the seed text, the deciding section named beside each.
"""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question", [
    # More Cosmic 13.3: in a challenge against a Moon neither main player may invite allies, nor may
    # alliances be made any other way (the Magnet and Parasite named). The condition's phrase stands
    # where the verb's object would ("join *a challenge against a Moon*"): the situation, not an unknown object
    "Can a player join a challenge against a Moon?",
    "Can the Magnet join a challenge against a Moon?",
])
def test_a_situation_where_the_object_stands(oracle, question):
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == "no"
    assert "13.3" in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("question", [
    # FFG Additional Rules, No Encounter Cards in Hand: the defense repeats discarding and drawing
    # until it holds an encounter card, so no limit is stated; that it may redraw is no limit either
    "As the defense with no encounter cards, is there a limit on how many times I redraw?",
    "As the defense with no encounter cards, is there a limit on how many times I draw a new hand?",
])
def test_a_permission_is_no_limit(oracle, question):
    assert oracle.ask(question, "ffg").verdict != "yes"


def test_times_is_no_misspelt_rules_word():
    """"how many *times*" counts repeats: no vocabulary word ("tie") is read from it."""
    from resolver import Oracle
    from resolver.ask.question import understand
    rules = Oracle().rules
    part = understand(rules, "Is there a limit on how many times I can redraw?", "mayfair").reading.parts[0]
    assert "tie" not in {s.word for s in part.found}


@pytest.mark.parametrize("question, verdict", [
    # FFG Overview 1. Regroup: one of the attacker's ships is recovered from the Warp in the Regroup
    # phase. The phase named is read as that moment; a claim held in another phase does not answer it
    ("Can the offense free a ship from the warp during the regroup phase?", "yes"),
    ("Can the offense free a ship from the warp during the launch phase?", None),
])
def test_a_phase_named_is_the_moment_asked(oracle, question, verdict):
    ans = oracle.ask(question, "ffg")
    if verdict is None:
        assert ans.verdict != "yes"
    else:
        assert ans.verdict == verdict
        assert "1. Regroup" in {str(c["section"]) for c in ans.citations}


def test_a_phase_name_is_one_slot():
    """"during Stage 3" is the phase, not the thing "stage" left unread beside it."""
    from resolver import Oracle
    from resolver.ask.question import understand
    part = understand(Oracle().rules, "Can the offense point the cone during Stage 3?", "mayfair").reading.parts[0]
    assert "phase:mayfair.stage-3" in {s.word for s in part.found}


@pytest.mark.parametrize("question, edition, value, section", [
    # Simply Cosmic Stage 3: the tokens are selected, then the cone is pointed. "A first or B first?"
    # asks "A before B": yes names A's thing, no names B's
    ("Do I choose my tokens first or aim the cone first?", "mayfair", "tokens first", "Stage 3"),
    # FFG Overview 3. Launch: the attacker aims the gate, then takes ships
    ("Do I place my ships first or aim the gate first?", "ffg", "gate first", "3. Launch"),
])
def test_which_of_two_acts_comes_first(oracle, question, edition, value, section):
    ans = oracle.ask(question, edition)
    assert (ans.verdict, ans.value) == ("value", value)
    assert section in {str(c["section"]) for c in ans.citations}


def test_a_limit_asked_of_i_is_each_role_s_limit(oracle):
    """Simply Cosmic, Description of the Pre-Challenge Phase (with no Challenge card the hand is
    discarded, seven drawn, and the phase starts again) and Defensive Main Player (the defense goes on
    drawing until it holds one): no limit for either role, so none for "I"."""
    ans = oracle.ask("Is there any limit on how many times I may redraw when I hold no challenge cards?", "mayfair")
    assert ans.verdict == "no"


def test_a_limit_of_a_card_nobody_named_is_no_limit(oracle):
    """More Cosmic 14.20: the Edict Sanity limits a player to one of its powers. With Sanity told the
    limit answers; with nothing told, Sanity is not in play and its limit is no answer."""
    told = oracle.ask("Sanity is in play. Is there a limit on how many of my powers I can use?", "mayfair")
    assert told.verdict == "yes" and "14.20" in {str(c["section"]) for c in told.citations}
    untold = oracle.ask("is there a limit on how many times I can use my power?", "mayfair")
    assert "14.20" not in {str(c["section"]) for c in untold.citations} or untold.verdict not in ("yes", "no")
