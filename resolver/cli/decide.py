"""``resolver decide "<frame>"``: decide one claim frame (CLAIMS-SPEC §3) and show why."""
from __future__ import annotations

import json
import sys

import click

from resolver.cli.common import edition_option, fail, load_oracle, rules_option


def _context(pairs: tuple[str, ...]) -> dict:
    """``key=value`` pairs; numbers become numbers, a bare key is a flag set to true."""
    out: dict = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            out[key] = True
            continue
        try:
            out[key] = int(value)
        except ValueError:
            out[key] = {"true": True, "false": False}.get(value.lower(), value)
    return out


def _where(claim) -> str:
    return ", ".join(f"{s} {sec}" for s, sec in claim.sections) or claim.rule


def render(d) -> str:
    """The decision in a few lines: verdict, value, conditions, deciding and beaten claims."""
    lines = [d.verdict + (f" (value: {d.value})" if d.value is not None else "")]
    lines += [f"  when: {c}" for c in d.conditions]
    lines += [f"  by: {c.text()} [{c.rule}; {_where(c)}]" for c in d.claims]
    lines += [f"  beats: {c.text()} [{c.rule}; {_where(c)}]" for c in d.overrides]
    return "\n".join(lines)


@click.command("decide")
@click.argument("frame")
@edition_option
@click.option("--option", "options", multiple=True, help="An optional rule that is on; repeatable.")
@click.option("--context", "-c", "context", multiple=True,
              help="A fact of the situation, key=value (target_colours=2, in_play=Silencer); repeatable.")
@click.option("--json", "as_json", is_flag=True, help="Print the decision as JSON.")
@rules_option
def command(frame: str, edition: str, options: tuple[str, ...], context: tuple[str, ...],
            as_json: bool, extra_rules: tuple[str, ...]) -> None:
    """Decide a claim frame: '<actor> <modal> <action> [<object>] [count N] [when <flag>]'.

    Example: resolver decide "Clone may keep card:Kicker" --option kickers
    """
    from resolver.graph.decide import FrameError

    rules = load_oracle(edition, extra_rules).rules
    try:
        d = rules.decide(frame, edition, options=options, context=_context(context))
    except FrameError as exc:
        fail(str(exc))
        return
    if as_json:
        click.echo(json.dumps(d.to_dict(), indent=2, ensure_ascii=False, default=str))
    else:
        click.echo(render(d))
    sys.exit(0)
