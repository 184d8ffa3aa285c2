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
#: the sixth session, main c553394) with five entries of slack for the right answers. Sets 7, 8
#: and 9 came in blind with wrong yes/no answers (docs/asking.md, "Scores"): their ceilings are
#: the lowest figures measured since and must only come down.
FIGURES = {"set-1.yaml": (259, 0), "set-2.yaml": (378, 0), "set-3.yaml": (244, 0),
           "set-4.yaml": (293, 0), "set-5.yaml": (314, 0), "set-6.yaml": (303, 0),
           "set-7.yaml": (257, 1), "set-8.yaml": (255, 0), "set-9.yaml": (283, 4),
           # plain short questions as a new user types them, written blind on 2 Dec 2026 and
           # first run on c938752 (220/464, 9 wrong yes/no): floor = first run - 5
           "set-p1.yaml": (215, 9)}
#: yes/no questions of a set the contract check leaves out, with the reason
NOT_YES_NO = {
    # "how many times can I discard and redraw?" is a count the writer labelled `depends`
    # (the two FFG documents differ); a count question may be answered with a value
    "b4-383",
    # the same count ("how many times can I redraw my hand at the start of my turn?"), which
    # set 5's writer also labelled `depends` for the two FFG documents' difference
    "b5-456",
    # "how many bases is Gas Giant for the Sniveler?" and "how much Lucre does Gas Giant get
    # per turn?": counts the plain set's writer labelled `depends` (they vary with the
    # situation); a count question may be answered with a value
    "p1-030", "p1-070",
}
#: yes/no questions answered `text` in breach of the contract, known and not yet fixed, with
#: the reason: listed so the check still catches any new one; remove an entry once it is fixed
CONTRACT_MISSES = {
    # "I lost 2 ships. I get to take 2 cards out of their hand?": a statement with a rising
    # tag after a story, read as "how many cards" (a count in the question) and answered 2
    "b7-123",
    # "Defender inviting a player who the attacker already invited — legal in FFG?": a
    # verbless predicate after a dash, read as "tell me about" the invitation
    "b7-139",
    # "So in a timing conflict the defensive main player always goes last?": an order
    # statement with a rising tag, read as "who goes last" and answered with the role
    "b8-341",
    # "What's with the upside-down text … — is that meant for the other players to read?":
    # a "what's with X" topic before the yes/no part, answered as "tell me about X"
    "b8-344",
}


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
