"""The JSON API of interfaces.md: ask, simulate, check, rules, powers, graph, OpenAPI, health."""
from __future__ import annotations

from flask import Blueprint, jsonify, request

from web import backend, nodes
from web.errors import ApiError
from web.openapi import openapi_document
from web.scenario_input import parse_scenario_text, read_text
from web.services import limit, oracle, rules

bp = Blueprint("api", __name__)

EDITIONS = ("mayfair", "ffg")
YAML_TYPES = ("application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml")


def validate_question(question: object, edition: object) -> tuple[str, str]:
    """Check a question and edition; returns them cleaned, or raises a 400."""
    if question is not None and not isinstance(question, str):
        raise ApiError(400, "missing-question", f"the question must be a string, not "
                       f"{type(question).__name__}", "question")
    if not isinstance(question, str) or not question.strip():
        raise ApiError(400, "missing-question", "a non-empty question is required", "question")
    if len(question) > limit("MAX_QUESTION_CHARS"):
        raise ApiError(400, "question-too-long",
                       f"the question is longer than {limit('MAX_QUESTION_CHARS')} characters", "question")
    if not isinstance(edition, str) or edition not in EDITIONS:
        raise ApiError(400, "invalid-edition", f"edition must be one of {', '.join(EDITIONS)}", "edition")
    return question.strip(), str(edition)


def _json_body() -> dict:
    if not request.mimetype or request.mimetype != "application/json":
        raise ApiError(415, "unsupported-media-type", "send the body as application/json")
    raw = request.get_data(cache=True)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ApiError(400, "bad-encoding", f"the body is not UTF-8 text (byte {exc.start})") from None
    if not text.strip():
        raise ApiError(400, "malformed-json", "the body is empty")
    data = read_text(text, "json")
    if data is None:
        raise ApiError(400, "malformed-json", "the body must be a JSON object, not null")
    if not isinstance(data, dict):
        raise ApiError(400, "malformed-json", "the body must be a JSON object")
    return data


def scenario_from_request() -> dict:
    """The scenario in the body: JSON, or YAML when the Content-Type says so."""
    mimetype = request.mimetype or ""
    if mimetype == "application/json":
        media = "json"
    elif mimetype in YAML_TYPES:
        media = "yaml"
    else:
        raise ApiError(415, "unsupported-media-type",
                       "send the scenario as application/json or application/yaml")
    return parse_scenario_text(request.get_data(cache=False), media,
                               limit("MAX_SCENARIO_BYTES"), limit("MAX_SCENARIO_ITEMS"))


@bp.post("/api/ask")
def ask():
    body = _json_body()
    question, edition = validate_question(body.get("question"), body.get("edition", limit("DEFAULT_EDITION")))
    return jsonify(backend.ask(oracle(), question, edition))


@bp.post("/api/simulate")
def simulate():
    return jsonify(backend.simulate(oracle(), scenario_from_request(), limit("MAX_SIMULATION_STEPS")))


@bp.post("/api/check")
def check():
    return jsonify(backend.check(oracle(), scenario_from_request(), limit("MAX_SIMULATION_STEPS")))


def _node_or_404(name: str, kinds: tuple[str, ...] | None, what: str) -> str:
    node = nodes.find_node(rules(), name, kinds=kinds, fuzzy=kinds is not None)
    if node is None:
        hits = nodes.search(rules(), name, limit=5)
        hint = f"; did you mean {', '.join(h['id'] for h in hits)}?" if hits else ""
        raise ApiError(404, f"unknown-{what}", f"no {what} named {name!r}{hint}", what)
    return node


@bp.get("/api/rules/<path:rule_id>")
def rule(rule_id: str):
    node = _node_or_404(rule_id, None, "rule")
    data = rules().data(node)
    if data.get("kind") == "section":
        return jsonify({**nodes.describe(rules(), node), **nodes.describe_section(rules(), node)})
    return jsonify(nodes.describe(rules(), node))


@bp.get("/api/powers/<path:name>")
def power(name: str):
    node = _node_or_404(name, ("power",), "power")
    return jsonify(nodes.describe_power(rules(), node))


def _depth_arg() -> int:
    raw = request.args.get("depth", "1")
    try:
        depth = int(raw)
    except ValueError:
        raise ApiError(400, "invalid-depth", f"depth must be a whole number, not {raw!r}", "depth") from None
    if not 0 <= depth <= limit("MAX_GRAPH_DEPTH"):
        raise ApiError(400, "invalid-depth", f"depth must be 0-{limit('MAX_GRAPH_DEPTH')}", "depth")
    return depth


@bp.get("/api/graph")
def graph():
    depth = _depth_arg()
    name = request.args.get("node")
    node = _node_or_404(name, None, "node") if name else None
    return jsonify(nodes.graph_json(rules(), node, depth))


@bp.get("/api/search")
def search():
    query = request.args.get("q", "")
    if len(query) > 200:
        raise ApiError(400, "query-too-long", "the search query is longer than 200 characters", "q")
    return jsonify({"query": query, "results": nodes.search(rules(), query)})


@bp.get("/api/openapi.json")
def openapi():
    return jsonify(openapi_document())


@bp.get("/healthz")
def healthz():
    r = rules()
    return jsonify({"status": "ok", "rules": len(r), "digest": r.digest})
