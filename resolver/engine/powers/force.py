"""The Force (FFG text; Mayfair: "open to abuse", 15.5, text not in our sources).

Neither a main player nor an ally, after the cards are chosen and before they are
revealed, it looks at one main player's card and may swap it for an encounter card of
its own hand (the old card goes to the Force's hand). If it swapped: when that player
wins or makes a deal, the Force takes 3 rewards; when that player loses or the deal
fails, the Force sends 2 of its ships from its colonies to the warp and the player
takes 1 reward. A reward is a card from the deck or a ship from the warp.

Its scenario fields are declared with its effect (``register(fields=, doc=)``).
"""
from __future__ import annotations

from resolver.engine.cards import is_encounter_card, parse_card
from resolver.engine.choices import default_home, default_lose
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import announce, choose, is_random, uses, whole_number
from resolver.engine.state import WARP

PATH = "encounter.powers.Force"


@register("Force", windows=("reveal", "resolution"),
          fields=("use", "player", "swap", "rewards", "player_reward"),
          doc="`player: offense`/`defense`, `swap: <card>` from its known hand; `rewards: {cards, ships}` (its 3 rewards), `player_reward: card`/`ship` (the main player's 1)")
def force(ctx: PowerContext) -> None:
    if ctx.window_name == "reveal":
        _swap(ctx)
    elif ctx.marks.force is not None:
        _settle(ctx)


def _swap(ctx: PowerContext) -> None:
    hand = ctx.state.player(ctx.colour).hand
    if ctx.role_of(ctx.colour) is not None or hand is None or not uses(ctx):
        return                     # neither a main player nor an ally
    side = str(choose(ctx, "player", ["offense", "defense"])).lower()
    options = sorted({c for c in hand if is_encounter_card(c, ctx.edition)})
    if not options:
        return
    card = ctx.game.rng.choice(options) if is_random(ctx) else parse_card(str(choose(ctx, "swap", options)))
    if card not in hand:
        raise ScenarioError("illegal", f"the Force does not hold {card!r}", f"{PATH}.swap")
    old = ctx.cards[side]
    main = ctx.offense if side == "offense" else ctx.defense
    hand.remove(card)
    hand.append(old)
    ctx.state.in_play.remove(old)
    ctx.state.in_play.append(card)
    ctx.cards[side] = card
    ctx.effective[side] = card
    ctx.marks.force = (ctx.colour, side, main)
    announce(ctx, f"looks at {main}'s {old} and swaps it for its own {card}", keys=(f"hand.{ctx.colour}",))


def _settle(ctx: PowerContext) -> None:
    colour, side, main = ctx.marks.take("force")
    if colour != ctx.colour:
        return
    won = ctx.winner == side or (ctx.winner == "none" and ctx.success)
    P = ctx.P
    if won:
        announce(ctx, f"{main} won or made a deal: it takes {P['force_rewards_won']} rewards")
        _reward(ctx, ctx.colour, P["force_rewards_won"], ctx.choice.get("rewards"))
        return
    lost, given = P["force_ships_lost"], P["force_player_reward"]
    announce(ctx, f"{main} lost or failed to deal: it sends {lost} of its ships to the warp "
             f"and {main} takes {given} reward{'s' if given != 1 else ''}")
    for key, n in default_lose(ctx.state, ctx.colour, lost).items():
        ctx.rec.move(ctx.colour, n, key, WARP, ctx.rule, "the Force's wager failed", default=True)
    pick = str(ctx.choice.get("player_reward", "card")).lower()
    _reward(ctx, main, given, {"ships": given} if pick == "ship" else {"cards": given})


def _reward(ctx: PowerContext, colour: str, n: int, spec) -> None:
    spec = spec or {}
    warp = ctx.state.warp.get(colour, 0)
    if is_random(ctx):
        ships = ctx.game.rng.randint(0, min(n, warp)) if ctx.state.bases(colour) else 0
    else:
        if not isinstance(spec, dict):
            raise ScenarioError("invalid-scenario", "must be {cards: N, ships: N}", "encounter.powers.Force.rewards")
        ships = whole_number(spec.get("ships", 0), "encounter.powers.Force.rewards.ships")
    cards = n - ships
    wrong = not is_random(ctx) and spec.get("cards") is not None and \
        whole_number(spec["cards"], "encounter.powers.Force.rewards.cards") != cards
    if ships > warp or cards < 0 or wrong:
        raise ScenarioError("illegal", f"{colour} takes {n} rewards (cards + ships), with {warp} ships in "
                            "the warp", f"{PATH}.rewards")
    if cards:
        ctx.rec.draw(colour, cards, ctx.rule, "the Force's rewards", ctx.R["deck.reshuffle"])
    dest = default_home(ctx.state, colour)
    if ships and dest is not None:
        ctx.rec.move(colour, ships, WARP, dest, ctx.rule, "the Force's rewards", default=True)
    ctx.rewards[colour] = ctx.rewards.get(colour, 0) + n
