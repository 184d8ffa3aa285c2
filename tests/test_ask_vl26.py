"""Values (helper vl26): the thing a player names as the means of an act ("which card do you use to …", "what is
the card that …"), ships an ally adds to a side told as "N tokens from my ally", and a sum the engine makes from
counts a story tells in its own terms ("3 planet bases at home plus a moon"). Expectations come from the seed
text, section named."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_the_thing_used_for_an_act(oracle) -> None:
    # FFG Additional Rules, Zapping Powers: the Cosmic Zap artifact cancels one use of an alien power
    for question in ("What is the artifact card that stops a power being used once?",
                     "Which artifact would I play to cancel someone's alien power?"):
        assert_ruled(oracle, question, "ffg", "value", "Zapping Powers", value="Cosmic Zap")


def test_ally_ships_from_an_ally_add_to_the_side(oracle) -> None:
    # Simply Cosmic Situation A: a side's total is its Attack card plus its own and its allies' tokens
    assert_ruled(oracle, "We both played Attack. I'm offense with an Attack 08, 4 of my tokens and 3 tokens from "
                 "my ally. What is my total?", "mayfair", "value", "Situation A", value=15)


def test_lucre_income_from_the_bases_a_story_tells(oracle) -> None:
    # MCE 11.0: the income is 3 plus 1 for each base in the player's own system, Moon bases included
    assert_ruled(oracle, "I've got 2 planet bases in my home system and a moon there too. How much Lucre do I "
                 "collect at the start of my turn?", "mayfair", "value", "11.0", value=6)


def test_the_duration_of_a_moon_asked_by_what_it_does(oracle) -> None:
    # MCE 13.2: a One-shot Moon's effect happens only once in the whole game, when the Moon is revealed
    assert_ruled(oracle, "Which moon duration happens once in the whole game?", "mayfair", "value", "13.2",
                 value="One-shot")


def test_a_phase_named_by_its_place(oracle) -> None:
    # FFG Overview, Phases of an Encounter: Regroup, Destiny, Launch, Alliance, Planning, Reveal, Resolution
    assert_ruled(oracle, "What is the final phase of an encounter?", "ffg", "value", "7. Resolution", value="Resolution")
    assert_ruled(oracle, "Which phase comes between Launch and Planning?", "ffg", "value", "4. Alliance", value="Alliance")


def test_who_answers_invitations_first(oracle) -> None:
    # FFG Overview 4. Alliance: the player to the attacker's left decides first, then clockwise
    assert_ruled(oracle, "Who replies to the alliance invitations first?", "ffg", "value", "4. Alliance",
                 value="the player to the left of the attacker")
