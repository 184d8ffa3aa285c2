"""Reading players' questions into claim frames (resolver/ask/frame.py).

The vocabulary here is a small fixture in the claims' vocabulary shape; each expected
frame is what the question means (who, may/must/is, does what, to what), written before
running the reader.
"""
from __future__ import annotations

import pytest

from resolver.ask.frame import kind_of, read_slots, read_words, split_text
from resolver.ask.text import tokens
from resolver.ask.vocab import Vocabulary


@pytest.fixture(scope="module")
def vocab() -> Vocabulary:
    return Vocabulary.from_entries([
        ("role", "player", ("someone", "anyone", "players"), ()),
        ("role", "main-player", ("main players",), ("player",)),
        ("role", "offense", ("attacker", "offensive player"), ("main-player",)),
        ("role", "defense", ("defender", "defensive player"), ("main-player",)),
        ("role", "ally", ("allies",), ("player",)),
        ("role", "player-not-involved", ("someone not in the encounter",), ("player",)),
        ("action", "play", ("played", "plays"), ()),
        ("action", "keep", ("retain", "hold on to"), ()),
        ("action", "ally-with", ("ally with", "join"), ()),
        ("action", "launch", ("send", "put"), ()),
        ("action", "won-by", ("go to", "goes to", "won by"), ()),
        ("thing", "card", ("cards",), ()),
        ("action", "have", ("has", "hold"), ()),
        ("role", "player", ("somebody",), ()),
        ("thing", "flare", ("flares",), ("card",)),
        ("thing", "token", ("ship", "ships", "tokens"), ()),
        ("thing", "deal", ("deals", "promises"), ()),
        ("thing", "side", ("sides",), ()),
        ("thing", "tie", ("ties",), ()),
        ("predicate", "binding", (), ()),
        ("condition", "silencer_in_play", ("silencer is in play",), ()),
    ])


@pytest.mark.parametrize("question, kind, frame", [
    # plain may / must / is questions
    ("Can an ally play a flare?", "polar", "ally may play flare"),
    ("Must the defense play a card?", "polar", "defense must play card"),
    ("Are deals binding?", "polar", "deal is binding"),
    ("Does a tie go to the defense?", "polar", "tie is won-by defense"),
    # first and second person: "I" is the role the player names, else any player
    ("Can I ally with both sides?", "polar", "player may ally-with side count 2"),
    ("I'm the offense. Can I keep my cards?", "polar", "offense may keep card"),
    ("As the defender, do I have to play a flare?", "polar", "defense must play flare"),
    ("can you retain a flare?", "polar", "player may retain flare"),
    ("My ally played a flare; can my ally keep it?", "polar", "ally may keep flare"),
    # permission, tags, negation (the verdict is the positive proposition's)
    ("Am I allowed to play a flare?", "polar", "player may play flare"),
    ("Is it legal for the attacker to send five ships?", "polar", "offense may launch token count 5"),
    ("Can somebody have more than one ship on a planet?", "polar", "player may have token count 2"),
    ("The defense can play flares, right?", "polar", "defense may play flare"),
    ("Can't the defender play flares?", "polar", "defense may play flare"),
    ("doesnt the defnse keep its cards?", "polar", "defense may keep card"),
    # values: the thing counted is the object
    ("How many ships can the offense send?", "value", "offense may launch token"),
    ("How many cards can I keep?", "value", "player may keep card"),
])
def test_frame(vocab, question, kind, frame):
    part = read_words(vocab, question).parts[0]
    assert part.kind == kind
    wanted = frame.replace("retain", "keep")
    assert wanted in [str(f) for f in part.frames], [str(f) for f in part.frames]
    first, w = part.frames[0], wanted.split()  # a plain "does" question tries is/counts/happens first
    assert (first.actor, first.action) == (w[0], w[2])


def test_it_is_the_thing_named_before(vocab):
    part = read_words(vocab, "Flares - can the defender keep them after playing?").parts[0]
    assert str(part.frame) == "defense may keep flare"
    story = read_words(vocab, "I played a flare. Can I keep it?").parts[0]
    assert str(story.frame) == "player may keep flare"


def test_a_noun_after_a_preposition_qualifies_the_actor(vocab):
    # "a defender with flares" is the defense; "ships of an ally" are ships
    assert str(read_words(vocab, "Can a defender with flares keep cards?").parts[0].frame) == "defense may keep card"
    assert str(read_words(vocab, "can ships of an ally keep cards?").parts[0].frame) == "token may keep card"


def test_a_condition_before_the_question_without_a_comma(vocab):
    part = read_words(vocab, "if the defense plays a flare does the offense keep its cards").parts[0]
    assert part.kind == "polar" and (part.frame.actor, part.frame.action) == ("offense", "keep")


def test_a_second_verb_asked_too(vocab):
    """"keep a flare and play it": both must hold; the second verb's frame is kept apart."""
    part = read_words(vocab, "Can the offense keep a flare and play it?").parts[0]
    assert str(part.frame) == "offense may keep flare"
    assert [str(f) for f in part.also] == ["offense may play flare"]


def test_a_relative_clause_is_not_the_question(vocab):
    part = read_words(vocab, "Can an ally that played a flare keep cards?").parts[0]
    assert str(part.frame) == "ally may keep card"


def test_an_unknown_object_leaves_no_frame(vocab):
    """"invite people": "people" is no rules word, so nothing is decided from "invite"."""
    assert read_words(vocab, "Can the defense keep glorbs?").parts[0].frames == []


def test_negation_is_seen_but_does_not_flip_the_frame(vocab):
    part = read_words(vocab, "Can't the defense play flares?").parts[0]
    assert part.negated and part.frames[0].modal == "may"


def test_two_questions_in_one(vocab):
    reading = read_words(vocab, "Can an ally play a flare? And someone not in the encounter?")
    assert [p.kind for p in reading.parts] == ["polar", "polar"]
    assert str(reading.parts[0].frame) == "ally may play flare"
    assert str(reading.parts[1].frame) == "player-not-involved may play flare"


def test_two_questions_joined_by_and(vocab):
    reading = read_words(vocab, "Can the offense keep a flare and can the defense play one?")
    assert [str(p.frame).split()[0] for p in reading.parts] == ["offense", "defense"]


def test_story_before_the_question(vocab):
    reading = read_words(vocab, "We were playing last night and I was the defender. The "
                                "silencer is in play. Can I play a flare?")
    assert reading.speaker == "defense"
    assert len(reading.story) == 2 and reading.context == {"silencer_in_play": True}
    assert str(reading.parts[0].frame) == "defense may play flare"


@pytest.mark.parametrize("question, kind", [
    ("What happens if the defender has no cards?", "text"),
    ("How does the Lucre option work?", "text"),
    ("Why does the offense lose ships?", "text"),
    ("How many tokens can I put on the cone?", "value"),
    ("Who decides which player is attacked?", "value"),
    ("what's the max number of ships", "value"),
    ("Is there a limit on cards in hand?", "polar"),
    ("Is there a maximum hand size?", "polar"),
    ("Does it last the whole round or just the one challenge?", "choice"),
    ("Can an ally play a flare or not?", "polar"),
    ("What is the difference between the editions here?", "compare"),
    ("So, can the offense launch five ships?", "polar"),
    ("The tie goes to the defense, right?", "polar"),
    # a yes/no question with its auxiliary dropped: no question word, and a permission word,
    # a participle or "same" carries it
    ("Rosette evacuates its ships onto a neighbouring planet. allowed?", "polar"),
    ("parasite under silencer, blocked?", "polar"),
    ("I have 3 home colonies again. power restored?", "polar"),
    ("Same threshold in FFG?", "polar"),
    ("silencer and grudge, blocked or not?", "polar"),
    ("yo can my ally use lucre", "polar"),
    # "when" with a subject after it states a moment; with none it asks one
    ("when I redraw do I have to show my cards?", "polar"),
    ("When exactly does the game end?", "value"),
    ("starting hand size?", "other"),
    ("how many ships were lost?", "value"),
    # "what … do" with "do" as the asked verb further on asks a procedure, not a value
    ("what do I have to do when my power is zapped?", "text"),
    ("what does the defense do after losing?", "text"),
])
def test_kind(question, kind):
    assert kind_of(tuple(tokens(question)))[0] == kind


def test_limit_questions_are_marked():
    assert kind_of(tuple(tokens("Is there a limit on cards in hand?"))) == ("polar", True)
    assert kind_of(tuple(tokens("what's the maximum number of ships?"))) == ("value", True)


def test_typos_and_inflections(vocab):
    words = tokens("the defnse retained flares")
    assert vocab.match(words, 1).word == "defense"
    assert vocab.match(words, 2).word == "keep"
    assert vocab.match(words, 3).word == "flare"


def test_split_text():
    story, asked = split_text("The Clone played a Kicker. It won. Can it keep it? And the Insect?")
    assert story == ["The Clone played a Kicker.", "It won."]
    assert asked == ["Can it keep it?", "And the Insect?"]


def test_ancestors(vocab):
    assert vocab.ancestors("offense") == ["offense", "main-player", "player"]


# --- h13r: what the clauses around the question state, and words that do not block --------

def _with_conditions(vocab: Vocabulary) -> Vocabulary:
    """The fixture with two condition wordings, as the claims word them."""
    from resolver.ask.vocab import condition_wordings
    v = Vocabulary.from_entries([*((c, w, a, i) for c, w, a, i in _ROWS),
                                 ("thing", "moon", ("moons",), ()), ("thing", "base", ("bases",), ())])
    v.conditions = condition_wordings(v, [
        ("base_on_moon", "the offense already has a base on that Moon", False),
        ("deal_failed", "failed deal", True)])
    return v


_ROWS = [
    ("role", "player", ("players",), ()),
    ("role", "main-player", ("main players",), ("player",)),
    ("role", "offense", ("attacker",), ("main-player",)),
    ("role", "defense", ("defender",), ("main-player",)),
    ("action", "challenge", (), ()),
    ("action", "play", (), ()),
    ("action", "see", (), ()),
    ("action", "reach", ("get to",), ()),
    ("thing", "card", ("cards",), ()),
    ("thing", "token", ("ships", "tokens"), ()),
]


def test_a_relative_clause_states_a_condition_on_the_object(vocab):
    # "a Moon where I already have a base" is the situation "the offense already has a base
    # on that Moon" (More Cosmic 13.3), not a second thing asked
    v = _with_conditions(vocab)
    for q in ("Can I challenge a moon where I already have a base?",
              "can i challenge a moon i already have a base on?"):
        r = read_words(v, q)
        assert str(r.parts[0].frames[0]) == "player may challenge moon"
        assert r.parts[0].unread == []
        assert r.context == {"base_on_moon": True}


def test_a_relative_clause_the_rules_do_not_word_blocks_the_frame(vocab):
    r = read_words(_with_conditions(vocab), "Can I play a card nobody has seen?")
    assert [s.category for s in r.parts[0].unread] == ["clause"]


def test_an_if_clause_and_a_story_state_conditions(vocab):
    v = _with_conditions(vocab)
    assert read_words(v, "Do I lose ships if the deal failed?").context == {"deal_failed": True}
    assert read_words(v, "The deal failed. Do I lose ships?").context == {"deal_failed": True}
    # a wording of two words must stand together: "deal" and "failed" apart say nothing
    assert read_words(v, "The deal was made and the attack failed. Do I lose ships?").context == {}


def test_a_verb_taking_a_verb_asks_about_the_second(vocab):
    r = read_words(_with_conditions(vocab), "Does the defender get to see my cards?")
    assert str(r.parts[0].frames[0]).endswith("defense may see card")


def test_words_after_a_contrast_are_not_asked(vocab):
    r = read_words(_with_conditions(vocab), "Can the defender play cards too, or only the attacker?")
    assert r.parts[0].unread == []


def test_i_with_no_role_named_is_marked_as_any_role(vocab):
    v = _with_conditions(vocab)
    assert read_words(v, "Can I challenge a moon?").parts[0].person
    assert not read_words(v, "Can the attacker challenge a moon?").parts[0].person
    assert not read_words(v, "I'm the defender. Can I play cards?").parts[0].person


def test_a_second_one_is_the_second_of_what_came_first(vocab):
    v = Vocabulary.from_entries([*_ROWS, ("action", "have", (), ()),
                                 ("thing", "second-challenge", ("second challenge",), ())])
    for q in ("I won my first challenge. Can I have a second?",
              "I won my first challenge. Can I have a second one?"):
        assert str(read_words(v, q).parts[0].frames[0]) == "player may have second-challenge"


def test_an_unknown_modifier_before_the_object_is_left_unread(vocab):
    # "its adjacent ships": the object is the ships; "adjacent" narrows it, so it stays unread
    v = Vocabulary.from_entries([*_ROWS, ("action", "add", (), ())])
    part = read_words(v, "Does the defender have to add its adjacent ships?").parts[0]
    assert str(part.frames[0]) == "defense must add token"
    assert [(s.category, s.word) for s in part.unread] == [("clause", "adjacent")]


def test_a_phrase_two_verbs_claim_gives_frames_for_both():
    # "goes to" is moving somewhere and, for a tie, being won by a side: both are tried,
    # the first-declared verb first
    v = Vocabulary.from_entries([("thing", "tie", (), ()), ("role", "defense", (), ()),
                                 ("action", "go-to", ("goes to",), ()),
                                 ("predicate", "won-by", ("goes to", "go to"), ())])
    frames = [str(f) for f in read_words(v, "Does a tie go to the defense?").parts[0].frames]
    assert frames.index("tie is go-to defense") < frames.index("tie is won-by defense")


@pytest.mark.parametrize("question, kind", [
    # a leading "when" clause states a moment; the question after the comma is yes/no
    ("When the Cavalry uses its power, can it play a Kicker?", "polar"),
    ("when the deck runs out and we reshuffle, do we have to swap the last one?", "polar"),
    # a leading phrase without a comma
    ("As a defensive ally do I put my tokens on the planet?", "polar"),
    ("in FFG do I get to choose my alien?", "polar"),
    # but "in which …", "when … do" do not ask yes or no
    ("In which phase can flares be played?", "not polar"),
    ("when do I draw a card?", "value"),
    ("When do reinforcements get played, before or after the cards are revealed?", "value"),
    # an auxiliary inside the leading "if" clause does not make it a yes/no question: the
    # clause after the comma opens with a question word and asks a number
    ("If I have to redraw at the start of my turn, how many cards do I draw?", "value"),
])
def test_leading_clauses_and_phrases(question, kind):
    from resolver.ask.frame import _kind_of_sentence
    found = _kind_of_sentence(question, tokens(question))[0]
    assert found != "polar" if kind == "not polar" else found == kind


def test_a_prohibition_asks_may_not(vocab):
    # "is it forbidden": the proposition asked is that it may not be done (its truth is the verdict)
    assert str(read_words(vocab, "Is it forbidden for an ally to play a flare?").parts[0].frames[0]) \
        == "ally may-not play flare"


def test_a_phrase_stops_at_a_name():
    # "blocked by the Silencer": the vocabulary's longer phrase may not swallow the name
    v = Vocabulary.from_entries([("predicate", "blocked-by", ("blocked by",), ()),
                                 ("predicate", "silenced", ("blocked by the silencer",), ())])
    slots = read_slots(v, tokens("is the loser blocked by the silencer"),
                       lambda: [(2, 3, "power:Loser"), (6, 7, "power:Silencer")])
    assert [(s.category, s.word) for s in slots] == [
        ("name", "power:Loser"), ("predicate", "blocked-by"), ("name", "power:Silencer")]


def test_a_particle_after_the_object_makes_a_two_word_verb():
    """"leave the flares out" is "leave out" with its object between (English particle
    verbs); "add ships to the planet" is no "add to": the particle must end its phrase."""
    v = Vocabulary.from_entries([
        ("role", "player", (), ()), ("thing", "flare", ("flares",), ()),
        ("thing", "token", ("ships",), ()), ("thing", "planet", (), ()),
        ("action", "exclude", ("leave out",), ()), ("action", "add", ("add to",), ()),
        ("action", "withdraw", ("pull out",), ())])
    assert str(read_words(v, "Is it ok to leave the flares out?").parts[0].frame) == "player may exclude flare"
    assert str(read_words(v, "Can I pull my ships out of the planet?").parts[0].frame) == "player may withdraw token"
    assert [s.word for s in read_slots(v, tokens("can I add ships to the planet"), None)
            if s.category == "action"] == ["add"]


def test_a_one_word_name_in_a_verbs_place_is_the_verb():
    """"can I *attack* a planet": the Attack card's name after a subject is the verb attack;
    before a verb ("can *Attack* win") it stays the name."""
    v = Vocabulary.from_entries([("role", "player", (), ()), ("thing", "planet", (), ()),
                                 ("action", "attack", (), ()), ("action", "win", (), ())])

    def names():
        return [(2, 3, "card:Attack")]
    assert [(s.category, s.word) for s in read_slots(v, tokens("can I attack a planet"), names)][1] \
        == ("action", "attack")
    assert [(s.category, s.word) for s in read_slots(v, tokens("can the Attack win"), names)][0] \
        == ("name", "card:Attack")


def test_a_statement_before_a_dash_is_not_the_question(vocab):
    """"X is in play — does it …": the question is the clause after the dash, which opens
    with an auxiliary; the statement before it only sets the scene."""
    part = read_words(vocab, "the silencer is in play — can the defense keep the cards it played?").parts[0]
    assert str(part.frame) == "defense may keep card"


def test_objects_after_which_and_before_and(vocab):
    """"keep *which* cards" asks about the cards; "play and keep": "and" ends the first verb's
    (empty) object instead of making it unknown."""
    assert str(read_words(vocab, "can the defense keep which cards it likes?").parts[0].frame) \
        == "defense may keep card"
    assert str(read_words(vocab, "can the defense play and keep flares?").parts[0].frame) == "defense may play"


def test_it_is_a_role_the_story_gives_the_speaker(vocab):
    """"My ally has a flare. Can it play it?": "it" is what the story named last, a role the
    speaker owns included."""
    assert read_words(vocab, "my ally is silenced. can the defense keep it?").parts[0].frame.obj == "ally"


def test_choose_which_thing_to_do(vocab):
    """"choose which cards to keep" asks about keeping the cards."""
    v = Vocabulary.from_entries([("role", "defense", (), ()), ("thing", "card", ("cards",), ()),
                                 ("action", "choose", (), ()), ("action", "keep", (), ())])
    assert str(read_words(v, "can the defense choose which cards to keep?").parts[0].frame) == "defense may keep card"
