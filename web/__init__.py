"""The resolver web service: ask page, scenario workbench, rule pages and the JSON API.

    >>> from web import create_app
    >>> app = create_app()
    >>> app.test_client().get("/healthz").status_code
    200

``create_app(config)`` builds a fresh app (no global state); ``config`` is an
object or dict overriding :class:`web.config.DefaultConfig`. The Oracle is
built once here (the compiled rules are cached on disk) and shared by all
threads of the WSGI server.
"""
from __future__ import annotations

import gc
import logging
from typing import Any

from flask import Flask

from resolver.paths import web_dir
from web.config import DefaultConfig
from web.errors import register_error_handlers
from web.security import install_security_headers

log = logging.getLogger("resolver.web")

EXAMPLE_QUESTIONS = (
    "Does the Silencer stop the Dictator?",
    "Does the Silencer block the Will?",
    "What is the hand size?",
    "Can the Insect copy the Loser to stop a revolt?",
    "Who wins a tie?",
    "What happens when you draw your own colour?",
)


def create_app(config: Any = None) -> Flask:
    """Build the Flask app; ``config`` (object or dict) overrides the defaults."""
    base = web_dir()
    app = Flask(__name__, template_folder=str(base / "templates"), static_folder=str(base / "static"))
    app.config.from_object(DefaultConfig)
    app.config["EXAMPLE_QUESTIONS"] = EXAMPLE_QUESTIONS
    if isinstance(config, dict):
        app.config.update(config)
    elif config is not None:
        app.config.from_object(config)
    app.json.sort_keys = False  # keep the answer's documented key order
    # no redirect for "//" in a path: /static//app.js is a 404 and /api/rules//x answers JSON,
    # instead of a 308 to an absolute URL built from the client's Host header
    app.url_map.merge_slashes = False
    app.config["DEBUG"] = False  # never debug mode, whatever the config says
    app.debug = False
    oracle = app.config.get("ORACLE")
    if oracle is None:
        from resolver import Oracle
        oracle = Oracle(edition=app.config["DEFAULT_EDITION"], extra_rules=tuple(app.config["EXTRA_RULES"]))
    app.extensions["resolver.oracle"] = oracle
    warm = getattr(oracle, "warm", None)      # a test's stand-in oracle has no question layer
    if app.config.get("WARM", True) and callable(warm):
        # build the question tables now, not on the first requests (a first misspelt word
        # paid ~0.3 s for the typo index), and before the freeze below so they are frozen too
        warm()
    # the compiled rules live as long as the process: take them out of the collector's
    # generations, so a full collection during a request no longer walks them (a 70-170 ms pause)
    gc.freeze()

    from web import api, pages
    app.register_blueprint(api.bp)
    app.register_blueprint(pages.bp)
    register_error_handlers(app)
    install_security_headers(app)
    return app
