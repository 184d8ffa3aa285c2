"""The question bank (tests/question_bank.yaml), judged by tests/ask_scoring.py like every set.

The bank was re-labelled to the answer contract (issue 13): a yes/no question expects `yes`,
`no`, `depends` or `unknown`, never `text` or `value`. The question layer is being rebuilt
(issue 13), so by default the score must not fall below the figure measured when the bank was
re-labelled (FLOOR, printed on every run); RESOLVER_BANK_STRICT=1 demands the contract's
target: >= 95% right and no wrong yes/no.
"""
from __future__ import annotations

import importlib.util
import os
import re
import time
from pathlib import Path

import pytest
import yaml
from ask_scoring import is_polar, judge

BANK = Path(__file__).with_name("question_bank.yaml")
HAS_ENGINE = importlib.util.find_spec("resolver.engine.api") is not None
STRICT = os.environ.get("RESOLVER_BANK_STRICT") == "1"
#: 781/970 right when the bank was re-labelled (issue 13), before the question layer's rebuild:
#: the 175 re-labelled yes/no questions and 14 expectations corrected against the seeds were the
#: misses. Raise it as the rebuilt question layer lands; never lower it to pass.
#: 801/970 with the claims-based question layer (h13, 1 Dec 2026); the floor keeps a few
#: entries of slack for claims content still landing
#: 856/970 (was 880) after the bank's where/who/which/how-many/what-is-it-called entries were
#: relabelled `text` -> `value` to the contract (2 Dec 2026): the drop comes from stricter labels,
#: not from the code, and stays above FLOOR, so FLOOR is unchanged
FLOOR = 0.82
TARGET = 0.95
VERDICTS = {"yes", "no", "depends", "value", "text", "unknown"}
#: a question that opens like a yes/no question (labelling check only; never used to answer)
YES_NO_OPENING = re.compile(
    r"^(can|can't|cannot|may|must|does|doesn't|do|don't|is|isn't|are|aren't|will|won't|should|"
    r"did|has|have|could|would|am|was|were|shall)\b")


def _bank() -> list[dict]:
    return yaml.safe_load(BANK.read_text(encoding="utf-8"))


def _entries() -> list[dict]:
    return [e for e in _bank() if e.get("needs") != "engine" or HAS_ENGINE]


@pytest.fixture(scope="module")
def results(oracle):
    out = []
    for entry in _entries():
        edition = entry.get("edition", "mayfair")
        answer = oracle.ask(entry["q"], edition)             # warm (index, engine imports)
        times = []
        for _ in range(3):                                     # median of 3: the machine is shared
            start = time.perf_counter()
            oracle.ask(entry["q"], edition)
            times.append(time.perf_counter() - start)
        out.append((entry, answer, sorted(times)[1]))
    return out


def test_bank_schema():
    entries = _bank()
    assert len(entries) >= 200
    assert {e.get("edition", "mayfair") for e in entries} == {"mayfair", "ffg"}
    ids = [e.get("id") for e in entries]
    assert all(ids) and len(set(ids)) == len(ids), "every entry needs a unique id"
    assert all(e["verdict"] in VERDICTS for e in entries)
    assert all(e.get("sections") for e in entries if e["verdict"] != "unknown")


def test_no_yes_no_question_is_labelled_text_or_value():
    """The labels follow the contract: a question opening like a yes/no question (and not an
    'X or Y?' choice) expects yes/no/depends/unknown."""
    mislabelled = [(e["id"], e["q"]) for e in _bank()
                   if e["verdict"] in ("text", "value") and " or " not in e["q"]
                   and YES_NO_OPENING.match(e["q"].strip().lower())]
    assert not mislabelled, mislabelled


def test_no_wrong_yes_no(results):
    wrong = [(e["id"], e["q"], a.verdict, e["verdict"]) for e, a, _t in results
             if a.verdict in ("yes", "no") and e["verdict"] in ("yes", "no")
             and a.verdict != e["verdict"]]
    assert not wrong, f"wrong yes/no verdicts: {wrong}"


def test_accuracy(results, capsys):
    failures = [(e["id"], e["q"], why) for e, a, _t in results if (why := judge(e, a))]
    accuracy = 1 - len(failures) / len(results)
    times = sorted(t for _e, _a, t in results)
    p50, p99 = times[len(times) // 2] * 1000, times[int(len(times) * 0.99)] * 1000
    wanted = TARGET if STRICT else FLOOR
    with capsys.disabled():
        print(f"\nquestion bank: {len(results) - len(failures)}/{len(results)} = {accuracy:.1%} "
              f"(floor {FLOOR:.1%}, target {TARGET:.0%}{', strict' if STRICT else ''}); "
              f"latency p50 {p50:.3f} ms, p99 {p99:.3f} ms")
        for ident, q, why in failures:
            print(f"  miss {ident}: {q!r}: {why}")
    assert accuracy >= wanted, failures


def test_no_yes_no_question_answered_text_or_value(results):
    breaches = [(e["id"], e["q"], a.verdict) for e, a, _t in results
                if is_polar(e) and a.verdict in ("text", "value")]
    assert not breaches, f"{len(breaches)} yes/no questions answered text/value: {breaches}"


def test_every_decided_answer_cites_a_section(results):
    for _e, answer, _t in results:
        if answer.verdict != "unknown":
            assert answer.citations and all(c["section"] for c in answer.citations), answer.question
