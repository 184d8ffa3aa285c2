"""Yes/no questions answered `unknown`, grouped by why the claims did not decide them.

A dev tool (issue 13): for each polar question of the dev sets expected `yes` or `no` and
answered `unknown` (Mayfair; with ``--sc`` only those whose deciding sections are all Simply
Cosmic's; with ``--ffg`` the FFG edition's instead), the first part's reading is classed:

- ``no-frame``: the asking clause gave no frame (no verb read, or an object the rules do not use);
- ``decided-but-rejected``: a frame is decided by the claims but a check refused it (words the
  deciding claims do not say, a situation they ignore);
- ``action-not-in-section``: the frame's action is none of the deciding sections' claims' actions
  (a players' verb missing from the vocabulary, or a claim missing);
- ``actor/object mismatch``: the action is claimed there, but of another actor or object;
- ``kind-<k>``: the question was not read as yes/no.

    python tests/ask_misses_by_cause.py [--sc | --ffg] [-v] [set.yaml ...]
"""
from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

import yaml

DEV = ["tests/question_bank.yaml", *(f"tests/ask_blind/set-{i}.yaml" for i in (1, 2, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14)),
       "tests/ask_blind/set-p1.yaml"]


def _simply_cosmic(section: str) -> bool:
    return not re.match(r"^\d", str(section))       # More Cosmic's sections are numbered


def cause(oracle, entry: dict) -> tuple[str, dict]:
    """(cause, details) of one question answered unknown."""
    from resolver.ask.claimed import DECIDED, decide, options_named
    from resolver.ask.question import understand
    rules = oracle.rules
    q = understand(rules, entry["q"], entry.get("edition", "mayfair"))
    part = q.reading.parts[0] if q.reading and q.reading.parts else None
    if part is None or part.kind != "polar":
        return f"kind-{part.kind if part else 'none'}", {}
    if not part.frames:
        return "no-frame", {}
    tried = []
    for frame in part.frames[:8]:
        d = decide(rules, frame, q.edition, q.reading.context, options_named(q))
        tried.append((str(frame), d.verdict if d is not None else None))
    details = {"frames": tried[:4], "unread": [(s.category, s.word) for s in part.unread],
               "context": q.reading.context}
    if any(v in DECIDED for _f, v in tried):
        return "decided-but-rejected", details
    actions = set()
    for frame in part.frames[:8]:
        try:
            actions.add(rules.claims.frame(frame).action)
        except ValueError:
            pass
    wanted = {str(s).lower() for s in entry.get("sections", [])}
    claimed = {c.action for c in rules.claims.claims if q.edition in c.editions
               and {sec.lower() for _src, sec in c.sections} & wanted}
    return ("action-not-in-section" if not actions & claimed else "actor/object mismatch"), details


def main(argv: list[str]) -> int:
    from resolver import Oracle
    oracle = Oracle(edition="mayfair")
    files = [a for a in argv if not a.startswith("-")] or DEV
    edition = "ffg" if "--ffg" in argv else "mayfair"
    groups: dict[str, list] = defaultdict(list)
    for name in files:
        for entry in yaml.safe_load(Path(name).read_text(encoding="utf-8")):
            if entry.get("edition", "mayfair") != edition or entry["verdict"] not in ("yes", "no"):
                continue
            if "--sc" in argv and not all(_simply_cosmic(s) for s in entry.get("sections") or ["1"]):
                continue
            if oracle.ask(entry["q"], edition).verdict == "unknown":
                why, details = cause(oracle, entry)
                groups[why].append((entry, details))
    for why, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        wanted = [e["verdict"] for e, _d in items]
        print(f"{why}: {len(items)} (yes {wanted.count('yes')}, no {wanted.count('no')})")
        if "-v" in argv:
            for entry, details in items:
                print(f"  {entry.get('id')} [{entry['verdict']}] {entry['q']!r} {entry.get('sections')}")
                for key, value in details.items():
                    if value:
                        print(f"      {key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
