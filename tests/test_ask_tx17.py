"""Open questions (what do I do / how / why) answered by a rule's words, not by a number, a list or
one of two alternatives (issue 13, helper tx17). Each expectation was written from the seed text (the
comment names the deciding sentence) before the code ran."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_what_to_do_the_first_time_on_a_moon_is_the_moon_rule_not_an_order(oracle) -> None:
    # MCE 13.4: a player placing a base on a Moon for the first time must take that Moon piece at
    # once and read it. "the first time" is no order of players to give.
    assert_ruled(oracle, "What does a player have to do the first time it places a base on a Moon?", "mayfair",
                 "text", "13.4")


def test_how_to_settle_who_resolves_first_is_the_timing_rule_in_words(oracle) -> None:
    # SC Timing Conflicts: contradictory effects at once resolve non-main players first, then the
    # offensive, then the defensive main player; "how do we settle …" asks for that rule, not one role
    assert_ruled(oracle, "Both main players use contradictory powers at once. How do we settle who resolves first?",
                 "mayfair", "text", "Timing Conflicts")


def test_how_to_tell_an_optional_power_is_no_choice_between_the_two(oracle) -> None:
    # SC Description of Alien Power Cards: some powers are automatic, others optional, and optional
    # ones say "may" or "can": the rule answers "how can I tell", not one of the two words
    assert_ruled(oracle, "How do I know if an alien power is automatic or optional?", "mayfair", "text",
                 "Description of Alien Power Cards")


def test_a_ruling_stated_only_under_an_option_belongs_to_that_option(oracle) -> None:
    # MCE 7.0: the colourless cones are special Destiny cards a group may add to the deck (an option);
    # a ruling every claim of which is stated under that option is an optional rule, which an open
    # question that does not bring the cones in is not answered by
    from resolver.ask.procedures import optional
    assert "colourless-cones" in optional(oracle.rules.node("policy:amb.colourless-self-options"))
    # SC Regular Destiny Card: turning up one's own colour gives a choice (next card, regain, eliminate)
    assert_ruled(oracle, "I drew my own colour. What options do I have?", "mayfair", "text", "Regular Destiny Card")
