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
