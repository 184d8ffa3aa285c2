"""Powers that work on hands: the Mutant refilling its hand, and Chronos's time journey
(the cards are taken back and the planning is played again, 14.3)."""
from __future__ import annotations

from resolver.engine.cards import is_encounter_card, kind_of
from resolver.engine.choices import encounter_cards
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    announce,
    card_field,
    choose,
    is_random,
    main_side,
    open_decision,
    opponent,
    uses,
)

OTHER = {"offense": "defense", "defense": "offense"}
FROM_DECK, FROM_PLAYERS = "from the deck", "by other players"


def _mutant_part(ctx: PowerContext, colour: str) -> dict:
    """The Silencer's rows split the Mutant: drawing from other players, or from the deck."""
    source = ctx.game.power_choices.get("Mutant", {}).get("from", "deck")
    return {"part": FROM_DECK if source == "deck" else FROM_PLAYERS}


@register("Mutant", windows=("launch",), silence_context=_mutant_part,
          fields=("use", "from"),
          doc='`from: deck` or `from: <colour>` / `[colours]` (drawn at random, by `seed`); needs its hand in `state.hands`')
def mutant(ctx: PowerContext) -> None:
    """Before allies are invited, a main player below a full hand draws up to the hand size
    (the graph's ``hand_size``), from the deck or at random from other players."""
    hand = ctx.state.player(ctx.colour).hand
    if hand is None:
        raise ScenarioError("open-decision", "the Mutant refills its hand, which the scenario leaves "
                            "unknown; give state.hands", f"state.hands.{ctx.colour}")
    need = ctx.P["hand_size"] - len(hand)
    if need <= 0 or not uses(ctx):
        return
    source = "deck" if is_random(ctx) else ctx.choice.get("from", "deck")
    if source == "deck":
        announce(ctx, f"draws {need} card{'s' if need != 1 else ''} from the deck up to {ctx.P['hand_size']}")
        ctx.rec.draw(ctx.colour, need, ctx.rule, "Mutant", ctx.R["deck.reshuffle"])
        return
    givers = [source] if isinstance(source, str) else source if isinstance(source, list) else None
    if not givers:
        raise ScenarioError("invalid-scenario", "must be deck, a player's colour or a list of colours",
                            "encounter.powers.Mutant.from")
    for giver in givers:
        if giver not in ctx.state.colours or giver == ctx.colour:
            raise ScenarioError("invalid-scenario", f"{giver!r} is not another player", "encounter.powers.Mutant.from")
    for i in range(need):
        giver = givers[i % len(givers)]
        their = ctx.state.player(giver).hand
        if their is None or not their:
            raise ScenarioError("open-decision", f"the Mutant draws at random from {giver}'s hand, which the "
                                "scenario leaves unknown or empty", f"state.hands.{giver}")
        card = ctx.game.rng.choice(sorted(their))
        ctx.rec.give_cards(giver, ctx.colour, [card], ctx.rule, "the Mutant draws at random", default=True,
                           keys=(f"hand.{ctx.colour}",))


@register("Chronos", windows=("reveal",), once_per_encounter=True,
          fields=("use", "replay"),
          doc='`use: true`, `replay: {offense: <card>, defense: <card>}` the cards played again after the time journey')
def chronos(ctx: PowerContext) -> None:
    """Time travel after the reveal: Chronos takes its card back, the opponent sets its card
    aside (with its Kicker, 14.3) unless it has no other encounter card; the planning is played
    again and the second result stands. Scenario: ``replay: {offense: <card>, defense: <card>}``."""
    side = main_side(ctx, ctx.colour)
    if side is None or not uses(ctx):
        return
    opp = opponent(ctx, ctx.colour)
    other = OTHER[side]
    kickers = getattr(ctx, "kickers", None) or {}
    kicker_cards = getattr(ctx, "kicker_cards", None) or {}
    aside = [ctx.cards[other]]
    opp_hand = ctx.state.player(opp).hand
    no_other = opp_hand is not None and not encounter_cards(opp_hand, ctx.edition)
    for who, card in ((ctx.colour, ctx.cards[side]), (opp, ctx.cards[other])):
        _take_back(ctx, who, card)
    rule = ctx.rule
    for s in (side, other):
        card = kicker_cards.get(s)
        kickers.pop(s, None)
        if card:
            _take_back(ctx, ctx.colour if s == side else opp, card)
            if s == other:
                aside.append(card)
                rule = next((e["rule"] for e in ctx.rules.relations(subject="power:Chronos", verb="affects",
                                                                   obj="card:Kicker")), ctx.rule)
    if no_other:
        aside = []
    announce(ctx, "calls a time journey: the cards go back and the planning is played again"
             + (f"; {opp} sets aside {', '.join(aside)}" if aside else f"; {opp} has no other encounter card and takes it back"),
             rule)
    ctx.marks.chronos_aside = (opp, aside)
    for s, colour in (("offense", ctx.offense), ("defense", ctx.defense)):
        card = _replay_card(ctx, s, colour, aside if colour == opp else [])
        ctx.rec.play_card(colour, card, ctx.R["planning"], f"{colour} puts an encounter card face down (again)")
        ctx.cards[s] = card
        ctx.effective[s] = card
    ctx.rec.note(f"revealed again: {ctx.offense} {ctx.cards['offense']}, {ctx.defense} {ctx.cards['defense']}",
                 ctx.R["reveal"])


def _take_back(ctx: PowerContext, colour: str, card: str) -> None:
    if card in ctx.state.in_play:
        ctx.state.in_play.remove(card)
        hand = ctx.state.player(colour).hand
        if hand is not None:
            hand.append(card)
        ctx.rec.emit("cards", f"{colour} takes {card} back into its hand", ctx.rule, keys=(f"hand.{colour}",))


def _replay_card(ctx: PowerContext, side: str, colour: str, aside: list[str]) -> str:
    hand = ctx.state.player(colour).hand
    options = sorted(set(c for c in encounter_cards(hand, ctx.edition) if c not in aside)) if hand is not None else []
    if is_random(ctx):
        return ctx.game.rng.choice(options) if options else sorted(encounter_cards(hand or [], ctx.edition))[0]
    replay = ctx.choice.get("replay") or {}
    if not isinstance(replay, dict):
        raise ScenarioError("invalid-scenario", "must be {offense: <card>, defense: <card>}",
                            "encounter.powers.Chronos.replay")
    if replay.get(side) is None:
        if options:
            return choose(ctx, f"replay.{side}", options)
        raise open_decision(ctx, f"replay.{side}", "an encounter card from its hand")
    card = card_field(replay[side], f"encounter.powers.Chronos.replay.{side}")
    if not is_encounter_card(card, ctx.edition) or kind_of(card) == "kicker":
        raise ScenarioError("invalid-scenario", f"{card!r} is not an encounter card", f"encounter.powers.Chronos.replay.{side}")
    if card in aside and hand is not None and hand.count(card) <= aside.count(card):
        raise ScenarioError("illegal", f"{colour} set {card} aside and cannot play it again",
                            f"encounter.powers.Chronos.replay.{side}", ctx.rule)
    if hand is not None and card not in hand and "?" not in hand:
        raise ScenarioError("illegal", f"{colour} does not hold {card!r}", f"encounter.powers.Chronos.replay.{side}")
    return card
