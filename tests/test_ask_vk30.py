"""Value questions (issue 13, helper vk30, session 27): the member of a class a ban or an act names, the
phase an act is timed in, the phase next to one named by its own name.

Each expectation was written from the seed text (the comment names the deciding rule) before the code ran.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question, value, section", [
    # MCE 14.4: the Clone may not keep the Kickers it plays
    ("Which alien isn't allowed to keep its Kicker cards?", "Clone", "14.4"),
    # MCE 14.17: the Worm may not point the cone at a Moon
    ("Which power can never aim the cone at a moon?", "Worm", "14.17"),
    ("Which power is forbidden to aim the cone at a moon?", "Worm", "14.17"),
    # MCE 14.19: the Edict Plague also makes one Kicker and one Reinforcement be discarded
    ("Which edict discards a Kicker and a Reinforcement too?", "Plague", "14.19"),
])
def test_the_member_a_claim_names(oracle, question, value, section):
    assert_ruled(oracle, question, "mayfair", "value", section, value)


@pytest.mark.parametrize("question, edition, value, section", [
    # SC Stage 4: the offensive main player invites allies
    ("During which stage does the offense invite its allies?", "mayfair", "Stage 4", "Stage 4"),
    # SC Stage 8: the main players reveal their Challenge cards at once
    ("At what stage do both main players reveal their challenge cards?", "mayfair", "Stage 8", "Stage 8"),
    # SC Stage 1: the offense takes one of its tokens out of the warp (not Stage 3's tokens from its bases)
    ("Which stage is pulling a token out of the warp?", "mayfair", "Stage 1", "Stage 1"),
    # FFG Overview 5. Planning: the attacker and defender choose an encounter card in secret
    ("In which phase do offense and defense choose their encounter cards?", "ffg", "Planning", "5. Planning"),
    # FFG Overview 3. Launch: the attacker points the Hyperspace Gate at a planet
    ("During which phase does the attacker aim the hyperspace gate?", "ffg", "Launch", "3. Launch"),
])
def test_the_phase_an_act_is_timed_in(oracle, question, edition, value, section):
    assert_ruled(oracle, question, edition, "value", section, value)


@pytest.mark.parametrize("question, value, section", [
    # FFG Overview, Phases of an Encounter: Regroup, Destiny, Launch, Alliance, Planning, Reveal, Resolution
    ("What phase comes straight after Destiny?", "Launch", "3. Launch"),
    ("Which phase follows Planning?", "Reveal", "6. Reveal"),
    ("Which phase precedes Launch?", "Destiny", "2. Destiny"),
])
def test_the_phase_next_to_one_named(oracle, question, value, section):
    assert_ruled(oracle, question, "ffg", "value", section, value)
