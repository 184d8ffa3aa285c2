"""Powers that add cards to an encounter: the Deuce (a second card), the Cavalry (an ally's
card), the Chosen (divine intervention) and the Gambler (a bluffed card). FFG texts,
with the Mayfair Kicker rulings 14.1, 14.2, 14.5 and 14.7."""
from __future__ import annotations

from resolver.engine.cards import DEAL_CARD, attack_value, is_encounter_card, kind_of
from resolver.engine.choices import default_lose
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    announce,
    card_choice,
    card_field,
    choose,
    is_random,
    main_side,
    side_of,
    uses,
)
from resolver.engine.state import WARP

OTHER = {"offense": "defense", "defense": "offense"}


def _card_from_hand(ctx: PowerContext, key: str, kinds: tuple[str, ...]) -> str | None:
    """A card the power's player adds from its hand (scenario field ``key``, or at random)."""
    hand = ctx.state.player(ctx.colour).hand
    if is_random(ctx):
        options = sorted(c for c in (hand or []) if kind_of(c) in kinds)
        return ctx.game.rng.choice(options) if options else None
    if ctx.choice.get(key) is None and hand is not None and "?" not in hand:
        fitting = sorted(c for c in hand if kind_of(c) in kinds)
        return choose(ctx, key, fitting) if fitting else None     # none in hand: no decision
    card = card_choice(ctx, key, kinds)
    if hand is not None and card not in hand and "?" not in hand:
        raise ScenarioError("illegal", f"{ctx.colour} does not hold {card!r}",
                            f"encounter.powers.{ctx.rule.split(':', 1)[1]}.{key}")
    return card


def _both_attack(ctx: PowerContext) -> bool:
    return all(kind_of(ctx.effective.get(s, "")) == "attack" for s in ("offense", "defense"))


# -- Deuce -------------------------------------------------------------------------------
@register("Deuce", windows=("reveal", "resolution"),
          fields=("second",),
          doc="`second: <card>` its second card (kept: the compromise's partner, or the lower attack)")
def deuce(ctx: PowerContext) -> None:
    """A second encounter card beside the main one: a second attack adds its value (a Kicker
    multiplies only the main card, 14.5); a compromise/negotiate makes the Deuce's a deal card."""
    side = main_side(ctx, ctx.colour)
    if ctx.window_name == "reveal":
        card = _card_from_hand(ctx, "second", ("attack", DEAL_CARD[ctx.edition]))
        if card is None:
            return
        ctx.rec.play_card(ctx.colour, card, ctx.rule, f"{ctx.colour} adds a second card: {card}")
        ctx.marks.deuce = (ctx.colour, card)
        if kind_of(card) != "attack":
            ctx.effective[side] = DEAL_CARD[ctx.edition]
            announce(ctx, f"its second card is a {card}: it counts as having played one")
        elif _both_attack(ctx):
            rule = "more.14.5.deuce-main" if getattr(ctx, "kickers", {}).get(side) else ctx.rule
            announce(ctx, f"its second card adds {attack_value(card)}"
                     + (" (the Kicker multiplies only its main card)" if rule != ctx.rule else ""), rule)
            ctx.add_to_total(side, attack_value(card), ctx.rule, "the Deuce's second card")
        return
    colour, second = ctx.marks.deuce or (None, None)
    if colour != ctx.colour or side not in ctx.cards:
        return
    main = ctx.cards[side]
    pair = [main, second]
    deals = [c for c in pair if kind_of(c) != "attack"]
    if deals:
        keep = next((c for c in pair if c != deals[0]), None) if len(deals) == 1 else deals[1]
    else:
        keep = min(pair, key=attack_value)
    _back_to_hand(ctx, keep, "the Deuce keeps the other card")


def _back_to_hand(ctx: PowerContext, card: str, why: str) -> None:
    if card in ctx.state.in_play:
        ctx.state.in_play.remove(card)
        hand = ctx.state.player(ctx.colour).hand
        if hand is not None:
            hand.append(card)
        ctx.rec.emit("cards", f"{ctx.colour} takes {card} back into its hand ({why})", ctx.rule,
                     keys=(f"hand.{ctx.colour}",))


# -- Cavalry -----------------------------------------------------------------------------
@register("Cavalry", windows=("reveal", "resolution"),
          fields=("use", "card"),
          doc="`card: attack N` or `card: compromise`/`negotiate` the ally's second card (a negotiate earns it compensation for its ships lost when its side loses, after its main player's)")
def cavalry(ctx: PowerContext) -> None:
    """An ally adds a face-down attack or negotiate/compromise beside its side's card. An
    attack adds to its side's total, multiplied by its main player's Kicker (14.1); a
    negotiate earns it compensation when its side loses, after its main player's."""
    side = side_of(ctx, ctx.colour)
    if ctx.window_name == "resolution":
        _cavalry_compensation(ctx, side)
        return
    if side is None or not uses(ctx):
        return
    card = _card_from_hand(ctx, "card", ("attack", DEAL_CARD[ctx.edition]))
    if card is None:
        return
    ctx.rec.play_card(ctx.colour, card, ctx.rule, f"{ctx.colour} adds a card beside the {side}'s: {card}")
    if kind_of(card) != "attack":
        ctx.marks.cavalry_deal[ctx.colour] = side
        announce(ctx, f"its {card} will earn it compensation if its side loses")
        return
    if kind_of(ctx.effective.get(side, "")) != "attack" or not _both_attack(ctx):
        announce(ctx, "its side's card is not an attack: the Cavalry's attack does nothing")
        return
    value = attack_value(card)
    k = (getattr(ctx, "kickers", None) or {}).get(side)
    rule = ctx.rule
    if k is not None:
        rule = next((e["rule"] for e in ctx.rules.relations(subject="card:Kicker", verb="affects",
                                                            obj="power:Cavalry")), ctx.rule)
        announce(ctx, f"its {value} is multiplied by its main player's Kicker: {value} x {k} = {value * k}", rule)
        value *= k
    ctx.add_to_total(side, value, rule, "the Cavalry's card")


def _cavalry_compensation(ctx: PowerContext, side: str | None) -> None:
    """Its side lost: the Cavalry's negotiate takes compensation for its ships lost, from the
    winning main player, after its own main player's."""
    if ctx.marks.cavalry_deal.get(ctx.colour) is None or side is None:
        return
    if ctx.winner not in ("offense", "defense") or ctx.winner == side:
        return
    from resolver.engine.encounter import consolation
    lost = ctx.allies.get(side, {}).get(ctx.colour, 0)
    winner = ctx.offense if ctx.winner == "offense" else ctx.defense
    announce(ctx, f"its side lost: its negotiate earns compensation for its {lost} ships lost")
    consolation(ctx, ctx.colour, winner, lost)


# -- Chosen ------------------------------------------------------------------------------
@register("Chosen", windows=("reveal",), once_per_encounter=True,
          fields=("use", "drawn", "take", "add"),
          doc="`drawn: [3 cards]` (the scenario's deck is unknown), `take: <card>`, `add: true` to add two attacks")
def chosen(ctx: PowerContext) -> None:
    """Divine intervention: 3 cards drawn; one encounter card among them may replace the
    revealed card, or (two attacks) add to it; the first Kicker drawn before it multiplies it
    (14.2). The rest is discarded. Scenario: ``drawn`` (the 3 cards, in order), ``take``, ``add``."""
    side = main_side(ctx, ctx.colour)
    if side is None or not uses(ctx):
        return
    drawn = _draws(ctx)
    encounter = [c for c in drawn if is_encounter_card(c, ctx.edition)]
    if not encounter:
        announce(ctx, f"draws {', '.join(drawn)}: no encounter card, all are discarded")
        _discard_drawn(ctx, drawn)
        return
    take = ctx.choice.get("take")
    take = card_field(take, "encounter.powers.Chosen.take") if take is not None else (ctx.game.rng.choice(encounter) if is_random(ctx) else
                                                       choose(ctx, "take", encounter))
    if take not in encounter:
        raise ScenarioError("illegal", f"{take!r} is not among the encounter cards drawn", "encounter.powers.Chosen.take")
    add = bool(ctx.choice.get("add", False)) and kind_of(take) == "attack" and \
        kind_of(ctx.effective.get(side, "")) == "attack"
    k = _first_kicker_before(drawn, take)
    value = attack_value(take) if kind_of(take) == "attack" else None
    if k is not None and value is not None:
        rule = next((e["rule"] for e in ctx.rules.relations(subject="card:Kicker", verb="affects",
                                                            obj="power:Chosen")), ctx.rule)
        announce(ctx, f"the first Kicker drawn (x{k}) multiplies {take}: {value} x {k} = {value * k}", rule)
        value *= k
    if add:
        announce(ctx, f"draws {', '.join(drawn)} and adds {take} to its card")
        ctx.add_to_total(side, value, ctx.rule, "divine intervention")
    else:
        announce(ctx, f"draws {', '.join(drawn)} and plays {take} instead of {ctx.effective[side]}")
        ctx.effective[side] = f"attack {value}" if value is not None else take
    _play_drawn(ctx, take)
    rest = list(drawn)
    rest.remove(take)                   # the one taken; a second copy of it is discarded too
    _discard_drawn(ctx, rest)


def _first_kicker_before(drawn: list[str], take: str) -> int | None:
    for card in drawn[:drawn.index(take)]:
        if kind_of(card) == "kicker":
            return int(card.split("x", 1)[1])
    return None


def _draws(ctx: PowerContext) -> list[str]:
    state = ctx.state
    hand = state.player(ctx.colour).hand
    given, draws = ctx.choice.get("drawn"), ctx.P["chosen_draws"]
    if given is not None:
        if not isinstance(given, list):
            raise ScenarioError("invalid-scenario", "must be a list of cards", "encounter.powers.Chosen.drawn")
        cards = [card_field(c, f"encounter.powers.Chosen.drawn[{i}]") for i, c in enumerate(given)]
        if len(cards) != draws:
            raise ScenarioError("invalid-scenario", f"the Chosen draws exactly {draws} cards",
                                "encounter.powers.Chosen.drawn")
        if state.deck is not None:
            raise ScenarioError("invalid-scenario", "the deck is known: the cards drawn come from it",
                                "encounter.powers.Chosen.drawn")
        if hand is not None:
            hand.extend(cards)
        ctx.rec.emit("cards", f"{ctx.colour} draws {draws} cards ({', '.join(cards)})", ctx.rule, keys=(f"hand.{ctx.colour}",))
        return cards
    if state.deck is None:
        raise ScenarioError("open-decision", f"the deck is unknown: give the {draws} cards the Chosen draws "
                            "(encounter.powers.Chosen.drawn)", "encounter.powers.Chosen.drawn")
    before = list(hand or [])
    ctx.rec.draw(ctx.colour, draws, ctx.rule, "divine intervention", ctx.R["deck.reshuffle"])
    after = list(state.player(ctx.colour).hand or [])
    for card in before:
        after.remove(card)
    return after


def _play_drawn(ctx: PowerContext, card: str) -> None:
    ctx.rec.play_card(ctx.colour, card, ctx.rule, f"{ctx.colour} plays {card} by divine intervention")


def _discard_drawn(ctx: PowerContext, cards: list[str]) -> None:
    hand = ctx.state.player(ctx.colour).hand
    for card in cards:
        if hand is not None and card in hand:
            hand.remove(card)
            ctx.state.discard.append(card)
    if cards:
        ctx.rec.emit("cards", f"{ctx.colour} discards {', '.join(cards)}", ctx.rule, keys=(f"hand.{ctx.colour}",))


# -- Gambler -----------------------------------------------------------------------------
@register("Gambler", windows=("reveal",),
          fields=("use", "claim", "claim_kicker", "challenged"),
          doc="`claim: <card>`, `claim_kicker: xN` (kickers), `challenged: true/false` (the opponent's call)")
def gambler(ctx: PowerContext) -> None:
    """It states its card instead of showing it (a lie allowed; with Kickers, its Kicker too,
    14.7). Unchallenged, the claim counts; challenged, the liar (or the challenger, if the claim
    was true) loses as many ships as it had in the encounter, and the real cards count."""
    side = main_side(ctx, ctx.colour)
    if side is None or not uses(ctx):
        return
    if is_random(ctx):
        return                          # random play: the Gambler shows its card (its option)
    real = ctx.effective[side]
    claim = choose(ctx, "claim", [real]) if "claim" not in ctx.choice else card_choice(ctx, "claim")
    kickers = getattr(ctx, "kickers", None) or {}
    real_k = kickers.get(side)
    claim_k = ctx.choice.get("claim_kicker")
    if claim_k is not None:
        text = str(claim_k).lower().lstrip("x") if isinstance(claim_k, str | int) else ""
        if isinstance(claim_k, bool) or not text.lstrip("-").isdigit():
            raise ScenarioError("invalid-scenario", f"{claim_k!r}: a Kicker's multiplier (x2, x0, x-1…)",
                                "encounter.powers.Gambler.claim_kicker")
        claim_k = int(text)
    else:
        claim_k = real_k
    challenged = bool(choose(ctx, "challenged", [True, False]))
    opp = ctx.defense if side == "offense" else ctx.offense
    lied = claim != real or claim_k != real_k
    what = f"{claim}" + (f" with a x{claim_k} Kicker" if claim_k is not None else "")
    if not challenged:
        announce(ctx, f"states its card is {what}; nobody challenges, so the claim counts",
                 "more.14.7.gambler-secret" if kickers else ctx.rule)
        ctx.effective[side] = claim
        if claim_k is not None:
            kickers[side] = claim_k
        return
    loser = ctx.colour if lied else opp
    n = _ships_in(ctx, loser)
    announce(ctx, f"states {what}; {opp} challenges: the claim was {'a lie' if lied else 'true'}, so "
             f"{loser} loses {n} ship{'s' if n != 1 else ''} from outside the encounter; the real cards count")
    for key, k in default_lose_outside(ctx, loser, n).items():
        ctx.rec.move(loser, k, key, WARP, ctx.rule, "the Gambler's challenge", default=True)


def _ships_in(ctx: PowerContext, colour: str) -> int:
    n = ctx.state.ships_in_cone(colour)
    if colour == ctx.defense and ctx.target:
        n += ctx.held(colour)
    return n


def default_lose_outside(ctx: PowerContext, colour: str, n: int) -> dict[str, int]:
    """Ships lost from colonies other than the encounter's target."""
    lost = default_lose(ctx.state, colour, n + (ctx.state.ships_on(ctx.target, colour) if ctx.target else 0))
    if ctx.target in lost:
        del lost[ctx.target]
    out, left = {}, n
    for key, k in lost.items():
        take = min(k, left)
        if take:
            out[key] = take
            left -= take
    return out
