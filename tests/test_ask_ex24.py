"""ex24: "can X do it, or just me?" offers who acts as the alternative: it is a yes/no question of its
first alternative (interfaces.md: a yes/no question gets yes, no, depends or unknown, never text)."""
import pytest


@pytest.mark.parametrize("question", [
    "On my turn, may the other players play pre-challenge cards as well, or only me?",
    "Can everyone play pre-challenge cards, or just me?",
])
def test_who_else_choice_is_yes_no(oracle, question):
    # SC Description of the Pre-Challenge Phase: every player may play pre-challenge phase cards
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == "yes"
    assert "Description of the Pre-Challenge Phase" in {c["section"] for c in answer.citations}


def test_choice_of_things_stays_a_choice(oracle):
    # "all … or just one of them?" offers two answers, not who acts: no yes/no verdict
    answer = oracle.ask("When the destiny deck is reshuffled, do we swap all the comet cards or just one?", "mayfair")
    assert answer.verdict not in ("yes", "no")
