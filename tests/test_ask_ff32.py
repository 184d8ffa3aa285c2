"""FFG coverage (issue 13, helper ff32, session 29): claims stating FFG atomic rules in the actor, act and object
players ask them in, found by probe questions written from the FFG seeds before any change
(tests/ask_probe_ff32.yaml). Each question here is a rephrasing, not a copy, with the verdict decided from the seed.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question", [
    "Can I see the cards in my starting hand?",
    "Am I allowed to see my own starting hand?",
])
def test_a_player_sees_its_own_starting_hand(oracle, question):
    # FFG Overview, Setup 6: each player looks at its own eight cards; only the others may not see them
    assert_ruled(oracle, question, "ffg", "yes", "Setup")


def test_the_turns_start_with_the_first_player(oracle):
    # FFG Overview, The Game Turn: turns begin with the first player and pass to the left
    assert_ruled(oracle, "Does the turn order start with the first player?", "ffg", "yes", "The Game Turn")


@pytest.mark.parametrize("question", [
    "The defense won. Do defensive allies return to their colonies?",
    "We won on defense. Do the defensive allies go home to their colonies?",
    "Do defensive allies' ships go back to their colonies when the defense wins?",
])
def test_defensive_allies_go_home_when_the_defense_wins(oracle, question):
    # FFG Overview, 7. Resolution: when the defense wins, the defensive allies take their ships back to their colonies
    assert_ruled(oracle, question, "ffg", "yes", "7. Resolution")


def test_the_gate_ships_do_not_go_home_when_the_defense_wins(oracle):
    # FFG Overview, 7. Resolution: when the defense wins, every ship in the Hyperspace Gate goes to the Warp
    assert_ruled(oracle, "The defense won. Do the ships in the gate return to their colonies?", "ffg", "no", "7. Resolution")


@pytest.mark.parametrize("question", [
    "The defense won. Does a bystander get a reward?",
    "The attack won. Do bystanders get a reward?",
])
def test_bystanders_get_no_reward(oracle, question):
    # FFG Additional Rules, Bystanders: a bystander colony's ships take no part and are untouched by the outcome
    assert_ruled(oracle, question, "ffg", "no", "Bystanders")


def test_each_alien_sheet_has_an_alert_lamp(oracle):
    # FFG Additional Rules, Alert Lamps: every alien sheet has a green, yellow or red alert lamp
    assert_ruled(oracle, "Does each alien sheet have an alert lamp?", "ffg", "yes", "Alert Lamps")



@pytest.mark.parametrize("question", [
    "Is a reinforcement card an encounter card?",
    "Are reinforcements encounter cards?",
])
def test_a_reinforcement_is_no_encounter_card(oracle, question):
    # FFG Overview, 5. Planning: the encounter cards are Attack, Negotiate and Morph
    assert_ruled(oracle, question, "ffg", "no", "5. Planning")


@pytest.mark.parametrize("question", [
    "Can a deal be just a trade of cards?",
    "Can our deal be only a colony swap?",
])
def test_a_deal_trades_cards_a_colony_or_both(oracle, question):
    # FFG Overview, 6. Reveal: in a deal the main players may exchange cards and/or let the other settle a colony
    assert_ruled(oracle, question, "ffg", "yes", "6. Reveal")


@pytest.mark.parametrize("question", [
    "Does an alien card have a timeline?",
    "Does my alien sheet have player prerequisites?",
])
def test_an_alien_card_shows_its_timeline_and_prerequisites(oracle, question):
    # FFG Overview, Tips for Winning 3: an Alien card shows its Player Prerequisites and its Timeline
    assert_ruled(oracle, question, "ffg", "yes", "Tips for Winning")
