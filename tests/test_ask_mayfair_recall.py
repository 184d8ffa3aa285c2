"""Mayfair yes/no questions whose rule is found but whose frame missed it (issue 13, s5m): one
test per general cause fixed. Each verdict and section is taken from the seed text."""
from __future__ import annotations

import pytest

from resolver.ask.question import understand


def _sections(answer) -> set[str]:
    return {c["section"] for c in answer.citations}


@pytest.mark.parametrize("question, verdict, section", [
    # SC Stage 5: the defense may invite players the offense has already invited
    ("Can the defense invite somebody the offense already invited?", "yes", "Stage 5"),
    ("Is the defense allowed to invite players the offense already invited?", "yes", "Stage 5"),
])
def test_relative_clause_without_its_relative_word(oracle, question, verdict, section):
    """"players *the offense already invited*": a clause about the object, not the asked verb."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == verdict and section in _sections(ans)


@pytest.mark.parametrize("question, verdict, section", [
    # MCE 13.3: the offense may not challenge a Moon on which it already has a base
    ("Can the offense attack a moon where it already has a base?", "no", "13.3"),
    ("can I attack a moon where I already have a base?", "no", "13.3"),
])
def test_a_card_name_in_a_verbs_place_is_the_verb(oracle, question, verdict, section):
    """"attack" after the asked subject is the verb, not the Attack card."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == verdict and section in _sections(ans)


def test_a_question_inside_the_question_is_not_the_asked_verb(oracle):
    """"does X limit *which colour the Will can go after*": "go after" has its own auxiliary
    inside the embedded question, so it is not what is asked."""
    q = understand(oracle.rules, "Doesn't the colour the Assassin hit limit which colour the Will can go after?",
                   "mayfair")
    assert not any(f.action == "attack" for p in q.reading.parts for f in p.frames)


@pytest.mark.parametrize("question, verdict, section", [
    # SC Stage 6: defensive allies put their tokens on the ring, not on the challenged planet
    ("Do defensive allies put their tokens on the planet?", "no", "Stage 6"),
    ("As a defensive ally, do I put my tokens on the planet?", "no", "Stage 6"),
])
def test_a_verb_with_the_preposition_after_its_object_asks_the_place(oracle, question, verdict, section):
    """"put my tokens *on the planet*": the verb of place (place-on) with the place as object."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == verdict and section in _sections(ans)


def test_pull_out_is_a_players_word_for_remove(oracle):
    """SC Setup: with fewer than four players the Destiny cards of unused colours come out."""
    ans = oracle.ask("With fewer than four players, do we pull out the destiny cards of colours nobody plays?",
                     "mayfair")
    assert ans.verdict == "yes" and "Setup" in _sections(ans)


@pytest.mark.parametrize("question, verdict, section", [
    # MCE 13.1: a player may look at the face-down Moons in its own system any time
    ("May I look at the moons in my own system during the game?", "yes", "13.1"),
    # MCE 14.15: the Sorcerer does not exchange the Kickers with the Challenge cards
    ("Does the Sorcerer switch the kickers too?", "no", "14.15"),
])
def test_an_optional_rules_plural_name_is_its_thing(oracle, question, verdict, section):
    """"the kickers", "the moons": the cards and pieces, not the optional rule of that name."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == verdict and section in _sections(ans)


def test_a_continuing_verb_asks_the_verb_it_continues(oracle):
    """"can I *keep peeking* at my Moons": MCE 13.1, a player may look at its own face-down
    Moons as often as it likes."""
    ans = oracle.ask("Can I keep looking at the moons in my own system?", "mayfair")
    assert ans.verdict == "yes" and "13.1" in _sections(ans)


def test_change_anything_about_is_affecting(oracle):
    """SC Situation C: the reverse cone has no effect on a deal."""
    ans = oracle.ask("Does the reverse cone change anything about the deal?", "mayfair")
    assert ans.verdict == "no" and "Situation C" in _sections(ans)


def test_say_is_a_players_word_for_announce(oracle):
    """MCE 14.5: the Deuce must declare which of its two Challenge cards is the main one."""
    ans = oracle.ask("Does the Deuce have to say which of its cards is the main one?", "mayfair")
    assert ans.verdict == "yes" and "14.5" in _sections(ans)


def test_pick_up_is_take(oracle):
    """MCE 14.6: the Filch may not take Kicker cards."""
    ans = oracle.ask("Can the Filch pick up a used kicker?", "mayfair")
    assert ans.verdict == "no" and "14.6" in _sections(ans)
