"""Quantities, limits, frequency and duration in yes/no questions (qn31): each fix measured on the probe
tests/ask_probe_qn31.yaml asked again in other words (rephrased from the seeds, not copied from a question
set), with the seed's verdict and section."""
import pytest

CASES = [
    # a count closed in by "just"/"only"/"exactly" is that number, not a bound: SC Situation C, three tokens each
    ("mayfair", "The deal failed. Do we each lose only one token?", "no", "Situation C"),
    ("ffg", "When the deal fails, does each main player lose just one ship?", "no", "6. Reveal"),
    # ... and a permission to act on any number still allows one
    ("mayfair", "May I put just one token on the cone?", "yes", "Stage 3"),
    # ... but asked of a fact, a claim with no number or a rate per piece says no exact count (SC Stage 5: one per token)
    ("mayfair", "I helped the defense with two tokens and we won. Do I get only one card?", None, None),
    # "always" asks every case: a rule that holds only under a condition answers no (SC Stage 10)
    ("mayfair", "Does the offense always get to make a second challenge?", "no", "Stage 10"),
    # a number proposed for what an act needs is the one number the rules fix (SC How To Win, FFG Game Objective)
    ("mayfair", "Do you need five bases outside your own system to win?", "yes", "How To Win"),
    ("mayfair", "Would three external bases be enough to win the game?", "no", "How To Win"),
    ("ffg", "Does a player need all five home colonies to keep using its power?", "no", None),
    # durations the claims state: played cards do not stay past their challenge (SC Stage 9, FFG Reinforcement Cards)
    ("mayfair", "Does a reinforcement I played stick around into my next challenge?", "no", "Stage 9"),
    ("ffg", "Do reinforcement cards last into the following encounter?", "no", "Reinforcement Cards"),
    ("mayfair", "Does an edict I played stay in play afterwards?", "no", "Description of Flares and Edicts"),
    # a question proposing there is no limit turns round whether there is one (MCE 11.0: Lucre has none)
    ("mayfair", "There's no limit on how much Lucre a main player spends, right?", "yes", "11.0"),
    ("mayfair", "Is the number of cards I may hold in my hand unlimited?", "yes", "A Player's Cards"),
    ("mayfair", "Is there a limit on how much Lucre I can spend?", "no", "11.0"),
    # a lost power comes back with three home bases: it is not gone for the rest of the game
    ("mayfair", "If my power is lost, is it gone for the rest of the game?", "no", "Loss of an Alien Power"),
    ("ffg", "After losing my alien power, is it gone for the rest of the game?", "no", None),
]


@pytest.mark.parametrize("edition,question,verdict,section", CASES)
def test_quantity(ruled, edition, question, verdict, section):
    ruled(question, edition, verdict, section)
