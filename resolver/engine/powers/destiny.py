"""Powers acting on the destiny draw: the Assassin, the Dictator and the Will (MCE 15.2).

Their order in the destiny window comes from the graph (``Assassin before Dictator``,
``Dictator before Will``), not from this module.
"""
from __future__ import annotations

from resolver.engine import options as option_hooks
from resolver.engine.choices import default_lose
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import announce, choose, follows, is_random
from resolver.engine.state import WARP, system_of

COLOUR_POWERS, ASSASSIN_MULTI, COLOURLESS = ("more.7.1.colour-powers", "more.7.1.assassin-multi",
                                            "card:Colourless-cone")


def _drawn_colour(ctx: PowerContext) -> str | None:
    """The colour the destiny card counts as for a colour-dependent power: its colour, ``wild``,
    or for a colourless cone the one player its instructions fit (several fits: ``wild``, 7.1)."""
    card = ctx.destiny_card or ""
    fits = _fits(ctx)
    if fits is not None:
        return fits[0] if len(fits) == 1 else "wild"
    base = card.split(" ", 1)[1] if card.startswith("reverse ") else card
    return base or None


def _fits(ctx: PowerContext) -> list[str] | None:
    """The players a special destiny card's instructions fit (None: an ordinary card)."""
    return option_hooks.first(ctx, "destiny_fits", ctx.destiny_card) if ctx.state.options else None


@register("Assassin", windows=("destiny",), roles=("any",),
          fields=("kill", "from"),
          doc='`kill: <colour>` on a wild destiny card; `from: "<planet>"` where the ship is taken (default: largest stack, home planets last)')
@follows("mayfair")
def assassin(ctx: PowerContext) -> None:
    """Mayfair: one ship of the colour drawn goes to the warp (any colour on a wild card; on a
    colourless cone, the colour of the player it fits, or any of them when it fits several)."""
    drawn, fits = _drawn_colour(ctx), _fits(ctx)
    if drawn is None or drawn == ctx.colour:
        announce(ctx, "its own colour was drawn: it kills nothing")
        return
    if fits is not None and len(fits) > 1:       # 7.1: a different one of the fitting players may be hit
        victims = [c for c in fits if c != ctx.colour and ctx.state.bases(c)]
        victim = victims[0] if len(victims) == 1 else choose(ctx, "kill", victims)
        rule = ASSASSIN_MULTI
    elif drawn == "wild":
        victims = [c for c in ctx.state.colours if c != ctx.colour and ctx.state.bases(c)]
        victim, rule = choose(ctx, "kill", victims), "more.15.2.assassin"
    else:
        victim, rule = drawn, COLOUR_POWERS if fits is not None else "more.15.2.assassin"
    if victim is None or victim not in ctx.state.colours or not ctx.state.bases(victim):
        announce(ctx, f"{victim or 'no player'} has no ship on a colony to kill")
        return
    spots = list(ctx.state.bases(victim))
    where = choose(ctx, "from", spots, default=None, required=False)
    if where is None:
        where = next(iter(default_lose(ctx.state, victim, 1)))
    shown = drawn if fits is None else f"a colourless cone counting as {drawn}"
    announce(ctx, f"the colour drawn is {shown}: one {victim} ship goes to the warp, whatever "
             "is attacked afterwards", rule)
    ctx.rec.move(victim, 1, where, WARP, ctx.rule, "the Assassin's kill", default=ctx.choice.get("from") is None)


@register("Dictator", windows=("destiny",),
          fields=("system",),
          doc='`system: <colour>` the system the cone points at (no effect on a wild card)')
@follows("mayfair")
def dictator(ctx: PowerContext) -> None:
    """The Dictator chooses the system the cone points at, whatever colour was drawn."""
    fits = _fits(ctx)
    if fits is not None:           # a colourless cone: the graph says when it leaves the Dictator out
        verdict = ctx.rules.blocks(COLOURLESS, "power:Dictator", matching_players=len(fits))
        if verdict.verdict == "yes":
            announce(ctx, "the colourless cone fits several players: it is a wild card and the "
                     "Dictator has no effect", verdict.rules[0] if verdict.rules else None)
            return
    if _drawn_colour(ctx) == "wild":
        announce(ctx, "a wild card leaves the choice to the offense: the Dictator has no effect")
        return
    systems = [c for c in ctx.state.colours if c != ctx.offense]
    system = choose(ctx, "system", systems)
    ctx.marks.dictated_system = system
    ctx.defense, ctx.target = system, None
    why = ("picks the destiny card: the encounter goes to the " if ctx.edition == "ffg"
           else "points the cone at the ")
    announce(ctx, f"{why}{system} system, whatever colour was drawn", "more.15.2.dictator")


def _will_planets(ctx: PowerContext, colour: str) -> list[str]:
    """Planets the Will may aim at: inside the Dictator's system if it chose one."""
    system = ctx.marks.dictated_system
    state = ctx.state
    return [k for k in state.planets if (system is None or system_of(k) == system)
            and (system_of(k) != colour or any(c != colour for c in state.planets[k]))]


def _will_target_colours(ctx: PowerContext, colour: str) -> dict:
    """The Silencer's condition for the Will: how many colours hold the target base."""
    target = ctx.game.power_choices.get("Will", {}).get("target")
    if target is None and is_random(ctx):
        options = _will_planets(ctx, colour)
        target = ctx.marks.will_target = ctx.game.rng.choice(options) if options else None
    if target is None:
        return {}
    ships = ctx.state.planets.get(str(target).lower(), {})
    return {"target_colours": len([c for c, n in ships.items() if n > 0 and c != colour])}


@register("Will", windows=("destiny",), roles=("offense",), silence_context=_will_target_colours,
          fields=("target", "defense"),
          doc='`target: "<planet>"`, `defense: <colour>` (inside the Dictator\'s system if it chose one)')
@follows("mayfair")
def will(ctx: PowerContext) -> None:
    """The offense chooses whom to challenge and where; inside the Dictator's system if it chose one."""
    system = ctx.marks.dictated_system
    state = ctx.state
    planets = _will_planets(ctx, ctx.colour)
    target = ctx.marks.take("will_target") or choose(ctx, "target", planets)
    target = str(target).lower()
    if target not in state.planets:
        raise ScenarioError("invalid-scenario", f"{target!r} is not a planet of this game",
                            "encounter.powers.Will.target")
    if system is not None and system_of(target) != system:
        raise ScenarioError("illegal", f"{target} is outside the {system} system the Dictator chose; the "
                            "Will must accept the Dictator's system (more.15.2.dictator)",
                            "encounter.powers.Will.target", "more.15.2.dictator")
    colours = [c for c, n in state.planets[target].items() if n > 0 and c != ctx.colour]
    if system_of(target) != ctx.colour and system_of(target) not in colours:
        colours.append(system_of(target))
    defense = choose(ctx, "defense", colours)
    ctx.defense, ctx.target = defense, target
    where = f" inside the {system} system the Dictator chose" if system else ""
    announce(ctx, f"challenges {defense} on {target}{where}, whatever colour was drawn",
             "more.15.2.will")
    ctx.rec.note(f"the cone points at {target}", ctx.R["launch.point"])
