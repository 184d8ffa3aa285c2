"""The Filth (FFG text; Mayfair 9.0: no effect on the Gas Giant).

- Sharing: whenever its ships share a planet with other ships, the others go back to
  their other colonies (checked at the outcome and at the end of the resolution). A
  player with no other colony keeps its ships there: where they would go is not in
  our sources (the trace says so). The Gas Giant is never fumigated (9.0): ships in
  its separate stacks stay.
- Filth's side wins as the offense: the other ships of its side do not land on the
  target; each of those players settles instead on another planet of the defending
  system (``settle: {colour: "<planet>"}``; default: the defense's lowest-numbered
  other planet).
- Filth's side loses as the defense where Filth has ships on the target: the winners
  go back to their colonies instead of landing, Filth's ships there go to the warp and
  the planet is left empty.
- Not modelled: a deal granting a colony (the granting player first clears a planet).
"""
from __future__ import annotations

from resolver.engine.choices import default_home
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import announce, is_random, mapping_choice, side_of
from resolver.engine.state import CONE, WARP, system_of

GAS_GIANT = "gas-giant"


def _gas_giant(ctx: PowerContext, key: str) -> bool:
    from resolver.engine.options.hexes import hex_of
    return bool(ctx.state.options) and hex_of(ctx.state, system_of(key)) == GAS_GIANT


def _gas_giant_rule(ctx: PowerContext) -> str:
    return next((e["rule"] for e in ctx.rules.relations(subject="power:Filth", verb="does-not-affect")
                 if "gas" in e["object"].lower()), ctx.rule)


@register("Filth", windows=("outcome", "resolution"), roles=("any",),
          fields=("settle",),
          doc='`settle: {colour: "<planet>"}` where each other ship of its winning offensive side settles instead of the target (default: the defense\'s lowest other planet); sharing a planet, losing as the defense and the Gas Giant (9.0) need no field')
def filth(ctx: PowerContext) -> None:
    if ctx.window_name == "outcome":
        _outcome(ctx)
    _fumigate(ctx)


def _outcome(ctx: PowerContext) -> None:
    side = side_of(ctx, ctx.colour)
    if ctx.winner != "offense" or side is None or ctx.state.reverse_cone:
        return
    if side == "offense" and not _gas_giant(ctx, ctx.target):   # no effect on the Gas Giant (9.0)
        _settle_elsewhere(ctx)
    elif ctx.target and ctx.state.ships_on(ctx.target, ctx.colour) and not _gas_giant(ctx, ctx.target):
        _left_empty(ctx)


def _settle_elsewhere(ctx: PowerContext) -> None:
    """Its side won: the others on its side settle on other planets of the defending system."""
    settle = mapping_choice(ctx, "settle")
    spots = [k for k in ctx.state.planets if system_of(k) == ctx.defense and k != ctx.target
             and k not in ctx.state.moons]
    if not spots:
        # The defending system has no other planet to settle on (the text assumes one):
        # policy: the allies land on the target as usual, and the trace says why.
        announce(ctx, f"{ctx.defense}'s system has no other planet: the allies land as usual")
        return
    for colour in [c for c in list(ctx.state.cone["offense"]) if c != ctx.colour]:
        if is_random(ctx):
            planet = ctx.game.rng.choice(spots) if spots else None
        else:
            planet = str(settle.get(colour, spots[0] if spots else "")).lower() or None
        if planet is None or planet not in spots:
            raise ScenarioError("illegal", f"{colour} must settle on another planet of {ctx.defense}'s "
                                "system; options: " + ", ".join(spots), f"encounter.powers.Filth.settle.{colour}")
        n = sum(ctx.state.cone["offense"][colour].values())
        announce(ctx, f"{colour} does not land beside the Filth: its {n} ships settle on {planet}")
        ctx.rec.move(colour, n, CONE["offense"], planet, ctx.rule, "settles away from the Filth")


def _left_empty(ctx: PowerContext) -> None:
    """Its side lost on a planet where it has ships: no one lands, the planet is emptied."""
    announce(ctx, f"the winners do not land on {ctx.target}: they go home, and the Filth's ships there go "
             "to the warp (the planet is fumigated)")
    for colour in list(ctx.state.cone["offense"]):
        ctx.go_home(colour, "offense", ctx.rule, "the planet is fumigated")
    n = ctx.state.ships_on(ctx.target, ctx.colour)
    if ctx.colour != ctx.defense:
        ctx.rec.move(ctx.colour, n, ctx.target, WARP, ctx.rule, "fumigated")


def _fumigate(ctx: PowerContext) -> None:
    """Others sharing a planet with the Filth's ships go back to their other colonies."""
    noted = ctx.marks.filth_noted
    for key in [k for k in ctx.state.planets if ctx.state.ships_on(k, ctx.colour)]:
        if _gas_giant(ctx, key):
            shared = [k for k in ctx.state.planets if system_of(k) == system_of(key) and k != key
                      and any(n for c, n in ctx.state.planets[k].items() if c != ctx.colour)]
            if shared and key not in noted:
                noted.add(key)
                announce(ctx, "has no effect on the Gas Giant: the other stacks there stay", _gas_giant_rule(ctx))
            continue
        for colour, n in list(ctx.state.planets[key].items()):
            if colour == ctx.colour or n <= 0:
                continue
            dest = _elsewhere(ctx, colour, key)
            if dest is None:
                if (key, colour) not in noted:
                    noted.add((key, colour))
                    announce(ctx, f"{colour} shares {key} with it but has no other colony: where its ships "
                             "would go is not in our sources, so they stay")
                continue
            announce(ctx, f"{colour}'s {n} ships leave {key}, which they shared with it, for {dest}")
            ctx.rec.move(colour, n, key, dest, ctx.rule, "driven off by the Filth", default=True)


def _elsewhere(ctx: PowerContext, colour: str, key: str) -> str | None:
    bases = [k for k in ctx.state.bases(colour) if k != key and not ctx.state.ships_on(k, ctx.colour)]
    if not bases:
        return None
    home = default_home(ctx.state, colour)
    return home if home in bases else bases[0]
