"""Powers that change how totals are counted or who wins on them: Macron, Virus,
Anti-Matter, Warrior and Pacifist (each from its FFG text; a Mayfair game says so)."""
from __future__ import annotations

from resolver.engine.cards import DEAL_CARD, attack_value, kind_of
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import on_commit_cap, register
from resolver.engine.powers.support import (
    announce,
    artefacts,
    is_random,
    main_side,
    on_setup,
    side_of,
    whole_number,
)
from resolver.engine.state import CONE


def _both_attack(ctx: PowerContext) -> bool:
    return all(kind_of(ctx.effective.get(s, "")) == "attack" for s in ("offense", "defense"))


def own_ships(ctx: PowerContext, colour: str, side: str) -> int:
    """A colour's ships counting for a side: on its cone end, and (defense) on the target."""
    n = sum(ctx.state.cone[side].get(colour, {}).values())
    if side == "defense" and colour == ctx.defense and ctx.target:
        n += ctx.held(colour)
    return n


def _limit_to_one(ctx: PowerContext, side: str) -> None:
    """The Macron commits a single ship as the offense or an ally."""
    n = sum(ctx.state.cone[side].get(ctx.colour, {}).values())
    if n <= 1 or ctx.marks.macron_limit_lifted == ctx.colour:
        return
    if not is_random(ctx):
        path = "encounter.launch" if ctx.colour == ctx.offense else f"encounter.allies.{side}"
        raise ScenarioError("illegal", f"{ctx.colour} commits {n} ships; the Macron may commit only 1 "
                            "as the offense or an ally (power:Macron)", f"{path}.{ctx.colour}", "power:Macron")
    ctx.go_home(ctx.colour, side, ctx.rule, "the Macron may commit only 1 ship")
    origin = next(k for k in ctx.state.bases(ctx.colour))
    ctx.rec.move(ctx.colour, 1, origin, CONE[side], ctx.rule, "the Macron's single ship", default=True)
    if ctx.colour in ctx.allies[side]:
        ctx.allies[side][ctx.colour] = 1


@on_commit_cap("Macron")
def macron_cap(ctx: PowerContext, colour: str) -> int | None:
    """What an open launch or alliance decision offers the Macron: one ship (unless lifted)."""
    return None if ctx.marks.macron_limit_lifted == colour else 1


@register("Macron", windows=("destiny", "launch", "alliance", "reveal"),
          fields=(),
          doc='none (mandatory, nothing to choose)')
def macron(ctx: PowerContext) -> None:
    """FFG: commits only 1 ship (offense, ally); after the reveal each of its ships counts 4."""
    side = side_of(ctx, ctx.colour)
    if ctx.window_name == "destiny":     # before any ship is committed: what it may commit
        cap = macron_cap(ctx, ctx.colour)
        if cap is not None:
            ctx.marks.commit_caps[ctx.colour] = cap
        return
    if ctx.window_name == "launch":
        if ctx.colour == ctx.offense:
            _limit_to_one(ctx, "offense")
        return
    if ctx.window_name == "alliance":
        if side and ctx.colour not in (ctx.offense, ctx.defense):
            _limit_to_one(ctx, side)
        return
    if not _both_attack(ctx) or side is None:
        return
    ships, worth = own_ships(ctx, ctx.colour, side), ctx.P["macron_ship_value"]
    if ships:
        announce(ctx, f"each of its {ships} ship{'s' if ships != 1 else ''} counts {worth}")
        # the normal count already added 1 per ship
        ctx.add_to_total(side, (worth - 1) * ships, ctx.rule, f"Macron ships count {worth}")


@register("Virus", windows=("reveal",),
          fields=(),
          doc='none (mandatory, nothing to choose)')
def virus(ctx: PowerContext) -> None:
    """FFG: its own ships multiply its attack card instead of adding to it (allies still add)."""
    side = main_side(ctx, ctx.colour)
    if not _both_attack(ctx):
        return
    value = attack_value(ctx.effective[side]) * (getattr(ctx, "kickers", {}) or {}).get(side, 1)
    ships = own_ships(ctx, ctx.colour, side)
    announce(ctx, f"its {ships} ships multiply its {value} instead of adding: {value} x {ships} = "
             f"{value * ships}")
    ctx.add_to_total(side, value * ships - value - ships, ctx.rule, "Virus multiplies")


@register("Anti-Matter", windows=("reveal", "outcome"),
          fields=(),
          doc='none (mandatory, nothing to choose)')
def anti_matter(ctx: PowerContext) -> None:
    """FFG: with two attacks, its side subtracts its ships, and the lower total wins."""
    side = main_side(ctx, ctx.colour)
    if not _both_attack(ctx):
        return
    if ctx.window_name == "reveal":
        ships = sum(ctx.state.cone_ships(side).values())
        if side == "defense" and ctx.target:
            ships += ctx.held(ctx.defense)
        announce(ctx, f"its side's {ships} ships are subtracted from its card, not added")
        # take back the 1 per ship the normal count added, then subtract 1 per ship
        ctx.add_to_total(side, -ships - ships, ctx.rule, "Anti-Matter subtracts ships")
        return
    totals = ctx.totals or {}
    if totals.get("offense") == totals.get("defense"):
        return
    winner = "offense" if totals["offense"] < totals["defense"] else "defense"
    if winner != ctx.winner:
        ctx.winner = winner
        announce(ctx, f"the lower total wins: the {winner} wins", keys=("winner",))


@on_setup("Warrior")
def warrior_tokens(store: dict, choice: dict, **_) -> None:
    """The tokens a scenario's Warrior starts with (``encounter.powers.Warrior.tokens``)."""
    store.setdefault("tokens", whole_number(choice.get("tokens", 0), "encounter.powers.Warrior.tokens"))


@register("Warrior", windows=("reveal", "cleanup"),
          parts={"reveal": "adding to its total in an encounter",
                 "cleanup": "adding tokens to its alien sheet"},
          fields=("tokens",),
          doc='`tokens: N` on its sheet at the start (an artefact)')
def warrior(ctx: PowerContext) -> None:
    """FFG: +1 per token to its attack total; after each encounter it gains tokens."""
    store = artefacts(ctx.game, ctx.rule)
    store.setdefault("tokens", 0)
    side = main_side(ctx, ctx.colour)
    if ctx.window_name == "reveal":
        if _both_attack(ctx) and store["tokens"]:
            announce(ctx, f"adds its {store['tokens']} tokens to its total")
            ctx.add_to_total(side, store["tokens"], ctx.rule, "Warrior tokens")
        return
    if side is None or ctx.winner is None or (ctx.winner == "none" and ctx.deal is None):
        return                  # the encounter ended before any result: nothing won or lost
    won = ctx.winner == side or (ctx.winner == "none" and ctx.success)
    gain = ctx.P["warrior_tokens_won" if won else "warrior_tokens_lost"]
    if ctx.P["planets_per_system"] == ctx.P["warrior_small_game_planets"]:
        gain += ctx.P["warrior_small_game_extra"]
    store["tokens"] += gain
    announce(ctx, f"{'won or dealt' if won else 'lost or failed to deal'}: gains {gain} token"
             f"{'s' if gain != 1 else ''} (now {store['tokens']})", source="ffg", keys=("artefacts",))


@register("Pacifist", windows=("outcome",),
          fields=(),
          doc='none (mandatory, nothing to choose)')
def pacifist(ctx: PowerContext) -> None:
    """FFG: its negotiate/compromise against an attack wins."""
    side = main_side(ctx, ctx.colour)
    other = "defense" if side == "offense" else "offense"
    deal = DEAL_CARD[ctx.edition]
    if kind_of(ctx.effective.get(side, "")) == deal and kind_of(ctx.effective.get(other, "")) == "attack":
        ctx.winner = side
        announce(ctx, f"its {deal} against an attack wins: the {side} wins", keys=("winner",))
