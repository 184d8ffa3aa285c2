"""Shared fixtures: one Oracle per session (the rules compile once)."""
from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def oracle():
    from resolver import Oracle
    return Oracle(edition="mayfair")


@pytest.fixture(scope="session")
def rules(oracle):
    return oracle.rules
