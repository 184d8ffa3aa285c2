"""Wrong yes/no from the nearest-claim fallback (nm32): each guard asked in other words than the probe
tests/ask_probe_nm32.yaml and the sets (rephrased from the seeds); the guard leaves the question open (no wrong
verdict), and the plain question the claim does answer keeps its verdict and section."""
import pytest


@pytest.mark.parametrize("question,edition", [
    # a claim that the asked act's contrary is not done (`words contrary-act`: discard / stay) gives it no "no"
    ("Is a Reinforcement discarded in Stage 9 along with the Flares played?", "mayfair"),
    # a nearest claim about a sibling kind of the asked actor, one the question does not name, gives no "no"
    ("The defense won the encounter. Do the ships of the defensive allies go back to their colonies?", "ffg"),
    ("Does a reverse destiny card show the colour of the player who gets challenged?", "mayfair"),
])
def test_another_proposition_is_no_no(oracle, question, edition):
    assert oracle.ask(question, edition).verdict != "no"


@pytest.mark.parametrize("question,edition,verdict,section", [
    # the claims of the asked act and actor still answer: Reinforcements are discarded in Stage 9
    ("Do Reinforcements get discarded in Stage 9?", "mayfair", "yes", "Stage 9"),
    # a sibling kind the question names in its words answers (allies' tokens, not the main player's, SC Situation B)
    ("In consolation, do my allies' lost tokens count too?", "mayfair", "no", "Situation B"),
])
def test_own_claims_still_answer(ruled, question, edition, verdict, section):
    ruled(question, edition, verdict, section)
