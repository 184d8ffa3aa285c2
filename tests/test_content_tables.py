"""The Lucre table (More Cosmic Encounter 11.0) and the inverted hexes' numbers (9.0).

Expected values are copied by hand from the sections, not from the rules files.
"""
from __future__ import annotations

import pytest

MCE = "More Cosmic Encounter"

# 11.0 table: cost, printed phases, what it buys
LUCRE = {
    "buy-ship": (3, [1], "ship-from-warp"),
    "plus-one-stage-7": (3, [7], "plus-one-total"),
    "plus-one-stage-8": (6, [8], "plus-one-total"),
    "buy-card": (4, [1, 2, 3, 4, 5, 6], "card-from-deck"),
    "discard-card": (10, [1, 2, 3, 4, 5, 6], "discard-from-hand"),
    "buy-flare": (7, [1, 2, 3], "random-flare-not-in-play"),
}


@pytest.fixture(scope="module")
def lucre_rows(rules) -> dict[str, dict]:
    return {row["id"]: row for row in rules.table("lucre-spending")}


def test_lucre_table_has_exactly_the_six_purchases(lucre_rows):
    assert set(lucre_rows) == set(LUCRE)


@pytest.mark.parametrize("row_id", sorted(LUCRE))
def test_lucre_purchase(rules, lucre_rows, row_id):
    cost, phases, gives = LUCRE[row_id]
    row = lucre_rows[row_id]
    assert (row["cost"], row["phases"], row["gives"], row["amount"]) == (cost, phases, gives, 1)
    # phase n of 11.0 is Simply Cosmic's Stage n (policy amb.lucre-phase-numbers)
    assert row["stages"] == [f"mayfair.stage-{n}" for n in phases]
    for stage in row["stages"]:
        assert rules.node(f"phase:{stage}")["kind"] == "phase"
    # the row names the atomic rule it comes from, and that rule cites 11.0
    assert any(c.section == "11.0" for c in rules.citations(f"rule:{row['rule']}"))


def test_lucre_table_is_optional_and_cited(rules):
    node = rules.node("table:lucre-spending")
    assert node["options"] == ["lucre"]
    assert node["editions"] == ["mayfair"]
    assert [(c.source, c.section) for c in rules.citations("table:lucre-spending")] == [(MCE, "11.0")]


def test_plus_one_is_cheaper_before_the_reveal(lucre_rows):
    assert lucre_rows["plus-one-stage-7"]["cost"] < lucre_rows["plus-one-stage-8"]["cost"]


@pytest.mark.parametrize(("seat", "lucre", "basis"), [
    (1, 4, "stated"), (2, 5, "stated"), (3, 6, "formula"), (4, 7, "formula"), (5, 8, "stated"),
])
def test_lucre_start_by_seat(rules, seat, lucre, basis):
    rows = {row["seat"]: row for row in rules.table("lucre-start")}
    assert rows[seat]["lucre"] == lucre
    assert rows[seat]["basis"] == basis
    assert seat + rules.param("lucre_start_offset", "mayfair", ("lucre",)) == lucre


def test_lucre_income_rows(rules):
    rows = {row["id"]: row for row in rules.table("lucre-income")}
    assert rows["normal"]["base"] == rules.param("lucre_income_base", "mayfair", ("lucre",)) == 3
    assert rows["gas-giant-space-dust"]["base"] == 7


# 9.0: the defensive bonuses; the inner rings are not in the text
HEX_BONUS = {
    "rings-central": ("Rings", 10, "yes"),
    "rings-outermost": ("Rings", 2, "yes"),
    "rings-inner": ("Rings", "unknown", "no"),
    "space-dust-card": ("Space Dust", 5, "yes"),
}


@pytest.mark.parametrize("row_id", sorted(HEX_BONUS))
def test_hex_bonus(rules, row_id):
    rows = {row["id"]: row for row in rules.table("hex-bonuses")}
    hex_name, bonus, known = HEX_BONUS[row_id]
    assert (rows[row_id]["hex"], rows[row_id]["bonus"], rows[row_id]["known"]) == (hex_name, bonus, known)


def test_hex_bonus_table_matches_params(rules):
    rows = {row["id"]: row for row in rules.table("hex-bonuses")}
    opts = ("inverted-hexes",)
    assert rows["rings-central"]["bonus"] == rules.param("rings_central_bonus", "mayfair", opts)
    assert rows["rings-outermost"]["bonus"] == rules.param("rings_outer_bonus", "mayfair", opts)
    assert rows["space-dust-card"]["bonus"] == rules.param("space_dust_bonus", "mayfair", opts)


@pytest.mark.parametrize(("hex_id", "planets"), [
    ("Binary", 6), ("Rosette", 6), ("Gas-Giant", 1),
])
def test_hex_planets(rules, hex_id, planets):
    rows = {row["hex"]: row for row in rules.table("hex-planets")}
    assert rows[rules.node(f"hex:{hex_id}")["title"]]["planets"] == planets
    assert rules.node(f"hex:{hex_id}")["attrs"]["planets"] == [planets]


def test_unstated_planet_counts_are_unknown(rules):
    rows = {row["hex"]: row for row in rules.table("hex-planets")}
    assert rows["Rings"]["planets"] == "unknown"


def test_stage_map_table(rules):
    rows = {row["id"]: (row["mayfair"], row["ffg"]) for row in rules.table("stage-map")}
    assert rows["stage-1"] == ("mayfair.stage-1", "ffg.regroup")
    assert rows["stage-7"] == ("mayfair.stage-7", "ffg.planning")
    assert rows["stage-9"] == ("mayfair.stage-9", "ffg.resolution")
    assert rows["start"] == ("mayfair.pre-challenge", "ffg.start-turn")


@pytest.mark.parametrize("row_id", sorted(LUCRE))
def test_lucre_rule_phases_match_table(rules, lucre_rows, row_id):
    row = lucre_rows[row_id]
    phases = sorted(v for _, v, d in rules.g.out_edges(f"rule:{row['rule']}", data=True)
                    if d.get("verb") == "phase")
    assert phases == sorted(f"phase:{s}" for s in row["stages"])
