"""Open questions (what happens, what do I do) answered in words (issue 13, helper tx18). Each
expectation was written from the seed text (the comment names the deciding sentence) before the code
ran."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_what_happens_after_a_told_situation_is_the_rule_whose_claims_test_it(oracle) -> None:
    # MCE 13.4: "If a player removes all its ships from a Moon, it has deserted the base, which ends
    # every effect of the Moon (even if Continuing)." The question words the situation ("pull … off")
    # in words no rule uses; the claims testing `moon_deserted` name the rule.
    assert_ruled(oracle, "What happens if I pull my ships off a moon?", "mayfair", "text", "13.4")


def test_a_what_happens_question_is_never_answered_yes_or_no(oracle) -> None:
    # MCE 14.2: when the Chosen draws for divine intervention and a Kicker comes before a Challenge
    # card, the first Kicker applies to the Challenge card it will take. "What happens?" asks that
    # rule's words, not whether a Kicker is settled before a Challenge card (an order, yes/no).
    assert_ruled(oracle, "Kicker turns up first when the Chosen draws for divine intervention. What happens?",
                 "mayfair", "text", "14.2")
