"""Wrong yes/no answers and the checks after a decision (issue 13, helper wr13).

Each expectation was written from the seed text (the comment names the deciding sentence)
before the code ran.
"""
from __future__ import annotations

import pytest
from claim_rows import MCE, F, M, check_verdict


@pytest.mark.parametrize("frame, context, verdict", [
    # MCE 9.0 Binary: "To lose both Alien Powers, the Binary player must be reduced to one or fewer
    # bases in each of the two systems"; otherwise "it may use both powers"
    ("Binary is have alien-power", {"bases_in_each_system": 1}, "no"),
    ("Binary may use alien-power", {"bases_in_each_system": 3}, "yes"),
])
def test_binary_powers(oracle, frame, context, verdict):
    check_verdict(oracle.rules, frame, M, ("inverted-hexes",), context, verdict, [(MCE, "9.0")])


def test_power_text_wins_over_rulebook(oracle):
    # SC Overview: powers "may contradict existing rules. That's OK; the text of the Alien Power Card
    # takes precedence over the rulebook"
    check_verdict(oracle.rules, "power happens win", M, (), {}, "yes", [("sc", "Description of Alien Power Cards")])


def test_sides_chosen_in_turn(oracle):
    # FFG Overview 4. Alliance: "Only after a player chooses a side (or refuses) and selects their
    # ships can the next player decide"
    check_verdict(oracle.rules, "player may choose alliance", F, (), {"simultaneous": True}, "no", [("ffgo", "4. Alliance")])
    a = oracle.ask("In the Alliance phase, does everyone choose a side at the same time?", F)
    assert a.verdict == "no", a.answer


def test_count_told_decides_a_compared_condition(oracle):
    # MCE 9.0 Binary (as above): one base in each system is "one or fewer bases in each"
    a = oracle.ask("I'm the Binary with one base in each of my two systems. Do I have a power?", M)
    assert a.verdict == "no", a.answer
    assert "9.0" in {c["section"] for c in a.citations}


def test_a_later_part_tells_its_own_situation(oracle):
    # FFG Additional Rules, Zapping Powers: a zapped power cannot be used again that encounter; the
    # second part's "next encounter" is not the first part's situation
    from resolver.ask.question import understand
    q = understand(oracle.rules, "Can I use it again in this same encounter? And in my next encounter?", F)
    assert q.reading.context.get("same_encounter") is True
    assert "later_encounter" not in q.reading.context


def test_situation_tested_only_in_another_edition(oracle):
    # SC Situation A: after both Attack cards are shown "players may play Flares, Edicts and
    # Reinforcements which may affect the results" (an FFG claim testing the reveal is no rival)
    a = oracle.ask("Is it allowed to play a flare once both challenge cards have been revealed?", M)
    assert a.verdict == "yes", a.answer
    assert "Situation A" in {c["section"] for c in a.citations}


def test_nearest_claim_of_another_role_gives_no_yes(oracle):
    # FFG Overview 5. Planning: "The attacker and defender secretly choose an encounter card": a
    # claim about the main players says nothing yes of the allies
    assert oracle.ask("Do allies choose encounter cards as well?", F).verdict != "yes"


def test_default_game_brings_no_option(oracle):
    # MCE 7.0: by default the Destiny deck holds only the base Destiny cards; Comets are added by choice
    a = oracle.ask("In the basic game, are Comets part of the Destiny deck?", M)
    assert a.verdict == "no", a.answer
    assert "7.0" in {c["section"] for c in a.citations}


def test_having_a_thing_is_not_parting_with_it(oracle):
    # a light verb's readings (`have`, `receive`) leave out the acts of parting with a thing: having
    # a power is no question about losing, hiding or describing it
    from resolver.ask.claimed import _object_actions
    from resolver.graph.decide import Frame
    read = {f.action for f in _object_actions(oracle.rules, [Frame("player", "may", "have", "power")], M)}
    assert read and not read & {"lose", "keep-secret", "describe", "decline"}
