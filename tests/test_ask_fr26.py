"""Questions the reader could not frame (fr26); questions rephrased, expectations from the seeds."""


def _sections(answer) -> set[str]:
    return {c["section"] for c in answer.citations}


def test_a_bare_number_after_the_verb_counts_what_is_drawn(oracle):
    # FFG Additional Rules, No Encounter Cards in Hand: with no encounter card at the start of its turn the offense
    # discards its hand and draws a new hand of eight. "Seven" counts the cards drawn: no (was a wrong yes)
    a = oracle.ask("My turn starts and I hold no encounter cards. Do I draw seven?", "ffg")
    assert a.verdict == "no"
    assert "No Encounter Cards in Hand" in _sections(a)
    a = oracle.ask("My turn starts and I hold no encounter cards. Do I draw 8?", "ffg")
    assert a.verdict == "yes"
    assert "No Encounter Cards in Hand" in _sections(a)


def test_zero_after_the_verb_is_no_count(oracle):
    # SC Stage 4: a defense with no tokens on the planet still defends (with a ship count of zero), the act itself asked
    a = oracle.ask("No defending tokens are left on the target planet. Does the defense still defend with zero?")
    assert a.verdict in ("yes", "unknown")


def test_a_relative_clause_restricts_its_noun(oracle):
    # MCE 15.2: the Assassin kills a token of the colour drawn, whatever system the Dictator then picks. "The colour
    # the Dictator picks" is no colour the claims speak of: never a yes from their words taken one by one
    a = oracle.ask("Does the Assassin kill a token of the colour that the Dictator chooses?")
    assert a.verdict != "yes"
    a = oracle.ask("Does the Assassin destroy a ship of the colour the Dictator picks?")
    assert a.verdict != "yes"


def test_a_particle_after_the_object_ends_the_verb(oracle):
    # MCE 14.3: on a time journey the Chronos sets the opponent's Kicker aside with its Challenge card
    a = oracle.ask("As the Chronos I declare a time journey after my opponent played a Kicker. Must I put the "
                   "Kicker aside along with their challenge card?")
    assert a.verdict == "yes"
    assert "14.3" in _sections(a)
