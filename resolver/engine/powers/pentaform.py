"""The Pentaform: five life stages (its artefact), the current stage's power used on top of
its own; each counted foreign base gained moves it one stage on, each lost one stage back.

FFG text; the Mayfair rulings: bases on Moons do not count, except the Moon the graph says
``counts-for Pentaform`` (Moon Base Omega, 14.12); the Pentaform is an artefact power (15.1).
Its scenario fields are declared with its effect (``register(fields=, doc=)``).
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import REGISTRY, effect_for, register
from resolver.engine.powers.support import (
    act_as,
    announce,
    artefacts,
    gate,
    has_setup,
    on_setup,
    whole_number,
)
from resolver.engine.timing import WINDOWS


@on_setup("Pentaform")
def pentaform_stages(store: dict, choice: dict, **_) -> None:
    """The life stages a scenario gives (random play draws them on first use)."""
    if "stages" in choice:
        if not isinstance(choice["stages"], list) or not all(isinstance(s, str) for s in choice["stages"]):
            raise ScenarioError("invalid-scenario", "must be a list of the five stages' powers",
                                "encounter.powers.Pentaform.stages")
        store["stages"] = [str(s) for s in choice["stages"]]
        store["stage"] = whole_number(choice.get("stage", 1), "encounter.powers.Pentaform.stage", 1)


def _draw_stages(ctx: PowerContext, store: dict) -> None:
    banned = {e["object"] for e in ctx.rules.relations(subject="power:Reincarnator", verb="replaces")}
    taken = {p.power for p in ctx.state.players if p.power}
    pool = sorted(spec.name for spec in REGISTRY.values()
                  if ctx.edition in spec.editions and f"power:{spec.name}" not in banned | taken
                  and spec.name not in ("Pentaform", "Reincarnator", "Insect")
                  and not has_setup(ctx.rules, f"power:{spec.name}"))
    ctx.game.rng.shuffle(pool)
    store["stages"], store["stage"] = pool[:ctx.P["pentaform_stages"]], 1


def _counted_bases(ctx: PowerContext, colour: str, bases: set[str]) -> int:
    """Foreign bases that move the Pentaform: planets, and the Moons the graph lets count."""
    counted = 0
    for key in bases:
        moon = ctx.state.moons.get(key)
        if moon is None:
            counted += key.rsplit(":", 1)[0] != colour
        elif moon.get("piece") and ctx.rules.relations(subject=moon["piece"], verb="counts-for",
                                                       obj="power:Pentaform"):
            counted += 1
    return counted


@register("Pentaform", windows=tuple(WINDOWS),
          fields=("stages", "stage"),
          doc='`stages: [five powers]`, `stage: 1-5` (an artefact; default: drawn at random, stage 1)')
def pentaform(ctx: PowerContext) -> None:
    store = artefacts(ctx.game, ctx.rule)
    if "stages" not in store:
        _draw_stages(ctx, store)
    stages = ctx.P["pentaform_stages"]
    if len(store["stages"]) != stages or not 1 <= store["stage"] <= stages:
        raise ScenarioError("invalid-scenario", f"the Pentaform has {stages} stages and stands on one of "
                            f"them (stage: 1-{stages})", "encounter.powers.Pentaform")
    node = ctx.rules.resolve_name(store["stages"][store["stage"] - 1], kinds=("power",))
    spec = effect_for(node, ctx.edition) if node else None
    if spec is None:
        raise ScenarioError("not-modelled", f"the Pentaform's stage {store['stage']} is the "
                            f"{store['stages'][store['stage'] - 1]}, whose effect is not modelled",
                            "encounter.powers.Pentaform.stages")
    if ctx.window_name in spec.windows and gate(ctx, ctx.colour, spec, ctx.window_name):
        act_as(ctx, node, spec)
    if ctx.window_name == "cleanup":
        _move_stage(ctx, store)


def _move_stage(ctx: PowerContext, store: dict) -> None:
    start = ctx.marks.bases_start.get(ctx.colour)
    if start is None:
        return
    now = set(ctx.state.bases(ctx.colour))
    before = _counted_bases(ctx, ctx.colour, start)
    after = _counted_bases(ctx, ctx.colour, now)
    moons_won = [k for k in now - start if k in ctx.state.moons]
    if after == before:
        if moons_won:
            rule = next((e["rule"] for e in ctx.rules.relations(subject="term:moon", verb="does-not-count-for",
                                                               obj="power:Pentaform")), ctx.rule)
            announce(ctx, f"its base on {', '.join(moons_won)} (a Moon) does not change its life stage", rule)
        return
    stage = max(1, min(ctx.P["pentaform_stages"], store["stage"] + after - before))
    rule = "more.14.12.pentaform" if moons_won else ctx.rule
    announce(ctx, f"{'gains' if after > before else 'loses'} {abs(after - before)} counted foreign base"
             f"{'s' if abs(after - before) != 1 else ''}: stage {store['stage']} -> {stage} "
             f"({store['stages'][stage - 1]})", rule, keys=("artefacts",))
    store["stage"] = stage
