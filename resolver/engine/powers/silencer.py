"""The Silencer (Mayfair, MCE 15.4).

Its two lists act through the generic gate (another player's power that the graph
says it ``blocks`` does not act; edicts it blocks may not be played). What the
Silencer itself does here is the principle of 15.4: no agreement can be reached,
so a deal fails at once.
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import announce, follows


def deal_rule(rules) -> str | None:
    """The ruling saying the Silencer blocks agreements (``Silencer blocks term:deal``)."""
    for edge in rules.relations(subject="power:Silencer", verb="blocks"):
        if edge["object"] == "term:deal":
            return edge["rule"]
    return None


@register("Silencer", windows=("destiny", "outcome"), roles=("any",), editions=("mayfair",),
          fields=(),
          doc='none (mandatory, nothing to choose)')
@follows("mayfair")
def silencer(ctx: PowerContext) -> None:
    """Mayfair: every attempt at an agreement fails; the lists work through the gate."""
    if ctx.edition == "ffg":
        raise ScenarioError("not-modelled", "the FFG Silencer's silence tokens are not modelled; the "
                            "Mayfair Silencer (MCE 15.4) is", "players")
    if ctx.window_name == "outcome" and ctx.winner == "none":
        rule = deal_rule(ctx.rules)
        if rule:
            ctx.deal_forbidden = rule
            announce(ctx, "no agreement can be reached while the Silencer acts", rule)
