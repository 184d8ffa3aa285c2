"""Value questions whose answer is a word of the claims: "who wins a tie — offense or defense?",
"where do lost ships go?".

The question names an action and some things (its *anchors*); one slot of the frame is open.
Each claim about the action (or a wider or narrower one) whose one slot an anchor fills offers
its other slot as a *filler*. Every filler is then asked back as a polar frame through
``RuleGraph.decide`` — the graph's own matching, editions, options, conditions and precedence
judge it — and the value is the one filler decided ``yes``. "X or Y?" restricts the fillers to
the alternatives offered; the others must not be decided ``yes`` too. Several fillers, or none,
leave the question to the next answerer: a false value is worse than none.

A passive predicate (``tie is won-by defense``) is read in the active voice too (``defense
win tie``) when the words before its ``-by`` are an inflection of an action word: English
grammar, not a phrasing.
"""
from __future__ import annotations

from resolver.answer import Answer
from resolver.ask.claimed import _answer, options_named
from resolver.ask.frame import Frame, Part, Reading, read_slots, tokens
from resolver.ask.vocab import vocabulary_for

NOUNS = ("role", "thing", "name")
VERBS = ("action", "predicate")
#: "who" asks for a player or a power: the filler must be one of these classes
PERSONS = ("player", "power")
#: claim modals that assert (the polar frame asked back keeps the claim's kind of modal)
ASKED = {"may": "may", "must": "may", "is": "is", "counts": "counts", "happens": "happens"}
ASKS = ("who", "whom", "whose", "which", "where", "what")
#: modal words: "who can …" is answered by a list of who may, not by one value
MODAL_WORDS = frozenset("can could may might must cant cannot".split())
#: "the offense's *or* the defense's": words between an alternative and "or" that do not count
_SKIP = frozenset("the a an s its their".split())


def answer_choice(q, reading: Reading) -> Answer | None:
    """The one value the claims decide for the first part's open slot, or None."""
    if not reading.parts:
        return None
    part = reading.parts[0]
    asks = next((w for w in part.words if w in ASKS), None)
    book = getattr(q.rules, "claims", None)
    alts = [k for k in (_key(book, a) for a in _alternatives(part)) if k] if book else []
    if book is None or (asks is None and len(alts) < 2) or MODAL_WORDS & set(part.words):
        return None                     # "who can …" asks for everyone allowed, not one value
    kind = _asked_class(book, part, asks)
    if kind == "" or (asks == "what" and not kind and len(alts) < 2):
        return None                     # "what happens", "which direction": no class to fill
    verbs = [a for s in part.found if s.category in VERBS for a in (s.word, *s.alts)]
    nouns = [k for k in (_key(book, s.word) for s in part.found if s.category in NOUNS) if k]
    nouns = [a for a in dict.fromkeys(nouns) if a not in alts and a != kind]
    # every thing the question names is the one slot the claim shares with it
    anchors = nouns if len(nouns) == 1 else list(dict.fromkeys(_story_nouns(q, reading, book))) \
        if not nouns else []
    if not verbs or len(anchors) != 1:
        return None
    opts = options_named(q)
    found: dict[str, tuple[Frame, object]] = {}
    for frame, filler in _candidates(book, verbs, anchors, alts, q.edition):
        if asks in ("who", "whom") and not alts and not _is_person(book, filler):
            continue
        if kind and kind not in book.above(filler):
            continue
        d = _decide(q.rules, frame, q.edition, reading.context, opts)
        if d is not None and d.verdict == "yes":
            found.setdefault(filler, (frame, d))
        elif d is not None and d.verdict == "depends":
            return None                 # another filler holds in some situation: no one value
    if len(found) != 1:
        return None
    filler, (frame, d) = next(iter(found.items()))
    ans = _answer(q, d, "value", frame)
    ans.value = _word(filler)
    return ans


def _asked_class(book, part: Part, asks: str | None) -> str | None:
    """"which card …": the class the filler must belong to; "" when the word after "which" or
    "what" is no class the claims know; None when the question names none."""
    if asks not in ("which", "what") or asks not in part.words:
        return None
    at = part.words.index(asks) + 1
    nxt = next((s for s in part.found if s.start == at), None)
    if nxt is not None and nxt.category in NOUNS:
        return _key(book, nxt.word) or ""
    if at < len(part.words) and asks == "which":
        return ""
    return None


def _decide(rules, frame: Frame, edition: str, context: dict, options: tuple[str, ...]):
    """The polar frame decided with the options the question brings, none assumed: a value
    that holds only under an optional rule nobody named is no answer."""
    try:
        return rules.decide(str(frame), edition, options=options, context=dict(context))
    except (KeyError, ValueError, TypeError):
        return None


def _alternatives(part: Part) -> list[str]:
    """The keys of the two things offered around "or" ("offense or defense", "the offense's or
    the defense's"), or [] when the part offers none."""
    words = part.words
    if "or" not in words:
        return []
    at = words.index("or")
    before = [s for s in part.found if s.end <= at and all(w in _SKIP for w in words[s.end:at])]
    after = [s for s in part.found if s.start > at and all(w in _SKIP for w in words[at + 1:s.start])]
    if not before or not after or before[-1].category not in NOUNS or after[0].category not in NOUNS:
        return []
    return [before[-1].word, after[0].word]


def _story_nouns(q, reading: Reading, book) -> list[str]:
    """Things the sentences before the question name ("FFG tie. Who wins?"): anchors too."""
    vocab = vocabulary_for(q.rules)
    out = []
    for sentence in reading.story:
        for s in read_slots(vocab, tokens(sentence), None):
            key = _key(book, s.word) if s.category == "thing" else None
            if key:
                out.append(key)
    return out


def _key(book, word: str) -> str | None:
    if word in book.graph.g:
        return book.nouns.same.get(word, word)
    return book.nouns.key(word)


def _candidates(book, verbs: list[str], anchors: list[str], alts: list[str], edition: str):
    """(polar frame, filler) for each claim of the edition about one of the verbs whose one slot
    an anchor fills (the anchor or a class of it) and whose other slot is the filler."""
    alt_keys = set(alts)
    wanted = {v for v in verbs if book.vocab.verb(v)}
    seen = set()
    for c in book.claims + book.derived:
        if edition not in c.editions or c.modal not in ASKED or c.obj is None:
            continue
        for action in _voices(book, c):
            if not _same_action(book, action, wanted):
                continue
            for anchor in anchors:
                for said, filler, anchor_acts in ((c.actor, c.obj, True), (c.obj, c.actor, False)):
                    if said not in book.above(anchor) or filler in book.above(anchor):
                        continue
                    if alt_keys and filler not in alt_keys:
                        continue
                    # asked back in the claim's own voice, the anchor in the slot it fills
                    f = Frame(anchor if anchor_acts else filler, ASKED[c.modal], c.action,
                              filler if anchor_acts else anchor)
                    if (f, filler) not in seen:
                        seen.add((f, filler))
                        yield f, filler


def _voices(book, c) -> list[str]:
    """The claim's action, and its active verb when it is a passive predicate ("won-by": the
    object did the winning, so "who wins a tie?" asks for its object)."""
    out = [c.action]
    if c.action.endswith("-by"):
        active = book.vocab.verb(c.action[:-3].replace("-", " "))
        if active and active != c.action:
            out.append(active)
    return out


def _same_action(book, action: str, wanted: set[str]) -> bool:
    """The claim's action is an asked verb itself: a wider or narrower action says another thing."""
    return action in wanted


def _is_person(book, key: str) -> bool:
    above = book.above(key)
    return any(p in above for p in PERSONS) or key.startswith("power:")


def _word(key: str) -> str:
    """The filler in words: the vocabulary word or graph name without its kind."""
    return key.split(":", 1)[-1]
