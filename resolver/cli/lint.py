"""``resolver lint [PATH]``: validate rules files; every problem with file:line:column."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from resolver.graph import claimcheck
from resolver.graph.load import compile_files, rule_files


@click.command("lint")
@click.argument("paths", nargs=-1, type=click.Path(exists=True))
@click.option("--json", "as_json", is_flag=True, help="Print the problems as JSON.")
def command(paths: tuple[str, ...], as_json: bool) -> None:
    """Check the bundled rules (or PATH: extra rules files or folders, checked on top of them).

    Reports parse errors with a caret, unknown names with a did-you-mean, missing
    citations, duplicate ids, precedence cycles, claim words that are neither vocabulary
    words nor graph names, and claims that contradict at the same precedence; exits 1 on
    any problem. Warns (exit 0) on a statement with a modal word that carries no claim.
    """
    extra: list[Path] = []
    for p in paths:
        path = Path(p)
        found = sorted(path.rglob("*.rules")) if path.is_dir() else [path]
        if not found:             # like `check`: an empty folder is a mistake, never a silent "ok"
            click.echo(f"resolver: no rules files (*.rules) in the folder {path}", err=True)
            sys.exit(2)
        extra.extend(found)
    bundled = rule_files()
    bundled_set = {b.resolve() for b in bundled}
    extra = [e for e in extra if e.resolve() not in bundled_set]
    graph, problems = compile_files(bundled, extra)
    warnings = []
    if graph is not None:
        problems += claimcheck.contradictions(graph)
        warnings = claimcheck.modal_warnings(graph)
    if as_json:
        click.echo(json.dumps({"problems": [p.to_dict() for p in problems],
                               "warnings": [w.to_dict() for w in warnings]}, indent=2))
    else:
        for p in problems:
            click.echo(p.render())
        for w in warnings:
            click.echo(f"warning: {w.render()}")
        n = len(bundled) + len(extra)
        tail = f" ({len(warnings)} warning(s))" if warnings else ""
        click.echo((f"{len(problems)} problem(s) in {n} file(s)" if problems
                    else f"ok: {n} file(s), no problems") + tail)
    sys.exit(1 if problems else 0)
