"""What runs at a timing window: the optional rules' callbacks, the scenario's flares and
edicts, what a power leaves on the table, then the players' powers in the timing-conflict
order (:func:`resolver.engine.timing.timing_order`), each behind the powers' gate.

It sits above the hooks it calls (edicts, options, powers) and below the encounter that
opens the windows, so none of them needs to import it back.
"""
from __future__ import annotations

from resolver.engine import edicts, options, powers
from resolver.engine.context import PowerContext
from resolver.engine.powers.support import by_rulings, gate
from resolver.engine.timing import timing_order


def open_window(ctx: PowerContext, window: str) -> None:
    """Run every power effect and option callback offered at ``window``."""
    if ctx.state.options:
        for hook in [h for h in options.REGISTRY.values()
                     if window in h.windows and h.option in ctx.state.options]:
            hook.windows[window](ctx)
    edicts.at_window(ctx, window)
    powers.run_leftovers(ctx, window)             # a power's components that outlive it (phantoms)
    if not ctx.power_effects:
        return
    due = [(colour, ctx.power_effects[colour])
           for colour in timing_order(ctx.rules, ctx.state, ctx.offense, ctx.defense)
           if colour in ctx.power_effects and window in ctx.power_effects[colour].windows]
    for colour, spec in by_rulings(ctx.rules, due, window):
        if ctx.power_effects.get(colour) is not spec:      # the power changed hands meanwhile
            continue
        if gate(ctx, colour, spec, window):
            ctx.run_power(colour, spec, window)
