"""The layers of the package: imports point only downward, and nothing imports in a circle.

    dsl -> graph -> engine -> ask -> web / cli (and the oracle, bench, docgen above them)

Every ``import`` counts, at module level or inside a function: a function-level import
hides a cycle from Python, not from the design. ``from pkg import sub`` where ``sub`` is
a module counts as importing ``sub``; the parent package Python runs first is structure,
not a dependency.
"""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("resolver", "web")

#: module prefix -> layer (lower layers never import higher ones); the longest prefix wins
LAYERS = {
    "resolver.dsl": 0, "resolver.paths": 0, "resolver.files": 0, "resolver.bounded": 0,
    "resolver.graph": 1,
    "resolver.engine": 2,
    "resolver.answer": 3, "resolver.ask": 3,
    "resolver": 4, "resolver.oracle": 4, "resolver.docgen": 4, "resolver.bench": 4, "resolver.cli": 4,
    "web": 4,
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")}


def _owner(name: str, modules: dict) -> str | None:
    """The module an imported name belongs to (``a.b.func`` -> ``a.b``)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def _imported(node: ast.AST, module: str, is_package: bool, modules: dict) -> list[str]:
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            here = module.split(".") if is_package else module.split(".")[:-1]
            base = ".".join(here[:len(here) - node.level + 1] + ([node.module] if node.module else []))
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
    else:
        return []
    return [m for m in (_owner(n, modules) for n in names) if m]


def import_graph() -> nx.DiGraph:
    """Module -> the modules it imports (every import statement, wherever it is)."""
    modules = _modules()
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            for target in _imported(node, module, path.name == "__init__.py", modules):
                if target != module:
                    graph.add_edge(module, target, line=node.lineno)
    return graph


def layer(module: str) -> int | None:
    best = max((p for p in LAYERS if module == p or module.startswith(p + ".")), key=len, default=None)
    return None if best is None else LAYERS[best]


@pytest.fixture(scope="module")
def graph() -> nx.DiGraph:
    return import_graph()


def test_every_module_has_a_layer(graph):
    assert [m for m in graph if layer(m) is None] == []


def test_imports_point_only_downward(graph):
    upward = [f"{u} (layer {layer(u)}) imports {v} (layer {layer(v)}) at line {d['line']}"
              for u, v, d in graph.edges(data=True) if layer(v) > layer(u)]
    assert upward == [], "\n".join(upward)


def test_no_import_cycle(graph):
    cycles = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    detail = [f"{u} -> {v} (line {d['line']})" for c in cycles
              for u, v, d in graph.subgraph(c).edges(data=True)]
    assert cycles == [], "\n".join(detail)


def test_the_walk_sees_function_level_imports(tmp_path):
    """The detector itself: an import inside a function is an edge like any other."""
    tree = ast.parse("def f():\n    from resolver.ask import compose\n")
    modules = {"resolver.engine.x": None, "resolver.ask.compose": None, "resolver.ask": None}
    found = [t for n in ast.walk(tree) for t in _imported(n, "resolver.engine.x", False, modules)]
    assert found == ["resolver.ask.compose"] and layer("resolver.ask.compose") > layer("resolver.engine.x")


def test_only_the_graph_package_touches_the_raw_networkx_graph():
    """``RuleGraph.g`` is the graph package's own: everything else asks RuleGraph's queries."""
    found = []
    for module, path in _modules().items():
        if module == "resolver.graph" or module.startswith("resolver.graph."):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        found += [f"{path.relative_to(ROOT)}:{n.lineno}" for n in ast.walk(tree)
                  if isinstance(n, ast.Attribute) and n.attr == "g"]
    assert found == [], "use RuleGraph's queries instead of .g:\n" + "\n".join(found)
