"""Where the phases and windows of rulesdata lie in a turn, and when a claim's act is done.

Each edition's phases carry a ``number`` (Mayfair: the pre-challenge phase 0, Stages 1 to 10;
FFG: the Start Turn Phase 0, Regroup 1 to Resolution 7): a numbered phase is the stretch
``[n, n + 1)`` of a line through the turn, a phase without a number the hull of the phases it
holds, a window a share of its phase (its ``number`` among the phase's numbered windows, else
the whole phase). A claim is timed by its ``during`` window, else by the ``timing`` of the card
or power it acts on (``any``: the whole turn). Question answering compares these stretches with
the moment a question names (``resolver.ask.polar``); the engine opens the same windows in play
order (``resolver.engine.timing``).
"""
from __future__ import annotations

from resolver.graph.decide import Decision

Span = tuple[float, float]


def spans(rules, edition: str) -> dict[str, Span]:
    """Every phase and window of the edition, by node key, with its stretch of the turn (built once)."""
    table = rules.__dict__.setdefault("_timing_spans", {})
    if edition not in table:
        table[edition] = _build(rules, edition)
    return table[edition]


def _build(rules, edition: str) -> dict[str, Span]:
    nodes = {k: rules.node(k) for kind in ("phase", "window") for k in rules.nodes(kind=kind)
             if edition in (rules.node(k).get("editions") or [edition])}
    attr = {k: d.get("attrs", {}) for k, d in nodes.items()}
    out: dict[str, Span] = {k: (float(a["number"][0]), float(a["number"][0]) + 1) for k, a in attr.items()
                            if k.startswith("phase:") and a.get("number")}
    for _round in range(3):           # a phase without a number: the phases it holds (nested twice at most)
        for k in nodes:
            held = [c for c in nodes if c.startswith("phase:") and f"phase:{(attr[c].get('phase') or [''])[0]}" == k]
            if k.startswith("phase:") and k not in out and held and all(c in out for c in held):
                out[k] = (min(out[c][0] for c in held), max(out[c][1] for c in held))
    for k, a in attr.items():
        outer = out.get(f"phase:{(a.get('phase') or [''])[0]}")
        if not k.startswith("window:") or outer is None:
            continue
        siblings = [attr[w].get("number", [0])[0] for w in nodes if w.startswith("window:") and attr[w].get("phase") == a.get("phase")]
        n, i = max(siblings), (a.get("number") or [0])[0]
        share = (outer[1] - outer[0]) / n if n and i else 0
        out[k] = (outer[0] + (i - 1) * share, outer[0] + i * share) if share else outer
    return out


def turn(rules, edition: str) -> Span:
    """The whole turn's stretch."""
    every = spans(rules, edition).values()
    return (min(s for s, _e in every), max(e for _s, e in every))


def claim_spans(rules, claim, edition: str) -> list[Span] | None:
    """When the claim's act is done: its ``during`` stretch; else the windows, or else the phases, its rule is
    placed in (a rule's ``window`` and ``phase``, a phase or window block's own); else the timing of the card or
    power it acts on (``any``: the whole turn). None when nothing times it in this edition."""
    table = spans(rules, edition)
    if claim.during:
        return [table[claim.during]] if claim.during in table else None
    found = _placed(rules, claim.rule_node, table)
    if found:
        return found
    timing = [t for ts in (rules.node(claim.obj).get("attrs", {}).get("timing") or []) for t in ts] \
        if claim.obj and claim.obj in rules else []
    if "any" in timing:
        return [turn(rules, edition)]
    return [table[k] for t in timing for k in (f"phase:{t}", f"window:{t}") if k in table] or None


def _placed(rules, node: str, table: dict[str, Span], depth: int = 1) -> list[Span]:
    """The stretches a block is placed in: a phase or window block's own; its ``window``s, else its ``phase``s;
    else (a conflict or policy block) those of the rules it stands ``between`` or ``follows``."""
    if node in table:
        return [table[node]]
    attrs = rules.node(node).get("attrs", {}) if node in rules else {}
    for key in ("window", "phase"):
        found = [table[f"{key}:{t}"] for t in _flat(attrs.get(key)) if f"{key}:{t}" in table]
        if found:
            return found
    found = [s for key in ("between", "follows") for t in _flat(attrs.get(key)) if depth
             for s in _placed(rules, rules.resolve_name(str(t), fuzzy=False) or str(t), table, depth - 1)]
    return sorted(set(found))


def _flat(values) -> list:
    return [v for x in values or [] for v in (x if isinstance(x, list) else [x])]


def meets(a: Span, b: Span) -> bool:
    """Do two stretches share a moment?"""
    return a[0] < b[1] and b[0] < a[1]


def event_span(rules, action: str, thing: str | None, edition: str, actor: str | None = None) -> Span | None:
    """The one stretch that the claims of an act (on the thing, or a kind of it; by the actor, a kind of it or a
    wider role, when one is given) timed by ``during`` share: the moment of the event "the cards are revealed";
    None when they share none or none is timed."""
    book, table = rules.claims, spans(rules, edition)
    timed = [table[c.during] for c in book.acting(action, edition) if c.during in table and (
        thing is None or c.obj and thing in book.above(c.obj)) and (actor is None or book.related(actor, c.actor))]
    lo, hi = max((s for s, _e in timed), default=1.0), min((e for _s, e in timed), default=0.0)
    return (lo, hi) if lo < hi else None


def phase_holding(rules, edition: str, stretches) -> str | None:
    """The one numbered phase of the edition whose stretch holds every stretch given (the phase an act is done
    in); None when no stretch is given, one is unknown, or no single phase holds them all."""
    held = [p for p, (lo, hi) in spans(rules, edition).items() if p.startswith("phase:") and rules.node(p).get(
        "attrs", {}).get("number") and all(s and lo <= s[0] and s[1] <= hi for s in stretches)] if stretches else []
    return held[0] if len(held) == 1 else None


def moment(rules, edition: str, side: str, stretch: Span | None) -> tuple[Span, Span | None] | None:
    """The stretch of the turn asked ``before``, ``after`` or ``during`` a phase, window or event's stretch, and the
    stretch the act must not meet to be ordered by it (none for ``during``); None when nothing of the turn is
    asked (before its first stretch, after its last: the turn before or after is meant)."""
    whole = turn(rules, edition)
    asked = None if stretch is None else {"before": (whole[0], stretch[0]), "after": (stretch[1], whole[1]), "during": stretch}[side]
    return (asked, None if side == "during" else stretch) if asked and asked[0] < asked[1] else None


def timed_event(rules, action: str, edition: str) -> bool:
    """Is some claim of the act timed by ``during`` (the act can stand for a moment)?"""
    table = spans(rules, edition)
    return any(c.during in table for c in rules.claims.acting(action, edition))


def at(rules, frame, edition: str, asked: Span, event: Span | None, options=(), context=None) -> Decision | None:
    """The frame decided at a moment of the turn (``asked``; ``event``: the stretch of the event it is told by, or of
    the phase named before or after which it is asked) from the stretches its act's claims are timed to. Every claim
    of the act (by a related actor, on the thing asked or a kind of it) timed, one a permission, none meeting the
    moment and none on a wider class of thing either: a permission asked is refused (unless the claims refuse the act
    anyway: theirs is the answer). A claim meeting it: the frame's own decision, when its deciding claims are all timed to meet the moment
    (for a fact or an obligation, to lie within it). None: no claim of the act is timed, or none decides the frame
    (another reading of the question may); ``undecided``: the stretches do not tell (an act timed to the event's own
    stretch: which of two acts of one stretch comes first they do not say)."""
    book, stop = rules.claims, Decision("undecided", frame=frame)
    canon = book.canonical(frame)
    acts = [c for c in book.acting(canon and canon.action, edition) if canon and c.modal in ("may", "must")
            and book.related(c.actor, canon.actor) and (canon.obj is None or canon.obj in book.above(c.obj or ""))]
    acts = [c for c in acts if c.options <= set(options)] or acts
    when = {id(c): claim_spans(rules, c, edition) or [] for c in acts}
    if not any(when.values()):
        return None
    # a claim timed to a whole stretch that another claim of the act times more finely says no more than that one
    fine = [w for ws in when.values() for w in ws]
    acts = [c for c in acts if not when[id(c)] or not all(any(f != w and w[0] <= f[0] and f[1] <= w[1] for f in fine)
                                                          for w in when[id(c)])]
    if event is not None and any(meets(w, event) for c in acts for w in when[id(c)]):
        return stop
    d = rules.decide(frame, edition, options=tuple(options), context=dict(context or {}), assume_options=True)
    if not any(meets(w, asked) for c in acts for w in when[id(c)]):
        # asked whether it may be done then: a permission timed elsewhere refuses it, unless one on a wider class of
        # thing is not so timed; an obligation alone does not ("look at the hand")
        wider = [c for c in book.acting(canon.action, edition) if c.modal == "may" and not c.conditions and c.obj and canon.obj
                 and c.obj in book.above(canon.obj) and c.actor in book.above(canon.actor) and not all(
                     not meets(w, asked) for w in claim_spans(rules, c, edition) or [asked])]
        timed = frame.modal == "may" and all(when[id(c)] for c in acts) and d.verdict != "no" and any(
            c.modal == "may" for c in acts) and not wider
        return Decision("no", acts, sections=[s for c in acts for s in c.sections], frame=frame) if timed else stop
    if d.verdict not in ("yes", "depends"):
        return None if d.verdict not in ("no",) else stop
    # a permission decided by claims timed to meet the moment, an obligation or a fact by claims timed within it
    spans_ = [claim_spans(rules, c, edition) for c in d.claims]
    held = all(spans_) and all(any(meets(w, asked) for w in ws) if frame.modal == "may" else all(
        asked[0] <= w[0] and w[1] <= asked[1] for w in ws) for ws in spans_)
    return d if held else stop
