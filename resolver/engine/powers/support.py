"""What every power effect shares: the gate's graph checks, ordering by the rulings,
decisions (from the scenario, or at random in ``resolver play``), artefacts, and
the edition a power's effect is modelled from.

Nothing here names a power: the Silencer-like blockers, the Cosmic Zap's spared
parts, the roles and the precedence all come from the rule graph.
"""
from __future__ import annotations

from typing import Any

from resolver.engine import powers
from resolver.engine.context import PowerContext
from resolver.engine.errors import LISTED, ScenarioError

#: the graph's role words -> the engine roles they admit
_ROLE_WORDS = {
    "main": ("offense", "defense"),
    "offense": ("offense",),
    "defense": ("defense",),
    "ally": ("offensive ally", "defensive ally"),
    "any": ("offense", "defense", "offensive ally", "defensive ally", None),
    "not-main": ("offensive ally", "defensive ally", None),
    "not-offense": ("defense", "offensive ally", "defensive ally", None),
}

ZAP = "card:Cosmic-Zap"


# -- the gate's checks ------------------------------------------------------------------
def node_roles(rules, power_node: str) -> list[str]:
    """The role words the graph gives a power (``main``, ``ally``, ``any``…)."""
    raw = rules.node(power_node).get("attrs", {}).get("role", [])
    words: list[str] = []
    for item in raw:
        words.extend(str(w).strip().lower() for w in (item if isinstance(item, list) else [item]))
    return words


def role_allows(ctx: PowerContext, colour: str, spec) -> bool:
    """Does the player's role in this encounter let the power act (effect's roles, else the node's)?"""
    role = ctx.role_of(colour)
    if spec.roles is not None:
        if "any" in spec.roles:
            return True
        return role in spec.roles or bool(role and role.endswith("ally") and "ally" in spec.roles)
    words = node_roles(ctx.rules, f"power:{spec.name}")
    if not words:
        return True
    return any(role in _ROLE_WORDS.get(w, ()) for w in words)


def zap_spares(ctx: PowerContext, power_name: str, part: str | None) -> bool:
    """A zapped power still acts where the graph says the Cosmic Zap does not touch that part."""
    if not part:
        return False
    return ctx.rules.blocks(ZAP, power_name, part=part).verdict == "no"


def blockers(ctx: PowerContext, colour: str, power_node: str) -> list[str]:
    """Other players' active powers with a blocking row (blocks / does-not-block) about this power."""
    found = []
    for edge in ctx.rules.relations(obj=power_node):
        subject = edge["subject"]
        if edge["verb"] not in ("blocks", "does-not-block") or not subject.startswith("power:"):
            continue
        for p in ctx.state.players:
            if p.colour != colour and p.power == subject and p.power_active \
                    and subject.split(":", 1)[1].lower() not in ctx.zapped and subject not in found:
                found.append(subject)
    return found


def silenced(ctx: PowerContext, colour: str, spec, part: str | None) -> bool:
    """True (and a cited trace step) when another player's power blocks this use."""
    power = f"power:{spec.name}"
    for blocker in blockers(ctx, colour, power):
        if not _edition_ok(ctx, blocker, power):
            continue
        context: dict[str, Any] = dict(spec.silence_context(ctx, colour) or {}) if spec.silence_context else {}
        if part:
            context.setdefault("part", part)
        verdict = ctx.rules.blocks(blocker, power, **context)
        copied = _depending_power(ctx, blocker, power, context)
        if verdict.verdict == "depends" and copied:
            from resolver.engine import powers
            copied_spec = powers.effect_for(copied)
            inner = (copied_spec.silence_context(ctx, colour) or {}) if copied_spec and \
                copied_spec.silence_context else {}
            verdict = ctx.rules.blocks(blocker, copied, **inner)
        name, by = power.split(":", 1)[1], blocker.split(":", 1)[1]
        if verdict.verdict == "yes":
            rule = verdict.rules[0] if verdict.rules else blocker
            noted = ctx.marks.blocked_noted
            if (colour, name, rule) not in noted:         # once per encounter, not per window
                noted.add((colour, name, rule))
                ctx.rec.note(f"the {by} blocks {colour}'s {name}"
                             + (f" ({verdict.because})" if verdict.because else ""), rule)
            return True
        if verdict.verdict == "depends":
            conds = "; ".join(c.get("when", "") for c in verdict.conditions)
            raise ScenarioError("undecided", f"whether the {by} blocks the {name} depends on: {conds}; "
                                "the scenario does not settle it", f"encounter.powers.{name}",
                                verdict.rules[0] if verdict.rules else None)
    return False


def _depending_power(ctx: PowerContext, blocker: str, power: str, context: dict) -> str | None:
    """A row that depends on another power (``depending copied``): the power the context names."""
    for edge in ctx.rules.relations(subject=blocker, obj=power):
        key = edge.get("depending")
        if key and context.get(key):
            return ctx.rules.resolve_name(str(context[key]), kinds=("power",))
    return None


def _edition_ok(ctx: PowerContext, blocker: str, power: str) -> bool:
    """The blocking rows apply in the editions of the rulings that state them."""
    for edge in ctx.rules.relations(subject=blocker, obj=power):
        node = edge.get("rule_node")
        if node and node in ctx.rules:
            if ctx.edition in (ctx.rules.data(node).get("editions") or [ctx.edition]):
                return True
    return False


# -- ordering ---------------------------------------------------------------------------
def by_rulings(rules, items: list[tuple[str, Any]], window: str | None = None) -> list[tuple[str, Any]]:
    """Reorder (colour, spec) pairs already in timing-conflict order by the graph's
    ``before`` rulings between their powers (a stable insertion: a power moves ahead
    of another only where a ruling says it acts first)."""
    out: list[tuple[str, Any]] = []
    for item in items:
        pos = len(out)
        for i, (_, other) in enumerate(out):
            if _before(rules, item[1].name, other.name):
                pos = i
                break
        out.insert(pos, item)
    return out


def _before(rules, a: str, b: str) -> bool:
    """An unconditional ``a before b`` edge (a ruling that holds only in a situation it
    describes in words is left to the timing order, which the rulings agree with)."""
    na, nb = rules.resolve_name(a, kinds=("power",)), rules.resolve_name(b, kinds=("power",))
    if not na or not nb:
        return False
    return any(e.get("condition") is None for e in rules.relations(subject=na, verb="before", obj=nb))


def before_rule(rules, a: str, b: str) -> str | None:
    """The rule id saying ``a`` acts before ``b`` (None if the graph has none)."""
    try:
        v = rules.before(a, b)
    except KeyError:
        return None
    return v.rules[0] if v.verdict == "yes" and v.rules else None


# -- decisions --------------------------------------------------------------------------
def is_random(ctx: PowerContext) -> bool:
    """Decisions are made at random (``resolver play``), not read from a scenario."""
    from resolver.engine.choices import RandomChooser
    return isinstance(ctx.chooser, RandomChooser)


def random_game(game) -> bool:
    """The whole game is played at random (``resolver play``): set-ups may draw what they need."""
    from resolver.engine.choices import RandomChooser
    return isinstance(game.chooser, RandomChooser)


def choice_path(ctx: PowerContext, key: str) -> str:
    """Where a scenario gives the acting player's decision: under ITS power's name (an Insect
    copying the Loser answers under ``Insect``, the block ``ctx.choice`` comes from)."""
    player = ctx.state.player(ctx.colour) if ctx.colour else None
    power = player.power if player is not None and player.power else ctx.rule
    name = power.split(":", 1)[1] if power else "?"
    return f"encounter.powers.{name}.{key}"


def choose(ctx: PowerContext, key: str, options: list, default: Any = None, required: bool = True) -> Any:
    """A power's decision: the scenario's ``encounter.powers.<Name>.<key>``; in random play a
    random legal option. A required decision a scenario leaves open is refused, listing its
    options (each of which the engine must accept: tests/test_decisions.py)."""
    if is_random(ctx):
        return ctx.game.rng.choice(options) if options else default
    path = choice_path(ctx, key)
    if key in ctx.choice:
        value = _normal(ctx.choice[key], options)
        if not options:
            raise ScenarioError("illegal", f"{value!r}: there is nothing to choose here (no legal "
                                "option)", path)
        kinds = {_kind(o) for o in options}
        if _kind(value) not in kinds:
            raise ScenarioError("invalid-scenario", f"{value!r}: must be {' or '.join(sorted(kinds))}; "
                                "options: " + ", ".join(str(o) for o in options), path)
        if value not in options:
            raise ScenarioError("illegal", f"{value!r} is not a legal choice here; options: "
                                + ", ".join(str(o) for o in options), path)
        return value
    if not required:
        return default
    shown = ", ".join(str(o) for o in options[:LISTED]) if options else "(none)"
    raise ScenarioError("open-decision", f"{ctx.colour}'s decision '{path}' is open; options: {shown}",
                        path, options=tuple(options))


def open_decision(ctx: PowerContext, key: str, described: str) -> ScenarioError:
    """A decision left open whose options cannot all be listed as values (a card from an
    unknown hand): the refusal describes them instead."""
    path = choice_path(ctx, key)
    return ScenarioError("open-decision", f"{ctx.colour}'s decision '{path}' is open; options: {described}",
                         path)


def card_choice(ctx: PowerContext, key: str, kinds: tuple[str, ...] | None = None) -> str:
    """A card a scenario names for a power (``attack 08``), in the engine's form; a missing one
    is an open decision, one that is not a card name (or not of ``kinds``) an ill-formed field."""
    from resolver.engine.cards import kind_of
    path = choice_path(ctx, key)
    raw = ctx.choice.get(key)
    if raw is None:
        raise open_decision(ctx, key, "a card name (" + (", ".join(kinds) if kinds else "attack N, …") + ")")
    card = card_field(raw, path)
    if kinds and kind_of(card) not in kinds:
        raise ScenarioError("invalid-scenario", f"{card!r} is not one of: {', '.join(kinds)}", path)
    return card


def card_field(raw: Any, path: str) -> str:
    """A card name written in a scenario, in the engine's form; anything else is ill-formed."""
    from resolver.engine.cards import parse_card
    if not isinstance(raw, str | int) or isinstance(raw, bool):
        raise ScenarioError("invalid-scenario", f"{raw!r}: must be a card name", path)
    try:
        return parse_card(str(raw))
    except ValueError as exc:
        raise ScenarioError("invalid-scenario", str(exc), path) from exc


def mapping_choice(ctx: PowerContext, key: str) -> dict:
    """A field a scenario gives as a mapping (``{colour: planet}``); absent: empty."""
    raw = ctx.choice.get(key) or {}
    if not isinstance(raw, dict):
        raise ScenarioError("invalid-scenario", f"{raw!r}: must be a mapping", choice_path(ctx, key))
    return raw


def list_choice(ctx: PowerContext, key: str) -> list:
    """A field a scenario gives as a list of names; absent: empty."""
    raw = ctx.choice.get(key) or []
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise ScenarioError("invalid-scenario", f"{raw!r}: must be a list of names", choice_path(ctx, key))
    return list(raw)


def number_choice(ctx: PowerContext, key: str, default: int, lo: int = 0, hi: int | None = None) -> int:
    """A whole number a scenario gives for a power (ships, bases…), within the rules' bounds."""
    raw = ctx.choice.get(key, default)
    return whole_number(raw, choice_path(ctx, key), lo, hi)


def whole_number(raw: Any, path: str, lo: int = 0, hi: int | None = None) -> int:
    """``raw`` as a whole number in ``lo``–``hi``, or an ill-formed field naming ``path``."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ScenarioError("invalid-scenario", f"{raw!r}: must be a whole number", path)
    if raw < lo or (hi is not None and raw > hi):
        raise ScenarioError("invalid-scenario", f"{raw}: must be {lo}-{hi}" if hi is not None
                            else f"{raw}: must be at least {lo}", path)
    return raw


def _kind(value: Any) -> str:
    """A choice's type in a scenario's words (true/false, a whole number, a name, a list…)."""
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, str):
        return "a name"
    return "a list" if isinstance(value, list | tuple) else "a mapping" if isinstance(value, dict) \
        else type(value).__name__


def _normal(value: Any, options: list) -> Any:
    """A card written as a scenario writes it (``attack 04``) in the engine's form (``attack 4``)."""
    if isinstance(value, str) and options and value not in options:
        from resolver.engine.cards import parse_card
        try:
            return parse_card(value)
        except ValueError:
            return value
    return value


def uses(ctx: PowerContext, optional: bool | None = None) -> bool:
    """Whether an optional power is used now (``use``); a mandatory one always is."""
    if optional is None:
        optional = powers.mandatory(ctx.rules, ctx.rule) is False
    if not optional:
        return True
    if not is_random(ctx) and "use" not in ctx.choice and set(ctx.choice) - {"copy"}:
        return True          # the scenario gives the power's decisions: it is used
    return bool(choose(ctx, "use", [True, False]))


# -- a power using another power's effect (Insect, Reincarnator, Pentaform) ----------------------
def act_as(ctx: PowerContext, node: str, spec) -> None:
    """Run another power's effect as the acting player's (citing that power). A chain that
    comes back to a power already acting for this player (an Insect copying a Reincarnator
    that became an Insect…) stops there instead of looping."""
    running = ctx.marks.acting_as
    key = (ctx.colour, node, ctx.window_name)
    if key in running:
        return
    running.add(key)
    own = ctx.rule
    ctx.rule = node
    try:
        spec.effect(ctx)
    finally:
        ctx.rule = own
        running.discard(key)


# -- what a power keeps: artefacts move with it (15.1) ---------------------------------------
def artefacts(game, power_node: str) -> dict:
    """The power's own components (tokens, lists, hoards), kept with the power, not the
    player: when the power changes hands (Changeling, Pentaform) they go with it."""
    store = game.__dict__.setdefault("artefacts", {})
    return store.setdefault(power_node.split(":", 1)[1], {})


#: power name -> setup(store, choice): a power's artefacts at the start of a scenario
SETUPS: dict = {}


def on_setup(name: str):
    """Decorator: how a power's artefacts start (from its ``encounter.powers.<Name>`` fields)."""
    def wrap(fn):
        SETUPS[name] = fn
        return fn
    return wrap


def setup_artefacts(game) -> None:
    """Give each power in play its starting artefacts (once per game)."""
    if getattr(game, "artefacts_ready", False):
        return
    game.artefacts_ready = True
    for p in game.state.players:
        if p.power and p.power.split(":", 1)[1] in SETUPS:
            name = p.power.split(":", 1)[1]
            SETUPS[name](artefacts(game, p.power), game.power_choices.get(name, {}), game=game, colour=p.colour)


#: power name -> fn(game, colour): what happens at once when a player receives the power mid-game
RECEIVES: dict = {}


def on_receive(name: str):
    """Decorator: what a power does to the player who receives it during the game (14.13)."""
    def wrap(fn):
        RECEIVES[name] = fn
        return fn
    return wrap


def received(game, colour: str, power_node: str | None) -> None:
    """A player has just received ``power_node`` mid-game (a swap, a reincarnation)."""
    if power_node and power_node.split(":", 1)[1] in RECEIVES:
        RECEIVES[power_node.split(":", 1)[1]](game, colour)


def has_setup(rules, power_node: str) -> bool:
    """Does the graph give the power a set-up timing (FFG: "Game Setup" text)?"""
    timing = rules.node(power_node).get("attrs", {}).get("timing", [])
    words = [str(w) for item in timing for w in (item if isinstance(item, list) else [item])]
    return "setup" in words


def holder(state, power_node: str) -> str | None:
    for p in state.players:
        if p.power == power_node:
            return p.colour
    return None


# -- the edition a power's effect follows ------------------------------------------------
def follows(edition: str):
    """Decorator for an effect: the edition whose text it follows (default: FFG's, the only
    complete text in our sources; Mayfair effects are built from the Mayfair facts and rulings)."""
    def wrap(fn):
        fn.follows = edition
        return fn
    return wrap


def modelled_from(rules, power_node: str, edition: str) -> str:
    """The edition whose text the engine follows for this power in an ``edition`` game."""
    spec = powers.effect_for(power_node)
    if spec is not None:
        source = getattr(spec.effect, "follows", "ffg")
        return edition if source == edition or edition == "ffg" else source
    attrs = rules.node(power_node).get("attrs", {})
    statuses = {str(s).split("=", 1)[0]: str(s).split("=", 1)[1]
                for item in attrs.get("status", []) for s in (item if isinstance(item, list) else [item])
                if "=" in str(s)}
    if statuses.get(edition) in ("knowledge-only", "absent"):
        return "ffg" if edition == "mayfair" else "mayfair"
    return edition


def announce(ctx: PowerContext, text: str, rule: str | None = None, keys: tuple = (), source: str | None = None) -> None:
    """A cited trace step for the acting power. ``source``: the edition whose text the
    effect follows (default: the graph's); a Mayfair game names an FFG text as such."""
    power = ctx.rule
    src = source or modelled_from(ctx.rules, power, ctx.edition)
    tag = " [modelled from the FFG text]" if src == "ffg" and ctx.edition == "mayfair" else ""
    ctx.rec.note(f"{ctx.colour}'s {power.split(':', 1)[1]}: {text}{tag}", rule or power_rule(ctx), keys=keys)


def power_rule(ctx: PowerContext) -> str:
    """The id to cite for the acting power: its node id (``power:Mirror``)."""
    return ctx.rule


def side_of(ctx: PowerContext, colour: str) -> str | None:
    role = ctx.role_of(colour)
    if role in ("offense", "defense"):
        return role
    if role == "offensive ally":
        return "offense"
    if role == "defensive ally":
        return "defense"
    return None


def opponent(ctx: PowerContext, colour: str) -> str | None:
    if colour == ctx.offense:
        return ctx.defense
    if colour == ctx.defense:
        return ctx.offense
    return None


def main_side(ctx: PowerContext, colour: str) -> str | None:
    return "offense" if colour == ctx.offense else "defense" if colour == ctx.defense else None


# -- the scenario fields of each modelled power (declared with its effect: ``register(fields=)``) --
def power_fields() -> dict[str, tuple[str, ...]]:
    """Power name -> the keys a scenario may give under ``encounter.powers.<Name>``."""
    powers.load_all()
    return {spec.name: spec.fields for spec in powers.REGISTRY.values() if spec.fields is not None}


def check_fields(rules, sc) -> None:
    """Refuse an unknown field under ``encounter.powers.<Name>`` (with a did-you-mean)."""
    import difflib

    for name, choice in sc.power_choices.items():
        spec = powers.effect_for(f"power:{name}")
        if not isinstance(choice, dict) or spec is None or \
                not spec.effect.__module__.startswith("resolver.engine.powers."):
            continue              # an effect registered elsewhere (a test, a plug-in) reads its own fields
        fields = power_fields()
        allowed = set(fields.get(name, ("use",)))
        if name == "Insect" and choice.get("copy"):
            copied = rules.resolve_name(str(choice["copy"]), kinds=("power",))
            if copied:
                allowed |= set(fields.get(copied.split(":", 1)[1], ("use",)))
        if name == "Plant" and choice.get("graft"):   # the grafted power reads its decisions here
            allowed |= {k for keys in fields.values() for k in keys}
        for key in choice:
            if key not in allowed:
                near = difflib.get_close_matches(str(key), sorted(allowed), n=1)
                hint = f" (did you mean {near[0]!r}?)" if near else ""
                raise ScenarioError("invalid-scenario", f"unknown field{hint}; the {name}'s fields: "
                                    + ", ".join(sorted(allowed)), f"encounter.powers.{name}.{key}")


# -- the gate: may a power act now? ------------------------------------------------------
def gate(ctx: PowerContext, colour: str, spec: powers.PowerEffect, window: str | None = None) -> bool:
    """May ``colour``'s power act now? Reads the state and the graph, never the effect.

    The checks, in order: the player holds an active power; it is not zapped this
    encounter (unless the graph says the Cosmic Zap does not affect the part acting in
    this window); the Silencer does not block it (``rules.blocks`` with the conditions
    the effect reports: a ``depends`` verdict the context cannot settle is refused);
    the player's role matches (the effect's roles, else the node's ``role``); a
    once-per-encounter power has not acted yet.
    """
    player = ctx.state.player(colour)
    if not player.power:
        return False
    if not player.power_active:            # lost: the rules stop it (its choices are noted, not refused)
        ctx.marks.blocked_powers.add(colour)
        return False
    part = (spec.parts or {}).get(window) if window else None
    if spec.name.lower() in ctx.zapped and not zap_spares(ctx, spec.name, part):
        ctx.marks.blocked_powers.add(colour)
        return False
    if silenced(ctx, colour, spec, part):
        ctx.marks.blocked_powers.add(colour)
        return False
    if not role_allows(ctx, colour, spec):
        return False
    return not (spec.once_per_encounter and spec.name.lower() in ctx.powers_used)


def commit_cap(ctx: PowerContext, colour: str) -> int | None:
    """The limit ``colour``'s power puts on the ships it commits now, if it may act (noted by
    the power itself when it acted, possibly through another: a Pentaform stage, an Insect)."""
    noted = ctx.marks.commit_caps.get(colour)
    if noted is not None:
        return noted
    spec = (ctx.power_effects or {}).get(colour)
    fn = powers.COMMIT_CAPS.get(spec.name) if spec is not None else None
    if fn is None or not gate(ctx, colour, spec):
        return None
    return fn(ctx, colour)
