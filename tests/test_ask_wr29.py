"""wr29: wrong yes/no answers removed by general readings (issue 13); questions rephrased, not copied."""
import pytest


@pytest.mark.parametrize("question", [
    "Once I fall below three home colonies, do I lose my alien power?",
    "If I'm under 3 home colonies, do I lose my power?",
])
def test_below_a_number_is_fewer_than_it(oracle, question):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: fewer than three home colonies loses the power
    a = oracle.ask(question, "ffg")
    assert a.verdict == "yes"
    assert "Losing Home Planets and Alien Powers" in {c["section"] for c in a.citations}


def test_out_of_reach_asks_that_it_may_not_reach(oracle):
    # MCE 10.0: ships in Limbo cannot be reached by Flares or Edicts, Mobius Tubes included
    a = oracle.ask("Is Limbo out of reach of the Mobius Tubes?", "mayfair")
    assert a.verdict == "yes"
    assert "10.0" in {c["section"] for c in a.citations}


def test_a_ban_on_an_act_is_none_on_refusing_it(oracle):
    # FFG Overview 4. Alliance: a player may refuse every invitation; the ban on joining both sides says nothing of it
    a = oracle.ask("The offense and the defense both invited me. May I turn them both down?", "ffg")
    assert a.verdict != "no"


@pytest.mark.parametrize("question, edition", [
    ("Are a few ships of mine sitting on the same planet just one colony?", "ffg"),
    ("Do several tokens of mine on one planet make one base?", "mayfair"),
])
def test_of_mine_after_a_noun_is_a_possessive(oracle, question, edition):
    # FFG Overview Game Objective / Simply Cosmic How To Win: a player's pieces on one planet are a single colony (base)
    a = oracle.ask(question, edition)
    assert a.verdict != "no"


def test_the_warp_token_goes_to_no_empty_home_planet(oracle):
    # Simply Cosmic Stage 1: the token retrieved from the warp goes onto a base, where the offense still has tokens
    a = oracle.ask("In Stage 1, may the token I take back from the warp go onto an empty planet in my home system?", "mayfair")
    assert a.verdict != "yes"



def test_a_situation_no_ban_tests_places_no_one(oracle):
    # MCE 11.0: Lucre is spent by a main player only, as often as it likes; "in the same challenge" (a Moon's
    # situation) does not make "I" a player the ban names
    a = oracle.ask("In the same challenge, may I spend my Lucre twice to raise my total?", "mayfair")
    assert a.verdict != "no"
    assert oracle.ask("I'm just an ally. May I spend Lucre?", "mayfair").verdict == "no"
