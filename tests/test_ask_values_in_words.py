"""Value questions answered from a rule's own words or the nearest claim's actor (issue 13).

Expectations come from the seed text, decided before running the code:
- More Cosmic Encounter 13.3: only one player at a time may take a base on a Moon.
- More Cosmic Encounter 9.0 (Rosette): it may use the ships on the two planets adjacent to the
  targeted one.
- Simply Cosmic, Instructional Destiny Card: when more than one player meets the conditions,
  the offense chooses which of them to challenge; More Cosmic 7.1: when a colourless cone's
  instruction could refer to more than one player, the GO (offense) chooses.
- More Cosmic 11.0: Lucre income comes at the start of the turn, before drawing a ship from
  the Warp.
- Simply Cosmic, Description of Flares and Edicts: the Flare of one's own power is used in its
  "Super" version.
- Simply Cosmic, Stage 10: a second challenge starts at Challenge Stage 1.
"""
from __future__ import annotations

import pytest
from ask_scoring import same_value

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


@pytest.mark.parametrize("text, value, section", [
    ("how many players can hold a base on a single moon at the same time?", 1, "13.3"),
    ("how many adjacent planets' ships can the Rosette add?", 2, "9.0"),
])
def test_a_count_is_read_before_the_counted_thing_in_the_rule_s_words(oracle, text, value, section):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer
    assert section in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("text, section", [
    ("an instructional destiny card fits three players. who chooses which one is challenged?",
     "Instructional Destiny Card"),
    ("the colourless cone card fits several players. who decides which one is attacked?", "7.1"),
])
def test_who_is_the_actor_of_the_nearest_claim(oracle, text, section):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", "offense"), ans.answer
    assert section in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("text", [
    "who can spend lucre?",                    # a permission: everyone allowed, not one value
    "who does the offense invite first?",      # "who does X …" asks the object
])
def test_who_asking_a_list_or_an_object_gets_no_actor(oracle, text):
    assert oracle.ask(text, "mayfair").verdict != "value"


def test_who_is_not_read_from_a_claim_about_another_case(oracle):
    # FFG Overview 6. Reveal: against a Negotiate the Attack wins the encounter; the claim that
    # allies share a game win (End of Game) is about another case, and the Pacifist's own win
    # is nearer
    ans = oracle.ask("I negotiated, they attacked. Who wins?", "ffg")
    assert ans.value != "ally", ans.answer


@pytest.mark.parametrize("text, value", [
    ("do i get lucre income after or before i take a ship out of the warp?", "before"),
    ("my own alien's flare: super or wild?", "super"),
])
def test_the_alternative_the_rule_s_words_name_is_the_value(oracle, text, value):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, str(ans.value).lower()) == ("value", value), ans.answer


def test_which_names_the_numbered_thing_of_the_rule_s_words(oracle):
    ans = oracle.ask("at which stage does a second challenge begin?", "mayfair")
    assert (ans.verdict, same_value(ans.value, "Stage 1")) == ("value", True), ans.answer


def test_the_scorer_reads_articles_and_number_words_alike():
    assert same_value("Alien Power Card", "the Alien Power card")
    assert same_value(4, "four")
    assert not same_value("offense", "defense")


def test_lucre_income_asked_in_ffg_is_no_crash(oracle) -> None:
    """Lucre is a More Cosmic Encounter option (11.0); FFG has no Lucre numbers, so a stated
    income question asked in FFG is answered (not a KeyError from the engine's formula)."""
    a = oracle.ask("start of my turn: I have 4 home bases and a moon base. how much lucre do I collect?",
                   edition="ffg")
    assert a.verdict == "unknown"                    # the FFG seeds have no Lucre
