"""Parameters per edition: the numbers the documents state, written here by hand.

Each row: parameter, edition, options in play, expected value, and the source
and section the value must be cited from.
"""
from __future__ import annotations

import pytest

SC, MCE = "Simply Cosmic", "More Cosmic Encounter"
FFGA, FFGO = "FFG Additional Rules", "FFG Overview"

CASES = [
    # Simply Cosmic (Mayfair)
    ("hand_size", "mayfair", (), 7, SC, "Setup"),
    ("redraw_size", "mayfair", (), 7, SC, "Description of the Pre-Challenge Phase"),
    ("offense_redraw", "mayfair", (), "repeat", SC, "Description of the Pre-Challenge Phase"),
    ("defense_redraw", "mayfair", (), "repeat", SC, "Defensive Main Player"),
    ("ships_per_colour", "mayfair", (), 20, SC, "Setup"),
    ("planets_per_system", "mayfair", (), 5, SC, "Setup"),
    ("ships_per_planet", "mayfair", (), 4, SC, "Setup"),
    ("launch_min", "mayfair", (), 1, SC, "Stage 3"),
    ("launch_max", "mayfair", (), 4, SC, "Stage 3"),
    ("ally_min", "mayfair", (), 1, SC, "Stage 6"),
    ("ally_max", "mayfair", (), 4, SC, "Stage 6"),
    ("colonies_to_win", "mayfair", (), 5, SC, "How To Win"),
    ("home_colonies_for_power", "mayfair", (), 3, SC, "Loss of an Alien Power"),
    ("deal_fail_loss", "mayfair", (), 3, SC, "Situation C"),
    ("deal_seconds", "mayfair", (), 60, SC, "Situation C"),
    ("encounters_per_turn", "mayfair", (), 2, SC, "Stage 10"),
    ("tie_winner", "mayfair", (), "defense", SC, "Situation A"),
    ("defensive_ally_reward_per_ship", "mayfair", (), 1, SC, "Stage 5"),
    # FFG
    ("hand_size", "ffg", (), 8, FFGO, "Setup"),
    ("redraw_size", "ffg", (), 8, FFGA, "No Encounter Cards in Hand"),
    ("offense_redraw", "ffg", (), "repeat", FFGA, "No Encounter Cards in Hand"),
    ("defense_redraw", "ffg", (), "repeat", FFGA, "No Encounter Cards in Hand"),
    ("offense_redraw", "ffg", ("ffg-overview-redraw",), "once", FFGO, "Starting the Turn"),
    ("defense_redraw", "ffg", ("ffg-overview-redraw",), "optional-once", FFGO, "5. Planning"),
    ("ships_per_colour", "ffg", (), 20, FFGO, "Setup"),
    ("planets_per_system", "ffg", (), 5, FFGO, "Setup"),
    ("ships_per_planet", "ffg", (), 4, FFGO, "Setup"),
    ("launch_min", "ffg", (), 1, FFGO, "3. Launch"),
    ("launch_max", "ffg", (), 4, FFGO, "3. Launch"),
    ("ally_min", "ffg", (), 1, FFGO, "4. Alliance"),
    ("ally_max", "ffg", (), 4, FFGO, "4. Alliance"),
    ("colonies_to_win", "ffg", (), 5, FFGA, "The Colony Track"),
    ("home_colonies_for_power", "ffg", (), 3, FFGA, "Losing Home Planets and Alien Powers"),
    ("deal_fail_loss", "ffg", (), 3, FFGO, "6. Reveal"),
    ("deal_seconds", "ffg", (), 60, FFGO, "6. Reveal"),
    ("encounters_per_turn", "ffg", (), 2, FFGO, "The Game Turn"),
    ("tie_winner", "ffg", (), "defense", FFGO, "6. Reveal"),
    ("defensive_ally_reward_per_ship", "ffg", (), 1, FFGO, "7. Resolution"),
    ("flares_dealt", "ffg", (), 2, FFGO, "Setup"),
    ("flares_in_deck_min", "ffg", (), 10, FFGO, "Setup"),
    # More Cosmic Encounter modules (only with their option on)
    ("lucre_start_offset", "mayfair", ("lucre",), 3, MCE, "11.0"),
    ("lucre_income_base", "mayfair", ("lucre",), 3, MCE, "11.0"),
    ("lucre_income_per_home_base", "mayfair", ("lucre",), 1, MCE, "11.0"),
    ("lucre_income_special", "mayfair", ("lucre", "inverted-hexes"), 7, MCE, "11.0"),
    ("rings_central_bonus", "mayfair", ("inverted-hexes",), 10, MCE, "9.0"),
    ("rings_outer_bonus", "mayfair", ("inverted-hexes",), 2, MCE, "9.0"),
    ("space_dust_bonus", "mayfair", ("inverted-hexes",), 5, MCE, "9.0"),
    ("worldships_hand", "mayfair", ("inverted-hexes",), 3, MCE, "9.0"),
    ("gas_giant_min_ships_for_power", "mayfair", ("inverted-hexes",), 3, MCE, "9.0"),
    ("moons_per_player", "mayfair", ("moons",), 2, MCE, "13.1"),
]


@pytest.mark.parametrize(("name", "edition", "options", "value", "source", "section"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{'+'.join(c[2]) or 'base'}" for c in CASES])
def test_param(rules, name, edition, options, value, source, section):
    got, rule_id, citations = rules.param_rule(name, edition, options)
    assert got == value
    assert (source, section) in {(c.source, c.section) for c in citations}, rule_id


@pytest.mark.parametrize(("name", "needs"), [
    ("lucre_income_base", ("lucre",)),
    ("rings_central_bonus", ("inverted-hexes",)),
    ("moons_per_player", ("moons",)),
    ("lucre_income_special", ("lucre", "inverted-hexes")),
])
def test_module_params_need_their_option(rules, name, needs):
    with pytest.raises(KeyError):
        rules.param(name, "mayfair")
    with pytest.raises(KeyError):
        rules.param(name, "ffg", needs)


def test_module_params_not_in_ffg(rules):
    assert "ffg" not in rules.params("flares_dealt") or rules.params("flares_dealt")["ffg"] == 2
    assert "mayfair" not in rules.params("flares_dealt")


@pytest.mark.parametrize("name", ["hand_size", "redraw_size"])
def test_hand_differs_by_edition(rules, name):
    assert rules.params(name) == {"mayfair": 7, "ffg": 8}


@pytest.mark.parametrize("name", [
    "ships_per_colour", "planets_per_system", "ships_per_planet", "launch_min", "launch_max",
    "ally_min", "ally_max", "colonies_to_win", "home_colonies_for_power", "deal_fail_loss",
    "deal_seconds", "encounters_per_turn", "tie_winner", "defensive_ally_reward_per_ship",
])
def test_editions_agree(rules, name):
    """The inventory's list of points where every document agrees."""
    values = rules.params(name)
    assert set(values) == {"mayfair", "ffg"}
    assert values["mayfair"] == values["ffg"]
