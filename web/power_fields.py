"""What each modelled power lets a scenario choose (``encounter.powers.<Name>``).

Generated from the fields each power declares beside its effect
(``resolver.engine.powers.register(fields=, doc=)``), like the "Powers" table of
docs/scenarios.md (``resolver docs --powers`` rewrites it; a test keeps the two equal).
The workbench shows it beside the per-power choice boxes and uses the backquoted
fields as each box's placeholder.
"""
from __future__ import annotations

import re

from resolver.engine.powers import field_rows

#: (powers, the fields under ``encounter.powers.<Name>``), as in docs/scenarios.md
POWER_FIELDS: tuple[tuple[str, str], ...] = field_rows()


def _names(cell: str) -> list[str]:
    return [re.sub(r"\s*\(.*\)$", "", name).strip() for name in cell.split(",")]


def placeholder(power: str) -> str:
    """The fields of one power as a hint (``system: <colour>``), or a general hint."""
    wanted = power.strip().lower()
    for names, fields in POWER_FIELDS:
        if wanted in (n.lower() for n in _names(names)):
            found = re.findall(r"`([^`]+)`", fields)
            return ", ".join(found) if found else "nothing to choose"
    return "its choices, e.g. {use: true}"
