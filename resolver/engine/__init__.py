"""The engine: plays Cosmic Encounter from the rule graph (both editions' base game).

Public surface: :func:`resolver.engine.api.simulate` / :func:`~resolver.engine.api.check`
(scenario files), :class:`resolver.engine.game.Game` (complete games), and the
power/option hooks in :mod:`resolver.engine.powers` and :mod:`resolver.engine.options`.
"""
from resolver.engine.api import check, simulate
from resolver.engine.errors import InvariantViolation, ScenarioError

__all__ = ["simulate", "check", "ScenarioError", "InvariantViolation"]
