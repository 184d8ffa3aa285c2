"""wr28: wrong answers removed by general readings (issue 13); questions rephrased, not copied."""
import pytest


def test_a_claim_about_the_other_sides_pieces_gives_no_yes(oracle):
    # Simply Cosmic Situation A: when the defense wins, the offense's tokens go to the warp; the defensive allies'
    # tokens are the ones that go back to their bases (a claim about one side's pieces says nothing of the other's)
    a = oracle.ask("When the defense wins, do the offensive tokens go back to their bases?", "mayfair")
    assert a.verdict != "yes"
    # the allies' own claim still answers for them
    a = oracle.ask("The defense won. Do the defensive allies take their tokens back to their bases?", "mayfair")
    assert a.verdict == "yes"


def test_a_particle_verb_reaches_past_an_of_phrase_of_its_object(oracle):
    # FFG Overview Setup 3: the Destiny cards of colours no one plays are taken out ("take … out" is remove)
    a = oracle.ask("Do we take the destiny cards of the unused colours out of the destiny pile?", "mayfair")
    assert a.verdict == "yes"
    assert "Setup" in {c["section"] for c in a.citations}
    assert oracle.ask("In a three-player game, do we take the destiny cards of unused colours out of the deck?",
                      "ffg").verdict != "no"


def test_how_often_is_no_count_of_the_things_acted_on(oracle):
    # MCE 13.1: a player may look at its own face-down Moons as often as it likes; the two Moons drawn count Moons
    a = oracle.ask("How often may I peek at the Moons in my own system?", "mayfair")
    assert a.value != 2
    assert "13.1" in {c["section"] for c in a.citations}


@pytest.mark.parametrize("question", [
    "Can two players' ships both have colonies on one planet?",
    "Can my ships and yours both have colonies on a single planet?",
])
def test_both_after_the_subjects_counts_the_subjects(oracle, question):
    # FFG Overview Game Objective: a planet may hold colonies of different players (one each)
    a = oracle.ask(question, "ffg")
    assert a.verdict == "yes"
    assert "Game Objective" in {c["section"] for c in a.citations}


def test_a_phase_named_by_a_word_that_is_also_a_verb(oracle):
    # FFG Overview 2. Destiny: the destiny card is drawn in the Destiny phase, not in Regroup ("during regroup")
    assert oracle.ask("Does the attacker draw the destiny card during regroup?", "ffg").verdict != "yes"
    # FFG Overview 1. Regroup: a ship comes back from the warp in that phase
    assert oracle.ask("During regroup, does the attacker get a ship back from the warp?", "ffg").verdict == "yes"
