"""The OpenAPI document: valid OpenAPI 3.1, and true — every documented operation is
called on a real server and each response is checked against the schema documented
for its status; every route the app really has is documented (and vice versa).
"""
from __future__ import annotations

import jsonschema
import pytest
from openapi_spec_validator import validate
from test_web_support import TIE_YAML, LiveServer, StandInOracle

from web import create_app


@pytest.fixture(scope="module")
def server(rules):
    live = LiveServer(create_app({"ORACLE": StandInOracle(rules)}))
    yield live
    live.close()


@pytest.fixture(scope="module")
def document(server):
    resp = server.get("/api/openapi.json")
    assert resp.status == 200
    return resp.json()


def test_document_is_valid_openapi(document):
    validate(document)
    assert document["openapi"].startswith("3.")


def test_every_api_route_is_documented(server, document):
    app_routes = set()
    for rule in server.app.url_map.iter_rules():
        if rule.rule.startswith("/api/") or rule.rule == "/healthz":
            path = rule.rule.replace("<path:rule_id>", "{id}").replace("<path:name>", "{name}")
            for method in rule.methods - {"HEAD", "OPTIONS"}:
                app_routes.add((path, method.lower()))
    documented = {(p, m) for p, ops in document["paths"].items() for m in ops}
    assert app_routes == documented


def check_response(document: dict, path: str, method: str, resp) -> None:
    """The status is documented for the operation and the body matches its schema."""
    responses = document["paths"][path][method]["responses"]
    assert str(resp.status) in responses, (path, method, resp.status, resp.text[:300])
    content = responses[str(resp.status)].get("content", {})
    schema = content["application/json"]["schema"]
    jsonschema.validate(resp.json(), {**schema, "components": document["components"]},
                        cls=jsonschema.Draft202012Validator)


def _examples(document: dict, path: str, method: str) -> tuple[str, dict]:
    """Fill path and query parameters from the documented examples."""
    op = document["paths"][path][method]
    url, query = path, []
    for param in op.get("parameters", []):
        value = param.get("example", param["schema"].get("default"))
        if value is None:
            continue
        if param["in"] == "path":
            url = url.replace("{" + param["name"] + "}", str(value))
        else:
            query.append(f"{param['name']}={value}")
    return url + ("?" + "&".join(query) if query else ""), op


# One good and several bad calls per documented operation; each must answer as documented.
BODIES = {
    "/api/ask": [({"question": "Does the Silencer stop the Dictator?", "edition": "ffg"}, "application/json", 200),
                 ({"question": ""}, "application/json", 400),
                 ({"question": "q" * 2001}, "application/json", 400),
                 ("{", "application/json", 400), ("x", "text/plain", 415)],
    "/api/simulate": [(TIE_YAML, "application/yaml", 200), ("a: [", "application/yaml", 400),
                      ({"resolver": 1, "name": "refuse"}, "application/json", 422),
                      ("x", "text/csv", 415)],
    "/api/check": [(TIE_YAML, "application/yaml", 200), ("[", "application/yaml", 400),
                   ({"resolver": 1, "name": "refuse"}, "application/json", 422)],
}


def test_every_operation_answers_as_documented(server, document):
    called = 0
    for path, ops in document["paths"].items():
        for method in ops:
            url, op = _examples(document, path, method)
            if method == "post":
                for body, ctype, status in BODIES[path]:
                    resp = server.post(url, body, content_type=ctype)
                    assert resp.status == status, (path, body, resp.text[:200])
                    check_response(document, path, method, resp)
                    called += 1
            else:
                resp = server.get(url)
                assert resp.status == 200, (url, resp.text[:200])
                check_response(document, path, method, resp)
                called += 1
    assert called >= 18


@pytest.mark.parametrize("url,status", [
    ("/api/rules/no.such.rule", 404), ("/api/powers/Qwxyzzy", 404), ("/api/graph?depth=7", 400),
    ("/api/graph?node=zzzzzz-none", 404), ("/api/search?q=" + "y" * 201, 400),
])
def test_documented_error_statuses(server, document, url, status):
    path = {"rules": "/api/rules/{id}", "powers": "/api/powers/{name}", "graph": "/api/graph",
            "search": "/api/search"}[url.split("/")[2].split("?")[0]]
    resp = server.get(url)
    assert resp.status == status
    check_response(document, path, "get", resp)


def test_declared_limits_match_the_app(document, server):
    ask_schema = document["components"]["schemas"]["AskRequest"]["properties"]["question"]
    assert ask_schema["maxLength"] == server.app.config["MAX_QUESTION_CHARS"]
    depth = [p for p in document["paths"]["/api/graph"]["get"]["parameters"] if p["name"] == "depth"][0]
    assert depth["schema"]["maximum"] == server.app.config["MAX_GRAPH_DEPTH"]
