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

Modelled from the expansion's additions (More Cosmic Encounter 14.18-14.20): the Keeper
(its player keeps the Edicts, Flares, Kickers and Reinforcements it played this challenge,
policy amb.keeper-timing), the Plague (the FFG artifact text, edict.plague.effect, plus a
Kicker and a Reinforcement, 14.19) and Sanity (only its 14.20 additions: no Moon effects,
one power per player; its base effect is not modelled and the trace says so). A card whose
effect the sources do not give (Warp Break, most flare halves) is refused with the rulings
the graph holds about it.
"""
from __future__ import annotations

from collections.abc import Callable

from resolver.engine.cards import kind_of
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.flares import FLARE_EFFECTS  # the flare halves register themselves there
from resolver.engine.state import WARP
from resolver.engine.timing import WINDOWS

#: (card node id) -> effect(ctx, play) for the edicts/artifacts the engine models
CARD_EFFECTS: dict[str, Callable] = {}


def card_effect(node: str) -> Callable:
    def wrap(fn: Callable) -> Callable:
        CARD_EFFECTS[node] = fn
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
            allowed = {"player", "window", "flare", "target"} if field == "flares" else \
                {"player", "window", "card", "power", "target", "discard"}
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
                if "target" in item:
                    play["target"] = item["target"]
            else:
                node = rules.resolve_name(str(item.get("card", "")), kinds=("card",))
                if node is None:
                    raise _invalid(f"{path}.card", f"unknown edict or artifact {item.get('card')!r}")
                kind = "artifact" if sc.edition == "ffg" else "edict"
                editions = rules.node(node).get("editions") or []
                if editions and sc.edition not in editions:
                    raise _invalid(f"{path}.card", f"{node.split(':', 1)[1]} is not a card of the "
                                   f"{sc.edition} edition")
                title = rules.node(node).get("title") or node.split(":", 1)[1]
                if title.lower().startswith(("edict ", "artifact ")):    # "Edict Keeper" -> "Keeper"
                    title = title.split(" ", 1)[1]
                play.update(node=node, card=f"{kind} {title}", window=window or first)
                for key in ("power", "target", "discard"):
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
def at_window(ctx: PowerContext, window: str) -> None:
    """Play the scenario's flares and edicts due at ``window``."""
    if not ctx.marks.started:
        from resolver.engine.powers.support import setup_artefacts
        ctx.marks.started = True
        ctx.marks.warp_start = dict(ctx.state.warp)
        ctx.marks.bases_start = {c: set(ctx.state.bases(c)) for c in ctx.state.colours}
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
    if window == "cleanup":
        _keeper_keeps(ctx)
        ctx.state.extra.pop("sanity", None)


def _take_from_hand(ctx: PowerContext, play: dict, rule: str, text: str) -> str:
    hand = ctx.state.player(play["player"]).hand
    card = play["card"]
    if hand is not None:
        short = card.split(" ", 1)[1].lower()
        card = next((c for c in hand if c.lower() == card.lower() or c.lower().endswith(" " + short)), card)
        if card not in hand:
            card = "?"
    ctx.rec.play_card(play["player"], card if hand is None or card in hand else "?", rule, text)
    play["taken"] = card
    return card


def _flare_half(ctx: PowerContext, play: dict) -> str:
    player = ctx.state.player(play["player"])
    return "super" if player.power == play["node"] and player.power_active else "wild"


def _play_flare(ctx: PowerContext, play: dict) -> None:
    half = _flare_half(ctx, play)
    name = play["node"].split(":", 1)[1]
    effect = FLARE_EFFECTS.get((play["node"], half))
    if effect is None:
        raise ScenarioError("not-modelled", f"the {half.capitalize()} {name} flare's effect is not "
                            f"modelled; known rulings: {_flare_rulings(ctx.rules, play['node'])}", play["path"])
    rule = "card:Flare"
    card = _take_from_hand(ctx, play, rule, f"{play['player']} plays the {name} flare, using its "
                           f"{half.capitalize()} half ({'its own power' if half == 'super' else 'not its own power, or its power is lost'})")
    if ctx.edition == "mayfair" and not getattr(effect, "mayfair_text", False):  # FFG texts
        ctx.rec.note(f"the {name} flare's {half} half is modelled from the FFG text", play["node"])
    effect(ctx, play)
    if ctx.edition == "ffg" and card in ctx.state.in_play:
        _back_to_hand(ctx, play["player"], card, "a flare returns to its owner's hand after use")


def _flare_rulings(rules, power: str) -> str:
    """The rulings about a power and about its flare card (``card:<Power>-flare``), if any."""
    from resolver.engine.powers import known_rulings
    found = set(known_rulings(rules, power))
    card = f"card:{power.split(':', 1)[1]}-flare"
    try:
        rules.node(card)
    except KeyError:
        pass
    else:
        found |= set(known_rulings(rules, card))
    return ", ".join(sorted(found)) if found else "none"


def _back_to_hand(ctx: PowerContext, colour: str, card: str, why: str) -> None:
    ctx.state.in_play.remove(card)
    hand = ctx.state.player(colour).hand
    if hand is not None:
        hand.append(card)
    ctx.rec.emit("cards", f"{colour} takes {card} back into its hand ({why})", "card:Flare",
                 keys=(f"hand.{colour}",))


def _play_card(ctx: PowerContext, play: dict) -> None:
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


def _silencing_blocker(ctx: PowerContext, colour: str, node: str) -> tuple[str, str] | None:
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
def cosmic_zap(ctx: PowerContext, play: dict) -> None:
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
def mobius_tubes(ctx: PowerContext, play: dict) -> None:
    """Every player's ships leave the warp for that player's colonies."""
    from resolver.engine.choices import default_home
    for colour in ctx.state.colours:
        n = ctx.state.warp.get(colour, 0)
        dest = default_home(ctx.state, colour)
        if n and dest:
            ctx.rec.move(colour, n, WARP, dest, "card:Mobius-Tubes", "Mobius Tubes free the warp", default=True)


# -- the Keeper (14.18) --------------------------------------------------------------------------
KEEPER, KEEPER_TIMING = "more.14.18.keeper", "amb.keeper-timing"
#: the card family nodes the Keeper's relations name -> the first word of such a card
_FAMILY_KIND = {"card:Edict": "edict", "card:Flare": "flare", "card:Kicker": "kicker",
                "card:Reinforcement": "reinforcement"}


@card_effect("card:Keeper")
def keeper(ctx: PowerContext, play: dict) -> None:
    """Mark the player: at Stage 9 it keeps the cards it played this challenge."""
    ctx.marks.keeper.append(play["player"])
    ctx.rec.note(f"{play['player']} will keep the cards it played this challenge instead of "
                 "discarding them (14.18; timing: policy amb.keeper-timing)", KEEPER_TIMING)


def _kept_kinds(ctx: PowerContext) -> set[str]:
    """Edicts and Flares always (SC's exception); the kinds of 14.18 when its option is on."""
    kinds = {"edict", "flare"}
    for edge in ctx.rules.relations(subject="card:Keeper", verb="affects"):
        options = ctx.rules.node(edge["rule_node"]).get("options") or []
        if all(o in ctx.state.options for o in options) and edge["object"] in _FAMILY_KIND:
            kinds.add(_FAMILY_KIND[edge["object"]])
    return kinds


def _played_by(ctx: PowerContext, colour: str) -> list[str]:
    """The cards ``colour`` played this challenge that are still in play (the Keeper excepted)."""
    cards = [p.get("taken") for p in getattr(ctx.game, "plays", None) or []
             if p["player"] == colour and p.get("done") and p["node"] != "card:Keeper"]
    side = "offense" if colour == ctx.offense else "defense" if colour == ctx.defense else None
    if side and side in (getattr(ctx, "kicker_cards", None) or {}):
        cards.append(ctx.kicker_cards[side])
    cards += [card for who, _side, card in getattr(ctx, "reinforcements", []) if who == colour]
    return [c for c in cards if c]


def _keeper_keeps(ctx: PowerContext) -> None:
    keepers = ctx.marks.keeper
    if not keepers:
        return
    kinds = _kept_kinds(ctx)
    for colour in keepers:
        kept = []
        for card in _played_by(ctx, colour):
            if card in ctx.state.in_play and kind_of(card) in kinds:
                ctx.state.in_play.remove(card)
                kept.append(card)
        hand = ctx.state.player(colour).hand
        if hand is not None:
            hand.extend(kept)
        rule = KEEPER if any(kind_of(c) in ("kicker", "reinforcement") for c in kept) else KEEPER_TIMING
        ctx.rec.emit("cards", f"{colour} keeps {', '.join(kept) or 'nothing'} instead of discarding "
                     "(the Keeper, 14.18)", rule, keys=(f"hand.{colour}",))


# -- the Plague (FFG artifact text; 14.19) ---------------------------------------------------------
PLAGUE, PLAGUE_EXTRA, PLAGUE_WHICH = "edict.plague.effect", "more.14.19.plague", "amb.plague-which-card"
#: the card types of the base deck the FFG text's "one of each type" reaches
_BASE_KINDS = ("attack", "compromise", "negotiate", "morph", "edict", "artifact", "flare")


def _plague_kinds(ctx: PowerContext) -> list[str]:
    kinds = list(_BASE_KINDS)
    if ctx.edition == "ffg":
        return kinds + ["reinforcement", "kicker"]
    for edge in ctx.rules.relations(subject="card:Plague", verb="affects"):
        options = ctx.rules.node(edge["rule_node"]).get("options") or []
        if all(o in ctx.state.options for o in options) and edge["object"] in _FAMILY_KIND:
            kinds.append(_FAMILY_KIND[edge["object"]])
    return kinds


@card_effect("card:Plague")
def plague(ctx: PowerContext, play: dict) -> None:
    """The chosen player loses ships to the warp and discards one card of each type."""
    target = str(play.get("target") or "").strip().lower()
    if not target:
        raise ScenarioError("open-decision", "the Plague needs the player it strikes (target: <colour>)",
                            f"{play['path']}.target")
    if target not in ctx.state.colours:
        raise _invalid(f"{play['path']}.target", f"{play.get('target')!r} is not a player's colour")
    n, rule, _cites = ctx.rules.param_rule("plague_ships_lost", ctx.edition, tuple(ctx.state.options))
    if ctx.edition == "mayfair":
        ctx.rec.note("the Plague's base effect follows the FFG artifact text (3 ships: the number is "
                     "from a public implementation, [KIO]); the Mayfair Edict's text is not in our "
                     "sources", rule)
    losses, by_default = ctx.chooser.lose(ctx, target, n)
    for key, k in losses.items():
        ctx.rec.move(target, k, key, WARP, rule, "struck by the Plague", default=by_default)
    _plague_discards(ctx, play, target)


def _plague_discards(ctx: PowerContext, play: dict, target: str) -> None:
    hand = ctx.state.player(target).hand
    if hand is None:
        ctx.rec.note(f"{target} discards one card of each type it holds (its hand is unknown)", PLAGUE)
        return
    chosen = [_card_name(c, f"{play['path']}.discard") for c in play.get("discard") or []]
    discarded = []
    for kind in _plague_kinds(ctx):
        held = [c for c in hand if kind_of(c) == kind]
        if not held:
            continue
        picked = [c for c in held if c in chosen]
        if len(set(held)) > 1 and len(picked) != 1:
            raise ScenarioError("open-decision", f"{target} holds several {kind} cards "
                                f"({', '.join(held)}): say which one it discards (discard: [...])",
                                f"{play['path']}.discard", PLAGUE_WHICH)
        card = picked[0] if picked else held[0]
        hand.remove(card)
        ctx.state.discard.append(card)
        discarded.append(card)
    extra = any(kind_of(c) in ("kicker", "reinforcement") for c in discarded) and ctx.edition == "mayfair"
    ctx.rec.emit("cards", f"{target} discards {', '.join(discarded) or 'nothing'} (one card of each "
                 "type" + (", a Kicker and a Reinforcement included, 14.19" if extra else "") + ")",
                 PLAGUE_EXTRA if extra else PLAGUE, keys=(f"hand.{target}",))


def _card_name(value, path: str) -> str:
    from resolver.engine.cards import parse_card
    try:
        return parse_card(str(value))
    except ValueError as exc:
        raise _invalid(path, f"{value!r} is not a card name") from exc


# -- Sanity (14.20 only) -----------------------------------------------------------------------------
SANITY_MOONS, SANITY_ONE, SANITY_WHICH = ("more.14.20.sanity-moons", "more.14.20.sanity-one-power",
                                          "amb.sanity-which-power")


@card_effect("card:Sanity")
def sanity(ctx: PowerContext, play: dict) -> None:
    """Only the expansion's additions: no Moon effect, one power per player, until the challenge ends."""
    ctx.rec.note("Sanity's base effect is not in our sources and is not modelled; only its 14.20 "
                 "additions apply, for the rest of this challenge (policy amb.sanity-duration)",
                 "amb.sanity-duration")
    ctx.state.extra["sanity"] = play["player"]
    if "moons" in ctx.state.options:
        ctx.rec.note("Sanity cancels every Moon effect", SANITY_MOONS)
    from resolver.engine.options.binary import binary_powers
    for colour, stars in binary_powers(ctx.state).items():
        kept = ctx.state.player(colour).power
        idle = [s.split(":", 1)[1] for s in stars if s != kept]
        ctx.rec.note(f"{colour} holds several powers and may use only one under Sanity: its player keeps "
                     f"the {kept.split(':', 1)[1]} (policy amb.sanity-which-power); "
                     f"{', '.join(idle)} may not be used", SANITY_ONE, keys=("binary_stars",))
        ctx.marks.sanity_idle[colour] = idle


def sanity_cancels_moons(state) -> bool:
    """Is a Sanity in force (the Moons module asks before a Moon effect happens)?"""
    return bool(state.extra.get("sanity"))
