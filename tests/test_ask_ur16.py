"""Words of the asking clause the frames left unread or dropped (issue 13, helper ur16): a pronoun stands for a
thing of its own number ("it" one thing, "them" a thing named in the plural), resolver/ask/frame.py; a word
widening the act's place ("anywhere") or narrowing the act ("only", "alone" not before a noun or a number) is
a word the deciding claims must say. Expectations come from the seed text."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_them_stands_for_the_plural_thing(oracle) -> None:
    # MCE 14.23 Worldships: "If this player has Comet cards in its special hand, it may use them in any
    # Challenge." ("them" is the Comets, not the hand they are in)
    assert_ruled(oracle, "Worldships keeps two Comets in its special hand. May it use them during any challenge?",
                 "mayfair", "yes", "14.23")


def test_only_is_a_word_the_claims_must_say(oracle) -> None:
    # MCE 14.23: the Comets may be used in *any* Challenge; the claim says nothing of "only its own", so a
    # reading that drops "only" must not answer yes
    a = oracle.ask("Worldships keeps Comets in its special hand. Can it use them only in its own challenges?", "mayfair")
    assert a.verdict != "yes", a.answer


def test_anywhere_is_a_word_the_claims_must_say(oracle) -> None:
    # SC Stage 1: the token taken from the warp goes onto one of the offense's bases, not any place at all
    a = oracle.ask("I took a token out of the warp. Can I put it anywhere?", "mayfair")
    assert a.verdict != "yes", a.answer


def test_as_a_role_after_my_thing_is_the_speakers_role(oracle) -> None:
    # "use *my power* as an offensive ally": the role after "as" is who the speaker is, not a role the power is
    # given ("choose any player as the defender" is), and it is read, not left for the claims to say
    from resolver.ask.question import understand
    part = understand(oracle.rules, "May I use my power as an offensive ally?", "mayfair").reading.parts[0]
    assert part.frames and part.frames[0].actor == "offensive-ally", [str(f) for f in part.frames]
    assert not [s for s in part.unread if s.category == "role"], part.unread
