"""Wrong yes/no answers of set 16 traced to their mechanism (issue 13, helper wy16b, thirteenth session).

Each expectation was written from the seed text (the comment names the deciding sentence) before
the code ran; the questions are rephrasings, not the set's own.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

M, F = "mayfair", "ffg"


@pytest.mark.parametrize("question", [
    "As the offense, may I decline to invite any allies?",
    "Can the offense choose not to invite anyone?",
])
def test_refusing_to_invite_is_leaving_out(oracle, question):
    # Simply Cosmic Stage 4: the offensive main player may leave some players out or invite no one
    # (it need not want allies). "Refuse / decline / choose not to invite" is leaving players out.
    assert_ruled(oracle, question, M, "yes", "Stage 4")


@pytest.mark.parametrize("question", [
    "Can the attacker launch without ships?",
    "May I launch without any ships at all?",
])
def test_launching_without_ships_is_no_permission(oracle, question):
    # FFG Overview, Phases of an Encounter / 3. Launch: the attacker puts 1 to 4 ships in the Gate,
    # so at least one. "Without ships" is no ships, not the plain permission to launch.
    ans = oracle.ask(question, F)
    assert ans.verdict in ("no", "unknown"), ans.answer


def test_silenced_player_plays_a_card_needing_no_explanation(oracle):
    # MCE 15.4: cards that need no explanation may be played normally by a silenced player; a card
    # needing a choice (the Plague is the example) is forbidden. "Needs no explanation" denies the
    # choice the Plague's ban tests, so that ban does not decide.
    assert_ruled(oracle, "I am silenced: can I play a card that needs no explanation?", M, "yes", "15.4")


def test_silenced_player_still_may_not_play_the_plague(oracle):
    # MCE 15.4: "the Edict Plague is the example" of a card forbidden to a silenced player.
    assert_ruled(oracle, "When silenced, can I still play the Plague?", M, "no", "15.4")
