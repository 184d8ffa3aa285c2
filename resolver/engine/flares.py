"""The flare halves the engine models (FFG texts; a Mayfair game says so in the trace).

A flare is played from ``encounter.flares`` (see :mod:`resolver.engine.edicts`, which reads
the halves registered here in :data:`FLARE_EFFECTS`): its Super
half by the player whose own active power it is, its Wild half by anyone else or by a
player whose power is lost. Every other half is refused with the rulings the graph holds.
"""
from __future__ import annotations

from collections.abc import Callable

from resolver.engine.cards import DEAL_CARD, attack_value, kind_of
from resolver.engine.choices import default_home
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.state import WARP, system_of

OTHER = {"offense": "defense", "defense": "offense"}
#: (power node id, "wild"|"super") -> effect(ctx, play) for the flare halves the engine models
FLARE_EFFECTS: dict[tuple[str, str], Callable] = {}


def flare_effect(power: str, half: str) -> Callable:
    """Decorator: register ``fn(ctx, play)`` as a flare half's effect."""
    def wrap(fn: Callable) -> Callable:
        FLARE_EFFECTS[(power, half)] = fn
        return fn
    return wrap


def _side(ctx: PowerContext, colour: str) -> str | None:
    if colour == ctx.offense:
        return "offense"
    if colour == ctx.defense:
        return "defense"
    for side in ("offense", "defense"):
        if colour in ctx.allies[side]:
            return side
    return None


def _note(ctx: PowerContext, play: dict, text: str) -> None:
    ctx.rec.note(f"{play['player']}'s {play['node'].split(':', 1)[1]} flare: {text}", play["node"])


def _both_attack(ctx: PowerContext) -> bool:
    return all(kind_of(ctx.effective.get(s, "")) == "attack" for s in ("offense", "defense"))


@flare_effect("power:Macron", "wild")
def macron_wild(ctx: PowerContext, play: dict) -> None:
    """When its side revealed an attack: +1 for each of its ships in the encounter."""
    side = _side(ctx, play["player"])
    if side is None or not _both_attack(ctx):
        _note(ctx, play, "its side has no attack total to add to: no effect")
        return
    n = ctx.state.ships_in_cone(play["player"])
    if play["player"] == ctx.defense and ctx.target:
        n += ctx.held(play["player"])
    _note(ctx, play, f"+1 for each of its {n} ships")
    ctx.add_to_total(side, n, play["node"], "Wild Macron")


@flare_effect("power:Macron", "super")
def macron_super(ctx: PowerContext, play: dict) -> None:
    """The Macron may send up to 4 ships as the offense or an ally."""
    ctx.marks.macron_limit_lifted = play["player"]
    _note(ctx, play, "the Macron may send up to 4 ships this encounter")


@flare_effect("power:Zombie", "wild")
def zombie_wild(ctx: PowerContext, play: dict) -> None:
    """When its ships go to the warp: one of them is saved (back to a colony)."""
    colour = play["player"]
    lost = ctx.state.warp.get(colour, 0) - ctx.marks.warp_start.get(colour, 0)
    dest = default_home(ctx.state, colour)
    if lost <= 0 or dest is None:
        _note(ctx, play, "no ship of its went to the warp: nothing to save")
        return
    _note(ctx, play, "saves one ship from the warp")
    ctx.rec.move(colour, 1, WARP, dest, play["node"], "Wild Zombie", default=True)


@flare_effect("power:Mirror", "wild")
def mirror_wild(ctx: PowerContext, play: dict) -> None:
    """After the reveal its card becomes a copy of the opponent's."""
    side = "offense" if play["player"] == ctx.offense else "defense" if play["player"] == ctx.defense else None
    if side is None:
        _note(ctx, play, "only a main player has a card to turn: no effect")
        return
    ctx.effective[side] = ctx.effective[OTHER[side]]
    _note(ctx, play, f"its card becomes a copy of the opponent's {ctx.effective[side]}")


@flare_effect("power:Pacifist", "wild")
def pacifist_wild(ctx: PowerContext, play: dict) -> None:
    """Its compromise/negotiate against an attack becomes an attack 15."""
    side = "offense" if play["player"] == ctx.offense else "defense" if play["player"] == ctx.defense else None
    deal = DEAL_CARD[ctx.edition]
    if side and kind_of(ctx.effective.get(side, "")) == deal and kind_of(ctx.effective.get(OTHER[side], "")) == "attack":
        ctx.effective[side] = "attack 15"
        _note(ctx, play, f"its {deal} becomes an attack 15")
    else:
        _note(ctx, play, f"no {deal} against an attack: no effect")


@flare_effect("power:Virus", "super")
def virus_super(ctx: PowerContext, play: dict) -> None:
    """Every ship on its side multiplies the card (allies' too), not only its own."""
    side = "offense" if play["player"] == ctx.offense else "defense" if play["player"] == ctx.defense else None
    if side is None or not _both_attack(ctx):
        _note(ctx, play, "no attack total to multiply: no effect")
        return
    ctx.marks.virus_all_ships = play["player"]
    value = attack_value(ctx.effective[side])
    allies = sum(n for c, n in ctx.state.cone_ships(side).items() if c != play["player"])
    _note(ctx, play, f"its allies' {allies} ships multiply the card too")
    ctx.add_to_total(side, value * allies - allies, play["node"], "Super Virus")


# -- the Mayfair Void flare: only 14.22's Moon removal ---------------------------------------------
VOID_MOON, VOID_OCCUPIED = "more.14.22.void", "amb.void-moon-occupied"


def void_moon(ctx: PowerContext, play: dict) -> None:
    """Mayfair, with Moons: remove an empty Moon from the game (14.22). Which half says so and the
    rest of the flare (removing a planet) are not in our sources, so any other use is refused."""
    name = play["node"].split(":", 1)[1]
    path = f"{play['path']}.target"
    if ctx.edition != "mayfair":
        raise ScenarioError("not-modelled", f"the FFG {name} flare's halves are not modelled; only the "
                            "Mayfair flare's Moon removal is (14.22)", play["path"])
    key = str(play.get("target") or "").strip().lower()
    if "moons" not in ctx.state.options or key not in ctx.state.moons:
        raise ScenarioError("not-modelled", "only the Void flare's 14.22 use is modelled: removing a "
                            "Moon (target: <colour>:m1) with the moons option; removing a planet and the "
                            "rest of its text are not in our sources", path, VOID_MOON)
    moon = ctx.state.moons[key]
    if moon.get("removed"):
        raise ScenarioError("illegal", f"{key} was already removed from the game", path, VOID_MOON)
    if any(n > 0 for n in ctx.state.planets[key].values()):
        raise ScenarioError("undecided", f"{key} has ships on it: the sources do not say what happens to "
                            "them when the Void flare removes it (policy amb.void-moon-occupied)", path,
                            VOID_OCCUPIED)
    moon["removed"] = moon["discarded"] = True
    _note(ctx, play, f"removes the Moon {key} (in {system_of(key)}'s system) from the game; the flare's "
          "other text and which half this is are not in our sources (14.22)")
    ctx.rec.emit("moons", f"the Moon {key} is removed from the game", VOID_MOON,
                 keys=(f"moon_faces.{key}", f"moons.{key}"))


void_moon.mayfair_text = True
flare_effect("power:Void", "wild")(void_moon)
flare_effect("power:Void", "super")(void_moon)
