"""Powers that change hands or change what a player is: the Changeling, the
Reincarnator, and the Terrorist's bomb list (an artefact, MCE 15.1).

Artefacts are kept with the power (:func:`support.artefacts`), so a power that
moves takes them along; an artefact power drawn mid-game is discarded and
replaced (the graph's ``Reincarnator replaces <artefact power>`` relations).
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import REGISTRY, effect_for, register
from resolver.engine.powers.support import (
    act_as,
    announce,
    artefacts,
    choose,
    follows,
    gate,
    has_setup,
    list_choice,
    main_side,
    on_setup,
    opponent,
    received,
)
from resolver.engine.timing import WINDOWS


def swap_powers(ctx: PowerContext, a: str, b: str) -> None:
    """Players ``a`` and ``b`` exchange powers (their artefacts move with them)."""
    pa, pb = ctx.state.player(a), ctx.state.player(b)
    pa.power, pb.power = pb.power, pa.power
    effects = ctx.game.power_effects
    ea, eb = effects.pop(a, None), effects.pop(b, None)
    if eb is not None:
        effects[a] = eb
    if ea is not None:
        effects[b] = ea
    for colour, player in ((a, pa), (b, pb)):
        if player.power and effect_for(player.power) is None:
            raise ScenarioError("not-modelled", f"{colour} receives the {player.power.split(':', 1)[1]}, "
                                "whose effect is not modelled", "encounter.powers.Changeling")
        received(ctx.game, colour, player.power)


@register("Changeling", windows=("destiny",), once_per_encounter=True,
          fields=("action",),
          doc='`action: swap` (powers, artefacts included, with the opponent) or `action: draw`')
def changeling(ctx: PowerContext) -> None:
    """FFG: once per encounter, draw a card or swap powers with the opponent."""
    opp = opponent(ctx, ctx.colour)
    action = choose(ctx, "action", ["swap", "draw"] if opp else ["draw"])
    if action == "draw":
        announce(ctx, "draws a card instead of swapping")
        ctx.rec.draw(ctx.colour, 1, ctx.rule, "Changeling", ctx.R["deck.reshuffle"])
        return
    theirs = ctx.state.player(opp).power
    if theirs is None:
        announce(ctx, f"{opp} has no power to swap")
        return
    carried = artefacts(ctx.game, theirs)
    moved = f", with its artefacts ({', '.join(sorted(carried))})" if carried else ""
    announce(ctx, f"swaps powers with {opp}: {ctx.colour} now holds the {theirs.split(':', 1)[1]}{moved}",
             "more.15.1.transfer" if carried else ctx.rule, keys=("powers",))
    swap_powers(ctx, ctx.colour, opp)


def _artefact_powers(ctx: PowerContext) -> set[str]:
    """Powers an incarnation may not be: the graph's replaces-edges from the Reincarnator."""
    out = set()
    for edge in ctx.rules.relations(subject="power:Reincarnator", verb="replaces"):
        out.add(edge["object"])
    return out


def _pool(ctx: PowerContext) -> list[str]:
    taken = {p.power for p in ctx.state.players if p.power}
    current = artefacts(ctx.game, "power:Reincarnator").get("as")
    taken.add(f"power:{current}" if current else None)
    return sorted(f"power:{spec.name}" for spec in REGISTRY.values()
                  if f"power:{spec.name}" not in taken and spec.name != "Reincarnator"
                  and ctx.edition in spec.editions
                  and not (ctx.edition == "ffg" and has_setup(ctx.rules, f"power:{spec.name}")))


@register("Reincarnator", windows=tuple(WINDOWS),
          fields=("draws",),
          doc='`draws: [powers]` the aliens drawn in order when its side loses (default: at random from the unused modelled powers); an artefact power drawn is discarded (15.1)')
def reincarnator(ctx: PowerContext) -> None:
    """FFG: when its side loses (or fails to deal) it becomes a random unused alien, keeping the
    Reincarnator; an artefact power drawn is discarded and another drawn (15.1)."""
    store = artefacts(ctx.game, ctx.rule)
    if store.get("as"):
        _act_as(ctx, f"power:{store['as']}")
    if ctx.window_name != "resolution":
        return
    side = main_side(ctx, ctx.colour) or ("offense" if ctx.colour in ctx.allies["offense"] else
                                          "defense" if ctx.colour in ctx.allies["defense"] else None)
    lost = side is not None and (ctx.winner not in (side, "none") or (ctx.winner == "none" and not ctx.success
                                                                   and main_side(ctx, ctx.colour)))
    if not lost:
        return
    _reincarnate(ctx, store)


def _reincarnate(ctx: PowerContext, store: dict) -> None:
    banned = _artefact_powers(ctx)
    draws = list_choice(ctx, "draws")
    discarded: set[str] = set()        # an artefact power drawn is discarded, never drawn again
    while True:
        pool = [p for p in _pool(ctx) if p not in discarded]
        if draws:
            node = ctx.rules.resolve_name(str(draws.pop(0)), kinds=("power",))
            if node is None:
                raise ScenarioError("invalid-scenario", "unknown power in draws", "encounter.powers.Reincarnator.draws")
        else:                      # chance: the scenario's seed (or the game's) decides
            if not pool:
                return
            node = ctx.game.rng.choice(pool)
        if node in banned:
            rule = next((e["rule"] for e in ctx.rules.relations(subject="power:Reincarnator", verb="replaces",
                                                                obj=node)), ctx.rule)
            announce(ctx, f"draws the {node.split(':', 1)[1]}, an artefact power: it is discarded and "
                     "another is drawn", rule)
            discarded.add(node)
            continue
        if effect_for(node) is None:
            raise ScenarioError("not-modelled", f"the Reincarnator draws the {node.split(':', 1)[1]}, whose "
                                "effect is not modelled", "encounter.powers.Reincarnator.draws")
        store["as"] = node.split(":", 1)[1]
        received(ctx.game, ctx.colour, node)
        announce(ctx, f"its side lost: it becomes the {store['as']} (and keeps the Reincarnator)",
                 keys=("artefacts",))
        return


def _act_as(ctx: PowerContext, node: str) -> None:
    spec = effect_for(node)
    if spec is None or ctx.window_name not in spec.windows:
        return
    if gate(ctx, ctx.colour, spec, ctx.window_name):
        act_as(ctx, node, spec)


@on_setup("Terrorist")
def terrorist_bombs(store: dict, choice: dict, **_) -> None:
    """The bomb list a scenario starts with (``encounter.powers.Terrorist.bombs``)."""
    game, path = _.get("game"), "encounter.powers.Terrorist.bombs"
    bombs = choice.get("bombs", [])
    if not isinstance(bombs, list) or not all(isinstance(b, str) for b in bombs):
        raise ScenarioError("invalid-scenario", "must be a list of planets (\"pink:3\")", path)
    bombs = sorted(" ".join(b.lower().split()) for b in bombs)
    unknown = [b for b in bombs if game is not None and b not in game.state.planets]
    if unknown:
        raise ScenarioError("invalid-scenario", f"{unknown[0]!r} is not a planet of this game", path)
    store.setdefault("bombs", bombs)


@register("Terrorist", windows=("resolution",), roles=("any",),
          fields=("bombs",),
          doc='`bombs: ["<planet>", …]` its bomb list (an artefact); a landing on a bombed planet is refused: when a bomb goes off is not in our sources')
@follows("mayfair")
def terrorist(ctx: PowerContext) -> None:
    """Mayfair: keeps a secret list of bombed planets (its artefact). When and how a bomb goes
    off is not in our sources, so a landing on a bombed planet is refused."""
    store = artefacts(ctx.game, ctx.rule)
    if ctx.winner == "offense" and ctx.target in store["bombs"]:
        raise ScenarioError("not-modelled", f"ships land on {ctx.target}, where the Terrorist has a bomb: "
                            "when and how a bomb goes off is not in our sources", "encounter.powers.Terrorist")
