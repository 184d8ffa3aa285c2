"""Shared fixtures: one Oracle per session (the rules compile once)."""
from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def oracle():
    from resolver import Oracle
    return Oracle(edition="mayfair")


@pytest.fixture(scope="session")
def rules(oracle):
    return oracle.rules


@pytest.fixture(scope="session")
def ruled(oracle):
    """Ask a question and check its ruling: the verdict and, where given, a deciding section among
    the citations; a verdict of None (a wrong yes before) asks for anything but yes. Returns the answer."""
    def check(question: str, edition: str, verdict: str | None, section: str | None = None):
        answer = oracle.ask(question, edition)
        if verdict is None:
            assert answer.verdict != "yes", answer.answer
            return answer
        assert answer.verdict == verdict, answer.answer
        assert section is None or section in {c["section"] for c in answer.citations}, answer.citations
        return answer
    return check


@pytest.fixture(scope="session")
def vocab(rules):
    """The rules' vocabulary as the question reader sees it (a module may define its own)."""
    from resolver.ask.vocab import vocabulary_for
    return vocabulary_for(rules)


#: whole modules that take minutes (soak runs, headless Chromium, Schemathesis, rules recompiled
#: per case): marked ``slow`` here, in one place, so ``pytest -m "not slow"`` is the quick path.
#: (test_bench.py marks its own slow tests: those that run ``resolver bench --quick``.)
SLOW_MODULES = {"test_soak_serve.py", "test_soak_play.py", "test_http_schemathesis.py",
                "test_browser.py", "test_fuzz_house_rules.py"}


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.path.name in SLOW_MODULES:
            item.add_marker(pytest.mark.slow)
