"""Shared assertion for players'-question tests: a verdict and the section that decides it."""
from __future__ import annotations


def cited_sections(answer) -> set[str]:
    """The sections an answer cites, as text."""
    return {str(c["section"]) for c in answer.citations}


def assert_ruled(oracle, question: str, edition: str, verdict: str, section: str) -> None:
    """The question gets the verdict, citing the deciding section."""
    ans = oracle.ask(question, edition)
    assert ans.verdict == verdict, (question, ans.verdict, ans.answer)
    assert section in cited_sections(ans), (question, ans.citations)
