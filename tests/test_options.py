"""The More Cosmic Encounter optional rules in the engine (issue 6).

The scenarios in ``tests/scenarios/options/`` carry expectations computed by
hand from the sources (11.0 Lucre amounts, 9.0 Rings +10 / Space Dust +5, 10.0
Limbo sections, 13.x Moons, 7.x special destiny cards, Kickers). The unit tests
below check what the scenarios cannot: random games with every option keep every
invariant, the numbers come from the graph, and bad fields name their path.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from resolver.cli import cli
from resolver.engine import options as option_hooks
from resolver.engine.play import play_games

ROOT = Path(__file__).resolve().parent / "scenarios" / "options"
FILES = sorted(ROOT.glob("*.yaml"))
GROUPS = {"k": "kickers", "l": "lucre", "w": "inverted-warp", "m": "moons", "h": "inverted-hexes",
          "c": "comets/colourless-cones"}


def _base(**encounter) -> dict:
    enc = {"offense": "tan", "destiny": "pink", "target": "pink:1", "launch": {"tan": 3},
           "cards": {"offense": "attack 10", "defense": "attack 04"}}
    enc.update(encounter)
    return {"resolver": 1, "edition": "mayfair", "players": ["tan", "pink", "lavender"], "encounter": enc}


def test_enough_option_scenarios():
    assert len(FILES) >= 60
    for prefix, option in GROUPS.items():
        assert len([p for p in FILES if p.name.startswith(prefix)]) >= 8, option


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_option_scenario(oracle, path):
    result = oracle.check(path)
    assert result.passed, "\n".join(f"{m['key']}: wanted {m['wanted']}, got {m['got']} (step {m['step']})"
                                    for m in result.mismatches)


def test_all_options_modelled_and_expanded():
    assert option_hooks.expand(["all"]) == option_hooks.ALL
    assert option_hooks.expand(["lucre", "all"])[0] == "lucre"
    assert set(option_hooks.ALL) <= set(option_hooks.REGISTRY)


def test_random_games_with_every_option_keep_the_invariants(rules):
    report = play_games(rules, 25, 11, "mayfair", option_hooks.ALL, players=4)
    assert report.violation is None, report.violation
    assert report.games == 25 and report.finished >= 20


@pytest.mark.parametrize("players", [2, 5])
def test_random_games_other_table_sizes(rules, players):
    report = play_games(rules, 8, 3, "mayfair", option_hooks.ALL, players=players)
    assert report.violation is None, report.violation


def test_random_games_exercise_each_option(rules):
    transcripts: list[str] = []
    play_games(rules, 4, 5, "mayfair", option_hooks.ALL, players=4, transcript=transcripts)
    text = "".join(transcripts)
    for rule in ("more.11.0.income", "more.10.0.marker-advance", "more.13.3.target-moon",
                 "opt.kickers.play", "more.7.0.setup-one-per-player", "more.9.0.setup-order"):
        assert f"[{rule}]" in text, rule


def test_play_cli_accepts_all():
    res = CliRunner().invoke(cli, ["play", "--options", "all", "--games", "5", "--seed", "4"])
    assert res.exit_code == 0, res.output
    assert "no invariant violation" in res.output


def test_numbers_come_from_the_graph(rules):
    opts = ("lucre", "inverted-hexes", "moons")
    assert rules.param("lucre_start_offset", "mayfair", options=opts) == 3
    assert rules.param("rings_central_bonus", "mayfair", options=opts) == 10
    assert rules.param("space_dust_bonus", "mayfair", options=opts) == 5
    assert rules.param("moons_per_player", "mayfair", options=opts) == 2
    costs = {row["gives"]: row["cost"] for row in rules.table("lucre-spending")}
    assert costs["plus-one-total"] in (3, 6) and costs["card-from-deck"] == 4


def test_limbo_ships_count_in_the_total(oracle):
    data = _base(cards={"offense": "attack 01", "defense": "attack 20"})
    data["options"] = ["inverted-warp"]
    out = oracle.simulate(data)
    assert out.error is None
    assert out.extra["limbo"] == {"tan": {"tan": 3}}
    assert out.warp["tan"] == 0


@pytest.mark.parametrize("field,value,path", [
    ("spend", [{"player": "tan", "for": "gold", "amount": 3, "phase": 7}], "encounter.spend[0].for"),
    ("spend", [{"player": "tan", "for": "total", "amount": 3, "phase": "x"}], "encounter.spend[0].phase"),
    ("spend", [{"player": "tan", "for": "total", "amount": 3, "phase": 7, "when": 1}], "encounter.spend[0].when"),
    ("spend", "lots", "encounter.spend"),
    ("income", "yes", "encounter.income"),
])
def test_lucre_field_errors_name_the_path(oracle, field, value, path):
    data = _base(**{field: value})
    data["options"] = ["lucre"]
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == path, out.error


@pytest.mark.parametrize("options,state,path", [
    (["lucre"], {"lucre": {"tan": -1}}, "state.lucre.tan"),
    (["lucre"], {"lucre": {"teal": 3}}, "state.lucre.teal"),
    (["inverted-warp"], {"limbo": {"marker": "teal"}}, "state.limbo.marker"),
    (["inverted-warp"], {"limbo": {"order": ["tan"]}}, "state.limbo.order"),
    (["inverted-warp"], {"limbo": {"wings": 1}}, "state.limbo.wings"),
    (["moons"], {"moons": {"pink:m9": "example-full-one-shot"}}, "state.moons.pink:m9"),
    (["moons"], {"moons": {"pink:m1": {"piece": "green cheese"}}}, "state.moons.pink:m1.piece"),
    (["inverted-hexes"], {"hexes": {"pink": "spiral"}}, "state.hexes.pink.hex"),
    (["inverted-hexes"], {"hexes": {"pink": {"hex": "rings", "bonuses": {"tan:2": 3}}}},
     "state.hexes.pink.bonuses.tan:2"),
])
def test_state_field_errors_name_the_path(oracle, options, state, path):
    data = _base()
    data["options"], data["state"] = options, state
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == path, out.error


def test_options_are_mayfair_only(oracle):
    data = _base(cards={"offense": "attack 10", "defense": "attack 04"})
    data.update(edition="ffg", options=["lucre"])
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == "options"


def test_seeded_random_games_are_reproducible(rules):
    a = play_games(rules, 3, 99, "mayfair", option_hooks.ALL)
    b = play_games(rules, 3, 99, "mayfair", option_hooks.ALL)
    assert (a.encounters, a.turns) == (b.encounters, b.turns)


def test_reproductions_carry_the_options(oracle):
    """A play reproduction with every option reloads as a valid scenario (options and their state)."""
    from resolver.engine.play import RecordingChooser, _Tracked, check_request, reproduction
    check_request(oracle.rules, "mayfair", option_hooks.ALL, ())
    for seed in range(6):
        game = _Tracked.new(oracle.rules, "mayfair", ["tan", "pink", "lavender", "mint"], seed,
                            option_hooks.ALL, chooser=RecordingChooser(random.Random(seed)), quiet=True)
        game.chooser.start()
        game.play(max_encounters=6 + 3 * seed)
        text = reproduction(game, seed, "test")
        assert "options:" in text and "lucre:" in text and "limbo:" in text
        out = oracle.simulate(text)
        assert out.error is None or out.error.code not in ("invalid-scenario", "unreadable", "engine-bug"), \
            out.error


def test_gas_giant_power_loss_cites_its_own_rule(oracle):
    out = oracle.simulate(ROOT / "h27_gas_giant_power_three_ships.yaml")
    assert any(step["rule"] == "more.9.0.gasgiant.keep-power" and "loses its power" in step["step"]
               for step in out.trace)


def test_system_sizes_do_not_leak_between_scenarios(oracle):
    rosette = _base(target="pink:6", rosette="none")
    rosette.update(options=["inverted-hexes"], state={"hexes": {"pink": "rosette"}})
    assert oracle.simulate(rosette).error is None
    plain = _base(target="pink:6")
    out = oracle.simulate(plain)
    assert out.error is not None and out.error.path == "encounter.target"


def test_option_keys_are_top_level_in_the_json(oracle):
    d = oracle.simulate(ROOT / "l01_lucre_plus_total_phase7.yaml").to_dict()
    assert d["lucre"] == {"tan": 4, "pink": 5, "lavender": 6}
    assert "lucre" not in oracle.simulate(_base()).to_dict()


# -- second pass: Binary, Gas Giant stacks, Space Dust bases, Lucre Flares and bribes, swap-all --
NEW_HEX_RULES = ("more.9.0.binary.two-powers", "more.9.0.binary.not-together", "more.9.0.gasgiant.multi-base",
                 "more.9.0.spacedust.conquest")
SIX_POWERS = ("Virus", "Pacifist", "Macron", "Zombie", "Mirror", "Oracle")


def test_hex_sizes_follow_the_table(rules):
    from resolver.engine.options.hexes import hex_sizes
    from resolver.engine.rulemap import Params
    sizes = hex_sizes(Params(rules, "mayfair", ("inverted-hexes",)))
    # 9.0: the Rosette's and the Binary's six planets, the Gas Giant's one; Space Dust one place per ship
    assert sizes == {"rosette": 6, "binary": 6, "gas-giant": 1, "space-dust": 20}


def test_binary_params_come_from_the_graph(rules):
    opts = ("inverted-hexes",)
    assert rules.param("binary_planets_per_star", "mayfair", options=opts) == 3
    assert rules.param("binary_bases_lost_for_power", "mayfair", options=opts) == 2


def test_random_games_play_every_hex(rules):
    option_hooks.load_all()
    transcripts: list[str] = []
    report = play_games(rules, 3, 5, "mayfair", option_hooks.ALL, players=6, transcript=transcripts,
                        powers=SIX_POWERS)
    assert report.violation is None, report.violation
    text = "".join(transcripts)
    for rule in NEW_HEX_RULES:
        assert f"[{rule}]" in text, rule


@pytest.mark.parametrize("seed", [2, 8])
def test_random_games_with_binary_and_powers_keep_the_invariants(rules, seed):
    option_hooks.load_all()
    report = play_games(rules, 6, seed, "mayfair", ("inverted-hexes", "lucre", "moons"), players=6,
                        powers=("Warrior", "Amoeba", "Terrorist", "Will", "Dictator", "Zombie"))
    assert report.violation is None, report.violation


def test_binary_uses_one_star_per_challenge(rules):
    """Every challenge of a random game names exactly one star for each Binary, and it is one of its two."""
    from resolver.engine.game import Game
    option_hooks.load_all()
    colours = ["tan", "pink", "lavender", "mint", "red", "blue"]
    nodes = tuple(rules.resolve_name(p, kinds=("power",)) for p in SIX_POWERS)
    for seed in range(4):
        game = Game.new(rules, "mayfair", colours, seed, options=("inverted-hexes",), powers=nodes)
        book = game.state.extra["inverted-hexes"]
        binary = next(c for c, name in book["hexes"].items() if name == "binary")
        stars = book["binary"][binary]["stars"]
        assert len(stars) == 2 and stars[0] != stars[1]
        game.play(max_encounters=40)
        assert game.state.player(binary).power in stars


def test_lucre_flare_pool_is_data(oracle):
    out = oracle.simulate({**_base(), "options": ["lucre"]})
    table = sorted(f"flare {row['flare'].split(' ', 1)[1]}" for row in oracle.rules.table("lucre-flare-pool"))
    assert out.error is None and out.extra["flares_out"] == table


@pytest.mark.parametrize("value,path", [
    ([{"from": "tan", "to": "teal", "amount": 3, "phase": 4}], "encounter.lucre_transfers[0].to"),
    ([{"from": "tan", "to": "pink", "amount": 0, "phase": 4}], "encounter.lucre_transfers[0].amount"),
    ([{"from": "tan", "to": "pink", "amount": 2, "phase": 9}], "encounter.lucre_transfers[0].phase"),
    ([{"from": "tan", "to": "tan", "amount": 2, "phase": 4}], "encounter.lucre_transfers[0].to"),
    ([{"from": "tan", "to": "pink", "amount": 2, "phase": 4, "tip": 1}], "encounter.lucre_transfers[0].tip"),
    ("lots", "encounter.lucre_transfers"),
])
def test_lucre_transfer_errors_name_the_path(oracle, value, path):
    data = _base(lucre_transfers=value)
    data["options"] = ["lucre"]
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == path, out.error


def test_lucre_flare_names_must_be_powers(oracle):
    data = _base(spend=[{"player": "tan", "for": "flare", "amount": 7, "phase": 2, "cards": ["flare Nobody"]}])
    data["options"] = ["lucre"]
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == "encounter.spend[0].cards[0]", out.error


@pytest.mark.parametrize("hexes,path", [
    ({"pink": {"hex": "binary", "stars": ["Virus"]}}, "state.hexes.pink.stars"),
    ({"pink": {"hex": "binary", "stars": ["Virus", "Virus"]}}, "state.hexes.pink.stars[1]"),
    ({"pink": {"hex": "binary", "stars": ["Virus", "Nobody"]}}, "state.hexes.pink.stars[1]"),
    ({"pink": {"hex": "rings", "stars": ["Virus", "Mirror"]}}, "state.hexes.pink.stars"),
])
def test_binary_field_errors_name_the_path(oracle, hexes, path):
    data = _base(binary="Virus")
    data["options"], data["state"] = ["inverted-hexes"], {"hexes": hexes}
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == path, out.error


def test_binary_declaration_needs_a_binary(oracle):
    data = _base(binary="Virus")
    data["options"] = ["inverted-hexes"]
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == "encounter.binary", out.error


def test_gas_giant_stack_names_are_checked(oracle):
    data = _base(target="pink:g3")
    data["options"], data["state"] = ["inverted-hexes"], {"hexes": {"pink": "gas-giant"},
                                                          "planets": {"pink:g1": {"tan": 2}}}
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == "encounter.target", out.error
    data["state"]["planets"] = {"pink:g1": {"tan": 2, "lavender": 1}}
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == "state.planets.pink:g1", out.error


def test_swap_all_replaces_every_special_card(rules):
    from resolver.engine.game import Game
    option_hooks.load_all()
    options = ("comets", "colourless-cones", "special-destiny-swap-all")
    game = Game.new(rules, "mayfair", ["tan", "pink", "lavender", "mint"], 3, options=options, quiet=False)
    special = ("comet", "colourless")
    before = sorted(c for c in game.state.destiny if c.startswith(special))
    left_out = sorted(game.state.extra["special-destiny"]["left_out"])
    game.state.destiny_discard.extend(game.state.destiny)
    game.state.destiny.clear()
    game.draw_destiny()                      # forces a reshuffle
    after = sorted(c for c in game.state.destiny + game.state.destiny_discard if c.startswith(special))
    assert len(after) == len(before) == 4
    assert sorted(after + game.state.extra["special-destiny"]["left_out"]) == sorted(before + left_out)
    assert any(e.rule == "more.7.0.reshuffle-swap-all" for e in game.rec.events)
    report = play_games(rules, 10, 4, "mayfair", options, players=4)
    assert report.violation is None, report.violation


def test_swap_all_needs_special_cards(oracle):
    data = _base()
    data["options"] = ["special-destiny-swap-all"]
    out = oracle.simulate(data)
    assert out.error is not None and out.error.path == "options", out.error


def test_reproductions_carry_binary_and_stacks(oracle):
    """Six-player reproductions (every hex dealt) reload: Binary stars, Gas Giant stacks, Space Dust places."""
    from resolver.engine.play import RecordingChooser, _Tracked, check_request, reproduction
    check_request(oracle.rules, "mayfair", option_hooks.ALL, SIX_POWERS)
    nodes = tuple(oracle.rules.resolve_name(p, kinds=("power",)) for p in SIX_POWERS)
    colours = ["tan", "pink", "lavender", "mint", "red", "blue"]
    for seed in range(4):
        game = _Tracked.new(oracle.rules, "mayfair", colours, seed, option_hooks.ALL,
                            chooser=RecordingChooser(random.Random(seed)), quiet=True, powers=nodes)
        game.chooser.start()
        game.play(max_encounters=10 + 5 * seed)
        text = reproduction(game, seed, "test")
        assert "binary" in text and "gas-giant" in text
        out = oracle.simulate(text)
        assert out.error is None or out.error.code not in ("invalid-scenario", "unreadable", "engine-bug"), \
            out.error


def test_binary_follows_power_swaps(rules):
    """A star's power that changes hands (Changeling, Pentaform) is replaced on that star, so no two
    players ever hold one power."""
    from resolver.engine.game import Game
    option_hooks.load_all()
    names = ("Changeling", "Pentaform", "Reincarnator", "Zombie", "Mirror", "Oracle")
    nodes = tuple(rules.resolve_name(p, kinds=("power",)) for p in names)
    colours = ["tan", "pink", "lavender", "mint", "red", "blue"]
    for seed in range(6):
        game = Game.new(rules, "mayfair", colours, seed, options=("inverted-hexes",), powers=nodes)
        offense = colours[0]
        for _ in range(60):
            if game.winners:
                break
            game.play_turn(offense)
            held = [p.power for p in game.state.players if p.power]
            assert len(held) == len(set(held)), (seed, held)
            offense = game.state.left_of(offense)
