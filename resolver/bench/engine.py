"""Complete random games per second (the engine of ``resolver play``), invariants on and off.

Each measurement is a fresh process that calls ``resolver.engine.play.play_games``
(what ``resolver play`` runs) and reports games and encounters per CPU-second
of that call (start-up excluded; CPU time stays steady on a shared machine). The floor of a figure is the same games with the invariant checks
switched off, so its ratio is what checking every invariant after every event costs.
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass

from resolver.bench.figure import Figure, missing, rate_figure
from resolver.bench.proc import run

#: runs in a child: argv = edition games seed on|off options powers (comma-separated, or "all")
PLAY = r"""
import inspect, json, sys
from resolver import Oracle
from resolver.engine import play
edition, games, seed, check, wanted = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "on", sys.argv[5]
rules = Oracle(edition=edition).rules
options = tuple(o for o in wanted.split(",") if o)
if wanted == "all":                      # every modelled optional rule of this edition
    from resolver.engine import options as registry
    registry.load_all()
    options = tuple(o for o in sorted(registry.REGISTRY)
                    if edition in (rules.node(f"option:{o}").get("editions") or [edition]))
    if not options:
        print(json.dumps({"error": f"no optional rule of {edition} is modelled by the engine yet"}))
        sys.exit(0)
kwargs, how = {}, "invariants on"
powers = tuple(p for p in sys.argv[6].split(",") if p)
if powers:
    if "powers" not in inspect.signature(play.play_games).parameters:
        print(json.dumps({"error": "play_games cannot deal powers yet"})); sys.exit(0)
    kwargs["powers"] = powers            # "all": each game deals from every modelled power
play.check_request(rules, edition, options, powers)
if not check:
    params = inspect.signature(play.play_games).parameters
    if "check" in params:
        kwargs["check"], how = False, "play_games(check=False)"
    else:
        original = play._Tracked.new.__func__
        def unchecked(cls, *args, **kw):
            kw["check"] = False
            return original(cls, *args, **kw)
        play._Tracked.new = classmethod(unchecked)
        how = "Game.new(check=False), patched in the bench process: play has no switch"
import time
cpu = time.process_time()
report = play.play_games(rules, games, seed, edition, options, **kwargs)
cpu = time.process_time() - cpu
print(json.dumps({"games": report.games, "finished": report.finished, "encounters": report.encounters,
                  "seconds": report.seconds, "cpu": cpu, "games_per_s": report.games / cpu,
                  "encounters_per_s": report.encounters / cpu, "wall_games_per_s": report.games_per_second,
                  "options": list(options),
                  "powers": list(powers),
                  "violation": (report.violation or {}).get("message"), "how": how}))
"""


@dataclass
class Variant:
    """One engine configuration to time: a label, an edition and its optional rules."""

    label: str
    edition: str
    options: str = ""          # comma-separated option ids, or "all" (every modelled option)
    powers: str = ""           # comma-separated power names, or "all" (every modelled power)


def play(variant: Variant, games: int, seed: int, invariants: bool) -> tuple[dict | None, str]:
    """The child's report, or (None, why it could not run)."""
    done = run([sys.executable, "-c", PLAY, variant.edition, str(games), str(seed),
                "on" if invariants else "off", variant.options, variant.powers], timeout=3600).done
    try:
        data = json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        err = (done.stderr or done.stdout).strip().splitlines()
        return None, err[-1][:300] if err else f"exit {done.returncode}"
    if "error" in data:
        return None, data["error"]
    return data, ""


def measure_variant(variant: Variant, games: int, seed: int) -> list[Figure]:
    """Games/s and encounters/s with invariants on; floor: the same games with them off."""
    base = f"engine.{variant.label}"
    on, why = play(variant, games, seed, invariants=True)
    if on is None:
        return [missing(f"{base}.games_per_s", "games/s", why),
                missing(f"{base}.encounters_per_s", "encounters/s", why)]
    off, why_off = play(variant, games, seed, invariants=False)
    note = (f"per CPU-second ({on['wall_games_per_s']:.1f} games/s wall); "
            f"{on['games']} games ({on['finished']} won), {on['encounters']} encounters, seed {seed}"
            + (f", options {', '.join(on['options'])}" if on["options"] else "")
            + (f", powers: {', '.join(on['powers'])}" if on["powers"] else "")
            + "; invariants checked after every event; "
            + (f"floor: same games, invariants off ({off['how']})" if off else f"no floor ({why_off})"))
    if off and (off["encounters"], off["games"]) != (on["encounters"], on["games"]):
        note += (f"; no ratio: the unchecked run played {off['games']} games, {off['encounters']} "
                 "encounters, not the same games")
        off = None
    if on.get("violation"):
        note = (f"INVARIANT VIOLATION, play stopped after {on['games']} of {games} games "
                f"({on['violation']}); " + note)
    return [
        rate_figure(f"{base}.games_per_s", on["games_per_s"], off and off["games_per_s"], "games/s", note),
        rate_figure(f"{base}.encounters_per_s", on["encounters_per_s"], off and off["encounters_per_s"],
                    "encounters/s", note),
    ]


def measure(variants: list[Variant], games: int, seed: int = 1) -> list[Figure]:
    """Every variant's figures, in order."""
    figures: list[Figure] = []
    for variant in variants:
        figures.extend(measure_variant(variant, games, seed))
    return figures
