"""Optional rules (kickers, lucre, moons, …) plug in here.

An option registers an :class:`OptionHook`: a ``setup(game)`` function run once on
a new game's initial state, window callbacks run at the timing windows of
:mod:`resolver.engine.timing` (same windows as powers), and *points*: named
callbacks the engine core calls at the few places a window is not enough
(``points`` below lists them). The option's rules and numbers come from the graph
(blocks marked ``option <id>``; ``Params`` is built with the options in play). A
scenario or a game that asks for an option with no registered hook is refused:
``option 'lucre' is not modelled by the engine yet``.

Points (called by the core with :func:`point`, :func:`fold` or :func:`first`):

- ``start_turn(game, offense)`` — the start of a turn, before the warp retrieval;
- ``destiny_card(enc, card)`` — every destiny card turned over; may answer
  ``"draw-again"``, ``"own"`` (treat as the offense's colour) or ``"handled"``;
- ``destiny_swap(enc, card)`` — a card played in place of the one turned over (or None);
- ``destiny_fits(enc, card)`` — the players a special destiny card's instructions fit (a
  colourless cone), for the powers that depend on colour; None for any other card;
- ``own_colour_options(enc)`` / ``own_colour_target(enc, key)`` — more choices after the
  offense drew its own colour (a Moon of its own system), and taking one;
- ``destiny_reshuffle(game)`` — the destiny deck was just reshuffled;
- ``scenario_start(game, sc)`` — a scenario is about to run its encounter;
- ``target_options(enc, options)`` — extra places the offense may aim at;
- ``challenge_start(enc)`` — every challenge, before anything else (Binary declares its power);
- ``regroup_options(enc, options)`` — fold: where the offense's ship from the warp may go;
- ``home_place(enc, dest, colour)`` — fold: where a ship with no planet of its own to go back to
  lands (reward ships, ships bought, ships going home to a lost planet);
- ``target_chosen(enc)`` — the cone now points at ``enc.target``;
- ``no_alliance(enc)`` — truthy: no alliance may form this challenge;
- ``before_reveal(enc)`` — the cards are chosen and not yet revealed;
- ``card_value(enc, value, side)`` — fold: an Attack card's value as it counts;
- ``after_totals(enc)`` — both totals are final but for the last additions;
- ``last_additions(enc)`` — after the Reinforcements, before the winner is found;
- ``consolation(enc, n, taker)`` — fold: cards taken as consolation (negative: reversed);
- ``end_challenge(enc)`` — the end of every challenge, whatever its result;
- ``outcome(game, enc)`` — extra outcome keys (``lucre``, ``limbo``, ``moons``…);
- ``snapshot(game)`` — the option's state as scenario ``state`` fields (play reproductions).

Scenario hooks: ``state_keys`` / ``encounter_keys`` are the fields the option adds,
``expect_keys`` the outcome keys it adds, each with the kind it is read and compared as
(:mod:`resolver.engine.expect`), ``load_state(rules, raw, state, P)`` and
``load_encounter(rules, sc, P)`` validate them (raising ``ScenarioError`` with
the field path), ``destiny_names(text, sc, path)`` reads special destiny cards and
``ships_in_state(raw, colour)`` counts ships a state places off the board (Limbo)
so that the default home stacks hold the rest.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from resolver.engine.context import PowerContext


@dataclass
class OptionHook:
    """What one optional rule adds to the engine."""

    option: str
    setup: Callable | None = None
    windows: dict[str, Callable] = field(default_factory=dict)   # window -> callback(ctx)
    points: dict[str, Callable] = field(default_factory=dict)    # point -> callback(...)
    state_keys: tuple[str, ...] = ()
    encounter_keys: tuple[str, ...] = ()
    expect_keys: dict = field(default_factory=dict)   # key -> its kind (resolver.engine.expect)
    load_state: Callable | None = None
    load_encounter: Callable | None = None
    destiny_names: Callable | None = None
    ships_in_state: Callable | None = None      # (raw state, colour) -> ships it places off the board
    system_sizes: Callable | None = None        # (raw state, colours, Params) -> {colour: planets in its system}
    extra_planets: Callable | None = None       # (raw state, colours) -> planet keys beyond the systems'
                                                # numbered planets (e.g. stacks on the Gas Giant)


REGISTRY: dict[str, OptionHook] = {}

#: every Mayfair option id in the order issue 6 lists them (``--options all`` for mayfair)
ALL = ("kickers", "lucre", "inverted-warp", "moons", "inverted-hexes", "comets", "colourless-cones")


def register(hook: OptionHook) -> OptionHook:
    REGISTRY[hook.option] = hook
    return hook


def load_all() -> None:
    """Import every optional-rule module of this package (each registers itself)."""
    from resolver.engine.plugins import import_all
    import_all(__name__)


#: options that change how another option plays rather than adding a rule: never in ``all``
#: (``--options all`` keeps the default special-destiny swap, docs/options.md)
NOT_IN_ALL = ("special-destiny-swap-all",)


def expand(names: tuple[str, ...] | list[str], rules=None, edition: str | None = None) -> tuple[str, ...]:
    """``all`` stands for every modelled option; other names are kept as written.

    Given the rules and an edition, ``all`` is every modelled option whose node in the
    rules belongs to that edition (the Mayfair ones of :data:`ALL`, the FFG Overview's
    redraw reading for ``ffg``); without them, the Mayfair options of :data:`ALL`.
    """
    load_all()
    if rules is None or edition is None:
        every = [o for o in ALL if o in REGISTRY]
    else:
        others = sorted(o for o in REGISTRY if o not in ALL and o not in NOT_IN_ALL)
        every = [o for o in (*ALL, *others) if o in REGISTRY and _of_edition(rules, o, edition)]
    out: list[str] = []
    for name in names:
        extra = every if str(name).lower() == "all" else [name]
        out.extend(o for o in extra if o not in out)
    return tuple(out)


def _of_edition(rules, option: str, edition: str) -> bool:
    node = rules.data(f"option:{option}") if f"option:{option}" in rules else {}
    return edition in (node.get("editions") or ())


def expect_keys() -> list[str]:
    """Every outcome key the modelled options add, in registration order."""
    load_all()
    return [k for hook in REGISTRY.values() for k in hook.expect_keys]


def active(state, option: str) -> bool:
    return option in state.options


def hooks(state) -> list[OptionHook]:
    """The hooks of the options in play, in the order they were switched on."""
    return [REGISTRY[o] for o in state.options if o in REGISTRY]


def point(owner, name: str, *args: Any) -> list[Any]:
    """Call ``name`` on every option in play (``owner`` is an encounter or a game)."""
    return [h.points[name](owner, *args) for h in hooks(owner.state) if name in h.points]


def first(owner, name: str, *args: Any) -> Any:
    """The first non-None answer of the options in play at point ``name``."""
    for h in hooks(owner.state):
        if name in h.points:
            answer = h.points[name](owner, *args)
            if answer is not None:
                return answer
    return None


def fold(owner, name: str, value: Any, *args: Any) -> Any:
    """Pass ``value`` through every option's ``name`` callback in turn."""
    for h in hooks(owner.state):
        if name in h.points:
            value = h.points[name](owner, value, *args)
    return value


def data(state, option: str) -> dict:
    """The option's own bookkeeping on the table (``state.extra[option]``)."""
    return state.extra.setdefault(option, {})


def scenario_of(enc: PowerContext) -> dict | None:
    """The scenario's encounter block when a scenario answers the decisions, else None."""
    sc = getattr(enc.chooser, "sc", None)
    return sc.enc if sc is not None else None


def mayfair_only(state, option: str) -> None:
    """The expansion's optional rules belong to the Mayfair game."""
    from resolver.engine.errors import ScenarioError
    if state.edition != "mayfair":
        raise ScenarioError("invalid-scenario", f"the {option} option is a More Cosmic Encounter "
                            "rule of the Mayfair edition", "options")


def illegal(message: str, path: str, rule: str):
    """A scenario that breaks an optional rule: the error names the field and the rule."""
    from resolver.engine.errors import ScenarioError
    return ScenarioError("illegal", f"{message} ({rule})", path, rule)
