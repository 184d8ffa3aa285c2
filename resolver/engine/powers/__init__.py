"""The power hook: a power is its graph node plus ONE registered effect function.

To model a power, add a module in this package and register its effect::

    from resolver.engine.powers import register

    @register("Virus", windows=("reveal",))
    def virus(ctx: PowerContext):
        '''Its ships multiply its attack card instead of adding to it.'''
        ...                     # see totals.py

- ``name`` must resolve through ``rules.resolve_name`` to a ``power:`` node; the
  node supplies what the sources say (role, timing, mandatory/optional, rulings).
- ``windows`` are the timing windows of :mod:`resolver.engine.timing` at which the
  effect is offered; at each window the players' effects run in the graph's
  timing-conflict order (``rules.order("timing-conflicts")``).
- Before calling the effect, :func:`resolver.engine.powers.support.gate` decides whether the power may act: its
  player holds it and it is active (not lost below 3 home colonies), it is not
  zapped this encounter (``parts``: window -> the part acting there, which the
  graph may say a Cosmic Zap cannot touch), no other player's power blocks it
  (``rules.blocks`` with the conditions ``silence_context`` reports, e.g. the Will's
  ``target_colours``), its role matches (``roles``, else the node's ``role``), and a
  once-per-encounter power has not acted yet. ``editions``: the games whose text the
  effect plays. Effects acting in one window run in the timing-conflict order, then
  reordered by the graph's unconditional ``before`` rulings (``support.by_rulings``).
- The effects of the modelled powers live in the other modules of this package;
  :mod:`.support` holds what they share (decisions, artefacts, the gate's graph
  checks), :mod:`.status` renders ``docs/powers.md``.
- ``ctx`` (typed :class:`~resolver.engine.context.PowerContext`) is the running
  :class:`~resolver.engine.encounter.Encounter` seen by that player; what effects note for
  one another lives in ``ctx.marks``, a :class:`~resolver.engine.context.Marks` of named fields: ``ctx.colour`` (the power's player), ``ctx.choice`` (the scenario's
  ``encounter.powers.<Name>`` answers, or the random chooser's), ``ctx.rule`` (the
  power's node id, to cite), ``ctx.state``, ``ctx.totals``, ``ctx.rec`` (the event
  recorder: every change goes through it and is cited) and the encounter fields.

A scenario naming a power with no registered effect is refused, listing the
rulings the graph holds about it, unless the power cannot act (it is lost) or the
scenario declines an optional power (``powers: {Name: {use: false}}``).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from resolver.engine.context import PowerContext
from resolver.engine.errors import LISTED


@dataclass(frozen=True)
class PowerEffect:
    """A registered effect: the power's name, when it is offered, and what it does."""

    name: str
    windows: tuple[str, ...]
    effect: Callable
    roles: tuple[str, ...] | None = None       # offense, defense, ally, any (None: the node's role)
    once_per_encounter: bool = False
    #: window -> the part of the power acting there, as the graph names it (Cosmic Zap and
    #: the Silencer's lists may treat parts differently, e.g. Warrior gaining tokens)
    parts: dict | None = None
    #: ctx -> the conditions the Silencer's rows name (target_colours, copied, choices…)
    silence_context: Callable | None = None
    #: the editions whose game the effect can play (another edition's text may differ)
    editions: tuple[str, ...] = ("mayfair", "ffg")
    #: the keys a scenario may give under ``encounter.powers.<Name>`` (None: only ``use``)
    fields: tuple[str, ...] | None = None
    #: those fields in a player's words: the one description, from which the workbench's
    #: hints and the table of docs/scenarios.md are generated (``field_rows``)
    doc: str | None = None


REGISTRY: dict[str, PowerEffect] = {}


def _key(name: str) -> str:
    return name.split(":", 1)[-1].lower()


def register(name: str, windows: tuple[str, ...], roles: tuple[str, ...] | None = None,
             once_per_encounter: bool = False, parts: dict | None = None,
             silence_context: Callable | None = None,
             editions: tuple[str, ...] = ("mayfair", "ffg"),
             fields: tuple[str, ...] | None = None, doc: str | None = None) -> Callable:
    """Decorator: register ``effect(ctx)`` as the power ``name``'s effect, with the scenario
    fields it reads (``fields``) and their description (``doc``, backquoted ``key: value`` hints)."""
    def wrap(effect: Callable) -> Callable:
        REGISTRY[_key(name)] = PowerEffect(name, tuple(windows), effect, roles, once_per_encounter,
                                           parts, silence_context, tuple(editions),
                                           None if fields is None else tuple(fields), doc)
        return effect
    return wrap


EDITION_WORDS = {"mayfair": "Mayfair", "ffg": "FFG"}


def field_rows() -> tuple[tuple[str, str], ...]:
    """(powers, description of their fields) for every modelled power, powers sharing one
    description on one row; a power playing one edition's text says which (``Judge (FFG)``).
    The data of web/power_fields.py and the Powers table of docs/scenarios.md."""
    load_all()
    groups: dict[str, list[str]] = {}
    for spec in sorted(REGISTRY.values(), key=lambda s: s.name.lower()):
        if spec.doc is None:
            continue
        name = spec.name if len(spec.editions) != 1 else \
            f"{spec.name} ({EDITION_WORDS.get(spec.editions[0], spec.editions[0])})"
        groups.setdefault(spec.doc, []).append(name)
    return tuple((", ".join(names), doc) for doc, names in groups.items())


def effect_for(power_node: str, edition: str | None = None) -> PowerEffect | None:
    """The registered effect of a power node id (``power:Mirror``), or None (also None when
    ``edition`` is given and the effect does not play that edition's text)."""
    spec = REGISTRY.get(_key(power_node))
    if spec is not None and edition is not None and edition not in spec.editions:
        return None
    return spec


def mandatory(rules, power_node: str) -> bool | None:
    """What the graph says: True (mandatory), False (optional), None (the graph does not say)."""
    attrs = rules.node(power_node).get("attrs", {})
    values = [str(v).lower() for v in attrs.get("mandatory", [])]
    if not values:
        return None
    return values[0] in ("yes", "true", "mandatory")


def known_rulings_text(rules, power_node: str) -> str:
    """``; known rulings: a, b`` for a refusal message."""
    found = known_rulings(rules, power_node)
    return "; known rulings: " + (", ".join(found) if found else "none")


def known_rulings(rules, power_node: str, limit: int = LISTED) -> list[str]:
    """Rule ids of the relations that touch a power (for the not-modelled refusal)."""
    ids = {e.get("rule") for e in rules.relations(subject=power_node)}
    ids |= {e.get("rule") for e in rules.relations(obj=power_node)}
    return sorted(i for i in ids if i)[:limit]


#: power name -> fn(ctx, colour): the most ships the power lets its player commit (None: no limit)
COMMIT_CAPS: dict[str, Callable] = {}


def on_commit_cap(name: str) -> Callable:
    """Decorator: a power's limit on the ships its player commits, so that an open launch or
    alliance decision lists only what the engine will accept."""
    def wrap(fn: Callable) -> Callable:
        COMMIT_CAPS[name] = fn
        return fn
    return wrap


#: window -> functions run at that window for every player, whatever power it holds now:
#: what a power leaves on the table outlives it (the Phantom's phantoms, 14.13)
LEFTOVERS: dict[str, list[Callable]] = {}


def on_window(window: str) -> Callable:
    """Decorator: ``fn(ctx)`` runs at ``window`` in every encounter, outside the gate."""
    def wrap(fn: Callable) -> Callable:
        LEFTOVERS.setdefault(window, []).append(fn)
        return fn
    return wrap


def run_leftovers(ctx: PowerContext, window: str) -> None:
    for fn in LEFTOVERS.get(window, ()):
        fn(ctx)


def load_all() -> None:
    """Import every power module of this package (each registers itself)."""
    from resolver.engine.plugins import import_all
    import_all(__name__)
