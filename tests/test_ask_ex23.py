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


@pytest.mark.parametrize("question", [
    "Which moon is the one exception to the Pentaform's life stage change?",
    "Which moon is the exception in the Pentaform's life stage rule?",
])
def test_which_moon_from_the_cited_sections_claims(oracle, question):
    # MCE 14.12: bases on Moons do not count toward the Pentaform's change of life stage, except
    # Moon Base Omega. The rule's words name no Moon the reader links here, so the answer comes
    # from the claims of the section it cites (the per-graph index choice._things_cited)
    answer = oracle.ask(question, "mayfair")
    assert (answer.verdict, answer.value) == ("value", "Moon Base Omega")
    assert "14.12" in {c["section"] for c in answer.citations}
