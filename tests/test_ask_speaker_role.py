"""Frames aligned with claims (issue 13, ao11). Who "I" is when a question names no role: the role a told situation makes
a player (``role silenced-player … isa silenced``), and a ban on a role no player in the told
situation can hold (``isa not-main-player``: an ally is never a main player)."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize(("question", "verdict", "section"), [
    # MCE 15.4: a silenced player may still play cards that need no explanation ...
    ("I'm silenced. Can I still just play an attack card normally?", "yes", "15.4"),
    # ... but every attempt at an agreement fails
    ("I got silenced. Can I make a deal?", "no", "15.4"),
    # MCE 14.9: Kickers may be played after the Loser declares its revolt (main players play
    # Kickers, 14.0; the ban on allies says nothing of the main players the revolt is about)
    ("The Loser just declared a revolt. Can we still play Kickers?", "yes", "14.9"),
    # MCE 13.3: the offense may challenge a Moon instead of a planet; "challenge a Moon" is the
    # act asked, no situation the deciding claim would have to test
    ("Can I challenge a moon instead of a planet?", "yes", "13.3"),
    # MCE 7.0: players may replace all the special destiny cards at each reshuffle; a claim about
    # the class (Comets and colourless cones) speaks of both kinds the question names
    ("Is it legal to replace ALL the comet/colourless cards at a reshuffle instead of only the last one?",
     "yes", "7.0"),
])
def test_speaker_role_from_situation(oracle, question: str, verdict: str, section: str) -> None:
    ans = oracle.ask(question, edition="mayfair")
    assert ans.verdict == verdict, ans.answer
    assert any(c.get("section") == section for c in ans.citations), ans.citations


def test_player_outside_the_challenge(oracle) -> None:
    # SC Description of Flares and Edicts: any player may play a flare, not only those in the challenge
    ans = oracle.ask("Can a player outside the challenge play a flare?", edition="mayfair")
    assert ans.verdict == "yes", ans.answer


def test_no_situation_no_role_guessed(oracle) -> None:
    # with no situation told, "I" may be an ally (barred, 14.0) or a main player: not decided
    assert oracle.ask("Can I play a Kicker?", edition="mayfair").verdict not in ("yes", "no")
