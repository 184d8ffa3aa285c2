"""Turn structure of both editions: Mayfair stages, FFG phases, their mapping,
Stage 8, timing windows and the timing-conflict order (written from the texts)."""
from __future__ import annotations

import pytest

SC, MCE = "Simply Cosmic", "More Cosmic Encounter"
FFGA, FFGO = "FFG Additional Rules", "FFG Overview"

FFG_PHASES = ["Regroup", "Destiny", "Launch", "Alliance", "Planning", "Reveal", "Resolution"]


@pytest.mark.parametrize(("number", "name"), list(enumerate(FFG_PHASES, start=1)))
def test_ffg_phase(rules, number, name):
    node = rules.node(f"phase:ffg.{name.lower()}")
    assert node["attrs"]["number"] == [number]
    assert node["editions"] == ["ffg"]
    sections = {(c.source, c.section) for c in rules.citations(f"phase:ffg.{name.lower()}")}
    assert (FFGO, f"{number}. {name}") in sections


def test_ffg_has_seven_encounter_phases(rules):
    phases = [rules.node(n) for n in rules.nodes("phase")
              if rules.node(n)["id"].startswith("ffg.") and rules.node(n)["attrs"].get("number", [0])[0]]
    assert sorted(p["attrs"]["number"][0] for p in phases) == list(range(1, 8))


def test_start_turn_phase_cites_both_ffg_documents(rules):
    sections = {(c.source, c.section) for c in rules.citations("phase:ffg.start-turn")}
    assert {(FFGO, "Starting the Turn"), (FFGA, "No Encounter Cards in Hand")} <= sections


@pytest.mark.parametrize("stage", range(1, 11))
def test_mayfair_stage(rules, stage):
    node = rules.node(f"phase:mayfair.stage-{stage}")
    assert node["attrs"]["number"] == [stage]
    assert node["editions"] == ["mayfair"]
    sections = {(c.source, c.section) for c in rules.citations(f"phase:mayfair.stage-{stage}")}
    assert {(SC, f"Stage {stage}"), (SC, "Description of a Challenge")} <= sections


@pytest.mark.parametrize(("text", "node"), [
    ("stage 8", "phase:mayfair.stage-8"), ("Stage 1", "phase:mayfair.stage-1"),
    ("pre-challenge phase", "phase:mayfair.pre-challenge"), ("planning phase", "phase:ffg.planning"),
    ("regroup", "phase:ffg.regroup"), ("start turn phase", "phase:ffg.start-turn"),
])
def test_phase_names_resolve(rules, text, node):
    assert rules.resolve_name(text) == node


# the glossary's mapping; True where the match is partial
MAPPING = [
    ("mayfair.stage-1", "ffg.regroup", False),
    ("mayfair.stage-2", "ffg.destiny", False),
    ("mayfair.stage-3", "ffg.launch", False),
    ("mayfair.stage-4", "ffg.alliance", True),
    ("mayfair.stage-5", "ffg.alliance", True),
    ("mayfair.stage-6", "ffg.alliance", True),
    ("mayfair.stage-7", "ffg.planning", False),
    ("mayfair.stage-8", "ffg.reveal", True),
    ("mayfair.stage-8", "ffg.resolution", True),
    ("mayfair.stage-9", "ffg.resolution", True),
    ("mayfair.pre-challenge", "ffg.start-turn", True),
    ("mayfair.stage-10", "ffg.start-turn", True),
]


@pytest.mark.parametrize(("mayfair", "ffg", "partial"), MAPPING)
def test_same_as(rules, mayfair, ffg, partial):
    edges = [e for e in rules.relations(f"phase:{mayfair}", "same-as", f"phase:{ffg}")]
    assert len(edges) == 1
    assert edges[0]["partially"] is partial
    assert {c["source"] for c in edges[0]["citations"]} == {SC, FFGO}


# --- Stage 8 (Simply Cosmic): each rule, the section it comes from ---
STAGE_8 = {
    "mayfair.stage8.reveal": "Stage 8",
    "mayfair.stage8.totals": "Situation A",
    "mayfair.stage8.tie": "Situation A",
    "mayfair.stage8.late-cards": "Situation A",
    "mayfair.stage8.offense-wins": "Situation A",
    "mayfair.stage8.defense-wins": "Situation A",
    "mayfair.stage8.def-allies-reward": "Situation A",
    "mayfair.reinforce.who": "Reinforcement Cards",
    "mayfair.stage8.b.winner": "Situation B",
    "mayfair.stage8.b.count": "Situation B",
    "mayfair.stage8.b.short": "Situation B",
    "mayfair.stage8.c.minute": "Situation C",
    "mayfair.stage8.c.one-base": "Situation C",
    "mayfair.stage8.c.fail": "Situation C",
    "mayfair.stage8.c.no-reverse": "Situation C",
    "mayfair.reverse.def-wins": "Reverse Cone",
}


@pytest.mark.parametrize("rule_id", sorted(STAGE_8))
def test_stage_8_rule(rules, rule_id):
    node = rules.node(f"rule:{rule_id}")
    assert (SC, STAGE_8[rule_id]) in {(c.source, c.section) for c in rules.citations(f"rule:{rule_id}")}
    phases = [e for e in rules.g.out_edges(f"rule:{rule_id}", data=True) if e[2].get("verb") == "phase"]
    assert [v for _, v, _ in phases] == ["phase:mayfair.stage-8"], node["id"]


def test_stage_8_numbers(rules):
    assert rules.param("tie_winner", "mayfair") == "defense"
    assert rules.param("deal_seconds", "mayfair") == 60
    assert rules.param("deal_fail_loss", "mayfair") == 3


def test_stage_8_relations(rules):
    assert rules.relations("term:reverse-cone", "does-not-affect", "term:deal")
    assert rules.relations("term:deal", "does-not-affect", "term:ally")
    assert rules.relations("Zombie", "modifies", "rule:mayfair.stage8.b.count")


def test_stage_8_windows_in_order(rules):
    windows = rules.node("phase:mayfair.stage-8")["attrs"]["windows"][0]
    assert windows == ["mayfair.stage-8.reveal", "mayfair.stage-8.after-reveal",
                       "mayfair.stage-8.reinforcements", "mayfair.stage-8.resolve"]
    numbers = [rules.node(f"window:{w}")["attrs"]["number"][0] for w in windows]
    assert numbers == [1, 2, 3, 4]


@pytest.mark.parametrize(("rule_id", "window"), [
    ("mayfair.reinforce.timing", "mayfair.stage-8.reinforcements"),
    ("more.9.0.spacedust.plus5", "mayfair.stage-7.before-reveal"),
    ("more.9.0.gasgiant.withdraw", "mayfair.stage-6.after-alliances"),
    ("more.11.0.income", "mayfair.start-of-turn"),
    ("more.10.0.marker-advance", "mayfair.end-of-challenge"),
    ("more.7.2.worldships-late", "mayfair.stage-2.before-cone"),
    ("ffg.reinforce.when", "ffg.reveal.after-reveal"),
    ("ffg.nocards.during", "ffg.planning.before-selection"),
])
def test_rule_window(rules, rule_id, window):
    targets = {v for _, v, d in rules.g.out_edges(f"rule:{rule_id}", data=True) if d.get("verb") == "window"}
    assert f"window:{window}" in targets


# --- timing conflicts (Simply Cosmic) ---
def test_timing_conflict_order(rules):
    assert rules.order("timing-conflicts") == ["non-main", "offense", "defense"]
    params = rules.node("order:timing-conflicts")["params"]
    assert params == {"timing_non_main_start": "offense-left", "timing_non_main_direction": "clockwise"}
    assert [(c.source, c.section) for c in rules.citations("order:timing-conflicts")] == [(SC, "Timing Conflicts")]


def test_offense_before_defense(rules):
    assert rules.before("term:non-main-player", "term:offense").verdict == "yes"
    assert rules.before("GO", "GD").verdict == "yes"
    assert rules.before("defender", "attacker").verdict == "no"
    assert rules.before("GO", "GD", window="lucre").rules == ["more.11.0.timing"]
