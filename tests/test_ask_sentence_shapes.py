"""Sentence shapes the reader gave no frame (issue 13, no-frame questions): each shape is read
into a frame by the grammar, and the claims decide it. Expectations come from the seed text,
the deciding section named beside each.
"""
from __future__ import annotations

import pytest


def _sections(answer) -> set[str]:
    return {str(c["section"]) for c in answer.citations}


@pytest.mark.parametrize("question, edition, verdict, section", [
    # More Cosmic 13.4: a Moon already revealed may be occupied, and each of its effects comes into
    # operation as soon as it is. "its effects kick in": a verb's word after a possessive, with a
    # verb after it, names a thing (the asked verb is "kick in"), and "its" is the Moon named before
    ("If I occupy a moon that's already face up, do its effects kick in for me right away?", "mayfair", "yes", "13.4"),
    # More Cosmic 13.4: deserting a Moon ends every effect of it, Continuing ones too
    ("I pulled all my ships off a moon. do its effects keep working?", "mayfair", "no", "13.4"),
    # Simply Cosmic How To Win: two or more players gaining a fifth external base at once share
    # the win. "both win" is a condition's phrase that holds the asked verb
    ("Two of us got our fifth external base in the same challenge. Do we both win?", "mayfair", "yes", "How To Win"),
    ("Two of us got our fifth external base in the same challenge. We both win, right?", "mayfair", "yes", "How To Win"),
    # Simply Cosmic Stage 10: after a deal made in the first challenge the offense may make a
    # second. "go for" is a verb whose meaning comes from its object (a light verb)
    ("We made a deal on my first challenge. Can I go for a second challenge?", "mayfair", "yes", "Stage 10"),
    # A prepositional phrase before the auxiliary, however long, is no question of its own:
    # Simply Cosmic Reverse Cone (losing allies still go to the warp) and Stage 9 (the
    # Reinforcements played are discarded)
    ("Under the reverse cone do losing allies still go to the warp?", "mayfair", "yes", "Reverse Cone"),
    ("At the end of the challenge are the reinforcements that got played discarded too?", "mayfair", "yes", "Stage 9"),
    # More Cosmic 9.0 (Worldships): the Worldships player has no effect on the Will. "have (any)
    # effect on" is a players' phrase for affecting (vocabulary_verbs.rules)
    ("Does the Worldships hex have any effect on the Will?", "mayfair", "no", "9.0"),
    # Simply Cosmic Stage 3 / FFG 3. Launch: the offense puts 1 to 4 of its tokens (ships) on the
    # cone. "attack with N ships" names launching; a verb phrase opening on a name ("*attack*
    # with") is read as that phrase
    ("can I attack with 4 ships?", "mayfair", "yes", "Stage 3"),
    ("can I attack with 4 ships?", "ffg", "yes", "3. Launch"),
    ("Can I go in with zero tokens on the cone as offense?", "mayfair", "no", "Stage 3"),
    # "into a challenge" names the stretch of play the verb is asked over (a scope), not a demand
    ("can I send five tokens into a challenge?", "mayfair", "no", "Stage 3"),
    # Simply Cosmic Stage 10: a turn holds at most two challenges. A verb's word after an ordinal
    # past the first is the noun it counts ("a *third challenge*": three encounters)
    ("can I have a third challenge?", "mayfair", "no", "Stage 10"),
    ("Can I have a third challenge if I win the second?", "mayfair", "no", "Stage 10"),
    # Simply Cosmic Stage 10: a second challenge after a deal in the first, none after losing it.
    # No verb: one stretch of play named (or one more of one named before: "a second") with an
    # auxiliary or a permission word asks whether the speaker has it
    ("Made a deal in my first challenge. Can I do a second?", "mayfair", "yes", "Stage 10"),
    ("I lost my first encounter. Can I still do a second one?", "mayfair", "no", "Stage 10"),
    ("Made a successful deal on my first challenge. Second challenge is allowed, right?", "mayfair", "yes", "Stage 10"),
])

def test_shape_is_read_and_decided(oracle, question, edition, verdict, section):
    ans = oracle.ask(question, edition)
    assert ans.verdict == verdict
    assert section in _sections(ans)


@pytest.mark.parametrize("question", ["can I win?", "can a player win alone?"])
def test_a_plain_win_question_names_both_ways_to_win(oracle, question):
    """Simply Cosmic How To Win: a player wins with five external bases, or shares the win when
    several reach the fifth at once. A plain question depends on both, never on the shared win alone."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict in ("depends", "unknown")
    if ans.verdict == "depends":
        assert len(ans.conditions) >= 2


def test_a_question_tag_with_a_person_asks_the_statement_before_it():
    """"I still have my power, don't I?": the tag ("don't I") asks the statement before it, as
    "…, isn't it?" does; the asking clause starts at the statement."""
    from resolver.ask.frame import _kind_of_sentence
    from resolver.ask.text import tokens
    sentence = "I still have my power with 3 left, don't I?"
    assert _kind_of_sentence(sentence, tokens(sentence))[2] == 0


@pytest.mark.parametrize("question", [
    # Simply Cosmic Stage 3: a base stays while a token of the player is on the planet; the story
    # moved them all away, so "have" asked of a possession is no verbless question about a stretch of play
    "I moved every token off one of my planets onto the cone. Do I still have a base there?",
    # Situation C: whether a deal is legal is not whether a player may have one
    "Is a deal legal if nobody gets anything?",
])
def test_a_verbless_part_about_no_stretch_of_play_is_not_guessed(oracle, question):
    assert oracle.ask(question, "mayfair").verdict != "yes"
