"""The OpenAPI 3.1 description of the HTTP API (served at /api/openapi.json).

Tests validate this document and call every route it lists, checking each
response against the schema documented here for its status.
"""
from __future__ import annotations

from typing import Any

from resolver import __version__

_CITATION = {"type": "object", "required": ["source", "section"],
             "properties": {"source": {"type": "string"}, "section": {"type": "string"},
                            "rule": {"type": ["string", "null"]}, "detail": {"type": ["string", "null"]}}}

_ANSWER_PROPS: dict[str, Any] = {
    "question": {"type": "string"}, "edition": {"type": "string", "enum": ["mayfair", "ffg"]},
    "verdict": {"type": "string", "enum": ["yes", "no", "depends", "value", "text", "unknown"]},
    "value": {}, "answer": {"type": "string"},
    "conditions": {"type": "array", "items": {"type": "object"}},
    "citations": {"type": "array", "items": {"$ref": "#/components/schemas/Citation"}},
    "entities": {"type": "array", "items": {"type": "string"}},
    "confidence": {"type": "number"}, "trace": {"type": "array", "items": {"type": "object"}},
    "nearest": {"type": "array"}, "notes": {"type": "array"},
}

SCHEMAS: dict[str, Any] = {
    "Error": {"type": "object", "required": ["error"], "properties": {"error": {
        "type": "object", "required": ["code", "message", "path"],
        "properties": {"code": {"type": "string"}, "message": {"type": "string"},
                       "path": {"type": ["string", "null"]}}}}},
    "Citation": _CITATION,
    "AskRequest": {"type": "object", "required": ["question"], "properties": {
        "question": {"type": "string", "minLength": 1, "maxLength": 2000, "pattern": "\\S"},
        "edition": {"type": "string", "enum": ["mayfair", "ffg"], "default": "mayfair"}}},
    "Answer": {"type": "object",
               "required": ["question", "edition", "verdict", "value", "answer", "conditions",
                            "editions", "citations", "entities", "confidence", "trace"],
               "properties": {**_ANSWER_PROPS, "editions": {
                   "type": "object", "additionalProperties": {"type": "object", "required": ["verdict"],
                                                              "properties": _ANSWER_PROPS}}}},
    "Scenario": {"type": "object", "description": "A scenario file (format 1, see docs/scenarios).",
                 "required": ["resolver", "players", "encounter"],
                 "properties": {"resolver": {"type": "integer"}, "name": {"type": "string"},
                                "seed": {"type": "integer"}, "edition": {"type": "string"},
                                "options": {"type": "array", "items": {"type": "string"}},
                                "players": {"type": "array", "items": {"type": "object"}},
                                "state": {"type": "object"}, "encounter": {"type": "object"},
                                "expect": {"type": "object"}}},
    "Outcome": {"type": "object", "required": ["trace"], "additionalProperties": True, "properties": {
        "winner": {"type": ["string", "null"]}, "totals": {"type": ["object", "null"]},
        "warp": {"type": "object"}, "planets": {"type": "object"},
        "trace": {"type": "array", "items": {"type": "object"}},
        "citations": {"type": "array", "items": {"type": "object"}},
        "board_before": {"type": "object"}, "board_after": {"type": "object"}}},
    "CheckResult": {"type": "object", "required": ["passed", "mismatches", "outcome"], "properties": {
        "passed": {"type": "boolean"},
        "mismatches": {"type": "array", "items": {"type": "object"}},
        "outcome": {"type": "object"}}},
    "Edge": {"type": "object", "required": ["direction", "node", "verb"], "properties": {
        "direction": {"type": "string", "enum": ["in", "out"]}, "node": {"type": "string"},
        "kind": {"type": ["string", "null"]}, "verb": {"type": ["string", "null"]},
        "rule": {"type": ["string", "null"]}, "condition": {"type": ["string", "null"]},
        "category": {"type": "string"}, "citations": {"type": "array"}}},
    "RuleNode": {"type": "object", "required": ["id", "kind", "says", "citations", "edges"], "properties": {
        "id": {"type": "string"}, "kind": {"type": "string"}, "name": {"type": ["string", "null"]},
        "title": {"type": ["string", "null"]}, "says": {"type": ["string", "null"]},
        "editions": {"type": "array", "items": {"type": "string"}},
        "citations": {"type": "array", "items": {"$ref": "#/components/schemas/Citation"}},
        "edges": {"type": "array", "items": {"$ref": "#/components/schemas/Edge"}},
        "states": {"type": "array", "items": {"type": "object", "required": ["subject", "verb", "object"]}}}},
    "Power": {"allOf": [{"$ref": "#/components/schemas/RuleNode"}, {
        "type": "object", "required": ["interactions", "rulings"], "properties": {
            "interactions": {"type": "array", "items": {"$ref": "#/components/schemas/Edge"}},
            "rulings": {"type": "array", "items": {"type": "object", "required": ["id"]}}}}]},
    "Graph": {"type": "object", "required": ["nodes", "edges"], "properties": {
        "focus": {"type": ["string", "null"]}, "depth": {"type": ["integer", "null"]},
        "nodes": {"type": "array", "items": {"type": "object", "required": ["id", "kind"]}},
        "edges": {"type": "array", "items": {"type": "object", "required": ["from", "to", "verb"]}}}},
    "SearchResult": {"type": "object", "required": ["query", "results"], "properties": {
        "query": {"type": "string"},
        "results": {"type": "array", "items": {"type": "object", "required": ["id", "kind", "url"]}}}},
    "Health": {"type": "object", "required": ["status", "rules"], "properties": {
        "status": {"type": "string", "enum": ["ok"]}, "rules": {"type": "integer"},
        "digest": {"type": "string"}}},
}


def _json(schema: str) -> dict:
    return {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}}


def _err(description: str) -> dict:
    return {"description": description, "content": _json("Error")}


SCENARIO_BODY = {"required": True, "content": {
    "application/json": {"schema": {"$ref": "#/components/schemas/Scenario"}},
    "application/yaml": {"schema": {"$ref": "#/components/schemas/Scenario"}}}}

PATHS: dict[str, Any] = {
    "/api/ask": {"post": {
        "summary": "Answer a rules question, with citations", "operationId": "ask",
        "requestBody": {"required": True, "content": _json("AskRequest")},
        "responses": {"200": {"description": "the answer", "content": _json("Answer")},
                      "400": _err("missing or too long question, bad edition or malformed JSON"),
                      "413": _err("body larger than the server accepts"),
                      "415": _err("body is not application/json"),
                      "422": _err("the question answerer failed on this input (cannot-process; logged)"),
                      "503": _err("the question answerer is not available in this build")}}},
    "/api/simulate": {"post": {
        "summary": "Run one scenario: outcome, trace and the table before/after",
        "operationId": "simulate", "requestBody": SCENARIO_BODY,
        "responses": {"200": {"description": "the outcome", "content": _json("Outcome")},
                      "400": _err("malformed JSON or YAML, not a mapping"),
                      "413": _err("scenario too large"),
                      "415": _err("unsupported Content-Type"),
                      "422": _err("the scenario was refused (breaks a rule, names something unknown, "
                                  "or runs past the step limit)"),
                      "503": _err("the engine is not available in this build")}}},
    "/api/check": {"post": {
        "summary": "Run a scenario and compare with its expect: block", "operationId": "check",
        "requestBody": SCENARIO_BODY,
        "responses": {"200": {"description": "passed, mismatches and the outcome",
                              "content": _json("CheckResult")},
                      "400": _err("malformed JSON or YAML"), "413": _err("scenario too large"),
                      "415": _err("unsupported Content-Type"), "422": _err("the scenario was refused"),
                      "503": _err("the engine is not available in this build")}}},
    "/api/rules/{id}": {"get": {
        "summary": "One rule node (rule, ruling, power, section, option…): text, citations, edges",
        "operationId": "rule",
        "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"},
                        "example": "ruling:more.15.4.plague"}],
        "responses": {"200": {"description": "the node", "content": _json("RuleNode")},
                      "404": _err("no such node")}}},
    "/api/powers/{name}": {"get": {
        "summary": "One power: facts, interactions, rulings that touch it", "operationId": "power",
        "parameters": [{"name": "name", "in": "path", "required": True, "schema": {"type": "string"},
                        "example": "Silencer"}],
        "responses": {"200": {"description": "the power", "content": _json("Power")},
                      "404": _err("no such power")}}},
    "/api/graph": {"get": {
        "summary": "A neighbourhood of the rule graph (or the whole graph without node)",
        "operationId": "graph",
        "parameters": [{"name": "node", "in": "query", "required": False, "schema": {"type": "string"},
                        "example": "Silencer"},
                       {"name": "depth", "in": "query", "required": False,
                        "schema": {"type": "integer", "minimum": 0, "maximum": 3, "default": 1}}],
        "responses": {"200": {"description": "nodes and edges", "content": _json("Graph")},
                      "400": _err("bad depth"), "404": _err("no such node")}}},
    "/api/search": {"get": {
        "summary": "Search node names and aliases", "operationId": "search",
        "parameters": [{"name": "q", "in": "query", "required": False,
                        "schema": {"type": "string", "maxLength": 200}, "example": "silencer"}],
        "responses": {"200": {"description": "matching nodes", "content": _json("SearchResult")},
                      "400": _err("query too long")}}},
    "/api/openapi.json": {"get": {
        "summary": "This document", "operationId": "openapi",
        "responses": {"200": {"description": "the OpenAPI document",
                              "content": {"application/json": {"schema": {"type": "object"}}}}}}},
    "/healthz": {"get": {
        "summary": "200 when the rules are loaded", "operationId": "health",
        "responses": {"200": {"description": "healthy", "content": _json("Health")}}}},
}


def openapi_document() -> dict:
    """The whole OpenAPI document (a fresh dict each call)."""
    import copy
    return {
        "openapi": "3.1.0",
        "info": {"title": "resolver", "version": __version__,
                 "description": "Rulings and simulations for Cosmic Encounter. Every error is "
                                "{\"error\": {\"code\", \"message\", \"path\"}} with a 4xx status."},
        "servers": [{"url": "/"}],
        "paths": copy.deepcopy(PATHS),
        "components": {"schemas": copy.deepcopy(SCHEMAS)},
    }
