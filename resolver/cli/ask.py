"""``resolver ask "QUESTION" [--edition mayfair|ffg] [--json] [--rules FILE]``.

Prints the verdict first, then the explanation, conditions, editions and
citations; ``--json`` prints exactly ``Oracle.ask(...).to_dict()``. An
unanswerable question is an answer (``unknown``, exit 0); an empty or
over-long question is a malformed call (exit 2).
"""
from __future__ import annotations

import json
import sys

import click

from resolver.cli.common import edition_option, fail, load_oracle, rules_option

_COLOURS = {"yes": "green", "no": "red", "depends": "yellow", "value": "cyan", "text": "cyan",
            "unknown": "magenta"}


@click.command("ask")
@click.argument("question", nargs=-1, required=True)
@edition_option
@click.option("--json", "as_json", is_flag=True, help="Print the answer object as JSON.")
@rules_option
def command(question: tuple[str, ...], edition: str, as_json: bool, extra_rules) -> None:
    """Answer a rules QUESTION in plain words, with the sections behind the answer."""
    from resolver.ask import QuestionError, validate
    text = " ".join(question)
    try:
        validate(text, edition)
    except QuestionError as exc:
        fail(f"cannot ask: {exc}")
    oracle = load_oracle(edition, extra_rules)
    answer = oracle.ask(text, edition)
    if as_json:
        click.echo(json.dumps(answer.to_dict(), indent=2, ensure_ascii=False))
        return
    _print(answer.to_dict(), tty=sys.stdout.isatty())


def _print(d: dict, tty: bool) -> None:
    from resolver.answer import headline
    # a value is headed by a sentence that says it, as on the web page ("The offense wins, 11 to 10."; issue 13)
    verdict = headline(d) if d["verdict"] == "value" and d["value"] is not None else d["verdict"].upper()
    if tty:
        click.secho(f" {verdict} ", bold=True, reverse=True, fg=_COLOURS.get(d["verdict"]))
    else:
        click.echo(verdict)
    click.echo(f"\n{d['answer']}")
    for cond in d["conditions"]:
        click.echo(f"  - when {cond['when']}: {cond.get('verdict')}"
                   + (f" {cond['value']}" if cond.get("value") is not None else ""))
    for ed, other in d.get("editions", {}).items():
        if ed == d["edition"]:
            continue
        click.echo(f"\n[{ed}] {other['verdict']}: {other['answer']}")
    label = "Nearest rules" if d["verdict"] == "unknown" else "Citations"
    if d["citations"]:
        click.echo(f"\n{label}:")
        for c in d["citations"]:
            click.echo(f"  {c['source']} {c['section']}  ({c['rule']})")
    for note in d.get("notes", []):
        if not note.startswith("scenario:"):
            click.echo(f"note: {note}")
    click.echo(f"confidence {d['confidence']:.2f}")
