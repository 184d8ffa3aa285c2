"""FFG walk (ff27): a situation told of one player is that player's, and a value asked is compared with
the rule's; questions rephrased from the FFG Overview and Additional Rules seeds."""
import pytest


def test_a_card_told_of_the_defender_is_not_the_askers(oracle):
    # FFG Overview, 6. Reveal: only the player who revealed Negotiate against an Attack gets compensation;
    # "the defender revealed Negotiate" is the defender's situation, not the attacker's who asks
    a = oracle.ask("I played an Attack and the defender played Negotiate. Do I get compensation?", "ffg")
    assert a.verdict != "yes"


def test_a_card_told_of_the_defender_is_the_defenders(oracle):
    a = oracle.ask("I played an Attack and the defender played Negotiate. Does the defender get compensation?", "ffg")
    assert a.verdict == "yes"
    assert "6. Reveal" in {c["section"] for c in a.citations}


def test_a_card_told_of_myself_is_mine(oracle):
    a = oracle.ask("I played Negotiate and the attacker played an Attack. Do I get compensation?", "ffg")
    assert a.verdict == "yes"
    assert "6. Reveal" in {c["section"] for c in a.citations}


def test_an_outcome_told_by_the_speaker_stays_the_encounters(oracle):
    # a flag some wording of which names a role ("the offense wins") is no one player's
    a = oracle.ask("I win as the offense. Do my allies each get a base on that planet too?", "mayfair")
    assert a.verdict == "yes"


CASES = [
    # FFG Additional Rules, Alien Sheets: the usable phases are lit in orange, no other colour
    ("Are the highlighted phases on my phase bar shown in purple?", "no", "Alien Sheets"),
    ("Are the highlighted phases on the phase bar shown in red?", "no", "Alien Sheets"),
    # FFG Overview, 4. Alliance: a defensive ally's ships go next to the target planet
    pytest.param("Do defensive allies put their ships next to the target planet?", "yes", "4. Alliance", marks=pytest.mark.xfail(
        strict=True, reason="known wrong no from the 'not on the planet' ban; a 'may place ship' claim fixed it but lost 3 Regroup/reverse-cone answers")),
    ("Do defensive allies put their ships in the hyperspace gate?", "no", "4. Alliance"),
    # FFG Overview, Setup 3: the Destiny cards of colours no one plays are taken out
    ("There are three of us. Do we take out the destiny cards of the colours nobody picked?", "yes", "Setup"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_ffg_seed_verdict_and_section(oracle, question, verdict, section):
    a = oracle.ask(question, "ffg")
    assert a.verdict == verdict
    assert section in {c["section"] for c in a.citations}


@pytest.mark.xfail(strict=True, reason="known wrong no: the nearest claim 'the alert lamp does not describe phases' answers; "
                   "an 'alert lamp describes complexity' claim fixed it but cost a check answer (ff27)")
def test_alert_lamp_telling_complexity_is_no_wrong_no(oracle):
    # FFG Additional Rules, Alert Lamps: the lamp shows complexity
    assert oracle.ask("Does an alert lamp tell you how complex an alien is?", "ffg").verdict != "no"
