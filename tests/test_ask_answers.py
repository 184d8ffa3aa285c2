"""Answerers beyond the bank: situations, conditions read off the question, editions, honesty."""
from __future__ import annotations

import importlib.util

import pytest

from resolver.ask.compose import in_words_of
from resolver.ask.question import understand
from resolver.ask.situations import _Reader, build_scenario

HAS_ENGINE = importlib.util.find_spec("resolver.engine.api") is not None


# -- situations ---------------------------------------------------------------------
def _side(words: list[str]) -> dict:
    return _Reader(words).read()[0]


def test_sides_are_read_from_the_words():
    side = _side("3 ships and an attack 8 with 2 allied ships and a reinforcement of 3".split())
    assert side == {"ships": 3, "attack": 8, "allies": [2], "reinforcements": [3]}
    assert _side("four tokens and a 6".split()) == {"ships": 4, "attack": 6}
    assert _side("attack with 4 tokens".split()) == {"ships": 4}          # "with 4" is not a card


def test_each_side_and_allies_each_are_read():
    # Simply Cosmic Situation A: each side's total is its card plus its own and its allies' tokens
    off, dfn = _Reader("tie 4 tokens and 10 on each side".split()).read()
    assert off == dfn == {"ships": 4, "attack": 10}
    off, dfn = _Reader("attacker sends 1 ship and plays attack 20 defender has 4 ships and two allies "
                       "with 4 ships each and plays attack 10".split()).read()
    assert dfn == {"ships": 4, "allies": [4, 4], "attack": 10}
    # a reinforcement is counted for the side it is played for (Reinforcement Cards)
    off, dfn = _Reader("offense 3 ships attack 12 defense 4 ships an ally with 2 ships attack 08 and the "
                       "ally plays a 3 reinforcement for the defense".split()).read()
    assert dfn["reinforcements"] == [3] and "reinforcements" not in off
    # "I" am the side named right after "I"
    off, dfn = _Reader("i was defense and played compromise the offense attacked i lost 4 tokens".split()).read()
    assert dfn == {"card": "deal", "ships": 4} and off == {"card": "attack"}


def test_scenario_follows_the_spec_shape(rules):
    q = understand(rules, "3 ships and attack 8 against 4 ships and a compromise", "mayfair")
    scenario, problem = build_scenario(q, {"ships": 3, "attack": 8}, {"ships": 4, "card": "compromise"})
    assert problem is None
    assert scenario["resolver"] == 1 and scenario["edition"] == "mayfair"
    assert scenario["encounter"]["launch"] == {"tan": 3}
    assert scenario["encounter"]["cards"] == {"offense": "attack 8", "defense": "compromise"}
    assert scenario["state"]["planets"] == {"pink:1": {"pink": 4}}
    ffg = understand(rules, "x", "ffg")
    scenario, _ = build_scenario(ffg, {"ships": 1, "card": "negotiate"}, {"ships": 1, "attack": 2})
    assert scenario["encounter"]["cards"]["offense"] == "negotiate"


def test_too_many_ships_is_refused_not_guessed(oracle):
    a = oracle.ask("5 ships and attack 4 against 2 ships and attack 6")
    assert a.verdict == "unknown" and "1 to 4" in a.answer


@pytest.mark.skipif(not HAS_ENGINE, reason="the engine is not built")
def test_situation_runs_through_the_engine(oracle):
    a = oracle.ask("What if I have 3 ships and an attack 8 against 4 ships and a 6?")
    assert (a.verdict, a.value) == ("value", "offense")
    assert a.trace and all("rule" in step for step in a.trace)
    assert a.citations
    totals = oracle.ask("What are the totals with 3 ships and attack 8 against 4 ships and attack 6?")
    assert totals.value == {"offense": 11, "defense": 10}


@pytest.mark.skipif(not HAS_ENGINE, reason="the engine is not built")
def test_the_defender_speaking_swaps_the_sides(oracle):
    a = oracle.ask("I defend with 2 ships and an attack 9 against 3 ships and an attack 7")
    assert a.value == "defense"


@pytest.mark.skipif(not HAS_ENGINE, reason="the engine is not built")
@pytest.mark.parametrize("question,total", [
    # MCE 9.0 Rings: defending, the central planet adds 10 and the outermost ring 2
    ("The Rings defends its central planet with 2 ships and an attack 07: the defense's total?", 19),
    ("Rings is defending the outermost ring with 4 ships and plays an attack 03. total?", 9),
])
def test_a_named_hex_is_placed_on_its_side(oracle, question, total):
    assert oracle.ask(question, edition="mayfair").value == total


# -- conditions -----------------------------------------------------------------------
@pytest.mark.parametrize("question,verdict", [
    ("Does the Silencer block the Will when the base has 2 colours?", "yes"),
    ("Does the Silencer block the Will when the base has several colours?", "yes"),
    ("Does the Silencer block the Will on a single-colour base?", "no"),
    ("Does the Silencer block the Berserker's challenge?", "yes"),
    ("Does the Silencer stop the Mutant drawing from the deck?", "no"),
    ("Does the Silencer block the Queue's timing?", "yes"),
    ("Does the Silencer stop an Insect copying the Dictator?", "yes"),
    ("Does the Silencer stop an Insect copying the Zombie?", "no"),
    ("Does the Silencer stop the Will when the base has no more than one colour?", "no"),
    ("Does the Silencer stop the Will at a base with at most one colour?", "no"),
    ("Does the Silencer stop the Will if the target has more than 1 color?", "yes"),
    ("Does the Silencer block itself?", "yes"),
])
def test_conditions_are_read_from_the_question(oracle, question, verdict):
    a = oracle.ask(question)
    assert a.verdict == verdict and a.citations[0]["section"] == "15.4"


def test_parts_that_disagree_give_depends(oracle):
    a = oracle.ask("Does the Kicker affect the Deuce?")
    assert a.verdict == "depends" and {c["verdict"] for c in a.conditions} == {"yes", "no"}


def test_count_questions_pick_what_is_counted(oracle):
    assert oracle.ask("Does a Moon count toward the five foreign colonies?").verdict == "no"
    assert oracle.ask("Does a Moon base count as a base?").verdict == "yes"


# -- editions -------------------------------------------------------------------------
def test_ffg_words_in_ffg_answers(oracle, rules):
    q = understand(rules, "x", "ffg")
    assert "ship" in in_words_of(q.idx, "each player loses 3 tokens", "ffg")
    assert "More Cosmic Encounter" in in_words_of(q.idx, "More Cosmic Encounter 15.4", "ffg")


def test_a_mayfair_ruling_is_not_an_ffg_verdict(oracle):
    a = oracle.ask("Does the Silencer stop the Dictator?", "ffg")
    assert a.verdict == "unknown"
    assert a.to_dict()["editions"]["mayfair"]["verdict"] == "yes"


def test_edition_named_in_the_question_wins(oracle):
    a = oracle.ask("What is the hand size in FFG?", "mayfair")
    assert a.value == 8 and a.edition == "ffg" and any("ffg" in n for n in a.notes)


# -- honesty --------------------------------------------------------------------------
@pytest.mark.parametrize("question", [
    "Does the Silencer block the Borg?",
    "What is the meaning of life?",
    "banana pancake xylophone",
])
def test_nonsense_is_unknown_with_nearest_rules(oracle, question):
    a = oracle.ask(question)
    assert a.verdict == "unknown"
    assert a.confidence <= 0.3


def test_a_power_ruling_is_not_applied_to_its_flare(oracle):
    assert oracle.ask("Does the Silencer block the Dictator's flare?").verdict == "unknown"


def test_unknown_in_the_rules_stays_unknown(oracle):
    assert oracle.ask("How much does an inner ring of the Rings add?").verdict == "unknown"
    assert oracle.ask("What happens if both players play Morph?", "ffg").verdict == "unknown"


def test_a_conflict_blocks_claim_is_worded_by_the_rule_stating_it(oracle) -> None:
    """Simply Cosmic Stage 6: no player may ally with both main players in one challenge. The
    conflict block on invitations carries that claim for Mayfair; the answer says the Stage 6
    rule in its own words, not the block's policy about invitations."""
    ans = oracle.ask("Can I ally with both sides?", "mayfair")
    assert ans.verdict == "no"
    assert "both main players" in ans.answer and "invited" not in ans.answer
    assert "Stage 6" in {c["section"] for c in ans.citations}
