"""The Void (FFG text): the ships it beats are removed from the game, not sent to the warp.

A main player, on a win: the losing side's ships that went to the warp in this encounter
are removed from the game instead (a place off the board, ``void``), before any other
effect on them (so the Zombie saves none), down to a floor: a player keeps at least as
many ships as the foreign colonies needed to win, and a ship whose removal would break
that floor stays in the warp. A negotiate against the Void earns no compensation.
The Mayfair Void's text is not in our sources (only its flare, 14.22): refused there.
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.powers import register
from resolver.engine.powers.support import announce, main_side
from resolver.engine.state import WARP

REMOVED = "void"
OTHER = {"offense": "defense", "defense": "offense"}


def losers(ctx: PowerContext, side: str) -> list[str]:
    """The colours on the side that lost to the Void."""
    lost = OTHER[side]
    main = ctx.defense if lost == "defense" else ctx.offense
    return [main] + [c for c in ctx.allies[lost] if c != main]


@register("Void", windows=("outcome", "resolution"), editions=("ffg",),
          fields=(),
          doc="none (mandatory): on its win the losers' ships are removed from the game (down to a floor of `colonies_to_win` ships), no compensation, no Zombie rescue; the Mayfair Void is refused")
def void(ctx: PowerContext) -> None:
    """Outcome: mark the losers (no compensation, no Zombie). Resolution: remove their ships."""
    side = main_side(ctx, ctx.colour)
    if side is None or ctx.winner != side:
        return
    if ctx.window_name == "outcome":
        ctx.marks.void_losers = losers(ctx, side)
        ctx.marks.no_consolation = (ctx.rule, "a negotiate against the Void earns no compensation")
        return
    start = ctx.marks.warp_start
    floor = ctx.P["colonies_to_win"]
    ctx.state.places.setdefault(REMOVED, {})
    for colour in ctx.marks.void_losers:
        sent = ctx.state.warp.get(colour, 0) - start.get(colour, 0)
        in_game = ctx.state.ships_total(colour) - ctx.state.places[REMOVED].get(colour, 0)
        n = max(0, min(sent, in_game - floor))
        if sent <= 0:
            continue
        kept = sent - n
        announce(ctx, f"{n} of {colour}'s ships are removed from the game instead of going to the warp"
                 + (f"; {kept} stay in the warp (a player keeps at least {floor} ships)" if kept else ""))
        if n:
            ctx.rec.move(colour, n, WARP, REMOVED, ctx.rule, "removed by the Void")
