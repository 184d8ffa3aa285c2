""""Does the offense or the defense invite allies first?": two roles offered around "or" as the subject,
with an order word after the verb, ask which of them (a choice answered by a role, not yes or no:
resolver/ask/frame.py `subject_choice`); "who … first, offense or defense?" keeps "first" an adverb
though no article follows it (resolver/ask/choice.py `_ordinal_adverb`); an "until" clause after
"keep + -ing" ends the repetition, no moment asked (frame.py). Expectations come from the
seed text, section named."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question", [
    "Does the offense or the defense invite allies first?",
    "Does the defense or offense invite allies first?",
    "Who invites allies first, offense or defense?",
])
def test_the_offense_invites_first(oracle, question) -> None:
    # SC Stage 4 ("Offensive main player asks for allies") comes before Stage 5, where the defensive main
    # player "may also seek allies"
    a = oracle.ask(question, "mayfair")
    assert (a.verdict, a.value) == ("value", "offense"), a.answer


def test_the_attacker_invites_first_in_ffg(oracle) -> None:
    # FFG Overview, 4. Alliance: "First, the attacker announces who they want as allies"
    a = oracle.ask("Does the attacker or the defender invite allies first?", "ffg")
    assert (a.verdict, a.value) == ("value", "attacker"), a.answer


def test_either_role_may_stays_yes_or_no(oracle) -> None:
    # no order asked: "can the offense or the defense …" is a yes/no question, never a role
    a = oracle.ask("Can the offense or the defense invite allies?", "mayfair")
    assert a.verdict in ("yes", "no", "depends", "unknown"), a.answer


def test_until_ends_a_repetition(oracle) -> None:
    # FFG Overview, 2. Destiny: "If you draw your own color, you can draw again (until you draw a different
    # color)": the "until" clause after "keep drawing" says when the drawing stops, no moment asked about
    a = oracle.ask("I drew my own colour. Can I keep drawing until a different colour comes up?", "ffg")
    assert a.verdict == "yes", a.answer
    assert "2. Destiny" in {str(c["section"]) for c in a.citations}
