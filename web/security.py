"""Response headers that keep browsers safe: CSP (no inline scripts), nosniff, no framing,
and redirects that never name a host."""
from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from flask import Flask, Response

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")


#: sent on every response: by the app, and by waitress on what it refuses itself
HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
           "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer"}


def install_security_headers(app: Flask) -> None:
    @app.after_request
    def _headers(resp: Response) -> Response:
        for name, value in HEADERS.items():
            resp.headers.setdefault(name, value)
        if resp.location:
            resp.location = relative(resp.location)
        return resp


def relative(location: str) -> str:
    """A redirect target without scheme and host: Werkzeug builds absolute ones from the
    client's ``Host`` header, which a client can forge to send others elsewhere."""
    parts = urlsplit(location)
    path = parts.path if parts.path.startswith("/") else "/" + parts.path
    return urlunsplit(("", "", "/" + path.lstrip("/"), parts.query, parts.fragment))
