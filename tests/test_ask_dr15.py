"""Decided but refused, and acts missing from the vocabulary (issue 13, helper dr15): "end up with" is
`have` (rulesdata/vocabulary_verbs.rules); a pronoun after a preposition ("on *it*") stands for the
thing named before, which the deciding claims must then speak of (resolver/ask/frame.py); an act left
out ("flares *that change the result*") is said when a claim of the deciding rule gives that act to
the asked thing (resolver/ask/claimed.py, `phrases_cover`). Expectations come from the seed text."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

ROWS = [
    # MCE 9.0 Gas Giant: "Other players may have more than one base on the Gas Giant, shown by separate
    # stacks of ships left after different Challenges"
    ("Could another player wind up with three bases on the Gas Giant?", "mayfair", "yes", "9.0"),
    ("My friend plays the Gas Giant. Can I end up with two bases on it?", "mayfair", "yes", "9.0"),
    # SC Situation A: once both Attack cards are revealed, "players may play Flares, Edicts and
    # Reinforcements which may affect the results"
    ("After the Attack cards are revealed, may players still play Edicts that change the result?", "mayfair",
     "yes", "Situation A"),
    # MCE 14.7 Gambler: it "may keep its Kicker card, if any, secret together with the Challenge card it
    # plays, and may lie about both" ("it" is the Kicker, not the Gambler asking)
    ("As the Gambler, may I keep my Kicker secret and lie about it?", "mayfair", "yes", "14.7"),
    # MCE 15.4: under the Silencer "every attempt to reach an agreement automatically fails"
    ("While the Silencer is in play, can two players reach an agreement?", "mayfair", "no", "15.4"),
    # SC Situation C: when both play Compromise, "all tokens on the cone return to their owners' bases before
    # the deal is made" (a plural possessive says whose bases; going back to a place is returning)
    ("Both played Compromise. Do the tokens on the cone go back to their owners' bases first?", "mayfair", "yes",
     "Situation C"),
    # SC Description of the Pre-Challenge Phase: "You may not draw a new hand except during the pre-challenge
    # phase", and running out of Challenge cards before Stage 7 ends the turn
    ("I'm halfway through my challenge and have run out of Challenge cards. May I draw a new hand?", "mayfair",
     "no", "Description of the Pre-Challenge Phase"),
    # MCE 14.22 Void: the Wild Void is not limited to planets, "it may also remove a Moon from the game" (a verb
    # phrase holding its object gives way to the particle after it: take ... out)
    ("Could the Void flare take a Moon out of the game instead of a planet?", "mayfair", "yes", "14.22"),
    # MCE 7.0: at setup the Comets and colourless cones are shuffled and one per player is put into the Destiny
    # deck "at random": nobody picks them
    ("When we add the Comets and colourless cones, may we choose which ones go into the Destiny deck?", "mayfair",
     "no", "7.0"),
    ("Can we hand-pick the Comets that go into the Destiny deck?", "mayfair", "no", "7.0"),
    # MCE 13.5: "Once occupied, a Moon is treated as a base in all respects", with three exceptions ("an
    # ordinary base" asks for the plain kind: a word that narrows nothing the claim must say)
    ("Does an occupied Moon count as an ordinary base?", "mayfair", "yes", "13.5"),
    # MCE 15.2: the Will "may enter a Challenge with the colour of its choice regardless of the Assassin's colour"
    ("Is the Will free to choose its colour whatever the Assassin hit?", "mayfair", "yes", "15.2"),
    # SC Stage 6: to accept an invitation a player places one to four of its tokens "taken from any of your bases"
    ("As an ally, may I use tokens from an external base?", "mayfair", "yes", "Stage 6"),
]


@pytest.mark.parametrize(("question", "edition", "verdict", "section"), ROWS)
def test_dr15_rows(oracle, question: str, edition: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, edition, verdict, section)


def test_a_plain_word_does_not_stand_for_a_special_card(oracle) -> None:
    # MCE 15.4: under the Silencer, "normal play of cards that require no explanation is allowed", while the
    # Plague (a choice to make) is forbidden: "a normal card" is no Plague, so the Plague's ban is no answer
    a = oracle.ask("I'm silenced. Can I still play a normal card that needs no explanation?", "mayfair")
    assert a.verdict != "no", a.answer


def test_a_pronoun_for_a_thing_no_claim_names_leaves_it_open(oracle) -> None:
    # SC How To Win: all of a player's tokens on one planet are one base; only MCE 9.0 lets a player hold
    # several on the Gas Giant. "it" standing for another hex (the Rosette, 9.0: six planets, nothing about
    # several bases of one player) must not be answered by the Gas Giant's rule
    a = oracle.ask("My friend plays the Rosette. Can I end up with two bases on it?", "mayfair")
    assert a.verdict != "yes", a.answer
