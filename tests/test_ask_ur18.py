"""Shapes the question reader left unread (issue 13, helper ur18, fifteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the sets' own.
"""
from __future__ import annotations

import pytest


@pytest.mark.parametrize(("question", "value"), [
    # More Cosmic Encounter 11.0: "each player receives a number of Lucre equal to its starting
    # position plus three (the first player will have 4, the second 5, and the fifth 8)"
    ("I'm the second player. Starting Lucre?", 5),
    ("I go third. Starting Lucre?", 6),
])
def test_a_bare_noun_phrase_of_a_table_asks_its_amount(oracle, question, value):
    a = oracle.ask(question, "mayfair")
    assert (a.verdict, a.value) == ("value", value), a.answer
    assert a.question == question          # answered as asked, though read as "How much …"


def test_a_rate_asked_without_its_question_word(oracle):
    # FFG Overview, Setup: "places 4 ships on each of their planets"
    a = oracle.ask("ships per planet at setup?", "ffg")
    assert (a.verdict, a.value) == ("value", 4), a.answer


def test_onto_is_on_after_a_verb_of_place(oracle):
    # Simply Cosmic Stage 6: defensive allies put their tokens on the ring around the pointed end,
    # not on the challenged planet
    a = oracle.ask("Do defensive allies put their ships onto the planet?", "mayfair")
    assert a.verdict == "no", a.answer


@pytest.mark.parametrize(("question", "section"), [
    # FFG Overview, End of Game and Scoring: the game ends as soon as a player has five foreign colonies
    ("Does the game end the instant a player gets five foreign colonies?", "End of Game and Scoring"),
    # FFG Additional Rules, Losing Home Planets and Alien Powers: back at three home colonies, the power
    # returns at once
    ("Does my power come back the moment I have three home colonies again?", "Losing Home Planets and Alien Powers"),
])
def test_the_moment_a_clause_opens_is_immediately_when(oracle, question, section):
    from ask_assert import assert_ruled
    assert_ruled(oracle, question, "ffg", "yes", section)


def test_advice_is_answered_only_by_a_rule_giving_advice(oracle):
    # FFG Overview, Setup (note): for the first few games it may be better to play without Flares
    a = oracle.ask("Is it better to leave the Flares out in our first few games?", "ffg")
    assert a.verdict == "yes", a.answer
    # No seed sentence advises how many ships to send: the rules allow 1 to 4 (SC Stage 3) and say
    # nothing of which is wise
    for question in ("Is it better to attack with four ships?", "Would it be smarter to attack a Moon?"):
        assert oracle.ask(question, "mayfair").verdict == "unknown", question


def test_a_participle_before_a_noun_is_no_asked_verb(oracle):
    # a reading test (no verdict): "launched" says which ships; the verb asked is "go to", and the
    # participle is a demand the frame leaves unread (so no claim about launching answers it)
    from resolver.ask.question import understand
    part = understand(oracle.rules, "Do the launched ships go to the warp?", "mayfair").reading.parts[0]
    assert part.frame is not None and part.frame.action == "go-to", [str(f) for f in part.frames]
    assert [part.words[u.start] for u in part.unread] == ["launched"]
