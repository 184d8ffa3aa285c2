"""Flares, edicts (Mayfair) and artifacts (FFG) played in an encounter.

A scenario lists them under ``encounter.flares`` and ``encounter.edicts``::

    flares:
      - {player: pink, flare: Zombie, window: resolution}
    edicts:
      - {player: tan, card: Cosmic Zap, power: Warrior, window: reveal}
      - {player: tan, card: Mobius Tubes}
      - {player: mint, card: Plague, target: pink}

Each is played by its player at the start of its window (before the powers of that
window act), leaves the player's hand (when the hand is known) and is discarded
after use; an FFG flare goes back to its owner's hand and each FFG player plays at
most one flare per encounter. Which half of a flare applies follows the rule of
the flares: the Super half for the player whose own, active power it is, the Wild
half for anyone else (or a player whose power is lost).

A card whose effect the sources do not give (Keeper, Sanity, Warp Break, the Plague's
base effect, most flare halves) is refused with the rulings the graph holds about it.
"""
from __future__ import annotations

from collections.abc import Callable

from resolver.engine.errors import ScenarioError
from resolver.engine.state import WARP
from resolver.engine.timing import WINDOWS

#: (card node id) -> effect(ctx, play) for the edicts/artifacts the engine models
CARD_EFFECTS: dict[str, Callable] = {}
#: (power node id, "wild"|"super") -> effect(ctx, play) for the flare halves it models
FLARE_EFFECTS: dict[tuple[str, str], Callable] = {}


def card_effect(node: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        CARD_EFFECTS[node] = fn
        return fn
    return wrap


def flare_effect(power: str, half: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        FLARE_EFFECTS[(power, half)] = fn
        return fn
    return wrap


def _invalid(path: str, message: str) -> ScenarioError:
    return ScenarioError("invalid-scenario", message, path)


def _rulings(rules, node: str) -> str:
    from resolver.engine.powers import known_rulings
    found = known_rulings(rules, node)
    return ", ".join(found) if found else "none"


# -- validation ----------------------------------------------------------------------------
def validate(rules, sc) -> None:
    """Normalise ``encounter.flares`` / ``encounter.edicts`` into ``sc.enc['plays']``."""
    enc, colours = sc.enc, sc.state.colours
    plays: list[dict] = []
    first = "regroup" if "regroup" in enc else "destiny"
    for field in ("flares", "edicts"):
        raw = enc.get(field) or []
        if not isinstance(raw, list):
            raise _invalid(f"encounter.{field}", "must be a list of {player, ...} entries")
        for i, item in enumerate(raw):
            path = f"encounter.{field}[{i}]"
            if not isinstance(item, dict):
                raise _invalid(path, "must be a mapping")
            allowed = {"player", "window", "flare"} if field == "flares" else \
                {"player", "window", "card", "power", "target"}
            for key in item:
                if key not in allowed:
                    raise _invalid(f"{path}.{key}", f"unknown field (allowed: {', '.join(sorted(allowed))})")
            colour = str(item.get("player", "")).strip().lower()
            if colour not in colours:
                raise _invalid(f"{path}.player", f"{item.get('player')!r} is not a player's colour")
            window = item.get("window")
            if window is not None and window not in WINDOWS:
                raise _invalid(f"{path}.window", f"unknown window {window!r}; one of {', '.join(WINDOWS)}")
            play = {"player": colour, "window": window, "path": path, "field": field}
            if field == "flares":
                node = rules.resolve_name(str(item.get("flare", "")), kinds=("power",))
                if node is None:
                    raise _invalid(f"{path}.flare", f"unknown power {item.get('flare')!r} (a flare is "
                                   "named by its power)")
                play.update(node=node, card=f"flare {node.split(':', 1)[1]}", window=window or first)
            else:
                node = rules.resolve_name(str(item.get("card", "")), kinds=("card",))
                if node is None:
                    raise _invalid(f"{path}.card", f"unknown edict or artifact {item.get('card')!r}")
                kind = "artifact" if sc.edition == "ffg" else "edict"
                editions = rules.node(node).get("editions") or []
                if editions and sc.edition not in editions:
                    raise _invalid(f"{path}.card", f"{node.split(':', 1)[1]} is not a card of the "
                                   f"{sc.edition} edition")
                play.update(node=node, card=f"{kind} {rules.node(node).get('title') or node.split(':', 1)[1]}",
                            window=window or first)
                for key in ("power", "target"):
                    if key in item:
                        play[key] = item[key]
            _check_hand(sc, play)
            plays.append(play)
    _check_one_flare(sc, plays)
    enc["plays"] = plays
    from resolver.engine.powers.support import check_fields
    check_fields(rules, sc)


def _check_hand(sc, play: dict) -> None:
    hand = sc.state.player(play["player"]).hand
    if hand is None:
        return
    names = {c.lower() for c in hand}
    short = play["card"].split(" ", 1)[1].lower()
    if play["card"].lower() not in names and not any(c.endswith(" " + short) for c in names):
        raise ScenarioError("illegal", f"{play['player']} does not hold {play['card']!r}",
                            f"{play['path']}.player")


def _check_one_flare(sc, plays: list[dict]) -> None:
    if sc.edition != "ffg":
        return
    seen: set[str] = set()
    for play in plays:
        if play["field"] == "flares":
            if play["player"] in seen:
                raise ScenarioError("illegal", f"{play['player']} plays a second flare this encounter; "
                                    "each player may play one flare per encounter", play["path"])
            seen.add(play["player"])


# -- playing -------------------------------------------------------------------------------
def at_window(ctx, window: str) -> None:
    """Play the scenario's flares and edicts due at ``window``."""
    from resolver.engine import flares  # noqa: F401  (registers the flare halves)
    if "warp_start" not in ctx.marks:
        from resolver.engine.powers.support import setup_artefacts
        ctx.marks["warp_start"] = dict(ctx.state.warp)
        ctx.marks["bases_start"] = {c: set(ctx.state.bases(c)) for c in ctx.state.colours}
        setup_artefacts(ctx.game)
    plays = getattr(ctx.game, "plays", None)
    if not plays:
        return
    for play in [p for p in plays if p["window"] == window and not p.get("done")]:
        play["done"] = True
        if play["field"] == "flares":
            _play_flare(ctx, play)
        else:
            _play_card(ctx, play)


def _take_from_hand(ctx, play: dict, rule: str, text: str) -> str:
    hand = ctx.state.player(play["player"]).hand
    card = play["card"]
    if hand is not None:
        short = card.split(" ", 1)[1].lower()
        card = next((c for c in hand if c.lower() == card.lower() or c.lower().endswith(" " + short)), card)
        if card not in hand:
            card = "?"
    ctx.rec.play_card(play["player"], card if hand is None or card in hand else "?", rule, text)
    return card


def _flare_half(ctx, play: dict) -> str:
    player = ctx.state.player(play["player"])
    return "super" if player.power == play["node"] and player.power_active else "wild"


def _play_flare(ctx, play: dict) -> None:
    half = _flare_half(ctx, play)
    name = play["node"].split(":", 1)[1]
    effect = FLARE_EFFECTS.get((play["node"], half))
    if effect is None:
        raise ScenarioError("not-modelled", f"the {half.capitalize()} {name} flare's effect is not "
                            f"modelled; known rulings: {_rulings(ctx.rules, play['node'])}", play["path"])
    rule = "card:Flare"
    card = _take_from_hand(ctx, play, rule, f"{play['player']} plays the {name} flare, using its "
                           f"{half.capitalize()} half ({'its own power' if half == 'super' else 'not its own power, or its power is lost'})")
    if ctx.edition == "mayfair":      # the flare texts in our sources are FFG's
        ctx.rec.note(f"the {name} flare's {half} half is modelled from the FFG text", play["node"])
    effect(ctx, play)
    if ctx.edition == "ffg" and card in ctx.state.in_play:
        _back_to_hand(ctx, play["player"], card, "a flare returns to its owner's hand after use")


def _back_to_hand(ctx, colour: str, card: str, why: str) -> None:
    ctx.state.in_play.remove(card)
    hand = ctx.state.player(colour).hand
    if hand is not None:
        hand.append(card)
    ctx.rec.emit("cards", f"{colour} takes {card} back into its hand ({why})", "card:Flare",
                 keys=(f"hand.{colour}",))


def _play_card(ctx, play: dict) -> None:
    node = play["node"]
    name = node.split(":", 1)[1]
    blocker = _silencing_blocker(ctx, play["player"], node)
    if blocker:
        raise ScenarioError("illegal", f"{play['player']} may not play the {name}: the "
                            f"{blocker[0].split(':', 1)[1]} forbids it ({blocker[1]})", play["path"], blocker[1])
    effect = CARD_EFFECTS.get(node)
    if effect is None:
        raise ScenarioError("not-modelled", f"the {name}'s effect is not modelled; known rulings: "
                            f"{_rulings(ctx.rules, node)}", play["path"])
    _take_from_hand(ctx, play, node, f"{play['player']} plays {play['card']}")
    effect(ctx, play)


def _silencing_blocker(ctx, colour: str, node: str) -> tuple[str, str] | None:
    """Another player's active power that the graph says blocks this card (the Silencer and
    the Plague, 15.4)."""
    for edge in ctx.rules.relations(verb="blocks", obj=node):
        subject = edge["subject"]
        for p in ctx.state.players:
            if p.colour != colour and p.power == subject and p.power_active:
                return subject, edge["rule"]
    return None


# -- the cards the engine models ---------------------------------------------------------------
@card_effect("card:Cosmic-Zap")
def cosmic_zap(ctx, play: dict) -> None:
    """FFG: cancel one use of a power; it cannot be used again this encounter."""
    name = play.get("power")
    node = ctx.rules.resolve_name(str(name), kinds=("power",)) if name else None
    if node is None:
        raise ScenarioError("open-decision" if not name else "invalid-scenario",
                            "the Cosmic Zap needs the power it zaps (power: <name>)", f"{play['path']}.power")
    if all(p.power != node for p in ctx.state.players):
        raise ScenarioError("illegal", f"no player holds the {node.split(':', 1)[1]}", f"{play['path']}.power")
    ctx.zapped.add(node.split(":", 1)[1].lower())
    ctx.rec.note(f"the {node.split(':', 1)[1]} is zapped for this encounter (parts that act without "
                 "being used still act)", "card:Cosmic-Zap")


@card_effect("card:Mobius-Tubes")
def mobius_tubes(ctx, play: dict) -> None:
    """Every player's ships leave the warp for that player's colonies."""
    from resolver.engine.choices import default_home
    for colour in ctx.state.colours:
        n = ctx.state.warp.get(colour, 0)
        dest = default_home(ctx.state, colour)
        if n and dest:
            ctx.rec.move(colour, n, WARP, dest, "card:Mobius-Tubes", "Mobius Tubes free the warp", default=True)
