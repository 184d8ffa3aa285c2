"""Fuzzing the rules DSL: any text parses or is refused with a positioned DSLError, quickly.

Bounded for the suite: each test runs a fixed, derandomized number of examples.
"""
from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from resolver.dsl import Document, DSLError, parse_file, parse_text
from resolver.dsl.schema import KINDS
from resolver.graph.compiler import Compiler
from resolver.graph.load import rule_files
from resolver.graph.model import RuleGraph


def short(value) -> str:
    """A short test id for long parametrized inputs."""
    return repr(value)[:20]

FUZZ = settings(max_examples=150, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])
FILE = "fuzz.rules"

TOKENS = ["rule", "ruling", "power", "card", "table", "order", "source", "conflict", "policy",
          "{", "}", "[", "]", "=", ",", "\n", " ", "\t", "#", '"', '"text"', '"a \\" b"', "\\",
          "cite", "mce", "sc", "house", '"15.4"', "param", "hand_size", "says", "aka", "edition",
          "mayfair", "ffg", "both", "Silencer", "blocks", "does-not-block", "before", "after",
          "when", "part", "partially", "depending", "at", "because", ">", ">=", "==", "!=",
          "-1", "0", "7", "3.5", "1e9", "x=1", "é", "\u202e", "\r", "\r\n", "\x0b", "\ufeff"]


def assert_parses_or_positioned_error(text: str) -> Document | None:
    """The contract: a Document, or a DSLError whose problems name the file, a line and a column."""
    try:
        doc = parse_text(text, FILE)
    except DSLError as exc:
        assert exc.problems, "a DSLError must carry at least one problem"
        for problem in exc.problems:
            assert problem.file == FILE
            assert problem.line >= 1 and problem.column >= 1
            assert problem.message
            assert problem.render().startswith(f"{FILE}:{problem.line}:{problem.column}:")
        return None
    assert isinstance(doc, Document)
    return doc


@FUZZ
@given(st.text(max_size=400))
def test_any_text_parses_or_is_refused_with_a_position(text):
    assert_parses_or_positioned_error(text)


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), max_size=60).map(" ".join))
def test_dsl_like_token_soup_parses_or_is_refused_with_a_position(text):
    assert_parses_or_positioned_error(text)


names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.\-]{0,12}", fullmatch=True)
strings = st.text(alphabet=st.characters(blacklist_characters='"\\\n\r\x00',
                                         blacklist_categories=("Cs",)), max_size=30)
values = st.one_of(names, strings.map(lambda s: f'"{s}"'), st.integers(-10**6, 10**6).map(str),
                   st.lists(names, max_size=3).map(lambda xs: "[" + ", ".join(xs) + "]"),
                   st.tuples(names, st.integers(0, 99)).map(lambda kv: f"{kv[0]} = {kv[1]}"))
clauses = st.one_of(
    st.tuples(names, st.lists(values, max_size=4)).map(lambda c: c[0] + " " + ", ".join(c[1])),
    st.tuples(names, st.sampled_from(["blocks", "overrides", "before", "same-as", "counts-for"]),
              names).map(" ".join),
    st.sampled_from(['cite mce "15.4"', 'cite sc "Stage 8"', 'cite house "our table"',
                     "edition mayfair", "edition ffg", 'says "x"']),
)
blocks = st.tuples(st.sampled_from(sorted(KINDS) + ["nonsense"]), names,
                   st.lists(clauses, max_size=6)).map(
    lambda b: f"{b[0]} {b[1]} {{\n" + "".join(f"  {c}\n" for c in b[2]) + "}\n")
documents = st.lists(blocks, min_size=1, max_size=4).map("\n".join)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(documents)
def test_rules_like_documents_parse_or_are_refused_with_a_position(text):
    assert_parses_or_positioned_error(text)


@pytest.fixture(scope="module")
def bundled_docs():
    return [(parse_file(f), False) for f in rule_files()]


@settings(max_examples=20, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(documents, st.booleans())
def test_the_compiler_collects_problems_on_arbitrary_blocks(bundled_docs, text, house):
    """Parsed blocks on top of the bundled rules compile, or give positioned problems; never raise."""
    doc = assert_parses_or_positioned_error(text)
    if doc is None:
        return
    compiled = Compiler().compile(bundled_docs + [(doc, house)])
    for problem in compiled.problems:
        assert problem.code and problem.message
        assert problem.line >= 0 and problem.column >= 0
    if not compiled.problems:
        graph = RuleGraph(compiled.graph)
        assert graph.blocks("Silencer", "Dictator").verdict in ("yes", "no", "depends", "unknown")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(documents)
def test_the_compiler_alone_never_raises(text):
    doc = assert_parses_or_positioned_error(text)
    if doc is not None:
        Compiler().compile([(doc, False)])


def timed(text: str) -> tuple[float, Document | None]:
    start = time.perf_counter()
    doc = assert_parses_or_positioned_error(text)
    return time.perf_counter() - start, doc


@pytest.mark.parametrize("depth", [30, 300, 5000])
def test_deep_nesting_is_parsed_or_refused_and_the_parser_still_works(depth):
    seconds, _doc = timed("rule a {\n  param x = " + "[" * depth + "]" * depth + "\n}\n")
    assert seconds < 5
    assert parse_text('rule b {\n  says "still fine"\n}\n').blocks[0].id == "b"


def test_deeply_nested_name_value_pairs_are_refused_cleanly():
    seconds, _doc = timed("rule a {\n  k " + "a = " * 3000 + "1\n}\n")
    assert seconds < 5


@pytest.mark.parametrize("digits", [20, 101, 5000, 100_000])
def test_huge_numbers_are_a_positioned_error_not_a_crash(digits):
    seconds, doc = timed("rule a {\n  param x = " + "9" * digits + "\n}\n")
    assert seconds < 5
    if doc is not None:
        assert doc.blocks[0].clauses[0].values[0]["x"] == int("9" * digits)


def test_a_one_megabyte_string_parses_in_bounded_time():
    seconds, doc = timed('rule a {\n  says "' + "x" * 1_000_000 + '"\n  cite mce "15.4"\n}\n')
    assert doc is not None and len(doc.blocks[0].first("says")) == 1_000_000
    assert seconds < 10


@pytest.mark.parametrize("text", ids=short, argvalues=["x" * 1_000_000, "#" + "x" * 1_000_000, "{" * 1_000_000,
                                  '"' + "x" * 1_000_000, "rule " + "a" * 1_000_000 + " {\n}\n"])
def test_a_one_megabyte_line_is_parsed_or_refused_in_bounded_time(text):
    seconds, _doc = timed(text)
    assert seconds < 10


@pytest.mark.parametrize("text", ids=short, argvalues=["\x00", "rule a {\x00}", 'rule a {\n  says "a\x00b"\n}\n'])
def test_nul_bytes_are_refused_with_a_position(text):
    with pytest.raises(DSLError) as exc:
        parse_text(text, FILE)
    assert exc.value.problems[0].line >= 1


@FUZZ
@given(st.binary(max_size=300))
def test_any_bytes_through_parse_file_parse_or_are_refused(tmp_path_factory, raw):
    path = tmp_path_factory.getbasetemp() / "fuzz-bytes.rules"
    path.write_bytes(raw)
    try:
        parse_file(path)
    except DSLError as exc:
        assert exc.problems and exc.problems[0].file == str(path)
        assert exc.problems[0].line >= 1


@pytest.mark.parametrize("raw", ids=short, argvalues=[b"\xff\xfe", b'rule a {\n  says "\xc3\x28"\n}\n', b"\n\n\x80",
                                 b"\xed\xa0\x80", b"rule a {\n}\n" * 10 + b"\xc0"])
def test_invalid_utf8_is_a_positioned_error(tmp_path, raw):
    path = tmp_path / "bad.rules"
    path.write_bytes(raw)
    with pytest.raises(DSLError) as exc:
        parse_file(path)
    problem = exc.value.problems[0]
    assert problem.file == str(path) and "UTF-8" in problem.message
    with pytest.raises(UnicodeDecodeError) as bad:
        raw.decode("utf-8")
    assert problem.line == raw[: bad.value.start].count(b"\n") + 1
