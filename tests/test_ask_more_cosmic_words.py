"""Players' words for More Cosmic Encounter rulings (issue 13, helper m2). Each expectation
is read from the seed text before running: More Cosmic Encounter 10.0 (Limbo), Simply Cosmic
How To Win, and what the Mayfair seed leaves unsaid (an empty Challenge Deck)."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question", [
    "An inverted cone destiny card comes up while we use limbo. Do any ships slip out of Limbo into the warp?",
    "a reverse cone gets drawn. do any ships fall from limbo into the warp?",
])
def test_no_ship_leaves_limbo_under_an_inverted_cone(oracle, question):
    # 10.0: "When an inverted cone is drawn, no ships pass into the Warp"
    a = oracle.ask(question)
    assert a.verdict == "no" and "10.0" in {c["section"] for c in a.citations}


def test_a_noun_phrase_after_an_article_is_no_verb(oracle):
    # "towards the win": victory, not the verb; How To Win: the aim is bases on other players' planets
    a = oracle.ask("Do bases in my own home system count towards the win?")
    assert a.verdict == "no" and "How To Win" in {c["section"] for c in a.citations}


def test_an_engine_assumption_decides_no_players_question(oracle):
    # the Mayfair seed covers reshuffling the Destiny deck only; the engine's practice for an
    # empty Challenge Deck is its own assumption ("the rules do not say"), not a ruling
    a = oracle.ask("the Challenge Deck ran out in our Mayfair game. do we reshuffle the discards?")
    assert a.verdict == "unknown"


@pytest.mark.parametrize("question,verdict,section", [
    # 15.1: "The Alien Powers with Artefacts are: Hurtz, Industrialist, Miser, Pentaform, Queue,
    # Schizoid, Symbiote, Terrorist, Warrior and Witch."
    ("Is the Zombie an artefact power?", "no", "15.1"),
    ("is the Warrior one of the artefact powers?", "yes", "15.1"),
    ("the Warrior, is that an artefact power?", "yes", "15.1"),
    # 15.5: "The Alien Powers still subject to abuse are: Force, Judge and Witch."
    ("Schizoid is still on the abusable list, isn't it?", "no", "15.5"),
    ("Is the Warrior on the abuse list?", "no", "15.5"),
    # 13.5: "Once occupied, a Moon is treated as a base in all respects, with the following exceptions"
    ("other than those exceptions, is a moon basically a normal base?", "yes", "13.5"),
])
def test_is_x_a_y_asks_its_kind(oracle, question, verdict, section):
    a = oracle.ask(question)
    assert a.verdict == verdict and section in {c["section"] for c in a.citations}, (a.verdict, a.citations)


def test_a_place_after_a_possessive_qualifies_the_noun_before_it(rules):
    # "a moon *in my own system*": the asked thing is the Moon (13.5 speaks of Moons in one's
    # own system), not the system
    from resolver.ask.question import understand
    part = understand(rules, "Does a moon in my own system count for keeping my power?", "mayfair").reading.parts[0]
    assert part.frames and part.frames[0].actor == "moon"


@pytest.mark.parametrize("question,verdict,section", [
    # 13.5: "A Moon occupied in one's own system counts as an internal base for keeping one's own Alien Power"
    ("Does a moon in my own system count for keeping my power?", "yes", "13.5"),
    # Simply Cosmic Stage 3: other players' tokens on the planet count for neither side
    ("do other players' tokens on the planet count for the defense?", "no", "Stage 3"),
])
def test_claims_restating_what_counts(oracle, question, verdict, section):
    a = oracle.ask(question)
    assert a.verdict == verdict and section in {c["section"] for c in a.citations}, (a.verdict, a.citations)


@pytest.mark.parametrize("question", [
    "can somone have more then one base on the gas giant?",
    "can I have two separate bases on the gas giant from two different challenges?",
])
def test_several_bases_on_the_gas_giant(oracle, question):
    # 9.0 Gas Giant: "Other players may have more than one base on the Gas Giant"
    a = oracle.ask(question)
    assert a.verdict == "yes" and "9.0" in {c["section"] for c in a.citations}, (a.verdict, a.citations)


@pytest.mark.parametrize("question,verdict", [
    # 15.4: the Silencer blocks the Magnet; it does not block the Laser
    ("Is the Magnet shut down by the Silencer?", "yes"),
    ("Is the Laser shut off by the Silencer?", "no"),
])
def test_a_passive_with_a_particle_names_its_agent(oracle, question, verdict):
    a = oracle.ask(question)
    assert a.verdict == verdict and "15.4" in {c["section"] for c in a.citations}, (a.verdict, a.citations)


def test_the_situation_told_picks_the_speakers_role(oracle):
    # Simply Cosmic Wild Destiny Card: the offense may challenge any system it likes; "I drew"
    # says the speaker is the offense, whose claims test the wild card drawn
    a = oracle.ask("I drew a wild. Can I attack any system I like?")
    assert a.verdict == "yes" and "Wild Destiny Card" in {c["section"] for c in a.citations}


def test_a_role_barred_outright_keeps_i_open(oracle):
    # 15.4: a silenced player may reach no agreement, so "we" may be silenced: no role is guessed
    a = oracle.ask("Silencer is in the game, and we both played compromise. Can we still make a deal?")
    assert a.verdict != "yes"


@pytest.mark.parametrize("question", [
    "In one challenge pink, tan and mint ships were all lost. Do they get split into Limbo sections by their colours?",
    "ships lost in one challenge - do they get split up into their own colour sections of limbo?",
])
def test_lost_ships_share_one_limbo_section(oracle, question):
    # 10.0: "All ships lost in a given Challenge go into the same coloured section of the Limbo,
    # regardless of that section's colour and of the colour of the ships"
    a = oracle.ask(question)
    assert a.verdict == "no" and "10.0" in {c["section"] for c in a.citations}, (a.verdict, a.citations)


@pytest.mark.parametrize("question", [
    "Does the timing icon on a moon tell me which phase I must reveal it in?",
    "does the icon on a moon tell me which phase I have to reveal it in?",
])
def test_a_moons_icon_does_not_time_its_reveal(oracle, question):
    # 13.4: the icon "serves to time its effects with respect to the turn; it does not determine
    # the phase in which the Moon must be revealed"
    a = oracle.ask(question)
    assert a.verdict == "no" and "13.4" in {c["section"] for c in a.citations}, (a.verdict, a.citations)


def test_a_deserted_moon_ends_its_continuing_effect(oracle):
    # 13.4: deserting "ends every effect of the Moon (even if Continuing)"
    a = oracle.ask("I deserted my moon. Does its Continuing effect keep running?")
    assert a.verdict == "no" and "13.4" in {c["section"] for c in a.citations}, (a.verdict, a.citations)
