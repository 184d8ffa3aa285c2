"""Separate bases inside one system (More Cosmic Encounter 9.0, inverted hexes).

- **Gas Giant**: other players may hold several bases on its one planet, separate
  stacks left by different challenges. The engine writes each stack as a place of
  that system, ``<colour>:g1``, ``g2``… (policy opt.hexes.gasgiant-stacks): it counts
  as a foreign colony, may be aimed at like a planet of the system, and the Gas
  Giant may challenge one after drawing its own colour. Ships of another player
  that land on the planet itself (a won challenge, a deal) move to a new stack at
  the end of the landings; the Gas Giant's own ships that land on a stack rejoin
  its planet.
- **Space Dust**: each of its ships is a base. Its system has one place per ship
  (``ships_per_colour``, 20); a taken ship leaves its place empty (the base is
  gone); a conqueror's ships stay on the place they took, as one base apart, and
  a deal's colony there moves to a free place. A ship it takes from the warp into
  its own system never joins a base there: it becomes a base of its own on a free
  place (policy opt.hexes.spacedust-warp). Its power needs 3 ships in its system
  (policy amb.spacedust-power).
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.options import data
from resolver.engine.state import system_of

GG_MULTI, DUST_CONQUEST, DUST_POWER = (
    "more.9.0.gasgiant.multi-base", "more.9.0.spacedust.conquest", "amb.spacedust-power")


def _book(state) -> dict:
    return data(state, "inverted-hexes")


def hex_of(state, colour: str) -> str | None:
    return _book(state).get("hexes", {}).get(colour)


# -- Gas Giant stacks ------------------------------------------------------------------------------
STACK = "g"      # a stack on the Gas Giant is ``<colour>:g<n>``


def check_gas_giant(state, colour: str) -> None:
    """A scenario's Gas Giant: other players' bases are stacks of their own, one colour each."""
    main = f"{colour}:1"
    others = [c for c, n in state.planets[main].items() if c != colour and n > 0]
    if others:
        raise ScenarioError("invalid-scenario", f"{others[0]}'s ships on the Gas Giant form a separate base: "
                            f"list them as a stack, \"{colour}:{STACK}1\": {{{others[0]}: N}} ({GG_MULTI})",
                            f"state.planets.{main}")
    for key in _stacks(state, colour):
        held = [c for c, n in state.planets[key].items() if n > 0]
        if colour in held or len(held) > 1:
            raise ScenarioError("invalid-scenario", "a stack on the Gas Giant is one other player's base: "
                                "one colour, not the Gas Giant's own", f"state.planets.{key}")


def _stacks(state, colour: str) -> list[str]:
    prefix = f"{colour}:{STACK}"
    return sorted((k for k in state.planets if k.startswith(prefix) and k[len(prefix):].isdigit()),
                  key=lambda k: int(k[len(prefix):]))


def _fresh_stack(state, colour: str) -> str:
    """The first empty stack place on ``colour``'s Gas Giant (a new one when all are taken)."""
    stacks = _stacks(state, colour)
    for key in stacks:
        if not any(state.planets[key].values()):
            return key
    key = f"{colour}:{STACK}{len(stacks) + 1}"
    state.planets[key] = {}
    return key


def gas_giant_targets(enc: PowerContext, aims: list[str]) -> list[str]:
    """Each stack on the Gas Giant may be targeted like a planet of that system (9.0)."""
    dfn = enc.defense
    if not dfn or hex_of(enc.state, dfn) != "gas-giant":
        return []
    return [k for k in _stacks(enc.state, dfn) if any(enc.state.planets[k].values())]


def gas_giant_own_colour(enc: PowerContext) -> list[str]:
    """The Gas Giant drew its own colour: another player's stack on it may be challenged."""
    off = enc.offense
    if hex_of(enc.state, off) != "gas-giant":
        return []
    return [k for k in _stacks(enc.state, off) if any(enc.state.planets[k].values())]


def _separate(enc: PowerContext, key: str, keep: str | None, colour: str, n: int, owner: str, rule: str, why: str) -> None:
    """Ships of ``colour`` that landed on ``key`` become a base of their own."""
    state = enc.state
    if colour == owner and hex_of(state, owner) == "gas-giant":
        enc.rec.move(colour, n, key, f"{owner}:1", rule, "the Gas Giant's own ships rejoin its planet")
        return
    dest = _fresh_stack(state, owner) if hex_of(state, owner) == "gas-giant" else _free_spot(state, owner)
    if dest is None:
        enc.rec.note(f"no free place in {owner}'s Space Dust for {colour}'s base: its ships stay with "
                     f"{keep}'s", rule)
        return
    enc.rec.move(colour, n, key, dest, rule, why)


def settle_bases(enc: PowerContext) -> None:
    """After a challenge's landings: on the Gas Giant every other player's ships that arrived form
    a stack of their own (9.0); in Space Dust a newcomer's ships form one base apart (9.0)."""
    state, book = enc.state, _book(enc.state)
    start = book.get("stack_owners", {})
    for owner, name in book.get("hexes", {}).items():
        if name == "gas-giant":
            places = [f"{owner}:1"] + _stacks(state, owner)
            rule, why = GG_MULTI, "a separate base on the Gas Giant"
        elif name == "space-dust":
            places = list(state.home_planets(owner))
            rule, why = DUST_CONQUEST, "one separate base, apart from the others"
        else:
            continue
        for key in places:
            held = [c for c, n in state.planets.get(key, {}).items() if n > 0]
            main = name == "gas-giant" and key == f"{owner}:1"
            if name == "gas-giant" and not main and owner in held:      # its own ships rejoin its planet
                _separate(enc, key, None, owner, state.planets[key][owner], owner, rule, why)
                held.remove(owner)
            if len(held) <= 1 and not (main and any(c != owner for c in held)):
                continue
            if main:
                keep = owner
            else:
                order = [start.get(key), owner, enc.offense] + held
                keep = next(c for c in order if c in held)
            for colour in held:
                if colour != keep:
                    _separate(enc, key, keep, colour, state.planets[key][colour], owner, rule, why)


def note_stack_owners(enc: PowerContext) -> None:
    """Who holds each stack / Space Dust base as the challenge starts (they stay; newcomers move)."""
    state, book = enc.state, _book(enc.state)
    owners = {}
    for owner, name in book.get("hexes", {}).items():
        if name in ("gas-giant", "space-dust"):
            for key in _stacks(state, owner) + list(state.home_planets(owner)):
                held = [c for c, n in state.planets[key].items() if n > 0]
                if len(held) == 1:
                    owners[key] = held[0]
    book["stack_owners"] = owners


def extra_planets(raw: dict, colours: list[str]) -> list[str]:
    """The Gas Giant stacks a scenario's state names (``pink:g1``…), read before the board is built."""
    spec = raw.get("hexes") if isinstance(raw, dict) else None
    giants = [str(c).lower() for c, info in (spec.items() if isinstance(spec, dict) else [])
              if str((info.get("hex") if isinstance(info, dict) else info) or "").strip().lower()
              .replace(" ", "-") == "gas-giant"]
    planets = raw.get("planets") if isinstance(raw, dict) else None
    out = []
    for key in (planets if isinstance(planets, dict) else {}):
        system, _, num = str(key).strip().lower().rpartition(":")
        if system in giants and num[:1] == STACK and num[1:].isdigit() and int(num[1:]) >= 1:
            out.append(f"{system}:{num}")
    return out



# -- Space Dust: each ship a base -----------------------------------------------------------------
def _free_spot(state, colour: str) -> str | None:
    """An empty place in ``colour``'s Space Dust, where a ship can be a base of its own."""
    return next((k for k in state.home_planets(colour) if not any(state.planets[k].values())), None)


def dust_regroup(enc: PowerContext, options: list[str]) -> list[str]:
    """Space Dust never stacks a ship from the warp on a base: it becomes a base of its own on a
    free place of its system (policy, opt.hexes.spacedust-warp)."""
    off, state = enc.offense, enc.state
    if hex_of(state, off) != "space-dust":
        return options
    own = [k for k in options if k != "cone" and system_of(k) == off and k not in state.moons]
    if not own:
        return options
    spot = _free_spot(state, off)
    rest = [k for k in options if k not in own]
    return rest + ([spot] if spot else []) or options


def dust_home_place(enc: PowerContext, dest: str | None, colour: str) -> str | None:
    """A Space Dust ship with no base to go back to (from the warp, or home from the cone to a
    place it left) never joins a base of its system: it lands on a free place, a base of its own."""
    state = enc.state
    if dest is None or hex_of(state, colour) != "space-dust" or system_of(dest) != colour \
            or dest in state.moons or state.ships_on(dest, colour) == 0:
        return dest
    return _free_spot(state, colour) or dest


def space_dust_power(P, colour: str):
    """Each Space Dust ship is a base: its power needs that many ships in its system (policy
    amb.spacedust-power), Moons of its own system counted as bases (13.5)."""
    def bases(state) -> int:
        return sum(ships.get(colour, 0) for key, ships in state.planets.items()
                   if system_of(key) == colour and key not in state.moons) + \
            sum(1 for key in state.moons if system_of(key) == colour and colour in state.planets[key])
    bases.rule_id = DUST_POWER
    bases.why = "Space Dust's ships, each a base of its own"
    return bases


