"""The rule graph: the DSL compiled into a networkx MultiDiGraph, and its query API.

    >>> from resolver.graph import load_rules
    >>> rules = load_rules()
    >>> rules.decide("offense may launch token count 5", "mayfair").verdict
    'no'
"""
from resolver.graph.load import load_rules
from resolver.graph.model import Citation, RuleGraph, Verdict

__all__ = ["Citation", "RuleGraph", "Verdict", "load_rules"]
