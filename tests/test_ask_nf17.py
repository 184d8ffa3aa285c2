""""No frame" shapes (helper nf17): a verbless "X - Y or not?" asks whether X is a Y (the alternative stands
for the copula); "it" may stand for a power named before (a role that is also a kind of graph thing,
``PLAYABLE``); an auxiliary opening the asking clause is no verb when another follows ("have I won?");
"that's" / "there's" carry "is". Expectations come from the seed text, section named."""
from __future__ import annotations

from ask_assert import assert_ruled


def test_that_is_carries_the_copula() -> None:
    from resolver.ask.text import possessed, tokens
    assert tokens("That's one base, and there's a limit") == ["that", "is", "one", "base", "and", "there", "is", "a", "limit"]
    assert tokens("the Assassin's kill") == ["the", "assassin", "kill"] and possessed("that's the Assassin's kill") == {4}


def test_x_or_not_asks_the_kind(oracle) -> None:
    # MCE 15.1: "The Alien Powers with Artefacts are: Hurtz, Industrialist, Miser, Pentaform, Queue, Schizoid,
    # Symbiote, Terrorist, Warrior and Witch."
    assert_ruled(oracle, "Warrior: artefact power or not?", "mayfair", "yes", "15.1")


def test_it_stands_for_the_power_named(oracle) -> None:
    # FFG Alien Sheets: "The upper blue bar indicates which role the player must have to use that aliens power
    # (e. g., main player, defensive ally, etc)": the offense is a main player
    assert_ruled(oracle, "The power is for main players only and I'm the offense. May I use it?", "ffg", "yes", "Alien Sheets")


def test_an_opening_auxiliary_is_no_verb() -> None:
    from resolver import Oracle
    from resolver.ask.frame import read_words
    from resolver.ask.vocab import vocabulary_for
    part = read_words(vocabulary_for(Oracle().rules), "Have I won?").parts[0]
    assert [f.action for f in part.frames][:1] == ["win"]


def test_an_auxiliary_alone_asks_the_story_clause(oracle) -> None:
    # SC Stage 6: "A player may not ally with both of the main players in the same challenge and also may not
    # ally unless invited." "May I?" leaves its verb out; the story's last clause holds it
    assert_ruled(oracle, "I wasn't invited, but I'd like to ally with the offense. May I?", "mayfair", "no", "Stage 6")


def test_a_noun_as_verb_past_fillers() -> None:
    from resolver import Oracle
    from resolver.ask.frame import read_words
    from resolver.ask.vocab import vocabulary_for
    part = read_words(vocabulary_for(Oracle().rules), "Can I still target that planet?").parts[0]
    assert [f.action for f in part.frames][:1] == ["point-cone-at"]
