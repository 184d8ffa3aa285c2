"""Configuration of the web app, as an object (``create_app(config=...)`` overrides it)."""
from __future__ import annotations


class DefaultConfig:
    """Safe defaults: limits on every input, never debug mode."""

    DEBUG = False
    TESTING = False
    PROPAGATE_EXCEPTIONS = False
    #: largest request body (JSON, YAML, form or upload) in bytes; larger is a 413
    MAX_CONTENT_LENGTH = 256 * 1024
    MAX_FORM_MEMORY_SIZE = 256 * 1024
    #: longest question accepted by the ask page and POST /api/ask
    MAX_QUESTION_CHARS = 2000
    #: largest scenario text (YAML or JSON) in bytes
    MAX_SCENARIO_BYTES = 64 * 1024
    #: most values (mappings, lists, scalars) a scenario may hold once parsed
    MAX_SCENARIO_ITEMS = 5000
    #: most trace steps a simulation may take; a longer run is refused (422)
    MAX_SIMULATION_STEPS = 2000
    #: deepest neighbourhood served by /api/graph and drawn on pages
    MAX_GRAPH_DEPTH = 3
    #: most nodes drawn in one picture
    MAX_DRAWN_NODES = 160
    #: house-rules files loaded on top of the bundled rules
    EXTRA_RULES: tuple = ()
    #: default edition of the ask page
    DEFAULT_EDITION = "mayfair"
    #: an already-built Oracle to use (tests inject one); None builds one at app creation
    ORACLE = None
    #: build the question layer's tables at app creation (not on the first requests)
    WARM = True
    JSON_SORT_KEYS = False
