"""Shared assertion for players'-question tests: a verdict and the section that decides it."""
from __future__ import annotations

#: marks "value not checked" (None is a value an answer may be asserted to have: no value)
_ANY = object()


def cited_sections(answer) -> set[str]:
    """The sections an answer cites, as text."""
    return {str(c["section"]) for c in answer.citations}


def assert_ruled(oracle, question: str, edition: str, verdict: str, section: str, value=_ANY) -> None:
    """The question gets the verdict (and the value, when one is given: ``None`` for none), citing
    the deciding section."""
    ans = oracle.ask(question, edition)
    assert ans.verdict == verdict, (question, ans.verdict, ans.answer)
    if value is not _ANY:
        assert ans.value == value, (question, ans.value, ans.answer)
    assert section in cited_sections(ans), (question, ans.citations)
