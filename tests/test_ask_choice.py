"""Open-slot and "X or Y?" value questions answered from claims (resolver.ask.choice).

Expectations come from the seed text: Simply Cosmic, Stage 8 ("in case of a tie, the Defending
player wins"); FFG overview, 6. Reveal ("In case of a tie, the defender wins").
"""
from __future__ import annotations

import pytest

from resolver import Oracle
from resolver.ask.choice import _alternative_spans, _alternatives, answer_choice
from resolver.ask.question import understand


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


@pytest.mark.parametrize("text, edition, section", [
    ("in a tie, who wins: the offense or the defense?", "mayfair", "stage 8"),
    ("a tie. who wins?", "mayfair", "stage 8"),
    ("FFG tie. who wins?", "ffg", "phases of an encounter"),
])
def test_tie_goes_to_the_defense(oracle, text, edition, section):
    ans = oracle.ask(text, edition)
    assert ans.verdict == "value"
    assert str(ans.value).lower() == "defense"
    assert section in {str(c["section"]).lower() for c in ans.citations}


def test_the_two_alternatives_are_read_around_or(oracle):
    q = understand(oracle.rules, "whose section empties, the offense's or the defense's?", "mayfair")
    assert _alternatives(q.reading.parts[0]) == ["offense", "defense"]


@pytest.mark.parametrize("text", [
    "Who can spend lucre?",              # a permission: everyone allowed, not one value
    "who gets consolation?",             # several players get it in some situation
    "what happens after a tie?",         # no class named to fill
    "which direction does the limbo marker move?",   # "direction" is no class the claims know
])
def test_no_single_value_is_no_answer(oracle, text):
    q = understand(oracle.rules, text, "mayfair")
    assert answer_choice(q, q.reading) is None


def test_the_alternative_spans_are_the_words_around_or(oracle):
    q = understand(oracle.rules, "do we draw moons before or after alien powers are given out?", "mayfair")
    part = q.reading.parts[0]
    spans = [part.words[a:b] for a, b in _alternative_spans(part)]
    assert spans == [["before"], ["after"]]


def test_an_alternative_the_claims_do_not_decide_no_gives_no_value(oracle):
    # More Cosmic 11.0: income is collected at the start of the turn, before warp retrieval;
    # the claims hold no order between the two, so "after" must not come out as the value
    ans = oracle.ask("do I collect my lucre before or after I draw a ship from the warp?", "mayfair")
    assert str(ans.value).lower() != "after"


def test_or_not_offers_no_alternatives(oracle):
    q = understand(oracle.rules, "Silencer vs Grudge, blocked or not?", "mayfair")
    assert _alternative_spans(q.reading.parts[0]) == []


def test_a_claim_that_ignores_the_situation_told_gives_no_value(oracle):
    # FFG overview, 1. Regroup: with no colonies the ship from the Warp goes to the Hyperspace
    # Gate; the general "to one of your colonies" must not come out as the value
    ans = oracle.ask("I have no colonies at all at Regroup. Where does my ship from the warp go?", "ffg")
    assert "colony" not in str(ans.value).lower()


@pytest.mark.parametrize("text", [
    "do we draw moons before or after alien powers are given out?",
    "do we draw moons after or before the alien powers are assigned?",
])
def test_before_or_after_is_read_in_the_deciding_rule_s_own_words(oracle, text):
    # More Cosmic 13.1: the Moons are drawn once the alien powers have been assigned
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", "after"), ans.answer
    assert "13.1" in {str(c["section"]) for c in ans.citations}


def test_no_to_one_of_two_opposites_is_the_other(oracle):
    # Simply Cosmic, Description of Flares and Edicts: flares are played face up; "face down
    # or face up" leaves no third way, so the "no" to face down answers "face up"
    ans = oracle.ask("Are flares played face down like challenge cards or face up?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", "face up"), ans.answer


def test_a_yes_no_question_with_or_between_things_stays_yes_no(oracle):
    # Simply Cosmic, Description of Flares and Edicts: any player may play a flare; "a flare or
    # an edict" offers no opposites, so the question stays yes/no
    ans = oracle.ask("Can an ally play a flare or an edict?", "mayfair")
    assert ans.verdict in ("yes", "no", "depends", "unknown"), ans.answer


def test_the_opposite_after_or_pairs_with_its_own_opposite_before_it(oracle):
    # More Cosmic 9.0: with inverted hexes the system hexes are chosen before the alien powers;
    # "before the alien powers or after" offers "before" and "after", not "alien powers"
    ans = oracle.ask("With inverted hexes, do we choose the system hexes before the alien powers or after?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", "before"), ans.answer
