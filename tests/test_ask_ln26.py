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


@pytest.mark.parametrize("question,edition,section", [
    # Simply Cosmic Stage 6: a defensive ally's tokens go on the ring of the cone, not on the challenged planet
    # ("my tokens" said as a defensive ally are a defensive ally's tokens)
    ("I'm allied with the defense. Do my tokens go onto the planet?", "mayfair", "Stage 6"),
    # FFG Overview 4. Alliance: a defensive ally's ships go next to the target planet, not on it
    ("As a defensive ally, do my ships go on the target planet?", "ffg", "4. Alliance"),
])
def test_my_tokens_said_by_a_role_are_that_roles_tokens(oracle, question, edition, section):
    a = oracle.ask(question, edition)
    assert a.verdict == "no"
    assert section in _sections(a)


@pytest.mark.parametrize("question,edition,section", [
    # FFG Additional Rules, Game Objective / The Colony Track: only foreign colonies count toward the five; "I need"
    # said of the five is no obligation asked
    ("Do my home planet colonies count toward the five colonies I need?", "ffg", "Game Objective"),
    # Mayfair How To Win: the bases in one's own system do not count toward the five
    ("Are the bases in my own system part of the five I need to win?", "mayfair", "How To Win"),
])
def test_what_the_asker_needs_of_a_noun_is_no_modal(oracle, question, edition, section):
    a = oracle.ask(question, edition)
    assert a.verdict == "no"
    assert section in _sections(a)
