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
def test_a_case_that_allows_it_answers_possible(ruled, question, edition, section):
    ruled(question, edition, "yes", section)


@pytest.mark.parametrize("question", [
    # Simply Cosmic, Description of Flares and Edicts: played only in the phases or stages their icons show
    "Am I allowed to play a flare in any stage at all, regardless of the icons on it?",
    "Can I play a flare irrespective of its icons?",
])
def test_a_case_of_the_kind_named_that_forbids_it_answers_no(ruled, question):
    ruled(question, "mayfair", "no", "Description of Flares and Edicts")


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
def test_a_claim_on_the_act_does_not_answer_its_escape(ruled, question):
    ruled(question, "mayfair", None)


def test_an_escape_after_another_verb_is_its_purpose(ruled):
    """Simply Cosmic, Stage 3: the defense defends with every token on the planet; "to keep them
    safe" is why the tokens would be pulled off, not what is asked."""
    ruled("Can the defender pull some tokens off the attacked planet to keep them safe?", "mayfair", "no", "Stage 3")
