"""``Oracle``: the public entry point for clients that embed resolver.

    >>> from resolver import Oracle
    >>> oracle = Oracle(edition="mayfair")
    >>> oracle.rules.blocks("Silencer", "Dictator").verdict
    'yes'

An Oracle holds only read-only data once built, so it is safe to share between
threads; a second Oracle reuses the compiled rules (no second parse).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from resolver.graph import RuleGraph, load_rules

EDITIONS = ("mayfair", "ffg")


class Oracle:
    """Answers rules questions and simulates scenarios against one rule graph."""

    def __init__(self, edition: str = "mayfair", extra_rules: list[str | Path] | tuple = (),
                 use_cache: bool = True) -> None:
        if edition not in EDITIONS:
            raise ValueError(f"edition must be one of {EDITIONS}, not {edition!r}")
        self.edition = edition
        if extra_rules is None:
            extra_rules = ()
        if isinstance(extra_rules, (str, Path)):        # one file given alone, not in a list
            extra_rules = (extra_rules,)
        if not isinstance(extra_rules, (list, tuple)):
            raise TypeError(f"extra_rules is a list of rules-file paths, not {type(extra_rules).__name__}")
        self.extra_rules = tuple(str(p) for p in extra_rules)
        self.rules: RuleGraph = load_rules(self.extra_rules, use_cache=use_cache)

    def ask(self, question: str, edition: str | None = None):
        """Answer a question in plain words; returns an :class:`resolver.answer.Answer`."""
        from resolver.ask import answer_question
        return answer_question(self, question, edition or self.edition)

    def warm(self) -> Oracle:
        """Build now every table the question layer would build on its first questions (a
        server's first requests then cost no more than later ones); returns the oracle."""
        from resolver.ask.warm import warm
        warm(self.rules)
        return self

    def simulate(self, scenario: Any):
        """Run a scenario (a path, a YAML string or a dict); returns an Outcome."""
        from resolver.engine.api import simulate
        return simulate(self, scenario)

    def check(self, scenario: Any):
        """Run a scenario and compare with its ``expect:`` block; returns a CheckResult."""
        from resolver.engine.api import check
        return check(self, scenario)
