"""ex23: a possessive role before a role names whose ("the attacker's *allies*": the allies are
asked, not the attacker); FFG compensation is drawn from the attacker's hand (FFG Overview 6. Reveal)."""
import pytest


@pytest.mark.parametrize("question", [
    "Is the defender allowed to invite the attacker's allies?",
    "Can the defender invite the offense's allies?",
])
def test_defender_may_invite_attackers_allies(oracle, question):
    # FFG Overview 4. Alliance: the defender may invite anyone but the attacker, even players the
    # attacker already invited; the ban on inviting the attacker is no ban on its allies
    answer = oracle.ask(question, "ffg")
    assert answer.verdict == "yes"
    assert "4. Alliance" in {c["section"] for c in answer.citations}


@pytest.mark.parametrize("question, verdict", [
    ("Is compensation taken from the attacker's hand?", "yes"),
    ("Are compensation cards drawn from the attacker's hand?", "yes"),
    ("Is compensation drawn from the cosmic deck?", "no"),
])
def test_compensation_comes_from_the_attackers_hand(oracle, question, verdict):
    answer = oracle.ask(question, "ffg")
    assert answer.verdict == verdict
    assert "6. Reveal" in {c["section"] for c in answer.citations}


def test_compensation_question_is_never_no_about_the_hand(oracle):
    # it was a wrong "no" from the claim that the cards do not come from the deck
    assert oracle.ask("Does compensation come from the attacker's hand?", "ffg").verdict in ("yes", "unknown")


def test_things_cited_index_answers_which_moon(oracle):
    # the per-graph index of the things a section's claims name (a speed change) keeps "which X" answers
    from resolver.ask.choice import _things_cited
    found = _things_cited(oracle.rules)
    assert found and all(isinstance(k, tuple) and len(k) == 2 for k in found)


def test_who_is_the_role_when_a_clause_follows(oracle):
    # MCE 13.3: the Moon's occupant is the defense. The verb after "when" tells the situation; it is
    # not the act "who" asks, so the answer is never the one who challenges (the offense)
    answer = oracle.ask("Who is the defense when someone challenges an occupied moon in my system?", "mayfair")
    assert answer.value != "offense"
