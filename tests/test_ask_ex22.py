"""ex22: a nearest claim about the act a story or an "if" clause tells does not answer a question
asking another act (FFG Overview 7. Resolution: when the attack wins, the attacker's ships land and
make colonies; the tie rule of 6. Reveal says nothing of that)."""
import pytest


@pytest.mark.parametrize("question", [
    "If the attacker wins, does the attacker get a colony?",
    "The offense won the encounter. Does the offense get a colony there?",
])
def test_attack_won_gets_colony(oracle, question):
    answer = oracle.ask(question, "ffg")
    assert answer.verdict == "yes"
    assert "7. Resolution" in {c["section"] for c in answer.citations}


def test_told_act_is_not_the_asked_one(oracle):
    # "won" is told, "get a colony" asked: the tie rule ("on a tie the defender wins") does not answer it
    answer = oracle.ask("We won as attacker last encounter. Do we get a colony on that planet?", "ffg")
    assert answer.verdict in ("yes", "unknown")


@pytest.mark.parametrize("question, edition", [
    ("If the attack wins, do defensive allies get to draw cards?", "ffg"),
    # (Mayfair: the Setup deal's "a player receives 7 cards", of every player, no longer answers it: the told win is not
    # shown idle by an offensive ally's ban, sc27)
    ("If the offense wins, does a defensive ally receive cards?", "mayfair"),
])
def test_losing_defensive_ally_draws_nothing(oracle, question, edition):
    # SC Situation A and FFG Overview 7. Resolution: when the offense wins, the defensive allies'
    # ships go to the Warp and they get nothing; the deck's "players draw from it" is no reward
    answer = oracle.ask(question, edition)
    assert answer.verdict == "no"
    assert {c["section"] for c in answer.citations} & {"Situation A", "7. Resolution"}


@pytest.mark.parametrize("question, edition", [
    ("If the offense wins, does the offense draw cards?", "mayfair"),
    ("If the attack wins, does the attacker draw cards?", "ffg"),
])
def test_winning_offense_is_no_deck_permission(oracle, question, edition):
    # the deck is where hands, rewards and new hands come from (SC Setup, FFG Overview Setup), not a
    # permission to draw at any time: a winning offense makes a base; no rule gives it cards
    assert oracle.ask(question, edition).verdict in ("no", "unknown")


def test_my_turn_makes_the_speaker_the_offense(oracle):
    # FFG Additional Rules, No Encounter Cards in Hand: the offense redraws until it holds an
    # encounter card; "at the start of my turn" says the speaker is the offense (The Game Turn),
    # so a ban for allies does not leave it undecided
    answer = oracle.ask("Following the additional rules: start of my turn, fresh hand of eight and "
                        "still no encounter card. Do I redraw again?", "ffg")
    assert answer.verdict == "yes"
    assert "No Encounter Cards in Hand" in {c["section"] for c in answer.citations}
