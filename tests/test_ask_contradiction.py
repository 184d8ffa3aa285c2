"""A yes/no question whose premise contradicts what a rule's claim says in its own words is
answered `no` from that claim (resolver/ask/nearest.py, `contradicted`); a `depends` on an edict,
flare or power the question does not name holds without it (`_absent`). Expectations come from
the seed text, section named."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize(("question", "verdict", "section"), [
    # MCE 10.0: after each challenge the limbo marker moves to the next section *clockwise*
    ("does the limbo marker move counterclockwise at the end of every challenge?", "no", "10.0"),
    ("so the limbo marker moves counterclockwise, right?", "no", "10.0"),
    ("does the limbo marker move clockwise at the end of every challenge?", "yes", "10.0"),
    # MCE 9.0 Gas Giant: it withdraws ships after allies declare, *before* cards are selected
    ("can the Gas Giant withdraw tokens after cards are chosen?", "no", "9.0"),
    ("can the Gas Giant withdraw tokens before cards are chosen?", "yes", "9.0"),
    # MCE 9.0 Rosette: the Anti-Matter is named, not a reversed word ("anti matter")
    ("Anti-Matter is attacking the Rosette. Doesn't the Rosette have to add its adjacent ships?", "no", "9.0"),
    # SC Description of Flares and Edicts: discard them after they are played (the Keeper
    # edict, MCE 14.18, is the exception the question does not bring in)
    ("Can I keep a flare once I've played it?", "no", "Description of Flares and Edicts"),
    ("may I keep an edict after playing it?", "no", "Description of Flares and Edicts"),
])
def test_contradicted_premise(oracle, question: str, verdict: str, section: str) -> None:
    a = oracle.ask(question, "mayfair")
    assert a.verdict == verdict, a.answer
    assert section in {str(c["section"]) for c in a.citations}


def test_named_exception_still_depends(oracle) -> None:
    # MCE 14.18: with the Keeper edict named the exception is in the question: not "no"
    a = oracle.ask("I played the Keeper edict. Can I keep a flare after I play it?", "mayfair")
    assert a.verdict != "no"


def test_tag_is_not_a_side(oracle) -> None:
    # "…, right?" is a tag: it does not oppose a rule's "left" (FFG Overview, The Game Turn:
    # turns pass to the left)
    from resolver.ask.nearest import _other_side
    from resolver.ask.question import understand
    q = understand(oracle.rules, "the turn passes to the left, right?", "ffg")
    claims = [c for c in oracle.rules.claims.claims if c.action == "passed-left"]
    assert claims and all(_other_side(q, c) is None for c in claims)


@pytest.mark.parametrize(("question", "edition", "verdict", "section"), [
    # SC Loss of an Alien Power: at least three bases in its own system again -> the power is back
    ("I have 3 home bases again. Do I get my power back?", "mayfair", "yes", "Loss of an Alien Power"),
    # FFG Additional Rules: three or more home colonies again -> the alien power is regained
    ("I have 3 home colonies again. do I get my alien back?", "ffg", "yes", "Losing Home Planets and Alien Powers"),
    # the count settles a claim the open depends does not hold (Sanity's): SC Loss of an Alien
    # Power, fewer than three bases in its own system -> the power cannot be used
    ("I'm down to 2 home bases. Can I use my power?", "mayfair", "no", "Loss of an Alien Power"),
    # SC Setup: with fewer than four players the destiny cards of unplayed colours come out
    ("There are only 3 of us. Do we remove the destiny cards of the colours nobody plays?", "mayfair",
     "yes", "Setup"),
])
def test_counted_condition(oracle, question: str, edition: str, verdict: str, section: str) -> None:
    # a number the question gives for what a condition counts settles the depends
    a = oracle.ask(question, edition)
    assert a.verdict == verdict, a.answer
    assert section in {str(c["section"]) for c in a.citations}


def test_fewer_than_the_count_is_not_yes(oracle) -> None:
    # SC Loss of an Alien Power: with 2 home bases the power is not back
    assert oracle.ask("I am down to 2 home bases. do I get my power back?", "mayfair").verdict != "yes"


@pytest.mark.parametrize(("question", "edition", "section"), [
    # FFG Overview, The Game Turn: a turn has one or two encounters
    ("can a turn have four encounters?", "ffg", "The Game Turn"),
    # SC Overview of Play: one or two challenges in the challenge phase
    ("can I have three challenges in one turn?", "mayfair", "Overview of Play"),
    # FFG Overview, Setup: only one version of the Thief flare is used in a game
    ("may we put both versions of the Thief flare in the deck?", "ffg", "Setup"),
])
def test_more_than_a_stated_count(oracle, question: str, edition: str, section: str) -> None:
    a = oracle.ask(question, edition)
    assert a.verdict == "no", a.answer
    assert section in {str(c["section"]) for c in a.citations}


def test_a_count_within_is_not_no(oracle) -> None:
    # FFG Overview, The Game Turn: two encounters is within "one or two"
    assert oracle.ask("can I have two encounters in one turn?", "ffg").verdict != "no"
