"""Yes/no verdicts that answered another frame than the one asked (issue 13, helper g9): an
obligation said as "stuck", a situation stated with "zero" or "both of us", a claim about
another act, object or side. Each expectation is read from the seed text before running (the
section is cited); where the fix only keeps a wrong verdict away, the row accepts ``unknown``.
"""
from __future__ import annotations

import pytest

from resolver import Oracle

#: (edition, question, verdicts accepted, a section the answer must cite or None)
ROWS = [
    # Simply Cosmic says nothing of hand secrecy; "the offense looks at its hand for a Challenge
    # card" (Description of the Pre-Challenge Phase) is about its own hand, not another's
    ("mayfair", "can I look at another player's hand?", {"unknown"}, None),
    # FFG Overview Setup (Starting Hands): look at your own cards, do not show them to others
    ("ffg", "can I look at another player's hand?", {"no"}, "Setup"),
    # SC Stage 7: each main player plays an Attack or Compromise card; what a silenced player may
    # still play (MCE 15.4) is no condition on a question that names no Silencer
    ("mayfair", "can I play an attack card?", {"yes", "unknown"}, None),
    # MCE 14.0: a main player may add a Kicker; the Laser's (14.8) and the Silencer's (15.4) rulings
    # are no conditions on a question that names neither
    ("mayfair", "can I play a kicker?", {"yes", "unknown"}, None),
    # MCE 15.2: the Will attacks any colour of the system whatever colour the Assassin hit
    ("mayfair", "Is the Will stuck attacking the colour the Assassin hit?", {"no"}, "15.2"),
    # FFG Additional Rules, No Encounter Cards in Hand: no second encounter after a won first one
    ("ffg", "Won my first encounter but my hand has zero encounter cards. Can I still have a second encounter?",
     {"no"}, "No Encounter Cards in Hand"),
    # SC Situation C: two Compromises make a deal or each loses 3 tokens; no consolation (Situation B
    # is Compromise against Attack)
    ("mayfair", "Does the defense get consolation when both of us played Compromise?", {"no", "unknown"}, None),
    # SC Reverse Cone: when the defense wins, its allies get a base on the defense's planet (not
    # the cards or tokens of the regular reward): a claim's condition "the defense wins" says the
    # question's "the defender's planet"
    ("mayfair", "Reverse cone is up and the defense wins. Do the defensive allies get bases on the defender's planet?",
     {"yes"}, "Reverse Cone"),
    # SC Timing Conflicts: players who are not main players act first, then the offense: a claim
    # that others go before the offense does not say the offense goes before others
    ("mayfair", "Does the offense go first in a timing conflict, before everyone?", {"no", "unknown"}, None),
    # FFG Overview 2. Destiny: a wild card lets the offense choose any player as the defense
    # ("as the defense" gives the chosen player a role; the asker is not the defense)
    ("ffg", "We drew a wild destiny card. Can I choose any player as the defense?", {"yes"}, "2. Destiny"),
    # MCE 9.0 Gas Giant: it may withdraw any number of its ships, provided at least 1 stays
    ("mayfair", "Can the Gas Giant withdraw all the ships it has in the challenge?", {"no"}, "9.0"),
    # MCE 15.4: with the Silencer every attempt at an agreement fails (two situations joined by
    # "and" in one sentence are both read)
    ("mayfair", "The Silencer silenced me and we both played Compromise. Can we still make a deal?", {"no"}, "15.4"),
    # MCE 9.0 Worldships: its separate hand is safe from consolation; what the Worldships itself
    # draws when the pile runs out says nothing of what another player may draw from that hand
    ("mayfair", "I collected consolation from the Worldships. Can I draw from its stash of destiny cards?",
     {"no", "depends", "unknown"}, None),
    # SC Stage 2 / Regular Destiny Card: the offense challenges the colour drawn; the Will's
    # freedom of colour (MCE 15.2) is no answer to a question that names no Will
    ("mayfair", "must I challenge the color I drew?", {"yes", "unknown"}, None),
    # FFG Overview, Planning: only the attacker and the defender choose encounter cards; the
    # Reinforcement's "any player involved" (a card of another type) is no answer
    ("ffg", "do allies play encounter cards?", {"no", "unknown"}, None),
    # SC Description of the Warp: tokens in the warp are out of play until retrieved ("in the
    # warp" states the condition the claim tests)
    ("mayfair", "can tokens in the warp be used in challenges?", {"no"}, "Description of the Warp"),
    # SC Stage 6: nobody allies uninvited ("without an invite" states the condition)
    ("mayfair", "can I join as an ally without an invite?", {"no"}, "Stage 6"),
]


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


@pytest.mark.parametrize(("edition", "question", "verdicts", "section"), ROWS)
def test_frame_asked_decides(oracle, edition, question, verdicts, section):
    answer = oracle.ask(question, edition)
    assert answer.verdict in verdicts, (answer.verdict, answer.answer)
    if section is not None:
        assert section in [c["section"] for c in answer.citations]
