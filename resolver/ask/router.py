"""Which answerer takes a question, from its intent and the entities it names."""
from __future__ import annotations

import re

from resolver.answer import Answer
from resolver.ask.choice import (
    act_phase,
    alternative_in_words,
    answer_choice,
    kind_described,
    meaning,
    nearest_actor,
    said_in,
    told_player,
    where_sent,
)
from resolver.ask.claimed import answer_limit, claims_citations, counted_slot, noun_key
from resolver.ask.compose import (
    EDITION_NAMES,
    cite_dicts,
    display,
    edge_citations,
    make,
    node_citations,
    where,
    with_enclosing,
)
from resolver.ask.frame import NOUNS, no_question_word
from resolver.ask.grammar import shape_word
from resolver.ask.lexicon import RELATION_VERBS, verb_class
from resolver.ask.linker import link
from resolver.ask.nearest import answer_nearest
from resolver.ask.polar import answer_polar, other_alternative
from resolver.ask.procedures import (
    edition_difference,
    editions_alike,
    nearest_text,
    text_answer,
    told_case,
    unknown,
    what_is,
)
from resolver.ask.question import Question, understand
from resolver.ask.relations import listed_relations, order, relation, turned, versus
from resolver.ask.situations import card_worth, looks_like_situation, situation, told_outcome
from resolver.ask.text import W, content_words, first_upper, number, ordinal, pairs, stem, tokens
from resolver.ask.values import (
    answer_value,
    best_param,
    count_in_words,
    count_related,
    counted_sum,
    kinds_listed,
    name_head,
    param_value,
    param_weight,
    table_value,
    which,
    which_actors,
)
from resolver.ask.vocab import VERBS, vocabulary_for


def route(q: Question, oracle) -> Answer:
    """Pick the answerer; add the edition switch and low-confidence warnings."""
    editions = pairs("edition-named")
    named = {editions[w] for w in q.words if w in editions}
    notes = []
    if len(named) == 1 and q.edition not in named:
        edition = named.pop()
        notes.append(f"the question names the {edition} edition, so it is answered for {edition}")
        q = understand(q.rules, q.text, edition)
    q = _phase_in_own_words(q, notes)
    ans = _dispatch(q, oracle)
    if ans.verdict == "value" and ans.value in ("offense", "defense") and "or" in q.words:
        # "Attacker or defender?": the side answered in the word the question offers for it
        vocab, at = vocabulary_for(q.rules), q.words.index("or")
        ans.value = next((w for w in q.words[max(0, at - 2):at + 3] if (m := vocab.match(
            [w], 0, fuzzy=False)) and m.category == "role" and m.word == ans.value), ans.value)
    # the words of the question first: a situation's number need not read the question for it
    if isinstance(ans.value, int) and W.person_ask & set(q.words) and \
            W.person_ask & set(q.reading.parts[0].words if q.reading.parts else q.words):
        ans = unknown(q, "The number I found does not say who.")   # "whose hand do I take …?"
    ans.citations = with_enclosing(q.rules, ans.citations)
    ans.notes[:0] = notes
    guesses = q.guesses()
    if guesses:
        read = ", ".join(f"'{m.text}' as {display(q.rules, m.node)}" for m in guesses)
        ans.answer = f"(A guess: I read {read}.) {ans.answer}"
        ans.confidence = round(ans.confidence * min(m.score for m in guesses), 3)
        ans.notes.append("low-confidence match: " + read)
    return ans


def _phase_in_own_words(q: Question, notes: list[str]) -> Question:
    """A phase named in the other edition's words ("the launch stage" in a Mayfair question)
    is read as the asked edition's phase of the same name ("Stage 3"), when there is exactly one."""
    key = f"{q.edition}-name"
    for m in q.mentions:
        data = q.rules.node(m.node)
        if m.kind != "phase" or not data.get("editions") or q.edition in data["editions"]:
            continue
        names = data.get("attrs", {}).get(key) or []
        mine = [n for n in q.rules.nodes(kind="phase")
                if q.edition in (q.rules.node(n).get("editions") or [])
                and names and q.rules.node(n).get("attrs", {}).get(key) == names]
        span = re.compile(re.escape(m.text) + r"(\s+(stage|phase)\b)?", re.IGNORECASE)
        found = span.search(q.text)
        if len(mine) != 1 or not found or not re.search(r"\b(stage|phase)\b", found.group(0), re.IGNORECASE):
            continue
        own = q.rules.node(mine[0])
        word = names[0] if q.edition == "mayfair" else own.get("title") or names[0]
        notes.append(f"'{m.text}' is the {EDITION_NAMES[q.edition]} {word}")
        return understand(q.rules, span.sub(word, q.text, count=1), q.edition)
    return q


def _dispatch(q: Question, oracle) -> Answer:
    if not q.words:
        return unknown(q, "The question has no words I can read.")
    part = q.part
    # "… Lucre income at the start of my turn?": a phrase opening with the summed parameter's name, with no
    # auxiliary, question word nor number (not "… gets 7 Lucre?"); the parameter is looked for only then
    fragment = q.kind == "polar" and part is not None and part.words[:1] and not (
        W.auxiliary | W.question_word) & set(part.words) and not any(number(w) is not None for w in part.words)
    doc = best_param(q) if q.kind != "polar" or fragment else None
    fragment = fragment and doc is not None and stem(part.words[0]) in doc.name_words
    if (q.kind != "polar" or fragment) and param_weight(q, doc) == float("inf") and (found := param_value(q, doc)):
        return found                      # a sum the engine makes of the counts stated (Lucre income)
    if q.kind == "value" and (found := counted_sum(q) or kinds_listed(q)):
        return found                      # a count the engine works out (extra Flares for 3 players)
    if q.kind in ("value", "other") and (found := card_worth(q)):
        return found                      # a card's value the Mirror and a Kicker change
    if q.kind == "value" and _seated(q) and (found := _timing_order(q)) and found.entities[0].endswith(":timing-conflicts"):
        return found                      # seats told clockwise, their timing-conflict order
    if looks_like_situation(q) and ((found := situation(q, oracle)).verdict not in ("text", "value", "unknown") or q.kind != "polar"
                                    and (found.verdict != "unknown" or q.kind != "value")):
        return found                      # a yes/no question is not answered by the engine's winner or totals, nor left
        #                                   by a failed scenario, nor one with a question word
    if q.kind != "polar" and (found := edition_difference(q)):
        return found
    if q.kind == "polar":
        return other_alternative(q, _polar(q))
    if q.kind in ("value", "choice", "other"):
        # a number the claims give, else the one word they give for the open slot
        found = _nth_phase(q) or which_actors(q) or where_sent(q, q.reading) or answer_value(
            q, q.reading) or told_player(q, q.reading) or meaning(q, q.reading) if q.kind == "value" else None
        found = found or kind_described(q, q.reading)   # "Silly Moons are which category?": no question word first
        if not found and not (W.quantity_word | {"how"}) & set(q.words):
            found = answer_choice(q, q.reading)
        if found:
            return found
    found = _classic(q)
    if q.kind == "value" and found.verdict in ("yes", "no"):   # "which moon is the exception?" is no yes/no
        found = text_answer(q) or unknown(q, "The rules I found answer yes or no, not which.", lead=found.citations)
    if q.kind == "text" and found.verdict in ("value", "yes", "no", "depends"):
        # "what do I do …?", "what happens …?": a rule's words, not a number, a list nor a yes/no
        found = text_answer(q) or (found if found.verdict == "value" else unknown(
            q, "The rules I hold do not say what happens here.", lead=found.citations))
    part = q.part
    # a question mark, no question word nor "or": an auxiliary dropped. A value found stands only for a noun
    # phrase ("starting hand size?", "cost of …?"); a clause opening on a verb ("… a comet. Cut again?") is yes/no
    # even when the story before it asks "who goes first"
    if part and q.kind == "other" and part.text.rstrip().endswith("?") and no_question_word(part.words) and (
            found.verdict == "text" or found.verdict == "value" and not W.quantity_word & set(part.words)
            and any(s.start == part.start and s.category in VERBS for s in part.found)):
        return _polar(q)
    if q.kind == "value" and found.verdict in ("text", "unknown") and told_outcome(q) and \
            (ran := situation(q, oracle, told=True)).verdict == "value":
        return ran                        # the losses of an outcome told, no rule's number: the engine's count
    if q.kind == "value" and found.verdict in ("text", "unknown"):
        found = nearest_actor(q, q.reading) or count_in_words(q, found)
        if found.verdict == "text" and (W.how_much - W.duration_word) & set(q.reading.parts[0].words) and not any(
                (number(w) or 0) > 1 or w in W.count_answer for w in tokens(found.answer)):
            # a rule's text with no number ("any number" is one) is no answer, but the nearest rule
            return unknown(q, "The rules I found give no number for this.", lead=found.citations)
    if found.verdict == "unknown":
        found = nearest_text(q) or told_case(q) or found   # "what happens …?" no rule covers fully: the nearest one's words
    alt = other_alternative(q, _polar(q)) if q.kind == "choice" else found
    found = alternative_in_words(q, found) if alt.verdict != "value" and q.kind != "text" else alt
    found = found if found.verdict == "value" else alt if alt.verdict == "value" else found   # "face down … or face up?": a no
    # "can the others play too, or just me?": an auxiliary opening a choice of who acts asks yes/no of its first
    # alternative, and a yes/no question never gets text (interfaces.md)
    return _polar(q) if q.kind == "choice" and found.verdict == "text" and _who_else(part) else found


def _who_else(part) -> bool:
    """Does the part open on an auxiliary and offer, after "or", an actor (a role, or the asker) as the alternative?"""
    words = part.words if part else []
    if not words[part.start:part.start + 1] or words[part.start] not in W.auxiliary or "or" not in words[part.start:]:
        return False
    at = next((i for i in range(words.index("or", part.start) + 1, len(words))
               if words[i] not in W.choice_mark | W.alternative_skip), len(words))
    return at < len(words) and (words[at] in W.first_person or any(s.start == at and s.category == "role" for s in part.found))


def _polar(q: Question) -> Answer:
    """A yes/no question: the claims decide it, else a typed relation does; never ``text``
    (an answer of another kind becomes ``unknown`` citing the rule it found first). A question of
    every case ("are *all* powers optional?", "does it *totally* shut it off?", `words every-case`,
    `whole-degree`) that the
    rules answer only case by case is answered no: not in every case."""
    found, part = _decided(q), q.reading.parts[0]
    if found.verdict in ("unknown", "depends"):
        found = _proposed_value(q) or found
    said = part.words[part.start:]
    if found.verdict != "unknown" and _asks_advice(q, said) and not any(
            W.advice_given & set(tokens(q.rules.node(f"rule:{c['rule']}").get("says") or ""))
            for c in found.citations if c.get("rule") and f"rule:{c['rule']}" in q.rules):
        # "is it better to attack with four ships?": what is allowed is no advice; only a rule giving advice answers
        return unknown(q, "The rules say what is allowed, not what is wise: they give no advice on this.", lead=found.citations)
    if found.verdict == "depends" and len(q.reading.parts) == 1 and any(
            w in W.whole_degree or w in W.every_case and not (i and said[i - 1] in W.first_person | W.third_person | W.object_pronoun)
            and _of_pieces(q, said, i, found.conditions) for i, w in enumerate(said)):
        found.verdict, found.conditions = "no", []
        found.answer = "No, not in every case. " + found.answer
    return found


def _proposed_value(q: Question) -> Answer | None:
    """"Can an ally throw in *five* ships?": one number proposed for the object of the verb asked is decided by the
    range the rules fix for it (the same clause asking "how many"): yes inside it (or at the end a bound before it
    says, "*up to* four"), no outside. None for a story or condition told, no range of that thing, or one number."""
    part, at = q.reading.parts[0], None
    ws, told = part.words, [i for i in range(part.start, len(part.words) - 1) if number(part.words[i]) is not None]
    if len(told) == 1 and not q.reading.story and len(q.reading.parts) == 1 and not (W.subordinator | W.condition_cut
            | W.set_aside) & set(q.words) and ws[told[0] - 1] not in W.article | W.possessive | W.determiner | {"than"}:
        at = next((x for x in part.found if x.start == told[0] + 1 and x.category in NOUNS), None)
    # one verb before it ("can only *one player* win?" counts the doer), none if it asks what an act needs ("do I *need* five?")
    need = bool((W.requiring_verb | W.enough) & set(ws[part.start:]))
    if at is None or sum(x.category in VERBS for x in part.found if part.start <= x.start < told[0]) != 1 - need:
        return None
    i, side = told[0], next((w for w, b in (("low", W.minimum_word), ("high", W.maximum_word | {"to"})) if ws[told[0] - 1] in b), None)
    asked = understand(q.rules, " ".join(["how many", *ws[at.start:at.end], *ws[part.start:i - 2 * bool(side)], *ws[at.end:]]) + "?", q.edition)
    doc = best_param(asked) if asked.kind == "value" else None
    found = answer_value(asked, asked.reading) if asked.kind == "value" else None
    if found is None and doc and (need or _counts(asked, doc.name)):
        found = _quantity(asked, fallback=False)
    # one number the rules fix for what an act needs is that number, or any above it where the question asks `enough`
    one = number(str(found.value)) if need and found and found.verdict == "value" and part.modals != ("may",) else None
    fixed = (one, one if not W.enough & set(ws) else float("inf")) if one is not None else _range(found.value) if found and found.verdict == "value" else None
    right = fixed and (number(ws[i]) == fixed[side == "high"] if side and one is None else fixed[0] <= number(ws[i]) <= fixed[1])
    if fixed is None or right and side is None and part.modals != ("may",) and one is None:
        return None                       # "does the offense put four tokens?": a number chosen in a range is no fact
    said = found.answer.removeprefix(f"{found.value}. ")
    found.verdict, found.value = ("yes", None) if right else ("no", None)
    found.answer = f"{'Yes' if right else 'No'}: the rules {f'fix {one}' if one is not None else f'allow {fixed[0]} to {fixed[1]}'}. {said}"
    return found


def _counts(q: Question, name: str) -> bool:
    """Does a claim count the asked thing by the parameter ("how many *allies*" are not an ally's tokens, ``ally_max``)?"""
    book, slot = q.rules.claims, counted_slot(q.reading.parts[0])
    counted = slot and noun_key(book, slot.word)
    return bool(counted) and any(book.related(counted, c.obj or c.actor) for c in [*book.claims, *book.derived]
                                 if name in map(str, [*(c.count or ()), c.limit]))


def _range(value) -> tuple[int, int] | None:
    """A range the rules fix ("1 to 4", [1, 4], "up to 4") as (least, most); None for one number or none."""
    ends = [number(str(v)) for v in (value if isinstance(value, list) else str(value).replace("up to ", "1 to ").split(" to "))]
    return (ends[0], ends[1]) if len(ends) == 2 and None not in ends and ends[0] < ends[1] else None


def _asks_advice(q: Question, said: list[str]) -> bool:
    """"Is it *better* to …", "would it be *a good idea* to …": an `advice-asked` word after "it" and before the
    asking clause's verb asks whether the act is wise, not whether it is allowed."""
    part = q.reading.parts[0]
    verb = min((s.start - part.start for s in part.found if s.category in VERBS and s.start >= part.start), default=len(said))
    at = next((i for i, w in enumerate(said[:verb]) if w in W.advice_asked), None)
    return at is not None and "it" in said[:at]


def _of_pieces(q: Question, words: list[str], i: int, cases: list[dict]) -> bool:
    """Does the word at ``i`` range over powers or cards named beside it ("*all* alien powers", "*both* of
    the Deuce's cards", "two Comets *both*") and do the cases differ by the piece ("*its* card says 'may'"),
    not by how a challenge went ("*all* its tokens", "*both* main players") nor by when ("both powers, *in
    different challenges*")?"""
    span = words[max(0, i - 2):i + 4]
    vocab = vocabulary_for(q.rules)
    if not any(W.topic_pronoun & set(said := tokens(c.get("when") or "")) or set(content_words(span)) & set(content_words(said))
               for c in cases):
        return False
    return any(m.kind in ("power", "card") for m in link(q.rules, " ".join(span)).mentions) or any(
        "power" in vocab.ancestors(h.word) for j in range(i + 1, min(i + 4, len(words)))
        if (h := vocab.match(words, j, False)))


def _decided(q: Question) -> Answer:
    part = q.reading.parts[0]
    if found := editions_alike(q) or (answer_limit(q, q.reading) if part.limit else None) or answer_polar(q, q.reading):
        return found
    it, found = q.intent, None
    rel = it.slots.get("rel") if it.intent == "order" else None   # "if X acts *after* Y, can Y…": told
    # (an order of two things asked yes or no: a third named, "once the *challenge cards* are selected", may be the moment asked)
    if it.intent in ("relation", "copy", "count", "yes-no") or (it.intent in ("order", "versus") and it.a == 0 and not (
            rel in part.words[:part.start] and rel not in part.words[part.start:]) and (it.intent == "versus" or len(
            {m.node for m in q.mentions if m.kind in ("power", "card")}) <= 2)):
        found = _classic(q)       # a typed relation between the things named decides
        if found.verdict in ("yes", "no", "depends"):
            return found
    if near := answer_nearest(q, q.reading):   # the claim nearest the question's words, when clear
        return near
    if found is not None and found.verdict == "unknown":
        return found
    return unknown(q, "The rules I hold do not decide this yes or no.", lead=found.citations if found else ())


def _classic(q: Question) -> Answer:
    """Relations, values, lists, orders and text for what the claims do not cover."""
    it = q.intent
    a, b = q.mention(it.a), q.mention(it.b)
    if W.naming_word & set(q.words) and (found := _vocabulary(q)):
        return found
    named_order = next((m for m in q.mentions if m.kind == "order"), None)
    main = [m for m in q.mentions if m.kind in ("power", "card")]
    if (named_order or it.intent == "order") and len(main) >= 2 and it.intent not in ("relation", "copy") and (
            found := _acts_first(q, main[0], main[1])):
        return found
    if named_order and it.intent not in ("relation", "copy") and len(main) < 2:
        return _timing_order(q, named_order.node) or unknown(q, "Undecided.")
    if a and (named := next((m for m in q.mentions if m.end <= a.start and m.kind == a.node.split(":")[-1] and set(
            q.words[m.end:a.start]) <= W.copula_link), None)):
        a = named                         # "is *Moon Base Omega* the one moon that counts …": that Moon
    if it.intent == "relation" and it.verb == "count" and a:
        return _count(q, a, b)
    if it.intent == "relation" and a and b and a.node == b.node and it.a != it.b and q.mentions[0].node != a.node:
        a = q.mentions[0]                 # "an Insect that copies the Loser cancels the Loser's …"
    flare = next((m for m in q.mentions if m.of_flare), None)
    if flare and it.intent in ("relation", "copy", "versus", "passive"):
        return unknown(q, f"The rulings I hold are about {display(q.rules, flare.node)} as a power, not "
                          "about its Flare card; they do not decide this.")
    if "itself" in q.words and len(main) == 1 and it.intent in ("yes-no", "other", "relation"):
        found = relation(q, main[0].node, main[0].node, next(
            (c for c in (verb_class(w) for w in q.words) if c), "block"))
        if found:
            return found
    # "The Silencer is silencing my opponent. Can we still cut a deal?": the relation is told, not asked
    if it.intent == "relation" and a and b and (told := sum(len(tokens(s)) for s in q.reading.story)) and min(
            a.start, b.start) < told <= max(a.start, b.start) and not any(verb_class(w) for w in q.words[told:]):
        return unknown(q, "The relation named is part of the situation told, not what is asked.")
    if it.intent in ("relation", "copy") and a and b:
        found = next(filter(None, (relation(q, x, y, it.verb or "block") for x, y in _pairs(q, a.node, b.node))), None)
        if found is None and it.intent == "copy":
            found = relation(q, a.node, b.node, "affect")
        found = found or listed_relations(q, a.node, b.node)
        if found is None and not {a.kind, b.kind} <= {"power", "card"}:
            found = text_answer(q)        # "can an ally take bystander ships": a rule, not a relation
        return found or unknown(
            q, f"The rules I hold do not say whether {display(q.rules, a.node, q.edition)} "
               f"{_VERB_WORDS.get(it.verb or 'block', 'blocks')} {display(q.rules, b.node, q.edition)}.")
    if it.intent == "versus" and a and b and {a.kind, b.kind} <= {"power", "card", "hex", "moon"} and (
            found := next(filter(None, (versus(q, x, y) for x, y in _pairs(q, a.node, b.node))), None)):
        return found
    if it.intent == "order":
        found = a and b and _acts_first(q, a, b) or _timing_order(q) or text_answer(q)
        return found or unknown(q, "The rules I hold give no order for this.")
    if it.intent == "which":
        return which(q) or text_answer(q) or unknown(q, "I found no list in the rules that answers this.")
    if it.intent == "quantity":
        return count_related(q) or _quantity(q)
    if it.intent == "count" and a:
        return _count(q, a, b)
    if set(q.words) & (W.quantity_word | W.minimum_word) and it.intent in ("what-is", "yes-no", "other", "what-if") \
            and not _no_number(q) and (found := _quantity(q, fallback=False)):
        return found
    if it.intent == "what-is" and a:
        own = what_is(q, a.node)          # unknown when the sources do not give what it does
        if not (own and own.verdict == "unknown") and any(   # more asked than what it is: other content around it
                not a.start <= i < a.end and w not in W.stopword and w not in W.defining_tail and i > 1
                for i, w in enumerate(q.words)) and (found := text_answer(q)):
            return found                  # "what do offensive allies get under the reverse cone"
        return own or text_answer(q) or unknown(q, f"The rules say nothing about {display(q.rules, a.node)} by itself.")
    return _open(q)


def _no_number(q: Question) -> bool:
    """"When can Space Dust play its card for the bonus?": a moment or a place asked, which no
    parameter's number answers."""
    return bool((W.place_person_time - W.person_ask) & set(q.words[:1]))


def _quantity(q: Question, fallback: bool = True) -> Answer | None:
    """A number: from the parameter or the table row that explains more of the question."""
    doc = best_param(q)
    found = table_value(q, beat=param_weight(q, doc)) or (param_value(q, doc) if doc else None)
    if found or not fallback:
        return found
    return table_value(q) or text_answer(q) or unknown(q, "I found no number in the rules that answers this.")


_VERB_WORDS = {"block": "blocks", "affect": "affects", "count": "counts toward", "override": "overrides",
               "acquire": "can gain", "transfer": "passes along with", "replace": "replaces",
               "modify": "changes"}


def _pairs(q: Question, a: str, b: str) -> list[tuple[str, str]]:
    """The pair as linked first, then with same-named nodes (the Moon term and the Moons option)."""
    xs = [a, *q.idx.alternates.get(a, [])]
    ys = [b, *q.idx.alternates.get(b, [])]
    return [(x, y) for x in xs for y in ys if x != y or a == b]


def _acts_first(q: Question, a, b) -> Answer | None:
    """"Does A act before B?", or (no relation word, or "before or after") which of them goes first."""
    ans = order(q, a.node, b.node, q.intent.slots.get("rel", "before"), named="rel" not in q.intent.slots or _either_way(q))
    # "is it *too late* to play A after B?" asks that A may not come after B: the order's answer turned round
    banned = q.reading and q.reading.parts and q.reading.parts[0].modals == ("may-not",)
    return turned(ans) if banned and ans is not None and ans.verdict in ("yes", "no") else ans


def _either_way(q: Question) -> bool:
    """"Before or after?": an alternative question, answered with the one that goes first."""
    return "before" in q.words and "after" in q.words


def _timing_order(q: Question, named: str | None = None) -> Answer | None:
    terms = set(q.terms())
    verbs = {stem(p.words[i]) for p in q.reading.parts for s in p.found if s.category in VERBS
             for i in range(s.start, s.end)} if q.reading else set()
    best = None
    for node in [named] if named else q.rules.nodes("order"):
        data = q.rules.node(node)
        if q.edition not in (data.get("editions") or [q.edition]):
            continue                      # the other edition's order
        words = set(content_words(tokens(" ".join([data["id"], data.get("title") or "", *data["aliases"]]))))
        shared = (words - W.order_word) & terms
        hit = len(shared) if shared - verbs else 0   # the asked verb alone ("who *draws* …") names no order
        if (hit or named) and (best is None or hit > best[0]):
            best = (hit, node, data)
    if best is None:
        return None
    _, node, data = best
    steps = [" ".join(map(str, s)) if isinstance(s, list) else str(s) for s in data.get("steps", [])]
    cits = node_citations(q.rules, node)
    picked = _step_picked(q, data.get("steps", []))
    if picked is None and not named and _either_way(q):
        return None                       # "before or after?" asks a side, not a whole order
    heads = [s[0] for s in data.get("steps", []) if isinstance(s, list)]   # steps of a player and what it does
    if picked is None and heads and W.person_ask & set(q.words) and "first" in q.words:
        picked = heads[0]                 # "who may declare first?": the first step's player
    if picked is None and steps and "last" in W.order_word & set(q.words) and "first" not in q.words:
        picked = steps[-1]                # "who goes last?": the last step (asked first, the whole order)
    if node.endswith(":timing-conflicts") and (seated := _seated(q)):
        picked, steps = seated
    text = (f"{first_upper(str(picked))}: the order is " if picked is not None else "In order: ") + "; then ".join(steps) \
        + f". {data.get('says') or ''} ({where(cits)})"
    return q.answer("value", text,
                value=steps if picked is None else picked, citations=cits, entities=[node], confidence=0.85)


def _seated(q: Question) -> tuple[str | None, list[str]] | None:
    """Seats told clockwise ("A, B, C, D, E sit clockwise; A is offense, C is defense", or player
    colours), the timing-conflict order of those seats (the engine's, from the graph's order), and
    the seat asked: first, last, or right before/after a seat named; else the whole order."""
    from types import SimpleNamespace

    from resolver.engine.timing import timing_order
    w = q.words
    if not W.seating_word & set(w):
        return None
    seat, runs, run = W.player_colour | {chr(c) for c in range(ord("a"), ord("h"))}, [], []
    for x in [*w, "."]:                   # the longest run of seats named ("A, B, C, D, E", "tan, pink and mint")
        if x in run:                      # "A-B-C-D-E, A is offense": a seat named again starts anew
            runs, run = runs + [run], [x]
        elif x in seat or x == "and" and run:
            run += [x] if x != "and" else []
        else:
            runs, run = runs + [run], []
    seats = max(runs, key=len)
    if len(seats) < 3:
        return None
    roles: dict[str, str] = {}
    for i, x in enumerate(w):             # "A is offense", "C on defense", "B is the defense"
        role = "defense" if x in W.defense_word else "offense" if x in W.offense_word else None
        near = [y for y in w[max(0, i - 4):i] if y in seats][-1:] if role else []
        if near and w[i - 1] not in seats and set(w[max(0, i - 4):i]) & W.seat_role_link:
            roles.setdefault(role, near[0])
    if "offense" not in roles:
        return None
    at = {c: k for k, c in enumerate(seats)}
    table = SimpleNamespace(clockwise_from_left_of=lambda c: [seats[(at[c] + k) % len(seats)] for k in range(1, len(seats))])
    order = [c.upper() if len(c) == 1 else c for c in timing_order(q.rules, table, roles["offense"], roles.get("defense"))]
    named = [y.upper() if len(y) == 1 else y for y in w[-3:] if y in seats]   # "right before C?"
    if named and {"before", "after"} & set(w[-4:]) and named[-1] in order:
        k = order.index(named[-1]) + (1 if "after" in w[-4:] else -1)
        return (order[k] if 0 <= k < len(order) else None), order
    ask = set(w[-4:])
    return (order[0] if "first" in ask else order[-1] if "last" in ask else None), order


def _step_picked(q: Question, steps: list) -> str | None:
    """"Offense or defense, who declares first?": of two or more steps named (by a role or a class
    of it), the first (asked "after": the last) in the question's own word; else None."""
    vocab = vocabulary_for(q.rules)
    heads = [set(map(stem, tokens(str(s[0] if isinstance(s, list) else s)))) for s in steps]
    named: dict[int, str] = {}
    verbs: set[str] = set()
    for i in range(len(q.words)):
        w = vocab.match(q.words, i, fuzzy=False)
        if w is None and q.words[i + 1:i + 2] in (["and"], ["or"]) and (v := vocab.match(q.words, i + 2, fuzzy=False)):
            # "the offensive and defensive main players": the first word shares the second's head noun
            w = vocab.match([q.words[i], *q.words[i + 3:v.end]], 0, fuzzy=False)
        if w is not None and w.category != "role" and w.end - w.start > 1:
            if w.category == "predicate":
                verbs.add(w.word)
            w = vocab.match(q.words[i:i + 1], 0, fuzzy=False)   # "offense and defense": each
        if w is None:
            continue
        if w.category == "predicate":
            verbs.add(w.word)
        for cls in vocab.ancestors(w.word) if w.category == "role" else ():
            hit = next((j for j, h in enumerate(heads) if h and h <= set(map(stem, tokens(cls)))), None)
            if hit is not None:
                named.setdefault(hit, w.word)
                break
    latest = "after" in verbs and "before" not in verbs
    return None if len(named) < 2 else named[max(named) if latest else min(named)]


def _count(q: Question, a, b) -> Answer:
    """"Does A count toward B?": the count edge whose object the question names best."""
    subject = a.node
    edges: list[dict] = []
    for node in [a.node, *q.idx.alternates.get(a.node, [])]:
        edges = [e for e in q.edges(node) if e["verb"] in ("counts-for", "does-not-count-for")]
        if edges:
            subject = node
            break
    if not edges:
        return text_answer(q) or unknown(q, f"The rules I hold do not say what {display(q.rules, a.node)} counts for.")
    own = set(q.terms()) - q.idx.words_of(subject, q.rules.node(subject)) - W.counts_toward
    scored = []
    for e in edges:
        # the object's names, not what it says: "Does a Moon count as a home base?" names no
        # foreign colony, though that term's text says "home"
        obj_words = q.idx.name_words(e["object"], q.rules.node(e["object"]))
        rule_words = q.idx.words_of(e["rule_node"], q.rules.node(e["rule_node"]))
        named = 4 * len(own & obj_words) + (4 if b and e["object"] == b.node else 0)
        scored.append((named + len(own & rule_words), named, e))
    scored.sort(key=lambda se: -se[0])
    top, named_top = scored[0][0], scored[0][1]
    best = [e for s, _n, e in scored if s == top]
    if named_top > 0 and len({e["verb"] for e in best}) == 1 and (found := relation(q, subject, best[0]["object"], "count")):
        return found
    conditions = [{"when": f"counting toward {display(q.rules, e['object'])}", "verdict":
                   "no" if e["verb"] == "does-not-count-for" else "yes", "rule": e["rule"]} for e in edges]
    cits = edge_citations(edges)
    text = "It depends on what it is counted toward: " + "; ".join(
        f"{c['verdict']} {c['when']}" for c in conditions) + f". ({where(cits)})"
    return q.answer("depends", text, conditions=conditions, citations=cits, entities=[subject], confidence=0.7)


def _nth_phase(q: Question) -> Answer | None:
    """"Which phase comes fourth?", "what phase comes after Alliance?": the asked edition's name
    of the phase so numbered, else of the phase the act asked is done in (:func:`choice.act_phase`)."""
    words, number_of = q.words, lambda p: (q.rules.node(p).get("attrs", {}).get("number") or [None])[0]
    own = q.idx.once(("numbered phases", q.edition), lambda: [(number_of(p), p) for p in q.rules.nodes(kind="phase") if q.edition in (
        q.rules.node(p).get("editions") or []) and isinstance(number_of(p), int)])    # "the last phase": the highest numbered
    nth = {n for i, w in enumerate(words) if (n := ordinal(w) or w in W.last_of_told and max(own)[0]) and W.numbered_label & set(words[max(0, i - 2):i + 3])}
    side = (bool(W.step_after & set(words)) - bool(W.step_before & set(words))) \
        if set(words[1:2]) & W.numbered_label else 0     # "what phase comes after …", not "what happens after …"
    # a phase told by a mention, or by the asked edition's name of it ("after Destiny": a card's name too)
    told = sorted({number_of(m.node) for m in q.mentions if m.kind == "phase" and isinstance(number_of(m.node), int)} | {
        n for n, p in own if side and tokens(str((q.rules.node(p).get("attrs", {}).get(f"{q.edition}-name") or [""])[0]).lower()) == words[-1:]})
    nth |= {n + side for n in told if side} | ({told[0] + 1} if "between" in words and len(told) == 2 and told[1] == told[0] + 2 else set())
    asks_name = words[:1] in (["what"], ["which"]) and (set(words[1:5]) & W.numbered_label or W.naming_word & set(words))
    # "what does the offense do in the first stage" asks no name; "in which stage does X …" the phase of X's act
    n = nth.pop() if len(nth) == 1 and asks_name else None
    found = [p for m, p in own if m == n] if n is not None else [p for p in [act_phase(q)] if p]
    names = [(q.rules.node(p).get("attrs", {}).get(f"{q.edition}-name") or [None])[0] for p in found]
    if len(found) != 1 or not names[0]:
        return None
    n = number_of(found[0])
    cits = node_citations(q.rules, found[0])
    return make(q.text, q.edition, "value", f"{names[0]}: phase {n} of the {EDITION_NAMES[q.edition]} "
                f"encounter. {q.rules.node(found[0]).get('says') or ''} ({where(cits)})", value=names[0],
                citations=cits, entities=[found[0]], confidence=0.85)


def _vocabulary(q: Question) -> Answer | None:
    """"What is the FFG word for base?": the ``word`` clauses of the term named, both editions."""
    words = q.idx.edition_words
    # "called when X", "a player *who* allies with X": not X
    cut = next((i for i, w in enumerate(q.words) if w in W.subordinator or i > 1 and w in W.relative), len(q.words))
    for m in (m for m in q.mentions if m.start < cut):
        # the situation the words after the name state ("on the planet under attack"), a name inside them included
        after = q.words[m.end:]
        ctx = {**({} if W.negation & set(after) else dict.fromkeys(vocabulary_for(q.rules).conditions_in(after), True)),
               **(q.reading.context if q.reading else {})}
        kinds = {c.obj: c for c, _r in q.rules.claims.by_action.get("kind-of", ()) if c.derived is None and c.actor == m.node and c.modal == "is"
                 and q.edition in c.editions and c.conditions and all(w.key in ctx and w.holds(ctx) for w in c.conditions)}
        if len(kinds) == 1 and (kind := next(iter(kinds))) in q.rules:
            # "what are foreign colonies on the planet under attack called?": the kind the claims make it in the
            # situation the question states (FFG Bystanders), in the number asked
            plural = (q.rules.node(kind).get("attrs", {}).get("plural") or [None])[0] if m.text.lower().endswith("s") else None
            value = plural or display(q.rules, kind, q.edition)
            cits = claims_citations(q.rules, [kinds[kind]])
            return make(q.text, q.edition, "value", f"{first_upper(value)}: {display(q.rules, m.node, q.edition)} "
                        f"{kinds[kind].phrase or ''} ({where(cits)})", value=value, citations=cits, entities=[kind], confidence=0.8)
        for node in [m.node, *q.idx.alternates.get(m.node, [])]:
            pair = {ed: words.get(ed, {}).get(node) for ed in ("mayfair", "ffg")}
            other = "ffg" if q.edition == "mayfair" else "mayfair"      # a term of one edition only: FFG's phase bar
            if (all(pair.values()) or pair[q.edition] and (q.rules.node(node).get("editions") or []) == [q.edition]) \
                    and not (said_in(tokens(m.text), pair[q.edition]) and W.name_asked & set(q.words)):
                # a thing named by its own word is not what it is called ("what are *bases* … called?")
                cits, theirs = node_citations(q.rules, node), f"calls it '{pair[other]}'" if pair[other] else "has none"
                text = f"{EDITION_NAMES[q.edition]} calls it '{pair[q.edition]}'; {EDITION_NAMES[other]} {theirs}. ({where(cits)})"
                return make(q.text, q.edition, "value", text, value=pair[q.edition], citations=cits,
                            entities=[node], confidence=0.85)
    return None


def _open(q: Question) -> Answer:
    """Yes/no or free questions with no recognised pattern: only text, never a guessed verdict."""
    main = [m for m in q.mentions if m.kind in ("power", "card")]
    if len(main) < 2 and any(shape_word(w) in RELATION_VERBS for w in q.words):
        if main and q.words[:1] in (["who"], ["which"]) and any(verb_class(w) == "acquire" for w in q.words):
            found = which(q)              # "Who can acquire the Hurtz?": the edges' other ends
            if found:
                return found
        return text_answer(q) or unknown(q, "The question asks how two things interact, but I recognise only "
                                            f"{len(main)} of them in it; the rules cannot be applied.")
    doc = best_param(q, strict=True) if {"who", "what", "which"} & set(q.words[:2]) and q.intent.intent != "what-if" \
        and not _no_number(q) and not (q.words[:1] == ["which"] and not W.numbered_label & set(q.words[1:2])) else None
    # "which moon …" is no number ("which stage" is: of a parameter of stages); "what …" names what the parameter counts
    label = {stem(w) for w in q.words[q.words.index("which") + 1:][:1] if w in W.numbered_label} if "which" in q.words[:2] else set()
    if doc is not None and label <= doc.hints | doc.name_words and (q.words[0] != "what" or name_head(doc.name) & set(q.terms())) and (
            found := param_value(q, doc)):
        return found
    found = text_answer(q)
    if found is None and len(main) >= 2:
        found = listed_relations(q, main[0].node, main[1].node)
    if found is None and q.intent.intent != "what-if":   # "Does the Magnet work on Moons?": any two named things
        nodes = list(dict.fromkeys(q.entity_ids()))
        found = next(filter(None, (listed_relations(q, x, y) for i, a in enumerate(nodes) for b in nodes[i + 1:]
                                   for x, y in _pairs(q, a, b))), None)
    if found is None and len(q.mentions) == 1 and len(q.terms()) <= 1:
        found = what_is(q, q.mentions[0].node)
    return found or unknown(q, "The rules do not decide this, or I did not understand the question.")


__all__ = ["route", "cite_dicts"]
