"""The Loser's revolt (Mayfair; FFG: upset) and the Insect copying another power (MCE 15.3)."""
from __future__ import annotations

from resolver.engine.cards import DEAL_CARD, kind_of
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import effect_for, register
from resolver.engine.powers.support import (
    act_as,
    announce,
    choice_path,
    choose,
    follows,
    gate,
    is_random,
)

OTHER = {"offense": "defense", "defense": "offense"}


@register("Loser", windows=("alliance", "reveal", "outcome"),
          fields=("revolt",),
          doc='`revolt: true/false` (declared after the alliances, before Kickers and cards; the offense first, 15.3)')
def loser(ctx: PowerContext) -> None:
    """Declared once the alliances are settled, before any Kicker and before the cards are
    chosen (14.9); once the cards are revealed, the result is inverted."""
    revolt = ctx.marks.revolt
    if ctx.window_name == "alliance":
        if revolt is not None:        # 15.3: once one side revolts the other can do nothing: no decision
            if not is_random(ctx) and ctx.choice.get("revolt"):
                raise ScenarioError("illegal", f"{revolt[0]} already declared the revolt; the other main "
                                    "player can do nothing about it (more.15.3.go-first, "
                                    "more.15.3.gd-second)", choice_path(ctx, "revolt"), "more.15.3.go-first")
            return
        if not choose(ctx, "revolt", [True, False]):
            return
        ctx.marks.revolt = (ctx.colour, ctx.rule)
        announce(ctx, f"{ctx.colour} declares the revolt: the encounter's result will be inverted",
                 "more.15.3.go-first" if ctx.colour == ctx.offense else "more.15.3.gd-second",
                 source=ctx.edition)
        return
    if revolt is None or revolt[0] != ctx.colour:
        return
    if ctx.window_name == "reveal" and ctx.edition == "ffg":
        _must_attack(ctx)
        return
    if ctx.window_name == "outcome" and ctx.winner in OTHER:
        ctx.winner = OTHER[ctx.winner]
        announce(ctx, f"the revolt inverts the result: the {ctx.winner} wins", keys=("winner",),
                 source=ctx.edition)


def _must_attack(ctx: PowerContext) -> None:
    """FFG upset: each main player plays an attack card where it can."""
    for side, colour in (("offense", ctx.offense), ("defense", ctx.defense)):
        hand = ctx.state.player(colour).hand or []
        if kind_of(ctx.cards.get(side, "")) == DEAL_CARD[ctx.edition] and any(
                kind_of(c) == "attack" for c in hand) and not is_random(ctx):
            raise ScenarioError("illegal", f"{colour} must play an attack card after the upset",
                                f"encounter.cards.{side}", "power:Loser")


def _copyable(ctx: PowerContext, colour: str) -> list[str]:
    """Other players' powers (an Insect copying an Insect would copy nothing)."""
    return [p.power.split(":", 1)[1] for p in ctx.state.players
            if p.power and p.colour != colour and p.power != "power:Insect"]


def _copy_context(ctx: PowerContext, colour: str) -> dict:
    """The Silencer's condition for the Insect: the power it copies (picked now in random play)."""
    name = ctx.game.power_choices.get("Insect", {}).get("copy") or ctx.marks.insect_copy
    if name is None and is_random(ctx):
        options = _copyable(ctx, colour)
        name = ctx.marks.insect_copy = ctx.game.rng.choice(options) if options else None
    return {"copied": name} if name else {}


@register("Insect", windows=("regroup", "destiny", "launch", "alliance", "planning", "reveal", "outcome",
                             "resolution", "cleanup"),
          silence_context=_copy_context, editions=("mayfair",),
          fields=("copy",),
          doc="`copy: <power of another player>`, plus the copied power's fields")
@follows("mayfair")
def insect(ctx: PowerContext) -> None:
    """Mayfair: uses another player's power as its own (its copy follows the copied power's rules)."""
    if ctx.edition == "ffg":
        raise ScenarioError("not-modelled", "the FFG Insect (new flesh from flares) is not modelled; the "
                            "Mayfair Insect, copying a power, is", "encounter.powers.Insect")
    name = ctx.marks.insect_copy or choose(ctx, "copy", _copyable(ctx, ctx.colour))
    ctx.marks.insect_copy = name
    node = ctx.rules.resolve_name(str(name), kinds=("power",))
    spec = effect_for(node) if node else None
    if spec is None:
        raise ScenarioError("not-modelled", f"the Insect copies the {name}, whose effect is not modelled",
                            "encounter.powers.Insect.copy")
    if ctx.window_name not in spec.windows or not gate(ctx, ctx.colour, spec, ctx.window_name):
        return
    act_as(ctx, node, spec)
