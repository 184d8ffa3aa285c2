"""The HTML pages: ask, scenario workbench, rule / power / section pages, search.

Every page works without JavaScript (plain GET/POST forms); errors are shown
on the page itself, with the HTTP status of the error.
"""
from __future__ import annotations

from flask import Blueprint, Response, abort, current_app, render_template, request
from markupsafe import Markup

from web import backend, nodes
from web.api import validate_question
from web.errors import ApiError
from web.scenario_input import parse_scenario_text, to_yaml
from web.services import limit, oracle, rules
from web.table_svg import changed_planets, draw_table
from web.workbench_form import form_values, scenario_from_form

bp = Blueprint("pages", __name__)


def _citation_links(citations: list[dict]) -> list[dict]:
    """Citations with the URLs of their section and rule pages."""
    r = rules()
    ids = nodes.source_ids(r)
    return [{**c, "url": nodes.citation_url(r, c, ids), "rule_url": nodes.rule_url(r, c.get("rule"))}
            for c in citations or [] if isinstance(c, dict)]


@bp.route("/", methods=["GET", "POST"])
def ask_page():
    values = request.values
    question = values.get("q", "")
    edition = values.get("edition") or limit("DEFAULT_EDITION")
    answer, error, status = None, None, 200
    if question:
        try:
            question, edition = validate_question(question, edition)
            answer = backend.ask(oracle(), question, edition)
            for part in (answer, *(answer.get("editions") or {}).values()):
                part["citations"] = _citation_links(part.get("citations", []))
                for cond in part.get("conditions") or []:
                    if isinstance(cond, dict):
                        cond["rule_url"] = nodes.rule_url(rules(), cond.get("rule"))
        except ApiError as err:
            error, status = err, err.status
    elif request.method == "POST":
        error, status = ApiError(400, "missing-question", "type a question first", "q"), 400
    html = render_template("ask.html", question=question[:limit("MAX_QUESTION_CHARS")],
                           edition=edition if edition in ("mayfair", "ffg") else "mayfair",
                           answer=answer, error=error,
                           examples=current_app.config.get("EXAMPLE_QUESTIONS", ()),
                           max_chars=limit("MAX_QUESTION_CHARS"))
    return html, status


def _scenario_from_request(mode: str) -> dict:
    if mode == "yaml":
        upload = request.files.get("upload")
        if upload is not None and upload.filename:
            text = upload.read(limit("MAX_SCENARIO_BYTES") + 1)
        else:
            text = request.form.get("yaml", "")
        media = "json" if (upload is not None and upload.filename.endswith(".json")) else "yaml"
        return parse_scenario_text(text, media, limit("MAX_SCENARIO_BYTES"), limit("MAX_SCENARIO_ITEMS"))
    return scenario_from_form(request.form)


def _pictures(outcome: dict, scenario: dict) -> dict:
    before, after = outcome.get("board_before"), outcome.get("board_after")
    if not isinstance(before, dict) or not isinstance(after, dict):
        return {}
    target = (scenario.get("encounter") or {}).get("target")
    changed = changed_planets(before, after)
    return {"before": Markup(draw_table(before, "before", target=target)),
            "after": Markup(draw_table(after, "after", target=target, changed=changed))}


@bp.route("/workbench", methods=["GET", "POST"])
def workbench():
    mode = request.form.get("mode", "form")
    action = request.form.get("action", "")
    ctx: dict = {"values": form_values(request.form if mode == "form" and request.method == "POST" else None),
                 "yaml_text": request.form.get("yaml", "") if mode == "yaml" else "",
                 "options": sorted(rules().g.nodes[o]["id"] for o in rules().nodes("option")),
                 "powers": sorted(str(rules().g.nodes[p]["id"]) for p in rules().nodes("power")),
                 "mode": mode, "action": action, "outcome": None, "check": None, "error": None,
                 "pictures": {}}
    status = 200
    if request.method == "POST":
        try:
            scenario = _scenario_from_request(mode)
            if action == "download":
                return Response(to_yaml(scenario), mimetype="application/yaml", headers={
                    "Content-Disposition": 'attachment; filename="scenario.yaml"'})
            if action == "edit":
                ctx["yaml_text"], ctx["mode"] = to_yaml(scenario), "yaml"
            elif action == "check":
                ctx["check"] = backend.check(oracle(), scenario, limit("MAX_SIMULATION_STEPS"))
                ctx["outcome"] = ctx["check"].get("outcome") or None
            elif action == "simulate":
                ctx["outcome"] = backend.simulate(oracle(), scenario, limit("MAX_SIMULATION_STEPS"))
            else:
                raise ApiError(400, "unknown-action", "choose Simulate, Check, Download or Edit as YAML",
                               "action")
            if ctx["outcome"]:
                ctx["pictures"] = _pictures(ctx["outcome"], scenario)
                ctx["citations"] = _citation_links(ctx["outcome"].get("citations", []))
                for step in ctx["outcome"].get("trace") or []:
                    if isinstance(step, dict) and isinstance(step.get("citation"), dict):
                        step["citation"] = _citation_links([step["citation"]])[0]
        except ApiError as err:
            ctx["error"], status = err, err.status
    return render_template("workbench.html", **ctx), status


def _node_page(node: str, template: str, info: dict):
    everything = request.args.get("all") == "1"
    try:
        depth = max(1, min(int(request.args.get("depth", "1")), 2))
    except ValueError:
        depth = 1
    svg = nodes.drawing(rules(), node, depth=depth, everything=everything,
                        max_nodes=limit("MAX_DRAWN_NODES"))
    info["citations"] = _citation_links(info.get("citations", []))
    for stated in info.get("states", []):
        for end in ("subject", "object"):
            stated[f"{end}_url"] = nodes.node_url(rules(), stated[end])
            stated[f"{end}_label"] = str(rules().g.nodes[stated[end]].get("id") or stated[end])
    for edge in info.get("edges", []):
        edge["url"] = nodes.node_url(rules(), edge["node"])
        edge["citations"] = _citation_links(edge.get("citations", []))
    return render_template(template, info=info, svg=Markup(svg), depth=depth, everything=everything)


def _missing(name: str, what: str):
    hits = nodes.search(rules(), name, limit=10)
    html = render_template("notfound.html", name=name, what=what, hits=hits)
    return html, 404


@bp.get("/rules/<path:rule_id>")
def rule_page(rule_id: str):
    node = nodes.find_node(rules(), rule_id, fuzzy=False)
    if node is None:
        return _missing(rule_id, "rule")
    kind = rules().g.nodes[node].get("kind")
    if kind == "power":
        return power_page(rules().g.nodes[node]["id"])
    if kind == "section":
        data = rules().g.nodes[node]
        return section_page(data["source_id"], data["section"])
    return _node_page(node, "rule.html", nodes.describe(rules(), node))


@bp.get("/powers")
def power_index():
    r = rules()
    powers = sorted(({"name": str(r.g.nodes[p]["id"]), "url": nodes.node_url(r, p),
                      "editions": r.g.nodes[p].get("editions", [])} for p in r.nodes("power")),
                    key=lambda p: p["name"].lower())
    return render_template("powers.html", powers=powers)


@bp.get("/powers/<path:name>")
def power_page(name: str):
    node = nodes.find_node(rules(), name, kinds=("power",))
    if node is None:
        return _missing(name, "power")
    info = nodes.describe_power(rules(), node)
    for ruling in info["rulings"]:
        ruling["url"] = nodes.node_url(rules(), ruling["id"])
    return _node_page(node, "power.html", info)


@bp.get("/sections/<source>/<path:section>")
def section_page(source: str, section: str):
    node = f"section:{source}/{section}"
    if node not in rules().g or rules().g.nodes[node].get("kind") != "section":
        return _missing(f"{source} {section}", "section")
    info = nodes.describe(rules(), node)
    info.update(nodes.describe_section(rules(), node))
    for item in info["cited_by"]:
        item["url"] = nodes.node_url(rules(), item["id"])
    return _node_page(node, "section.html", info)


@bp.get("/search")
def search_page():
    query = request.args.get("q", "")[:200]
    hits = nodes.search(rules(), query) if query else []
    return render_template("search.html", query=query, hits=hits)


@bp.get("/favicon.ico")
def favicon():
    abort(404)
