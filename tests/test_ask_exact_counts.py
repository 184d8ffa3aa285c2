"""A count a rule states as a fact ("each colour has 20 tokens") is that count, not an upper bound:
asked with a smaller number, the answer is no (issue 13: a wrong yes is the worst answer)."""
import pytest
from ask_assert import assert_ruled

CASES = [
    # SC Setup: twenty tokens of each colour, four on each of the five planets of its system
    ("Does each colour have 15 tokens?", "no", "Setup"),
    ("Does each colour have 20 tokens?", "yes", "Setup"),
    ("Does each player have 4 home planets?", "no", "Setup"),
    ("Does each player have 5 home planets?", "yes", "Setup"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_a_stated_count_is_exact(oracle, question, verdict, section):
    assert_ruled(oracle, question, "mayfair", verdict, section)
