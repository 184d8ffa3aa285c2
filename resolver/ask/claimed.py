"""Answers from claims: the first of a question part's frames ``RuleGraph.decide`` decides (a
value part: the deciding claim's count or limit), in the deciding rule's words and sections."""
from __future__ import annotations

from contextlib import suppress
from dataclasses import replace
from functools import cache
from operator import attrgetter

from resolver.answer import Answer
from resolver.ask.compose import EDITION_NAMES, for_edition, make, node_citations, where
from resolver.ask.frame import LIGHT_VERB, MOMENTS, NOUNS, Frame, Part, Reading, read_slots, tokens
from resolver.ask.linker import link
from resolver.ask.text import W, content_words, pairs, per_graph, remembered, stem, warm_up
from resolver.ask.vocab import vocabulary_for
from resolver.graph.decide import Decision, Exact

DECIDED = ("yes", "no", "depends")
#: a verb light only with objects no claim gives it ("take a second challenge")
UNCLAIMED = "light-verb-unclaimed"
#: claim modals that deny what their positive twin asserts (a ban or a denial)
NEGATIVE = frozenset({"may-not", "need-not", "is-not", "does-not-count", "does-not-happen"})


@warm_up
@per_graph
def claims_by_rule(rules) -> dict[str, list]:
    """Rule id -> its claims (a cited rule's claims, without scanning every claim per question)."""
    out: dict[str, list] = {}
    for c in rules.claims.claims:
        out.setdefault(c.rule, []).append(c)
    return out


def options_named(q) -> tuple[str, ...]:
    """The optional rules a question brings in: options it names, those of the things it names
    (asking about a Kicker presumes the Kickers option, 14.4), and the one option every claim testing
    a situation it states needs ("a challenge against a Moon": moons); not the things' options when it
    asks about the game without them ("are comets in the destiny deck *by default*?"); made once per question."""
    return q.once("options", lambda: tuple(dict.fromkeys([*(o for m in q.mentions for o in [*([m.node.split(":", 1)[1]] if m.node.startswith(
        "option:") else []), *((q.rules.node(m.node).get("options") or []) if m.node in q.rules and not default_game(q) else [])]),
        *(o for k, v in (q.reading.context if q.reading else {}).items() if v is True and len(
            needs := situation_options(q.rules).get(k, set())) == 1 for o in needs)])))


def default_game(q) -> bool:
    """Does the question ask about the game without its optional rules (`default-game` words)?"""
    said = f" {' '.join(q.words)} "
    return any(f" {p} " in said for p in W.default_game)


@per_graph
def situation_options(rules) -> dict[str, set]:
    """Condition key -> the options of the claims testing it (an empty set among them: one holds without any)."""
    out: dict[str, set] = {}
    for c in [*rules.claims.claims, *rules.claims.derived]:
        for w in c.conditions:
            out.setdefault(w.key, set()).add(c.options)
    return {k: set().union(*v) if frozenset() not in v else set() for k, v in out.items()}


@per_graph
def readings(rules) -> list[tuple[str, str]]:
    """(id, title) of the options that switch between two documents' readings (``is-not game-rule``)."""
    return [(o, rules.node(c.actor).get("title") or o) for c in rules.claims.claims if c.action == "game-rule"
            and c.modal == "is-not" and c.actor.startswith("option:") for o in [c.actor.split(":", 1)[1]]]


def decide(rules, frame: Frame, edition: str, context: dict, options: tuple[str, ...] = (),
           assume: bool = True, absent: frozenset[str] = frozenset()):
    """``rules.decide`` on one frame; None when its words are not claim words. ``assume``: the
    optional rule a thing named brings is presumed; ``absent``: conditions known not to hold."""
    with suppress(KeyError, ValueError, TypeError):
        return rules.decide(frame, edition, options=options, context=dict(context), assume_options=assume,
                            absent=absent).parts_alike()
    return None


def unread_of(part: Part) -> list:
    """(slot, its words) of what the frames leave out that the deciding claims must say: a predicate left out asks
    nothing narrower, but a moment's ("*after* the challenge") does; a thing closed by a restrictive word keeps it
    ("from my home colonies *only*" asks that kind alone)."""
    return [(s, part.words[s.start:s.end + (part.words[s.end:s.end + 1] in ([w] for w in W.restrictive))]) for s in part.unread
            if s.category != "predicate" or W.moment_opener.intersection(part.words[s.start:s.end])]


def narrowing(part: Part) -> list:
    """(slot, its words) of what the frames leave out that narrows the thing asked: a thing closed by a restrictive
    word ("from my home colonies *only*") or by a clause a free relative opens ("of *whatever colour is attacked*")."""
    return [u for u in unread_of(part) if W.restrictive & set(u[1]) or u[0].category == "clause" and u[0].alts
            and part.words[u[0].start - len(u[0].alts[0].split()) - 1] in W.free_relative]


def first_decided(rules, part: Part, edition: str, context: dict, want_value: bool = False,
                  options: tuple[str, ...] = (), named: frozenset[str] | None = None, told: frozenset[str] | None = None):
    """(frame, decision) of the first candidate frame the claims decide (a second verb asked: both,
    their conjunction); words the frames leave out must be said by the deciding claims."""
    unread = unread_of(part)
    # "both sides invited me: can I ally with *both*?": a frame with no object is asked of the pair "both" stands for
    paired = {(r.actor, r.modal, r.action): r for r in part.referred if r.count == 2 and _accepted(rules, r, edition)}
    asked = [paired.get((f.actor, f.modal, f.action), f) if f.obj is None else f for f in part.frames]
    frames = asked + _object_actions(rules, asked, edition, facts=want_value) + (
        [] if want_value else _situated(rules, asked, edition, context, part.person or someone(part))) + _sole_object(
        rules, asked, edition)
    # "it" / "they" standing for a thing the verb's slot does not take: the next thing named before that it takes
    accepted = any(_accepted(rules, f, edition) for f in part.frames)
    frames += [] if accepted else [f for f in part.referred if _accepted(rules, f, edition)][:len(part.modals) or 1]
    # "do we apply both (Comets)?": an act the claims give the object itself, never an object of its kind (or a
    # class above it), is its own (the count counted the object: the act has none left to count)
    frames += [g for f in part.frames if f.obj and (canon := rules.claims.canonical(f)) is not None and not _given(
        rules, None, canon.action, canon.obj, edition) for g in [Frame(f.obj, f.modal, f.action)] if _accepted(rules, g, edition)]
    absent, sent = frozenset() if named is None else unnamed(rules, named, context), destinations(rules, part)
    frame, d = _first(rules, frames, edition, context, want_value, options, unread, absent=absent, sent=sent, told=told)
    if d is not None and d.verdict == "no" and not want_value and unplaced(part, context, d) and narrower_allowed(rules, frame, edition):
        frame, d = None, None             # "can I spend Lucre?": banned for a player, allowed a main player "I" may be
    if d is None and context and part.person and (x := _first(rules, frames, edition, {}, want_value, options, unread,
                                                               absent=absent, sent=sent)[1]) is not None and all(
            any(type(context.get(w.key)) is int for w in c.conditions) for c in x.claims):
        return None, None                 # "I" is who the claims name, and a count told rules them out: no other role
    phases = {s.word for s in part.found if s.word.startswith("phase:")}   # the phases named ("in the regroup phase")
    if d is None and part.person and (not want_value or counted_slot(part)):
        # "how many ships can I send?": the number every role sending ships is given, one alike
        frame, d = _as_role(rules, part.frames if want_value else frames, edition, context, options, want_value, unread,
                            absent, sent, phases)
    elif d is None and not want_value and (someone(part) or part.agentless):
        # "can players still play Kickers?", "do allies get a base?": yes when every narrower role the claims
        # give the act (in the situation told) may; "are the cards played face down?": every role that does it at all
        frame, d = _as_role(rules, frames, edition, context, options, False, unread, absent, sent, phases, part.agentless)
        frame, d = (frame, d) if d is not None and d.verdict == "yes" else (None, None)
    if d is None and not want_value:      # "does the attacker *get* a colony?": yes from a narrower act it is given ("establish")
        frame, d = next(((g, x) for f in part.frames if f.modal in ("may", "is") for a in _narrower_acts(rules).get(f.action, ())
                         for g, x in [_first(rules, [Frame(f.actor, f.modal, a, f.obj, f.count)],
                         edition, context, False, options, unread, absent=absent, sent=sent)] if x is not None and x.verdict == "yes"), (None, None))
    if d is None or not part.also:
        return frame, d
    # the second verb is asked of the role "I" was read as for the first
    mine = {f.actor for f in part.frames} if part.person else set()
    also = [Frame(frame.actor if f.actor in mine else f.actor, f.modal, f.action, f.obj, f.count) for f in part.also]
    also += _situated(rules, also, edition, context, part.person or someone(part)) + _sole_object(rules, also, edition)   # "… and draw?"
    _f2, d2 = _first(rules, also, edition, context, False, options, absent=absent)
    if d2 is None:
        return None, None                 # half a question decided is not an answer
    if d.verdict != "no" and any(w.key in obligations(rules) for c in d2.claims for w in c.conditions):
        return None, None                 # nor a second act decided on nothing requiring it, when the first act
        #                                   may be what does ("pay Lucre to discard a card")
    if "no" in (d.verdict, d2.verdict):
        return (frame, d) if d.verdict == "no" else (_f2, d2)
    return (frame, d) if d.verdict == "depends" or d2.verdict != "depends" else (_f2, d2)


def _accepted(rules, frame: Frame, edition: str) -> bool:
    """Do the claims give the frame's action to an actor (and an object) of the frame's kinds?"""
    canon = rules.claims.canonical(frame)
    return canon is not None and _given(rules, canon.actor, canon.action, canon.obj, edition)


def _given(rules, actor: str | None, action: str, obj: str | None, edition: str) -> bool:
    """Does a claim of the edition give the action to a kind of the actor (any, None) and an object of
    the object's kinds (an object at all when ``actor`` is None)? Remembered per canonical words."""
    book = rules.claims
    return remembered(_givens(rules), (actor, action, obj, edition), lambda: any(
        edition in c.editions and book.related(c.actor, actor) and (c.obj if actor is None else True) and book.related(
            c.obj, obj) for c, _r in book.by_action.get(action, ())))


_givens = per_graph(lambda rules: {})


def _situated(rules, frames: list[Frame], edition: str, context: dict, some: bool = False) -> list[Frame]:
    """"Nobody invited me. Can I ally anyway?": a verb with no object, in a situation told, asks of
    the objects the claims give that verb in that situation; asked of some player (``some``: "I", "someone",
    not "every player"), "both cards are down: can I swap mine?", of the narrower actor and object they give
    it there (the main player's Challenge card)."""
    book, out = rules.claims, []
    told = {*context, *(k for key, v in context.items() for k in book.implies(key, v))}   # and what it implies
    for f in [f for f in frames if context]:
        with suppress(ValueError):
            g = book.frame(f)
            out += [Frame(f.actor if f.obj is None else c.actor, f.modal, f.action, c.obj, f.count) for c in book.acting(
                    g.action, edition) if c.obj and any(w.key in told for w in c.conditions) and (
                    f.obj is None or some and (c.obj, c.actor) != (g.obj, g.actor) and g.obj in book.above(c.obj)
                    and g.actor in book.above(c.actor))]
    return list(dict.fromkeys(out))


def _sole_object(rules, frames: list[Frame], edition: str) -> list[Frame]:
    """"Can I pass?": a verb asked with no object, that the claims give one object only (passing is of the
    second challenge), asks of that object; not a light verb ("make", "have"), whose object says the act."""
    book, vocab, out = rules.claims, vocabulary_for(rules), []
    for f in frames:
        if f.obj is None and not {LIGHT_VERB, UNCLAIMED} & set(vocab.ancestors(f.action)) and (
                canon := book.canonical(f)) is not None:
            objects = remembered(_givens(rules), (canon.action, edition), lambda a=canon.action: frozenset(
                c.obj for c in book.acting(a, edition)))
            obj = next(iter(objects)) if len(objects) == 1 else None
            out += [Frame(f.actor, f.modal, f.action, obj, f.count)] if obj and not book.related(obj, canon.actor) else []
    return out


def _object_actions(rules, frames: list[Frame], edition: str, facts: bool = True) -> list[Frame]:
    """"Do I get a second challenge?": a light verb (``isa light-verb``) asks the claims' actions on
    its object, the most often claimed first."""
    book, vocab, out = rules.claims, vocabulary_for(rules), []
    for f in frames:
        light = f.obj and vocab.ancestors(f.action)
        if not light or not {LIGHT_VERB, UNCLAIMED} & set(light) or f.modal in ("is", "counts", "happens") and not facts:
            continue                      # asked yes or no, what is done with a thing is a deed, not a fact
        if (canon := book.canonical(f)) is None:
            continue
        index = _index(book)["actions"]
        # a fact ("X is includes Y") only for a number asked, of an act whose gloss says the light verb ("have")
        actions = {**{a: n for a, n in index.get((edition, canon.obj, True), {}).items() if facts and f.action in vocab.glosses.get(
            a, ())}, **index.get((edition, canon.obj, False), {})}
        if UNCLAIMED in light and LIGHT_VERB not in light and f.action in actions:
            continue                      # "take a token": the claims say what taking one is
        out += [Frame(f.actor, f.modal, action, f.obj, f.count) for action in sorted((  # "have": hold first, never "lose"
            a for a in actions if LIGHT_VERB not in light or a.replace("-", " ") not in W.parting_act), key=lambda a: (
            f.action not in vocab.glosses.get(a, ()), -actions[a]))]
    return list(dict.fromkeys(out))


def _as_role(rules, frames: list[Frame], edition: str, context: dict, options, want_value=False, unread=(),
             absent: frozenset[str] = frozenset(), sent=(), during=(), agentless: bool = False):
    """"Can I challenge a Moon?": "I" is whichever role the claims give that action on that object,
    when every such role decides it alike (asked how many: with one number). Asked yes or no how much of
    the act ("invite *one* player") or in a passive naming no doer, "I" is one who may do the act at all: a
    role barred from it outright ("a player not a main player may not invite") is not who asks, when another may."""
    book = rules.claims
    for frame in [f for f in frames if f.modal in ("may", "must")]:
        if (canon := book.canonical(frame)) is None:
            continue
        narrower = _narrower(rules, canon, context, edition) if context else remembered(
            _untold(rules), (canon.actor, canon.action, canon.obj, edition), lambda: _narrower(rules, canon, context, edition))
        # "in the regroup phase, can I …": the roles whose claims on the act are timed in the phase named
        narrower = [r for r in narrower if any(c.actor == r and c.during and any(rules.same_stretch(p, c.during) for p in during)
                                               for c in book.acting(canon.action, edition))] or narrower
        found, barred = [], []            # every role deciding it alike, or no answer
        for actor in narrower:
            f, d = _first(rules, [Frame(actor, frame.modal, frame.action, frame.obj, frame.count)],
                          edition, context, want_value, options, unread, False, absent, sent)
            if d is None and not context and any(actor in book.above(r) for r in narrower if r != actor):
                continue                  # a class of roles the claims leave open ("main player"): its kinds answer
                #                           (in a situation told, it may be the situation that rules its kinds out)
            if d is None and want_value and context:
                continue                  # in a situation told, a role given no number for the act is not who asks
            if d is None:
                break
            (barred if not want_value and (frame.count is not None or agentless) and d.verdict == "no" and all(
                c.modal in NEGATIVE and not c.conditions for c in d.claims) else found).append((f, d))
        else:
            # a role decided only by an optional rule presumed in play (a Moon challenge's ban on inviting)
            # while another role is decided without one: the question brought no such rule
            found = [x for x in found if not x[1].assumes] or found if not want_value else found
            answers = {(d.verdict, value_of(d) if want_value else None) for _f, d in found}
            if len(answers) == 1 and (not barred or frame.modal == "may" and "yes" in dict(answers)):
                return found[0][0], replace(found[0][1], claims=list({id(c): c for _f, x in found for c in x.claims}.values()))
    return None, None


#: the roles "I" may be for a canonical frame asked with no situation told, per graph
_untold = per_graph(lambda rules: {})


@per_graph
def _narrower_acts(rules) -> dict[str, tuple[str, ...]]:
    """Each action to the actions under it (``isa``), in name order, made once per graph (not a walk
    over every action of the vocabulary for each frame left undecided)."""
    vocab, out = vocabulary_for(rules), {}
    for a in sorted(vocab.words["action"]):
        for wider in vocab.ancestors(a)[1:]:
            out.setdefault(wider, []).append(a)
    return {k: tuple(v) for k, v in out.items()}


def _narrower(rules, canon: Frame, context: dict, edition: str) -> list[str]:
    """The roles, narrower than its actor, the asked edition's claims give a canonical frame's act (or a wider one) on its object."""
    book, vocab = rules.claims, vocabulary_for(rules)
    roles = vocab.words.get("role", set())
    if context:     # "I'm silenced. Can I …?": the role the situation told makes "I" (``role … isa silenced``)
        told = [r for r in roles if any(context.get(w) is True for w in vocab.ancestors(r))
                and canon.actor in book.above(book.nouns.key(r) or r)]
        if told:
            return told
    objects = {*book.above(canon.obj), None} if canon.obj else None
    claims = [c for a in vocab.ancestors(canon.action) for c in book.acting(a, edition)]
    # the roles of the claims testing the situation told, unless a role is barred outright from the thing asked (an
    # act asked of no thing: outright; not when a told claim acts on the very thing: the situation's exception)
    told = [c for c in claims if any(w.key in context and w.holds(context) is not False for w in c.conditions)]
    claims = told if told and (objects and any(t.obj and t.obj in objects for t in told) or not any(
        c.modal in NEGATIVE and not c.conditions and c.obj in (objects or {None}) and not all(any(
            # no player holds both roles at once (an ally is never a main player: isa not-main-player)
            "not-" + w in mine for w in theirs) or any("not-" + w in theirs for w in mine)
            for t in told for mine, theirs in [(vocab.ancestors(r.split(":", 1)[-1]) for r in (c.actor, t.actor))])
        for c in claims)) else claims
    return list(dict.fromkeys(c.actor for c in claims if c.actor != canon.actor and canon.actor in book.above(
        c.actor) and c.actor.split(":", 1)[-1] in roles and (objects is None or c.obj in objects)))


def someone(part: Part) -> bool:
    """Is the part asked of a role the claims may narrow: one other than any player ("do *allies* …"), or
    any player named by a word that asks about some player (`words some-player`: "can *players* …",
    "can *someone* …"), not every player?"""
    actor = part.frames[0].actor if part.frames and len({f.actor for f in part.frames}) == 1 else None
    return any(s.category == "role" and s.word == actor and (
        actor != "player" or " ".join(part.words[s.start:s.end]) in W.some_player) for s in part.found)


def demanded_besides(rules, part: Part, d):
    """"Can a deal include *only* promises?", "can a deal *be* promises?": a permission asked of its object alone (or of
    the thing the subject is) is no where a claim makes the same act of the same actor take a thing that is not it
    (``isa not-<thing>``: a deal must include more than a promise)."""
    book, f = rules.claims, d.frame
    canon = f and f.modal == "may" and f.obj and any(s.category in NOUNS and s.start > part.start and s.word == f.obj and next(
        (w for w in reversed(part.words[part.start:s.start]) if w not in W.article), None) in W.exclusive_object | W.be
        for s in part.found) and book.canonical(f)
    need = canon and next((c for c, _r in book.by_action.get(canon.action, ()) if c.modal == "must" and not c.conditions
                           and d.claims[0].editions & c.editions and c.obj and f"not-{canon.obj}" in vocabulary_for(rules).ancestors(c.obj)
                           and book.related(c.actor, canon.actor)), None)
    return Decision("no", [need], [], [], list(need.sections), None, f) if need else None


@cache
def _phrases(name: str) -> tuple[list[str], ...]:
    """A word list's phrases as word lists (none for a list rulesdata does not hold: ``order-contrary``),
    split once: every yes/no decision asks for them (shared: callers must not change them)."""
    return tuple(p.split() for p in getattr(W, name.replace("-", "_"), ()))


def quantities(part: Part) -> list[tuple[str, str]]:
    """(family, phrase) of how many, how often or in which order the asking clause asks (`quantity-family`: "*only one
    of* us", "*again*", "*only once*", "*before* the defender does"), up to a condition it opens ("… *even if* …"), each
    word read once and the longest phrase first; no order is asked by an ordinal before a noun ("the *first* comet"),
    a word the frame reads as a verb other than an order ("does an alliance *last*") or a moment with a verb of its own."""
    words, out, taken = part.words, [], set()
    verbs = {i for s in part.found if s.category in ("action", "predicate") and s.word not in pairs("moment") for i in range(s.start, s.end)}
    end = next((i for i in range(part.start + 1, len(words)) if words[i] in W.condition_cut), len(words))
    nouns = {s.start for s in part.found if s.category in NOUNS} | {i for i, w in enumerate(words) if w == "one"}
    # "after *I've lost* it": a moment clause with a verb of its own other than the act asked is told, no order asked
    told = max((s.start for s in part.found if s.category == "action" and s.word not in {f.action for f in part.frames}), default=-1)
    found = sorted(((len(p), i, family, p) for family in W.quantity_family for p in _phrases(f"{family}-asked")
                    for i in range(part.start, end - len(p) + 1) if words[i:i + len(p)] == p), reverse=True)
    for n, i, fam, phrase in found:
        if taken.isdisjoint(range(i, i + n)) and not (fam == "order" and (phrase[0] in ("first", "last") and i + 1 in nouns or i in verbs
                                                                            or phrase[0] in pairs("moment") and told > i)):
            taken |= set(range(i, i + n))
            out.append((fam, " ".join(phrase)))
    return out


def _says(texts: list[list[str]], name: str) -> bool:
    """Does one of the texts say a phrase of the word list (not right after "not": "*not only* planets")?"""
    return any(ws[i:i + len(p)] == p and ws[i - 1:i] != ["not"] for ws in texts for p in _phrases(name) for i in range(len(ws)))


def settle(q, part: Part | None, d: Decision) -> Decision | None:
    """``d`` when the deciding claims speak to every family asked (:func:`quantities`); a "yes" turned "no" by a
    deciding claim's own words saying a family's contrary ("again" against "once in the whole game") or, for a word of
    one sense, by a claim of the same act, actor and thing or the deciding rule saying it where nothing speaks to the
    word asked ("only once" against "repeating until it holds one"); None (``unknown``) when no deciding claim speaks
    to a family asked. A "no" stands (what may not be done may not be done again or first), but one whose negated
    claims deny the act past a bound answers a question asking it *only* within it ("does a Comet *only* last for the
    next challenge?": not beyond it)."""
    families = quantities(part) if part is not None else []
    if d.verdict == "no" and "only" in {f for f, _p in families} and d.claims and all(
            c.modal in NEGATIVE and _says([tokens(c.phrase or "")[:2]], "only-beyond") for c in d.claims):
        return replace(d, verdict="yes")
    if d.verdict == "yes" and part is not None and part.modals != ("may",) and any(isinstance(f.count, Exact) for f in part.frames) and not any(
            c.limit or c.count and "_per_" not in str(c.count[0]) for c in d.claims):
        return None                       # "does it get *only one* reward?": no number, or a rate (``…_per_<unit>``), is no exact count
    if not families or d.verdict != "yes":
        return d
    book, first = q.rules.claims, d.claims[0] if d.claims else None
    kin = [*d.claims, *(c for c in book.acting(first and first.action, q.edition) if c.modal in ("may", "must") and not c.options
                        and book.related(c.actor, first.actor) and book.related(c.obj, first.obj))]
    own = {id(c): [tokens(t) for t in (c.phrase or "", c.because or "", *(w.text or "" for w in c.conditions))] for c in kin}
    rules = [tokens(rule_says(q.rules, c)) for c in d.claims]
    for fam, phrase in families:
        contrary = [c for c in d.claims if _says(own[id(c)], f"{fam}-contrary")]
        weak = [] if contrary or phrase in W.quantity_loose else list({id(c): c for c in kin if _says(own[id(c)], f"{fam}-contrary")}.values()) or [
            c for c, says in zip(d.claims, rules, strict=True) if _says([says], f"{fam}-contrary")]
        said = _says([*rules, *(t for c in d.claims for t in own[id(c)])], f"{fam}-said") or fam == "order" and any(
            c.action in ("before", "after") for c in d.claims)
        if contrary or weak and not said:
            found = contrary or weak
            return replace(d, verdict="no", claims=found, conditions=[], sections=[s for c in found for s in c.sections])
        if not said and phrase not in W.quantity_loose:
            return None
    return d


def turned(q, part: Part | None, d: Decision) -> Decision | None:
    """The decision the claims turn round for a family asked (:func:`settle`), or None."""
    settled = settle(q, part, d)
    return settled if settled is not None and settled is not d else None


def only_actor(part: Part) -> str | None:
    """The role a restrictive word closes in ("is it *only the offense* who …?", "can *only allies*
    …?", "is the defense *the only one* who …?"), or the thing opening the asking clause ("do *only the
    attacker's ships* land?"): the question asks whether the act is that role's or thing's alone."""
    first = next((v for v in part.found if v.start >= part.start and v.category in ("thing", "action")), None)
    for s in part.found:
        lead = [w for w in part.words[max(0, s.start - 3):s.start] if w not in W.role_filler - W.restrictive]
        tail = [w for w in part.words[s.end:s.end + 3] if w not in W.role_filler - W.restrictive]
        if (s.category == "role" or s is first and s.category == "thing") and (lead[-1:] and lead[-1] in W.restrictive or tail[:1] and tail[0] in W.restrictive
                                     and tail[1:2] and tail[1] in W.sole_one) and any(f.actor == s.word for f in part.frames) \
                and not _says([part.words[max(0, s.start - 4):s.start]], "role-opener"):   # "while *I'm only* an ally": a role told
            return s.word
    return None


def exclusive(rules, part: Part, edition: str, context: dict, options=(), absent: frozenset[str] = frozenset()):
    """(frame, decision, verdict) of "is it only X who may …?": ``no`` when the claims give the act (on
    the object asked, a kind of it or a class above it) to a role beside or above X; None otherwise."""
    book, actor = rules.claims, only_actor(part)
    for frame in [f for f in part.frames if actor and f.actor == actor and f.modal in ("may", "must")]:
        if (canon := book.canonical(frame)) is None:
            continue
        claims = [c for c in book.acting(canon.action, edition) if canon.actor
                  not in book.above(c.actor) and book.related(c.obj, canon.obj)]
        # the claims of the situation or stretch of play told, when some are ("… in the pre-challenge phase")
        told = [c for c in claims if any(w.key in context for w in c.conditions) or c.during and any(
            k.replace("_", "-") in c.during for k in context)]
        others = dict.fromkeys((c.actor, c.obj if canon.obj in book.above(c.obj or canon.obj) else canon.obj)
                               for c in told or claims)     # a kind of the thing asked, or the thing asked
        for other, obj in others:
            d = decide(rules, Frame(other, "may", canon.action, obj), edition, context, options, absent=absent)
            # another role allowed it in some case ("in the phases its icons show") is enough: not X's alone
            if d is not None and (d.verdict == "yes" or d.verdict == "depends" and "yes" in (c["verdict"] for c in _conditions(d))):
                return frame, d, "no"
    return None


def unplaced(part: Part, context: dict, d) -> bool:
    """Is the part asked by "I" with no role, negation or situation told that the deciding claims ``d`` test ("can I spend Lucre?")?"""
    return part.person and not (context.keys() & {w.key for c in d.claims for w in c.conditions} or W.negation & set(part.words) or any(s.category == "role" for s in part.found))


def narrower_allowed(rules, frame: Frame, edition: str) -> bool:
    """Is the frame's act, banned for its actor, allowed outright to a narrower role (a main player
    may spend Lucre, 11.0)?"""
    book, canon = rules.claims, rules.claims.canonical(frame)
    return canon is not None and canon.modal == "may" and any(
        edition in c.editions and c.modal == "may" and not c.conditions and c.actor != canon.actor and not c.actor.startswith(SPECIFIC)
        and canon.actor in book.above(c.actor) and book.related(c.obj, canon.obj)
        for c, _r in book.by_action.get(canon.action, ()))


warm_up(lambda rules: rules.same_stretch("", ""))     # the graph's table of stretches of play


def phrases_cover(rules, d, unread) -> bool:
    """Do the deciding claims' own words (phrase, conditions, reason, each up to an "instead of" naming what it is not;
    for a clause, the rule's statement too) say the rules words the frame left out? A claim about a class says its kinds."""
    vocab = vocabulary_for(rules)
    texts = [t.split(next((x for x in W.substitute if f" {x} " in f" {t} "), "\n"))[0] for c in d.claims
             for t in (c.phrase or "", c.because or "", *(w.text for w in c.conditions))]
    says = [rule_says(rules, c) for c in d.claims]
    said, stated = _said(vocab, " ".join(texts)), _statement_words(vocab, " ".join(says))
    book, asked = rules.claims, d.frame.obj if d.frame else None
    said = said.union(*(book.above(c.obj) for c in d.claims if c.obj), {m.word for c in d.claims if (e := book.vocab.entries.get(("verb", c.action))) and e.gloss and (
        m := vocab.match(tokens(e.gloss), 0, fuzzy=False)) and m.category == "action"})   # "on *the planet*": place-on planet; "invite" says its gloss's verb, "ask"
    # "spend Lucre *after the offense*": a claim ordering two roles says both, and before and after
    said |= {w for c in d.claims if c.action in pairs("moment") for w in (c.actor, c.action, *pairs("moment")[c.action].split())}
    # "play flares *that change the result*": an act left out that a claim of the same rule lets the asked thing do
    acts = {slot.word for slot, _w in unread if slot.category == "action"}
    said = said.union(*({s.action, s.obj} for c in d.claims for s in claims_by_rule(rules).get(c.rule, ())
                        if asked and s.action in acts and s.modal not in NEGATIVE and s.actor in book.above(asked)))
    wider = {c.obj for c in d.claims if asked and c.obj not in (None, asked) and c.obj in book.above(asked)}  # "comet/colourless"
    # "like a *regular* base": the ordinary kind of the thing asked, not of one special kind of it (a "normal card" is no Plague)
    plain = frozenset() if (asked or "").startswith(SPECIFIC) else frozenset(stem(w) for w in W.plain_qualifier)
    # "*only* in my own challenges": a restrictive word said by a restrictive word of the claims' texts
    narrow = bool((W.restrictive | W.jointly).intersection(tokens(" ".join(texts + says))))
    return all(narrow if slot.category == "clause" and set(surface) <= W.restrictive
               else _clause_said(vocab, surface, said | stated | plain, said | _said(vocab, " ".join(says)), [*texts, *says], slot.alts) if slot.category == "clause"
               # "during Stage 3": every deciding claim holds in that stretch of play (its own, or one holding it; a
               # permission, also in a part of it: "can I play a Reinforcement in Stage 8")
               else True if slot.word.startswith(MOMENTS) and all(c.during and (c.during in {slot.word, *rules.phases_holding(slot.word)} or (
                   d.verdict == "yes" and d.frame.modal == "may" and slot.word in rules.phases_holding(c.during))) for c in d.claims)
               # a thing asked alone ("from my home colonies *only*") is said only by claims that narrow too
               else False if not narrow and W.restrictive & set(surface)
               # "the *defender's* planet": "when the defense wins"
               else slot.word in said or set(content_words(surface) or (  # "on *it*": the words of the name it stands for
                   content_words(tokens(slot.word.split(":")[-1])) if slot.category == "name" else ())) <= said or (
                   # a thing (not one named) said by a class above it: "from any of its bases" says home bases
                   {noun_key(book, w) for w in said}.intersection(  # a thing and its classes; only itself when named (it may except itself)
                       book.above(k) if not (k := noun_key(book, slot.word) or slot.word).startswith(SPECIFIC) and slot.category == "thing" else (k,))) or slot.category in (
                   "thing", "name") and not book.related(asked, k := noun_key(book, slot.word) or slot.word) and bool(
                   wider.intersection(book.above(k))) for slot, surface in unread)


def _clause_said(vocab, surface: list[str], words: set[str], rules_words: set[str], texts=(), head=()) -> bool:
    """Does a clause the frame left out say only what the deciding claims say: each content word
    said by them, or, in a clause of a moment, inside a phrase that reads as a rules word they say
    ("before I *dump* my hand" against a rule's "before redrawing … discards its hand")? Not a clause
    restricting a noun (``head``: "the colour *the Dictator picks*") that a text says of another thing."""
    if head and _elsewhere(vocab, head[0], surface, texts):
        return False
    left = set(content_words(surface)) - words
    if not left or surface[0] not in W.moment_opener:     # who does what in a relative clause is no bag of words
        return not left
    read = [s for s in read_slots(vocab, surface, None, fuzzy=False) if s.word in rules_words]
    return left <= {w for s in read for w in content_words(surface[s.start:s.end])}


def _elsewhere(vocab, head: str, surface: list[str], texts) -> bool:
    """Does a text say the clause's words in order ("the Dictator … picks") of another thing than its noun ("picks *another
    system*") or as a case that changes nothing ("*whatever* colour"), none of the noun (``head``: "the colour")?"""
    def keys(ws):
        return [{stem(w), *(s.word for s in slots if s.start <= i < s.end)} | ({"~"} if W.concessive & set(ws[max(0, i - 6):i]) else set()) for slots in [read_slots(vocab, ws, None, fuzzy=False)] for i, w in enumerate(ws) if w not in W.stopword]
    wanted, noun, found = keys(surface), set().union(*keys(tokens(head))), set()
    for said in (keys(tokens(t)) for t in texts):
        for at in (i for i, k in enumerate(said) if wanted and k & wanted[0]):
            first = at
            for want in wanted[1:]:
                at = None if at is None else next((j for j in range(at + 1, min(len(said), at + 3)) if said[j] & want), None)
            found |= set() if at is None else {"~" not in said[first] and any(said[j] & noun for j in range(max(0, first - 2), min(len(said), at + 3)))}
    return found == {False}


#: names whose own rules may make an exception to a ban (a power, hex, Moon or option asked about)
EXCEPTING = ("power:", "hex:", "moon:", "option:")


def _banned(rules, d, unread, absent: frozenset[str] = frozenset(), context: dict | None = None) -> bool:
    """An unconditional ban (or one whose conditions only say that an untold situation is absent)
    holds for any narrower case of what it bans, unless the words left out name a role or a thing
    that may except itself, or a narrower actor is allowed it. A ban whose every condition is a
    flag the story tells as it needs ("I'm not participating": a player taking no part) holds for the
    side its act is for too ("drop a reinforcement *on the offense*")."""
    told = bool(context) and all(c.conditions and all(w.op in ("true", "false") and w.key in context and w.holds(
        context) for w in c.conditions) for c in d.claims)
    if d.verdict != "no" or not all(c.modal in NEGATIVE and (told or all(
            w.key in absent and w.op == "false" for w in c.conditions)) for c in d.claims) or any(
            s.category == "role" and not told or s.category == "name" and s.word.startswith(EXCEPTING) for s, _w in unread):
        return False
    # a ban on the act when nothing requires it is not excepted by what something requires of a narrower
    # kind of the thing asked (a `must` on challenge cards, asked of cards in general)
    book, asked = rules.claims, d.frame.obj if d.frame and any(c.conditions for c in d.claims) else None
    vocab = vocabulary_for(rules)         # (the story told, a narrower actor in a situation it denies or does not tell,
    #                                       a main player, a silenced player, or a power it does not name, is no exception)
    return not any(c.modal not in NEGATIVE and o.actor != c.actor and o.actor in book.above(c.actor) and not (
        asked and c.modal == "must" and c.obj != asked and asked in book.above(c.obj or asked))
        and book.related(o.obj, c.obj) and not (told and (c.actor.startswith(SPECIFIC) or any(
            context.get(a, False) is False for k in book.above(c.actor) for a in vocab.ancestors(k.split(":", 1)[-1])
            if a in vocab.words.get("condition", ()))))
        for o in d.claims for c, _r in book.by_action.get(o.action, ()))


def _said(vocab, text: str) -> frozenset[str]:
    """The rules words and content words of claims' own texts (remembered per graph)."""
    def read() -> frozenset[str]:
        slots = read_slots(vocab, words := tokens(text), None, fuzzy=False)   # "the defense wins" says defense too
        return frozenset({s.word for s in slots} | set(content_words(words)) | {
            r for s in slots if s.category == "condition" for c in vocab.conditions if c.key == s.word for r in c.roles})
    return remembered(vocab.__dict__.setdefault("_said", {}), text, read)


def _statement_words(vocab, text: str) -> frozenset[str]:
    """The content words of the deciding rules' statements (remembered per graph, as :func:`_said`)."""
    return remembered(vocab.__dict__.setdefault("_says", {}), text, lambda: frozenset(content_words(tokens(text))))


@per_graph
def held_in_conditions(rules) -> dict[str, frozenset[str]]:
    """A yes/no condition's text -> the things it names (:func:`names_in`), once per graph."""
    return {w.text: names_in(rules, w.text) for c in [*rules.claims.claims, *rules.claims.derived]
            for w in c.conditions if w.op in ("true", "false")}


@warm_up
@per_graph
def condition_names(rules) -> dict[str, frozenset[str]]:
    """A yes/no condition's key -> the things its texts name, when each of them names one."""
    held, found = held_in_conditions(rules), {}
    for w in {w for c in [*rules.claims.claims, *rules.claims.derived] for w in c.conditions if w.op in ("true", "false")}:
        found.setdefault(w.key, []).append(held[w.text])
    named = {k: frozenset().union(*v) for k, v in found.items() if k and all(v)}
    # a situation only a card drawn by chance brings (the reverse cone): named by what its words and
    # the words of the situations that imply it name ("a reverse destiny card was drawn")
    vocab = rules.claims.vocab
    chance = [e.word for e in vocab.in_space("condition") if e.word.replace("_", " ") in W.chance_situation]
    # an obligation the question does not tell of ("a rule, power or card requires a discard") names nothing
    # (nor a place the question names no other of: the drawn colour's system, `words untold-place`)
    obliged = dict.fromkeys({*obligations(rules), *(e.word for e in vocab.in_space("condition") if e.word.replace(
        "_", " ") in W.untold_place)}, frozenset())
    def names(k: str, isa: str) -> set[str]:
        return {m.node for e in vocab.in_space("condition") if e.word == k or isa in e.isa
                for t in (e.gloss, *e.aka) for m in link(rules, t).mentions}
    # (not what its contrary names too, "the cone is normal", nor a class of another name, the destiny card)
    chanced = {k: names(k, k) - names("", "not-" + k) for k in chance}
    return {**named, **obliged, **{k: frozenset(n for n in v if not any(
        n != x and n in rules.claims.above(x) for x in v)) for k, v in chanced.items()}}


@per_graph
def obligations(rules) -> frozenset[str]:
    """The conditions that some rule, power or card requires an act (`words untold-obligation`)."""
    return frozenset(e.word for e in rules.claims.vocab.in_space("condition") if e.word.replace("_", " ") in W.untold_obligation)


def names_in(rules, text: str) -> frozenset[str]:
    """The powers, hexes and held cards (a flare, edict or artifact, not their class) a text names."""
    return frozenset(m.node for m in link(rules, text).mentions if m.node.startswith(("power:", "hex:")) or m.node.startswith(
        "card:") and m.node[5:].lower() not in W.held_card_type and bool(
            W.held_card_type.intersection((rules.data(m.node).get("attrs") or {}).get("type") or ())))


def unnamed(rules, named: frozenset[str], context: dict) -> frozenset[str]:
    """The conditions about a power, hex or held card the question neither names nor states: not in
    play, so a claim for that situation answers another question."""
    near = with_flares(rules, named)
    return frozenset(k for k, names in condition_names(rules).items() if k not in context and not names & near)


def with_flares(rules, named) -> frozenset[str]:
    """The things named and the flares of the powers named (a power's ``see``), and their powers."""
    see = _see(rules)
    return frozenset(named).union(*(see.get(n, ()) for n in named))


@warm_up
@per_graph
def _see(rules) -> dict[str, frozenset[str]]:
    """Each node -> both ends of every ``see`` edge it is an end of (a power and its flare)."""
    found: dict[str, set[str]] = {}
    for u, v, _d in rules.edges(verb="see"):
        for end in (u, v):
            found.setdefault(end, set()).update((u, v))
    return {n: frozenset(ends) for n, ends in found.items()}


#: graph kinds that name one thing (a claim about "a player" does not decide one of these)
SPECIFIC = ("power:", "card:", "hex:", "moon:")


def _fits(rules, frame: Frame, d) -> bool:
    """A named power, card, hex or Moon object is decided only by claims about things, not roles."""
    return not (frame.obj or "").startswith(SPECIFIC) or not any(
        c.obj in vocabulary_for(rules).words.get("role", set()) for c in d.claims)


def _first(rules, frames: list[Frame], edition: str, context: dict, want_value: bool,
           options: tuple[str, ...] = (), unread=(), bans: bool = True, absent: frozenset[str] = frozenset(), sent=(),
           told: frozenset[str] | None = None):
    for frame in frames[:24]:
        d = decide(rules, frame, edition, context, options)
        if absent and d is not None and d.verdict == "depends":   # open on a power nobody named? (open still,
            # and only the other way than the case it names: both, the one it names last)
            d = x if (x := decide(rules, frame, edition, context, options, absent=absent)) is None or x.verdict != "depends" or len(
                {c.modal in NEGATIVE for c in [*x.claims, *d.claims]}) != 2 or len({c.modal in NEGATIVE for c in x.claims}) > 1 \
                else replace(x, claims=[*x.claims, *d.claims], conditions=[*x.conditions, *d.conditions], sections=[*x.sections, *d.sections])
        if d is not None and d.verdict == "depends" and told is not None and (occasion := _occasion(rules, frame, edition, context, told)):
            # "can I play a Reinforcement for the other side?": the only situation the act is ever allowed in is presumed
            d = x if (x := decide(rules, frame, edition, {**context, **occasion}, options)) is not None and x.verdict in ("yes", "no") else d
        if d is not None and unread and d.verdict in DECIDED and not phrases_cover(rules, d, unread):
            # a claim restating the deciding one in words that say what the frame left out decides, and is cited
            d = next((x for c in d.restated if phrases_cover(rules, x := replace(d, claims=[c], sections=list(c.sections)), unread)), d)
        if not (d is None or d.verdict not in DECIDED or not _fits(rules, frame, d)
                or want_value and value_of(d) is None or unread and not (
                    phrases_cover(rules, d, unread) or bans and _banned(rules, d, unread, absent, context))
                or ignores_situation(rules, frame, d, context, edition, want_value) or assumed(d.claims)
                or sent_elsewhere(rules, d.claims, sent)):
            return frame, d
    return None, None


def _occasion(rules, frame: Frame, edition: str, context: dict, told: frozenset[str]) -> dict:
    """The situations every permission of the frame's act on its object (two at least, any actor) holds in, none told:
    the act's only occasion, which a question about the act presumes (Reinforcements: both main players played Attack),
    unless it says a word only the wordings of a contrary situation have ("the defense played *Compromise*")."""
    book, said = rules.claims, vocabulary_for(rules).condition_index().key_words
    if (f := book.canonical(frame)) is None or f.modal != "may":
        return {}
    allowed = [c for c in book.acting(f.action, edition) if c.modal not in NEGATIVE
               and c.obj == f.obj]
    keys = set.intersection(*({w.key for w in c.conditions if w.op == "true"} for c in allowed)) if len(allowed) > 1 else set()
    # (none a told situation speaks of: "offense played Attack, defense Compromise" is no both-Attack)
    return {k: True for k in keys if k not in context and not any(k in book.implies(c, v) or c in book.implies(k) for c, v in context.items())
            and not any(told & (said.get(c, frozenset()) - said.get(k, frozenset())) for c in book.implies(k))}


def destinations(rules, part: Part) -> list[str]:
    """What the question sends its act to: the thing right after a destination word ("to *the card's* number")."""
    w = part.words
    sent = [next((s.word for s in part.found if s.category in NOUNS and i < s.start <= i + 3), None)
            for i, x in enumerate(w[:-1]) if x in W.destination and w[i + 1] in W.place_opener   # not "to commit"
            and not set(w[i - 1:i]) & W.not_destination]
    # "send ships *into an encounter*": a stretch of play (``isa scope``) is no thing the act is sent to
    return [k for x in sent if x and "scope" not in rules.claims.above(k := noun_key(rules.claims, x) or x)]


def sent_elsewhere(rules, claims, sent) -> bool:
    """Does a claim say where its act goes ("may not add ships *to the target planet*") while the question sends
    it to a thing apart from that ("add its ships *to its attack card*": counting them toward a total)?"""
    book, vocab = rules.claims, vocabulary_for(rules)
    for c in claims if sent else ():
        own = {noun_key(book, x) for x in _said(vocab, c.phrase)} - {None} \
            if (c.phrase or "").lower().split()[:1] and c.phrase.lower().split()[0] in W.destination else set()
        if own and not any(book.related(x, n) for x in sent for n in own):
            return True
    return False


def assumed(claims) -> bool:
    """Only the engine's own assumptions (cited ``house``: "the rules do not say"), no source
    nor house rule loaded: the sources leave open what these claims decide."""
    return all(s[0] == "house" and not c.house for c in claims for s in c.sections or (("", ""),))


def ignores_situation(rules, frame: Frame, d, context: dict, edition: str | None = None, value: bool = False) -> bool:
    """The question states a situation that claims (of the asked edition) about its actor or object
    test but the deciding claims do not (when they test some of it, only claims about the same action
    count)."""
    book = rules.claims                   # a claim testing a narrower case (one_matching) tests the wider one told
    tested = {k for c in d.claims for w in c.conditions for k in (w.key, *(x for x, yes in book.implies(w.key).items() if yes))}.union(*(
        vocabulary_for(rules).ancestors(c.actor) for c in d.claims))     # a silenced player's claim tests "silenced"
    if (f := book.canonical(frame)) is None:
        return False
    # a value asked: a flag the frame's own other claims test was weighed ("when not X" failing as told, "when Y" holding)
    tested |= {w.key for c, _r in book.by_action.get(f.action, ()) if value and (c.actor, c.obj) == (f.actor, f.obj) for w in c.conditions}
    # a condition worded only by the frame's own words ("can I *challenge a Moon*?") is the act asked
    said = {stem(w) for x in (f.actor, f.action, f.obj or "") for w in tokens(x.split(":")[-1])}
    # a flag told stands for the flags it denies ("needs no explanation": no choice needed)
    keys = {k: (k, *(x for x, yes in book.implies(k, v).items() if not yes)) for k, v in context.items()}
    untested = [k for k in context if tested.isdisjoint(keys[k]) and not any(
        c.key == k and c.words <= said for c in vocabulary_for(rules).conditions)]
    # the situation's own claims on the same act, actor and object say what the decision says
    # (a ban on redrawing, and the ban for the offense out of cards): the situation changes no yes/no
    untested = [k for k in untested if value or not _agrees(book, f, d, k, context[k], edition)]
    # a flag told whose every claim on the act fails as told (a ban "outside the drawn system", told inside it) changes nothing
    # (or through what it implies: "at the same time" fails a ban on revealing one at a time; a claim of every player, wider
    # than the actor asked, is not shown idle by another role's claims: "the offense wins" fails an offensive ally's ban)
    untested = [k for k in untested if not any(_idle(book, f, x, v, edition, all(c.actor in book.above(f.actor)[1:] for c in d.claims))
                                               for x, v in {k: context[k], **book.implies(k, context[k])}.items())]
    if not untested:
        return False
    subjects = {*book.above(f.actor), *(book.above(f.obj) if f.obj else ())}
    about = _index(book)["tested"]
    action = None if len(untested) == len(context) else f.action
    return any(subjects & about.get((edition, action, key), set()) for k in untested for key in keys[k])


def _agrees(book, f: Frame, d, key: str, value, edition: str | None) -> bool:
    """Is the decision a ban that the claims testing ``key`` as told, on the frame's action, of its
    actor and object's kinds, all state too (and is there one)? A permission is not carried over: the
    situation's own permission may hold only for a narrower act ("draw 8" at setup, not on a redraw)."""
    if d.verdict != "no":
        return False
    told = "true" if value is True else "false"
    same = [c for c, _r in book.by_action.get(f.action, ()) if (edition is None or edition in c.editions) and any(
            w.key == key and w.op == told for w in c.conditions) and book.related(c.actor, f.actor) and book.related(c.obj, f.obj)]
    return bool(same) and all(c.modal in NEGATIVE for c in same)


def _idle(book, f: Frame, key: str, value, edition: str | None, kin: bool) -> bool:
    """Does every claim on the frame's action about its actor or object (or a kind above them) that tests the flag
    ``key`` fail as told, so that the flag decides nothing here? (``kin``: only claims of a kind of the actor count)"""
    subjects = {*book.above(f.actor), *(book.above(f.obj) if f.obj else ())}
    tests = [w for c, _r in book.by_action.get(f.action, ()) if (edition is None or edition in c.editions)
             and {c.actor, c.obj} & subjects and (not kin or book.related(c.actor, f.actor)) for w in c.conditions if w.key == key]
    return bool(tests) and all(w.holds({key: value}) is False for w in tests)


@per_graph
def _index(book) -> dict[str, dict]:
    """``actions`` (edition, object) -> how many claims give each action on it; ``tested``
    (action or None, condition key) -> the actors and objects of claims testing that key."""
    actions: dict[tuple[str, str], dict[str, int]] = {}
    tested: dict[tuple, set[str]] = {}
    for c in [*book.claims, *book.derived]:
        if c.obj and c.modal in ("may", "may-not", "must", "need-not", "counts", "is"):   # "have two powers": number-of
            for edition in c.editions:
                counts = actions.setdefault((edition, c.obj, c.modal == "is"), {})
                counts[c.action] = counts.get(c.action, 0) + 1
        for w in c.conditions:
            for edition in (None, *c.editions) if w.key else ():
                # "place-on" (the act with where it goes) is the act "place" too
                for action in (None, c.action, c.action.split("-")[0]):
                    tested.setdefault((edition, action, w.key), set()).update(x for x in (c.actor, c.obj) if x)
    return {"actions": actions, "tested": tested}


warm_up(lambda rules: _index(rules.claims))


def value_of(d, lowest: bool = False):
    """A number for the answer: the top of a range ("how many can I send": 1 to 4 -> 4), or
    its bottom when the question asks the minimum; "at least 3" is 3."""
    value = None if str(d.value) == "none" else d.value      # "any number" is no number
    if isinstance(value, (tuple, list)) and len(value) == 2:
        low, high = value                 # ("at least", 3), ("at most", 4): the number
        return high if isinstance(low, str) else low if lowest or high is None else high
    if value is not None:
        return value
    for c in d.claims:
        if c.limit is not None and str(c.limit) != "none":
            return c.limit
        if c.count:
            return c.count[0] if c.count[0] == c.count[1] or c.count[1] is None else list(c.count)
    return None


def citations_of(rules, d) -> list[dict]:
    """The citations of a decision's claims and restatements (a ``depends`` also cites the rule it narrows)."""
    return claims_citations(rules, [*d.claims, *d.restated, *(d.overrides if d.verdict == "depends" else ())])


def claims_citations(rules, claims) -> list[dict]:
    """Each claim's citations (its rule's when it carries none), once each, with the rule they come from."""
    out: list[dict] = []
    for c in claims:
        cits, node = [dict(x) for x in c.citations], c.rule_node or c.rule
        if not cits and node:
            with suppress(KeyError):
                cits = node_citations(rules, node)
        for x in cits:
            x.setdefault("rule", c.rule)
            out += [] if x in out else [x]
    return out


def rule_says(rules, claim, own: bool = False) -> str:
    """What the rule behind a claim says (``own``: for a conflict block's claim, the rule stating
    the same claim, when there is one: the block's ``says`` is its policy)."""
    node = claim.rule_node or claim.rule
    if own and node and node.startswith("conflict:"):
        node = _stating_rules(rules).get(_stated(claim), node)
    with suppress(KeyError):
        return (rules.node(node).get("says") or "").strip() if node else ""
    return ""


#: what a claim states where: its frame, its editions and its sections
_stated = attrgetter("actor", "modal", "action", "obj", "editions", "sections")


@warm_up
@per_graph
def _stating_rules(rules) -> dict[tuple, str]:
    """A claim's frame, editions and sections -> the rule (not a conflict block) stating it."""
    return {_stated(c): node for c in reversed(rules.claims.claims)   # reversed: the first rule stating it
            for node in [c.rule_node or c.rule] if node and not node.startswith("conflict:")}


def _explain(rules, d, verdict: str) -> str:
    said = [s for s in dict.fromkeys(rule_says(rules, c, own=True) for c in d.claims) if s]
    text = " ".join(said[:2]) or "; ".join(c.text() for c in d.claims[:2])
    beaten = [s for s in dict.fromkeys(rule_says(rules, c) for c in d.overrides) if s and s not in said]
    if beaten:
        text += f" This takes precedence over the general rule: {beaten[0]}"
    # each case with the verdict it brings ("no when the attack wins"), not the bare condition
    return "It depends: " + "; ".join(f"{c['verdict']} when {c['when']}" for c in _conditions(d)) + ". " + text \
        if verdict == "depends" else text


def _conditions(d) -> list[dict]:
    """One ``{"when", "verdict"}`` per open condition: the verdict of the claim that holds
    when it does (a "does-not…" claim under that condition says no)."""
    said = {w.text: "no" if c.modal in NEGATIVE else "yes"      # the first claim saying a condition
            for c in reversed([*d.claims, *d.overrides]) for w in reversed(c.conditions)}
    texts = [c.get("when") or c.get("text") if isinstance(c, dict) else str(c) for c in d.conditions]
    return [{"when": t, "verdict": said.get(t, "yes")} for t in texts]


def noun_key(book, word: str) -> str | None:
    """The claims' key for a noun: a graph node (under its canonical name), else a vocabulary key."""
    return book.nouns.same.get(word, word) if word in book.graph else book.nouns.key(word)


def counted_slot(part: Part):
    """The slot of the thing a "how many" / "how much" / "the (smallest) number of" / "the most Xs" part
    counts: the first named after it (not "the max hand size")."""
    at = next((i for i, w in enumerate(part.words) if w in W.how_much or part.words[i:i + 2] == ["number", "of"] or (
        w in W.maximum_word | W.minimum_word and part.words[i + 1:i + 2] != ["number"] and any(   # a plural counted:
            s.start == i + 1 == s.end - 1 and s.category in NOUNS and part.words[i + 1].endswith("s") for s in part.found))), None)
    return None if at is None else next(
        (s for s in part.found if s.start > at and s.category not in ("action", "predicate")), None)   # "how many *different* types"


def answer_limit(q, reading: Reading) -> Answer | None:
    """"Is there a limit on …": yes for a deciding claim's number limit, no for ``limit none``; turned round for "*no limit*"."""
    part = reading.parts[0]
    said = f" {' '.join(part.words)} "
    turn = {"yes": "no", "no": "yes"} if any(f" {p} " in said for p in W.unlimited) else {}
    absent = unnamed(q.rules, frozenset(q.named_nodes()), reading.context)   # a power nobody named is not in play
    frame, d = first_decided(q.rules, part, q.edition, reading.context, options=options_named(q), named=frozenset(q.named_nodes()))
    if d is None or not any(c.limit is not None for c in d.claims):
        # "is there a limit on how often I (dump and) redraw?": the limits the claims give the act asked (or the one joined
        # to it) for its actor or each narrower role they name, when all of them agree
        found = [(g, x) for f in [*part.frames[:8], *part.also[:4]] for canon in [q.rules.claims.canonical(f)] if canon
                 for g in dict.fromkeys(Frame(c.actor, canon.modal, canon.action, canon.obj, canon.count) for c, _r in
                                        q.rules.claims.by_action.get(canon.action, ()) if c.limit is not None and q.edition
                                        in c.editions and canon.actor in q.rules.claims.above(c.actor) and q.rules.claims.related(
                                            c.obj, canon.obj))
                 if (x := decide(q.rules, g, q.edition, reading.context, options_named(q), absent=absent)) is not None
                 and x.verdict in DECIDED and any(c.limit is not None for c in x.claims)]
        if found and len({tuple(str(c.limit) for c in x.claims if c.limit is not None) for _g, x in found}) == 1:
            frame, d = found[0]
    if d is None:
        # "is there a hand limit?": whether the thing named is limited, as the claims say it
        for noun in [s.word for s in part.found if s.category in ("thing", "name", "role")]:
            if (d := decide(q.rules, frame := Frame(noun, "is", "limited"), q.edition, reading.context,
                            options_named(q))) is not None and d.verdict in ("yes", "no"):
                return answer_from(q, d, turn.get(d.verdict, d.verdict), frame)
        return None
    if not (limits := [c.limit for c in d.claims if c.limit is not None]):
        return None
    limited = "no" if all(str(x).lower() == "none" for x in limits) else "yes"
    ans = answer_from(q, d, turn.get(limited, limited), frame)
    ans.value = None if limited == "no" else limits[0]
    return ans


def answer_from(q, d, verdict: str, frame: Frame) -> Answer:
    """The answer a decision gives a question read as ``frame`` (words, citations, conditions)."""
    cits = citations_of(q.rules, d)
    head = {"yes": "Yes.", "no": "No."}.get(verdict, "")    # a "depends" opens with its cases (_explain)
    text = f"{head} {_explain(q.rules, d, verdict)} ({where(cits)})".strip()
    return q.answer(verdict, text, citations=cits, entities=q.entity_ids(), confidence=0.9,
                    conditions=_conditions(d) if verdict == "depends" else [], notes=[f"read as: {frame}"])


def other_edition(q, ans: Answer, reading: Reading, frame: Frame, verdict: str) -> None:
    """Where the other edition decides the same frame differently, both go in ``editions``."""
    other = next(e for e in EDITION_NAMES if e != q.edition)
    d = decide(q.rules, frame, other, reading.context, options_named(q))
    if d is None or d.verdict not in DECIDED or d.verdict == verdict:
        return
    theirs = make(q.text, other, d.verdict, f"{d.verdict.capitalize()} in {EDITION_NAMES[other]}. "
                  + _explain(q.rules, d, d.verdict), citations=citations_of(q.rules, d))
    ans.editions = {q.edition: for_edition(ans, q.edition), other: for_edition(theirs, other)}
