"""Yes/no questions players write with no verb or auxiliary: a topic then what is asked of
it ("what about X — fair game for Y?"), an -able adjective ("zappable?"), one more of a thing
after a story ("Deal failed on my first encounter. Second encounter?"). Each is yes/no
(interfaces.md: a yes/no question is answered yes, no, depends or unknown, never text);
"what about X?" alone asks to be told about X and stays an open question."""
from __future__ import annotations

import pytest

from resolver.ask.frame import _kind_of_sentence
from resolver.ask.text import tokens


def _kind(sentence: str) -> str:
    return _kind_of_sentence(sentence, tokens(sentence))[0]


@pytest.mark.parametrize("question", [
    "What about the Schizoid's victory conditions - fair game for the Seeker?",   # a dash, a predicate
    "How about the Oracle, still allowed to go first?",                           # a comma, a permission word
    "What about the Kicker: is it a reinforcement?",                              # a polar clause after the topic
    "Zombie's ships - zappable?",                                                 # an -able adjective
    "zappable?",
    "Still playable?",
    "Second encounter?",                                        # one more of a thing (after a story)
    "Another flare?",
])
def test_verbless_yes_no_questions_are_polar(question):
    assert _kind(question) == "polar"


@pytest.mark.parametrize("question", [
    "What about the Kicker?",                                   # asks to be told about it
    "What about the Kicker, the Oracle and the Seeker?",        # a list after a comma, no predicate
    "How about the Oracle, what does it do?",                   # an open question after the topic
    "Card value?",                                              # a bare noun asks a value, not yes/no
    "Second challenge starts at which stage?",                  # a question word: not yes/no
])
def test_a_topic_alone_or_with_an_open_question_is_not_polar(question):
    assert _kind(question) != "polar"


def test_the_topic_is_before_the_asking_clause():
    sentence = "What about the Schizoid's victory conditions - fair game for the Seeker?"
    words = tokens(sentence)
    start = _kind_of_sentence(sentence, words)[2]
    assert words[start:start + 2] == ["fair", "game"]
