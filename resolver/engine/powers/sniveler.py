"""The Sniveler's whine (FFG text; Mayfair 9.0 for counting the Gas Giant).

Before the invitations (the ``launch`` window), once per encounter, a main Sniveler that
is strictly worst off may whine (the revised FFG text asks for strictly worst):

- ``whine: ships`` (most ships in the warp): ``answer: retrieve`` (it takes all its ships
  out of the warp to its colonies) or ``answer: match`` (every other player sends ships
  from its colonies to the warp until it has as many there as the Sniveler);
- ``whine: bases`` (fewest bases; Mayfair compares bases, and the Gas Giant counts as
  ``gas_giant_bases_for_sniveler`` bases for its owner, fewer if fewer ships are there,
  9.0) or ``whine: colonies`` (fewest foreign colonies, FFG): ``answer: grant`` with
  ``planet`` (it sets one ship from its colonies on that foreign planet) or
  ``answer: give_up`` with ``give_up: {colour: "<planet>"}`` (each other player leaves
  one foreign colony; its ships go home; default: its smallest).

The card whine (naming a card it lacks) is not modelled.
"""
from __future__ import annotations

from resolver.engine.choices import default_home, default_lose, default_take
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    announce,
    choose,
    is_random,
    main_side,
    mapping_choice,
    uses,
)
from resolver.engine.randomplay import chance
from resolver.engine.state import WARP, system_of

PATH = "encounter.powers.Sniveler"


def base_count(ctx: PowerContext, colour: str) -> tuple[int, str | None]:
    """Mayfair: a player's bases, its Gas Giant home counted per 9.0 (and the rule applied)."""
    from resolver.engine.options.hexes import hex_of
    state, rule, n = ctx.state, None, 0
    for key in state.bases(colour):
        if state.options and key not in state.moons and system_of(key) == colour and \
                hex_of(state, colour) == "gas-giant":
            most, rule, _ = ctx.rules.param_rule("gas_giant_bases_for_sniveler", ctx.edition, state.options)
            n += min(int(most), state.ships_on(key, colour))
        else:
            n += 1
    return n, rule


def _counts(ctx: PowerContext, whine: str) -> tuple[dict[str, int], str | None]:
    if whine == "ships":
        return {c: ctx.state.warp.get(c, 0) for c in ctx.state.colours}, None
    if whine == "colonies":
        return {c: ctx.state.foreign_colonies(c) for c in ctx.state.colours}, None
    rule, out = None, {}
    for c in ctx.state.colours:
        out[c], r = base_count(ctx, c)
        rule = rule or r
    return out, rule


def _strictly_worst(ctx: PowerContext, whine: str) -> tuple[bool, dict[str, int], str | None]:
    counts, rule = _counts(ctx, whine)
    mine = counts[ctx.colour]
    others = [n for c, n in counts.items() if c != ctx.colour]
    worst = mine > max(others) if whine == "ships" else mine < min(others)
    return worst, counts, rule


@register("Sniveler", windows=("launch",), once_per_encounter=True,
          fields=("use", "whine", "answer", "planet", "give_up"),
          doc='`whine: ships` / `bases` (Mayfair) / `colonies` (FFG) (`cards` is refused), `answer: retrieve`/`match` (ships) or `grant` with `planet`, `give_up` with `give_up: {colour: "<planet>"}` (bases, colonies)')
def sniveler(ctx: PowerContext) -> None:
    if main_side(ctx, ctx.colour) is None:
        return
    whines = ["ships", "bases" if ctx.edition == "mayfair" else "colonies"]
    if is_random(ctx):
        fit = [w for w in whines if _strictly_worst(ctx, w)[0]]
        if not fit or chance(ctx.game.rng, "sniveler.no_whine"):
            return
        whine = ctx.game.rng.choice(fit)
    else:
        if not uses(ctx):
            return
        given = ctx.choice.get("whine")
        fit = [w for w in whines if _strictly_worst(ctx, w)[0]]
        if isinstance(given, str) and given.lower() in whines and given.lower() not in fit:
            _, counts, rule = _strictly_worst(ctx, given.lower())
            shown = ", ".join(f"{c} {n}" for c, n in counts.items())
            raise ScenarioError("illegal", f"the Sniveler may whine about {given.lower()} only when "
                                f"strictly worst off ({shown})", f"{PATH}.whine", rule)
        whine = str(choose(ctx, "whine", fit + ["cards"])).lower()   # the card whine: always open
        if whine == "cards":
            raise ScenarioError("not-modelled", "the Sniveler's whine about a card it lacks is not modelled",
                                f"{PATH}.whine")
    worst, counts, rule = _strictly_worst(ctx, whine)
    shown = ", ".join(f"{c} {n}" for c, n in counts.items())
    if not worst:
        raise ScenarioError("illegal", f"the Sniveler may whine about {whine} only when strictly worst off "
                            f"({shown})", f"{PATH}.whine", rule)
    announce(ctx, f"whines about {whine} ({shown})", rule)
    if whine == "ships":
        _ships(ctx, counts)
    else:
        _colonies(ctx)


def _ships(ctx: PowerContext, counts: dict[str, int]) -> None:
    answer = choose(ctx, "answer", ["retrieve", "match"])
    if answer == "retrieve":
        dest = default_home(ctx.state, ctx.colour)
        n = ctx.state.warp.get(ctx.colour, 0)
        if dest is not None and n:
            announce(ctx, f"the others let it take its {n} ships out of the warp")
            ctx.rec.move(ctx.colour, n, WARP, dest, ctx.rule, "the Sniveler's whine", default=True)
        return
    mine = counts[ctx.colour]
    announce(ctx, f"every other player sends ships to the warp until it has {mine} there")
    for colour in ctx.state.colours:
        short = mine - ctx.state.warp.get(colour, 0)
        if colour == ctx.colour or short <= 0:
            continue
        for key, n in default_lose(ctx.state, colour, short).items():
            ctx.rec.move(colour, n, key, WARP, ctx.rule, "the Sniveler's whine", default=True)


def _colonies(ctx: PowerContext) -> None:
    answer = choose(ctx, "answer", ["grant", "give_up"])
    state = ctx.state
    if answer == "grant":
        spots = sorted(k for k in state.planets if system_of(k) != ctx.colour and k not in state.moons
                       and not state.ships_on(k, ctx.colour) and k != ctx.target)
        planet = str(choose(ctx, "planet", spots)).lower()
        taken = default_take(state, ctx.colour, 1)
        if planet not in spots or not taken:
            raise ScenarioError("illegal", f"{planet} is not a foreign planet where it may settle",
                                f"{PATH}.planet")
        announce(ctx, f"the others grant it a colony on {planet}")
        for key, n in taken.items():
            ctx.rec.move(ctx.colour, n, key, planet, ctx.rule, "the Sniveler's whine", default=True)
        return
    given = mapping_choice(ctx, "give_up")
    announce(ctx, "every other player gives up one foreign colony")
    for colour in state.colours:
        foreign = [k for k in state.bases(colour) if system_of(k) != colour and k not in state.moons]
        if colour == ctx.colour or not foreign:
            continue
        key = str(given.get(colour, min(foreign, key=lambda k: (state.ships_on(k, colour), k)))).lower()
        if key not in foreign:
            raise ScenarioError("illegal", f"{colour} has no foreign colony on {key}", f"{PATH}.give_up.{colour}")
        homes = [k for k in state.bases(colour) if k != key]
        dest = max(homes, key=lambda k: (system_of(k) == colour, state.ships_on(k, colour))) if homes else WARP
        ctx.rec.move(colour, state.ships_on(key, colour), key, dest, ctx.rule, "gives up a colony (Sniveler)",
                     default=colour not in given)
