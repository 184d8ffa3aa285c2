"""tg29 (issue 13): the speaker's role and the outcome a story tells ("I helped the defense and we won"), and the
verdict of negated and tagged questions (the positive proposition's, the convention the labels were counted for)."""
import pytest

from resolver import Oracle
from resolver.ask.frame import read
from resolver.ask.vocab import vocabulary_for


@pytest.mark.parametrize(("story", "speaker", "flag"), [
    # a verb of joining a side before a main player: that side's ally; "we" is that side
    ("I backed the defender with one ship and our side won.", "defensive-ally", "defense_wins"),
    ("I sided with the attacker and we lost.", "offensive-ally", "defense_wins"),
    # a role's act, with "as an ally": the ally of that side
    ("Last round I defended as an ally and we won.", "defensive-ally", "defense_wins"),
    # a role's act alone: that role; "and lost" has the clause's own subject
    ("I attacked and lost.", "offense", "defense_wins"),
    # "our side" is the speaker's side: its loss is the other side's win ("lost on offense")
    ("I'm an ally on the attacker's side and our side lost.", "offensive-ally", "defense_wins"),
])
def test_the_story_tells_the_speakers_role_and_the_outcome(oracle: Oracle, story: str, speaker: str, flag: str) -> None:
    reading = read(vocabulary_for(oracle.rules), f"{story} Do I get anything?")
    assert reading.speaker == speaker
    assert reading.context.get(flag) is True


def test_a_lost_thing_is_no_lost_challenge(oracle: Oracle) -> None:
    # "lost my power": "lost" with an object tells no outcome
    reading = read(vocabulary_for(oracle.rules), "I attacked and I lost my power. Can I still use it?")
    assert not {"offense_wins", "defense_wins", "offense_loses", "defense_loses"} & set(reading.context)


@pytest.mark.parametrize(("question", "edition", "verdict", "section"), [
    # FFG 7. Resolution: a defensive ally of a winning defense takes a card or a ship per ship it sent
    ("Last round I defended as an ally and we won. May I take a ship out of the warp rather than a card?",
     "ffg", "yes", "7. Resolution"),
    # FFG 7. Resolution: when the attack wins, an offensive ally's ships establish colonies with the attacker's
    ("I joined the attacker's side and we won. Do I get a colony on that planet?", "ffg", "yes", "7. Resolution"),
    # SC Situation A: a losing defensive ally's tokens go to the warp, and it gets no reward
    ("I assisted the defender and we lost. Do I get a reward?", "mayfair", "no", "Situation A"),
    # SC Stage 5: a winning defensive ally gets a card or a token per token, in any mix
    ("I supported the defense with two tokens and we won. May I take one card and one token?", "mayfair", "yes", "Stage 5"),
])
def test_the_claims_of_the_told_role_and_outcome_decide(oracle: Oracle, question: str, edition: str, verdict: str,
                                                        section: str) -> None:
    answer = oracle.ask(question, edition)
    assert answer.verdict == verdict
    assert section in {c["section"] for c in answer.citations}


@pytest.mark.parametrize(("question", "verdict"), [
    # SC Stage 6: a negated auxiliary opening the question asks the positive proposition
    ("Can't a player ally with both main players in one challenge?", "no"),
    # SC Situation A: ties go to the defending player
    ("Isn't a tie won by the defender?", "yes"),
])
def test_a_negated_question_asks_the_positive_proposition(oracle: Oracle, question: str, verdict: str) -> None:
    assert oracle.ask(question, "mayfair").verdict == verdict
