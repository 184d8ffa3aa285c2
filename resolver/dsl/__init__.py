r"""The rules DSL: a small, rulebook-like language for Cosmic Encounter rules.

    >>> from resolver.dsl import parse_text
    >>> doc = parse_text('rule sc.hand {\n  says "Seven cards each."\n}\n', "x.rules")
    >>> doc.blocks[0].kind, doc.blocks[0].id
    ('rule', 'sc.hand')

See docs/dsl.md for the language reference.
"""
from resolver.dsl.ast import Block, Clause, Condition, Document, Relation, Value
from resolver.dsl.errors import DSLError, Problem
from resolver.dsl.grammar import parse_file, parse_text

__all__ = [
    "Block", "Clause", "Condition", "Document", "Relation", "Value",
    "DSLError", "Problem", "parse_file", "parse_text",
]
