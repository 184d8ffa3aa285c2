"""More Cosmic Encounter 15.4: the Silencer's two lists, entry by entry.

The tables below were typed by hand from the source's two lists (47 entries
that the Silencer blocks, 61 that it does not), in the source's order. They
are deliberately NOT read from rulesdata: the graph must agree with the text.

Each row is ``(power, context, expected verdict)``. Entries the text qualifies
("partially", "(if it chooses)", "(by other players)", ...) carry the context
that selects the qualified case; a bare row has no context and must be
decided without one.
"""
from __future__ import annotations

import pytest

SECTION = "15.4"
SOURCE = "More Cosmic Encounter"

# --- the "blocks" list (47 entries), in the order of the text ---------------
BLOCKED = [
    ("Anomaly", "partially"),
    ("Aura", None),
    ("Berserker", {"part": "Challenge"}),
    ("Calculator", None),
    ("Chronos", None),
    ("Crystal", None),
    ("Delegator", None),
    ("Demon", None),
    ("Dictator", None),
    ("Diplomat", None),
    ("Doppelganger", None),
    ("Extortionist", None),
    ("Force", None),
    ("Gnome", None),
    ("Grudge", {"choices": "yes"}),
    ("Healer", None),
    ("Hurtz", None),
    ("Judge", None),
    ("Lloyd", None),
    ("Loser", None),
    ("Magnet", None),
    ("Mesmer", None),
    ("Mind", None),
    ("Mirror", None),
    ("Mutant", {"part": "by other players"}),
    ("Negator", None),
    ("Obverse", None),
    ("Pavlov", None),
    ("Phantom", None),
    ("Philantropist", None),
    ("Pirate", None),
    ("Plant", None),
    ("Prolong", None),
    ("Prophet", None),
    ("Queue", {"part": "timing"}),
    ("Seeker", None),
    ("Serpent", None),
    ("Silencer", None),
    ("Siren", None),
    ("Skeptic", None),
    ("Sniveler", None),
    ("Sting", None),
    ("Trader", None),
    ("Visionary", None),
    ("Will", {"target_colours": 2}),
    ("Witch", None),
    ("Wrack", None),
]

# --- the "does not block" list (61 entries), in the order of the text --------
NOT_BLOCKED = [
    ("Amoeba", None),
    ("Anomaly", "partially"),
    ("Anti-Matter", None),
    ("Aristocrat", None),
    ("Assassin", None),
    ("Assessor", None),
    ("Berserker", {"part": "card value"}),
    ("Boomerang", None),
    ("Bully", None),
    ("Busybody", None),
    ("Butler", None),
    ("Cavalry", None),
    ("Changeling", None),
    ("Chosen", None),
    ("Clone", None),
    ("Connoisseur", None),
    ("Deuce", None),
    ("Disease", None),
    ("Dragon", None),
    ("Empath", None),
    ("Entrepreneur", None),
    ("Ethic", None),
    ("Filch", None),
    ("Filth", None),
    ("Fungus", None),
    ("Gambler", None),
    ("Ghost", None),
    ("Gorgon", None),
    ("Grief", None),
    ("Grudge", {"choices": "no"}),
    ("Industrialist", None),
    ("Insect", "depending"),
    ("Laser", None),
    ("Machine", None),
    ("Macron", None),
    ("Miser", None),
    ("Mutant", {"part": "from the deck"}),
    ("Oracle", None),
    ("Pacifist", None),
    ("Parasite", None),
    ("Pentaform", None),
    ("Queue", {"part": "order in the turn"}),
    ("Reincarnator", None),
    ("Reserve", None),
    ("Schizoid", None),
    ("Sorcerer", None),
    ("Spiff", None),
    ("Subversive", None),
    ("Symbiote", None),
    ("Terrorist", None),
    ("Vacuum", None),
    ("Vampire", None),
    ("Virus", None),
    ("Void", None),
    ("Vulch", None),
    ("Warpish", None),
    ("Warrior", None),
    ("Will", {"target_colours": 1}),
    ("Worm", None),
    ("Wraith", None),
    ("Zombie", None),
]


def _cites_15_4(verdict) -> bool:
    return any(c.source == SOURCE and c.section == SECTION for c in verdict.citations)


def test_the_lists_have_the_lengths_of_the_text():
    assert len(BLOCKED) == 47
    assert len(NOT_BLOCKED) == 61


def _case_id(row) -> str:
    name, ctx = row
    return f"{name}-{ctx}" if ctx else name


@pytest.mark.parametrize("row", BLOCKED, ids=_case_id)
def test_blocked_entry(rules, row):
    name, ctx = row
    if ctx in ("partially", "depending"):
        verdict = rules.blocks("Silencer", name)
        assert verdict.verdict == "depends", name
    else:
        verdict = rules.blocks("Silencer", name, **(ctx or {}))
        assert verdict.verdict == "yes", (name, ctx, verdict)
    assert _cites_15_4(verdict), name


@pytest.mark.parametrize("row", NOT_BLOCKED, ids=_case_id)
def test_not_blocked_entry(rules, row):
    name, ctx = row
    if ctx in ("partially", "depending"):
        verdict = rules.blocks("Silencer", name)
        assert verdict.verdict == "depends", name
    else:
        verdict = rules.blocks("Silencer", name, **(ctx or {}))
        assert verdict.verdict == "no", (name, ctx, verdict)
    assert _cites_15_4(verdict), name


@pytest.mark.parametrize("name", sorted({n for n, _ in BLOCKED + NOT_BLOCKED}))
def test_every_named_power_is_a_power_node(rules, name):
    assert rules.resolve_name(name) == f"power:{name}"


# --- the conditional entries, each case spelled out --------------------------

def test_will_depends_on_the_colours_of_the_target_base(rules):
    open_question = rules.blocks("Silencer", "Will")
    assert open_question.verdict == "depends"
    assert {c["verdict"] for c in open_question.conditions} == {"yes", "no"}
    assert rules.blocks("Silencer", "Will", target_colours=1).verdict == "no"
    assert rules.blocks("Silencer", "Will", target_colours=2).verdict == "yes"
    assert rules.blocks("Silencer", "Will", target_colours=3).verdict == "yes"


def test_grudge_depends_on_whether_it_has_a_choice(rules):
    assert rules.blocks("Silencer", "Grudge").verdict == "depends"
    assert rules.blocks("Silencer", "Grudge", choices="yes").verdict == "yes"
    assert rules.blocks("Silencer", "Grudge", choices="no").verdict == "no"


@pytest.mark.parametrize("name, blocked_part, free_part", [
    ("Mutant", "by other players", "from the deck"),
    ("Queue", "timing", "order in the turn"),
    ("Berserker", "Challenge", "card value"),
])
def test_powers_listed_by_part(rules, name, blocked_part, free_part):
    whole = rules.blocks("Silencer", name)
    assert whole.verdict == "depends"
    assert {c["verdict"] for c in whole.conditions} == {"yes", "no"}
    assert rules.blocks("Silencer", name, part=blocked_part).verdict == "yes"
    assert rules.blocks("Silencer", name, part=free_part).verdict == "no"


def test_anomaly_is_on_both_lists_so_it_depends(rules):
    verdict = rules.blocks("Silencer", "Anomaly")
    assert verdict.verdict == "depends"
    assert {c["verdict"] for c in verdict.conditions} == {"yes", "no"}


def test_insect_depends_on_the_copied_power(rules):
    assert rules.blocks("Silencer", "Insect").verdict == "depends"
    copying_loser = rules.blocks("Silencer", "Insect", copied="Loser")
    assert copying_loser.verdict == "yes"
    assert _cites_15_4(copying_loser)
    assert rules.blocks("Silencer", "Insect", copied="Amoeba").verdict == "no"
    assert rules.blocks("Silencer", "Insect", copied="Will", target_colours=2).verdict == "yes"


def test_the_plague_is_forbidden_because_it_needs_a_choice(rules):
    verdict = rules.blocks("Silencer", "Plague")
    assert verdict.verdict == "yes"
    assert _cites_15_4(verdict)
    assert verdict.because


def test_spellings_users_type(rules):
    assert rules.blocks("silencer", "philanthropist").verdict == "yes"
    assert rules.blocks("Silencer", "Doppelgänger").verdict == "yes"
    assert rules.blocks("Silencer", "antimatter").verdict == "no"
