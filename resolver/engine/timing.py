"""Timing windows and the order in which simultaneous effects resolve.

Each phase of an encounter opens one window (below, in play order). At a window
the registered power effects and option callbacks run in the timing-conflict
order the graph holds (``rules.order("timing-conflicts")``): players who are not
main players clockwise from the offense's left, then the offense, then the
defense (if there is one yet).
"""
from __future__ import annotations

#: windows in the order an encounter opens them (both editions; FFG phase names)
WINDOWS = ("start-turn", "regroup", "destiny", "launch", "alliance", "planning", "reveal",
           "outcome", "resolution", "cleanup", "end-encounter")

#: what each step word of the graph's timing-conflict order means
_STEP_WORDS = {
    "non-main": "others", "non-main-players": "others", "others": "others", "bystanders": "others",
    "offense": "offense", "offensive-main-player": "offense", "go": "offense",
    "defense": "defense", "defensive-main-player": "defense", "gd": "defense",
}


def _steps(rules) -> list[str]:
    """The graph's order as engine words; KeyError if the graph has no such order."""
    out = []
    for step in rules.order("timing-conflicts"):
        word = str(step[0] if isinstance(step, list) else step).lower()
        for prefix, meaning in _STEP_WORDS.items():
            if word.startswith(prefix):
                out.append(meaning)
                break
    return out or ["others", "offense", "defense"]


def timing_order(rules, state, offense: str, defense: str | None) -> list[str]:
    """Colours in the order their simultaneous effects resolve."""
    others = [c for c in state.clockwise_from_left_of(offense) if c != defense]
    order: list[str] = []
    for step in _steps(rules):
        if step == "others":
            order.extend(others)
        elif step == "offense":
            order.append(offense)
        elif step == "defense" and defense is not None:
            order.append(defense)
    return order
