"""A thing's name with a possessive read with any possessive (issue 13; docs/asking.md, "fr23"), and a thing
phrase running past a general name taken as the noun phrase's head. The expectations come from the seed
sentences the comments name; the phrasings are our own."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

from resolver.ask.vocab import vocabulary_for

CASES = [
    # SC How To Win: only bases outside the player's own home system count toward the five
    ("Does a colony inside his own planetary system count toward the five he needs?", "mayfair", "no", "How To Win"),
    ("Do bases in our home system count toward the five we need?", "mayfair", "no", "How To Win"),
    # FFG Overview, Game Objective: colonies on a player's own planets do not count toward the five
    ("Do colonies inside their own planetary system count toward the five?", "ffg", "no", "Game Objective"),
    # MCE 10.0 (Inverted Warp): lost ships all go to the one marked Limbo section, not each to its own colour's
    ("Do lost ships go into the Limbo section of their own colour?", "mayfair", "no", "10.0"),
    ("Are lost ships sent to the Limbo sections which match their own colours?", "mayfair", "no", "10.0"),
]


@pytest.mark.parametrize(("question", "edition", "verdict", "section"), CASES)
def test_fr23(oracle, question: str, edition: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, edition, verdict, section)


@pytest.mark.parametrize(("phrase", "word"), [
    ("a base on one of my own home planets", "home-base"),
    ("colonies at your planets", "home-base"),
    ("the section of my own colour", "own-colour-section"),
])
def test_any_possessive(oracle, phrase: str, word: str) -> None:
    words = phrase.split()
    found = vocabulary_for(oracle.rules).match(words, 1 if words[0] in ("a", "the") else 0, False)
    assert found is not None and found.word == word and found.end == len(words)


def test_name_before_a_longer_thing(oracle) -> None:
    from resolver.ask.question import understand
    reading = understand(oracle.rules, "Do lost ships go into the Limbo section of my own colour?", "mayfair").reading
    assert {f.obj for f in reading.parts[0].frames} == {"own-colour-section"}
