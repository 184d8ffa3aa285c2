"""Value questions whose answer is a word of the claims: "who wins a tie — offense or defense?".

Each claim about the asked action whose one slot a thing named (an *anchor*) fills offers its
other slot as a *filler*; each filler is asked back as a polar frame through ``RuleGraph.decide``
and the value is the one filler decided ``yes`` ("X or Y?": only those offered). Several or none
leave the question to the next answerer. Where the claims give no value, "who …?" is the actor of
the nearest claim doing the asked act (:func:`nearest_actor`), and a rule's words answer with the
one span asked (:func:`alternative_in_words`). A passive predicate (``tie is won-by defense``) is
read in the active voice too (``defense win tie``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from resolver.answer import Answer
from resolver.ask import claimed
from resolver.ask.claimed import answer_from, ignores_situation, noun_key, options_named
from resolver.ask.compose import EDITION_NAMES, NEAREST, display, in_words_of, make, where
from resolver.ask.frame import NOUNS, Frame, Part, Reading, opposites, read_slots, subject_choice
from resolver.ask.linker import link
from resolver.ask.text import (
    W,
    content_words,
    first_upper,
    pairs,
    per_graph,
    remembered,
    stem,
    tokens,
    warm_up,
    word_list,
)
from resolver.ask.vocab import VERBS, vocabulary_for
from resolver.graph import timing

#: "who" asks for a player or a power: the filler must be one of these classes
PERSONS = ("player", "power")
#: claim modals that assert (the polar frame asked back keeps the claim's kind of modal)
ASKED = {"may": "may", "must": "may", "is": "is", "counts": "counts", "happens": "happens"}


@cache
def _modal_words() -> frozenset[str]:
    """Modal words: "who can …" is answered by a list of who may, not by one value."""
    modals = W.may | W.must
    return modals | {w for w, aux in pairs("contraction").items() if aux in modals}


def answer_choice(q, reading: Reading) -> Answer | None:
    """The one value the claims decide for the first part's open slot, or None."""
    if not reading.parts:
        return None
    part = reading.parts[0]
    asks = next((w for w in part.words if w in W.choice_ask), None)
    book = q.rules.claims
    alts = [k for k in (noun_key(book, a) for a in _alternatives(part)) if k]
    kinds = [] if alts else _sibling_kinds(book, part)     # "Wild or Super?": two kinds of one class
    # "which card …": the class the filler must belong to; "" when the word after "which" or "what" is no class
    # the claims know; None when the question names none
    named_at = part.words.index(asks) + 1 if asks in ("which", "what") and asks in part.words else None
    nxt = next((s for s in part.found if s.start == named_at), None) if named_at else None
    kind = None if named_at is None else (noun_key(book, nxt.word) or "") if nxt is not None and nxt.category in NOUNS \
        else "" if named_at < len(part.words) and asks == "which" else None
    # "which half can I use?": a class of two or three kinds (right below it) offers its kinds
    below = kinds_below(q.rules, kind) if kind and not alts and not kinds else []
    members = kinds or (below if 2 <= len(below) <= 3 else [])
    alts = alts or members
    if (asks is None and len(alts) < 2) or not alts and _modal_words() & set(part.words) \
            or _alternative_spans(part) and not alts:
        # "which comet modifies it - the first or the last?": only what is offered answers
        return None                     # "who can …" asks for everyone allowed, not one value
    if asks in W.person_ask and W.order_word & W.opposite & set(part.words):
        return None                     # "who answers first": an order, which no claim's actor gives
    if kind == "" and len(alts) < 2 or (asks == "what" and not kind and len(alts) < 2):
        return None                     # "what happens", "which direction": no class to fill
    # the verbs of the asking clause: a "when/if …" clause after it only sets the situation
    at = part.words.index(asks) if asks else 0
    cut = next((i for i in range(at + 1, len(part.words)) if part.words[i] in W.subordinator), len(part.words))
    offered = {i for span in _alternative_spans(part) for i in range(*span)} if kinds else set()   # not "wild" the predicate
    verbs = [a for s in part.found if s.category in VERBS and s.start < cut for a in (s.alts if s.start in offered else (s.word, *s.alts))]
    if kinds and all("light-verb" in vocabulary_for(q.rules).ancestors(v) for v in verbs):
        # bare "Wild or Super?" (or with a light verb, "which do I get"): the one act the claims do with either kind
        acts = {c.action for c in _by_verb_objects(book) if c.obj in kinds and c.modal in ASKED}
        verbs = list(acts) if len(acts) == 1 else verbs
    nouns = [k for k in (noun_key(book, s.word) for s in part.found if s.category in NOUNS) if k]
    # "which half of my flare": the whole the asked kind is a part of is no anchor
    nouns = [a for a in dict.fromkeys(nouns) if a not in alts and a != kind and not (kind and a in book.above(kind))]
    # every thing the question names is the one slot the claim shares with it
    said = set(part.words) | (set(tokens(" ".join(reading.story))) if kinds else set())   # "I … . Wild or Super?"
    # (none named: the things the sentences before it name, "FFG tie. Who wins?")
    anchors = nouns if len(nouns) == 1 else ["player"] if alts and not nouns and W.first_person & said \
        else [part.frame.actor] if members and part.frame and not nouns \
        else list(dict.fromkeys(k for sentence in reading.story for s in read_slots(vocabulary_for(q.rules), tokens(
            sentence), None) if s.category == "thing" for k in [noun_key(book, s.word)] if k)) if not nouns else []
    if not verbs or len(anchors) != 1:
        return None
    opts = frozenset(options_named(q))
    found: dict[str, tuple[Frame, object]] = {}
    maybe: dict[str, tuple[Frame, object]] = {}
    for frame, filler in _candidates(book, verbs, anchors, alts, q.edition, asks == "where"):
        if asks in ("who", "whom") and not alts and not _is_person(book, filler) or (
                kind and kind not in book.above(filler)):
            continue
        d = claimed.decide(q.rules, frame, q.edition, reading.context, opts, assume=False)
        if d is not None and d.verdict == "yes" and ignores_situation(q.rules, frame, d, reading.context, q.edition, True):
            return None                 # the claim answers another situation than the one told
        if d is not None and d.verdict == "yes":
            found.setdefault(filler, (frame, d))
        elif d is not None and d.verdict == "depends" and alts:
            maybe.setdefault(filler, (frame, d))
        elif d is not None and d.verdict == "depends":
            return None                 # another filler holds in some situation: no one value
    # of the things offered (or a class's kinds), the one the claims allow only under conditions the
    # story leaves untold, when they allow no other: that one, with its conditions
    found = found if maybe.keys() <= found.keys() else {} if found else maybe
    if len(found) != 1:
        return None
    filler, (frame, d) = next(iter(found.items()))
    ans = answer_from(q, d, "value", frame)
    if d.verdict == "depends":
        ans.conditions = claimed._conditions(d)
        # the cases are alternatives, and only those where the claim holds introduce it
        ans.answer = f"When {' or '.join(c['when'] for c in ans.conditions if c['verdict'] == 'yes')}: {ans.answer}"
    ans.value = _member_word(filler, members)
    return ans


_below = per_graph(lambda rules: {})


def kinds_below(rules, kind: str) -> tuple[str, ...]:
    """The kinds right below a class (no class between), once per graph and class."""
    book = rules.claims
    return remembered(_below(rules), kind, lambda: tuple(
        k for k, up in book.up.items() if kind in up[1:] and not any(kind in book.above(x)[1:] for x in up[1:])))


def _member_word(filler: str, members: list[str]) -> str:
    """A kind named by what sets it apart from its siblings: "Wild" among Wild-flare and Super-flare."""
    names, own = [m.rpartition(":")[2].split("-") for m in members], filler.rpartition(":")[2].split("-")
    return " ".join(own[:-1]) if members and len(own) > 1 and all(n[-1] == own[-1] for n in names) else _word(filler)


@warm_up
@per_graph
def _acting(rules) -> dict[str, list]:
    """Each edition's claims that may, must or do act on an object (scanning every claim per
    "where" question cost several ms)."""
    claims = [c for c in rules.claims.claims if c.modal in ("must", "may", "happens") and c.obj]
    return {e: [c for c in claims if e in c.editions] for e in EDITION_NAMES}


def where_sent(q, reading: Reading) -> Answer | None:
    """"The defense wins. Where do the attacker's ships go?": the one place the asked edition's
    claims send the ships of the role named (else the speaker's) in the situation told — a claim
    placing them (its object the place, `words placing-act`) or acting on them with a destination
    in its own words ("lose token *to the warp*"), or a claim placing the kind of ship the role's
    claim acts on ("offense must lose gate-ships"; "gate-ships must go-to warp"). Claims of another
    situation (a condition the question does not state) are left out, and those testing the
    situation told come first; two places give no answer."""
    part = reading.parts[0] if reading.parts else None
    if part is None or part.words[part.start:part.start + 1] != ["where"] or part.words[-1:] == ["from"]:
        return None                       # "where … from?" asks where a thing is taken from, not sent
    book, vocab, context = q.rules.claims, vocabulary_for(q.rules), reading.context
    ship = noun_key(book, "ship")
    keys = [k for s in part.found if s.category in NOUNS for k in [noun_key(book, s.word)] if k]
    things = [k for k in keys if ship in book.above(k)]
    roles = [k for k in keys if "player" in book.above(k)] or (
        [k for k in [noun_key(book, reading.speaker)] if k] if reading.speaker else [])
    if len(things) != 1 or len(roles) > 1:
        return None
    thing, role = things[0], roles[0] if roles else None
    opts = frozenset(options_named(q))
    told = [c for c in _acting(q.rules)[q.edition] if c.options <= opts and all(
        w.key and (w.holds(context) or w.op == "false" and w.key not in context) for w in c.conditions)]
    told = [c for c in told if c.options & opts] or told   # the option named first ("with Limbo")
    told = [c for c in told if any(w.key in context for w in c.conditions)] or told   # the situation told first
    kinds = {thing} - {ship} | {c.obj for c in told if c.actor == role and c.obj != ship and ship in book.above(c.obj)}
    places: dict[str, list] = {}
    for c in (c for c in told if c.modal not in claimed.NEGATIVE):   # a place forbidden is no place sent to
        if c.action.replace("-", " ") in W.placing_act and (c.actor in kinds or c.actor == role or
                                                              thing != ship and c.actor in book.above(thing)):
            place = noun_key(book, c.obj)
        elif ship in book.above(c.obj) and (c.actor in {role} | kinds or c.obj in kinds - {ship}):   # "X puts <it> onto P"
            place = _phrase_place(book, vocab, c.phrase or "")
        else:
            continue
        if place and ship not in book.above(place):
            places.setdefault(place, []).append(c)
    if len(places) != 1:
        return None
    place, used = next(iter(places.items()))
    cits = claimed.claims_citations(q.rules, used)
    entry = _entry(book, "noun", place)
    name = display(q.rules, place, q.edition) if place in q.rules else (list(entry.aka)[:1] or [_word(place)])[0] \
        if entry else _word(place)
    said = claimed.rule_says(q.rules, used[0], own=True)   # the rule's own sentence heads, naming the place
    text = f"{'' if name.lower() in said.lower() else first_upper(name) + '. '}{said} ({where(cits)})"
    value = name.lower() if place in q.rules else name   # a graph term in the edition's word, as the claims write it
    return q.answer("value", text, value=value, citations=cits, entities=q.entity_ids(), confidence=0.85)


def _phrase_place(book, vocab, phrase: str) -> str | None:
    """The place a claim's own words send its object to ("its tokens on the oval end, *to the
    warp*"): the first thing after a destination word."""
    w = tokens(phrase)
    for i, x in enumerate(w[:-1]):
        if x in W.destination and w[i + 1] in W.place_opener and not set(w[i - 1:i]) & W.not_destination:
            found = [s for s in read_slots(vocab, w[i + 1:i + 6], None, fuzzy=False) if s.category in NOUNS]
            return noun_key(book, found[0].word) if found else None
    return None


def _alternative_spans(part: Part) -> list[tuple[int, int]]:
    """The two word spans offered around "or": a read slot touching it, else one word
    ("before or after", "the Wild or the Super part")."""
    words = part.words
    if words.count("or") != 1 or words[words.index("or") + 1:][:1] == ["not"]:
        return []                       # "blocked or not?" is a yes/no question
    at = words.index("or")
    i = next(i for i in range(at, -1, -1) if i == 0 or words[i - 1] not in W.alternative_skip)
    j = next((j for j in range(at + 1, len(words)) if words[j] not in W.alternative_skip | W.choice_mark), len(words))
    if i == 0 or j >= len(words):
        return []
    first = next(((s.start, s.end) for s in part.found if s.end == i), (i - 1, i))
    second = next(((s.start, s.end) for s in part.found if s.start == j), (j, j + 1))
    if (x := opposites().get(words[j])) in words[:at]:  # "before the alien powers or after": the opposites
        first, second = (at - words[at::-1].index(x), at - words[at::-1].index(x) + 1), (j, j + 1)
    return [first, second]


def _alternatives(part: Part) -> list[str]:
    """The words of the two things offered around "or" ("offense or defense", "the offense's or
    the defense's"), or [] when the part offers none."""
    slots = [next((s for s in part.found if (s.start, s.end) == span), None) for span in _alternative_spans(part)]
    return [s.word for s in slots] if slots and all(s and s.category in NOUNS for s in slots) else []


def _sibling_kinds(book, part: Part) -> list[str]:
    """Two words offered around "or" that tell two kinds of one class apart ("Wild or Super?": the
    Wild and the Super Flare, the names they share the rest of), else []."""
    spans = _alternative_spans(part)
    # the words either side of "or" ("which do I *get wild* or super": a phrase read before it ends on its word)
    said = [part.words[spans[0][1] - 1], part.words[spans[1][0]]] if len(spans) == 2 else []
    if len(said) != 2 or not all(w.isalpha() for w in said):
        return []
    named = [[k for k in book.up if (n := k.rpartition(":")[2].lower().split("-", 1))[0] == w and n[1:]] for w in said]
    pairs = [(a, b) for a in named[0] for b in named[1] if a.rpartition("-")[2] == b.rpartition("-")[2]
             and set(book.up[a][1:]) & set(book.up[b][1:])]
    return list(pairs[0]) if len(pairs) == 1 else []


def _candidates(book, verbs: list[str], anchors: list[str], alts: list[str], edition: str, where: bool = False):
    """(polar frame, filler) for each claim of the edition about one of the verbs whose one slot
    an anchor fills (the anchor or a class of it) and whose other slot is the filler."""
    alt_keys = set(alts)
    wanted = {v for v in verbs if book.vocab.verb(v)}
    seen = set()
    index = _by_verb(book)
    claims = {id(c): c for v in wanted for c in index.get(v, ())}
    for c in claims.values():
        if edition not in c.editions or (where and c.modal != "must"):
            continue                    # "where does it go": where it must, not where it may
        for anchor in anchors:
            for said, filler, anchor_acts in ((c.actor, c.obj, True), (c.obj, c.actor, False)):
                if said not in book.above(anchor) or filler in book.above(anchor) or (
                        alt_keys and filler not in alt_keys) or where and not anchor_acts:
                    # "where does X go": the place X goes to, never who moves it
                    continue
                # asked back in the claim's own voice, the anchor in the slot it fills
                f = Frame(anchor if anchor_acts else filler, ASKED[c.modal], c.action,
                          filler if anchor_acts else anchor)
                if (f, filler) not in seen:
                    seen.add((f, filler))
                    yield f, filler


@warm_up
@per_graph
def _conditioned(rules) -> dict[str, list]:
    """Each edition's claims of an asked modal that hold under conditions (the rest are never a situation's)."""
    return {e: [c for c in rules.claims.claims if e in c.editions and c.modal in ASKED and c.conditions] for e in EDITION_NAMES}


@per_graph
def _by_verb_objects(book) -> list:
    """Every claim asserting something of an object (``_by_verb``'s claims, once each)."""
    return list({id(c): c for cs in _by_verb(book).values() for c in cs}.values())


@per_graph
def _by_verb(book) -> dict[str, list]:
    """Claims that assert something with an object, by their action and, for a passive
    predicate, by its active verb too ("won-by": the object did the winning, so "who wins a
    tie?" asks for its object; built once per rule graph)."""
    out: dict[str, list] = {}
    for c in book.claims + book.derived:
        active = book.vocab.verb(c.action[:-3].replace("-", " ")) if c.action.endswith("-by") else None
        for action in [c.action, *([active] if active and active != c.action else [])] \
                if c.modal in ASKED and c.obj is not None else []:
            out.setdefault(action, []).append(c)
    return out


warm_up(lambda rules: (_by_verb(rules.claims), _by_verb_objects(rules.claims), _modal_words()))


def _is_person(book, key: str) -> bool:
    above = book.above(key)
    return any(p in above for p in PERSONS) or key.startswith("power:")


def _word(key: str) -> str:
    """The filler in words: a graph name without its kind ("Anti-Matter"), a vocabulary word
    as the words it joins ("main-player" is "main player"); a hex is no person, so the one who
    acts is the player holding it (9.0: "the Worldships player makes any decision")."""
    kind, _, name = key.rpartition(":")
    return f"the {name.replace('-', ' ')} player" if kind == "hex" else name if kind else key.replace("-", " ")


#: a "who" answer's claim explains this share of the question, leads any other actor's claim of
#: the verb by this share of its score, and explains this share of what the nearest claim of the act does
WHO_COVER, WHO_LEAD, WHO_NEAR = 0.18, 0.2, 0.7


def nearest_actor(q, reading: Reading) -> Answer | None:
    """"Who picks the target system?": the actor of the nearest claim doing the asked act to the
    thing named, no other actor's claim near, its frame decided yes or depends."""
    from resolver.ask.nearest import ranked
    if (act := _asked_act(q, reading.parts[0] if reading.parts else None)) is None:
        return None
    book, (slot, obj) = q.rules.claims, act
    verb = "verb:" + (book.vocab.verb(slot.word) or "")
    # "the cone fits two players: who picks?": the one role the claims give the act in the situation told
    told = {c.actor: c for c in _conditioned(q.rules)[q.edition] if all(
        w.key in reading.context and w.holds(reading.context) for w in c.conditions) and verb in book.above(
        "verb:" + c.action) and _acts_on(q, obj, c)} if reading.context else {}
    if len(told) == 1 and (c := next(iter(told.values()))) and (d := claimed.decide(
            q.rules, frame := Frame(c.actor, ASKED[c.modal], c.action, c.obj), q.edition, reading.context, options_named(q))) \
            and d.verdict == "yes":
        return _actor_answer(q, d, frame, c)
    acts = [s for s in ranked(q, tuple(ASKED), 24) if s.verdict == "yes" and verb in book.above("verb:" + s.claim.action)]
    # a claim of a wider class ("draws cards") says nothing of who acts on one kind of it ("the Destiny card")
    near = [s for s in acts if _acts_on(q, obj, s.claim) and not (obj and s.claim.obj in book.above(obj)[1:])]
    rival = next((s.score for s in near if s.claim.actor != near[0].claim.actor), 0.0)
    if not near or near[0].coverage < max(WHO_COVER, WHO_NEAR * acts[0].coverage) or rival > (1 - WHO_LEAD) * near[0].score:
        return None
    if any(s.score > near[0].score and s.claim.actor in book.above(near[0].claim.actor)[1:] for s in acts):
        return None                       # a nearer claim gives the act to any player ("who wins?" when several reach
        #                                   five together): the role is one case of it, not who
    c = near[0].claim
    frame = Frame(c.actor, near[0].modal, c.action, c.obj)
    d = claimed.decide(q.rules, frame, q.edition, reading.context, options_named(q))
    return _actor_answer(q, d, frame, c) if d is not None and d.verdict in ("yes", "depends") else None


def _actor_answer(q, d, frame: Frame, c) -> Answer:
    ans = answer_from(q, d, "value", frame)
    # a card acting stands for the player who played it ("Attack vs Compromise, who wins?")
    ans.value = f"the player who played the {display(q.rules, c.actor, q.edition)}" if c.actor.startswith(
        "card:") else _spoken(q, c.actor)
    return ans


@per_graph
def _identities(rules) -> list:
    """The stated claims that one role is another (``X is same-as Y``), made once per graph."""
    return [c for c in rules.claims.claims if c.action == "same-as" and c.modal == "is"]


def told_player(q, reading: Reading) -> Answer | None:
    """"Mint occupies a Moon in Tan's system and I attack it: who's the defense?": the role the
    claims say it is (``moon-occupant is same-as defense``), as the colour nearest its verb."""
    part, book = reading.parts[0] if reading.parts else None, q.rules.claims
    # the role asked, by a role word or by a term's name ("the defender" in FFG), or by the act that
    # makes a player that role ("who *defends*?", `role-act`)
    opening = part.words[part.start:part.start + 2] if part else []
    acts = {act: role for role, act in pairs("role-act").items()}
    asked = acts.get(stem(opening[1])) if len(opening) == 2 and opening[0] == "who" else None
    asked = asked or next((s.word for s in part.found if s.category in NOUNS and "player" in book.above(
        noun_key(book, s.word) or "")), None) if opening == ["who", "is"] or asked else None
    if asked is None:
        return None
    vocab, opts = vocabulary_for(q.rules), set(options_named(q))
    # an optional rule's claim is in play when named, or its conditions met or told of
    role = noun_key(book, asked)
    said = [c for c in _identities(q.rules) if c.obj == role and q.edition in c.editions
            and all(w.holds(reading.context) is not False for w in c.conditions)
            and (c.options <= opts or c.conditions and all(_met_or_told(q, reading.context, w) for w in c.conditions))]
    held = [c for c in said if all(w.holds(reading.context) for w in c.conditions)]
    beaten, open_ = ({o for c in cs for _s, o, _e in q.rules.edges(c.rule_node, "out", "overrides")}
                     for cs in (held, [c for c in said if c not in held and all(_met_or_told(q, reading.context, w)
                                                                              for w in c.conditions)]))
    live = [c for c in held if c.rule_node not in beaten]
    if any(c.rule_node in open_ for c in held) or len({c.actor for c in live}) != 1:
        return None                     # the story does not settle which claim names the role
    actor = live[0].actor
    # the role's own words give its verbs and its side of them: "player *drawn*" (a participle)
    # is the verb's object, the colour after it; "*occupying* player" its subject, the one before
    # (after "by" in the passive)
    verbs = {m.word: key[i] != m.word and not key[i].endswith("ing") for key, (_cat, w) in vocab.phrases.items()
             if w == actor for i in range(len(key)) if (m := vocab.match(list(key[i:i + 1]), 0, fuzzy=False)) and m.category in VERBS}
    colours = set()
    for words in map(tokens, [*reading.story, part.text]):
        hues = [j for j, w in enumerate(words) if w in W.player_colour]
        for m in (m for i in range(len(words)) if (m := vocab.match(words, i, fuzzy=False)) and m.word in verbs):
            after = verbs[m.word] != (words[m.end:m.end + 1] == ["by"])   # "occupied *by* Purple": turned round
            side = [j for j in hues if j >= m.end] if after else [j for j in reversed(hues) if j < m.start]
            colours |= {words[side[0]]} if side else set()
    # or the colour said of a thing its gloss names, right before it or after "is" ("a *lavender* destiny card",
    # "the destiny card is *blue*": the player drawn)
    entry = _entry(book, "noun", actor)
    gloss, w = set(tokens(getattr(entry, "gloss", ""))), q.words
    colours |= {x for m in q.mentions if set(content_words(tokens(m.text))) <= gloss for x in w[max(m.start - 1, 0):m.start]
                + w[m.end + 1:m.end + 2] * (w[m.end:m.end + 1] != [] and w[m.end] in W.be) if x in W.player_colour}
    frame = Frame(actor, "is", "same-as", role)
    d = claimed.decide(q.rules, frame, q.edition, reading.context, tuple(opts))
    # a situation told with no colour: the role in its own words ("the player indicated on the card")
    named = [] if colours or not all(c.conditions for c in live) else getattr(entry, "aka", [])
    if len(colours) + len(named[:1]) != 1 or d is None or d.verdict not in ("yes", "depends"):
        return None
    ans = answer_from(q, d, "value", frame)
    told = f"the story's {_word(actor)}. " if colours else ""
    ans.value = colours.pop() if colours else named[0]
    ans.answer = f"{first_upper(ans.value)}: {told}{ans.answer}"
    return ans


def meaning(q, reading: Reading) -> Answer | None:
    """"What does a yellow alert lamp mean?": the one predicate the claims say the thing named is
    (``yellow-lamp-alien is medium-complex``), in the asked edition and in every case; none or several
    leave the question to the next answerer."""
    part, book = reading.parts[0] if reading.parts else None, q.rules.claims
    if not part or "what" not in part.words[part.start:] or not W.meaning_asked & set(part.words):
        return None
    named = {k for s in [s for s in part.found if s.start >= part.start][:1] if s.category in NOUNS
             and (k := noun_key(book, s.word))}   # the subject
    said = {c.action: c for c in book.claims if c.actor in named and c.modal == "is" and c.obj is None
            and q.edition in c.editions and not c.conditions and not c.options
            and getattr(_entry(book, "verb", c.action), "category", "") == "predicate"}
    if len(said) != 1:
        return None
    (key, c), = said.items()
    entry = _entry(book, "verb", key)
    value = entry.aka[0] if entry and entry.aka else _word(key)
    cits = claimed.claims_citations(q.rules, [c])
    return make(q.text, q.edition, "value", f"{first_upper(value)}: {q.in_words(claimed.rule_says(q.rules, c))} "
                f"({where(cits)})", value=value, citations=cits, entities=[c.rule_node], confidence=0.8)


def kind_described(q, reading: Reading) -> Answer | None:
    """"Silly Moons are which category?": of the kinds right below the class asked after "which"/"what"
    (``term:cheese-moon is kind-of moon-category``), the one whose own words (its rule's and its claim's)
    share the most words with the question that its siblings do not all share; a tie or none answers nothing."""
    part, book = reading.parts[0] if reading.parts else None, q.rules.claims
    at = {i + 1 for i, w in enumerate(part.words) if w in ("which", "what")} if part else set()
    asked = {k for s in part.found if s.category in NOUNS and s.start in at and (k := noun_key(book, s.word))} if at else set()
    kinds = {c.actor: c for c in book.claims if c.action == "kind-of" and c.modal == "is" and c.obj in asked
             and q.edition in c.editions}
    if len(asked) != 1 or len(kinds) < 2:
        return None
    told = {stem(w) for w in content_words(part.words)}
    own = {k: {stem(w) for w in content_words(tokens(f"{claimed.rule_says(q.rules, c)} {c.phrase or ''}"))}
           for k, c in kinds.items()}
    shared = set.intersection(*own.values())
    score = sorted(((len(told & (w - shared)), k) for k, w in own.items()), reverse=True)
    if not score[0][0] or score[0][0] == score[1][0]:
        return None
    c = kinds[score[0][1]]
    value, cits = display(q.rules, c.actor, q.edition), claimed.claims_citations(q.rules, [c])
    return make(q.text, q.edition, "value", f"{value}: {q.in_words(claimed.rule_says(q.rules, c))} ({where(cits)})",
                value=value, citations=cits, entities=[c.actor], confidence=0.8)


def alternative_in_words(q, ans: Answer) -> Answer:
    """A value question answered by a rule's words takes the one span of them it asks for: "X or Y?"
    the alternative they name, "at which stage?" the one they number, else :data:`_SPAN_READERS`."""
    first = next((n for n in ans.nearest[:1] if f"{n.get('kind')}:{n['rule']}" in q.rules), {}) \
        if ans.verdict == "unknown" and q.kind == "value" else {}   # the closest rule
    part = q.reading.parts[0] if (ans.verdict == "text" or first) and q.reading.parts else None
    words, text = part.words if part else [], (q.rules.node(f"{first['kind']}:{first['rule']}").get("says") or "") \
        if first else _own_side(q, ans) or ans.answer.rsplit(" (", 1)[0]
    # "who invites first, offense or defense?" asks an order, which one rule's words do not give
    offered = _alternative_spans(part) if words else []
    spans = offered if not _ordinal_adverb(words, text) else []
    spans = spans if all(content_words(words[slice(*s)]) for s in spans) else []   # not "right away or *at* the end"
    said = tokens(text)
    found = {" ".join(words[slice(*span)]) for span in spans
             if {stem(w) for w in words[slice(*span)]} <= {stem(w) for w in said}}
    if spans and not found:   # "offense's or defense's?" against a text in the edition's words ("the Defensive main player's")
        vocab = vocabulary_for(q.rules)
        roles = {m.word for i in range(len(said)) if (m := vocab.match(said, i, fuzzy=False)) and m.category == "role"}
        found = {s.word for span in spans for s in part.found if (s.start, s.end) == span and s.category == "role" and s.word in roles}
    at = next((i + 1 for i, w in enumerate(words) if w == "which"), len(words))
    if not spans:
        found = {f"{w} {said[i + 1]}" for i, w in enumerate(said[:-1]) if said[i + 1].isdigit() and (
            w in words[at:at + 2] and w not in W.stopword or (
            part and words[part.start:part.start + 1] == ["where"] and w in W.numbered_label and said[i - 1:i] == ["at"]))}   # "starts at Stage 1"
    if len(offered) == 2 and "first" in words and (order := _ordered(said, [words[slice(*s)] for s in offered])):
        found = {" ".join(order)}         # "which is picked first, X or Y?": "X are chosen *before* Y"
    asks, found = (words[part.start:part.start + 2], set()) if part and len(found) != 1 else ([], found)
    if asks:
        asked = _Asked(q, ans, part, words, text, asks, ans.citations[0].get("rule") if ans.citations else None)
        found = next((f for f in (reader(asked) for reader in _SPAN_READERS) if f), set())
    if len(found) == 1:
        ans.verdict, ans.value = "value", found.pop()
        ans.answer = f"{q.in_words(text)} ({first['source']} {first['section']})" if first else ans.answer
        said = str(ans.value)
        if not ans.answer.lower().startswith(said.lower()):   # the value heads the answer (the page's headline)
            ans.answer = f"{first_upper(said)}: {ans.answer}"
    return ans


def _ordered(said: list[str], offered: list[list[str]]) -> list[str] | None:
    """Of two things offered, the one the rule's words put first: the one before "before", the
    one after "after", each named once (its content words in a row) with the order word between."""
    runs = [[stem(w) for w in content_words(o)] for o in offered]
    at = [[i for i in range(len(said)) if r and [stem(w) for w in said[i:i + len(r)]] == r] for r in runs]
    if any(len(x) != 1 for x in at):
        return None
    lo = sorted([(at[0][0], 0), (at[1][0], 1)])
    between = set(said[lo[0][0] + 1:lo[1][0]])
    hi = lo[0][1] if "before" in between and "after" not in between else lo[1][1] if "after" in between and "before" not in between else None
    return None if hi is None else offered[hi]


def _own_side(q, ans: Answer) -> str | None:
    """A ``conflict`` block's sides of the asked edition only, in their words."""
    node = f"conflict:{ans.citations[0].get('rule')}" if ans.verdict == "text" and ans.citations else ""
    sides = q.rules.node(node).get("attrs", {}).get("side", []) if node in q.rules else []
    return "; ".join(s[2] for s in sides if q.edition in (q.rules.node(f"section:{s[0]}/{s[1]}").get("editions") or [])) or None


@dataclass
class _Asked:
    """What a reader of the asked span needs (``asks``: "where does", "which way")."""

    q: object
    ans: Answer
    part: Part
    words: list[str]
    text: str
    asks: list[str]
    rule: str | None


def _place_or_direction(a: _Asked) -> set[str]:
    """"where does …?" the one place the rule (or a rule it follows) sends something to; "which
    way …?" the one direction it names; a followed rule's words then open the answer."""
    read = _places if a.asks[:1] == ["where"] and set(a.asks[1:]) & W.auxiliary else _directions if \
        a.asks[:1] in (["which"], ["what"]) and set(a.asks[1:]) & W.direction_ask else None
    # the rules the cited rule follows (a policy restating them) after its own words
    for rule_text in [a.text, *(a.q.rules.node(o).get("says") or "" for k in ("policy", "rule") if f"{k}:{a.rule}" in
                                a.q.rules for _s, o, _e in a.q.rules.edges(f"{k}:{a.rule}", "out", "follows"))] if read else []:
        found = {s for clause in re.split(r"[,.;:()\u2014]| - ", rule_text) for s in read(clause.split())}
        if found:
            a.ans.answer = a.ans.answer if rule_text is a.text else \
                f"{in_words_of(a.q.idx, rule_text, a.q.edition)} {a.ans.answer}"
            return found
    return set()


def _acting_person(a: _Asked) -> set[str]:
    """"who picks X?": the actors of the cited rule's claims acting on X, conditions met or told."""
    q = a.q
    act = _asked_act(q, a.part, W.order_word - W.ordinal) if a.asks[:1] == ["who"] or _offered(a) else None
    if not act or _ordinal_adverb(a.part.words, a.text):
        return set()                      # "who invites allies *first*?" asks an order, not one rule's actor
    # with no thing named ("who picks when several players fit?"), only a claim for the situation told; an
    # obligation is no one's pick ("the Will must abide by the system the Dictator chose")
    return _among(a, {_spoken(q, c.actor) for c in claimed.claims_by_rule(q.rules).get(a.rule, ()) if c.modal in ASKED
            and c.modal != "must"
            and c.obj and _acts_on(q, act[1], c) and all(_met_or_told(q, q.reading.context, w) for w in c.conditions)
            and (act[1] or c.conditions and all(w.key in q.reading.context for w in c.conditions))})


def _offered(a: _Asked) -> set[str]:
    """The roles a subject choice offers ("does *the offense or the defense* …"), else an empty set."""
    book = a.q.rules.claims
    return {_word(k) for s in a.part.found if s.category in NOUNS and s.start < subject_choice(
        a.part.words, a.part.found, a.part.start) and (k := noun_key(book, s.word))}


def _among(a: _Asked, found: set[str]) -> set[str]:
    """``found`` when the question offers no roles to choose from, or when it is one of them."""
    offered = _offered(a)
    return found if not offered or len(found) == 1 and found <= offered else set()


def _ordinal_adverb(words: list[str], said: str = "") -> bool:
    """Does an ordinal stand alone, as an adverb ("who invites allies *first*?"), not before the
    thing it numbers ("the *first* card"), not offered as an alternative ("the first or the
    last?"), and not said by the rule's own text (``said``: "the attacker announces *first*")?"""
    told = set(tokens(said))
    # "who invites allies first, offense or defense?": the word after it may open the alternatives offered
    return any(w in W.ordinal and w not in told and "or" not in words[max(i - 1, 0):i + 2] and (
        i + 1 == len(words) or not content_words(words[i + 1:i + 2]) or words[i + 2:i + 3] == ["or"]
        and not W.ordinal & set(words[i + 3:i + 5])) for i, w in enumerate(words))


def _first_by_phase(a: _Asked) -> set[str]:
    """"who invites allies first?": of the roles the asked edition's claims let do the asked act in
    stretches of play apart (:mod:`resolver.graph.timing`), the role of the earliest."""
    q = a.q
    act = _asked_act(q, a.part, W.order_word - W.ordinal) if a.asks[:1] == ["who"] or _offered(a) else None
    if not act or act[1] is None or not _ordinal_adverb(a.part.words) or "first" not in a.part.words:
        return set()
    book, verbs, table = q.rules.claims, set(vocabulary_for(q.rules).ancestors(act[0].word)), timing.spans(q.rules, q.edition)
    steps = sorted(((table[c.during], c) for c in book.claims if c.modal in ("may", "must") and q.edition in c.editions and c.action
                    in verbs and c.during in table and book.related(act[1], c.obj) and _is_person(book, c.actor)), key=lambda s: s[0])
    first = {c.actor for w, c in steps if timing.meets(w, steps[0][0])}
    if len({c.actor for _w, c in steps}) >= 2 and len(first) == 1:
        a.ans.citations = list(steps[0][1].citations)
        says = q.rules.node(steps[0][1].rule_node).get("says") or ""
        a.ans.answer = f"{q.in_words(says)} ({where(a.ans.citations)})"
        return _among(a, {_spoken(q, first.pop())})
    return set()


def _met_or_told(q, context: dict, w) -> bool:
    """Does the story meet a claim's condition, or the question speak of it (a word of its text)?"""
    told = q.once("told-stems", lambda: {stem(x) for x in content_words(q.words)})
    return bool(w.holds(context) or told & {stem(x) for x in content_words(tokens(w.text))})


def _term_name(a: _Asked) -> set[str]:
    """"what is … called?": the cited term's word in the asked edition, or that of the term the cited rule
    defines (a kind or a part of something, by its `is` claims); never a name the question itself says."""
    q = a.q
    if a.part.kind != "value" or a.asks[:1] not in (["what"], ["which"]) or not W.naming_word & set(a.words):
        return set()
    if f"term:{a.rule}" in q.rules:
        terms = {f"term:{a.rule}"}
    elif W.name_asked & set(a.words) and a.ans.confidence > NEAREST:   # a rule merely nearest the question names nothing
        terms = {c.actor for c in claimed.claims_by_rule(q.rules).get(a.rule, ())
                 if c.modal == "is" and c.action in ("kind-of", "part-of") and c.actor.startswith("term:")}
    else:
        return set()
    # a title naming the thing by a word the question says is the question's own thing, not its name ("home system")
    return {n for t in terms for n in [q.idx.edition_word(q.edition, t)] if n and not said_in(a.words, n)} or {
        n for t in terms for n in [display(q.rules, t, q.edition)] if not any(said_in(a.words, w) for w in content_words(tokens(n)))}


def said_in(words: list[str], name: str) -> bool:
    """Does the question already say the name, its words in a row ("what are *bases* … called?" asks no "base")?"""
    said, named = " ".join(stem(w) for w in words), " ".join(stem(w) for w in tokens(name))
    return bool(named) and f" {named} " in f" {said} "


def _phase_name(a: _Asked) -> set[str]:
    """"which stage/phase …?": the asked edition's name of the phase of the cited section."""
    q, cited = a.q, a.ans.citations
    if not (a.asks[:1] in (["what"], ["which"]) and set(a.asks[1:]) & W.numbered_label and cited):
        return set()
    return {n for p in q.rules.nodes(kind="phase") for d in [q.rules.node(p)] if (d.get("citations") or [
        {}])[0].get("section") == cited[0].get("section") for n in d.get("attrs", {}).get(f"{q.edition}-name", [])[:1]}


def _story_colour(a: _Asked) -> set[str]:
    """"whose …?", "which colour …?": the story's colour for what the rule describes, else the one
    colour its words name (or whose own words share one with the question)."""
    asks = set(a.words[a.part.start + 1:a.part.start + 4]) & W.colour_ask
    if not (a.asks[:1] == ["whose"] or a.asks[:1] in (["which"], ["what"]) and asks):
        return set()
    # the story's colours in clauses sharing a word with the rule's first clause naming a colour
    # ("Destiny comes up *Tan*": "the colour on the Destiny card drawn")
    clause = next((c for c in re.split(r"[,.;:()]", a.text) if W.colour_ask & set(tokens(c))), "")
    described = {stem(w) for w in content_words(tokens(clause))} - {stem(w) for w in W.colour_ask}
    found = {w for sentence in a.q.reading.story for c in re.split(r"[,;:]", sentence) for w in tokens(c)
             if w in W.player_colour and described & {stem(x) for x in content_words(tokens(c)) if x != w}}
    if len(found) == 1:
        a.ans.answer = f"{min(found).capitalize()}: the story's colour for what this rule describes. {a.ans.answer}"
    if found or a.asks[:1] == ["whose"] or any(w.endswith("s") for w in asks):   # "which colours": a list
        return found
    said = tokens(a.text)
    at = [i for i, w in enumerate(said) if w in W.player_colour]
    asked = {stem(w) for w in content_words(a.words)} - {stem(w) for w in W.colour_ask}
    if len({said[i] for i in at}) <= 1:
        return {said[i] for i in at[:1]}
    # each colour's own words ("green (less complex)"): the colours sharing the most words with the question
    shared = {said[i]: len(asked & {stem(w) for w in content_words(said[i + 1:min(j, i + 5)])})
              for i, j in zip(at, [*at[1:], len(said)], strict=True)}
    return {c for c, n in shared.items() if n and n == max(shared.values())}


def _price(a: _Asked) -> set[str]:
    """"What does X cost?": the number right before a `currency-word` in the rule's words."""
    said = tokens(a.text)
    return {int(w) for w, after in zip(said, said[1:], strict=False) if w.isdigit() and after in W.currency_word} \
        if W.price_word & set(a.words) else set()


def _at_once(a: _Asked) -> set[str]:
    """"When does a flare take effect?": an `immediacy` word closing a clause of the rule."""
    ends = [" ".join(tokens(clause)) for clause in re.split(r"[,.;:()]", a.text)]
    hit = a.asks[:1] == ["when"] and any(c == w or c.endswith(" " + w) for c in ends for w in W.immediacy)
    return {word_list("immediacy")[0]} if hit else set()


def _lasting(a: _Asked) -> set[str]:
    """"How long does X last?": the stretch of play (a `scope` thing) the rule's words put after
    "for", to the end of the clause ("lasts only for the current challenge")."""
    if a.asks[:2] != ["how", "long"]:
        return set()
    spans = [said[i + 1:] for clause in re.split(r"[,.;:()]", a.text) for said in [tokens(clause)]
             for i, w in enumerate(said) if w == "for" and len(said) - i <= 6]
    return {" ".join(span) for span in spans if [w for w in span if w not in W.restrictive][-1:] and
            [w for w in span if w not in W.restrictive][-1] in _scope_heads(a.q.rules)}


@per_graph
def _scope_heads(rules) -> frozenset[str]:
    """The last words of the vocabulary's names of stretches of play (`isa scope`)."""
    vocab = vocabulary_for(rules)
    return frozenset(k[-1] for k, (category, word) in vocab.phrases.items() if category == "thing"
                     and "scope" in vocab.ancestors(word))


def _first_in_order(a: _Asked) -> set[str]:
    """"who … first?": the roles the cited rule's ``X is before Y`` claims put first (among those
    named, when two are)."""
    if not set(a.asks[:1]) & W.person_ask or "first" not in a.words:   # "who/whose … first?"
        return set()
    vocab, book = vocabulary_for(a.q.rules), a.q.rules.claims
    named = {noun_key(book, m.word) for t in [*a.q.reading.story, a.part.text] for w in tokens(t)   # word by word:
             if (m := vocab.match([w], 0, fuzzy=False)) and m.category == "role"}     # "offense and defense"
    pairs = [(c.actor, c.obj) for c in claimed.claims_by_rule(a.q.rules).get(a.rule, ()) if c.action == "before" and c.obj
             and c.modal == "is"]         # not "the defense is-not before the offense"
    pairs = [p for p in pairs if set(p) <= named] if len(named & {x for p in pairs for x in p}) >= 2 else pairs
    # "who does *the offense* invite first?": a "who" asked of the act's own doer asks whom it acts on, not an order
    doers = {k for f in a.part.frames if f.actor != "player" and (k := noun_key(book, f.actor))} if set(a.words[1:2]) & W.auxiliary else ()
    pairs = [] if any(book.related(k, x) for k in doers for x, _y in pairs) else pairs
    return {_spoken(a.q, x) for x, _y in pairs} - {_spoken(a.q, y) for _x, y in pairs}


def _entry(book, kind: str, key: str):
    """The vocabulary entry (``kind`` "noun" or "verb") of a claims key, its hyphens spaces ("yellow-lamp-alien"), or None."""
    return book.vocab.entries.get((kind, key.replace("-", " ")))


def _spoken(q, key: str) -> str:
    """A vocabulary noun as players write it: its phrase of the same words ("non-main-player"
    is "non-main players"), else :func:`_word`."""
    name = key.rpartition(":")[2]
    own = [p for p in getattr(_entry(q.rules.claims, "noun", name), "aka", ()) if "-" in name
           and [stem(x) for x in tokens(p)] == [stem(x) for x in tokens(name)]]
    return own[0] if own else _word(key)


def _named_member(a: _Asked) -> set[str]:
    """"which X …?": the cited node when its claims say it `is kind-of` X, else (X no vocabulary
    word) the rule's subject headed by X ("which bar …?": "the *orange bar*")."""
    vocab, at = vocabulary_for(a.q.rules), a.part.words.index(a.asks[0]) + 1 if a.asks[:1] == ["which"] else 0
    at = next((s.end for s in a.part.found if s.start == at and s.word == "kind-of"), at)   # "which kind of X"
    asked = {k.split(":", 1)[-1] for s in a.part.found if s.category in NOUNS and s.start == at
             and (k := noun_key(a.q.rules.claims, s.word))}
    kinds = [c for c in claimed.claims_by_rule(a.q.rules).get(a.rule, ()) if c.action == "kind-of" and c.modal == "is"]
    if at and asked & {w for c in kinds for k in vocab.ancestors(c.obj or "") for w in (k, k.rsplit("-", 1)[0] if k.rsplit(
            "-", 1)[-1] in W.class_noun else k)}:
        return {display(a.q.rules, c.actor) for c in kinds}
    # "which flare half …?" answered by the Super Flare's own rule: that kind of the class asked, told from its siblings
    book, classes = a.q.rules.claims, {k for s in a.part.found if s.category in NOUNS and at <= s.start <= at + 1
                                       and (k := noun_key(a.q.rules.claims, s.word))}
    cited = [n for n in book.up if n.rpartition(":")[2] == a.rule and set(book.above(n)[1:]) & classes]
    for kind in classes if len(cited) == 1 else ():     # a class of two or three kinds right below it
        below = kinds_below(a.q.rules, kind)
        if cited[0] in below and 2 <= len(below) <= 3:
            return {_member_word(cited[0], below)}
    said, head = tokens(a.text), at and not asked and content_words(a.part.words[at:at + 1]) and stem(a.part.words[at])
    end = next((j for j in range(2, min(len(said), 5)) if stem(said[j]) == head), 0) if said[:1] in (["the"], ["a"], ["an"]) else 0
    return {" ".join(said[1:end + 1])} if end else set()


def _named_of_kind(a: _Asked) -> set[str]:
    """"which moon/power …?": the one piece of that kind the rule's words, or the claims of the sections it cites,
    name and the question does not ("the only exception is the Moon *Moon Base Omega*", MCE 14.12)."""
    kind = a.asks[1] if a.asks[:1] in (["which"], ["what"]) and a.asks[1:] else None   # one asked, not "which cards"
    cited = {c.get("section") for c in a.ans.citations}
    named = ({m.node for m in link(a.q.rules, a.text).mentions if m.kind == kind} - a.q.named_nodes() or {
        x for s in cited for x in _things_cited(a.q.rules).get((a.q.edition, s), ()) if x.split(":")[0] == kind}
    ) - a.q.named_nodes() if kind else set()
    return {(a.q.rules.node(n).get("attrs", {}).get(f"{a.q.edition}-name") or [display(a.q.rules, n, a.q.edition)])[0]
            for n in named} if len(named) == 1 else set()   # a phase by the asked edition's name ("Reveal")


@warm_up
@per_graph
def _things_cited(rules) -> dict[tuple[str, str], set[str]]:
    """(edition, section) -> the nodes the claims citing it there name as actor or object."""
    found: dict = {}
    for c in rules.claims.claims:
        for key in {(ed, s) for ed in c.editions for _b, s in c.sections}:
            found.setdefault(key, set()).update(x for x in (c.actor, c.obj) if x and x in rules)
    return found


#: the readers of the one span a rule's words give for the asking words, in order
_SPAN_READERS = (_price, _place_or_direction, _acting_person, _term_name, _phase_name, _story_colour, _at_once, _first_in_order,
                 _named_member, _lasting, _first_by_phase, _named_of_kind)


def _asked_act(q, part: Part | None, order: frozenset = W.order_word):
    """The asked verb's slot after "who" and the key of the thing after it; None when "who" asks
    an object, everyone allowed ("who can"), an order or an identity."""
    # "does the offense or the defense invite …": the roles offered stand where "who" would
    at = part.words.index("who") if part and "who" in part.words else (
        subject_choice(part.words, part.found, part.start) - 1 if part else -1)
    # "what decides *who* …": a "who" after the asking word opens the asked thing's clause
    slot = next((s for s in part.found if s.category in VERBS and s.start > at), None) if at >= 0 and not (
        W.question_word & set(part.words[part.start:at])) else None
    # "who is the defense *when* someone challenges …": a verb past a subordinator is the situation's, not asked
    if slot is None or set(part.words[at + 1:at + 2]) & W.do or W.subordinator & set(part.words[at + 1:slot.start]) or (_modal_words() | order) & {
            w for i, w in enumerate(part.words[at + 1:], at + 1) if not slot.start <= i < slot.end}:
        return None
    cut = next((i for i in range(slot.end, len(part.words)) if part.words[i] in W.subordinator), len(part.words))
    obj = next((noun_key(q.rules.claims, s.word) for s in part.found if slot.end <= s.start < cut and s.category in NOUNS), None)
    # "who takes *it*?" with "it" unread: the thing acted on is unknown
    unread = W.pronoun & set(part.words[slot.end:slot.end + 1]) and part.words[slot.end - 1] not in W.question_word
    return None if obj is None and unread else (slot, obj)


def _acts_on(q, obj: str | None, c) -> bool:
    """Does claim ``c`` make a role (not any player or power) or a thing named act on ``obj``?"""
    book = q.rules.claims
    return c.actor not in (book.nouns.key("player"), book.nouns.key("power")) and book.related(obj, c.obj) and (
        c.actor in q.named_nodes() if c.actor.startswith(claimed.SPECIFIC) else _is_person(book, c.actor))


def _places(clause: list[str]) -> set[str]:
    """The places a clause sends something to: "to/into/onto the …" up to a word that ends it."""
    low = [w.lower() for w in clause]
    return {" ".join(clause[i + 1:next((j for j in range(i + 2, len(low)) if low[j] in W.place_end), len(low))])
            for i, w in enumerate(low[:-1]) if w in W.destination and low[i + 1] in W.place_opener
            and not set(low[i - 1:i]) & W.not_destination}


def _directions(clause: list[str]) -> set[str]:
    """The directions a clause names, with "to the" when it says it ("pass to the left")."""
    low = [w.lower() for w in clause]
    return {" ".join(clause[i - 2:i + 1]) if low[max(0, i - 2):i] == ["to", "the"] else w
            for i, w in enumerate(low) if w in W.direction}


def act_phase(q) -> str | None:
    """"In which stage does the offense ask for allies?": the numbered phase of the asked edition holding the one
    stretch that the claims of the act share, on each thing named and by the asker (`timing.event_span`)."""
    part, book = q.part, q.rules.claims
    at = next((i for i, w in enumerate(part.words) if w in W.which_word), None) if part else None
    verb = next((s for s in part.found if s.start > at + 1 and s.category == "action"), None) \
        if at is not None and W.numbered_label & set(part.words[at + 1:at + 2]) else None
    # the things after the verb; a passive's ("in which stage are the cards revealed") before it too, and no actor
    passive = verb and W.be & set(part.words[at + 2:verb.start]) and any(at + 1 < s.start < verb.start and s.category in NOUNS for s in part.found)
    things = {k for s in part.found if verb and s.start > (at + 1 if passive else verb.start)
              and s.category in NOUNS and (k := noun_key(book, s.word))}
    actor = noun_key(book, part.frames[0].actor) if verb and part.frames and not passive else None
    return timing.phase_holding(q.rules, q.edition, {timing.event_span(q.rules, verb.word, t, q.edition, actor)
                                                     for t in things or [None]} if verb else ())
