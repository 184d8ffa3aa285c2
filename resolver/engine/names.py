"""Reading the names a scenario uses: a player's colour, a power's name.

Shared by the scenario reader and the ``expect`` block (both refuse a name the same way).
"""
from __future__ import annotations

from typing import Any

from resolver.engine.errors import ScenarioError


def colour(value: Any, colours: list[str], path: str) -> str:
    """A player's colour, case and spaces aside; refused when no player has it."""
    c = str(value).strip().lower() if value is not None else ""
    if c not in colours:
        raise ScenarioError("invalid-scenario", f"{value!r} is not a player's colour ({', '.join(colours)})",
                            path)
    return c


def power_node(rules, name, path: str) -> str:
    """A power's node from its exact name or alias; a misspelling is refused with a suggestion.

    A ruling engine must not guess which power a scenario means: ``Silencr`` is an error
    that names ``Silencer``, not a silent Silencer.
    """
    node = rules.resolve_name(str(name), kinds=("power",), fuzzy=False)
    if node is not None:
        return node
    guess = rules.resolve_name(str(name), kinds=("power",))
    hint = f"; did you mean {guess.split(':', 1)[1]!r}?" if guess else ""
    raise ScenarioError("invalid-scenario", f"unknown power {name!r}{hint}", path)
