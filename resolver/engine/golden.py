"""The golden game transcripts under tests/golden/ and how to regenerate them.

    python -m resolver.engine.golden          # rewrite every transcript
    python -m resolver.engine.golden --check  # exit 1 if any differs

Each transcript is ``resolver play --games G --seed S --players P --edition E
--transcript FILE``: the numbered events of complete seeded games, each with its
rule id. A change in the engine or in the rules data that alters a game shows up
as a diff; review it, then regenerate.
"""
from __future__ import annotations

import sys
from pathlib import Path

#: (file name, edition, games, seed, players)
GOLDEN = (
    ("mayfair-3p-seed3.txt", "mayfair", 1, 3, 3),
    ("mayfair-5p-seed5.txt", "mayfair", 1, 5, 5),
    ("ffg-3p-seed3.txt", "ffg", 1, 3, 3),
    ("ffg-4p-seed4.txt", "ffg", 1, 4, 4),
)


def transcript(rules, edition: str, games: int, seed: int, players: int) -> str:
    from resolver.engine.play import play_games
    texts: list[str] = []
    report = play_games(rules, games, seed, edition, (), players, transcript=texts)
    if report.violation:
        raise AssertionError(report.violation["message"])
    return "".join(texts)


def main(argv: list[str] | None = None) -> int:
    from resolver.graph import load_rules
    argv = sys.argv[1:] if argv is None else argv
    root = Path(argv[argv.index("--dir") + 1]) if "--dir" in argv else Path("tests/golden")
    rules = load_rules()
    differ = 0
    for name, edition, games, seed, players in GOLDEN:
        text = transcript(rules, edition, games, seed, players)
        path = root / name
        if "--check" in argv:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"differs: {path}")
                differ += 1
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
