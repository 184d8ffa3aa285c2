"""The Phantom: ships turned over onto its system's star (a place on the table).

Mayfair 14.13: whoever receives the Phantom, even mid-game (a Changeling's swap, the
Reincarnator), at once turns ``phantom_ships`` of its ships from its bases onto its star;
without the power it uses and makes no phantoms. What phantoms do in an encounter follows
the FFG text (+2 per ship on the star after the reveal; its own ships in the encounter add
nothing). FFG: one ship from each home planet at set-up.
Turning phantoms back (14.13): at the launch, the offense may move phantoms from its star
onto the cone, where they are normal ships again, even after losing the Phantom (the
phantoms outlive the power; the launch limit still applies to the cone).
Its scenario fields are declared with its effect (``register(fields=, doc=)``).
"""
from __future__ import annotations

from resolver.engine.cards import kind_of
from resolver.engine.choices import default_take
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import on_window, register
from resolver.engine.powers.support import (
    announce,
    artefacts,
    is_random,
    main_side,
    on_receive,
    on_setup,
    whole_number,
)
from resolver.engine.randomplay import chance
from resolver.engine.state import CONE


def star(colour: str) -> str:
    return f"star:{colour}"


def setup_number(game) -> tuple[int, str]:
    """How many ships become phantoms, and the rule saying so (the graph's ``phantom_ships``)."""
    try:
        value, rule, _ = game.rules.param_rule("phantom_ships", game.state.edition, game.state.options)
        return int(value), rule
    except KeyError:
        return game.P["planets_per_system"], "power:Phantom"     # FFG: one from each home planet


def make_phantoms(game, colour: str, n: int, rule: str, why: str) -> None:
    state = game.state
    state.places.setdefault(star(colour), {})
    for key, k in default_take(state, colour, n).items():
        game.rec.move(colour, k, key, star(colour), rule, why, default=True)


@on_setup("Phantom")
def phantom_setup(store: dict, choice: dict, game=None, colour: str | None = None) -> None:
    if game is None or colour is None or store.get("made"):
        return
    n, rule = setup_number(game)
    n = whole_number(choice.get("phantoms", n), "encounter.powers.Phantom.phantoms")
    store["made"] = True
    make_phantoms(game, colour, n, rule, "phantoms on the star")


@on_receive("Phantom")
def phantom_received(game, colour: str) -> None:
    """14.13: receiving the Phantom mid-game makes the phantoms at once."""
    n, rule = setup_number(game)
    make_phantoms(game, colour, n, rule, "received the Phantom: phantoms at once (14.13)")


@register("Phantom", windows=("reveal",),
          fields=("phantoms", "turn_back"),
          doc='`phantoms: N` ships already on its star (default: the set-up number, 5; taken from its largest home stacks); a player receiving the Phantom mid-game turns 5 ships over at once (14.13); `turn_back: N` phantoms the offense moves from its star onto the cone at the launch, normal ships again, even after losing the power (14.13)')
def phantom(ctx: PowerContext) -> None:
    side = main_side(ctx, ctx.colour)
    if side is None or not all(kind_of(ctx.effective.get(s, "")) == "attack" for s in ("offense", "defense")):
        return
    ghosts = ctx.state.places.get(star(ctx.colour), {}).get(ctx.colour, 0)
    own = ctx.state.ships_in_cone(ctx.colour)
    if ctx.colour == ctx.defense and ctx.target:
        own += ctx.held(ctx.colour)
    bonus = ctx.P["phantom_bonus_per_ship"]
    announce(ctx, f"+{bonus} for each of its {ghosts} phantoms; its {own} ships in the encounter add nothing")
    ctx.add_to_total(side, bonus * ghosts - own, ctx.rule, "Phantom")
    artefacts(ctx.game, ctx.rule)


TURN_BACK_RULE = "more.14.13.phantom-convert"


@on_window("launch")
def turn_back(ctx: PowerContext) -> None:
    """14.13: the offense moves some of its phantoms from its star onto the cone."""
    colour = ctx.offense
    ghosts = ctx.state.places.get(star(colour), {}).get(colour, 0)
    if not ghosts:
        return
    on_cone = sum(ctx.state.cone["offense"].get(colour, {}).values())
    room = max(0, ctx.P["launch_max"] - on_cone)
    if is_random(ctx):
        n = ctx.game.rng.randint(0, min(room, ghosts)) if chance(ctx.game.rng, "phantom.turn_back") else 0
    else:
        n = whole_number(ctx.game.power_choices.get("Phantom", {}).get("turn_back", 0),
                         "encounter.powers.Phantom.turn_back")
        if n < 0 or n > min(room, ghosts):
            raise ScenarioError("illegal", f"{colour} may turn back at most {min(room, ghosts)} phantoms now "
                                f"({ghosts} on its star, {on_cone} ships already on the cone)",
                                "encounter.powers.Phantom.turn_back")
    if not n:
        return
    ctx.rec.move(colour, n, star(colour), CONE["offense"], TURN_BACK_RULE,
                 "phantoms turned back into normal ships on the cone (14.13)")
