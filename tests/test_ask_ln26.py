"""Frames that reached no claim (ln26): players' words linked to the claims' words; questions rephrased,
expectations from the seeds."""
import pytest


def _sections(answer) -> set[str]:
    return {c["section"] for c in answer.citations}


@pytest.mark.parametrize("question,edition,section", [
    # Simply Cosmic, Regular Destiny Card: drawing your own colour, the offense may drive a foreign colony off
    # one of its home planets ("kick off" is the vocabulary's expel)
    ("My own colour turned up. May I try to kick a foreign base off one of my home planets?", "mayfair",
     "Regular Destiny Card"),
    # FFG Overview 2. Destiny: the same with the FFG words
    ("Own colour drawn again: am I allowed to kick another player's colony off my home planet?", "ffg", "2. Destiny"),
])
def test_kicking_a_foreign_colony_off_a_home_planet_is_expelling_it(oracle, question, edition, section):
    a = oracle.ask(question, edition)
    assert a.verdict == "yes"
    assert section in _sections(a)


def test_a_mayfair_redraw_is_not_ruled_out_by_an_ffg_ban_on_allies(oracle):
    # Simply Cosmic, Description of the Pre-Challenge Phase: a redrawn hand still holding no challenge card is
    # redrawn again. "I" is the roles the Mayfair claims give the redraw (an FFG ally ban is no Mayfair role)
    a = oracle.ask("I redrew and there are still no challenge cards in my hand. Can I redraw again?", "mayfair")
    assert a.verdict == "yes"
    assert "Description of the Pre-Challenge Phase" in _sections(a)


def test_a_comet_told_holds_the_comet_claims(oracle):
    # Simply Cosmic, Comet: after a Comet the offense draws (flips) another Destiny card for its opponent; the
    # claims test the condition the reader sets ("a comet came up": comet_drawn), not a destiny-kind value
    a = oracle.ask("A comet came up. Do I have to flip another destiny card?", "mayfair")
    assert a.verdict == "yes"
    assert "Comet" in _sections(a) or "7.2" in _sections(a)


@pytest.mark.parametrize("question,edition,section", [
    # FFG Overview 7. Resolution: when the defense wins, the defensive allies take their ships home (and a reward)
    ("We won as the defense. Do the players who allied with us lose their ships?", "ffg", "7. Resolution"),
    # Simply Cosmic Situation A: when the offense wins, its tokens on the oval end move to the planet
    ("The offense won the challenge. Does the offense lose the tokens it had on the cone?", "mayfair", "Situation A"),
])
def test_the_winning_side_loses_no_ships(oracle, question, edition, section):
    a = oracle.ask(question, edition)
    assert a.verdict == "no"
    assert section in _sections(a)
