"""The HTML pages: ask, scenario workbench, rule / power / section pages, search.

Every page works without JavaScript (plain GET/POST forms); errors are shown
on the page itself, with the HTTP status of the error.
"""
from __future__ import annotations

from urllib.parse import urlencode

from flask import Blueprint, Response, abort, current_app, render_template, request
from markupsafe import Markup

from resolver.answer import headline
from web import backend, nodes, table_places
from web.api import validate_question
from web.errors import ApiError
from web.form_fill import form_from_scenario
from web.power_fields import POWER_FIELDS, placeholder
from web.scenario_input import parse_scenario_text, to_yaml
from web.services import limit, oracle, rules
from web.table_svg import changed_planets, draw_table
from web.workbench_form import MAX_PLAYERS, form_values, scenario_from_form

bp = Blueprint("pages", __name__)

#: outcome keys shown in the "every field" list only (the picture and the header show them)
_DETAIL_KEYS = ("trace", "citations", "board_before", "board_after", "name", "edition", "planets", "offense",
                "defense", "target", "destiny", "cards", "winner", "totals", "hands", "powers", "artefacts")


@bp.app_template_filter("readable")
def readable(value: object) -> str:
    """An outcome value in words: ``tan 3 · pink 0``, ``yes``/``no``, ``none`` for empty."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None or value == {} or value == []:
        return "none"
    if isinstance(value, dict):
        return " · ".join(f"{k} {readable(v) if isinstance(v, dict | list | bool) or v is None else v}"
                          for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(readable(v) if isinstance(v, dict | list) else str(v) for v in value)
    return str(value)


@bp.app_template_global("outcome_facts")
def outcome_facts(outcome: dict) -> list[tuple[str, object]]:
    """The outcome's keys for the facts list, core keys first, then the optional rules' keys."""
    core = ("warp", "second_encounter", "rewards", "consolation", "foreign_colonies", "home_colonies",
            "power_active", "game_winners")
    keys = [k for k in core if k in outcome]
    keys += [k for k in outcome if k not in core and k not in _DETAIL_KEYS and k not in ("notes", "error")]
    return [(k, outcome[k]) for k in keys]


def _citation_links(citations: list[dict]) -> list[dict]:
    """Citations with the URLs of their section and rule pages."""
    r = rules()
    ids = nodes.source_ids(r)
    return [{**c, "url": nodes.citation_url(r, c, ids), "rule_url": nodes.rule_url(r, c.get("rule"))}
            for c in citations or [] if isinstance(c, dict)]


def _labelled(citations: list[dict]) -> list[dict]:
    """Citations with the readable name of their rule (``Silencer blocks Dictator``)."""
    for c in citations:
        c["label"] = nodes.rule_label(rules(), c.get("rule"), says=False)
    return citations


def _readable(answer: dict) -> None:
    """Add links and readable labels to an answer's citations, conditions and nearest rules."""
    r = rules()
    answer["citations"] = _labelled(_citation_links(answer.get("citations", [])))
    for cond in answer.get("conditions") or []:
        if isinstance(cond, dict):
            cond["rule_url"] = nodes.rule_url(r, cond.get("rule"))
            cond["label"] = nodes.rule_label(r, cond.get("rule"))
    nearest = []
    for item in answer.get("nearest") or []:
        near = dict(item) if isinstance(item, dict) else {"rule": str(item)}
        near["url"] = nodes.rule_url(r, near.get("rule"))
        near["label"] = near.get("title") or nodes.rule_label(r, near.get("rule")) or near.get("rule")
        if near.get("source"):
            near["citation"] = _citation_links([{"source": near["source"], "section": near.get("section", "")}])[0]
        nearest.append(near)
    answer["nearest_links"] = nearest
    answer["headline"] = headline(answer)


def _share_url(question: str, edition: str) -> str:
    """The address of an answer: the ask page with the question and edition in the query."""
    return request.host_url + "?" + urlencode({"q": question, "edition": edition})


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
                _readable(part)
        except ApiError as err:
            error, status = err, err.status
    elif request.method == "POST":
        error, status = ApiError(400, "missing-question", "type a question first", "q"), 400
    shown_edition = edition if edition in ("mayfair", "ffg") else "mayfair"
    html = render_template("ask.html", question=question[:limit("MAX_QUESTION_CHARS")],
                           edition=shown_edition, answer=answer, error=error,
                           share_url=_share_url(question, shown_edition) if answer else None,
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
    return {"before": Markup(draw_table(before, "before", target=target,
                                        extras=table_places.before(scenario, outcome))),
            "after": Markup(draw_table(after, "after", target=target, changed=changed,
                                       extras=table_places.after(scenario, outcome)))}


def _engine_options() -> list[dict]:
    """The optional rules the engine models, in the engine's order, with their titles."""
    from resolver.engine.options import ALL, REGISTRY, load_all
    load_all()
    names = [o for o in ALL if o in REGISTRY] + sorted(o for o in REGISTRY if o not in ALL)
    r = rules()
    return [{"id": o, "title": str(r.data(f"option:{o}").get("title") or o) if f"option:{o}" in r else o}
            for o in names]


def _workbench_context(mode: str, action: str) -> dict:
    values = form_values(request.form if mode == "form" and request.method == "POST" else None)
    return {"values": values, "yaml_text": request.form.get("yaml", "") if mode == "yaml" else "",
            "options": _engine_options(), "max_players": MAX_PLAYERS,
            "powers": sorted(str(rules().data(p)["id"]) for p in rules().nodes("power")),
            "power_fields": POWER_FIELDS, "placeholder": placeholder,
            "mode": mode, "action": action, "outcome": None, "check": None, "error": None,
            "pictures": {}}


@bp.route("/workbench", methods=["GET", "POST"])
def workbench():
    mode = request.form.get("mode", "form")
    action = request.form.get("action", "")
    ctx = _workbench_context(mode, action)
    status = 200
    if request.method == "POST":
        try:
            scenario = _scenario_from_request(mode)
            if action == "download":
                return Response(to_yaml(scenario), mimetype="application/yaml", headers={
                    "Content-Disposition": 'attachment; filename="scenario.yaml"'})
            if action == "edit":
                ctx["yaml_text"], ctx["mode"] = to_yaml(scenario), "yaml"
            elif action == "form":
                ctx["values"], ctx["mode"] = form_from_scenario(scenario), "form"
            elif action == "check":
                ctx["check"] = backend.check(oracle(), scenario, limit("MAX_SIMULATION_STEPS"))
                ctx["outcome"] = ctx["check"].get("outcome") or None
            elif action == "simulate":
                ctx["outcome"] = backend.simulate(oracle(), scenario, limit("MAX_SIMULATION_STEPS"))
            else:
                raise ApiError(400, "unknown-action",
                               "choose Simulate, Check, Download, Edit as YAML or Load into the form", "action")
            if ctx["outcome"]:
                ctx["pictures"] = _pictures(ctx["outcome"], scenario)
                ctx["citations"] = _labelled(_citation_links(ctx["outcome"].get("citations", [])))
                for step in ctx["outcome"].get("trace") or []:
                    if isinstance(step, dict) and isinstance(step.get("citation"), dict):
                        step["citation"] = _citation_links([step["citation"]])[0]
                    if isinstance(step, dict):
                        step["rule_url"] = nodes.rule_url(rules(), step.get("rule"))
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
    # on a node's own page its citations need not name it again
    info["citations"] = _citation_links([{**c, "rule": None} for c in info.get("citations", [])])
    for stated in info.get("states", []):
        for end in ("subject", "object"):
            stated[f"{end}_url"] = nodes.node_url(rules(), stated[end])
            stated[f"{end}_label"] = str(rules().data(stated[end]).get("id") or stated[end])
    for edge in info.get("edges", []):
        edge["url"] = nodes.node_url(rules(), edge["node"])
        edge["citations"] = _citation_links(edge.get("citations", []))
    nodes.player_words(rules(), node, info)
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
    kind = rules().data(node).get("kind")
    if kind == "power":
        return power_page(rules().data(node)["id"])
    if kind == "section":
        data = rules().data(node)
        return section_page(data["source_id"], data["section"])
    info = nodes.describe(rules(), node)
    info["label"] = None if info.get("says") else nodes.node_label(rules(), node)
    return _node_page(node, "rule.html", info)


@bp.get("/powers")
def power_index():
    r = rules()
    powers = sorted(({"name": str(r.data(p)["id"]), "url": nodes.node_url(r, p),
                      "editions": r.data(p).get("editions", [])} for p in r.nodes("power")),
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
    if node not in rules() or rules().data(node).get("kind") != "section":
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
