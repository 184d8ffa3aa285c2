"""Value questions (helper vl20): "which/what <class> <verb> <thing>?" asks the subject, the members of that class
the claims let do the verb to the thing, not the thing's own class. Expectations come from the seed text, section
named."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_which_class_acts_names_its_members(oracle) -> None:
    # MCE 15.1: during the game an artefact power can only be acquired through the Pentaform's or the Changeling's
    # abilities (not the ten artefact powers themselves)
    for question in ("Which powers can pick up an artefact power during the game?",
                     "During the game, which aliens may acquire a power with artefacts?"):
        assert_ruled(oracle, question, "mayfair", "value", "15.1", value=["Changeling", "Pentaform"])
    # FFG Additional Rules, Zapping Powers: the Cosmic Zap artifact cancels one use of an alien's power
    for question in ("What card cancels an alien's power?", "Which card can cancel a power for one use?"):
        assert_ruled(oracle, question, "ffg", "value", "Zapping Powers", value="Cosmic Zap")


def test_which_thing_acted_on_is_not_the_subject(oracle) -> None:
    # MCE 15.1: the ten powers with artefacts are still the answer when the class is the thing acted on
    ans = oracle.ask("Which powers have artefacts?", "mayfair")
    assert ans.verdict == "value" and "Witch" in ans.value, (ans.verdict, ans.value)


def test_which_colour_is_the_one_described_most_alike(oracle) -> None:
    # FFG Additional Rules, Alert Lamps: green marks less complex aliens, yellow medium, red more complex
    # ("least"/"most" read as "less"/"more": the colour whose own words share most with the question)
    assert_ruled(oracle, "Which alert lamp colour marks the least complex aliens?", "ffg", "value", "Alert Lamps",
                 value="green")
    assert_ruled(oracle, "What lamp colour do the most complex aliens show?", "ffg", "value", "Alert Lamps",
                 value="red")
    assert_ruled(oracle, "Which colour of alert lamp means medium complexity?", "ffg", "value", "Alert Lamps",
                 value="yellow")


def test_which_with_no_class_asks_the_kind_of_the_thing_named(oracle) -> None:
    # Simply Cosmic, Description of Flares and Edicts: the Super effect is used when the Flare matches one's own
    # power; a player who has lost the use of its power uses the Wild effect
    assert_ruled(oracle, "I have the Flare of my own alien. Which part of it can I use?", "mayfair", "value",
                 "Description of Flares and Edicts", value="Super")
    assert_ruled(oracle, "My power is lost and I hold my own alien's Flare. Which side may I use?", "mayfair",
                 "value", "Description of Flares and Edicts", value="Wild")
