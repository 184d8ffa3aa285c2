"""Special destiny cards: colourless cones and Comets (More Cosmic Encounter 7.0–7.2).

- Set-up (7.0): one special card per player, drawn at random from those in play
  (``special-destiny-pool``), goes into the destiny deck; at each reshuffle the
  special card played most recently is swapped for one left out.
- Colourless cones (7.1): the card's instructions say which players it fits (a
  scenario lists them). One fit: that player's system; the offense itself: as if
  its own colour were drawn (policy amb.colourless-self-options); several: the
  offense chooses among them, the card is treated as a wild and the Dictator has
  no effect. A Regular challenge happens in the chosen system; a Warp challenge
  aims at ships in the warp and its results are printed on the card, so a
  scenario with one is refused.
- Comets (7.2): a Comet changes the next challenge only: note it and keep drawing,
  ignoring further Comets, until a card names the defense; the first Comet
  governs. Comet texts are not in the sources: the engine records which Comet
  governs and says that its own rules are left out.

Scenario destiny cards: ``comet`` or ``comet <Name>``; ``colourless regular:
pink, mint`` (``colorless`` too); ``colourless warp: pink`` (refused). Expect key
``comet`` (the governing Comet, or null).
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.expect import Optional, Text
from resolver.engine.options import OptionHook, data, mayfair_only, register

SETUP, SWAP, SELF, MULTI, REGULAR, WARP_CHALLENGE, DICTATOR, COMET, DRAW_ON, FIRST, EFFECTS = (
    "more.7.0.setup-one-per-player", "more.7.0.reshuffle-swap-last", "more.7.1.self",
    "more.7.1.multi-choose", "more.7.1.regular-challenge", "more.7.1.warp-challenge",
    "more.7.1.dictator-multi", "more.7.2.modifier", "more.7.2.draw-on", "more.7.2.first-comet",
    "opt.special-destiny.effects")
OPTIONS = ("comets", "colourless-cones")
#: the 7.0 variant: every special card is replaced at each reshuffle
SWAP_ALL, SWAP_ALL_RULE = "special-destiny-swap-all", "more.7.0.reshuffle-swap-all"


def _book(state) -> dict:
    return data(state, "special-destiny")


def _primary(state, option: str) -> bool:
    """Both options share one pool: only the first of them in play runs the shared steps."""
    return next(o for o in state.options if o in OPTIONS) == option


# -- scenario cards ---------------------------------------------------------------------------------
def destiny_names(text: str, sc, path: str) -> str | None:
    """A special destiny card written in a scenario, normalised; None: not one of ours."""
    words = text.replace("colorless", "colourless")
    if (words.startswith("comet") or words.startswith("colourless")) and sc.edition != "mayfair":
        raise ScenarioError("invalid-scenario", "special destiny cards belong to the Mayfair edition", path)
    if words == "comet" or words.startswith("comet "):
        if "comets" not in sc.options:
            raise ScenarioError("invalid-scenario", "a Comet needs the comets option", path)
        return words
    if not words.startswith("colourless"):
        return None
    if "colourless-cones" not in sc.options:
        raise ScenarioError("invalid-scenario", "a colourless cone needs the colourless-cones option", path)
    head, _, fits = words.partition(":")
    kind = head.replace("colourless", "").strip()
    if kind == "warp":
        raise ScenarioError("not-modelled", "a Warp challenge's results are printed on the card, which "
                            f"the sources do not give ({WARP_CHALLENGE})", path)
    if kind != "regular":
        raise ScenarioError("invalid-scenario", "write 'colourless regular: <colours it fits>'", path)
    colours = [c.strip() for c in fits.replace(" and ", ",").split(",") if c.strip()]
    bad = [c for c in colours if c not in sc.state.colours]
    if not colours or bad:
        raise ScenarioError("invalid-scenario", "list the players the card's instructions fit, by colour "
                            f"({', '.join(sc.state.colours)})", path)
    return "colourless regular:" + ",".join(colours)


# -- drawing ---------------------------------------------------------------------------------------
def destiny_card(enc: PowerContext, card: str) -> str | None:
    if card.startswith("comet"):
        return _comet(enc, card)
    if card.startswith("colourless"):
        return _colourless(enc, card)
    return None


def _comet(enc: PowerContext, card: str) -> str:
    comet_in_play(enc, card)
    enc.rec.note("keep drawing destiny cards until one names the defense", DRAW_ON)
    return "draw-again"


def comet_in_play(enc: PowerContext, card: str) -> None:
    """A Comet comes into this challenge (turned over, or played from the Worldships' hand):
    the first one governs, any later one is ignored (7.2). It never names the defense."""
    _book(enc.state)["last"] = card
    if getattr(enc, "comet", None):
        enc.rec.note(f"{card}: a further Comet is ignored; {enc.comet} still governs", FIRST)
    else:
        enc.comet = card
        enc.rec.note(f"{card} will modify this challenge only; its own rules are printed on it and not "
                     "in the sources, so this outcome leaves them out", COMET, keys=("comet",))


def _colourless(enc: PowerContext, card: str) -> str:
    state, off = enc.state, enc.offense
    _book(state)["last"] = card
    fits = card.split(":", 1)[1].split(",")
    enc.rec.note(f"a colourless cone for a Regular challenge, fitting {', '.join(fits)}", REGULAR)
    if fits == [off]:
        enc.rec.note(f"it points at {off} itself: as if its own colour were drawn", SELF)
        return "own"
    options = [c for c in fits if c != off]
    if len(options) > 1:
        enc.defense, d = enc.chooser.defender(enc, options, "colourless cone")
        enc.rec.note(f"{off} chooses {enc.defense} among the players it fits", MULTI, d, keys=("defense",))
    else:
        enc.defense = options[0]
        enc.rec.note(f"{enc.defense} is the defense", REGULAR, keys=("defense",))
    return "handled"


def fits(enc: PowerContext, card: str | None) -> list[str] | None:
    """The players a colourless cone's instructions fit (None: not a colourless cone). For the
    colour-dependent powers the card counts as their colour (7.1); several: a wild card."""
    if not card or not card.startswith("colourless"):
        return None
    return card.split(":", 1)[1].split(",")


def _printed(game, kind: str) -> str:
    """A random game's colourless cone gets fixed instructions: the players it fits, at random."""
    if kind != "colourless regular":
        return kind
    rng, colours = game.rng, game.state.colours
    fits = sorted(rng.sample(colours, rng.randint(1, len(colours))), key=colours.index)
    return "colourless regular:" + ",".join(fits)


# -- the deck -----------------------------------------------------------------------------------------
def _setup_for(option: str):
    def setup(game) -> None:
        state = game.state
        mayfair_only(state, option)
        if not _primary(state, option) or state.destiny is None:
            return
        pool = [_printed(game, row["kind"]) for row in game.rules.table("special-destiny-pool")
                if row["option"] in state.options for _ in range(int(row["count"]))]
        game.rng.shuffle(pool)
        n = game.P["special_destiny_per_player"] * len(state.colours)   # 7.0: one per player
        chosen, rest = pool[:n], pool[n:]
        state.destiny.extend(chosen)
        game.rng.shuffle(state.destiny)
        _book(state)["left_out"] = rest
        game.rec.note(f"{len(chosen)} special destiny cards go into the destiny deck", SETUP)
    return setup


def _is_special(card: str) -> bool:
    return card.startswith(("comet", "colourless"))


def _swap_all(game) -> None:
    """The 7.0 variant: every special card in the new deck is replaced, the cards left out
    first (when they are too few, some of the removed ones come back)."""
    state, book = game.state, _book(game.state)
    removed = [c for c in state.destiny if _is_special(c)]
    if not removed:
        return
    for card in removed:
        state.destiny.remove(card)
    fresh = list(book.get("left_out", []))
    game.rng.shuffle(fresh)
    game.rng.shuffle(removed)
    new = (fresh + removed)[:len(removed)]
    book["left_out"] = (fresh + removed)[len(removed):]
    book.pop("last", None)
    state.destiny.extend(new)
    game.rng.shuffle(state.destiny)
    game.rec.note(f"reshuffle: all {len(removed)} special cards are replaced ({', '.join(new)})",
                  SWAP_ALL_RULE)


def _reshuffle_for(option: str):
    def reshuffle(game) -> None:
        state, book = game.state, _book(game.state)
        if _primary(state, option) and SWAP_ALL in state.options:
            _swap_all(game)
            return
        if not _primary(state, option) or not book.get("last") or not book.get("left_out"):
            return
        last = book.pop("last")
        if last not in state.destiny:
            return
        state.destiny.remove(last)
        new = book["left_out"].pop(game.rng.randrange(len(book["left_out"])))
        book["left_out"].append(last)
        state.destiny.append(new)
        game.rng.shuffle(state.destiny)
        game.rec.note(f"reshuffle: the special card played last ({last}) is swapped for {new}", SWAP)
    return reshuffle


def outcome(game, enc) -> dict:
    return {"comet": getattr(enc, "comet", None)}


def load_state(rules, raw: dict, state, P) -> None:
    for option in OPTIONS:
        if option in state.options:
            mayfair_only(state, option)


def _needs_special(state) -> None:
    """The swap-all variant changes how Comets and colourless cones are swapped: it needs one of them."""
    from resolver.engine.errors import ScenarioError
    mayfair_only(state, SWAP_ALL)
    if not any(o in state.options for o in OPTIONS):
        raise ScenarioError("invalid-scenario", f"{SWAP_ALL} is a variant of the special destiny cards: "
                            "switch on comets or colourless-cones too", "options")


register(OptionHook(SWAP_ALL, setup=lambda game: _needs_special(game.state),
                    load_state=lambda rules, raw, state, P: _needs_special(state)))


for _option in OPTIONS:
    register(OptionHook(
        _option, setup=_setup_for(_option), load_state=load_state,
        points={"destiny_card": destiny_card, "destiny_fits": fits, "destiny_reshuffle": _reshuffle_for(_option),
                **({"outcome": outcome} if _option == "comets" else {})},
        expect_keys={"comet": Optional(Text())} if _option == "comets" else {},
        destiny_names=destiny_names,
    ))
