"""Engine units: rule ids and numbers from the graph, defaults, invariants, the power hook,
timing order, the Python API, and random whole games driven by hypothesis."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from resolver.engine import invariants, powers
from resolver.engine.choices import default_home, default_lose, default_take
from resolver.engine.errors import InvariantViolation
from resolver.engine.game import Game
from resolver.engine.rulemap import STEPS, Params
from resolver.engine.state import Player, State
from resolver.engine.timing import timing_order

TIE = """
resolver: 1
players: [tan, pink, lavender, mint]
encounter:
  offense: tan
  destiny: pink
  target: "pink:1"
  launch: {tan: 3}
  allies: {offense: {lavender: 2}}
  cards: {offense: attack 08, defense: attack 06}
  reinforcements: [{player: pink, side: defense, value: 3}]
"""


def test_every_cited_rule_exists(rules):
    for step, ids in STEPS.items():
        for edition, rule in zip(("mayfair", "ffg"), ids, strict=True):
            if rule is None:
                continue
            node = rules.node(f"rule:{rule}")
            assert node["kind"] == "rule", step
            assert edition in node["editions"] or rule.startswith("engine.") or rule == "mayfair.timing.order", (step, rule)


def test_numbers_come_from_the_graph(rules):
    may, ffg = Params(rules, "mayfair"), Params(rules, "ffg")
    assert (may["hand_size"], ffg["hand_size"]) == (7, 8)
    assert may["launch_max"] == ffg["launch_max"] == 4
    assert may["tie_winner"] == "defense"
    assert ffg["offense_redraw"] == "repeat"       # FFG Additional Rules (see docs/scenarios.md)
    assert may.rule("deal_fail_loss") == "mayfair.stage8.c.fail"


def _state(planets, colours=("tan", "pink")):
    full = {f"{c}:{i}": {} for c in colours for i in range(1, 6)}
    full.update(planets)
    return State("mayfair", (), [Player(c) for c in colours], full, 5)


def test_default_take_spreads_from_largest_home_stacks():
    s = _state({"tan:1": {"tan": 6}, "tan:2": {"tan": 3}, "tan:3": {"tan": 1}, "pink:1": {"pink": 4, "tan": 5}})
    assert default_take(s, "tan", 3) == {"tan:1": 3}
    assert default_take(s, "tan", 5) == {"tan:1": 4, "tan:2": 1}
    assert default_take(s, "tan", 1) == {"tan:1": 1}


def test_default_lose_takes_foreign_first_and_home_last():
    s = _state({"tan:1": {"tan": 6}, "pink:1": {"pink": 4, "tan": 2}})
    assert default_lose(s, "tan", 3) == {"pink:1": 2, "tan:1": 1}
    assert default_home(s, "tan") == "tan:1"


def test_invariants_catch_a_lost_ship(rules):
    game = Game.new(rules, "mayfair", ["tan", "pink", "lavender"], seed=1)
    invariants.check_all(game.state, game.rec, powers_follow_colonies=True)
    game.state.planets["tan:1"]["tan"] -= 1
    with pytest.raises(InvariantViolation, match="tan has 19 ships"):
        invariants.check_all(game.state, game.rec)
    game.state.planets["tan:1"]["tan"] += 1
    game.state.deck.pop()
    with pytest.raises(InvariantViolation, match="cards in the game"):
        invariants.check_all(game.state, game.rec)


def test_timing_order_follows_the_graph(rules):
    s = _state({}, colours=("tan", "pink", "lavender", "mint"))
    assert timing_order(rules, s, "tan", "lavender") == ["pink", "mint", "tan", "lavender"]
    assert timing_order(rules, s, "lavender", None) == ["mint", "tan", "pink", "lavender"]


def test_simulate_accepts_path_yaml_and_dict(oracle):
    import yaml
    from_text = oracle.simulate(TIE)
    from_dict = oracle.simulate(yaml.safe_load(TIE))
    from_path = oracle.simulate("tests/scenarios/examples/tie.yaml")
    for out in (from_text, from_dict, from_path):
        assert out.winner == "defense" and out.totals == {"offense": 13, "defense": 13}
    d = from_text.to_dict()
    for key in ("winner", "totals", "warp", "planets", "foreign_colonies", "home_colonies", "power_active",
                "rewards", "consolation", "second_encounter", "game_winners", "trace", "citations",
                "board_before", "board_after"):
        assert key in d
    before, after = d["board_before"], d["board_after"]
    assert before["planets"]["tan:1"] == {"tan": 4} and after["planets"]["tan:1"] == {"tan": 3}
    assert after["warp"] == {"tan": 3, "pink": 0, "lavender": 2, "mint": 0}
    assert after["cone"] == {"offense": {}, "defense": {}}
    assert after["players"][0] == {"color": "tan", "power": None, "power_active": True, "hand": None,
                                   "home_colonies": 5, "foreign_colonies": 0}
    assert {"source": "Simply Cosmic", "section": "Situation A", "rule": "mayfair.stage8.tie"} in d["citations"]
    assert any(step["default"] for step in d["trace"])


def test_refusal_shape(oracle):
    out = oracle.simulate("resolver: 1\nplayers: [tan]\n")
    assert out.to_dict() == {"error": {"code": "invalid-scenario", "message": "1 players; the game takes 2-6",
                                       "path": "players"}}
    assert oracle.simulate("resolver: 1\nplayers: [tan, pink\n").to_dict()["error"]["code"] == "unreadable"
    assert oracle.check("resolver: 1\nplayers: [tan]\nexpect: {error: true}\n").passed


def test_power_hook_runs_gated_effect(oracle, rules):
    """A registered effect is called at its window, cites the power, and is gated by the graph/state."""
    calls = []
    powers.load_all()
    previous = powers.REGISTRY.get("amoeba")      # the modelled Amoeba, restored afterwards

    @powers.register("Amoeba", windows=("reveal",), roles=("offense", "defense"))
    def amoeba(ctx):
        calls.append((ctx.colour, ctx.role_of(ctx.colour), ctx.choice))
        ctx.add_to_total(ctx.role_of(ctx.colour), ctx.choice.get("bonus", 0), ctx.rule)

    try:
        scenario = TIE.replace("players: [tan, pink, lavender, mint]",
                               "players: [{color: tan}, {color: pink, power: Amoeba}, lavender, mint]")
        scenario += "  powers: {Amoeba: {bonus: 2}}\n"
        out = oracle.simulate(scenario)
        assert out.error is None, out.error
        assert calls == [("pink", "defense", {"bonus": 2})]
        assert out.totals == {"offense": 13, "defense": 15}
        assert any(step["rule"] == "power:Amoeba" for step in out.trace)
        calls.clear()
        lost = scenario.replace("encounter:", "state: {powers_active: {pink: false}}\nencounter:")
        out = oracle.simulate(lost)
        assert calls == [] and out.totals == {"offense": 13, "defense": 13}
    finally:
        powers.REGISTRY.pop("amoeba", None)
        if previous is not None:
            powers.REGISTRY["amoeba"] = previous


def _unmodelled_power(rules) -> str:
    powers.load_all()
    for node in rules.nodes(kind="power"):
        if powers.effect_for(node) is None and powers.known_rulings(rules, node):
            return node.split(":", 1)[1]
    pytest.skip("every power is modelled")


def test_unmodelled_power_refused_with_rulings(oracle, rules):
    name = _unmodelled_power(rules)
    out = oracle.simulate(TIE.replace("players: [tan, pink, lavender, mint]",
                                      f"players: [{{color: tan, power: {name}}}, pink, lavender, mint]"))
    assert out.error.code == "not-modelled" and out.error.path == "players[0].power"
    assert out.error.message.startswith(f"the {name}'s effect is not modelled")
    assert "known rulings: " in out.error.message


def test_unmodelled_power_that_is_lost_is_fine(oracle, rules):
    name = _unmodelled_power(rules)
    text = TIE.replace("players: [tan, pink, lavender, mint]",
                       f"players: [{{color: tan, power: {name}}}, pink, lavender, mint]")
    text = text.replace("encounter:", "state: {powers_active: {tan: false}}\nencounter:")
    out = oracle.simulate(text)
    assert out.error is None and out.winner == "defense"


def test_play_turn_redraws_an_offense_without_encounter_cards(rules):
    game = Game.new(rules, "mayfair", ["tan", "pink"], seed=3, quiet=False)
    tan = game.state.player("tan")
    game.state.discard.extend(tan.hand)
    tan.hand.clear()                      # no encounter card at the start of the turn
    assert game.start_turn("tan")
    assert any(c.startswith(("attack", "compromise")) for c in tan.hand)
    assert [e.rule for e in game.rec.events][:2] == ["mayfair.prechallenge.check", "mayfair.prechallenge.redraw"]


@pytest.mark.parametrize("edition", ["mayfair", "ffg"])
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6))
def test_random_whole_games_keep_every_invariant(rules, edition, seed, players):
    """Whole random games (every invariant checked after every event by the game's listener)."""
    colours = ["tan", "pink", "lavender", "mint", "red", "blue"][:players]
    game = Game.new(rules, edition, colours, seed)
    cap = 600                        # two-player random games can run long; stop them there
    winners = game.play(max_encounters=cap)
    invariants.check_all(game.state, game.rec, powers_follow_colonies=True)
    assert winners or game.encounters >= cap
    need = Params(rules, edition)["colonies_to_win"]
    assert all(game.state.foreign_colonies(c) >= need for c in winners)
    assert all(game.state.foreign_colonies(c) < need for c in colours if c not in winners)


def test_mangled_scenarios_are_refused_cleanly(oracle):
    """Junk in any field of the golden scenarios gives a clear refusal, never an exception."""
    import copy
    import random
    from pathlib import Path

    import yaml
    root = Path(__file__).resolve().parent / "scenarios"
    base = [yaml.safe_load(p.read_text()) for d in ("examples", "mayfair", "ffg") for p in sorted((root / d).glob("*.yaml"))]
    junk = [None, 0, -1, 5, 99, "x", "", [], {}, [1], {"a": 1}, True, 3.5, "pink:9", "tan", "attack 5", "reverse wild"]
    rng = random.Random(4)

    def paths(d, prefix=()):
        items = d.items() if isinstance(d, dict) else enumerate(d) if isinstance(d, list) else ()
        for k, v in items:
            yield prefix + (k,)
            yield from paths(v, prefix + (k,))

    for _ in range(400):
        d = copy.deepcopy(rng.choice(base))
        where = rng.choice(list(paths(d)))
        cur = d
        for k in where[:-1]:
            cur = cur[k]
        cur[where[-1]] = rng.choice(junk)
        result = oracle.check(d)
        err = result.outcome.error
        assert err is None or (err.code != "engine-bug" and err.message), (where, err)


@pytest.mark.parametrize("options,redraws", [((), "many"), (("ffg-overview-redraw",), "one")])
def test_ffg_offense_redraw_repeat_or_once(rules, options, redraws):
    """FFG Additional Rules: redraw again and again; with the Overview's reading, once only."""
    game = Game.new(rules, "ffg", ["tan", "pink"], seed=5, options=options, quiet=False)
    s, tan, pink = game.state, game.state.player("tan"), game.state.player("pink")
    pink.hand.extend(tan.hand + s.discard + [c for c in s.deck if not c.startswith("reinforcement")])
    tan.hand.clear()
    s.discard.clear()
    s.deck[:] = [c for c in s.deck if c.startswith("reinforcement")]   # no encounter card to draw
    assert not game.start_turn("tan")
    draws = [e for e in game.rec.events if " draws " in e.text]
    assert (len(draws) == 1) is (redraws == "one")
    assert draws[0].rule == game.P.rule("offense_redraw")
    assert draws[0].rule == ("ffgov.start.once" if options else "ffg.nocards.start")
