"""The set judge reads a value written another way as the same value, and nothing looser."""
from ask_scoring import same_value


def test_a_list_and_the_same_items_as_a_sentence_are_one_value():
    assert same_value(["Attack", "Negotiate", "Morph"], "Attack, Negotiate and Morph")
    assert same_value("the pre-challenge phase and the challenge phase",
                      ["pre-challenge phase", "challenge phase"])


def test_a_list_with_an_item_more_or_less_is_another_value():
    assert not same_value(["Attack"], "Attack and Negotiate")
    assert not same_value(["Attack", "Negotiate", "Morph"], "Attack and Morph")


def test_number_words_and_articles():
    assert same_value(4, "four") and same_value("offense", "the offense")
    assert not same_value(3, "four")
