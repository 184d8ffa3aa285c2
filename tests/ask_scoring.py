"""Scoring of question sets (the bank, the blind sets): one judge for every set.

Right = the expected verdict, the expected value where the entry has one (not for `text`,
whose value is only key outcomes), and, for every verdict but `unknown`, a citation of one
of the entry's deciding sections. Run as a script to print a set's score:

    python tests/ask_scoring.py tests/ask_blind/set-1.yaml
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

POLAR = ("yes", "no", "depends")


def load(path: Path) -> list[dict]:
    return yaml.safe_load(Path(path).read_text(encoding="utf-8"))


#: English number words read as digits ("four" is 4) and articles dropped before a value
#: ("the offense" is "offense"): the same value written another way, nothing looser
_NUMBER_WORDS = {w: str(n) for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
_ARTICLES = ("the ", "a ", "an ")
#: the FFG Overview's words for the two main players, the same roles as the offense and the
#: defense of the FFG Additional Rules and of Mayfair (shared/reference/glossary.md: "offense,
#: attacker"): one role written in either edition's word, nothing looser
_ROLE_WORDS = {"attacker": "offense", "defender": "defense", "attacker's": "offense's",
               "defender's": "defense's"}


def _norm(value) -> str:
    text = str(value).strip().lower()
    for article in _ARTICLES:
        text = text.removeprefix(article)
    text = " ".join(_NUMBER_WORDS.get(w, _ROLE_WORDS.get(w, w)) for w in text.split())
    try:
        number = float(text)
    except ValueError:
        return text
    return str(int(number)) if number.is_integer() else str(number)


def _items(value) -> list:
    """A list as it is; a string naming several things ("Attack, Negotiate and Morph") as
    its items: the same list written as a sentence, nothing looser."""
    if isinstance(value, list):
        return value
    return [item for item in re.split(r",\s*(?:and\s+)?|\s+and\s+", str(value)) if item]


def same_value(got, wanted) -> bool:
    if isinstance(wanted, list) or isinstance(got, list):
        return sorted(map(_norm, _items(got))) == sorted(map(_norm, _items(wanted)))
    if isinstance(wanted, dict):
        return isinstance(got, dict) and {k: _norm(v) for k, v in got.items()} == {
            k: _norm(v) for k, v in wanted.items()}
    return _norm(got) == _norm(wanted)


#: a label that names its document before the section ("MCE 15.4", "SC Situation A", "FFG
#: Overview: Reveal", "FFG AR: Bystanders"): the citation carries the document in its own
#: field, so the label's document name is dropped and the section read as it stands
_SOURCE_PREFIX = re.compile(r"^(?:mce|sc|ffg overview:|ffg ar:)\s+(?=\S)")


def section_key(section) -> str:
    """A section label in one form: the FFG Overview numbers its encounter phases as headings
    ("6. Reveal") that players and set writers call "the Reveal Phase"; both name one heading,
    so the number and the word "phase" are dropped on both sides. The contract
    (interfaces.md) names a numbered section by its number ("11.0") and a Simply Cosmic stage
    or situation by its short heading ("Stage 8"); a label that writes the heading out in full
    ("11.0 Lucre", "Stage 6. Players accept or decline alliance invitations.", "Situation A.
    Both Main Players Played Attack Cards") names the same section, so the title after the
    number or the short heading is dropped, nothing looser."""
    text = _SOURCE_PREFIX.sub("", str(section).strip().lower())
    numbered = re.match(r"^(\d+\.\d+)\s+\S", text)
    if numbered:
        return numbered.group(1)
    headed = re.match(r"^((?:stage \d+)|(?:situation [a-z]))\.\s", text)
    if headed:
        return headed.group(1)
    text = re.sub(r"^\d+\.\s+", "", text)
    return text.removesuffix(" phase")


def judge(entry: dict, answer) -> str | None:
    """None when the answer is right, else why not."""
    verdict = answer.verdict
    if verdict != entry["verdict"]:
        return f"verdict {verdict}, wanted {entry['verdict']}"
    wanted = entry.get("value")
    if verdict != "text" and wanted is not None and not same_value(answer.value, wanted):
        return f"value {answer.value!r}, wanted {wanted!r}"
    if verdict != "unknown":
        cited = {section_key(c["section"]) for c in answer.citations}
        sections = {section_key(s) for s in entry.get("sections", [])}
        if not cited & sections:
            return f"cites {sorted(cited)}, wanted one of {entry.get('sections')}"
    return None


def is_polar(entry: dict) -> bool:
    """A question the contract answers yes/no/depends/unknown (by its expected verdict)."""
    return entry["verdict"] in POLAR or entry.get("polar", False)


@dataclass
class Score:
    total: int = 0
    right: int = 0
    wrong_yes_no: list = field(default_factory=list)
    unknown: int = 0
    polar_text: list = field(default_factory=list)
    misses: list = field(default_factory=list)

    def line(self, name: str) -> str:
        pct = 100 * self.right / self.total if self.total else 0.0
        unk = 100 * self.unknown / self.total if self.total else 0.0
        return (f"{name}: {self.right}/{self.total} right ({pct:.1f}%), "
                f"{len(self.wrong_yes_no)} wrong yes/no, {self.unknown} unknown ({unk:.1f}%), "
                f"{len(self.polar_text)} polar answered text/value")


def score(oracle, entries: list[dict]) -> Score:
    result = Score()
    for entry in entries:
        answer = oracle.ask(entry["q"], entry.get("edition", "mayfair"))
        result.total += 1
        why = judge(entry, answer)
        if why is None:
            result.right += 1
        else:
            result.misses.append((entry.get("id", ""), entry["q"], why))
        if answer.verdict == "unknown":
            result.unknown += 1
        if answer.verdict in ("yes", "no") and entry["verdict"] in ("yes", "no") \
                and answer.verdict != entry["verdict"]:
            result.wrong_yes_no.append((entry.get("id", ""), entry["q"], answer.verdict))
        if is_polar(entry) and answer.verdict in ("text", "value"):
            result.polar_text.append((entry.get("id", ""), entry["q"], answer.verdict))
    return result


def main(argv: list[str]) -> int:
    from resolver import Oracle

    oracle = Oracle(edition="mayfair")
    verbose = "-v" in argv
    for name in [a for a in argv if a != "-v"]:
        result = score(oracle, load(Path(name)))
        print(result.line(name))
        if verbose:
            for ident, q, why in result.misses:
                print(f"  miss {ident}: {q!r}: {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
