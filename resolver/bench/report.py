"""Printing a benchmark report: an aligned table for people, Markdown for docs/performance.md."""
from __future__ import annotations

from resolver.bench.figure import Figure
from resolver.bench.suite import Report


def _fmt(x: float | None) -> str:
    if x is None:
        return "-"
    return f"{x:,.3g}" if abs(x) < 1000 else f"{x:,.0f}"


def _row(f: Figure) -> list[str]:
    return [f.name, _fmt(f.value), f.unit, _fmt(f.floor), _fmt(f.ratio), f.target or "", f.note or ""]


HEADER = ["figure", "value", "unit", "floor", "ratio", "target", "note"]


def table(report: Report) -> str:
    """The figures as a plain-text table (notes last, unaligned, so long notes stay readable)."""
    rows = [HEADER] + [_row(f) for f in report.figures]
    widths = [max(len(r[i]) for r in rows) for i in range(len(HEADER) - 1)]
    lines = [f"machine: {report.machine}"]
    for r in rows:
        cells = [c.ljust(w) if i in (0, 2, 5) else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=False))]
        lines.append("  ".join(cells) + "  " + r[-1])
    lines.append(f"({'quick' if report.quick else 'full'} run, {report.seconds:.0f} s; "
                 "ratio = cost against the floor, 1.0 is the floor, lower is better)")
    return "\n".join(lines)


def markdown(report: Report) -> str:
    """The figures as a Markdown table."""
    def esc(text: str) -> str:
        return text.replace("|", "\\|")
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    lines += ["| " + " | ".join(esc(c) for c in _row(f)) + " |" for f in report.figures]
    return "\n".join(lines)
