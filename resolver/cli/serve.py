"""``resolver serve``: the web service on waitress (a production WSGI server, several threads).

Flask's development server is never used. A house-rules file that does not
compile is refused before the server starts, with its lint messages (exit 2).
"""
from __future__ import annotations

import gc
import logging
import threading
import time

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
    """Make waitress answer what it refuses itself (a body over its cap, a broken request line,
    headers too large) in the API's error shape, ``{"error": {"code", "message", "path"}}``,
    not plain text, and with the security headers every response of the app carries."""
    import json

    from waitress.utilities import Error

    from web.security import HEADERS

    def to_response(self, ident=None):
        code = _SERVER_ERROR_CODES.get(self.code, "server-error")
        body = json.dumps({"error": {"code": code, "message": f"{self.reason}: {self.body}",
                                     "path": None}}) + "\n"
        return (f"{self.code} {self.reason}", [("Content-Type", "application/json"), *HEADERS.items()],
                body.encode("utf-8"))
    Error.to_response = to_response


class RateLimited(logging.Filter):
    """Let one record through per ``seconds``; the next one says how many were held back.

    waitress warns "Task queue depth is N" once per queued request: under load that is
    thousands of lines a second, drowning everything else in the log.
    """

    def __init__(self, seconds: float = 10.0) -> None:
        super().__init__()
        self.seconds = seconds
        self.next_at = 0.0
        self.held = 0
        self.lock = threading.Lock()

    def filter(self, record: logging.LogRecord) -> bool:
        with self.lock:
            now = time.monotonic()
            if now < self.next_at:
                self.held += 1
                return False
            self.next_at = now + self.seconds
            held, self.held = self.held, 0
        if held:
            record.msg = f"{record.msg} ({held} such warnings held back in the last {self.seconds:g} s)"
        return True


def quiet_queue_warnings(seconds: float = 10.0) -> None:
    """Rate-limit waitress's "Task queue depth" warning (once per process)."""
    queue_log = logging.getLogger("waitress.queue")
    if not any(isinstance(f, RateLimited) for f in queue_log.filters):
        queue_log.addFilter(RateLimited(seconds))


#: defaults for a public deployment (waitress's own: 100 connections, 120 s idle)
CONNECTION_LIMIT = 1000
CHANNEL_TIMEOUT = 30
THREADS = 8


def create_server(app, host: str, port: int, threads: int = THREADS,
                  connection_limit: int = CONNECTION_LIMIT, channel_timeout: int = CHANNEL_TIMEOUT):
    """The waitress server for ``app``, bound (raises OSError / ValueError when it cannot be).

    poll() instead of select(): select cannot watch more than 1,024 sockets. A connection
    idle (or stuck half-way through sending its request) for ``channel_timeout`` seconds is
    closed, checked every ``channel_timeout / 2`` seconds at most.
    """
    import waitress
    json_server_errors()
    quiet_queue_warnings()
    connection_limit = within_open_files(connection_limit)
    return waitress.create_server(app, host=host, port=port, threads=threads, ident="resolver",
                                  max_request_body_size=app.config["MAX_CONTENT_LENGTH"] * 2,
                                  clear_untrusted_proxy_headers=True,
                                  connection_limit=connection_limit, channel_timeout=channel_timeout,
                                  cleanup_interval=max(1, min(30, channel_timeout // 2)),
                                  asyncore_use_poll=True)


def freeze_after_start() -> None:
    """Move everything built so far (the rules graph, the ask index: millions of objects,
    never freed) out of the garbage collector's sight. Otherwise each full collection
    scans them all, a pause of a tenth of a second in whichever request triggers it."""
    gc.collect()
    gc.freeze()


def within_open_files(connection_limit: int) -> int:
    """The connection limit, lowered (with a warning) to what the process may keep open."""
    try:
        import resource
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ImportError, OSError, ValueError):
        return connection_limit
    room = soft - 64         # the rules, the log, the listening socket, the trigger pipe…
    if soft == resource.RLIM_INFINITY or connection_limit <= room:
        return connection_limit
    logging.getLogger("resolver.web").warning(
        "connection limit %d lowered to %d: the process may open only %d files (ulimit -n)",
        connection_limit, max(room, 1), soft)
    return max(room, 1)


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
@click.option("--threads", "--workers", "threads", default=THREADS, show_default=True,
              type=click.IntRange(1, 64), help="Worker threads of the WSGI server (--workers is the old name).")
@click.option("--connection-limit", default=CONNECTION_LIMIT, show_default=True, type=click.IntRange(1, 100_000),
              help="Most open connections; past it, new ones wait in the listen backlog.")
@click.option("--channel-timeout", default=CHANNEL_TIMEOUT, show_default=True, type=click.IntRange(1, 3600),
              help="Seconds a connection may sit idle or half-sent before it is closed.")
@rules_option
def command(host: str, port: int, threads: int, connection_limit: int, channel_timeout: int,
            extra_rules) -> None:
    """Serve the ask page, the workbench, the rule pages and the JSON API."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = build_app(extra_rules)
    try:       # bind first, so a bad host or a port in use is reported before "serving on"
        server = create_server(app, host, port, threads, connection_limit, channel_timeout)
    except (OSError, ValueError) as exc:      # ValueError: waitress cannot resolve the host
        fail(f"cannot listen on {host}:{port}: {getattr(exc, 'strerror', None) or exc}")
    port = getattr(server, "effective_port", port)         # --port 0: the port the system chose
    freeze_after_start()
    click.echo(f"resolver: serving on http://{host}:{port} with waitress ({threads} threads, "
               f"at most {connection_limit} connections, {channel_timeout} s idle timeout)", err=True)
    server.run()
