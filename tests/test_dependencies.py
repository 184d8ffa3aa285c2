"""Every third-party module the package and the web app import is a declared runtime
dependency in pyproject.toml: `pip install .` on a fresh machine must give a working
service (a module only present on a developer's machine would pass every local test
and fail for users)."""
from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import PackageNotFoundError, packages_distributions, requires
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST_PARTY = {"resolver", "web"}


def _imported_top_modules(folder: Path) -> dict[str, str]:
    """Top-level module name -> one file that imports it."""
    found: dict[str, str] = {}
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], str(path.relative_to(ROOT)))
    return found


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[; (]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def _declared() -> set[str]:
    """The declared runtime dependencies and what they install in turn (Flask brings
    Werkzeug and MarkupSafe), leaving out their optional extras."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    todo = [_name(d) for d in project["dependencies"]]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        try:
            reqs = requires(name) or []
        except PackageNotFoundError:
            continue
        todo += [_name(r) for r in reqs if "extra ==" not in r]
    return seen


def test_runtime_imports_are_declared_dependencies():
    declared = _declared()
    dists = packages_distributions()
    missing = []
    for folder in ("resolver", "web"):
        for module, where in _imported_top_modules(ROOT / folder).items():
            if module in FIRST_PARTY or module in sys.stdlib_module_names or module == "__future__":
                continue
            owners = {d.lower().replace("_", "-") for d in dists.get(module, [module])}
            if not owners & declared:
                missing.append(f"{module} (imported by {where})")
    assert not missing, "imported but not in pyproject's dependencies: " + ", ".join(missing)
