"""The players' question sets (tests/ask_blind/set-*.yaml), judged by tests/ask_scoring.py.

Each set was written blind from the seeds and run once before anyone looked at its misses
(docs/asking.md, "Scores"); since then they are dev sets. These tests hold the contract on
all of them and keep the figures from sliding back: a yes/no question (by its expected
verdict) is never answered `text` or `value`, wrong yes/no answers never grow past the
figure measured when the ceiling was set, and the right answers never fall below their
floor. Raise a floor or lower a ceiling as the question layer improves; never the reverse
to make a test pass.
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from ask_scoring import score

SETS = Path(__file__).with_name("ask_blind")
#: set -> (right answers at least, wrong yes/no at most), measured 2 Dec 2026 (issue 13, end of
#: the fourth session, main a990400) with three entries of slack for the right answers
FIGURES = {"set-1.yaml": (222, 0), "set-2.yaml": (328, 0), "set-3.yaml": (193, 0),
           "set-4.yaml": (218, 0), "set-5.yaml": (231, 0), "set-6.yaml": (218, 0)}
#: yes/no questions of a set the contract check leaves out, with the reason
NOT_YES_NO = {
    # "how many times can I discard and redraw?" is a count the writer labelled `depends`
    # (the two FFG documents differ); a count question may be answered with a value
    "b4-383",
    # the same count ("how many times can I redraw my hand at the start of my turn?"), which
    # set 5's writer also labelled `depends` for the two FFG documents' difference
    "b5-456",
}
#: yes/no questions answered `text` in breach of the contract, known and not yet fixed, with
#: the reason: listed so the check still catches any new one; remove an entry once it is fixed
CONTRACT_MISSES: set[str] = set()


def _sets() -> list[Path]:
    return sorted(SETS.glob("set-*.yaml"))


def test_every_set_has_figures():
    assert sorted(p.name for p in _sets()) == sorted(FIGURES)


@pytest.mark.parametrize("path", _sets(), ids=lambda p: p.stem)
def test_set_holds_the_contract_and_its_figures(oracle, path):
    entries = yaml.safe_load(path.read_text(encoding="utf-8"))
    result = score(oracle, entries)
    floor, ceiling = FIGURES[path.name]
    polar_text = [m for m in result.polar_text if m[0] not in NOT_YES_NO | CONTRACT_MISSES]
    assert polar_text == [], f"{path.name}: yes/no questions answered text/value: {polar_text}"
    assert len(result.wrong_yes_no) <= ceiling, result.wrong_yes_no
    assert result.right >= floor, result.line(path.name)
