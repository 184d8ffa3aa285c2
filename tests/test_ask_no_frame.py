""""No frame" readings (helper nf15): a verb phrase whose first word is in another person than the
vocabulary writes it ("does it *go first*" against the phrase "goes first": resolver/ask/vocab.py
`_persons`), a phrase's "are not" written as a contraction ("players who *aren't* main players"), and a yes from the nearest claim refused when the deciding claims' rule states the other
side of the moment the question asks (resolver/ask/nearest.py); a verb with nothing after it read in its
sense ("does the comet *count*", "does it *do anything*": apply; resolver/ask/frame.py `_intransitive`); "be"
after a modal opening a verb phrase ("can a deal *be for* a card"); a permission asked of its object alone
("*only* promises") answered no where the act must take a thing that is not it (`claimed.demanded_besides`). Expectations come from the seed text,
section named."""
from __future__ import annotations

from ask_assert import assert_ruled

from resolver.ask.vocab import Vocabulary


def test_a_verb_phrase_in_another_person() -> None:
    v = Vocabulary.from_entries([("predicate", "before", ("goes first",), ()),
                                 ("role", "non-main-player", ("players who are not main players",), ())])
    assert v.match(["does", "it", "go", "first"], 2).word == "before"
    assert v.match(["do", "players", "who", "arent", "main", "players", "go"], 1).word == "non-main-player"
    assert v.match(["go", "home"], 0) is None          # only phrases the vocabulary has


def test_non_main_players_go_first(oracle) -> None:
    # SC Timing Conflicts: "Any players who are not main players go first, … then the offensive main
    # player, and finally the defensive main player"
    assert_ruled(oracle, "In a timing conflict, do players who aren't main players go before the main players?",
                 "mayfair", "yes", "Timing Conflicts")


def test_no_reinforcement_before_the_reveal(oracle) -> None:
    # FFG Additional Rules, Reinforcement Cards: "After the main players reveal their encounter cards, every
    # player taking part in the encounter may play reinforcement cards": never yes before the reveal
    a = oracle.ask("Can reinforcements be played before the encounter cards are turned over?", "ffg")
    assert a.verdict in ("no", "unknown"), a.answer


def test_a_later_comet_does_nothing(oracle) -> None:
    # MCE 7.2: "draw a new card from the Destiny deck, ignoring any other Comets drawn"
    assert_ruled(oracle, "A comet came up, then a second comet before the colour. Does the second one do anything?",
                 "mayfair", "no", "7.2")


def test_a_verb_with_nothing_after_it_means_its_sense(oracle) -> None:
    # intransitive-sense (rulesdata/vocabulary_english.rules): "count" with no object is "apply";
    # with an object it is not read so ("can I count ships …" keeps no such verb)
    from resolver.ask.frame import read_words
    from resolver.ask.vocab import vocabulary_for
    vocab = vocabulary_for(oracle.rules)
    assert [f.action for f in read_words(vocab, "Does the Kicker still count?").parts[0].frames][:1] == ["apply"]
    assert "apply" not in {f.action for f in read_words(vocab, "Can I count ships on the next planet?").parts[0].frames}


def test_a_deal_for_a_specific_card(oracle) -> None:
    # SC Situation C: "The deal can be for a specific card, such as a Warp Break" ("be for" after a modal: include)
    assert_ruled(oracle, "Can the deal be for a specific card such as a Warp Break?", "mayfair", "yes", "Situation C")


def test_a_deal_of_promises_alone(oracle) -> None:
    # SC Situation C: "In all deals, at least one player must receive something beyond the promise to perform
    # an action" (exclusive-object words: a permission asked of its object alone)
    assert_ruled(oracle, "Can a deal include only promises?", "mayfair", "no", "Situation C")


def test_a_deal_of_cards_alone(oracle) -> None:
    # SC Situation C: "You can give your opponent cards or a base as part of a deal": cards are more than a promise
    assert_ruled(oracle, "Can a deal include only cards?", "mayfair", "yes", "Situation C")
