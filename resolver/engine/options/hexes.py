"""Inverted planetary-system hexes (More Cosmic Encounter 9.0).

Modelled: **Rings**, **Space Dust**, **Worldships**, **Rosette**, the **Gas Giant**
and the **Binary** (its two powers: :mod:`.binary`; the Gas Giant's stacks and Space
Dust's one-ship bases: :mod:`.bases`).

- Rings: the central planet and each ring are separate planets. The engine's five
  planets are the central planet (``<colour>:1``), inner rings (2–4) and the
  outermost ring (5). When the Rings player defends one of them it adds the
  printed bonus (``rings_central_bonus`` 10, ``rings_outer_bonus`` 2); the inner
  values are not in the text, so a scenario gives them (``bonuses``) or a
  challenge on an inner ring is refused (policy amb.rings-values; random games
  add nothing and say so). The Rings player may subtract instead, per challenge
  (policy amb.rings-subtract: a total may go below zero).
- Space Dust: at set-up three destiny cards of its colour (one of them the
  inverted one) are set aside; as the defense, after the cards are chosen and
  before they are revealed, it may play one for ``space_dust_bonus`` (+5). If it
  loses, the card goes to the destiny discards; if it wins, the card goes back
  among the set-aside ones (policy amb.spacedust-power). Each ship is a base of
  its own: its system has one place per ship (see :mod:`.bases`).
- Rosette: six planets in a ring. When one is the target, after the reveal and
  every other effect, the Rosette may add its ships on the two neighbouring
  planets (they are never at risk); so may it when it attacks to win back a planet
  of its own system. It may move its ships off the target onto a neighbour where
  it has a base, before the reveal (policy amb.rosette-evacuate-timing).
- Gas Giant: one planet holding its 20 ships; it keeps its power while at least
  ``gas_giant_min_ships_for_power`` ships are there. As the defense, after the
  alliances and before the cards, it may withdraw ships from the challenge (at
  least 1 stays); they are set apart, safe, and go back afterwards. Other
  players' bases on it are separate stacks, ``<colour>:g1``… (see :mod:`.bases`).
- Worldships: each time the destiny deck is shuffled it is dealt a separate hand
  of ``worldships_hand`` (3) destiny cards, out of reach of consolation and
  discards; it may play one in place of a destiny card just turned over, as the
  offense (to redirect) or as the colour drawn (to avoid the attack), policy
  amb.worldships-scope; both cards are discarded; with a wild it picks the system.
  With the comets option a Comet in that hand may be played in any challenge, even
  by a Worldships that is neither the offense nor the colour drawn (14.23), once a
  card is turned over and before the cone is pointed: it modifies the challenge and
  replaces nothing, so the card turned over still names the defense (7.2).
  The unused cards are lost at the next reshuffle.

Scenario fields: ``state.hexes: {pink: rings}`` or ``{pink: {hex: rings, bonuses:
{"pink:3": 6}}}`` / ``{mint: {hex: space-dust, set_aside: 3}}``;
``{pink: {hex: worldships, hand: [tan, wild]}}``, ``{pink: rosette}`` (planets 1-6),
``{pink: gas-giant}`` (planet 1, stacks ``pink:g1``…), ``{mint: space-dust}`` (places 1-20),
``{pink: {hex: binary, stars: [Virus, Pacifist]}}`` (planets 1-6); ``encounter.binary: Virus``
(the star's power used this challenge); ``encounter.rosette: add | none`` (the Rosette's
neighbours, required when it may add them), ``encounter.rosette_evacuate: {to:
"pink:2", ships: 2}``, ``encounter.gas_giant_withdraw: 3``; ``encounter.rings: subtract``,
``encounter.space_dust: true`` (play a card) and ``encounter.worldships: wild``
(the card Worldships plays in place of the one drawn). Expect keys
``space_dust_cards`` (set-aside cards left), ``worldships_hand`` (cards left) and
``binary_stars`` (per Binary, each star's power: active or lost).
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.expect import Colour, Flag, Map, Number, Power
from resolver.engine.options import OptionHook, data, illegal, mayfair_only, register, scenario_of
from resolver.engine.options.bases import (
    check_gas_giant,
    dust_home_place,
    dust_regroup,
    extra_planets,
    gas_giant_own_colour,
    gas_giant_targets,
    note_stack_owners,
    settle_bases,
    space_dust_power,
)
from resolver.engine.options.binary import (
    binary_outcome,
    binary_start,
    declare,
    load_stars,
    random_stars,
)
from resolver.engine.randomplay import chance
from resolver.engine.state import system_of

MODELLED = ("rings", "space-dust", "worldships", "rosette", "gas-giant", "binary")
#: hexes random games deal, shuffled, one per seat
RANDOM = ("rings", "space-dust", "worldships", "rosette", "gas-giant", "binary")
KNOWN = {"binary": "Binary", "gas-giant": "Gas-Giant", "rings": "Rings", "rosette": "Rosette",
         "space-dust": "Space-Dust", "worldships": "Worldships"}
RINGS, SUBTRACT, DUST_SETUP, DUST_PLUS, DUST_DISCARD = (
    "more.9.0.rings.bonus", "more.9.0.rings.subtract", "more.9.0.spacedust.setaside",
    "more.9.0.spacedust.plus5", "more.9.0.spacedust.discard")
ROS_ADJ, ROS_SAFE, ROS_TIMING, ROS_EVAC, ROS_RECONQUER, GG_POWER, GG_WITHDRAW, GG_MULTI = (
    "more.9.0.rosette.adjacent", "more.9.0.rosette.safe", "more.9.0.rosette.timing",
    "more.9.0.rosette.evacuate", "more.9.0.rosette.reconquer", "more.9.0.gasgiant.keep-power",
    "more.9.0.gasgiant.withdraw", "more.9.0.gasgiant.multi-base")
WS_HAND, WS_REPLACE, WS_WILD, WS_BOTH, WS_REFRESH, WS_SCOPE = (
    "more.9.0.worldships.hand", "more.9.0.worldships.replace", "more.9.0.worldships.wild",
    "more.9.0.worldships.discard-both", "more.9.0.worldships.refresh", "amb.worldships-scope")
WS_COMETS = "more.14.23.worldships-comets"
WS_LATE = "more.7.2.worldships-late"


def _book(state) -> dict:
    return data(state, "inverted-hexes")


def hex_of(state, colour: str) -> str | None:
    return _book(state).get("hexes", {}).get(colour)


# -- set-up -----------------------------------------------------------------------------------
def setup(game) -> None:
    """Random games: each seat takes one of the modelled hexes, shuffled."""
    state = game.state
    mayfair_only(state, "inverted-hexes")
    book = _book(state)
    dealt = list(RANDOM)
    game.rng.shuffle(dealt)
    book["hexes"] = {c: dealt[i] for i, c in enumerate(state.colours[:len(dealt)])}
    book["bonuses"] = {}
    for colour, name in book["hexes"].items():
        game.rec.note(f"{colour} plays the inverted {name} hex", "more.9.0.setup-order")
        if name == "space-dust":
            _set_aside(game, colour)
        if name == "worldships":
            _deal_worldships(game, colour)
        if name in ("rosette", "binary", "space-dust", "gas-giant"):
            _reshape(state, colour, hex_sizes(game.P)[name])
        if name == "space-dust":
            state.power_rules[colour] = space_dust_power(game.P, colour)
        if name == "gas-giant":
            state.power_rules[colour] = _gas_giant_power(game.P, colour)
        if name == "binary":
            random_stars(game, colour)
        if name in ("space-dust", "gas-giant", "binary"):
            state.player(colour).power_active = state.power_bases(colour) >= game.P["home_colonies_for_power"]


def _reshape(state, colour: str, n: int) -> None:
    """A random game's system of ``n`` planets: its 20 ships spread, lower numbers first."""
    for key in state.home_planets(colour):
        state.planets[key].pop(colour, None)
    state.resize_system(colour, n)
    q, r = divmod(state.ships_per_colour, n)
    for i, key in enumerate(state.home_planets(colour)):
        if q + (i < r):
            state.planets[key][colour] = q + (i < r)


def hex_sizes(P) -> dict[str, int]:
    """Places of a system where the hex changes it: the graph's table hex-planets where it gives a
    number; Space Dust: one place per ship (``ships_per_colour``), each ship being a base of its own."""
    sizes = {row["id"]: row["planets"] for row in P.rules.table("hex-planets")
             if isinstance(row["planets"], int) and not isinstance(row["planets"], bool)}
    sizes["space-dust"] = P["ships_per_colour"]
    return sizes


def system_sizes(raw: dict, colours: list[str], P) -> dict[str, int]:
    """Systems whose hex has another number of planets (read before the board is built)."""
    spec = raw.get("hexes") if isinstance(raw, dict) else None
    out, sizes = {}, hex_sizes(P)
    for colour, info in (spec.items() if isinstance(spec, dict) else []):
        name = info.get("hex") if isinstance(info, dict) else info
        name = str(name or "").strip().lower().replace(" ", "-")
        if str(colour).lower() in colours and name in sizes:
            out[str(colour).lower()] = sizes[name]
    return out


def _gas_giant_power(P, colour: str):
    key = f"{colour}:1"

    def bases(state) -> int:
        enough = state.planets.get(key, {}).get(colour, 0) >= P["gas_giant_min_ships_for_power"]
        return P["home_colonies_for_power"] if enough else 0
    bases.rule_id = GG_POWER
    bases.why = f"the Gas Giant's condition ({P['gas_giant_min_ships_for_power']} ships on its planet)"
    return bases


def _set_aside(game, colour: str) -> None:
    """Destiny cards of Space Dust's colour (``space_dust_set_aside``), its inverted one among them."""
    state, book = game.state, _book(game.state)
    wanted = dust_cards(game.P, colour)
    taken = []
    for card in wanted:
        if card in state.destiny:
            state.destiny.remove(card)
            taken.append(card)
    book.setdefault("dust", {})[colour] = taken
    game.rng.shuffle(state.destiny)
    game.rec.note(f"{colour} (Space Dust) sets aside {len(taken)} destiny cards of its colour", DUST_SETUP)


def dust_cards(P, colour: str) -> list[str]:
    """The destiny cards Space Dust sets aside: its colour's inverted one, then plain ones."""
    return [f"reverse {colour}"] + [colour] * (P["space_dust_set_aside"] - 1)


def load_state(rules, raw: dict, state, P) -> None:
    mayfair_only(state, "inverted-hexes")
    book = _book(state)
    book.update({"hexes": {}, "bonuses": {}, "dust": {}})
    spec = raw.get("hexes") or {}
    if not isinstance(spec, dict):
        raise ScenarioError("invalid-scenario", "must be {colour: hex}", "state.hexes")
    for colour, info in spec.items():
        c, path = str(colour).lower(), f"state.hexes.{colour}"
        if c not in state.colours:
            raise ScenarioError("invalid-scenario", f"{colour!r} is not a player's colour", path)
        info = {"hex": info} if isinstance(info, str) else info
        if not isinstance(info, dict) or set(info) - {"hex", "bonuses", "set_aside", "hand", "stars"}:
            raise ScenarioError("invalid-scenario", "must be a hex name or {hex, bonuses, set_aside, hand, "
                                "stars}", path)
        name = str(info.get("hex", "")).strip().lower().replace(" ", "-")
        if name not in KNOWN:
            raise ScenarioError("invalid-scenario", f"unknown hex; one of {', '.join(KNOWN)}", f"{path}.hex")
        if name not in MODELLED:
            raise ScenarioError("not-modelled", f"the {KNOWN[name]} hex is not modelled by the engine "
                                "yet", f"{path}.hex")
        book["hexes"][c] = name
        if info.get("stars") is not None and name != "binary":
            raise ScenarioError("invalid-scenario", "only the Binary has stars", f"{path}.stars")
        if name == "gas-giant":
            state.power_rules[c] = _gas_giant_power(P, c)
            check_gas_giant(state, c)
        if name == "space-dust":
            state.power_rules[c] = space_dust_power(P, c)
        if name == "binary":
            load_stars(rules, state, c, info.get("stars"), path, P)
        if name in ("gas-giant", "space-dust", "binary") and c not in (raw.get("powers_active") or {}):
            state.player(c).power_active = state.power_bases(c) >= P["home_colonies_for_power"]
        bonuses = info.get("bonuses") or {}
        if not isinstance(bonuses, dict):
            raise ScenarioError("invalid-scenario", "must be {planet: printed bonus}", f"{path}.bonuses")
        for key, value in bonuses.items():
            k = str(key).strip().lower()
            if system_of(k) != c or k not in state.planets or isinstance(value, bool) \
                    or not isinstance(value, int):
                raise ScenarioError("invalid-scenario", "a planet of this Rings system and its printed "
                                    "bonus (a whole number)", f"{path}.bonuses.{key}")
            book["bonuses"][k] = value
        if name == "space-dust":
            most = P["space_dust_set_aside"]
            n = info.get("set_aside", most)
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= most:
                raise ScenarioError("invalid-scenario", f"0-{most} set-aside destiny cards", f"{path}.set_aside")
            book["dust"][c] = dust_cards(P, c)[:n]
        if name == "worldships":
            hand = info.get("hand")
            if hand is not None and (not isinstance(hand, list) or len(hand) > P["worldships_hand"]):
                raise ScenarioError("invalid-scenario", f"a list of at most {P['worldships_hand']} destiny "
                                    "cards", f"{path}.hand")
            book.setdefault("worlds", {})[c] = None if hand is None else \
                [" ".join(str(x).lower().split()) for x in hand]


def load_encounter(rules, sc, P) -> None:
    declare(rules, sc, P)
    rings = sc.enc.get("rings")
    if rings is not None and rings not in ("add", "subtract"):
        raise ScenarioError("invalid-scenario", "must be add or subtract", "encounter.rings")
    if not isinstance(sc.enc.get("space_dust", False), bool):
        raise ScenarioError("invalid-scenario", "must be true or false", "encounter.space_dust")
    ros = sc.enc.get("rosette")
    if ros is not None and ros not in ("add", "none"):
        raise ScenarioError("invalid-scenario", "must be add or none", "encounter.rosette")
    evac = sc.enc.get("rosette_evacuate")
    if evac is not None:
        if not isinstance(evac, dict) or set(evac) != {"to", "ships"} or isinstance(evac["ships"], bool) \
                or not isinstance(evac["ships"], int) or evac["ships"] < 1:
            raise ScenarioError("invalid-scenario", "must be {to: <neighbouring planet>, ships: N}",
                                "encounter.rosette_evacuate")
        evac["to"] = str(evac["to"]).strip().lower()
    gg = sc.enc.get("gas_giant_withdraw")
    if gg is not None and (isinstance(gg, bool) or not isinstance(gg, int) or gg < 0):
        raise ScenarioError("invalid-scenario", "must be a number of ships", "encounter.gas_giant_withdraw")
    card = sc.enc.get("worldships")
    if card is not None:
        text = " ".join(str(card).lower().split())
        base = text.split(" ", 1)[1] if text.startswith("reverse ") else text
        comet = text == "comet" or text.startswith("comet ")
        if comet and "comets" not in sc.state.options:
            raise ScenarioError("invalid-scenario", "a Comet needs the comets option", "encounter.worldships")
        if not comet and base != "wild" and base not in sc.state.colours:
            raise ScenarioError("invalid-scenario", "a destiny card: a colour, reverse <colour>, wild, "
                                "reverse wild or (with comets) a Comet", "encounter.worldships")
        sc.enc["worldships"] = text


# -- the Rings' bonus -------------------------------------------------------------------------
def _ring_bonus(enc: PowerContext) -> tuple[int | None, str]:
    """The printed bonus of the targeted Rings planet (None: not in the text)."""
    key, P = enc.target, enc.P
    number = int(key.rsplit(":", 1)[1])
    given = _book(enc.state).get("bonuses", {}).get(key)
    if given is not None:
        return given, "printed on the hex (given by the scenario)"
    if number == 1:
        return P["rings_central_bonus"], "the central planet"
    if number == P["planets_per_system"]:
        return P["rings_outer_bonus"], "the outermost ring"
    return None, "an inner ring"


def rings(enc: PowerContext) -> None:
    dfn, key = enc.defense, enc.target
    if not dfn or not key or hex_of(enc.state, dfn) != "rings" or system_of(key) != dfn \
            or key in enc.state.moons:
        return
    bonus, where = _ring_bonus(enc)
    if bonus is None:
        if scenario_of(enc) is not None:
            raise ScenarioError("undecided", f"{key} is an inner ring: its printed bonus is not in the "
                                f"text (policy amb.rings-values); give it in state.hexes.{dfn}.bonuses",
                                f"state.hexes.{dfn}.bonuses", RINGS)
        enc.rec.note(f"{key} is an inner ring whose printed bonus is not in the text: nothing is added",
                     RINGS)
        return
    answers = scenario_of(enc)
    subtract = (answers or {}).get("rings") == "subtract" if answers is not None \
        else chance(enc.game.rng, "rings.subtract")
    if subtract:
        enc.add_to_total("defense", -bonus, SUBTRACT, f"Rings: {where}, subtracted by choice")
    else:
        enc.add_to_total("defense", bonus, RINGS, f"Rings: {where}")


# -- Space Dust ---------------------------------------------------------------------------------
def space_dust(enc: PowerContext) -> None:
    """As the defense, before the reveal: one set-aside card for +5."""
    dfn = enc.defense
    book = _book(enc.state)
    cards = book.get("dust", {}).get(dfn)
    answers = scenario_of(enc)
    wants = (answers or {}).get("space_dust", False) if answers is not None \
        else bool(cards) and chance(enc.game.rng, "space_dust.play")
    if not wants:
        return
    if hex_of(enc.state, dfn) != "space-dust":
        raise illegal(f"{dfn} is the defense but does not play the Space Dust hex", "encounter.space_dust",
                      DUST_PLUS)
    if not cards:
        raise illegal(f"{dfn} has no set-aside destiny card left", "encounter.space_dust", DUST_PLUS)
    card = cards.pop(0)
    book["dust_played"] = (dfn, card)
    enc.rec.note(f"{dfn} (Space Dust) plays its set-aside '{card}' destiny card before the reveal",
                 DUST_PLUS, keys=("space_dust_cards",))


def dust_bonus(enc: PowerContext) -> None:
    played = _book(enc.state).get("dust_played")
    if played:
        enc.add_to_total("defense", enc.P["space_dust_bonus"], DUST_PLUS, "Space Dust's destiny card")


def dust_after(enc: PowerContext) -> None:
    book = _book(enc.state)
    book.pop("swapped", None)
    played = book.pop("dust_played", None)
    if not played:
        return
    colour, card = played
    if enc.winner == "offense":
        enc.state.destiny_discard.append(card)
        enc.rec.note(f"Space Dust lost: its '{card}' card goes to the destiny discards", DUST_DISCARD,
                     keys=("space_dust_cards",))
    else:
        book["dust"][colour].append(card)
        enc.rec.note(f"Space Dust did not lose: its '{card}' card goes back among its set-aside cards "
                     "(policy amb.spacedust-power)", DUST_DISCARD, keys=("space_dust_cards",))


def after_totals(enc: PowerContext) -> None:
    rings(enc)
    dust_bonus(enc)


# -- Worldships ---------------------------------------------------------------------------------
def _deal_worldships(game, colour: str) -> None:
    state, n = game.state, game.P["worldships_hand"]
    worlds = _book(state).setdefault("worlds", {})
    if worlds.get(colour):
        state.destiny_discard.extend(worlds[colour])
        game.rec.note(f"{colour} (Worldships) loses its {len(worlds[colour])} unused destiny cards", WS_REFRESH)
    hand = [state.destiny.pop() for _ in range(min(n, max(0, len(state.destiny) - 2)))]
    worlds[colour] = hand
    game.rec.note(f"{colour} (Worldships) is dealt {len(hand)} destiny cards as a separate hand", WS_HAND)


def reshuffle(game) -> None:
    for colour, name in _book(game.state).get("hexes", {}).items():
        if name == "worldships":
            _deal_worldships(game, colour)


def destiny_swap(enc: PowerContext, card: str) -> str | None:
    """Worldships plays a card of its destiny hand: a destiny card in place of the one turned
    over (9.0), or a Comet, which modifies the challenge and replaces nothing (7.2, 14.23)."""
    state, book = enc.state, _book(enc.state)
    worlds = book.get("worlds", {})
    colour = next((c for c in worlds if c in (enc.offense, card.split(" ")[-1])), None)
    answers = scenario_of(enc)
    any_challenge = colour is None
    if any_challenge:
        colour = _comet_holder(enc, worlds, answers)
    if colour is None or book.get("swapped"):
        return None
    hand = worlds[colour]
    if any_challenge and answers is None:
        new = next(c for c in hand if c.startswith("comet"))
    elif answers is not None:
        new = answers.get("worldships")
        if new is None:
            return None
        if hand is not None and new not in hand:
            raise illegal(f"Worldships ({colour}) holds no {new!r} (hand: {', '.join(hand) or 'empty'})",
                          "encounter.worldships", WS_REPLACE)
    else:
        usable = [c for c in hand or [] if c.split(" ")[-1] in state.colours + ["wild"]]
        if not usable or chance(enc.game.rng, "worldships.no_replace"):
            return None
        new = enc.game.rng.choice(usable)
    if hand is not None:
        hand.remove(new)
    state.destiny_discard.append(new)
    book["swapped"] = True
    if new.startswith("comet"):
        _late_comet(enc, colour, new, card)
        return None
    role = "the offense, to redirect its challenge" if colour == enc.offense else "the colour drawn, to avoid it"
    enc.rec.note(f"{colour} (Worldships, {role}) plays '{new}' in place of '{card}'; both are discarded",
                 WS_REPLACE, keys=("worldships_hand", "destiny"))
    if new.endswith("wild"):
        enc.rec.note("a wild card from Worldships: Worldships decides the system challenged", WS_WILD)
    return new


def _late_comet(enc: PowerContext, colour: str, comet: str, card: str) -> None:
    """A Comet from the Worldships' hand, played once a destiny card is turned over and before the
    cone is pointed: it modifies the challenge; the card turned over keeps its meaning (7.2)."""
    from resolver.engine.options.destiny_special import comet_in_play
    enc.rec.note(f"{colour} (Worldships) plays '{comet}' from its destiny hand after '{card}' was turned "
                 f"over, before the cone is pointed: the Comet modifies this challenge and replaces no "
                 f"destiny card, so '{card}' stands", WS_LATE, keys=("worldships_hand",))
    if colour not in (enc.offense, card.split(" ")[-1]):
        enc.rec.note(f"{colour} is neither the offense nor the colour drawn: a Comet of its special "
                     "hand may be used in any challenge", WS_COMETS)
    comet_in_play(enc, comet)


def _comet_holder(enc: PowerContext, worlds: dict, answers: dict | None) -> str | None:
    """A Worldships player, neither the offense nor the colour drawn, holding a Comet it may use
    in this challenge (14.23, with the comets option); a scenario names the Comet it plays."""
    if "comets" not in enc.state.options:
        return None
    if answers is not None:          # an unknown hand holds the card the scenario plays
        wanted = str(answers.get("worldships") or "")
        return next((c for c, hand in worlds.items()
                     if wanted.startswith("comet") and (hand is None or wanted in hand)), None)
    holders = [c for c, hand in worlds.items() if any(str(x).startswith("comet") for x in hand or [])]
    if not holders or chance(enc.game.rng, "worldships.no_comet"):
        return None
    return enc.game.rng.choice(holders)


# -- Rosette -------------------------------------------------------------------------------------
def _neighbours(state, key: str) -> list[str]:
    colour, index = system_of(key), int(key.rsplit(":", 1)[1]) - 1     # planets are numbered from 1
    homes = state.home_planets(colour)
    n = len(homes)
    return [homes[(index - 1) % n], homes[(index + 1) % n]]


def _rosette_side(enc: PowerContext) -> tuple[str, str] | None:
    """(side, Rosette colour) when the Rosette may add its neighbours' ships this challenge."""
    key = enc.target
    if not key or key in enc.state.moons:
        return None
    owner = system_of(key)
    if hex_of(enc.state, owner) != "rosette":
        return None
    if enc.defense == owner:
        return "defense", owner
    if enc.offense == owner:
        return "offense", owner                   # winning back a planet of its own system
    return None


def rosette_evacuate(enc: PowerContext) -> None:
    answers = scenario_of(enc)
    evac = (answers or {}).get("rosette_evacuate")
    if not evac:
        return
    side = _rosette_side(enc)
    if side is None or side[0] != "defense":
        raise illegal("only the Rosette defending one of its planets may evacuate it",
                      "encounter.rosette_evacuate", ROS_EVAC)
    colour, dest = side[1], evac["to"]
    if dest not in _neighbours(enc.state, enc.target) or enc.state.ships_on(dest, colour) == 0:
        raise illegal(f"{dest} is not a neighbouring planet where the Rosette has a base",
                      "encounter.rosette_evacuate.to", ROS_EVAC)
    if evac["ships"] > enc.state.ships_on(enc.target, colour):
        raise illegal(f"the Rosette has {enc.state.ships_on(enc.target, colour)} ships on {enc.target}",
                      "encounter.rosette_evacuate.ships", ROS_EVAC)
    enc.rec.move(colour, evac["ships"], enc.target, dest, ROS_EVAC, "the Rosette evacuates its target")


def rosette_adds(enc: PowerContext) -> None:
    side = _rosette_side(enc)
    if side is None:
        return
    side_name, colour = side
    state = enc.state
    near = _neighbours(state, enc.target)
    extra = sum(state.ships_on(k, colour) for k in near)
    answers = scenario_of(enc)
    if answers is not None:
        choice = answers.get("rosette")
        if choice is None:
            raise ScenarioError("open-decision", f"{colour}'s decision 'encounter.rosette' is open; options: "
                                f"add ({extra} ships on the neighbouring planets), none", "encounter.rosette")
        if choice == "none":
            enc.rec.note("the Rosette chooses not to add its neighbouring planets' ships",
                         "more.9.0.rosette.optional-add")
            return
    elif chance(enc.game.rng, "rosette.no_add"):
        return
    rule = ROS_RECONQUER if side_name == "offense" else ROS_ADJ
    enc.add_to_total(side_name, extra, rule, f"the Rosette's ships on {', '.join(near)}, added last "
                     "and never at risk")


def challenge_start(enc: PowerContext) -> None:
    note_stack_owners(enc)
    binary_start(enc)


def _withdrawing(enc: PowerContext) -> bool:
    """Only the Gas Giant targeted on its own planet, as the defense, may withdraw ships (9.0)."""
    dfn, key = enc.defense, enc.target
    return bool(key and dfn and key not in enc.state.moons and key == f"{dfn}:1"
                and hex_of(enc.state, dfn) == "gas-giant")


def gas_giant_withdraw(enc: PowerContext) -> None:
    """After the alliances, before the cards: the targeted Gas Giant sets ships aside. They stay
    on its planet (its power, its bases) and only leave the challenge (9.0)."""
    answers = scenario_of(enc)
    asked = answers.get("gas_giant_withdraw") if answers is not None else None
    _book(enc.state)["withdraw_window"] = True
    if not _withdrawing(enc):
        if asked:
            raise illegal("only the Gas Giant targeted on its planet, as the defense, may withdraw "
                          "ships from the challenge", "encounter.gas_giant_withdraw", GG_WITHDRAW)
        return
    dfn, key = enc.defense, enc.target
    here = enc.held(dfn)
    rng = enc.game.rng
    n = (asked or 0) if answers is not None \
        else (rng.randint(0, here - 1) if here > 1 and chance(rng, "gas_giant.withdraw") else 0)
    if n and n > here - 1:
        raise illegal(f"the Gas Giant has {here} ships in the challenge; at least 1 must stay",
                      "encounter.gas_giant_withdraw", GG_WITHDRAW)
    if not n:
        return
    enc.set_aside[dfn] = enc.set_aside.get(dfn, 0) + n
    enc.rec.note(f"{dfn} sets {n} of its {here} ships on {key} aside: they stay on the planet but take "
                 f"no part in the challenge ({here - n} in it)", GG_WITHDRAW)


def gas_giant_unused(enc: PowerContext) -> None:
    """A withdrawal the challenge never came to (it ended before the alliances) is refused."""
    answers = scenario_of(enc)
    if not _book(enc.state).pop("withdraw_window", False) and answers and answers.get("gas_giant_withdraw"):
        raise illegal("the challenge ended before the Gas Giant could withdraw ships",
                      "encounter.gas_giant_withdraw", GG_WITHDRAW)


def end_challenge(enc: PowerContext) -> None:
    gas_giant_unused(enc)
    dust_after(enc)
    _book(enc.state).pop("stack_owners", None)


def check_swap(enc: PowerContext) -> None:
    """A scenario's Worldships card must have been played (offense or colour drawn only)."""
    answers = scenario_of(enc)
    if answers is not None and answers.get("worldships") and not _book(enc.state).get("swapped"):
        raise illegal("Worldships may replace a destiny card only as the offense or as the colour drawn",
                      "encounter.worldships", WS_SCOPE)


def snapshot(game) -> dict:
    book, out = _book(game.state), {}
    for colour, name in book.get("hexes", {}).items():
        entry: dict = {"hex": name}
        if name == "space-dust":
            entry["set_aside"] = len(book.get("dust", {}).get(colour, []))
        if name == "worldships" and book.get("worlds", {}).get(colour) is not None:
            entry["hand"] = list(book["worlds"][colour])
        if name == "binary" and book.get("binary", {}).get(colour, {}).get("stars"):
            entry["stars"] = [n.split(":", 1)[1] for n in book["binary"][colour]["stars"]]
        out[colour] = entry
    return {"hexes": out}


def outcome(game, enc) -> dict:
    book = _book(game.state)
    out = {"space_dust_cards": {c: len(v) for c, v in book.get("dust", {}).items()}}
    worlds = {c: len(v) for c, v in book.get("worlds", {}).items() if v is not None}
    if worlds:
        out["worldships_hand"] = worlds
    binary = binary_outcome(game.state, game.P)
    if binary:
        out["binary_stars"] = binary
    return out


register(OptionHook(
    "inverted-hexes", setup=setup,
    windows={"destiny": check_swap, "alliance": gas_giant_withdraw, "planning": rosette_evacuate,
             "resolution": settle_bases},
    points={"before_reveal": space_dust, "destiny_swap": destiny_swap, "destiny_reshuffle": reshuffle,
            "after_totals": after_totals, "last_additions": rosette_adds, "end_challenge": end_challenge,
            "challenge_start": challenge_start, "target_options": gas_giant_targets,
            "own_colour_options": gas_giant_own_colour, "regroup_options": dust_regroup,
            "home_place": dust_home_place, "outcome": outcome, "snapshot": snapshot},
    state_keys=("hexes",), encounter_keys=("rings", "space_dust", "worldships", "rosette",
                                            "rosette_evacuate", "gas_giant_withdraw", "binary"),
    expect_keys={"space_dust_cards": Map(Colour(), Number()), "worldships_hand": Map(Colour(), Number()),
                 "binary_stars": Map(Colour(), Map(Power(), Flag()))},
    load_state=load_state, load_encounter=load_encounter, system_sizes=system_sizes,
    extra_planets=extra_planets,
))
