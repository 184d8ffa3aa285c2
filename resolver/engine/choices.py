"""Decision points: who decides, the legal options, and the two kinds of answerers.

The encounter never picks for a player. At each decision it calls a method of a
:class:`Chooser` with the legal options; :class:`RandomChooser` answers at random
from a seed (``resolver play``), :class:`~resolver.engine.scenario.ScenarioChooser`
answers from a scenario file and refuses a decision the scenario leaves open
(naming it and its options), except the bookkeeping defaults of the spec, which
are the functions at the top of this module. Every answer comes back with a flag
saying whether a default chose it (the trace marks those steps).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from resolver.engine.cards import is_encounter_card, kind_of
from resolver.engine.state import State, system_of


@dataclass(frozen=True)
class Decision:
    """A decision point: its name (a scenario field path), who makes it, the legal options."""

    name: str
    player: str | None
    options: tuple

    def describe(self) -> str:
        shown = ", ".join(str(o) for o in self.options[:12])
        more = f", … ({len(self.options)} in all)" if len(self.options) > 12 else ""
        who = f"{self.player}'s " if self.player else ""
        return f"{who}decision {self.name!r} is open; options: {shown}{more}"


class PowerChoices(dict):
    """A power's answers from a scenario (``encounter.powers.<Name>``), remembering which
    fields the engine read: a field never read is a choice that never applied, which the
    engine refuses instead of ignoring (issue 14, "forbidden choices are refused")."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.read: set = set()

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def __contains__(self, key) -> bool:
        self.read.add(key)
        return super().__contains__(key)

    def unread(self) -> list:
        return [k for k in self if k not in self.read]


# -- the defaults fixed by the scenario spec ------------------------------------
def _stack_order(state: State, colour: str, home_first: bool) -> list[str]:
    bases = state.bases(colour)
    return sorted(bases, key=lambda k: ((system_of(k) == colour) != home_first, k))


def default_take(state: State, colour: str, n: int) -> dict[str, int]:
    """Ships committed: one at a time from the largest stack, home planets first.

    Ties go to the lower planet number; a foreign colony is used only when the
    home planets are empty. Never empties a planet unless there is no other way.
    """
    stacks = {k: state.ships_on(k, colour) for k in state.bases(colour)}
    taken: dict[str, int] = {}
    for _ in range(n):
        home = {k: v for k, v in stacks.items() if v > 0 and system_of(k) == colour}
        pool = home or {k: v for k, v in stacks.items() if v > 0}
        if not pool:
            break
        spare = {k: v for k, v in pool.items() if v > 1} or pool
        key = max(spare, key=lambda k: (spare[k], -_number(k)))
        stacks[key] -= 1
        taken[key] = taken.get(key, 0) + 1
    return taken


def default_lose(state: State, colour: str, n: int) -> dict[str, int]:
    """Ships a player must lose: one at a time from the largest stack, home planets last."""
    stacks = {k: state.ships_on(k, colour) for k in state.bases(colour)}
    lost: dict[str, int] = {}
    for _ in range(n):
        foreign = {k: v for k, v in stacks.items() if v > 0 and system_of(k) != colour}
        pool = foreign or {k: v for k, v in stacks.items() if v > 0}
        if not pool:
            break
        key = max(pool, key=lambda k: (pool[k], -_number(k)))
        stacks[key] -= 1
        lost[key] = lost.get(key, 0) + 1
    return lost


def default_home(state: State, colour: str) -> str | None:
    """Where a returning ship with no planet to go back to lands: its largest home stack,
    else its largest foreign colony (None: the player has no colony at all)."""
    bases = state.bases(colour)
    if not bases:
        return None
    return max(bases, key=lambda k: (system_of(k) == colour, state.ships_on(k, colour), -_number(k)))


def _number(key: str) -> int:
    try:
        return int(key.rsplit(":", 1)[1])
    except (ValueError, IndexError):
        return 0


# -- the answerers ------------------------------------------------------------------
class Chooser:
    """The interface the encounter asks. Each method returns ``(answer, by_default)``."""

    def regroup(self, enc, options: list[str], optional: bool): raise NotImplementedError
    def destiny(self, enc): raise NotImplementedError
    def own_colour(self, enc, options: list[str]): raise NotImplementedError
    def defender(self, enc, options: list[str], why: str): raise NotImplementedError
    def target(self, enc, options: list[str]): raise NotImplementedError
    def commit(self, enc, colour: str, role: str, lo: int, hi: int): raise NotImplementedError
    def invitations(self, enc, side: str, options: list[str]): raise NotImplementedError
    def alliance(self, enc, colour: str, sides: list[str]): raise NotImplementedError
    def encounter_card(self, enc, side: str, options: list[str]): raise NotImplementedError
    def reinforcements(self, enc, both_attack: bool): raise NotImplementedError
    def deal(self, enc): raise NotImplementedError
    def reward(self, enc, colour: str, n: int, warp: int): raise NotImplementedError
    def lose(self, enc, colour: str, n: int): raise NotImplementedError
    def home_for(self, enc, colour: str): return default_home(enc.state, colour), True
    def random_cards(self, enc, hand: list[str], n: int) -> list[str]:
        return enc.game.rng.sample(hand, n)
    def second_encounter(self, enc) -> tuple[bool, bool]: raise NotImplementedError
    def defense_redraw(self, enc) -> tuple[bool, bool]: raise NotImplementedError


class RandomChooser(Chooser):
    """Legal choices at random from a seeded generator (``resolver play``, hypothesis)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def regroup(self, enc, options, optional):
        if optional and self.rng.random() < 0.1:
            return None, False
        return self.rng.choice(options), False

    def destiny(self, enc):
        return None, False              # draw from the deck

    def own_colour(self, enc, options):
        return self.rng.choice(options), False

    def defender(self, enc, options, why):
        return self.rng.choice(options), False

    def target(self, enc, options):
        return self.rng.choice(options), False

    def commit(self, enc, colour, role, lo, hi):
        state = enc.state
        available = sum(state.ships_on(k, colour) for k in state.bases(colour))
        hi = min(hi, available)
        if hi < lo:
            return {}, False
        n = self.rng.randint(lo, hi)
        if self.rng.random() < 0.8:
            return default_take(state, colour, n), False
        taken: dict[str, int] = {}
        stacks = {k: state.ships_on(k, colour) for k in state.bases(colour)}
        for _ in range(n):
            key = self.rng.choice([k for k, v in stacks.items() if v > 0])
            stacks[key] -= 1
            taken[key] = taken.get(key, 0) + 1
        return taken, False

    def invitations(self, enc, side, options):
        return [c for c in options if self.rng.random() < 0.5], False

    def alliance(self, enc, colour, sides):
        if not sides:
            return None, False
        return self.rng.choice([None, *sides]), False

    def encounter_card(self, enc, side, options):
        return self.rng.choice(options), False

    def reinforcements(self, enc, both_attack):
        out = []
        if enc.edition == "mayfair" and not both_attack:
            return out, False
        for colour in enc.involved():
            hand = enc.state.player(colour).hand or []
            for card in hand:
                if kind_of(card) == "reinforcement" and self.rng.random() < 0.3:
                    out.append((colour, self.rng.choice(["offense", "defense"]), card))
        return out, False

    def deal(self, enc):
        if self.rng.random() < 0.4:
            return {"made": False}, False
        terms: dict = {"made": True, "colony": {}, "cards": {}}
        off, dfn = enc.offense, enc.defense
        pairs = [(off, dfn), (dfn, off)]
        for taker, giver in [self.rng.choice(pairs)]:    # at most one colony, to keep it simple
            if self.rng.random() < 0.7:
                spots = enc.deal_colony_options(taker, giver)
                if spots and enc.state.bases(taker):
                    terms["colony"][taker] = self.rng.choice(spots)
        for colour in (off, dfn):
            hand = enc.state.player(colour).hand or []
            if hand and self.rng.random() < 0.5:
                terms["cards"][colour] = self.rng.randint(1, min(2, len(hand)))
        if not terms["colony"] and not terms["cards"]:
            terms["cards"][off] = 0
            return {"made": False}, False
        return terms, False

    def reward(self, enc, colour, n, warp):
        ships = self.rng.randint(0, min(n, warp)) if enc.state.bases(colour) else 0
        return (n - ships, ships), False

    def lose(self, enc, colour, n):
        return default_lose(enc.state, colour, n), False

    def second_encounter(self, enc):
        return self.rng.random() < 0.7, False

    def defense_redraw(self, enc):
        return True, False


def encounter_cards(hand: list[str], edition: str) -> list[str]:
    """The encounter cards of a hand; an unknown card (``?``) is assumed to be one."""
    return [c for c in hand if c == "?" or is_encounter_card(c, edition)]
