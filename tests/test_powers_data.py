"""The power nodes: every power the documents name, their attributes and provenance.

The name lists are typed by hand from the documents (More Cosmic Encounter
sections 7.1, 9.0, 13.3, 13.5, 14.x, 15.x and the FFG texts), not read from rulesdata.
"""
from __future__ import annotations

import pytest

# powers named outside the Silencer lists (test_silencer.py checks those 100+ names)
NAMED_ELSEWHERE = [
    "Assassin", "Dictator", "Will",                      # 7.1, 15.2
    "Anti-Matter", "Filth", "Sniveler",                  # 9.0
    "Magnet", "Parasite", "Plant",                       # 13.3, 13.5
    "Cavalry", "Chosen", "Chronos", "Clone", "Deuce", "Filch", "Gambler", "Laser", "Loser",
    "Mirror", "Oracle", "Pentaform", "Phantom", "Seeker", "Miser", "Schizoid", "Sorcerer",
    "Visionary", "Worm", "Vampire", "Void",              # 14.x
    "Hurtz", "Industrialist", "Queue", "Symbiote", "Terrorist", "Warrior", "Witch",
    "Reincarnator", "Changeling",                        # 15.1
    "Insect", "Silencer", "Force", "Judge",              # 15.3-15.5
    "Zombie",                                            # Simply Cosmic, Situation B; FFG zapping
    "Thief",                                             # FFG Overview, set-up note
]
ARTEFACT_POWERS = ["Hurtz", "Industrialist", "Miser", "Pentaform", "Queue", "Schizoid",
                   "Symbiote", "Terrorist", "Warrior", "Witch"]
ABUSE_POWERS = ["Force", "Judge", "Witch"]
MAYFAIR_ONLY = ["Assassin", "Queue", "Terrorist", "Vampire"]
ROLES = {"offense", "defense", "main", "ally", "not-main", "not-offense", "any"}
SPELLINGS = {
    "philanthropist": "Philantropist", "Philantropist": "Philantropist",
    "antimatter": "Anti-Matter", "Anti Matter": "Anti-Matter",
    "Doppelgänger": "Doppelganger", "doppleganger": "Doppelganger",
    "calvary": "Cavalry", "sniveller": "Sniveler", "sorceror": "Sorcerer",
}


def _attr(rules, name: str, key: str) -> list:
    return rules.node(f"power:{name}")["attrs"].get(key, [])


def _flat(values) -> list:
    out = []
    for v in values:
        out.extend(v if isinstance(v, list) else [v])
    return out


@pytest.mark.parametrize("name", NAMED_ELSEWHERE)
def test_every_named_power_is_a_node(rules, name):
    assert rules.resolve_name(name, kinds=("power",)) == f"power:{name}"


def test_at_least_103_powers(rules):
    assert len(rules.nodes("power")) >= 103


@pytest.mark.parametrize("typed, node", sorted(SPELLINGS.items()))
def test_spellings_users_type(rules, typed, node):
    assert rules.resolve_name(typed) == f"power:{node}"


def test_the_ten_artefact_powers_carry_artefacts(rules):
    have = sorted(rules.node(n)["id"] for n in rules.nodes("power")
                  if rules.node(n)["attrs"].get("artefacts"))
    assert have == ARTEFACT_POWERS
    for name in ARTEFACT_POWERS:
        assert any(c.section == "15.1" for c in rules.citations(f"power:{name}")), name


def test_the_three_abuse_powers(rules):
    have = sorted(rules.node(n)["id"] for n in rules.nodes("power")
                  if "yes" in rules.node(n)["attrs"].get("open-to-abuse", []))
    assert have == ABUSE_POWERS
    for name in ABUSE_POWERS:
        assert any(c.section == "15.5" for c in rules.citations(f"power:{name}")), name


@pytest.mark.parametrize("name", MAYFAIR_ONLY)
def test_mayfair_only_powers(rules, name):
    node = rules.node(f"power:{name}")
    assert node["editions"] == ["mayfair"]
    assert {"ffg": "absent"} in _attr(rules, name, "status")


def test_every_power_says_something_and_cites(rules):
    for n in rules.nodes("power"):
        node = rules.node(n)
        assert node["says"], n
        assert node["citations"], n


def test_each_edition_has_a_text_or_a_status(rules):
    """Either `does <edition>` with its provenance, or a status saying why there is none."""
    for n in rules.nodes("power"):
        attrs = rules.node(n)["attrs"]
        described = {d[0] for d in attrs.get("does", [])}
        statuses = {k for s in attrs.get("status", []) if isinstance(s, dict) for k in s}
        provenance = attrs.get("provenance", [])
        assert provenance, n
        for edition in ("mayfair", "ffg"):
            assert edition in described or edition in statuses, (n, edition)
            if edition in described:
                assert any(isinstance(p, list) and p[0] == edition for p in provenance), (n, edition)


def test_ffg_texts_are_marked_with_their_data_sources(rules):
    for n in rules.nodes("power"):
        for p in rules.node(n)["attrs"].get("provenance", []):
            if isinstance(p, list) and p[0] == "ffg":
                assert "[FJ]" in p[1] and "[PR]" in p[1], n


def test_roles_and_mandatory_are_known_words(rules):
    for n in rules.nodes("power"):
        attrs = rules.node(n)["attrs"]
        assert set(_flat(attrs.get("role", []))) <= ROLES, n
        assert set(attrs.get("mandatory", [])) <= {"yes", "no"}, n


def test_timing_names_are_phases_or_windows(rules):
    for n in rules.nodes("power"):
        for word in _flat(rules.node(n)["attrs"].get("timing", [])):
            if word in ("any", "setup"):
                continue
            found = rules.resolve_name(word, kinds=("phase", "window"), fuzzy=False)
            assert found, (n, word)


@pytest.mark.parametrize("name, role, mandatory, phase", [
    ("Will", "offense", "yes", "ffg.destiny"),          # FFG bar: offense only, mandatory
    ("Dictator", "not-offense", "yes", "ffg.destiny"),
    ("Cavalry", "ally", "no", "ffg.planning"),
    ("Oracle", "main", "yes", "ffg.planning"),
    ("Zombie", "any", "yes", "any"),
    ("Parasite", "not-main", "no", "ffg.alliance"),
])
def test_bars_of_some_powers(rules, name, role, mandatory, phase):
    assert role in _flat(_attr(rules, name, "role"))
    assert _attr(rules, name, "mandatory") == [mandatory]
    assert phase in _flat(_attr(rules, name, "timing"))


def test_the_symbiote_acts_only_at_setup(rules):
    assert _attr(rules, "Symbiote", "setup-only") == ["yes"]
