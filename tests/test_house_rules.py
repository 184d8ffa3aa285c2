"""House rules load on top of the bundled rules, override by id, and say so."""
from __future__ import annotations

import textwrap

import pytest

from resolver import Oracle
from resolver.dsl import DSLError


def test_house_rule_overrides_a_bundled_ruling(tmp_path):
    f = tmp_path / "table.rules"
    f.write_text(textwrap.dedent("""
        # Our table lets the Dictator act under the Silencer.
        ruling more.15.4.blocks.dictator {
          Silencer does-not-block Dictator
          cite house "our table, 2026"
        }
    """))
    bundled = Oracle().rules.blocks("Silencer", "Dictator")
    assert bundled.verdict == "yes" and not bundled.house
    house = Oracle(extra_rules=[f]).rules.blocks("Silencer", "Dictator")
    assert house.verdict == "no"
    assert house.house is True
    assert house.citations[0].source == "House rules"


def test_house_rules_may_add_new_rules(tmp_path):
    f = tmp_path / "add.rules"
    f.write_text('rule house.snacks {\n  says "The host provides snacks."\n  cite house "tradition"\n}\n')
    rules = Oracle(extra_rules=[f]).rules
    assert rules.node("rule:house.snacks")["house"] is True


def test_broken_house_file_is_refused_and_bundled_rules_keep_working(tmp_path):
    f = tmp_path / "bad.rules"
    f.write_text('rule house.bad {\n  says "no citation"\n}\n')
    with pytest.raises(DSLError) as exc:
        Oracle(extra_rules=[f])
    assert "missing-citation" in str(exc.value)
    assert Oracle().rules.blocks("Silencer", "Dictator").verdict == "yes"


def test_override_without_house_citation_is_refused(tmp_path):
    f = tmp_path / "o.rules"
    f.write_text('ruling more.15.4.blocks.dictator {\n  Silencer does-not-block Dictator\n  cite mce "15.4"\n}\n')
    with pytest.raises(DSLError) as exc:
        Oracle(extra_rules=[f])
    assert "must cite house" in str(exc.value)


def test_missing_house_file_is_a_clear_error(tmp_path):
    with pytest.raises(DSLError) as exc:
        Oracle(extra_rules=[tmp_path / "nope.rules"])
    assert "no such rules file" in str(exc.value)
