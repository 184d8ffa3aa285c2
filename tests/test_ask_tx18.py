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


def test_an_order_stated_only_under_an_option_does_not_answer_without_it(oracle) -> None:
    # SC Timing Conflicts: in a timing conflict, non-main players go first, "then the offensive main
    # player, and finally the defensive main player". MCE 11.0's order (the offense spends Lucre
    # first) holds only with the Lucre option, which the question does not bring in.
    assert_ruled(oracle, "Our powers clash. Does the defense go before the offense?", "mayfair", "no",
                 "Timing Conflicts")
    answer = oracle.ask("Our powers clash. Does the defense go before the offense?", "mayfair")
    assert "11.0" not in {c["section"] for c in answer.citations}


def test_a_rule_restated_word_for_word_in_another_section_cites_both(oracle) -> None:
    # SC Defensive Main Player: with no Challenge cards the defensive main player plays any legal
    # cards, discards and draws seven, "until you have one or more Challenge Cards"; SC Stage 7 says the
    # same of a defender with no Challenge card at the start of that stage. Either section answers.
    question = "As the defensive main player I hold no Challenge cards. What do I have to do?"
    assert_ruled(oracle, question, "mayfair", "text", "Defensive Main Player")
    assert_ruled(oracle, question, "mayfair", "text", "Stage 7")


def test_im_defending_names_the_speakers_role(oracle) -> None:
    # SC Defensive Main Player: the defensive main player with no Challenge cards discards, draws seven
    # and "continue[s] to play, discard and draw a new hand until you have one or more Challenge Cards".
    # "I'm defending" says the speaker is the defense (`role-act`: defense, defend), so the offense's
    # pre-challenge redraw is not the rule cited.
    answer = oracle.ask("I'm defending and my new hand still has no challenge card. Do I redraw again?", "mayfair")
    sections = {c["section"] for c in answer.citations}
    assert answer.verdict == "yes" and "Defensive Main Player" in sections, (answer.verdict, sections)
    assert "Description of the Pre-Challenge Phase" not in sections


def test_what_happens_when_a_thing_comes_up_is_its_rule_not_its_definition(oracle) -> None:
    # MCE 7.2: after a Comet, "Note the effect in force and draw a new card from the Destiny deck,
    # ignoring any other Comets drawn". "What happens when a comet is drawn?" asks that rule (the
    # claims testing `comet_drawn`), not what a Comet card is.
    assert_ruled(oracle, "What happens when a comet is drawn?", "mayfair", "text", "7.2")
