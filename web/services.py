"""Access to the per-app objects (the Oracle, the limits) from inside a request."""
from __future__ import annotations

from typing import Any

from flask import current_app

from resolver.graph.model import RuleGraph


def oracle() -> Any:
    """The app's Oracle (built once at app creation)."""
    return current_app.extensions["resolver.oracle"]


def rules() -> RuleGraph:
    return oracle().rules


def limit(name: str) -> Any:
    return current_app.config[name]
