"""The table: players in seat order, planets with ships per colour, warp, cone, hands and decks.

Colonies are never stored: a colour has a colony (base) on a planet exactly when it
has ships there, so every count below is derived from ``planets``.

Locations are strings: a planet key ``"pink:3"`` (system colour, planet number),
``"warp"``, and the two ends of the cone (``"cone:offense"``, ``"cone:defense"``).
Ships on the cone remember the planet they came from, so they can go back there.
"""
from __future__ import annotations

from dataclasses import dataclass, field

WARP = "warp"
CONE = {"offense": "cone:offense", "defense": "cone:defense"}
SIDES = ("offense", "defense")


def planet_key(system: str, number: int) -> str:
    return f"{system}:{number}"


def system_of(key: str) -> str:
    """The system (home colour) a planet key belongs to."""
    return key.rsplit(":", 1)[0]


@dataclass
class Player:
    """One seat at the table."""

    colour: str
    power: str | None = None          # a power node id (``power:Mirror``) or None
    power_active: bool = True
    hand: list[str] | None = None     # None: a hand the scenario leaves unknown

    def hand_size(self) -> int | None:
        return None if self.hand is None else len(self.hand)


@dataclass
class State:
    """Everything on the table at one moment. Mutate only through :mod:`events`."""

    edition: str
    options: tuple[str, ...]
    players: list[Player]
    planets: dict[str, dict[str, int]]
    planets_per_system: int
    warp: dict[str, int] = field(default_factory=dict)
    cone: dict[str, dict[str, dict[str, int]]] = field(
        default_factory=lambda: {"offense": {}, "defense": {}})
    deck: list[str] | None = None          # None: unknown (a scenario)
    discard: list[str] = field(default_factory=list)
    destiny: list[str] = field(default_factory=list)
    destiny_discard: list[str] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)   # revealed cards awaiting discard
    reverse_cone: bool = False
    ships_per_colour: int = 20
    cards_total: int | None = None          # all cards in the game, when every card is known
    # optional rules (resolver.engine.options): their bookkeeping, other places ships can
    # wait (Limbo sections: place -> ships by colour) and Moons (planet key -> piece info)
    extra: dict = field(default_factory=dict)
    places: dict[str, dict[str, int]] = field(default_factory=dict)
    moons: dict[str, dict] = field(default_factory=dict)
    system_sizes: dict[str, int] = field(default_factory=dict)   # planets of a system, when not
                                                                # planets_per_system (inverted hexes)
    power_rules: dict = field(default_factory=dict)   # colour -> f(state) -> bases that keep its power
                                                      # (with .rule_id and .why for the trace)

    # -- players -------------------------------------------------------------
    def __post_init__(self) -> None:
        self._seat = {p.colour: i for i, p in enumerate(self.players)}
        self._homes = {p.colour: [planet_key(p.colour, i) for i in
                                  range(1, self.system_sizes.get(p.colour, self.planets_per_system) + 1)]
                       for p in self.players}

    def resize_system(self, colour: str, n: int) -> None:
        """An optional rule gives ``colour``'s system ``n`` planets (planets added empty)."""
        self.system_sizes[colour] = n
        for key in self._homes[colour]:
            if int(key.rsplit(":", 1)[1]) > n and not any(self.planets.get(key, {}).values()):
                self.planets.pop(key, None)
        for i in range(1, n + 1):
            self.planets.setdefault(planet_key(colour, i), {})
        self._homes[colour] = [planet_key(colour, i) for i in range(1, n + 1)]

    @property
    def colours(self) -> list[str]:
        return [p.colour for p in self.players]

    def player(self, colour: str) -> Player:
        return self.players[self._seat[colour]]

    def seat(self, colour: str) -> int:
        return self._seat[colour]

    def left_of(self, colour: str) -> str:
        """The next player clockwise (to the left)."""
        return self.players[(self._seat[colour] + 1) % len(self.players)].colour

    def clockwise_from_left_of(self, colour: str) -> list[str]:
        """Every other player, starting at ``colour``'s left and going clockwise."""
        n = len(self.players)
        start = self._seat[colour]
        return [self.players[(start + k) % n].colour for k in range(1, n)]

    # -- planets and colonies --------------------------------------------------
    def home_planets(self, colour: str) -> list[str]:
        return self._homes[colour]

    def ships_on(self, key: str, colour: str) -> int:
        return self.planets[key].get(colour, 0)

    def bases(self, colour: str) -> list[str]:
        """Planets where the colour has a colony (in board order)."""
        return [k for k, ships in self.planets.items() if colour in ships]

    def home_colonies(self, colour: str) -> int:
        planets = self.planets
        return sum(1 for k in self._homes[colour] if colour in planets[k])

    def foreign_colonies(self, colour: str) -> int:
        """Colonies outside the colour's own system (a Moon base never counts, MCE 13.5)."""
        moons = self.moons
        return sum(1 for k, ships in self.planets.items()
                   if colour in ships and k.rsplit(":", 1)[0] != colour and k not in moons)   # system_of(k)

    def power_bases(self, colour: str) -> int:
        """Bases that keep a power: home colonies plus occupied Moons of its own system."""
        rule = self.power_rules.get(colour)
        if rule is not None:
            return rule(self)
        moons = sum(1 for k in self.moons if system_of(k) == colour and colour in self.planets[k])
        return self.home_colonies(colour) + moons

    def ships_in_cone(self, colour: str) -> int:
        return sum(sum(side.get(colour, {}).values()) for side in self.cone.values())

    def cone_ships(self, side: str) -> dict[str, int]:
        """Ships per colour on one end of the cone."""
        return {c: sum(origins.values()) for c, origins in self.cone[side].items()
                if sum(origins.values()) > 0}

    def ships_total(self, colour: str) -> int:
        on_planets = sum(ships.get(colour, 0) for ships in self.planets.values())
        elsewhere = sum(ships.get(colour, 0) for ships in self.places.values())
        return on_planets + self.warp.get(colour, 0) + self.ships_in_cone(colour) + elsewhere

    def cards_in_game(self) -> int | None:
        """Every card accounted for (deck, discards, hands, in play), or None if unknown."""
        if self.deck is None or any(p.hand is None for p in self.players):
            return None
        aside = sum(len(cards) for cards in self.extra.get("cards_aside", {}).values())  # hoards, stacks
        return (len(self.deck) + len(self.discard) + len(self.in_play)
                + sum(len(p.hand) for p in self.players) + aside)

    # -- pictures ---------------------------------------------------------------
    def board(self) -> dict:
        """A plain-data picture of the table (the ``board_before`` / ``board_after`` shape)."""
        return {
            "planets": {k: {c: n for c, n in ships.items() if n > 0}
                        for k, ships in self.planets.items()},
            "warp": {c: self.warp.get(c, 0) for c in self.colours},
            "cone": {side: self.cone_ships(side) for side in SIDES},
            "reverse_cone": self.reverse_cone,
            "players": [{
                "color": p.colour,
                "power": p.power.split(":", 1)[1] if p.power else None,
                "power_active": p.power_active,
                "hand": None if p.hand is None else len(p.hand),
                "home_colonies": self.home_colonies(p.colour),
                "foreign_colonies": self.foreign_colonies(p.colour),
            } for p in self.players],
        }
