"""FFG claims walked from the rules inventory (issue 13, helper cvf28): each question rephrases
one atomic rule of the FFG Overview or the FFG Additional Rules, its verdict decided from the seed
text before the code ran. The probe file tests/ask_probe_cvf28.yaml holds the whole walk."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict, section", [
    # 3. Launch: the Gate is aimed at a planet of the system the Destiny card named
    ("Am I allowed to aim the gate at a planet outside the system the destiny card showed?", "no", "3. Launch"),
    # 4. Alliance: the attacker says first whom it wants; an offensive ally's ships go in the Gate
    ("The attacker announces his allies first, right?", "yes", "4. Alliance"),
    ("Does an offensive ally put its ships in the Hyperspace Gate?", "yes", "4. Alliance"),
    # 6. Reveal: the Morph goes back to normal afterwards
    ("Once the encounter is over, does my Morph keep the value it copied?", "no", "6. Reveal"),
    # Game Objective: the five colonies may be in one system or spread over several
    ("Must my foreign colonies be spread over separate systems?", "no", "Game Objective"),
    # Setup 7: a Destiny card drawn picks the first player
    ("Do we draw one destiny card to pick who goes first?", "yes", "Setup"),
    # Alien Sheets: one sheet each; a power marked for the main players is not an ally's
    ("Each of us gets an alien sheet, right?", "yes", "Alien Sheets"),
    ("I'm just an ally. Can I use a power marked for the main players?", "no", "Alien Sheets"),
    ("Planning is lit orange on my phase bar. Can I use my power in Planning?", "yes", "Alien Sheets"),
    # 6. Reveal: Attack against Attack adds the card to the ships; a failed deal costs the main players only
    ("It's Attack against Attack. Do we add the card's value to our ships?", "yes", "6. Reveal"),
    ("No deal was reached in time. Do the allies lose ships?", "no", "6. Reveal"),
])
def test_ffg_rule_walk(oracle, question, verdict, section):
    answer = oracle.ask(question, "ffg")
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}


def test_ships_at_start_are_the_twenty_of_a_colour(oracle):
    """Setup 2: twenty ships of one's colour, four on each planet."""
    assert oracle.ask("How many ships do we each start the game with?", "ffg").value == 20
    assert oracle.ask("How many ships go on each of my planets at the start?", "ffg").value == 4
