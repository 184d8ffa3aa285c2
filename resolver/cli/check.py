"""`resolver check` (not built yet)."""
from __future__ import annotations

import click

from resolver.cli.common import not_built, rules_option


@click.command("check", context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@rules_option
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def command(extra_rules, args) -> None:
    """Not built yet."""
    not_built("check", "see the issue tracker")()
