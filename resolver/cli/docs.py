"""``resolver docs``: generate the rules reference (``docs/rules/``, ``docs/powers.md``) from the rule graph.

``resolver docs`` writes the pages of ``docs/rules/`` (and only them);
``resolver docs --powers`` writes ``docs/powers.md``. ``--check`` writes nothing and
exits 1 when the pages on disk differ from a fresh rendering (stale, missing or
left over), so a test or CI step can insist they are current.
"""
from __future__ import annotations

import sys
from pathlib import Path

import click

from resolver.cli.common import fail, load_oracle, rules_option


@click.command("docs")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default=None,
              help="Folder of the pages (default: docs/rules of the checkout).")
@click.option("--check", is_flag=True, help="Only compare; exit 1 if the pages are stale.")
@click.option("--powers", "powers_page", is_flag=True,
              help="Write (or with --check, verify) docs/powers.md: what the engine simulates of each power.")
@rules_option
def command(out_dir: str | None, check: bool, extra_rules, powers_page: bool = False) -> None:
    """Generate docs/rules/: one page per power and per source section, plus an index.

    With ``--rules`` (house rules) the pages must go elsewhere (``--out``), so the
    committed reference of the bundled rules is never overwritten by a group's rules.
    """
    from resolver.docgen import check_pages, default_out_dir, write_pages

    if powers_page:
        from resolver.engine.powers import status
        rules = load_oracle().rules
        if check:
            ok = status.is_current(rules)
            click.echo("ok: docs/powers.md is current" if ok else "docs/powers.md is stale; run "
                       "`resolver docs --powers`", err=not ok)
            sys.exit(0 if ok else 1)
        click.echo(f"wrote {status.write(rules)}")
        return

    if extra_rules and not out_dir:
        fail("with --rules, give --out: docs/rules/ documents the bundled rules only")
    target = Path(out_dir) if out_dir else default_out_dir()
    rules = load_oracle(extra_rules=extra_rules).rules
    if check:
        problems = check_pages(rules, target)
        if problems:
            for line in problems[:50]:
                click.echo(line)
            if len(problems) > 50:
                click.echo(f"... and {len(problems) - 50} more")
            click.echo(f"{len(problems)} page(s) out of date in {target}; run `resolver docs`", err=True)
            sys.exit(1)
        if not out_dir and not _powers_current(rules):
            click.echo("docs/powers.md is stale; run `resolver docs --powers`", err=True)
            sys.exit(1)
        click.echo(f"ok: the pages in {target} are current")
        sys.exit(0)
    try:
        written, removed = write_pages(rules, target)
    except OSError as exc:
        fail(f"cannot write {target}: {exc.strerror or exc}")
    click.echo(f"wrote {written} page(s), removed {removed}, in {target}")
    if not out_dir and not _powers_current(rules):
        # docs/powers.md is written by --powers only (README); say when it has gone stale
        click.echo("note: docs/powers.md is stale; `resolver docs --powers` rewrites it", err=True)


def _powers_current(rules) -> bool:
    from resolver.engine.powers import status
    return status.is_current(rules)
