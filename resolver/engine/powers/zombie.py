"""The Zombie: its ships that went to the warp come back to its colonies (FFG text).

Modelled at the end of the resolution: every Zombie ship that reached the warp
during this encounter (counted from the warp at the encounter's start) returns.
Consolation and compensation were already counted on the ships lost (Simply Cosmic,
Situation B, for the Zombie collecting consolation).
"""
from __future__ import annotations

from resolver.engine.choices import default_home
from resolver.engine.context import PowerContext
from resolver.engine.powers import register
from resolver.engine.powers.support import announce
from resolver.engine.state import WARP


@register("Zombie", windows=("resolution",), roles=("any",),
          parts={"resolution": "saving its own ships from the warp"},
          fields=(),
          doc='none (mandatory, nothing to choose)')
def zombie(ctx: PowerContext) -> None:
    if ctx.colour in ctx.marks.void_losers:
        announce(ctx, "beaten by the Void: its ships never reach the warp, so it saves none")
        return
    start = ctx.marks.warp_start.get(ctx.colour, 0)
    n = ctx.state.warp.get(ctx.colour, 0) - start
    dest = default_home(ctx.state, ctx.colour)
    if n <= 0 or dest is None:
        return
    announce(ctx, f"its {n} ship{'s' if n != 1 else ''} sent to the warp this encounter go back to "
             "its colonies instead")
    ctx.rec.move(ctx.colour, n, WARP, dest, ctx.rule, "the Zombie's ships never stay in the warp",
                 default=True)
