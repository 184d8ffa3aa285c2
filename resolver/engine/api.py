"""The engine's public surface: ``simulate(oracle, scenario)`` and ``check(oracle, scenario)``.

    >>> from resolver import Oracle
    >>> out = Oracle().simulate({"resolver": 1, "players": ["tan", "pink"],
    ...     "encounter": {"offense": "tan", "destiny": "pink", "target": "pink:1",
    ...                   "launch": {"tan": 4}, "cards": {"offense": "attack 10",
    ...                   "defense": "attack 06"}}})
    >>> out.winner, out.totals
    ('offense', {'offense': 14, 'defense': 10})
"""
from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from resolver.engine import options as option_hooks
from resolver.engine.choices import PowerChoices
from resolver.engine.encounter import Encounter
from resolver.engine.errors import InvariantViolation, ScenarioError
from resolver.engine.expect import compare, compare_refusal
from resolver.engine.game import Game
from resolver.engine.outcome import ERROR_CODES, CheckResult, Outcome
from resolver.engine.scenario import ScenarioChooser, load, validate
from resolver.engine.words import in_edition_words

__all__ = ["simulate", "check", "run", "Outcome", "CheckResult", "ScenarioError"]


def _rules(oracle):
    return getattr(oracle, "rules", oracle)


def run(oracle, scenario: Any) -> tuple[Outcome, dict]:
    """Simulate; returns the outcome (``error`` set when refused) and the scenario's expect block."""
    rules = _rules(oracle)
    expect: dict = {}
    name = None
    try:
        data = copy.deepcopy(load(scenario))
        name = _name(data.get("name") if isinstance(data, dict) else None)
        expect = data.get("expect") or {} if isinstance(data.get("expect"), dict) else {}
        sc = validate(rules, data)
        expect = sc.expect
        return _simulate(rules, sc), expect
    except ScenarioError as exc:
        return Outcome(name=name, error=exc), expect
    except RecursionError:
        return Outcome(name=name, error=ScenarioError(
            "invalid-scenario", "the scenario is nested too deeply", None)), expect
    except Exception as exc:     # a bug in the engine or a hook: say so, never a traceback
        return Outcome(name=name, error=ScenarioError(
            "engine-bug", f"the engine failed on this scenario ({type(exc).__name__}: {exc}); "
            "please report it with the file", None)), expect


def _name(raw: Any) -> str | None:
    """The scenario's name as text (``name: 2024`` is read by YAML as a number)."""
    return None if raw is None or isinstance(raw, (dict, list)) else str(raw)


def _simulate(rules, sc) -> Outcome:
    choices = {name: PowerChoices(c) for name, c in sc.power_choices.items()}
    game = Game(rules, sc.state, ScenarioChooser(sc), seed=sc.seed, quiet=False, check=True,
                power_effects=sc.power_effects, power_choices=choices)
    game.plays = sc.enc.get("plays") or []
    if sc.enc.get("cone") is not None:
        game.cone_override = sc.enc["cone"] == "reverse"
    before = sc.state.board()
    for note in sc.notes:
        game.rec.note(note, "mayfair.power.optional" if sc.edition == "mayfair" else "ffg.sheet.optional")
    start = "regroup" if "regroup" in sc.enc else "destiny"
    option_hooks.point(game, "scenario_start", sc)     # optional rules (Lucre income…)
    try:
        enc = Encounter(game, sc.enc["offense"], sc.enc["number"]).run(start=start)
    except InvariantViolation as exc:
        raise ScenarioError("engine-bug", f"invariant broken {exc.message}") from exc
    _note_unused(game, enc, game.chooser)
    _refuse_unused_power_choices(sc, game, enc, choices)
    _refuse_unused_defense(sc, enc, game.chooser)
    return _outcome(rules, sc, game, enc, before)


def _refuse_unused_defense(sc, enc: Encounter, chooser: ScenarioChooser) -> None:
    """``encounter.defense`` names the offense's pick (a wild card, several fitting players…);
    when the destiny card or a power decided the defense instead, a different pick is refused."""
    given = sc.enc.get("defense")
    if given is None or "defense" in chooser.used or given == enc.defense:
        return
    raise ScenarioError("illegal", f"{given} cannot be chosen as the defense: the offense had no such "
                        f"choice here (the defense is {enc.defense or 'no one'}, decided by the destiny "
                        f"card {enc.destiny_card} or a power)", "encounter.defense", enc.R["destiny.regular"])


def _refuse_unused_power_choices(sc, game: Game, enc: Encounter, choices: dict) -> None:
    """A power choice the encounter never read could not apply: the power had no such decision
    at any moment it acted (or never had the chance to act). It is refused, never ignored;
    only a power the rules stopped (lost, silenced, zapped) keeps its unread choices, noted in
    the trace, and declining (``use: false``) is never an error."""
    blocked = enc.marks.blocked_powers
    holders = {p.power.split(":", 1)[1]: p for p in sc.state.players if p.power}
    for name, given in choices.items():
        unread = [k for k in given.unread() if not (k == "use" and given[k] is False)]
        if not unread:
            continue
        player = holders.get(name)
        path = f"encounter.powers.{name}.{unread[0]}"
        if player is not None and (player.colour in blocked or name not in
                                   {s.name for s in sc.power_effects.values()}):
            text = (f"{path} was not used: {player.colour}'s {name} did not act in this encounter")
            game.rec.note(text, player.power)
            sc.notes.append(text)
            continue
        why = ("it never acted in this encounter" if player is None or name.lower() not in enc.powers_used
               else "it had no such decision at any moment it acted")
        raise ScenarioError("illegal", f"this choice cannot apply: {player.colour if player else 'no'}"
                            f" player's {name}: {why} (the rules give it no such decision here)", path,
                            player.power if player else None)


def _note_unused(game: Game, enc: Encounter, chooser: ScenarioChooser) -> None:
    """Say in the trace (and the notes) which of the scenario's choices the encounter never needed."""
    for path in chooser.unused_choices():
        if path == "encounter.destiny":
            text = (f"encounter.destiny: {', '.join(chooser.draws)} not drawn; the encounter was decided "
                    f"before {'it' if len(chooser.draws) == 1 else 'them'}")
            key = "destiny.own-skip"
        else:
            what = "no deal was made" if path == "encounter.deal" else "that player took no rewards"
            text = f"{path} was not used: {what} in this encounter"
            key = "deal.made" if path == "encounter.deal" else "def-allies.reward"
        game.rec.note(text, enc.R[key])
        chooser.sc.notes.append(text)


def _outcome(rules, sc, game: Game, enc: Encounter, before: dict) -> Outcome:
    state = sc.state
    cite_cache: dict[str, dict] = {}
    # a rule's citation is looked up once per graph; each outcome gets its own dicts
    first = rules.__dict__.setdefault("_step_citations", {}) if hasattr(rules, "__dict__") else {}

    def citation(rule: str) -> dict:
        if rule not in cite_cache:
            if rule not in first:
                try:
                    cits = rules.citations(f"rule:{rule}") or rules.citations(rule)
                except KeyError:
                    cits = []
                first[rule] = {**(cits[0].to_dict() if cits else {"source": None, "section": None}), "rule": rule}
            cite_cache[rule] = dict(first[rule])
        return cite_cache[rule]

    trace, key_steps, seen = [], {}, []
    for ev in game.rec.events:
        trace.append({"n": ev.n, "step": in_edition_words(rules, ev.text, sc.edition), "rule": ev.rule, "citation": citation(ev.rule),
                      "default": ev.default})
        for k in ev.keys:
            key_steps[k] = ev.n
            key_steps[k.split(".", 1)[0]] = ev.n
        if ev.rule not in seen:
            seen.append(ev.rule)
    return Outcome(
        name=_name(sc.name), edition=sc.edition, winner=enc.winner, totals=enc.totals,
        warp={c: state.warp.get(c, 0) for c in state.colours},
        planets={k: {c: n for c, n in ships.items() if n > 0} for k, ships in state.planets.items()},
        foreign_colonies={c: state.foreign_colonies(c) for c in state.colours},
        home_colonies={c: state.home_colonies(c) for c in state.colours},
        power_active={p.colour: p.power_active for p in state.players},
        rewards=dict(enc.rewards), consolation=dict(enc.consolation),
        second_encounter=enc.second_encounter, game_winners=sorted(game.winners),
        offense=enc.offense, defense=enc.defense, target=enc.target or enc.refill, destiny=enc.destiny_card,
        cards=dict(enc.cards), trace=trace, citations=[citation(r) for r in seen],
        board_before=before, board_after=state.board(),
        notes=[in_edition_words(rules, n, sc.edition) for n in sc.notes], key_steps=key_steps,
        powers={p.colour: p.power.split(":", 1)[1] if p.power else None for p in state.players},
        hands={p.colour: None if p.hand is None else sorted(p.hand) for p in state.players},
        artefacts={k.lower(): dict(v) for k, v in getattr(game, "artefacts", {}).items() if v},
        extra={k: v for extra in option_hooks.point(game, "outcome", enc) for k, v in extra.items()})


def simulate(oracle, scenario: Any) -> Outcome:
    """Run a scenario (a path, a YAML/JSON string or a dict). A refused one has ``error`` set."""
    return run(oracle, scenario)[0]


def check(oracle, scenario: Any) -> CheckResult:
    """Run a scenario and compare with its ``expect:`` block.

    Never raises for a scenario: an unexpected failure while running or comparing is the
    result's error (code ``engine-bug``, naming the file), so a run over many files goes on.
    """
    outcome, expect = Outcome(name=None), {}
    try:
        outcome, expect = run(oracle, scenario)
        return _compared(oracle, outcome, expect)
    except Exception as exc:     # a bug in the engine or a comparison: this scenario's error only
        where = f" of {scenario}" if isinstance(scenario, (str, Path)) and "\n" not in str(scenario) else ""
        outcome.error = ScenarioError("engine-bug", f"comparing the outcome{where} with expect failed "
                                      f"({type(exc).__name__}: {exc}); please report it with the file", "expect")
        return _refused(outcome, expect)


def _compared(oracle, outcome: Outcome, expect: dict) -> CheckResult:
    if outcome.error is not None:
        if expect.get("error") is True:
            wrong = compare_refusal(expect, outcome.error)
            return CheckResult(not wrong, wrong, outcome, outcome.name, "failed" if wrong else "passed")
        return _refused(outcome, expect)
    mismatches = compare(expect, outcome, _rules(oracle))
    return CheckResult(not mismatches, mismatches, outcome, outcome.name,
                       "passed" if not mismatches else "failed")


def _refused(outcome: Outcome, expect: dict) -> CheckResult:
    """A refusal the scenario did not expect: an error (ill-formed file) or a failure."""
    status = "error" if outcome.error.code in ERROR_CODES else "failed"
    mismatch = {"key": "expect.error", "wanted": expect.get("error") is True,
                "got": f"refused: {outcome.error}", "step": None}
    return CheckResult(False, [mismatch], outcome, outcome.name, status)
