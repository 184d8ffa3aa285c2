"""Fuzzing the question parser: any text gets an Answer (or a clear QuestionError), quickly."""
from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ask = pytest.importorskip("resolver.ask")
if not hasattr(ask, "answer_question"):
    pytest.skip("Oracle.ask is not built yet", allow_module_level=True)

from resolver.answer import VERDICTS  # noqa: E402


def short(value) -> str:
    """A short test id for long parametrized inputs."""
    return repr(value)[:20]

FUZZ = settings(max_examples=150, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
#: the most CPU time a single question may take in-process (CPU, not wall-clock: the bound is
#: on the work a hostile question causes, not on how busy the machine is)
BOUND_S = 1.0
WORDS = ["does", "the", "Silencer", "stop", "block", "Dictator", "Will", "Insect", "copy", "Loser",
         "how", "many", "ships", "cards", "hand", "size", "who", "wins", "a", "tie", "?", "if",
         "attack", "08", "compromise", "negotiate", "with", "3", "allies", "and", "kicker", "x2",
         "Lucre", "moon", "flare", "edict", "ffg", "mayfair", "not", "Philanthropist", "Macron",
         "what", "happens", "when", "can", "-1", "99999999999999999999", "é", "\u202e", "\x00",
         "'", '"', "(", ")", "%", "{", "}", "[", "]", "\\", "\n", "\t"]


@pytest.fixture(scope="module")
def oracle(oracle):
    """The session oracle with its question indexes built: the bound is per question, and the
    one-off build on a first question (vocabulary, claim and nearest-claim indexes) is
    measured by ``resolver bench`` (load.*), not here."""
    oracle.ask("Does the Silencer stop the Dictator?")
    return oracle


def assert_answers(oracle, question: str, edition: str = "mayfair") -> None:
    """An Answer whose dict has the spec's shape, or a QuestionError (empty, too long)."""
    start = time.process_time()
    try:
        answer = oracle.ask(question, edition)
    except ask.QuestionError as exc:
        assert str(exc)
        assert not question.strip() or len(question) > ask.MAX_LENGTH
        return
    finally:
        assert time.process_time() - start < BOUND_S
    data = answer.to_dict()
    assert data["verdict"] in VERDICTS
    assert isinstance(data["answer"], str) and data["answer"]
    assert data["edition"] in ask.EDITIONS   # a question may name its edition
    if data["verdict"] != "unknown":
        assert data["citations"], f"{question!r}: a {data['verdict']} answer must cite"


@FUZZ
@given(st.text(max_size=300), st.sampled_from(["mayfair", "ffg"]))
def test_any_text_gets_an_answer(oracle, text, edition):
    assert_answers(oracle, text, edition)


@FUZZ
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=25).map(" ".join),
       st.sampled_from(["mayfair", "ffg"]))
def test_question_like_word_soup_gets_an_answer(oracle, text, edition):
    assert_answers(oracle, text, edition)


@pytest.mark.parametrize("question", ids=short, argvalues=[
    "Does the Silencer stop the Dictator?" + " really" * 300,
    "a" * 1999, "?" * 2000, "\x00" * 50, "\ud800 silencer", "Silencer " * 220,
    "(((((((((((((((((((((((((((((((((((((((((( Silencer", "9" * 1990, "Does the " + "é" * 1000,
])
def test_long_and_odd_questions_are_answered_within_the_bound(oracle, question):
    assert_answers(oracle, question)


@pytest.mark.parametrize("question", ids=short, argvalues=["", "   ", "x" * 1_000_000])
def test_empty_and_megabyte_questions_are_refused_clearly(oracle, question):
    start = time.process_time()
    with pytest.raises(ask.QuestionError):
        oracle.ask(question)
    assert time.process_time() - start < BOUND_S


def test_an_unknown_edition_is_refused_clearly(oracle):
    with pytest.raises(ValueError):
        oracle.ask("Who wins a tie?", "klingon")
