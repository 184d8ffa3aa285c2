"""The Binary (More Cosmic Encounter 9.0, inverted hexes): two stars, two powers.

Six planets; the split between the two stars is not stated, so the first
``binary_planets_per_star`` (3) planets belong to the first star and the rest to
the second (policy amb.binary-layout). Each star holds a power (a scenario's
``state.hexes.<colour>.stars``; a random game adds a modelled power nobody holds to
the dealt one). The Binary uses one of them per challenge, never both: the
scenario declares it (``encounter.binary``), which is only needed when both are
active. For the power hook the declared star's power *is* the player's power
during that challenge (``player.power``, its registered effect, its gate); its
``power_active`` is that star's: a star loses its power once
``binary_bases_lost_for_power`` (2) of its bases are lost, and regains it like any
lost power (policy). Both are lost only at one base or fewer in each star, which
follows. Moons do not count for a star (the text does not say which star a Moon
belongs to).
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.options import data, scenario_of

BIN_TWO, BIN_NOT_TOGETHER, BIN_LOSE_ONE = (
    "more.9.0.binary.two-powers", "more.9.0.binary.not-together", "more.9.0.binary.lose-one")


def _book(state) -> dict:
    return data(state, "inverted-hexes")


def _star_planets(state, P, colour: str, star: int) -> list[str]:
    per = P["binary_planets_per_star"]
    return state.home_planets(colour)[star * per:(star + 1) * per]


def star_active(state, P, colour: str, star: int) -> bool:
    """A star keeps its power until two of its bases are lost (9.0; 3 + 3 planets, amb.binary-layout)."""
    planets = _star_planets(state, P, colour, star)
    held = sum(1 for k in planets if state.planets[k].get(colour, 0) > 0)
    return held > len(planets) - P["binary_bases_lost_for_power"]


def _binary_power(P, colour: str):
    def bases(state) -> int:
        star = _book(state).get("binary", {}).get(colour, {}).get("current")
        if star is None:
            return 0
        return P["home_colonies_for_power"] if star_active(state, P, colour, star) else 0
    bases.rule_id = BIN_LOSE_ONE
    bases.why = "the star whose power it uses this challenge keeps 2 of its 3 bases"
    return bases


def load_stars(rules, state, colour: str, stars, path: str, P) -> None:
    from resolver.engine import powers as power_registry
    power_registry.load_all()
    player, book = state.player(colour), _book(state).setdefault("binary", {})
    state.power_rules[colour] = _binary_power(P, colour)
    if stars is None:
        if player.power:
            raise ScenarioError("invalid-scenario", "the Binary holds two powers, one per star: give them "
                                "as stars: [<power>, <power>]", f"{path}.stars")
        book[colour] = {"stars": [], "current": None}
        return
    count, per = P["binary_stars"], P["binary_planets_per_star"]
    if not isinstance(stars, list) or len(stars) != count:
        raise ScenarioError("invalid-scenario", f"{count} powers, one per star ({per} planets each, in "
                            "planet order)", f"{path}.stars")
    nodes = []
    for i, name in enumerate(stars):
        node = rules.resolve_name(str(name), kinds=("power",))
        if node is None:
            raise ScenarioError("invalid-scenario", f"unknown power {name!r}", f"{path}.stars[{i}]")
        if node in nodes:
            raise ScenarioError("invalid-scenario", "the two stars hold two different powers",
                                f"{path}.stars[{i}]")
        if power_registry.effect_for(node, state.edition) is None:
            raise ScenarioError("not-modelled", f"the {node.split(':', 1)[1]}'s effect is not modelled"
                                + power_registry.known_rulings_text(rules, node), f"{path}.stars[{i}]")
        nodes.append(node)
    if player.power and player.power not in nodes:
        raise ScenarioError("invalid-scenario", f"{colour}'s power {player.power.split(':', 1)[1]} must be "
                            "one of its stars", f"{path}.stars")
    book[colour] = {"stars": nodes, "current": nodes.index(player.power) if player.power else 0}
    player.power = nodes[book[colour]["current"]]


def declare(rules, sc, P) -> None:
    """``encounter.binary``: the power the Binary uses in this challenge (never both, 9.0)."""
    binaries = [(c, b) for c, b in _book(sc.state).get("binary", {}).items() if b["stars"]]
    declared = sc.enc.get("binary")
    if declared is not None and not binaries:
        raise ScenarioError("invalid-scenario", "no player here plays the Binary with two powers",
                            "encounter.binary")
    for colour, b in binaries:
        names = [n.split(":", 1)[1] for n in b["stars"]]
        actives = [i for i in range(len(b["stars"])) if star_active(sc.state, P, colour, i)]
        if declared is None:
            if len(actives) > 1:
                raise ScenarioError("open-decision", f"{colour}'s decision 'encounter.binary' is open; "
                                    f"options: {', '.join(names)}", "encounter.binary", BIN_NOT_TOGETHER)
            star = actives[0] if actives else 0
        else:
            node = rules.resolve_name(str(declared), kinds=("power",))
            if node not in b["stars"]:
                raise ScenarioError("invalid-scenario", f"not one of {colour}'s stars ({', '.join(names)})",
                                    "encounter.binary")
            star = b["stars"].index(node)
        b["current"] = star
        player = sc.state.player(colour)
        player.power = b["stars"][star]
        player.power_active = star_active(sc.state, P, colour, star)


def random_stars(game, colour: str) -> None:
    """A random game's Binary: its dealt power on the first star, a modelled power nobody holds
    on the second (the game's stand-in for the two Flares drawn)."""
    from resolver.engine import powers as power_registry
    power_registry.load_all()
    state, player = game.state, game.state.player(colour)
    state.power_rules[colour] = _binary_power(game.P, colour)
    book = _book(state).setdefault("binary", {})
    if not player.power:
        book[colour] = {"stars": [], "current": None}
        game.rec.note(f"{colour} (Binary) holds no powers in this game", BIN_TWO)
        return
    held = {p.power for p in state.players if p.power}
    spare = sorted(n for n in (game.rules.resolve_name(s.name, kinds=("power",))
                               for s in power_registry.REGISTRY.values()
                               if state.edition in s.editions) if n and n not in held)
    stars = [player.power] + ([game.rng.choice(spare)] if spare else [])
    book[colour] = {"stars": stars, "current": 0}
    game.rec.note(f"{colour} (Binary) holds {' and '.join(s.split(':', 1)[1] for s in stars)}, one per star",
                  BIN_TWO)


def _star_artefacts(game, colour: str, node: str) -> None:
    """A star's power gets its starting artefacts the first time it is used (each power keeps its own)."""
    from resolver.engine.powers import support
    name = node.split(":", 1)[1]
    store = support.artefacts(game, node)
    if name in support.SETUPS and not store:
        support.SETUPS[name](store, game.power_choices.get(name, {}), game=game, colour=colour)


def _follow_swaps(enc: PowerContext, colour: str, b: dict) -> None:
    """A power changed hands during the last challenge (Changeling, Pentaform…): the star whose
    power was in use now holds the power the Binary received (powers move, 15.1)."""
    held = enc.state.player(colour).power
    if held and held not in b["stars"] and b["current"] is not None:
        old = b["stars"][b["current"]]
        b["stars"][b["current"]] = held
        enc.rec.note(f"{colour} (Binary) now holds {held.split(':', 1)[1]} in place of "
                     f"{old.split(':', 1)[1]} on that star", BIN_TWO, keys=("binary_stars",))


def binary_start(enc: PowerContext) -> None:
    """Each challenge the Binary uses one star's power: the scenario's declaration, or at random."""
    from resolver.engine import powers as power_registry
    state, P = enc.state, enc.P
    for colour, b in _book(state).get("binary", {}).items():
        if not b["stars"]:
            continue
        _follow_swaps(enc, colour, b)
        if scenario_of(enc) is None:
            actives = [i for i in range(len(b["stars"])) if star_active(state, P, colour, i)]
            b["current"] = enc.game.rng.choice(actives or list(range(len(b["stars"]))))
        star = b["current"]
        node = b["stars"][star]
        player = state.player(colour)
        player.power = node
        player.power_active = star_active(state, P, colour, star)
        spec = power_registry.effect_for(node, state.edition)
        _star_artefacts(enc.game, colour, node)
        if spec is not None:
            enc.power_effects[colour] = spec
        else:
            enc.power_effects.pop(colour, None)
        others = [f"{n.split(':', 1)[1]} ({'active' if star_active(state, P, colour, i) else 'lost'})"
                  for i, n in enumerate(b["stars"]) if i != star]
        enc.rec.note(f"{colour} (Binary) uses its {node.split(':', 1)[1]} star this challenge "
                     f"({'active' if player.power_active else 'lost'}); "
                     f"{', '.join(others) or 'no other star'} stays idle", BIN_NOT_TOGETHER,
                     keys=(f"power_active.{colour}", "binary_stars"))


def binary_powers(state) -> dict[str, list[str]]:
    """Each Binary player's star powers (colour -> power nodes), for cards such as Sanity (14.20)."""
    return {c: list(b["stars"]) for c, b in _book(state).get("binary", {}).items() if b["stars"]}


def binary_outcome(state, P) -> dict:
    return {c: {n.split(":", 1)[1]: star_active(state, P, c, i) for i, n in enumerate(b["stars"])}
            for c, b in _book(state).get("binary", {}).items()}


