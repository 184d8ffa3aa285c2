"""Reading a scenario sent by a client: JSON or YAML text, with size and shape limits.

Text is read through :mod:`resolver.bounded` only (the same reader as the CLI and the
Python API): YAML with the safe loader, and both refuse deep nesting and over-long
numbers while reading. A scenario is bounded in bytes and in the number of values it
holds (which also defeats alias "billion laughs" documents: shared values are counted
every time they are reached).
"""
from __future__ import annotations

import json
import logging
from typing import Any

import yaml

from resolver.bounded import TooComplex, load_json, load_yaml
from web.errors import ApiError

log = logging.getLogger("resolver.web")


def count_items(value: Any, limit: int) -> int:
    """How many values ``value`` holds, stopping with an ApiError past ``limit``."""
    seen = 0
    stack = [value]
    while stack:
        item = stack.pop()
        seen += 1
        if seen > limit:
            raise ApiError(413, "scenario-too-large",
                           f"the scenario holds more than {limit} values", None)
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return seen


def parse_scenario_text(text: str | bytes, media: str, max_bytes: int, max_items: int) -> dict:
    """Parse a scenario body (``media`` is ``json`` or ``yaml``) into a dict, or raise ApiError."""
    if isinstance(text, bytes):
        if len(text) > max_bytes:
            raise ApiError(413, "scenario-too-large", f"the scenario is larger than {max_bytes} bytes")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ApiError(400, "bad-encoding", f"the scenario is not UTF-8 text (byte {exc.start})") from None
    if len(text.encode("utf-8")) > max_bytes:
        raise ApiError(413, "scenario-too-large", f"the scenario is larger than {max_bytes} bytes")
    if not text.strip():
        raise ApiError(400, "empty-scenario", "the scenario is empty", None)
    data = read_text(text, media)
    if not isinstance(data, dict):
        raise ApiError(400, "invalid-scenario",
                       "a scenario must be a mapping (resolver: 1, players:, encounter:, …)", "")
    count_items(data, max_items)
    return data


def read_text(text: str, media: str, path: str | None = None) -> Any:
    """Parse JSON or YAML text from a client (``media`` is ``json`` or ``yaml``), or raise a 400."""
    try:
        return load_json(text) if media == "json" else load_yaml(text)
    except TooComplex as exc:
        raise too_complex(exc, path) from None
    except json.JSONDecodeError as exc:
        raise ApiError(400, "malformed-json",
                       f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}", path) from None
    except yaml.YAMLError as exc:
        raise ApiError(400, "malformed-yaml", f"not valid YAML: {_yaml_problem(exc)}", path) from None
    except (ValueError, RecursionError) as exc:   # a value the YAML constructors cannot read
        raise ApiError(400, f"malformed-{media}", f"not valid {media.upper()}: a value cannot be read "
                       f"({type(exc).__name__})", path) from None


def too_complex(exc: TooComplex, path: str | None = None) -> ApiError:
    """The 400 for text nested too deeply or holding an over-long number, logged in one line."""
    log.warning("refused a request body: %s", exc.message)
    return ApiError(400, "too-complex", f"refused before reading further: {exc.message}", path)


def _yaml_problem(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    if mark is not None:
        return f"{problem} at line {mark.line + 1}, column {mark.column + 1}"
    return str(problem)


def to_yaml(scenario: dict) -> str:
    """A scenario as the YAML text of a scenario file (keys in the order given)."""
    return yaml.safe_dump(scenario, sort_keys=False, allow_unicode=True, default_flow_style=None,
                          width=100)
