"""``resolver check PATH...``: run scenario files and compare each outcome with its ``expect:``.

Prints a dot (pass), ``F`` (mismatch) or ``E`` (unreadable / invalid file) per file,
then each problem; ``--json`` prints the shape of docs/api (interfaces.md);
``--junit FILE`` writes a JUnit XML report; ``-j N`` runs files in N worker
processes. Exit 0 when all pass, 1 when any fails, 2 when any file is unreadable
or invalid.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from xml.sax.saxutils import quoteattr

import click

from resolver.cli.common import fail, load_oracle, rules_option
from resolver.files import FOLDER, MISSING, why_not_regular

SUFFIXES = (".yaml", ".yml", ".json")


def collect(paths: tuple[str, ...]) -> list[Path]:
    """Scenario files under the given files and folders (recursively), in a stable order.

    Every entry of a folder named like a scenario is kept, also one that is not a regular
    file (a dangling symlink, a symlink loop, a FIFO, a device): it is reported as
    unreadable with its cause rather than silently skipped.
    """
    files: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            found = sorted(f for f in path.rglob("*") if f.suffix.lower() in SUFFIXES and not f.is_dir())
            files.extend(found or [path])        # an empty folder is reported as an error
        else:
            files.append(path)                   # a missing file is reported as unreadable
    return files


def _unreadable(path: Path) -> dict | None:
    """The error of a path that is not a scenario file at all (missing, a folder without any,
    a FIFO, a device, a dangling symlink or a symlink loop), or None for a regular file."""
    cause = why_not_regular(path)
    if cause is None:
        return None
    if cause == FOLDER:
        message = f"no scenario files (*.yaml, *.yml, *.json) in the folder {path}"
    elif cause == MISSING:
        message = f"no such file or folder: {path}"
    else:
        message = f"cannot read {path}: {cause}"
    return _error_result(path, "unreadable", message)


def _error_result(path: Path | str, code: str, message: str) -> dict:
    return {"file": str(path), "name": None, "status": "error", "mismatches": [],
            "error": {"code": code, "message": message, "path": None}}


_ORACLES: dict = {}


def _oracle(extra_rules: tuple):
    from resolver import Oracle
    key = tuple(extra_rules)
    if key not in _ORACLES:
        _ORACLES[key] = Oracle(extra_rules=extra_rules)
    return _ORACLES[key]


def check_file(path: str, extra_rules: tuple = ()) -> dict:
    """One file's result in the ``--json`` shape (also the worker-process entry point).

    Never raises: whatever goes wrong with one file is that file's result, so the run
    (and a worker process of ``-j N``) goes on with the others.
    """
    try:
        missing = _unreadable(Path(path))
        if missing is not None:
            return missing
        result = _oracle(extra_rules).check(Path(path))
        return {"file": str(path), "name": result.name, "status": result.status,
                "mismatches": result.mismatches if result.status != "error" else [],
                "error": result.error if result.status != "passed" else None}
    except Exception as exc:     # a bug: that file's error, never the whole run's
        out = _error_result(path, "engine-bug", f"checking {path} failed ({type(exc).__name__}: {exc}); "
                            "please report it with the file")
        out["status"] = "failed"
        return out


def run_checks(files: list[Path], extra_rules: tuple = (), jobs: int = 1, progress=None) -> list[dict]:
    if jobs > 1 and len(files) > 1:
        from concurrent.futures import ProcessPoolExecutor
        from functools import partial
        # Files go to the workers in chunks: one task per file costs more in pickling and
        # wake-ups than checking a scenario does. Each worker builds its Oracle once.
        chunk = max(1, min(64, len(files) // (jobs * 8)))
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = []
            for result in pool.map(partial(check_file, extra_rules=extra_rules),
                                   [str(f) for f in files], chunksize=chunk):
                results.append(result)
                if progress:
                    progress(result)
            return results
    results = []
    for f in files:
        results.append(check_file(str(f), extra_rules))
        if progress:
            progress(results[-1])
    return results


def summary(results: list[dict]) -> dict:
    return {"passed": sum(r["status"] == "passed" for r in results),
            "failed": sum(r["status"] == "failed" for r in results),
            "errors": sum(r["status"] == "error" for r in results),
            "results": results}


def exit_code(results: list[dict]) -> int:
    if any(r["status"] == "error" for r in results):
        return 2
    return 1 if any(r["status"] == "failed" for r in results) else 0


def junit(results: list[dict], seconds: float) -> str:
    s = summary(results)
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             f'<testsuite name="resolver-check" tests="{len(results)}" failures="{s["failed"]}" '
             f'errors="{s["errors"]}" time="{seconds:.3f}">']
    for r in results:
        name = quoteattr(r["name"] or Path(r["file"]).stem)
        lines.append(f'  <testcase classname={quoteattr(r["file"])} name={name}>')
        if r["status"] == "failed":
            text = "\n".join(render_mismatch(m) for m in r["mismatches"])
            lines.append(f'    <failure message={quoteattr(text.splitlines()[0] if text else "failed")}>'
                         f'{_escape(text)}</failure>')
        elif r["status"] == "error":
            e = r["error"] or {}
            lines.append(f'    <error message={quoteattr(render_error(e))}/>')
        lines.append("  </testcase>")
    lines.append("</testsuite>")
    return "\n".join(lines) + "\n"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def render_mismatch(m: dict) -> str:
    step = f" (trace step {m['step']})" if m.get("step") else ""
    return f"{m['key']}: wanted {_show(m['wanted'])}, got {_show(m['got'])}{step}"


def render_error(e: dict) -> str:
    where = f"{e.get('path')}: " if e.get("path") else ""
    return f"{where}{e.get('message')} [{e.get('code')}]"


def _show(value) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value)


@click.command("check")
@rules_option
@click.argument("paths", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option("--junit", "junit_file", type=click.Path(dir_okay=False), help="Also write a JUnit XML report.")
@click.option("-j", "--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Worker processes.")
def command(extra_rules, paths, as_json, junit_file, jobs) -> None:
    """Run scenario files (or folders of them) and compare with their expect: blocks."""
    files = collect(paths)
    load_oracle(extra_rules=extra_rules)           # clear exit 2 on bad house rules
    started = time.perf_counter()
    tty = sys.stdout.isatty() and not as_json
    shown = [0]

    counts = {"passed": 0, "failed": 0, "error": 0}
    bar = tty and len(files) >= 20          # a progress bar on a terminal for many files

    def progress(r: dict) -> None:
        if as_json:
            return
        counts[r["status"]] += 1
        shown[0] += 1
        if bar:
            width = 40
            done = width * shown[0] // len(files)
            click.echo(f"\r[{'=' * done}{' ' * (width - done)}] {shown[0]}/{len(files)} "
                       f"failed {counts['failed']} errors {counts['error']}", nl=False)
            return
        click.echo({"passed": ".", "failed": "F", "error": "E"}[r["status"]], nl=False)
        if shown[0] % 70 == 0:
            click.echo()

    results = run_checks(files, tuple(extra_rules), jobs, progress)
    seconds = time.perf_counter() - started
    if junit_file:
        try:
            # errors="replace": a file name that is not UTF-8 (undecodable bytes) still gets a report
            Path(junit_file).write_text(junit(results, seconds), encoding="utf-8", errors="replace")
        except OSError as exc:
            fail(f"--junit: cannot write {junit_file}: {exc.strerror or exc}")
    if as_json:
        click.echo(json.dumps(summary(results), indent=2))
    else:
        click.echo()
        for r in results:
            if r["status"] == "failed":
                click.echo(f"FAILED {r['file']} ({r['name']})")
                for m in r["mismatches"]:
                    click.echo(f"  {render_mismatch(m)}")
            elif r["status"] == "error":
                click.echo(f"ERROR {r['file']}: {render_error(r['error'] or {})}")
        s = summary(results)
        click.echo(f"{s['passed']} passed, {s['failed']} failed, {s['errors']} errors "
                   f"in {seconds:.2f}s ({len(files)} file{'s' if len(files) != 1 else ''}"
                   f"{', ' + str(jobs) + ' workers' if jobs > 1 else ''})")
    sys.exit(exit_code(results))


