"""Questions asked of some case or of every case (issue 13; coordinator, session 27): a ``depends``
whose cases split is ``yes`` when the question asks whether the act is *possible* in some case, and
``no`` when it asks whether the act holds *regardless of* a kind of case one of which forbids it.
Written from the seeds, rephrased; none is a probe or a set question."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, edition, section", [
    # Simply Cosmic, How To Win: players reaching their fifth external base together share the win
    ("Is it possible for two people to win together?", "mayfair", "How To Win"),
    # FFG Overview, Game Objective: several players may win together
    ("Is it possible for a few of us to win at once?", "ffg", "Game Objective"),
])
def test_a_case_that_allows_it_answers_possible(oracle, question, edition, section):
    answer = oracle.ask(question, edition)
    assert answer.verdict == "yes", answer.answer
    assert section in {c["section"] for c in answer.citations}


@pytest.mark.parametrize("question", [
    # Simply Cosmic, Description of Flares and Edicts: played only in the phases or stages their icons show
    "Am I allowed to play a flare in any stage at all, regardless of the icons on it?",
    "Can I play a flare irrespective of its icons?",
])
def test_a_case_of_the_kind_named_that_forbids_it_answers_no(oracle, question):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == "no", answer.answer
    assert "Description of Flares and Edicts" in {c["section"] for c in answer.citations}


def test_regardless_of_an_unrelated_kind_decides_nothing(oracle):
    """The case disregarded must be the kind the rule's cases differ by: "regardless of the weather" names
    none of a flare's cases, so no case answers for it."""
    answer = oracle.ask("Can I play a flare regardless of the weather outside?", "mayfair")
    assert answer.verdict != "no", answer.answer


@pytest.mark.parametrize("question", [
    # Simply Cosmic, Reverse Cone: only the rewards swap; losing allies still go to the warp, so the seed's
    # answer to each is no. The claims read the act ("go to the warp"), not its escape: they must not say yes.
    "If the reverse cone is in play, are the allies on the losing side spared from the warp?",
    "Are losing allies exempt from the warp when the reverse cone is used?",
])
def test_a_claim_on_the_act_does_not_answer_its_escape(oracle, question):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict != "yes", answer.answer


def test_an_escape_after_another_verb_is_its_purpose(oracle):
    """Simply Cosmic, Stage 3: the defense defends with every token on the planet; "to keep them
    safe" is why the tokens would be pulled off, not what is asked."""
    answer = oracle.ask("Can the defender pull some tokens off the attacked planet to keep them safe?", "mayfair")
    assert answer.verdict == "no", answer.answer
    assert "Stage 3" in {c["section"] for c in answer.citations}
