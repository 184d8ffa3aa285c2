"""Loading the modules of a plug-in package (powers, optional rules) once per process."""
from __future__ import annotations

import importlib
import pkgutil
from functools import cache


@cache
def import_all(package: str) -> None:
    """Import every module of ``package``; each registers itself when imported.

    Cached: scanning the package folder costs more than simulating a scenario.
    """
    pkg = importlib.import_module(package)
    for mod in pkgutil.iter_modules(pkg.__path__):
        importlib.import_module(f"{package}.{mod.name}")
