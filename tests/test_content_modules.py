"""More Cosmic Encounter's optional modules: inverted hexes (9.0), Limbo (10.0),
Moons (13.x), colourless cones and Comets (7.x). Expected values written from the text."""
from __future__ import annotations

import pytest

MCE = "More Cosmic Encounter"

HEXES = ["Binary", "Gas-Giant", "Rings", "Rosette", "Space-Dust", "Worldships"]


@pytest.mark.parametrize("hex_id", HEXES)
def test_hex_block(rules, hex_id):
    node = rules.node(f"hex:{hex_id}")
    assert node["options"] == ["inverted-hexes"]
    assert node["editions"] == ["mayfair"]
    assert rules.citations(f"hex:{hex_id}")[0].section == "9.0"
    linked = [v for _, v, d in rules.g.out_edges(f"hex:{hex_id}", data=True) if d.get("verb") == "see"]
    assert len(linked) >= 4 and all(v.startswith("rule:more.9.0.") for v in linked)


def test_all_six_hexes_and_no_more(rules):
    assert sorted(rules.node(n)["id"] for n in rules.nodes("hex")) == sorted(HEXES)


@pytest.mark.parametrize(("text", "node"), [
    ("gas giant", "hex:Gas-Giant"), ("space dust", "hex:Space-Dust"), ("rosette", "hex:Rosette"),
])
def test_hex_names(rules, text, node):
    assert rules.resolve_name(text) == node


@pytest.mark.parametrize(("subject", "verb", "obj"), [
    ("Filth", "does-not-affect", "hex:Gas-Giant"),          # 9.0 Gas Giant
    ("hex:Worldships", "does-not-affect", "Will"),          # 9.0 Worldships
    ("hex:Gas-Giant", "counts-for", "Sniveler"),            # counts as 3 bases
    ("rule:more.9.0.gasgiant.withdraw", "overrides", "rule:mayfair.stage3.defend-all"),
    ("rule:more.9.0.rosette.adjacent", "overrides", "rule:mayfair.stage3.defend-all"),
    ("rule:more.9.0.gasgiant.keep-power", "overrides", "rule:mayfair.power-loss.threshold"),
])
def test_hex_relations(rules, subject, verb, obj):
    edges = rules.relations(subject, verb, obj)
    assert edges
    assert any(c["section"] == "9.0" for e in edges for c in e["citations"])


# --- Limbo (10.0) ---
def test_limbo_overrides_the_warp(rules):
    edges = rules.relations("rule:more.10.0.limbo", "overrides", "rule:mayfair.warp.lost")
    assert edges and edges[0]["citations"][0]["section"] == "10.0"
    assert rules.node("rule:more.10.0.limbo")["options"] == ["inverted-warp"]


@pytest.mark.parametrize("card", ["Mobius-Tubes", "Warp-Break"])
def test_limbo_out_of_reach(rules, card):
    assert rules.blocks("term:limbo", card).verdict == "yes"


# --- Moons (13.x) ---
def test_moons_per_player(rules):
    assert rules.param("moons_per_player", "mayfair", ("moons",)) == 2


def test_moon_never_counts_for_victory(rules):
    edges = rules.relations("term:moon", "does-not-count-for", "rule:mayfair.win.five")
    assert edges and edges[0]["citations"][0]["section"] == "13.5"
    assert rules.relations("term:moon", "does-not-count-for", "term:foreign-colony")


def test_moon_in_own_system_counts_for_power_and_lucre(rules):
    for target in ("rule:mayfair.power-loss.threshold", "rule:more.11.0.income"):
        edges = rules.relations("term:moon", "counts-for", target)
        assert edges and edges[0]["condition"]["key"] == "moon_in_own_system"


def test_moon_not_in_deals_nor_plant(rules):
    assert rules.relations("term:deal", "does-not-affect", "term:moon")
    assert rules.relations("Plant", "does-not-affect", "term:moon")


@pytest.mark.parametrize("power", ["Magnet", "Parasite"])
def test_no_alliance_in_moon_challenge(rules, power):
    verdict = rules.blocks("term:moon", power)
    assert verdict.verdict == "yes"
    assert verdict.citations[0].section == "13.3"


def test_moon_challenge_overrides_invitations(rules):
    for stage_rule in ("mayfair.stage4.invite", "mayfair.stage5.invite"):
        assert rules.relations("rule:more.13.3.no-allies", "overrides", f"rule:{stage_rule}")


def test_moon_occupant_defends(rules):
    assert rules.relations("rule:more.13.3.occupant-is-gd", "overrides", "rule:mayfair.stage2.regular-defender")


@pytest.mark.parametrize(("duration", "repeats"), [
    ("continuing", "n/a"), ("one-shot", "never"),
])
def test_moon_durations(rules, duration, repeats):
    rows = {row["id"]: row for row in rules.table("moon-durations")}
    assert set(rows) == {"continuing", "intermittent", "one-shot"}
    assert rows[duration]["repeats"] == repeats


def test_moon_categories(rules):
    rows = [row["id"] for row in rules.table("moon-categories")]
    assert rows == ["quarter", "half", "full", "cheese"]
    for term in ("quarter-moon", "half-moon", "full-moon", "cheese-moon"):
        assert rules.citations(f"term:{term}")[0].section == "13.0"


def test_moon_pieces(rules):
    pieces = {rules.node(n)["id"]: rules.node(n) for n in rules.nodes("moon")}
    assert "Moon-Base-Omega" in pieces
    assert {c.section for c in rules.citations("moon:Moon-Base-Omega")} >= {"14.12"}
    examples = [p for pid, p in pieces.items() if pid != "Moon-Base-Omega"]
    assert examples, "a few example pieces are expected"
    for piece in examples:
        assert piece["title"].startswith("EXAMPLE")
        assert piece["attrs"]["kind"] == ["example"]


# --- 7.x: colourless cones and Comets ---
def test_colourless_cone_and_dictator(rules):
    assert rules.blocks("card:Colourless-cone", "Dictator").verdict == "depends"
    assert rules.blocks("card:Colourless-cone", "Dictator", matching_players=1).verdict == "no"
    assert rules.blocks("card:Colourless-cone", "Dictator", matching_players=3).verdict == "yes"


@pytest.mark.parametrize("rule_id", ["more.7.1.definition", "more.7.1.self", "more.7.1.multi-choose"])
def test_colourless_rules_need_their_option(rules, rule_id):
    assert rules.node(f"rule:{rule_id}")["options"] == ["colourless-cones"]


@pytest.mark.parametrize("rule_id", ["more.7.2.modifier", "more.7.2.draw-on", "more.7.2.first-comet"])
def test_comet_rules_need_their_option(rules, rule_id):
    assert rules.node(f"rule:{rule_id}")["options"] == ["comets"]


def test_lucre_special_income_needs_both_options(rules):
    assert rules.node("rule:more.11.0.income-gg-sd")["options"] == ["inverted-hexes", "lucre"]
    assert rules.relations("rule:more.11.0.income-gg-sd", "overrides", "rule:more.11.0.income")
