"""``resolver play --games N --seed S``: complete random games with every invariant checked."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from resolver.cli.common import edition_option, fail, load_oracle, rules_option

#: most games one run may ask for (a bigger number would run for days, never finishing)
MAX_GAMES = 1_000_000


@click.command("play")
@rules_option
@click.option("--games", type=click.IntRange(1, MAX_GAMES), default=100, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the whole run.")
@edition_option
@click.option("--options", "options", multiple=True, help="Optional rules in play (repeatable or comma-separated).")
@click.option("--powers", "powers", multiple=True, help="Powers dealt to the players (repeatable).")
@click.option("--players", type=click.IntRange(2, 6), default=4, show_default=True)
@click.option("--max-encounters", type=click.IntRange(1), default=2000, show_default=True,
              help="Stop a game that has not ended after this many encounters.")
@click.option("--transcript", type=click.Path(dir_okay=False),
              help="Write every game's numbered trace to FILE (the golden transcripts).")
@click.option("--repro", type=click.Path(dir_okay=False), default="play-violation.yaml", show_default=True,
              help="Where to write the scenario reproducing a violation.")
def command(extra_rules, games, seed, edition, options, powers, players, max_encounters,
            transcript, repro) -> None:
    """Play N complete random games; print games/s and encounters/s, or the first violation."""
    from resolver.engine.errors import ScenarioError
    from resolver.engine.play import check_request, play_games
    oracle = load_oracle(edition, extra_rules)
    opts = tuple(o.strip() for group in options for o in group.split(",") if o.strip())
    from resolver.engine.options import expand
    opts = expand(opts, oracle.rules, edition)     # `all`: every modelled optional rule of the edition
    pows = tuple(p.strip() for group in powers for p in group.split(",") if p.strip())
    try:
        check_request(oracle.rules, edition, opts, pows)
        texts: list[str] | None = [] if transcript else None
        report = play_games(oracle.rules, games, seed, edition, opts, players, max_encounters, texts,
                            powers=pows)
    except ScenarioError as exc:
        fail(f"{exc.path + ': ' if exc.path else ''}{exc.message}")
    if transcript:
        _write(transcript, "".join(texts), "--transcript")
    if report.violation:
        v = report.violation
        _write(repro, v["scenario"], "--repro")
        click.echo(f"INVARIANT VIOLATION in game seed {v['seed']}: {v['message']}")
        click.echo(f"a scenario reproducing it: {repro}  (resolver simulate {repro})")
        sys.exit(1)
    unfinished = report.games - report.finished - len(report.undecided)
    for why in report.undecided:
        click.echo(f"stopped (the sources do not decide): {why}")
    click.echo(f"{report.games} games ({edition}, {players} players, seed {seed}): "
               f"{report.finished} won{' (' + str(report.wins.get(2, 0)) + ' joint)' if report.wins.get(2) else ''}"
               f"{', ' + str(unfinished) + ' unfinished' if unfinished else ''}; "
               f"{report.encounters} encounters, {report.turns} turns; no invariant violation")
    click.echo(f"{report.seconds:.2f}s: {report.games_per_second:.1f} games/s, "
               f"{report.encounters_per_second:.0f} encounters/s")


def _write(path: str, text: str, option: str) -> None:
    """Write an output file, or exit 2 naming the option and why it cannot be written."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        fail(f"{option}: cannot write {path}: {exc.strerror or exc}")
