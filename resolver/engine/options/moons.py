"""Moons (More Cosmic Encounter 13.0–13.5).

Each system holds ``moons_per_player`` face-down Moons (``<colour>:m1``, ``:m2``),
bases like planets with these differences:

- challenging one (13.3): after the destiny card, the offense may aim at a Moon of
  that system instead of a planet, never one where it has a base; the occupant is
  the defense, whoever owns the system; an empty Moon is occupied at once with the
  launched ships (a success, policy amb.moon-unoccupied); no alliance forms;
- occupying (13.4): the first occupant takes the piece; a Play Now Moon is
  revealed at once, a Secret one when its occupant likes; an occupant that loses
  its unrevealed Secret Moon as the defense may not reveal it until it wins it back;
  a revealed Moon's effects start for each new occupant;
- durations (13.2): Continuing (while occupied), Intermittent (on each new
  occupation, not within the challenge it was left), One-shot (once, then the
  piece is discarded); deserting ends every effect and leaves the piece face up;
- bases (13.5): a Moon base keeps a power and earns Lucre in its own system, but
  never counts among the five foreign colonies and never changes hands in a deal.

Pieces are the ``moon`` blocks of the rules data (``category``, ``duration``,
``reveal``): the sources give no effect texts, so the engine records *when* an
effect happens, never what it does. Users add pieces in the DSL.

Scenario fields: ``state.planets: {"pink:m1": {tan: 2}}`` (the occupant),
``state.moons: {"pink:m1": {piece: example-half-intermittent, revealed: true}}``,
``encounter.reveal_moons: ["pink:m1"]`` (a Secret Moon its occupant reveals).
Expect keys: ``moons`` (occupant or null), ``moon_faces`` (up, down, discarded, removed:
taken out of the game by the Void flare, 14.22),
``moon_effects`` (times each Moon's effect has happened in this encounter),
``moon_locked`` (players who lost a Secret Moon unrevealed and may not reveal it).
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.expect import Bag, Colour, Map, Number, Optional, Planet, Word
from resolver.engine.options import OptionHook, illegal, mayfair_only, register, scenario_of
from resolver.engine.randomplay import chance
from resolver.engine.state import CONE, system_of

TARGET, NOT_OWN, UNOCCUPIED, OCCUPANT, NO_ALLIES, TAKE, PLAY_NOW, SECRET, SECRET_LOST, REVEALED, \
    DESERT, CONTINUING, INTERMITTENT, ONE_SHOT, PIECES, OCCUPY = (
        "more.13.3.target-moon", "more.13.3.not-own-base", "more.13.3.unoccupied",
        "more.13.3.occupant-is-gd", "more.13.3.no-allies", "more.13.4.take-piece", "more.13.4.play-now",
        "more.13.4.secret", "more.13.4.secret-lost", "more.13.4.revealed-moon", "more.13.4.desert",
        "more.13.2.continuing", "more.13.2.intermittent", "more.13.2.one-shot", "opt.moons.pieces",
        "opt.moons.occupy")


def moon_keys(state, colour: str | None = None) -> list[str]:
    return [k for k in state.moons if colour is None or system_of(k) == colour]


def occupant(state, key: str) -> str | None:
    ships = {c: n for c, n in state.planets[key].items() if n > 0}
    return next(iter(ships), None)


def _new_moon(piece: str | None, revealed: bool = False) -> dict:
    return {"piece": piece, "revealed": revealed, "holder": None, "occupant": None,
            "locked": [], "effects": 0, "discarded": False, "left": {}}


def _piece_attr(rules, piece: str | None, attr: str) -> str | None:
    if piece is None:
        return None
    values = rules.node(piece).get("attrs", {}).get(attr, [])
    return str(values[0]) if values else None


# -- set-up -----------------------------------------------------------------------------------
def setup(game) -> None:
    """Each player draws ``moons_per_player`` Moons at random, face down, in its system (13.1)."""
    state, rules = game.state, game.rules
    mayfair_only(state, "moons")
    pieces = sorted(rules.nodes(kind="moon"))
    for colour in state.colours:
        for i in range(1, game.P["moons_per_player"] + 1):
            key = f"{colour}:m{i}"
            state.planets.setdefault(key, {})
            state.moons[key] = _new_moon(game.rng.choice(pieces) if pieces else None)
    _install(game)


def load_state(rules, raw: dict, state, P) -> None:
    mayfair_only(state, "moons")
    for colour in state.colours:
        for i in range(1, P["moons_per_player"] + 1):
            state.moons[f"{colour}:m{i}"] = _new_moon(None)
    spec = raw.get("moons") or {}
    if not isinstance(spec, dict):
        raise ScenarioError("invalid-scenario", "must be {\"pink:m1\": {piece: ..., revealed: ...}}",
                            "state.moons")
    for key, info in spec.items():
        k, path = str(key).strip().lower(), f"state.moons.{key}"
        if k not in state.moons:
            raise ScenarioError("invalid-scenario", f"no such Moon; Moons are <colour>:m1..m"
                                f"{P['moons_per_player']}", path)
        info = {"piece": info} if isinstance(info, str) else info
        if not isinstance(info, dict) or set(info) - {"piece", "revealed"}:
            raise ScenarioError("invalid-scenario", "must be {piece: <moon id>, revealed: true|false}", path)
        piece = None
        if info.get("piece") is not None:
            piece = rules.resolve_name(str(info["piece"]), kinds=("moon",))
            if piece is None:
                raise ScenarioError("invalid-scenario", f"unknown Moon piece {info['piece']!r} (define "
                                    "it with a `moon` block in the rules data)", f"{path}.piece")
        if not isinstance(info.get("revealed", False), bool):
            raise ScenarioError("invalid-scenario", "must be true or false", f"{path}.revealed")
        state.moons[k] = _new_moon(piece, info.get("revealed", False))
    for k, moon in state.moons.items():
        ships = {c: n for c, n in state.planets[k].items() if n > 0}
        if len(ships) > 1:
            raise ScenarioError("illegal", f"{k}: only one player at a time may have a base on a Moon "
                                "(more.13.3.single-occupant)", f"state.planets.{k}",
                                "more.13.3.single-occupant")
        moon["occupant"] = moon["holder"] = next(iter(ships), None)
    explicit = raw.get("powers_active") or {}
    need = P["home_colonies_for_power"]
    for p in state.players:               # an own-system Moon keeps a power (13.5)
        if p.colour not in explicit:
            p.power_active = state.power_bases(p.colour) >= need


def load_encounter(rules, sc, P) -> None:
    raw = sc.enc.get("reveal_moons") or []
    if not isinstance(raw, list):
        raise ScenarioError("invalid-scenario", "must be a list of Moons", "encounter.reveal_moons")
    keys = []
    for i, key in enumerate(raw):
        k = str(key).strip().lower()
        if k not in sc.state.moons:
            raise ScenarioError("invalid-scenario", "no such Moon", f"encounter.reveal_moons[{i}]")
        keys.append(k)
    sc.enc["reveal_moons"] = keys


def scenario_start(game, sc) -> None:
    _install(game)
    for i, key in enumerate(sc.enc.get("reveal_moons", [])):
        moon = game.state.moons[key]
        if moon["occupant"] is not None and not moon["revealed"]:
            _reveal(game, key, f"encounter.reveal_moons[{i}]")


# -- occupation and effects ---------------------------------------------------------------------
def _install(game) -> None:
    """Follow every move: a Moon changes hands when its occupant changes."""
    def after(state, event) -> None:
        if event.kind != "move":
            return
        for key, moon in state.moons.items():
            now = occupant(state, key)
            if now != moon["occupant"]:
                _changed(game, key, moon, now)
    game.rec.listeners.append(after)
    game.moon_challenge = 0


def _changed(game, key: str, moon: dict, now: str | None) -> None:
    rec, old = game.rec, moon["occupant"]
    moon["occupant"] = now
    if old is not None:
        moon["left"][old] = game.encounters
        if now is None:
            rec.note(f"{old} deserts the Moon {key}: every effect of it ends"
                     + (", and the piece stays face up" if moon["revealed"] else ""), DESERT,
                     keys=(f"moons.{key}",))
    if now is not None:
        _occupied(game, key, moon, now)


def _occupied(game, key: str, moon: dict, colour: str) -> None:
    rec, rules = game.rec, game.rules
    if moon["discarded"]:
        rec.note(f"{colour} occupies {key}; its One-shot piece was discarded and does nothing", ONE_SHOT)
        return
    if moon["holder"] != colour and not moon["revealed"]:
        moon["holder"] = colour
        kind = _piece_attr(rules, moon["piece"], "reveal")
        rec.note(f"{colour} takes the Moon piece of {key} and reads it", TAKE, keys=(f"moons.{key}",))
        if kind == "play-now":
            moon["revealed"] = True
            rec.note(f"{key} is a Play Now Moon: it is revealed at once", PLAY_NOW,
                     keys=(f"moon_faces.{key}",))
            _effect(game, key, moon, colour)
        elif kind == "secret-moon":
            answers = scenario_of_game(game)
            if (answers is None and chance(game.rng, "moons.reveal_secret")) or \
                    (answers is not None and key in answers.get("reveal_moons", [])):
                _reveal(game, key, None)
            else:
                rec.note(f"{key} is a Secret Moon: {colour} keeps it face down for now", SECRET)
        else:
            rec.note(f"{key}: the piece's reveal rule is not in the rules data; it stays face down",
                     PIECES)
        return
    if moon["revealed"]:
        left = moon["left"].get(colour)
        duration = _piece_attr(rules, moon["piece"], "duration")
        if duration == "intermittent" and left == game.encounters:
            rec.note(f"{colour} occupies {key} again in the challenge it left it: the Intermittent "
                     "effect does not happen again", INTERMITTENT)
            return
        rec.note(f"{key} is already revealed: its effects start for {colour} at once", REVEALED)
        _effect(game, key, moon, colour)


def scenario_of_game(game) -> dict | None:
    sc = getattr(game.chooser, "sc", None)
    return sc.enc if sc is not None else None


def _reveal(game, key: str, path: str | None) -> None:
    moon = game.state.moons[key]
    colour = moon["occupant"]
    if colour in moon["locked"]:
        if path:
            raise illegal(f"{colour} lost {key} unrevealed as the defense and may not reveal it until "
                          "it wins it back", path, SECRET_LOST)
        return
    moon["revealed"] = True
    game.rec.note(f"{colour} reveals the Secret Moon {key}", SECRET, keys=(f"moon_faces.{key}",))
    _effect(game, key, moon, colour)


def _effect(game, key: str, moon: dict, colour: str) -> None:
    """The piece's effect happens (what it does is the piece's text, never modelled here)."""
    rules, rec = game.rules, game.rec
    piece = moon["piece"]
    title = rules.node(piece)["title"] if piece else "face-down (unnamed) piece"
    from resolver.engine.edicts import SANITY_MOONS, sanity_cancels_moons
    if sanity_cancels_moons(game.state):
        rec.note(f"the effect of {key} ({title}) would happen for {colour}, but Sanity cancels every "
                 "Moon effect", SANITY_MOONS, keys=(f"moon_effects.{key}",))
        return
    duration = _piece_attr(rules, piece, "duration")
    moon["effects"] += 1
    rule = {"continuing": CONTINUING, "intermittent": INTERMITTENT, "one-shot": ONE_SHOT}.get(duration, PIECES)
    lasts = {"continuing": "it lasts while the Moon is occupied",
             "intermittent": "it happens once now, again on a new occupation",
             "one-shot": "it happens this once in the game"}.get(duration, "its duration is not given")
    rec.note(f"the effect of {key} ({title}) happens for {colour}: {lasts}; its text is not in the "
             "sources, so it changes nothing here", rule, keys=(f"moon_effects.{key}",))
    if duration == "one-shot":
        moon["discarded"] = True
        rec.note(f"{key}'s One-shot piece is discarded and not replaced", ONE_SHOT,
                 keys=(f"moon_faces.{key}",))


# -- challenging a Moon ---------------------------------------------------------------------------
def target_options(enc: PowerContext, aims: list[str]) -> list[str]:
    state, off = enc.state, enc.offense
    moons = [k for k in moon_keys(state, enc.defense) if not state.moons[k]["discarded"]]
    answers = scenario_of(enc)
    wanted = answers.get("target") if answers else None
    if wanted in moons and state.ships_on(wanted, off) > 0:
        raise illegal(f"{off} already has a base on the Moon {wanted} and may not challenge it",
                      "encounter.target", NOT_OWN)
    return [k for k in moons if state.ships_on(k, off) == 0]


def target_chosen(enc: PowerContext) -> None:
    state, key = enc.state, enc.target
    if key not in state.moons:
        return
    holder = occupant(state, key)
    enc.rec.note(f"{enc.offense} challenges the Moon {key} instead of a planet", TARGET)
    if holder is None:
        enc.rec.note(f"{key} is unoccupied: {enc.offense} simply occupies it", UNOCCUPIED)
        enc.moon_direct = True
    elif enc.defense is None or holder != enc.defense:
        enc.rec.note(f"{holder} occupies {key}, so {holder} is the defense, not {enc.defense}", OCCUPANT,
                     keys=("defense",))
        enc.defense = holder


def own_colour_options(enc: PowerContext) -> list[str]:
    """Own colour drawn: a Moon of its own system it does not hold may be occupied or challenged."""
    state, off = enc.state, enc.offense
    return [k for k in moon_keys(state, off) if not state.moons[k]["discarded"] and state.ships_on(k, off) == 0]


def own_colour_target(enc: PowerContext, key: str) -> bool | None:
    if key not in enc.state.moons:
        return None
    enc.rec.note(f"{enc.offense} drew its own colour and aims at the Moon {key} of its own system",
                 "more.13.3.own-colour")
    enc.defense = occupant(enc.state, key)
    target_chosen(enc)
    return True


def after_launch(enc: PowerContext) -> None:
    """An empty Moon: the launched ships land at once; it counts as a success."""
    if not getattr(enc, "moon_direct", False):
        return
    off = enc.offense
    n = sum(enc.state.cone["offense"].get(off, {}).values())
    enc.rec.move(off, n, CONE["offense"], enc.target, UNOCCUPIED, "the empty Moon is occupied")
    enc.winner, enc.success, enc.finished = "offense", True, True
    enc.rec.note("occupying the empty Moon counts as a successful challenge (policy amb.moon-unoccupied)",
                 UNOCCUPIED, keys=("winner", "second_encounter"))


def no_alliance(enc: PowerContext) -> bool | None:
    if enc.target not in enc.state.moons:
        return None
    answers = scenario_of(enc)
    if answers:
        for side in ("offense", "defense"):
            for colour in (answers.get("allies") or {}).get(side, {}):
                raise illegal(f"{colour} may not ally: a Moon challenge is one against one, with no "
                              "allies at all", f"encounter.allies.{side}.{colour}", NO_ALLIES)
    enc.rec.note("a Moon challenge is one against one: no invitations, no allies", NO_ALLIES)
    return True


def end_challenge(enc: PowerContext) -> None:
    """A defender that lost its unrevealed Secret Moon may not reveal it until it wins it back."""
    moon = enc.state.moons.get(enc.target or "")
    if moon is None or getattr(enc, "moon_direct", False):
        return
    secret = _piece_attr(enc.rules, moon["piece"], "reveal") != "play-now"
    if enc.winner == "offense" and not moon["revealed"] and secret and enc.defense:
        if enc.defense not in moon["locked"]:
            moon["locked"].append(enc.defense)
        enc.rec.note(f"{enc.defense} lost {enc.target} unrevealed: it may not reveal it until it wins "
                     "it back", SECRET_LOST)
    if enc.winner == "offense" and enc.offense in moon["locked"]:
        moon["locked"].remove(enc.offense)


def snapshot(game) -> dict:
    return {"moons": {k: {"piece": m["piece"].split(":", 1)[1] if m["piece"] else None,
                          "revealed": m["revealed"]} for k, m in game.state.moons.items()}}


def outcome(game, enc) -> dict:
    moons = game.state.moons
    return {"moons": {k: occupant(game.state, k) for k in moons},
            "moon_faces": {k: "removed" if m.get("removed") else "discarded" if m["discarded"]
                           else "up" if m["revealed"] else "down"
                           for k, m in moons.items()},
            "moon_effects": {k: m["effects"] for k, m in moons.items()},
            "moon_locked": {k: list(m["locked"]) for k, m in moons.items() if m["locked"]}}


register(OptionHook(
    "moons", setup=setup,
    windows={"launch": after_launch},
    points={"target_options": target_options, "target_chosen": target_chosen,
            "own_colour_options": own_colour_options, "own_colour_target": own_colour_target,
            "no_alliance": no_alliance, "end_challenge": end_challenge,
            "scenario_start": scenario_start, "outcome": outcome, "snapshot": snapshot},
    state_keys=("moons",), encounter_keys=("reveal_moons",),
    expect_keys={"moons": Map(Planet(), Optional(Colour()), missing="no such moon"),
                 "moon_faces": Map(Planet(), Word("up", "down", "discarded", "removed"), missing="no such moon"),
                 "moon_effects": Map(Planet(), Number(), missing="no such moon"),
                 "moon_locked": Map(Planet(), Bag(Colour()), default=())},
    load_state=load_state, load_encounter=load_encounter,
))
