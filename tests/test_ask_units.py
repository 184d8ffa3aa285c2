"""Unit tests of the asking pipeline: grammar, entity linker, BM25, answer shape, CLI."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from resolver.ask import QuestionError, validate
from resolver.ask.bm25 import BM25
from resolver.ask.grammar import parse, shape_of
from resolver.ask.linker import link
from resolver.ask.text import stem, tokens
from resolver.cli import cli


# -- grammar ----------------------------------------------------------------------
@pytest.mark.parametrize("items,intent,verb", [
    (["does", "@0", "stop", "the", "@1"], "relation", "block"),
    (["can", "@0", "cancel", "@1"], "relation", "block"),
    (["is", "the", "@0", "silenced", "by", "the", "@1"], "relation", "block"),
    (["@0", "vs", "@1"], "versus", None),
    (["@0", "versus", "the", "@1"], "versus", None),
    # two things side by side with nothing asked of them: how they meet
    (["@0", "@1"], "versus", None),
    (["@0", "on", "@1"], "versus", None),
    (["@0", "and", "the", "@1"], "versus", None),
    (["can", "the", "@0", "copy", "the", "@1", "to", "win"], "copy", "block"),
    (["does", "@0", "act", "before", "@1"], "order", None),
    (["who", "goes", "first"], "order", None),
    (["how", "many", "cards", "in", "a", "hand"], "quantity", None),
    (["which", "powers", "have", "artefacts"], "which", None),
    (["what", "happens", "if", "a", "deal", "fails"], "what-if", None),
    (["what", "is", "a", "@0"], "what-is", None),
    (["does", "@0", "count", "toward", "@1"], "relation", "count"),
])
def test_grammar_intents(items, intent, verb):
    parsed = parse(shape_of(items))
    assert parsed.intent == intent
    if verb:
        assert parsed.verb == verb


def test_passive_swaps_subject_and_object():
    parsed = parse(shape_of(["is", "@0", "blocked", "by", "@1"]))
    assert (parsed.a, parsed.b) == (1, 0)


def test_unrecognised_shape_is_other():
    assert parse(shape_of(["hello", "there"])).intent == "other"


# -- linker -----------------------------------------------------------------------
def test_linker_names_aliases_and_typos(rules):
    linked = link(rules, "Does the silencr stop the Doppelgänger or the philanthropist?")
    assert linked.nodes("power") == ["power:Silencer", "power:Doppelganger", "power:Philantropist"]
    assert linked.mentions[0].score < 1.0 and linked.mentions[1].score == 1.0


def test_linker_reads_will_as_a_word_or_a_name(rules):
    assert "power:Will" not in link(rules, "Will the Silencer stop the Dictator?").nodes()
    assert "power:Will" in link(rules, "Does the Silencer stop the Will?").nodes()
    assert "power:Will" in link(rules, "silencer vs will").nodes()


def test_linker_ignores_inflections_of_names(rules):
    assert "power:Force" not in link(rules, "Is a player forced to ally?").nodes()


# -- text and BM25 ----------------------------------------------------------------
def test_tokens_and_stem():
    assert tokens("The Silencer's power, 15.4!") == ["the", "silencer", "power", "15.4"]
    assert stem("blocks") == stem("block") and stem("copies") == stem("copy")


def test_bm25_ranks_the_matching_document_first():
    index = BM25([["hand", "seven", "card"], ["ship", "warp", "lost"], ["card", "deck"]])
    assert index.top(["warp"], 1)[0][0] == 1
    assert index.top(["hand", "card"], 1)[0][0] == 0
    assert index.top(["nothing"], 3) == []


# -- answers ----------------------------------------------------------------------
def test_answer_shape(oracle):
    d = oracle.ask("Does the Silencer stop the Dictator?").to_dict()
    assert set(d) >= {"question", "edition", "verdict", "value", "answer", "conditions", "editions",
                      "citations", "entities", "confidence", "trace"}
    assert d["verdict"] == "yes"
    assert {"source": "More Cosmic Encounter", "section": "15.4"}.items() <= d["citations"][0].items()
    assert d["entities"] == ["power:Silencer", "power:Dictator"]


def test_depends_lists_conditions(oracle):
    d = oracle.ask("silencer vs will").to_dict()
    assert d["verdict"] == "depends" and len(d["conditions"]) == 2
    assert {c["verdict"] for c in d["conditions"]} == {"yes", "no"}


def test_edition_difference_fills_editions(oracle):
    d = oracle.ask("How many cards are in a starting hand?", "mayfair").to_dict()
    assert d["value"] == 7
    assert d["editions"]["mayfair"]["value"] == 7 and d["editions"]["ffg"]["value"] == 8
    assert d["editions"]["ffg"]["citations"]


def test_unknown_cites_nearest_rules(oracle):
    a = oracle.ask("Does the Silencer block the Thief?")
    assert a.verdict == "unknown" and a.nearest and a.citations
    assert any(n["section"] == "15.4" for n in a.nearest)


def test_low_confidence_match_is_flagged(oracle):
    a = oracle.ask("Does the Silnecer stop the Pirate?")
    assert a.confidence < 0.95 and "guess" in a.answer


@pytest.mark.parametrize("bad", ["", "   ", "x" * 2001])
def test_malformed_questions_are_refused(bad):
    with pytest.raises(QuestionError):
        validate(bad, "mayfair")


# -- CLI --------------------------------------------------------------------------
def test_cli_json_equals_oracle_ask(oracle):
    question = "Does the Silencer block the Will when the base has two colours?"
    result = CliRunner().invoke(cli, ["ask", question, "--json"])
    assert result.exit_code == 0
    assert json.loads(result.output) == oracle.ask(question, "mayfair").to_dict()


def test_cli_ffg_edition_json(oracle):
    result = CliRunner().invoke(cli, ["ask", "how many cards in a hand", "--edition", "ffg", "--json"])
    assert json.loads(result.output) == oracle.ask("how many cards in a hand", "ffg").to_dict()


def test_cli_prints_verdict_first():
    result = CliRunner().invoke(cli, ["ask", "Does the Silencer stop the Dictator?"])
    assert result.exit_code == 0 and result.output.splitlines()[0].strip() == "YES"
    assert "15.4" in result.output


def test_cli_unknown_exits_zero_and_malformed_exits_two():
    assert CliRunner().invoke(cli, ["ask", "What is the meaning of life?"]).exit_code == 0
    assert CliRunner().invoke(cli, ["ask", ""]).exit_code == 2
    assert CliRunner().invoke(cli, ["ask", "x" * 2001]).exit_code == 2


def test_house_rules_are_answered_and_named(tmp_path):
    from resolver import Oracle
    house = tmp_path / "house.rules"
    house.write_text('rule house.hand "Bigger hands" {\n  edition mayfair\n  param hand_size = 9\n'
                     '  says "We deal 9 cards."\n  cite house "our table"\n}\n', encoding="utf-8")
    a = Oracle(extra_rules=[house]).ask("How many cards in a starting hand?")
    assert a.value == 9 and "house rule" in a.answer
    assert a.citations[0]["source"] == "House rules"


def test_numbers_and_ordinals_are_read_from_the_rulesdata_lists() -> None:
    """One reader for numbers written in digits or words, with a use's own extra words."""
    from resolver.ask.frame import counting
    from resolver.ask.text import W, number, ordinal, pairs

    assert [number(w) for w in ("3", "twelve", "zero", "twenty", "single")] == [3, 12, 0, 20, None]
    assert number("single", counting()) == 1 and number("both", counting()) == 2
    assert [ordinal(w) for w in ("third", "3rd", "1st", "tenth", "three")] == [3, 3, 1, 10, None]
    assert pairs("contraction")["cant"] == "can" and pairs("contraction")["wont"] == "will"
    assert "cant" in W.negation and "might" in W.may and "shall" in W.must
    with pytest.raises(AttributeError, match="no `words"):
        _ = W.no_such_list
