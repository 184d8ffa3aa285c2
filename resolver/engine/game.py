"""A game: the table, the event recorder, the chooser, and the turn loop of both editions."""
from __future__ import annotations

import random

from resolver.engine import invariants
from resolver.engine import options as option_hooks
from resolver.engine.cards import build_deck, build_destiny
from resolver.engine.choices import Chooser, RandomChooser, encounter_cards
from resolver.engine.encounter import Encounter
from resolver.engine.errors import ScenarioError
from resolver.engine.events import Recorder
from resolver.engine.rulemap import Params, rule_ids
from resolver.engine.state import Player, State, planet_key


class Game:
    """Everything one simulation needs; ``play()`` runs complete games, ``encounter()`` one."""

    def __init__(self, rules, state: State, chooser: Chooser, seed: int | None = 0,
                 quiet: bool = False, check: bool = True, power_effects: dict | None = None,
                 power_choices: dict | None = None) -> None:
        self.rules = rules
        self.state = state
        self.P = Params(rules, state.edition, state.options)
        self.R = rule_ids(state.edition)
        self.rng = random.Random(seed)
        self.chooser = chooser
        self.rec = Recorder(state, self.P["home_colonies_for_power"], self.R, quiet=quiet, rng=self.rng)
        self.rec.track = {c: state.foreign_colonies(c) for c in state.colours}
        self.power_effects = power_effects or {}
        self.power_choices = power_choices or {}
        self.cone_override: bool | None = None
        self.winners: list[str] = []
        self.encounters = 0
        self.turns = 0
        if check:
            self.rec.listeners.append(invariants.listener(self.rec, powers_follow_colonies=False))

    # -- a fresh game ---------------------------------------------------------------
    @classmethod
    def new(cls, rules, edition: str, colours: list[str], seed: int, options: tuple[str, ...] = (),
            chooser: Chooser | None = None, quiet: bool = True, check: bool = True,
            powers: tuple[str, ...] = ()) -> Game:
        """Set up a game by the edition's set-up rules; ``powers`` (node ids) go to the
        players in seat order, each with its registered effect."""
        P = Params(rules, edition, options)
        rng = random.Random(seed)
        n_planets, per_planet = P["planets_per_system"], P["ships_per_planet"]
        planets = {planet_key(c, i): {c: per_planet} for c in colours for i in range(1, n_planets + 1)}
        deck = build_deck(rules.table("challenge-deck"), edition)
        rng.shuffle(deck)
        players = []
        for c in colours:
            hand = [deck.pop() for _ in range(P["hand_size"])]
            players.append(Player(c, powers[len(players)] if len(players) < len(powers) else None,
                                  True, hand))
        destiny = build_destiny(rules.table("destiny-deck"), edition, colours)
        rng.shuffle(destiny)
        state = State(edition, tuple(options), players, planets, n_planets, deck=deck,
                      destiny=destiny, ships_per_colour=P["ships_per_colour"])
        state.cards_total = state.cards_in_game()
        from resolver.engine import powers as power_registry
        effects = {p.colour: power_registry.effect_for(p.power) for p in players if p.power}
        game = cls(rules, state, chooser or RandomChooser(rng), seed=rng.randrange(2**31),
                   quiet=quiet, check=check, power_effects={c: e for c, e in effects.items() if e})
        if check:
            invariants.check_all(state, game.rec, powers_follow_colonies=True)
            game.rec.listeners[-1] = invariants.listener(game.rec, powers_follow_colonies=True)
        for hook in option_hooks.hooks(state):      # optional rules set up their pieces
            if hook.setup is not None:
                hook.setup(game)
        state.cards_total = state.cards_in_game()
        return game

    def before_encounter(self, enc: Encounter) -> None:
        """Called as each encounter starts (``resolver play`` snapshots the table here)."""

    # -- decks ------------------------------------------------------------------------
    def draw_destiny(self) -> str:
        s = self.state
        low = 1 if s.edition == "ffg" else 0
        if len(s.destiny) <= low:
            s.destiny.extend(s.destiny_discard)
            s.destiny_discard.clear()
            self.rng.shuffle(s.destiny)
            self.rec.note("the destiny deck is reshuffled with its discards", self.R["destiny.reshuffle"])
            option_hooks.point(self, "destiny_reshuffle")
        if not s.destiny:
            raise ScenarioError("stuck", "the destiny deck is empty")
        card = s.destiny.pop()
        s.destiny_discard.append(card)
        return card

    def first_player(self) -> str:
        """Cut (Mayfair) / draw (FFG) the destiny deck until a colour shows; it plays first."""
        for _ in range(100):
            card = self.state.destiny[self.rng.randrange(len(self.state.destiny))]
            if card in self.state.colours:
                self.rec.note(f"{card} plays first", self.R["setup.first"])
                return card
        return self.state.colours[0]

    # -- winning ------------------------------------------------------------------------
    def check_win(self, enc: Encounter | None = None) -> list[str]:
        need = self.P["colonies_to_win"]
        winners = [c for c in self.state.colours if self.state.foreign_colonies(c) >= need]
        for replace in getattr(self, "win_checks", ()):     # a power replacing the win (Schizoid)
            found = replace(self)
            if found is not None:
                if found[0] and not self.winners:
                    self.winners = found[0]
                    self.rec.note(found[2], found[1], keys=("game_winners",))
                return self.winners
        if winners and not self.winners:
            self.winners = winners
            if len(winners) > 1:
                self.rec.note(f"{' and '.join(winners)} reach {need} foreign colonies together: "
                              "a joint win", self.R["win.joint"], keys=("game_winners",))
            else:
                self.rec.note(f"{winners[0]} has {need} foreign colonies and wins the game",
                              self.R["win"], keys=("game_winners",))
        return self.winners

    # -- turns ----------------------------------------------------------------------------
    def start_turn(self, offense: str) -> bool:
        """Pre-challenge / start of turn: an offense without encounter cards redraws.

        Returns False when the turn ends at once (the once-only redraw failed).
        """
        option_hooks.point(self, "start_turn", offense)
        hand = self.state.player(offense).hand
        if hand is None:
            return True
        for _ in range(50):
            if encounter_cards(hand, self.state.edition):
                return True
            self.rec.note(f"{offense} holds no encounter card", self.R["start.check"])
            rule = self.P.rule("offense_redraw")      # the reading in force (repeat / once)
            self.rec.discard_hand(offense, rule, "no encounter card")
            self.rec.draw(offense, self.P["redraw_size"], rule, "a new hand", self.R["deck.reshuffle"])
            if self.P["offense_redraw"] != "repeat":
                if encounter_cards(hand, self.state.edition):
                    return True
                self.rec.note(f"{offense} still holds no encounter card: its turn ends",
                              self.R["planning.offense-none"])
                return False
        return False

    def play_turn(self, offense: str) -> None:
        self.turns += 1
        if not self.start_turn(offense):
            return
        number = 1
        while True:
            self.encounters += 1
            enc = Encounter(self, offense, number).run()
            if self.winners or not enc.second_encounter:
                return
            wants, _ = self.chooser.second_encounter(enc)
            if not wants:
                return
            number += 1

    def play(self, max_encounters: int = 2000) -> list[str]:
        """Play turns clockwise until someone wins (or the encounter cap is reached)."""
        offense = self.first_player()
        while not self.winners and self.encounters < max_encounters:
            self.play_turn(offense)
            offense = self.state.left_of(offense)
        return self.winners
