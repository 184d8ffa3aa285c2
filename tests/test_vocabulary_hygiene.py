"""Vocabulary hygiene: the words of rulesdata/vocabulary*.rules must not hide the question
grammar's own words, and one phrase must name one word (CLAIMS-SPEC.md section 2).

An ``aka`` such as "limit" or "allowed" turns a player's ordinary question word into a rules
word, and the question reader then loses the real action ("am I allowed to invite allies"
read as ``player may allowed``). Two words sharing one phrase make a claim's meaning depend
on which file was read first."""
from __future__ import annotations

from collections import defaultdict

import pytest

from resolver.ask.text import W, word_list
from resolver.ask.vocab import _inflections
from resolver.graph.load import load_rules
from resolver.graph.vocabulary import norm

#: words the question grammar reads itself (modals, permission and limit words, prepositions…);
#: "have"/"has"/"had" stay readable as the ``have`` action ("can a player *have* two bases")
GRAMMAR = (W.may | W.must | W.do | W.be | W.negation | W.permitted | W.obliged | W.forbidden
           | W.filler | W.tag | W.first_person | W.second_person | W.choice_mark | W.subordinator
           | W.limit_word | W.value_start | W.preposition | W.between | W.pronoun | W.joiner
           | frozenset(word_list("cardinal")) | frozenset({"has", "had"}))


#: the have action's own forms, which the grammar hands back to it when "have" is the verb
HAVE_FORMS = frozenset({"has", "had", "having", "owns"})


@pytest.fixture(scope="module")
def entries():
    # `words` lines are the grammar's own English lists, not claim words
    return [e for e in load_rules().claims.vocab.entries.values() if e.category != "words"]


def _grammar_hits(phrase: str) -> list[str]:
    """The grammar words a one-word phrase would swallow (as written or inflected)."""
    words = norm(phrase).split()
    if len(words) != 1:
        return []
    return sorted(g for g in GRAMMAR if (words[0],) in _inflections((g,)))


def test_no_aka_is_a_grammar_word(entries) -> None:
    bad = [f"{e.category} {e.word} aka {a!r} ({e.file.rsplit('/', 1)[-1]}:{e.line}) hides {hits}"
           for e in entries for a in e.aka
           if (hits := _grammar_hits(a)) and not (e.word == "have" and norm(a) in HAVE_FORMS)]
    assert not bad, "\n".join(bad)


def test_no_headword_is_a_permission_or_limit_word(entries) -> None:
    """"allowed", "limit", "on" opening a player's question belong to the grammar."""
    own = W.permitted | W.limit_word | frozenset({"on", "first", "should", "you"})
    bad = [f"{e.category} {e.word}" for e in entries if norm(e.word) in own]
    assert not bad, "\n".join(f"{k[1]!r}: {v}" for k, v in sorted(bad.items()))


def test_no_phrase_is_the_aka_of_two_words(entries) -> None:
    """Within one namespace (conditions apart from nouns and verbs), an aka names one word."""
    owners: dict[tuple[str, str], set[str]] = defaultdict(set)
    for e in entries:
        space = "condition" if e.category == "condition" else "word"
        for a in e.aka:
            if norm(a) != norm(e.word):
                owners[(space, norm(a))].add(e.word)
    bad = {k: sorted(v) for k, v in owners.items() if len(v) > 1}
    assert not bad, "\n".join(f"{k[1]!r}: {v}" for k, v in sorted(bad.items()))


def test_an_all_capitals_aka_is_read_only_in_capitals() -> None:
    """An acronym the rules write in capitals ("GO" for the offense) is that word only where
    the question writes it in capitals too; in lower case it is an ordinary word (the verb)."""
    from resolver.ask.text import capitals_of, tokens
    from resolver.ask.vocab import Vocabulary

    vocab = Vocabulary.from_entries([("role", "offense", ("GO", "attacker"), ()),
                                     ("role", "main-player", ("GO or GD",), ())])

    def read(text: str) -> list[str]:
        words = tokens(text)
        return [m.word for m in (vocab.match(words, i, caps=capitals_of(text)) for i in range(len(words))) if m]

    assert read("Where do tokens go when lost?") == []
    assert read("Go on, tell me") == []
    assert read("Can the GO ally?") == ["offense"]
    assert read("the attacker") == ["offense"]
    assert read("GO or GD")[:1] == ["main-player"]
    assert vocab.match(tokens("GO"), 0) is None          # no case given: no acronym


def test_lower_case_go_is_not_the_offense_in_questions() -> None:
    from resolver.ask.frame import read
    from resolver.ask.vocab import vocabulary_for

    vocab = vocabulary_for(load_rules())
    for text, wanted in (("Where do my tokens go when they are lost?", False),
                         ("Does the Kicker go into the discard pile?", False),
                         ("Can the GO invite allies?", True)):
        found = {s.word for p in read(vocab, text).parts for s in p.found}
        assert ("offense" in found) is wanted, (text, found)


def test_no_two_words_share_a_gloss(entries) -> None:
    """Two condition words (or two verbs) glossed alike are one idea under two names: a
    question's situation then sets one while the claims test the other (merge them, the
    second as an ``aka`` of the first)."""
    glossed: dict[tuple[str, str], set[str]] = defaultdict(set)
    for e in entries:
        if e.gloss and e.category in ("condition", "action", "predicate"):
            space = "condition" if e.category == "condition" else "verb"
            glossed[(space, norm(e.gloss))].add(e.word)
    bad = {k: sorted(v) for k, v in glossed.items() if len(v) > 1}
    assert not bad, "\n".join(f"{k[1]!r}: {v}" for k, v in sorted(bad.items()))


def test_times_is_how_often_not_a_multiplication() -> None:
    """"How many times may the offense have an encounter in a turn" (Simply Cosmic Stage 10:
    at most two) asks how often, not about multiplying: "times" is no aka of ``multiply``."""
    from resolver.ask.frame import read
    from resolver.ask.vocab import vocabulary_for

    reading = read(vocabulary_for(load_rules()), "How many times can the offense have an encounter in one turn?")
    assert "multiply" not in [s.word for part in reading.parts for s in part.found]


def test_every_word_list_the_reader_names_is_in_rulesdata() -> None:
    """The question reader's English lists live in rulesdata (`words` lines): every list its
    code names (``W.name``, ``word_list("name")``, ``pairs("name")``) must be declared there."""
    import re
    from pathlib import Path

    from resolver.ask.lexicon import RELATION_VERBS

    vocab = load_rules().claims.vocab
    named = {f"verb-{cls}" for cls in RELATION_VERBS}
    for path in Path("resolver/ask").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        named |= {m.replace("_", "-") for m in re.findall(r"\bW\.([a-z_]+)", text)}
        named |= set(re.findall(r"\b(?:word_list|word_set|pairs)\(\"([a-z-]+)\"\)", text))
    missing = sorted(n for n in named if vocab.entry("words", n) is None)
    assert not missing, missing


def test_a_word_list_without_words_is_an_error_with_its_line(tmp_path) -> None:
    from resolver.graph.load import compile_files, rule_files

    house = tmp_path / "house.rules"
    house.write_text('vocabulary bad {\n  words empty "nothing listed"\n}\n')
    _graph, problems = compile_files(rule_files(), [house])
    assert [(p.code, p.line) for p in problems] == [("bad-vocabulary", 2)]
    assert "word list" in problems[0].message
