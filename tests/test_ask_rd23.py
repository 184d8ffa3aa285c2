"""rd23 (issue 13): constructions of players' English the question reader reads."""
from __future__ import annotations

import pytest

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


def test_gerund_subject_is_no_act_asked(oracle):
    # "does *taking an empty moon* need …": the gerund's phrase is the subject, "need" the verb asked (MCE 13.3)
    assert oracle.ask("Does taking an empty moon need the whole normal challenge procedure?").verdict == "unknown"
    # a plain verb of the vocabulary after the gerund's phrase is asked, the phrase a situation (FFG 6. Reveal)
    assert oracle.ask("Does revealing a Negotiate against an Attack mean I lose the encounter?", "ffg").verdict == "yes"


def test_face_up_after_the_object_is_said_of_it(oracle):
    # "keep my alien card *face up*": a manner phrase after the object is a state of the object; a claim that the
    # sheet is face down while the power is lost answers no (SC Loss of an Alien Power; contrary-predicate)
    a = oracle.ask("Once my power is gone, do I keep my alien card face up?", "ffg")
    assert a.verdict == "no"
    # a state the claim does not test is no ground for its contrary ("until the reveal", SC Stage 7)
    assert oracle.ask("Is my challenge card face up after the reveal?").verdict not in ("yes", "no")
    # "face-down" before a noun qualifies it: the act asked decides (MCE 13.1)
    assert oracle.ask("Can I look at the face-down moons in my own system?").verdict == "yes"


def test_open_count_and_signed_number(oracle):
    # "as many X as I want": the noun is the object, several asked (a claim's "limit none" allows them: MCE 11.0)
    assert oracle.ask("Can I spend as much Lucre as I like?").verdict == "yes"
    # "+1" is the bonus; its number is an amount, no count of the phase after it (MCE 11.0: +1 from phase 7 on)
    assert oracle.ask("Can I buy plus one in phase 7?").verdict != "no"
    assert oracle.ask("Can I buy +1 in phase 6?").verdict == "no"


def test_passive_relative_clause(oracle):
    # "the reinforcements *that were played* (are) discarded": the relative clause's participle is not the verb asked
    assert oracle.ask("Is every reinforcement that was played discarded at the end of the challenge?").verdict == "yes"


def test_count_as_a_verb_and_reduced_relative(oracle):
    # "count X (toward …)" with an object is adding X; "does it still count?" with none is applying (MCE 9.0, 7.x)
    assert oracle.ask("Two of my ships sit in the warp. Can I count them toward my total in a challenge?").verdict == "no"
    # "the ships *it added* from the neighbouring planets": a relative clause with no relative word is left out and
    # the phrase after it names the Rosette's neighbour ships, which do not go to the warp (MCE 9.0)
    assert oracle.ask("When the Rosette loses, do the ships it added from the adjacent planets go to the warp?").verdict == "no"
