"""Questions that describe a situation ("3 ships and an attack 8 against 4 ships and a 6").

The situation becomes a scenario (shared/spec/scenarios.md), the engine runs it
(``oracle.simulate``) and the answer carries the outcome, its trace and citations.
"""
from __future__ import annotations

from functools import lru_cache

import pyparsing as pp

from resolver.answer import Answer
from resolver.ask.compose import cite_dicts, make
from resolver.ask.question import Question

_NUMBER_WORDS = {"zero": 0, "no": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4,
                 "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_SPLITTERS = {"against", "vs", "versus", "while", "whereas", "but"}
_DEFENDER_WORDS = {"defense", "defence", "defender", "defending", "defensive", "defend", "defends"}


#: one symbol per word: numbers N, ships S, allies L, attack A, reinforcement R, deal card D,
#: articles T, anything else w
_SYMBOLS = {**dict.fromkeys(("ship", "ships", "token", "tokens"), "S"),
            **dict.fromkeys(("allied", "ally", "allies"), "L"), "attack": "A",
            **dict.fromkeys(("reinforcement", "reinforcements"), "R"),
            **dict.fromkeys(("compromise", "negotiate", "morph"), "D"), "a": "T", "an": "T",
            "card": "C", "of": "C"}


def _symbol(word: str) -> str:
    if word.isdigit() or (word in _NUMBER_WORDS and word not in ("a", "an", "no")):
        return "N"
    return _SYMBOLS.get(word, "w")


def _grammar() -> pp.ParserElement:
    """Side descriptions over the symbol string: ``N S`` ships, ``A N`` attack, ``N L`` allies…"""
    n, s, a, t = (pp.Keyword(c) for c in ("N", "S", "A", "T"))
    ships = pp.Group(n + s)("ships")
    allies = pp.Group(n + pp.Keyword("L") + pp.Optional(s))("allies")
    attack = pp.Group(pp.Optional(t) + a + pp.Optional(pp.Keyword("C")) + n)("attack")
    bare = pp.Group(t + n + ~(s | pp.Keyword("L")))("attack")
    deal = pp.Group(pp.Keyword("D"))("deal")
    reinf = pp.Group((pp.Keyword("R") + pp.Optional(pp.Keyword("C")) + n) | (n + pp.Keyword("R")))("reinf")
    return allies | ships | reinf | attack | deal | bare


_SIDE = _grammar()


@lru_cache(maxsize=2048)
def _parts(symbols: str) -> tuple[tuple[str, int, int], ...]:
    """(kind, first word, last word) of each side item in a symbol string."""
    out = []
    for tokens, start, end in _SIDE.scan_string(symbols):
        out.append((tokens[0].get_name(), start // 2, (end - 1) // 2))
    return tuple(out)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word]


def looks_like_situation(q: Question) -> bool:
    """A question with an attack value or ship counts on both sides."""
    words = q.words
    has_card = "attack" in words or any(w in ("compromise", "negotiate") for w in words)
    counts = sum(1 for w in words if w.isdigit())
    return has_card and counts >= 2 or ("ships" in words or "tokens" in words) and counts >= 3


def _side(words: list[str]) -> dict:
    side: dict = {}
    for kind, first, last in _parts(" ".join(_symbol(w) for w in words)):
        span = words[first:last + 1]
        if kind == "deal":
            side["card"] = span[0]
            continue
        value = next(_number(w) for w in span if _symbol(w) == "N")
        if kind == "reinf":
            side.setdefault("reinforcements", []).append(value)
        else:
            side.setdefault(kind, value)
    return side


def situation(q: Question, oracle) -> Answer:
    """Build the scenario, run it through the engine, answer with the outcome."""
    words = q.words
    cut = next((i for i, w in enumerate(words) if w in _SPLITTERS), None)
    if cut is None:                      # "…, the defender has 4 ships and …"
        cut = next((i for i, w in enumerate(words) if i > 0 and w in _DEFENDER_WORDS | {"opponent"}), None)
    if cut is None:
        cut = len(words) // 2
    first, second = _side(words[:cut]), _side(words[cut + 1:])
    i_defend = any(w in _DEFENDER_WORDS for w in words[:cut]) and "i" in words[:cut]
    offense, defense = (second, first) if i_defend else (first, second)
    scenario, problem = build_scenario(q, offense, defense)
    if problem:
        from resolver.ask.procedures import unknown
        return unknown(q, f"I could not turn this into a legal encounter: {problem}.")
    return _run(q, oracle, scenario)


def build_scenario(q: Question, offense: dict, defense: dict) -> tuple[dict, str | None]:
    """A scenario dict (format 1) for a plain encounter between two described sides."""
    rules = q.rules
    launch_max = rules.param("launch_max", q.edition)
    launch_min = rules.param("launch_min", q.edition)
    ships_total = rules.param("ships_per_colour", q.edition)
    deal_card = "compromise" if q.edition == "mayfair" else "negotiate"
    o_ships = offense.get("ships", launch_min)
    d_ships = defense.get("ships", 0)
    if not launch_min <= o_ships <= launch_max:
        return {}, f"the offense commits {launch_min} to {launch_max} ships, not {o_ships}"
    if d_ships > ships_total:
        return {}, f"a player has only {ships_total} ships"
    cards = {}
    for role, side in (("offense", offense), ("defense", defense)):
        if "attack" in side:
            cards[role] = f"attack {side['attack']}"
        elif "card" in side:
            cards[role] = deal_card if side["card"] in ("compromise", "negotiate") else side["card"]
        else:
            return {}, f"the {role}'s encounter card is not given"
    encounter: dict = {"offense": "tan", "destiny": "pink", "target": "pink:1",
                       "launch": {"tan": o_ships}, "cards": cards}
    allies: dict = {}
    for role, side, colour in (("offense", offense, "lavender"), ("defense", defense, "mint")):
        if side.get("allies"):
            allies[role] = {colour: side["allies"]}
    if allies:
        encounter["allies"] = allies
    reinf = [{"player": "tan" if role == "offense" else "pink", "side": role, "value": v}
             for role, side in (("offense", offense), ("defense", defense))
             for v in side.get("reinforcements", [])]
    if reinf:
        encounter["reinforcements"] = reinf
    scenario = {"resolver": 1, "name": f"asked: {q.text[:80]}", "edition": q.edition,
                "players": [{"color": c} for c in ("tan", "pink", "lavender", "mint")],
                "state": {"planets": {"pink:1": {"pink": d_ships}}}, "encounter": encounter}
    return scenario, None


def _run(q: Question, oracle, scenario: dict) -> Answer:
    from resolver.ask.procedures import unknown
    try:
        outcome = oracle.simulate(scenario)
    except ImportError:
        ans = unknown(q, "This needs the simulation engine, which is not available in this build; "
                         "I will not guess the result.")
        ans.notes.append(f"scenario: {scenario}")
        return ans
    except Exception as exc:  # the engine refuses a scenario with a ScenarioError
        return unknown(q, f"The engine refused the situation: {getattr(exc, 'message', exc)}.")
    data = outcome.to_dict() if hasattr(outcome, "to_dict") else dict(outcome)
    if "error" in data:
        return unknown(q, f"The engine refused the situation: {data['error'].get('message')}.")
    totals, winner = data.get("totals") or {}, data.get("winner")
    trace = [{"step": s.get("step"), "rule": s.get("rule"), "citation": s.get("citation")}
             for s in data.get("trace", [])]
    cits = cite_dicts([c for c in data.get("citations", []) if isinstance(c, dict) and c.get("section")]
                      or [s["citation"] for s in trace if s.get("citation")])
    asks_total = any(w in ("total", "totals", "score", "sum") for w in q.words)
    value = totals if asks_total else winner
    text = f"The {winner} wins" if winner not in (None, "none") else "No side wins (a deal)"
    if totals:
        text += f": offense {totals.get('offense')} against defense {totals.get('defense')}"
    text += ". Computed by the engine; the trace lists each step and its rule."
    return make(q.text, q.edition, "value", text, value=value, citations=cits,
                entities=q.entity_ids(), confidence=0.9, trace=trace,
                notes=["scenario: " + str(scenario)])
