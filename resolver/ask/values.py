"""Numbers and lists: parameters (hand size…), table rows (Lucre costs…), lists of powers."""
from __future__ import annotations

import re
from contextlib import suppress
from dataclasses import replace

from resolver.answer import Answer
from resolver.ask.claimed import (
    DECIDED,
    LIGHT_VERB,
    NEGATIVE,
    SPECIFIC,
    UNCLAIMED,
    answer_from,
    citations_of,
    claims_by_rule,
    counted_slot,
    decide,
    first_decided,
    noun_key,
    options_named,
    value_of,
)
from resolver.ask.compose import (
    EDITION_NAMES,
    cite_dicts,
    display,
    edge_citations,
    for_edition,
    in_words_of,
    make,
    node_citations,
    where,
)
from resolver.ask.frame import NOUNS, Frame, Part, Reading, counting, numbers, same_piece
from resolver.ask.grammar import shape_word
from resolver.ask.index import ParamDoc, index_for
from resolver.ask.lexicon import RELATION_VERBS
from resolver.ask.nearest import _told, told_against
from resolver.ask.question import Question
from resolver.ask.text import (
    W,
    any_of,
    content_words,
    number,
    ordinal,
    pairs,
    per_graph,
    remembered,
    stem,
    tokens,
    warm_up,
)
from resolver.ask.vocab import VERBS, vocabulary_for

_SKIP_COLUMNS = {"id", "rule", "amount", "basis", "known", "stages"}
#: a parameter is taken only when it explains this share of the question's ranked words
PARAM_MIN_SHARE = 0.34


def _q_terms(q: Question) -> set[str]:
    """The question's ranked words with its names' and ordinals' (made once per question: every table row weighs them)."""
    return q.once("q-terms", lambda: _terms_of(q))


def _terms_of(q: Question) -> set[str]:
    terms = set(q.terms())
    for m in q.mentions:                 # "money" names Lucre: the table says "lucre"
        terms |= set(content_words(tokens(m.node.split(":", 1)[1])))
    terms |= {str(ordinal(w)) for w, after in zip(q.words, [*q.words[1:], ""], strict=True)
              if ordinal(w) is not None and after not in W.not_numbered}
    return terms | _last_told(q)


def _last_told(q: Question) -> set[str]:
    """"Six players … the *last* player": the ordinal of the players counted, {"6"}."""
    return {str(told)} if W.last_of_told & set(q.words) and (told := units_counted(q, "player")) else set()


# -- tables -------------------------------------------------------------------
def explained(q: Question, words: set[str]) -> float:
    """How much of the question (idf-weighted) a set of words accounts for."""
    idf, unseen = q.idx.bm25.idf, q.idx.bm25.max_idf
    return sum(idf.get(t, unseen) for t in _q_terms(q) if t in words)


def param_weight(q: Question, doc: ParamDoc | None) -> float:
    if doc and _engine_sum(q, doc.name, q.edition, _options_of(q, doc)):
        return float("inf")               # the engine's sum over the counts stated beats a table row
    return explained(q, set(doc.words)) if doc else 0.0


def table_value(q: Question, beat: float = 0.0) -> Answer | None:
    """A value read from the best-matching row of a relevant table (explaining more than ``beat``);
    a table giving no value for the question leaves the word to the next best one."""
    terms = _q_terms(q)
    if whole := _whole_table(q, terms):
        return whole
    ordinals = {str(n) for w, after in zip(q.words, [*q.words[1:], ""], strict=True)   # not "a second challenge"
                if (n := ordinal(w)) is not None and after not in W.not_numbered} | {   # "in phase 8"
        str(n) for label, w in zip(q.words, q.words[1:], strict=False) if label in W.numbered_label and (n := number(w)) is not None}
    ordinals |= _last_told(q)
    ranked, idf = [], q.idx.bm25.idf      # question words matched in a table, weighed by rarity ("total" over "card")
    for tdoc in q.idx.tables:
        if tdoc.data["editions"] and q.edition not in tdoc.data["editions"] or \
                not (tdoc.head - W.generic_row_word) & terms or not _table_in_play(q, tdoc):
            continue
        # a row numbered as the question numbers it ("sitting *third*": seat 3) is the one meant
        hits = [(hit, r) for r in tdoc.rows if (hit := sum(1.0 + idf.get(w, 0.0) for w in (r[1] - tdoc.head) & terms) + q.idx.bm25.max_idf * bool(
            {w for w in r[2] if w.isdigit()} & ordinals))]
        top = max((h for h, _r in hits), default=0.0)
        ranked += [(sum(1.0 + idf.get(w, 0.0) for w in tdoc.head & terms) + top, tdoc, [r for h, r in hits if top - h <= 1e-9])] if hits else []
    ranked.sort(key=lambda b: -b[0])
    return next(filter(None, (_row_value(q, tdoc, matched, terms, beat) for _s, tdoc, matched in ranked)), None)


def _row_value(q: Question, tdoc, matched: list, terms: set[str], beat: float) -> Answer | None:
    """The value of a table's best rows for the question (None when they give none)."""
    table, data, rows = tdoc.node, tdoc.data, [r for r, _w, _i in matched]
    numbered = {w for _r, _w, ids in matched for w in ids if w.isdigit()}
    bonus = q.idx.bm25.max_idf if numbered & terms else 0.0
    if explained(q, tdoc.head | set().union(*(w for _r, w, _i in matched))) + bonus <= beat:
        return None
    column = _value_column(q, data, rows[0])
    counted = counted_word(q)
    bought = _bought(q, rows[0], tdoc.head, rows[0].get(column)) if column and len(rows) == 1 else None
    if column is None or counted and counted not in tdoc.head and not bought \
            and not same_piece(counted) & {stem(column)}:
        return None                       # "how many bases does it count as" is not its planets
    values = {str(r.get(column)) for r in rows}
    cits = node_citations(q.rules, table)
    title = data.get("title") or data["id"]
    if len(values) == 1:
        value = rows[0].get(column)
        if str(value) == "unknown":
            return make(q.text, q.edition, "unknown", f"The sources do not give this value ({title}: "
                        f"{_row_label(rows[0])}). ({where(cits)})", citations=cits,
                        entities=[table], confidence=0.8, nearest=cits)
        text = f"{value} ({column}, {title}: {_row_label(rows[0])}). {data.get('says') or ''} ({where(cits)})"
        if _echoes(q, value) and not bought:
            return None
        if bought:
            value, text = bought[0], f"{bought[0]} ({bought[1]}). {text}"
        return q.answer("value", text, value=value, citations=cits, entities=[table], confidence=0.85)
    return _rows_depend(q, table, rows, column, cits, "")


def _bought(q: Question, row: dict, head: set[str], cost) -> tuple[int, str] | None:
    """A purchase row asked about several: N of what the row gives ("two cards") costs N over its
    ``amount`` times the price; a sum held ("I have 15 Lucre") buys as many as it pays for."""
    per, gives = row.get("amount"), set(content_words(tokens(str(row.get("gives") or "").replace("-", " "))))
    if not isinstance(per, int) or per < 1 or not isinstance(cost, int) or cost < 1 or not gives:
        return None
    asked = q.reading.parts[0].words if q.reading and q.reading.parts else q.words   # "spend 9 …. how much does that add?"
    for i, n in numbers(q.words[:-1], {}):
        if q.words[i - 1:i] and q.words[i - 1] in W.not_a_count:
            continue                      # "in phase 7": a moment, not an amount
        if stem(q.words[i + 1]) in head - gives and not W.price_word & set(asked):
            return n // cost * per, f"{n} pays for {n // cost} at {cost} each"
        if n > per and n % per == 0 and gives & {stem(x) for x in q.words[max(i - 1, 0):i + 4]}:
            return n // per * cost, f"{n // per} \u00d7 {cost}"
    return None


def _echoes(q: Question, value) -> bool:
    """A number the question itself states ("in stage 8", "my second challenge") is what it
    asks from, never the answer: such a value was matched loosely."""
    stated = {n for w in q.words for n in (number(w), ordinal(w)) if n is not None}
    return isinstance(value, int) and not isinstance(value, bool) and value in stated


def _rows_depend(q: Question, table: str, rows: list, column: str, cits: list[dict], says: str) -> Answer:
    """``depends``: the column's value in each of the rows, under the row's label."""
    conditions = [{"when": _row_label(r), "verdict": "value", "value": r.get(column)} for r in rows]
    text = "It depends: " + "; ".join(f"{c['value']} {column} when {c['when']}" for c in conditions) + f". {says}({where(cits)})"
    return q.answer("depends", text, conditions=conditions, citations=cits, entities=[table], confidence=0.8)


def _whole_table(q: Question, terms: set[str]) -> Answer | None:
    """"How much Lucre do I start with?" names the table ("Starting Lucre by seat") but no row:
    the answer depends on the row, and every row is given."""
    for tdoc in q.idx.tables:
        data = tdoc.data
        if data["editions"] and q.edition not in data["editions"] or not _table_in_play(q, tdoc):
            continue
        title = set(content_words(tokens(data.get("title") or ""))) - W.layout_word
        if len(title) < 2 or not title <= terms:
            continue
        if any(w.isdigit() and w in terms for _r, _w, ids in tdoc.rows for w in ids):
            continue                      # "the first player": one row is named
        rows = [r for r, _w, _i in tdoc.rows]
        column = _value_column(q, data, rows[0]) if rows else None
        if column is None:
            continue
        cits = node_citations(q.rules, tdoc.node)
        return _rows_depend(q, tdoc.node, rows, column, cits, f"{data.get('says') or ''} ")
    return None


def _table_in_play(q: Question, tdoc) -> bool:
    """A table of an optional rule counts only when the question brings that rule in; a table
    the claims call a house assumption (the engine's deck lists) answers no rules question."""
    data = tdoc.data
    d = q.idx.once(("house-assumption", tdoc.node, q.edition), lambda: [
        decide(q.rules, Frame(tdoc.node, "is", "house-assumption"), q.edition, {})])
    if d[0] is not None and d[0].verdict == "yes":
        return False
    if not data.get("options"):
        return True
    named = q.named_nodes()     # a price asked brings in the table of prices ("what does +1 cost in phase 8?")
    return tdoc.node in named or any(f"option:{o}" in named for o in data["options"]) or bool(
        W.price_word & set(q.words) & set(data.get("columns") or ())) or any(
        set(content_words(tokens(n.split(":", 1)[1]))) <= tdoc.row_text for n in named
        if n.split(":", 1)[0] in ("hex", "power", "card", "moon"))


def _row_label(row: dict) -> str:
    parts = [f"{k} {(', '.join(map(str, v)) if isinstance(v, list) else v)}" for k, v in row.items()
             if k not in _SKIP_COLUMNS and k != "id" and not str(v).startswith("mayfair.")]
    return str(row.get("id", "")).replace("-", " ") + (" (" + "; ".join(parts) + ")" if parts else "")


def _value_column(q: Question, data: dict, row: dict) -> str | None:
    columns = [c for c in (data.get("columns") or list(row)) if c not in _SKIP_COLUMNS and c in row]
    named = [c for c in columns if stem(c) in set(q.terms())]
    numeric = [c for c in columns if isinstance(row.get(c), int | float) or row.get(c) == "unknown"]
    in_question = {str(n) for w in q.words for n in (number(w), ordinal(w)) if n is not None}
    for c in named + numeric:
        if c in numeric and str(row.get(c)) not in in_question:
            return c
    return numeric[0] if numeric else None


# -- parameters ---------------------------------------------------------------
def _options_of(q: Question, doc: ParamDoc) -> tuple[str, ...]:
    return tuple(sorted({o for n in doc.nodes for o in q.rules.node(n).get("options", [])}))


def best_param(q: Question, lists_only: bool = False, strict: bool = False) -> ParamDoc | None:
    """The parameter a question asks about, by BM25 over names, hints and rule text (once per
    question: the router and the answerers all ask it)."""
    return q.once(("best-param", lists_only, strict), lambda: _best_param(q, lists_only, strict))


def _best_param(q: Question, lists_only: bool, strict: bool) -> ParamDoc | None:
    idx = q.idx
    if not idx.params:
        return None
    terms = [t for t in q.terms() if t not in W.how_much | {"number"}] + [
        w for m in q.mentions for w in content_words(tokens(m.node.split(":", 1)[1]))]
    ranked = idx.param_bm25.top(terms, 4)
    # (plus the weight, rarity capped, of the question's words no parameter's words contain)
    from resolver.ask.procedures import RARE_CAP
    idf, seen, unseen = q.idx.bm25.idf, q.idx.param_bm25.idf, q.idx.bm25.max_idf
    ceiling = (idx.param_bm25.max_score(terms) or 1.0) + sum(min(idf.get(t, unseen), RARE_CAP * unseen) for t in set(terms) if t not in seen)
    floor = 0.9 if strict else PARAM_MIN_SHARE
    asked = set(terms)
    own = set(q.terms()) - W.how_much     # "how long" alone names no time: what lasts must be named
    good = [(idx.params[d], s) for d, s in ranked if s / ceiling >= floor
            and len(own & idx.params[d].hints) >= (2 if strict else 1)
            and (not strict or len(asked & set(idx.params[d].words)) >= 2)]
    good = [(d, s) for d, s in good if _fits(q, d)]
    if lists_only:
        good = [(d, s) for d, s in good if isinstance(_any_value(q, d.name), list)
                and (asked - W.list_generic) & set(d.words)]
    elif "many" in q.words or "much" in q.words:          # a count: only numbers answer it
        good = [(d, s) for d, s in good if isinstance(_any_value(q, d.name), int | float | list)
                and not d.name.endswith("_offset")]       # an offset is added to something, not an amount
    if not good:
        return None
    top = good[0][1]
    # among near-ties, the one whose name and hints (by rarity) the asking words use most: those up to a clause that only
    # sets the situation ("how much does Space Dust add *when it plays one of its set-aside cards*": add, not set aside)
    at = next((i for i, w in enumerate(q.words) if w in W.how_much), 0)
    asking = {stem(w) for w in q.words[:next((i for i, w in enumerate(q.words) if i > at + 1 and w in W.subordinator), len(q.words))]}

    def weight(doc) -> float:
        return sum(idx.hint_idf.get(w, 0.0) for w in asking & doc.hints)
    best = max([(doc, score) for doc, score in good if score >= 0.8 * top], key=lambda ds: (round(weight(ds[0]), 6), ds[1]))
    if best[0] is not good[0][0] and weight(best[0]) > weight(good[0][0]) + 1e-9:
        good = [best] + [g for g in good if g[0] is not best[0]]
    ends = ("_min", "_max") if W.minimum_word & set(q.words) else ("_max", "_min")   # "how many can I launch?": the most, "the *fewest*": the least
    good = _to_front(good, top, lambda doc, other=good[0][0].name: doc.name == other[:-4] + ends[0]) if good[0][0].name.endswith(ends[1]) else good
    if counted := counted_word(q):   # a parameter counting the thing asked ("how many cards does each player get")
        same = same_piece(counted)
        good = _to_front(good, top, lambda doc: same & (doc.hints | doc.name_words))
    if "add" in asking:         # "how much does the set-aside card add?": a bonus, not the 3 set aside
        good = _to_front(good, top, lambda doc: bool(W.total_addend & set(doc.name_words)))
    if _twins_undecided(q, good, top):
        return None                       # "how big is the rings bonus": central 10 or outer 2
    # among near-ties, the one the asked edition states
    for doc, score in good:
        if score >= 0.8 * top and any(q.edition in q.rules.node(n).get("editions", []) for n in doc.nodes):
            return doc
    return good[0][0]


def _fits(q: Question, doc: ParamDoc) -> bool:
    """Is the parameter about what the question asks? Each check below must pass."""
    # an optional rule's parameter only when the question brings that rule in (names the option, a hex,
    # moon, power or term of it, or the parameter's own subject: "the central ring")
    options, words, asked = set(_options_of(q, doc)), set(doc.words), set(q.words)
    if options and not (set(q.terms()) & (set(doc.name_words) - W.generic_name_word) or q.brings(options)):
        return False
    # a term, power, card, hex or moon the question names must be named by the parameter's rules, or be a count the engine sums from the story ("3 planet bases at home")
    specific, told = [m.node for m in q.mentions if m.node.startswith(SPECIFIC)], sum(len(tokens(s)) for s in q.reading.story)
    unnamed = [m.start for m in q.mentions if m.kind == "term" and not _term_in(q, m.node, words)]
    if unnamed and (max(unnamed) >= told or not _engine_sum(q, doc.name, q.edition, _options_of(q, doc))) or specific and not any(
            set(content_words(tokens(n.split(":", 1)[1]))) <= words for n in specific):
        return False
    # a number a power, card, hex or moon states about itself (the Chosen's 3 draws) answers only a
    # question that names it: "how many cards does the defense draw" is not the Chosen's
    named = q.named_nodes()
    if not all(n in named or any(n in q.idx.alternates.get(m, []) for m in named) for n in doc.nodes if n.startswith(SPECIFIC)):
        return False
    # an optional rule named (Lucre, Moons) is what is asked about: "How much Lucre do I need for a
    # second challenge?" is not the number of challenges per turn
    opted = {m.node.split(":", 1)[1] for m in q.mentions if m.kind == "option"}
    if opted and not (opted & options or any(set(content_words(tokens(o))) <= words for o in opted)):
        return False
    # "what is the max hand size?" only a parameter stated as a maximum (not the 7 dealt); "how long"
    # only a time; "what does a card cost" no hand size
    if W.duration_word & asked and not W.duration_word & doc.hints or W.maximum_word & asked and not (
            "max" in doc.name_words or W.maximum_word & words) or W.price_word & asked and not W.price_stated & words:
        return False
    # it counts what is asked (the head of its name, not what it is for), and the thing after "each" when the hints know it
    per = {stem(n[0]) for i, d in enumerate(q.words) if d in W.distributive_word   # "each (home) planet": its head
           for p in [vocabulary_for(q.rules).match(q.words, i + 1, fuzzy=False) if i + 1 < len(q.words) else None]
           for n in [[q.words[p.end - 1]] if p and p.category in ("role", "thing") and p.end - i > 2 else content_words(q.words[i + 1:i + 4])]
           if n and stem(n[0]) in q.idx.hint_idf}
    if "_per_" in doc.name and per and not per & (same_piece(stem(doc.name.rsplit("_per_", 1)[1])) | doc.hints):
        return False
    if (counted := counted_word(q)) is not None:
        head, tail = _name_halves(doc.name)
        if counted in tail and counted not in head or W.total_addend & head and not same_piece(counted) & head:
            return False                   # a bonus adds to a total: it counts no cards
        # a thing some parameter counts must be one this parameter's words name ("powers" is not
        # the Binary's planets per star)
        same = same_piece(counted)
        if not (counted not in q.idx.hint_idf or same & (doc.hints | doc.name_words) or (
                counted not in _counted_things(q.idx) and same & words)):
            return False
    # a question naming an optional rule ("lucre") shares a hint word with it besides that rule's
    # name: "how much Lucre to get a ship back" is not the Lucre income
    opted = {w for m in q.mentions if m.kind == "option" for w in content_words(tokens(m.node.split(":", 1)[1]))}
    return not opted or bool((set(q.terms()) & doc.hints) - opted)


def count_in_words(q: Question, ans: Answer) -> Answer:
    """"How many X?" answered by a rule's words: the one number they put a few words before X
    (or its other edition's word) that is no bound nor rate ("only one player … on a Moon": 1)."""
    part = q.part
    slot = counted_slot(part) if part and not (W.duration_word & W.how_much) & set(part.words) else None   # "how much Lucre"
    if ans.verdict != "text" or slot is None:
        return ans
    counted = {kind} if slot.end - slot.start > 1 and (kind := counted_word(q)) != stem(part.words[slot.end - 1]) else {  # "extra flares"
        w for x in [slot.word, *part.words[slot.start:slot.end]] for w in same_piece(stem(x))}
    counted |= {stem(w) for w in W.class_noun} if counted & {stem(w) for w in W.class_noun} else set()  # kinds: categories
    times = {w: int(n) for w, n in pairs("times-said").items()} if stem("times") in counted else {}   # "once": 1 time
    found = {n for sentence in re.split(r"[.;:!?]\s", ans.answer.rsplit(" (", 1)[0])
             for said in [tokens(sentence)] for i, w in enumerate(said)
             for n in [" ".join(said[i:i + 2]) if said[i:i + 2] == ["any", "number"] else number(w, times)]   # "any number of"
             if n is not None and said[i - 1:i] != ["than"]    # a bound, not a count
             and not _rate_unasked(q, said[i + 1:i + 7])
             and (w in times or counted & {stem(x) for x in said[i + 1:i + 6]})}
    book, of_rule = q.rules.claims, claims_by_rule(q.rules)
    if len(found) == 1 and not _stated_otherwise(q, [   # the rule's claims of that number hold here
            w for r in {c.get("rule") for c in ans.citations} for c in of_rule.get(r, ())
            if book.quantity(c, q.edition, c.options) == min(found) for w in c.conditions]):
        ans.verdict, ans.value = "value", found.pop()
    return ans


def _rate_unasked(q: Question, after: list[str]) -> bool:
    """Does a rate word after a number make it a rate the question does not ask ("one card *per
    token*"), not one it asks in its own words ("one base or fewer *in each of its* two systems",
    asked "in each of its systems")?"""
    at = next((j for j, w in enumerate(after) if w in W.rate_word), None)
    unit = content_words(after[at + 1:at + 5])[:1] if at is not None else []
    return at is not None and not ({stem(unit[0])} <= {stem(w) for w in q.words} if unit else after[at] in q.words)


def counted_word(q: Question) -> str | None:
    """What "how many X" / "the number of X" / "the most X" counts: the head (last word) of the vocabulary phrase
    right after ("alien power cards" counts cards, "alien powers" powers), else the word itself."""
    words = q.words
    at = next((i + 1 for i, w in enumerate(words) if w == "many" or words[i - 1:i + 1] == ["number", "of"] or words[i - 1:i] == [
        "the"] and w in W.maximum_word | W.minimum_word and words[i + 1:i + 2] != ["number"]), 0)
    if not 0 < at < len(words) or words[at] in W.auxiliary:
        return None                       # "how many do I get": the count names no thing
    phrase = (vocab := vocabulary_for(q.rules)).match(words, at, fuzzy=False)
    named = any(m.start == at for m in q.mentions) or stem(words[at]) not in q.idx.bm25.idf
    if not (phrase and phrase.category in ("role", "thing")) and named:
        # "how many *Destiny* cards", "how many plastic ships": the plural noun after a name or a word
        # the rules never use, else the word itself ("how many adjacent planets": adjacent ones)
        head = next((i for i in range(at, min(at + 3, len(words))) if words[i] in W.auxiliary | W.stopword
                     or words[i].endswith("s")), at)
        return stem(words[head] if words[head] not in W.auxiliary | W.stopword else words[at])
    head = phrase.end - 1 if phrase and phrase.category in ("role", "thing") else at
    # "extra flares": a kind of a thing named by its modifier (extra-flare isa Flare) counts the kind
    return stem(words[at] if head > at and stem(words[head]) in {stem(w + e) for a in vocab.ancestors(phrase.word)[1:]
                                                                for w in a.split(":")[-1].lower().split("-") for e in ("", "s")} else words[head])


def _twins_undecided(q: Question, good: list, top: float) -> bool:
    """Two near-tied parameters whose names differ only in words the question does not use
    (``rings_central_bonus`` / ``rings_outer_bonus``): no single number answers it."""
    if len(good) < 2 or good[1][1] < 0.9 * top:
        return False
    first, second = good[0][0].name_words, good[1][0].name_words
    if len(first - second) != 1 or len(second - first) != 1:
        return False                      # one word swapped: central / outer
    shared, differ = first & second, (first ^ second) - {"max", "min"}   # "how many": the most
    asked = set(q.terms())
    return len(shared - W.generic_name_word) >= 1 and bool(differ) and not differ & asked \
        and not (W.minimum_word | W.maximum_word) & set(q.words)


def _to_front(good: list, top: float, chosen) -> list:
    """The near ties (within 80% of the top score) whose parameter ``chosen`` accepts, first."""
    near = [g for g in good if g[1] >= 0.8 * top and chosen(g[0])]
    return good if not near or near[0] is good[0] else near + [g for g in good if g not in near]


def name_head(name: str) -> set[str]:
    """The stems a parameter's name counts (before its purpose word)."""
    return _name_halves(name)[0]


def _name_halves(name: str) -> tuple[set[str], set[str]]:
    """A parameter name's stems before its purpose word ("for/to/per": what it counts) and
    after it (what they are for): ``binary_bases_lost_for_power``."""
    words = name.split("_")
    cut = next((i for i, w in enumerate(words) if w in W.purpose_word), len(words))
    return {stem(w) for w in words[:cut]}, {stem(w) for w in words[cut + 1:]}


def _counted_things(idx) -> frozenset[str]:
    """What the parameters count: the words of their names before "for/to/per" ("ship",
    "power", "colony"), memoised per index."""
    return idx.once("counted-things", lambda: frozenset(w for doc in idx.params for w in _name_halves(doc.name)[0]))


warm_up(lambda rules: _counted_things(index_for(rules)))


def _term_in(q: Question, node: str, words: set[str]) -> bool:
    """Does a parameter's text use one of a term's names ("How many cards do I get as
    compensation?" is not the hand size, whose rules never say compensation or consolation)?"""
    data = q.rules.node(node)
    return bool(words & q.idx.once(("term-names", node), lambda: frozenset(content_words(tokens(" ".join([
        node.split(":", 1)[1], data.get("title") or "", *data.get("aliases", []),
        *(str(v[1]) for v in data.get("attrs", {}).get("word", []) if isinstance(v, list))]))))))


def _any_value(q: Question, name: str):
    doc = next((d for d in q.idx.params if d.name == name), None)
    options = _options_of(q, doc) if doc else ()
    for ed in ("mayfair", "ffg"):
        with suppress(KeyError):
            return q.rules.param(name, ed, options)
    return None


def param_value(q: Question, doc: ParamDoc | None = None) -> Answer | None:
    """Answer with a parameter's value in the asked edition; both editions when they differ."""
    doc = doc or best_param(q)
    if doc is None or W.pool_preposition & set(q.words):
        return None                       # "how many aliens do I choose between": the pool, not the pick
    per_edition = {}
    options = _options_of(q, doc)
    for ed in ("mayfair", "ffg"):
        with suppress(KeyError):
            per_edition[ed] = q.rules.param_rule(doc.name, ed, options)
    if not per_edition:
        return None
    answers = {ed: _param_answer(q, doc.name, ed, *vrc) for ed, vrc in per_edition.items()}
    if q.edition not in answers:
        other = next(iter(answers))
        out = make(q.text, q.edition, "unknown",
                   f"The {EDITION_NAMES[q.edition]} rules do not state this. In "
                   f"{EDITION_NAMES[other]}: {answers[other].answer}",
                   citations=answers[other].citations, entities=answers[other].entities,
                   confidence=0.5, nearest=answers[other].citations)
        out.editions = {other: for_edition(answers[other], other)}
        return out
    # a number the question states is no answer, unless the engine sums the counts it states
    if _echoes(q, answers[q.edition].value) and not _engine_sum(q, doc.name, q.edition, options) \
            or _stated_otherwise(q, [w for c in _stating(q.rules).get(doc.name, ()) if doc.name in (c.count or ())
                                     for w in c.conditions]):
        return None
    for ed, ans in answers.items():
        # an edition-conflict block on the stating rule names each document's section of the topic
        rule_id = per_edition[ed][1]
        ans.citations = cite_dicts(ans.citations + [c for k in ("rule", "ruling") for x in q.idx.conflicts_of.get(f"{k}:{rule_id}", []) for c in (
            {**c, "rule": rule_id} for c in q.rules.node(x).get("citations", [])) if ed in q.rules.node(
            f"section:{c['source_id']}/{c['section']}").get("editions", [])] + _stating_claims(q, doc.name, ed, options))
        if not _engine_sum(q, doc.name, ed, options, ans) and scale_per_unit(q, doc.name, ans) is False \
                and ed == q.edition:
            return None
        _per_actor(q, [c for c in _stating(q.rules).get(doc.name, ()) if doc.name in (c.count or ())], ans)
        # a time kept in seconds in the rule's own unit, whole minutes: "how many minutes" -> 1,
        # "how long" -> "1 minute" (the seeds' "one minute"); "how many seconds" -> 60
        if doc.name.endswith("_seconds") and isinstance(ans.value, int) and not W.second_unit & set(q.words):
            minutes = ans.value // 60 if ans.value % 60 == 0 else ans.value / 60
            said = f"{minutes} minute{'s' if minutes != 1 else ''}"
            ans.value = minutes if W.minute_unit & set(q.words) else said
            ans.answer = f"{said}. " + ans.answer
        if counted_word(q) and isinstance(ans.value, list):   # "how many powers have artefacts": 10
            ans.value, ans.answer = len(ans.value), f"{len(ans.value)}. {ans.answer}"
        # a min/max pair asked both ways ("min and max"): both, least first; a max asked with no bound
        # named: the rule's range, "1 to 4" ("up to 4" without a min)
        asks, got = _bounds_asked(q), {}
        for end in ("_min", "_max") if doc.name[-4:] in ("_min", "_max") else ():
            with suppress(KeyError):
                got[end] = q.rules.param(doc.name[:-4] + end, ed, options)
        if all(asks) and len(got) == 2:
            ans.value, ans.answer = [got["_min"], got["_max"]], f"{got['_min']} to {got['_max']}. {ans.answer}"
        elif not any(asks) and doc.name.endswith("_max") and isinstance(ans.value, int):
            ans.value = f"{got['_min']} to {ans.value}" if "_min" in got else f"up to {ans.value}"
            ans.answer = f"{ans.value}. {ans.answer}"
    main = answers[q.edition]
    if options:
        main.answer += f" (With the optional rule{'s' if len(options) > 1 else ''}: {', '.join(options)}.)"
    values = {str(a.value) for a in answers.values()}
    if len(answers) == 2 and len(values) > 1:
        other = "ffg" if q.edition == "mayfair" else "mayfair"
        main.editions = {ed: for_edition(a, ed) for ed, a in answers.items()}
        main.answer += (f" The editions differ: {EDITION_NAMES[other]} says {answers[other].value}"
                        f" ({where(answers[other].citations)}).")
    main.notes.extend(dict.fromkeys(f"{d.get('title') or d['id']}: {(d.get('attrs', {}).get('policy') or [''])[0] or d.get('says') or ''}"
                                    .strip() for _, r, _ in per_edition.values() for k in ("rule", "ruling")
                                    for d in map(q.rules.node, q.idx.conflicts_of.get(f"{k}:{r}", []))))
    return main


@warm_up
@per_graph
def _stating(rules) -> dict[str, list]:
    """Parameter -> the claims whose count, limit or minimum is it (scanning every claim per
    question cost more than the rest of answering a number)."""
    out: dict[str, list] = {}
    for c in rules.claims.claims:
        for name in dict.fromkeys(v for v in (*(c.count or ()), c.limit, c.minimum) if isinstance(v, str)):
            out.setdefault(name, []).append(c)
    return out


def _stating_claims(q: Question, name: str, edition: str, options: tuple[str, ...]) -> list[dict]:
    """The sections of the claims stating the parameter that share most (two or more) of the
    things the question names."""
    def bare(key) -> str:
        return str(key).rsplit(":", 1)[-1].rsplit(".", 1)[-1]
    asked = {bare(m.node) for m in q.mentions} | {bare(s.word) for p in (q.reading.parts if q.reading else ()) for s in p.found}
    near = [(len(asked & {bare(c.actor), c.action, bare(c.obj)}), c) for c in _stating(q.rules).get(name, ())
            if edition in c.editions and c.options <= set(options) and not c.house]
    top = max((n for n, _ in near), default=0)
    return [{**cit, "rule": c.rule} for n, c in near if n == top >= 2 for cit in c.citations]


def _stated_otherwise(q: Question, conditions) -> bool:
    """A number given only under a count the question states otherwise is not the answer
    ("the Gas Giant only has 2 ships": not the 3 bases it counts as with 3 or more)."""
    told = told_against(conditions, _told(q.words))
    return any(w.holds(told) is False for w in conditions if w.key in told)


def _bounds_asked(q: Question) -> list[bool]:
    """Does the question name a minimum, a maximum ("most", "*up to* how many")? One bound named
    only by a later part ("how many can I commit? *Is there a minimum?*") asks the range, as none."""
    def named(words: list[str]) -> list[bool]:
        up_to = any(a == "up" and b == "to" for a, b in zip(words, words[1:], strict=False))
        return [bool(W.minimum_word & set(words)), bool(W.maximum_word & set(words)) or up_to]
    whole, parts = named(q.words), q.reading.parts if q.reading else []
    return whole if all(whole) or len(parts) < 2 else named(parts[0].words)


def _engine_sum(q: Question, name: str, edition: str, options: tuple[str, ...], ans: Answer | None = None):
    """A parameter the engine sums from counts the question states (Lucre income): the engine's
    sum, put in ``ans`` (returned when none is given)."""
    from resolver.engine.options.lucre import FORMULAS
    from resolver.engine.sums import PARAMS
    found = _engine_count(q, FORMULAS.get(name) or PARAMS.get(name), edition, options)
    if ans is None or found is None or ans.verdict != "value":
        return found
    ans.value, why, rule = found
    own = node_citations(q.rules, f"rule:{rule}") if rule and f"rule:{rule}" in q.rules else []
    if own and not {c.get("rule") for c in own} & {c.get("rule") for c in ans.citations}:
        # a sum another rule makes (the colony track from the counts told): that rule's words, not the parameter's
        ans.citations, ans.answer = own, f"{q.rules.node(f'rule:{rule}').get('says') or ''} ({where(own)})"
    ans.answer = in_words_of(q.idx, f"{ans.value} ({why}). ", edition) + ans.answer
    return found


def _engine_count(q: Question, formula, edition: str, options: tuple[str, ...] = ()):
    """An engine formula's (value, why, rule) from the counts the question states; None without a
    formula or in an edition without the rule's numbers (no Lucre in FFG)."""
    from resolver.engine.rulemap import Params
    with suppress(KeyError):
        return formula(Params(q.rules, edition, options), lambda unit: net_counted(q, unit[4:]) if unit.startswith(
            "net ") else units_counted(q, unit)) if formula else None
    return None


def counted_sum(q: Question) -> Answer | None:
    """"How many extra Flares with 3 players?": a count the engine works out from the counts the
    question states (``resolver.engine.sums.COUNTS``, by the thing counted), citing its rule."""
    from resolver.engine.sums import COUNTS
    part = q.part
    if (slot := counted_slot(part) if part else None) is None:
        return None
    # "how many Flares do we *add* at random?": else the one narrower kind the asked act's claims take that has a sum
    book, key = q.rules.claims, noun_key(q.rules.claims, slot.word)
    kinds = set() if slot.word in COUNTS else {c.obj for c in _counted_claims(q.rules) if q.edition in c.editions and c.obj and key in book.above(
        c.obj)[1:] and any(c.action == f.action and f.obj == key for f in part.frames)}
    kinds = {k for k in kinds if not any(k in book.above(o)[1:] for o in kinds)}   # the narrowest
    word = slot.word if len(kinds) != 1 else kinds.pop()
    if (found := _engine_count(q, COUNTS.get(word), q.edition)) is None:
        return None
    value, why, rule = found
    node = f"rule:{rule}"
    says = q.rules.node(node).get("says") or "" if node in q.rules else ""
    cits = node_citations(q.rules, node)
    label = word.split(":")[-1].replace("-", " ") + ("" if value == 1 else "s")   # a sentence first: the page's headline
    text = q.in_words(f"That makes {value} {label}: {why}. {says} ({where(cits)})")
    return make(q.text, q.edition, "value", text, value=value, citations=cits, entities=[], confidence=0.9)


@per_graph
def _counted_claims(rules) -> list:
    """The claims about a thing the engine counts (made once per graph, not scanned per question)."""
    from resolver.engine.sums import COUNTS
    return [c for c in rules.claims.claims if c.obj in COUNTS]


def units_counted(q: Question, unit: str) -> int | None:
    """How many of ``unit`` the question states in all, a kind of it included ("4 home bases"
    are bases; "a moon", "no moons"); None when it states none."""
    vocab = vocabulary_for(q.rules)
    wanted = vocab.match(unit.split("-"), 0)
    # the thing counted starts after the number, past "of my/the/…" ("4 *of my* home planets") and a noun qualifying it ("3 planet bases")
    counts = [n for i, n in numbers(q.words[:-1], counting("article-number"))
              if wanted is not None and (got := vocab.match(q.words, i + 3 if q.words[i + 1:i + 2] == ["of"] and q.words[
                  i + 2:i + 3] and q.words[i + 2] in W.determiner | W.possessive | {"the"} else i + 1, fuzzy=False)) is not None
              and any(m and wanted.word in vocab.ancestors(m.word) for m in (
                  got, got.category in NOUNS and got.end < len(q.words) and vocab.match(q.words, got.end, fuzzy=False)))]
    return sum(counts) if counts else None


def net_counted(q: Question, unit: str) -> int | None:
    """"I had 4 foreign colonies, lost one, then gained two": the count of ``unit`` held first (a number
    before the unit, or after "at": "my marker's at 3"), then each number after a gain word added and
    after a lose word taken away ("another" is one; the unit may be left out: "lose one"); None unless
    both a count held and a change are told."""
    vocab, words = vocabulary_for(q.rules), q.words
    wanted = vocab.match(unit.split("-"), 0)
    ups, downs = {stem(w) for w in W.verb_acquire | W.win_word}, {stem(w) for w in W.lose_word}
    end = next((i for i, w in enumerate(words) if w in W.question_word), len(words))
    held, net, sign, changed = None, 0, 0, False
    for i, w in enumerate(words[:end]):
        sign = 1 if stem(w) in ups else -1 if stem(w) in downs else sign
        n = 1 if w == "another" else number(w)
        got = vocab.match(words, i + 1, fuzzy=False) if n is not None else None
        if n is None or got is not None and got.category in NOUNS and not (wanted and wanted.word in vocab.ancestors(got.word)):
            continue                      # a number of something else ("lost 3 ships")
        if held is None and not sign and (got is not None or words[i - 1:i] == ["at"]):
            held = n
        elif held is not None and sign:
            net, sign, changed = net + sign * n, 0, True
    return held + net if held is not None and changed else None


def scale_per_unit(q: Question, name: str, ans: Answer) -> bool | None:
    """A rate ``…_per_<unit>`` asked about N of that unit: N times it. False for a rate per player
    when the question speaks of no player (it asks a whole)."""
    unit = name.rsplit("_per_", 1)[1] if "_per_" in name else None
    if unit is None or not isinstance(ans.value, int | float) or ans.verdict != "value":
        return None
    if unit == "player" and W.own_share & set(q.words):
        return None                       # "how many moons do I draw": one player's share
    if (n := units_counted(q, unit)) is None and unit == "player":
        return None if _someone_named(q) else False
    if n is None or "each" in q.words and unit == "player":
        return None
    rate, ans.value = ans.value, ans.value * n
    ans.answer = in_words_of(q.idx, f"That makes {ans.value}: {rate} per {unit} \u00d7 {n} {unit}s. ", ans.edition) + ans.answer


def _someone_named(q: Question) -> bool:
    """Does the question speak of a player (I, you, each, a role, a subject of the asking verb)
    besides the thing it counts? A rate per player answers for one player's lot."""
    if any_of("first-person", "second-person", "distributive-word") & set(q.words):
        return True
    vocab, counted = vocabulary_for(q.rules), next((i + 1 for i, w in enumerate(q.words) if w == "many"), -1)
    phrase = vocab.match(q.words, counted, fuzzy=False) if 0 < counted < len(q.words) else None
    after = q.words[phrase.end if phrase else counted + 1:][:1]
    if after and after[0] in W.auxiliary - W.be:
        return True                       # "how many cards does the compromiser take": a subject of its own
    found = (vocab.match(q.words, i, fuzzy=False) for i in range(len(q.words)) if i != counted)
    return any(m is not None and m.category == "role" and "power" not in vocab.ancestors(m.word) for m in found)


def _param_answer(q: Question, name: str, edition: str, value, rule_id: str, citations) -> Answer:
    cits = cite_dicts(citations)
    shown = ", ".join(map(str, value)) if isinstance(value, list) else value
    house = ", by a house rule loaded with --rules" if any(c.source == "House rules" for c in citations) else ""
    # a sentence first: the web page shows it as the headline of a value
    text = f"The {name.replace('_', ' ')} is {shown} ({EDITION_NAMES[edition]}{house})."
    kinds = ("rule", "ruling", "hex", "moon", "option", "card", "power", "term", "table")   # the stating node's words
    says = next((q.rules.node(n).get("says") or "" for n in (f"{k}:{rule_id}" for k in kinds) if n in q.rules), "")
    text += (f" {says}" if says else "") + f" ({where(cits)})"
    named = [(v, q.rules.resolve_name(str(v), fuzzy=False)) for v in value] if isinstance(value, list) else None
    value_out = [str(q.rules.node(n).get("title") or q.rules.node(n)["id"]) if n else str(v)   # a list's names as titled
                 for v, n in named] if named is not None else value
    return make(q.text, edition, "value", in_words_of(q.idx, text, edition), value=value_out,
                citations=cits, entities=[], confidence=0.9)


# -- lists --------------------------------------------------------------------
def kinds_listed(q: Question) -> Answer | None:
    """"What kinds of challenge cards are there?": the things the claims say `is kind-of` the class
    named beside a class noun ("kinds of X", "X types"), each asked back in the edition, named in
    its words (FFG: Attack, Negotiate and Morph)."""
    part, book = q.part, q.rules.claims
    if part is None or not W.class_noun & set(part.words) or W.how_much & set(part.words):
        return None
    cls = {i for i, w in enumerate(part.words) if w in W.class_noun}
    slot = next((s for s in part.found if s.category in NOUNS and (s.start - 2 in cls and part.words[s.start - 1] == "of"
                                                                     or s.end in cls)), None)
    kind = noun_key(book, slot.word) if slot else None
    members = dict.fromkeys(c.actor for c, _r in book.by_action.get("kind-of", ()) if c.derived is None and c.obj == kind)
    found = [(m, d) for m in members if (d := decide(q.rules, Frame(m, "is", "kind-of", kind), q.edition, {})) is not None
             and d.verdict == "yes"]
    if len(found) < 2:
        return None
    names = list(dict.fromkeys(q.in_words(display(q.rules, m, q.edition)).removesuffix(" card")
                               for m, _d in found))
    cits = cite_dicts([c for _m, d in found for c in citations_of(q.rules, d)])
    whole = q.in_words(display(q.rules, kind, q.edition))
    text = f"The kinds of {whole}: {', '.join(names[:-1])} and {names[-1]} ({where(cits)})."
    return make(q.text, q.edition, "value", text, value=names, citations=cits, entities=[kind], confidence=0.9)


def which(q: Question) -> Answer | None:
    """"Which powers …": a relation's objects, a power attribute, or a list parameter."""
    return _which_related(q) or ((doc := best_param(q, lists_only=True)) and param_value(q, doc)) or _which_attribute(q)


def which_actors(q: Question) -> Answer | None:
    """"Which powers can pick up an artefact power?": a class right after "which/what" and before its verb
    (auxiliaries between) is the subject asked: its named members the claims let do the verb to the thing
    after it, each asked back. With no class word ("(my own power's Flare.) which side can I use?"): the one
    kind of a thing named the claims let a player do the verb to in the situation told, decided yes (or the
    one not ruled out, none yes), named without the thing's own name ("Super")."""
    part, book = q.part, q.rules.claims
    at = next((i for i, w in enumerate(part.words) if w in W.which_word), None) if part else None
    found = [s for s in part.found if s.start > (at or 0)] if at is not None else []
    i = next((i for i, s in enumerate(found) if s.category in VERBS), None)
    # "which card do you *use to* cancel …": the act the thing is used for; "what is the card *that* cancels …"
    used = i is not None and part.words[found[i].start:found[i].end + 1] in ([w, "to"] for w in W.instrument_verb) and found[
        i + 1:i + 2] and found[i + 1].category in VERBS and found.pop(i)
    kind = found and (not i or found[0].category not in NOUNS)
    verb = next((s for s in found if s.category == "action"), found[i or 0]) if kind else i and found[i]
    if not verb or not kind and (found[0].start - at > 2 and not set(part.words[at + 1:found[0].start]) <= W.be | {"the", "a", "an"} or not all(
            w in W.auxiliary | W.relative | W.negation | W.clause_adverb | W.permitted | W.forbidden or w.endswith("ly") or w == "to" and (
                used or (W.permitted | W.forbidden) & set(part.words)) or used and w in W.relative_subject
            for w in part.words[found[0].end:verb.start] if not (used and w in W.instrument_verb))):
        return None                       # "… can *actually* pick up", "… is *not allowed to* keep", "… *also* discards"
    # "which power may not keep …?": the members a ban names, each asked back as a permission decided no
    between = set(part.words[found[0].end:verb.start])
    negated = not kind and bool(W.negation & between) != bool(W.forbidden & between)
    cls, act, named = noun_key(book, found[0].word), "verb:" + verb.word, q.named_nodes()
    obj = next((noun_key(book, s.word) for s in found[i + 1:] if s.category in NOUNS), None) if not kind else None
    # the claims' verbs related to the asked one, once per verb (not per claim), and only when a frame is asked
    acts = remembered(_related_verbs(q.rules), act, lambda: {
        a for a in book.by_action if book.related(act, "verb:" + a)}) if kind or obj else set()
    frames = {(c.obj, Frame("player", "may", verb.word, c.obj)) if kind else (c.actor, Frame(c.actor, "may" if negated else c.modal, c.action, c.obj))
              for a in acts for c, _r in book.by_action[a] if c.derived is None and c.modal in (
                  ("may-not", "must-not") if negated else ("may", "must")) and q.edition in c.editions and (set(book.above(c.obj)[1:]) & named if kind and c.obj and c.obj.startswith(SPECIFIC)
                                                else not kind and obj and c.actor.startswith(SPECIFIC) and cls in book.above(
                                                    c.actor) and book.related(obj, c.obj))} if kind or obj else set()
    said = {k: d for k, f in sorted(frames, key=str) if (d := decide(q.rules, f, q.edition, q.reading.context, options_named(
        q))) is not None and d.verdict in ("no" if negated else "yes", "depends" if kind else "yes")}
    picked = [k for k, d in said.items() if d.verdict != "depends"] or list(said)
    if not picked or kind and len(picked) != 1:
        return None
    # the class said once: "Plague" for "which edict", "Super" for the Flare named
    whole = [display(q.rules, n, q.edition).lower() for n in book.above(picked[0])[1:] if n in named][:1] if kind else [
        display(q.rules, cls, q.edition).lower()] if cls else []
    names = [" ".join(w for w in display(q.rules, k, q.edition).removeprefix("the ").split()
                      if w.lower() not in " ".join(whole).split()) for k in picked]
    cits = cite_dicts([c for k in picked for c in citations_of(q.rules, said[k])])
    return make(q.text, q.edition, "value", f"{' and '.join(names)} ({where(cits)}).", citations=cits,
                value=names if len(names) > 1 else names[0], entities=picked, confidence=0.85)


#: each verb asked ("verb:play") -> the claims' actions related to it (shared: callers must not change them)
_related_verbs = per_graph(lambda rules: {})


def count_related(q: Question) -> Answer | None:
    """"How many powers does the Silencer block?": the length of the list a "which" question gets."""
    found = _which_related(q, only_powers=bool(W.power_noun & set(q.words))) \
        if "many" in q.words else None
    if found is None or not isinstance(found.value, list):
        return None
    found.value, found.answer = len(found.value), f"{len(found.value)}. " + found.answer.split(": ", 1)[-1]
    return found


def _which_related(q: Question, only_powers: bool = False) -> Answer | None:
    powers = [m for m in q.mentions if m.kind in ("power", "card")]
    shapes = [shape_word(w) for w in q.words]
    verb_class = next((s for s in shapes if s in RELATION_VERBS), "block" if "passive" in shapes else None)
    if not powers or verb_class is None:
        return None
    subject = powers[0].node
    positive, *rest = RELATION_VERBS[verb_class]
    wanted = rest[0] if q.intent.negated and rest else positive
    # the graph's subject of an acquire edge is the power acquired, of the others the one acting
    # the named power does the verb: "which powers does the Silencer block?", "… are blocked *by* the Silencer?", not "… stop the Silencer?"
    verb_at = next((i for i, s in enumerate(shapes) if s in RELATION_VERBS or s == "passive"), None)
    as_subject = (verb_at is None or "by" in q.words[:powers[0].start] or powers[0].start < verb_at and shapes[verb_at] != "passive") != (
        verb_class == "acquire")
    if verb_class == "acquire" and not as_subject:
        return None                       # the graph knows only how artefact powers may be gained
    other_end = "object" if as_subject else "subject"
    found = q.edges(subject, wanted) if as_subject else q.edges(None, wanted, subject)
    edges = [e for e in found if not e.get("condition") and not e.get("part")
             and not e.get("partially") and not e.get("depending")]
    if not edges:
        return None
    if only_powers or q.intent.slots.get("what") in ("power", "alien"):
        edges = [e for e in edges if e[other_end].startswith("power:")]
        found = [e for e in found if e[other_end].startswith("power:")]
        if not edges:
            return None
    names = sorted({display(q.rules, e[other_end]).removeprefix("the ") for e in edges})
    cits = edge_citations(edges[:1])
    conditional = [e for e in found if e not in edges]
    text = (f"{len(names)}: " + ", ".join(names) + ".")
    if conditional:
        text += (" Conditionally also: " + ", ".join(sorted({display(q.rules, e[other_end]).removeprefix('the ')
                                                              for e in conditional})) + ".")
    text += f" ({where(cits)})"
    return make(q.text, q.edition, "value", text, value=names, citations=cits,
                entities=[subject], confidence=0.85)


def _which_attribute(q: Question) -> Answer | None:
    """"Which powers are mandatory?": the powers marked so; not for "which *bar* …" (another thing asked)."""
    vocab, at = vocabulary_for(q.rules), next((i + 1 for i, w in enumerate(q.words[:-1]) if w in W.which_word), None)
    if at is not None and q.words[at] not in W.stopword and "power" not in vocab.ancestors(
            getattr(vocab.match(q.words, at, False), "word", "")):
        return None
    terms = set(q.terms()) | {w.replace("artifact", "artefact") for w in q.terms()}
    scored = [(len(words & terms), attr, nodes) for attr, nodes in q.idx.power_attrs.items()
              if (words := {stem(w) for w in attr.replace("-", " ").split()} - W.attribute_filler or {attr}) & terms]
    if not scored:
        return None
    _, attr, nodes = max(scored, key=lambda s: s[0])   # the first of those sharing the most words
    names = [display(q.rules, n).removeprefix("the ") for n in nodes]
    cits = cite_dicts([c for n in nodes[:3] for c in q.rules.citations(n)])
    text = f"{len(names)} powers are marked {attr.replace('-', ' ')}: " + ", ".join(names) + f". ({where(cits)})"
    return make(q.text, q.edition, "value", text, value=names, citations=cits,
                entities=nodes, confidence=0.8)


def answer_value(q, reading: Reading) -> Answer | None:
    """The count or limit of the claim deciding the first part (a frame of the question, else
    the quantified claim nearest the question's words), or None."""
    part = reading.parts[0]
    if W.pool_preposition & set(part.words) or "which" in part.words[:1] and not W.how_much & set(part.words) \
            or W.duration_word & set(part.words[part.words.index("how") + 1:][:1] if "how" in part.words else ()):
        return None                       # the pool chosen from, not the pick (as in param_value); "which X"
                                          # is no count, nor "how long" (a claim's count is no time)
    frame, d = first_decided(q.rules, _of_kind(q, part), q.edition, reading.context, want_value=True, options=options_named(q))
    if d is None:
        frame, d = _nearest_quantity(q, part)
    if d is not None and d.verdict == "depends" and (told := told_against([w for c in d.claims for w in c.conditions], _told(q.words))):
        told_d = decide(q.rules, frame, q.edition, {**reading.context, **told}, options_named(q))
        d = told_d if told_d is not None and told_d.claims else d   # the counts told decide
    if d is None or W.place_person_time & set(q.words[:1]) or _stated_otherwise(q, [w for c in d.claims or [] for w in c.conditions]) \
            or _counts_wider(q, part, d):
        return None                                    # "where do allies go" is no number
    if getattr(hidden := decide(q.rules, Frame(frame.actor, "is", "known", frame.obj), q.edition, {}, options_named(q)), "verdict", None) == "no":
        ans = answer_from(q, hidden, "unknown", frame)   # "the Rings' planets": a number the rules say is not known,
        ans.answer = f"The rules do not give this number. {ans.answer}"   # not a wider class's
        return ans
    if d.verdict == "depends" and len({c.count for c in d.claims}) > 1 and all(any(
            w.op not in ("true", "false", "as") and w.key not in reading.context for w in c.conditions) for c in d.claims):
        return answer_from(q, d, "depends", frame)   # the count turns on a number the question does not tell
    low, high, asks = value_of(d, lowest=True), value_of(d), _bounds_asked(q)
    ans = answer_from(q, d, "value", frame)   # "min and max": both, least first; neither: "1 to 4"
    ans.value = [low, high] if all(asks) and low != high else low if W.minimum_word & set(part.words) else high
    if not any(asks) and isinstance(d.value, tuple) and len(d.value) == 2 and all(isinstance(v, int) for v in d.value):
        ans.value = f"{low} to {high}"
    _per_unit(q, d, ans)
    return ans


def _counts_wider(q, part: Part, d) -> bool:
    """Do the deciding claims count a wider class than the one asked ("how many extra flares?" is
    not the 7 cards dealt to each player)?"""
    book, slot = q.rules.claims, counted_slot(part)
    counted = _key(book, slot) if slot else None
    return bool(counted and d.claims) and all(c.obj and c.obj != counted and c.obj in book.above(counted)
                                              and counted not in book.above(c.obj) for c in d.claims)


def _of_kind(q, part: Part) -> Part:
    """"how many cards *of consolation*": the counted thing's kind after "of" is the object asked
    (the consolation counts cards), the counted word itself the claims' unit."""
    slot, book = counted_slot(part), q.rules.claims
    after = next((s for s in part.found if slot and s.start == slot.end + 1 and part.words[slot.end] == "of"
                  and s.category == "thing"), None)
    kind = noun_key(book, after.word) if after else None
    if kind is None or (obj := noun_key(book, slot.word)) is None:
        return part
    return replace(part, frames=[replace(f, obj=kind) if f.obj == obj else f for f in part.frames])


def _nearest_quantity(q, part: Part):
    """(frame, decision) of the claim with a number about what a "how many" part counts, naming every
    other thing and action asked (among several: the one naming most, when they agree)."""
    book = q.rules.claims
    slot = counted_slot(part)
    if slot is None or _param_counts(q, part):
        return None, None
    counted = _key(book, slot)
    # a place the counted things are "in" (the deck, one challenge) need not be named by the claim, nor a
    # light verb's act ("tokens that *make* a base": its object says the act)
    light = {LIGHT_VERB, UNCLAIMED}
    asked = [(k, bool(W.container_preposition & set(part.words[max(0, s.start - 3):s.start])) or s.category == "action"
              and bool(light & set(vocabulary_for(q.rules).ancestors(s.word)))) for s in part.found if s.start > slot.start for k in [_key(book, s)] if k]
    options = set(options_named(q))
    told = {k for s in part.found if s.category == "role" and s.start < slot.start for k in [_key(book, s)]
            if k and "participant" in book.above(k)}
    best: list = []
    named = q.named_nodes()
    for c in _quantified_by_edition(q.rules).get(q.edition, []):
        if counted not in (c.actor, c.obj) or not c.options <= options or c.actor.startswith("power:") and c.actor not in named:
            continue                      # a power nobody named counts nothing for the asker (the Pentaform's stages)
        near = [(_nearness(book, key, c), at) for key, at in asked]
        if not all(n or at for n, at in near):
            continue
        score = sum(n for n, _ in near)
        if any(not n for n, _ in near) and (c.actor == counted and c.obj not in (None, counted) or c.actor != counted and not any(
                k.startswith("verb:") or k == c.actor for k, _ in asked) or told and not any(book.related(r, c.actor) for r in told)):
            continue                      # "how many Zaps are in the deck": the thing's own count or one of a whole
            #                               named, not the powers one Zap zaps nor a thing unnamed (the Plague costs 1 Kicker),
            #                               nor another role's than the one told ("Defender with no challenge cards - …")
        if best and score < best[0][0]:
            continue
        best = [x for x in best if x[0] == score] + [(score, c)]
    values = {str(book.quantity(c, q.edition, frozenset(c.options))) for _s, c in best}
    if len(values) > 1:
        # a claim's number counts its object when it has one ("a wild card is marked with 4
        # colours" counts colours, not wild cards): among disagreeing claims, those counting
        # the asked thing decide
        best = [(s, c) for s, c in best if c.obj == counted or c.obj is None]
        # and among those, the ones whose compared counts the question's story tells ("only has 2 ships")
        best = [(s, c) for s, c in best if not _stated_otherwise(q, c.conditions)]
        values = {str(book.quantity(c, q.edition, frozenset(c.options))) for _s, c in best}
    if not best or len(values) > 1:
        return None, None
    c = best[0][1]
    frame = Frame(c.actor, c.modal, c.action, c.obj)
    d = decide(q.rules, frame, q.edition, {}, tuple(c.options))
    return (frame, d) if d is not None and d.verdict in DECIDED and value_of(d) is not None else (None, None)


@warm_up
@per_graph
def _quantified_by_edition(rules) -> dict[str, list]:
    """Each edition's claims that state a number (a count, a limit, a minimum)."""
    book = rules.claims
    return {e: [c for c in [*book.claims, *book.derived] if e in c.editions and c.modal not in NEGATIVE
                and (c.count or c.limit not in (None, "none") or c.minimum)] for e in EDITION_NAMES}


def _key(book, slot) -> str | None:
    return "verb:" + (book.vocab.verb(slot.word) or slot.word) if slot.category == "action" else noun_key(book, slot.word)


def _param_counts(q, part: Part) -> bool:
    """Does the named parameter count the same thing, in the asked act (not another act a claim
    counts that thing in)?"""
    doc, slot, book = best_param(q), counted_slot(part), q.rules.claims
    if not (doc and slot and {stem(w) for w in part.words[slot.start:slot.end]} <= doc.hints):
        return False
    acts = {k[5:] for s in part.found if s.category == "action" for k in [_key(book, s)] if k}
    acts -= {book.vocab.verb(w) or w for w in doc.hints}      # the parameter's own words name the act
    counted, options = _key(book, slot), set(options_named(q))
    return not any(c.action in acts and counted in (c.actor, c.obj) and c.options <= options for c in _quantified_by_edition(q.rules).get(q.edition, []))


def _nearness(book, key: str, c) -> int:
    """2: the claim's own action / actor / object; 1: a class of it, or a word of its name."""
    if key.startswith("verb:"):
        action = key.split(":", 1)[1]
        return 2 if action == c.action else int(book.related(key, "verb:" + c.action))
    if key in (c.actor, c.obj):
        return 2
    # a claim about powers in general says nothing of one power: a name must be said
    related = not key.startswith(SPECIFIC) and any(
        x and book.related(key, x) for x in (c.actor, c.obj))
    return int(related or bool(_words_of(key) & {w for x in (c.actor, c.obj, c.action, *(  # or of its conditions ("in_deal")
        w.key.replace("_", "-") for w in c.conditions)) if x for w in _words_of(x)}))


def _words_of(key: str) -> set[str]:
    return {w.rstrip("s").lower() for w in key.split(":", 1)[-1].replace(".", "-").split("-") if len(w) > 3}


def _per_actor(q, claims: list, ans: Answer) -> None:
    """A count the claims give each of one role ("each main player loses 3"), asked of N of that
    role together ("the two main players", "both main players") and not of each: N times it."""
    book = q.rules.claims
    if any(isinstance(v, str) and "_per_" in v for c in claims for v in c.count or ()):
        return                            # a rate per unit, scaled by its own unit
    roles = {c.actor for c in claims}
    role = roles.pop() if len(roles) == 1 else None
    n = units_counted(q, role.split(":")[-1]) if role and role != book.nouns.key("player") and "player" in book.above(role) else None
    if n and n > 1 and isinstance(ans.value, int) and not isinstance(ans.value, bool) and ans.verdict == "value" \
            and not W.distributive_word & set(q.words):
        rate, ans.value = ans.value, ans.value * n
        ans.answer = in_words_of(q.idx, f"That makes {ans.value}: {rate} each \u00d7 {n}. ", ans.edition) + ans.answer


def _per_unit(q, d, ans: Answer) -> None:
    """A number per ship or per player asked about N of them is N times it ("with 5 of us": 5)."""
    book = q.rules.claims
    _per_actor(q, [c for c in d.claims or [] if c.count], ans)
    for c in d.claims or []:
        named = [v for v in (*(c.count or ()), c.limit) if isinstance(v, str) and "_per_" in v]
        if named:
            return scale_per_unit(q, named[0], ans)
    if all(c.actor == book.nouns.key("player") and c.count for c in d.claims or [None]):
        scale_per_unit(q, "count_per_player", ans)
