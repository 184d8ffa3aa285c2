"""The pyparsing grammar of the rules DSL.

A file is a list of blocks; a block is ``KIND ID ["title"] { clauses }`` and a
clause is one line: either a setting (``key value ...``) or a relation
(``Subject verb Object[, Object...] [when ...] [part "..."] ...``).

    >>> doc = parse_text('''
    ... ruling more.15.4.will {
    ...   Silencer blocks Will when target_colours > 1 "the base has several colours"
    ...   cite mce "15.4"
    ... }''', "demo.rules")
    >>> rel = doc.blocks[0].relations[0]
    >>> rel.subject, rel.verb, rel.objects, rel.condition.key
    ('Silencer', 'blocks', ['Will'], 'target_colours')
"""
from __future__ import annotations

from pathlib import Path

import pyparsing as pp

from resolver.dsl.ast import Block, Clause, Condition, Document, Pos, Relation
from resolver.dsl.errors import DSLError, Problem

#: Relation words. Each names one typed edge of the rule graph (docs/dsl.md).
VERBS = (
    "does-not-block", "blocks", "overrides", "before", "after", "transfers-with",
    "cannot-acquire-except-via", "replaces", "conflicts-with", "does-not-count-for",
    "counts-for", "does-not-affect", "affects", "same-as", "modifies",
)

_OPS = (">=", "<=", "==", "!=", ">", "<")


#: longest number literal accepted (Python refuses to convert ints past 4300 digits)
MAX_NUMBER_CHARS = 100


def _number(text: str, loc: int, toks: pp.ParseResults) -> int | float:
    """An int or float literal; an absurdly long one is a positioned error, not a crash."""
    literal = toks[0]
    if len(literal) > MAX_NUMBER_CHARS:
        raise pp.ParseFatalException(text, loc, f"number longer than {MAX_NUMBER_CHARS} characters")
    return float(literal) if "." in literal else int(literal)


def _build() -> pp.ParserElement:
    old = pp.ParserElement.DEFAULT_WHITE_CHARS
    pp.ParserElement.set_default_whitespace_chars(" \t")
    try:
        nl = pp.Suppress(pp.OneOrMore(pp.LineEnd()))
        opt_nl = pp.Suppress(pp.ZeroOrMore(pp.LineEnd()))
        string = pp.QuotedString('"', esc_char="\\", multiline=False)
        number = pp.Regex(r"-?\d+(\.\d+)?(?![A-Za-z_.:])").set_parse_action(_number)
        name = pp.Regex(r"[A-Za-z_][A-Za-z0-9_.:'/+\-]*")
        name.set_name("name")
        value = pp.Forward()
        lst = pp.Group(pp.Suppress("[") + opt_nl
                       + pp.Optional(pp.DelimitedList(value + opt_nl, pp.Suppress(",") + opt_nl,
                                                          allow_trailing_delim=True))
                       + opt_nl + pp.Suppress("]"))
        lst.set_parse_action(lambda t: [list(t[0])])
        kv = pp.Group(name + pp.Suppress("=") + value).set_parse_action(lambda t: [{t[0][0]: t[0][1]}])
        value <<= kv | string | number | lst | name
        value.set_name("value")

        verb = pp.Regex("(" + "|".join(VERBS) + r")(?![A-Za-z0-9_\-])")
        verb.set_name("relation word")
        ref = name.copy()
        cond = pp.Group(pp.Keyword("when") + pp.Optional(name + pp.one_of(_OPS) + (number | string | name))
                        + string)
        qual = (cond
                | pp.Group(pp.Keyword("partially"))
                | pp.Group(pp.Keyword("part") + string)
                | pp.Group(pp.Keyword("depending") + name + string)
                | pp.Group(pp.Keyword("at") + name)
                | pp.Group(pp.Keyword("because") + string))
        relation = pp.Group(pp.Located(ref + verb + pp.Group(pp.DelimitedList(ref, ","))
                                       + pp.Group(pp.ZeroOrMore(qual))))("relation")
        setting = pp.Group(pp.Located(name + pp.Group(pp.ZeroOrMore(value + pp.Optional(pp.Suppress(","))))))("setting")
        clause = relation | setting
        # "-" stops backtracking inside a block, so an error points at the bad clause.
        body = pp.Suppress("{") - opt_nl - pp.Group(pp.ZeroOrMore(clause + nl)) - pp.Suppress("}")
        block = pp.Group(pp.Located(name + name + pp.Optional(string, default=None)
                                    + pp.Optional(body, default=None)))
        block.set_name("block")
        grammar = opt_nl + pp.ZeroOrMore(block + (nl | pp.StringEnd())) + pp.StringEnd()
        grammar.ignore(pp.Regex(r"#[^\n]*"))
        return grammar
    finally:
        pp.ParserElement.set_default_whitespace_chars(old)


_GRAMMAR: pp.ParserElement | None = None


def _grammar() -> pp.ParserElement:
    global _GRAMMAR
    if _GRAMMAR is None:
        _GRAMMAR = _build()
    return _GRAMMAR


def _pos(text: str, loc: int, file: str, lines: list[str]) -> Pos:
    line = pp.lineno(loc, text)
    return Pos(file, line, pp.col(loc, text), lines[line - 1] if 0 < line <= len(lines) else "")


def _relation(parts, text: str, file: str, lines: list[str]) -> Relation:
    loc, toks = parts[0], parts[1]
    subject, verb, objects, quals = toks[0], toks[1], list(toks[2]), toks[3]
    rel = Relation(subject=subject, verb=verb, objects=objects, pos=_pos(text, loc, file, lines))
    for q in quals:
        word = q[0]
        if word == "when":
            if len(q) == 5:
                rel.condition = Condition(text=q[4], key=q[1], op=q[2], value=q[3])
            else:
                rel.condition = Condition(text=q[1])
        elif word == "partially":
            rel.partially = True
        elif word == "part":
            rel.part = q[1]
        elif word == "depending":
            rel.depending, rel.depending_text = q[1], q[2]
        elif word == "at":
            rel.at = q[1]
        elif word == "because":
            rel.because = q[1]
    return rel


def parse_text(text: str, file: str = "<rules>") -> Document:
    """Parse one rules file's text; raise :class:`DSLError` with the position on a syntax error."""
    if "\x00" in text:
        raise DSLError([Problem("parse", "file holds a NUL byte", file, 1, 1)])
    lines = text.splitlines()
    try:
        result = _grammar().parse_string(text, parse_all=True)
    except pp.ParseBaseException as exc:
        line = exc.lineno
        src = lines[line - 1] if 0 < line <= len(lines) else ""
        msg = exc.msg
        found = src[exc.col - 1:exc.col + 14].split()
        if found:
            msg += f", found {found[0]!r}"
        raise DSLError([Problem("parse", msg, file, line, exc.col, src)]) from None
    except RecursionError:
        raise DSLError([Problem("parse", "nesting too deep", file, 1, 1)]) from None
    doc = Document(file=file, lines=lines)
    for grp in result:
        loc, toks = grp[0], grp[1]
        kind, ident, title, body = toks[0], toks[1], toks[2], toks[3]
        block = Block(kind=kind, id=ident, title=title, clauses=[], relations=[],
                      pos=_pos(text, loc, file, lines))
        for item in body if body is not None else []:
            if item.get_name() == "relation":
                block.relations.append(_relation(item, text, file, lines))
            else:
                cloc, ctoks = item[0], item[1]
                block.clauses.append(Clause(key=ctoks[0], values=list(ctoks[1]),
                                            pos=_pos(text, cloc, file, lines)))
        doc.blocks.append(block)
    return doc


def parse_file(path: str | Path) -> Document:
    """Parse a rules file from disk (UTF-8); undecodable bytes are a positioned error."""
    path = Path(path)
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DSLError([Problem("parse", f"not UTF-8 (byte {exc.start})", str(path), line, 1)]) from None
    return parse_text(text, str(path))
