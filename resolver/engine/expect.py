"""Reading and comparing a scenario's ``expect:`` block: one kind per value, one comparison per kind.

Every ``expect`` key holds a kind of value (a card, a hand, a colour, a planet, a count…). A
:class:`Kind` reads what the scenario wrote the way the scenario's input is read
(``attack 08`` is ``attack 8``, ``kicker x2`` is ``kicker ×2``, ``Tan`` is ``tan``,
``Blue:01`` is ``blue:1``, a power by its name or alias), reads the outcome's value the
same way, and says whether the two mean the same. Collections the game keeps in no
order (a hand, the game's winners, a set of colours) are multisets; the ordered ones (the
Pentaform's stages, the Industrialist's stack, the Seeker's answers) compare in order. A
mismatch shows both sides as read.

The core keys are in :data:`CORE`; an optional rule declares its own keys' kinds in its
``OptionHook.expect_keys`` (a mapping key -> kind), so every key, core or optional, goes
through the same kinds. The same reading validates the block when the scenario is loaded
(:func:`read_block`: a value that names nothing is an ``invalid-scenario`` at its path)
and compares it with the outcome (:func:`compare`).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from resolver.engine.cards import UNKNOWN, parse_card
from resolver.engine.errors import REFUSAL_CODES, ScenarioError
from resolver.engine.names import colour, power_node

_ABSENT = object()


def _bad(path: str, message: str) -> ScenarioError:
    return ScenarioError("invalid-scenario", message, path)


@dataclass(frozen=True)
class Reading:
    """What reading needs: the players' colours and the rule graph (power names). ``strict``
    (the scenario's side, at load time) refuses a value that names nothing of this game; the
    outcome's side is read loosely."""

    colours: tuple[str, ...] = ()
    rules: Any = None
    strict: bool = True


def _natural(text: Any) -> list:
    """Sort key that puts ``attack 4`` before ``attack 15`` (digits compared as numbers)."""
    return [int(t) if i % 2 else t for i, t in enumerate(re.split(r"(\d+)", str(text)))]


class Kind:
    """A kind of expected value: how to read it, when two readings are the same, how to show one."""

    def read(self, value: Any, at: Reading, path: str) -> Any:
        raise NotImplementedError

    def same(self, a: Any, b: Any) -> bool:
        return a == b

    def show(self, a: Any) -> Any:
        return a


class Word(Kind):
    """One word of a fixed vocabulary (``offense``, ``up``…); YAML's yes/no booleans read back as words."""

    def __init__(self, *choices: str, yes_no: bool = False) -> None:
        self.choices, self.yes_no = choices, yes_no

    def read(self, value, at, path):
        if isinstance(value, bool) and self.yes_no:
            value = "yes" if value else "no"
        if not isinstance(value, str):
            raise _bad(path, f"must be {' or '.join(self.choices)}, not {value!r}")
        word = " ".join(value.lower().split())
        if word not in self.choices:
            raise _bad(path, f"must be {', '.join(self.choices[:-1])} or {self.choices[-1]}, not {value!r}")
        return word


class Text(Kind):
    """Free words (a Comet's name, a question asked, a field's path), compared without case or
    extra spaces."""

    def read(self, value, at, path):
        if isinstance(value, (dict, list, bool)) or value is None:
            raise _bad(path, f"must be a line of text, not {value!r}")
        return " ".join(str(value).lower().split())


class Flag(Kind):
    def read(self, value, at, path):
        if not isinstance(value, bool):
            raise _bad(path, "must be true or false")
        return value


class Number(Kind):
    """A whole number (at least ``lo`` when given): ships, cards, Lucre, tokens, a total."""

    def __init__(self, lo: int | None = 0) -> None:
        self.lo = lo

    def read(self, value, at, path):
        if isinstance(value, bool) or not isinstance(value, int) or (self.lo is not None and value < self.lo):
            raise _bad(path, f"must be a whole number{'' if self.lo is None else f' from {self.lo}'}, "
                       f"not {value!r}")
        return value


class Colour(Kind):
    """A player's colour, read as everywhere else (case and spaces do not matter)."""

    def read(self, value, at, path):
        if at.strict:
            return colour(value, list(at.colours), path)
        if not isinstance(value, str):
            raise _bad(path, f"{value!r} is not a colour")
        return value.strip().lower()


class Planet(Kind):
    """A planet, Moon or other place: ``Blue:01`` is ``blue:1``, ``pink:M1`` is ``pink:m1``.
    A place the game does not have is reported by the comparison (``no such planet``)."""

    def read(self, value, at, path):
        if isinstance(value, (dict, list, bool)) or value is None:
            raise _bad(path, f"{value!r} is not a planet")
        text = "".join(str(value).lower().split())
        system, colon, place = text.rpartition(":")
        m = re.fullmatch(r"([a-z]*)(\d+)", place)
        return f"{system}:{m.group(1)}{int(m.group(2))}" if colon and m else text


class Card(Kind):
    """A card as the scenario's hands read it (``attack 08`` = ``attack 8``, ``kicker x2`` =
    ``kicker ×2``); a named card's name (``flare Zombie``) without case; ``?`` an unknown card."""

    def __init__(self, prefix: str = "") -> None:
        self.prefix = prefix          # a list of Flares may leave out the word ``flare``

    def read(self, value, at, path):
        if isinstance(value, (dict, list, bool)) or value is None:
            raise _bad(path, f"{value!r} is not a card name")
        text = " ".join(str(value).split())
        if text == UNKNOWN:
            return UNKNOWN
        if self.prefix and not text.lower().startswith(self.prefix + " "):
            text = f"{self.prefix} {text}"
        try:
            card = parse_card(text)
        except ValueError as exc:
            raise _bad(path, str(exc)) from exc
        kind, _, name = card.partition(" ")
        return f"{kind} {name.casefold()}" if kind in ("flare", "edict", "artifact") else card


class Power(Kind):
    """A power by its name or an alias of the rules data (``lower``: as the artefacts' keys)."""

    def __init__(self, lower: bool = False) -> None:
        self.lower = lower

    def read(self, value, at, path):
        if not isinstance(value, str):
            raise _bad(path, f"{value!r} is not a power's name")
        name = value.strip()
        node = at.rules.resolve_name(name, kinds=("power",), fuzzy=False) if at.rules is not None else None
        if node is None and at.strict and at.rules is not None:
            node = power_node(at.rules, name, path)           # refused with a did-you-mean
        if node is not None:
            name = node.split(":", 1)[1]
        return name.lower() if self.lower else name

    def same(self, a, b):
        return a == b if not (isinstance(a, str) and isinstance(b, str)) else a.casefold() == b.casefold()


class Optional(Kind):
    """``null`` or a value of ``inner`` (an unknown hand, an empty Moon, no Comet)."""

    def __init__(self, inner: Kind) -> None:
        self.inner = inner

    def read(self, value, at, path):
        return None if value is None else self.inner.read(value, at, path)

    def same(self, a, b):
        return a is None and b is None or a is not None and b is not None and self.inner.same(a, b)

    def show(self, a):
        return None if a is None else self.inner.show(a)


class Bag(Kind):
    """A collection the game keeps in no order (a hand, winners, bombed planets): a multiset."""

    def __init__(self, item: Kind) -> None:
        self.item = item

    def read(self, value, at, path):
        if not isinstance(value, (list, tuple)):
            raise _bad(path, f"must be a list, not {value!r}")
        return tuple(sorted((self.item.read(v, at, f"{path}[{i}]") for i, v in enumerate(value)), key=_natural))

    def same(self, a, b):
        return a is not None and b is not None and sorted(a, key=_natural) == sorted(b, key=_natural)

    def show(self, a):
        return None if a is None else [self.item.show(v) for v in sorted(a, key=_natural)]


class Seq(Kind):
    """A list whose order is part of the game (the Pentaform's stages, a stack, answers in turn)."""

    def __init__(self, item: Kind) -> None:
        self.item = item

    def read(self, value, at, path):
        if not isinstance(value, (list, tuple)):
            raise _bad(path, f"must be a list, not {value!r}")
        return [self.item.read(v, at, f"{path}[{i}]") for i, v in enumerate(value)]

    def same(self, a, b):
        return a is not None and b is not None and len(a) == len(b) \
            and all(self.item.same(x, y) for x, y in zip(a, b, strict=True))

    def show(self, a):
        return None if a is None else [self.item.show(v) for v in a]


class Map(Kind):
    """``key -> value``. At the top of the block each listed entry is compared on its own
    (``expect.warp.tan``); inside another value the whole mapping is. ``default`` is what an
    entry the outcome leaves out means (0 ships: an entry of 0 is the same as none);
    ``missing`` instead reports such an entry (``no such planet``); ``all_when_empty``: ``{}``
    asserts that no entry is non-default (nobody took rewards)."""

    def __init__(self, key: Kind, value: Kind, default: Any = None, missing: str | None = None,
                 all_when_empty: bool = False) -> None:
        self.key, self.value, self.default = key, value, default
        self.missing, self.all_when_empty = missing, all_when_empty

    def read(self, value, at, path):
        if not isinstance(value, dict):
            raise _bad(path, f"must be a mapping, not {value!r}")
        return {self.key.read(k, at, f"{path}.{k}"): self.value.read(v, at, f"{path}.{k}")
                for k, v in value.items()}

    def _kept(self, d: dict) -> dict:
        return {k: v for k, v in d.items() if not self.value.same(v, self.default)}

    def same(self, a, b):
        if a is None or b is None:
            return a is None and b is None
        a, b = self._kept(a), self._kept(b)
        return a.keys() == b.keys() and all(self.value.same(v, b[k]) for k, v in a.items())

    def show(self, a):
        return None if a is None else {k: self.value.show(v) for k, v in self._kept(a).items()}

    def entries(self, key: str, wanted: dict, got: Any, step: Callable, miss: Callable) -> None:
        """Compare entry by entry (the top level of a key)."""
        got = got if isinstance(got, dict) else {}
        if not wanted and self.all_when_empty:
            if self._kept(got):
                miss(key, {}, self.show(got), step(key, None))
            return
        for k, v in wanted.items():
            if k not in got and self.missing:
                miss(f"{key}.{k}", self.value.show(v), self.missing, None)
                continue
            have = got.get(k, self.default)
            if not self.value.same(v, have):
                miss(f"{key}.{k}", self.value.show(v), self.value.show(have), step(key, str(k)))


class Fields(Kind):
    """A record of named fields, each of its own kind; a field not listed is read loosely."""

    def __init__(self, fields: dict[str, Kind]) -> None:
        self.fields = fields

    def _kind(self, name: str) -> Kind:
        return self.fields.get(name, LOOSE)

    def read(self, value, at, path):
        if not isinstance(value, dict):
            raise _bad(path, f"must be a mapping, not {value!r}")
        return {str(k): self._kind(str(k)).read(v, at, f"{path}.{k}") for k, v in value.items()}

    def same(self, a, b):
        if not isinstance(a, dict) or not isinstance(b, dict):
            return a == b
        return a.keys() == b.keys() and all(self._kind(k).same(v, b[k]) for k, v in a.items())

    def show(self, a):
        return {k: self._kind(k).show(v) for k, v in a.items()} if isinstance(a, dict) else a


class Loose(Kind):
    """A value no kind is declared for: words without case, lists and mappings item by item."""

    def read(self, value, at, path):
        if isinstance(value, str):
            return " ".join(value.lower().split())
        if isinstance(value, (list, tuple)):
            return [self.read(v, at, f"{path}[{i}]") for i, v in enumerate(value)]
        if isinstance(value, dict):
            return {str(k).lower(): self.read(v, at, f"{path}.{k}") for k, v in value.items()}
        return value


LOOSE = Loose()
COUNTS = Map(Colour(), Number(), default=0)        # ships (or cards) per colour; 0 is none

#: a power's artefacts (15.1), by component: the kinds the powers' modules keep them as
ARTEFACT = Fields({
    "tokens": Number(),                              # Warrior
    "stages": Seq(Power()), "stage": Number(1),      # Pentaform: its five stages in order
    "stack": Seq(Card()),                            # Industrialist: the stack on its sheet
    "hoard": Optional(Bag(Card())),                  # Miser: a second hand
    "bombs": Bag(Planet()),                          # Terrorist: its bomb list
    "as": Power(),                                   # Reincarnator: its current alien
    "conditions": Map(Text(), Number()),             # Schizoid: its written conditions
    "answers": Seq(Fields({"asked": Colour(), "question": Text(),          # Seeker, in turn
                           "answer": Word("yes", "no", yes_no=True)})),
    "made": Flag(),                                  # Phantom: its phantoms were made
})

#: the core keys (the optional rules' keys are in their hooks' ``expect_keys``)
CORE: dict[str, Kind] = {
    "winner": Word("offense", "defense", "none"),
    "totals": Optional(Map(Word("offense", "defense"), Number(None))),
    "warp": COUNTS,
    "planets": Map(Planet(), COUNTS, missing="no such planet"),
    "foreign_colonies": Map(Colour(), Number()),
    "home_colonies": Map(Colour(), Number()),
    "power_active": Map(Colour(), Flag()),
    "rewards": Map(Colour(), Number(), default=0, all_when_empty=True),
    "consolation": Map(Colour(), Number(), default=0, all_when_empty=True),
    "second_encounter": Flag(),
    "game_winners": Bag(Colour()),
    "error": Flag(), "error_path": Text(), "error_code": Word(*REFUSAL_CODES),
    "powers": Map(Colour(), Optional(Power())),
    "hands": Map(Colour(), Optional(Bag(Card()))),
    "artefacts": Map(Power(lower=True), ARTEFACT, default={}),
}


def kind_of(key: str) -> Kind:
    """The kind of an ``expect`` key: a core key's, else the one its optional rule declares."""
    if key in CORE:
        return CORE[key]
    from resolver.engine import options
    options.load_all()
    for hook in options.REGISTRY.values():
        kinds = hook.expect_keys
        if isinstance(kinds, dict) and key in kinds:
            return kinds[key]
    return LOOSE


def read_block(expect: dict, colours: list[str], rules: Any) -> dict:
    """The ``expect`` block read strictly (raises ``invalid-scenario`` at the first bad value)."""
    at = Reading(tuple(colours), rules, strict=True)
    return {key: _read(kind_of(key), value, at, f"expect.{key}") for key, value in expect.items()}


def _read(kind: Kind, value: Any, at: Reading, path: str) -> Any:
    """One key's value; a bare ``warp:`` (null) of a mapping lists nothing."""
    if value is None and isinstance(kind, Map):
        return {}
    return kind.read(value, at, path)


def _loose(kind: Kind, value: Any, at: Reading, path: str) -> Any:
    """The outcome's value read like the scenario's, or as it is when it does not read."""
    try:
        return kind.read(value, at, path)
    except (ScenarioError, ValueError, TypeError, AttributeError):
        return value


def compare(expect: dict, outcome, rules: Any = None) -> list[dict]:
    """Every mismatch between ``expect`` and the outcome (only listed keys are compared)."""
    out: list[dict] = []
    at = Reading(tuple(outcome.warp), rules, strict=False)

    def miss(key: str, wanted: Any, got: Any, step: int | None) -> None:
        out.append({"key": f"expect.{key}", "wanted": wanted, "got": got, "step": step})

    for key, raw in expect.items():
        if key in ("error_path", "error_code"):
            continue                       # compared with a refusal (api.check)
        if key == "error":
            if raw:
                miss("error", True, False, None)
            continue
        kind = kind_of(key)
        got = outcome.extra[key] if key in outcome.extra else getattr(outcome, key, None)
        try:
            wanted = _read(kind, raw, at, f"expect.{key}")
        except ScenarioError as exc:
            miss(key, f"{raw!r} ({exc.message})", got, None)
            continue
        have = _loose(kind, got, at, key)
        whole = kind.inner if isinstance(kind, Optional) and wanted is not None else kind
        if isinstance(whole, Map) and isinstance(wanted, dict):
            whole.entries(key, wanted, have, outcome.step_for, miss)
        elif not kind.same(wanted, have):
            miss(key, kind.show(wanted), kind.show(have), outcome.step_for(key))
    return out


def compare_refusal(expect: dict, error: ScenarioError) -> list[dict]:
    """Mismatches between ``error_path`` / ``error_code`` and the refusal (with ``error: true``)."""
    at, out = Reading(strict=False), []
    for key in ("error_path", "error_code"):
        if key in expect:
            kind = kind_of(key)
            wanted = _loose(kind, expect[key], at, key)
            got = _loose(kind, getattr(error, key[6:]), at, key)
            if not kind.same(wanted, got):
                out.append({"key": f"expect.{key}", "wanted": kind.show(wanted), "got": kind.show(got),
                            "step": None})
    return out
