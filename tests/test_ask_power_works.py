"""Players ask whether a power still "works" / "functions": read as whether it may be used
(issue 13, helper sil). Expectations from More Cosmic Encounter 15.4, the Silencer's lists:
the Calculator and the Aura are on the blocked list, the Pacifist on the not-blocked list."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question,verdict", [
    ("The Calculator got silenced. Does the Calculator still work?", "no"),
    ("Aura is silenced. Does the Aura still function?", "no"),
    ("The Pacifist got silenced. Does the Pacifist still work?", "yes"),
])
def test_a_silenced_power_works_as_its_list_says(oracle, question, verdict):
    a = oracle.ask(question)
    assert a.verdict == verdict and "15.4" in {c["section"] for c in a.citations}


@pytest.mark.parametrize("question,verdict", [
    ("Silencer on the Aura: blocked?", "yes"),      # 15.4 blocked list
    ("Silencer on the Pacifist, blocked?", "no"),   # 15.4 not-blocked list
])
def test_a_pair_then_blocked_asks_whether_the_first_blocks_the_second(oracle, question, verdict):
    a = oracle.ask(question)
    assert a.verdict == verdict and "15.4" in {c["section"] for c in a.citations}
