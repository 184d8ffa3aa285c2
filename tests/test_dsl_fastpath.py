"""The regex fast path for plain setting lines reads every rules file exactly as the full
pyparsing grammar does (same blocks, clauses, values and positions)."""
from __future__ import annotations

from dataclasses import asdict

import pytest

from resolver.dsl import grammar
from resolver.graph.load import rule_files


def _slow(text: str, file: str):
    lines = text.splitlines()
    return grammar._parse(text, file, lines)


@pytest.mark.parametrize("path", rule_files(), ids=lambda p: p.name)
def test_fast_path_reads_like_the_grammar(path) -> None:
    text = path.read_text(encoding="utf-8")
    assert asdict(grammar.parse_text(text, str(path))) == asdict(_slow(text, str(path)))


@pytest.mark.parametrize("text", [
    'rule a {\n  says "x # not a comment"  # a comment\n  cite sc "Setup"\n}\n',
    'rule a {\n  claim offense may launch token count 1 to 4, limit none\n  cite sc "Setup"\n}\n',
    'rule a {\n  param n = 3\n  says "a \\"quoted\\" word"\n  cite sc "Setup"\n}\n',
    'rule a {\n  Silencer blocks Dictator\n  aka [1, 2]\n  cite sc "Setup"\n}\n',
    'rule a "title" {\n\n  # only a comment\n  says "x"\n  cite sc "Setup"\n}\nrule b {\n  says "y"\n  cite sc "Setup"\n}\n',
])
def test_fast_path_edge_lines(text: str) -> None:
    assert asdict(grammar.parse_text(text, "t.rules")) == asdict(_slow(text, "t.rules"))


def test_a_bad_value_is_still_a_positioned_error() -> None:
    with pytest.raises(grammar.DSLError) as exc:
        grammar.parse_text('rule a {\n  says "x"\n  claim offense may 1x\n}\n', "t.rules")
    assert exc.value.problems[0].line == 3
