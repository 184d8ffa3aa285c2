"""Speed of the reading path (issue 13, helper sp19): the question grammar's patterns run as regular
expressions compiled once from the pyparsing grammar, with pyparsing's results; answers unchanged."""
from __future__ import annotations

import pyparsing as pp
import pytest

from resolver.ask import frame, grammar

#: shapes and words of my own wording, not taken from any question set
SHAPES = ["does @0 block t @1", "@0 vs @1", "@1 passive by @0", "what happen if w @0",
          "which power w copy", "how many w", "@0 w @1 passive", "@0 count w", "is t @0 w",
          "w @0 before w @1", "who w first", "tell w about t @0", "@0 w t @1"]
HEADS = ["what happens now", "what now", "what do you do with it", "how many ships", "how do i",
         "is there a limit on cards", "what is the maximum", "when i lose", "when do allies",
         "can the offense", "why not", "where do cards go"]


@pytest.mark.parametrize("shape", SHAPES)
def test_a_compiled_pattern_finds_what_pyparsing_finds(shape) -> None:
    for (name, expr, _t, _n), (_name, rx, _t2, _n2) in zip(grammar._build(), grammar._PATTERNS, strict=True):
        found = next((t for t, _s, _e in expr.scan_string(shape, max_matches=1)), None)
        m = rx.search(shape)
        assert (found is None) == (m is None), (name, shape)
        if m:
            got = {k: v for k, v in m.groupdict().items() if v is not None}
            assert got == {k: found[k] for k in ("a", "b", "verb", "rel", "what") if k in found}, (name, shape)


@pytest.mark.parametrize("head", HEADS)
def test_a_compiled_kind_matches_as_pyparsing_does(head) -> None:
    for (name, expr), (_name, rx) in zip(frame._kind_grammar(), frame._kinds(), strict=True):
        if expr is None:
            continue
        try:
            t = expr.parse_string(head)
            want = (True, "limit" in t)
        except pp.ParseException:
            want = (False, False)
        m = rx.match(head)
        assert (m is not None, bool(m and m.groupdict().get("limit"))) == want, (name, head)


def test_answers_read_through_the_compiled_grammar(oracle) -> None:
    # More Cosmic 15.4 Silencer Ambiguity: the Trader is among the powers the Silencer blocks
    a = oracle.ask("Can the Silencer shut down the Trader?", "mayfair")
    assert a.verdict == "yes" and "15.4" in {c["section"] for c in a.citations}, a.answer
    # FFG Setup: each player is dealt eight cards from the cosmic deck
    a = oracle.ask("In FFG, how many cards make up a starting hand?", "ffg")
    assert (a.verdict, a.value) == ("value", 8) and "Setup" in {c["section"] for c in a.citations}, a.answer
