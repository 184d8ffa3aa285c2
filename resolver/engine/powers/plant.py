"""The Plant (FFG text; Mayfair 13.5: a Moon base does not let it graft).

A main player, before the cards are chosen (the ``planning`` window), may graft one
player in whose home system it has a colony on a planet, and holds that player's power
(if it is not lost) until the encounter ends: from then on the grafted power's effect
also acts for the Plant at its windows, behind the same gate. The grafted player keeps
its own power (the FFG text takes the power away only for the Wild flare). A power
with artefacts (15.1) is not grafted: whose tokens or cards it would use is not in our
sources. Field: ``graft: <colour>``.
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import effect_for, register
from resolver.engine.powers.support import (
    act_as,
    announce,
    choose,
    gate,
    is_random,
    main_side,
    uses,
)
from resolver.engine.randomplay import chance
from resolver.engine.state import system_of

PATH = "encounter.powers.Plant.graft"
WINDOWS = ("planning", "reveal", "outcome", "resolution", "cleanup")


def _moon_rule(ctx: PowerContext) -> str:
    return next((e["rule"] for e in ctx.rules.relations(subject="power:Plant", verb="does-not-affect",
                                                       obj="term:moon")), ctx.rule)


def _artefact_powers(ctx: PowerContext) -> set[str]:
    try:
        return {str(n).lower() for n in ctx.rules.param("artefact_powers", ctx.edition)}
    except KeyError:
        return set()


def graftable(ctx: PowerContext) -> list[str]:
    """Players with an active, modelled, artefact-free power in whose home system the Plant
    has a colony on a planet (never only a Moon)."""
    state, out = ctx.state, []
    for p in state.players:
        if p.colour == ctx.colour or not p.power or not p.power_active:
            continue
        name = p.power.split(":", 1)[1]
        if name.lower() in _artefact_powers(ctx) or effect_for(p.power, ctx.edition) is None:
            continue
        if any(system_of(k) == p.colour and k not in state.moons for k in state.bases(ctx.colour)):
            out.append(p.colour)
    return out


def _check(ctx: PowerContext, who: str) -> None:
    state = ctx.state
    if who not in state.colours or who == ctx.colour:
        raise ScenarioError("illegal", f"{who!r} is not another player", PATH)
    on_moon = [k for k in state.bases(ctx.colour) if system_of(k) == who and k in state.moons]
    on_planet = [k for k in state.bases(ctx.colour) if system_of(k) == who and k not in state.moons]
    if not on_planet:
        rule = _moon_rule(ctx) if on_moon else ctx.rule
        why = f" (a Moon base does not count: {_moon_rule(ctx)})" if on_moon else ""
        raise ScenarioError("illegal", f"the Plant has no colony on a planet of {who}'s system{why}", PATH,
                            rule if on_moon else None)
    power = state.player(who).power
    if not power or not state.player(who).power_active:
        raise ScenarioError("illegal", f"{who} has no active power to graft", PATH)
    if power.split(":", 1)[1].lower() in _artefact_powers(ctx):
        raise ScenarioError("not-modelled", f"grafting the {power.split(':', 1)[1]}, an artefact power, is not "
                            "modelled", PATH)
    if effect_for(power, ctx.edition) is None:
        raise ScenarioError("not-modelled", f"the {power.split(':', 1)[1]}'s effect is not modelled", PATH)


@register("Plant", windows=WINDOWS,
          fields=("use", "graft"),
          doc="`graft: <colour>` a player in whose home system it has a colony on a planet (a Moon base does not count, 13.5); it holds that player's power until the encounter ends, and the grafted power reads its decisions from the Plant's fields. A power with artefacts is refused")
def plant(ctx: PowerContext) -> None:
    if ctx.window_name == "planning":
        if main_side(ctx, ctx.colour) is None:
            return
        options = graftable(ctx)
        if is_random(ctx):
            if not options or chance(ctx.game.rng, "plant.no_graft"):
                return
        elif not uses(ctx):
            return
        if is_random(ctx) or "graft" not in ctx.choice:
            who = str(choose(ctx, "graft", options)).lower()
        else:
            who = str(ctx.choice["graft"]).lower()
            _check(ctx, who)
        ctx.marks.plant_graft = ctx.state.player(who).power
        announce(ctx, f"grafts {who} and holds its {ctx.marks.plant_graft.split(':', 1)[1]} until the "
                 "encounter ends")
    node = ctx.marks.plant_graft
    spec = effect_for(node, ctx.edition) if node else None
    if spec is None or ctx.window_name not in spec.windows or not gate(ctx, ctx.colour, spec, ctx.window_name):
        return
    act_as(ctx, node, spec)
