"""Options and helpers shared by the commands."""
from __future__ import annotations

import sys
from collections.abc import Callable

import click

from resolver.dsl.errors import DSLError

rules_option = click.option(
    "--rules", "extra_rules", multiple=True, type=click.Path(dir_okay=False),
    help="A house-rules file (same DSL) loaded on top of the bundled rules; repeatable.")

edition_option = click.option(
    "--edition", type=click.Choice(["mayfair", "ffg"]), default="mayfair", show_default=True,
    help="Which edition's rules to use.")


def fail(message: str, code: int = 2) -> None:
    click.echo(f"resolver: {message}", err=True)
    sys.exit(code)


def load_oracle(edition: str = "mayfair", extra_rules: tuple = ()):
    """Build the Oracle, turning bad house rules into a clear exit-2 message."""
    from resolver import Oracle
    try:
        return Oracle(edition=edition, extra_rules=extra_rules)
    except DSLError as exc:
        fail(f"the rules do not compile:\n{exc}")


def not_built(name: str, issue: str) -> Callable:
    def run(**_kwargs) -> None:
        fail(f"'{name}' is not built yet ({issue})")
    return run
