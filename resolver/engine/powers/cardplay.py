"""Powers that act on the encounter cards: Mirror, Sorcerer, Clone, Filch, Oracle,
Visionary and Laser."""
from __future__ import annotations

from resolver.engine.cards import attack_value, is_encounter_card, kind_of
from resolver.engine.choices import encounter_cards
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    announce,
    before_rule,
    card_choice,
    card_field,
    choose,
    follows,
    is_random,
    main_side,
    opponent,
    uses,
)

OTHER = {"offense": "defense", "defense": "offense"}


def reverse_digits(value: int) -> int:
    """08 -> 80, 15 -> 51, 20 -> 02 (two printed digits; a sign stays in front)."""
    sign = -1 if value < 0 else 1
    text = f"{abs(value):02d}"
    return sign * int(text[::-1])


@register("Mirror", windows=("reveal",),
          fields=("use",),
          doc='`use: true` / `false`')
def mirror(ctx: PowerContext) -> None:
    """The digits of each revealed attack card are swapped (after any Kicker multiplied, 14.10)."""
    if not uses(ctx):
        return
    kickers = getattr(ctx, "kickers", None) or {}
    rule = before_rule(ctx.rules, "card:Kicker", "Mirror") if kickers else None
    for side in ("offense", "defense"):
        card = ctx.effective.get(side, "")
        if kind_of(card) != "attack":
            continue
        value = attack_value(card)
        factor = kickers.pop(side, None)        # 14.10: the Kicker multiplies first, once
        if factor is not None:
            value *= factor
        new = reverse_digits(value)
        ctx.effective[side] = f"attack {new}"
        how = f"{attack_value(card)} x {factor} = {value}, then reversed" if factor is not None else "reversed"
        announce(ctx, f"the {side}'s attack {attack_value(card):02d} becomes {new:02d} ({how})",
                 rule or ctx.rule)


@register("Sorcerer", windows=("reveal",),
          fields=("use",),
          doc='`use: true` / `false`')
def sorcerer(ctx: PowerContext) -> None:
    """The two face-down encounter cards change places before the reveal."""
    if not uses(ctx):
        return
    ctx.effective["offense"], ctx.effective["defense"] = ctx.effective["defense"], ctx.effective["offense"]
    announce(ctx, f"swaps the encounter cards: the offense reveals {ctx.effective['offense']}, the "
             f"defense {ctx.effective['defense']}")


def _card_to_hand(ctx: PowerContext, card: str, colour: str, why: str) -> None:
    state = ctx.state
    if card not in state.in_play:
        return
    state.in_play.remove(card)
    hand = state.player(colour).hand
    if hand is not None:
        hand.append(card)
    ctx.rec.emit("cards", f"{colour} takes {card} into its hand ({why})", ctx.rule, keys=(f"hand.{colour}",))


@register("Clone", windows=("resolution",),
          fields=("use",),
          doc='`use: true` / `false`')
def clone(ctx: PowerContext) -> None:
    """Its own encounter card goes back into its hand instead of the discard pile."""
    side = main_side(ctx, ctx.colour)
    if side is None or side not in ctx.cards or not uses(ctx):
        return
    announce(ctx, "keeps its encounter card")
    _card_to_hand(ctx, ctx.cards[side], ctx.colour, "Clone")


@register("Filch", windows=("resolution",),
          fields=("use",),
          doc='`use: true` / `false`')
def filch(ctx: PowerContext) -> None:
    """It takes its opponent's encounter card from the discards into its hand."""
    side = main_side(ctx, ctx.colour)
    if side is None or OTHER[side] not in ctx.cards or not uses(ctx):
        return
    announce(ctx, "takes its opponent's encounter card")
    _card_to_hand(ctx, ctx.cards[OTHER[side]], ctx.colour, "Filch")


@register("Oracle", windows=("planning",),
          fields=(),
          doc='none (mandatory, nothing to choose)')
def oracle(ctx: PowerContext) -> None:
    """The opponent plays its card face up first; the Oracle chooses after seeing it."""
    if opponent(ctx, ctx.colour) is None:
        return
    hidden = getattr(ctx, "kicker_cards", None)
    rule = next((e["rule"] for e in ctx.rules.relations(subject="power:Oracle", verb="does-not-affect",
                                                       obj="card:Kicker")), ctx.rule) if hidden else ctx.rule
    announce(ctx, f"{opponent(ctx, ctx.colour)} plays its encounter card face up first; the Oracle "
             "chooses its own after seeing it" + (" (but not the opponent's Kicker)" if hidden else ""), rule)


@register("Visionary", windows=("planning",),
          fields=("use", "names"),
          doc='`names: <card>` the card the opponent must play if it holds it')
def visionary(ctx: PowerContext) -> None:
    """It names a card; an opponent holding it must play it."""
    opp = opponent(ctx, ctx.colour)
    if opp is None or not uses(ctx):
        return
    opp_side = main_side(ctx, opp)
    hand = ctx.state.player(opp).hand
    known = sorted(set(encounter_cards(hand, ctx.edition))) if hand is not None else []
    named = choose(ctx, "names", known) if known or is_random(ctx) else card_choice(ctx, "names")
    if named is None:          # random play with nothing known to name
        return
    if hand is not None and named not in hand:
        announce(ctx, f"names {named}; {opp} does not hold it and plays what it likes")
        return
    if not is_encounter_card(named, ctx.edition):
        raise ScenarioError("invalid-scenario", f"{named!r} is not an encounter card",
                            "encounter.powers.Visionary.names")
    ctx.forced_cards[opp_side] = named
    announce(ctx, f"names {named}: {opp} holds it and must play it"
             + ("" if hand is not None else " (its hand is unknown: assumed to hold it)"))


@register("Laser", windows=("planning",), editions=("mayfair",),
          fields=("drawn",),
          doc="`drawn: <card>` the card drawn from the opponent's hand (default: at random from a known hand, by `seed`)")
@follows("mayfair")
def laser(ctx: PowerContext) -> None:
    """Mayfair: the Laser draws at random the challenge card its opponent must play."""
    if ctx.edition == "ffg":
        raise ScenarioError("not-modelled", "the FFG Laser's effect (setting aside cards from the "
                            "opponent's hand) is not modelled; the Mayfair Laser is", "encounter.powers.Laser")
    opp = opponent(ctx, ctx.colour)
    if opp is None:
        return
    hand = ctx.state.player(opp).hand
    options = encounter_cards(hand, ctx.edition) if hand is not None else []
    drawn = ctx.choice.get("drawn")
    if drawn is None and hand is not None and not options:
        announce(ctx, f"{opp} holds no challenge card: there is nothing to draw")
        return
    if drawn is not None:
        drawn = card_field(drawn, "encounter.powers.Laser.drawn")
    if drawn is None:
        if not options or "?" in options:
            raise ScenarioError("open-decision", f"the Laser draws at random from {opp}'s hand, which the "
                                "scenario leaves unknown; give state.hands or encounter.powers.Laser.drawn",
                                "encounter.powers.Laser.drawn")
        drawn = ctx.game.rng.choice(sorted(options))
    elif hand is not None and drawn not in hand:
        raise ScenarioError("illegal", f"{opp} does not hold {drawn!r}", "encounter.powers.Laser.drawn")
    ctx.forced_cards[main_side(ctx, opp)] = drawn
    announce(ctx, f"draws {drawn} at random from {opp}'s hand: {opp} must play it")
