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

import re
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


#: one value of a plain setting line: a "string", a number, a name (lists and pairs go the slow way)
_FAST_VALUE = re.compile(r'[ \t]*(?:"((?:[^"\\\n]|\\.)*)"|(-?\d+(?:\.\d+)?)(?![A-Za-z0-9_.:])'
                         r'|([A-Za-z_][A-Za-z0-9_.:\'/+\-]*))[ \t]*,?')
_FAST_KEY = re.compile(r"([ \t]*)([A-Za-z_][A-Za-z0-9_.:'/+\-]*)")
_UNESCAPE = re.compile(r"\\(.)")


def _fast_setting(body: str) -> tuple[str, list, int] | None:
    """``(key, values, column)`` of a plain setting line without its comment (``claim offense
    may launch token``), or None when the line needs the full grammar. Most lines of the
    rules are such settings, and reading them with a regex keeps the cold compile fast
    (pyparsing costs about a millisecond a line)."""
    if not body.strip() or any(ch in body for ch in "{}[]=\\"):
        return None
    m = _FAST_KEY.match(body)
    if m is None:
        return None
    key, pos, values = m.group(2), m.end(), []
    end = len(body.rstrip())
    while pos < end:
        v = _FAST_VALUE.match(body, pos)
        if v is None or v.end() == pos:
            return None
        if v.group(1) is not None:
            values.append(_UNESCAPE.sub(r"\1", v.group(1)))
        elif v.group(2) is not None:
            if len(v.group(2)) > MAX_NUMBER_CHARS:
                return None
            values.append(float(v.group(2)) if "." in v.group(2) else int(v.group(2)))
        else:
            if not values and _VERB.fullmatch(v.group(3)):
                return None               # "Silencer blocks Dictator": a relation
            values.append(v.group(3))
        pos = v.end()
    return key, values, len(m.group(1)) + 1


def _strip_comment(line: str) -> str | None:
    """The line without its comment, a ``#`` inside a string kept; None if a string is open."""
    quoted = False
    i = 0
    while i < len(line):
        ch = line[i]
        if quoted and ch == "\\":
            i += 2
            continue
        if ch == '"':
            quoted = not quoted
        elif ch == "#" and not quoted:
            return line[:i]
        i += 1
    return None if quoted else line


_VERB = re.compile("(" + "|".join(VERBS) + ")")


def _split_fast(text: str) -> tuple[str, dict[int, tuple[str, list, int, int]]]:
    """The text with its plain setting lines inside blocks blanked (line numbers kept), and
    those lines as ``{line: (key, values, column, line of the block's opening brace)}``."""
    rows = text.split("\n")
    fast: dict[int, tuple[str, list, int, int]] = {}
    depth, opened = 0, 0
    for n, row in enumerate(rows, start=1):
        stripped = _strip_comment(row)
        if stripped is None:
            return text, {}               # an open string: the grammar reports it
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', stripped)
        braces = code.count("{") + code.count("}")
        if depth == 1 and not braces:
            found = _fast_setting(stripped)
            if found is not None:
                fast[n] = (*found, opened)
                rows[n - 1] = ""
                continue
        for ch in code:
            if ch == "{":
                depth += 1
                if depth == 1:
                    opened = n
            elif ch == "}":
                depth -= 1
    return "\n".join(rows), fast


def _put_back(doc: Document, fast: dict[int, tuple[str, list, int, int]], file: str,
              lines: list[str]) -> bool:
    """Return the fast-read settings to their blocks, in line order; False if one has no block."""
    blocks = {b.pos.line: b for b in doc.blocks}
    touched = set()
    for n, (key, values, col, opened) in fast.items():
        block = blocks.get(opened)
        if block is None:
            return False
        block.clauses.append(Clause(key=key, values=values,
                                    pos=Pos(file, n, col, lines[n - 1] if n <= len(lines) else "")))
        touched.add(opened)
    for line in touched:
        blocks[line].clauses.sort(key=lambda c: c.pos.line)
    return True


def parse_text(text: str, file: str = "<rules>") -> Document:
    """Parse one rules file's text; raise :class:`DSLError` with the position on a syntax error."""
    if "\x00" in text:
        raise DSLError([Problem("parse", "file holds a NUL byte", file, 1, 1)])
    slim, fast = _split_fast(text) if "\r" not in text else (text, {})
    doc = _parse(slim, file, text.splitlines())
    if fast and not _put_back(doc, fast, file, text.splitlines()):
        doc = _parse(text, file, text.splitlines())
    return doc


def _parse(text: str, file: str, lines: list[str]) -> Document:
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
