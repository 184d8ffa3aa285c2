"""Yes/no answers from the claims: each part of the question decided by the first of its
frames the claims decide (``claimed.first_decided``); a ``depends`` whose conditions the
question's own words state is decided by the claims stated (``nearest.conditions_stated``).
Two parts with different verdicts make the answer ``depends``, one condition per part.
``None`` when no claim decides the first part (the router then tries the nearest claim).
"""
from __future__ import annotations

from dataclasses import replace

from resolver.answer import Answer
from resolver.ask import claimed, nearest
from resolver.ask.claimed import _explain as explain
from resolver.ask.claimed import (
    answer_from,
    citations_of,
    decide,
    first_decided,
    noun_key,
    options_named,
    other_edition,
    readings,
    unnamed,
)
from resolver.ask.frame import MOMENTS, NOUNS, Reading, drawn_colours, opposites, read_slots
from resolver.ask.nearest import (
    PARAMS,
    conditions_stated,
    contradicted,
    counts_told,
    question_features,
)
from resolver.ask.procedures import unknown
from resolver.ask.text import W, content_words, pairs, tokens
from resolver.ask.vocab import vocabulary_for
from resolver.graph import timing
from resolver.graph.decide import Decision


def answer_polar(q, reading: Reading) -> Answer | None:
    """yes / no / depends for the question's parts, or None when no claim decides the first."""
    if reading.parts and claimed.only_actor(reading.parts[0]):    # "is it only the offense who …?"
        found = claimed.exclusive(q.rules, reading.parts[0], q.edition, reading.context, options_named(q),
                                  unnamed(q.rules, frozenset(q.named_nodes()), reading.context))
        return None if found is None else answer_from(q, found[1], found[2], found[0])
    if reading.parts and (timed := _timed(q, reading.parts[0], reading.context)) is not None:
        return answer_from(q, timed, timed.verdict, timed.frame)
    # a count the question tells of the act's claims ("one card left") is part of the situation
    reading.context.update(counts_told(q, reading.parts[0].frames if reading.parts else [], reading.context))
    decided = [(p, *first_decided(q.rules, p, q.edition, reading.context, options=options_named(q),
                                  named=frozenset(q.named_nodes()), told=frozenset(content_words(q.words))))
               for p in reading.parts]
    if not decided or decided[0][2] is None:
        return None
    decided = [x for x in decided if x[2] is not None]
    part, frame, d = decided[0]
    if d.verdict == "depends" and isinstance(frame.count, int) and all(c.modal == "may" and isinstance(c.count, tuple) and all(
            isinstance(n, int) and n < frame.count for n in c.count) for c in d.claims):
        d = replace(d, verdict="no", conditions=[])   # "two tokens from the warp": in every case it depends on, fewer
    if part.limit and d.value is None:
        return None                       # "is there a limit on how often I redraw": a permission with no number says none
    if d.verdict == "depends":
        # the conditions it depends on may be said in the question's words ("does a *winning*
        # offensive ally get a base?"): the claims whose conditions are stated decide
        d = x if (x := conditions_stated(q, frame, d, question_features(q), PARAMS, moments=True)[1]).claims else d
    if d.verdict == "yes":                # "after" against "before"; "anyone" against a ban on one; "only" what must have more
        d = next((x for x in (contradicted(q, d.claims, d), claimed.demanded_besides(q.rules, part, d), nearest.excepted(q, d),
                              _left_undone(q, part, d), nearest.other_value(q, d)) if x is not None), d)
    if (d := claimed.settle(q, part, found := d)) is None:    # "again", "only once", "before the defender does"
        return unknown(q, "The rules I hold do not say this for how many, how often or in which order asked.",
                       lead=citations_of(q.rules, found))
    if nearest.answers_another(q, d.claims) or d.verdict == "yes" and (nearest.outside(part) or _colour_apart(q, part, d)) or nearest.evaded(part, frame.action):
        return None                       # another phase, the optional game, another's own things; the act's escape
    if d.verdict == "yes" and (coloured := _coloured(q, part, d)) is not None:
        if coloured is False:             # "the *blue* Limbo section": the claims speak of no colour, nor of one only
            return unknown(q, "The rules I hold do not say this of one colour.", lead=citations_of(q.rules, d))
        d = coloured
    # "is one ship *too few to count* as a colony?": the frame's act after an `excess-degree` word and "to" is asked of its
    # contrary (its yes is the question's no); a `forbidding-phrase` ("too late to") is read as a ban by the frame itself
    beyond = d.verdict in ("yes", "no") and any(s.category == "action" and s.word == frame.action and "to" in part.words[i + 2:s.start]
                                                for i in range(part.start, len(part.words)) if part.words[i] in W.excess_degree
                                                and " ".join(part.words[i:i + 2]) not in W.forbidding_phrase for s in part.found)
    d = replace(d, verdict={"yes": "no", "no": "yes"}[d.verdict]) if beyond else d
    ans = answer_from(q, d, d.verdict, frame)
    # parts asking one act of different cases differ by case; a part asking another act ("do I draw it? so we
    # reshuffle first?", "do they have comets, or do we add them?") leaves the first part's answer standing
    decided = [x for x in decided if x[1].action == frame.action]
    if len(decided) > 1 and len({x[2].verdict for x in decided}) > 1:
        ans.verdict = "depends"
        ans.conditions = [{"when": p.text.rstrip("?"), "verdict": x.verdict} for p, _f, x in decided]
        ans.answer = "Each part has its own answer: " + " ".join(
            f"{p.text} {x.verdict.capitalize()}." for p, _f, x in decided) + " " + ans.answer
        for _p, _f, x in decided[1:]:
            ans.citations += [c for c in citations_of(q.rules, x) if c not in ans.citations]
    if beyond:
        return ans                        # the other edition and reading decide the act, not its contrary
    other_edition(q, ans, reading, frame, d.verdict)
    # where the asked edition's two documents disagree (an option switching readings: FFG redraws) and the
    # question names neither, a yes/no the other reading reverses is ``depends``
    named, book = options_named(q), q.rules.claims
    if ans.verdict not in ("yes", "no") or W.document_word & set(q.words) or any(k not in (None, book.nouns.key(
            frame.actor)) and book.nouns.key("player") in book.above(k) for k in map(book.nouns.key, q.entity_ids())):
        return ans
    for opt, title in [r for r in readings(q.rules) if r[0] not in named]:
        d = decide(q.rules, frame, q.edition, reading.context, (*named, opt))
        # the other reading must be the option's own claim, not a side effect of switching it on
        # (a Mayfair Gas Giant question is no FFG redraw question)
        if d is not None and d.verdict in ("yes", "no") and d.verdict != ans.verdict and any(
                opt in c.options for c in d.claims):
            ans.conditions = [{"when": "by the rule we apply", "verdict": ans.verdict}, {"when": f"by the {title}", "verdict": d.verdict}]
            ans.verdict, ans.answer = "depends", f"It depends on the document: {ans.answer} By the {title}: {explain(q.rules, d, d.verdict)}"
            ans.citations += [c for c in citations_of(q.rules, d) if c not in ans.citations]
            return ans
    return ans


def _timed(q, part, context: dict) -> Decision | None:
    """"Can I play a Reinforcement *before the cards are revealed*?", "is the destiny card drawn *before tokens go on
    the cone*?": the first frame of an act asked at a moment (:func:`_moment`) decided at it (:func:`timing.at`),
    when the moment is all the frames leave out and no other stretch of play is named."""
    read = None if W.negation & set(part.words) else _moment(q, part)
    if read is None or any(not read[2].start <= s.start < s.end <= read[2].stop for s in [
            *part.unread, *(s for s in part.found if s.word.startswith(MOMENTS))]):
        return None
    for frame in part.frames:
        if (d := timing.at(q.rules, frame, q.edition, read[0], read[1], options_named(q), context)) is not None:
            return d if d.verdict != "undecided" else None
    return None


def _moment(q, part) -> tuple[timing.Span, timing.Span | None, range] | None:
    """The stretch of the turn a `moment-side` word asks at (:func:`timing.moment`: before, after or within the phase
    or window named right after it, or before or after the event of a verb after it whose claims are timed, on the
    thing named with it), the stretch not to meet, and the words saying the moment; None when there is none."""
    sides, table = pairs("moment-side"), timing.spans(q.rules, q.edition)
    for at in (i for i, w in enumerate(part.words) if w in sides):
        after = sorted((s for s in part.found if s.start > at), key=lambda s: s.start)
        # a phase or window named, also in words another kind of slot took ("in *the pre-challenge phase*")
        named = None if not after else after[0].word if after[0].word in table else q.rules.resolve_name(
            " ".join(part.words[after[0].start:after[0].end]), kinds=("phase", "window"), fuzzy=False)
        if named in table and after[0].start <= at + 3:
            stretch, used = table[named], after[:1]
        elif sides[part.words[at]] != "during" and (verb := next((s for s in after[:3] if s.category == "action"
                                                                  and timing.timed_event(q.rules, s.word, q.edition)), None)):
            # the thing done (after the verb, else before it: "the cards are revealed"), not who does it
            used = sorted((s for s in after if s.category in ("thing", "name") and s.start <= verb.start + 3), key=lambda s: s.start < verb.start)
            stretch = used and timing.event_span(q.rules, verb.word, noun_key(q.rules.claims, used[0].word), q.edition) or None
            used.append(verb)
        else:
            continue
        found = timing.moment(q.rules, q.edition, sides[part.words[at]], stretch)
        return found and (*found, range(at, max(s.end for s in used)))
    return None


def _colour_apart(q, part, d) -> bool:
    """"Tan was drawn … does the Assassin kill *a Pink* ship?": the asked thing qualified by a player's colour
    other than the one colour the story tells drawn, while the deciding claims speak of a colour: their yes
    is for the colour drawn, not the one asked."""
    said = [tokens(s) for s in q.reading.story] + [part.words]
    drawn = drawn_colours(said) or drawn_colours(said, 4)    # a colour after its cue first ("I'm pink and flipped tan")
    asked = {part.words[x.start - 1] for x in part.found if x.category in NOUNS and x.start > part.start
             and part.words[x.start - 1] in W.player_colour}
    return len(drawn) == 1 and bool(asked - drawn) and any(
        W.colour_word.intersection(tokens(c.phrase or "")) for c in d.claims)


def _coloured(q, part, d) -> Decision | bool | None:
    """"Does Simply Cosmic have a *yellow* colour?", "can my ships go into the *blue* Limbo section?": a thing asked
    of one player's colour (no colour drawn; a `colour-told` thing, which a colour picks out) against a yes: a deciding claim listing the colours (two or more in its
    words) answers whether that one is among them (None when it is, a "no" when not); claims listing none leave
    it undecided (False): a claim of every colour ("whatever its colour") says nothing of the one asked. None when no thing is so qualified."""
    told = {w.replace(" ", "-") for w in W.colour_told}   # "the *mint* tokens": whose, no colour the rules tell apart
    vocab = vocabulary_for(q.rules)
    asked = {part.words[x.start - 1] for x in part.found if x.category == "thing" and x.start > part.start + 1
             and part.words[x.start - 1] in W.player_colour and told & {x.word, *vocab.ancestors(x.word)}
             and part.words[x.start - 2] in W.article | W.possessive | W.determiner}
    if not asked or drawn_colours([tokens(s) for s in q.reading.story] + [part.words], 4):
        return None
    listed = [c for c in d.claims if len(W.player_colour.intersection(tokens(c.phrase or ""))) > 1]
    if not listed:
        return False
    out = [c for c in listed if asked - set(tokens(c.phrase or ""))]
    return replace(d, verdict="no", claims=out, sections=[s for c in out for s in c.sections], conditions=[]) if out else None


def _left_undone(q, part, d) -> Decision | None:
    """"Must it discard its hand *without playing* anything?": an obligation asked with an act after a `privative`
    word is "no" when the deciding rule lets the same actor do that act (it may play first)."""
    acts = {s.word for s in part.unread if s.category == "action" and part.words[s.start - 1] in W.privative} if "must" in part.modals else ()
    may = next((c for a in acts for c, _r in q.rules.claims.by_action.get(a, ()) if c.modal == "may" and any(
        x.modal == "must" and c.rule == x.rule and c.actor == x.actor for x in d.claims)), None)
    return None if may is None else Decision("no", [may], [], [], list(may.sections), None, d.frame)


def other_alternative(q, ans: Answer) -> Answer:
    """"Face down or face up?" read as yes/no on one side: two opposites around "or" leave no third
    way, so a "no" is the side after "or" (a "yes" stays)."""
    part = q.part
    words = part.words if part and ans.verdict in ("yes", "no") else []
    at = words.index("or") if words.count("or") == 1 else 0
    if at and words[at - 1] == words[-1] in W.opposite:
        # "do I pick my tokens first or point the cone first?": the thing of the side the order asked puts first
        aux = max((i for i in range(part.start, at) if words[i] in W.auxiliary), default=part.start - 1)
        lo, hi = (aux + 1, at - 1) if ans.verdict == "yes" else (at + 1, len(words) - 1)
        # the first thing named on that side, also inside a verb's phrase ("*put tokens on the cone*"; "*point the gate*": its last word)
        ends = [next((s.start + 1 + t.end for t in read_slots(vocabulary_for(q.rules), words[s.start + 1:s.end], None, fuzzy=False)
                      if t.category in NOUNS), s.end) if s.category not in NOUNS else s.end
                for s in part.found if lo <= s.start and s.end <= hi and (s.category in NOUNS or s.end - s.start > 1)]
        if ends:
            ans.verdict, ans.value = "value", f"{words[ends[0] - 1]} {words[-1]}"
            ans.answer = f"{ans.value.capitalize()}: {ans.answer.split('. ', 1)[-1]}"
        return ans
    words = words if ans.verdict == "no" else []
    right = next((j for j in range(at + 1, min(at + 3, len(words))) if at and words[j] in opposites()), None)
    if right is not None and opposites()[words[right]] in words[:at]:
        ans.verdict, ans.value = "value", " ".join(words[at + 1 + (words[at + 1] in W.alternative_skip):right + 1])
        ans.answer = f"{ans.value.capitalize()}: {ans.answer.split('. ', 1)[-1]}"
    return ans
