"""Build every table the question layer otherwise builds on the first question that needs it.

    >>> from resolver import Oracle
    >>> oracle = Oracle()
    >>> oracle.warm() is oracle       # doctest: +SKIP
    True

Each table is built lazily (an ``Oracle()`` that never asks stays cheap to make), so the first
questions of a fresh process pay for them: 30-300 ms each, a first misspelt word the typo
index. A long-running service calls :func:`warm` once at start instead (``resolver serve``
does, before it freezes the collector's generations, so the tables are frozen too).
Each module registers its own builders (:func:`resolver.ask.text.warm_up`); every builder is
remembered, so warming twice costs nothing.
"""
from __future__ import annotations

import importlib
import pkgutil

import resolver.ask
from resolver.ask.text import WARM_UPS

#: modules an answer imports late (the engine, for situations and the Lucre option)
LATE_IMPORTS = ("resolver.engine.options.lucre", "resolver.engine.rulemap")


def warm(rules) -> None:
    """Build the per-graph question tables of ``rules`` (a RuleGraph) now, not on first use."""
    for module in pkgutil.iter_modules(resolver.ask.__path__):   # each registers its builders
        importlib.import_module(f"resolver.ask.{module.name}")
    for name in LATE_IMPORTS:
        importlib.import_module(name)
    for build in WARM_UPS:
        build(rules)
