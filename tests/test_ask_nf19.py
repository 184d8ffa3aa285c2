"""Yes/no shapes (helper nf19): "does X stop / keep / prevent me from Y-ing" asks whether I may not Y, X being a
situation told (a thing named as the hinderer keeps the old reading); "is X both A and B" asks A and B of X, both
must hold; a noun after "which" names the one chosen, so a ban on "both sides" does not answer "which side";
"invited by" tells the invited situation. Expectations come from the seed text, section named."""
from __future__ import annotations

from ask_assert import assert_ruled


def ruled(oracle, question: str, edition: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, edition, verdict, section, value=None)


def test_hindered_from_an_act_asks_may_not(oracle) -> None:
    # MCE 15.4: cards that need a choice, like the Edict Plague, are forbidden by the Silencer; plain cards
    # needing no explanation may still be played
    ruled(oracle, "If I'm the one being silenced, does that stop me from playing Plague?", "mayfair", "yes", "15.4")
    ruled(oracle, "Does being silenced keep me from playing the Plague?", "mayfair", "yes", "15.4")
    ruled(oracle, "I'm silenced. Does that prevent me from playing an Attack card?", "mayfair", "no", "15.4")
    # MCE 13.3: in a challenge against a Moon neither main player may invite allies
    ruled(oracle, "Does a Moon challenge keep the offense from inviting allies?", "mayfair", "yes", "13.3")


def test_a_thing_hindering_keeps_its_reading(oracle) -> None:
    # MCE 15.4: every attempt to reach an agreement fails while the Silencer acts
    ruled(oracle, "Does the Silencer stop me from making a deal?", "mayfair", "yes", "15.4")


def test_both_and_asks_each_of_the_subject(oracle) -> None:
    # MCE 15.1 lists the powers with artefacts (the Witch, not the Zombie); 15.5 lists the Witch among powers open to abuse
    ruled(oracle, "Is the Witch both an artefact power and one still subject to abuse?", "mayfair", "yes", "15.1")
    ruled(oracle, "Is the Witch both open to abuse and an artefact power?", "mayfair", "yes", "15.5")
    ruled(oracle, "Is the Zombie both an artefact power and open to abuse?", "mayfair", "no", "15.1")


def test_which_side_when_invited_by_both(oracle) -> None:
    # FFG Overview 4. Alliance: each invited player decides whether to accept or refuse the invitations
    ruled(oracle, "I was invited by both sides. Can I pick which side to join?", "ffg", "yes", "4. Alliance")
    ruled(oracle, "I was invited by the offense and the defense. May I choose which of them to ally with?", "ffg", "yes",
          "4. Alliance")
    # SC Stage 6: a player allies with one of the main players that invited it
    ruled(oracle, "I was invited by both sides. Can I pick which side to join?", "mayfair", "yes", "Stage 6")
    # no situation told: the ban on allying with both sides does not answer which one to pick
    assert oracle.ask("Can I pick which side to join?", "ffg").verdict != "no"
