"""Where the bundled data lives, whether installed from a wheel or run from a checkout."""
from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

_HERE = Path(__file__).resolve().parent


def rulesdata_dir() -> Path:
    """The bundled rules folder (``RESOLVER_RULESDATA`` overrides it, for tests)."""
    env = os.environ.get("RESOLVER_RULESDATA")
    if env:
        return Path(env)
    checkout = _HERE.parent / "rulesdata"
    if checkout.is_dir():
        return checkout
    return Path(str(resources.files("rulesdata")))


def web_dir() -> Path:
    checkout = _HERE.parent / "web"
    if checkout.is_dir():
        return checkout
    return Path(str(resources.files("web")))


def cache_dir() -> Path:
    """Where the compiled graph is cached (``RESOLVER_CACHE_DIR``, else the user cache)."""
    env = os.environ.get("RESOLVER_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "resolver"


def checkout_root() -> Path:
    """The source checkout that holds the bundled rules, else the working directory.

    Generated documents (docs/rules/, docs/powers.md) and the scenarios they list live in
    the checkout; an installed package (a wheel) has neither, so a test run from a
    checkout with the package installed finds them through the working directory.
    """
    root = rulesdata_dir().parent
    return root if (root / "pyproject.toml").is_file() else Path.cwd()
