"""Unit tests of the web helpers: the graph drawing, the table picture, the workbench form."""
from __future__ import annotations

import re

import pytest
import yaml
from test_web_support import TIE_AFTER, TIE_BEFORE, TIE_YAML

from resolver.graph.draw import edge_category, to_svg
from web.errors import ApiError
from web.nodes import drawing_graph, search
from web.scenario_input import count_items, parse_scenario_text
from web.table_svg import changed_planets, draw_table
from web.workbench_form import DEFAULT_FORM, scenario_from_form


def test_silencer_drawing_colours_edges_by_verb(rules):
    svg = to_svg(drawing_graph(rules, "power:Silencer"), focus="power:Silencer")
    dictator = re.search(r'data-node="power:Dictator"', svg)
    assert dictator, "the Dictator is drawn (MCE 15.4 lists it as blocked)"
    # the Dictator edge is red (blocks), the Will edges orange (conditional), Amoeba green
    assert 'class="edge edge-blocks"' in svg and 'class="edge edge-conditional"' in svg
    assert 'class="edge edge-does-not-block"' in svg
    assert "#c62828" in svg and "#2e7d32" in svg and "#ef6c00" in svg


def test_drawing_escapes_text_and_caps_size(rules):
    import networkx as nx
    g = nx.MultiDiGraph()
    g.add_node("power:<b>", kind="power", id="<script>x</script>")
    for i in range(300):
        g.add_node(f"rule:r{i}", kind="rule", id=f"r{i}")
        g.add_edge("power:<b>", f"rule:r{i}", verb="cites")
    svg = to_svg(g, focus="power:<b>", max_nodes=50)
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    assert svg.count('class="node"') == 50
    assert "251 more nodes not drawn" in svg


def test_edge_categories():
    assert edge_category({"verb": "blocks"}) == "blocks"
    assert edge_category({"verb": "blocks", "condition": {"text": "x"}}) == "conditional"
    assert edge_category({"verb": "does-not-block", "part": "Challenge"}) == "conditional"
    assert edge_category({"verb": "cites"}) == "bookkeeping"
    assert edge_category({"verb": "overrides"}) == "relation"


def test_table_picture_shows_ships_cone_and_warp():
    board = {**TIE_BEFORE, "cone": {"offense": {"tan": 3, "lavender": 2}, "defense": {"pink": 4}}}
    svg = draw_table(board, "before", target="pink:1")
    assert svg.count('class="planet"') == 20
    assert '<title>3 tan</title>' in svg and '<title>2 lavender</title>' in svg  # on the cone
    assert 'stroke-width="3"' in svg  # the target outlined
    after = draw_table(TIE_AFTER, "after", changed=changed_planets(TIE_BEFORE, TIE_AFTER))
    assert changed_planets(TIE_BEFORE, TIE_AFTER) == {"tan:1", "lavender:1"}
    assert after.count('stroke-dasharray="5 3"') == 2


def test_form_builds_the_tie_scenario():
    assert scenario_from_form(DEFAULT_FORM) == {**yaml.safe_load(TIE_YAML), "seed": 7,
                                                "expect": {"winner": "defense",
                                                           "totals": {"offense": 13, "defense": 13},
                                                           "warp": {"tan": 3, "lavender": 2}}}


@pytest.mark.parametrize("field,value,path", [
    ("launch", "three", "encounter.launch"),
    ("offense_allies", "lavender=2", "encounter.allies.offense"),
    ("offense_allies", "lavender:two", "encounter.allies.offense.lavender"),
    ("reinforcements", "pink 3", "encounter.reinforcements[0]"),
    ("edition", "eon", "edition"),
])
def test_form_errors_name_field_and_path(field, value, path):
    with pytest.raises(ApiError) as err:
        scenario_from_form({**DEFAULT_FORM, field: value})
    assert err.value.status == 400 and err.value.path == path and field in err.value.message


def test_scenario_text_limits():
    assert parse_scenario_text("a: 1", "yaml", 100, 10) == {"a": 1}
    with pytest.raises(ApiError) as err:
        parse_scenario_text("a: [" + ", ".join(["1"] * 20) + "]", "yaml", 1000, 10)
    assert err.value.status == 413
    with pytest.raises(ApiError):
        parse_scenario_text("a" * 200, "yaml", 100, 10)
    shared = [1] * 10
    assert count_items({"x": shared, "y": shared}, 100) == 25  # shared values counted each time


def test_search_ranks_exact_names_first(rules):
    assert search(rules, "Will")[0]["id"] == "power:Will"
    assert search(rules, "") == []


def test_cli_graph_svg_draws_a_neighbourhood_and_the_whole_graph():
    from click.testing import CliRunner

    from resolver.cli import cli
    one = CliRunner().invoke(cli, ["graph", "Dictator", "--format", "svg"])
    assert one.exit_code == 0 and one.output.startswith("<svg")
    assert 'data-node="power:Silencer"' in one.output  # 15.4: the Silencer blocks the Dictator
    whole = CliRunner().invoke(cli, ["graph", "--format", "svg"])
    assert whole.exit_code == 0 and "more nodes not drawn" in whole.output


def _svg_tree(svg: str):
    import xml.etree.ElementTree as ET
    return ET.fromstring(svg), "{http://www.w3.org/2000/svg}"


def test_a_busy_node_is_drawn_grouped_with_one_edge_per_group(rules):
    """The Silencer (MCE 15.4 lists ~100 powers and cards): its neighbours stand in labelled
    groups by relation, each group has exactly one bundled edge, and every neighbour is listed."""
    sub = drawing_graph(rules, "power:Silencer")
    root, ns = _svg_tree(to_svg(sub, focus="power:Silencer"))
    groups = root.findall(f".//{ns}g[@class]")
    groups = [g for g in groups if g.get("class", "").startswith("group ")]
    headings = {g.get("data-group"): "".join(g.find(f"{ns}text").itertext()) for g in groups}
    assert {"blocks", "does not block", "conditional / partial"} <= set(headings)
    assert headings["blocks"].startswith("blocks (") and headings["does not block"].startswith("does not block (")
    edges = [p for p in root.iter(f"{ns}path") if "edge" in p.get("class", "").split()]
    assert sorted(p.get("data-group") for p in edges) == sorted(
        g.get("data-group") for g in groups if g.get("data-group") != "further away")
    listed = {a.get("data-node"): g.get("data-group") for g in groups
              for a in g.iter() if a.get("data-node")}
    neighbours = (set(sub.successors("power:Silencer")) | set(sub.predecessors("power:Silencer"))) - {"power:Silencer"}
    assert set(listed) == neighbours
    # MCE 15.4: the Dictator and the Plague blocked, the Amoeba not, the Will depends on the colours
    assert listed["power:Dictator"] == "blocks" and listed["power:Amoeba"] == "does not block"
    assert listed["power:Will"] == "conditional / partial"
    assert len(neighbours) > 90


def test_a_small_neighbourhood_keeps_the_full_drawing(rules):
    """A ruling (MCE 15.4: the Silencer blocks the Dictator) has a few neighbours: one edge each."""
    sub = drawing_graph(rules, "ruling:more.15.4.blocks.dictator")
    svg = to_svg(sub, focus="ruling:more.15.4.blocks.dictator")
    root, ns = _svg_tree(svg)
    assert 'class="group ' not in svg
    edges = [p for p in root.iter(f"{ns}path") if "edge" in p.get("class", "").split()]
    assert len(edges) == sub.number_of_edges() - sum(1 for u, v in sub.edges() if u == v)


def test_the_loaded_rules_are_out_of_the_collectors_reach(oracle) -> None:
    """create_app freezes what is loaded, so a full collection during a request does not walk
    the long-lived compiled rules (web/__init__.py)."""
    import gc

    from web import create_app
    before = gc.get_freeze_count()
    try:
        create_app({"ORACLE": oracle})
        assert gc.get_freeze_count() > before
    finally:
        gc.unfreeze()
