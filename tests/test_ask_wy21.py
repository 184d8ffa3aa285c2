"""Wrong yes/no answers and the mechanisms behind them (issue 13, helper wy21); expectations from the seed text.

- "does *that* …" after a told sentence stands for the sentence's subject, not a noun of its predicate;
- a rule the sources state outranks the engine's own assumption (cited ``house``) on the same act;
- a later part asking another act is a question of its own: the first part's answer stands;
- the number of players told is the game's size the claims on the asked object compare;
- a Moon's Continuing effect stays for a new occupant but ends when the Moon is deserted (MCE 13.2, 13.4).
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("edition, question, verdict, section", [
    # FFG Overview, Game Objective: five foreign colonies win, wherever they are
    ("ffg", "My five foreign colonies are all in one player's system. Does that count toward the win?", "yes",
     "Game Objective"),
    # MCE 13.5: occupying a Moon does not trigger the Plant's power
    ("mayfair", "The Plant occupies a Moon. Does that trigger its power?", "no", "13.5"),
])
def test_that_stands_for_the_told_subject(oracle, edition, question, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


@pytest.mark.parametrize("question, verdict, section", [
    # MCE 13.4: removing every ship deserts the Moon, ending every effect, Continuing ones too
    ("I removed every ship from my Moon. Do its Continuing effects end?", "yes", "13.4"),
    # MCE 13.2: another player occupying the Moon leaves a Continuing effect active
    ("Another player takes over my Continuing Moon. Does its effect end?", "no", "13.2"),
])
def test_continuing_moon_effects(oracle, question, verdict, section):
    assert_ruled(oracle, question, "mayfair", verdict, section)


def test_the_sources_rule_beats_the_engine_assumption(oracle):
    # FFG Overview, 2. Destiny: with one card left, the discards are shuffled into a new deck before drawing
    assert_ruled(oracle, "Only one card is left in the destiny deck. Do we shuffle the discards before we draw?", "ffg", "yes", "2. Destiny")


def test_a_part_asking_another_act_keeps_the_first_answer(oracle):
    # FFG Overview, 2. Destiny: the last card is not drawn as it stands; the discards are shuffled first
    assert_ruled(oracle, "One destiny card is left. Do I just draw it? Or do we shuffle the discards first?", "ffg", "no", "2. Destiny")


def test_the_players_told_are_the_games_size(oracle):
    # FFG Overview, Setup: random extra Flares are added only with fewer than five players
    assert_ruled(oracle, "We play with six players. Do we shuffle extra Flares into the cosmic deck?", "ffg", "no", "Setup")


@pytest.mark.parametrize("question", [
    "I'm not taking part in this encounter. Can I play a reinforcement for the defense?",
    "I'm not involved in this encounter. Can I play a reinforcement?",
])
def test_a_ban_on_the_told_situation_holds_for_either_side(oracle, question):
    # FFG Additional Rules, Reinforcement Cards: only players taking part in the encounter play reinforcements;
    # a main player's permission is no exception for a player who says they take no part
    assert_ruled(oracle, question, "ffg", "no", "Reinforcement Cards")


def test_who_is_no_narrower_role_when_any_player_does_it(oracle):
    # FFG Additional Rules, The Colony Track: every player reaching five foreign colonies at the same moment wins;
    # the Overview's allied winner is one case of that, not who wins
    answer = oracle.ask("Two players reach five foreign colonies together. Who wins?", "ffg")
    assert answer.value != "ally", answer.answer
    assert answer.verdict in ("text", "unknown"), answer.answer


@pytest.mark.parametrize("colour, verdicts", [("Tan", ("yes",)), ("Mint", ("unknown", "no"))])
def test_a_colour_asked_against_the_colour_drawn(oracle, colour, verdicts):
    # MCE 15.2: the Assassin kills a token of the colour on the Destiny card drawn, whatever system the Dictator picks;
    # a yes for the colour drawn is no yes for another colour asked
    answer = oracle.ask("Tan came up on the destiny card and the Dictator sent the cone to Mint. "
                        f"Does the Assassin kill a {colour} token?", "mayfair")
    assert answer.verdict in verdicts, answer.answer


@pytest.mark.parametrize("question", [
    "Am I supposed to show everyone my starting hand?",
    "Do I have to show the other players my hand at setup?",
])
def test_a_person_then_a_thing_after_the_verb(oracle, question):
    # FFG Overview, Setup: hands are secret; "show everyone my hand" shows the hand, to everyone
    assert_ruled(oracle, question, "ffg", "no", "Setup")


@pytest.mark.parametrize("question, verdict", [
    # FFG Additional Rules, Zapping Powers: the zapped power cannot be used again in that encounter only
    ("Got zapped in my first encounter. Can I use my power again in my second encounter?", "yes"),
    ("I got zapped on my first encounter. Can I use my power in my second encounter that turn?", "yes"),
    ("My power was zapped this encounter. Can I use it again in this encounter?", "no"),
])
def test_a_stretch_of_play_named_after_a_preposition_states_when(oracle, question, verdict):
    assert_ruled(oracle, question, "ffg", verdict, "Zapping Powers")
