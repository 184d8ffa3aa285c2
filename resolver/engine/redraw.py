"""The FFG Overview's reading of the redraws, as the optional rule ``ffg-overview-redraw``.

The FFG documents disagree (conflicts ``diff.offense-redraw`` / ``diff.defense-redraw``
in the rules data). By default the engine follows the FFG Additional Rules: redraw
until an encounter card turns up. With this option the graph's params change to
``offense_redraw = "once"`` (the turn ends if the single new hand has none) and
``defense_redraw = "optional-once"`` (the defender *may* redraw once). What a defender
then plays without an encounter card the Overview does not say: such an encounter is
refused as ``undecided``. The option changes only params, so its hook is empty apart
from the scenario field ``encounter.defense_redraw`` (true/false: does the defender
take its one optional redraw).
"""
from __future__ import annotations

from resolver.engine import options
from resolver.engine.errors import ScenarioError

OPTION = "ffg-overview-redraw"


def _load_encounter(rules, sc, P) -> None:
    value = sc.enc.get("defense_redraw")
    if value is not None and not isinstance(value, bool):
        raise ScenarioError("invalid-scenario", "must be true or false", "encounter.defense_redraw")


options.register(options.OptionHook(OPTION, encounter_keys=("defense_redraw",),
                                    load_encounter=_load_encounter))
