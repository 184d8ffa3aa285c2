"""Inverted Warp / Limbo (More Cosmic Encounter 10.0).

The fan of the inverted Warp hex has one Limbo section per colour. Ships lost in
a challenge wait in the section under the marker instead of entering the warp;
nothing can reach them there (no card, no power: they are not in the warp). At the
end of every challenge the marker moves one section clockwise (after a challenge
with no losses too, policy amb.limbo-marker). Each destiny card turned over
releases the section of its colour into the warp; an inverted-cone card releases
none; a wild card releases the colour the offense chose; a colourless cone
releases the section of the system challenged (7.1); a Comet releases nothing.
For a wild card or a colourless cone the system is the one where the challenge
takes place, so the release waits until the destiny window's powers (the
Dictator, the Will) have acted and the cone points at its target.

The sections are ``state.places["limbo:<colour>"]``, so every invariant counts
them. Their clockwise order is the seating order (policy amb.limbo-order) unless
a scenario gives it. Scenario field: ``state.limbo: {marker: pink, order: [...],
sections: {pink: {tan: 2}}}``; expect keys ``limbo`` (non-empty sections, ships by
colour) and ``limbo_marker``.
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.expect import COUNTS, Colour, Map, Optional
from resolver.engine.options import OptionHook, data, mayfair_only, register
from resolver.engine.state import WARP, planet_key, system_of

LOST, MARKER, START, RELEASE, INVERTED, WILD, CONE_RULE = (
    "opt.limbo.lost", "more.10.0.marker-advance", "more.10.0.marker-start", "more.10.0.release-colour",
    "more.10.0.release-inverted", "more.10.0.release-wild", "more.7.1.limbo-section")


def section(colour: str) -> str:
    return f"limbo:{colour}"


def _book(state) -> dict:
    return data(state, "inverted-warp")


def _open_sections(state, order: list[str]) -> None:
    book = _book(state)
    book["order"] = list(order)
    for colour in order:
        state.places.setdefault(section(colour), {})


def _install(game) -> None:
    """Ships sent to the warp during play go to the marked Limbo section instead."""
    state = game.state

    def redirect(colour: str, src: str) -> str:
        return section(_book(state)["marker"])
    game.rec.redirect_warp = redirect


# -- set-up ---------------------------------------------------------------------------------
def setup(game) -> None:
    mayfair_only(game.state, "inverted-warp")
    _open_sections(game.state, game.state.colours)
    _install(game)


def load_state(rules, raw: dict, state, P) -> None:
    mayfair_only(state, "inverted-warp")
    spec = raw.get("limbo") or {}
    if not isinstance(spec, dict):
        raise ScenarioError("invalid-scenario", "must be {marker, order, sections}", "state.limbo")
    extra = set(spec) - {"marker", "order", "sections"}
    if extra:
        raise ScenarioError("invalid-scenario", "unknown field", f"state.limbo.{sorted(extra)[0]}")
    order = [str(c).lower() for c in spec.get("order") or state.colours]
    if sorted(order) != sorted(state.colours):
        raise ScenarioError("invalid-scenario", "must list every player's colour once, clockwise",
                            "state.limbo.order")
    _open_sections(state, order)
    marker = str(spec.get("marker", state.colours[0])).lower()
    if marker not in state.colours:
        raise ScenarioError("invalid-scenario", f"{marker!r} is not a player's colour", "state.limbo.marker")
    _book(state)["marker"] = marker
    listed = {str(k).strip().lower() for k in (raw.get("planets") or {})}
    sections = spec.get("sections") or {}
    if not isinstance(sections, dict):
        raise ScenarioError("invalid-scenario", "must be {section colour: {colour: ships}}",
                            "state.limbo.sections")
    for where, ships in sections.items():
        w = str(where).lower()
        if w not in state.colours or not isinstance(ships, dict):
            raise ScenarioError("invalid-scenario", "a section is a player's colour holding "
                                "{colour: ships}", f"state.limbo.sections.{where}")
        for colour, n in ships.items():
            c, path = str(colour).lower(), f"state.limbo.sections.{where}.{colour}"
            if c not in state.colours or isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise ScenarioError("invalid-scenario", "ships of a player's colour (a whole number)", path)
            excess = state.ships_total(c) + n - state.ships_per_colour
            _take_from_homes(state, c, max(0, excess), listed, path, P)
            if n:
                state.places[section(w)][c] = state.places[section(w)].get(c, 0) + n


def _take_from_homes(state, colour: str, n: int, listed: set[str], path: str, P) -> None:
    """Ships placed in Limbo come out of the colour's default (unlisted) home stacks."""
    homes = [planet_key(colour, i) for i in range(1, P["planets_per_system"] + 1)]
    free = [k for k in homes if k not in listed]
    for _ in range(n):
        spare = [k for k in free if state.planets[k].get(colour, 0) > 0]
        if not spare:
            raise ScenarioError("invalid-scenario", f"{colour} has more than {state.ships_per_colour} "
                                "ships placed (planets, warp and Limbo together)", path)
        k = max(spare, key=lambda key: state.planets[key][colour])
        state.planets[k][colour] -= 1
        if not state.planets[k][colour]:
            del state.planets[k][colour]


def ships_in_state(raw: dict, colour: str) -> int:
    """Ships of ``colour`` a scenario puts in Limbo (for the 20-ship count)."""
    spec = raw.get("limbo") if isinstance(raw, dict) else None
    sections = spec.get("sections") if isinstance(spec, dict) else None
    if not isinstance(sections, dict):
        return 0
    return sum(n for ships in sections.values() if isinstance(ships, dict)
               for c, n in ships.items() if str(c).lower() == colour and isinstance(n, int)
               and not isinstance(n, bool) and n > 0)


def scenario_start(game, sc) -> None:
    _install(game)


def start_turn(game, offense: str) -> None:
    book = _book(game.state)
    if "marker" not in book:          # the first turn: the marker starts on the first player
        book["marker"] = offense
        game.rec.note(f"the Limbo marker starts on the {offense} section", START)


# -- releases and the marker ------------------------------------------------------------------
def release(enc: PowerContext, colour: str, rule: str, why: str) -> None:
    """Every ship in ``colour``'s section goes into the warp."""
    place = section(colour)
    ships = dict(enc.state.places.get(place, {}))
    if not ships:
        enc.rec.note(f"the {colour} Limbo section is empty: nothing is released ({why})", rule)
        return
    for c, n in ships.items():
        enc.rec.move(c, n, place, WARP, rule, f"released from Limbo ({why})")


def destiny_card(enc: PowerContext, card: str) -> None:
    if card.startswith("reverse "):
        enc.rec.note("an inverted cone releases no ships from Limbo", INVERTED)
    elif card in enc.state.colours:
        release(enc, card, RELEASE, f"a {card} destiny card")
    return None


def after_destiny(enc: PowerContext) -> None:
    """A wild card or a colourless cone releases the section of the system challenged, which is
    known only once the destiny window's powers (the Dictator, the Will) have acted: noted now,
    released when the cone points at its target (``release_pending``)."""
    card = enc.destiny_card or ""
    if card == "wild":
        _book(enc.state)["pending"] = (WILD, "wild: the system the offense set for its challenge")
    elif card.startswith("colourless"):
        _book(enc.state)["pending"] = (CONE_RULE, "a colourless cone: the system where the challenge "
                                       "takes place")


def release_pending(enc: PowerContext, *_args) -> None:
    """The challenge's system is settled (the target chosen, or the challenge over): release its
    section (7.1, 10.0), once."""
    pending = _book(enc.state).pop("pending", None)
    if pending is None:
        return
    where = enc.target or enc.refill
    system = system_of(where) if where else (enc.defense or enc.offense)
    rule, why = pending
    release(enc, system, rule, why)


def end_challenge(enc: PowerContext) -> None:
    release_pending(enc)
    book = _book(enc.state)
    order = book["order"]
    old = book["marker"]
    new = order[(order.index(old) + 1) % len(order)]
    book["marker"] = new
    enc.rec.note(f"the challenge is over: the Limbo marker moves from {old} to {new}", MARKER,
                 keys=("limbo_marker",))


def snapshot(game) -> dict:
    book, places = _book(game.state), game.state.places
    sections = {c: dict(places[section(c)]) for c in book.get("order", []) if places.get(section(c))}
    return {"limbo": {"marker": book.get("marker"), "order": list(book.get("order", [])),
                      "sections": sections}}


def outcome(game, enc) -> dict:
    places = game.state.places
    return {"limbo": {c: dict(places[section(c)]) for c in _book(game.state)["order"]
                      if places.get(section(c))},
            "limbo_marker": _book(game.state).get("marker")}


register(OptionHook(
    "inverted-warp", setup=setup,
    windows={"destiny": after_destiny, "launch": release_pending},
    points={"destiny_card": destiny_card, "target_chosen": release_pending, "end_challenge": end_challenge, "start_turn": start_turn,
            "scenario_start": scenario_start, "outcome": outcome, "snapshot": snapshot},
    state_keys=("limbo",), expect_keys={"limbo": Map(Colour(), COUNTS, default={}), "limbo_marker": Optional(Colour())},
    load_state=load_state, ships_in_state=ships_in_state,
))
