"""Every ``expect`` key is compared by meaning (issue 16).

Each row takes a golden scenario whose outcome its file states (worked out by hand from the
sources), and replaces its ``expect`` block with one key written two ways: spelled
differently but meaning the same (case, spaces, ``attack 08``, ``kicker ×2``, ``Blue:01``,
another order for an unordered collection, an alias) — it must pass — and a truly different
value — it must fail on that key, with both sides shown as read.
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from resolver.engine import expect as expect_mod
from resolver.engine import options as option_hooks

ROOT = Path(__file__).resolve().parent / "scenarios"

PENTA = ["Macron", "Virus", "Zombie", "Mirror", "Loser"]
MUTANT = ["attack 12", "attack 15", "attack 5", "compromise", "reinforcement +2", "reinforcement +3"]

#: (file, key, the same value spelled differently, a different value)
ROWS = [
    ("examples/tie.yaml", "winner", " Defense ", "offense"),
    ("examples/tie.yaml", "totals", {"Offense": 13, "DEFENSE": 13}, {"offense": 13, "defense": 12}),
    ("examples/consolation.yaml", "totals", None, {"offense": 1}),
    ("examples/tie.yaml", "warp", {"TAN": 3, " Lavender ": 2, "pink": 0}, {"tan": 4}),
    ("examples/consolation.yaml", "planets", {"Pink:02": {"Lavender": 1, "TAN": 2, "pink": 0}},
     {"pink:2": {"tan": 2}}),
    ("examples/consolation.yaml", "foreign_colonies", {"Tan": 1, "LAVENDER": 1}, {"tan": 2}),
    ("examples/consolation.yaml", "home_colonies", {" PINK": 4}, {"pink": 5}),
    ("options/h43_binary_loses_a_star.yaml", "power_active", {"Pink": True}, {"pink": False}),
    ("mayfair/l05_ships_go_home_to_origin.yaml", "rewards", {"Lavender": 3, "tan": 0}, {"lavender": 2}),
    ("examples/tie.yaml", "rewards", {"Lavender": 0}, {"lavender": 2}),
    ("examples/consolation.yaml", "consolation", {"Pink": 4, "tan": 0}, {}),
    ("examples/consolation.yaml", "second_encounter", True, False),
    ("mayfair/w05_deal_colony_wins.yaml", "game_winners", [" TAN"], ["tan", "pink"]),
    ("powers/s15_4_not_blocks_changeling.yaml", "powers", {"TAN": "macron", "pink": " changeling "},
     {"tan": "Changeling"}),
    ("powers/p_mutant_draws_from_a_player.yaml", "hands",
     {"Tan": ["Reinforcement 3", "attack 05", "COMPROMISE", "attack 015", "reinforcement +2", "attack 12"],
      "pink": []},
     {"tan": ["attack 12", "attack 15", "attack 6", "compromise", "reinforcement +2", "reinforcement +3"]}),
    ("powers/e14_18_keeper_keeps_kicker_and_reinforcement.yaml", "hands",
     {"tan": ["kicker ×2", "Reinforcement +03", "compromise"]}, {"tan": ["kicker x2", "compromise"]}),
    ("options/l17_lucre_buys_a_named_flare.yaml", "hands", {"tan": ["Flare zombie"]}, {"tan": ["flare Macron"]}),
    ("powers/p_mutant_draws_from_a_player.yaml", "hands",        # a multiset: counts matter
     {"tan": MUTANT[::-1]}, {"tan": MUTANT + ["attack 5"]}),
    ("powers/k14_14_seeker_asks_miser_hoard.yaml", "artefacts",
     {"Seeker": {"answers": [{"asked": "PINK", "question": "Does your hoard hold  attack 20?", "answer": True}]},
      "MISER": {"hoard": ["attack 04", "Compromise", "attack 20"]}},
     {"miser": {"hoard": ["attack 20", "compromise"]}}),
    ("powers/k14_14_seeker_asks_schizoid_conditions.yaml", "artefacts",
     {"seeker": {"answers": [{"asked": "pink", "question": "do your conditions need 4 external bases?",
                              "answer": False}]},
      "Schizoid": {"conditions": {"External_Bases": 3}}},
     {"seeker": {"answers": [{"asked": "pink", "question": "do your conditions need 4 external bases?",
                              "answer": "yes"}]}}),
    ("powers/s15_4_not_blocks_pentaform.yaml", "artefacts",
     {"pentaform": {"stages": [s.lower() for s in PENTA], "stage": 2}},
     {"pentaform": {"stages": PENTA[1::-1] + PENTA[2:], "stage": 2}}),        # the order of stages matters
    ("powers/r15_1_changeling_takes_terrorist_bombs.yaml", "artefacts",
     {"Terrorist": {"bombs": ["Mint:03", "lavender:1"]}}, {"terrorist": {"bombs": ["mint:3"]}}),
    ("powers/p_industrialist_loses_and_stacks.yaml", "artefacts",
     {"industrialist": {"stack": ["attack 06"]}}, {"industrialist": {"stack": ["attack 7"]}}),
    ("powers/r15_1_reincarnator_discards_artefact_power.yaml", "artefacts",
     {"reincarnator": {"as": "macron"}}, {"reincarnator": {"as": "Virus"}}),
    ("powers/f_zap_warrior_keeps_token_gain.yaml", "artefacts", {"Warrior": {"tokens": 4}},
     {"warrior": {"tokens": 5}}),
    ("options/l17_lucre_buys_a_named_flare.yaml", "lucre", {"Tan": 2}, {"tan": 3}),
    ("options/l17_lucre_buys_a_named_flare.yaml", "flares_out", ["macron"], ["flare Zombie"]),
    ("options/l17_lucre_buys_a_named_flare.yaml", "flares_out", ["Flare MACRON"], []),
    ("options/w01_limbo_lost_ships_wait.yaml", "limbo", {"Lavender": {"TAN": 3, "pink": 0}, "tan": {}},
     {"lavender": {"tan": 2}}),
    ("options/w01_limbo_lost_ships_wait.yaml", "limbo_marker", " Tan", "pink"),
    ("options/m21_secret_moon_lost_unrevealed.yaml", "moons", {"Pink:M01": "TAN"}, {"pink:m1": "lavender"}),
    ("options/m21_secret_moon_lost_unrevealed.yaml", "moon_faces", {"PINK:m1": " Down"}, {"pink:m1": "up"}),
    ("options/m10_play_now_one_shot.yaml", "moon_effects", {"pink:M1": 1}, {"pink:m1": 2}),
    ("options/m21_secret_moon_lost_unrevealed.yaml", "moon_locked", {"Pink:m1": ["LAVENDER"]},
     {"pink:m1": ["tan"]}),
    ("options/h07_space_dust_plus_five_wins.yaml", "space_dust_cards", {"MINT": 3}, {"mint": 2}),
    ("options/h13_worldships_avoids_attack.yaml", "worldships_hand", {"Pink": 1}, {"pink": 2}),
    ("options/h43_binary_loses_a_star.yaml", "binary_stars", {"PINK": {"pacifist": True, "virus": False}},
     {"pink": {"Virus": True, "Pacifist": True}}),
    ("options/c02_first_comet_governs.yaml", "comet", "Comet  ALPHA", "comet beta"),
    ("options/c03_no_comet.yaml", "comet", None, "comet"),
]
IDS = [f"{key}-{Path(f).stem}-{i}" for i, (f, key, _s, _d) in enumerate(ROWS)]


def _with(path: str, expect: dict) -> dict:
    data = yaml.safe_load((ROOT / path).read_text())
    data["expect"] = expect
    return data


@pytest.mark.parametrize(("path", "key", "same", "different"), ROWS, ids=IDS)
def test_same_meaning_passes(oracle, path, key, same, different):
    result = oracle.check(_with(path, {key: same}))
    assert result.passed, (result.mismatches, result.error)


@pytest.mark.parametrize(("path", "key", "same", "different"), ROWS, ids=IDS)
def test_different_value_fails_on_that_key(oracle, path, key, same, different):
    result = oracle.check(_with(path, {key: different}))
    assert not result.passed and result.status == "failed", result.error
    assert result.mismatches and all(m["key"].startswith(f"expect.{key}") for m in result.mismatches)


REFUSED = "refused/x18_missing_deal.yaml"      # open decision at encounter.deal


@pytest.mark.parametrize(("extra", "passes"), [
    ({"error_path": " Encounter.Deal", "error_code": "Open-Decision"}, True),
    ({"error_path": "encounter.cards"}, False),
    ({"error_code": "illegal"}, False),
])
def test_refusal_keys_by_meaning(oracle, extra, passes):
    result = oracle.check(_with(REFUSED, {"error": True, **extra}))
    assert result.passed is passes, result.mismatches


def test_error_key(oracle):
    assert oracle.check(_with(REFUSED, {"error": True})).passed
    ok = oracle.check(_with("examples/tie.yaml", {"error": True}))
    assert not ok.passed and ok.mismatches[0]["key"] == "expect.error"
    assert not oracle.check(_with(REFUSED, {"error": False})).passed


def test_every_key_has_a_kind():
    """Core and optional keys alike go through a declared kind (none falls back to loose reading)."""
    keys = set(expect_mod.CORE) | set(option_hooks.expect_keys())
    assert all(not isinstance(expect_mod.kind_of(k), expect_mod.Loose) for k in keys)
    tested = {key for _f, key, _s, _d in ROWS} | {"error", "error_path", "error_code"}
    assert keys <= tested, keys - tested


def test_mismatch_shows_both_sides_as_read(oracle):
    wanted = ["attack 015", "Attack 12", "attack 05", "compromise", "reinforcement +2", "Reinforcement 04"]
    result = oracle.check(_with("powers/p_mutant_draws_from_a_player.yaml", {"hands": {"Tan": wanted}}))
    assert result.mismatches == [{
        "key": "expect.hands.tan",
        "wanted": ["attack 5", "attack 12", "attack 15", "compromise", "reinforcement +2", "reinforcement +4"],
        "got": ["attack 5", "attack 12", "attack 15", "compromise", "reinforcement +2", "reinforcement +3"],
        "step": result.mismatches[0]["step"]}]


def test_missing_places_are_named(oracle):
    bad = oracle.check(_with("options/m21_secret_moon_lost_unrevealed.yaml", {"moons": {"pink:m3": "tan"}}))
    assert [(m["key"], m["got"]) for m in bad.mismatches] == [("expect.moons.pink:m3", "no such moon")]


@pytest.mark.parametrize(("expect", "path", "words"), [
    ({"hands": {"tan": ["atack 4"]}}, "expect.hands.tan[0]", "not a card name"),
    ({"hands": {"red": []}}, "expect.hands.red", "not a player's colour"),
    ({"powers": {"tan": "Silencr"}}, "expect.powers.tan", "did you mean 'Silencer'"),
    ({"moon_faces": {"pink:m1": "sideways"}}, "expect.moon_faces.pink:m1", "must be up, down"),
    ({"game_winners": "tan"}, "expect.game_winners", "must be a list"),
    ({"error_code": "wrong", "error": True}, "expect.error_code", "must be unreadable"),
])
def test_unreadable_expectations_are_refused_at_their_path(oracle, expect, path, words):
    source = "options/m21_secret_moon_lost_unrevealed.yaml" if "moon_faces" in expect else "examples/tie.yaml"
    out = oracle.simulate(_with(source, expect))
    assert out.error is not None and out.error.code == "invalid-scenario"
    assert out.error.path == path and words in out.error.message, out.error


def test_a_failing_comparison_is_that_scenarios_error(oracle, monkeypatch):
    def boom(*_args):
        raise RuntimeError("kaput")
    monkeypatch.setattr(expect_mod.Map, "entries", boom)
    result = oracle.check(_with("examples/tie.yaml", {"warp": {"tan": 3}}))
    assert not result.passed and result.status == "failed"
    assert result.error["code"] == "engine-bug" and "kaput" in result.error["message"]
    assert oracle.check(_with("examples/tie.yaml", {"winner": "defense"})).passed     # the next one runs
