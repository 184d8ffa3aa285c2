"""sz25: the question layer hands the claims a Frame, not its string form; the nearest rules are
looked up once per question. Every answer stays the same (checked over the bank and all sets)."""
from __future__ import annotations

from resolver.ask import claimed, procedures
from resolver.ask.question import understand
from resolver.graph.decide import FRAMES_KEPT, Frame


def test_a_frame_is_decided_as_its_string_form(rules):
    for frame in (Frame("defense", "may", "play", "flare"), Frame("offense", "may", "launch", "ship", 5),
                  Frame("ally", "may", "play", "card:Kicker"), Frame("player", "must", "discard", "card")):
        mine, parsed = claimed.decide(rules, frame, "mayfair", {}), rules.decide(str(frame), "mayfair", assume_options=True)
        assert rules.claims.canonical(frame) == rules.claims.canonical(str(frame))
        assert (mine.verdict, mine.sections) == (parsed.parts_alike().verdict, parsed.sections)


def test_an_unknown_word_is_still_no_decision(rules):
    assert claimed.decide(rules, Frame("nobody-at-all", "may", "frobnicate"), "mayfair", {}) is None


def test_the_frame_table_holds_a_whole_bench():
    assert FRAMES_KEPT >= 30_000           # the bench's 13,000 questions ask some 30,000


def test_the_nearest_rules_are_looked_up_once(rules):
    q = understand(rules, "Can I paint the warp purple on a Tuesday?", "mayfair")
    assert procedures.nearest(q) is procedures.nearest(q)
