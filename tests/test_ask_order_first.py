""""Who … first?" asks an order: one rule's actor is no answer unless the rule says "first".

Simply Cosmic Stage 4 has the offense invite its allies, Stage 5 then the defense; the FFG
Overview (4. Alliance) says the attacker announces its allies first.
"""
import pytest

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle()


@pytest.mark.parametrize("edition", ["mayfair", "ffg"])
def test_the_offense_invites_allies_first(oracle, edition):
    a = oracle.ask("who invites allies first?", edition)
    assert (a.verdict, a.value) == ("value", "offense")
    assert {"Stage 4", "4. Alliance"} & {c["section"] for c in a.citations}


def test_an_offered_pair_is_not_answered_from_the_later_stage(oracle):
    a = oracle.ask("Who invites allies first, the offense or the defense?", "mayfair")
    assert (a.verdict, a.value) == ("value", "offense")
    assert "Stage 4" in {c["section"] for c in a.citations}

