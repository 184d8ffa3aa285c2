"""``resolver docs``: docs/rules/ is generated from the graph, deterministically, and kept current."""
from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from resolver.cli import cli
from resolver.docgen import check_pages, render_pages, section_path, write_pages

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "docs" / "rules"


def test_committed_pages_are_current(rules):
    problems = check_pages(rules, COMMITTED)
    assert problems == [], ("docs/rules is stale; run `resolver docs` and commit the pages:\n"
                            + "\n".join(problems[:20]))


def test_rendering_is_deterministic(rules):
    assert render_pages(rules) == render_pages(rules)


def test_one_page_per_power_and_per_section_plus_index(rules):
    pages = render_pages(rules)
    assert "index.md" in pages
    for node in rules.nodes("power"):
        assert f"powers/{rules.node(node)['id']}.md" in pages
    for sec in rules.sections():
        if sec["source_id"] != "house":
            assert section_path(sec) in pages


def test_power_page_lists_interactions_and_citations(rules):
    page = render_pages(rules)["powers/Will.md"]
    assert "# Will" in page
    assert "**overrides**" in page and "Dictator" in page            # 15.2
    assert "target base holds more than one colour" in page          # 15.4, conditional
    assert "sections/mce/15-2.md" in page


def test_section_page_lists_its_rules(rules):
    page = render_pages(rules)["sections/mce/14-10.md"]
    assert "more.14.10.mirror-kicker" in page
    assert "**before**" in page


def test_check_reports_stale_missing_and_extra_pages(rules, tmp_path):
    write_pages(rules, tmp_path)
    assert check_pages(rules, tmp_path) == []
    (tmp_path / "powers" / "Silencer.md").write_text("edited by hand\n", encoding="utf-8")
    (tmp_path / "index.md").unlink()
    (tmp_path / "powers" / "Nobody.md").write_text("old page\n", encoding="utf-8")
    problems = check_pages(rules, tmp_path)
    assert "stale: powers/Silencer.md" in problems
    assert "missing: index.md" in problems
    assert "not generated (remove it): powers/Nobody.md" in problems
    write_pages(rules, tmp_path)
    assert check_pages(rules, tmp_path) == []
    assert not (tmp_path / "powers" / "Nobody.md").exists()


def test_cli_check_exits_1_when_stale_and_0_when_current(tmp_path):
    runner = CliRunner()
    out = tmp_path / "rules"
    stale = runner.invoke(cli, ["docs", "--check", "--out", str(out)])
    assert stale.exit_code == 1
    assert "missing: index.md" in stale.output
    written = runner.invoke(cli, ["docs", "--out", str(out)])
    assert written.exit_code == 0, written.output
    current = runner.invoke(cli, ["docs", "--check", "--out", str(out)])
    assert current.exit_code == 0, current.output


def test_house_rules_need_their_own_folder(tmp_path):
    house = tmp_path / "ours.rules"
    house.write_text('ruling house.force-limit "Our limit on the Force" {\n'
                     '  says "The Force may swap a card at most once per turn."\n'
                     '  about Force\n  cite house "our table"\n}\n', encoding="utf-8")
    runner = CliRunner()
    refused = runner.invoke(cli, ["docs", "--rules", str(house)])
    assert refused.exit_code == 2
    out = tmp_path / "pages"
    made = runner.invoke(cli, ["docs", "--rules", str(house), "--out", str(out)])
    assert made.exit_code == 0, made.output
    assert "house.force-limit" in (out / "powers" / "Force.md").read_text(encoding="utf-8")
