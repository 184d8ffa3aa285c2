""""get" + a verb ("got lost", "get discarded", "get dealt") is a passive: the verb after the
light verb is the action asked about, the light verb only tried after it."""
from __future__ import annotations

import pytest

from resolver.ask.frame import read


@pytest.mark.parametrize(("text", "action"), [
    ("Do my ships get lost if the deal fails?", "lose"),
    ("Do allies get zapped?", "zap"),
    ("How many flare cards does each player get dealt at setup?", None),   # whichever verb "dealt" is
])
def test_light_verb_before_a_verb_is_its_auxiliary(vocab, text: str, action: str | None) -> None:
    found = [s for p in read(vocab, text).parts for s in p.found if s.category in ("action", "predicate")]
    assert found and found[0].word != "receive" and found[0].end - found[0].start == 2, found
    assert action is None or found[0].word == action
    assert "receive" in found[0].alts


def test_light_verb_with_an_object_stays_the_verb(vocab) -> None:
    found = [s.word for p in read(vocab, "Do I get a card as consolation?").parts for s in p.found]
    assert "receive" in found


@pytest.mark.parametrize(("text", "actor", "obj"), [
    ("Does the deck get shuffled?", "player", "deck"),
    ("Can a power be zapped by the offense?", "offense", "power"),
])
def test_passive_subject_is_the_object(vocab, text: str, actor: str, obj: str) -> None:
    """A passive's subject is what is acted on; its actor the "by" phrase's role, else any player."""
    frames = read(vocab, text).parts[0].frames
    assert any(f.actor == actor and f.obj == obj for f in frames), frames


def test_passive_question_answered_from_the_rule(oracle) -> None:
    # Description of the Warp (Simply Cosmic): tokens in the warp may not take part in challenges
    assert oracle.ask("Can tokens in the warp be used in a challenge?", "mayfair").verdict == "no"


@pytest.mark.parametrize(("text", "action"), [
    ("Can I keep playing after my power is zapped?", "play"),
    ("Can I keep drawing destiny cards?", "draw"),
])
def test_continuing_verb_asks_the_verb_after_it(vocab, text: str, action: str) -> None:
    """"keep playing": what goes on is the -ing verb; nothing is kept, so "keep" is no act of its own."""
    found = [s for p in read(vocab, text).parts for s in p.found if s.category in ("action", "predicate")]
    assert found[0].word == action and "keep" not in found[0].alts, found
    assert not any(s.word == "keep" for s in found), found
