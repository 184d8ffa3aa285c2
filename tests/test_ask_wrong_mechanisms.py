"""Wrong yes/no answers traced to their mechanism (issue 13, helper sf12, ninth session).

Each row's verdicts were read from the seed text before the fix ran (the deciding sentence is
named); where the fix only keeps a wrong verdict away, the row accepts `unknown` beside the
right one.
"""
from __future__ import annotations

import pytest

from resolver import Oracle

ROWS = [
    # MCE 15.5: for the powers kept in their open form (Force, Judge, Witch) players are advised to
    # agree limits before the game; "limits" inside the verb's phrase asks that verb, not a limit
    ("mayfair", "should we agree limits on the Judge before playing?", {"yes"}, "15.5"),
    ("mayfair", "can we agree on limits for the Witch before the game?", {"yes", "unknown"}, None),
    # MCE 15.2: the Assassin kills a ship of the colour drawn, whatever system or colour is then
    # attacked; "the Assassin's kill" is a noun, the asked verb is "depend on"
    ("mayfair", "does the Assassin's kill depend on who is attacked?", {"no", "unknown"}, None),
    ("mayfair", "does the Dictator's choice depend on the colour drawn?", {"no", "unknown"}, None),
    # FFG Overview 4. Alliance: the attacker "cannot invite the defender"; the defender "can invite any
    # player except the attacker": a permission asked for anyone at all meets that ban
    ("ffg", "can I invite anyone I want?", {"no", "unknown"}, None),
    ("ffg", "can the defense invite anybody it likes?", {"no", "unknown"}, None),
    # SC Stage 6 (Mayfair): a main player is never invited by its opponent
    ("mayfair", "can the offense invite anyone?", {"no", "unknown"}, None),
    # ... and a kind the question sets aside itself is no exception to it: the defender "can invite any
    # player except the attacker" (FFG Overview 4. Alliance)
    ("ffg", "can the defender invite anyone except the attacker?", {"yes", "unknown"}, None),
    ("ffg", "can the attacker invite anybody but the defender?", {"yes", "unknown"}, None),
    # MCE 11.0: Lucre may be spent only by a main player, and 10 Lucre discards a card from hand: "I"
    # with no role told may be that main player, so the ban on other players is no answer
    ("mayfair", "can I pay Lucre to discard a card?", {"yes", "unknown"}, None),
    ("mayfair", "can I spend Lucre?", {"depends", "unknown"}, None),
    ("mayfair", "I'm an ally, can I spend lucre?", {"no", "unknown"}, None),
    # ... but a power allowed to do what players in general may not is no role "I" may hold: SC Stage 9
    # discards the played Challenge cards
    ("mayfair", "Can I keep my attack card after the challenge?", {"no"}, None),
    # MCE 14.12: bases won on Moons do not count towards the Pentaform's change of life stage, the only
    # exception being the Moon "Moon Base Omega"; "is X the one moon that …" asks X, and the name
    # states the condition ("the Moon is Moon Base Omega") though the opening auxiliary is negated
    ("mayfair", "Isn't Moon Base Omega the one moon that does count for the Pentaform?", {"yes", "unknown"}, None),
    ("mayfair", "is Moon Base Omega the one moon that counts toward the Pentaform's life stages?", {"yes", "unknown"}, None),
    ("mayfair", "do moon bases count for the Pentaform's life stages?", {"depends", "no", "unknown"}, None),
    # FFG Overview 3. Launch: the attacker points the gate at one of the planets in the system the
    # Destiny card indicated; a planet *outside* that system is the other side of the rule's words
    ("ffg", "can I point the gate at a planet outside the defender's system?", {"no", "unknown"}, None),
    ("ffg", "can I point the gate at a planet in the defender's system?", {"yes"}, "3. Launch"),
]


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


@pytest.mark.parametrize(("edition", "question", "verdicts", "section"), ROWS, ids=[r[1][:50] for r in ROWS])
def test_no_wrong_verdict_by_mechanism(oracle, edition, question, verdicts, section):
    answer = oracle.ask(question, edition)
    assert answer.verdict in verdicts, (answer.verdict, answer.answer)
    if section is not None:
        assert section in [c["section"] for c in answer.citations]


#: yes/no questions written as statements or after a topic: never answered `text` or `value`
#: (issue 13's contract), whatever the verdict
POLAR = [
    ("mayfair", "So the offense always goes first in a timing conflict?"),
    ("ffg", "Attacker inviting the defender — allowed in FFG?"),
    ("ffg", "what's with the alert lamp — does it show how strong the alien is?"),
    ("ffg", "I played an attack 10 with 3 ships and they played a 6 with 4 ships, I win?"),
    ("mayfair", "I played compromise and they attacked, I lost 3 ships. I draw 3 cards from their hand?"),
    ("mayfair", "the defensive allies get a base when the defense wins?"),
]


@pytest.mark.parametrize(("edition", "question"), POLAR, ids=[r[1][:50] for r in POLAR])
def test_yes_no_never_text_or_value(oracle, edition, question):
    assert oracle.ask(question, edition).verdict in ("yes", "no", "depends", "unknown")


def test_statements_not_read_as_yes_no():
    # counts and bare topics with a question mark stay what they are (SC Setup: seven cards each)
    assert Oracle().ask("starting hand size?", "mayfair").verdict == "value"

