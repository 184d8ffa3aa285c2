"""Yes/no questions whose frame is read but whose actor or object matched no claim (issue 13, helper
am14): a noun phrase's head before its modifiers, a claim about an unnamed power or hex passed over as
the nearest. Each expectation was written from the seed text (the comment names the deciding sentence)
before the code ran."""
from __future__ import annotations


def _sections(a) -> set[str]:
    return {str(c["section"]) for c in a.citations}


def test_other_colours_on_the_challenged_planet_are_not_at_risk(oracle) -> None:
    # SC Regular Destiny Card: "Other players' tokens on the planet are not at risk and are not involved
    # in the challenge." (the nearest claim must not be the Rosette's, a hex the question never names)
    a = oracle.ask("Are the yellow tokens on that tan planet at risk?", "mayfair")
    assert a.verdict == "no", a.answer
    assert _sections(a) & {"Regular Destiny Card", "Stage 3"}


def test_the_effect_of_an_intermittent_moon_retaken_later(oracle) -> None:
    # MCE 13.2 Intermittent: "If a player abandons the Moon and then reoccupies it, the effect takes
    # place again, unless this happens in the same Challenge in which it was abandoned."
    # "the effect" stands for the effect of the thing named before; "two turns later" is a later challenge
    a = oracle.ask("Intermittent moon: I left it and took it back two turns later. Does the effect happen again?", "mayfair")
    assert a.verdict == "yes", a.answer
    assert "13.2" in _sections(a)
    same = oracle.ask("Intermittent moon: I left it and took it back in the same challenge. Does the effect happen again?",
                      "mayfair")
    assert same.verdict == "no", same.answer


def test_both_stands_for_the_things_counted_before(oracle) -> None:
    # MCE 7.2: draw a new card "ignoring any other Comets drawn"; SC Comet: with more than one Comet for the
    # same challenge, only the first is used. "both" standing alone is the two Comets counted before it.
    for q in ("Two Comets turned up before a colour was drawn. Do both apply?",
              "We drew two comets for one challenge; do we apply both?"):
        a = oracle.ask(q, "mayfair")
        assert a.verdict == "no", (q, a.answer)
        assert _sections(a) & {"7.2", "Comet"}


def test_a_situation_told_narrows_the_asked_actor_and_object(oracle) -> None:
    # SC Stage 7: "Once both Challenge Cards are played face down, neither of them may be changed." The story
    # says both cards are down; "mine" is the card the situation names, and the claims of that situation are
    # the main player's about its Challenge card.
    a = oracle.ask("Both of our challenge cards are down on the table. Can I exchange mine now?", "mayfair")
    assert a.verdict == "no", a.answer
    assert "Stage 7" in _sections(a)


def test_decline_to_use_an_automatic_power(oracle) -> None:
    # SC Description of Alien Power Cards: "Some powers are automatic and are triggered by specific situations.
    # Other powers are optional allowing their player to decide when they should be used." "decline to use" is
    # declining; "it" is the power the situation told names.
    a = oracle.ask("My power is automatic. Can I refuse to use it this time?", "mayfair")
    assert a.verdict == "no", a.answer


def test_the_defenders_tokens_in_mayfair_words(oracle) -> None:
    # SC Stage 8 (Situation A): "If you win as the offensive main player, … Defensive tokens on the planet and
    # defensive allies' tokens on the cone's ring go to the warp." "the defender's tokens" is the Mayfair word
    # for the FFG "defender's ships".
    a = oracle.ask("The offense won the challenge. Do the defender's tokens on the planet go to the warp?", "mayfair")
    assert a.verdict == "yes", a.answer
    assert _sections(a) & {"Stage 8", "Situation A"}
