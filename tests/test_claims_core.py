"""The claims construct (issue 12): compiling claims and vocabulary, precedence, conditions,
inference from relations, and the decide query.

The expectations on the bundled rules come from More Cosmic Encounter section 15 (seed
000_e57cd48a207f91bd.txt); the house-rules fixture is a made-up rule set whose claims
are written so that each precedence step decides one frame.
"""
from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from resolver.cli import cli
from resolver.graph import cachefile
from resolver.graph.decide import Frame, FrameError
from resolver.graph.load import compile_files, load_rules, rule_files

HOUSE = """
vocabulary house-test {
  action juggle "toss cards in the air" aka "juggles", "juggled"
  action keep aka "squirrel away"
  thing trinket "a made-up piece" isa piece aka "trinkets"
}
rule house.t.base {
  says "Any player may juggle one to juggle_max cards."
  claim player may juggle card count 1 to juggle_max
  param juggle_max = 3
  cite house "t"
}
rule house.t.offense {
  says "The offense must juggle."
  claim offense must juggle card
  cite house "t"
}
rule house.t.lucre {
  option lucre
  says "With Lucre on, nobody may juggle trinkets."
  claim player may-not juggle trinket
  cite house "t"
}
rule house.t.trinket {
  says "Trinkets may be juggled."
  claim player may juggle trinket
  cite house "t"
}
rule house.t.kicker {
  says "Kickers may not be juggled."
  claim player may-not juggle card:Kicker
  cite house "t"
}
ruling house.t.kicker-ruling {
  says "A ruling: Kickers may be juggled after all."
  claim player may juggle card:Kicker
  cite house "t"
}
ruling house.t.flare-no {
  says "A ruling: Flares may not be juggled."
  claim player may-not juggle card:Flare
  cite house "t"
}
rule house.t.flare-yes {
  says "This rule explicitly overrides that ruling."
  claim player may juggle card:Flare overrides house.t.flare-no
  cite house "t"
}
rule house.t.edict {
  says "Edicts may be juggled."
  claim player may juggle card:Edict
  cite house "t"
}
ruling house.t.edict-colours {
  says "Not when the target holds several colours."
  claim player may-not juggle card:Edict when target_colours more-than 1 "the target holds several colours"
  cite house "t"
}
rule house.t.ffg-only {
  says "In FFG only, the hand is not juggled."
  claim term:hand is-not limited edition ffg
  cite house "t"
}
rule house.t.two-statements {
  claim player need-not juggle term:moon
  says "Moons need not be juggled."
  says "A second statement, unclaimed."
  cite house "t"
}
"""


@pytest.fixture(scope="module")
def house(tmp_path_factory):
    path = tmp_path_factory.mktemp("claims") / "house.rules"
    path.write_text(textwrap.dedent(HOUSE).lstrip("\n"))
    graph, problems = compile_files(rule_files(), [path])
    assert problems == [], [p.render() for p in problems]
    return graph


@pytest.fixture(scope="module")
def rules():
    return load_rules()


def _problems(tmp_path: Path, text: str) -> list:
    f = tmp_path / "house.rules"
    f.write_text(textwrap.dedent(text).lstrip("\n"))
    _g, problems = compile_files(rule_files(), [f])
    return problems


# -- compiling ------------------------------------------------------------------

def test_bad_modal_is_an_error_with_file_and_line(tmp_path):
    problems = _problems(tmp_path, """
        rule house.bad {
          says "x"
          claim player might keep card
          cite house "t"
        }
    """)
    assert [(p.code, p.line) for p in problems] == [("bad-claim", 3)]
    assert "unknown modal 'might'" in problems[0].message
    assert problems[0].file.endswith("house.rules")


def test_unknown_claim_word_has_a_did_you_mean(tmp_path):
    problems = _problems(tmp_path, """
        rule house.bad {
          says "x"
          claim player may kepe card
          claim playr may keep card
          cite house "t"
        }
    """)
    assert [(p.code, p.line) for p in problems] == [("unknown-word", 3), ("unknown-word", 4)]
    assert "'kepe'" in problems[0].message and "keep" in problems[0].hint
    assert "'playr'" in problems[1].message and "player" in problems[1].hint


def test_claims_belong_to_the_nearest_says_above(house):
    node = house.node("rule:house.t.two-statements")
    assert node["statements"] == ["Moons need not be juggled.", "A second statement, unclaimed."]
    assert [c.statement for c in node["claims"]] == [0]


def test_vocabulary_entries_merge_across_blocks(house):
    book = house.claims
    assert book.vocab.verb("squirrel away") == "keep"      # house block adds to a core word
    assert book.vocab.verb("retain") == "keep"             # the core aka is still there
    assert book.vocab.verb("juggled") == "juggle"
    assert "piece" in book.above(book.nouns.key("trinkets"))


def test_names_resolve_through_vocabulary_and_graph(rules):
    book = rules.claims
    assert book.nouns.key("attacker") == book.nouns.key("offense")
    assert book.nouns.key("tokens") == "term:ship"
    assert book.nouns.key("alien power") == book.nouns.key("power")
    assert "player" in book.above(book.nouns.key("offense"))
    assert book.nouns.key("power") in book.above("power:Clone")


def test_cache_round_trip_keeps_claims(house):
    again = cachefile.decode(cachefile.encode(house))
    d = again.decide("player may juggle card:Kicker", "mayfair")
    assert d.verdict == "yes" and d.sections == [("house", "t")]


# -- precedence ------------------------------------------------------------------

def test_general_claim_decides_a_specific_frame(house):
    d = house.decide("defense may juggle card", "mayfair")
    assert d.verdict == "yes" and [c.rule for c in d.claims] == ["house.t.base"]


def test_more_specific_actor_wins(house):
    assert house.decide("offense must juggle card", "mayfair").verdict == "yes"
    # a may claim answers "must?" only weakly: no obligation
    assert house.decide("defense must juggle card", "mayfair").verdict == "no"


def test_option_claim_beats_base_while_on(house):
    assert house.decide("player may juggle trinket", "mayfair").verdict == "yes"
    d = house.decide("player may juggle trinket", "mayfair", options=("lucre",))
    assert d.verdict == "no"
    assert [c.rule for c in d.overrides] == ["house.t.trinket"]


def test_ruling_beats_the_rule(house):
    d = house.decide("player may juggle card:Kicker", "mayfair")
    assert d.verdict == "yes"
    assert [c.rule for c in d.claims] == ["house.t.kicker-ruling"]
    assert "house.t.kicker" in [c.rule for c in d.overrides]


def test_explicit_overrides_beats_kind(house):
    d = house.decide("player may juggle card:Flare", "mayfair")
    assert d.verdict == "yes"
    assert [c.rule for c in d.overrides] == ["house.t.flare-no"]


def test_condition_depends_unless_context_decides(house):
    d = house.decide("player may juggle card:Edict", "mayfair")
    assert d.verdict == "depends"
    assert d.conditions == ["the target holds several colours"]
    assert house.decide("player may juggle card:Edict", "mayfair", context={"target_colours": 2}).verdict == "no"
    assert house.decide("player may juggle card:Edict", "mayfair", context={"target_colours": 1}).verdict == "yes"


def test_count_and_value(house):
    d = house.decide("player may juggle card", "mayfair")
    assert d.value == (1, 3)
    assert house.decide("player may juggle card count 2", "mayfair").verdict == "yes"
    assert house.decide("player may juggle card count 5", "mayfair").verdict == "no"


def test_edition_filter_and_undecided(house):
    assert house.decide("hand is limited", "ffg").verdict == "no"
    assert house.decide("hand is limited", "mayfair").verdict in ("undecided", "yes", "no")
    assert house.decide("player may juggle term:warp", "mayfair").verdict == "undecided"


def test_frame_object_and_string_forms_agree(house):
    a = house.decide(Frame("player", "may", "juggle", "card:Kicker"), "mayfair")
    b = house.decide("player may juggle Kicker", "mayfair")
    assert a.verdict == b.verdict == "yes"


def test_unknown_frame_word_is_a_clear_error(rules):
    with pytest.raises(FrameError, match="unknown action 'jugle'"):
        rules.decide("player may jugle card", "mayfair")
    with pytest.raises(FrameError, match="unknown actor"):
        rules.decide("nobodyatall may keep card", "mayfair")


# -- inference from relations (More Cosmic Encounter 15) ---------------------------

@pytest.mark.parametrize("frame, context, verdict, conditions", [
    # 15.4 blocked list: the Dictator is blocked outright
    ("Silencer is blocking Dictator", {}, "yes", []),
    ("Dictator may use Dictator", {"in_play": "Silencer"}, "no", []),
    ("Dictator may use Dictator", {}, "depends", ["the Silencer is in play"]),
    # 15.4: the Will is blocked only when the target base holds more than one colour
    ("Silencer is blocking Will", {"target_colours": 2}, "yes", []),
    ("Silencer is blocking Will", {"target_colours": 1}, "no", []),
    ("Silencer is blocking Will", {}, "depends", ["the target base holds more than one colour",
                                                  "the target base holds only one colour"]),
    # 15.4 not-blocked list: the Insect depends on the power it copies
    ("Silencer is blocking Insect", {}, "depends", ["depending on the power the Insect copies"]),
    # 15.3: an Insect copying the Loser cannot counter the Loser's revolt
    ("Insect is blocking Loser", {}, "no", []),
    # 15.2: the Assassin acts on the colour drawn before the Dictator picks the system
    ("Assassin is before Dictator", {}, "yes", []),
    ("Dictator is before Assassin", {}, "no", []),
    ("Dictator is before Will", {}, "yes", []),
    ("Assassin is affecting Will", {}, "no", []),
    # 15.1: no artefact power may be acquired mid-game ("during the course of the game") except
    # through Changeling or Pentaform; at setup they are dealt as usual
    ("Reincarnator may acquire Hurtz", {"midgame": True}, "no", []),
    ("Changeling may acquire Terrorist", {"midgame": True}, "yes", []),
    ("player may acquire Miser", {"midgame": True}, "no", []),
    # 15.1: the artefacts move with the power
    ("artefact is transferred-with Terrorist", {"in_play": "Changeling"}, "yes", []),
])
def test_section_15_through_inference(rules, frame, context, verdict, conditions):
    d = rules.decide(frame, "mayfair", context=context)
    assert d.verdict == verdict
    assert any(s[0] == "mce" and s[1].startswith("15.") for s in d.sections)
    if verdict == "depends":
        assert sorted(d.conditions) == sorted(conditions)
    assert all(c.derived for c in d.claims)


def test_derived_claims_carry_the_relation_citation(rules):
    d = rules.decide("Silencer is blocking Dictator", "mayfair")
    (claim,) = d.claims
    assert claim.rule == "more.15.4.blocks.dictator"
    assert claim.derived[0] == "blocks"
    assert ("mce", "15.4") in d.sections


def test_inference_is_mayfair_only_where_the_ruling_is(rules):
    assert rules.decide("Silencer is blocking Dictator", "ffg").verdict == "undecided"


# -- lint -------------------------------------------------------------------------

#: two house rules at the same rank, one allowing and one forbidding (lines 1-10 of each file)
_JUGGLE_YES_AND_NO = """\
rule house.a {
  says "Players may juggle."
  claim player may juggle card
  cite house "t"
}
rule house.b {
  says "Players may not juggle."
  claim player may-not juggle card
  cite house "t"
}
"""
_JUGGLE_WORD = """\
vocabulary house-t {
  action juggle
}
"""


def _house_contradictions(tmp_path, middle: str) -> list:
    """The claim check's contradictions among house rules: the two juggling rules, ``middle``."""
    from resolver.graph import claimcheck
    path = tmp_path / "house.rules"
    path.write_text(_JUGGLE_YES_AND_NO + textwrap.dedent(middle).lstrip("\n") + _JUGGLE_WORD)
    graph, problems = compile_files(rule_files(), [path])
    assert problems == []
    return [p for p in claimcheck.contradictions(graph) if "house." in p.message]


def test_contradiction_at_the_same_rank_is_an_error(tmp_path):
    found = _house_contradictions(tmp_path, """
        rule house.c {
          says "Unless the target holds several colours."
          claim player may-not juggle card:Flare when target_colours more-than 1 "several colours"
          claim player may juggle card:Flare when target_colours at-most 1 "one colour"
          cite house "t"
        }
    """)
    assert [(p.code, p.line) for p in found] == [("contradiction", 8)]
    assert "house.a" in found[0].message and "house.b" in found[0].message


def test_a_conflict_block_settles_a_contradiction(tmp_path):
    assert not _house_contradictions(tmp_path, """
        conflict house.ab {
          between house.a house.b
          policy "we juggle"
          says "The two house rules disagree; we juggle."
          cite house "t"
        }
    """)


def test_modal_statement_without_claim_is_a_warning_not_an_error(tmp_path):
    path = tmp_path / "house.rules"
    path.write_text('rule house.w {\n  says "Nobody may juggle."\n  cite house "t"\n}\n')
    result = CliRunner().invoke(cli, ["lint", str(path)])
    assert result.exit_code == 0, result.output
    assert f"warning: {path}:2:3: unclaimed-modal: house.w: a statement with 'may'" in result.output
    assert "no problems (1 warning(s))" in result.output


def test_bundled_rules_lint_clean_with_the_claim_checks():
    result = CliRunner().invoke(cli, ["lint", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["problems"] == []


# -- CLI ---------------------------------------------------------------------------

def test_cli_decide_text_and_json():
    runner = CliRunner()
    result = runner.invoke(cli, ["decide", "Silencer is blocking Will", "-c", "target_colours=2"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("yes\n") and "mce 15.4" in result.output
    result = runner.invoke(cli, ["decide", "Silencer is blocking Will", "--json"])
    doc = json.loads(result.output)
    assert doc["verdict"] == "depends"
    assert set(doc) >= {"verdict", "claims", "overrides", "conditions", "sections", "value"}
    assert ["mce", "15.4"] in doc["sections"]


def test_cli_decide_unknown_word_is_a_message_not_a_traceback():
    result = CliRunner().invoke(cli, ["decide", "player may jugle card"])
    assert result.exit_code == 2
    assert "unknown action 'jugle'" in result.output
    assert "Traceback" not in result.output


def test_cli_coverage_claims_json_shape(rules):
    result = CliRunner().invoke(cli, ["coverage", "--claims", "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert set(doc) == {"sections", "totals", "unclaimed"}
    assert set(doc["totals"]) == {"statements", "claimed", "claims"}
    for sec in doc["sections"]:
        assert set(sec) == {"source", "section", "title", "statements", "claims", "unclaimed"}
        assert isinstance(sec["unclaimed"], list)
    for u in doc["unclaimed"]:
        assert set(u) == {"rule", "source", "section"}
    # statements are every 'says' of the rules: never narrowed
    says = sum(len(d.get("statements") or []) for _n, d in rules.g.nodes(data=True))
    assert doc["totals"]["statements"] == says
    assert len(doc["unclaimed"]) == doc["totals"]["statements"] - doc["totals"]["claimed"]


# -- no power names in the decision code ----------------------------------------------

def test_no_power_name_in_the_graph_code(rules):
    names = set()
    for node in rules.nodes("power"):
        data = rules.g.nodes[node]
        names |= {data["id"], data.get("title") or data["id"]}
    pattern = re.compile(r"\b(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")\b")
    root = Path(__file__).resolve().parent.parent / "resolver" / "graph"
    found = [f"{p.name}:{i}: {m.group(0)}" for p in sorted(root.glob("*.py"))
             for i, line in enumerate(p.read_text().splitlines(), 1) for m in pattern.finditer(line)]
    assert found == []


def test_bench_measures_decide(rules):
    from resolver.bench import decide as bench_decide
    figures = {f.name: f for f in bench_decide.measure(rules, 1)}
    assert set(figures) == {"decide.us", "decide.frame_us"}
    assert all(f.value is not None and f.unit == "us" for f in figures.values())


def test_assume_options_decides_what_only_an_option_covers() -> None:
    # 14.4: the Clone does not keep the Kickers it plays; Kickers exist only with their option
    rules = load_rules()
    strict = rules.decide("Clone may keep card:Kicker", "mayfair")
    assert strict.verdict == "undecided"
    d = rules.decide("Clone may keep card:Kicker", "mayfair", assume_options=True)
    assert d.verdict == "no" and ("mce", "14.4") in d.sections and d.assumes == ["kickers"]
    # 11.0: only main players buy with Lucre, so an ally may not spend it
    d = rules.decide("ally may spend lucre", "mayfair", assume_options=True)
    assert d.verdict == "no" and d.assumes == ["lucre"]
    # a frame the base rules decide assumes nothing
    assert rules.decide("offense may invite ally", "mayfair", assume_options=True).assumes == []


def test_an_unconditional_prohibition_holds_for_any_count() -> None:
    """Simply Cosmic Stage 6: a player may not ally with both main players in one challenge.
    The prohibition gives no number, so it holds whatever number the frame asks about."""
    from resolver.graph.load import load_rules
    rules = load_rules()
    assert rules.decide("player may ally-with both-sides count 2", "mayfair").verdict == "no"


def test_a_part_condition_is_no_situation_a_context_drops() -> None:
    """More Cosmic 14.1: the Kicker of the main player the Cavalry helps affects the Cavalry's
    challenge card (one part of its power). A context about something else (the offense out of
    challenge cards) does not make that claim "about another situation"."""
    from resolver.graph.load import load_rules
    rules = load_rules()
    d = rules.decide("card:Kicker is affecting power:Cavalry", "mayfair", options=("kickers",),
                     context={"offense_out_of_challenge_cards": True})
    assert d.verdict != "undecided"
