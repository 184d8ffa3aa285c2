"""Build every table the question layer otherwise builds on the first question that needs it.

    >>> from resolver import Oracle
    >>> oracle = Oracle()
    >>> oracle.warm() is oracle       # doctest: +SKIP
    True

Tables are built lazily (30-300 ms each on a fresh process's first questions); ``resolver serve``
calls :func:`warm` once at start. Each module registers its builders (:func:`resolver.ask.text.warm_up`).
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
