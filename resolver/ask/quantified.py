"""How many, how often and in which order an act is asked (issue 13, qn28): "*only one of* us", "*again*", "*only
once*", "*before* the defender does", "*one at a time*", read from the asking clause the same way whatever the phrasing
(the `quantity-family` word lists of rulesdata) and decided against what the deciding claims and their rules state. A
family asked that no deciding claim speaks to leaves the plain question's verdict unsaid: ``unknown``, not that verdict."""
from __future__ import annotations

from dataclasses import replace

from resolver.ask.claimed import NEGATIVE, rule_says
from resolver.ask.frame import NOUNS
from resolver.ask.text import W, tokens, word_set
from resolver.ask.vocab import VERBS
from resolver.graph.decide import Decision


def _words(name: str) -> list[list[str]]:
    """A list's phrases as word lists (none for a list rulesdata does not hold: ``order-contrary``)."""
    try:
        return [p.split() for p in word_set(name)]
    except KeyError:
        return []


def _at(words: list[str], phrase: list[str], i: int) -> bool:
    return words[i:i + len(phrase)] == phrase


def asked(part) -> list[tuple[str, str]]:
    """(family, phrase) asked in the asking clause (up to a condition it opens: "… *even if* …"), each word read once,
    the longest phrase first ("*only once*" is no "only"); no order is asked by an ordinal before a noun ("the *first*
    comet") nor by a word the frame reads as a verb ("does an alliance *last*")."""
    words, out, taken = part.words, [], set()
    verbs = {i for s in part.found if s.category in VERBS for i in range(s.start, s.end)}
    end = next((i for i in range(part.start + 1, len(words)) if words[i] in W.condition_cut), len(words))
    nouns = {s.start for s in part.found if s.category in NOUNS} | {i for i, w in enumerate(words) if w == "one"}
    found = sorted(((len(p), i, fam, p) for fam in W.quantity_family for p in _words(f"{fam}-asked")
                    for i in range(part.start, end - len(p) + 1) if _at(words, p, i)), reverse=True)
    for _n, i, fam, p in found:
        if taken.isdisjoint(range(i, i + len(p))) and not (fam == "order" and (p[0] in ("first", "last") and i + 1 in nouns or i in verbs)):
            taken |= set(range(i, i + len(p)))
            out.append((fam, " ".join(p)))
    return out


def _says(texts: list[list[str]], name: str) -> bool:
    """Does one of the texts say a phrase of the list (not right after "not": "*not only* planets")?"""
    return any(_at(ws, p, i) and ws[i - 1:i] != ["not"] for ws in texts for p in _words(name) for i in range(len(ws)))


def settle(q, part, d: Decision) -> Decision | None:
    """``d`` when the deciding claims speak to every family asked; a "yes" turned "no" by a deciding claim's own words
    saying a family's contrary ("again" against "once in the whole game") or, for a word of one sense, by a claim of
    the same act, actor and thing or the deciding rule saying it where nothing speaks to the word asked ("only once"
    against "repeating until it holds one"); None when no deciding claim speaks to a family asked. A "no" stands (what
    may not be done may not be done again or first), but one whose negated claims deny the act past a bound answers
    a question asking it *only* within the bound ("does a Comet *only* last for the next challenge?": not beyond it)."""
    families = asked(part) if part is not None else []
    if d.verdict == "no" and "only" in {f for f, _p in families} and d.claims and all(
            c.modal in NEGATIVE and _says([tokens(c.phrase or "")[:2]], "only-beyond") for c in d.claims):
        return replace(d, verdict="yes")
    if not families or d.verdict != "yes":
        return d
    book, first = q.rules.claims, d.claims[0] if d.claims else None
    kin = [*d.claims, *(c for c in book.acting(first and first.action, q.edition) if c.modal in ("may", "must") and not c.options
                        and book.related(c.actor, first.actor) and book.related(c.obj, first.obj))]
    own = {id(c): [tokens(t) for t in (c.phrase or "", c.because or "", *(w.text or "" for w in c.conditions))] for c in kin}
    rules = [tokens(rule_says(q.rules, c)) for c in d.claims]
    for fam, phrase in families:
        loose = phrase in W.quantity_loose
        contrary = [c for c in d.claims if _says(own[id(c)], f"{fam}-contrary")]
        weak = [] if contrary or loose else list({id(c): c for c in kin if _says(own[id(c)], f"{fam}-contrary")}.values()) or [
            c for c, says in zip(d.claims, rules, strict=True) if _says([says], f"{fam}-contrary")]
        said = _says([*rules, *(t for c in d.claims for t in own[id(c)])], f"{fam}-said") or fam == "order" and any(
            c.action in ("before", "after") for c in d.claims)
        if contrary or weak and not said:
            found = contrary or weak
            return replace(d, verdict="no", claims=found, conditions=[], sections=[s for c in found for s in c.sections])
        if not said and not loose:
            return None
    return d


def contrary(q, part, d: Decision) -> Decision | None:
    """The decision the claims turn round for a family asked (see :func:`settle`), or None."""
    settled = settle(q, part, d)
    return settled if settled is not None and settled is not d else None
