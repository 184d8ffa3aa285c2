""""No frame" shapes (helper nf16): a modal before the copula with two things and no other verb ("can a deal
be only promises?") asks what the first may hold (`modal-copula`, rulesdata/vocabulary_english.rules), and
the copula says the subject is that thing alone (`claimed.demanded_besides`). Expectations come from the
seed text, section named."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_a_deal_that_is_only_promises(oracle) -> None:
    # SC Situation C: "In all deals, at least one player must receive something beyond the promise to perform
    # an action": a deal that is promises alone is no deal
    assert_ruled(oracle, "May a deal be only promises?", "mayfair", "no", "Situation C")


def test_a_deal_that_is_a_card(oracle) -> None:
    # SC Situation C: "The deal can be for a specific card"
    assert_ruled(oracle, "Can a deal be a card?", "mayfair", "yes", "Situation C")


def test_a_clause_as_the_object(oracle) -> None:
    # `clause-object`: the clause after the verb is no unknown object word; a free choice ("wherever it likes")
    # asks nothing narrower, any other clause is left for the deciding claims to say
    from resolver.ask.frame import read_words
    from resolver.ask.vocab import vocabulary_for
    vocab = vocabulary_for(oracle.rules)
    part = read_words(vocab, "Can the offense still point the cone wherever it likes?").parts[0]
    assert [f.action for f in part.frames][:1] == ["point-cone-at"] and not part.unread
    part = read_words(vocab, "Does the offense pick who defends?").parts[0]
    assert part.frames and [" ".join(part.words[s.start:s.end]) for s in part.unread if s.category == "clause"] == ["who defends"]


def test_the_dictator_after_a_colourless_cone(oracle) -> None:
    # MCE 7.1: "The Dictator Alien Power may still direct the cone as it chooses, unless the description can be
    # applied to more than one player; in that case the Destiny card turned over is treated as a wild card"
    assert_ruled(oracle, "When a colourless cone card comes up, may the Dictator aim the cone wherever it likes?",
                 "mayfair", "depends", "7.1")


def test_a_card_dropped_is_played(oracle) -> None:
    # SC Reinforcement Cards: "any player involved in the challenge can play Reinforcements": one who is not
    # involved may not ("drop" is a player's word for playing a card, rulesdata/vocabulary_verbs.rules)
    assert_ruled(oracle, "I'm not in the challenge. Can I drop a Reinforcement on the defense?", "mayfair", "no",
                 "Reinforcement Cards")


def test_still_the_defender_of_a_lost_planet(oracle) -> None:
    # FFG Additional Rules, Losing Home Planets and Alien Powers: "Players defend their lost planets as normal but will
    # not have ships to add to their total" (`role-act`: being the defender is defending)
    assert_ruled(oracle, "My lost home planet gets attacked. Am I the defender there?", "ffg", "yes",
                 "Losing Home Planets and Alien Powers")


def test_an_adjective_of_ability(oracle) -> None:
    # FFG Additional Rules, Zapping Powers: "it cannot be zapped to stop the Zombie from freeing other players' ships as
    # part of a deal": "-able" on a vocabulary verb is "can be <verb>ed", said of the thing named before
    assert_ruled(oracle, "The Zombie frees another player's ships as part of a deal. Is that zappable?", "ffg",
                 "no", "Zapping Powers")
    from resolver.ask.vocab import vocabulary_for
    assert vocabulary_for(oracle.rules).match(["zappable"], 0, False).word == "zap"
