"""Word classes the asking clause left unread (issue 13, helper uf17): a universal quantifier joined by "of"
("every one of", "all of", "each of") takes the noun after it as the object and asks of more than one of it;
"whole"/"entire" before a noun narrow nothing; a comparative or superlative of a scale ("simpler", "more
complex") is one predicate per direction (rulesdata/vocabulary_english.rules, vocabulary_verbs.rules).
Expectations come from the seed text."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_every_one_of_asks_more_than_the_one_a_rule_requires(oracle) -> None:
    # MCE 7.0: at a reshuffle "take out the special card played most recently and put in another one";
    # replacing all of them is only allowed, for variety
    assert_ruled(oracle, "When the destiny deck gets reshuffled, do we have to replace each of the special destiny cards?",
                 "mayfair", "no", "7.0")


def test_all_of_them_may_be_replaced(oracle) -> None:
    # MCE 7.0: "players may instead replace all the special cards at each reshuffle"
    assert_ruled(oracle, "When the destiny deck gets reshuffled, can we swap out all of the special destiny cards?",
                 "mayfair", "yes", "7.0")


def test_entire_narrows_nothing(oracle) -> None:
    # SC Description of the Pre-Challenge Phase: with no Challenge card in hand, discard it and draw 7 new cards
    assert_ruled(oracle, "I'm the offense and hold no challenge cards. Must I discard my entire hand?",
                 "mayfair", "yes", "Description of the Pre-Challenge Phase")


def test_simpler_is_not_more_complex(oracle) -> None:
    # FFG Additional Rules, Alert Lamps: "Green represents less complex aliens ... red represents more complex aliens."
    assert_ruled(oracle, "Is a red-lamp alien one of the less complicated ones?", "ffg", "no", "Alert Lamps")
    assert_ruled(oracle, "Are green-lamp aliens the most complex ones?", "ffg", "no", "Alert Lamps")
    assert_ruled(oracle, "Are red aliens more complicated?", "ffg", "yes", "Alert Lamps")


def test_two_roles_ordered_in_the_asked_act(oracle) -> None:
    # MCE 11.0: "Spending follows the usual timing of the turn: in every phase the GO acts before the GD"
    assert_ruled(oracle, "With Lucre, does the defense spend its Lucre before the offense does?", "mayfair", "no", "11.0")
    assert_ruled(oracle, "With Lucre, does the defense spend its Lucre after the offense?", "mayfair", "yes", "11.0")


def test_an_order_of_roles_said_for_another_act_decides_nothing(oracle) -> None:
    # MCE 11.0 orders the GO before the GD in spending Lucre only; an order said of spending Lucre is no answer to
    # whether the defense may play flares before the offense
    a = oracle.ask("Can the defense play flares before the offense?", "mayfair")
    assert a.verdict not in ("yes", "no") or "11.0" not in [c["section"] for c in a.citations], a.answer


def test_all_before_the_object_asks_more_than_one(oracle) -> None:
    # MCE 7.0: at a reshuffle only the special card played most recently is taken out and replaced
    assert_ruled(oracle, "Is it mandatory to replace every special destiny card when the destiny deck is reshuffled?",
                 "mayfair", "no", "7.0")


def test_all_is_the_bare_act_for_claims_that_count_nothing(oracle) -> None:
    # SC A Player's Cards: "You may not discard cards unless specifically required to."
    assert_ruled(oracle, "Am I required to discard all of my cards?", "mayfair", "no", "A Player's Cards")


def test_comparatives_of_strength(oracle) -> None:
    # FFG Additional Rules, Alert Lamps: "aliens with green alert lamps can be as powerful as aliens with red alert lamps"
    assert_ruled(oracle, "Are red-lamp aliens more powerful than green-lamp aliens?", "ffg", "no", "Alert Lamps")
    assert_ruled(oracle, "Is a green-lamp alien weaker?", "ffg", "no", "Alert Lamps")
