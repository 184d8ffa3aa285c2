"""The Judge (FFG text; the Mayfair Judge is uncapped and "open to abuse", 15.5, its text
is not in our sources: refused in a Mayfair game).

A main player, before the cards are chosen, it declares extra gains for the winner or
for the loser of the encounter (not both). They are paid at the end, on top of the
normal result, if an attack card was revealed, and are capped at what a deal could give:
one colony on a planet where the other main player has one, and/or cards from the other
main player's hand (drawn at random).

Its scenario fields are declared with its effect (``register(fields=, doc=)``).
"""
from __future__ import annotations

from resolver.engine.cards import kind_of
from resolver.engine.choices import default_take
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    announce,
    choose,
    is_random,
    main_side,
    uses,
    whole_number,
)
from resolver.engine.randomplay import MOST, chance

PATH = "encounter.powers.Judge"


@register("Judge", windows=("planning", "cleanup"), editions=("ffg",),
          fields=("use", "favours", "colony", "cards"),
          doc='`favours: winner`/`loser`, `cards: N` taken from the other main player, `colony: "<planet>"` (or `true`: the first legal one) — paid at the end if an attack card was revealed; the Mayfair Judge (uncapped, 15.5) is refused')
def judge(ctx: PowerContext) -> None:
    if main_side(ctx, ctx.colour) is None:
        return
    if ctx.window_name == "planning":
        _declare(ctx)
    elif ctx.marks.judge is not None:
        _pay(ctx, ctx.marks.take("judge"))


def _declare(ctx: PowerContext) -> None:
    if not uses(ctx):
        return
    favours = str(choose(ctx, "favours", ["winner", "loser"])).lower()
    if is_random(ctx):
        fiat = {"favours": favours, "cards": ctx.game.rng.randint(0, MOST["judge.cards"]),
                "colony": chance(ctx.game.rng, "judge.colony")}
    else:
        colony = ctx.choice.get("colony")
        if colony is not None and not isinstance(colony, str | bool):
            raise ScenarioError("invalid-scenario", f"{colony!r}: a planet, or true", f"{PATH}.colony")
        fiat = {"favours": favours, "cards": whole_number(ctx.choice.get("cards", 0), f"{PATH}.cards"),
                "colony": colony}
    if fiat["cards"] < 0:
        raise ScenarioError("invalid-scenario", "must be 0 or more", f"{PATH}.cards")
    ctx.marks.judge = fiat
    gains = [f"{fiat['cards']} cards"] if fiat["cards"] else []
    gains += ["a colony"] if fiat["colony"] else []
    announce(ctx, f"declares extra gains for the {favours}: {' and '.join(gains) or 'nothing'}")


def _pay(ctx: PowerContext, fiat: dict) -> None:
    if "attack" not in (kind_of(ctx.cards.get("offense", "")), kind_of(ctx.cards.get("defense", ""))):
        announce(ctx, "no attack card was revealed: the fiat does not apply")
        return
    if ctx.winner not in ("offense", "defense"):
        return
    winner = ctx.offense if ctx.winner == "offense" else ctx.defense
    loser = ctx.defense if winner == ctx.offense else ctx.offense
    taker, giver = (winner, loser) if fiat["favours"] == "winner" else (loser, winner)
    hand = ctx.state.player(giver).hand
    n = fiat["cards"] if hand is None else min(fiat["cards"], len(hand))
    if n:
        cards = ctx.game.rng.sample(hand, n) if hand is not None else []
        ctx.rec.give_cards(giver, taker, cards, ctx.rule, "the Judge's fiat", default=True)
    if fiat["colony"]:
        _colony(ctx, taker, giver, fiat["colony"])


def _colony(ctx: PowerContext, taker: str, giver: str, wanted) -> None:
    state = ctx.state
    spots = sorted(k for k in state.bases(giver) if not state.ships_on(k, taker) and k not in state.moons)
    if is_random(ctx) or wanted is True:
        planet = ctx.game.rng.choice(spots) if is_random(ctx) and spots else (spots[0] if spots else None)
    else:
        planet = str(wanted).lower()
    taken = default_take(state, taker, 1)
    if planet is None or not taken:
        announce(ctx, f"{taker} cannot take a colony (no planet of {giver}'s to share, or no ship)")
        return
    if planet not in spots:
        raise ScenarioError("illegal", f"{planet} is not a planet where {giver} has a colony and {taker} has "
                            "none; options: " + ", ".join(spots), f"{PATH}.colony")
    announce(ctx, f"{taker} takes a colony on {planet} by the fiat")
    for key, k in taken.items():
        ctx.rec.move(taker, k, key, planet, ctx.rule, "the Judge's fiat", default=True)
