"""Powers that move ships or the cone during an encounter: the Amoeba and the Worm, and
the Vulch collecting played edicts/artifacts."""
from __future__ import annotations

from resolver.engine.choices import default_home, default_take
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    announce,
    choose,
    is_random,
    main_side,
    number_choice,
    uses,
)
from resolver.engine.randomplay import MOST
from resolver.engine.state import CONE, WARP, system_of


@register("Amoeba", windows=("reveal",),
          fields=("use", "add", "withdraw"),
          doc='`add: N` ships from its colonies, or `withdraw: N` (after the cards are chosen)')
def amoeba(ctx: PowerContext) -> None:
    """After the cards are chosen, a main player with ships in the encounter may add any number
    from its colonies (no 4-ship cap) or withdraw any of them to its colonies."""
    side = main_side(ctx, ctx.colour)
    in_it = sum(ctx.state.cone[side].get(ctx.colour, {}).values()) if side == "offense" else \
        ctx.held(ctx.colour)
    if side is None or in_it == 0 or not uses(ctx):
        return
    spare = sum(ctx.state.ships_on(k, ctx.colour) for k in ctx.state.bases(ctx.colour) if k != ctx.target)
    if is_random(ctx):
        add, withdraw = ctx.game.rng.randint(0, min(spare, MOST["amoeba.add"])), 0
    else:
        add, withdraw = number_choice(ctx, "add", 0), number_choice(ctx, "withdraw", 0)
        if add and withdraw:
            raise ScenarioError("invalid-scenario", "the Amoeba adds or withdraws, not both", "encounter.powers.Amoeba")
        if add > spare or withdraw > in_it or min(add, withdraw) < 0:
            raise ScenarioError("illegal", f"the Amoeba has {in_it} ships in the encounter and {spare} "
                                "outside it", "encounter.powers.Amoeba")
    dest = CONE["offense"] if side == "offense" else ctx.target
    if add:
        announce(ctx, f"oozes {add} more ship{'s' if add != 1 else ''} into the encounter")
        stacks = {k: v for k, v in default_take(ctx.state, ctx.colour, add + (ctx.state.ships_on(ctx.target, ctx.colour)
                                                                            if side == "defense" else 0)).items()
                  if k != ctx.target}
        left = add
        for key, n in stacks.items():
            n = min(n, left)
            if n:
                ctx.rec.move(ctx.colour, n, key, dest, ctx.rule, "the Amoeba oozes in", default=True)
                left -= n
    if withdraw:
        announce(ctx, f"withdraws {withdraw} ship{'s' if withdraw != 1 else ''} from the encounter")
        home = default_home(ctx.state, ctx.colour) if side == "offense" else next(
            (k for k in ctx.state.bases(ctx.colour) if k != ctx.target), None)
        if home is None:
            raise ScenarioError("illegal", "the Amoeba has no other colony to withdraw to", "encounter.powers.Amoeba")
        ctx.rec.move(ctx.colour, withdraw, CONE["offense"] if side == "offense" else ctx.target, home,
                     ctx.rule, "the Amoeba oozes out", default=True)


def _worm_targets(ctx: PowerContext) -> list[str]:
    """Planets (never Moons) the Worm may tunnel to."""
    state = ctx.state
    planets = [k for k in state.planets if k not in state.moons and k != ctx.target]
    if ctx.edition == "mayfair":          # Eon/Mayfair: any planet of the defense's system
        return [k for k in planets if system_of(k) == ctx.defense]
    return [k for k in planets if ctx.offense not in state.planets[k]
            and (system_of(k) == ctx.defense or ctx.defense in state.planets[k])]


@register("Worm", windows=("reveal",),
          fields=("use", "target"),
          doc='`target: "<planet>"` where it tunnels after the reveal (never a Moon, 14.17)')
def worm(ctx: PowerContext) -> None:
    """After the reveal the Worm tunnels: the cone points at another planet of the defense
    (never a Moon, 14.17), and the encounter is scored there."""
    if ctx.edition == "mayfair" and ctx.colour != ctx.offense:
        return
    if not ctx.target or not uses(ctx):
        return
    options = _worm_targets(ctx)
    if is_random(ctx) and not options:
        return
    target = str(choose(ctx, "target", options if is_random(ctx) else options + sorted(ctx.state.moons))).lower()
    if target in ctx.state.moons:
        rule = next((e["rule"] for e in ctx.rules.relations(subject="power:Worm", verb="does-not-affect",
                                                           obj="term:moon")), ctx.rule)
        raise ScenarioError("illegal", f"{target} is a Moon: the Worm may not turn the cone to a Moon ({rule})",
                            "encounter.powers.Worm.target", rule)
    if target not in options:
        raise ScenarioError("illegal", f"{target} is not a planet the Worm may tunnel to; options: "
                            + ", ".join(options), "encounter.powers.Worm.target")
    announce(ctx, f"tunnels: the cone now points at {target} (the defense's ships there defend)")
    ctx.target = target


@register("Vulch", windows=("resolution",),
          fields=(),
          doc='none (mandatory, nothing to choose)')
def vulch(ctx: PowerContext) -> None:
    """Edicts (Mayfair) / artifacts (FFG) other players played this encounter go to its hand."""
    plays = [p for p in getattr(ctx.game, "plays", []) or []
             if p.get("done") and p["field"] == "edicts" and p["player"] != ctx.colour]
    for play in plays:
        card = next((c for c in ctx.state.in_play if c.lower() == play["card"].lower()), None)
        if card is None:
            continue
        ctx.state.in_play.remove(card)
        hand = ctx.state.player(ctx.colour).hand
        if hand is not None:
            hand.append(card)
        announce(ctx, f"takes {card}, played by {play['player']}, into its hand", keys=(f"hand.{ctx.colour}",))


@register("Magnet", windows=("alliance",),
          fields=("use", "move", "match"),
          doc='`move: <colour>` the ally it pulls to the other side, or `match: <colour>` a player in the encounter who adds ships from (or sends ships back to) its colonies until it has as many there as the Magnet')
def magnet(ctx: PowerContext) -> None:
    """FFG: once the alliances are formed, it does one of two things: move one ally (never
    itself) to the other side (``move``), or make one player in the encounter match its own
    ship count there (``match``), adding ships from that player's colonies or sending the
    extra ones back to them."""
    allies = [c for side in ("offense", "defense") for c in ctx.allies[side] if c != ctx.colour]
    others = [c for c in ctx.involved() if c != ctx.colour]
    if not others or not uses(ctx):
        return
    if is_random(ctx):
        # Random play offers only legal options: a player who would have to send ships
        # back to colonies it does not have cannot be made to match.
        others = [c for c in others if _can_match(ctx, c)]
        parts = (["move"] if allies else []) + (["match"] if others else [])
        if not parts:
            return
        part = ctx.game.rng.choice(parts)
    else:
        given = [k for k in ("move", "match") if k in ctx.choice]
        if len(given) > 1:
            raise ScenarioError("invalid-scenario", "the Magnet does one thing: move an ally or match a "
                                "ship count", "encounter.powers.Magnet")
        part = given[0] if given else str(choose(ctx, "move", allies))
    if part == "match":
        _match(ctx, str(choose(ctx, "match", others)).lower())
        return
    who = choose(ctx, "move", allies) if part == "move" else part
    src = "offense" if who in ctx.allies["offense"] else "defense"
    dst = "defense" if src == "offense" else "offense"
    n = ctx.allies[src].pop(who)
    announce(ctx, f"pulls {who}'s {n} ship{'s' if n != 1 else ''} to the {dst}'s side")
    ctx.rec.move(who, n, CONE[src], CONE[dst], ctx.rule, "the Magnet moves an ally")
    ctx.allies[dst][who] = n


def ships_in_encounter(ctx: PowerContext, colour: str) -> tuple[int, str]:
    """A player's ships in the encounter, and where they are (its cone end, or the target)."""
    if colour == ctx.defense and ctx.target:
        return ctx.held(colour), ctx.target
    side = "offense" if colour == ctx.offense or colour in ctx.allies["offense"] else "defense"
    return sum(ctx.state.cone[side].get(colour, {}).values()), CONE[side]


def _can_match(ctx: PowerContext, who: str) -> bool:
    """Whether the Magnet can make ``who`` match its ship count (see :func:`_match`)."""
    mine, _ = ships_in_encounter(ctx, ctx.colour)
    have, where = ships_in_encounter(ctx, who)
    if have > mine and where == ctx.target:
        return any(k != where for k in ctx.state.bases(who))
    return True


def _match(ctx: PowerContext, who: str) -> None:
    mine, _ = ships_in_encounter(ctx, ctx.colour)
    have, where = ships_in_encounter(ctx, who)
    if who not in ctx.involved() or who == ctx.colour:
        raise ScenarioError("illegal", f"{who} is not another player in the encounter", "encounter.powers.Magnet.match")
    if have == mine:
        announce(ctx, f"{who} already has {mine} ships in the encounter, as many as the Magnet")
        return
    announce(ctx, f"makes {who} match its {mine} ships in the encounter (it had {have})")
    if have < mine:
        stacks = {k: v for k, v in default_take(ctx.state, who, mine - have + (have if where == ctx.target else 0))
                  .items() if k != where}
        left = mine - have
        for key, n in stacks.items():
            n = min(n, left)
            if n:
                ctx.rec.move(who, n, key, where, ctx.rule, "the Magnet pulls ships in", default=True)
                left -= n
    elif where == ctx.target:
        home = next((k for k in ctx.state.bases(who) if k != where), None)
        if home is None:
            raise ScenarioError("illegal", f"{who} has no other colony to send ships back to",
                                "encounter.powers.Magnet.match")
        ctx.rec.move(who, have - mine, where, home, ctx.rule, "the Magnet sends ships home", default=True)
    else:
        side = "offense" if where == CONE["offense"] else "defense"
        left = have - mine
        for origin, n in list(ctx.state.cone[side].get(who, {}).items()):
            n = min(n, left)
            if n:
                # no colony to go to (a ship regrouped from the warp): back where it came from, as
                # any ship going home with no colony left (the policy of Encounter.go_home)
                home = origin if origin in ctx.state.planets else default_home(ctx.state, who) or WARP
                ctx.rec.move(who, n, where, home, ctx.rule, "the Magnet sends ships home", default=True,
                             origin=origin)
                left -= n
    for side in ("offense", "defense"):
        if who in ctx.allies[side]:
            ctx.allies[side][who] = ships_in_encounter(ctx, who)[0]


@register("Parasite", windows=("launch",),
          fields=("use",),
          doc='`use: true`: it may then ally with either side without an invitation')
def parasite(ctx: PowerContext) -> None:
    """FFG: not a main player, it may join either side when its turn to answer comes, invited
    or not (never in a Moon challenge, which has no alliances: 13.3)."""
    if not uses(ctx):
        return
    ctx.joins_uninvited.add(ctx.colour)
    announce(ctx, "may join either side this encounter without an invitation")
