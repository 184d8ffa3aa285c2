"""Errors as ``{"error": {"code", "message", "path"}}`` with a 4xx; never a traceback.

Routes raise :class:`ApiError`; the handlers registered here turn it, every
HTTP error (404, 405, 413…) and any unexpected exception into JSON for the
API and a plain error page for the HTML pages.
"""
from __future__ import annotations

import logging

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException, MethodNotAllowed

log = logging.getLogger("resolver.web")

HTTP_CODES = {400: "bad-request", 404: "not-found", 405: "method-not-allowed",
              413: "too-large", 415: "unsupported-media-type", 422: "invalid",
              429: "too-many-requests", 500: "internal", 503: "not-available"}


class ApiError(Exception):
    """A refusal to show the client: HTTP status, a machine code, words, and the field's path."""

    def __init__(self, status: int, code: str, message: str, path: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.path = path
        #: further fields for the client (e.g. ``rule``: the rule a scenario breaks)
        self.extra: dict = {}

    def to_dict(self) -> dict:
        return {"error": {"code": self.code, "message": self.message, "path": self.path, **self.extra}}


def wants_json() -> bool:
    """API routes, the health check and clients that ask for JSON get JSON errors."""
    if request.path.startswith("/api/") or request.path == "/healthz":
        return True
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return best == "application/json"


def error_response(err: ApiError) -> Response:
    if wants_json():
        resp = jsonify(err.to_dict())
    else:
        resp = Response(render_template("error.html", error=err), mimetype="text/html")
    resp.status_code = err.status
    return resp


def _from_http(exc: HTTPException) -> ApiError:
    status = exc.code or 500
    message = exc.description or exc.name
    if status == 413:
        message = "the request body is larger than this service accepts"
    return ApiError(status, HTTP_CODES.get(status, f"http-{status}"), message, None)


def register_error_handlers(app: Flask) -> None:
    """Install the JSON / HTML error handlers on an app."""

    @app.errorhandler(ApiError)
    def _api_error(err: ApiError):
        return error_response(err)

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException):
        resp = error_response(_from_http(exc))
        if isinstance(exc, MethodNotAllowed) and exc.valid_methods:
            resp.headers["Allow"] = ", ".join(sorted(exc.valid_methods))
        return resp

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception):
        log.exception("unexpected error on %s %s", request.method, request.path)
        return error_response(ApiError(500, "internal", "an internal error occurred; it has been logged"))
