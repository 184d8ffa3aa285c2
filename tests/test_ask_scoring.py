"""The set judge reads a value written another way as the same value, and nothing looser."""
from ask_scoring import same_value, section_key


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


def test_the_ffg_overviews_role_words_are_the_offense_and_defense():
    # glossary.md: the FFG Overview's attacker/defender are the offense/defense of the other texts
    assert same_value("offense", "the attacker") and same_value("the defender", "defense")
    assert same_value("the defense's ally", "the defender's ally")
    assert not same_value("offense", "the defender")


def test_an_ffg_phase_named_as_a_phase_is_its_numbered_heading():
    # FFG Overview heads its encounter phases "1. Regroup" … "7. Resolution"
    assert section_key("Reveal Phase") == section_key("6. Reveal")
    assert section_key("resolution phase") == section_key("7. Resolution")
    assert section_key("Reveal Phase") != section_key("7. Resolution")
    assert section_key("7.0") == "7.0" and section_key("Stage 5") == "stage 5"


def test_a_section_written_with_its_title_is_its_number_or_short_heading():
    # interfaces.md: a section is its number ("11.0") or, unnumbered, its heading ("Stage 8");
    # More Cosmic Encounter heads 11.0 "Lucre", Simply Cosmic heads Stage 6 with a sentence
    assert section_key("11.0 Lucre") == section_key("11.0")
    assert section_key("14.10 Mirror Alien Power") == "14.10" != section_key("14.1 Cavalry")
    assert section_key("Stage 6. Players accept or decline alliance invitations.") == "stage 6"
    assert section_key("Stage 10. End of challenge.") != section_key("Stage 1")
    assert section_key("Situation A. Both Main Players Played Attack Cards") == "situation a"
    assert section_key("Reverse Cone") == "reverse cone" and section_key("6. Reveal") == "reveal"
