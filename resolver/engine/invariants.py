"""Bookkeeping invariants, checked after every event in tests and in ``resolver play``.

- every colour's ships are all accounted for: planets + warp + cone = ships per colour;
- cards are neither created nor lost (when every card is known);
- the colony track (foreign colonies announced by events) matches the board;
- a power is active exactly when its player has enough home colonies (play mode);
- no count is negative.
"""
from __future__ import annotations

from resolver.engine.errors import InvariantViolation
from resolver.engine.events import Event, Recorder
from resolver.engine.state import State


def check_colour(state: State, colour: str) -> None:
    """Ships and counts of one colour."""
    counts = [ships[colour] for ships in state.planets.values() if colour in ships]
    total = sum(counts)
    if counts and min(counts) < 0:
        key = next(k for k, ships in state.planets.items() if ships.get(colour, 0) < 0)
        raise InvariantViolation(f"{key} holds {state.planets[key][colour]} {colour} ships")
    warp = state.warp.get(colour, 0)
    if warp < 0:
        raise InvariantViolation(f"the warp holds {warp} {colour} ships")
    for side, colours in state.cone.items():
        for origin, n in colours.get(colour, {}).items():
            if n < 0:
                raise InvariantViolation(f"the cone ({side}) holds {n} {colour} ships from {origin}")
            total += n
    total += warp
    for place, ships in state.places.items():      # Limbo sections (optional rules)
        if ships.get(colour, 0) < 0:
            raise InvariantViolation(f"{place} holds {ships[colour]} {colour} ships")
        total += ships.get(colour, 0)
    if total != state.ships_per_colour:
        raise InvariantViolation(f"{colour} has {total} ships on the table, not {state.ships_per_colour}")


def check_cards(state: State) -> None:
    if state.cards_total is None:
        for p in state.players:
            if p.hand is not None and any(not isinstance(c, str) for c in p.hand):
                raise InvariantViolation(f"{p.colour}'s hand holds a non-card")
        return
    now = state.cards_in_game()
    if now != state.cards_total:
        raise InvariantViolation(f"{now} cards in the game, not {state.cards_total}")


def check_colonies(state: State, recorder: Recorder, colours: list[str]) -> None:
    for colour in colours:
        derived = state.foreign_colonies(colour)
        if recorder.track.get(colour, 0) != derived:
            raise InvariantViolation(
                f"{colour}'s colony track shows {recorder.track.get(colour, 0)} foreign colonies, "
                f"the board {derived}")


def check_powers(state: State, threshold: int, colours: list[str] | None = None) -> None:
    for p in state.players if colours is None else [state.player(c) for c in colours]:
        enough = state.power_bases(p.colour) >= threshold
        if p.power_active != enough:
            raise InvariantViolation(
                f"{p.colour}'s power is {'active' if p.power_active else 'lost'} with "
                f"{state.power_bases(p.colour)} home colonies")


def check_all(state: State, recorder: Recorder, powers_follow_colonies: bool = False) -> None:
    """Every invariant, for every colour."""
    for colour in state.colours:
        check_colour(state, colour)
    check_cards(state)
    check_colonies(state, recorder, state.colours)
    if powers_follow_colonies:
        check_powers(state, recorder.home_colonies_for_power)


def listener(recorder: Recorder, powers_follow_colonies: bool = False):
    """An event listener checking, after each event, what that event could have broken."""
    def after(state: State, event: Event) -> None:
        try:
            if event.colours:
                for colour in event.colours:
                    check_colour(state, colour)
                check_colonies(state, recorder, list(event.colours))
                if powers_follow_colonies:
                    check_powers(state, recorder.home_colonies_for_power, list(event.colours))
            elif event.kind == "cards":
                check_cards(state)
        except InvariantViolation as exc:
            exc.step = event.n
            exc.message = f"after step {event.n} ({event.text}): {exc.message}"
            raise
    return after
