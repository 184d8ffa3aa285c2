"""Questions that describe a situation ("3 ships and an attack 8 against 4 ships and a 6").

The situation becomes a scenario (shared/spec/scenarios.md), the engine runs it
(``oracle.simulate``) and the answer carries the outcome, its trace and the
citations of the steps that decided it (the totals, the tie, the deal …), not
of the set-up steps. When both sides play Compromise / Negotiate the result
turns on whether a deal is made, so both outcomes are run and the answer is
``depends``.
"""
from __future__ import annotations

from functools import lru_cache

import pyparsing as pp

from resolver.answer import Answer
from resolver.ask.compose import cite_dicts, in_words_of, make
from resolver.ask.question import Question

_NUMBER_WORDS = {"zero": 0, "no": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4,
                 "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
                 "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20}
#: words between the two sides' descriptions
_SPLITTERS = {"against", "vs", "versus", "while", "whereas", "but", "face", "faces", "facing",
              "meets", "meet", "meeting", "v"}
_DEFENDER_WORDS = {"defense", "defence", "defender", "defending", "defensive", "defend", "defends"}
_OFFENSE_WORDS = {"offense", "offence", "offensive", "attacker", "attacking", "offender"}
#: "3 ships on each side": one count for both sides
_BOTH_WORDS = {"each", "both"}
_DEAL_CARDS = {"compromise", "compromises", "negotiate", "negotiates", "negotiation"}

#: one symbol per word: numbers N, ships S, allies L, attack A, reinforcement R, deal card D,
#: articles T, "with" W, anything else w
_SYMBOLS = {**dict.fromkeys(("ship", "ships", "token", "tokens"), "S"),
            **dict.fromkeys(("allied", "ally", "allies"), "L"), "attack": "A",
            **dict.fromkeys(("reinforcement", "reinforcements", "reinforce"), "R"),
            **dict.fromkeys((*_DEAL_CARDS, "morph"), "D"), "a": "T", "an": "T",
            "card": "C", "of": "C", "with": "W", "plus": "P", "+": "P"}


def _symbol(word: str) -> str:
    if word.isdigit() or (word in _NUMBER_WORDS and word not in ("a", "an", "no")):
        return "N"
    return _SYMBOLS.get(word, "w")


def _grammar() -> pp.ParserElement:
    """Side descriptions over the symbol string: ``N S`` ships, ``A N`` attack, ``N L`` allies…"""
    n, s, a, t, c, w = (pp.Keyword(k) for k in ("N", "S", "A", "T", "C", "W"))
    ally, reinf, plus = pp.Keyword("L"), pp.Keyword("R"), pp.Keyword("P")
    ships = pp.Group(n + s)("ships")
    allies = pp.Group((n + ally + pp.Optional(s))
                      | (ally + pp.Optional(w) + pp.Optional(c) + n + pp.Optional(s)))("allies")
    attack = pp.Group(pp.Optional(t) + a + pp.Optional(c) + n)("attack")
    bare = pp.Group(t + n + ~(s | ally))("attack")
    deal = pp.Group(pp.Keyword("D"))("deal")
    reinf = pp.Group((reinf + pp.Optional(c) + pp.Optional(plus) + n)
                     | (pp.Optional(plus) + n + reinf))("reinf")
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


def _counts(words: list[str]) -> int:
    return sum(1 for w in words if _symbol(w) == "N")


def looks_like_situation(q: Question) -> bool:
    """A question with an attack value or ship counts on both sides."""
    words = q.words
    has_card = "attack" in words or any(w in _DEAL_CARDS or w == "morph" for w in words)
    counts = _counts(words)
    has_ships = any(w in ("ships", "tokens", "ship", "token") for w in words)
    return (has_card and counts >= 2) or (has_ships and counts >= 3) or (
        has_card and has_ships and counts >= 1 and bool(_BOTH_WORDS & set(words)))


def _side(words: list[str]) -> dict:
    side: dict = {}
    for kind, first, last in _parts(" ".join(_symbol(w) for w in words)):
        span = words[first:last + 1]
        if kind == "deal":
            side["card"] = next(w for w in span if _symbol(w) == "D")
            continue
        value = next(_number(w) for w in span if _symbol(w) == "N")
        if kind == "reinf":
            side.setdefault("reinforcements", []).append(value)
        else:
            side.setdefault(kind, value)
    return side


def _cut(words: list[str]) -> int:
    """Where the first side's description ends."""
    named_o = next((i for i, w in enumerate(words) if w in _OFFENSE_WORDS), None)
    named_d = next((i for i, w in enumerate(words) if w in _DEFENDER_WORDS), None)
    if named_o is not None and named_d is not None and named_o < named_d:
        return named_d                   # "the offense has … and the defense has …"
    cut = next((i for i, w in enumerate(words) if w in _SPLITTERS and i > 0), None)
    if cut is None:                      # "…, the defender has 4 ships and …"
        cut = next((i for i, w in enumerate(words) if i > 0 and w in _DEFENDER_WORDS | {"opponent"}), None)
    return len(words) // 2 if cut is None else cut


def read_sides(q: Question) -> tuple[dict, dict]:
    """The offense's and the defense's side as described by the question."""
    words = q.words
    cut = _cut(words)
    first, second = _side(words[:cut]), _side(words[cut + 1:])
    both_deal = ("both" in words and any(w in _DEAL_CARDS for w in words))
    if both_deal:
        card = next(w for w in words if w in _DEAL_CARDS)
        first["card"] = second["card"] = card
    if _BOTH_WORDS & set(words):          # "3 ships on each side"
        for a, b in ((first, second), (second, first)):
            if "ships" in a and "ships" not in b:
                b["ships"] = a["ships"]
    head = words[:cut]
    i_defend = any(w in _DEFENDER_WORDS for w in head) and (
        "i" in head or not any(w in _OFFENSE_WORDS for w in head))
    return (second, first) if i_defend else (first, second)


def situation(q: Question, oracle) -> Answer:
    """Build the scenario, run it through the engine, answer with the outcome."""
    offense, defense = read_sides(q)
    scenario, problem = build_scenario(q, offense, defense)
    if problem:
        from resolver.ask.procedures import unknown
        return unknown(q, f"I could not turn this into a legal encounter: {problem}.")
    if _is_deal(scenario):
        return _deal(q, oracle, scenario)
    return _run(q, oracle, scenario, offense, defense)


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
            cards[role] = deal_card if side["card"] in _DEAL_CARDS else side["card"]
        else:
            return {}, f"the {role}'s encounter card is not given"
    encounter: dict = {"offense": "tan", "destiny": "pink", "target": "pink:1",
                       "launch": {"tan": o_ships}, "cards": cards}
    if "reverse" in q.words and q.edition == "mayfair":
        encounter["destiny"], encounter["cone"] = "reverse pink", "reverse"
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


def _is_deal(scenario: dict) -> bool:
    cards = scenario["encounter"]["cards"]
    return all(c in ("compromise", "negotiate") for c in cards.values())


def _simulate(q: Question, oracle, scenario: dict) -> tuple[dict | None, Answer | None]:
    """The outcome as a dict, or the honest ``unknown`` when the engine cannot give one."""
    from resolver.ask.procedures import unknown
    try:
        outcome = oracle.simulate(scenario)
    except ImportError:
        ans = unknown(q, "This needs the simulation engine, which is not available in this build; "
                         "I will not guess the result.")
        ans.notes.append(f"scenario: {scenario}")
        return None, ans
    except Exception as exc:  # the engine refuses a scenario with a ScenarioError
        return None, unknown(q, f"The engine refused the situation: {getattr(exc, 'message', exc)}.")
    data = outcome.to_dict() if hasattr(outcome, "to_dict") else dict(outcome)
    if "error" in data:
        return None, unknown(q, f"The engine refused the situation: {data['error'].get('message')}.")
    return data, None


#: words of an engine step that decided the result (not set-up or bookkeeping)
_DECIDING = ("total", "wins", "tie", "deal", "consolation", "compensation", "reward",
             "reinforcement", "morph", "reverse")


def _trace(data: dict) -> list[dict]:
    return [{"step": s.get("step"), "rule": s.get("rule"), "citation": s.get("citation")}
            for s in data.get("trace", [])]


def _deciding_steps(trace: list[dict]) -> list[dict]:
    return [s for s in trace if isinstance(s.get("step"), str) and not s["step"].startswith("discarded")
            and any(w in s["step"] for w in _DECIDING)]


def _summary_steps(trace: list[dict]) -> list[str]:
    """The step that named the winner, then what the losers were given (consolation, rewards)."""
    steps = [s["step"] for s in _deciding_steps(trace) if not s["step"].startswith("totals")]
    winner = [s for s in steps if "wins" in s or "tie" in s][:1]
    after = [s for s in steps if any(w in s for w in ("consolation", "compensation"))][:1]
    return winner + after


_COLOUR_WORDS = {"tan": "the offense", "pink": "the defense", "lavender": "the offense's ally",
                 "mint": "the defense's ally"}


def _roles(step: str) -> str:
    """An engine step with the scenario's colours named by their roles."""
    out = []
    for word in step.split(" "):
        bare = word.strip(",.:;()")
        head, tail = word[:word.index(bare)] if bare else "", word[word.index(bare) + len(bare):] if bare else ""
        if bare.endswith("'s") and bare[:-2] in _COLOUR_WORDS:
            out.append(head + _COLOUR_WORDS[bare[:-2]] + "'s" + tail)
        elif bare in _COLOUR_WORDS:
            out.append(head + _COLOUR_WORDS[bare] + tail)
        else:
            out.append(word)
    return " ".join(out)


def _citations(data: dict, trace: list[dict]) -> list[dict]:
    """The citations of the deciding steps first; every step's when none decided."""
    deciding = [s["citation"] for s in _deciding_steps(trace) if s.get("citation")]
    every = [s["citation"] for s in trace if s.get("citation")]
    return cite_dicts(deciding or every or [c for c in data.get("citations", [])
                                            if isinstance(c, dict) and c.get("section")])


def _breakdown(side: dict, allies_word: str) -> tuple[str, int] | None:
    """"3 ships + 2 allied ships + attack 8 = 13" for a side that played an Attack."""
    if "attack" not in side:
        return None
    parts, total = [], 0
    ships = side.get("ships", 0)
    parts.append(f"{ships} ship{'s' if ships != 1 else ''}")
    total += ships
    if side.get("allies"):
        parts.append(f"{side['allies']} {allies_word}")
        total += side["allies"]
    parts.append(f"attack {side['attack']}")
    total += side["attack"]
    for value in side.get("reinforcements", []):
        parts.append(f"reinforcement {value}")
        total += value
    return " + ".join(parts), total


def _run(q: Question, oracle, scenario: dict, offense: dict, defense: dict) -> Answer:
    data, refused = _simulate(q, oracle, scenario)
    if refused is not None:
        return refused
    totals, winner = data.get("totals") or {}, data.get("winner")
    trace = _trace(data)
    cits = _citations(data, trace)
    asks_total = any(w in ("total", "totals", "score", "scores", "sum") for w in q.words)
    value = totals if asks_total else winner
    text = f"The {winner} wins" if winner not in (None, "none") else "No side wins (a deal)"
    if totals:                           # the winner's total first: "wins, 15 to 14"
        first, second = ("defense", "offense") if winner == "defense" else ("offense", "defense")
        text += f", {totals.get(first)} to {totals.get(second)}"
    text += "."
    explained = []
    for role, side in (("offense", offense), ("defense", defense)):
        shown = _breakdown(side, "allied ships")
        if shown and totals and shown[1] == totals.get(role):
            explained.append(f"{role}: {shown[0]} = {shown[1]}")
    if totals and len(explained) == 2:
        text += " " + "; ".join(explained).capitalize() + "."
    for step in _summary_steps(trace):
        text += f" {_roles(step)[:1].upper()}{_roles(step)[1:]}."
    text += _allies_outcome(data)
    text += f" ({'; '.join(dict.fromkeys(c['source'] + ' ' + c['section'] for c in cits[:3]))})"
    text += " Computed by the engine; the trace lists every step with its rule."
    return make(q.text, q.edition, "value", in_words_of(q.idx, text, q.edition), value=value,
                citations=cits, entities=q.entity_ids(), confidence=0.9, trace=trace,
                notes=["scenario: " + str(scenario)])


def _deal(q: Question, oracle, scenario: dict) -> Answer:
    """Both sides play Compromise / Negotiate: the result turns on whether they agree."""
    conditions, cits, trace = [], [], []
    for made, when in (("made", "a deal is made"), ("failed", "no deal is made")):
        run = {**scenario, "encounter": {**scenario["encounter"], "deal": made}}
        data, refused = _simulate(q, oracle, run)
        if refused is not None:
            return refused
        steps = _trace(data)
        trace = trace or steps
        cits += _citations(data, steps)
        lost = {k: v for k, v in (data.get("warp") or {}).items() if v}
        conditions.append({"when": when, "verdict": "value",
                           "value": data.get("winner") or "none",
                           "second_encounter": data.get("second_encounter"), "warp": lost})
    cits = cite_dicts(cits)
    seconds = q.rules.param("deal_seconds", q.edition)
    outcomes = "; ".join(_deal_outcome(c) for c in conditions)
    text = (f"It depends on the deal. Both sides played a deal card, so the main players have "
            f"{seconds} seconds to agree and neither side wins the encounter. {outcomes[:1].upper()}"
            f"{outcomes[1:]}. ({'; '.join(dict.fromkeys(c['source'] + ' ' + c['section'] for c in cits[:3]))})")
    return make(q.text, q.edition, "depends", in_words_of(q.idx, text, q.edition),
                conditions=conditions, citations=cits, entities=q.entity_ids(), confidence=0.85,
                trace=trace, notes=["scenario: " + str(scenario)])


_ROLE_OF = {"tan": "the offense", "pink": "the defense", "lavender": "the offense's ally",
            "mint": "the defense's ally"}


def _deal_outcome(condition: dict) -> str:
    """One run of a deal in words, from the engine's outcome."""
    parts = [f"if {condition['when']}"]
    lost = [f"{_ROLE_OF.get(colour, colour)} loses {n} ships to the warp"
            for colour, n in condition.get("warp", {}).items()]
    if lost:
        parts.append(", ".join(lost))
    parts.append("the offense may have a second encounter" if condition.get("second_encounter")
                 else "the offense's turn ends")
    return ", ".join(parts)


def _allies_outcome(data: dict) -> str:
    """What the allies ended with: colonies gained, rewards taken (the reverse cone swaps them)."""
    out = []
    colonies = data.get("foreign_colonies") or {}
    rewards = data.get("rewards") or {}
    for colour in ("lavender", "mint"):
        if colonies.get(colour):
            out.append(f"{_COLOUR_WORDS[colour]} gains {colonies[colour]} foreign colony")
        if rewards.get(colour):
            out.append(f"{_COLOUR_WORDS[colour]} takes {rewards[colour]} rewards")
    return (" " + "; ".join(out)[:1].upper() + "; ".join(out)[1:] + ".") if out else ""
