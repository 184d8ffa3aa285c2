"""What-happens / how / when questions answered by a rule's own words (issue 13, text answers).

Each expectation is taken from the seed text: the section that states the rule asked about.
"""
from __future__ import annotations

import pytest


def _sections(answer) -> set[str]:
    return {str(c["section"]) for c in answer.citations}


@pytest.mark.parametrize("question, section", [
    # Simply Cosmic, Description of Flares and Edicts: played any time in the phase their icons show
    ("when am I allowed to play a flare?", "Description of Flares and Edicts"),
    # More Cosmic 9.0: once the allies have declared, before the cards are chosen, the Gas Giant
    # may withdraw ships from the challenge
    ("when exactly can the Gas Giant pull ships out of a challenge against it?", "9.0"),
])
def test_words_saying_how_a_question_is_asked_need_no_rule(oracle, question, section):
    """"exactly", "allowed", "am" say how the question is asked: the rule need not use them."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == "text" and section in _sections(ans)


@pytest.mark.parametrize("question, edition, section", [
    # More Cosmic 9.0, Worldships: when the Destiny deck runs out it loses its unused cards
    # and draws three new ones ("ran" is the rules' "runs"; "I'm" is no word of the rules)
    ("The destiny deck ran out and I'm Worldships with 2 unused cards. What happens to them?", "mayfair", "9.0"),
    # FFG Additional Rules, No Encounter Cards in Hand: before cards are selected in Planning,
    # an offense left with no encounter cards ends its turn
    ("An alien power strips my last encounter card before cards are chosen in Planning, while I'm on "
     "offense. What happens?", "ffg", "No Encounter Cards in Hand"),
])
def test_contractions_and_irregular_past_tenses(oracle, question, edition, section):
    ans = oracle.ask(question, edition)
    assert ans.verdict == "text" and section in _sections(ans)


def test_a_runner_of_the_same_section_is_no_rival(oracle):
    """More Cosmic 9.0: the Gas Giant may withdraw ships after the allies declare; the rules
    near it (the optional hex rule citing 9.0 too) share its section, so the lead is clear."""
    ans = oracle.ask("I'm the Gas Giant and I'm being attacked. At what point can I pull ships out of the "
                     "challenge?", "mayfair")
    assert ans.verdict == "text" and "9.0" in _sections(ans)


@pytest.mark.parametrize("question", [
    "What does the Moon Base Omega moon actually do when you reveal it?",
    "what does Moon Base Omega actually do?",
])
def test_what_a_piece_does_is_unknown_when_the_sources_lack_its_text(oracle, question):
    """More Cosmic 14.12 names Moon Base Omega only as the Pentaform's exception; its effect
    text is in no source: what it does is unknown, its rule cited among the nearest."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == "unknown" and "14.12" in _sections(ans)


def test_what_a_piece_is_stays_text(oracle):
    """"What is Moon Base Omega?" is answered: the Moon piece the sources name (14.12)."""
    ans = oracle.ask("What is Moon Base Omega?", "mayfair")
    assert ans.verdict == "text" and "14.12" in _sections(ans)


def test_a_ruling_naming_powers_answers_a_general_question_by_a_clear_lead(oracle):
    """More Cosmic 15.1: artefact powers cannot be gained mid-game except through the Changeling
    or the Pentaform. The ruling names those powers; the question names none, and the ruling
    leads every rule of another section clearly."""
    ans = oracle.ask("Why can't you normally get an artefact power partway through the game?", "mayfair")
    assert ans.verdict == "text" and "15.1" in _sections(ans)


@pytest.mark.parametrize("question, section", [
    # More Cosmic 9.0: as the defense, after the cards are chosen and before they are revealed
    ("When exactly can Space Dust play its set-aside destiny card for the bonus?", "9.0"),
    # Simply Cosmic, Loss of an Alien Power: the power card is turned face down
    ("what do I do with my power card when I lose the power?", "Loss of an Alien Power"),
])
def test_a_moment_or_an_action_asked_is_no_parameter(oracle, question, section):
    """"When …?" asks a moment and "what do I do …?" an action: the bonus or the count of home
    bases the question also names is not the answer."""
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == "text" and section in _sections(ans)


def test_a_count_asked_is_not_answered_by_a_rule_without_a_number(oracle):
    """The FFG sources never say how many Cosmic Zap cards the deck holds (Additional Rules,
    Zapping Powers, says what it does): the rule's text is no count, so the answer is unknown
    with that rule first among the closest."""
    ans = oracle.ask("How many Cosmic Zap cards are in the FFG deck?", "ffg")
    assert ans.verdict == "unknown" and ans.citations[0]["section"] == "Zapping Powers"


@pytest.mark.parametrize("question, edition, section", [
    # Simply Cosmic Setup: the colour cut from the destiny pile plays first
    ("how do we work out who plays first?", "mayfair", "Setup"),
    # FFG Overview Setup: the first player is drawn from the destiny deck
    ("how do we work out who plays first?", "ffg", "Setup"),
])
def test_a_how_question_no_rule_covers_fully_gets_the_nearest_rule(oracle, question, edition, section):
    """A what-happens / how question no rule covers in full is answered by the words of the rule
    nearest it (issue 13's fallback: procedural text before an honest unknown)."""
    ans = oracle.ask(question, edition)
    assert ans.verdict == "text"
    assert section in {c["section"] for c in ans.citations}


def test_a_moment_asked_no_rule_covers_fully_gets_the_nearest_rule(oracle):
    """More Cosmic 14.23: the Worldships may use the Comets of its special hand in any challenge;
    a "when" question (a moment, no count) is open like a what-happens one."""
    ans = oracle.ask("when does the Worldships use its comets?", "mayfair")
    assert ans.verdict == "text"
    assert "14.23" in {c["section"] for c in ans.citations}
