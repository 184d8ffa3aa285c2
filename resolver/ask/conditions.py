"""Reading a relation's conditions off the question ("when the base has two colours"): the values
of its ``when``, ``part`` and ``depending`` the question's words state, for a yes/no, not ``depends``."""
from __future__ import annotations

from resolver.ask.frame import counting
from resolver.ask.nearest import _told
from resolver.ask.question import Question
from resolver.ask.text import W, content_words, tokens


def context_for(q: Question, edges: list[dict], exclude: set[str]) -> dict:
    """The context keys (as the edges name them) that the question's words decide."""
    context: dict = {}
    if part := _best_part(q, edges):
        context["part"] = part
    copy_at = [i for i, w in enumerate(q.words) if w in W.copy_word]
    for edge in edges:
        cond = edge.get("condition") or {}
        key = cond.get("key")
        # a count is the number before its noun; a yes/no condition is stated when the question uses its words
        cond_words = set(content_words(tokens(cond.get("text") or ""))) - {"it", "ha"}
        value = (_count_of(q.words, str(key).split("_")[-1].rstrip("s")[:5]) if str(key).endswith((
            "colours", "colors", "_count", "players", "ships")) else cond.get("value") if cond_words and len(
            cond_words & set(q.terms())) >= max(1, (len(cond_words) + 1) // 2) else None) if key and key not in context else None
        if value is not None:
            context[key] = value
        dep = edge.get("depending")
        # the power the question says is being copied ("an Insect copying the Loser")
        if dep and dep not in context and (copied := next((m.node for m in q.mentions if copy_at and m.kind == "power"
                                                             and m.node not in exclude and m.start > copy_at[0]), None)):
            context[dep] = copied
    return context


def _best_part(q: Question, edges: list[dict]) -> str | None:
    """The part of a power the question's words name (most of its words; ties must agree)."""
    asked = set(q.terms())
    scored: dict[str, tuple[float, set[bool]]] = {}
    for e in edges:
        part = e.get("part")
        wanted = set(content_words(tokens(part or ""))) - {"it", "its"}
        if not wanted:
            continue
        share = len(wanted & asked) / len(wanted)
        yes = not str(e["verb"]).startswith(("does-not", "cannot"))
        prev = scored.get(part, (share, set()))
        scored[part] = (share, prev[1] | {yes})
    top = max((share for share, _ in scored.values()), default=0.0)
    best = [p for p, (share, _) in scored.items() if share == top]
    polarities = set().union(*(scored[p][1] for p in best))
    return best[0] if top >= 0.6 and len(polarities) == 1 else None


def _count_of(words: list[str], noun: str) -> int | None:
    """The count the question tells of a noun (``two colours``; ``more than one``, ``multiple``:
    two; ``only``, ``a``: one), else of a word it begins ("*multi*coloured", "*monocolo*ured")."""
    told = _told(words, {**counting(), **counting("article-number"), **dict.fromkeys(W.many, 2), "only": 1}, bound=False)
    found = next((n for t, n in told.items() if t.startswith(noun)), None)
    return found if found is not None else next((n for w in words for n, ps in ((2, W.many_prefix), (1, W.one_prefix))
                                                 if w.startswith(tuple(ps))), None)
