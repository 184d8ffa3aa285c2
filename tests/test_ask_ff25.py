"""FFG coverage (ff25): questions rephrased from the FFG Overview and Additional Rules seeds, each
asserting the seed's verdict and a deciding section."""
import pytest

CASES = [
    # FFG Overview 2. Destiny: drawing your own colour lets you draw again
    ("My destiny draw was my own colour. Am I allowed to draw another destiny card?", "yes", "2. Destiny"),
    # FFG Overview 7. Resolution: a failed first deal gives no second encounter
    ("The deal fell apart in my first encounter. Do I get another encounter?", "no", "7. Resolution"),
    # FFG Overview 5. Planning (and Additional Rules): a defender with no encounter card redraws 8
    ("As defender in the planning phase I hold no encounter cards. Can I discard and draw a new hand?", "yes",
     "5. Planning"),
    # FFG Overview 3. Launch: the defender defends even with no ships on the target planet
    ("None of my ships sit on the target planet. Does the defender still defend it?", "yes", "3. Launch"),
    # FFG Additional Rules, The Colony Track: the marker follows the foreign colonies down as well as up
    ("I lost a foreign colony. Does my colony marker stay where it was?", "no", "The Colony Track"),
    # FFG Overview, Starting the Turn: running out of encounter cards later ends the turn, no redraw
    ("Halfway through my turn I have no encounter cards left. Can I redraw?", "no", "Starting the Turn"),
    # FFG Overview 6. Reveal: a Morph becomes a copy of the other card; it has no value of its own
    ("When I reveal a Morph, does it keep its own printed value?", "no", "6. Reveal"),
    # FFG Overview 6. Reveal: the compensation cards are drawn at random from the attacker's hand
    ("Are the compensation cards picked at random?", "yes", "6. Reveal"),
    # FFG Additional Rules, Alien Sheets: a power for the main players only is not used by one outside the encounter
    ("I'm not even in this encounter and my power is an offense-or-defense power. Can I use it?", "no", "Alien Sheets"),
    # FFG Additional Rules, Artifact Cards: an artifact is played only when its bars' requirements are met
    ("May I play an artifact card ignoring the bars on it?", "no", "Artifact Cards"),
    # FFG Overview 5. Planning: the card chosen is an Attack, Negotiate or Morph, not a reinforcement
    ("May I lay a reinforcement face down as my encounter card?", "no", "5. Planning"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_ffg_seed_verdict_and_section(oracle, question, verdict, section):
    a = oracle.ask(question, "ffg")
    assert a.verdict == verdict
    assert section in {c["section"] for c in a.citations}


def test_defending_a_lost_home_planet_cites_its_section(oracle):
    # FFG Additional Rules, Losing Home Planets and Alien Powers: a lost planet is defended as normal
    a = oracle.ask("My lost home planet is attacked. Do I defend it?", "ffg")
    assert a.verdict == "yes"
    assert "Losing Home Planets and Alien Powers" in {c["section"] for c in a.citations}
