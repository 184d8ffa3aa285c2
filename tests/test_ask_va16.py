"""Value questions (helper va16). Expectations from the seeds, decided before the code ran:

- Simply Cosmic, Source note: "Simply Cosmic has only 8 Alien Power Cards and 4 player colors".
- Simply Cosmic, Situation C: with no deal agreed within the minute, each main player loses three
  tokens to the warp (allies' tokens went home before the deal: they lose none).
"""
from __future__ import annotations

import pytest
from ask_scoring import same_value

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


@pytest.mark.parametrize("text,value,section", [
    # "X has N Y": a fact (`X is includes Y count N`) answers "how many Y does X have?"
    ("How many colours does Simply Cosmic have?", 4, "Source note"),
    ("How many Alien Power cards does Simply Cosmic have?", 8, "Source note"),
    # in a situation told, "we" are the roles the claims give a number for the act (not the allies)
    ("The two of us couldn't agree on a deal in time. How many tokens do we each lose?", 3, "Situation C"),
])
def test_a_number_the_claims_give(oracle, text, value, section):
    ans = oracle.ask(text, "mayfair")
    assert ans.verdict == "value" and same_value(ans.value, value), (text, ans.verdict, ans.value, ans.answer)
    assert section in {c["section"] for c in ans.citations}, ans.citations


@pytest.mark.parametrize("text", [
    # More Cosmic Encounter 7.1 / Simply Cosmic, Instructional Destiny Card: when the card's instructions fit
    # several players, the offensive main player chooses which of them it challenges
    "The colourless cone card fits two players. Who decides which of them is challenged?",
    "The colourless cone matches three players. Who decides which of them is attacked?",
])
def test_who_acts_is_the_one_role_the_claims_give_the_act_in_the_situation_told(oracle, text):
    ans = oracle.ask(text, "mayfair")
    assert ans.verdict == "value" and same_value(ans.value, "offense"), (text, ans.verdict, ans.value, ans.answer)
    assert "7.1" in {c["section"] for c in ans.citations}, ans.citations
