"""The query API answers with citations (values written from the sources)."""
from __future__ import annotations


def test_resolve_name_handles_spelling(rules):
    assert rules.resolve_name("philanthropist") == "power:Philantropist"
    assert rules.resolve_name("Silencer") == "power:Silencer"
    assert rules.resolve_name("silenser") == "power:Silencer"
    assert rules.resolve_name("zzzz qqq") is None


def test_blocks_unconditional_with_citation(rules):
    v = rules.blocks("Silencer", "Dictator")
    assert v.verdict == "yes"
    assert v.citations[0].source == "More Cosmic Encounter" and v.citations[0].section == "15.4"
    assert rules.blocks("Silencer", "Zombie").verdict == "no"


def test_blocks_conditional_on_context(rules):
    v = rules.blocks("Silencer", "Will")
    assert v.verdict == "depends" and len(v.conditions) == 2
    assert rules.blocks("Silencer", "Will", target_colours=1).verdict == "no"
    assert rules.blocks("Silencer", "Will", target_colours=2).verdict == "yes"


def test_blocks_depending_on_copied_power(rules):
    assert rules.blocks("Silencer", "Insect").verdict == "depends"
    assert rules.blocks("Silencer", "Insect", copied="Loser").verdict == "yes"
    assert rules.blocks("Silencer", "Insect", copied="Amoeba").verdict == "no"


def test_blocks_by_part(rules):
    assert rules.blocks("Silencer", "Mutant", part="by other players").verdict == "yes"
    assert rules.blocks("Silencer", "Mutant", part="from the deck").verdict == "no"


def test_unlisted_power_is_unknown(rules):
    assert rules.blocks("Silencer", "Thief").verdict == "unknown"


def test_neighbours_and_citations(rules):
    sub = rules.neighbours("Silencer", depth=1)
    assert "ruling:more.15.4.blocks.dictator" in sub
    cits = rules.citations("ruling:more.15.4.blocks.dictator")
    assert cits[0].to_dict() == {"source": "More Cosmic Encounter", "section": "15.4",
                                 "rule": "more.15.4.blocks.dictator"}


def test_relation_decides_any_verb_like_blocks(rules):
    """blocks is relation() with the block verbs; the answers' other relations use the same query."""
    for a, b, ctx in (("Silencer", "Will", {}), ("Silencer", "Will", {"target_colours": 1}),
                      ("Silencer", "Dictator", {})):
        assert rules.relation(a, b, ("blocks", "does-not-block"), ("does-not-block",), **ctx).verdict \
            == rules.blocks(a, b, **ctx).verdict
    import inspect

    from resolver.ask import relations
    assert "rules.relation(" in inspect.getsource(relations.relation)
