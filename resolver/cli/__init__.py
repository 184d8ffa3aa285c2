"""The ``resolver`` command line. One module per command; this file only wires them.

Exit codes: 0 success, 1 a check failed (lint errors, scenario mismatches),
2 bad input or a command that cannot run (with a clear message, never a traceback).
"""
from __future__ import annotations

import os
import sys

import click

from resolver.cli import (
    ask,
    bench,
    check,
    coverage,
    decide,
    docs,
    graph,
    lint,
    play,
    serve,
    simulate,
)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="resolver")
def cli() -> None:
    """resolver: rulings and simulations for Cosmic Encounter."""


for _module in (ask, check, simulate, play, lint, coverage, decide, graph, serve, bench, docs):
    cli.add_command(_module.command)


def main() -> None:
    """Console-script entry point: never show a traceback to a user.

    A file that cannot be read or written ends with one line naming it (exit 2);
    any other failure is a bug, reported in one line with how to see the
    traceback (``RESOLVER_DEBUG=1``).
    """
    try:
        cli.main(standalone_mode=True)
    except KeyboardInterrupt:
        sys.exit(130)
    except OSError as exc:
        if os.environ.get("RESOLVER_DEBUG"):
            raise
        where = f"{exc.filename}: " if exc.filename else ""
        click.echo(f"resolver: {where}{exc.strerror or exc}", err=True)
        sys.exit(2)
    except Exception as exc:           # a bug: one line, never a traceback
        if os.environ.get("RESOLVER_DEBUG"):
            raise
        click.echo(f"resolver: internal error ({type(exc).__name__}: {exc}); please report it "
                   "(RESOLVER_DEBUG=1 shows the traceback)", err=True)
        sys.exit(2)
