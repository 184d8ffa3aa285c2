"""Reading a player's question into claim frames: who, may/must/is, does what, to what.

A question is split into its story and its parts; each part gets a *kind* (``polar``, ``value``,
``text``, ``choice``, ``compare``) and candidate :class:`Frame` s from the rules vocabulary and the
graph's names. Only grammar lives here: every rules word is a vocabulary word or a graph name.

    >>> from resolver.ask.vocab import Vocabulary
    >>> v = Vocabulary.from_entries([("role", "defense", (), ("player",)),
    ...                              ("action", "play", (), ()), ("thing", "flare", ("flares",), ())])
    >>> r = read_words(v, "Can't the defense play flares?")
    >>> r.parts[0].kind, str(r.parts[0].frames[0])
    ('polar', 'defense may play flare')
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

import pyparsing as pp

from resolver.ask.grammar import _kw, compiled
from resolver.ask.text import (
    NOT_PLURAL,
    W,
    any_of,
    capitals_of,
    content_words,
    number,
    pairs,
    possessed,
    stem,
    tokens,
    warm_up,
    word_list,
)
from resolver.ask.vocab import AT_WILL_ACT, VERBS, Vocabulary
from resolver.graph.decide import Exact, Frame

# --- grammar words (function words of English questions; no rules words) -------------------


@cache
def _as_role() -> re.Pattern:
    """Words of a sentence that sets the scene in the speaker's role ("I'm the offense")."""
    opens = "|".join(sorted(map(re.escape, W.role_opener), key=len, reverse=True))
    fillers = "|".join(sorted(map(re.escape, W.role_filler)))
    return re.compile(rf"\b(?:{opens})\s+(?:(?:{fillers})\s+)*(\w+(?:\s\w+)?)")


@dataclass
class Part:
    """One question of what the player wrote."""

    text: str
    words: list[str]
    kind: str                         # polar | value | text | choice | compare
    modals: tuple[str, ...] = ()
    negated: bool = False
    limit: bool = False               # "is there a limit on …", "what is the maximum …"
    frames: list[Frame] = field(default_factory=list)
    #: frames of a second verb asked about too ("copy the Loser *to stop* a revolt"): both must hold
    also: list[Frame] = field(default_factory=list)
    referred: list[Frame] = field(default_factory=list)   # the frames with another thing "it" / "they" may stand for
    #: rules words of the asking clause after the verb that no frame uses ("a flare *for a power*
    #: nobody has"): the frames do not say all the question asks
    unread: list = field(default_factory=list)
    found: list = field(default_factory=list)
    #: where the asking clause starts ("Cavalry flare is in play — *does it* …")
    start: int = 0
    #: the actor is the speaker ("can I …") or nobody named: any player, whose role the
    #: claims about the action may narrow
    person: bool = False
    agentless: bool = False           # a passive naming no doer ("are the cards *played* face down?")

    @property
    def frame(self) -> Frame | None:
        return self.frames[0] if self.frames else None


@dataclass
class Reading:
    """A question read: the story before it, its parts, the speaker's role."""

    story: list[str]
    parts: list[Part]
    speaker: str | None = None
    context: dict = field(default_factory=dict)
    #: (a sentence, the same with the question word it left out): "Starting Lucre?" is "How much starting Lucre?"
    restored: tuple[str, str] | None = None


# --- the kind of a question: a pyparsing grammar over its words ---------------------------

@cache
def _kinds() -> list[tuple[str, re.Pattern | None]]:
    return [(name, expr if expr is None else compiled(expr)) for name, expr in _kind_grammar()]


def _kind_grammar() -> list[tuple[str, pp.ParserElement | None]]:
    aux = _kw(W.auxiliary | set(pairs("contraction")))
    word = pp.Regex(r"\S+")
    what = _kw({"what", "whats"})
    return [("compare", None),
        ("text", what + pp.Optional(_kw({"exactly", "then", "now", "really"}))
         + _kw({"happens", "happen", "happened", "if", "now"})),
        ("text", what + _kw({"do", "does", "should", "can"}) + pp.SkipTo(_kw({"do"}))),
        ("text", _kw({"why", "explain", "describe"})), ("text", _kw({"how"}) + ~_kw(W.how_value)),
        ("value", _kw({"how"}) + _kw(W.how_value)),
        ("polar", _kw({"is", "are"}) + _kw({"there"}) + pp.Optional(_kw({"a", "an", "any"}))
         + _kw(W.limit_word)("limit")),
        ("value", what + pp.Optional(_kw(W.be)) + pp.Optional(_kw({"the"})) + _kw(W.limit_word)("limit")),
        # "when (exactly) do …" asks a time; "when I redraw … do I …", with a subject right
        # after "when", states one before the question
        ("value", _kw({"when"}) + ~_kw(W.clause_subject)),
        ("value", _kw(W.value_start | {"what", "whats", "where"})), ("polar", aux + pp.Optional(word)),
    ]


@lru_cache(maxsize=8192)
def kind_of(words: tuple[str, ...]) -> tuple[str, bool]:
    """The kind of one question part, and whether it asks about a limit."""
    start = next((i for i, w in enumerate(words[:-1]) if w not in W.filler), max(len(words) - 1, 0))
    head = " ".join(words[start:])
    for name, expr in _kinds():
        # a compare word anywhere makes an edition comparison: a set test, not a pyparsing
        # search, which would rescan the rest of the text from every position (quadratic)
        found = ({} if W.compare_word.intersection(words) else None) if expr is None else (
            t.groupdict() if (t := expr.match(head)) else None)
        if found is not None:
            limit = found.get("limit") is not None
            if name == "polar" and _is_choice(words):
                return "choice", False
            return name, bool(limit) or not W.limit_noun.isdisjoint(words)
    if words and _elliptical_polar(words[start:]):
        return "polar", not W.limit_noun.isdisjoint(words)
    j = _main_clause(words)
    return kind_of(words[j:]) if j else ("choice" if _is_choice(words) else "other", not W.limit_noun.isdisjoint(words))


def _elliptical_polar(words: tuple[str, ...]) -> bool:
    """A yes/no question with its auxiliary dropped: a tag ("…, right?"), or, with no question word
    nor "or", a permission word, participle or -able adjective last, or "same"/"second …" first."""
    if not words or words[-1] in W.tag or words[-2:] == ("or", "not"):
        return bool(words)
    if not no_question_word(words):
        return False
    named = pairs("edition-named")        # "… legal *in FFG*?": the edition named is no part of the ending
    cut = len(words)
    while cut > 1 and (words[cut - 1] in named or words[cut - 1] in W.preposition and cut < len(words)):
        cut -= 1
    last = words[cut - 1]
    # an ending longer than a short word's ("need", "table") marks a participle or an adjective
    return (last in W.permitted or last in W.forbidden or words[0] in W.polar_opener
            or any(last.endswith(end) and len(last) > len(end) + 2 for end in W.polar_ending))


def no_question_word(words) -> bool:
    """No question word and no "or" (a choice) among ``words``; a subordinator that states a
    moment ("…, when lost?") is no question word here."""
    return not _asking_marks().intersection(words)


@cache
def _asking_marks() -> frozenset[str]:
    return W.question_word - W.subordinator | {"or"}


def _main_clause(words) -> int:
    """Where the question starts after a leading condition or phrase with no comma ("if i
    lose *do my allies lose ships too*", "as the binary *can I* …"); 0 when there is none."""
    # "once both cards *are* face down *can I* switch mine": an auxiliary before its subject asks; one inside the
    # leading clause, after its own subject, does not, nor one after "to" ("pick anyone *to be* the defender")
    asking = [j for j in range(2, len(words) - 1) if words[j] in W.auxiliary and words[j + 1] in W.clause_subject
              and words[j - 1] not in W.auxiliary | {"to"}]
    if not words or words[0] not in W.subordinator | W.leading:
        # "phantom without its power *can it* make …" (no question mark): a topic, then an auxiliary before its subject
        return 0 if not words or _opens_with_aux(words[0]) or not no_question_word(words) else next((
            j for j in asking if kind_of(tuple(words[j:]))[0] == "polar"), 0)
    if asking and words[0] in W.subordinator and no_question_word(words[1:]) and kind_of(tuple(words[asking[0]:]))[0] != "other":
        return asking[0]
    for j in range(2, len(words)):
        if words[0] in W.leading and j <= 6 and set(words[1:j]) & (W.question_word | W.how_much):
            # "in which phase can …", "in FFG what is …": the question word opens the question
            return next((i for i in range(1, min(j, 6)) if words[i] in W.question_word), 0)
        if words[j] in W.auxiliary or words[j] in pairs("contraction") or words[j] == "how":   # "if X, *how many* …"
            if (words[j] in W.must | W.may and "how" in words[j:] or tuple(words[j + 1:j + 2]) == ("how",)) and \
                    words[j + 1:j + 2] and words[j + 1] not in W.clause_subject:
                continue                  # "…, the Schizoid *must* include at least *how many* …", "the deck *has how* many":
                #                           a statement asking a count
            if words[j - 1] in W.relative and (W.article | W.determiner | W.possessive) & set(words[max(0, j - 4):j - 2]):
                continue                  # "the players *who aren't* main players go first": a clause about a noun
            # "after resolution, *where* do the cards go": the question word opens the clause
            j -= words[j - 1] in W.question_word
            if kind_of(tuple(words[j:]))[0] != "other":
                return j
    return 0          # no question word: a topic ("Morph against Morph")


#: what ends a leading phrase: a comma, a colon, a dash
_CLAUSE = re.compile(r"\s*(?:[,:;)]|\s[-\u2013\u2014]+\s|[\u2013\u2014])\s*")


def _kind_of_sentence(sentence: str, words: list[str]) -> tuple[str, bool, int]:
    """The kind of a sentence, or of its first clause after a comma that has one ("As the
    defender, do I have to …?", "If the offense wins, does …?"), and where that clause starts."""
    if (topic := _after_topic(sentence, words)) is not None:
        return topic
    kind, limit = kind_of(tuple(words))
    clauses = _CLAUSE.split(sentence)
    # "When the Cavalry uses its power, can it …": a leading "when" clause states a moment;
    # its comma, not an auxiliary inside it ("when it *is* attacked"), ends it. So does a
    # statement before a clause that opens with an auxiliary ("X is in play — does it …")
    stated = kind in ("value", "polar") and (words[:1] in (["when"], ["if"]) or kind == "polar" and not (
        _opens_with_aux(sentence) or words[:1] and words[0] in W.filler))
    # "ships from *how many* planets can I add": a count asked inside a sentence no other shape fits
    counts = "value" if any(w == "how" and words[i + 1:i + 2] and words[i + 1] in W.how_value for i, w in enumerate(words)) else kind
    if (kind != "other" and not stated) or len(clauses) < 2:
        return kind if kind != "other" else counts, limit, _main_clause(tuple(words))
    start = len(tokens(clauses[0]))
    for n, clause in enumerate(clauses[1:], 2):
        found = kind_of(said := tuple(tokens(clause)))
        if n == len(clauses) > 2 and said and set(said) <= W.tag:
            # "when effects clash, the others go first, *right*?": a tag asks the statement just before it
            return "polar", limit, start - len(tokens(clauses[-2]))
        # "As defense, *if my hand has none*, do I …": a condition before a later clause is no question
        # (a clause opening with a question word asks too: "if I have to redraw, *how many* …")
        if found[0] != "other" and (not stated or found[0] == "polar" and _opens_with_aux(clause) or found[0] in (
                "value", "text") and (opener := said[_main_clause(said):][:1]) and opener[0] in W.question_word | {"how"}) and not (
                n < len(clauses) and said[:1] and said[0] in W.subordinator):
            # "X is on the list, *isn't it*?": a question tag asks the statement before it
            return found[0], found[1] or limit, 0 if len(said) == 2 and said[1] in W.pronoun | W.relative_subject else start
        start += len(tokens(clause))
    return kind if kind != "other" else counts, limit, _main_clause(tuple(words)) if stated else 0


def _after_topic(sentence: str, words: list[str]) -> tuple[str, bool, int] | None:
    """"What about X — still allowed?": the clause after a topic decides the kind (yes/no after a
    dash or colon, or a permission word after a comma); None with no such clause."""
    if not {" ".join(words[:2]), " ".join(words[:3])} & W.topic_opener or not (cut := _CLAUSE.search(sentence)):
        return None
    start = len(tokens(sentence[:cut.start()]))
    kind, limit = kind_of(rest := tuple(words[start:]))
    says = "," not in cut.group() or (W.permitted | W.forbidden | W.obliged) & set(rest)
    kind = "polar" if kind == "other" and no_question_word(rest) and says else kind
    return (kind, limit, start) if rest and kind != "other" else None


def _opens_with_aux(clause: str) -> bool:
    return bool(first := tokens(clause)[:1]) and (first[0] in W.auxiliary or first[0] in pairs("contraction"))


@cache
def opposites() -> dict[str, str]:
    """Each word of a pair of opposites (vocabulary ``opposite-word``, ``moment``) to the other."""
    return {**pairs("opposite-word"), **pairs("moment")}


def _is_choice(words: tuple[str, ...]) -> bool:
    """"Does it last the round or just the challenge?": two answers offered, not yes/no."""
    for i, w in enumerate(words[:-1]):
        if w == "or" and i and words[i - 1] in W.opposite and (W.opposite.intersection(
                words[i + 1 + (words[i + 1] == "the"):][:1]) or words[-1] == words[i - 1]):
            return True                     # "before or after", "the Super or the Wild", "tokens first or the cone first"
        if w == "or" and (any(opposites().get(y, "-") in words[:i] for y in words[i + 1:i + 3]) or next(
                (y for y in words[i + 1:] if y not in W.article | {"of"}), "") in words[i - 3:i - 1]):
            return True                     # "before the alien powers or after", "face up or face down", one noun twice
        if w == "or" and words[i + 1] != "not" and words[i + 1] in W.choice_mark | W.may | W.must | W.do | W.be:
            return True
    return False


# --- splitting what was written into story and question parts ------------------------------

_SENTENCE = re.compile(r"[^.?!;\n]+[.?!;\n]*")


@cache
def _conjoined() -> re.Pattern:
    """", and can …", "or what …": a second question joined to the first (its opener in lower case: "the
    Dictator and *Will* both in the game" names a power)."""
    joins, opens = "|".join(sorted(W.part_joiner)), "|".join(sorted(W.part_opener))
    return re.compile(rf",?\s+(?:{joins})\s+(?=(?-i:{opens})\b)", re.IGNORECASE)


def split_text(text: str) -> tuple[list[str], list[str]]:
    """(story sentences, question sentences). Questions end with ``?``; with none, the last
    sentence is the question."""
    sentences = [s.strip() for s in _SENTENCE.findall(text) if s.strip(" .?!;\n")]
    asked = [s for s in sentences if s.endswith("?")] or sentences[-1:]
    story = [s for s in sentences if s not in asked]
    parts = [p for s in asked for p in _conjoined().split(s) if p.strip(" ,?")]
    # "The defense won, but do …?": a piece joined before a question that asks nothing is told, not asked
    told = [p for p in parts[:-1] if not p.rstrip().endswith("?") and kind_of(tuple(tokens(p)))[0] == "other"]
    return story + told, [p for p in parts if p not in told]


#: a sentence's words up to a colon, the last of them apart
_TO_COLON = re.compile(r"(?:^|(?<=[.?!;\n]))([^.?!;:\n]*?)(\w+)\s*:\s*")


def unquoted(text: str) -> str:
    """"Someone asked: can I …?": a sentence's clause before a colon that ends on a word of asking quotes what
    follows it, and tells nothing."""
    return _TO_COLON.sub(lambda m: m[0] if m[2].lower() not in W.reporting_word else " " * bool(m.start()), text)


# --- frames --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Slot:
    """A word of the question with what it is: a vocabulary word, a graph name or grammar."""

    start: int
    end: int
    category: str               # role | thing | action | predicate | condition | window | name | person
    word: str
    alts: tuple[str, ...] = ()  # other verbs the same words name, tried after ``word``


def read(vocab: Vocabulary, text: str, names=None) -> Reading:
    """Read a question. ``names(sentence) -> [(start, end, node)]`` links graph names (token
    positions of :func:`resolver.ask.text.tokens`)."""
    story, asked = split_text(text)
    told = [(_moments(tokens(s)), read_slots(vocab, _moments(tokens(s)), (lambda t=s: names(t)) if names else None,
                                             caps=capitals_of(s))) for s in story]
    questions = [(s, w, read_slots(vocab, w, (lambda t=s: names(t)) if names else None, caps=capitals_of(s)), joint)
                 for s0, w0 in ((s, _moments(tokens(s))) for s in asked) if w0 for s, w, joint in _distributed(s0, w0) if w]
    held = _named_speaker(told + [(w, sl) for _s, w, sl, _j in questions])
    speaker, context = _told_side(vocab, [w for w, _sl in told], _speaker(vocab, " ".join(story + asked)) or held)
    parts: list[Part] = []
    restored = None
    told_of: dict[str, dict] = {}       # the flags each clause tells of its subject (I, a role, a power)
    for words, slots in told:
        _conditions(words, slots, context, vocab)
        cuts = [0, *(i for i, w in enumerate(words) if w in W.clause_contrast), len(words)]
        for a, b in zip(cuts, cuts[1:], strict=False):   # "won my first challenge | but I have no cards"
            _state(vocab, words[a:b], context)
        for party, clause in _parties(vocab, words, speaker):
            _state(vocab, clause, told_of.setdefault(party, {}))
    for sentence, words, slots, joint in questions:
        kind, limit, start = _kind_of_sentence(sentence, words)
        # "I want to join the defense. *Can I?*": an auxiliary and its subject alone ask the story's last clause
        clause = _elided(words, start, told) if kind == "polar" else None
        fronted = kind == "polar" and not clause and (_cleft(words, slots, start) or _fronted(words, slots, start))
        if clause or fronted:
            words, start = fronted or [*words[start:start + 1], *clause], start if fronted else 0
            sentence = " ".join(words)
            slots = read_slots(vocab, words, (lambda t=sentence: names(t)) if names else None)
        if kind == "polar" and (gerund := _gerund_subject(vocab, words, slots, start)):
            words, sentence = gerund, " ".join(gerund)
            slots = read_slots(vocab, words, (lambda t=sentence: names(t)) if names else None)
        if (reduced := _reduced_relative(vocab, words, slots, start)) is not None:
            words, sentence = reduced, " ".join(reduced)
            slots = read_slots(vocab, words, (lambda t=sentence: names(t)) if names else None)
        slots = _restricted_subject(vocab, words, slots, start)
        if not parts:     # a later part's situation is its own ("… this same encounter? And in my next?")
            _conditions(words, slots, context, vocab)
            _colours(vocab, [w for w, _s in told], words, start, context)
        kind = "polar" if kind == "other" and _rising(sentence, words, slots) else \
            "choice" if kind == "polar" and subject_choice(words, slots, start) else kind
        if kind in ("other", "polar") and not start and _amount(words, slots, start):
            # "Starting Lucre?": the question word left out is "how much" ("how many" of a plural noun); the
            # question is read again with it (Reading.restored), its names linked in the whole text
            restored = (sentence, f"How {'many' if words[slots[0].end - 1].endswith('s') else 'much'} {sentence}")
        # "a bystander colony … can I use *those ships*": a thing after this/that/these/those is the narrower thing of
        # its kind named before it, when one was
        shown: list[Slot] = []
        for s in _verb_first(vocab, words, slots, start):
            shown.append(next((Slot(s.start, s.end, o.category, o.word) for o in reversed([*(x for _w, sl in told for x in sl), *shown])
                               if o.category == "thing" and o.word != s.word and s.word in vocab.ancestors(o.word)), s)
                         if s.category == "thing" and s.start and words[s.start - 1] in W.pronoun else s)
        slots = shown
        # a limit word inside a verb's own phrase ("agree *limits* on the Judge") asks that verb, no limit
        limit = limit and not any(s.category in VERBS and (W.limit_noun - W.unlimited) & set(words[s.start:s.end]) for s in slots)
        part = Part(sentence, words, kind, limit=limit, found=[s for s in slots if s.category != "person"],
                    start=start)
        # an obligation word qualifying a noun ("a *mandatory* power"), inside a predicate ("*bound* by") or the asker's of a noun ("the five *I need*") is no modal
        part.modals, part.negated = _modals([w for i, w in enumerate(words) if i >= start and not (w in W.obliged and any(
            s.start - (s.category in NOUNS) <= i < s.end and s.category in (*NOUNS, "predicate") for s in slots) or kind == "polar" and i > start + 1 and words[
            i - 1] in W.first_person and (number(words[i - 2], counting()) or any(s.end == i - 1 and s.category in NOUNS for s in slots)))], _hindered(words, None, slots) is not None)
        # "two comets came up: do *both* apply?": a quantifier standing alone is the things counted before it
        several = next(iter(_topics(told, slots, start, words, _several, vocab)), None)
        # "both sides invited me: can I ally with *both*?": after the verb, "both" may stand for the pair named so too (a
        # thing or name said with a quantifier that may stand alone, "*both* sides")
        paired = several or next(iter(_topics(told, slots, start, words, lambda s, said: s.category in ("name", "thing") and bool(
            W.alone_quantifier & set(said[max(0, s.start - 1):s.start + 1])), vocab)), None)
        topic = _topic(told, slots, start, words, vocab, many="they" in words[start:]) or (
            parts[-1].frame.obj if parts and parts[-1].frame else None)
        # "Worldships has comets in its hand. Can *it* use *them*?": each pronoun the thing of its number
        asked = set(words[start:])
        pronouns = {p: t for p, t in (("it", "it" in asked and {"they", "them"} & asked and _topic(told, slots, start, words, vocab, one=True)),
                                      ("them", "them" in asked and _topic(told, slots, start, words, vocab, many=True))) if t}
        # the noun right after "how many" / "what" / "which" (the thing asked for)
        at = next((i for i, w in enumerate(words[:-1]) if w in ("which", "what") or w in W.how_much and i and words[i - 1] == "how"), None)
        # who "he" or "she" is: the last power or hex named before the asking clause, else in the story
        who = next((s.word for s in [s for s in slots if s.end <= start][::-1] + [s for _w, sl in reversed(told) for s in reversed(sl)]
                    if s.category == "name" and s.word.startswith(PLAYABLE)), None)
        first = None if at is None else next((s for s in slots if s.start in (at + 1, at + 2) and s.category in NOUNS), None)
        # "the Binary has two powers. How many can it use?": "how many" with no noun counts the thing the story counted
        counted = at is not None and first is None and words[at] in W.how_much - W.duration_word and words[at + 1] in W.auxiliary and next((
            s for w, sl in reversed(told) for s in reversed(sl) if s.category in NOUNS and numbers(w[s.start - 1:s.start])), None)
        _frames(vocab, part, slots, speaker, context, asked_first=Slot(at, at + 1, counted.category, counted.word) if counted else first, start=start,
                topic=topic, pronouns=pronouns, several=several, paired=paired, others=_topics(told, slots, start, words, vocab=vocab), earlier=[w for w, _s in told] + [p.words for p in parts] + [words],
                who=who, agent=_agent(vocab, [*told, (words, [s for s in slots if s.end <= start])] if start else told))
        # "(my flare clashes with the offense's power.) Do I go first?": an order asked with no other side is asked
        # against the one role named that the actor neither is, is a kind of, nor is not
        # (a role owned, "the offense's *power*", is none: its owner is)
        rivals = {s.word for text, (w, sl) in zip([*story, sentence], [*told, (words, slots)], strict=False) for s in sl if s.category
                  == "role" and not (s.start and w[s.start - 1] in W.possessive or s.start in possessed(text))}
        part.frames = [Frame(f.actor, f.modal, f.action, rival[0], f.count) if f.action in pairs("moment") and f.obj is None and len(
            rival := [r for r in rivals if not {r, f"not-{r}"} & {*vocab.ancestors(f.actor)} and f.actor not in vocab.ancestors(r)]) == 1
            else f for f in part.frames]
        # "I'm Rosette and I'm defending. Can I …": the power or hex the speaker holds is asked first, in its role
        part.frames = list(dict.fromkeys([Frame(held, f.modal, f.action, f.obj, f.count, f.when) for f in part.frames
                                          if f.actor == speaker] + part.frames)) if held and held != speaker else part.frames
        # a speaker who names a role is that role: no other is guessed
        part.person = part.person and not speaker
        if part.modals == ("may",) and any(f" {p} " in f" {' '.join(words[start:])} " for p in W.at_will):
            # "can I use it *only when it suits me*?": may it be left undone
            part.frames = [Frame(f.actor, f.modal, AT_WILL_ACT, f.obj, f.count, f.when) for f in part.frames]
        if joint:                         # "is X both A *and B*?": B is asked of X too, both must hold
            parts[-1].also += part.frames
            continue
        if parts and not any(s.category in VERBS for s in part.found):  # "And someone not in the encounter?"
            part.kind, part.modals = parts[0].kind, parts[0].modals
            # the first part's frames with this part's role or name put in place of the actor
            new = next((s.word for s in slots if s.category in ("role", "name", "thing")), None)
            part.frames = list(dict.fromkeys(Frame(new, f.modal, f.action, f.obj) if new else f
                                             for f in parts[0].frames))
        parts.append(part)
    if parts and parts[0].kind == "text" and (ask := next((p for p in parts if p.kind == "polar"), None)):
        parts.remove(ask)                 # "what happens to the cards? does it keep one?": the yes/no asked decides
        parts.insert(0, ask)
    return Reading(story, parts, speaker, _own(vocab, context, told_of, parts[0] if parts else None, speaker), restored)


def _parties(vocab: Vocabulary, words: list[str], speaker: str | None) -> list[tuple[str, list[str]]]:
    """(who, its words) of a story sentence's clauses opening with their subject ("I played Attack | and the defender
    played Negotiate"): the first person (the speaker's role when it names one) or a player's role."""
    out, cuts = [], [i for i, w in enumerate(words) if not i or w in W.clause_join]
    for a, b in zip(cuts, [*cuts[1:], len(words)], strict=False):
        at = a + (a > 0) + (words[a + (a > 0):][:1] in ([w] for w in W.article | W.possessive - W.first_person))
        hit = at < len(words) and vocab.match(words, at, fuzzy=False)
        who = (speaker or "i") if words[at:at + 1] and words[at] in W.first_subject else hit and "player" in vocab.ancestors(hit.word) and hit.word
        out += [(who, words[at:b])] if who else []
    return out


def _own(vocab: Vocabulary, context: dict, held: dict[str, dict], part: Part | None, speaker: str | None) -> dict:
    """The situation of the one asked about, when the story tells of it: a player's flag told of another (a role it is
    not; another than "I" when I ask of myself) is not its own, its own are. A player's flag is one whose wordings name
    only classes of players ("this main player played …"); one naming a role ("the offense wins"), or none, is the encounter's."""
    asker = None if not part or not part.frame else (speaker or "i") if part.person else part.frame.actor.split(":")[-1]
    kin = {p for p in held if p == asker or p != "i" != asker and (p in vocab.ancestors(asker) or asker in vocab.ancestors(p))}
    classes = {a for r in vocab.words.get("role", ()) for a in vocab.ancestors(r)[1:]} if kin else set()
    theirs = {k for p, flags in held.items() if p not in kin for k in flags} - {k for p in kin for k in held[p]} - {
        c.key for c in vocab.conditions if not c.roles or not c.roles <= classes} if kin else set()   # (none asked of: unused)
    context = {k: v for k, v in context.items() if k not in theirs} if kin and theirs else context
    for k, v in (x for p in kin for x in held[p].items()) if kin and theirs else ():
        context.setdefault(k, v) if not _against(vocab, [k], context) else None
    return context


def _against(vocab: Vocabulary, flags, others) -> bool:
    """Does a flag deny another (``isa not-<flag>``)? No situation holds both."""
    return any(f"not-{b}" in vocab.ancestors(a) or f"not-{a}" in vocab.ancestors(b) for a in flags for b in others)


def _distributed(sentence: str, words: list[str]) -> list[tuple[str, list[str], bool]]:
    """"Is the Witch *both* an artefact power *and* one open to abuse?": a copula question whose subject "both … and"
    follows asks each of the two of that subject (the second joint to the first); any other sentence is itself."""
    at = next((i for i, w in enumerate(words[:3]) if w in W.be), None)
    found = at is not None and re.search(rf"^((?:\S+\s+){{{at + 2},}}?)both\s+(.+?)\s+and\s+(.+)$", sentence, re.IGNORECASE)
    if not found or found.group(2).lower() == found.group(3).rstrip("?").lower():
        return [(sentence, words, False)]
    return [(s, _moments(tokens(s)), joint) for s, joint in ((found.group(1) + found.group(2) + "?", False),
                                                             (found.group(1) + found.group(3), True))]


def _moments(words: list[str]) -> list[str]:
    """"Do I win *the instant* I establish …": "the" and a moment noun before a clause's subject are a subordinator,
    read as "immediately when" (the same number of words: the names linked keep their places)."""
    subject = W.first_person | W.personal_pronoun | W.article | W.possessive
    at = [i for i in range(len(words) - 2) if words[i] == "the" and words[i + 1] in W.moment_noun and words[i + 2] in subject]
    return [*words[:at[0]], word_list("immediacy")[0], "when",
            *_moments(words[at[0] + 2:])] if at else words


def _elided(words: list[str], start: int, told: list[tuple[list[str], list[Slot]]]) -> list[str] | None:
    """"Nobody asked me, but I want to join the defense. *Can I?*": an asking clause of only an auxiliary, pronouns
    and fillers leaves its verb out; the last clause of the story (after a contrast word) holding a verb is it."""
    if not told or len(words) - start > 4 or words[start] not in W.auxiliary or not set(words[start + 1:]) <= \
            W.first_person | W.personal_pronoun | W.pronoun | W.negation | W.filler | W.tag:
        return None
    said, slots = told[-1]
    at = max((i + 1 for i, w in enumerate(said) if w in W.clause_contrast or w == "and" and said[i + 1:i + 2] and said[
        i + 1] in W.first_person | W.personal_pronoun), default=0)     # "I'm the defense *and I* want to …"
    return said[at:] if any(s.category in VERBS and s.start >= at for s in slots) else None


def _cleft(words: list[str], slots: list[Slot], start: int) -> list[str] | None:
    """"*Is it* the attacker *who* draws …?": a cleft asks the role's own clause ("does the attacker draw …")."""
    at = next((i for i in range(start + 3, min(start + 7, len(words) - 1)) if words[i] in ("who", "that")), None)
    if at is None or words[start:start + 2] != ["is", "it"] or not any(
            (s.category == "role" or s.word.startswith(("term:", *PLAYABLE))) and start + 2 <= s.start and s.end <= at for s in slots):
        return None
    return [*words[:start], "does", *words[start + 2:at], *words[at + 1:]]


def _fronted(words: list[str], slots: list[Slot], start: int) -> list[str] | None:
    """"Does refilling a planet *when I draw my colour* count as …": a clause opened inside the subject (no verb
    before it but a gerund) ends at the next plain verb after its own; the question is read with it put last."""
    at = next((i for i in range(start + 2, len(words) - 2) if words[i] in W.subordinator), None)
    if at is None or words[start] not in W.auxiliary or any(s.category in VERBS and start < s.start < at and not words[s.start].endswith("ing") for s in slots):
        return None
    own = next((s for s in slots if s.start > at and (s.category in VERBS or s.category == "condition")), None)
    main = own and next((s for s in slots if s.start >= own.end and s.category in VERBS and not words[s.start].endswith(("ing", "ed"))
                         and words[s.start - 1] not in W.joiner | W.relative | W.relative_subject), None)
    return [*words[:at], *words[main.start:], *words[at:main.start]] if main else None


def _gerund_subject(vocab: Vocabulary, words: list[str], slots: list[Slot], start: int) -> list[str] | None:
    """"Does *re-taking my empty home planet* count as …": a gerund opening the subject, a verb after it, names the
    vocabulary thing worded by that gerund whose other words the subject all says (its other words are left out)."""
    verb = next((s for s in slots if s.start > start + 2 and s.category in VERBS and not words[s.start].endswith("ing")), None)
    said = verb and words[start] in W.auxiliary and _gerund(tuple(words[start + 1:verb.start]))
    found = [k for k, (g, rest) in _gerund_things(vocab) if g == said[0] and rest <= said[1]] if said else []
    return [*words[:start + 1], *max(found, key=len), *words[verb.start:]] if found else None


def _reduced_relative(vocab: Vocabulary, words: list[str], slots: list[Slot], start: int) -> list[str] | None:
    """"do *the ships it added from the neighbouring planets* go …": a relative clause of a pronoun and a verb, with
    no relative word, between a noun and a phrase that the vocabulary words with that noun (neighbour-ship) is left
    out; the words without it."""
    for s, v in zip(slots, slots[1:], strict=False):
        if s.category == "thing" and s.start >= start and words[s.end:s.end + 1] and words[s.end] in W.relative_subject \
                and v.start == s.end + 1 and v.category in VERBS and words[v.end:v.end + 1] and words[v.end] in W.preposition:
            said = [*words[:s.end], *words[v.end:]]
            found = vocab.match(said, s.start, False)
            if found and found.category == "thing" and found.end > s.end:
                return said
    return None


def _gerund(ws: tuple[str, ...]) -> tuple[str, frozenset[str]] | None:
    """The gerund in the first two words written whole ("re establishing"), and the content words after it."""
    g = next((i for i, w in enumerate(ws[:2]) if w.endswith("ing")), None)
    return None if g is None else ("".join(ws[:g + 1]), frozenset(content_words(list(ws[g + 1:]))))


#: the vocabulary's things worded by a gerund, as (phrase, :func:`_gerund` of it), once per vocabulary
_gerund_things = lru_cache(maxsize=4)(lambda vocab: [(k, x) for k, (c, _w) in vocab.phrases.items() if c == "thing" and (x := _gerund(k))])


def _amount(words: list[str], slots: list[Slot], start: int) -> bool:
    """"Starting Lucre?", "ships per planet at the start?": a part of no auxiliary, question word nor verb but
    a noun phrase naming a table of amounts, or a thing counted per another (a rate), asks how much or how many
    (with a number it states one: "one base per planet?"; a limit word asks a limit: "max ships per planet?")."""
    said = [s for s in slots if s.start >= start and s.category != "person"]
    verbs = [s for s in said if s.category in VERBS and words[s.start - 1:s.start] not in [[w] for w in W.article]]
    if words[start:start + 1] == [] or words[start] in W.auxiliary or not no_question_word(words[start:]) or verbs \
            or not said or said[0].category not in NOUNS or any(number(w, counting()) is not None or w in W.limit_word for w in words[start:]):
        return False
    return said[0].word.startswith("table:") and len(said) == 1 or any(
        words[a.end:a.end + 1] and words[a.end] in W.rate_word and b.start == a.end + 1 and a.category == b.category == "thing"
        for a, b in zip(said, said[1:], strict=False))


def _rising(sentence: str, words: list[str], slots: list[Slot]) -> bool:
    """A statement asked with a question mark and no question word nor "or", whose verb has its
    subject before it ("the defensive main player always *goes* last?", "I *get to take* 2 cards?"):
    a yes/no question, never answered with a rule's text or a value."""
    # in the last clause ("… 2 Moons it occupies there: *income?*" asks no verb), a verb that is no
    # participle, its subject no relative clause's ("max ships *I can launch*")
    last = len(words) - len(tokens(re.split(r"[:\u2014\u2013]| - ", sentence)[-1]))
    nouns_end = {s.end for s in slots if s.category in NOUNS}
    subjects = [s for s in slots if s.start >= last and (s.category in NOUNS or s.category == "person" and s.start not in nouns_end)]
    # a predicate after a thing ("starting hand *size*") is a noun phrase's; after a role, or "is", a verb's
    return sentence.rstrip().endswith("?") and no_question_word(words) and not W.limit_word.intersection(words) and any(
        s.category in VERBS and not words[s.start].endswith("ing") and any(
            (s.category == "action" or a.category != "thing" or words[s.start - 1] in W.be)
            and (0 <= s.start - a.end <= 1 or 0 <= s.start - a.end <= 2 and words[a.end] in W.between) for a in subjects)
        for s in slots)


def _role_named(s: Slot) -> bool:
    """A role word, or a graph term's name ("the attacker" is ``term:offense``, a name slot)."""
    return s.category == "role" or s.word.startswith("term:")


def subject_choice(words: list[str], slots: list[Slot], start: int) -> int:
    """"Does *the offense or the defense* invite allies first?": two roles offered around "or" as the
    subject, after the auxiliary and before a verb followed by an order word, ask which of them (a
    choice, not yes/no; "can the offense or the defense play a flare?" stays yes/no). The verb's
    position, else 0."""
    if "or" not in words[start:] or not words[start:start + 1] or words[start] not in W.auxiliary:
        return 0
    at = words.index("or", start)
    verb = min((s.start for s in slots if s.category in VERBS and s.start > start), default=len(words))
    roles = [s for s in slots if s.category in ("role", "name") and start < s.start < verb]
    before = [s for s in roles if s.end <= at and not set(words[s.end:at]) - W.alternative_skip]
    after = [s for s in roles if s.start > at and not set(words[at + 1:s.start]) - W.alternative_skip]
    # a plain "does X or Y …" asks which of them acts; a modal ("can X or Y …") asks whether either may,
    # unless an order word makes it which comes first
    which = words[start] in W.do_form or W.order_word & W.opposite & set(words[verb + 1:])
    return verb if before and after and all(map(_role_named, before + after)) and after[0].end == verb and which else 0


def _restricted_subject(vocab: Vocabulary, words: list[str], slots: list[Slot], start: int) -> list[Slot]:
    """"can *only main players* spend Lucre?": a condition's phrase opening with a restrictive word in the asking
    clause's subject place, before its verb, is the role it names closed in (the question asks whose act it is),
    not a situation stated; read as its own words."""
    verbs = [s.start for s in slots if s.category in VERBS and s.start >= start]
    out = []
    for s in slots:
        rest = read_slots(vocab, words[s.start + 1:s.end], None) if s.category == "condition" and s.start >= start \
            and words[s.start] in W.restrictive and verbs and s.end <= min(verbs) else []
        if not any(r.category == "role" for r in rest):
            out.append(s)
            continue
        out += [Slot(r.start + s.start + 1, r.end + s.start + 1, r.category, r.word) for r in rest]
    return out


def _verb_first(vocab: Vocabulary, words: list[str], slots: list[Slot], start: int) -> list[Slot]:
    """"Can I *challenge a Moon* …", "do we *both win*": a condition's phrase opening the asking clause before any
    verb holds the asked verb (its first word but ``between`` words); read as that verb and the words after it."""
    verbs = [s.start for s in slots if s.category in ("action", "predicate") and s.start >= start]
    out = []
    for s in slots:
        at = next((i for i in range(s.start, s.end) if words[i] not in W.between), s.end)
        first = vocab.match(words[at:at + 1], 0) if s.category == "condition" and at < s.end else None
        if s.start < start or first is None or first.category != "action" or \
                any(v < s.start for v in verbs) or s.end - s.start < 2:
            out.append(s)
            continue
        out.append(Slot(at, at + 1, first.category, first.word))
        rest = read_slots(vocab, words[at + 1:s.end], None)
        out += [Slot(r.start + at + 1, r.end + at + 1, r.category, r.word) for r in rest]
    return out


def read_words(vocab: Vocabulary, text: str) -> Reading:
    """:func:`read` with vocabulary words only (no graph), for tests and doctests."""
    return read(vocab, text, None)


def read_slots(vocab: Vocabulary, words: list[str], names, fuzzy: bool = True,
               caps: list[bool] | None = None) -> list[Slot]:
    """Each span of the question that is a graph name (a specific one before vocabulary words, a
    general term only where they have none), a vocabulary word or a person; ``caps``: acronyms."""
    caps = caps if caps and any(caps) and len(caps) == len(words) else None   # no capitals: read as none given
    named = names() if names else []
    key = (vocab, tuple(words), tuple(named), fuzzy, tuple(caps) if caps else None)
    found = _RECENT.get(key)          # one question's answerers read the same words again
    if found is None:
        if len(_RECENT) >= 8:
            _RECENT.clear()
        found = _RECENT[key] = _read_slots(vocab, words, named, fuzzy, caps)
    return list(found)


#: the last few readings of read_slots (within one question, not a cache across questions)
_RECENT: dict[tuple, tuple[Slot, ...]] = {}


def _read_slots(vocab: Vocabulary, words: list[str], named: list, fuzzy: bool,
                caps: list[bool] | None) -> tuple[Slot, ...]:
    taken: dict[int, Slot] = {}
    general: dict[int, Slot] = {}
    for start, end, node in named:
        slot = Slot(start, end, "name", node)
        # things in themselves (a power, a card, a hex, a Moon…); general terms ("ally") are words
        if node.split(":", 1)[0] in ("power", "card", "hex", "moon", "option", "edict", "flare", "artifact"):
            taken.update({i: slot for i in range(start, end)})
        else:
            general[start] = slot
    out: list[Slot] = []
    particles: set[int] = set()
    stops, grammar, n = sorted(taken), _grammar(), len(words)
    persons, closed = any_of("first-person", "second-person"), any_of("preposition", "stopword", "limit-word", "moment-word", "cardinal")
    at = cache(lambda j: vocab.match(words, j, False))   # the vocabulary word opening at j (no misspellings), read once
    i = 0
    while i < n:
        w = words[i]
        slot = taken.get(i)
        if slot:   # a noun right after the auxiliary ending at i is the asked subject ("can *the Chronos flare* attack")
            lead = [w for w in words[:out[-1].start] if w not in W.role_filler] if out and out[-1].end == i \
                and out[-1].category in NOUNS else []
            slot = _name_as_verb(vocab, words, slot, bool(lead) and lead[-1] in W.may | W.must | W.do)
            # "the *Negotiate player*", "a *flare for another power*": a role, or a card's situation (a preposition after it, no other name)
            role = slot and slot.category == "name" and at(i)
            slot = Slot(role.start, role.end, role.category, role.word) if role and role.end > slot.end and (
                role.category == "role" or role.category == "condition" and words[slot.end] in W.preposition
                and slot.word.startswith("card:") and all(taken.get(j, slot) == slot for j in range(i, role.end))) else slot
        if slot is None and w in persons:
            slot = Slot(i, i + 1, "person", w)
        if slot is None and w in W.article and i + 1 < n and (found := at(i)) \
                and found.end > i + 1 and found.category == "thing" and not any(j in taken for j in range(i, found.end)) \
                and getattr(at(i + 1), "category", None) in (*VERBS, None):
            slot = Slot(found.start, found.end, found.category, found.word, found.alts)   # "towards *the win*", "*the five*"
        # "can somebody *have* two ships", "does it *do*": an auxiliary's word used as the verb (not first, not "have to",
        # not a stressed "do" before a verb: "the Silencer *does stop* it"); "be" after a modal and its subject opening a
        # verb phrase of the vocabulary ("can a deal *be for* a card")
        if slot is None and (w not in grammar or (w in W.have or w in W.do_form) and i > 0 and words[i + 1:i + 2] != ["to"] and not (
                w in W.do_form and i + 1 < n and getattr(at(i + 1), "category", None) in VERBS) and words[
                i - 1] not in W.filler or w in W.negation or w == "be" and i > 1 and (
                opened := at(i)) and opened.end > i + 1 and opened.category in VERBS or w in W.obliged and (
                opened := at(i)) and opened.end > i + 1 and (opened.category == "thing" or opened.category == "predicate" and words[
                    opened.end - 1] != "to")   # "*mandatory power*", "*bound by*" (not "bound to", which may open a verb)
                or w in W.filler and i > 0 and (opened := at(i)) and opened.end > i + 1
                and opened.category == "action" and words[opened.end - 1] not in W.subordinator):
            # "do I have to *wait for* my turn": a filler opening a verb's phrase ("wait *until* …" opens a clause)
            # a phrase may not run into a name ("blocked by *the Silencer*"): only up to it
            end = next((j for j in stops if j > i), n) if stops else n
            # an English word of the closed lists is spelt right: never a misspelt rules word
            found = vocab.match(words if end == n else words[:end], i, fuzzy and w not in closed, caps=caps)
            # unless the phrase names a kind of that name ("*extra Flares*": extra-flare isa Flare)
            wide = vocab.match(words, i, False, caps=caps) if end < n else None
            found = wide if wide and wide.category == "thing" and wide.end > end else found
            found = None if w in W.negation and found and found.end - found.start < 2 else found   # "not use"
            if found and not any(j in taken and taken[j].word not in vocab.ancestors(found.word)
                                 for j in range(found.start, found.end)):
                slot = Slot(found.start, found.end, found.category, found.word, found.alts)
            sense = None if slot and slot.end > i + 1 else _intransitive(words, i)     # "does it still *count*?", not "count ships"
            slot = Slot(i, sense[1], "action", sense[0]) if sense else slot
            split = _particle_verb(vocab, words, i, slot)
            if split:
                slot, particle = split
                particles.add(particle)
        if slot is not None and slot.category in VERBS and i and (words[i - 1] in W.article or words[i - 1] in W.ordinal - set(word_list("ordinal")[:2])) and i in general:
            slot = None       # "does *a challenge* have", "have *a third challenge*": after an article or an ordinal past the first, the noun
        # a longer general term wins over a verb or role inside it ("my *secret moon*": not keep-secret; "my *alien card*")
        # a moment's name over the things it is worded with ("during *Stage 3*", "in *the alliance phase*")
        slot = general[i] if i in general and (slot is None or slot.category in (*VERBS, "role") and general[i].end > slot.end or (
            slot.category == "thing" and general[i].end >= slot.end and general[i].word.startswith(MOMENTS))) else slot
        # and a longer thing over the general term it opens with ("the *Limbo section* of my colour": a section)
        wider = slot is general.get(i) and slot and w in W.article and at(i + 1)
        slot = Slot(wider.start, wider.end, wider.category, wider.word, wider.alts) if wider and wider.category == "thing" \
            and wider.end > slot.end and not any(j in taken for j in range(i, wider.end)) else slot
        if slot is None or i in particles:
            i += 1
            continue
        # "the Limbo *section of my own colour*": a thing phrase opening inside or right after a general name (no
        # moment's) and running past it with a preposition's phrase or two words or more (not "a Continuing *moon's*
        # effect") is the whole noun phrase's head (the name before it qualifies it); inside a thing, only a kind of
        # that thing ("all ships *in the Gate*", "foreign *colony on my planet*": no)
        wider = next((m for j in range(slot.start + 1, min(n, slot.end + (slot.category == "name"))) if (m := at(j)) and m.category == "thing"
                      and m.end > slot.end and (W.preposition & set(words[slot.end:m.end]) or m.end > slot.end + 1) and not any(k in taken for k in range(j, m.end))
                      and (slot.category == "name" or slot.word in vocab.ancestors(m.word)[1:])), None) \
            if slot.category == "thing" or slot.category == "name" and i in general and not slot.word.startswith(MOMENTS) else None
        slot = Slot(slot.start, wider.end, "thing", wider.word, wider.alts) if wider else slot
        out.append(slot)
        i = max(slot.end, i + 1)
    # "Where do lost ships *go*?": a word left unread is the verb whose phrase ends in the place
    # preposition "where" stands for ("go to")
    read_at = {i for s in out for i in range(s.start, s.end)} if "where" in words else None
    for i, w in enumerate(words) if read_at is not None else ():
        found = None if i in read_at or i < words.index("where") else next(
            (f for p in word_list("place-preposition") for f in [vocab.match([w, p], 0, fuzzy=False)]
             if f and f.end == 2 and f.category == "action"), None)
        if found:
            out = sorted([*out, Slot(i, i + 1, "action", found.word, found.alts)], key=lambda s: s.start)
    # "ships *got lost*": a light verb right before another verb is its auxiliary (the verb after it
    # is asked, the light verb tried after it); "*keep playing*": a continuing verb before an -ing verb
    # asks that verb alone (what is kept going is the act, nothing kept)
    joined: list[Slot] = []
    for s in out:
        last = joined[-1] if joined else None
        going = last is not None and words[last.start] in W.continuing_verb and last.end == last.start + 1 \
            and words[s.start].endswith("ing")
        if last is not None and last.category == "action" and last.end == s.start \
                and s.category in ("action", "predicate") and (going or LIGHT_VERB in vocab.ancestors(last.word)[1:]):
            joined[-1] = Slot(last.start, s.end, s.category, s.word,
                              s.alts if going else tuple(dict.fromkeys((*s.alts, last.word, *last.alts))))
        else:
            joined.append(s)
    return tuple(joined)


def _intransitive(words: list[str], i: int) -> tuple[str, int] | None:
    """"does the first comet still *count*?", "does it *do anything*?": a verb with nothing after it but fillers
    that means a vocabulary verb (``intransitive-sense``): (that verb, where its phrase ends)."""
    for *phrase, sense in _senses():
        if words[i:i + len(phrase)] == phrase and set(words[i + len(phrase):]) <= W.filler | W.tag | W.between:
            return sense, i + len(phrase)
    return None


@cache
def _senses() -> tuple[list[str], ...]:
    """The `intransitive-sense` phrases, split into words once."""
    return tuple(map(str.split, word_list("intransitive-sense")))


def _verb_place(words: list[str], i: int) -> bool:
    """Is ``words[i]`` where a verb stands: right after a subject, an auxiliary, a filler
    ("can it *still* turn …") or "to"?"""
    return i > 0 and (words[i - 1] in any_of("relative-subject", "may", "must", "do", "filler") or words[i - 1] == "to")


def _name_as_verb(vocab: Vocabulary, words: list[str], slot: Slot | None, subject: bool = False) -> Slot | None:
    """"can I *attack* a moon", "can the offense *attack*": a one-word name in a verb's place
    (or right after the asked subject), not before a verb ("can *Filch* take" names its
    subject), is the vocabulary's verb of the word alone, or of a verb phrase from it ("*attack with* 4 ships")."""
    if slot is None or not (subject or _verb_place(words, slot.start)):
        return slot
    after, found = vocab.match(words, slot.end, False) if slot.end < len(words) else None, vocab.match(words, slot.start, False)
    if not (found and found.category == "action" and found.end > slot.end):
        found = vocab.match(words[:slot.end], slot.start, False)     # "can I *Cosmic Zap* the Warrior": the whole name
    return Slot(found.start, found.end, found.category, found.word, found.alts) if found and found.end >= slot.end \
        and found.category in VERBS and not (after and after.category in VERBS and found.end == slot.end) else slot


def _particle_verb(vocab: Vocabulary, words: list[str], i: int, slot: Slot | None) -> tuple[Slot, int] | None:
    """"pull *my ship* out": a verb in a verb's place whose particle follows its object and ends
    a phrase ("add ships *to the* planet" is no "add to"); its slot and the particle's place. A verb phrase
    that holds the object and its article ("*take a Moon* out of the game") gives way to the particle right after it."""
    if slot is not None and slot.category not in VERBS and not _verb_place(words, i):
        return None
    found = vocab.particle_verb(words, i, lambda w: not (
        w in W.preposition or w in W.joiner or w in W.subordinator
        or (m := vocab.match([w], 0, False)) and m.category in VERBS), W.preposition | W.particle, frozenset({"of"}))
    to_verb = found and words[found[1]] == "to" and found[1] + 1 < len(words) and getattr(vocab.match(words, found[1] + 1, False), "category", None) in VERBS
    return (Slot(i, i + 1, found[0].category, found[0].word), found[1]) if found and not to_verb and (slot is None or slot.end == i + 1 or (
        slot.end == found[1] and found[0].category == "action" and words[i + 1] in W.article)) else None   # not "get flares *to choose*"


#: the vocabulary class of verbs that take their meaning from what follows them
LIGHT_VERB = "light-verb"


@cache
def _grammar() -> frozenset[str]:
    return W.permitted | W.obliged | W.forbidden | W.auxiliary | W.negation | W.filler | W.function_word


def _modals(words: list[str], hindered: bool = False) -> tuple[tuple[str, ...], bool]:
    """The modalities to ask, most likely first, and whether the question is negated (the verdict
    is still the positive proposition's)."""
    present = set(words)
    negated = bool(present & W.negation)
    contracted = pairs("contraction")
    aux = [contracted.get(w, w) for w in words[:4] if contracted.get(w, w) in W.auxiliary]
    first = aux[0] if aux else None
    said = {" ".join(pair) for pair in zip(words, words[1:], strict=False)}
    if hindered:
        return ("may-not",), negated      # "does it stop me from playing …" asks whether I may not play
    # "is it gone for good, so I can *never* have a colony there?": a `proposition-negation` word after a later
    # auxiliary is part of what is asked (the asked act's contrary), no negated question
    inner = next((i for i in range(2, len(words)) if words[i] in W.proposition_negation and words[i - 1] in W.auxiliary), None)
    if inner is not None:
        contrary, aux = pairs("modal-contrary"), words[inner - 1]
        return tuple(contrary[m].replace(" ", "-") for m in (("may",) if aux in W.may else ("must",) if aux in W.must else (
            "is", "counts", "happens", "may"))), False
    if present & W.obliged or said & W.obliging_phrase:
        return ("must",), negated
    if present & W.forbidden or said & W.forbidding_phrase:
        return ("may-not",), negated      # "is the Plague forbidden for me?" asks may-not
    caused = {a for a, b in zip(words, words[1:], strict=False) if b in W.object_pronoun}   # "make me", "let us"
    if caused & W.forcing_verb:
        return ("must",), negated         # "does the Plague make me discard …"
    if present & W.permitted or said & W.permitting_phrase or first in W.may or caused & W.letting_verb:
        return ("may",), negated
    if first in W.must:
        return ("must",), negated
    # "does X do Y?", "is X Y?": a fact; a claim that X may (or must, or may not) do Y answers
    # it as a "may?" frame does (a "must?" frame would be answered no by a mere "may")
    return ("is", "counts", "happens", "may"), negated


def _frames(vocab: Vocabulary, part: Part, slots: list[Slot], speaker: str | None, context: dict,
            asked_first: Slot | None = None, start: int = 0, topic: str | None = None, several: str | None = None,
            earlier: list[list[str]] = (), who: str | None = None, agent: str | None = None,
            others: list[str] = (), pronouns: dict[str, str] | None = None, paired: str | None = None) -> None:
    """The part's candidate frames, most likely first: actor before the asking clause's verb, object
    (or thing counted) after it; what the clauses around it state goes into ``context``."""
    words, modals = part.words, part.modals
    nouns_at = {s.start for s in slots if s.category in NOUNS}
    # a verb after "when/if/while…" states a condition, not what is asked (a last word opens none: "more than *once*");
    # a moment word opens one only before a clause ("before *the cards are revealed*", not "before the Insect")
    # ("after *both are face down*": a situation's phrase is a clause too)
    cut = next((i for i in range(start + 1, len(words) - 1) if words[i] in W.subordinator and not any(s.category in VERBS and s.start < i < s.end and s.end in nouns_at for s in slots) and (words[i] not in W.moment_opener or any(
        s.start > i and (s.category in VERBS or s.category == "condition" and s.start == i + 1) for s in slots)
        or any(w.endswith(("ing", "ed")) for w in words[i + 1:]))), len(words))
    _state(vocab, words[:start], context)
    # "does *it* still work *after I've lost it*?": "it" in the clause is the thing named before, when so it states one
    ref = "it" in words[cut:] and "it" in words[start:cut] and topic
    stated = _state(vocab, words[cut:], context) or ref and _state(vocab, [
        x for w in words[cut:] for x in (ref.split(":")[-1].replace("-", " ").lower().split() if w == "it" else [w])], context)
    # "two *separate* bases", "a *different* colour", "*different* players": a verb (not a participle: "the
    # *losing* allies") between a number or article and a noun, or one of many, is that noun's adjective, not the verb
    # asked, while another verb is left to ask ("mean a *simpler* alien"); one after a possessive with a verb after it is a noun ("do *its effects* kick in")
    owning = possessed(part.text)
    owned = {i for i in owning if i - 1 in {s.end - 1 for s in slots if s.category in NOUNS}}   # "the Assassin's *kill*"
    adjectives = [s for s in slots if s.category in VERBS and s.start and (s.end in nouns_at and not words[s.start].endswith(("ing", "ed")) and (
        words[s.start - 1] in W.article or words[s.start] in W.many or number(words[s.start - 1], counting()) is not None
        and s.start - 1 not in {x.end for x in slots if x.category in NOUNS})   # not "players *both have* colonies"
        or (words[s.start - 1] in W.possessive or s.start in owned) and any(v.category in VERBS and v.start == s.end for v in slots))]
    # "do *the launched* ships go …", "can *my recovered* token …": a past participle between a determiner and a noun,
    # before the clause's verb, says which things; not the act asked, and a demand no frame reads (an -ing one,
    # "the *winning* ally", is left: tried, sets 5 and 7 lost one each)
    described = [s for s in slots if s.category in VERBS and s.start > start and s.end == s.start + 1 and s.end in nouns_at
                 and words[s.start].endswith("ed") and (words[s.start - 1] in W.article | W.possessive or s.start - 1 == start
                                                        and words[start] in W.auxiliary)   # "do *played* cards get …"
                 and any(v.category in VERBS and v.start > s.end for v in slots)]
    adjectives += [s for s in described if s not in adjectives]
    # "put tokens down *at the start*": a verb's word after a preposition and an article, before no noun, names a moment
    adjectives += [s for s in slots if s.category in VERBS and s.start > start + 1 and s.end not in nouns_at and s not in adjectives
                   and words[s.start - 1] in W.article and words[s.start - 2] in W.preposition]
    if any(s.category in VERBS and s not in adjectives for s in slots):
        slots = [s for s in slots if s not in adjectives]
        part.found = [s for s in part.found if not (s in adjectives and s.start in owned)]   # no asked verb either
    # "can she *stack* it": a noun the vocabulary also has as a verb, right after the subject pronoun, is that verb
    # (past fillers: "can I *still target* it")
    slots = [Slot(s.start, s.end, "action", s.alts[0], s.alts[1:]) if s.category in NOUNS and s.alts and s.start
             and next((w for w in words[s.start - 1::-1] if w not in W.filler), "") in (W.relative_subject | W.pronoun) - W.determiner
             and number(words[s.start - 1], counting()) is None else s for s in slots]     # not "*one* encounter"
    verbs = [s for s in slots if s.category in ("action", "predicate") and start <= s.start < cut]
    # "*have* I won?": the auxiliary opening the asking clause is no verb of its own when another follows
    verbs = verbs[1:] if len(verbs) > 1 and verbs[0].start == start and verbs[0].end == start + 1 and words[start] in W.auxiliary else verbs
    nouns_end = {s.end for s in slots if s.category in NOUNS}
    # "retaking a planet - does *that* count": after a verbless phrase, "that" right after an auxiliary is the subject
    named = start and not any(s.category in VERBS for s in slots if s.end <= start)
    relative = [v for v in verbs if words[v.start - 1:v.start] in (["that"], ["who"], ["which"]) and v.start - 1 != start
                and not ((named or v.start - 2 == start) and words[v.start - 1] == "that" and words[v.start - 2] in W.auxiliary)
                # "the reinforcements *that were played* (discarded …)": a passive relative clause
                or v.start > start + 2 and words[v.start - 1] in W.be and words[v.start - 2] in ("that", "who", "which")
                and words[v.start].endswith("ed") and any(u.start >= v.end for u in verbs)
                or (words[v.start].endswith("ing") and v.start in nouns_end and v is not verbs[-1])
                # a clause about a noun, with a relative word and its own subject ("a Moon *where I already have* a base")
                or any(words[i] in W.relative and words[i + 1] in W.relative_subject and (i >= v.start - 3 or set(
                    words[i + 2:v.start]) <= W.negation | W.auxiliary | W.clause_adverb) and not any(   # its first verb only:
                    i + 1 < u.start < v.start for u in verbs) for i in range(max(0, v.start - 5), v.start - 1))   # "that it counted *go*"
                or v is not verbs[-1] and any(
                    i in nouns_end and words[i] in W.relative_subject for i in range(v.start - 3, v.start))
                or v is not verbs[-1] and words[start] not in W.have and any(i in nouns_end and words[i] in W.irregular_participle
                                                                            and set(words[i + 1:v.start]) <= W.preposition for i in range(v.start - 2, v.start))   # "a promise *made as part of* a deal""
                or v is not verbs[-1] and words[start] in W.do and v.start in nouns_end and v.end == v.start + 1 and (words[v.start] in W.irregular_participle or words[v.start].endswith("ed")) and (words[v.end] in W.preposition or any(u.start == v.end for u in verbs))]   # "does a +1 *bought* in …": after do, no main verb (not "do allies *put* their tokens")
    # "how many reinforcements *I can play*": the clause after the thing counted is the asked one
    relative = [v for v in relative if not (asked_first and 0 < v.start - asked_first.end <= 3 and part.limit)]
    verbs = [v for v in verbs if v not in relative and not _embedded(words, start, v.start)]
    # "get to see", "want to play": a verb that takes another verb asks about that one;
    # "choose *which colour* to attack": that one, of the noun the question word names
    taking = [v for v in verbs if _takes_verb(words, v, verbs, slots)]
    verbs = [v for v in verbs if v not in taking] or verbs
    if part.kind == "polar" and any(W.limiting.intersection(words[v.start:v.end]) for v in taking):
        part.modals = modals = ("must",)  # "am I *limited to* taking ships from home": must I take them so
    # "does *being silenced* stop *me* from playing …": the one hindered acts; what hinders it is a situation told
    hinder = next((v for v in taking if _hindered(words, v.end - 1, slots)), None)
    if hinder:
        _state(vocab, words[start:hinder.start], context)
        verbs = [v for v in verbs if v.start > hinder.start]
    # "does *taking an empty moon* need/count as …": a gerund right after the auxiliary with a plain verb after its
    # phrase is the subject, an act; a plain verb of the vocabulary is asked, the gerund's phrase a situation
    main = part.kind == "polar" and verbs and verbs[0].start == start + 1 and words[start] in W.singular_auxiliary and \
        words[start + 1].endswith("ing") and next((i for i in range(verbs[0].end + 1, cut) if words[i] in W.requiring_verb | W.letting_verb
                                                   | W.forcing_verb or any(
            v.start == i and not words[i].endswith(("ing", "ed")) and words[i - 1] not in W.joiner | W.relative | {"to"}
            for v in verbs)), None)
    if main:
        _state(vocab, words[start + 1:main], context)
        verbs, slots = [v for v in verbs if v.start >= main], [s for s in slots if not start < s.start < main]
        if not verbs or verbs[0].start != main:   # a verb the vocabulary lacks (need) or one making another act (let)
            return
    if not verbs:
        part.frames = _kind_frames(vocab, words, slots, start, cut, topic) or (
            _had(vocab, words, slots, start, cut, earlier, speaker, modals) or _role_act(words, slots, start, cut, speaker, modals, others)
            if part.kind == "polar" else [])
        part.person = any(f.action == "have" for f in part.frames) and not speaker
        return
    chosen = next((s for v in taking if words[v.end:v.end + 1] in (["which"], ["what"])
                   for s in slots if s.start == v.end + 1 and s.category in NOUNS), None)
    asked_first = chosen or asked_first
    frames: list[Frame] = []
    verb = verbs[0]                       # later verbs belong to subordinate clauses, but see _also
    # "an ally that played a flare keep …": the actor is named before the relative clause
    subject_end = min([v.start - 1 for v in relative if v.start < verb.start], default=verb.start)
    # "does the Plague make *me* discard": the one made or let to act is not the actor the
    # claims name; what makes or lets it is ("the Plague must discard …")
    before = [s for s in slots if start <= s.start and s.end <= subject_end and s is not asked_first
              and not (s.category == "person" and (_caused(words, s.start) or s.start in nouns_end))]
    # "my token *from the warp*": a noun after a preposition qualifies the one before it
    before = [s for s in before if not _qualifies(words, before, s)] or before
    before = [s for s in before if s.start >= hinder.end] if hinder else before
    alone = words[start] in W.auxiliary and words[start + 1:verb.start] == words[start + 1:start + 2] and words[
        start + 1] in W.alone_quantifier          # "do *both* apply?": the things counted before
    subject = (pronouns or {}).get("it") if "it" in words[start:verb.start] else None
    actors, person = _actors(before, speaker, several if alone else subject or topic if W.topic_pronoun & set(
        words[start:verb.start]) or W.effect_word & set(words[start:verb.start]) else None)
    if agent and set(words[start:verb.start]) & W.third_person and not any(s.category in NOUNS for s in before):
        actors, person = [agent], False   # "defense has 0 tokens on that planet. does *it* still defend?"
    last = next((s for s in reversed(before) if s.category in NOUNS), None)
    # "is *Moon Base Omega* the one moon that counts …": the name the copula makes that thing acts
    named = last and not person and next((s for s in before if s.category == "name" and s.end <= last.start and s.word.split(
        ":")[0] == last.word and set(words[s.end:last.start]) <= W.copula_link), None)
    actors = [named.word] if named else actors
    if who and set(words[start:verb.start]) & W.personal_pronoun:
        actors, person = [who], False     # "the offense had the Clone …; can *he* keep it?"
    mine = next((s.word for s in reversed(before) if s.category in NOUNS and words[s.start - 1] in W.possessive & W.first_person), None)
    # "I'm the defense … can *my/our allies* …": the ally of the speaker's role, when the vocabulary words one
    said = tokens(f"{mine} of the {speaker}") if speaker and actors == [mine] else []   # "*my tokens*" as the defense
    actors = [hit.word] if said and (hit := vocab.match(said, 0)) and hit.end == len(said) else actors
    skipped: list[int] = []
    if asked_first is not None and asked_first.start < verb.start:
        objects = [asked_first]
    else:
        found = None if words[verb.end:verb.end + 1] in ([w] for w in W.frequency) else _ordinal(vocab, words, verb.end, earlier) or _object(words, slots, verb.end, topic, skipped, several, pronouns)
        if found is False:
            return                        # the object is a word the rules do not use: undecidable
        objects = [found] if found else []
    # "to their *owners'* bases", "the *defender's* planet": a possessive says whose; the thing after it is the object
    head = objects and objects[0].end in owning and next(
        (s for s in slots if s.start == objects[0].end and (s.category == "thing" or s.category == "role" and _role_named(
            objects[0]))), None)   # "the attacker's *allies*"
    objects = [head] if head else objects
    obj = objects[0].word if objects else next((m.word for i in range(verb.start + 1, verb.end) if (   # "draw a new *hand*"
        m := vocab.match(words[:verb.end], i, fuzzy=False)) and m.category == "thing"), None)
    # "apply *both*": a quantifier standing for the things named before counts them
    count = _count(words, verb.end, objects[0].end if words[objects[0].start:objects[0].end] in [[w] for w in W.alone_quantifier] else objects[0].start) \
        if objects else next((n for _i, n in numbers(words[verb.end:verb.end + 1], counting() | counting("times-count")) if n), None) if words[verb.end:verb.end + 1] not in ([w] for w in W.alone_quantifier) and (words[verb.end + 1:verb.end + 2] in ([], *([w] for w in W.subordinator)) or words[verb.end] in W.frequency) else None   # "draw *seven*?", "add *5* when …"
    active, by = (actors, obj), words[verb.end:verb.end + 1] == ["by"] and _object(words, slots, verb.end + 1, topic, [])
    alts, last = tuple(a for a in verb.alts if LIGHT_VERB not in vocab.ancestors(a)[1:]), words[verb.end - 1]
    stative = modals == ("may",) and obj is not None and words[verb.start - 1] in W.be and words[verb.start].endswith("ed")
    # a participle after be or a light verb ("can a power *be zapped* (by …)", "does the deck *get
    # shuffled*", "is the card *discarded*"): the subject is acted on by the role "by" names, else by
    # any player (after the subject as actor); "get" is no receiving there
    if verb.category == "action" and last != verb.word and not last.endswith(("ing", "s")) and (obj is None or by) \
            and (alts != verb.alts and verb.end - verb.start > 1 or W.be & {words[verb.start - 1], words[start]} or last.endswith("able")):
        # "Zombie saves its ships. *Zappable?*": an adjective of ability with no subject is said of the thing named before
        subject = topic if topic and last.endswith("able") and not any(s.category in NOUNS for s in before) else actors[0]
        owner = None if by else vocab.owner(subject)   # "are the defensive allies' tokens placed …": by their owner
        # "are seven cards *dealt to each player*": the role a thing goes to gets it, as in "each player gets dealt …"
        to = not by and words[verb.end:verb.end + 1] == ["to"] and _object(words, slots, verb.end + 1, topic, [])
        to, got = (to, vocab.match(["get"], 0, False)) if to and to.category == "role" else (None, None)
        alts, by = (*alts, got.word) if got else alts, by or to
        objects, actors, obj, person = [by] if by else objects, [by.word if by else owner or "player"], subject, False
        part.agentless = not by and not owner and subject not in vocab.words.get("role", set())   # acted on by no one named
        moved = None if by else _place(vocab, words, slots, verb, verb.end, topic, passive=True)
        active = (actors, obj) if last.endswith("able") else active      # never the subject's own act
        # "can *both* versions of X be used": a number (no ordinal: "the *first*-player card") in the subject counts it
        count = count if count is not None else next((n for _i, n in numbers(words[start:verb.start])), None)
    else:
        alts, moved = verb.alts, None
    # "keep my Kicker *hidden*", "play it *face down*": the verb and the word after its object
    # are one action when the vocabulary has it (keep-secret, play-face-down)
    after = objects[0].end if objects else verb.end
    joined = next((s for s in slots if s.start in (after, after + 1) and s.category in VERBS
                   and f"{verb.word}-{s.word}" in vocab.words.get(s.category, set()) | vocab.words.get(
                       "action", set())), None)
    # "put my tokens *on the planet*": the verb with the preposition after its object is a
    # verb of place ("put on": place-on) whose object is the place; asked of a role named
    # (of any player, the claims' roles for the place would be guessed from the place alone)
    placed = objects and not joined and "player" not in actors and _place(vocab, words, slots, verb, after, topic)
    # "take *a token* out of the warp", "use it *twice*": the verb and the words after its object are one
    # vocabulary phrase (free, reuse), asked of the object; one word after it only when it ends the clause
    through = objects and not joined and vocab.match([*words[verb.start:verb.end], *words[after:cut]], 0, False)
    beyond = through.end - (verb.end - verb.start) if through and through.category == "action" else 0   # words after the object
    through = through if beyond > 1 or beyond == 1 and after + 1 == cut else None
    for action, thing in ([placed] if placed else []) + ([(through.word, obj)] if through else []) + [
            (a, obj) for a in ((f"{verb.word}-{joined.word}",) if joined else ()) + (verb.word, *alts) if not through]:
        # after "may", a fact answers a predicate right after its subject ("can X *mess with* Y": "does X …"), whatever
        # the permission word, and a participle after "be" with its object ("can ships *be counted* toward …": a state)
        frames += [Frame(actor, modal, action, thing, count) for modal in (
            (*modals, "is") if verb.category == "predicate" and modals == ("may",) and verb.start in nouns_end
            else (*modals, "counts", "is", "happens") if stative else modals) for actor in actors]
    frames[:0] = [Frame(actor, f.modal, f.action, active[1], f.count) for f in frames if f.obj == obj
                  for actor in active[0]] if active[0] != actors else []
    frames[:0] = [Frame(obj, modal, *moved, count) for modal in modals] if moved else []
    # "discard *all* my cards" ("add *5* when …"): asked first as more than one; claims that count nothing answer it as the bare act
    frames += [Frame(f.actor, f.modal, f.action, f.obj) for f in frames if f.count is not None and (every(words[verb.end:objects[0].start]) if objects else len(words) > verb.end + 1 and words[verb.end] not in W.frequency)]
    # "attack *in Tan's system*": a verb with no object, the place right after it tried as what it is done to, last
    inside = obj is None and words[verb.end:verb.end + 1] and words[verb.end] in W.place_in and _object(
        words, slots, verb.end + 1, None)
    frames += [Frame(f.actor, f.modal, f.action, inside.word, f.count) for f in frames if f.obj is None] if inside else []
    if verb.category == "predicate" and not any(s.category in NOUNS for s in before):
        # "is there a limit on cards in hand", "are deals binding": the thing is the subject
        frames[:0] = [Frame(o.word, "is", verb.word) for o in objects]
    also = _also(words, slots, verbs, joined.end if joined else after, active[0][0], modals,
                 active[1] or topic)
    if also is None:
        return
    # "play *flares and edicts*": a second name of the same kind joined to the object is asked too, of each kind
    # (not "play *an* Attack card and *a* Compromise card": one of each may be a pair asked of at once)
    second = objects and not also and words[after:after + 1] == ["and"] and _object(words, slots, after + 1, None)
    second = second if second and second.category == objects[0].category == "name" and second.word.split(":")[
        0] == obj.split(":")[0] and second.word != obj else None
    counted = second and any(pairs("article-number").get(w) == "1" or number(w, counting()) for w in words[verb.end:second.start])
    also = [Frame(f.actor, f.modal, f.action, second.word, f.count) for f in frames if f.obj == obj] if second and not counted else also
    # the pair asked at once is that many of the nearest kind both are (an Attack and a Compromise card: two challenge
    # cards), a kind below the names' root (a Kicker and a Reinforcement are only cards: the first is asked)
    above = getattr(vocab, "above", None)
    kinds = [k for k in above(obj)[1:] if k in above(second.word)[1:] and len(above(k)) > 1] if counted and above else []
    kind = max(kinds, key=lambda k: len(above(k)), default=None)
    frames = [Frame(f.actor, f.modal, f.action, kind, (f.count or 1) + 1) if f.obj == obj else f for f in frames] if kind else frames
    used = {verb.start, *(o.start for o in objects), *((joined.start,) if joined else ()), *((second.start,) if kind else ()),
            *((inside.start,) if inside else ())}
    used |= set(range(after, after + beyond)) if through else set()
    used |= {s.start for s in slots if s.start > verb.start and s.word in
             {f.action for f in also} | {f.obj for f in also}}
    stop = min(cut, next((i for i in range(verb.end, len(words)) if any(   # where a contrast phrase starts
        tuple(words[i:i + len(c)]) == c for c in contrasts().get(words[i], ()))), len(words)))
    unread = []
    clause = _relative(words, objects[0], stop, slots) if objects and objects[0].start >= verb.end else \
        after if not objects and after < stop and words[after] in W.clause_object else None
    if clause is not None:
        # "a Moon where I already have a base": a condition on the object, read as the rules
        # word it; one they do not word is a demand the frame leaves out
        stated = _state(vocab, words[objects[0].start:stop], context) if objects else []   # "who defends" tells no situation
        # "the colour *the Dictator picks*": a clause naming who acts restricts its noun, which goes with it
        head = objects and next((s for s in slots if s.category in NOUNS and s.end == clause), None)
        head = head if head and (words[head.start - 1] in W.free_relative or any(s.category in ("name", "role") and clause <= s.start < stop for s in slots)) else None
        if (head or not stated) and " ".join(words[clause + (not objects):stop]) not in W.free_choice:
            unread.append(Slot(clause, stop, "clause", " ".join(words[clause:stop]), (" ".join(words[head.start:head.end]),) if head else ()))
        stop = clause
    implied = vocab.implied(verb.word)    # "invite X *as an ally*": inviting says it already
    unread += [s for s in slots if verb.end <= s.start < stop and s.start not in used
               and s.category in (*NOUNS, "action", "predicate") and not (s.category == "role" and s.word in actors and "as" in words[s.start - 2:s.start])   # "… *as an ally*"
               and not (s.category in NOUNS and (s.word in implied or bool(before := [w for w in words[max(0, s.start - 3):s.start] if w not in W.between and number(
                   w, counting()) is None]) and before[-1] in W.scope_opener and "scope" in vocab.ancestors(s.word.split(":", 1)[-1])))  # "in *one turn*"
               and not set(words[s.start:s.end]) <= W.document_word]   # "in *the overview*": the document asked, read as its option
    # "does a Flare take effect *immediately*?": a quality said of an act with no object is the subject's own
    # (an adverb: "-ly" or an `immediacy` word, not "can I attack *alone*")
    # ("is the card chosen *at random*", "do I pick them *at random*": a `manner-phrase` is said of the thing acted on)
    manner = [s for s in unread if part.kind == "polar" and s.category == "predicate" and verb.category != "predicate" and (
        not objects and (words[s.end - 1].endswith("ly") or " ".join(words[s.start:s.end]) in W.immediacy)
        or " ".join(words[s.start:s.end]) in W.manner_phrase and s.end not in nouns_at)]   # not "*face-down* Moons"
    frames[:0] = [Frame(a, "is", s.word) for s in manner for a in (
        [obj] if obj and " ".join(words[s.start:s.end]) in W.manner_phrase else actors)]
    unread = [u for u in unread if u not in manner]
    # "am I *only* allowed to use it in my own challenges?", "put them *anywhere*": a word narrowing or widening the
    # act (not a noun's or a number's: "only the offense", "only promises", "only 2 colonies" are read as claims of those)
    held = {s.start for s in slots if s.category in NOUNS} | {i for i in range(start, stop) if number(words[i], counting()) is not None and words[i + 1:i + 2] != ["of"]}
    after_article = {j: next((k for k in range(j + 1, stop) if words[k] not in W.article), stop) for j in range(start, stop)}
    unread += [Slot(i, i + 1, "clause", words[i]) for i in [*skipped, *(j for j in range(verb.end, stop) if words[j] in W.any_place), *(
        j for j in range(start, stop - 1) if words[j] in W.restrictive and (words[j + 1] != "one" or words[j + 2:j + 3] == ["of"]) and after_article[j] not in held)]]
    # "two bases *on it*" after "my buddy has the Gas Giant": the thing named before, as if named there
    unread += [Slot(i, i + 1, "name", topic) for i in range(verb.end, stop) if topic and ":" in topic and words[i] in
               W.pronoun & W.topic_pronoun and words[i - 1] in W.preposition and topic not in {*actors, *(o.word for o in objects)}
               and not any(s.start == i + 1 for s in slots if s.category in NOUNS)]     # not "in *that* system"
    unread += [s for s in slots if s.start < start and s.category == "role" and s.alts and s.word not in (*actors, speaker)]  # "Chronos *silenced*: can it…"
    # "do I pick tokens *before aiming the cone*?": the two acts ordered, when the vocabulary names each
    order, second = _ordered(vocab, words, slots, (verb.word, *verb.alts), obj, cut)
    frames[:0] = order
    unread = [u for u in unread if u.start < second]      # the second act is read
    for said in [frozenset(content_words(words[u.start:u.end])) for u in unread if u.category == "thing" and W.destination & set(words[u.start - 2:u.start])]:
        context.update({c.key: True for c in vocab.conditions if c.words == said and c.key not in context})   # "back to *my lost home planet*": a situation's whole wording
    # "keep drawing *until I get one that names a defender*": the end of a repetition, no moment the act is asked at
    # (an act named: not "keep *going*", which names none)
    repeated = words[cut:cut + 1] == ["until"] and W.continuing_verb & set(words[verb.start - 1:verb.end]) and any(
        w.endswith("ing") and w[:-3] not in W.order_word for w in words[verb.start:verb.end])
    if cut < len(words) and words[cut] in W.moment_opener and not stated and not order and not repeated:
        # "before the cards are revealed": a moment the rules must speak of to answer
        unread.append(Slot(cut, len(words), "clause", " ".join(words[cut:])))
    # "does the defense spend Lucre *before the offense (does)*?": the asked role and one after the moment word ordered,
    # the act and the moment being demands the deciding order claim must say ("in spending Lucre")
    at = next((i for i in range(verb.end, len(words)) if words[i] in pairs("moment")), None) if not order else None
    # (a role's name, "the defender"; the rival's own verb may only be the act asked, "… *gets to invite*")
    roles = {w for w in vocab.words.get("role", ()) if w != "player"}
    rival = at is not None and next((s for s in slots if s.start > at and s.category in ("role", "name") and set(words[at + 1:s.start]) <= W.article), None)
    if rival and rival.word.split(":")[-1] in roles and rival.word not in actors and actors[0].split(":")[-1] in roles and not any(
            s.start > rival.end and s.category in VERBS and s.word not in (verb.word, *verb.alts) and words[s.end:s.end + 1] != ["to"] for s in slots):
        frames[:0] = [Frame(*((actors[0], "is", "before", rival.word) if words[at] == "before" else (rival.word, "is", "before", actors[0])))]
        unread += [verb, *objects]
    # "it" / "they" may stand for another thing named before: each, after the nearest, for the claims to accept or not
    by_pronoun = topic and actors == [topic] and W.referring_subject & set(words[start:verb.start])
    part.referred = [Frame(o, f.modal, f.action, f.obj, f.count) for o in others if by_pronoun and o != topic for f in frames
                     if f.actor == topic] + [Frame(f.actor, f.modal, f.action, o, f.count) for o in others if topic and objects
                     and objects[0].word == topic and words[objects[0].start] in W.pronoun and o != topic for f in frames if f.obj == topic] + [
        Frame(f.actor, f.modal, f.action, paired, 2) for f in frames if paired and f.obj is None and W.alone_quantifier & set(words[verb.end:verb.end + 1])]
    unread += [Slot(s.start, s.end, "clause", words[s.start]) for s in described if s.start < cut]
    # "do the ships *it counted from the neighbouring planets* go …": a rules noun of a relative clause on the
    # subject says which of them, a demand the frame leaves out
    unread += [s for v in relative if start <= v.start < verb.start for s in slots if v.end <= s.start < verb.start
               and s.category in NOUNS and s.word not in actors]
    part.frames, part.also, part.unread, part.person = list(dict.fromkeys(frames)), also, unread, person


def _ordered(vocab: Vocabulary, words: list[str], slots: list[Slot], actions: tuple[str, ...], obj: str | None,
             cut: int) -> tuple[list[Frame], int]:
    """"Do I pick tokens before aiming the cone?", "… after I put ships in it?": the asked act and the act of the
    moment clause after it, each named by a vocabulary thing whose phrase is that verb and its object
    (ship-placement "placing tokens", cone-aiming "aiming the gate"), asked as one coming before the other; and
    where the second act starts (the end of the words when there is none)."""
    # "do we flip the digits *first and then* apply the Kicker?": the act after "then" comes second
    then = next((i for i in range(cut) if words[i] == "then" and "first" in words[:i]), None)
    # "do I pick my tokens first *or* point the cone first?": the act before "or" is asked first
    then = then if then is not None else next((i for i in range(1, cut) if words[i] == "or" and words[i - 1] == words[-1] == "first"), None)
    if then is not None:
        cut, words = then, [*words[:then], "before", *words[then + 1:]]
    if cut >= len(words) - 1 or words[cut] not in pairs("moment"):
        return [], len(words)
    verbs = [s for s in slots if s.start > cut and s.category in ("action", "thing")]
    if not verbs:
        return [], len(words)
    after = [s for s in slots if s.start > verbs[0].start and s.category in NOUNS]
    before = [s for s in slots if cut < s.start < verbs[0].start and s.category in NOUNS]
    other = (after or before or [None])[0]
    first = _act(vocab, actions, obj)
    # "before the powers *get handed out*": a passive's subject is the act's object, and "get" no receiving
    alts = verbs[0].alts if after or not before else [a for a in verbs[0].alts if LIGHT_VERB not in vocab.ancestors(a)[1:]]
    # "before *aiming the gate*": the act may be said by its own name
    second = verbs[0].word if verbs[0].word in frozenset().union(*_acts(vocab).values()) else _act(
        vocab, (verbs[0].word, *alts), other and other.word)
    if not first or not second or first == second:
        return [], len(words)
    a, b = (first, second) if words[cut] == "before" else (second, first)
    return [Frame(a, "is", "before", b)], cut


def _act(vocab: Vocabulary, actions: tuple[str, ...], obj: str | None) -> str | None:
    """The one vocabulary thing naming the act of one of ``actions`` on ``obj`` (:func:`_acts`), one named with the object first; None when none or several do."""
    def near(x: str, y: str | None) -> bool:
        return y is None or x == y or x in vocab.ancestors(y) or y in vocab.ancestors(x)
    # a verb that holds its object ("point-cone-at") names it whatever else follows ("point the cone *at the planet*")
    hits = [(o, e) for (a, o), names in _acts(vocab).items() for e in names if any(near(a, v) for v in actions) and (
        o is None or obj is None or near(o, obj) or o in a.split("-"))]
    found = {e for o, e in hits if o and obj} or {e for _o, e in hits}
    return found.pop() if len(found) == 1 else None


@lru_cache(maxsize=4)
def _acts(vocab: Vocabulary) -> dict[tuple[str, str | None], set[str]]:
    """(action, object) -> the vocabulary things whose phrase is that verb and that object ("placing tokens":
    place token -> ship-placement; "aiming the gate": point-cone-at cone -> cone-aiming). Read once per vocabulary."""
    out: dict = {}
    for phrase, (category, word) in vocab.phrases.items():
        for k in range(len(phrase) - 1, 0, -1) if category == "thing" else ():
            head = vocab.match(list(phrase[:k]), 0, False)
            if head and head.category == "action" and head.end == k:
                rest = [s for s in read_slots(vocab, list(phrase[k:]), None, fuzzy=False) if s.category in NOUNS]
                out.setdefault((head.word, rest[0].word if rest else None), set()).add(word)
                break
    return out


def _kind_frames(vocab: Vocabulary, words: list[str], slots: list[Slot], start: int, cut: int, topic: str | None) -> list[Frame]:
    """"Is the Zombie an artefact power?": no verb, a form of be and two things with only linking words
    around them ask whether the first (or the thing named before "is *that* …") is of the second's kind
    or counts as one; "is there a Morph card?": a predicate phrase opening on be asks it of one thing."""
    named = {n.end: n.word.partition(":")[0] for n in slots if n.category == "name"}   # "Morph *card*"
    nouns = [s for s in slots if start <= s.start < cut and named.get(s.start) != s.word]
    lead = len(nouns) == 1 and words[start] in W.be and vocab.match(words, start, False)
    if lead and lead.category == "predicate" and lead.start + 1 < lead.end <= nouns[0].start and set(
            words[lead.end:nouns[0].start] + words[nouns[0].end:cut]) <= W.copula_link | W.tag | {*named.values()}:
        return [Frame(nouns[0].word, "is", lead.word)]
    if topic and len(nouns) == 1 and set(words[start:start + 2]) & W.how_much and words[nouns[0].end:nouns[0].end + 1] and \
            words[nouns[0].end] in W.be and set(words[nouns[0].end + 1:nouns[0].end + 2]) & W.pronoun:
        return [Frame(topic, "counts", "count-as", nouns[0].word)]   # "… 2 ships left. How many bases *is that*?"
    if topic and len(nouns) == 1 and W.pronoun & set(words[start:nouns[0].start]):
        nouns.insert(0, Slot(start, start, "name", topic))
    # "is one token *on a planet* a base?": a noun after a preposition qualifies the one before it
    held = [(i, s.end) for s in nouns for i in range(s.start - 1, start, -1) if words[i] in W.preposition
            and set(words[i + 1:s.start]) <= W.between | W.determiner and _qualifies(words, nouns, s)][:max(0, len(nouns) - 2)]
    nouns = [s for s in nouns if not any(a < s.start < b for a, b in held)]
    if len(nouns) != 2 or any(s.category not in NOUNS for s in nouns):
        return []
    x, y = nouns
    rest = [w for i, w in enumerate(words[start:cut], start) if not (x.start <= i < x.end or y.start <= i < y.end
                                                                     or any(a <= i < b for a, b in held))]
    # "can a deal be *only* promises?": a modal before the copula asks what the first thing may hold, not its kind
    modal = words[start] in W.may and rest[0] == words[start]
    # "Zombie - artefact power *or not*?": the alternative closing a clause with no verb stands for the copula
    rest = rest[:-2] + ["is"] if rest[-2:] == ["or", "not"] and not W.be & set(rest) else rest
    if set(words[start:start + 2]) & W.how_much and W.be & set(rest) and W.place_in & set(words[x.end:y.start]):
        return [Frame(y.word, m, "have", x.word) for m in _modals(words[start:])[0]]   # "how many planets are *in* the Binary?": what holds them has them
    if not W.be & set(rest) or not set(rest[modal:]) <= W.be | W.copula_link | W.tag | W.negation | (W.exclusive_object if modal else set()):
        return []
    return [Frame(x.word, "may", word_list("modal-copula")[0], y.word)] if modal else [
        Frame(x.word, "is", "kind-of", y.word), Frame(x.word, "counts", "count-as", y.word)]


def _had(vocab: Vocabulary, words: list[str], slots: list[Slot], start: int, cut: int, earlier, speaker, modals) -> list[Frame]:
    """"*Second challenge* is allowed, right?", "… can I do *a second*?": no verb, one stretch of play (``isa scope``) or one
    more of one named before, and only grammar words (an auxiliary or a permission word among them, or a story counting the
    ones before: a bare "Second encounter?" may ask what about one; no "have": "do I still *have* a base") ask ``have``."""
    things = [s for s in slots if start <= s.start < cut and s.category in NOUNS] or [
        o for i in range(start, cut) if (o := _ordinal(vocab, words, i, earlier))][:1]
    rest = {w for i, w in enumerate(words[start:cut], start) if not any(t.start <= i < t.end for t in things)}
    asking = (W.auxiliary | W.permitted | set(pairs("contraction"))) & rest or any(w in W.ordinal for said in earlier[:-1] for w in said)
    return [Frame(speaker or "player", m, "have", things[0].word) for m in modals] if len(things) == 1 and "scope" in vocab.ancestors(
        things[0].word) and not W.have & rest and rest <= _grammar() | W.first_person | W.article | W.tag | W.acting_verb and asking else []


def _role_act(words: list[str], slots: list[Slot], start: int, cut: int, speaker, modals, named: list[str]) -> list[Frame]:
    """"Am I still *the defender* (there)?": the speaker and a role joined by be, only linking words around them, ask
    whether the speaker does the act that makes a player that role (`role-act`), on a thing named before (the last
    first: which one the act takes is the claims' to say)."""
    roles = [s for s in slots if start <= s.start < cut and s.category in NOUNS]
    rest = {w for i, w in enumerate(words[start:cut], start) if not any(s.start <= i < s.end for s in roles)}
    act = pairs("role-act").get(roles[0].word.split(":")[-1]) if len(roles) == 1 else None
    return [Frame(speaker or "player", m, act, o) for o in named for m in modals] if act and words[start] in W.be and W.first_person & rest \
        and rest <= W.be | W.first_person | W.copula_link | W.tag | {"there"} else []


def _place(vocab: Vocabulary, words: list[str], slots: list[Slot], verb: Slot, after: int,
           topic: str | None, passive: bool = False) -> tuple[str, str] | None:
    """(verb of place, place) for a verb whose object is followed by a preposition the
    vocabulary joins to it ("put X (right) on the planet": place-on planet); None otherwise. A
    ``passive`` participle is read with "be" first ("are the tokens *placed on* the ring": `be placed on`, go-to)."""
    after += after + 1 < len(words) and words[after] in W.place_adverb
    # "put ships *onto* the planet": a compound preposition is its simpler one there ("put on")
    said = [*words[verb.start:verb.end], pairs("compound-preposition").get(words[after], words[after])] \
        if after < len(words) and (words[after] in W.preposition or words[after] in pairs("compound-preposition")) else None
    found = said and next((m for ws in (["be", *said], said)[not passive:] if (m := vocab.match(ws, 0, False)) and m.end == len(ws)), None)
    place = found and found.category in VERBS and _object(words, slots, after + 1, topic)
    return (found.word, place.word) if place else None


def _embedded(words: list[str], start: int, at: int) -> bool:
    """Is the verb at ``at`` in a question inside the asked one, with its own auxiliary ("does X
    limit *which colour the Will can go after*")? Only when the part opens with an auxiliary."""
    if start >= at or words[start] not in W.may | W.must | W.do | W.negation:
        return False
    opened = next((i for i in range(at - 1, start, -1) if words[i] in W.question_word), None)
    return opened is not None and any(w in W.may | W.must | W.do for w in words[opened + 1:at])


def _relative(words: list[str], obj: Slot, stop: int, slots: list[Slot]) -> int | None:
    """Where a relative clause about the object starts, right after it (its relative word may be
    left out: "players *the offense already invited*"); None when none does."""
    # "a ship of the colour *the Dictator picks*": or on the noun of the object's "of" phrase, a name or role its subject
    of = words[obj.end:obj.end + 1] == ["of"] and next((s for s in slots if s.category in NOUNS and obj.end < s.start <= obj.end + 2), None)
    free = next((s for s in slots if s.category in NOUNS and s.end in (obj.end, of and of.end) and words[s.start - 1] in W.free_relative), None)   # or "a ship of *whatever colour* ends up attacked": the noun the clause's subject
    i = of.end if of and (free or any(s.category in ("name", "role") and of.end < s.start <= of.end + 2 for s in slots)) else obj.end
    if i >= stop:
        return None
    if free and any(s.category == "action" and i <= s.start <= i + 1 for s in slots) or words[i] in W.relative_preposition and words[i + 1:i + 2] in (["which"], ["whom"]) \
            or words[i] in W.relative or words[i] in W.relative_subject:
        return i
    subject = next((s for s in slots if s.category in NOUNS and i < s.start <= i + 2), None)
    return i if words[i] in W.clause_subject and subject and any(
        s.category == "action" and subject.end <= s.start <= min(subject.end + 1, stop - 1) for s in slots) else None


def _state(vocab: Vocabulary, words: list[str], context: dict) -> list[str]:
    """The condition flags a clause states, put in ``context`` (False when it negates them); a
    negation does not reach past a clause break ("it is mandatory *but* I'd rather not use it")."""
    cut = next((i for i, w in enumerate(words) if i and w in W.clause_break), None)
    if cut is not None:
        return _state(vocab, words[:cut], context) + _state(vocab, words[cut + 1:], context)
    # "I'm silenced *and* we both played compromise": two situations when each half states one, or the first does and
    # the second is negated on its own ("we both played Compromise *and* couldn't agree"): each its own negation
    if (at := next((i for i, w in enumerate(words) if w == "and" and vocab.conditions_in(words[:i]) and (
            vocab.conditions_in(words[i + 1:]) or W.negation & set(words[i + 1:]) - set(words[:i]))), None)):
        return _state(vocab, words[:at], context) + _state(vocab, words[at + 1:], context)
    stated = vocab.conditions_in(words)
    found = list(stated)
    # "*I was invited* by both sides": the speaker said to be in a condition by its own name
    found += [w for i, w in enumerate(words) if i > 1 and w in vocab.words.get("condition", ()) and words[i - 1] in W.be
              and words[i - 2] in W.first_person and w not in found]
    negated = bool(set(words) & W.negation) != (words[:1] and words[0] in W.not_yet)
    # "keep redrawing *until it has an* encounter card": the clause not reached yet holds now in the negative ("has *no* …")
    at = next((i for i, w in enumerate(words) if w in W.some_one), None) if negated and not set(words) & W.negation else None
    flipped = [*words[1:at], "no", *words[at + 1:]] if at else []
    none_of = {w for w in content_words(flipped) if w.startswith("no:")}     # a flag saying there is none of that very thing
    now = [k for k in vocab.conditions_in(flipped) if k not in found and any(
        c.key == k and none_of & c.words for c in vocab.conditions)] if at else []
    # (a wording negating its verb is told by a clause negated as it is: "we did *not* make a deal in time")
    for key, value in [*((k, negated == stated.get(k, False)) for k in found), *((k, True) for k in now)]:
        # (no situation holds both flags of an ``isa not-<flag>`` pair)
        if not _against(vocab, [key], context):
            context.setdefault(key, value)   # a flag the words stated outright is not contradicted
    return found + now


@cache
def contrasts(kind: str = "contrast") -> dict[str, list[tuple[str, ...]]]:
    """First word -> the phrases of the ``kind`` word list (contrast, substitute) it opens."""
    phrases = [tuple(c.split()) for c in word_list(kind)]
    return {first: [c for c in phrases if c[0] == first] for first in {c[0] for c in phrases}}


def _caused(words: list[str], i: int) -> bool:
    """Is ``words[i]`` the person a causative verb makes or lets act ("make *me*", "let *us*")?"""
    return 0 < i < len(words) and words[i] in W.object_pronoun and words[i - 1] in any_of(
        "forcing-verb", "letting-verb")


def _hindered(words: list[str], at: int | None, slots: list[Slot]) -> int | None:
    """"does it *stop me from* playing", "*keep my ally from* committing": where "from" stands after a hindering verb
    (at ``at``, else anywhere) and the one it hinders, when an -ing verb follows it."""
    return next((j for i in ([at] if at is not None else range(len(words))) if i < len(words) and words[i] in W.hindering_verb
                 and not any(s.category in NOUNS and max((k for k in range(i - 1) if words[k] in W.auxiliary), default=-1) < s.start < i
                             for s in slots)      # "does *the Silencer* stop me …", "*the Silencer* does stop me …": a thing hindering is no situation told
                 for j in range(i + 2, min(i + 5, len(words) - 1)) if words[j] == "from" and words[j + 1].endswith("ing")), None)


def _takes_verb(words: list[str], verb: Slot, verbs: list[Slot], slots: list[Slot]) -> bool:
    """"*get to* see", "*make* me discard", "*stop* me *from* playing": the verb takes another verb (after "to", the person
    it makes act or "from"; "keep peeking" is one slot, :func:`_read_slots`)."""
    hinder = _hindered(words, verb.end - 1, slots)
    after = hinder + 1 if hinder else verb.end + 1 if words[verb.end:verb.end + 1] == ["to"] or _caused(words, verb.end) else verb.end
    if words[verb.end:verb.end + 1] in (["which"], ["what"]):      # "choose which colour to attack"
        return any(words[v.start - 1] == "to" and verb.end < v.start <= verb.end + 5 for v in verbs)
    return (after != verb.end or words[verb.end - 1] == "to") and any(v.start == after for v in verbs)


def _also(words: list[str], slots: list[Slot], verbs: list[Slot], after: int, actor: str,
          modals: tuple[str, ...], topic: str | None) -> list[Frame] | None:
    """Frames of a second verb the question asks about too ([] when there is none; None when
    there is one whose object the rules do not name, so the question cannot be decided)."""
    nxt = next((v for v in verbs[1:] if v.start >= after), None)
    if nxt is None or not (gap := words[after:nxt.start]) or not set(gap) <= W.joiner:
        return []
    found = _object(words, slots, nxt.end, topic)   # "… and draw *eight*?": a bare number ending the clause counts
    return None if found is False else [Frame(actor, m, nxt.word, found.word if found else None, next((n for _i, n in numbers(words[nxt.end:])), None) if not found and len(words) == nxt.end + 1 else None) for m in modals]


def _object(words: list[str], slots: list[Slot], at: int, topic: str | None, skipped: list[int] | None = None,
            several: str | None = None, pronouns: dict[str, str] | None = None):
    """The verb's object: the first noun after it across articles and numbers (the topic for "it", the things
    counted before for a quantifier ending the clause, ``several``: "apply *both*"); None at a preposition or the
    end; False for an unknown word, unless ``skipped`` takes two."""
    starts = {s.start: s for s in slots if s.category in NOUNS}
    # "join *a challenge against a Moon*": a condition's phrase there states the situation (in the context), no object
    stated = {i for s in slots if s.category == "condition" for i in range(s.start, s.end)}
    # "win *immediately* (when …)", "drawn *randomly*?": a predicate ending the clause is said of the act, no object
    said = {s.start for s in slots if s.category == "predicate" and (s.end >= len(words) or words[s.end] in W.preposition
                                                                     or words[s.end] in W.subordinator)}
    i = at
    while i < len(words):
        if i in starts:
            # "show *everyone my* starting hand", "give *the defense a* card": a person, then an article or a
            # possessive and a thing: the thing is what the act moves, the person whom it goes to
            s, j = starts[i], starts[i].end
            while s.category == "role" and j < len(words) and j not in starts and (words[j] in W.article or words[j] in W.possessive):
                j += 1
            return starts[j] if j > s.end and j in starts and starts[j].category in ("thing", "name") else s
        w = words[i]
        if i in stated or i in said and not skipped or w in W.indefinite_object:   # "get *anything*": the act, any object
            return None
        # "those bars": a pronoun before a noun is its determiner, not the thing named before
        if several and w in W.alone_quantifier | W.alone_either and i + 1 >= len(words):   # "pick *either*": one of them
            return Slot(i, i + 1, "name", several)
        if (w in W.pronoun and w != "one" or w == "one" and i + 1 >= len(words)) and i + 1 not in starts:
            return Slot(i, i + 1, "name", (pronouns or {}).get(w, topic)) if topic else False
        if w == "of" and ({" ".join(words[max(0, i - 2):i]), words[i - 1]} & W.partitive or (number(words[i - 1], counting()) or 1) > 1):
            i += 1                        # "replace *every one of* the cards", "put *four of* our tokens": the cards are the object
            continue
        # "play *as many* reinforcements *as I want*": a count left to the player, the noun after it the object
        if " ".join(words[i:i + 2]) in W.open_count and i + 2 in starts and words[starts[i + 2].end:starts[i + 2].end + 1] == ["as"] \
                and " ".join(words[starts[i + 2].end + 1:starts[i + 2].end + 3]) in W.free_choice:
            i += 2
            continue
        if w in W.preposition or w in W.coordinator or w in W.tag and w not in W.between:   # "…, isn't it"
            return False if skipped else None
        if w in W.clause_object and i + 1 < len(words) and i + 1 not in starts:     # "pick *who starts*": no object
            return None
        # "invite *Lavender* too": a player's colour with no noun after it names that player
        if w in W.player_colour and i + 1 not in starts and (i + 1 >= len(words) or words[i + 1] in W.preposition
                                                              or words[i + 1] in W.coordinator):
            return Slot(i, i + 1, "role", "player")
        # "pick *which* alien power", "choose *what* colour": the noun the question word asks for
        # "kill a *mint* ship": a player's colour says whose, and the rules hold for any player's
        if not (w in W.between or w in W.player_colour or w in ("which", "what") or number(w, counting()) is not None or w in W.ordinal
                or w in W.negation or w in W.pronoun):
            if skipped is None or len(skipped) >= 2 or not w.isalpha() or w in _grammar():
                return False
            skipped.append(i)         # a modifier only if a noun follows
        i += 1
    return False if skipped else None


def _ordinal(vocab: Vocabulary, words: list[str], at: int, earlier: list[list[str]]) -> Slot | None:
    """"I won my first challenge. Can I have *a second (one)*?": the thing counted before,
    read as the vocabulary's word for its second ("second challenge")."""
    i = at + (words[at:at + 1] in (["a"], ["the"], ["my"]))
    if i >= len(words) or words[i] not in W.next_one or (i + 1 < len(words) and words[i + 1] != "one"):
        return None
    for told in reversed(earlier):
        for j in range(len(told) - 2, -1, -1):
            if told[j] in ("first", "1st"):    # "go *again*": one more, as "another" says it
                hit = vocab.match([words[i] if words[i] != "again" else word_list("next-one")[0], told[j + 1]], 0)
                if hit and hit.category in NOUNS and hit.end == 2:
                    return Slot(i, min(i + 2, len(words)), hit.category, hit.word)
    return None


NOUNS = ("thing", "role", "name")
#: graph kinds naming a stretch of play a question may place its act in
MOMENTS = ("phase:", "window:")


@cache
def counting(name: str = "counting") -> dict[str, int]:
    """Words that count like a number where a question says how many of a thing it asks
    about ("a single base", "both powers"), or those of another ``words`` list of them."""
    return {w: int(n) for w, n in pairs(name).items()}


@cache
def universal() -> tuple[tuple[str, int], ...]:
    """The ``universal`` quantifiers ("every one of") with the count each asks of a claim."""
    return tuple((q, int(n)) for q, n in (p.rsplit(" ", 1) for p in word_list("universal")))


def every(span: list[str]) -> int | None:
    """The count a ``universal`` quantifier among the words asks ("replace *all (of)* the cards"), else None."""
    return next((n for q, n in universal() if f" {q} " in f" {' '.join(span)} "), None)


#: the grammar's compiled patterns and word tables (the same for every graph)
warm_up(lambda _rules: [build() for build in (_kinds, _as_role, _asking_marks, _conjoined, _grammar, contrasts, counting, universal)])


def numbers(words: list[str], also: dict[str, int] | None = None) -> list[tuple[int, int]]:
    """Each number the words say before a thing it counts, as (position, value): digits, number
    words and the ``counting`` words ("a *single* base"), or ``also``'s instead."""
    also = counting() if also is None else also
    return [(i, n) for i, w in enumerate(words) if (n := number(w, also)) is not None]


def same_piece(word: str) -> set[str]:
    """A stemmed word with the other edition's word for the same piece (ship / token)."""
    return {word, *pairs("same-piece").get(word, "").split()}


def _count(words: list[str], start: int, end: int) -> int | None:
    """A number (or ordinal: "a *third* challenge") asked about just before the object ("commit 5 ships", "more than one base")."""
    span = words[start:end]
    if " ".join(span[-2:]) in W.open_count:
        return counting()["several"]      # "as many … as I want": more than one, the least it can mean
    if (whole := every(span)) is not None and not any(n > 1 for _i, n in numbers(span)):
        return whole                      # "every one of the cards" (not "all *20* ships": that many)
    i, n = next(iter([*numbers(span), *((i, word_list("ordinal").index(w)) for i, w in enumerate(span) if w in W.ordinal)]), (0, None))
    bound = n is not None and (span[max(0, i - 2):i] == ["more", "than"] or span[i - 1:i] == ["over"])
    # "choose *between* the two aliens" counts the things chosen from; "lose *just one* token" is that number, no bound
    return None if W.pool_preposition & set(span[:i]) else n + 1 if bound else Exact(n) if i and span[i - 1] in W.exact_count else n


def _topic(told: list[tuple[list[str], list[Slot]]], slots: list[Slot], start: int,
           words: list[str] = (), vocab: Vocabulary | None = None, one: bool = False, many: bool = False) -> str | None:
    """What "it" is: the last name or thing named before the asking clause, else in the story."""
    it = "it" in words[start:] and (one or not {"they", "them"} & set(words[start:]))   # one thing: not "no *cards*"
    def named(s: Slot, said: list[str]) -> bool:
        return not (it and _plural(s, said)) and s.category in ("name", "thing") or (
            s.category == "role" and (said[s.start - 1:s.start] in (["my"], ["your"], ["its"]) or f"{s.word}:" in PLAYABLE))   # "power … use *it*"
    found = _topics(told, slots, start, words, named, vocab)
    if many:                              # "them": a thing named in the plural first ("comets in its special hand")
        said = [(w, s) for w, sl in [(words, slots), *told] for s in sl if s.category in ("name", "thing")]
        found = sorted(found, key=lambda k: not any(s.word == k and _plural(s, w) for w, s in said))
    return next(iter(found), None)


def _plural(s: Slot, said: list[str]) -> bool:
    """Is a noun said in the plural ("comets"; not a name that ends so, "Worldships")?"""
    w = said[s.end - 1]
    return len(w) > 3 and w.endswith("s") and not w.endswith(NOT_PLURAL) and not s.word.lower().endswith(w)


def _several(s: Slot, said: list[str]) -> bool:
    """Is the slot a thing, name or role counted by a number above one ("*two* comets", "I have *two* powers"; not
    "*both* sides", whose "both" may stand for what they did)?"""
    before = said[max(0, s.start - 1):s.start]
    return s.category in ("name", "thing", "role") and any(n > 1 and before[i] not in W.alone_quantifier for i, n in numbers(before))


def _topics(told, slots: list[Slot], start: int, words: list[str], named=None, vocab: Vocabulary | None = None) -> list[str]:
    """Every thing a pronoun may stand for, the last named first (before the asking clause, then
    the story's sentences from the last): which one the verb's slot accepts is the claims' to say. A
    stretch of play (`isa scope`: "retook it *a few turns* later") comes after every other thing."""
    # (a role owned, "*my power's* role bar", is a thing too: "can I use *it*")
    named = named or (lambda s, said: s.category in ("name", "thing") or s.category == "role" and 0 < s.start and said[s.start - 1]
                      in W.possessive)

    # "one token left *on a planet* - is *that* a base?": for "that", the noun the preposition's noun qualifies stands first
    that = {"that", "this"} & set(words[start:]) and not W.pronoun & set(words[start:]) - {"that", "this"}

    def heads_first(said: list[str], said_slots: list[Slot]) -> list[Slot]:
        nouns = [s for s in reversed(_inside(vocab, said, said_slots)) if named(s, said)]
        if not that:
            return nouns
        # "*five foreign colonies* are in one system. Does that count?": the sentence's subject (its first
        # noun, before its verb) is what "that" stands for, not a noun of its predicate
        verb = min([s.start for s in said_slots if s.category in ("action", "predicate")] + [
            i for i, w in enumerate(said) if w in W.auxiliary], default=len(said))
        subject = [s for s in nouns[-1:] if s.end <= verb and verb < len(said)]
        return subject + [s for s in nouns if s not in subject and not _qualifies(said, nouns, s)] + [
            s for s in nouns if s not in subject and _qualifies(said, nouns, s)]
    found = [s.word for s in heads_first(words, [s for s in slots if s.end <= start])]
    found += [s.word for words_told, story_slots in reversed(told) for s in heads_first(words_told, story_slots)]
    found = list(dict.fromkeys(found))
    return sorted(found, key=lambda w: "scope" in vocab.ancestors(w.split(":", 1)[-1])) if vocab else found


def _inside(vocab: Vocabulary | None, words: list[str], slots: list[Slot]) -> list[Slot]:
    """The slots, a condition's phrase giving the nouns it says ("*my power* is automatic", "both *cards* are down"):
    a thing the situation told names is one a pronoun may stand for."""
    out: list[Slot] = []
    for s in slots:
        found = [next((m for end in range(s.end, i, -1) if (m := vocab.match(words[:end], i, fuzzy=False)) and m.category in NOUNS), None)
                 for i in range(s.start, s.end)] if vocab and s.category == "condition" else [s]
        # "none of *the defender's ships*": the owner named in a thing's phrase is one a pronoun may stand for too
        owner = vocab and s.category == "thing" and vocab.owner(s.word)
        out += [m for m in found if m] + ([Slot(s.start, s.end, "name", owner)] if owner else [])
    return out


def _agent(vocab: Vocabulary, told: list[tuple[list[str], list[Slot]]]) -> str | None:
    """Whom a subject pronoun of the question stands for: the subject of the last sentence told (or of the
    statement before the asking clause: "*defender* with no encounter cards — can they …"), when it
    opens that sentence and is a role ("*Defense* redrew and still has none. Do *they* …"; a power or hex named
    there is left to :func:`_topic`: "the Gas Giant has 2 ships left. Does it keep its power?" is read from its count)."""
    words, slots = told[-1] if told else ([], [])
    # the subject of the sentence's last clause that opens on one ("In the Overview, *if the attacker* runs out …")
    opens = [0, *(i + 1 for i, w in enumerate(words) if w in W.subordinator | W.clause_contrast)]
    for first in [s for s in slots if s.category != "person" and any(j <= s.start and all(
            w in W.article or w in W.possessive for w in words[j:s.start]) for j in opens)][::-1]:
        role = first.word if first.category == "role" else first.word.partition(":")[2] if first.word.startswith(
            "term:") and first.word.partition(":")[2] in vocab.words.get("role", ()) else None   # "the defender": term:defense
        if first.start == 0 or role:
            return role
    return None


def _qualifies(words: list[str], before: list[Slot], s: Slot) -> bool:
    at = s.start
    while at > 0 and (words[at - 1] in W.between | W.determiner | W.player_colour) and words[at - 1] not in W.preposition:
        at -= 1                           # "in *my own* system", "on *that tan* planet"
    return s.category in NOUNS and at > 0 and words[at - 1] in W.preposition \
        and any(o.category in NOUNS and o.end < at for o in before)


def _actors(before: list[Slot], speaker: str | None, topic: str | None = None) -> tuple[list[str], bool]:
    """Who the question is about: the last role, name or thing before the verb ("I": the speaker's
    role, else any player); True with it when the question names no one."""
    if topic and not any(s.category in NOUNS for s in before):
        return [topic], False
    for i, s in reversed(list(enumerate(before))):
        if s.category == "person" and s.word not in W.asker_possessive:
            return [speaker or "player"], True
        if s.category in NOUNS:   # "the Binary player": the name right before "player" is who that player is
            held = i and s.word == "player" and before[i - 1].category == "name" and before[i - 1].end == s.start
            return [before[i - 1].word if held else s.word], False
    return [speaker or "player"], True


def _speaker(vocab: Vocabulary, text: str) -> str | None:
    """The role the player says they hold ("I'm the offense", "as the defense")."""
    words = tokens(text)
    joined = " ".join(words)
    for found in _as_role().finditer(joined):
        start, at = len(joined[:found.start(1)].split()), len(joined[:found.start()].split())
        if words[at] == "as" and any((m := vocab.match(words, j)) and m.end == at and m.category == "role"
                                     and "my" not in words[max(0, j - 2):j] for j in range(at)):
            continue                      # "choose any player *as the defender*": the role that player is given (not "use *my power* as an ally")
        if words[at] == "as" and W.restrictive & set(words[max(0, at - 2):at]):
            continue                      # "my power works *only as* a main player": a restriction, not the speaker's role
        hit = vocab.match(words, start) if start < len(words) else None
        # "as a *rewarded* defensive ally": a participle before the role qualifies it
        start, hit = (start + 1, vocab.match(words, start + 1)) if words[start].endswith("ed") and start + 1 < len(words) and (
            hit is None or hit.category != "role") else (start, hit)
        # "as the offense's ally", "an ally on the defender's side": the role the phrase ends in is the speaker's
        head = vocab.match(words, hit.end) if hit and hit.end < len(words) else None
        if hit and hit.category == "role" and hit.start == start:
            return head.word if head and head.category == "role" else hit.word
    # "at the start of *my turn*": a phrase that makes the speaker a role (`speaker-role-phrase`)
    return next((role for role, p in (e.split(" ", 1) for e in word_list("speaker-role-phrase")) if f" {p} " in f" {joined} "), None)


def _told_side(vocab: Vocabulary, said: list[list[str]], speaker: str | None) -> tuple[str | None, dict]:
    """The speaker's role and its side's outcome a story tells by grammar ("I *helped the defense* and *we won*", "I
    *defended* as an ally"; `ally-verb`, `side-role`, `role-act`; docs/asking.md, step 3)."""
    acted, joining = {act: role for role, act in pairs("role-act").items()}, {stem(w) for w in W.ally_verb}
    sides = {s: hit.word for s, ally in pairs("side-role").items() if (hit := vocab.match(tokens(ally), 0, False))}
    told: dict = {}
    for words in said:
        for i, w in enumerate(words):
            role = next((h.word for k in range(i + 1, min(i + 4, len(words))) if (h := vocab.match(words, k, False))
                         and h.category == "role" and h.word in sides), None) if stem(w) in joining else acted.get(stem(w))
            if role and i and words[i - 1] in W.subject_pronoun and speaker in (None, *vocab.ancestors(sides.get(role, role))):
                speaker = sides[role] if stem(w) in joining or speaker not in (None, *vocab.ancestors(role)) else role
            # "I attacked *and lost*": after "and", the clause's subject; "I lost *my power*": an object, no outcome
            subject = (next((x for x in words if x not in W.filler), "") if words[i - 1] in W.coordinator else words[i - 1]) if i else ""
            mine = subject in W.subject_pronoun or subject in W.side_word and i > 1 and words[i - 2] in W.first_person
            side = next((s for s, ally in sides.items() if speaker in (s, ally)), None)
            if side and mine and w in W.win_word | W.lose_word and set(words[i + 1:i + 2]) <= W.coordinator | W.preposition | W.filler:
                hit = vocab.match(tokens(f"{w} on {side}"), 0, False)
                told.update({hit.word: True} if hit and hit.category == "condition" else {})
    return speaker, told


#: graph kinds a player may say they are ("I'm the Binary", "Worldships player here")
PLAYABLE = ("power:", "hex:")


def _named_speaker(sentences: list[tuple[list[str], list[Slot]]]) -> str | None:
    """The power or hex the player says they play: "I'm the Binary", "as Rosette, can I …",
    "Worldships player here", "Assassin here"."""
    for words, slots in sentences:
        joined = " ".join(words)
        starts = {len(joined[:m.start(1)].split()) for m in _as_role().finditer(joined)}
        for slot in slots:
            if slot.category != "name" or not slot.word.startswith(PLAYABLE):
                continue
            after = words[slot.end:slot.end + 2]
            if slot.start in starts or after[:1] == ["here"] or after == ["player", "here"]:
                return slot.word
    return None


def _conditions(words: list[str], slots: list[Slot], context: dict, vocab: Vocabulary | None = None) -> None:
    """Condition words the player states go in ``context``: ``{flag: True}``, or False after
    a negation ("the Silencer is not in play"; not the opening auxiliary's: "*isn't* Moon Base Omega
    …"). A name whose words are a condition's ("Moon Base Omega": the Moon is that one) states it too."""
    named = [hit for s in slots if s.category == "name" and vocab and (hit := vocab.match(words, s.start, False))
             and hit.category == "condition" and hit.end == s.end]
    # "*in my second encounter*": a stretch of play (`isa scope`) after a preposition whose every content word is a
    # wording of a condition (a later encounter) states it; not the thing an act asks for ("do I get a second encounter?")
    named += [Slot(s.start, s.end, "condition", c.key) for s in slots if s.category == "thing" and vocab and s.end - s.start > 1
              and "scope" in vocab.ancestors(s.word) and _after_preposition(words, s.start) and (own := frozenset(content_words(words[s.start:s.end])))
              for c in vocab.conditions if c.words == own and not c.roles]
    # "*With Sanity*, is the Binary …": a power or card named in a phrase opening the sentence is in play
    named += [Slot(s.start, s.end, "condition", c.key) for s in slots if s.category == "name" and vocab and s.start and words[0] in W.presence_preposition
              and set(words[1:s.start]) <= W.article | W.possessive and (played := frozenset(content_words(words[s.start:s.end])) | {"play"})
              for c in vocab.conditions if c.words == played]
    opening = 1 if words and words[0] in pairs("contraction") else 0
    for s in [*(s for s in slots if s.category == "condition"), *named]:
        context[s.word] = not any(w in W.negation or w == "no" for w in words[max(opening, s.start - 2):s.start])


def _after_preposition(words: list[str], at: int) -> bool:
    """Does a preposition open the noun phrase starting at ``at`` (articles and possessives between)?"""
    while at > 0 and (words[at - 1] in W.article or words[at - 1] in W.possessive):
        at -= 1
    return at > 0 and words[at - 1] in W.preposition


def _colours(vocab: Vocabulary, told: list[list[str]], words: list[str], start: int, context: dict) -> None:
    """Colours told against the one asked ("I'm pink and drew tan. Must I attack in *Tan's* system?"): the colour a
    destiny draw names (after a `drawn-cue` word), the speaker's own ("I'm pink") and the colour of a system the
    asking clause names (before a `system-word`) state the conditions that compare them (`words colour-condition`)."""
    said = [*told, words[:start]]
    drawn = drawn_colours(said)
    asked = {w for i, w in enumerate(words[start:-1], start) if w in W.player_colour and words[i + 1] in W.system_word}
    own = {m.group(1).split()[0] for s in said for m in _as_role().finditer(" ".join(s))} & W.player_colour
    # (with no system asked, the speaker's own colour drawn by the speaker: "I'm red and *I drew* red", not "the card was red")
    mine = own == drawn and any(W.first_person & set(s[max(0, i - 4):i]) and drawn_colours([s[max(0, i - 4):i + 1]]) for s in said for i in range(len(s)))
    if len(drawn) != 1 or len(asked) != 1 and (len(own) != 1 or not mine):
        return                                    # no colour asked nor the speaker's own against the one drawn
    # the condition each `colour-condition` entry names by its words ("destiny kind regular") and the value it gives, else True
    key = {name: (k := max((c for c in vocab.words.get("condition", ()) if f"{entry} ".startswith(c.replace("_", " ") + " ")), key=len),
                  entry[len(k) + 1:] or True) for name, entry in pairs("colour-condition").items()}
    if len(asked) == 1:
        context.setdefault(key["other"][0], asked != drawn)
    if len(own) == 1:                             # the speaker's own colour drawn, or another (a regular destiny card)
        context.setdefault(key["own"][0], own == drawn)
        context.setdefault(*key["drawn"])


def drawn_colours(said: list[list[str]], after: int = 0) -> set[str]:
    """The players' colours the sentences tell drawn: a `drawn-cue` word up to 3 words before (or ``after``) each."""
    return {w for s in said for i, w in enumerate(s) if w in W.player_colour and any(
        f" {c} " in f" {' '.join(s[max(0, i - 3):i + after])} " for c in W.drawn_cue)}
