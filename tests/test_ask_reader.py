"""The question reader meets the claims (issue 13, reader part): clauses that state a
situation, words that do not narrow the question, "I" as the role the claims name.

Each expectation is the seed text's answer, with the deciding section named beside it.
"""
from __future__ import annotations

import pytest


def _sections(answer) -> set[str]:
    return {str(c["section"]) for c in answer.citations}


@pytest.mark.parametrize("question, edition, verdict, section", [
    # More Cosmic 13.3: the offense may not challenge a Moon on which it already has a base;
    # the relative clause is that situation, and "I" is the offense, who challenges
    ("can I challenge a moon where I already have a base?", "mayfair", "no", "13.3"),
    ("can i challenge a moon i already have a base on?", "mayfair", "no", "13.3"),
    # More Cosmic 11.0: Lucre is spent only by a main player, the defense as well as the
    # offense ("or only the offense" is the alternative offered, not a further demand)
    ("Can the defense spend Lucre too, or only the offense?", "mayfair", "yes", "11.0"),
    # Simply Cosmic Stage 5: the defense may invite those its adversary already invited
    ("can the defense invite players that the offense already invited?", "mayfair", "yes", "Stage 5"),
    # Simply Cosmic Stage 10: a second challenge only after winning or dealing in the first;
    # "get" takes its meaning from its object (the offense starts a second challenge), and
    # "a second" is a second of what came first
    ("I lost my first challenge. do I get a second?", "mayfair", "no", "Stage 10"),
    # More Cosmic 11.0: no limit to the Lucre a player may spend; "in one turn" is the stretch
    # asked over (a scope), not a narrower question
    ("Is there a limit on how much Lucre I can spend in one turn?", "mayfair", "no", "11.0"),
    # FFG Overview 4. Alliance: the attacker cannot invite the defender; "as an ally" is what
    # inviting already means (the verb's gloss), not a further demand
    ("can the attacker invite the defender to be an ally?", "ffg", "no", "4. Alliance"),
    ("Can the attacker invite the defender as an ally?", "ffg", "no", "4. Alliance"),
    # More Cosmic 11.0: only a main player may spend Lucre. The speaker says which role they
    # hold ("allied with the offense", "the offense's ally": an ally, not the offense)
    ("I'm allied with the offense — am I allowed to spend lucre to pump up our total?", "mayfair",
     "no", "11.0"),
    ("As the offense's ally, may I spend Lucre?", "mayfair", "no", "11.0"),
    # FFG Overview Setup 4 (Choose Aliens): each player chooses one of the two aliens dealt;
    # "my alien" is the player's alien power
    ("in FFG do I get to choose my alien?", "ffg", "yes", "Setup"),
    # More Cosmic 14.19: the Plague also makes its victim discard a Kicker; 14.18: the Keeper
    # lets the player keep Reinforcements. "X makes/lets me do Y" asks what X does
    ("does plague make me throw away a kicker too?", "mayfair", "yes", "14.19"),
    ("Does the Keeper let me keep reinforcements?", "mayfair", "yes", "14.18"),
    # Simply Cosmic, A Player's Cards: a hand may hold any number of cards; "is there a hand
    # limit" asks whether the hand is limited
    ("Is there a hand limit?", "mayfair", "no", "A Player's Cards"),
])
def test_reader_meets_the_claim(oracle, question, edition, verdict, section):
    ans = oracle.ask(question, edition)
    assert ans.verdict == verdict
    assert section in _sections(ans)


def test_a_stated_situation_the_deciding_claim_ignores_is_not_answered_by_it(oracle):
    """More Cosmic 14.20: the Sanity edict nullifies the Moons' effects. A claim that Moon
    effects apply says nothing of that situation, so it must not answer yes."""
    ans = oracle.ask("sanity edict got played. do the moons still work?", "mayfair")
    assert ans.verdict in ("no", "unknown")


def test_a_relative_clause_no_rule_words_keeps_the_question_open(oracle):
    """"A flare for a power nobody has": no rule speaks of that situation (Description of
    Flares and Edicts is about flares in general), so the general rule does not answer it."""
    assert oracle.ask("can i play a flare for a power nobody has", "mayfair").verdict == "unknown"


def test_a_tie_goes_to_the_defense(oracle):
    """Simply Cosmic Stage 8 (and Situation A): with equal totals the defense wins; "goes to"
    names the claim's won-by as well as moving somewhere."""
    ans = oracle.ask("does a tie go to the defense?", "mayfair")
    assert ans.verdict == "yes"


def test_the_speaker_is_the_power_they_name(oracle):
    """"As Gambler, can I …": the speaker is the Gambler; More Cosmic 14.7 lets the Gambler
    keep its Kicker hidden and lie about it ("keep … hidden" is the vocabulary's keep-secret)."""
    from resolver.ask.question import understand
    q = understand(oracle.rules, "As Gambler, can I keep my Kicker hidden too and lie about it?", "mayfair")
    assert q.reading.speaker == "power:Gambler"
    ans = oracle.ask("As Gambler, can I keep my Kicker hidden too and lie about it?", "mayfair")
    assert ans.verdict == "yes"
    assert "14.7" in _sections(ans)


@pytest.mark.parametrize("question, verdict, section", [
    # More Cosmic 14.4: the Clone does not keep a Kicker it played; "he" is the Clone the
    # story names
    ("we were playing and the offense had the Clone and played a kicker with his card... "
     "can he keep the kicker?", "no", "14.4"),
    # More Cosmic 14.3: the Wild Chronos flare lets it challenge a Moon, it is not forced to
    # challenge a planet ("force me to" asks must)
    ("The Chronos wild flare - does it force me to challenge a planet?", "no", "14.3"),
])
def test_who_and_what_the_question_asks(oracle, question, verdict, section):
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == verdict
    assert section in _sections(ans)


@pytest.mark.parametrize("question, edition, wrong", [
    # FFG Overview, Game Objective: several players may each hold a colony on one planet (one
    # colony per player there); "two players" counts who has colonies, not colonies per player
    ("Can two different players each have a colony on the same planet?", "ffg", "no"),
    # FFG: a Morph revealed against Negotiate becomes a Negotiate, so both sides negotiate;
    # "both" says who negotiates, it is not a count of cards played
    ("I played Morph and they played Negotiate. Is it treated as both negotiating?", "ffg", "no"),
    # More Cosmic 15.4: with a player silenced every attempt at a deal fails; the Silencer's
    # blocking, told in the story, is the situation and not the question asked
    ("We both played compromise but the Silencer is silencing my opponent. Can we still cut a deal?",
     "mayfair", "yes"),
])
def test_a_count_of_the_actor_or_a_told_relation_does_not_decide(oracle, question, edition, wrong):
    assert oracle.ask(question, edition).verdict != wrong


@pytest.mark.parametrize("question, verdict, section", [
    # More Cosmic 14.2: with the Super Chosen flare, Reinforcements drawn are kept; the question
    # names the flare, which is the condition the claim depends on
    ("Does the Super Chosen keep Reinforcements it draws?", "yes", "14.2"),
])
def test_a_condition_the_question_states_decides(oracle, question, verdict, section):
    ans = oracle.ask(question)
    assert ans.verdict == verdict
    assert section in _sections(ans)


def test_a_negated_condition_is_not_stated(oracle):
    """Simply Cosmic (Reinforcement Cards): players involved in the challenge may play
    Reinforcements. "I'm *not* a main player or an ally" does not state that condition: no yes."""
    ans = oracle.ask("I'm not a main player or an ally — can I play a reinforcement in that challenge?")
    assert ans.verdict != "yes"


@pytest.mark.parametrize("question, verdict", [
    # Simply Cosmic Setup deals 7 cards, the FFG Overview Setup 8: the editions differ
    ("We used to play Mayfair with 7-card hands. Is the starting hand the same in FFG?", "no"),
    # Simply Cosmic How To Win and the FFG Overview Game Objective: five foreign bases in both
    ("FFG says 5 foreign colonies to win. Same number in Mayfair?", "yes"),
])
def test_whether_the_editions_agree(oracle, question, verdict):
    """A yes/no on whether the editions agree is the kind of the conflict block on that topic
    (the same result, or each edition deciding its own)."""
    ans = oracle.ask(question)
    assert ans.verdict == verdict
    assert ans.citations


def test_a_difference_word_about_something_else_is_no_edition_comparison(oracle):
    """"FFG: do my five foreign colonies need to be in *different* systems?" compares systems,
    not editions (FFG Overview, Game Objective: no)."""
    ans = oracle.ask("FFG: do my five foreign colonies need to be in different systems?")
    assert ans.verdict == "no"
    assert "Game Objective" in _sections(ans)


def test_verb_of_a_relative_clause_is_not_the_asked_act(oracle):
    """"a Moon *where I already have a base*" describes the Moon: MCE 13.3 forbids challenging
    a Moon one already holds, so the clause's "have a base" must never answer yes."""
    ans = oracle.ask("Can I attack a moon where I already have a base?", "mayfair")
    assert ans.verdict in ("no", "unknown")
    assert "13.3" in {str(c["section"]) for c in ans.citations}


def test_my_allies_are_the_allies_of_the_speakers_role(oracle):
    """Cosmic Supreme, Stage 5: the defensive main player seeks allies of their own, and these
    are the defensive allies; so "my allies", said by the defense, are the defensive allies."""
    from resolver.ask.question import understand
    q = understand(oracle.rules, "I'm the defense. Can my allies take cards from the deck?", "mayfair")
    assert q.reading.parts[0].frame.actor == "defensive-ally"
