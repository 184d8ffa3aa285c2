"""Clauses and phrases of the asking clause the frame leaves out (issue 13, helper rd12): what the
reader makes of them, and when the deciding claims are taken to say them. Expectations come from
the seed text, the deciding section named beside each.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Defensive Main Player: with no Challenge Cards the defense plays any legal cards
    # it wants, and then discards its hand and draws seven. "before I toss my hand" is a moment the
    # rule says in its own words (discarding the hand): read through the vocabulary, not word for word
    ("I'm the defense and hold no challenge cards. Am I allowed to play some cards before I toss my hand?",
     "mayfair", "yes", "Defensive Main Player"),
])
def test_a_moment_clause_said_by_the_rule_in_its_own_words(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


def test_a_relative_clause_is_no_bag_of_words():
    """More Cosmic 13.3: the offense may not challenge a Moon on which it already has a base. A clause
    about who occupies the Moon ("that I already occupy") is not said by a rule that only mentions
    occupying: who does it matters, so its rules words are not matched one by one."""
    from resolver import Oracle
    assert Oracle().ask("Can I challenge a moon that I already occupy?", "mayfair").verdict != "yes"


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Stage 3: "After you have selected which tokens you will use in the challenge, point
    # the cone". Two acts ordered by "before" (or "first … then"), each named by a vocabulary thing whose
    # phrase is that verb and its object (ship-placement, cone-aiming), ask "A is before B"
    ("Do I select my tokens before I point the cone?", "mayfair", "yes", "Stage 3"),
    ("Must I aim the cone before picking my tokens?", "mayfair", "no", "Stage 3"),
    # FFG Overview 3. Launch: the attacker points the gate, "Then, they take 1 to 4 ships"
    ("do I place my ships before aiming the gate?", "ffg", "no", "3. Launch"),
    ("Do I aim the gate first and then place my ships?", "ffg", "yes", "3. Launch"),
    ("Must I point the gate before adding my ships to it?", "ffg", "yes", "3. Launch"),
])
def test_two_acts_ordered_by_before_ask_which_comes_first(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Stage 4: the offense "may want to exclude one or more players" and "can specify
    # which players you are inviting". "particular"/"certain" pick out one without narrowing the rule
    ("Can I exclude particular players when I invite allies?", "mayfair", "yes", "Stage 4"),
    # More Cosmic 7.1: for the Assassin a colourless cone card is of the colour of the player its
    # instructions name. A player's colour before a noun ("a *tan* ship") says whose: the rules hold for
    # any player's ships
    ("Assassin here. A colourless cone card came up and its instructions name Tan. Do I get to kill a tan ship?",
     "mayfair", "yes", "7.1"),
])
def test_words_that_only_say_which_one_leave_the_object_read(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


@pytest.mark.parametrize("question, verdict", [
    # Simply Cosmic Stage 10: "If you win an attack or successfully make a deal on the first challenge of
    # your turn, you may choose to make a second challenge". "go again" with no object, after a first
    # challenge told, asks for one more of it (as "a second" does): the speaker having a second challenge
    ("I won my first challenge. Can I go again?", "yes"),
    ("I lost my first challenge. Can't I go again?", "no"),
])
def test_going_again_asks_for_one_more_of_what_was_told(oracle, question, verdict):
    assert_ruled(oracle, question, "mayfair", verdict, "Stage 10")


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Defensive Main Player: the defense goes on playing, discarding and drawing a new hand
    # "until you have one or more Challenge Cards". A subject pronoun ("do *they* …") stands for the
    # subject of the sentence told before (the defense), not the last thing it named (a challenge card)
    ("The defense drew a new hand and still has no challenge card. Do they draw again?", "mayfair", "yes",
     "Defensive Main Player"),
    # Simply Cosmic Situation B: consolation is one card from the opponent's hand "for each of your tokens
    # lost in the challenge": a defense that had no tokens there gets none
    ("The offense played an attack; the defense played compromise but had no tokens on the planet. "
     "Does it get consolation?", "mayfair", "no", "Situation B"),
    # FFG Additional Rules, No Encounter Cards in Hand: a defense with none "must then discard its hand and
    # draw 8"; the subject may be told in a statement before the asking clause, in the same sentence
    ("Defender with no encounter cards - do they discard and draw 8?", "ffg", "yes", "No Encounter Cards in Hand"),
])
def test_a_subject_pronoun_stands_for_the_subject_told(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Regular Destiny Card: winning back an empty home planet on one's own colour counts as
    # one of the turn's 2 challenges, and as a successful one. "does *that* …" right after an auxiliary,
    # following a phrase with no verb of its own, is the subject standing for that phrase, not a relative word
    ("Refilling an empty home planet - does that count as one of my two challenges?",
     "mayfair", "yes", "Regular Destiny Card"),
])
def test_that_after_an_auxiliary_is_the_subject(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


def test_that_after_a_told_act_stays_unread():
    """"Magnet drags people into a moon fight as allies, does that work?": "that" stands for the act told,
    not for the last thing named (the Moon); More Cosmic 13.3 says the Magnet cannot do it, so no yes."""
    from resolver import Oracle
    assert Oracle().ask("The Magnet pulls players into a moon fight as allies, does that work?", "mayfair").verdict != "yes"


def test_treated_like_is_counted_as():
    """More Cosmic 13.5: an occupied Moon is a base in every respect (bar the listed exceptions).
    "treated like" is the players' "treated as" (the verb count-as)."""
    from resolver import Oracle
    ans = Oracle().ask("Is a moon treated like a base once occupied?", "mayfair")
    assert ans.verdict == "yes" and "13.5" in {str(c["section"]) for c in ans.citations}


def test_a_relative_clause_with_negation_keeps_its_verb():
    """Simply Cosmic Regular Destiny Card: a lost base is won back by challenging another player's base
    in one's own system where one has no base. "where I don't already have tokens" is a clause about the
    base: its verb (have) is not the asked one, even with a negation and an adverb before it (wy15b)."""
    from resolver import Oracle
    from resolver.ask.question import understand
    rules = Oracle().rules
    q = understand(rules, "Must I attack a planet in my system where I don't already have tokens?", "mayfair")
    assert all(f.action != "have" for f in q.reading.parts[0].frames)
