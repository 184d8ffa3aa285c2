"""Cards a power keeps outside its hand (artefacts, 15.1): the Miser's hoard and the
Industrialist's stack. Both follow the FFG text (the Mayfair texts are not in our sources).

The cards are counted with the game's cards (``state.extra["cards_aside"]``), so the
card-count invariant holds while they sit on the power's sheet, and they move with the
power when it changes hands (the store is the power's, not the player's).

- Miser: ``hoard: [cards]`` (default in a random game: a second hand dealt at set-up;
  in a scenario, unknown unless given); ``play: <card>`` a main player plays its
  encounter card from the hoard instead of its hand. Refreshing an empty hoard is not
  modelled.
- Industrialist: ``stack: [attack cards]`` on its sheet; ``sign: add | subtract`` what
  it does with the stack's total when it reveals an attack; ``opponent: win | stack``
  the opponent's choice when it loses after revealing an attack (let it win instead,
  or let it put that attack on its stack).
"""
from __future__ import annotations

from resolver.engine.cards import attack_value, is_encounter_card, kind_of, parse_card
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    announce,
    artefacts,
    card_field,
    choose,
    is_random,
    main_side,
    on_setup,
    random_game,
    uses,
)
from resolver.engine.randomplay import chance

OTHER = {"offense": "defense", "defense": "offense"}


def _aside(game, name: str, cards: list[str]) -> list[str]:
    """Register a pile of cards held outside the hands (so every card stays counted)."""
    game.state.extra.setdefault("cards_aside", {})[name] = cards
    return cards


def _cards(raw, path: str) -> list[str]:
    if not isinstance(raw, list):
        raise ScenarioError("invalid-scenario", "must be a list of cards", path)
    try:
        return [parse_card(str(c)) for c in raw]
    except ValueError as exc:
        raise ScenarioError("invalid-scenario", str(exc), path) from None


# -- Miser ---------------------------------------------------------------------------------
@on_setup("Miser")
def miser_setup(store: dict, choice: dict, game=None, colour: str | None = None) -> None:
    """The hoard: the scenario's cards, or (random game, known deck) a second hand dealt."""
    if game is None or "hoard" in store:
        return
    if "hoard" in choice:
        store["hoard"] = _aside(game, "Miser", _cards(choice["hoard"], "encounter.powers.Miser.hoard"))
        return
    deck = game.state.deck
    if deck is None or not random_game(game):
        store["hoard"] = None                  # a scenario that does not list it: unknown
        return
    n = min(game.P["hand_size"], len(deck))
    store["hoard"] = _aside(game, "Miser", [deck.pop() for _ in range(n)])
    game.rec.note(f"{colour} (Miser) is dealt a second hand of {n} cards as its hoard", "power:Miser")


def _hoard_card(ctx: PowerContext, hoard: list[str]) -> str | None:
    """The encounter card the Miser plays from its hoard now (None: from its hand)."""
    playable = sorted({c for c in hoard if is_encounter_card(c, ctx.edition)})
    if is_random(ctx):
        return ctx.game.rng.choice(playable) if playable and chance(ctx.game.rng, "miser.play_hoard") else None
    if "play" not in ctx.choice:
        return None
    card = card_field(ctx.choice["play"], "encounter.powers.Miser.play")
    if card not in playable:
        raise ScenarioError("illegal", f"{card!r} is not an encounter card of the Miser's hoard (hoard: "
                            + (", ".join(hoard) or "empty") + ")", "encounter.powers.Miser.play")
    return card


@register("Miser", windows=("planning",),
          fields=("use", "hoard", "play"),
          doc='`hoard: [cards]` its second hand (an artefact; unknown unless listed), `play: <card>` the encounter card a main Miser plays from the hoard instead of its hand (`encounter.cards.<side>` may then be left out)')
def miser(ctx: PowerContext) -> None:
    """Before the cards are chosen, a main Miser may play its encounter card from the hoard."""
    side = main_side(ctx, ctx.colour)
    store = artefacts(ctx.game, ctx.rule)
    hoard = store.get("hoard")
    if side is None or not uses(ctx):
        return
    if hoard is None:
        if "play" in ctx.choice:
            raise ScenarioError("invalid-scenario", "the Miser's hoard is unknown: list it "
                                "(encounter.powers.Miser.hoard)", "encounter.powers.Miser.play")
        return
    card = _hoard_card(ctx, hoard)
    if card is None:
        return
    hoard.remove(card)
    hand = ctx.state.player(ctx.colour).hand
    if hand is not None:
        hand.append(card)          # it goes straight into play (below), never stays in the hand
    ctx.forced_cards[side] = card
    announce(ctx, f"plays {card} from its hoard instead of its hand ({len(hoard)} cards left in the hoard)",
             keys=("artefacts",))


# -- Industrialist -------------------------------------------------------------------------
@on_setup("Industrialist")
def industrialist_setup(store: dict, choice: dict, game=None, colour: str | None = None) -> None:
    if game is None or "stack" in store:
        return
    cards = _cards(choice.get("stack", []), "encounter.powers.Industrialist.stack")
    bad = [c for c in cards if kind_of(c) != "attack"]
    if bad:
        raise ScenarioError("invalid-scenario", f"the stack holds attack cards only, not {bad[0]}",
                            "encounter.powers.Industrialist.stack")
    store["stack"] = _aside(game, "Industrialist", cards)


def _both_attack(ctx: PowerContext) -> bool:
    return all(kind_of(ctx.effective.get(s, "")) == "attack" for s in ("offense", "defense"))


@register("Industrialist", windows=("reveal", "outcome"),
          fields=("stack", "sign", "opponent"),
          doc="`stack: [attack cards]` on its sheet (an artefact), `sign: add`/`subtract` its stack's total when it reveals an attack, `opponent: win`/`stack` the opponent's call when it loses after revealing an attack")
def industrialist(ctx: PowerContext) -> None:
    """Reveal: it adds or subtracts its stack's total to its attack. Outcome: losing after
    revealing an attack, the opponent lets it win or lets it stack that attack."""
    side = main_side(ctx, ctx.colour)
    if side is None or not _both_attack(ctx):
        return
    store = artefacts(ctx.game, ctx.rule)
    if "stack" not in store:
        store["stack"] = _aside(ctx.game, "Industrialist", [])
    stack = store["stack"]
    if ctx.window_name == "reveal":
        if not stack:
            return
        total = sum(attack_value(c) for c in stack)
        sign = "add" if is_random(ctx) else choose(ctx, "sign", ["add", "subtract"])
        announce(ctx, f"{sign}s its stack's total ({', '.join(stack)} = {total})")
        ctx.add_to_total(side, total if sign == "add" else -total, ctx.rule, "the Industrialist's stack")
        return
    if ctx.winner != OTHER[side] or kind_of(ctx.cards[side]) != "attack":
        return                     # it lost after revealing an attack card (a Morph is not one)
    call = choose(ctx, "opponent", ["win", "stack"])
    opponent = ctx.defense if side == "offense" else ctx.offense
    if call == "win":
        announce(ctx, f"{opponent} lets it win instead", keys=("winner",))
        ctx.winner = side
        return
    card = ctx.cards[side]
    if card in ctx.state.in_play:
        ctx.state.in_play.remove(card)
    stack.append(card)
    announce(ctx, f"{opponent} lets it put its {card} on its stack (now {', '.join(stack)})", keys=("artefacts",))
