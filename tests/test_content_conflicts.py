"""Every documented disagreement (inventory §7) is a conflict with both sides and a
policy, and every open question (§8) is a policy block. Terms of the glossary
resolve in both editions' words."""
from __future__ import annotations

import pytest

SC, MCE = "Simply Cosmic", "More Cosmic Encounter"
FFGA, FFGO = "FFG Additional Rules", "FFG Overview"

CONFLICTS = [
    "diff.hand-size", "diff.offense-redraw", "diff.defense-redraw", "diff.card-types", "diff.morph",
    "diff.consolation", "diff.attack-vs-deal-wording", "diff.deal-return", "diff.deal-base",
    "diff.deal-fail", "diff.power-loss", "diff.power-choice", "diff.first-player",
    "diff.destiny-types", "diff.destiny-prune", "diff.destiny-reshuffle", "diff.own-colour",
    "diff.regroup", "diff.launch-order", "diff.def-ally-placement", "diff.invites",
    "diff.reinforce-condition", "diff.reverse-cone", "diff.kicker", "diff.zap-artifact",
    "diff.artefact-term", "diff.win", "diff.bases-per-planet", "diff.defender-ships",
    "diff.turn-structure", "diff.timing-conflicts", "diff.precedence", "diff.power-usage-meta",
    "diff.hand-limit", "diff.attack-wins-marker", "diff.lost-planet", "diff.flare-count",
    "diff.players", "diff.limbo-vs-warp", "diff.moon-allies", "diff.discard-after-play",
]

POLICIES = [
    "amb.sc.own-colour-eliminate", "amb.sc.own-colour-redraw", "amb.sc.empty-planet-count",
    "amb.sc.consolation-random", "amb.ffg.compensation-hand", "amb.ffg.compensation-allies",
    "amb.ffg.compensation-short", "amb.reinforce-vs-deal", "amb.ffg.morph-morph",
    "amb.ffg.redraw-once-fails", "amb.ffg.defender-may", "amb.ffg.destiny-last-card",
    "amb.ffg.first-player-wild", "amb.deal-base-location", "amb.deal-return-offense",
    "amb.silencer-deal-penalty", "amb.silencer-scope", "amb.silencer-self", "amb.silencer-unlisted",
    "amb.external-data", "amb.mirror-scope", "amb.rings-values", "amb.rings-subtract",
    "amb.binary-layout", "amb.gasgiant-bases", "amb.gg-sd-lucre", "amb.spacedust-power",
    "amb.spacedust-taken", "amb.worldships-scope", "amb.limbo-marker", "amb.limbo-order",
    "amb.lucre-phase-numbers", "amb.lucre-income-who", "amb.lucre-phase8-vs-reinforce",
    "amb.moon-unoccupied", "amb.moon-intermittent", "amb.moon-continuing-transfer",
    "amb.moon-secret-knowledge", "amb.moon-own-challenge", "amb.pentaform-life-stage",
    "amb.chosen-multiple-kickers", "amb.kicker-before-cards", "amb.sanity-which-power", "amb.phantom-short",
    "amb.timing-no-defense", "amb.reverse-cone-base", "amb.ally-existing-base",
    "amb.ffg-colony-marker", "amb.rosette-evacuate-timing", "amb.colourless-self-options",
    "amb.sc-comets-optional", "amb.insect-silencer",
]

#: policies the engine needed beyond inventory §8 (rulesdata/engine_edicts.rules)
ENGINE_POLICIES = ["amb.keeper-timing", "amb.plague-which-card", "amb.sanity-duration",
                   "amb.void-moon-occupied"]

KINDS = {"edition-decides", "follow-ffg-additional", "follow-mce", "same-result", "module-override",
         "card-overrides", "one-edition-only", "fill-gap"}


def test_counts():
    assert (len(CONFLICTS), len(POLICIES)) == (41, 52)


@pytest.mark.parametrize("conflict_id", CONFLICTS)
def test_conflict(rules, conflict_id):
    node = rules.node(f"conflict:{conflict_id}")
    attrs = node["attrs"]
    between = [v for clause in attrs.get("between", []) for v in (clause if isinstance(clause, list) else [clause])]
    sides = attrs.get("side", [])
    assert len(between) == 2 or len(sides) >= 2
    assert attrs["policy"][0] and attrs["because"][0]
    assert attrs["kind"][0] in KINDS
    cited = {(c.source, c.section) for c in rules.citations(f"conflict:{conflict_id}")}
    assert len(cited) >= 2
    # each documented side is also cited
    for side in sides:
        source = {"sc": SC, "mce": MCE, "ffga": FFGA, "ffgo": FFGO}[side[0]]
        assert (source, side[1]) in cited, side
    # `between` draws a conflicts-with edge between the two rules
    if between:
        edges = rules.relations(f"rule:{between[0]}", "conflicts-with", f"rule:{between[1]}")
        assert [e["rule"] for e in edges] == [conflict_id]


def test_every_conflict_is_listed(rules):
    assert sorted(n["id"] for n in rules.conflicts()) == sorted(CONFLICTS)


def test_intra_ffg_redraw_names_both_documents_and_our_choice(rules):
    node = rules.node("conflict:diff.offense-redraw")
    sources = {side[0] for side in node["attrs"]["side"]}
    assert {"ffga", "ffgo"} <= sources
    assert node["attrs"]["kind"] == ["follow-ffg-additional"]
    follows = [v for _, v, d in rules.g.out_edges("conflict:diff.offense-redraw", data=True)
               if d.get("verb") == "follows"]
    assert follows == ["rule:ffg.nocards.start"]
    # the choice is what the engine reads; the other reading needs its option
    assert rules.param("offense_redraw", "ffg") == "repeat"
    assert rules.param("offense_redraw", "ffg", ("ffg-overview-redraw",)) == "once"


@pytest.mark.parametrize(("conflict_id", "kind"), [
    ("diff.hand-size", "edition-decides"),
    ("diff.limbo-vs-warp", "module-override"),
    ("diff.moon-allies", "module-override"),
    ("diff.win", "same-result"),
    ("diff.morph", "one-edition-only"),
    ("diff.destiny-types", "follow-mce"),
    ("diff.discard-after-play", "card-overrides"),
])
def test_conflict_kind(rules, conflict_id, kind):
    assert rules.node(f"conflict:{conflict_id}")["attrs"]["kind"] == [kind]


@pytest.mark.parametrize("policy_id", POLICIES)
def test_policy(rules, policy_id):
    node = rules.node(f"policy:{policy_id}")
    assert node["attrs"]["question"][0]
    assert node["attrs"]["because"][0]
    assert node["says"]
    assert rules.citations(f"policy:{policy_id}")


def test_every_policy_is_listed(rules):
    ids = sorted(rules.node(n)["id"] for n in rules.nodes("policy"))
    assert ids == sorted(POLICIES + ENGINE_POLICIES)


def test_morph_against_morph_is_unknown(rules):
    assert rules.node("policy:amb.ffg.morph-morph")["says"].startswith("Unknown")


# --- glossary words (both editions) ---
GLOSSARY = [
    ("token", "ship", "term:ship"),
    ("base", "colony", "term:colony"),
    ("external base", "foreign colony", "term:foreign-colony"),
    ("challenge", "encounter", "term:encounter"),
    ("offensive main player", "offense", "term:offense"),
    ("defensive main player", "defense", "term:defense"),
    ("Challenge Deck", "cosmic deck", "term:cosmic-deck"),
    ("consolation", "compensation", "term:compensation"),
    ("hyperspace cone", "Hyperspace Gate", "term:hyperspace-gate"),
    ("Alien Power Card", "alien sheet", "term:alien-sheet"),
    ("destiny pile", "Destiny deck", "term:destiny-deck"),
]


@pytest.mark.parametrize(("mayfair", "ffg", "node"), GLOSSARY)
def test_glossary_term(rules, mayfair, ffg, node):
    words = {w[0]: w[1] for w in rules.node(node)["attrs"].get("word", [])}
    if words:
        assert words.get("mayfair", mayfair).lower() == mayfair.lower()
        assert words.get("ffg", ffg).lower() == ffg.lower()
    assert rules.resolve_name(ffg, kinds=("term",)) == node
    assert rules.resolve_name(mayfair, kinds=("term",)) == node


@pytest.mark.parametrize(("text", "node"), [
    ("GO", "term:offense"), ("attacker", "term:offense"), ("GD", "term:defense"),
    ("defender", "term:defense"), ("colonies", "term:colony"), ("tokens", "term:ship"), ("offence", "term:offense"),
    ("defence", "term:defense"), ("consollation", "term:compensation"),
    ("external bases", "term:foreign-colony"), ("bystanders", "term:bystander"),
])
def test_plurals_and_misspellings(rules, text, node):
    assert rules.resolve_name(text) == node


def test_artefact_is_not_the_artifact_card(rules):
    assert rules.resolve_name("artefacts") == "term:artefact"
    assert rules.node("term:artefact")["editions"] == ["mayfair"]


def test_editions_doc_lists_every_conflict_and_policy():
    """docs/editions.md explains each conflict and policy (regenerate it when adding one)."""
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "docs" / "editions.md").read_text(encoding="utf-8")
    missing = [i for i in CONFLICTS + POLICIES + ENGINE_POLICIES if f"`{i}`" not in text]
    assert missing == []
    assert "ffg-overview-redraw" in text and "FFG Additional Rules" in text and "FFG Overview" in text


# --- the DSL addition: `side` clauses on conflicts ---
def _problems(conflict_text: str) -> list:
    from pathlib import Path

    from resolver.dsl.grammar import parse_text
    from resolver.graph.compiler import Compiler
    sources = (Path(__file__).resolve().parent.parent / "rulesdata" / "sources.rules").read_text()
    docs = [(parse_text(sources, "sources.rules"), False), (parse_text(conflict_text, "x.rules"), False)]
    return [(p.code, p.line) for p in Compiler().compile(docs).problems]


def test_conflict_with_two_sides_compiles():
    assert _problems('conflict c1 {\n  side sc "Setup" "seven"\n  side ffgo "Setup" "eight"\n'
                     '  cite sc "Setup"\n}\n') == []


def test_conflict_with_one_side_is_refused():
    assert _problems('conflict c1 {\n  side sc "Setup" "seven"\n  cite sc "Setup"\n}\n') == [("bad-clause", 1)]


def test_conflict_side_with_unknown_section_is_refused():
    problems = _problems('conflict c1 {\n  side sc "Setup" "seven"\n  side ffgo "Stage 99" "x"\n'
                         '  side ffgo "Setup" "eight"\n  cite sc "Setup"\n}\n')
    assert problems == [("unknown-section", 3)]
