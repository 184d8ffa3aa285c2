"""Group the yes/no questions answered ``unknown`` by why no claim decided them (issue 13).

    python tests/ask_miss_causes.py [-v] [--source 'More Cosmic Encounter'] [set.yaml ...]

For each polar question answered ``unknown`` (dev sets by default; never the holdout), the
first part's reading is compared with the claims of the expected sections: no frame read, the
asking clause's words the frames leave unread, or a frame whose action / actor / object
matches no claim of those sections, or one that matches but stays undecided. ``-v`` lists each
question with its frames and the sections' claims.
"""
from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

import yaml

DEV = ["tests/question_bank.yaml"] + [f"tests/ask_blind/set-{i}.yaml" for i in (1, 2, 4, 5, 6, 7, 8, 9, 10)] + ["tests/ask_blind/set-p1.yaml"]


def cause(rules, part, claims) -> str:
    """Why the expected sections' claims do not decide the part's frames."""
    if not claims:
        return "no claims in the expected sections"
    if part is None or part.kind != "polar":
        return f"read as kind {part.kind if part else None}"
    if not part.frames:
        return "no frame"
    if part.unread:
        return "words the frames leave unread"
    book, canon = rules.claims, []
    for f in part.frames:
        try:
            canon.append(book.frame(f))
        except ValueError:
            continue
    verbs = {a.split(":")[-1] for f in canon for a in book.above("verb:" + f.action)}
    matched = [c for c in claims if c.action in verbs]
    if not canon or not matched:
        return "action matches no claim"
    if not any(book.related(f.actor, c.actor) for f in canon for c in matched):
        return "actor matches no claim"
    if not any(book.related(f.obj, c.obj) for f in canon for c in matched if book.related(f.actor, c.actor)):
        return "object matches no claim"
    return "matched but undecided"


def main(argv: list[str]) -> int:
    from resolver import Oracle
    from resolver.ask.question import understand

    verbose = "-v" in argv
    source = argv[argv.index("--source") + 1] if "--source" in argv else None
    paths = [a for a in argv if a.endswith(".yaml")] or DEV
    oracle = Oracle(edition="mayfair")
    groups: dict[str, list] = defaultdict(list)
    for path in paths:
        for e in yaml.safe_load(Path(path).read_text(encoding="utf-8")):
            edition = e.get("edition", "mayfair")
            if e["verdict"] not in ("yes", "no", "depends") or source and e.get("source") != source:
                continue
            if oracle.ask(e["q"], edition).verdict != "unknown":
                continue
            sections = {str(s) for s in e.get("sections", [])}
            claims = [c for c in oracle.rules.claims.claims if edition in c.editions
                      and any(s in sections for _src, s in c.sections)]
            reading = understand(oracle.rules, e["q"], edition).reading
            part = reading.parts[0] if reading and reading.parts else None
            groups[cause(oracle.rules, part, claims)].append((e, part, claims))
    for why, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"{why}: {len(items)}")
        for e, part, claims in items if verbose else ():
            print(f"  {e.get('id')} [{e['verdict']}] {e.get('sections')} {e['q']}")
            if part:
                print(f"     frames {[str(f) for f in part.frames[:4]]} unread "
                      f"{[part.words[s.start:s.end] for s in part.unread]}")
            for c in claims[:6]:
                print(f"     claim {c.text()} {[w.text for w in c.conditions]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
