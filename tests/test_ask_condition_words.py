"""Situations players state in their own words reach the condition flags the claims test
(rulesdata/vocabulary_conditions.rules). Expectations come from the seed text, section named."""
from __future__ import annotations

import pytest

from resolver.ask.frame import read


@pytest.mark.parametrize(("text", "key", "wanted"), [
    # a one-word vocabulary phrase is read on its own
    ("Does the Rosette add its neighbours' ships when defending?", "defending", True),
    # the offense's successful first encounter, not the defense's win
    ("The offense won its first encounter. Can it have a second?", "first_encounter_successful", True),
    ("The defense won my first encounter. Do I get a second?", "first_encounter_successful", None),
    ("Can I have a second challenge after losing the first?", "first_lost", True),
    # FFG Overview, Starting the Turn: a hand without encounter cards, said as one adjective
    ("The attacker has an encounter-less hand. Must it reveal the cards?", "no_challenge_card", True),
])
def test_stated(vocab, text: str, key: str, wanted: bool | None) -> None:
    assert read(vocab, text).context.get(key) is wanted


def test_one_word_needs_the_vocabulary(vocab) -> None:
    # a claim's own "when" text needs three content words; only a vocabulary phrase written as
    # one word is read from one word
    conds = vocab.conditions
    assert any(c.key == "defending" and c.words == frozenset({"defend"}) for c in conds)
    assert all(len(c.words) >= 2 for c in conds if c.key == "first_lost")


def test_encounterless_hand_is_not_secret(oracle) -> None:
    # FFG Overview, Starting the Turn: an attacker without encounter cards reveals the rest of its
    # hand before discarding it, so "hands are secret" (Setup) may not decide a no here
    a = oracle.ask("Before I throw away my encounter-less hand, must I reveal it?", "ffg")
    assert a.verdict in {"yes", "depends", "unknown"}


@pytest.mark.parametrize(("question", "edition", "verdict"), [
    # Simply Cosmic, Stage 10 / the turn: losing the first challenge ends the turn
    ("Can I have a second challenge after losing the first?", "mayfair", "no"),
    # Simply Cosmic, Pre-challenge phase: no new hand except in the pre-challenge phase
    ("can I draw a new hand in the middle of a challenge when I run out?", "mayfair", "no"),
    # FFG Overview, Starting the Turn: the attacker without encounter cards reveals the rest
    ("when I redraw at the start of my turn do I have to show my remaining cards?", "ffg", "yes"),
    # FFG Overview, 7. Resolution: after the defense wins the turn passes on
    ("defense won my first encounter. do I get a second?", "ffg", "no"),
])
def test_answers(oracle, question: str, edition: str, verdict: str) -> None:
    ans = oracle.ask(question, edition=edition)
    assert ans.verdict == verdict, ans.answer


@pytest.mark.parametrize(("question", "verdict"), [
    # Simply Cosmic, Description of Flares and Edicts: a flare for a power other than one's own
    # gives only its Wild effect; the condition saying so denies flare_matches_power
    ("I hold somebody else's flare. May I use the Super half?", "no"),
    ("I hold somebody else's flare. May I use the Wild half?", "yes"),
])
def test_a_condition_that_denies_a_tested_flag_is_read(oracle, question: str, verdict: str) -> None:
    ans = oracle.ask(question, edition="mayfair")
    assert ans.verdict == verdict, ans.answer
    assert "Description of Flares and Edicts" in {c["section"] for c in ans.citations}
