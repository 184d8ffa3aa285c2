"""``resolver simulate PATH [--json]``: run one scenario; print the outcome and the numbered trace."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from resolver.cli.common import load_oracle, rules_option

KEYS = ("winner", "totals", "warp", "foreign_colonies", "home_colonies", "power_active",
        "rewards", "consolation", "second_encounter", "game_winners")


def render(d: dict) -> str:
    """The outcome dict as readable text."""
    lines = [f"{d.get('name') or 'scenario'} ({d.get('edition')})"]
    if d.get("destiny"):
        against = f"against {d['defense']} (defense)" if d.get("defense") else "with no defense"
        lines.append(f"  {d.get('offense')} (offense) {against} on {d.get('target')}, destiny {d['destiny']}")
    if d.get("cards"):
        lines.append("  cards: " + ", ".join(f"{side} {card}" for side, card in d["cards"].items()))
    for key in KEYS:
        lines.append(f"  {key.replace('_', ' ')}: {_plain(d.get(key), key)}")
    from resolver.engine.options import expect_keys
    for key in expect_keys():                      # optional rules' keys (lucre, limbo, moons…)
        if key in d:
            lines.append(f"  {key.replace('_', ' ')}: {d[key]}")
    before = d["board_before"]["planets"]
    changed = {k: v for k, v in d["planets"].items() if v != before.get(k)}
    if changed:
        lines.append("  planets changed: " + "; ".join(
            f"{k} {_ships(before.get(k) or {})} → {_ships(v)}" for k, v in changed.items()))
    for note in d.get("notes") or []:
        lines.append(f"  note: {note}")
    lines.append("trace:")
    for step in d["trace"]:
        cit = step["citation"]
        where = f"{cit['source']} {cit['section']}" if cit.get("source") else "house"
        mark = " [default]" if step["default"] else ""
        lines.append(f"  {step['n']:>3}. {step['step']}{mark}  — {where} ({step['rule']})")
    return "\n".join(lines)


def _ships(by_colour: dict) -> str:
    """``red 3, blue 1`` or ``empty``."""
    return ", ".join(f"{c} {n}" for c, n in by_colour.items()) or "empty"


def _plain(value, key: str) -> str:
    """One outcome value in words: yes/no for booleans, ``none`` for nothing."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_plain(v, k)}" for k, v in value.items()) or "none"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "none"
    if value is None:
        return "none (no attack against attack)" if key == "totals" else "none"
    return str(value)


@click.command("simulate")
@rules_option
@click.argument("path", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the outcome as JSON.")
def command(extra_rules, path, as_json) -> None:
    """Run one scenario and print the outcome with its step-by-step trace."""
    oracle = load_oracle(extra_rules=extra_rules)
    outcome = oracle.simulate(Path(path))           # always a file, whatever its name ends in
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
