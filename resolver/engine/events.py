"""Every change to the table is an :class:`Event` carrying the rule that caused it.

:class:`Recorder` is the only code that mutates a :class:`~resolver.engine.state.State`:
each method changes the table and appends one event (plus the colony and power
events the change implies). The trace and the citations of an outcome are read
from the events; listeners (the invariant checker) run after every event.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from resolver.engine.state import CONE, WARP, State, system_of


@dataclass(slots=True)
class Event:
    """One numbered step: what happened, by which rule, and whether a default chose it."""

    n: int
    kind: str
    text: str
    rule: str
    default: bool = False
    keys: tuple[str, ...] = ()        # outcome keys this step sets (``warp.tan``, ``winner``)
    colours: tuple[str, ...] = ()     # colours whose ships moved (for the invariant check)


@dataclass
class Recorder:
    """Applies changes to a state and records them as events."""

    state: State
    home_colonies_for_power: int
    rule_ids: dict[str, str]
    events: list[Event] = field(default_factory=list)
    listeners: list[Callable[[State, Event], None]] = field(default_factory=list)
    quiet: bool = False               # play mode: keep no event list (listeners still run)
    track: dict[str, int] = field(default_factory=dict)   # colony track: announced foreign colonies
    rng: random.Random = field(default_factory=random.Random)
    #: optional rules: where ships sent to the warp go instead, (colour, src) -> place
    redirect_warp: Callable[[str, str], str] | None = None
    _count: int = 0

    # -- the log -------------------------------------------------------------
    def emit(self, kind: str, text: str, rule: str, default: bool = False,
             keys: tuple[str, ...] = (), colours: tuple[str, ...] = ()) -> Event:
        self._count += 1
        event = Event(self._count, kind, text, rule, default, keys, colours)
        if not self.quiet:
            self.events.append(event)
        for listen in self.listeners:
            listen(self.state, event)
        return event

    def note(self, text: str, rule: str, default: bool = False, keys: tuple[str, ...] = ()) -> Event:
        """A step that changes nothing on the table (a reveal, a total, a decision)."""
        return self.emit("note", text, rule, default, keys)

    @property
    def steps(self) -> int:
        return self._count

    # -- ships -----------------------------------------------------------------
    def move(self, colour: str, n: int, src: str, dst: str, rule: str, why: str = "",
             default: bool = False, origin: str | None = None) -> None:
        """Move ``n`` ships of ``colour`` from ``src`` to ``dst`` (planet key, warp, cone end).

        From the cone, ``origin`` picks the planet they had come from (None: any).
        """
        if n <= 0:
            return
        s = self.state
        if dst == WARP and self.redirect_warp is not None and src not in s.places:
            dst = self.redirect_warp(colour, src)
        planets = [loc for loc in (src, dst) if loc in s.planets]
        had = {loc: s.planets[loc].get(colour, 0) > 0 for loc in planets}
        homes_before = s.power_bases(colour)
        taken_from = self._take(colour, n, src, origin)
        if dst in s.places:
            s.places[dst][colour] = s.places[dst].get(colour, 0) + n
        elif dst in (CONE["offense"], CONE["defense"]):
            side = dst.split(":", 1)[1]
            origins = s.cone[side].setdefault(colour, {})
            for org, k in taken_from.items():
                origins[org] = origins.get(org, 0) + k
        elif dst == WARP:
            s.warp[colour] = s.warp.get(colour, 0) + n
        else:
            s.planets[dst][colour] = s.planets[dst].get(colour, 0) + n
        changes = [(loc, s.planets[loc].get(colour, 0) > 0) for loc in planets]
        changes = [(loc, has) for loc, has in changes if has != had[loc]]
        for loc, has in changes:          # the colony track moves with the board
            if system_of(loc) != colour and loc not in s.moons:
                self.track[colour] = self.track.get(colour, 0) + (1 if has else -1)
        homes_after = s.power_bases(colour)
        flip = self._power_flip(colour, homes_before, homes_after)
        keys = tuple(self._key(loc, colour) for loc in (src, dst))
        text = f"{n} {colour} ship{'s' if n != 1 else ''} {self._name(src)} → {self._name(dst)}"
        self.emit("move", text + (f" ({why})" if why else ""), rule, default, keys, (colour,))
        for loc, has in changes:
            self._colony_event(colour, loc, has)
        if flip:
            self.emit("power", flip[0], flip[1], keys=(f"power_active.{colour}",))

    def _take(self, colour: str, n: int, src: str, origin: str | None) -> dict[str, int]:
        s = self.state
        if src in (CONE["offense"], CONE["defense"]):
            origins = s.cone[src.split(":", 1)[1]].get(colour, {})
            taken: dict[str, int] = {}
            need = n
            for org in ([origin] if origin else list(origins)):
                k = min(need, origins.get(org, 0))
                if k:
                    origins[org] -= k
                    if origins[org] == 0:
                        del origins[org]
                    taken[org] = k
                    need -= k
            if need:
                raise ValueError(f"{colour} has too few ships on the cone")
            return taken
        if src in s.places:
            if s.places[src].get(colour, 0) < n:
                raise ValueError(f"{colour} has too few ships in {src}")
            s.places[src][colour] -= n
            if not s.places[src][colour]:
                del s.places[src][colour]
            return {src: n}
        if src == WARP:
            if s.warp.get(colour, 0) < n:
                raise ValueError(f"{colour} has too few ships in the warp")
            s.warp[colour] -= n
            return {WARP: n}
        have = s.planets[src].get(colour, 0)
        if have < n:
            raise ValueError(f"{colour} has too few ships on {src}")
        s.planets[src][colour] = have - n
        if have == n:
            del s.planets[src][colour]
        return {src: n}

    @staticmethod
    def _name(loc: str) -> str:
        if loc == WARP:
            return "warp"
        if loc.startswith("cone:"):
            return f"cone ({loc.split(':', 1)[1]})"
        return loc

    @staticmethod
    def _key(loc: str, colour: str) -> str:
        if loc == WARP:
            return f"warp.{colour}"
        if loc.startswith("cone:"):
            return f"cone.{colour}"
        if loc.startswith("limbo:"):
            return f"limbo.{loc.split(':', 1)[1]}"
        return f"planets.{loc}"

    # -- colonies and powers -----------------------------------------------------
    def _colony_event(self, colour: str, key: str, gained: bool) -> None:
        kind = "home" if system_of(key) == colour else "foreign"
        if key in self.state.moons:
            kind = "Moon"
        keys = (f"{kind}_colonies.{colour}", "game_winners")
        moon = "more.13.5.is-base" if kind == "Moon" else None
        if gained:
            self.emit("colony", f"{colour} gains a {kind} colony on {key}",
                      moon or self.rule_ids["colony"], keys=keys)
        else:
            self.emit("colony", f"{colour} loses its {kind} colony on {key}",
                      moon or self.rule_ids["colony.lost"], keys=keys)

    def _power_flip(self, colour: str, before: int, after: int) -> tuple[str, str] | None:
        """Lose the power on dropping below the threshold; regain it on climbing back."""
        player = self.state.player(colour)
        need = self.home_colonies_for_power
        custom = self.state.power_rules.get(colour)          # an optional rule's condition
        if before >= need > after and player.power_active:
            player.power_active = False
            if custom is not None:
                return f"{colour} no longer meets {custom.why} and loses its power", custom.rule_id
            return (f"{colour} has fewer than {need} home colonies and loses its power",
                    self.rule_ids["power.lost"])
        if before < need <= after and not player.power_active:
            player.power_active = True
            if custom is not None:
                return f"{colour} again meets {custom.why} and regains its power", custom.rule_id
            return (f"{colour} again has {need} home colonies and regains its power",
                    self.rule_ids["power.regained"])
        return None

    # -- cards -------------------------------------------------------------------
    def draw(self, colour: str, n: int, rule: str, why: str = "", reshuffle_rule: str = "") -> int:
        """``colour`` draws ``n`` cards from the deck (reshuffling the discards if it runs out)."""
        s = self.state
        player = s.player(colour)
        drawn = 0
        if s.deck is None:
            if player.hand is not None:
                player.hand.extend(["?"] * n)
            drawn = n
        else:
            for _ in range(n):
                if not s.deck:
                    if not s.discard:
                        break
                    s.deck.extend(s.discard)
                    s.discard.clear()
                    self.rng.shuffle(s.deck)
                    self.note("the deck is empty: its discard pile is shuffled into a new deck",
                              reshuffle_rule or rule)
                card = s.deck.pop()
                if player.hand is not None:
                    player.hand.append(card)
                drawn += 1
        self.emit("cards", f"{colour} draws {drawn} card{'s' if drawn != 1 else ''}"
                  + (f" ({why})" if why else ""), rule, keys=(f"hand.{colour}",))
        return drawn

    def play_card(self, colour: str, card: str, rule: str, text: str, keys: tuple = ()) -> None:
        """A card leaves a hand and goes into play (face down or revealed)."""
        hand = self.state.player(colour).hand
        if hand is not None:
            hand.remove(card if card in hand else "?")
        self.state.in_play.append(card)
        self.emit("cards", text, rule, keys=keys)

    def discard_in_play(self, rule: str) -> None:
        s = self.state
        if not s.in_play:
            return
        names = ", ".join(s.in_play)
        s.discard.extend(s.in_play)
        s.in_play.clear()
        self.emit("cards", f"discarded: {names}", rule)

    def discard_hand(self, colour: str, rule: str, why: str = "") -> None:
        player = self.state.player(colour)
        if player.hand:
            self.state.discard.extend(player.hand)
            player.hand.clear()
        self.emit("cards", f"{colour} discards its hand" + (f" ({why})" if why else ""), rule,
                  keys=(f"hand.{colour}",))

    def give_cards(self, giver: str, taker: str, cards: list[str], rule: str, why: str,
                   default: bool = False, keys: tuple = ()) -> None:
        """Cards move from one hand to another (consolation, deals)."""
        s = self.state
        giver_hand = s.player(giver).hand
        taker_hand = s.player(taker).hand
        for card in cards:
            if giver_hand is not None:
                giver_hand.remove(card)
            if taker_hand is not None:
                taker_hand.append(card)
        n = len(cards)
        self.emit("cards", f"{taker} takes {n} card{'s' if n != 1 else ''} from {giver}'s hand ({why})",
                  rule, default, keys=keys)
