"""One broken rules file per lint error class: the message and the position are asserted."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

from click.testing import CliRunner

from resolver.cli import cli
from resolver.dsl import DSLError, parse_text
from resolver.graph.load import compile_files, rule_files


def _problems(tmp_path: Path, text: str) -> list:
    f = tmp_path / "house.rules"
    f.write_text(textwrap.dedent(text).lstrip("\n"))
    _g, problems = compile_files(rule_files(), [f])
    return problems


def test_bundled_rules_are_clean():
    result = CliRunner().invoke(cli, ["lint"])
    assert result.exit_code == 0, result.output
    assert "no problems" in result.output


def test_parse_error_has_file_line_column_and_caret(tmp_path):
    f = tmp_path / "broken.rules"
    f.write_text('rule x.y {\n  says "fine"\n  cite = mce\n}\n')
    result = CliRunner().invoke(cli, ["lint", str(f)])
    assert result.exit_code == 1
    assert f"{f}:3:3: parse: Expected '}}'" in result.output
    assert "    cite = mce\n      ^" in result.output


def test_unterminated_string_points_at_its_line():
    try:
        parse_text('rule a {\n  says "no end\n}\n', "t.rules")
    except DSLError as exc:
        p = exc.problems[0]
        assert (p.file, p.line, p.code) == ("t.rules", 2, "parse")
    else:  # pragma: no cover
        raise AssertionError("should not parse")


def test_unknown_name_with_did_you_mean(tmp_path):
    problems = _problems(tmp_path, """
        ruling house.x {
          Silencer blocks Dictatr
          cite house "table talk"
        }
    """)
    assert [p.code for p in problems] == ["unknown-name"]
    p = problems[0]
    assert p.line == 2 and p.column == 3
    assert "unknown name 'Dictatr'" in p.message and "dictator" in p.hint


def test_unknown_source_section_with_did_you_mean(tmp_path):
    problems = _problems(tmp_path, """
        rule house.y {
          says "x"
          cite mce "15.44"
        }
    """)
    assert [p.code for p in problems] == ["unknown-section"]
    assert "'15.4'" in problems[0].hint and problems[0].line == 3


def test_missing_citation(tmp_path):
    problems = _problems(tmp_path, """
        rule house.z {
          says "an uncited rule"
        }
    """)
    assert [p.code for p in problems] == ["missing-citation"]
    assert problems[0].line == 1 and "cites no section" in problems[0].message


def test_duplicate_id(tmp_path):
    problems = _problems(tmp_path, """
        rule house.d {
          says "one"
          cite house "a"
        }
        rule house.d {
          says "two"
          cite house "b"
        }
    """)
    assert [p.code for p in problems] == ["duplicate-id"]
    assert problems[0].line == 5 and "defined twice" in problems[0].message


def test_precedence_cycle(tmp_path):
    problems = _problems(tmp_path, """
        ruling house.c1 {
          Amoeba before Zombie
          Zombie before Virus
          Virus before Amoeba
          cite house "order"
        }
    """)
    assert [p.code for p in problems] == ["precedence-cycle"]
    assert "power:Amoeba" in problems[0].message and "cycle" in problems[0].message


def test_unknown_clause_and_kind(tmp_path):
    problems = _problems(tmp_path, """
        rule house.k {
          sayz "typo"
          cite house "x"
        }
        rool house.q
    """)
    codes = sorted(p.code for p in problems)
    assert codes == ["unknown-clause", "unknown-kind"]
    clause = next(p for p in problems if p.code == "unknown-clause")
    assert "says" in clause.hint and clause.line == 2


def test_lint_json_lists_problems(tmp_path):
    f = tmp_path / "j.rules"
    f.write_text('rule j.a {\n  says "x"\n}\n')
    result = CliRunner().invoke(cli, ["lint", "--json", str(f)])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["problems"][0]["code"] == "missing-citation"
    assert data["problems"][0]["line"] == 1


def test_param_words_must_name_a_param_of_its_block(tmp_path):
    # the words are tied to one param; a misspelt name would silently tie them to nothing
    problems = _problems(tmp_path, """
        rule house.hand {
          says "Our table deals nine cards."
          param hand_size = 9
          param-words hand_sise "hand", "deal"
          cite house "table talk"
        }
    """)
    assert [p.code for p in problems] == ["bad-clause"]
    p = problems[0]
    assert p.line == 4 and "hand_sise" in p.message and "hand_size" in p.hint


def test_param_words_need_words(tmp_path):
    problems = _problems(tmp_path, """
        rule house.hand {
          says "Our table deals nine cards."
          param hand_size = 9
          param-words hand_size
          cite house "table talk"
        }
    """)
    assert [(p.code, p.line) for p in problems] == [("bad-clause", 4)]
