"""One encounter (Mayfair: challenge), phase by phase, for both editions.

:class:`Encounter` is also the context a power's effect receives (see
:mod:`resolver.engine.powers`). Its phases are a list of step functions
(:data:`PHASES`); each opens its timing window, so powers and options plug in
without touching the phases, and an option may insert its own step.
"""
from __future__ import annotations

from resolver.engine import hooks
from resolver.engine import options as option_hooks
from resolver.engine import redraw as _redraw  # noqa: F401  (registers ffg-overview-redraw)
from resolver.engine.cards import (
    DEAL_CARD,
    attack_value,
    is_encounter_card,
    kind_of,
    reinforcement_value,
)
from resolver.engine.choices import encounter_cards
from resolver.engine.context import Marks
from resolver.engine.errors import ScenarioError
from resolver.engine.state import CONE, SIDES, WARP, system_of

OTHER = {"offense": "defense", "defense": "offense"}


class Encounter:
    """The running encounter: who is in it, what was played, and what came of it."""

    def __init__(self, game, offense: str, number: int = 1) -> None:
        self.game = game
        self.state = game.state
        self.rec = game.rec
        self.rules = game.rules
        self.P = game.P
        self.R = game.R
        self.chooser = game.chooser
        self.edition = game.state.edition
        self.offense = offense
        self.number = number
        self.defense: str | None = None
        self.target: str | None = None
        self.destiny_card: str | None = None
        self.refill: str | None = None
        self.invited: dict[str, list[str]] = {"offense": [], "defense": []}
        self.allies: dict[str, dict[str, int]] = {"offense": {}, "defense": {}}
        self.cards: dict[str, str] = {}
        self.effective: dict[str, str] = {}
        self.reinforcements: list[tuple[str, str, str]] = []
        self.kickers: dict[str, int] = {}     # side -> multiplier (kickers option)
        self.kicker_cards: dict[str, str] = {}   # side -> the Kicker card played (kickers option)
        self.totals: dict[str, int] | None = None
        self.winner: str | None = None
        self.deal: dict | None = None
        self.success = False
        self.turn_over = False
        self.finished = False
        self.rewards: dict[str, int] = {}
        self.consolation: dict[str, int] = {}
        self.second_encounter = False
        self.zapped: set[str] = set()
        self.powers_used: set[str] = set()
        self.power_effects = game.power_effects
        self.forced_cards: dict[str, str] = {}     # side -> the card a power makes it play
        self.deal_forbidden: str | None = None     # rule id: no agreement can be reached
        self.marks = Marks()                       # what powers note during the encounter
        self.joins_uninvited: set[str] = set()     # colours a power lets ally without an invitation
        self.set_aside: dict[str, int] = {}        # colour -> its ships on the target kept out of it (9.0)
        self.window_name: str | None = None        # the window now open
        # the power context (set while a power's effect runs)
        self.colour: str | None = None
        self.choice: dict = {}
        self.rule: str | None = None

    # -- the context a power sees ---------------------------------------------------
    def role_of(self, colour: str) -> str | None:
        if colour == self.offense:
            return "offense"
        if colour == self.defense:
            return "defense"
        for side in SIDES:
            if colour in self.allies[side]:
                return "offensive ally" if side == "offense" else "defensive ally"
        return None

    def involved(self) -> list[str]:
        """Main players and allies."""
        out = [self.offense] + ([self.defense] if self.defense else [])
        return out + [c for side in SIDES for c in self.allies[side]]

    def side_ships(self, side: str) -> int:
        """Ships counting for a side: its cone end, plus the defense's ships on the target."""
        n = sum(self.state.cone_ships(side).values())
        if side == "defense" and self.target and self.defense:
            n += self.held(self.defense)
        return n

    def held(self, colour: str) -> int:
        """``colour``'s ships on the target that take part in the challenge: all those there but
        any set aside (the Gas Giant's withdrawn ships stay on its planet, out of the challenge)."""
        if not self.target:
            return 0
        return self.state.ships_on(self.target, colour) - self.set_aside.get(colour, 0)

    def add_to_total(self, side: str, amount: int, rule: str, why: str = "") -> None:
        if self.totals is None:
            self.totals = {"offense": 0, "defense": 0}
        self.totals[side] += amount
        self.rec.note(f"{amount:+d} to the {side}'s total{(' (' + why + ')') if why else ''}: "
                      f"now {self.totals[side]}", rule, keys=("totals",))

    def run_power(self, colour: str, spec, window: str) -> None:
        player = self.state.player(colour)
        self.colour, self.rule, self.window_name = colour, player.power, window
        self.choice = self.game.power_choices.get(player.power.split(":", 1)[1], {})
        try:
            spec.effect(self)
        finally:
            self.powers_used.add(spec.name.lower())
            self.colour = self.rule = None
            self.choice = {}

    def window(self, name: str) -> None:
        hooks.open_window(self, name)

    # -- running -------------------------------------------------------------------
    def run(self, start: str = "regroup") -> Encounter:
        self.game.before_encounter(self)
        option_hooks.point(self, "challenge_start")     # e.g. Binary declares its power
        if start == "regroup" and self.number == 1:
            self.window("start-turn")
        started = False
        for name, step in PHASES:
            started = started or name == start
            if not started or self.finished:
                continue
            step(self)
            if self.game.winners:
                self.finished = True
        end_encounter(self)
        return self

    # -- helpers --------------------------------------------------------------------
    def fail(self, path: str, message: str, rule_step: str | None = None) -> None:
        rule = self.R.get(rule_step) if rule_step else None
        raise ScenarioError("illegal", message + (f" ({rule})" if rule else ""), path, rule)

    def go_home(self, colour: str, side: str, rule: str, why: str) -> None:
        """Ships of ``colour`` on one cone end go back to where they came from."""
        origins = dict(self.state.cone[side].get(colour, {}))
        for origin, n in origins.items():
            if origin in self.state.planets and self.state.ships_on(origin, colour) > 0:
                self.rec.move(colour, n, CONE[side], origin, rule, why, default=True, origin=origin)
                continue
            dest, by_default = self.chooser.home_for(self, colour)
            dest = option_hooks.fold(self, "home_place", dest, colour)     # e.g. Space Dust
            if dest is None:          # no colony at all: back where they came from (policy)
                dest = origin if origin in self.state.planets else WARP
                why_here = why + "; no colony left, so they go back where they came from (policy)"
                self.rec.move(colour, n, CONE[side], dest, rule, why_here, default=True, origin=origin)
            else:
                self.rec.move(colour, n, CONE[side], dest, rule,
                              why + ("; their planet is lost" if origin != WARP else ""),
                              default=by_default, origin=origin)

    def to_warp(self, colour: str, side: str, rule: str, why: str) -> int:
        n = sum(self.state.cone[side].get(colour, {}).values())
        self.rec.move(colour, n, CONE[side], WARP, rule, why)
        return n

    def deal_colony_options(self, taker: str, giver: str) -> list[str]:
        """Planets where ``giver`` may let ``taker`` set up a colony in a deal."""
        state = self.state
        spots = [k for k in state.bases(giver) if state.ships_on(k, taker) == 0]
        if self.edition == "ffg":          # FFG: "one of their planets" (policy: home planets)
            spots = [k for k in spots if system_of(k) == giver]
        return [k for k in spots if system_of(k) != taker and k not in state.moons]


# -- the phases ------------------------------------------------------------------------
def regroup(enc: Encounter) -> None:
    """Stage 1 / Regroup: one ship from the warp to a colony (or to the cone without one)."""
    state, off = enc.state, enc.offense
    if state.warp.get(off, 0) > 0:
        bases = state.bases(off)
        options = option_hooks.fold(enc, "regroup_options", bases or ["cone"])   # e.g. Space Dust
        choice, by_default = enc.chooser.regroup(enc, options, optional=enc.edition == "mayfair")
        if choice is None:
            enc.rec.note(f"{off} leaves its ships in the warp", enc.R["regroup"], by_default)
        elif choice == "cone":
            enc.rec.move(off, 1, WARP, CONE["offense"], enc.R["regroup.gate"], "no colony to go to",
                         by_default)
        else:
            if choice not in options:
                enc.fail("encounter.regroup", f"{off} has no colony on {choice}", "regroup")
            enc.rec.move(off, 1, WARP, choice, enc.R["regroup"], "retrieved from the warp", by_default)
    enc.window("regroup")


def destiny(enc: Encounter) -> None:
    """Stage 2 / Destiny: find the defense (and a target, for own-colour choices)."""
    state, off = enc.state, enc.offense
    for _ in range(200):
        card, by_default = enc.chooser.destiny(enc)
        if card is None:
            card = enc.game.draw_destiny()
        enc.destiny_card = card
        enc.rec.note(f"destiny: {card}", enc.R["destiny.draw"], by_default, keys=("destiny",))
        special = option_hooks.first(enc, "destiny_card", card)     # optional rules' cards
        swap = option_hooks.first(enc, "destiny_swap", card) if special is None else None
        if swap is not None:          # a card played in place of the one turned over (Worldships)
            card = enc.destiny_card = swap
            special = option_hooks.first(enc, "destiny_card", card)
        if special == "draw-again":
            continue
        if special == "handled":
            break
        if special == "own":
            if not own_colour(enc):
                continue
            break
        reverse = card.startswith("reverse ")
        base = card.split(" ", 1)[1] if reverse else card
        cone_reverse = enc.game.cone_override if enc.game.cone_override is not None else reverse
        if cone_reverse != state.reverse_cone or reverse:
            state.reverse_cone = cone_reverse
            if cone_reverse:
                enc.rec.note("the hyperspace cone is turned to its reverse side", enc.R["destiny.reverse"])
        if base == "wild":
            options = [c for c in state.colours if c != off]
            enc.defense, d = enc.chooser.defender(enc, options, "wild destiny")
            enc.rec.note(f"wild: {off} chooses {enc.defense}'s system", enc.R["destiny.wild"], d)
        elif base == off:
            if not own_colour(enc):
                continue
        else:
            enc.defense = base
            enc.rec.note(f"{base} is the defense", enc.R["destiny.regular"])
        break
    else:       # every draw sent it back to the deck: no defense was ever found
        raise ScenarioError("stuck", f"{off} drew destiny cards 200 times without finding a defense")
    enc.window("destiny")


def own_colour(enc: Encounter) -> bool:
    """The offense drew its own colour. False: it draws again."""
    state, off = enc.state, enc.offense
    home = state.home_planets(off)
    empty = [k for k in home if not any(state.planets[k].values())]
    occupied = [k for k in home if any(n > 0 for c, n in state.planets[k].items() if c != off)]
    options = ["draw again"] + occupied + ([f"refill {k}" for k in empty] if state.bases(off) else [])
    options += [k for extra in option_hooks.point(enc, "own_colour_options") for k in extra]
    choice, d = enc.chooser.own_colour(enc, options)
    if choice == "draw again":
        enc.rec.note(f"{off} drew its own colour and draws again", enc.R["destiny.own-skip"], d)
        return False
    if choice.startswith("refill "):
        enc.refill = choice.split(" ", 1)[1]
        enc.defense = None
        enc.rec.note(f"{off} drew its own colour; {enc.refill} is empty, so it retakes it directly",
                     enc.R["destiny.own-empty"], d)
        return True
    enc.target = choice
    if option_hooks.first(enc, "own_colour_target", choice):     # e.g. a Moon of its own system
        return True
    colours = [c for c, n in state.planets[choice].items() if n > 0 and c != off]
    enc.defense, d2 = enc.chooser.defender(enc, colours, f"own colour, challenge on {choice}")
    enc.rec.note(f"{off} drew its own colour and challenges {enc.defense} on {choice}",
                 enc.R["destiny.own-challenge"], d or d2)
    return True


def launch(enc: Encounter) -> None:
    """Stage 3 / Launch: aim at a planet and commit 1–4 ships from any colonies."""
    state, off, P = enc.state, enc.offense, enc.P
    if enc.refill and not state.bases(off):     # a power took its last ship after the draw
        enc.rec.note(f"{off} has no ship left on a colony to retake {enc.refill} with: its turn ends",
                     enc.R["destiny.own-empty"], keys=("winner", "second_encounter"))
        enc.winner, enc.turn_over, enc.finished = "none", True, True
        return
    if enc.refill:
        taken, d = enc.chooser.commit(enc, off, "refill", P["launch_min"], P["launch_max"])
        check_commit(enc, off, taken, P["launch_min"], P["launch_max"], "encounter.launch")
        for key, n in taken.items():
            enc.rec.move(off, n, key, enc.refill, enc.R["destiny.own-empty"], "home planet retaken", d)
        enc.winner = "offense"
        enc.success = True
        enc.rec.note("this counts as a successful encounter", enc.R["destiny.own-empty-counts"],
                     keys=("winner", "second_encounter"))
        enc.finished = True
        return
    if enc.target is None:
        aims = state.home_planets(enc.defense)
        aims = aims + [k for extra in option_hooks.point(enc, "target_options", aims) for k in extra]
        enc.target, d = enc.chooser.target(enc, aims)
        if system_of(enc.target) != enc.defense and enc.target not in state.moons:
            enc.fail("encounter.target", f"the target must be a planet of {enc.defense}'s system, "
                     f"not {enc.target}", "destiny.regular")
        enc.rec.note(f"the cone points at {enc.target}", enc.R["launch.point"], d)
        option_hooks.point(enc, "target_chosen")
    lo = P["launch_min"] if state.bases(off) else 0
    taken, d = enc.chooser.commit(enc, off, "offense", lo, P["launch_max"])
    check_commit(enc, off, taken, lo, P["launch_max"], "encounter.launch")
    for key, n in taken.items():
        enc.rec.move(off, n, key, CONE["offense"], enc.R["launch"], "launched", d)
    held = enc.held(enc.defense) if enc.defense else 0
    if enc.defense is not None:       # None: an optional rule's empty target (an empty Moon)
        enc.rec.note(f"{enc.defense} defends {enc.target} with its {held} ship{'s' if held != 1 else ''} "
                     "there", enc.R["defend"])
    enc.window("launch")


def check_commit(enc: Encounter, colour: str, taken: dict[str, int], lo: int, hi: int,
                 path: str) -> None:
    total = sum(taken.values())
    if not lo <= total <= hi:
        enc.fail(f"{path}.{colour}", f"{total} ships; {colour} must commit {lo}-{hi}",
                 "launch" if path.endswith("launch") else "ally.commit")
    for key, n in taken.items():
        if key not in enc.state.planets:
            enc.fail(f"{path}.{colour}", f"{key} is not a planet of this game")
        if n < 1 or enc.state.ships_on(key, colour) < n:
            enc.fail(f"{path}.{colour}", f"{colour} has {enc.state.ships_on(key, colour)} ships on "
                     f"{key}, cannot take {n}", "launch")


def alliance(enc: Encounter) -> None:
    """Stages 4–6 / Alliance: invitations, then answers clockwise from the offense's left."""
    state, off, dfn = enc.state, enc.offense, enc.defense
    if option_hooks.first(enc, "no_alliance"):
        enc.window("alliance")
        return
    others = [c for c in state.clockwise_from_left_of(off) if c != dfn]
    for side, main, step in (("offense", off, "invite.offense"), ("defense", dfn, "invite.defense")):
        invited, d = enc.chooser.invitations(enc, side, others)
        bad = [c for c in invited if c not in others]
        if bad:
            enc.fail(f"encounter.invitations.{side}", f"{main} cannot invite {', '.join(bad)}",
                     step)
        enc.invited[side] = list(invited)
        if invited:
            enc.rec.note(f"{main} invites {', '.join(invited)}", enc.R[step], d)
    for colour in others:
        sides = [s for s in SIDES if colour in enc.invited[s] or colour in enc.joins_uninvited]
        if not state.bases(colour):
            continue
        side, d = enc.chooser.alliance(enc, colour, sides)
        if side is None:
            continue
        if side not in sides:
            enc.fail(f"encounter.allies.{side}.{colour}", f"{colour} was not invited by the {side}",
                     "ally.invited")
        taken, d2 = enc.chooser.commit(enc, colour, f"{side} ally", enc.P["ally_min"], enc.P["ally_max"])
        check_commit(enc, colour, taken, enc.P["ally_min"], enc.P["ally_max"],
                     f"encounter.allies.{side}")
        for key, n in taken.items():
            enc.rec.move(colour, n, key, CONE[side], enc.R[f"ally.commit.{side}"],
                         f"allied with the {side}", d or d2)
        enc.allies[side][colour] = sum(taken.values())
    enc.window("alliance")


def planning(enc: Encounter) -> None:
    """Stage 7 / Planning: each main player puts an encounter card face down."""
    state, ed = enc.state, enc.edition
    off_hand = state.player(enc.offense).hand
    if off_hand is not None and not encounter_cards(off_hand, ed):
        enc.rec.note(f"{enc.offense} has no encounter card: its turn ends and the ships on the cone go home",
                     enc.R["planning.offense-none"], keys=("winner", "second_encounter"))
        for side in SIDES:
            for colour in list(state.cone[side]):
                enc.go_home(colour, side, enc.R["planning.offense-none"], "turn over")
        enc.winner = "none"
        enc.turn_over = True
        enc.finished = True
        return
    enc.window("planning")
    for side, colour in (("offense", enc.offense), ("defense", enc.defense)):
        hand = state.player(colour).hand
        if side == "defense" and hand is not None and not encounter_cards(hand, ed):
            defense_redraw(enc)
            hand = state.player(colour).hand
        options = sorted(set(encounter_cards(hand, ed))) if hand is not None else []
        if side in enc.forced_cards:
            card, d = enc.forced_cards[side], False
        else:
            card, d = enc.chooser.encounter_card(enc, side, options)
        if not is_encounter_card(card, ed):
            enc.fail(f"encounter.cards.{side}", f"{card!r} is not an encounter card in the "
                     f"{ed} edition", "planning")
        if hand is not None and card not in hand and "?" not in hand:
            enc.fail(f"encounter.cards.{side}", f"{colour} does not hold {card!r} "
                     f"(hand: {', '.join(hand) or 'empty'})", "planning")
        enc.cards[side] = card
        enc.rec.play_card(colour, card, enc.R["planning"], f"{colour} puts an encounter card face down")


def defense_redraw(enc: Encounter) -> None:
    """A defense without encounter cards discards and draws a new hand until it has one
    (``defense_redraw = "repeat"``), or may redraw once (the FFG Overview's reading)."""
    colour = enc.defense
    size, mode = enc.P["redraw_size"], enc.P["defense_redraw"]
    rule = enc.R["planning.defense-none"] if mode == "repeat" else enc.P.rule("defense_redraw")
    if mode != "repeat":
        use, d = enc.chooser.defense_redraw(enc) if mode.startswith("optional") else (True, False)
        if use:
            enc.rec.discard_hand(colour, rule, "no encounter card")
            enc.rec.draw(colour, size, rule, "a new hand", enc.R["deck.reshuffle"])
        else:
            enc.rec.note(f"{colour} keeps its hand", rule, d)
        if not encounter_cards(enc.state.player(colour).hand, enc.edition):
            raise ScenarioError("undecided", f"{colour} holds no encounter card after the single "
                                "redraw the FFG Overview allows, and the Overview does not say what "
                                f"it plays then ({rule})", "encounter.cards.defense", rule)
        return
    for _ in range(50):
        hand = enc.state.player(colour).hand
        if encounter_cards(hand, enc.edition):
            return
        enc.rec.discard_hand(colour, rule, "no encounter card")
        enc.rec.draw(colour, size, rule, "a new hand", enc.R["deck.reshuffle"])
    raise ScenarioError("stuck", f"{colour} cannot draw an encounter card: the deck holds none")


def reveal(enc: Encounter) -> None:
    """Stage 8 / Reveal: turn the cards over, Morph copies, reinforcements, the winner."""
    off_card, def_card = enc.cards["offense"], enc.cards["defense"]
    option_hooks.point(enc, "before_reveal")       # cards chosen, not yet revealed
    enc.rec.note(f"revealed: {enc.offense} {off_card}, {enc.defense} {def_card}", enc.R["reveal"])
    enc.effective = dict(enc.cards)
    if enc.edition == "ffg" and "morph" in (off_card, def_card):
        if off_card == def_card:
            raise ScenarioError("undecided", "both main players revealed Morph: the sources do not "
                                "say what happens (FFG Overview, 6. Reveal)", "encounter.cards",
                                enc.R["morph"])
        side = "offense" if off_card == "morph" else "defense"
        enc.effective[side] = enc.cards[OTHER[side]]
        enc.rec.note(f"Morph becomes a copy of {enc.effective[side]}", enc.R["morph"])
    deal_card = DEAL_CARD[enc.edition]
    enc.window("reveal")
    kinds = {side: kind_of(card) for side, card in enc.effective.items()}   # powers may change them
    if kinds["offense"] == "attack" and kinds["defense"] == "attack":
        enc.totals = enc.totals or {"offense": 0, "defense": 0}
        for side in SIDES:
            ships = enc.side_ships(side)
            value = option_hooks.fold(enc, "card_value", attack_value(enc.effective[side]), side)
            enc.totals[side] += value + ships
        enc.rec.note(f"totals: offense {enc.totals['offense']}, defense {enc.totals['defense']} "
                     "(card + ships on each side, allies included)", enc.R["totals"], keys=("totals",))
        option_hooks.point(enc, "after_totals")
        play_reinforcements(enc, both_attack=True)
        option_hooks.point(enc, "last_additions")     # after every other effect (the Rosette)
        if enc.totals["offense"] > enc.totals["defense"]:
            enc.winner = "offense"
            enc.rec.note("the offense has the higher total and wins", enc.R["higher"], keys=("winner",))
        elif enc.totals["offense"] < enc.totals["defense"]:
            enc.winner = "defense"
            enc.rec.note("the defense has the higher total and wins", enc.R["higher"], keys=("winner",))
        else:
            enc.winner = enc.P["tie_winner"]
            enc.rec.note(f"a tie: the {enc.winner} wins ties", enc.P.rule("tie_winner"), keys=("winner",))
    elif kinds["offense"] == deal_card and kinds["defense"] == deal_card:
        play_reinforcements(enc, both_attack=False)
        enc.winner = "none"
        enc.rec.note(f"both played {deal_card}: the main players try to make a deal",
                     enc.R["deal.return"], keys=("winner",))
    else:
        play_reinforcements(enc, both_attack=False)
        enc.winner = "offense" if kinds["offense"] == "attack" else "defense"
        enc.rec.note(f"attack against {deal_card}: the {enc.winner} wins", enc.R["attack-vs-deal"],
                     keys=("winner",))
    enc.window("outcome")


def play_reinforcements(enc: Encounter, both_attack: bool) -> None:
    plays, d = enc.chooser.reinforcements(enc, both_attack)
    if not plays:
        return
    if enc.edition == "mayfair" and not both_attack:
        enc.fail("encounter.reinforcements", "Reinforcements may be played only when both main "
                 "players revealed Attack cards", "reinforce")
    involved = enc.involved()
    for i, (colour, side, card) in enumerate(plays):
        if colour not in involved:
            enc.fail(f"encounter.reinforcements[{i}].player", f"{colour} takes no part in this "
                     "encounter and may not play a Reinforcement", "reinforce")
        hand = enc.state.player(colour).hand
        if hand is not None and card not in hand and "?" not in hand:
            enc.fail(f"encounter.reinforcements[{i}]", f"{colour} does not hold {card!r}", "reinforce")
        enc.rec.play_card(colour, card, enc.R["reinforce"], f"{colour} plays {card} for the {side}")
        enc.reinforcements.append((colour, side, card))
        if both_attack:
            enc.add_to_total(side, reinforcement_value(card), enc.R["reinforce.side"], f"{colour}'s {card}")
        else:
            enc.rec.note(f"{card} cannot change an automatic result", enc.R["reinforce.side"])


def resolution(enc: Encounter) -> None:
    """Stage 8 results / Resolution: landings, the warp, rewards, consolation, deals."""
    if enc.winner == "none":
        resolve_deal(enc)
    elif enc.winner == "offense":
        offense_wins(enc)
    else:
        defense_wins(enc)
    enc.window("resolution")
    enc.game.check_win(enc)


def offense_wins(enc: Encounter) -> None:
    state, R, target = enc.state, enc.R, enc.target
    for colour in list(state.cone["offense"]):
        if colour != enc.offense and state.reverse_cone:
            continue
        n = sum(state.cone["offense"][colour].values())
        enc.rec.move(colour, n, CONE["offense"], target, R["offense-wins.land"], "the offense wins")
    lost = enc.held(enc.defense)
    enc.rec.move(enc.defense, lost, target, WARP, R["offense-wins.losses"], "the defense loses")
    for colour in list(state.cone["defense"]):
        enc.to_warp(colour, "defense", R["reverse.losers"] if state.reverse_cone else
                    R["offense-wins.losses"], "losing defensive ally")
    if state.reverse_cone:
        for colour, n in enc.allies["offense"].items():
            enc.go_home(colour, "offense", R["reverse.off-wins"], "reverse cone: winning ally goes home")
            reward_ally(enc, colour, n, R["reverse.off-wins"])
    enc.success = True
    if kind_of(enc.effective["defense"]) == DEAL_CARD[enc.edition]:
        consolation(enc, enc.defense, enc.offense, lost)


def defense_wins(enc: Encounter) -> None:
    state, R = enc.state, enc.R
    own = sum(state.cone["offense"].get(enc.offense, {}).values())
    for colour in list(state.cone["offense"]):
        enc.to_warp(colour, "offense", R["defense-wins"] if colour == enc.offense or not state.reverse_cone
                    else R["reverse.losers"], "the offense loses")
    for colour, n in enc.allies["defense"].items():
        if state.reverse_cone:
            enc.rec.move(colour, n, CONE["defense"], enc.target, R["reverse.def-wins"],
                         "reverse cone: the winning defensive ally lands")
        else:
            enc.go_home(colour, "defense", R["def-allies.return"], "winning defensive ally goes home")
            reward_ally(enc, colour, n, R["def-allies.reward"])
    if kind_of(enc.effective["offense"]) == DEAL_CARD[enc.edition]:
        consolation(enc, enc.offense, enc.defense, own)


def reward_ally(enc: Encounter, colour: str, committed: int, rule: str) -> None:
    """A winning ally's reward: per ship committed, one card from the deck or one ship from the warp."""
    n = committed * enc.P["defensive_ally_reward_per_ship"]
    warp = enc.state.warp.get(colour, 0)
    (cards, ships), d = enc.chooser.reward(enc, colour, n, warp)
    if cards + ships != n or ships > warp or min(cards, ships) < 0:
        enc.fail(f"encounter.rewards.{colour}", f"{colour} takes {n} rewards (cards + ships); "
                 f"asked for {cards} cards and {ships} ships with {warp} in the warp", "def-allies.reward")
    enc.rec.note(f"{colour} takes {n} reward{'s' if n != 1 else ''}: {cards} card{'s' if cards != 1 else ''}"
                 f" and {ships} ship{'s' if ships != 1 else ''} from the warp", rule, d,
                 keys=("rewards", f"rewards.{colour}"))
    if cards:
        enc.rec.draw(colour, cards, rule, "ally reward", enc.R["deck.reshuffle"])
    for _ in range(ships):
        dest, d2 = enc.chooser.home_for(enc, colour)
        dest = option_hooks.fold(enc, "home_place", dest, colour)   # e.g. Space Dust: a place of its own
        if dest is None:
            enc.fail(f"encounter.rewards.{colour}", f"{colour} has no colony to put a ship on", "def-allies.reward")
        enc.rec.move(colour, 1, WARP, dest, rule, "ally reward", d2)
    enc.rewards[colour] = n


def consolation(enc: Encounter, taker: str, giver: str, lost: int) -> None:
    """Consolation (Mayfair) / compensation (FFG): one card from the opponent per own ship lost."""
    rule = enc.R["consolation"]
    if enc.marks.no_consolation:                   # a power denies it (the Void)
        denied_by, why = enc.marks.no_consolation
        enc.rec.note(f"{taker} takes no {_consol_word(enc)}: {why}", denied_by, keys=("consolation",))
        enc.consolation[taker] = 0
        return
    lost = option_hooks.fold(enc, "consolation", lost, taker)
    if lost < 0:                      # an option (a negative Kicker) turns it round
        taker, giver, lost = giver, taker, -lost
    hand = enc.state.player(giver).hand
    if lost <= 0:
        enc.rec.note(f"{taker} lost no ships, so it takes no {_consol_word(enc)}", rule,
                     keys=("consolation",))
        enc.consolation[taker] = 0
        return
    if hand is None:
        enc.rec.give_cards(giver, taker, [], rule, "")
        enc.rec.events[-1].text = (f"{taker} takes {lost} cards from {giver}'s hand as {_consol_word(enc)} "
                                   f"({giver}'s hand is unknown: assumed to hold enough)")
        enc.rec.events[-1].keys = ("consolation",)
        enc.consolation[taker] = lost
        return
    n = consolation_taken(lost, len(hand))
    picked, d = enc.chooser.random_cards(enc, list(hand), n), True
    why = f"{_consol_word(enc)}, drawn at random"
    if n < lost:
        why += f"; {giver} holds only {n}, so {taker} takes the whole hand"
        rule = enc.R["consolation.short"]
    enc.rec.give_cards(giver, taker, picked, rule, why, d, keys=("consolation",))
    enc.consolation[taker] = n


def consolation_taken(owed: int, held: int) -> int:
    """The cards taken as consolation: those owed, or the giver's whole hand when it holds fewer."""
    return min(owed, held)


def _consol_word(enc: Encounter) -> str:
    return "consolation" if enc.edition == "mayfair" else "compensation"


def resolve_deal(enc: Encounter) -> None:
    state, R = enc.state, enc.R
    for side in SIDES:
        for colour in list(state.cone[side]):
            enc.go_home(colour, side, R["deal.return"], "ships go home before the deal")
    if enc.deal_forbidden:
        terms, d = {"made": False}, False
        enc.rec.note("no agreement can be reached: the attempt fails at once", enc.deal_forbidden)
    else:
        terms, d = enc.chooser.deal(enc)
    enc.deal = terms
    if not terms.get("made"):
        enc.rec.note("no deal is made in time", R["deal.fail"], d, keys=("winner", "second_encounter"))
        for colour in (enc.offense, enc.defense):
            lose, d2 = enc.chooser.lose(enc, colour, enc.P["deal_fail_loss"])
            for key, n in lose.items():
                enc.rec.move(colour, n, key, WARP, enc.P.rule("deal_fail_loss"), "failed deal", d2)
        return
    enc.success = True
    enc.rec.note("a deal is made", R["deal.made"], d, keys=("second_encounter",))
    mains = (enc.offense, enc.defense)
    colonies = terms.get("colony") or {}
    if not colonies and not terms.get("cards"):
        enc.rec.note("the deal's terms are not modelled: cards changed hands, no ships move",
                     R["deal.made"], True)
    for taker, spec in colonies.items():
        giver = enc.defense if taker == enc.offense else enc.offense
        planet, ships = (spec, 1) if isinstance(spec, str) else (spec["planet"], spec.get("ships", 1))
        if taker not in mains:
            enc.fail(f"encounter.deal.colony.{taker}", f"{taker} is not a main player; allies are "
                     "not affected by a deal", "deal.allies")
        if planet not in enc.deal_colony_options(taker, giver):
            enc.fail(f"encounter.deal.colony.{taker}", f"{giver} has no colony on {planet} to share, "
                     f"or {taker} already has one there", "deal.base")
        taken, d2 = enc.chooser.commit(enc, taker, "deal colony", ships, ships)
        for key, n in taken.items():
            enc.rec.move(taker, n, key, planet, R["deal.base"], f"deal: {giver} lets {taker} settle",
                         d2 or isinstance(spec, str))
    for giver, n in (terms.get("cards") or {}).items():
        if n <= 0:
            continue
        taker = enc.defense if giver == enc.offense else enc.offense
        hand = state.player(giver).hand
        if hand is not None and len(hand) < n:
            enc.fail(f"encounter.deal.cards.{giver}", f"{giver} holds only {len(hand)} cards", "deal.made")
        cards = enc.chooser.random_cards(enc, list(hand), n) if hand is not None else []
        enc.rec.give_cards(giver, taker, cards, R["deal.made"], "deal")
        if hand is None:
            enc.rec.events[-1].text = f"{giver} gives {n} cards to {taker} (deal)"


def discard(enc: Encounter) -> None:
    """Stage 9 / end of Resolution: the revealed cards and reinforcements are discarded."""
    enc.rec.discard_in_play(enc.R["discard"])


def end_encounter(enc: Encounter) -> None:
    """Stage 10: may the offense have a second encounter?"""
    enc.window("cleanup")          # every encounter, however it ended, before the discards
    option_hooks.point(enc, "end_challenge")
    if enc.state.in_play:
        discard(enc)
    enc.state.reverse_cone = False
    game = enc.game
    if game.winners or enc.turn_over:
        enc.second_encounter = False
        return
    if not enc.success:
        enc.second_encounter = False
        enc.rec.note("the offense's turn ends", enc.R["turn-end"], keys=("second_encounter",))
        return
    if enc.number >= enc.P["encounters_per_turn"]:
        enc.second_encounter = False
        enc.rec.note("that was the offense's last encounter this turn", enc.R["turn-end"],
                     keys=("second_encounter",))
        return
    hand = enc.state.player(enc.offense).hand
    if hand is None:
        enc.second_encounter = True
        enc.rec.note("the offense may have a second encounter (its hand is unknown: assumed to "
                     "hold an encounter card)", enc.R["second"], keys=("second_encounter",))
    elif encounter_cards(hand, enc.edition):
        enc.second_encounter = True
        enc.rec.note("the offense may have a second encounter", enc.R["second"],
                     keys=("second_encounter",))
    else:
        enc.second_encounter = False
        enc.rec.note("the offense has no encounter card left: no second encounter",
                     enc.R["second.nocards"], keys=("second_encounter",))
    enc.window("end-encounter")


#: the phases in order: (window name, step function). Options may insert steps.
PHASES: list[tuple[str, object]] = [
    ("regroup", regroup), ("destiny", destiny), ("launch", launch), ("alliance", alliance),
    ("planning", planning), ("reveal", reveal), ("resolution", resolution),
]
