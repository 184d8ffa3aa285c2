"""``resolver coverage``: each source section with the rules that cite it."""
from __future__ import annotations

import json
import sys

import click

from resolver.cli.common import load_oracle, rules_option


def coverage_report(rules) -> dict:
    sections, uncovered = [], []
    for sec in rules.sections():
        if sec.get("source_id") == "house":
            continue
        ids = rules.rules_citing(sec["source_id"], sec["section"])
        sections.append({"source": sec["source"], "section": sec["section"], "title": sec["title"],
                         "rules": ids})
        if not ids:
            uncovered.append({"source": sec["source"], "section": sec["section"]})
    return {"sections": sections, "uncovered": uncovered}


def _claims_text(report: dict) -> None:
    source = None
    for s in report["sections"]:
        if s["source"] != source:
            source = s["source"]
            click.echo(f"\n{source}")
        mark = "  " if not s["unclaimed"] and s["claims"] else "!!"
        click.echo(f" {mark} {s['section']:<40} {s['statements']:>3} statement(s) "
                   f"{len(s['unclaimed']):>3} unclaimed {s['claims']:>4} claim(s)")
    t = report["totals"]
    share = 100.0 * t["claimed"] / t["statements"] if t["statements"] else 100.0
    click.echo(f"\n{t['claimed']}/{t['statements']} statements claimed ({share:.1f}%), {t['claims']} claims")
    for u in report["unclaimed"]:
        click.echo(f"unclaimed: {u['rule']} ({u['source']} {u['section']})")


@click.command("coverage")
@click.option("--json", "as_json", is_flag=True, help="Print the JSON document of the spec.")
@click.option("--claims", "claims", is_flag=True,
              help="Statements and claims per section instead of the rules citing it.")
@rules_option
def command(as_json: bool, claims: bool, extra_rules) -> None:
    """List every source section with the rule ids citing it, and the sections nobody cites.

    With --claims: each section's statements (every 'says'), its claims and the
    statements no claim formalises.
    """
    rules = load_oracle(extra_rules=extra_rules).rules
    if claims:
        from resolver.graph.claimcheck import claims_report
        report = claims_report(rules)
        if as_json:
            click.echo(json.dumps(report, indent=2, ensure_ascii=False))
        else:
            _claims_text(report)
        sys.exit(0)
    report = coverage_report(rules)
    if as_json:
        click.echo(json.dumps(report, indent=2))
    else:
        source = None
        for s in report["sections"]:
            if s["source"] != source:
                source = s["source"]
                click.echo(f"\n{source}")
            mark = "  " if s["rules"] else "!!"
            click.echo(f" {mark} {s['section']:<40} {len(s['rules']):>3} rule(s)")
        total = len(report["sections"])
        click.echo(f"\n{total - len(report['uncovered'])}/{total} sections covered")
        for u in report["uncovered"]:
            click.echo(f"uncovered: {u['source']} {u['section']}")
    sys.exit(0)
