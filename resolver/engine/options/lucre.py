"""Lucre (More Cosmic Encounter 11.0): the money of the universe.

- Start: each player holds its seat number plus ``lucre_start_offset`` (seat 1 is
  the first player: 4, 5, … 8 for the fifth).
- Income, at the start of the offense's own turn, before the warp retrieval:
  ``lucre_income_base`` plus ``lucre_income_per_home_base`` per base in its own
  system, Moons included; a Gas Giant or Space Dust player (inverted hexes)
  collects ``lucre_income_special`` plus one per own-system Moon, or, with fewer
  than 4 ships in its system, that number plus 3 (policy amb.gg-sd-lucre).
- Spending: the ``lucre-spending`` table (cost, phases, what it gives); only a main
  player spends, the offense before the defense in each phase; no limit.

Scenario fields: ``state.lucre: {tan: 10}``; ``encounter.income: true`` (the
offense collects its income first); ``encounter.spend: [{player: tan, for: total,
amount: 6, phase: 7}]`` where ``amount`` is the Lucre paid (a multiple of the
price) and ``for`` is ``total``, ``ship``, ``card``, ``discard`` (with
``cards: [...]``) or ``flare`` (``cards`` may name the Flares drawn; else they are
drawn at random by the seed). ``state.flares_out: [flare Macron, …]`` is the pool of
Flares not in play (default: the house table ``lucre-flare-pool``).
``encounter.lucre_transfers: [{from: tan, to: pink, amount: 3, phase: 8}]`` are bribes:
Lucre handed from one player to another in a phase (any player, before that phase's
purchases). Expect keys: ``lucre: {tan: 4}``, ``flares_out`` (the pool left, sorted).
"""
from __future__ import annotations

from resolver.engine.cards import parse_card
from resolver.engine.choices import default_home
from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.expect import Bag, Card, Colour, Map, Number
from resolver.engine.options import (
    OptionHook,
    data,
    fold,
    illegal,
    mayfair_only,
    register,
    scenario_of,
)
from resolver.engine.randomplay import chance
from resolver.engine.state import WARP, system_of

START, INCOME, SPECIAL, MAIN_ONLY, TIMING = ("more.11.0.start", "more.11.0.income",
                                             "more.11.0.income-gg-sd", "more.11.0.main-only",
                                             "more.11.0.timing")
FLARE, BRIBES, TRANSFERS = "opt.lucre.flare", "more.11.0.bribes", "opt.lucre.transfers"
#: scenario word -> what the lucre-spending table row gives
FOR = {"total": "plus-one-total", "ship": "ship-from-warp", "card": "card-from-deck",
       "discard": "discard-from-hand", "flare": "random-flare-not-in-play"}
#: the windows where Lucre is paid; which phase numbers each one takes is the graph's table
#: lucre-phase-windows (policy amb.lucre-phase-numbers)
SPEND_WINDOWS = ("regroup", "destiny", "launch", "alliance", "planning", "reveal")


def window_phases(rules, window: str) -> tuple[int, ...]:
    """The Lucre phase numbers paid at an engine window (the graph's lucre-phase-windows)."""
    return tuple(row["phase"] for row in rules.table("lucre-phase-windows") if row["window"] == window)


def phase_range(rules) -> tuple[int, int]:
    """The first and last phase number Lucre knows."""
    phases = [row["phase"] for row in rules.table("lucre-phase-windows")]
    return min(phases), max(phases)


def purse(state) -> dict[str, int]:
    return data(state, "lucre").setdefault("purse", {})


def flare_pool(state) -> list[str]:
    """The Flares not in play (a Lucre purchase draws from them)."""
    return data(state, "lucre").setdefault("flares_out", [])


def default_flare_pool(rules) -> list[str]:
    return [parse_card(row["flare"]) for row in rules.table("lucre-flare-pool")]


def starting(P, state, first: str) -> dict[str, int]:
    """Seat number (1 = ``first``) plus the offset, for every player."""
    order = [first] + [c for c in state.clockwise_from_left_of(first)]
    return {c: i + 1 + P["lucre_start_offset"] for i, c in enumerate(order)}


# -- scenario fields ---------------------------------------------------------------------
def load_state(rules, raw: dict, state, P) -> None:
    mayfair_only(state, "lucre")
    given = raw.get("lucre") or {}
    if not isinstance(given, dict):
        raise ScenarioError("invalid-scenario", "must be a mapping {colour: Lucre}", "state.lucre")
    amounts = starting(P, state, state.colours[0])
    for colour, n in given.items():
        c = str(colour).lower()
        if c not in state.colours:
            raise ScenarioError("invalid-scenario", f"{colour!r} is not a player's colour", f"state.lucre.{colour}")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ScenarioError("invalid-scenario", "must be a whole number of Lucre, 0 or more",
                                f"state.lucre.{colour}")
        amounts[c] = n
    purse(state).update(amounts)
    pool = raw.get("flares_out")
    if pool is None:
        flare_pool(state)[:] = default_flare_pool(rules)
        return
    if not isinstance(pool, list):
        raise ScenarioError("invalid-scenario", "must be a list of Flare cards (flare <power>)",
                            "state.flares_out")
    cards = []
    for i, name in enumerate(pool):
        cards.append(_flare_name(rules, name, f"state.flares_out[{i}]"))
    flare_pool(state)[:] = cards


def _flare_name(rules, name, path: str) -> str:
    """``flare Macron`` (or just ``Macron``) as the engine writes a Flare card."""
    text = str(name).strip()
    text = text if text.lower().startswith("flare ") else f"flare {text}"
    node = rules.resolve_name(text.split(" ", 1)[1], kinds=("power",))
    if node is None:
        raise ScenarioError("invalid-scenario", f"{name!r} is not a Flare: write flare <power>", path)
    return f"flare {node.split(':', 1)[1]}"


def load_encounter(rules, sc, P) -> None:
    enc = sc.enc
    if not isinstance(enc.get("income", False), bool):
        raise ScenarioError("invalid-scenario", "must be true or false", "encounter.income")
    if enc.get("income") and enc.get("number", 1) != 1:
        raise illegal("income is collected at the start of the turn, before its first encounter",
                      "encounter.income", INCOME)
    rows = {row["gives"]: row for row in rules.table("lucre-spending")}
    spends = []
    for path, item in _records(enc.get("spend") or [], "encounter.spend",
                               ("player", "for", "amount", "phase"), ("cards",)):
        colour = str(item.get("player", "")).lower()
        if colour not in sc.state.colours:
            raise ScenarioError("invalid-scenario", f"{item.get('player')!r} is not a player's colour",
                                f"{path}.player")
        what = str(item.get("for", "")).lower()
        if what not in FOR:
            raise ScenarioError("invalid-scenario", f"must be one of {', '.join(FOR)}", f"{path}.for")
        row = [r for r in rules.table("lucre-spending") if r["gives"] == FOR[what]]
        phase = item.get("phase")
        if isinstance(phase, bool) or not isinstance(phase, int):
            raise ScenarioError("invalid-scenario", "must be a phase number {}-{}".format(*phase_range(rules)),
                                f"{path}.phase")
        row = [r for r in row if phase in r["phases"]]
        if not row:
            allowed = sorted({p for r in rules.table("lucre-spending") if r["gives"] == FOR[what]
                              for p in r["phases"]})
            rule = next(r["rule"] for r in rows.values() if r["gives"] == FOR[what])
            raise illegal(f"Lucre buys '{what}' only in phase {', '.join(map(str, allowed))}, not {phase}",
                          f"{path}.phase", rule)
        row = row[0]
        amount = item.get("amount")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0 \
                or amount % int(row["cost"]):
            raise ScenarioError("invalid-scenario", f"the Lucre paid: a multiple of {row['cost']} "
                                f"(the price of '{what}' in phase {phase})", f"{path}.amount")
        cards = item.get("cards") or []
        if what == "discard" and len(cards) != amount // int(row["cost"]):
            raise ScenarioError("invalid-scenario", f"name the {amount // int(row['cost'])} card(s) "
                                "discarded", f"{path}.cards")
        if what == "flare":
            if len(cards) > amount // int(row["cost"]):
                raise ScenarioError("invalid-scenario", f"at most {amount // int(row['cost'])} Flare(s) "
                                    "drawn for this amount", f"{path}.cards")
            cards = [_flare_name(rules, c, f"{path}.cards[{j}]") for j, c in enumerate(cards)]
        if phase == 1 and "regroup" not in enc:
            raise ScenarioError("invalid-scenario", "phase 1 purchases happen at the regroup: give "
                                "encounter.regroup (a planet, gate, or none)", f"{path}.phase")
        spends.append({"player": colour, "row": row, "times": amount // int(row["cost"]),
                       "phase": phase, "cards": cards if what == "flare" else [str(c).lower() for c in cards],
                       "path": path})
    enc["spend"] = spends
    enc["lucre_transfers"] = _transfers(enc.get("lucre_transfers"), sc.state.colours, phase_range(rules))


def _records(raw, where: str, fields: tuple[str, ...], optional: tuple[str, ...]):
    """``(path, item)`` for each entry of a list of ``{fields}`` records (``optional`` fields
    allowed too); a non-list, a non-mapping entry or an unknown field is refused."""
    shape = "{" + ", ".join(fields) + "}"
    if not isinstance(raw, list):
        raise ScenarioError("invalid-scenario", f"must be a list of {shape}", where)
    known = set(fields) | set(optional)
    for i, item in enumerate(raw):
        path = f"{where}[{i}]"
        if not isinstance(item, dict):
            raise ScenarioError("invalid-scenario", f"must be {shape}", path)
        extra = set(item) - known
        if extra:
            raise ScenarioError("invalid-scenario", "unknown field", f"{path}.{sorted(extra)[0]}")
        yield path, item


def _transfers(raw, colours: list[str], phases: tuple[int, int]) -> list[dict]:
    """``encounter.lucre_transfers``: bribes, Lucre from one player to another in a phase."""
    if raw is None:
        return []
    out = []
    for path, item in _records(raw, "encounter.lucre_transfers", ("from", "to", "amount", "phase"),
                               ("why",)):
        giver, taker = str(item.get("from", "")).lower(), str(item.get("to", "")).lower()
        for key, c in (("from", giver), ("to", taker)):
            if c not in colours:
                raise ScenarioError("invalid-scenario", f"{item.get(key)!r} is not a player's colour",
                                    f"{path}.{key}")
        if giver == taker:
            raise ScenarioError("invalid-scenario", "a player cannot bribe itself", f"{path}.to")
        amount, phase = item.get("amount"), item.get("phase")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
            raise ScenarioError("invalid-scenario", "a whole number of Lucre, 1 or more", f"{path}.amount")
        first, last = phases
        if isinstance(phase, bool) or not isinstance(phase, int) or not first <= phase <= last:
            raise ScenarioError("invalid-scenario", f"must be a phase number {first}-{last}", f"{path}.phase")
        out.append({"from": giver, "to": taker, "amount": amount, "phase": phase,
                    "why": str(item.get("why") or "a bribe"), "path": path})
    return out


# -- income ---------------------------------------------------------------------------------
def income_amount(P, bases: int, moons: int, special_ships: int | None = None) -> tuple[int, str, str]:
    """Start-of-turn income (11.0): (amount, how it adds up, rule). ``special_ships`` is the
    ship count of a Gas Giant or Space Dust player (None for any other player)."""
    if special_ships is not None:
        # with few ships there, each ship counts as a base of the normal income (11.0)
        few = special_ships < P["lucre_income_special_min_ships"]
        normal = P["lucre_income_base"] + P["lucre_income_per_home_base"] * special_ships
        base = normal if few else P["lucre_income_special"]
        why = (f"its {special_ships} ships plus {P['lucre_income_base']}" if few else str(base)) \
            + f" + {moons} Moon(s)"
        return base + moons, why, SPECIAL
    return (P["lucre_income_base"] + P["lucre_income_per_home_base"] * (bases + moons),
            f"{P['lucre_income_base']} + {bases + moons} base(s) in its own system, Moons included", INCOME)


def _normal_income(P, count) -> tuple[int, str, str] | None:
    # the planets of its own system a player holds are its bases there ("all 5 home planets")
    bases, moons = next((n for n in (count("base"), count("home-planet")) if n is not None), None), count("moon")
    return None if bases is None and moons is None else income_amount(P, bases or 0, moons or 0)


def _special_income(P, count) -> tuple[int, str, str] | None:
    ships, moons = count("ship"), count("moon")
    if ships is None and moons is None:
        return None
    return income_amount(P, 0, moons or 0, P["lucre_income_special_min_ships"] if ships is None else ships)


#: parameter -> the engine's sum that starts from it, given the counts a situation states
#: (``count(unit)``: how many of that unit, None when not stated); read by the question answerer
FORMULAS = {"lucre_income_base": _normal_income, "lucre_income_per_home_base": _normal_income,
            "lucre_income_special": _special_income}


def income(game, colour: str) -> None:
    """Start of ``colour``'s turn: it collects its Lucre income."""
    P, state = game.P, game.state
    own_moons = sum(1 for k in state.moons if system_of(k) == colour and colour in state.planets[k])
    hexes = data(state, "inverted-hexes").get("hexes", {}) if "inverted-hexes" in state.options else {}
    ships = None
    if hexes.get(colour) in ("gas-giant", "space-dust"):
        ships = sum(n.get(colour, 0) for k, n in state.planets.items()
                    if system_of(k) == colour and k not in state.moons)
    amount, why, rule = income_amount(P, state.home_colonies(colour), own_moons, ships)
    wallet = purse(state)
    wallet[colour] = wallet.get(colour, 0) + amount
    game.rec.note(f"{colour} collects {amount} Lucre ({why}): now {wallet[colour]}", rule,
                  keys=(f"lucre.{colour}",))


def start_turn(game, offense: str) -> None:
    wallet = purse(game.state)
    if not wallet:                    # the first turn: the offense is the first player
        wallet.update(starting(game.P, game.state, offense))
        game.rec.note("starting Lucre: " + ", ".join(f"{c} {n}" for c, n in wallet.items()), START)
    income(game, offense)


def scenario_start(game, sc) -> None:
    if sc.enc.get("income"):
        income(game, sc.enc["offense"])


# -- spending -------------------------------------------------------------------------------
def _pay(enc: PowerContext, colour: str, cost: int, rule: str, what: str, path: str | None) -> bool:
    wallet = purse(enc.state)
    if wallet.get(colour, 0) < cost:
        if path:
            raise illegal(f"{colour} holds {wallet.get(colour, 0)} Lucre and cannot pay {cost}",
                          f"{path}.amount", rule)
        return False
    wallet[colour] -= cost
    enc.rec.note(f"{colour} pays {cost} Lucre for {what}: {wallet[colour]} left", rule,
                 keys=(f"lucre.{colour}",))
    return True


def _buy(enc: PowerContext, colour: str, row: dict, times: int, cards: list[str], path: str | None) -> None:
    rule, gives, cost = row["rule"], row["gives"], int(row["cost"])
    side = "offense" if colour == enc.offense else "defense"
    if gives == "ship-from-warp" and enc.state.warp.get(colour, 0) < times:
        if path:
            raise illegal(f"{colour} has {enc.state.warp.get(colour, 0)} ships in the warp",
                          f"{path}.amount", rule)
        return
    if gives == "discard-from-hand":
        hand = enc.state.player(colour).hand
        for card in cards:
            if hand is not None and card not in hand and "?" not in hand:
                raise illegal(f"{colour} does not hold {card!r}", f"{path}.cards", rule)
    if not _pay(enc, colour, cost * times, rule, f"{times} × {gives}", path):
        return
    if gives == "plus-one-total":
        pending = data(enc.state, "lucre").setdefault("bonus", {}).setdefault(side, [])
        pending.append((int(row["amount"]) * times, rule))
    elif gives == "ship-from-warp":
        for _ in range(times):
            dest = fold(enc, "home_place", default_home(enc.state, colour), colour)   # Space Dust
            if dest is None:
                enc.rec.note(f"{colour} has no colony for the ship it bought", rule)
                break
            enc.rec.move(colour, 1, WARP, dest, rule, "bought with Lucre", default=True)
    elif gives == "card-from-deck":
        enc.rec.draw(colour, times, rule, "bought with Lucre", enc.R["deck.reshuffle"])
    elif gives == "discard-from-hand":
        for card in cards:
            enc.rec.play_card(colour, card, rule, f"{colour} discards {card} (bought with Lucre)")
    elif gives == "random-flare-not-in-play":
        _buy_flares(enc, colour, times, cards, path)


def _buy_flares(enc: PowerContext, colour: str, times: int, named: list[str], path: str | None) -> None:
    """Each purchase takes one Flare out of the pool not in play into the buyer's hand."""
    state, pool = enc.state, flare_pool(enc.state)
    for i in range(times):
        if not pool:
            enc.rec.note(f"no Flare is left out of play: {colour}'s Lucre buys nothing", FLARE)
            return
        if i < len(named):
            card = named[i]
            if card not in pool:
                raise illegal(f"{card} is not among the Flares not in play ({', '.join(sorted(pool))})",
                              f"{path}.cards[{i}]", FLARE)
            how = "the one the scenario names"
        else:
            card = enc.chooser.random_cards(enc, sorted(pool), 1)[0]
            how = "drawn at random"
        pool.remove(card)
        hand = state.player(colour).hand
        if state.cards_total is not None:
            state.cards_total += 1
        if hand is not None:
            hand.append(card)
        enc.rec.note(f"{colour} takes {card} from the Flares not in play ({how}) into its hand", FLARE,
                     default=i >= len(named), keys=("flares_out", "hands"))


def _bribes(enc: PowerContext, phases: tuple[int, ...]) -> None:
    """Lucre handed over in these phases (scenario steps), before the purchases."""
    answers = scenario_of(enc)
    wallet = purse(enc.state)
    for t in (answers or {}).get("lucre_transfers", []):
        if t["phase"] not in phases:
            continue
        if wallet.get(t["from"], 0) < t["amount"]:
            raise illegal(f"{t['from']} holds {wallet.get(t['from'], 0)} Lucre and cannot hand over "
                          f"{t['amount']}", f"{t['path']}.amount", BRIBES)
        wallet[t["from"]] -= t["amount"]
        wallet[t["to"]] = wallet.get(t["to"], 0) + t["amount"]
        t["done"] = True
        enc.rec.note(f"{t['from']} hands {t['amount']} Lucre to {t['to']} ({t['why']}): {t['from']} "
                     f"{wallet[t['from']]}, {t['to']} {wallet[t['to']]}", TRANSFERS,
                     keys=(f"lucre.{t['from']}", f"lucre.{t['to']}"))


def _spend_window(window: str):
    def run(enc: PowerContext) -> None:
        phases = window_phases(enc.rules, window)
        answers = scenario_of(enc)
        _bribes(enc, phases)
        if answers is not None:
            todo = [s for s in answers.get("spend", []) if s["phase"] in phases]
            mains = [enc.offense] + ([enc.defense] if enc.defense and window != "regroup" else [])
            for s in todo:
                if s["player"] not in mains:
                    raise illegal(f"{s['player']} is not a main player in phase {s['phase']}; only "
                                  "the offense or the defense spends Lucre", f"{s['path']}.player", MAIN_ONLY)
            todo.sort(key=lambda s: mains.index(s["player"]))      # the offense first (11.0)
            for s in todo:
                _buy(enc, s["player"], s["row"], s["times"], s["cards"], s["path"])
                s["done"] = True
            if len(todo) > 1:
                enc.rec.note("the offense spends before the defense", TIMING)
        else:
            _random_spend(enc, phases)
        if window == "reveal":
            _note_wasted(enc)
    return run


def _random_spend(enc: PowerContext, phases: tuple[int, ...]) -> None:
    rng = enc.game.rng
    for colour in [enc.offense] + ([enc.defense] if enc.defense else []):
        for row in enc.rules.table("lucre-spending"):
            if row["gives"] in ("random-flare-not-in-play", "discard-from-hand"):
                continue
            if any(p in phases for p in row["phases"]) and chance(rng, "lucre.buy"):
                _buy(enc, colour, row, 1, [], None)


def _note_wasted(enc: PowerContext) -> None:
    pending = data(enc.state, "lucre").get("bonus")
    if pending and not all(c.startswith("attack") for c in enc.effective.values()):
        enc.rec.note("no totals are compared, so the +1 bought with Lucre changes nothing", TIMING)
        pending.clear()


def after_totals(enc: PowerContext) -> None:
    """Totals bought with Lucre (phases 7 and 8), offense first, before Reinforcements."""
    pending = data(enc.state, "lucre").pop("bonus", {})
    for side in ("offense", "defense"):
        for amount, rule in pending.get(side, []):
            enc.add_to_total(side, amount, rule, "bought with Lucre")


def end_challenge(enc: PowerContext) -> None:
    data(enc.state, "lucre").pop("bonus", None)
    answers = scenario_of(enc)
    for s in (answers or {}).get("spend", []) + (answers or {}).get("lucre_transfers", []):
        if not s.get("done"):
            raise illegal(f"the challenge ended before phase {s['phase']}, so this purchase cannot be "
                          "made", s["path"], TIMING)


def outcome(game, enc) -> dict:
    return {"lucre": dict(purse(game.state)), "flares_out": sorted(flare_pool(game.state))}


def snapshot(game) -> dict:
    return {"lucre": dict(purse(game.state)), "flares_out": sorted(flare_pool(game.state))}


def setup(game) -> None:
    mayfair_only(game.state, "lucre")
    flare_pool(game.state)[:] = default_flare_pool(game.rules)


register(OptionHook(
    "lucre", setup=setup,
    windows={w: _spend_window(w) for w in SPEND_WINDOWS},
    points={"start_turn": start_turn, "scenario_start": scenario_start, "after_totals": after_totals,
            "end_challenge": end_challenge, "outcome": outcome,
            "snapshot": snapshot},
    state_keys=("lucre", "flares_out"), encounter_keys=("income", "spend", "lucre_transfers"),
    expect_keys={"lucre": Map(Colour(), Number()), "flares_out": Bag(Card(prefix="flare"))},
    load_state=load_state, load_encounter=load_encounter,
))
