"""``resolver graph [NAME]``: the rule graph, or one node's neighbourhood, as JSON or DOT."""
from __future__ import annotations

import json

import click

from resolver.cli.common import fail, load_oracle, rules_option
from resolver.graph.export import to_dot, to_json


@click.command("graph")
@click.argument("name", required=False)
@click.option("--depth", default=1, show_default=True, type=click.IntRange(0, 5))
@click.option("--format", "fmt", type=click.Choice(["json", "dot", "svg"]), default="json", show_default=True)
@rules_option
def command(name: str | None, depth: int, fmt: str, extra_rules) -> None:
    """Print the whole graph, or the neighbourhood of NAME (a power, rule id, term…)."""
    rules = load_oracle(extra_rules=extra_rules).rules
    if name:
        node = rules.resolve_name(name)
        if node is None:
            from resolver.graph.compiler import did_you_mean
            hint = did_you_mean(name, rules.nodes())
            fail(f"no node named {name!r}" + (f"; {hint}" if hint else
                                              " (try a power, a rule id or a section such as mce/15.4)"))
        sub = rules.neighbours(node, depth=depth)
    else:
        sub = rules.view()
    if fmt == "json":
        click.echo(json.dumps(to_json(sub), indent=1))
    elif fmt == "dot":
        click.echo(to_dot(sub))
    else:
        from resolver.graph.draw import to_svg
        click.echo(to_svg(sub, focus=node if name else None))
