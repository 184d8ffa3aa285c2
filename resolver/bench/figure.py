"""One benchmark figure: a measured value, the floor measured in the same run, and their cost ratio.

``ratio`` is always a *cost* ratio (1.0 is the floor itself, lower is better):
time ÷ floor time for durations, floor throughput ÷ our throughput for rates.
A figure whose backend is missing keeps ``value`` None and says why in ``note``.
A figure with a :class:`Target` says whether it met it (``met``: true, false, or null
when it could not be measured), in the table and in the JSON document.
"""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    """A goal a figure should meet: its words, and the bound it puts on the figure's
    ``ratio`` (or ``value``): at most ``most`` (``below``: strictly less)."""

    text: str
    most: float
    of: str = "ratio"            # "ratio" or "value"
    below: bool = False

    def met(self, figure: Figure) -> bool | None:
        x = getattr(figure, self.of)
        if x is None or not math.isfinite(x):
            return None
        return x < self.most if self.below else x <= self.most

    def __str__(self) -> str:
        return self.text


@dataclass
class Figure:
    """A named measurement with its unit, its floor and the cost ratio against that floor."""

    name: str
    value: float | None
    unit: str
    floor: float | None = None
    ratio: float | None = None
    note: str | None = None
    target: Target | str | None = None

    @property
    def met(self) -> bool | None:
        """Did the figure meet its target? None: no target, or nothing measured."""
        return self.target.met(self) if isinstance(self.target, Target) else None

    def to_dict(self) -> dict:
        """The figure as in interfaces.md (plus ``note``, ``target`` and ``met``, additions)."""
        return {"name": self.name, "value": _round(self.value), "unit": self.unit,
                "floor": _round(self.floor), "ratio": _round(self.ratio, 3),
                "note": self.note, "target": None if self.target is None else str(self.target),
                "met": self.met}


def _round(x: float | None, digits: int = 4) -> float | None:
    """Round to ``digits`` significant figures; None and non-finite values become None."""
    if x is None or not math.isfinite(x):
        return None
    if x == 0:
        return 0.0
    return round(x, max(digits - 1 - int(math.floor(math.log10(abs(x)))), 0))


def time_figure(name: str, seconds: float | None, floor_seconds: float | None,
                unit: str = "ms", note: str | None = None, target: Target | str | None = None) -> Figure:
    """A duration figure; value and floor converted to ``unit`` (ms or s), ratio = time ÷ floor."""
    scale = {"ms": 1000.0, "s": 1.0, "us": 1e6}[unit]
    ratio = seconds / floor_seconds if seconds and floor_seconds else None
    return Figure(name, None if seconds is None else seconds * scale, unit,
                  None if floor_seconds is None else floor_seconds * scale, ratio, note, target)


def rate_figure(name: str, per_second: float | None, floor_per_second: float | None,
                unit: str, note: str | None = None, target: Target | str | None = None) -> Figure:
    """A throughput figure; ratio = floor throughput ÷ our throughput (a cost ratio)."""
    ratio = floor_per_second / per_second if per_second and floor_per_second else None
    return Figure(name, per_second, unit, floor_per_second, ratio, note, target)


def missing(name: str, unit: str, why: str, target: Target | str | None = None) -> Figure:
    """A figure that could not be measured: value None and a note saying why."""
    return Figure(name, None, unit, None, None, f"not available: {why}", target)


def percentile(samples: list[float], pct: float) -> float:
    """The ``pct`` percentile (0-100) of ``samples`` by nearest rank; samples need not be sorted."""
    if not samples:
        raise ValueError("no samples")
    ordered = sorted(samples)
    rank = max(math.ceil(pct / 100.0 * len(ordered)), 1)
    return ordered[min(rank, len(ordered)) - 1]
