"""sp20 (session 17): speed with no answer moved — the situations a clause states remembered per clause."""
from __future__ import annotations

from resolver import Oracle
from resolver.ask.text import tokens
from resolver.ask.vocab import condition_wordings, vocabulary_for


def test_a_clause_states_the_same_situations_when_read_again():
    vocab = vocabulary_for(Oracle().rules)
    words = tokens("my alien power got zapped")          # own wording
    first = vocab.conditions_in(words)
    assert first == dict(vocab._conditions_in(words)) == {"zapped": False}
    first["changed"] = True                               # a caller's dict is its own
    assert vocab.conditions_in(words) == {"zapped": False}


def test_new_wordings_are_read_afresh():
    vocab = vocabulary_for(Oracle().rules)
    kept = vocab.conditions, vocab.rarity
    try:
        vocab.conditions = condition_wordings(vocab, [("no_challenge_card", "my hand holds no challenge card", 2)])
        assert vocab.conditions_in(tokens("my power got zapped")) == {}
        assert vocab.conditions_in(tokens("my hand holds no challenge card")) == {"no_challenge_card": False}
    finally:
        vocab.conditions, vocab.rarity = kept
    assert vocab.conditions_in(tokens("my power got zapped")) == {"zapped": False}
