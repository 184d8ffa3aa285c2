"""The Schizoid (Mayfair): the victory conditions it writes replace the normal win.

Mayfair: the Schizoid writes its own victory conditions (an artefact, 15.1) and they must
include at least ``schizoid_min_external_bases`` external bases (15.5). The engine models
conditions stated as a number of external bases (``conditions: {external_bases: N}``);
any other condition is refused as not modelled. While the Schizoid's power is active,
every player wins on those conditions instead of the normal number of foreign colonies
(the FFG text: the conditions replace the normal win); a lost power restores the normal
win. The FFG Schizoid's six cards are not in our sources, so the FFG power is refused.
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    artefacts,
    follows,
    holder,
    is_random,
    on_setup,
    random_game,
    whole_number,
)

MIN_RULE = "more.15.5.schizoid"
MODELLED_CONDITIONS = ("external_bases",)


def minimum(game) -> tuple[int, str]:
    """The least number of external bases the conditions must need (15.5), and its rule."""
    value, rule, _ = game.rules.param_rule("schizoid_min_external_bases", game.state.edition,
                                           game.state.options)
    return int(value), rule


def read_conditions(game, raw) -> dict:
    """The conditions as the scenario writes them, checked against 15.5."""
    least, rule = minimum(game)
    path = "encounter.powers.Schizoid.conditions"
    if not isinstance(raw, dict):
        raise ScenarioError("invalid-scenario", "must be a mapping such as {external_bases: 3}", path)
    other = sorted(set(raw) - set(MODELLED_CONDITIONS))
    if other:
        raise ScenarioError("not-modelled", f"the Schizoid condition {other[0]!r} is not modelled; "
                            "modelled: " + ", ".join(MODELLED_CONDITIONS), f"{path}.{other[0]}")
    bases = whole_number(raw.get("external_bases", 0), f"{path}.external_bases")
    if bases < least:
        raise ScenarioError("illegal", f"the Schizoid's conditions must include at least {least} external "
                            f"bases, not {bases} ({rule})", f"{path}.external_bases", rule)
    return {"external_bases": bases}


@on_setup("Schizoid")
def schizoid_setup(store: dict, choice: dict, game=None, colour: str | None = None) -> None:
    if game is None or "conditions" in store:
        return
    if "conditions" in choice:
        store["conditions"] = read_conditions(game, choice["conditions"])
    elif random_game(game):                    # a random game: it writes a legal condition
        least, _ = minimum(game)
        store["conditions"] = {"external_bases": game.rng.randint(least, game.P["colonies_to_win"] + 1)}
    else:
        raise ScenarioError("open-decision", "the Schizoid's victory conditions are open: give "
                            "encounter.powers.Schizoid.conditions ({external_bases: N})",
                            "encounter.powers.Schizoid.conditions")
    game.__dict__.setdefault("win_checks", []).append(schizoid_win)


def schizoid_win(game) -> tuple[list[str], str, str] | None:
    """Who wins on the Schizoid's conditions (None: they do not apply, the power is not active)."""
    colour = holder(game.state, "power:Schizoid")
    if colour is None or not game.state.player(colour).power_active:
        return None
    need = artefacts(game, "power:Schizoid").get("conditions", {}).get("external_bases")
    if need is None:
        return None
    winners = [c for c in game.state.colours if game.state.foreign_colonies(c) >= need]
    text = (f"{' and '.join(winners)} meet{'s' if len(winners) == 1 else ''} the Schizoid's conditions "
            f"({need} external bases) and win{'s' if len(winners) == 1 else ''} the game")
    return winners, "power:Schizoid", text


@register("Schizoid", windows=("cleanup",), roles=("any",), editions=("mayfair",),
          fields=("conditions",),
          doc='`conditions: {external_bases: N}` the victory conditions it wrote (an artefact; N ≥ 3, 15.5; other conditions are refused); while its power is active they replace the normal win for every player')
@follows("mayfair")
def schizoid(ctx: PowerContext) -> None:
    """Nothing happens in the encounter itself: the conditions act through the win check."""
    if is_random(ctx):
        return
