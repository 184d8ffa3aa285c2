"""``resolver bench [--json] [--quick]``: the benchmark suite, each figure next to its floor."""
from __future__ import annotations

import json

import click

from resolver.cli.common import load_oracle, rules_option

GROUPS = ("load", "decide", "ask", "check", "engine", "http")


@click.command("bench")
@rules_option
@click.option("--json", "as_json", is_flag=True, help="Print the JSON document of interfaces.md.")
@click.option("--markdown", "as_markdown", is_flag=True, help="Print the figures as a Markdown table.")
@click.option("--quick", is_flag=True, help="Shrink every workload (seconds, for the test suite).")
@click.option("--only", multiple=True, type=click.Choice(GROUPS),
              help="Measure only this group of figures; repeatable.")
def command(extra_rules: tuple[str, ...], as_json: bool, as_markdown: bool, quick: bool,
            only: tuple[str, ...]) -> None:
    """Measure load, decide, ask, check, engine and HTTP figures, each with its floor and cost ratio.

    Ratio = our cost ÷ the floor's cost measured in the same run (1.0 is the
    floor; lower is better). A figure whose backend is missing shows no value
    and a note saying so. House rules (--rules) apply to the ask, check and
    http figures. See docs/performance.md.
    """
    from resolver.bench import report, suite

    load_oracle("mayfair", extra_rules)      # bad house rules: exit 2 with lint's messages first

    def oracle_factory():
        return load_oracle("mayfair", extra_rules)

    def progress(group: str) -> None:
        click.echo(f"bench: measuring {group}…", err=True)

    result = suite.run(quick=quick, only=only, oracle_factory=oracle_factory, progress=progress,
                       extra_rules=extra_rules)
    if as_json:
        click.echo(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    elif as_markdown:
        click.echo(report.markdown(result))
    else:
        click.echo(report.table(result))
