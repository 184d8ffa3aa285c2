"""FFG yes/no questions whose rule is found but whose frame failed (issue 13, s5f): one test
per general cause fixed. Expectations come from the FFG Additional Rules (seed 002); the
section named is the one that states the rule.
"""
from __future__ import annotations

import pytest

from resolver.ask.question import understand


def _sections(answer) -> set[str]:
    return {c["section"] for c in answer.citations}


def test_an_english_word_is_never_a_misspelt_rules_word(oracle):
    """"again" is a closed-list English word: it is not read as "gain" (acquire)."""
    q = understand(oracle.rules, "Can I redraw again?", "ffg")
    assert all(s.word != "acquire" for p in q.reading.parts for s in p.found)


def test_a_pronoun_before_a_noun_is_its_determiner(oracle):
    """"those bars": the object is the bars, not the thing named before."""
    q = understand(oracle.rules, "The artifact is in my hand. Does it have those requirement bars?", "ffg")
    assert any(f.obj == "requirement-bar" for f in q.reading.parts[0].frames)


def test_this_thing_is_the_narrower_thing_named_before(oracle):
    """"a bystander colony … those ships": the ships are the bystander colony's."""
    q = understand(oracle.rules, "My bystander colony sits on the attacked planet. May I commit those ships?", "ffg")
    assert any(f.obj == "bystander" for f in q.reading.parts[0].frames)


def test_a_clause_right_after_a_noun_is_about_that_noun(oracle):
    """"the cards we were dealt go …": "dealt" is the noun's clause; the cards are the actor."""
    q = understand(oracle.rules, "Do the flares we got dealt go into the cosmic deck?", "ffg")
    assert q.reading.parts[0].frames and q.reading.parts[0].frames[0].actor == "card:Flare"


@pytest.mark.parametrize("question, verdict, section", [
    # Artifact Cards: single-use effects, discarded once played
    ("Are we allowed to reuse an artifact card?", "no", "Artifact Cards"),
    # Artifact Cards: like alien sheets, they carry bars giving what playing them needs
    ("Does an artifact card have requirement bars?", "yes", "Artifact Cards"),
    # Alien Sheets: a mandatory power must be used when its player is able to
    ("The orange bar on my sheet says mandatory. Can I decide not to use my power?", "no", "Alien Sheets"),
    # Alien Sheets: an optional power is used at its player's choice
    ("My power is optional. Must I use it whenever I can?", "no", "Alien Sheets"),
    # Bystanders: an ally may take ships, bystanders included, from its home or foreign colonies
    ("As an ally, may I take ships from my bystander colony?", "yes", "Bystanders"),
    ("I'm an ally. Can I commit ships from my home colonies?", "yes", "Bystanders"),
    # Losing Home Planets: ships cannot be returned to a lost planet
    ("I took the last ship off one of my home planets. Can I move ships back there?", "no",
     "Losing Home Planets and Alien Powers"),
    # FFG Overview Setup 5: the Flares received at setup are added to the cosmic deck
    ("Do the two Flares I received at setup go into the cosmic deck?", "yes", "Setup"),
    # The Colony Track: the marker moves up or down as foreign colonies are gained or lost
    ("I just lost one of my foreign colonies. Does my colony marker go down?", "yes", "The Colony Track"),
    # Losing Home Planets and Alien Powers: three home colonies again restore the power at once
    ("I have three home colonies again. Is my alien power restored?", "yes",
     "Losing Home Planets and Alien Powers"),
    # Losing Home Planets: removing the last ship from a home planet loses it
    ("I moved the last ship off a home planet of mine. Is that planet lost?", "yes",
     "Losing Home Planets and Alien Powers"),
])
def test_ffg_additional_rules_in_players_words(oracle, question, verdict, section):
    ans = oracle.ask(question, "ffg")
    assert ans.verdict == verdict and section in _sections(ans)
