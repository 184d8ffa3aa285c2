"""Complete random games (``resolver play``): throughput, invariants, reproductions.

Each game gets its own seed drawn from the run's seed. Every decision is made by a
:class:`RecordingChooser` (random, but it remembers the current encounter's answers),
so that when an invariant breaks, the encounter can be written out as a scenario
file that replays it.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

import yaml

from resolver.engine import options as option_registry
from resolver.engine import powers as power_registry
from resolver.engine.choices import RandomChooser
from resolver.engine.errors import InvariantViolation, ScenarioError
from resolver.engine.game import Game

COLOURS = ("tan", "pink", "lavender", "mint", "red", "blue")


class RecordingChooser(RandomChooser):
    """Random legal choices, remembered per encounter as scenario fields."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.fields: dict = {}

    def start(self) -> None:
        self.fields = {"launch_from": {}, "allies": {"offense": {}, "defense": {}}, "ally_from": {},
                       "cards": {}, "rewards": {}, "destiny": []}

    def regroup(self, enc, options, optional):
        choice, d = super().regroup(enc, options, optional)
        self.fields["regroup"] = "gate" if choice == "cone" else choice
        return choice, d

    def own_colour(self, enc, options):
        choice, d = super().own_colour(enc, options)
        if choice != "draw again":
            self.fields["target"] = choice.split(" ", 1)[-1]
        return choice, d

    def defender(self, enc, options, why):
        choice, d = super().defender(enc, options, why)
        self.fields["defense"] = choice
        return choice, d

    def target(self, enc, options):
        choice, d = super().target(enc, options)
        self.fields["target"] = choice
        return choice, d

    def commit(self, enc, colour, role, lo, hi):
        taken, d = super().commit(enc, colour, role, lo, hi)
        if role in ("offense", "refill"):
            self.fields["launch"] = {colour: sum(taken.values())}
            self.fields["launch_from"] = dict(taken)
        elif role.endswith("ally"):
            side = role.split(" ", 1)[0]
            self.fields["allies"][side][colour] = sum(taken.values())
            self.fields["ally_from"][colour] = dict(taken)
        return taken, d

    def invitations(self, enc, side, options):
        invited, d = super().invitations(enc, side, options)
        self.fields.setdefault("invitations", {})[side] = list(invited)
        return invited, d

    def encounter_card(self, enc, side, options):
        card, d = super().encounter_card(enc, side, options)
        self.fields["cards"][side] = card
        return card, d

    def reinforcements(self, enc, both_attack):
        plays, d = super().reinforcements(enc, both_attack)
        self.fields["reinforcements"] = [{"player": c, "side": s, "card": card} for c, s, card in plays]
        return plays, d

    def deal(self, enc):
        terms, d = super().deal(enc)
        self.fields["deal"] = terms if terms.get("made") else "failed"
        return terms, d

    def reward(self, enc, colour, n, warp):
        (cards, ships), d = super().reward(enc, colour, n, warp)
        self.fields["rewards"][colour] = {"cards": cards, "ships": ships}
        return (cards, ships), d


@dataclass
class PlayReport:
    games: int = 0
    finished: int = 0
    encounters: int = 0
    turns: int = 0
    seconds: float = 0.0
    wins: dict = field(default_factory=dict)
    undecided: list = field(default_factory=list)     # games stopped where the sources are silent
    violation: dict | None = None

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def encounters_per_second(self) -> float:
        return self.encounters / self.seconds if self.seconds else 0.0


class _Tracked(Game):
    """A game that snapshots the table at the start of each encounter (for reproductions)."""

    stop_at: int | None = None        # replay: stop when this encounter starts

    def before_encounter(self, enc) -> None:
        if self.stop_at is not None and self.encounters >= self.stop_at:
            raise _Stop
        self.snapshot = _snapshot(self, enc)
        self.chooser.start()

    def draw_destiny(self) -> str:
        card = super().draw_destiny()
        self.chooser.fields.setdefault("destiny", []).append(card)
        return card


class _Stop(Exception):
    """Ends a replay once the encounter to reproduce is complete."""


def replay_encounter(rules, edition: str, colours: list[str], seed: int, options: tuple,
                     encounter: int, powers: tuple = ()) -> Game:
    """Replay a game from its seed without invariant checks until encounter ``encounter`` is
    over, so that every choice made in it is recorded (the reproduction needs them all)."""
    rng = random.Random(seed)
    dealt = list(powers)
    rng.shuffle(dealt)
    game = _Tracked.new(rules, edition, colours, seed, tuple(options), chooser=RecordingChooser(rng),
                        quiet=True, check=False, powers=tuple(dealt))
    game.chooser.start()
    game.stop_at = encounter + 1
    try:
        game.play()
    except (_Stop, InvariantViolation, ScenarioError, ValueError, KeyError):
        pass
    return game


def _snapshot(game: Game, enc) -> dict:
    s = game.state
    return {
        "edition": s.edition, "offense": enc.offense, "number": enc.number,
        "planets": {k: dict(v) for k, v in s.planets.items()},
        "warp": {c: n for c, n in s.warp.items() if n},
        "hands": {p.colour: list(p.hand) for p in s.players},
        "powers_active": {p.colour: p.power_active for p in s.players},
        "options": list(s.options),
        "option_state": {k: v for part in option_registry.point(game, "snapshot") for k, v in part.items()},
    }


def reproduction(game: Game, seed: int, message: str) -> str:
    """A scenario file (YAML text) that replays the encounter where the invariant broke."""
    snap = getattr(game, "snapshot", None) or {}
    fields = {k: v for k, v in game.chooser.fields.items() if v not in ({}, [], None)}
    enc = {"offense": snap.get("offense"), "number": snap.get("number", 1), **fields}
    if enc.get("destiny") and len(enc["destiny"]) == 1:
        enc["destiny"] = enc["destiny"][0]
    data = {
        "resolver": 1,
        "name": f"play violation (game seed {seed}): {message}",
        "seed": seed, "edition": snap.get("edition"), "options": snap.get("options") or [],
        "players": [{"color": p.colour, **({"power": p.power.split(":", 1)[1]} if p.power else {})}
                    for p in game.state.players],
        "state": {"planets": snap.get("planets"), "warp": snap.get("warp"),
                  "hands": snap.get("hands"), "powers_active": snap.get("powers_active"),
                  **(snap.get("option_state") or {})},
        "encounter": enc,
    }
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def check_request(rules, edition: str, options: tuple[str, ...], powers: tuple[str, ...]) -> None:
    """Refuse options and powers the engine cannot play yet."""
    option_registry.load_all()
    power_registry.load_all()
    for name in options:
        node = rules.resolve_name(name, kinds=("option",))
        if node is None:
            raise ScenarioError("invalid-scenario", f"unknown optional rule {name!r}", "--options")
        if node.split(":", 1)[1] not in option_registry.REGISTRY:
            raise ScenarioError("not-modelled", f"option {node.split(':', 1)[1]!r} is not modelled "
                                "by the engine yet", "--options")
    for name in powers:
        if name.lower() == "all":
            continue
        node = rules.resolve_name(name, kinds=("power",))
        if node is None:
            raise ScenarioError("invalid-scenario", f"unknown power {name!r}", "--powers")
        editions = tuple(rules.node(node).get("editions") or ())
        if editions and edition not in editions:
            raise ScenarioError("invalid-scenario", f"{node.split(':', 1)[1]} is a power of the "
                                f"{' and '.join(editions)} edition, not of {edition}", "--powers")
        if power_registry.effect_for(node, edition) is None:
            raise ScenarioError("not-modelled", f"the {node.split(':', 1)[1]}'s effect is not "
                                "modelled" + power_registry.known_rulings_text(rules, node), "--powers")


def play_games(rules, games: int, seed: int, edition: str = "mayfair", options: tuple = (),
               players: int = 4, max_encounters: int = 2000, transcript: list | None = None,
               powers: tuple = ()) -> PlayReport:
    """Play ``games`` complete random games; stop at the first invariant violation.

    ``powers`` (names) are dealt to the players in seat order, a fresh random order each game.
    """
    colours = list(COLOURS[:players])
    pool: list[str] = []
    if [p.lower() for p in powers] == ["all"]:        # deal from every modelled power
        from resolver.engine.powers.status import modelled
        pool, powers = modelled(rules, edition), ()
    nodes = tuple(rules.resolve_name(p, kinds=("power",)) for p in powers)
    if len(nodes) > players:
        raise ScenarioError("invalid-scenario", f"{len(nodes)} powers for {players} players", "--powers")
    report = PlayReport()
    seeds = random.Random(seed)
    started = time.perf_counter()
    for _ in range(games):
        game_seed = seeds.randrange(2**31)
        rng = random.Random(game_seed)
        dealt = list(nodes)
        rng.shuffle(dealt)
        if pool:
            dealt = rng.sample(pool, min(players, len(pool)))
        game = _Tracked.new(rules, edition, colours, game_seed, tuple(options),
                            chooser=RecordingChooser(rng), quiet=transcript is None, check=True,
                            powers=tuple(dealt))
        game.chooser.start()
        try:
            winners = game.play(max_encounters)
        except ScenarioError as exc:
            if exc.code != "undecided":
                raise
            report.games += 1          # the sources do not say how this game goes on
            report.undecided.append(f"game seed {game_seed}: {exc.message}")
            continue
        except InvariantViolation as exc:
            replayed = replay_encounter(rules, edition, colours, game_seed, tuple(options), game.encounters,
                                        tuple(dealt))
            report.violation = {"seed": game_seed, "message": exc.message, "encounter": game.encounters,
                                "scenario": reproduction(replayed, game_seed, exc.message)}
            report.games += 1
            break
        report.games += 1
        report.encounters += game.encounters
        report.turns += game.turns
        if winners:
            report.finished += 1
            key = len(winners)
            report.wins[key] = report.wins.get(key, 0) + 1
        if transcript is not None:
            transcript.append(game_transcript(game, game_seed))
    report.seconds = time.perf_counter() - started
    return report


def game_transcript(game: Game, seed: int) -> str:
    lines = [f"# game seed {seed}, {game.state.edition}, players {', '.join(game.state.colours)}"]
    lines += [f"{ev.n:>5}. {ev.text}  [{ev.rule}]" for ev in game.rec.events]
    lines.append(f"# winners: {', '.join(game.winners) or 'none'} after {game.encounters} encounters")
    return "\n".join(lines) + "\n"
