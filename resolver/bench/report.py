"""Printing a benchmark report: an aligned table for people, Markdown for docs/performance.md."""
from __future__ import annotations

from resolver.bench.figure import Figure
from resolver.bench.suite import Report


def _fmt(x: float | None) -> str:
    if x is None:
        return "-"
    return f"{x:,.3g}" if abs(x) < 1000 else f"{x:,.0f}"


#: the "met" cell: the target met, missed, or not measured / no target
MET = {True: "yes", False: "MISSED", None: ""}


def _row(f: Figure) -> list[str]:
    return [f.name, _fmt(f.value), f.unit, _fmt(f.floor), _fmt(f.ratio), str(f.target or ""),
            MET[f.met], f.note or ""]


HEADER = ["figure", "value", "unit", "floor", "ratio", "target", "met", "note"]


def _missed(report: Report) -> str | None:
    names = [f.name for f in report.figures if f.met is False]
    return f"{len(names)} figure{'s' if len(names) != 1 else ''} missed {'their' if len(names) != 1 else 'its'} " \
        f"target: {', '.join(names)}" if names else None


def table(report: Report) -> str:
    """The figures as a plain-text table (notes last, unaligned, so long notes stay readable)."""
    rows = [HEADER] + [_row(f) for f in report.figures]
    widths = [max(len(r[i]) for r in rows) for i in range(len(HEADER) - 1)]
    lines = [f"machine: {report.machine}"]
    for r in rows:
        cells = [c.ljust(w) if i in (0, 2, 5, 6) else c.rjust(w)
                 for i, (c, w) in enumerate(zip(r, widths, strict=False))]
        lines.append("  ".join(cells) + "  " + r[-1])
    if _missed(report):
        lines.append(_missed(report))
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
