"""Asking in plain words: a question in, a verdict with citations out.

    >>> from resolver import Oracle
    >>> answer = Oracle().ask("Does the Silencer stop the Dictator?")
    >>> answer.verdict, answer.citations[0]["section"]
    ('yes', '15.4')

The pipeline: :mod:`~resolver.ask.linker` finds the entities a question
names, :mod:`~resolver.ask.grammar` recognises what it asks (a pyparsing
grammar over the question's shape), and one answerer per kind of question
reads the rule graph: :mod:`~resolver.ask.relations` (yes/no/depends),
:mod:`~resolver.ask.values` (numbers and lists), :mod:`~resolver.ask.procedures`
(text, and ``unknown`` with the nearest rules by BM25) and
:mod:`~resolver.ask.situations` (totals, through the engine).
"""
from __future__ import annotations

from resolver.answer import Answer
from resolver.ask.compose import EDITION_NAMES
from resolver.ask.question import understand
from resolver.ask.router import route

MAX_LENGTH = 2000
EDITIONS = tuple(EDITION_NAMES)


class QuestionError(ValueError):
    """A malformed call: an empty or over-long question, an unknown edition."""


def validate(question: object, edition: str) -> str:
    """The question, stripped; raises :class:`QuestionError` when it cannot be asked."""
    if not isinstance(question, str):
        raise QuestionError(f"a question is a string, not {type(question).__name__}")
    if not question.strip():
        raise QuestionError("the question is empty")
    if len(question) > MAX_LENGTH:
        raise QuestionError(f"the question is {len(question)} characters long (at most {MAX_LENGTH})")
    if edition not in EDITIONS:
        raise QuestionError(f"edition must be one of {', '.join(EDITIONS)}, not {edition!r}")
    return question.strip()


def answer_question(oracle, question: str, edition: str) -> Answer:
    """Answer one question against the oracle's rule graph in the given edition."""
    text = validate(question, edition)
    ans = route(understand(oracle.rules, text, edition), oracle)
    ans.question = text                   # as asked, not as read again ("Starting Lucre?": "How much …")
    return ans


__all__ = ["MAX_LENGTH", "QuestionError", "answer_question", "validate"]
