""""I have 4 ships on one planet. Does that count as 4 colonies?": a story the engine cannot turn into
an encounter leaves a yes/no question to the claims (resolver/ask/router.py); an edition comparison
is read only from a ``conflict`` block that speaks of every thing the question names
(resolver/ask/procedures.py, `_conflict_on`); "choose whether to use" asks whether a power may be
left unused (`decline`, rulesdata/vocabulary_verbs.rules). Expectations come from the seed text."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_a_stack_told_is_one_colony(oracle) -> None:
    # FFG Overview, Game Objective: "Even if you have multiple ships on the same planet, it still counts
    # as a single colony."
    assert_ruled(oracle, "I put 4 ships on one planet. Does that count as 4 colonies?", "ffg", "no",
                 "Game Objective")


def test_a_comparison_needs_a_block_about_the_thing_named(oracle) -> None:
    # SC Stage 3 and FFG 3. Launch both let the offense send one to four: the block on drawing one's own
    # colour (which also says "1 to 4") is no answer about the cone
    a = oracle.ask("Is the 1 to 4 ships limit on the cone the same in Mayfair and FFG?", "mayfair")
    assert a.verdict != "no", a.answer


def test_choosing_whether_to_use_an_automatic_power(oracle) -> None:
    # SC Description of Alien Power Cards: "Some powers are automatic and are triggered by specific
    # situations. Other powers are optional allowing their player to decide when they should be used."
    a = oracle.ask("Can I decide whether to use an automatic power?", "mayfair")
    assert a.verdict == "no", a.answer
