"""The context a power's effect sees (``ctx``), and what the powers note during an encounter.

:class:`PowerContext` is the encounter as a power, a flare, an edict or an optional rule
sees it: every effect is typed ``ctx: PowerContext`` and reads only what is listed here
(:class:`resolver.engine.encounter.Encounter` provides it; a test checks that it does).
:class:`Marks` holds what effects leave for one another within one encounter (the
Force's wager until the resolution, the players whose power was stopped, the warp at
the start…), each under its own name: a new mark is a new field, never a loose key.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass
class Marks:
    """What the effects of one encounter note for one another (a fresh one each encounter)."""

    #: the board when the first window opened (flares, edicts, Zombie, Void, Pentaform compare)
    started: bool = False
    warp_start: dict[str, int] = field(default_factory=dict)
    bases_start: dict[str, set[str]] = field(default_factory=dict)
    #: colours whose power the rules stopped this encounter (lost, zapped, silenced)
    blocked_powers: set[str] = field(default_factory=set)
    #: (power, colour) pairs whose silencing the trace already told
    blocked_noted: set = field(default_factory=set)
    #: powers acting through another player's effect right now (Insect, Pentaform, Plant)
    acting_as: set = field(default_factory=set)
    #: colour -> the most ships its power lets it commit (Macron, noted at the destiny)
    commit_caps: dict[str, int] = field(default_factory=dict)
    #: the colour whose Super Macron lifted the one-ship limit
    macron_limit_lifted: str | None = None
    #: the colour whose Super Virus lets every ship of its side multiply
    virus_all_ships: str | None = None
    #: the system the Dictator sent the cone to; the planet the Will chose at random
    dictated_system: str | None = None
    will_target: str | None = None
    #: (Loser's colour, rule) once it revolted; the power the Insect copies
    revolt: tuple[str, str] | None = None
    insect_copy: str | None = None
    #: the power the Plant grafted for this encounter
    plant_graft: str | None = None
    #: side -> the card a "no" about the Seeker's question forbids
    seeker_forbids: dict[str, str] = field(default_factory=dict)
    #: the Judge's fiat, paid at the end
    judge: dict | None = None
    #: (Force's colour, side, main player) once it swapped a card
    force: tuple[str, str, str] | None = None
    #: (Deuce's colour, its second card)
    deuce: tuple[str, str] | None = None
    #: Cavalry colour -> the side whose deal it joined
    cavalry_deal: dict[str, str] = field(default_factory=dict)
    #: (opponent, the cards set aside) by the Chronos' time journey
    chronos_aside: tuple | None = None
    #: the losers the Void removes; (rule, why) when a power denies compensation
    void_losers: list[str] = field(default_factory=list)
    no_consolation: tuple[str, str] | None = None
    #: colours whose Keeper keeps the cards it played this challenge
    keeper: list[str] = field(default_factory=list)
    #: colour -> its idle power under Sanity
    sanity_idle: dict[str, Any] = field(default_factory=dict)
    #: planets whose Filth settlement the trace already told
    filth_noted: set = field(default_factory=set)

    def take(self, name: str) -> Any:
        """A one-shot mark: its value, cleared (None) for the rest of the encounter."""
        value = getattr(self, name)
        setattr(self, name, None)
        return value


class PowerContext(Protocol):
    """The running encounter as an effect sees it (``ctx``)."""

    game: Any                       # the Game: rng, power choices, plays, artefacts
    state: Any                      # the table (resolver.engine.state.State)
    rec: Any                        # the event recorder: every change goes through it
    rules: Any                      # the RuleGraph
    P: Any                          # the edition's params (resolver.engine.rulemap.Params)
    R: Any                          # engine step -> rule id (resolver.engine.rulemap)
    chooser: Any
    edition: str
    offense: str
    defense: str | None
    target: str | None
    number: int
    destiny_card: str | None
    allies: dict[str, dict[str, int]]
    cards: dict[str, str]
    effective: dict[str, str]
    kickers: dict[str, int]
    kicker_cards: dict[str, str]
    totals: dict[str, int] | None
    winner: str | None
    deal: dict | None
    success: bool
    rewards: dict[str, int]
    zapped: set[str]
    powers_used: set[str]
    power_effects: dict
    forced_cards: dict[str, str]
    deal_forbidden: str | None
    joins_uninvited: set[str]
    set_aside: dict[str, int]
    marks: Marks
    window_name: str | None
    #: the acting power: its player, its node id, and the scenario's answers for it
    colour: str | None
    rule: str | None
    choice: dict

    def role_of(self, colour: str) -> str | None: ...
    def involved(self) -> list[str]: ...
    def side_ships(self, side: str) -> int: ...
    def held(self, colour: str) -> int: ...
    def add_to_total(self, side: str, amount: int, rule: str, why: str = "") -> None: ...
    def run_power(self, colour: str, spec: Any, window: str) -> None: ...
    def go_home(self, colour: str, side: str, rule: str, why: str) -> None: ...
    def to_warp(self, colour: str, side: str, rule: str, why: str) -> int: ...
    def deal_colony_options(self, taker: str, giver: str) -> list[str]: ...

