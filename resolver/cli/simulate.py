"""``resolver simulate PATH [--json]``: run one scenario; print the outcome and the numbered trace."""
from __future__ import annotations

import json
import sys

import click

from resolver.cli.common import load_oracle, rules_option

KEYS = ("winner", "totals", "warp", "foreign_colonies", "home_colonies", "power_active",
        "rewards", "consolation", "second_encounter", "game_winners")


def render(d: dict) -> str:
    """The outcome dict as readable text."""
    lines = [f"{d.get('name') or 'scenario'} ({d.get('edition')})"]
    if d.get("destiny"):
        lines.append(f"  destiny {d['destiny']}: {d.get('defense') or 'no defense'} on {d.get('target')}")
    for key in KEYS:
        value = d.get(key)
        if isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items()) or "none"
        elif isinstance(value, list):
            value = ", ".join(value) or "none"
        lines.append(f"  {key.replace('_', ' ')}: {value}")
    from resolver.engine.options import expect_keys
    for key in expect_keys():                      # optional rules' keys (lucre, limbo, moons…)
        if key in d:
            lines.append(f"  {key.replace('_', ' ')}: {d[key]}")
    changed = {k: v for k, v in d["planets"].items() if v != d["board_before"]["planets"].get(k)}
    if changed:
        lines.append("  planets changed: " + "; ".join(
            f"{k} {', '.join(f'{c} {n}' for c, n in v.items()) or 'empty'}" for k, v in changed.items()))
    lines.append("trace:")
    for step in d["trace"]:
        cit = step["citation"]
        where = f"{cit['source']} {cit['section']}" if cit.get("source") else "house"
        mark = " [default]" if step["default"] else ""
        lines.append(f"  {step['n']:>3}. {step['step']}{mark}  — {where} ({step['rule']})")
    return "\n".join(lines)


@click.command("simulate")
@rules_option
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the outcome as JSON.")
def command(extra_rules, path, as_json) -> None:
    """Run one scenario and print the outcome with its step-by-step trace."""
    oracle = load_oracle(extra_rules=extra_rules)
    outcome = oracle.simulate(path)
    d = outcome.to_dict()
    if as_json:
        click.echo(json.dumps(d, indent=2))
    elif outcome.error is not None:
        e = d["error"]
        click.echo(f"resolver: {path}: {e['path'] + ': ' if e.get('path') else ''}{e['message']} "
                   f"[{e['code']}]", err=True)
    else:
        click.echo(render(d))
    sys.exit(0 if outcome.error is None else (2 if outcome.error.code in
                                              ("invalid-scenario", "unreadable", "open-decision") else 1))
