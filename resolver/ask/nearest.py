"""Nearest claims: a yes/no question the claims do not decide strictly, answered from the claims
closest to its words (docs/asking.md, "Nearest claims").

Every claim of the asked edition is scored against the question (its vocabulary words and names,
with their classes, against the claim's slots; its content words against the claim's phrase,
conditions and rule text; rare features weighing more). The best claim answers when it explains
enough of the question and no claim giving another answer comes close; its own frame is decided
with the question's modality (``RuleGraph.decide``), and a condition the question leaves open
makes the answer ``depends``.
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from functools import cache, partial
from operator import itemgetter

from resolver.ask import claimed, procedures
from resolver.ask.bm25 import top_k
from resolver.ask.frame import NOUNS, contrasts, counting, numbers, read_slots, same_piece
from resolver.ask.linker import _exact, link
from resolver.ask.text import (
    W,
    capitals_of,
    content_words,
    number,
    ordinal,
    pairs,
    per_graph,
    question_terms,
    remembered,
    tokens,
    warm_up,
)
from resolver.ask.vocab import AT_WILL_ACT, VERBS, vocabulary_for
from resolver.graph.claims import OPS
from resolver.graph.decide import ANSWERS, Decision, Frame

#: a feature more claims than this share have is scored for the best candidates only
COMMON = 0.05
#: how many candidates the rarer features pick before the common ones are added
CANDIDATES = 24

#: the condition of how many players play (rulesdata/vocabulary_conditions.rules)
GAME_SIZE = "players"

#: feature weights on the claim's side: its own actor/action/object (and their names) weigh
#: most; the classes above them (``offense`` for a claim about ``player``) less; its noun
#: phrase and conditions less again; its rule's whole statement least
SLOT = 1.0
CLASS = 0.5
PHRASE = 0.8
SAYS = 0.5
#: the share of the best claim's score a claim of the section nearest the question by its rules'
#: whole text gains in rank, when that section's BM25 score is this many times the next one's
SECTION_LIFT, SECTION_LEAD = 0.2, 1.1


@dataclass
class Params:
    """The acceptance thresholds, measured over every dev set (docs/asking.md): a prohibition's "no"
    holds for every case it forbids, a permission's "yes" only for its own, so a "yes" needs more."""
    #: per answer: (the share of the question's weight the best claim must explain,
    #: how far, as a share of its score, it must lead any claim giving another answer)
    no: tuple[float, float] = (0.35, 0.2)
    yes: tuple[float, float] = (0.45, 0.2)
    #: a condition is stated when this share of its (idf-weighted) words is in the question
    condition: float = 0.7
    #: a "not" negates a stated condition when it stands at most this many words before its words
    negation_reach: int = 3
    #: how many of the best claims are looked at for a rival
    depth: int = 12
    #: a ``depends`` on conditions the question does not state
    depends: tuple[float, float] = (0.6, 0.2)

    def thresholds(self, verdict: str) -> tuple[float, float]:
        return {"no": self.no, "yes": self.yes}.get(verdict, self.depends)


PARAMS = Params()


@dataclass
class NearIndex:
    """Features of every claim (feature -> weight × idf), as postings."""
    claims: list = field(default_factory=list)
    #: each claim's features (feature -> weight × idf), parallel to ``claims``
    features: list = field(default_factory=list)
    #: edition -> feature -> (claim numbers, their weights × idf)
    postings: dict[str, dict[str, list[tuple[int, float]]]] = field(default_factory=dict)
    idf: dict[str, float] = field(default_factory=dict)
    #: claims per feature; one commoner than ``common`` is added to the best candidates only
    df: dict[str, int] = field(default_factory=dict)
    common: int = 1
    #: (category, word, speaker) of a question's slot -> its key
    keys: dict = field(default_factory=dict)
    #: condition text -> its features (filled on first use)
    conditions: dict[str, set[str]] = field(default_factory=dict)
    #: a flag condition's text -> the powers and held cards it names (:func:`_absent`)
    held: dict[str, frozenset[str]] = field(default_factory=dict)
    #: (flag, true|false) -> the texts of its conditions (:func:`_opposite`)
    flags: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    #: object -> (editions, condition) for each game-size comparison of the claims on that object
    #: (:func:`counts_told`; scanning every claim per frame was a fifth of the slowest questions' time)
    sized: dict[str, list[tuple[frozenset, object]]] = field(default_factory=dict)


@warm_up
@per_graph
def index_for(rules) -> NearIndex:
    """The graph's nearest-claims index, built once per graph."""
    return _build(rules, rules.claims)


def _build(rules, book) -> NearIndex:
    claims = list(book.claims) + list(book.derived)
    memo: dict[str, list[str]] = {}       # many claims share a rule, a name or a phrase
    feats = [_claim_features(rules, book, c, memo) for c in claims]
    df = Counter(name for f in feats for name in f)
    n = len(claims) or 1
    idf = {name: math.log(1 + n / d) for name, d in df.items()}
    weighted = [{name: w * idf[name] for name, w in f.items()} for f in feats]
    postings: dict[str, dict[str, list[tuple[int, float]]]] = {}
    for i, (c, f) in enumerate(zip(claims, weighted, strict=True)):
        for edition in c.editions:
            for name, w in f.items():
                postings.setdefault(edition, {}).setdefault(name, []).append((i, w))
    flags: dict[tuple[str, str], set[str]] = {}
    for x in (x for c in claims for x in c.conditions if x.key and x.op in ("true", "false")):
        flags.setdefault((x.key, x.op), set()).add(x.text)
    sized: dict[str, list[tuple[frozenset, object]]] = {}
    for c in book.claims:
        for w in c.conditions:
            if c.obj and w.key == GAME_SIZE and w.op in OPS:
                sized.setdefault(c.obj, []).append((frozenset(c.editions), w))
    return NearIndex(claims, weighted, postings, idf, df=df, common=max(1, int(COMMON * n)),
                     held=claimed.held_in_conditions(rules), flags=flags, sized=sized)


def _put(out: dict[str, float], name: str, weight: float) -> None:
    out[name] = max(weight, out.get(name, 0.0))


def _put_key(out: dict[str, float], book, key: str) -> None:
    """A key weighs as itself, and each class above it as a class."""
    _put(out, "@" + key, SLOT)
    for sup in book.above(key)[1:]:
        _put(out, "@" + sup, CLASS)


def _claim_features(rules, book, c, memo: dict[str, list[str]]) -> dict[str, float]:
    def stems(text: str) -> list[str]:
        return remembered(memo, text, lambda: content_words(tokens(text)))

    out: dict[str, float] = {}
    for key in (c.actor, "verb:" + c.action, c.obj):
        if not key:
            continue
        _put_key(out, book, key)
        for stem in stems(_label(rules, key)):
            _put(out, stem, SLOT)
    for text in [c.phrase or "", *(w.text for w in c.conditions)]:
        for stem in stems(text):
            _put(out, stem, PHRASE)
    for stem in stems(claimed.rule_says(rules, c)):
        _put(out, stem, SAYS)
    return out


def _label(rules, key: str) -> str:
    """The words a key is written in: a graph node's title, else the word itself."""
    name = key.split(":", 1)[1] if ":" in key else key
    title = None
    with suppress(KeyError, AttributeError):      # a vocabulary word is no graph node
        title = rules.data(key).get("title")
    return f"{name} {title or ''}"


# --- the question's side -----------------------------------------------------------------

def question_features(q) -> dict[str, float]:
    """The question's vocabulary words and names (keys, with their classes) and content words (made once
    per question; shared: callers must not change it)."""
    return q.once("features", lambda: _features(q))


def _features(q) -> dict[str, float]:
    book = q.rules.claims
    out: dict[str, float] = {}
    whole = [(m.start, m.end, m.node) for m in q.mentions]
    keys = index_for(q.rules).keys
    speaker = q.reading.speaker if q.reading else None
    for slot in read_slots(vocabulary_for(q.rules), q.words, lambda: whole, caps=capitals_of(q.text)):
        key = remembered(keys, (slot.category, slot.word, speaker), lambda s=slot: _slot_key(book, s, speaker))
        if key:
            _put_key(out, book, key)
    tag = _tag(q) and q.words[-1]           # "…, right?" asks; it is not a word of the rule
    for stem in q.terms():
        if stem != tag:
            _put(out, stem, SLOT)
    return out


def _contrasted(q, obj: str) -> bool:
    """Is ``obj`` named only after a contrast phrase ("instead of a base"): the alternative the question is not asking?"""
    cut = next((i for i, w in enumerate(q.words) if any(tuple(q.words[i:i + len(c)]) == c for c in contrasts("substitute").get(w, ()))), None)
    if cut is None:
        return False
    book, key = q.rules.claims, q.rules.claims.nouns.key(obj)
    said = [s.start >= cut for s in read_slots(vocabulary_for(q.rules), q.words, None) if s.category in NOUNS
            and key is not None and _slot_key(book, s) == key]
    return bool(said) and all(said)


def _tag(q) -> bool:
    """Does the question end in a tag after a comma ("…, right?")?"""
    return bool(q.words) and q.words[-1] in W.tag and q.text.rstrip(" ?!.").rsplit(None, 1)[0].endswith(",")


def _slot_key(book, slot, speaker: str | None = None) -> str | None:
    if slot.category == "person":         # "I", "you": the role the player said, else a player
        return book.nouns.key(speaker or "player")
    if slot.category in ("action", "predicate"):
        return "verb:" + verb if (verb := book.vocab.verb(slot.word)) else None
    return book.nouns.same.get(slot.word, slot.word) if slot.category == "name" else \
        book.nouns.key(slot.word) if slot.category in ("role", "thing") else None


@dataclass
class Scored:
    claim: object
    score: float
    coverage: float
    verdict: str | None      # the claim's own answer to the question's modality
    modal: str | None        # the question modality that claim answers
    index: int = -1          # the claim's place in the index (its features)


def ranked(q, modals: tuple[str, ...], k: int = 12, feats: dict[str, float] | None = None) -> list[Scored]:
    """The ``k`` claims of the asked edition nearest the question, best first (those of a section
    clearly leading by BM25 lifted by ``SECTION_LIFT``)."""
    idx = index_for(q.rules)
    feats = question_features(q) if feats is None else feats
    total = sum(w * idx.idf.get(f, 0.0) for f, w in feats.items())
    found, two = (_scores(idx, q.edition, feats), [*procedures.nearest(q, 2), {"score": 0.0}]) if total else ([], [])
    near = {(two[0]["source"], two[0]["section"])} if len(two) > 1 and two[0]["score"] >= SECTION_LEAD * two[1]["score"] else ()
    lift, named = SECTION_LIFT * found[0][1] if found and near else 0.0, {m.node for m in q.mentions}
    found.sort(key=lambda p: -p[1] - (lift and lift * _lifted(idx.claims[p[0]], near, named)))   # no lift: nothing to test
    return [Scored(idx.claims[i], s, s / total, *reads(idx.claims[i].modal, modals)[::-1], i) for i, s in found[:k]]


def _lifted(c, near, named: set[str]) -> bool:
    """A claim of the nearest section about no power, card, hex or Moon the question leaves unnamed."""
    return any((x["source"], x["section"]) in near for x in c.citations) and not any(
        k and k.startswith(claimed.SPECIFIC) and k not in named for k in (c.actor, c.obj))


def _scores(idx: NearIndex, edition: str, feats: dict[str, float]) -> list[tuple[int, float]]:
    """(claim number, score) of the asked edition's best candidates, best first: the rarer
    features' postings pick the candidates, the common features are added to those only."""
    table = idx.postings.get(edition, {})
    # a claim's score; the dict keeps the order claims were first scored in (ties keep it)
    scores: dict[int, float] = {}
    common = []
    for f, w in feats.items():
        found = table.get(f)
        if found is None:
            continue
        if idx.df.get(f, 0) > idx.common:
            common.append((f, w))
            continue
        _add(scores, found, w)
    if not scores:                        # only common words: every list is walked
        for f, w in common:
            _add(scores, table[f], w)
        common = []
    top = top_k(scores, CANDIDATES)       # equal scores in the order they were first scored in
    if common:                            # a feature the claim lacks adds nothing
        feats_of = idx.features
        top = sorted([(i, s + sum(w * feats_of[i][f] for f, w in common if f in feats_of[i])) for i, s in top],
                     key=itemgetter(1), reverse=True)
    return top


def _add(scores: dict[int, float], posting: list[tuple[int, float]], w: float) -> None:
    """Add a feature's posting (claim, weight) times ``w`` to the claims' scores."""
    get = scores.get                      # a new claim gets w * weight as such (0.0 + x is x)
    for i, weight in posting:
        scores[i] = get(i, 0.0) + w * weight


def reads(claim_modal: str, modals: tuple[str, ...]) -> tuple[str | None, str | None]:
    """The first of the question's modalities the claim's modal answers, and the answer."""
    return next(((m, found[0]) for m in modals if (found := ANSWERS.get(m, {}).get(claim_modal))), (None, None))


# --- choosing and answering --------------------------------------------------------------

def margin(book, best: Scored, others: list[Scored],
           settled: Callable[[Scored], str | None] | None = None, verdict: str | None = None,
           asked: tuple[str | None, str | None] = (None, None), named: frozenset = frozenset(),
           other_act: Callable[[Scored], bool] | None = None) -> float:
    """How far, as a share of its score, the best claim leads the nearest rival giving another
    answer. No rival: a claim of the same frame (or classes of it), which deciding weighs; one
    whose group answers both ways (``settled`` by deciding its frame) unless that differs from
    ``verdict``; one about another actor or object than the one ``asked``, or another act."""
    actor, obj = (x if book.related(x, y) else None for x, y in zip(asked, (best.claim.actor, best.claim.obj),
                                                                        strict=True))
    for s in others:
        if s.verdict == best.verdict or _same_frame(book, best.claim, s.claim) or other_act and other_act(s) or (
                actor and not book.related(actor, s.claim.actor)) or (
                obj and s.claim.obj and not book.related(obj, s.claim.obj)) or (
                # a ban on what the question names is no rival to the same act's permission on a
                # thing or for an actor it does not name ("may the Worm point the cone at a *Moon*")
                best.verdict == "no" and {best.claim.actor, best.claim.obj} <= named and any(
                    getattr(s.claim, k) not in {*named, None} and _same_frame(book, best.claim, s.claim, k)
                    for k in ("obj", "actor"))):
            continue
        if settled is not None and verdict and settled(s) == verdict:
            continue
        return (best.score - s.score) / best.score if best.score else 0.0
    return 1.0


def _asked_slots(book, part, passive: bool = False) -> tuple[str | None, str | None]:
    """The actor and object the question names, in the claims' words (no role said: no actor);
    with ``passive``, a passive's subject is the object too."""
    try:
        f, g = (book.frame(x) if x else None for x in (part.frames[:1] or [None]) + [next(
            (x for x in part.frames if passive and part.frames[0].actor == x.obj), None)])
    except ValueError:
        f = g = None
    return (None, None) if f is None else (None if part.person else f.actor, f.obj or (g and g.obj))


def _same_frame(book, a, b, skip: str = "") -> bool:
    """Same action, actor and object (or kinds of them), but the slot ``skip``."""
    keys = {"action": ("verb:" + a.action, "verb:" + b.action), "actor": (a.actor, b.actor), "obj": (a.obj, b.obj)}
    return all(book.related(*pair) for k, pair in keys.items() if k != skip)


def _split(book, s: Scored, edition: str) -> bool:
    """Does a claim of the scored claim's group (its edition) give the other answer to the
    question's modality?"""
    c, same = s.claim, book.nouns.same           # the group also in the vocabulary's canonical words
    return any((found := ANSWERS.get(s.modal or "", {}).get(other.modal)) and found[0] != s.verdict
               for key in {(edition, c.action, c.actor, c.obj), (edition, book.vocab.verb(c.action) or c.action,
                                                                 same.get(c.actor, c.actor), same.get(c.obj, c.obj))}
               for other, _rank in book.by_key.get(key, ()))


def _settler(q, context: dict) -> Callable[[Scored], str | None]:
    """The verdict of a split claim's group (``decide`` on its frame), None for a claim whose
    group answers one way only (it stays the rival its own answer makes it)."""
    book, options = q.rules.claims, claimed.options_named(q)

    def settled(s: Scored) -> str | None:
        if not _split(book, s, q.edition):
            return None
        c = s.claim
        d = claimed.decide(q.rules, Frame(c.actor, s.modal, c.action, c.obj), q.edition, context, options)
        return d.verdict if d is not None else None
    return settled


def asked_number(part) -> int | None:
    """A number the question asks about ("two bases", "5 ships"): the frame's count, else a
    number word of the asking sentence ("one" is left out: it is as often a pronoun)."""
    for f in part.frames:
        if isinstance(f.count, int):
            return f.count
    return _number_in(part.words, _subject_counts(part))


def _counts_other(book, part, obj: str | None) -> bool:
    """Does the question's number count something else than ``obj`` (its frame's object, the
    noun after a loose number: "my *five foreign colonies*")?"""
    counted = [f.obj for f in part.frames if isinstance(f.count, int) and f.obj]
    if not counted:
        # the noun after the number, or the phrase it is part of ("*both* sides")
        at = {i: s.word for s in part.found if s.category in NOUNS for i in range(s.start, s.end)}
        counted = [at.get(i) or at.get(i + 1) or at.get(i + 2) for i, _n in numbers(part.words, counting("pair-count"))
                   if i not in _subject_counts(part)]
    return obj is None or not any(book.related(book.nouns.key(o) or o, obj) for o in counted if o)


def _subject_counts(part) -> set[int]:
    """Positions of number words that count the actor, a condition's phrase or the set a choice is
    made from, not the thing asked about ("can *two* different players each have a colony")."""
    verbs, w = [s.start for s in part.found if s.category == "action"], part.words
    first = min(verbs, default=len(w))
    # a number inside a noun phrase before the asking verb is part of its subject ("*both* main
    # players put …" read as the phrase both-sides): it counts the actor, not the thing asked
    skip = {i for s in part.found if s.category == "condition" or s.category in NOUNS and s.end <= first
            for i in range(s.start, s.end)} | {
        i for i in range(2, len(w)) if "of" in w[i - 2:i] and w[w.index("of", i - 2) - 1] in W.question_word} | {
        i for i in range(1, len(w)) if W.pool_preposition & set(w[max(0, i - 2):i])}   # "choose *between* the two"
    # a number after a role before the verb floats off it ("two players *both* have …"), a quantifier after a thing too
    roles = {s.end for s in part.found if s.category == "role" or s.category in NOUNS and w[s.end:s.end + 1] in ([x] for x in W.partitive)}
    return skip | {i for i in range(first) if i in roles or (counted := next((s for s in part.found if s.start > i and s.category
                                                                in NOUNS), None)) and counted.category == "role" and counted.start < first}


def _number_in(words, skip: set[int] = frozenset()) -> int | None:
    # "one" is as often "one of them" as a count
    return next((n for i, n in numbers(words, counting("pair-count")) if i not in skip and words[i] != "one"
                 and not (i and words[i - 1] in W.numbered_label)), None)   # "stage 5" names a stage


warm_up(lambda _rules: counting("pair-count"))   # "both sides": a number where no count is said


def answer_nearest(q, reading, params: Params = PARAMS):
    """yes / no / depends from the claim nearest a polar question, or None (the caller keeps
    ``unknown``)."""
    if not reading.parts or reading.parts[0].kind != "polar" or reading.parts[0].limit or _negated_statement(
            reading.parts[0]):
        return None                       # "is there a limit…" asks a quantity, not a modality
    part = reading.parts[0]
    if part.frames and all(f.obj == f.actor and f.action.replace("-", " ") in W.classing_act for f in part.frames):
        return None                       # "do X count as Y?" with both named by one thing's words: no claim of
        #                                   what that thing does or suffers says whether the words are its
    feats = question_features(q)
    near = ranked(q, part.modals, params.depth, feats)
    if (over := _over_count(q, near[:3], feats, params)) is not None:
        return claimed.answer_from(q, over, "no", over.frame)
    answering = [s for s in near if s.verdict and not claimed.assumed([s.claim])]
    # a claim about a power, hex or Moon the question never names answers another case: the best is
    # the nearest claim of the asked case, the other stays a rival ("mint tokens on the tan planet" is
    # not the Rosette's neighbours)
    said = set(q.terms())
    own = [s for s in answering if not _other_named(q.rules.claims, s.claim, None, feats, said)]
    answering = own[:1] + [s for s in answering if s is not own[0]] if own else answering
    if not answering or answering[0].coverage < min(params.no[0], params.yes[0]):
        return None
    if isinstance(asked_number(part), int) and not answering[0].claim.count:
        # a number the question gives for the thing acted on ("two challenge cards") is
        # answered by a claim that counts that act on that thing, if one is near enough
        top, book = answering[0].claim, q.rules.claims
        counted = [s for s in answering if s.claim.count and s.claim.obj == top.obj and book.related(
            "verb:" + s.claim.action, "verb:" + top.action) and s.coverage >= min(params.no[0], params.yes[0]) and (
            s.claim.actor == top.actor or "@" + top.actor not in feats)] if not _counts_other(book, part, top.obj) else []
        # the act's claims that count nothing do not answer the number: they are no rivals
        answering = counted[:1] + [s for s in answering if s is not counted[0] and (s.claim.count or not (
            s.claim.obj == top.obj and book.related("verb:" + s.claim.action, "verb:" + top.action)))] if counted else answering
    best, c = answering[0], answering[0].claim
    if _told_act_only(q, reading.parts, q.rules.claims, c.action):
        return None                       # "the attack *won*; does the attacker get a colony?": the claim is of the told act
    # a number the reader gave another act's object ("*draw two* aliens and choose one") counts nothing the claim does
    mine = not any(isinstance(f.count, int) and (g := q.rules.claims.canonical(f)) and not q.rules.claims.related(
        "verb:" + g.action, "verb:" + c.action) for f in part.frames)
    frame = Frame(c.actor, best.modal, c.action, c.obj, asked_number(part) if mine else None)
    found = _decide(q, frame, reading.context, feats, params, mine)
    vocab = vocabulary_for(q.rules)
    if any(reading.context.get(a) is False for a in vocab.ancestors(c.actor.split(":", 1)[-1])):
        return None                       # a role in a situation the story denies ("I'm not participating": no main player)
    if found is None and reading.context and not {w.key for w in c.conditions} & {a.removeprefix("not-") for k in reading.context
                                                                              for a in vocab.ancestors(k)}:
        # the story's flags are none the claim tests (nor their contraries: "the defense won" tests "the offense
        # wins"): weigh it without them, answering only where the question's words state its conditions
        found = _decide(q, frame, {}, feats, params, mine)
        found = found if found is not None and found[3] else None
    if found is None:
        return None
    frame, verdict, d, stated = found
    if verdict == "no" and "-not" in c.modal and c.action in {x for f in part.frames for x in q.rules.claims.contraries().get(f.action, ())}:
        return None                       # "is it *discarded*?" against "it does not *stay*": a denial of the asked act's contrary
    if verdict == "no" and c.obj and (_contrasted(q, c.obj) or "@" + c.obj not in feats and set(content_words(tokens(c.obj.split(":")[-1].replace(
            "-", " ")))) & set(content_words([w for i, w in enumerate(part.words) if i and part.words[i - 1] in W.which_word])) or any(f.action == AT_WILL_ACT != c.action for f in part.frames)):
        return None                       # "take cards *instead of a base*": a ban on the thing put in its place is no ban on the asked one;
        #                                   "pick *which side* to join": the one chosen is no "both sides" a ban names, nor refusing both
    if verdict == "yes" and (told := counts_told(q, part.frames, {})) and claimed.ignores_situation(
            q.rules, frame, d, told, q.edition):
        return None                       # a permission that does not test the count the question tells ("one card left")
    if verdict == "no" and not stated and claimed.unplaced(part, reading.context, d) and claimed.narrower_allowed(
            q.rules, frame, q.edition):
        return None                       # "can I spend Lucre?": "I" may be the main player it is allowed (a ban
        #                                   whose conditions the question states places "I" in that situation)
    asked = [m.node for m in q.mentions if m.kind == "phase" and m.text not in {" ".join(part.words[s.start:s.end]) for s in part.found if s.category in VERBS
                                                                              and part.words[s.start - 1:s.start] not in ([w] for w in W.moment_word)}   # "during *regroup*"
             and not (m.end - m.start > 1 and (x := _exact(q.idx, q.words, q.linked.capitals, m.end - 1, vocabulary_for(q.rules).phrases)) and x.end > m.end)]
    if verdict == "yes" and asked and (when := {x for x in ([frame.obj] if (frame.obj or "").startswith("phase:") else [
            y.during for y in (c, *d.claims)]) if x}) and not any(q.rules.same_stretch(k, x) for k in asked for x in when):
        return None                       # "start at *Stage 2*", "draw it *in the regroup phase*": a claim of another phase
    if verdict != "no" and part.frames and d.claims and all(x.modal == "must" and x.count not in (None, (1, 1)) and ":" not in (x.obj or ":") and ":" in (f.obj or "") and x.obj in q.rules.claims.above(f.obj) for x in d.claims for f in part.frames[:1]):
        return None                       # "must draw seven cards", met by any seven, is no "draws a *destiny card*" (a name)
    if frame.count is not None and not _quantified(d) and _counts_other(q.rules.claims, part, c.obj) or answers_another(
            q, d.claims) or claimed.sent_elsewhere(q.rules, [c, *d.claims], claimed.destinations(q.rules, part)):
        return None                       # a number the claim does not count is not answered
    # a split group beside the best claim's is waved off only when the question's verb picks
    # the best claim's action: without it the two groups are equally near by the words
    verbs = _asked_verbs(q.rules.claims, part)
    picked = ("verb:" + c.action) in verbs
    said = {w for s in part.found if s.category in ("action", "predicate") and s.word in {f.action for f in part.frames}
            for w in content_words(part.words[s.start:s.end])}

    def other_act(s: Scored) -> bool:     # its action is not the question's verb, nor are its words
        return "verb:" + s.claim.action not in verbs and not q.rules.claims.related(    # (but for another
            "verb:" + c.action, "verb:" + s.claim.action) and (s.claim.rule == c.rule   # claim of its rule)
                                                                or not said & _qualifiers(s.claim))
    lead = margin(q.rules.claims, best, answering[1:],
                  _settler(q, reading.context) if picked or reading.context and not verbs else None, verdict,
                  _asked_slots(q.rules.claims, part, True), frozenset(f[1:] for f, w in feats.items() if f[:1] == "@" and w == SLOT),
                  other_act if picked else None)
    if verdict != best.verdict and reading.context and not any(x is s.claim for x in [*d.claims, *d.overrides]
                                                               for s in answering if s.coverage >= best.coverage - 1e-9) \
            and not {w.key for x in d.claims for w in x.conditions} & set(reading.context):
        # the question's situation dropped the claim it is nearest to: a verdict that rests
        # on that must hold without the situation too, unless the deciding claims test it
        again = _decide(q, frame, {}, feats, params, mine)
        if again is None or again[1] != verdict:
            return None
    clear, book = _clear(params, verdict, best, lead, feats, q, d, stated, near), q.rules.claims
    # as near the claim as a "yes" must be, the question states the other side of what it or a
    # claim of its frame says in its own words (*counter*clockwise, to the *right*): that says no
    no = contradicted(q, [c, *(s.claim for s in near if s.verdict == "yes" and _same_frame(book, c, s.claim))],
                      d) if clear and verdict == best.verdict == "yes" and any(x is c for x in d.claims) else None
    no = next((x for x in (excepted(q, d), claimed.turned(q, part, d), other_value(q, d)) if x is not None), None) if no is None and clear and verdict == "yes" else no
    # "does a Comet *only* last for the next challenge?" against "is-not lasting beyond it": the bound asked is the one stated
    verdict, d = ("yes", yes) if no is None and clear and verdict == "no" and (yes := claimed.turned(q, part, d)) else (verdict, d)
    # (nor a yes whose deciding claims say the other side: "before the reveal" against a rule's "after" it)
    if no is None and (not clear or _other_side(q, c) or verdict == "yes" and any(map(partial(_other_side, q), d.claims))):
        return None
    verdict, d = ("no", no) if no is not None else (verdict, d)
    ans = claimed.answer_from(q, d, verdict, frame)
    ans.confidence = round(min(0.8, best.coverage), 3)
    ans.notes.append(f"nearest claim: {c.text()} ({c.rule}), {best.coverage:.0%} of the question")
    return ans


def _over_count(q, near: list[Scored], feats: dict[str, float], params: Params) -> Decision | None:
    """No from a near fact of what the question names saying how many there are ("a turn is one or two encounters") when it counts more ("three"), in a situation not ruled out."""
    told, context = _counts(q.words), q.reading.context
    for c in (s.claim for s in near if s.coverage >= params.no[0] and s.claim.modal in ("is", "counts") and s.claim.count and all(
            w.holds(context) is not False for w in s.claim.conditions)):
        top, phrase = q.rules.claims.quantity(c, q.edition, frozenset(claimed.options_named(q))), tokens(c.phrase or "")
        top = top[1] if isinstance(top, tuple) else top   # (the phrase's things its count numbers: not "*several* ships")
        counted = {t for t, n in _counts(phrase).items() if n == top} | (set(content_words(tokens(_label(q.rules, c.obj)))) if c.obj else set())
        if isinstance(top, int) and "@" + c.actor in feats and not W.rate_word.intersection(phrase) and any(
                n > top for t, n in told.items() if t in counted):
            return Decision("no", [c], [], [], list(c.sections), None, Frame(c.actor, c.modal, c.action, c.obj))
    return None


def _decide(q, frame: Frame, context: dict, feats: dict[str, float], params: Params, numbers_told: bool = True):
    """(frame, verdict, decision, whether stated conditions decided) for the chosen claim's
    frame, or None when the graph does not decide it."""
    d = claimed.decide(q.rules, frame, q.edition, context, claimed.options_named(q))
    told = _number_in(q.words, _told_skips(q)) if numbers_told else None
    if d is not None and d.verdict in claimed.DECIDED and frame.count is None and told is not None and _quantified(d):
        # a number the story gives ("it has 2 ships left") is checked against the deciding
        # claims' quantity ("at least 3")
        frame = Frame(frame.actor, frame.modal, frame.action, frame.obj, told)
        d = claimed.decide(q.rules, frame, q.edition, context, claimed.options_named(q))
    if d is None or d.verdict not in claimed.DECIDED or frame.count is not None and d.verdict == "no" and not (
            W.rate_word & set(q.words)) and any(set(content_words(p[p.index(r) + 1:][:1])) - set(q.terms())
                                                for c in d.claims for p in [tokens(c.phrase or "")] for r in W.rate_word & set(p)):
        return None                       # undecided, or "one colony *per planet*" counting a system's colonies
    if d.verdict != "depends":             # the question's own flags decided a condition: stated
        return frame, d.verdict, d, any(w.key in context for c in d.claims for w in c.conditions)
    verdict, d = conditions_stated(q, frame, d, feats, params, context)
    return None if verdict not in claimed.DECIDED else (frame, verdict, d, verdict != "depends")


def _told_skips(q) -> set[int]:
    """Positions in the whole question of the asking part's numbers that count its actor (the
    asking part follows the story sentences)."""
    parts, offset = q.reading.parts, sum(len(tokens(s)) for s in q.reading.story)
    return {offset + i for i in _subject_counts(parts[0])} if parts else set()


def _clear(params: Params, verdict: str, best: Scored, lead: float, feats: dict[str, float], q, d,
           stated: bool, near: list[Scored]) -> bool:
    """Is the nearest claim's answer clear enough to give? (``near``: the claims nearest the
    question, as :func:`answer_nearest` ranked them)"""
    cov, need = params.thresholds(verdict)
    (book, c, part), (actor, obj) = (q.rules.claims, best.claim, q.reading.parts[0]), _asked_slots(q.rules.claims, q.reading.parts[0])
    if best.coverage < cov or lead < need or _namesake(q, c) or {c.actor, c.obj} & set_aside(q) or _other_named(book, c, obj, feats, set(q.terms())) or (
            # a claim about another role than the one asked, or its pieces ("do *allies* pick encounter cards?" against
            # "the main players choose one"; the offense's tokens against the defensive allies') gives that role's answer
            actor and not book.related(actor, c.actor) and book.held_apart(actor, c.actor)) or actor and obj and c.obj and book.related(
            actor, c.obj) and book.related(obj, c.actor) and not book.related(actor, c.actor) and any(
            f.action == c.action for f in part.frames):   # a swap: "does the *offense* go before everyone?"
        return False                                      # against "non-main players go before the offense"
    if verdict == "no":   # a ban on a narrower thing ("a second colony") for another actor than
        # the one asked ("can a planet hold colonies …") leaves the question open; so does a claim about another kind
        # of the asked thing ("defend with *every* token" against "not with only *some*") or of its actor, unnamed (the
        # *offensive* allies' ships against the defensive's), and a negation the question states in other words ("*safe from* …")
        # nor does a claim about an actor only the story names, against the subject the asking part names before
        # its verb ("… the *rulebook* forbids. Does *my power* win?": the rulebook's claim answers for the rulebook)
        if actor and c.actor and not book.related(actor, c.actor) and _story_only_actor(q, part, book, actor, c.actor):
            return False
        return (book.related(actor, c.actor) or not (c.obj and obj != c.obj and obj in book.above(c.obj))) and not any(
            x and y and not named and not book.related(x, y) and set(book.above(x)[1:2]) & set(book.above(y)[1:2])
            for x, y, named in ((obj, c.obj, False), (actor, c.actor, _said_in_words(q, c.actor, feats)))) and not (
            "-not" in c.modal and (any(f" {p} " in f" {' '.join(part.words)} " for p in W.negative_predicate) or any(
                pairs("opposite-predicate").get(w) == c.action for w in part.words)))
    if verdict != "yes":
        return True
    if not stated and verdict != best.verdict:
        return False                      # the graph decided the frame from other claims
    if evaded(part, c.action):
        return False                      # "do losing allies *avoid* the warp?" against "they go to the warp"
    # a permission answers only for what it permits: the question's own verb must be the
    # claim's action (or a narrower one) and its actor or object one the question names; a
    # number the question names must be one the deciding claims give a quantity for; a power,
    # card, hex or Moon it names must be one the claim speaks of; and no word of the question
    # the claim leaves unexplained may qualify another claim of its frame ("their own colour"
    # asks past "lost ships go to limbo" when a limbo claim is qualified by colour)
    return not (("verb:" + c.action) not in _asked_verbs(book, q.reading.parts[0])
                or not ("@" + c.actor in feats or (c.obj and ("@" + c.obj in feats or _said_in_words(q, c.obj))))
                or (_number_in(q.words, _told_skips(q)) is not None and not _quantified(d))
                or not _names_said(q, best) or _unexplained_qualifier(q, best, feats, near) or outside(part)
                # "give *nothing*", "launch *no* / *without* ships" (none of the asked thing itself)
                or obj and c.obj and not book.related(obj, c.obj) and (W.absence_word.intersection(part.words) or {
                    "no:" + w for w in content_words(tokens(obj.split(":")[-1]))} & set(content_words(part.words[part.start:])))
                or _object_qualifier(q, best) or _left_out(q, best, book) or claimed.settle(q, part, d) is None
                or (alone := claimed.narrowing(part)) and not claimed.phrases_cover(q.rules, d, alone)
                or part.person and not q.reading.speaker
                # nor is it about a power, card, hex or Moon only the story names (not "*my* Phantom power"), while
                # "I" asks ("I got consolation from the Worldships player. Can I draw from its stash?")
                and (c.actor or "").startswith(claimed.SPECIFIC) and c.actor not in {s.word for s in part.found}
                and any(m.node == c.actor and m.start < sum(len(tokens(s)) for s in q.reading.story)
                        and not W.first_person.intersection(q.words[m.start - 1:m.start]) for m in q.mentions))


def _story_only_actor(q, part, book, actor: str, claimed_actor: str) -> bool:
    """Does the asking part name ``actor`` as its subject, before its verb, while the claim's actor is said only in
    the story ("… the *rulebook* forbids. Does *my power* win?")?"""
    verb = next((s.start for s in part.found if s.category in ("action", "predicate")), None)
    if verb is None or actor not in {_slot_key(book, s) for s in part.found if s.start < verb}:
        return False
    named = set(tokens(claimed_actor.split(":")[-1].replace("-", " ")))
    return bool(named) and named <= {w for s in q.reading.story for w in tokens(s)} and not named <= set(part.words)


def _told_act_only(q, parts, book, action: str) -> bool:
    """Is the claim's act said only before the asking clauses (the story, an "if" clause), while they ask
    acts of their own, none related to it and none read as it? The claim tells of the situation, not of
    what is asked ("the attack *won*; does the attacker get a colony?"). A clause asking only a predicate
    ("when committing, am I *limited* to…") asks of the told act."""
    said = [(s.category, k) for p in parts for s in p.found if s.start >= p.start and s.category in (
        "action", "predicate") for k in [_slot_key(book, s)] if k]
    key = "verb:" + action
    asked = {k for cat, k in said if cat == "action"}
    return bool(asked) and "@" + key in question_features(q) and key not in {k for _c, k in said} and action not in {
        f.action for p in parts for f in p.frames} and not any(book.related(key, a) or book.related(a, key) for a in asked)


def evaded(part, action: str) -> bool:
    """Does the part ask whether an act is escaped ("do losing allies *avoid* the warp?", "are they *spared from*
    it?") in words other than the act's own, as its first verb? A claim's yes or no on the act is not the escape's
    (an escape after another verb is its purpose or a relative's: "pull tokens off *to keep them safe*")."""
    acts = [s for s in part.found if s.category == "action" and s.start >= part.start and not part.words[s.start].endswith("ing")]
    escapes, words = (*claimed._phrases("evading"), *claimed._phrases("negative-predicate")), part.words
    at = [i for i in range(len(words)) if any(words[i:i + len(p)] == p for p in escapes) and not any(s.start < i for s in acts)]
    return any(not any(s.start <= i < s.end and s.word == action for s in part.found) for i in at)


def _negated_statement(part) -> bool:
    """A statement negating its auxiliary before its tag ("Warp Break *can't* touch ships in Limbo, right?"):
    its yes may be the negation's truth or, as claims read it, the positive one's; no near claim tells which."""
    words = part.words[part.start:]
    head, _sep, tail = part.text.rpartition(",")
    words = words[:len(words) - len(tokens(tail))] if head and len(tokens(tail)) <= 3 else words
    contracted = pairs("contraction")     # the negation of an auxiliary: "can't", "does not"
    return bool(words) and contracted.get(words[0], words[0]) not in W.auxiliary and any(
        w in contracted or w in W.negation and i and words[i - 1] in W.auxiliary for i, w in enumerate(words))


def _other_named(book, c, obj: str | None, feats: dict[str, float], said: set[str]) -> bool:
    """Is the claim about a power, hex or Moon the question names nowhere, or a named object unrelated to every
    one it names?"""
    specific = (obj or "").startswith(claimed.SPECIFIC) and (c.obj or "").startswith(claimed.SPECIFIC)
    named_actor = (c.actor or "").startswith(("power:", "hex:", "moon:"))
    if not specific and not named_actor:
        return False                      # most claims: a role's act on a common thing (asked per claim of an act)
    asked = [k[1:] for k in feats if k[:1] == "@" and k[1:].startswith(claimed.SPECIFIC)]
    own = set(question_terms(tokens(c.actor.split(":", 1)[1]))) if named_actor else None
    return own is not None and not any(book.related(k, c.actor) for k in asked) and not (own and own <= said) or (
        specific and not any(book.related(k, c.obj) for k in asked))


def _said_in_words(q, key: str, feats: dict[str, float] | None = None) -> bool:
    """Does the question say the claim word's own words, in a row ("set up *a colony*": the colony inside a verb
    phrase), or, with the question's ``feats``, name it or say its words anywhere ("my *allies'* lost *tokens*")?"""
    own, said = content_words(tokens(key.rsplit(":", 1)[-1].replace("-", " "))), content_words(q.words)
    return bool(own) and (feats is not None and ("@" + key in feats or set(own) <= set(said)) or any(
        said[i:i + len(own)] == own for i in range(len(said))))


def _left_out(q, best: Scored, book) -> bool:
    """Is the claim's case another: a role told ("Chronos *silenced*") or a place asked ("on *the planet*") it does
    not speak of, or its actor a narrower role named only in words the frame left out ("like *offensive allies*")?"""
    part, left = q.reading.parts[0], {s.start: _slot_key(book, s) for s in q.reading.parts[0].unread if s.category == "role"}
    return any("@" + k not in _features_of(q, best) for i, k in [*left.items(), *((-1, _slot_key(book, s)) for s in part.unread
               if s.category == "thing" and any(f.obj == s.word for f in part.frames))] if k and i < part.start) \
        or best.claim.actor in set(left.values()) - {_slot_key(book, s) for s in part.found if s.start not in left} \
        and any(f.actor in book.above(best.claim.actor)[1:] for f in part.frames[:1])   # a narrower role


def _other_side(q, c) -> str | None:
    """Does the question say the opposite of a word of the claim ("*after*"/"before")? "own" when the
    claim's own words say it, "rule" when only its rule does."""
    own = (_label(q.rules, c.action), c.obj or "", c.phrase or "", *(w.text for w in c.conditions))
    says = claimed.rule_says(q.rules, c)
    # "…, right?" is a tag, not a side; the question's sides are read once, each claim's words once
    sides = q.once("sides", lambda: _sides(q.words[:-1] if _tag(q) else q.words))
    return next((name for name, words in zip(("own", "rule"), _said(own, says), strict=True)
                 if any(other in words and not this & words for other, this in sides)), None)


def answers_another(q, claims) -> bool:
    """Do the deciding claims answer another case: each held only in a phase apart from the one
    named; an optional rule's for a question about the default game; or the actor's own things
    while another role acts on the speaker's ("does my opponent choose which of *my* tokens")?"""
    part, rules = q.part, q.rules
    # a phase's name that is the asked verb ("do I have to *reveal* my hand") names no phase
    asked = {tuple(part.words[s.start:s.end]) for s in part.found if s.category in VERBS and any(
        s.word == f.action for f in part.frames)} if part else set()
    named = [m.node for m in q.mentions if m.node.startswith("phase:") and tuple(tokens(m.text)) not in asked]
    verb = part and not part.person and next((s for s in part.found if s.category in VERBS and s.start >= part.start), None)
    actor = verb and next((s for s in reversed(part.found) if s.category in NOUNS and part.start <= s.start < verb.start), None)
    return bool(claims) and (bool(named) and all((c.during or "").startswith("phase:") and not any(
        c.during in rules.phases_holding(n) or n in rules.phases_holding(c.during) for n in named) for c in claims) or any(
        c.options or "variant" in rules.node(c.rule_node).get("attrs", {}).get("kind", ()) for c in claims) and claimed.default_game(q) or bool(actor) and actor.category == "role" and (
        q.reading.speaker is None and bool(W.first_person.intersection(part.words[verb.end:])) and any(
            W.own_thing.intersection(tokens(c.phrase or "")) for c in claims)))


def contradicted(q, claims, d) -> Decision | None:
    """``d`` made "no" by the first of ``claims`` whose own words oppose the question, or None."""
    truth = next((c for c in claims if _other_side(q, c) == "own"), None)
    return truth and Decision("no", [truth], list(d.overrides), [], list(truth.sections), d.value, d.frame)


def excepted(q, d) -> Decision | None:
    """A permission asked for any one of its kind ("can I invite *anyone* I want?", "*any* planet"):
    ``d`` made "no" by an unconditional ban on a kind of the asked thing for a role of the asked
    actor (the offense may not invite the defense), or None."""
    f, book, part = d.frame, q.rules.claims, q.part
    if d.verdict != "yes" or f is None or f.obj is None or part is None or not any(
            W.any_one.intersection(part.words[max(part.start, s.start - 2):s.end]) and book.related(_slot_key(book, s), f.obj)
            for s in part.found if s.category in ("role", "thing", "name") and s.start >= part.start):
        return None
    options, said = set(claimed.options_named(q)), {k for s in part.found if (k := _slot_key(book, s))}
    # a kind the question itself names ("anyone *except the attacker*") is set aside already
    ban = next((c for c in q.rules.claims.acting(f.action, q.edition) if c.modal == "may-not"
                and not c.conditions and c.options <= options and c.obj and c.obj != f.obj and f.obj in book.above(c.obj)
                and book.related(c.actor, f.actor) and not any(c.obj in book.above(k) for k in said)), None)
    return ban and Decision("no", [ban], [], [], list(ban.sections), None, f)


def other_value(q, d) -> Decision | None:
    """"Are they shown *in green*?": a colour said as the value asked (no noun after it, no "or") against the deciding
    claims that name colours in their words: their yes is for the colour they name, a no when none is the one asked."""
    part = q.part
    asked = {w for i, w in enumerate(part.words[part.start + 1:], part.start + 1) if w in W.player_colour and not any(
        x.category in NOUNS and x.start <= i + 1 and i < x.end for x in part.found)} if d.verdict == "yes" and "or" not in part.words else ()
    said = {id(c): set(tokens(" ".join([c.phrase or "", c.because or "", *(w.text or "" for w in c.conditions)]))) for c in d.claims}
    named = [c for c in d.claims if W.player_colour & said[id(c)]] if asked else []
    return Decision("no", named, [], [], [s for c in named for s in c.sections], None, d.frame) if named and not any(
        asked & said[id(c)] for c in named) else None


def set_aside(q) -> set[str]:
    """Keys of the things the question sets aside ("anyone *except the attacker*", "anybody *but* the
    defender"): no claim about them answers it."""
    part, book = q.part, q.rules.claims
    if part is None:
        return set()
    ws, phrases = part.words, W.set_aside
    at = {i + len(p.split()) for i in range(len(ws)) for p in phrases if ws[i:i + len(p.split())] == p.split()
          and (p != "but" or ws[i - 1:i] and ws[i - 1] in W.any_one)}
    return {k for s in part.found for i in at if i <= s.start <= i + 2 and (k := _slot_key(book, s))}


def outside(part) -> bool:
    """Does a noun the frame left unread follow a word putting the asked thing outside it ("a planet
    *outside* the defender's system")? A claim covering that noun says the other side: no yes."""
    at = [i for i, w in enumerate(part.words) if w in W.outside_of]
    return any(0 < s.start - i <= 3 for s in part.unread for i in at)


def _moments_in(ws: list[str]) -> set[tuple[str, str]]:
    """(before|after, a stem a few words on) of each moment word."""
    moment = pairs("moment")
    # "after that, *before cards are picked*": a moment's words end where the next moment opens
    return {(w, stem) for i, w in enumerate(ws) if w in moment for stem in content_words(ws[i + 1:next(
        (j for j in range(i + 1, i + 7) if j < len(ws) and ws[j] in moment), i + 7)])}


def _sides(asked: list[str]) -> list[tuple]:
    """The question's sides, as (what a claim says of the other side, what says this one):
    "counterclockwise" or "counter-clockwise" against "clockwise"; "right" against "left"."""
    opposite, moment = pairs("opposite-word"), pairs("moment")
    spelt = [*((w, {w}) for w in asked), *((a + b, {a + b, a}) for a, b in zip(asked, asked[1:], strict=False))]
    # a word the question also says plainly is no side ("the *inverted* warp with *non-inverted* hexes")
    sides = [(w[len(p):], this) for p in W.reversing for w, this in spelt
             if len(w) > len(p) + 3 and w.startswith(p) and w[len(p):] not in asked]
    return sides + [(opposite[w], {w}) for w in asked if w in opposite and opposite[w] not in asked] + [
        ((moment[w], s), {(w, s)}) for w, s in _moments_in(asked)]


@cache
def _said(own: tuple[str, ...], says: str) -> tuple[set, set]:
    """A claim's own words and (with them) its rule's words, with their moments (read once per text)."""
    mine, rule = ({w for t in texts for w in tokens(t)} | set().union(*map(_moments_in, map(tokens, texts)))
                  for texts in (own, [says]))
    return mine, mine | rule


def _unexplained_qualifier(q, best: Scored, feats: dict[str, float], near: list[Scored]) -> str | None:
    """A word the best claim leaves unexplained that qualifies a claim of the same frame among the
    nearest ("its own colour"): the question asks that case, which the permission does not describe."""
    have = _features_of(q, best)
    loose = [f for f in feats if not f.startswith("@") and f not in have]
    book = q.rules.claims                 # the ranking answer_nearest made, not a second one
    return next((f for s in near if s.claim is not best.claim and _same_frame(book, best.claim, s.claim)
                 for f in loose if f in _qualifiers(s.claim)), None)


def _namesake(q, c) -> bool:
    """Is the claim about a node the question names only by the other spelling of a word linked to
    another node ("artifact cards")?"""
    book = q.rules.claims
    return any(name and any(name <= set(question_terms(said)) and not name <= set(content_words(said))
                            for said in (q.words[m.start:m.end] for m in q.mentions))
               for key in (c.actor, c.obj) if key and ":" in key and not any(book.related(key, m.node) for m in q.mentions)
               for name in [set(content_words(tokens(key.split(":", 1)[1])))])


def _object_qualifier(q, best: Scored) -> str | None:
    """A modifier of the asked object ("the *red* section"), or its "of" phrase ("rewards *of
    colonies*"), the best claim's own words leave unexplained: a kind of it the claim does not
    speak of."""
    part, c = q.reading.parts[0], best.claim
    verb = next((s for s in part.found if s.category in ("action", "predicate") and s.start >= part.start), None)
    after = [s for s in part.found if verb and s.start >= verb.end and s.category in (*NOUNS, "action")]
    if not c.obj and any("@" + k not in _features_of(q, best) for s in after if s.category in NOUNS
                         and (k := _slot_key(q.rules.claims, s, q.reading.speaker))):
        return "object"                   # "draw *from the deck*": a claim with no object is about another
    gap = part.words[verb.end:after[0].start] if after and after[0].category != "action" else None
    if gap is None or W.pronoun.intersection(gap) or W.preposition.intersection(gap) - {"of"}:
        return None
    own = _qualifiers(c).union(*(content_words(tokens(_label(q.rules, k)))
                                 for k in (c.actor, "verb:" + c.action, c.obj) if k))
    loose = next((w for w in content_words([w for w in gap if w not in W.between]) if w not in own), None)
    end, tail = after[0].end, next((s for s in after[1:] if s.category in NOUNS), None)
    if loose or not tail or part.words[end:end + 1] != ["of"] or not set(part.words[end + 1:tail.start]) <= W.between:
        return loose
    key = _slot_key(q.rules.claims, tail, q.reading.speaker)
    return key if key and "@" + key not in _features_of(q, best) else None


def _features_of(q, s: Scored) -> dict[str, float]:
    feats = index_for(q.rules).features
    return feats[s.index] if 0 <= s.index < len(feats) else {}


def _qualifiers(c) -> set[str]:
    """The stems of a claim's noun phrase and conditions: what qualifies it."""
    return set().union(*(content_words(tokens(t)) for t in [c.phrase or "", *(w.text for w in c.conditions)]))


def _names_said(q, best: Scored) -> bool:
    """Does the claim (or its rule) speak of every power, card, hex or Moon the question names?"""
    have = _features_of(q, best)          # by the node's name, or by the question's own words for it
    return all(any(words and all(w in have for w in words) for words in (
        content_words(tokens(_label(q.rules, m.node))), content_words(q.words[m.start:m.end])))
        for m in q.mentions if m.node.startswith(claimed.SPECIFIC) and "@" + m.node not in have)


def _quantified(d) -> bool:
    return d.value is not None or any(c.count or c.limit is not None or c.minimum is not None for c in d.claims)


def _asked_verbs(book, part) -> set[str]:
    """The verb the question asks about (its frames' action, else the asking clause's first
    verb, else the sentence's), with the wider actions above it."""
    said = [s for s in part.found if s.category in ("action", "predicate")]
    verbs = [f.action for f in part.frames] or [
        s.word for s in [s for s in said if s.start >= part.start] or said][:1]
    return {a for v in verbs for word in [book.vocab.verb(v)] if word for a in book.above("verb:" + word)}


def conditions_stated(q, frame: Frame, d, have: dict[str, float], params: Params, context: dict | None = None,
                      moments: bool = False):
    """A ``depends`` whose conditions the question states (with its negation): the claims with the
    largest share stated decide when they agree, else :func:`_absent`; a number asked is decided
    again with the flags of the conditions stated in full. ``moments``: ``d`` is the claims walk's
    (:mod:`polar`: a moment alone may allow; the unnamed powers' claims left out)."""
    idx, answers, shares = index_for(q.rules), ANSWERS[frame.modal], []
    told = _told(q.words)
    pair = tuple(frozenset(content_words(tokens(_label(q.rules, k)))) for k in (frame.actor, frame.obj) if k)
    asked = frozenset().union(*pair)
    # "a *second* challenge after winning": the outcome told is the first challenge's, when the words of
    # what happened in it are said too ("winning", "a deal"; not only "first challenge", which is presumed)
    first = {w for w in W.ordinal if ordinal(w) == 1}
    presumed = any(ordinal(w) == 2 for w in q.words) and not first & set(q.words)
    have = {**have, **dict.fromkeys(first, SLOT)} if presumed else have
    # asking whether one may do an act presumes it not done yet: "can I reveal a Secret Moon after *losing*
    # it?" says the Moon was lost *unrevealed* (the asked verb's un- form), when the condition's own verb is said
    undone = {**have, **dict.fromkeys(("un" + w for w in content_words([frame.action.split("-")[0]])), SLOT)}

    def says(t: str) -> bool:
        return _stated(idx, have, t, q.rules, params, asked, pair) or _stated(idx, undone, t, q.rules, params, asked, pair) and bool(
            _outcomes(tokens(t)) & _outcomes(q.words) - _text_features(q.rules, t))
    # (the asked act's own verb tells nothing that happened: "can I *make* a second challenge" is no deal made)
    verb = [w for p in q.reading.parts for s in p.found if s.category == "action" and s.word in {f.action for f in p.frames}
            for w in p.words[s.start:s.end]]
    happened = _outcomes(q.words) - asked - first - _outcomes(verb)

    def stated(w) -> bool:                # said in the question's words, with the question's negation
        # (a count compared, where the question tells that count, is read from it: :func:`_absent`)
        return w.key in whole_hand or not (w.op in OPS[2:] and told_against([w], told)) and says(w.text) and _negated(w.text) == _negated(q, w.text) \
            and not any(_stated(idx, have, t, q.rules, params, asked) and _text_features(q.rules, t) <= have.keys()
                        and not _text_features(q.rules, t) & _text_features(q.rules, w.text) for t in _opposite(idx, w)
                        if not _negated(t) and not _negated(w.text)) \
            and not _contrary(q.words, w.text) \
            and not (presumed and first & set(tokens(w.text)) and not happened & _outcomes(tokens(w.text)))
        # (its contrary said too, in full, of other things; its outcome reversed; a first challenge only presumed)

    # "all my cards are artifacts": a hand of the kinds of card named alone holds none of another kind, the
    # absence of which a condition tests ("holds no encounter card")
    held = [m.node for m in q.mentions if "card" in q.rules.claims.above(m.node)[1:]]
    whole_hand = {w.key for c in d.claims for w in c.conditions if held and any(
        f" {p} " in f" {' '.join(q.words)} " for p in W.whole_hand) and (_negated(w.text) or "no" in tokens(w.text)) and (named := [
            m.node for m in link(q.rules, w.text).mentions if "card" in q.rules.claims.above(m.node)]) and not any(
                q.rules.claims.related(h, n) for h in held for n in named)}
    if frame.count is not None:           # decided again with the yes/no conditions stated set, else depends
        flags = {w.key: True for c in d.claims if c.conditions and all(map(stated, c.conditions))
                 for w in c.conditions if w.key and w.op == "true"}
        again = claimed.decide(q.rules, frame, q.edition, {**(q.reading.context if context is None else context), **flags},
                               claimed.options_named(q)) if flags else None
        return (again.verdict, again) if again is not None and again.verdict in ("yes", "no") else ("depends", d)
    excepted = []                         # claims whose every condition untold is an absence, the rest told
    objects = [w for p in q.reading.parts for s in p.found if s.word in {f.obj for f in p.frames} for w in p.words[s.start:s.end]]
    for c in d.claims:
        if c.conditions and c.modal in answers:
            said = [stated(w) for w in c.conditions]
            untold = [_negated(w.text) or "no" in tokens(w.text) for w, x in zip(c.conditions, said, strict=True) if not x]
            absent = any(untold)          # an absence untold ("holds *no* encounter card") is not assumed
            shares.append((0.0 if absent else sum(said) / len(c.conditions), c))
            # (and the question says nothing of it: "all my *cards* are artifacts" may tell it in other words)
            excepted += [c] if absent and all(untold) and any(said) and not any(
                (_text_features(q.rules, w.text) - asked - first) & set(content_words(q.words)) - set(content_words(objects))
                for w, x in zip(c.conditions, said, strict=True) if not x) else []
    top = max((s for s, _c in shares), default=0.0)
    canon = q.rules.claims.canonical(frame)
    same_act = [c for c, _r in q.rules.claims.by_action.get(getattr(canon, "action", None), ()) if c.conditions]
    in_full = partial(lambda test, c: all(map(test, c.conditions)), stated)   # (read only where needed)
    # "a second encounter *after a deal*": the exception its absence makes (no encounter cards left) untold,
    # the claims of the same act whose conditions the question tells in full decide
    # (each the plain case of an exception: its conditions among the exception's, its verdict the other)
    told = [c for c in same_act if q.edition in c.editions and c.modal in answers and q.rules.claims.related(
        c.actor, canon.actor) and q.rules.claims.related(c.obj, canon.obj) and any(
        None not in (keys := {w.key for w in c.conditions}) and keys < {w.key for w in x.conditions}
        and answers[x.modal][0] != answers[c.modal][0]
        for x in excepted) and in_full(c)] if top <= 0 and excepted and all(
        c in excepted for s, c in shares) and not (W.lack_word | W.negation) & set(q.words) else []
    if len({answers[c.modal][0] for c in told}) == 1:
        verdict = answers[told[0].modal][0]
        return verdict, Decision(verdict, told, list(d.overrides), [], list(dict.fromkeys(
            s for c in told for s in c.sections)), d.value, d.frame)
    # of two claims each stated in full, the one stating more decides ("won my first encounter
    # but have no encounter cards left": the ban on a second encounter, not the plain right)
    shares = [(s, c) for s, c in shares if s < top or not any(
        s2 == top and {w.key or w.text for w in c.conditions} < {w.key or w.text for w in c2.conditions} for s2, c2 in shares)]
    verdicts = {answers[c.modal][0] for s, c in shares if s == top}
    if top <= 0 or len(verdicts) != 1:
        # (every case asked of a kind the cases differ by: before a moment's default; some case: of the cases in play)
        found = _over_cases(q, frame, d, "no") or moments and _any_moment(q, frame, d) or _absent(
            q, frame, d, q.reading.context if context is None else context, not moments)
        return found[0] == "depends" and _over_cases(q, frame, found[1], "yes") or found
    verdict, stated = verdicts.pop(), [c for s, c in shares if s == top]
    # a ban told only in part ("no challenge cards", not that the first challenge was won): the claims giving the
    # same act (a role of the asker's kind, the same thing) whose conditions the question tells in full
    allowed = [c for c in same_act if q.edition in c.editions and c.modal in ("may", "must") and c not in stated and
               q.rules.claims.related(c.actor, canon.actor) and q.rules.claims.related(c.obj, canon.obj) and in_full(c)] \
        if canon is not None and verdict == "no" and top < 1 and not W.moment_word & set(q.words) else []
    if allowed:
        return "depends", Decision("depends", [*stated, *allowed], list(d.overrides), list(dict.fromkeys(
            [*d.conditions, *(w.text for c in allowed for w in c.conditions)])), list(dict.fromkeys(
            s for c in [*stated, *allowed] for s in c.sections)), d.value, d.frame)   # a ban told in part only
    return verdict, Decision(verdict, stated, list(d.overrides), [], list(dict.fromkeys(
        s for c in stated for s in c.sections)), d.value, d.frame)


def _over_cases(q, frame: Frame, d, wanted: str):
    """A ``depends`` asked of some case (``wanted`` yes: "is it *possible* for two players to win?", a case it depends
    on allowing it) or of every case of a kind named (``wanted`` no: "can I play a flare *regardless of its icons*?",
    a case its condition's words name forbidding it): the claims of the cases giving that verdict decide; else None."""
    said = f" {' '.join(q.words)} "
    after = [said.partition(f" {p} ")[2] for p in W.every_case_asked if f" {p} " in said]
    kind = set(content_words(tokens(after[0]))) if after else set()     # (the case's words: "its *icons*")
    asked = bool(kind) if wanted == "no" else any(f" {p} " in said for p in W.some_case_asked)
    answers = ANSWERS.get(frame.modal, {})
    cases = [c for c in d.claims if c.conditions and answers.get(c.modal, ("",))[0] == wanted and (
        wanted == "yes" or any(kind & set(content_words(tokens(w.text))) for w in c.conditions))] if asked else []
    return (wanted, Decision(wanted, cases, list(d.overrides), [], list(dict.fromkeys(s for c in cases for s in c.sections)),
                             d.value, d.frame)) if cases else None


def _any_moment(q, frame: Frame, d):
    """Every deciding condition only a moment (a phase or stage), the question naming none: allowed
    at the moment the rule gives."""
    conditions = [w.text for c in d.claims for w in c.conditions]
    if frame.modal != "may" or not conditions or W.moment_word & set(q.words) or any(
            not W.moment_noun & set(tokens(t)) for t in conditions):
        return None
    return "yes", Decision("yes", list(d.claims), list(d.overrides), [], list(d.sections), d.value, d.frame)


def _absent(q, frame: Frame, d, context: dict, whole: bool):
    """A ``depends`` settled by what the question leaves out (a power or held card not named is not
    in play) or counts ("only *2 home bases*"); else ``depends``. ``whole``: ``d`` has the unnamed
    powers' claims too."""
    named, told, off, book = claimed.with_flares(q.rules, {m.node for m in q.mentions}), _told(q.words, bound=False), {}, q.rules.claims
    held = index_for(q.rules).held
    full = d if whole else claimed.decide(q.rules, frame, q.edition, context, claimed.options_named(q))
    opened = [w for c in (d if full is None else full).claims for w in c.conditions if w.key]
    with suppress(ValueError, KeyError):    # a count settles any claim about the frame, open or not
        opened += [w for c, _r in book.claims_of(book.frame(frame), q.edition) for w in c.conditions
                   if w.key and w.op in OPS]
    reversed_ = {w.key for w in opened if w.op == "true" and w.key not in context and _contrary(q.words, w.text)}
    for w in opened:
        if w.key in reversed_:
            off[w.key] = False            # "I *won* on it" says the player did not lose it
        elif w.op in ("true", "false") and ((found := held.get(w.text)) or claimed.condition_names(q.rules).get(w.key) == frozenset()):
            off.update({w.key: False} if not (found or frozenset()) & named and w.key not in context else {})   # (or one naming nothing)
    off.update(told_against([w for w in opened if not isinstance(w.value, str) or q.rules.has_param(w.value)], told))
    counted, again = {k: v for k, v in off.items() if v is not False}, None   # the counts told alone first: a flag
    for extra in [x for x in (counted, off) if x][:1 if counted == off else 2]:  # of a thing unnamed keeps its claims
        again = claimed.decide(q.rules, frame, q.edition, {**context, **extra}, claimed.options_named(q)) if again is None \
            or again.verdict not in ("yes", "no") else again                     # in the situation told
    # only claims for a power or card not in play answered: they answer another question
    # an outcome denied settles the depends only when every open claim tests one denied (a claim holds only when all do)
    return (again.verdict, again) if again is not None and (again.verdict in ("yes", "no") or not again.claims) and (
        not reversed_ or all({w.key for w in c.conditions} & reversed_ for c in d.claims if c.conditions)) else ("depends", d)


def counts_told(q, frames, context: dict) -> dict:
    """Compared counts the question tells of the asked act's claims ("*one card* left", "its *last* card":
    ``destiny_cards_left`` 1; not a power's, hex's or Moon's it never names: "two bases left *in my home system*"
    is no Binary's loss): a claim's condition whose words it says, a number (or `remaining-count` word) for its thing."""
    left = {w: v.split() for w, v in pairs("remaining-count").items()}     # "last": one, said to be left
    told = _told(q.words, {**counting(), **{w: int(v[0]) for w, v in left.items()}})
    if not told:
        return {}
    said = content_words([*q.words, *(x for w in q.words for x in left.get(w, [])[1:])])
    idx, have, book, conds = index_for(q.rules), {**question_features(q), **dict.fromkeys(said, SLOT)}, q.rules.claims, []
    own: list = []                        # conditions of the claims on the act's object
    terms = set(q.terms())
    for f in frames:
        with suppress(ValueError, KeyError):
            canon = book.canonical(f)
            acts: list = []               # (added whole, or not at all when a claim fails to read)
            for c in q.rules.claims.acting(getattr(canon, "action", None), q.edition):
                counted = [w for w in c.conditions if w.key not in context and not isinstance(w.value, str)]
                # (the conditions first: most claims of a common act compare no count, and naming is dearer to test)
                if counted and not _other_named(book, c, None, have, terms):
                    acts += counted
            conds += acts
            # "five players: do we shuffle *extra Flares* in?": the game's size the claims on the object itself (no
            # wider class) compare, the act's own claims not, is told by the number of players, the comparing words unsaid
            own += [w for eds, w in idx.sized.get(getattr(canon, "obj", None), ()) if q.edition in eds and w.key not in context]
    own = [] if any(w.key == GAME_SIZE for w in conds) else own
    return told_against([w for w in conds if w.key and w.op in OPS and _stated(idx, have, w.text, q.rules, PARAMS)] + own, told)


def told_against(conditions, told: dict[str, int]) -> dict[str, int]:
    """The numbers a question tells (``told``: a counted thing -> its number, :func:`_told`) for the conditions
    comparing a count, by a thing their own words count ("fewer than three *home colonies*": ``home_colonies``);
    the first condition of a key decides."""
    return {w.key: told[t] for w in reversed(conditions) if w.key and w.op in OPS and (
        t := next((t for t in _counts(tokens(w.text)) if t in told), None))}


def _told(words: list[str], also: dict[str, int] | None = None, bound: bool = True) -> dict[str, int]:
    """The counts a question tells (a number after a `bound-word` is none; unless ``bound`` is false:
    then the count the bound leaves, :func:`_bounded`), with those left after a loss (:func:`_kept`)."""
    also = counting() if also is None else also
    words, kept = _kept(_bounded(words, also) if not bound else [
        w if not i or words[i - 1] not in W.bound_word else "" for i, w in enumerate(words)], also)
    return {**_counts(words, also), **kept}


def _bounded(words: list[str], also: dict[str, int]) -> list[str]:
    """Each number after a `bound-word` as the count the bound leaves ("more than one": 2; "fewer than
    three": 2; "no more than one", "at most one": 1), the bound's own words none."""
    out = list(words)
    for i in range(1, len(words)):
        if words[i - 1] in W.bound_word and (n := number(words[i], also)) is not None:
            last, lead = words[i - 2] if i > 1 else "", set(words[max(0, i - 3):max(0, i - 2)])
            n = n if words[i - 1] != "than" or W.fewer_word & lead else n - 1 if last in W.fewer_word else n + (last in W.many)
            out[max(0, i - 3):i + 1] = [w if w not in W.fewer_word | W.many | W.bound_word else "" for w in words[max(0, i - 3):i]] + [str(n)]
    return out


def _part_lost(words: list[str], i: int) -> bool:
    """Is ``words[i]`` a part of the speaker's things ("three *of my* five home planets") that a later
    `loss-word` has for its subject, with no pronoun between them ("… does *it* lose": its own verb)?"""
    if words[i + 1:i + 2] != ["of"] or not words[i + 2:i + 3] or words[i + 2] not in W.possessive:
        return False
    pronouns = W.subject_pronoun | W.personal_pronoun | W.pronoun
    return any(x in W.loss_word and not pronouns & set(words[i + 1:k]) for k, x in enumerate(words[i + 2:], i + 2))


def _kept(words: list[str], also: dict[str, int]) -> tuple[list[str], dict[str, int]]:
    """Counts left after a `loss-word` with a number: of the total told with it ("lost 2 *of my 5*
    home planets") or just before it ("had 5 home colonies and lost 3 of them"), the difference;
    neither the loss nor the total is then a count told (with no total, the loss is: the Binary's
    "lost two bases around my left star")."""
    words, kept = list(words), {}
    for i, w in enumerate(words[:-1]):
        # a `loss-word` and its number, or a part the subject of a loss ("*three of my five* home planets *are gone*")
        at = i + 1 if w in W.loss_word else i if _part_lost(words, i) else None
        if at is None or (lost := number(words[at], also)) is None:
            continue
        after = [k for k in range(at + 2, min(at + 4, len(words))) if words[at + 1] == "of" and number(words[k], also) is not None]
        own = content_words([x for x in words[at + 1:at + 2] if x not in W.count_tail])    # "lost 3 *of them*": the total's
        before = [] if after or own and not set(own) & set(_counts(words[:i], also)) else [k for k, _n in numbers(words[:i], also)][-1:]
        for k in [*after, *before][:1]:
            total, things = number(words[k], also), _counts(words[k:k + 4], also)
            kept.update({t: total - lost for t, n in things.items() if n == total and total >= lost})
            words[at] = words[k] = ""
        words[i] = "" if at == i else words[i]      # a part lost is no count held ("one of my planets fell")
    return words, kept


def _counts(words: list[str], also: dict[str, int] | None = None) -> dict[str, int]:
    """Each thing a number counts (a content word of the next three, each edition's) -> the number;
    an ordinal counts as many ("retake a *third* home base": three home bases)."""
    out: dict[str, int] = {}
    for i, n in [*numbers(words, also), *((i, n) for i, w in enumerate(words) if (n := ordinal(w)))]:
        if i and words[i - 1] in W.sign_word:
            continue                      # "buy *+1* in phase 7": a signed number is an amount added, no count of things
        lost = "lost " if i and words[i - 1] in W.loss_word else ""    # "lost two bases": a loss, no count held
        for stem in content_words(words[i - 1:i] if i and words[i - 1] in W.numbered_label else words[i + 1:i + 4]):
            out.update(dict.fromkeys({lost + x for x in same_piece(stem)} - out.keys(), n))
    return out


def _negated(said: object, of: str = "") -> bool:
    """Does a question (past its opening auxiliary) or a condition's text say "not"? With ``of``, only
    a "not" a few words before the question's words of that condition counts."""
    if isinstance(said, str):
        return bool(W.negation.intersection(tokens(said)))
    # where the question (past its opening auxiliary) says "not", and each word's stem (once per question)
    nots, stems = said.once("negations", lambda: ([i for i, w in enumerate(said.words) if w in W.negation and i != sum(
        len(tokens(s)) for s in said.reading.story)], [content_words([w]) for w in said.words]))
    own = set(content_words(tokens(of)))
    at = [i for i, stem in enumerate(stems) if own and own.intersection(stem)]
    return any(0 < i - n <= PARAMS.negation_reach for i in at for n in nots) if at else bool(nots)


def _stated(idx: NearIndex, have: dict[str, float], text: str, rules, params: Params, asked: frozenset = frozenset(),
            pair: tuple = ()) -> bool:
    """Does the question say this condition (an idf-weighted share of its words, not only those of
    the thing asked about; naming the actor and the object asked says no condition relating the two:
    "does the Loser act before the Insect?")?"""
    feats = remembered(idx.conditions, text, lambda: _text_features(rules, text))
    total = sum(idx.idf.get(f, 1.0) for f in feats)
    if not total or feats <= asked or len(pair) == 2 and all(feats & p for p in pair) and not (feats & have.keys()) - asked:
        return False
    got = sum(idx.idf.get(f, 1.0) for f in feats if f in have)
    return got >= params.condition * total


@cache
def _outcome(word: str) -> tuple[frozenset[str], frozenset[str]]:
    """An outcome's forms and its contrary's, for one of them (`words contrary-outcome`: won -> win, lose)."""
    other = pairs("contrary-outcome").get(word, "").split()
    return frozenset(pairs("contrary-outcome")[other[0]].split()) if other else frozenset(), frozenset(other)


def _outcomes(words) -> set[str]:
    """Content words, each form of an outcome as one (won, winning: win)."""
    return {min(own) if (own := _outcome(w)[0]) else w for w in content_words(words)}


def _contrary(words, text: str) -> bool:
    """Does the question say only the contrary of an outcome the condition's words tell ("I *won* on the
    Moon" against "it *lost* the Moon")?"""
    said = {w for w, after in zip(words, [*words[1:], ""], strict=True)    # not "the *losing* allies": an adjective
            if not (w.endswith("ing") and content_words([after]))}
    return any(other & said and not own & said for own, other in map(_outcome, tokens(text)))


def _opposite(idx: NearIndex, w) -> set[str]:
    """The words other claims give the contrary of a flag condition ("it played the Attack card" for
    "it played the Compromise"): a question saying both states neither."""
    return idx.flags.get((w.key, "false" if w.op == "true" else "true"), set()) - {w.text} if w.key and w.op in ("true", "false") else set()


def _text_features(rules, text: str) -> set[str]:
    """The words that say what a condition is about: its content words but its verbs ("the
    Super Chosen flare *is played*": a player names the flare, not the playing)."""
    words = tokens(text)
    names = [(m.start, m.end, m.node) for m in link(rules, text).mentions]
    verbs = {i for slot in read_slots(vocabulary_for(rules), words, lambda: names, caps=capitals_of(text))
             if slot.category in ("action", "predicate") for i in range(slot.start, slot.end)}
    return set(content_words([w for i, w in enumerate(words) if i not in verbs]))


__all__ = ["Params", "PARAMS", "answer_nearest", "margin", "index_for", "ranked", "question_features"]
