"""More Cosmic Encounter 14.1-14.23 and 15.1-15.5 as typed relations of the rule graph.

Every row below was written by hand from the text of the section it names:
who the ruling involves, what relation it states, and where it is cited.
"""
from __future__ import annotations

import pytest

MCE = "More Cosmic Encounter"

# (subject, verb, object, section, part or None): one row per relation the text states
RELATIONS_14 = [
    ("Cavalry", "blocks", "card:Kicker", "14.1", "its own Kicker, while it uses its power"),
    ("card:Kicker", "affects", "Cavalry", "14.1", None),
    ("card:Cavalry-flare", "modifies", "card:Kicker", "14.1", None),
    ("card:Kicker", "affects", "Chosen", "14.2", None),
    ("card:Chosen-flare", "affects", "card:Reinforcement", "14.2", None),
    ("Chronos", "affects", "card:Kicker", "14.3", None),
    ("card:Chronos-flare", "affects", "term:moon", "14.3", None),
    ("Clone", "does-not-affect", "card:Kicker", "14.4", None),
    ("card:Kicker", "affects", "Deuce", "14.5", "its main challenge card"),
    ("card:Kicker", "does-not-affect", "Deuce", "14.5", "its additional card"),
    ("Filch", "does-not-affect", "card:Kicker", "14.6", None),
    ("Gambler", "affects", "card:Kicker", "14.7", None),
    ("card:Laser-flare", "affects", "card:Kicker", "14.8", None),
    ("term:moon", "does-not-count-for", "Pentaform", "14.12", None),
    ("Seeker", "affects", "Miser", "14.14", None),
    ("Seeker", "affects", "Schizoid", "14.14", None),
    ("Sorcerer", "does-not-affect", "card:Kicker", "14.15", None),
    ("Visionary", "does-not-affect", "card:Kicker", "14.16", None),
    ("Worm", "does-not-affect", "term:moon", "14.17", None),
    ("card:Keeper", "affects", "card:Kicker", "14.18", None),
    ("card:Keeper", "affects", "card:Reinforcement", "14.18", None),
    ("card:Keeper", "affects", "card:Edict", "14.18", None),
    ("card:Keeper", "affects", "card:Flare", "14.18", None),
    ("card:Plague", "affects", "card:Kicker", "14.19", None),
    ("card:Plague", "affects", "card:Reinforcement", "14.19", None),
    ("card:Sanity", "overrides", "term:moon", "14.20", None),
    ("card:Sanity", "affects", "term:alien-power", "14.20", None),
    ("card:Vampire-flare", "affects", "term:moon", "14.21", None),
    ("card:Void-flare", "affects", "term:moon", "14.22", None),
    ("moon:Moon-Base-Omega", "counts-for", "Pentaform", "14.12", None),
    ("card:Sanity", "affects", "hex:Binary", "14.20", None),
    ("hex:Worldships", "affects", "card:Comet", "14.23", None),
]

# (first, second, window, section): orderings at one timing point stated by the text
ORDER_14 = [
    ("card:Kicker", "Mirror", "mayfair.stage-8.reveal", "14.10"),   # multiply, then reverse
    ("card:Kicker", "card:Gambler-flare", "mayfair.stage-8.reveal", "14.7"),
    ("card:Kicker", "Laser", "mayfair.stage-7", "14.8"),
    ("Loser", "card:Kicker", "mayfair.stage-7", "14.9"),            # revolt, then Kickers
    ("card:Kicker", "card:Challenge-card", "mayfair.stage-7", "14.9"),
    ("card:Kicker", "Visionary", "mayfair.stage-7", "14.16"),
]

ARTEFACT_POWERS = ["Hurtz", "Industrialist", "Miser", "Pentaform", "Queue", "Schizoid",
                   "Symbiote", "Terrorist", "Warrior", "Witch"]


def _rel(rules, subject, verb, obj):
    return [e for e in rules.relations(subject, verb, obj)]


def _sections(edges) -> set[str]:
    return {c["section"] for e in edges for c in e["citations"] if c["source"] == MCE}


@pytest.mark.parametrize("subject, verb, obj, section, part", RELATIONS_14,
                         ids=[f"{r[3]}-{r[0]}-{r[1]}-{r[2]}" for r in RELATIONS_14])
def test_section_14_relation(rules, subject, verb, obj, section, part):
    edges = _rel(rules, subject, verb, obj)
    assert edges, f"{subject} {verb} {obj} missing"
    assert section in _sections(edges)
    if part:
        assert part in {e["part"] for e in edges}


@pytest.mark.parametrize("first, second, window, section", ORDER_14,
                         ids=[f"{r[3]}-{r[0]}-{r[1]}" for r in ORDER_14])
def test_section_14_ordering(rules, first, second, window, section):
    verdict = rules.before(first, second, window=window)
    assert verdict.verdict == "yes"
    assert any(c.section == section for c in verdict.citations)
    assert verdict.because
    assert rules.before(second, first, window=window).verdict == "no"


def test_kicker_names_resolve_to_the_card(rules):
    assert rules.resolve_name("kicker") == "card:Kicker"
    assert rules.before("Mirror", "kicker").verdict == "no"


@pytest.mark.parametrize("section", [f"14.{n}" for n in range(0, 24)] + [f"15.{n}" for n in range(0, 6)])
def test_every_section_has_a_ruling_block(rules, section):
    ids = rules.rules_citing("mce", section)
    assert any(i.startswith(f"more.{section}.") for i in ids), ids


def test_kicker_rulings_need_the_kicker_option(rules):
    for rid in ("more.14.1.cavalry-no-kicker", "more.14.4.clone", "more.14.10.mirror-kicker",
                "more.14.19.plague"):
        assert "kickers" in rules.node(f"ruling:{rid}")["options"]


def test_phantom_makes_five_phantoms(rules):
    value, rule, cits = rules.param_rule("phantom_ships", "mayfair")
    assert value == 5 and rule == "more.14.13.phantom-setup"
    assert cits[0].section == "14.13"


# --- 15.1 artefacts ---------------------------------------------------------

def test_the_ten_artefact_powers(rules):
    value, rule, cits = rules.param_rule("artefact_powers", "mayfair")
    assert sorted(value) == ARTEFACT_POWERS
    assert cits[0].section == "15.1"


@pytest.mark.parametrize("power", ARTEFACT_POWERS)
def test_artefacts_move_with_their_power(rules, power):
    for via in ("Changeling", "Pentaform"):
        assert _rel(rules, power, "transfers-with", via)
        assert _rel(rules, power, "cannot-acquire-except-via", via)
    assert not _rel(rules, power, "cannot-acquire-except-via", "Reincarnator")
    replaced = _rel(rules, "Reincarnator", "replaces", power)
    assert replaced and _sections(replaced) == {"15.1"}


# --- 15.2 Assassin, Dictator, Will -----------------------------------------------

def test_dictator_overrides_the_will_but_leaves_it_the_colour(rules):
    edges = _rel(rules, "Dictator", "overrides", "Will")
    assert edges and _sections(edges) == {"15.2"}
    edge = edges[0]
    assert edge["part"] == "the choice of system"
    # 15.2: the Dictator picks the system "regardless of ... the Will": no condition on the override (cr21);
    # the Will's own choice of colour is said in the reason
    assert not edge.get("condition") and "colour" in edge["because"]


def test_the_assassin_acts_on_the_colour_drawn_whatever_follows(rules):
    assert _rel(rules, "Dictator", "does-not-affect", "Assassin")
    assert _rel(rules, "Will", "does-not-affect", "Assassin")
    assert _rel(rules, "Assassin", "does-not-affect", "Will")


def test_order_at_destiny(rules):
    assert [step[0] for step in rules.order("more.15.2.destiny-order")] == ["Assassin", "Dictator", "Will"]
    assert rules.before("Assassin", "Dictator").verdict == "yes"
    assert rules.before("Dictator", "Will").verdict == "yes"
    assert rules.before("Will", "Dictator").verdict == "no"


# --- 15.3 Loser and Insect -------------------------------------------------------

def test_an_insect_copying_the_loser_cannot_counter_a_revolt(rules):
    verdict = rules.blocks("Insect", "Loser")
    assert verdict.verdict == "no"
    assert [c.section for c in verdict.citations] == ["15.3"]


def test_offense_declares_a_revolt_before_defense(rules):
    assert rules.before("term:offense", "term:defense", window="mayfair.stage-7").verdict == "yes"
    revolt = [e for e in _rel(rules, "term:offense", "before", "term:defense")
              if e["part"] == "declaring a Loser revolt"]
    assert revolt and _sections(revolt) == {"15.3"}
    assert rules.before("Loser", "Insect").verdict == "yes"
    assert [step[0] for step in rules.order("more.15.3.revolt-order")] == ["offense", "defense"]


# --- 15.4 the principle --------------------------------------------------------

def test_silenced_deals_fail_and_plain_cards_pass(rules):
    assert rules.blocks("Silencer", "term:deal").verdict == "yes"
    for card in ("card:Attack", "card:Compromise", "card:Reinforcement"):
        assert rules.blocks("Silencer", card).verdict == "no"


# --- 15.5 abuse --------------------------------------------------------------------

def test_schizoid_needs_three_external_bases(rules):
    value, _rule, cits = rules.param_rule("schizoid_min_external_bases", "mayfair")
    assert value == 3 and cits[0].section == "15.5"


def test_exactly_three_powers_open_to_abuse(rules):
    assert sorted(rules.param("abuse_powers", "mayfair")) == ["Force", "Judge", "Witch"]
    flagged = sorted(rules.node(n)["id"] for n in rules.nodes("power")
                     if "yes" in rules.node(n)["attrs"].get("open-to-abuse", []))
    assert flagged == ["Force", "Judge", "Witch"]


def test_nothing_from_14_or_15_is_left_as_plain_rule_blocks(rules):
    leftovers = [n for n in rules.nodes("rule") if rules.node(n)["id"].startswith(("more.14.", "more.15."))]
    assert leftovers == []


# --- cards the rulings lean on (Simply Cosmic, FFG Additional Rules) --------------

@pytest.mark.parametrize("name, card_type", [
    ("Kicker", "kicker"), ("Reinforcement", "reinforcement"), ("Flare", "flare"),
    ("Keeper", "edict"), ("Plague", "edict"), ("Sanity", "edict"), ("Mobius Tubes", "edict"),
    ("Warp Break", "edict"), ("Cosmic Zap", "artifact"), ("Comet", "destiny"),
    ("Colourless cone", "destiny"), ("Attack", "encounter"), ("Compromise", "encounter"),
    ("Negotiate", "encounter"), ("Morph", "encounter"), ("Vampire Flare", "flare"),
    ("Void Flare", "flare"),
])
def test_card_nodes(rules, name, card_type):
    node = rules.resolve_name(name, kinds=("card",))
    assert node, name
    assert rules.node(node)["attrs"]["type"] == [card_type]
    assert rules.node(node)["citations"]


def test_compromise_and_negotiate_are_the_same_card(rules):
    edges = _rel(rules, "card:Compromise", "same-as", "card:Negotiate")
    assert edges
    assert rules.node("card:Morph")["editions"] == ["ffg"]


def test_what_a_cosmic_zap_cannot_stop(rules):
    for power, stoppable, not_stoppable in (
            ("Warrior", "adding its tokens to its total", "gaining tokens on its sheet"),
            ("Zombie", "saving its own ships from the warp", "freeing other players' ships in a deal")):
        assert stoppable in {e["part"] for e in _rel(rules, "card:Cosmic-Zap", "affects", power)}
        cannot = _rel(rules, "card:Cosmic-Zap", "does-not-affect", power)
        assert not_stoppable in {e["part"] for e in cannot}
        assert {c["section"] for e in cannot for c in e["citations"]} == {"Zapping Powers"}


def test_flare_halves(rules):
    flare = rules.node("card:Flare")["attrs"]
    assert "another power" in flare["wild"][0] and "lost" in flare["wild"][0]
    assert "your own power" in flare["super"][0]
