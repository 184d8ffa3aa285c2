"""resolver: a ruling oracle for Cosmic Encounter.

    >>> from resolver import Oracle
    >>> Oracle().rules.resolve_name("silencer")
    'power:Silencer'
"""
from resolver.answer import Answer
from resolver.oracle import Oracle

__version__ = "0.1.0"
__all__ = ["Answer", "Oracle", "__version__"]
