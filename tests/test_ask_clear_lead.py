"""An open question whose nearest rule leads every other clearly is answered from that rule,
though the rule covers less of the question's words; a yes/no question and a near tie are not
(docs/asking.md, "Choosing a rule"). Expectations from the source text."""
from __future__ import annotations


def _sections(answer) -> set[str]:
    return {str(c["section"]) for c in answer.citations}


def test_contradictory_effects_are_ordered_by_the_timing_rule(oracle):
    """Simply Cosmic "Timing Conflicts": when two players invoke contradictory effects at once,
    players who are not main players go first (clockwise from the offense's left), then the
    offense, then the defense."""
    ans = oracle.ask("Two non-main players play contradictory flares at once. How do we decide the order?",
                     "mayfair")
    assert ans.verdict == "text"
    assert "Timing Conflicts" in _sections(ans)
    assert "main player" in ans.answer


def test_an_off_topic_question_stays_unknown(oracle):
    """The rules say nothing about the meaning of life: no rule leads, nothing is quoted."""
    assert oracle.ask("What is the meaning of life?", "mayfair").verdict == "unknown"


def test_a_yes_no_question_never_gets_text(oracle):
    """A yes/no question is answered with a verdict or unknown, never a rule's words."""
    ans = oracle.ask("Do allies lose tokens in the warp if the offense loses?", "mayfair")
    assert ans.verdict != "text"
