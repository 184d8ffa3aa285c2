"""Kickers (More Cosmic Encounter 14.0, 14.10): a main player's multiplier for its card.

After the alliances and before the challenge cards are chosen, each main player
may put one Kicker face down, the offense first (``opt.kickers.play``). At the
reveal a Kicker multiplies its player's Attack value by any whole number,
negative and zero included, before any other change (``opt.kickers.multiply``).
With a Compromise that loses to an Attack it multiplies the consolation; a
negative one turns it round (``opt.kickers.compromise``). What a Kicker does
when both players compromised is not stated for Mayfair (``opt.kickers.deal``).

The powers of section 14 find the played Kickers on ``enc.kickers``
(side -> multiplier) and the cards themselves in ``enc.kicker_cards``.
Scenario field: ``encounter.kickers: {offense: x2, defense: x-1}``.
"""
from __future__ import annotations

from resolver.engine.cards import DEAL_CARD, kind_of, parse_card
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.options import OptionHook, illegal, mayfair_only, register, scenario_of
from resolver.engine.randomplay import chance

PLAY, MULTIPLY, COMPROMISE, DEAL = ("opt.kickers.play", "opt.kickers.multiply",
                                    "opt.kickers.compromise", "opt.kickers.deal")


def multiplier(card: str) -> int:
    """The multiplier printed on a ``kicker xN`` card."""
    return int(card.split("x", 1)[1])


def _kicker_card(value, path: str) -> str:
    text = str(value).strip().lower()
    if not text.startswith("kicker"):
        text = f"kicker {text}"
    try:
        card = parse_card(text)
    except ValueError as exc:
        raise ScenarioError("invalid-scenario", f"{value!r} is not a Kicker (write x2, x-1, x0)",
                            path) from exc
    if kind_of(card) != "kicker":
        raise ScenarioError("invalid-scenario", f"{value!r} is not a Kicker", path)
    return card


def load_encounter(rules, sc, P) -> None:
    """Validate ``encounter.kickers``: main players only, one each, a Kicker card they hold."""
    mayfair_only(sc.state, "kickers")
    raw = sc.enc.get("kickers") or {}
    if not isinstance(raw, dict):
        raise ScenarioError("invalid-scenario", "must be a mapping {offense: x2, defense: x3}",
                            "encounter.kickers")
    clean = {}
    for side, value in raw.items():
        path = f"encounter.kickers.{side}"
        if side not in ("offense", "defense"):
            raise illegal(f"{side}: only a main player (offense or defense) may play a Kicker; "
                          "allies never do", path, PLAY)
        if isinstance(value, list):
            raise illegal("a main player plays at most one Kicker", path, PLAY)
        clean[side] = _kicker_card(value, path)
    sc.enc["kickers"] = clean


def _choose(enc: PowerContext, side: str, colour: str) -> str | None:
    """The Kicker ``colour`` plays (scenario answer, or at random in a random game)."""
    answers = scenario_of(enc)
    if answers is not None:
        card = (answers.get("kickers") or {}).get(side)
        hand = enc.state.player(colour).hand
        if card and hand is not None and card not in hand and "?" not in hand:
            raise illegal(f"{colour} does not hold {card!r} (hand: {', '.join(hand) or 'empty'})",
                          f"encounter.kickers.{side}", PLAY)
        return card
    hand = enc.state.player(colour).hand or []
    kickers = sorted(c for c in hand if kind_of(c) == "kicker")
    if kickers and chance(enc.game.rng, "kickers.play"):
        return enc.game.rng.choice(kickers)
    return None


def before_cards(enc: PowerContext) -> None:
    """Planning, before the challenge cards: the offense, then the defense, may play a Kicker."""
    enc.kicker_cards = {}
    for side, colour in (("offense", enc.offense), ("defense", enc.defense)):
        card = _choose(enc, side, colour)
        if card is None:
            continue
        enc.rec.play_card(colour, card, PLAY, f"{colour} puts a Kicker face down with its card")
        enc.kickers[side] = multiplier(card)
        enc.kicker_cards[side] = card


def at_reveal(enc: PowerContext) -> None:
    """The Kickers are revealed with the cards; a deal with a Kicker is not decided by the sources."""
    for side, k in enc.kickers.items():
        enc.rec.note(f"the {side}'s Kicker is revealed: ×{k}", PLAY)
    deal = DEAL_CARD[enc.edition]
    if enc.kickers and all(kind_of(c) == deal for c in enc.effective.values()):
        if scenario_of(enc) is not None:
            raise ScenarioError("undecided", "both main players compromised and a Kicker was played: "
                                f"the Mayfair sources do not say what the Kicker does ({DEAL})",
                                "encounter.kickers", DEAL)
        enc.rec.note("both compromised: what the Kicker does is not stated, so it changes nothing",
                     DEAL)


def card_value(enc: PowerContext, value: int, side: str) -> int:
    """The Attack value multiplied by its side's Kicker (before any other change)."""
    k = enc.kickers.get(side)
    if k is None:
        return value
    enc.rec.note(f"the {side}'s Kicker multiplies its card: {value} × {k} = {value * k}", MULTIPLY,
                 keys=("totals",))
    return value * k


def consolation(enc: PowerContext, n: int, taker: str) -> int:
    """A compromiser's Kicker multiplies its consolation (negative: the winner takes instead)."""
    side = "offense" if taker == enc.offense else "defense"
    k = enc.kickers.get(side)
    if k is None:
        return n
    if n * k < 0:
        enc.rec.note(f"{taker}'s Kicker ×{k} turns the consolation round: the winner takes "
                     f"{-n * k} cards from {taker}", COMPROMISE, keys=("consolation",))
    else:
        enc.rec.note(f"{taker}'s Kicker ×{k} multiplies its consolation: {n} × {k} = {n * k}",
                     COMPROMISE, keys=("consolation",))
    return n * k


def setup(game) -> None:
    """Random games: the assumed Kickers of ``kicker-deck`` go into the challenge deck."""
    mayfair_only(game.state, "kickers")
    if game.state.deck is None:
        return
    for row in game.rules.table("kicker-deck"):
        game.state.deck.extend([f"kicker x{int(row['value'])}"] * int(row["count"]))
    game.rng.shuffle(game.state.deck)


def end_challenge(enc: PowerContext) -> None:
    """A scenario's Kicker for a challenge that never reached the cards is an error, not a no-op."""
    answers = scenario_of(enc)
    for side in (answers or {}).get("kickers") or {}:
        if side not in getattr(enc, "kicker_cards", {}):
            raise illegal("the challenge ended before the challenge cards, so no Kicker is played",
                          f"encounter.kickers.{side}", PLAY)


register(OptionHook(
    "kickers", setup=setup,
    windows={"planning": before_cards, "reveal": at_reveal},
    points={"card_value": card_value, "consolation": consolation, "end_challenge": end_challenge},
    load_encounter=load_encounter,
))
