"""Load the rule graph: compile the DSL once, then reuse a cache keyed by the files' hash.

The first start parses every ``rulesdata/*.rules`` file with pyparsing and
pickles the compiled :class:`RuleGraph` (framed and checked: :mod:`resolver.graph.cachefile`);
later starts (and every further oracle in the same process) skip the parse entirely.
A cache that cannot be read, for whatever reason, is a miss: compile and overwrite it.
"""
from __future__ import annotations

import hashlib
import threading
from pathlib import Path

from resolver.dsl.errors import DSLError, Problem
from resolver.dsl.grammar import parse_file
from resolver.files import FOLDER, MISSING, why_not_regular
from resolver.graph import cachefile
from resolver.graph.claimcompiler import compile_claims
from resolver.graph.compiler import Compiler
from resolver.graph.model import RuleGraph
from resolver.paths import cache_dir, rulesdata_dir

#: bump when the compiler or graph layout changes, so old caches are ignored
FORMAT = "4"

_MEMO: dict[str, RuleGraph] = {}
_LOCK = threading.Lock()


def rule_files(root: Path | None = None) -> list[Path]:
    root = root or rulesdata_dir()
    return sorted(root.rglob("*.rules"))


#: the code that shapes the pickled graph: a change to it must invalidate old caches. Every
#: module of the graph and DSL packages, not a hand-kept list (a module left off the list once
#: served a stale graph after a merge).
_CODE = sorted([*Path(__file__).parent.glob("*.py"), *(Path(__file__).parent.parent / "dsl").glob("*.py")])


def digest(files: list[Path], extra: list[Path]) -> str:
    h = hashlib.sha256(FORMAT.encode())
    for code in _CODE:
        h.update(code.read_bytes())
    for group, paths in (("bundled", files), ("house", extra)):
        for p in paths:
            h.update(f"{group}:{p.name}\0".encode())
            h.update(p.read_bytes())
    return h.hexdigest()[:24]


def compile_files(files: list[Path], extra: list[Path] = ()) -> tuple[RuleGraph | None, list[Problem]]:
    """Parse and compile; return the graph (None on any error) and every problem found."""
    docs, problems = [], []
    for path, house in [(f, False) for f in files] + [(Path(f), True) for f in extra]:
        problem = _unusable(path) if house else None
        if problem:                       # a folder, /dev/zero, a huge file: never read it
            problems.append(Problem("io", problem, str(path), 0, 0))
            continue
        try:
            docs.append((parse_file(path), house))
        except DSLError as exc:
            problems.extend(exc.problems)
        except OSError as exc:
            problems.append(Problem("io", f"cannot read: {exc.strerror or exc}", str(path), 0, 0))
    compiled = Compiler().compile(docs)
    problems.extend(compiled.problems)
    if problems:
        return None, problems
    graph = RuleGraph(compiled.graph)
    problems.extend(compile_claims(graph))
    if problems:
        return None, problems
    return graph, []


#: largest house-rules file read (the bundled rules are a few hundred KiB in all)
MAX_RULES_BYTES = 4 * 1024 * 1024


def _unusable(path: Path) -> str | None:
    """Why a house-rules path cannot be read as a rules file, or None when it can."""
    cause = why_not_regular(path)
    if cause == FOLDER:
        return "a folder, not a rules file (name the .rules files in it)"
    if cause == MISSING:
        return "no such rules file"
    if cause:
        return cause
    if path.stat().st_size > MAX_RULES_BYTES:
        return f"larger than {MAX_RULES_BYTES // (1024 * 1024)} MiB; a rules file is a text file in the DSL"
    try:
        with path.open("rb"):
            return None
    except OSError as exc:
        return f"cannot read it: {exc.strerror or exc}"


def load_rules(extra_rules: list[str | Path] | tuple = (), use_cache: bool = True) -> RuleGraph:
    """The compiled rules (bundled, plus house rules files); raises DSLError on bad rules."""
    files = rule_files()
    extra = [Path(p) for p in extra_rules]
    for p in extra:
        problem = _unusable(p)
        if problem:
            raise DSLError([Problem("io", problem, str(p), 0, 0)])
    key = digest(files, extra)
    with _LOCK:
        if key in _MEMO:
            return _MEMO[key]
        graph = _from_cache(key) if use_cache else None
        if graph is None:
            graph, problems = compile_files(files, extra)
            if graph is None:
                raise DSLError(problems)
            graph.digest = key
            if use_cache:
                _to_cache(key, graph)
        _MEMO[key] = graph
        return graph


def _cache_path(key: str) -> Path:
    return cache_dir() / f"rules-{key}.pickle"


def _from_cache(key: str) -> RuleGraph | None:
    graph = cachefile.read(_cache_path(key))
    return graph if isinstance(graph, RuleGraph) else None


def _to_cache(key: str, graph: RuleGraph) -> None:
    # a read-only or full cache folder is fine: we simply compile next time
    cachefile.write(_cache_path(key), graph)


def clear_memo() -> None:
    with _LOCK:
        _MEMO.clear()
