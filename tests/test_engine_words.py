"""A trace speaks the scenario's edition: tokens and bases in Mayfair, ships and colonies in FFG."""
from __future__ import annotations

SCENARIO = """
resolver: 1
edition: {edition}
players: [tan, pink, lavender]
encounter:
  offense: tan
  destiny: pink
  target: "pink:2"
  launch: {{tan: 2}}
  cards: {{offense: attack 10, defense: attack 02}}
"""


def _steps(oracle, edition):
    out = oracle.simulate(SCENARIO.format(edition=edition))
    assert out.error is None and out.winner == "offense"
    return " ".join(s["step"] for s in out.to_dict()["trace"])


def test_mayfair_trace_uses_mayfair_words(oracle):
    text = _steps(oracle, "mayfair")
    assert "tan tokens" in text and "external base" in text
    assert " ships " not in f" {text} " and "colony" not in text
    assert "pink:2" in text  # planet keys are never rewritten


def test_ffg_trace_uses_ffg_words(oracle):
    text = _steps(oracle, "ffg")
    assert "tan ships" in text and "foreign colony" in text
    assert "token" not in text
