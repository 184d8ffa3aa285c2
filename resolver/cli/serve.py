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
    click.echo(f"resolver: serving on http://{host}:{port} with waitress ({workers} threads)", err=True)
    try:
        waitress.serve(app, host=host, port=port, threads=workers, ident="resolver",
                       max_request_body_size=app.config["MAX_CONTENT_LENGTH"] * 2,
                       clear_untrusted_proxy_headers=True)
    except OSError as exc:
        fail(f"cannot listen on {host}:{port}: {exc}")
