"""Checks shared by the claim tables (test_claims_*.py): a row decided by ``RuleGraph.decide``.

A row is ``(frame, edition, options, context, verdict, sections)``; ``sections`` lists the
acceptable ``(source, section)`` citations, any one of which the decision must cite.
"""
from __future__ import annotations

#: the editions asked and the sources a row cites (More Cosmic, Simply Cosmic, FFG Additional Rules, FFG Overview)
M, F = "mayfair", "ffg"
SC, MCE, FFGA, FFGO = "sc", "mce", "ffga", "ffgo"
#: the options a row turns on
LUCRE, MOONS, HEXES, WARP = ("lucre",), ("moons",), ("inverted-hexes",), ("inverted-warp",)
COMETS, CONES, KICKERS = ("comets",), ("colourless-cones",), ("kickers",)


def cited(d, sections: list[tuple[str, str]]) -> bool:
    """Whether the decision cites at least one of the acceptable sections."""
    got = {(str(s), str(sec)) for s, sec in d.sections}
    return any(s in got for s in sections)


def check_verdict(rules, frame: str, edition: str, options, context, verdict: str,
                  sections: list[tuple[str, str]]) -> None:
    """The frame decides to the verdict, citing one of the sections (when any are given)."""
    d = rules.decide(frame, edition, options=options, context=context)
    assert d.verdict == verdict, (d.verdict, d.sections, d.conditions)
    if sections:
        assert cited(d, sections), d.sections


def check_depends(rules, frame: str, edition: str, options, context, words: str,
                  sections: list[tuple[str, str]]) -> None:
    """The frame depends on a condition naming the words, citing one of the sections."""
    d = rules.decide(frame, edition, options=options, context=context)
    assert d.verdict == "depends", (d.verdict, d.sections)
    assert any(words.lower() in str(c).lower() for c in d.conditions), d.conditions
    assert cited(d, sections), d.sections
