"""The ``resolver`` command line. One module per command; this file only wires them.

Exit codes: 0 success, 1 a check failed (lint errors, scenario mismatches),
2 bad input or a command that cannot run (with a clear message, never a traceback).
"""
from __future__ import annotations

import sys

import click

from resolver.cli import (
    ask,
    bench,
    check,
    coverage,
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


for _module in (ask, check, simulate, play, lint, coverage, graph, serve, bench, docs):
    cli.add_command(_module.command)


def main() -> None:
    """Console-script entry point: never show a traceback to a user."""
    try:
        cli.main(standalone_mode=True)
    except KeyboardInterrupt:
        sys.exit(130)
