"""Value questions (issue 13, helper vt19): the kind of value asked read from the question, the value
taken from the claims whose object or number fills it. Each expectation was written from the seed text
(the comment names the deciding sentence) before the code ran; the phrasings are our own."""
from __future__ import annotations


def _sections(a) -> set[str]:
    return {str(c["section"]) for c in a.citations}


def test_how_many_with_its_noun_left_out_counts_what_the_story_counted(oracle) -> None:
    # MCE 14.20: the Edict Sanity "limits each player to the use of only one of its Alien Powers (if it
    # has more than one)". "How many can I use?" counts the powers the story counted ("two powers").
    for q in ("Sanity edict is played and the Binary has two powers. How many can it use?",
              "I hold two alien powers and the Sanity edict comes out. How many may I use?"):
        a = oracle.ask(q, "mayfair")
        assert a.verdict == "value" and a.value == 1, (q, a.answer)
        assert "14.20" in _sections(a)


def test_which_half_of_a_flare_is_the_kind_its_rule_is_about(oracle) -> None:
    # SC Description of Flares and Edicts: a Flare different from your power, or your power lost: "Wild";
    # the Flare that corresponds to your power: "Super". "Which half" asks one of the class's two kinds.
    for q, want in (("which flare half do I use for my own power?", "Super"),
                    ("I lost my power. Which half of my own flare can I use?", "Wild"),
                    ("My power is gone. Which flare half may I play?", "Wild")):
        a = oracle.ask(q, "mayfair")
        assert a.verdict == "value" and a.value == want, (q, a.value, a.answer)
        assert "Description of Flares and Edicts" in _sections(a)


def test_which_of_a_wide_class_is_no_member_guessed_from_one_rule(oracle) -> None:
    # FFG Overview: Attack, Negotiate and Morph are the encounter cards; a rule about one card (the
    # Reinforcement) cited for "which cards …" names no member of a class of many kinds.
    a = oracle.ask("Which cards count as encounter cards in FFG?", "ffg")
    assert a.value != "Reinforcement", a.answer


def test_how_many_things_are_in_a_place_asks_what_the_place_has(oracle) -> None:
    # MCE 9.0 Binary: "this player distributes its ships among the six planets"; Rosette: six planets in a
    # ring. "How many X are in Y?" asks what Y has, not a per-star split the rules never state.
    for q, want in (("how many planets are in the Binary system?", 6),
                    ("How many planets are there in the Rosette?", 6)):
        a = oracle.ask(q, "mayfair")
        assert a.verdict == "value" and a.value == want, (q, a.value, a.answer)
        assert "9.0" in _sections(a)


def test_a_number_the_rules_leave_unknown_is_no_wider_class_number(oracle) -> None:
    # MCE 9.0 Rings: "The central planet and each of the rings count as separate planets", the number of
    # rings never given: not the five planets of an ordinary home system.
    for q in ("how many planets are in the Rings hex?", "How many planets does the Rings hex have?"):
        a = oracle.ask(q, "mayfair")
        assert a.verdict == "unknown" and a.value != 5, (q, a.value, a.answer)
        assert "9.0" in _sections(a)


def test_a_value_headline_states_the_value() -> None:
    # issue 13: the page's headline for a value is a sentence that says it; a rule's first sentence that
    # does not name the value is led by it (MCE 13.0: the Cheese Moons are the silly ones)
    from web.pages import headline
    assert headline({"verdict": "value", "value": "Cheese Moons",
                     "answer": "A category of moon whose effects are silly. (MCE 13.0)"}) \
        == "Cheese Moons: A category of moon whose effects are silly."
    assert headline({"verdict": "value", "value": 1, "answer": "Sanity limits each player to one power. More."}) \
        == "Sanity limits each player to one power."
    assert headline({"verdict": "value", "value": "offense", "answer": "The offensive main player wins, 13 to 11."}) \
        == "The offensive main player wins, 13 to 11."
