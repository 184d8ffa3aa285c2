"""Powers acting on the destiny draw: the Assassin, the Dictator and the Will (MCE 15.2).

Their order in the destiny window comes from the graph (``Assassin before Dictator``,
``Dictator before Will``), not from this module.
"""
from __future__ import annotations

from resolver.engine.choices import default_lose
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import announce, choose, follows, is_random
from resolver.engine.state import WARP, system_of


def _drawn_colour(ctx) -> str | None:
    card = ctx.destiny_card or ""
    base = card.split(" ", 1)[1] if card.startswith("reverse ") else card
    return base or None


@register("Assassin", windows=("destiny",), roles=("any",))
@follows("mayfair")
def assassin(ctx) -> None:
    """Mayfair: one ship of the colour drawn goes to the warp (any colour on a wild card)."""
    drawn = _drawn_colour(ctx)
    if drawn is None or drawn == ctx.colour:
        announce(ctx, "its own colour was drawn: it kills nothing")
        return
    victims = [c for c in ctx.state.colours if c != ctx.colour and ctx.state.bases(c)]
    victim = choose(ctx, "kill", victims) if drawn == "wild" else drawn
    if victim not in ctx.state.colours or not ctx.state.bases(victim):
        announce(ctx, f"{victim} has no ship on a colony to kill")
        return
    spots = [k for k in ctx.state.bases(victim)]
    where = choose(ctx, "from", spots, default=None, required=False)
    if where is None:
        where = next(iter(default_lose(ctx.state, victim, 1)))
    announce(ctx, f"the colour drawn is {drawn}: one {victim} ship goes to the warp, whatever "
             "is attacked afterwards", "more.15.2.assassin")
    ctx.rec.move(victim, 1, where, WARP, ctx.rule, "the Assassin's kill", default=ctx.choice.get("from") is None)


@register("Dictator", windows=("destiny",))
@follows("mayfair")
def dictator(ctx) -> None:
    """The Dictator chooses the system the cone points at, whatever colour was drawn."""
    if _drawn_colour(ctx) == "wild":
        announce(ctx, "a wild card leaves the choice to the offense: the Dictator has no effect")
        return
    systems = [c for c in ctx.state.colours if c != ctx.offense]
    system = choose(ctx, "system", systems)
    ctx.marks["dictated_system"] = system
    ctx.defense, ctx.target = system, None
    why = ("picks the destiny card: the encounter goes to the " if ctx.edition == "ffg"
           else "points the cone at the ")
    announce(ctx, f"{why}{system} system, whatever colour was drawn", "more.15.2.dictator")


def _will_planets(ctx, colour: str) -> list[str]:
    """Planets the Will may aim at: inside the Dictator's system if it chose one."""
    system = ctx.marks.get("dictated_system")
    state = ctx.state
    return [k for k in state.planets if (system is None or system_of(k) == system)
            and (system_of(k) != colour or any(c != colour for c in state.planets[k]))]


def _will_target_colours(ctx, colour: str) -> dict:
    """The Silencer's condition for the Will: how many colours hold the target base."""
    target = ctx.game.power_choices.get("Will", {}).get("target")
    if target is None and is_random(ctx):
        options = _will_planets(ctx, colour)
        target = ctx.marks["will_target"] = ctx.game.rng.choice(options) if options else None
    if target is None:
        return {}
    ships = ctx.state.planets.get(str(target).lower(), {})
    return {"target_colours": len([c for c, n in ships.items() if n > 0 and c != colour])}


@register("Will", windows=("destiny",), roles=("offense",), silence_context=_will_target_colours)
@follows("mayfair")
def will(ctx) -> None:
    """The offense chooses whom to challenge and where; inside the Dictator's system if it chose one."""
    system = ctx.marks.get("dictated_system")
    state = ctx.state
    planets = _will_planets(ctx, ctx.colour)
    target = ctx.marks.pop("will_target", None) or choose(ctx, "target", planets)
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
