"""The question patterns, as a pyparsing grammar over a question's *shape*.

A question is first linked (``resolver.ask.linker``); its shape keeps the
grammar's own words (stemmed), writes each linked entity as ``@N`` (its
index among the mentions), numbers as ``n`` and every other word as ``w``.

    >>> shape_of(["does", "@0", "stop", "the", "@1"])
    'does @0 block t @1'
    >>> parse("does @0 block t @1").intent
    'relation'
    >>> parse("@0 vs @1").intent
    'versus'
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

import pyparsing as pp

from resolver.ask.lexicon import RELATION_VERBS, verb_class
from resolver.ask.text import W, number, pairs


@lru_cache(maxsize=65536)
def shape_word(word: str) -> str:
    """How one (non-entity) word appears in the shape."""
    if word in W.blocked:
        return "passive"
    if word in W.article:
        return "t"
    if number(word) is not None:
        return "n"
    return "not" if word in W.negation else pairs("shape-form").get(word, word) if word in W.shape_word \
        else verb_class(word) or "w"


def shape_of(items: list[str]) -> str:
    """The shape of a token list whose entities are written ``@N`` (runs of plain words: one ``w``)."""
    out: list[str] = []
    for item in items:
        word = item if item.startswith("@") else shape_word(item)
        if not (word in ("w", "t") and out and out[-1] == word):
            out.append(word)
    return " ".join(out)


@dataclass
class Intent:
    """What a question asks: the pattern that matched and its named parts."""

    intent: str
    a: int | None = None          # index of the first entity mention
    b: int | None = None          # index of the second entity mention
    verb: str | None = None       # relation class (block, affect, count, ...)
    negated: bool = False
    slots: dict = field(default_factory=dict)


def _kw(words) -> pp.ParserElement:
    """Any of the words (a string of them, or a set) as a whole word; the question readers' one maker of these."""
    return pp.one_of(words.split() if isinstance(words, str) else sorted(words), as_keyword=True)


def _build() -> list[tuple[str, pp.ParserElement, set | None, int]]:
    ent = pp.Regex(r"@\d+")
    verb = _kw(" ".join(RELATION_VERBS))
    filler = pp.Regex(r"(?!@)\S+")

    def gap(stop: pp.ParserElement | None = None) -> pp.ParserElement:
        """Any words (no entity) up to, not including, ``stop``."""
        guard = ~ent if stop is None else ~ent + ~stop
        return pp.ZeroOrMore(guard + filler)

    plain = pp.ZeroOrMore(_kw("w n not t"))
    order_rel = _kw("before after")
    firsts = _kw("first last order sequence earlier")
    passive = _kw("passive")
    # (intent, expression, words one of which must occur, entities needed)
    return [
        ("which", _kw("which what list name") + gap(_kw("power alien card"))
         + _kw("power alien card")("what"),
         {"which", "what", "list", "name"}, 0),
        ("quantity", (_kw("how") + _kw("many much long often"))
         | _kw("number cost price amount minimum maximum size limit"),
         {"how", "number", "cost", "price", "amount", "minimum", "maximum", "size", "limit"}, 0),
        ("order", ent("a") + gap(order_rel) + order_rel("rel") + gap() + ent("b"),
         {"before", "after"}, 2),
        ("order", _kw("who which what") + pp.ZeroOrMore(~firsts + (ent | filler)) + firsts,   # "who answers *the invitations* first"
         {"first", "last", "order", "sequence", "earlier"}, 0),
        ("order", _kw("order sequence"), {"order", "sequence"}, 0),
        ("passive", ent("b") + gap(passive | verb) + passive + pp.Optional(_kw("w")) + _kw("by") + gap() + ent("a"),
         {"passive"}, 2),
        ("relation", ent("a") + gap(verb | passive) + (verb | passive)("verb") + gap() + ent("b"),
         {"passive", *RELATION_VERBS}, 2),
        ("relation", pp.StringStart() + ent("a") + pp.Optional(_kw("w")) + pp.Optional(_kw("t")) + ent("b") + passive("verb") + pp.StringEnd(), {"passive"}, 2),
        ("versus", ent("a") + plain + _kw("vs versus v against")("rel") + plain + ent("b"),
         {"vs", "versus", "v", "against"}, 2),
        # "Silencer on the Philanthropist — blocked?" (above): the pair and only a passive of blocking
        # is A blocking B; two things side by side and nothing asked of them ("Silencer on Macron?"): A vs B
        ("versus", pp.StringStart() + ent("a") + pp.Optional(_kw("w")) + pp.Optional(_kw("t"))
         + ent("b") + pp.StringEnd(), None, 2),
        ("copy", ent("a") + gap(_kw("copy")) + _kw("copy") + gap() + ent("b"), {"copy"}, 2),
        ("count", ent("a") + gap(_kw("count")) + _kw("count") + gap() + pp.Optional(ent("b")), {"count"}, 1),
        ("what-if", (_kw("what") + plain + _kw("happen")) | (_kw("what") + _kw("if")),
         {"what"}, 0),
        ("what-is", _kw("what who") + _kw("is are does do") + pp.Optional(_kw("t")) + ent("a"),
         {"what", "who"}, 1),
        ("what-is", _kw("mean define definition explain describe") + gap() + ent("a"),
         {"mean", "define", "definition", "explain", "describe"}, 1),
        ("what-is", _kw("tell") + gap(_kw("about")) + _kw("about") + gap() + ent("a"),
         {"tell"}, 1),
        ("yes-no", pp.StringStart() + _kw("is are does do did can may could might will would "
                                          "should must"), None, 0),
    ]


def compiled(expr: pp.ParserElement) -> re.Pattern:
    """A pattern of this grammar as one compiled regular expression that matches what pyparsing
    would (as a scan: its first match is the leftmost), made once when the grammar is built: no
    pyparsing call per question. Optional and repeated parts are possessive and each alternative
    atomic, as pyparsing never backtracks into them; named results are named groups."""
    return re.compile(_rx(expr))


def _rx(e: pp.ParserElement) -> str:
    def ws(x):                            # pyparsing skips whitespace before an element (not a look-ahead)
        return _rx(x) if isinstance(x, pp.NotAny | pp.StringStart) else r"\s*" + _rx(x)
    if isinstance(e, pp.Regex):
        core = f"(?>{e.re.pattern})"
    elif isinstance(e, pp.And | pp.MatchFirst):
        core = "".join(map(ws, e.exprs)) if isinstance(e, pp.And) else "(?>" + "|".join(map(ws, e.exprs)) + ")"
    elif isinstance(e, pp.Opt | pp.ZeroOrMore):
        core = f"(?:{ws(e.expr)}){'?' if isinstance(e, pp.Opt) else '*'}+"
    elif isinstance(e, pp.NotAny | pp.SkipTo):      # SkipTo: up to the first place its end matches, not past it
        core = f"(?!{ws(e.expr)})" if isinstance(e, pp.NotAny) else f"(?>.*?(?={_rx(e.expr)}))"
    elif isinstance(e, pp.StringStart | pp.StringEnd):
        core = r"\A" if isinstance(e, pp.StringStart) else r"\Z"
    else:
        raise TypeError(f"no regular expression for {type(e).__name__}")
    return f"(?P<{e.resultsName}>{core})" if e.resultsName else core


_PATTERNS = [(name, compiled(expr), triggers, needs) for name, expr, triggers, needs in _build()]


@lru_cache(maxsize=4096)
def parse(shape: str) -> Intent:
    """The first pattern that matches the shape, with its parts; ``other`` when none does."""
    negated = " not " in f" {shape} "
    present = set(shape.split())
    entities = sum(1 for w in present if w.startswith("@"))
    for name, rx, triggers, needs in _PATTERNS:
        if entities < needs or (triggers is not None and not triggers & present) or (found := rx.search(shape)) is None:
            continue
        tokens = {k: v for k, v in found.groupdict().items() if v is not None}
        # a passive ("@1 is blocked by @0") and a copy are blocking relations
        verb = "block" if name in ("passive", "copy") or tokens.get("verb") == "passive" else tokens.get("verb")
        return Intent("relation" if name == "passive" else name, *(int(tokens[k][1:]) if k in tokens else None for k in "ab"),
                      verb, negated, {k: tokens[k] for k in ("rel", "what") if k in tokens})
    return Intent("other", negated=negated)
