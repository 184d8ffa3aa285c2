"""Speed of the reading path (issue 13, helper sp19): the question grammar's patterns run as regular
expressions compiled once from the pyparsing grammar, with pyparsing's results; answers unchanged."""
from __future__ import annotations

import pyparsing as pp
import pytest

from resolver.ask import frame

#: question openings of my own wording, not taken from any question set
HEADS = ["what happens now", "what now", "what do you do with it", "how many ships", "how do i",
         "is there a limit on cards", "what is the maximum", "when i lose", "when do allies",
         "can the offense", "why not", "where do cards go"]


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
