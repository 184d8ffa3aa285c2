"""Reading untrusted JSON and YAML text with bounds enforced while it is read.

Every door through which a client's text becomes data — a scenario file on the command
line, ``Oracle.simulate`` given a string, the HTTP API's JSON and YAML bodies, the
workbench's YAML boxes and uploads — goes through :func:`load_json` or :func:`load_yaml`.

Parsing first and checking afterwards is too late: a few hundred bytes of ``[`` cost
seconds of recursion (and a ``RecursionError`` deep inside the parser), and an integer of
thousands of digits costs quadratic time to convert. So the limits act during the read:

- JSON: a linear scan of the brackets (strings skipped) refuses nesting deeper than
  :data:`MAX_DEPTH` before the parser starts, and the parser's integer hook refuses a
  number longer than :data:`MAX_NUMBER_CHARS` before converting it;
- YAML: the scanner stops at the first bracket too deep, the composer counts its depth as
  it builds each node and stops at the first node too deep, and numeric scalars are
  measured before they are converted.

A refusal is a :class:`TooComplex` (a ``ValueError``) saying what is wrong and where.
The count of values (which also defeats alias "billion laughs" documents) stays with the
caller's own limit, checked on the parsed data in bounded time.
"""
from __future__ import annotations

import json
import re
from typing import Any

import yaml

#: deepest nesting of mappings and lists accepted (a scenario needs about 5)
MAX_DEPTH = 32
#: longest number literal accepted (Python refuses ints past 4,300 digits, slowly)
MAX_NUMBER_CHARS = 100

#: a JSON string (skipped whole; an unterminated one runs to the end, so the scan stays
#: linear whatever the quotes) or one bracket
_JSON_TOKEN = re.compile(r'"(?:[^"\\]++|\\.)*+(?:"|\\?\Z)|[\[\]{}]', re.DOTALL)


class TooComplex(ValueError):
    """Text refused because it is nested too deeply or holds a number too long to read."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


def _where(line: int | None) -> str:
    return f" (line {line})" if line else ""


def _check_json_depth(text: str, max_depth: int) -> None:
    depth = 0
    for match in _JSON_TOKEN.finditer(text):
        char = match.group()
        if char in "[{":
            depth += 1
            if depth > max_depth:
                line = text.count("\n", 0, match.start()) + 1
                raise TooComplex(f"nested deeper than {max_depth} levels{_where(line)}", line)
        elif char in "]}":
            depth -= 1


def _json_number(kind):
    def convert(literal: str):
        if len(literal) > MAX_NUMBER_CHARS:
            raise TooComplex(f"a number of {len(literal)} characters (at most {MAX_NUMBER_CHARS})")
        return kind(literal)
    return convert


def load_json(text: str) -> Any:
    """Parse JSON text, refusing deep nesting before parsing and long numbers while parsing.

    Raises :class:`TooComplex` or ``json.JSONDecodeError``.
    """
    _check_json_depth(text, MAX_DEPTH)
    return json.loads(text, parse_int=_json_number(int), parse_float=_json_number(float))


class _BoundedLoader(yaml.SafeLoader):
    """``yaml.SafeLoader`` that stops composing at the first node nested too deeply."""

    max_depth = MAX_DEPTH

    def __init__(self, stream) -> None:
        super().__init__(stream)
        self._depth = 0

    def fetch_flow_collection_start(self, TokenClass):
        # the scanner looks up to 1,024 characters ahead for simple keys at every flow
        # level: stop at the bracket that goes too deep, before that look-ahead grows
        if self.flow_level >= self.max_depth:
            line = self.get_mark().line + 1
            raise TooComplex(f"nested deeper than {self.max_depth} levels{_where(line)}", line)
        super().fetch_flow_collection_start(TokenClass)

    def compose_node(self, parent, index):
        self._depth += 1
        try:
            if self._depth > self.max_depth:
                mark = self.peek_event().start_mark
                raise TooComplex(f"nested deeper than {self.max_depth} levels{_where(mark.line + 1)}",
                                 mark.line + 1)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def _measured(self, node) -> None:
        if len(node.value) > MAX_NUMBER_CHARS:
            line = node.start_mark.line + 1
            raise TooComplex(f"a number of {len(node.value)} characters (at most {MAX_NUMBER_CHARS})"
                             f"{_where(line)}", line)

    def construct_yaml_int(self, node):
        self._measured(node)
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node):
        self._measured(node)
        return super().construct_yaml_float(node)


_BoundedLoader.add_constructor("tag:yaml.org,2002:int", _BoundedLoader.construct_yaml_int)
_BoundedLoader.add_constructor("tag:yaml.org,2002:float", _BoundedLoader.construct_yaml_float)


def load_yaml(text: str) -> Any:
    """Parse YAML text with the safe loader, refusing deep nesting and long numbers as it reads.

    Raises :class:`TooComplex` or ``yaml.YAMLError``.
    """
    loader = _BoundedLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()
