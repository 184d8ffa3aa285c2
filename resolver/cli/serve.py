"""``resolver serve``: the web service on waitress (a production WSGI server, several threads).

Flask's development server is never used. A house-rules file that does not
compile is refused before the server starts, with its lint messages (exit 2).
"""
from __future__ import annotations

import logging

import click

from resolver.cli.common import fail, rules_option


def build_app(extra_rules: tuple = ()):
    """The Flask app with its Oracle built (the rules compiled or read from the cache)."""
    from resolver.dsl.errors import DSLError
    from web import create_app
    try:
        return create_app({"EXTRA_RULES": tuple(extra_rules)})
    except DSLError as exc:
        lines = [p.render() for p in exc.problems] or [str(exc)]
        fail("the rules do not compile; not starting:\n" + "\n".join(lines))
    except (OSError, ValueError) as exc:
        fail(f"cannot load the rules: {exc}")


#: the error codes of docs/api.md for what waitress refuses before the app sees the request
_SERVER_ERROR_CODES = {400: "bad-request", 413: "too-large", 431: "too-large"}


def json_server_errors() -> None:
    """Make waitress answer what it refuses itself (a body over its cap, a broken request line)
    in the API's error shape, ``{"error": {"code", "message", "path"}}``, not plain text."""
    import json

    from waitress.utilities import Error

    def to_response(self, ident=None):
        code = _SERVER_ERROR_CODES.get(self.code, "server-error")
        body = json.dumps({"error": {"code": code, "message": f"{self.reason}: {self.body}",
                                     "path": None}}) + "\n"
        return (f"{self.code} {self.reason}", [("Content-Type", "application/json")],
                body.encode("utf-8"))
    Error.to_response = to_response


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
@click.option("--workers", default=8, show_default=True, type=click.IntRange(1, 64),
              help="Worker threads of the WSGI server.")
@rules_option
def command(host: str, port: int, workers: int, extra_rules) -> None:
    """Serve the ask page, the workbench, the rule pages and the JSON API."""
    import waitress
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = build_app(extra_rules)
    json_server_errors()
    try:       # bind first, so a bad host or a port in use is reported before "serving on"
        server = waitress.create_server(app, host=host, port=port, threads=workers, ident="resolver",
                                        max_request_body_size=app.config["MAX_CONTENT_LENGTH"] * 2,
                                        clear_untrusted_proxy_headers=True)
    except (OSError, ValueError) as exc:      # ValueError: waitress cannot resolve the host
        fail(f"cannot listen on {host}:{port}: {getattr(exc, 'strerror', None) or exc}")
    port = getattr(server, "effective_port", port)         # --port 0: the port the system chose
    click.echo(f"resolver: serving on http://{host}:{port} with waitress ({workers} threads)", err=True)
    server.run()
