"""FFG coverage (ff26): questions rephrased from the FFG Overview and Additional Rules seeds, each
asserting the seed's verdict and a deciding section."""
import pytest

CASES = [
    # FFG Additional Rules, The Colony Track: players reaching five foreign colonies at once all win
    ("Two players reach five foreign colonies at the same moment. Does only one of them win?", "no", "The Colony Track"),
    # FFG Overview, Losing Alien Powers: the count that matters is home colonies, whatever the foreign ones
    ("I have four foreign colonies but only two home colonies. Do I keep my alien power?", "no", "Losing Alien Powers"),
    # FFG Additional Rules, Zapping Powers: a zap holds for the rest of that encounter only
    ("My power got zapped. Is it turned off for the rest of this encounter?", "yes", "Zapping Powers"),
    ("After the Cosmic Zap, is my power cancelled permanently?", "no", "Zapping Powers"),
    # FFG Additional Rules, Reinforcement Cards: discarded once the encounter is resolved
    ("Are reinforcement cards kept on the table after the encounter ends?", "no", "Reinforcement Cards"),
    # FFG Additional Rules, Losing Home Planets and Alien Powers
    ("I lost a home planet. Can I move ships back onto it later?", "no", "Losing Home Planets and Alien Powers"),
    ("Does a home planet count as lost once my last ship is taken off it?", "yes", "Losing Home Planets and Alien Powers"),
    # FFG Overview, Setup 7: the card drawn for the first player is shuffled back into the Destiny deck
    ("Does the card from the first player draw get shuffled back into the destiny deck?", "yes", "Setup"),
    # FFG Overview, 4. Alliance: the defender may invite players the attacker already invited
    ("May the defense invite someone the offense already invited?", "yes", "4. Alliance"),
    # FFG Overview, 7. Resolution: when the defense wins, offensive allies' ships go to the Warp, defensive allies' go home
    ("The defense won. Do the defensive allies lose ships?", "no", "7. Resolution"),
    ("After a defense win, do offensive allies' ships return to their colonies?", "no", "7. Resolution"),
    # FFG Additional Rules, No Encounter Cards in Hand: the new hand is eight cards, a bare number asked too
    ("It's the start of my turn and I hold no encounter cards. Do I draw seven?", "no", "No Encounter Cards in Hand"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_ffg_seed_verdict_and_section(oracle, question, verdict, section):
    a = oracle.ask(question, "ffg")
    assert a.verdict == verdict
    assert section in {c["section"] for c in a.citations}


def test_simultaneous_fifth_base_is_shared_in_mayfair_too(oracle):
    # Simply Cosmic, How To Win: several players reaching their fifth external base at once share the win
    a = oracle.ask("If two players get their fifth external base at the same time, does only one of them win?", "mayfair")
    assert a.verdict == "no"
