"""Players' everyday words read as the rules' words (issue 13: vocabulary coverage).

The words are vocabulary synonyms in rulesdata (vocabulary_nouns.rules, vocabulary_verbs.rules);
each answer's expectation comes from the seed section cited beside it.
"""
from __future__ import annotations

import pytest

from resolver.ask.text import tokens
from resolver.ask.vocab import vocabulary_for


def _read(rules, phrase: str) -> set[str]:
    """The vocabulary words a phrase is read as, wherever they start in it."""
    vocab, words = vocabulary_for(rules), tokens(phrase)
    return {m.word for i in range(len(words)) if (m := vocab.match(words, i))}


@pytest.mark.parametrize("phrase,word", [
    ("invite people", "player"),                  # a person at the table is a player
    ("the guy sitting next to me", "player"),
    ("my buddy", "player"),
    ("the other guy played an attack", "opponent"),   # the other main player
    ("hang onto my kickers", "keep"),
    ("hang on to its cards", "keep"),
    ("toss in a reinforcement", "play"),
    ("throw down a comet", "play"),
    ("draw a fresh hand", "redraw"),
    ("jump in as an ally", "join"),
    ("steer the cone", "point-cone-at"),
    ("can those tokens come back", "return"),
    ("does its effect go off again", "apply"),
    ("do I get a second shot", "second-challenge"),
    ("before we start haggling", "make-deal"),
    ("after I vacated the moon", "moon_deserted"),
    ("do the kickers go along with them", "move-with"),
    ("the Dictator sends the cone to Tan", "point-cone-at"),
    ("does my flare resolve before the offense's power", "before"),
    ("does the negotiate player lose", "negotiator"),
    ("can I pull ships from it", "commit-from"),
    ("my sheet says main player only", "power-card"),
    ("our group likes variety", "player"),
    ("does the kill depend on the system attacked", "decided-by"),
    ("can he renege on the deal", "break"),
    ("can my teammate play a reinforcement", "ally"),
    ("can I sit out this challenge", "decline"),
])
def test_players_words_are_read_as_the_rules_words(oracle, phrase, word):
    assert word in _read(oracle.rules, phrase)


@pytest.mark.parametrize("question,verdict,section", [
    # MCE 14.8: the Laser's opponent may play a Kicker before the Laser draws its card
    ("Can the Laser's opponent throw down a Kicker before the Laser draws its challenge card?", "yes", "14.8"),
    # MCE 14.18: the Keeper lets a player keep Kickers and Reinforcements too
    ("Does the Keeper let me hang onto my reinforcements?", "yes", "14.18"),
    # Simply Cosmic Reinforcement Cards: only a player involved in the challenge plays them
    ("I'm not in the challenge. Can I toss in a reinforcement?", "no", "Reinforcement Cards"),
    # Simply Cosmic Stage 10: with no Challenge Cards left, no new hand is drawn
    ("I have no challenge cards left after my first challenge. Can I draw a fresh hand?", "no", "Stage 10"),
    # Simply Cosmic Stage 10: losing the first challenge ends the turn
    ("I lost my first challenge. Do I get a second shot?", "no", "Stage 10"),
    # MCE 14.15: when the Sorcerer swaps Challenge cards, the Kickers stay where they are
    ("When the Sorcerer switches the challenge cards, do the kickers go along with them?", "no", "14.15"),
    # SC Description of Flares and Edicts: the Super half is for a player still holding its own
    # power; one who lost its power uses the Wild half ("I lost my power" states power_lost)
    ("I lost my power. Can I still use the Super effect of my own flare?", "no", "Description of Flares and Edicts"),
    ("My flare is for my own power and I still have my power. Can I use the Super side?", "yes",
     "Description of Flares and Edicts"),
    # SC Situation C: promises in a deal are not binding ("stuck", "bound" ask an obligation)
    ("Am I stuck keeping a promise I made in a deal?", "no", "Situation C"),
])

def test_questions_in_players_words(oracle, question, verdict, section):
    a = oracle.ask(question)
    assert a.verdict == verdict and section in {c["section"] for c in a.citations}, (a.verdict, a.citations)


def test_an_adverb_after_a_particle_ends_the_phrase(oracle):
    # FFG Overview Setup: the first few games may be played without Flares ("leave … out")
    a = oracle.ask("For our first game can we leave the flares out altogether?", "ffg")
    assert a.verdict == "yes" and "Setup" in {c["section"] for c in a.citations}


def test_an_ally_pulls_ships_from_its_bystander_colony(oracle):
    # FFG Additional Rules Bystanders: an ally may commit ships from its colony on the encounter's planet
    a = oracle.ask("As an ally, can I pull ships from my bystander colony on the target planet?", "ffg")
    assert a.verdict == "yes" and "Bystanders" in {c["section"] for c in a.citations}


def test_a_role_after_the_verb_is_the_conditions_object(oracle):
    # "lost power": the power is what is lost, so a clause saying so states the condition
    vocab = vocabulary_for(oracle.rules)
    assert vocab.conditions_in(tokens("I lost my power")) == {"power_lost": False}
    assert "power_lost" not in vocab.conditions_in(tokens("I lost my ships"))


def test_an_objectless_verb_asks_only_its_own_claims_objects(oracle):
    # SC Loss of an Alien Power: a lost power no longer works; the Wild flare a player without
    # its power may use (Description of Flares and Edicts) is not what "does it still work" asks
    a = oracle.ask("I lost my power, but it's an automatic one. does it still work?")
    assert a.verdict != "yes"


def test_a_lamp_is_the_alert_lamp(oracle):
    # FFG Additional Rules Alert Lamps: the lamp shows complexity (green less complex)
    a = oracle.ask("green lamp means it's one of the simpler aliens, right?", "ffg")
    assert a.verdict == "yes" and "Alert Lamps" in {c["section"] for c in a.citations}
