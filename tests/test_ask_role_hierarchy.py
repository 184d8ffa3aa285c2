"""Actor and object read against the claims' is-a hierarchy of roles and things (issue 13, helper
ro13): a claim about a wider class answers a question about a narrower one, never the reverse, and a
question about *some* player is answered by a permission every role the claims give the act has.
Expectations come from the seed text, the deciding section named beside each.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled


@pytest.mark.parametrize("question, edition, verdict, section", [
    # More Cosmic 14.9: "Players may use Kicker cards after the Loser declares the revolt, but before
    # the Challenge cards are selected" (the claims: a main player may). "Somebody" asks whether some
    # player may, which the main players' permission answers
    ("The revolt has been declared by the Loser. May somebody still play a Kicker?", "mayfair", "yes", "14.9"),
])
def test_some_player_is_answered_by_the_roles_the_claims_give_the_act(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


def test_every_player_is_not_some_player():
    """More Cosmic 14.9 lets the main players play Kickers after the revolt: that says nothing of
    every player, so "every player" gets no yes from it."""
    from resolver import Oracle
    ans = Oracle().ask("The revolt has been declared by the Loser. May every player still play a Kicker?", "mayfair")
    assert ans.verdict != "yes"


@pytest.mark.parametrize("question, edition, verdict, section", [
    # More Cosmic 11.0: "Lucre may be spent only by a main player (the GO or the GD)". "I'm on defense"
    # names the speaker's role, the defense, a main player
    ("I am on defense this challenge. May I spend Lucre?", "mayfair", "yes", "11.0"),
    # Simply Cosmic (the defensive allies' rewards): "A winning defensive ally receives one card from the
    # Challenge Deck or one token from the warp for each token committed … The reward can be a combination
    # of cards and tokens." "Winning defensive ally here" names the speaker's role and states the defense
    # won; no reverse cone is named, so the cone is on its normal side
    ("Winning defensive ally here: may I take a card and a token from the warp?", "mayfair", "yes", "Stage 5"),
])
def test_the_speaker_role_told_in_other_words(oracle, question, edition, verdict, section):
    assert_ruled(oracle, question, edition, verdict, section)


def test_our_allies_are_the_allies_of_the_speaker_role():
    """Simply Cosmic Stage 4: "A winning offensive ally gains a base along with the winning offensive main
    player"; Reverse Cone: "If the offensive main player wins, offensive allies return their tokens to their
    bases and receive rewards" instead. "We won on
    offense … our allies" are the offensive allies; the reverse cone named, the normal rule is not the
    answer."""
    from resolver import Oracle
    oracle = Oracle()
    ans = oracle.ask("We won on offense. Do our allies get a base on the planet as well?", "mayfair")
    assert ans.verdict == "yes"
    assert oracle.ask("We won on offense with the reverse cone face up. Do our allies get a base on the planet as well?",
                      "mayfair").verdict != "yes"


def test_a_role_named_is_narrowed_by_the_situation_told():
    """Simply Cosmic Stage 4: "A winning offensive ally gains a base along with the winning offensive main
    player." Allies asked about when the offense wins are the offensive allies the claims give that act in
    that situation; every such role agreeing, the permission answers yes."""
    from resolver import Oracle
    ans = Oracle().ask("When the offense wins the challenge, do allies get a base on that planet?", "mayfair")
    assert ans.verdict == "yes"
    assert "Stage 4" in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic Stage 5: "The defensive main player may also ask for allies" -- the offense is not alone
    ("can only the offense invite allies?", "mayfair", "no", "Stage 5"),
    # Simply Cosmic Stage 4: the offensive main player invites allies too -- the defense is not alone
    ("is the defense the only one who can invite allies?", "mayfair", "no", "Stage 4"),
    # Simply Cosmic Defensive Main Player: a defense with no Challenge card discards and draws 7 as well
    ("is it only the offense that can redraw a hand?", "mayfair", "no", "Defensive Main Player"),
    # Simply Cosmic Description of the Pre-Challenge Phase: every player may play pre-challenge cards
    ("can only the offense play cards in the pre-challenge phase?", "mayfair", "no",
     "Description of the Pre-Challenge Phase"),
])
def test_only_a_role_asks_whether_the_act_is_that_roles_alone(oracle, question, edition, verdict, section):
    """(helper on13) "only X" / "X the only one": no when the claims give the act to another role too."""
    assert_ruled(oracle, question, edition, verdict, section)


def test_a_pronoun_stands_for_the_thing_the_verbs_slot_takes(oracle):
    """(helper on13) "it" after "its set-aside card": the card regains nothing, so "it" is the Space Dust,
    whose regaining the claims speak of (More Cosmic 9.0: a set-aside card Space Dust played and lost
    with goes to the Destiny discard pile, it does not come back)."""
    from resolver.ask.claimed import first_decided
    from resolver.ask.question import understand
    q = understand(oracle.rules, "Space Dust played its set-aside card and lost. Does it get that card back?", "mayfair")
    frame, d = first_decided(oracle.rules, q.reading.parts[-1], "mayfair", q.reading.context)
    assert frame is not None and frame.actor == "hex:Space-Dust" and d.verdict in ("no", "depends")
