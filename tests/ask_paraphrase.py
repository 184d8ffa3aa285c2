"""Paraphrase invariance of the reader (metamorphic testing, helper mt33).

The yes/no questions the oracle answers right in the bank and the study sets are rewritten in ways
that keep their meaning (a wrapper, the person asking, a glossary word of the other edition, surface
noise); each rewrite keeps the set's expectation (never the program's answer) and is judged by the
sets' one judge. A rewrite that would change the meaning (polarity, role) is not made.

    python tests/ask_paraphrase.py [-v] [--only NAME] [--max N] [SET.yaml ...]

prints, per transformation, how many rewritten questions kept a right answer and how the others
changed: ``unknown``, ``text``/``value``, a WRONG yes/no, ``depends``, or the right verdict with
another citation. The rewrites are a measurement, not a bank.
"""
from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ask_scoring  # noqa: E402

HERE = Path(__file__).resolve().parent
DEFAULT_SETS = [HERE / "question_bank.yaml", *(HERE / "ask_blind" / f"set-{n}.yaml" for n in (30, 31, 32))]

MODALS = ("can", "may", "must", "could", "should", "will", "would")
DO = ("do", "does", "did")
BE = ("is", "are", "am", "was", "were")
AUX = MODALS + DO + BE + ("has", "have")
PRONOUN_OBJ = {"i": "me", "we": "us", "you": "you", "he": "him", "she": "her", "it": "it", "they": "them"}
DETERMINERS = ("the", "a", "an", "my", "your", "each", "every", "any", "our", "his", "her", "their", "its")
#: a subject's head word is none of these (the clause goes on past the subject)
NOT_HEAD = set(AUX) | {"not", "also", "still", "ever", "just", "only", "really", "actually", "always", "even"}
#: adjectives between a determiner and its noun ("the next player", "the offensive main player")
ADJECTIVES = {"next", "other", "same", "offensive", "defensive", "main", "first", "second", "last", "winning",
              "losing", "current", "opposing"}
#: words after a noun that go on with the subject, not open its predicate
NOT_PREDICATE = {"on", "in", "of", "at", "from", "to", "with", "by", "for", "that", "which", "who", "whose", "as",
                 "and", "or", "'s", "under", "inside", "without", "into", "onto", "like", "than", "card", "cards",
                 "player", "players", "power", "ally", "allies", "flare", "flares", "i", "we", "you", "they", "he", "she", "it"}
#: words that refer back to a subject named as a role; a role made "I" would leave them pointing nowhere
BACK_REFERENCE = re.compile(r"\b(its|it|their|they|them|themselves|itself|his|her|he|she|him)\b", re.I)
ROLES = {  # role phrase as a subject -> the "as the X" phrase
    "the offense": "the offense", "the defense": "the defense", "the attacker": "the attacker",
    "the defender": "the defender", "the offensive player": "the offensive player",
    "the defensive player": "the defensive player", "an ally": "an ally", "a main player": "a main player",
    "the offensive main player": "the offensive main player", "the defensive main player": "the defensive main player",
    "an offensive ally": "an offensive ally", "a defensive ally": "a defensive ally",
    "the offensive ally": "an offensive ally", "the defensive ally": "a defensive ally",
}
#: glossary pairs (shared/reference/glossary.md): one thing under the two editions' words
GLOSSARY = [("token", "ship"), ("base", "colony"), ("challenge", "encounter"), ("compromise", "negotiate"),
            ("consolation", "compensation")]
#: words before a glossary word that make it another thing's name (a Lucre token, Cosmic Encounter)
GLOSSARY_GUARD = {"cosmic", "lucre", "moon", "reverse", "kicker"}
CONTRACTIONS = [("can't", "cannot"), ("cannot", "can not"), ("doesn't", "does not"), ("don't", "do not"),
                ("isn't", "is not"), ("aren't", "are not"), ("won't", "will not"), ("i'm", "i am"),
                ("i've", "i have"), ("it's", "it is"), ("didn't", "did not"), ("shouldn't", "should not"),
                ("wouldn't", "would not"), ("hasn't", "has not"), ("haven't", "have not")]
#: words that deny: a typo there may change the polarity read
NEGATIVE = {"nobody", "nothing", "never", "cannot", "neither", "nowhere", "without", "unless", "except", "instead"}
#: grammar words a typo is never put in (a typo goes into a content word)
GRAMMAR = set(AUX) | set(DETERMINERS) | {"when", "with", "that", "this", "there", "their", "from", "into", "before",
                                         "after", "during", "which", "what", "other", "about", "while", "where"}


def _case(word: str, like: str) -> str:
    return word.capitalize() if like[:1].isupper() else word


def _split(q: str) -> tuple[str, str, str]:
    """(story before the last sentence, the asked sentence without its end mark, the end mark)."""
    q = q.strip()
    cut = max(q.rfind(". ", 0, len(q) - 1), q.rfind("? ", 0, len(q) - 1), q.rfind("! ", 0, len(q) - 1))
    story, asked = (q[:cut + 2], q[cut + 2:]) if cut >= 0 else ("", q)
    mark = asked[-1] if asked.endswith(("?", ".", "!")) else ""
    return story, asked[:len(asked) - len(mark)].rstrip(), mark


def _subject(words: list[str], at: int) -> int | None:
    """Where a plain subject starting at ``words[at]`` ends: a pronoun, a role of :data:`ROLES`, or a determiner and
    a capitalised name (one to three words), followed by a word that may open a predicate; else None (a compound
    noun's end is not known: "a Moon base", "the reverse cone")."""
    w = " ".join(words[at:at + 1]).lower()
    role = next((len(r.split()) for r in ROLES if " ".join(words[at:at + len(r.split())]).lower() == r), 0)
    if w in PRONOUN_OBJ or role:
        end = at + (role or 1)
    elif w in DETERMINERS and at + 1 < len(words) and words[at + 1][:1].isupper():
        end = at + 1
        while end < min(len(words), at + 4) and words[end][:1].isupper():
            end += 1
    else:
        return None
    nxt = words[end] if end < len(words) else ""
    if not nxt or nxt.lower() in NOT_PREDICATE or nxt[:1].isupper() and nxt != "I" or not nxt.isalpha() or \
            re.search(r"(ed|en)$", nxt) and nxt.lower() not in ("often", "even", "then"):
        return None
    return end


def _statement(asked: str) -> str | None:
    """A polar sentence opening with an auxiliary as the statement it asks ("Can I X" -> "I can X";
    "Does the offense X" -> "the offense does X"); None when the subject is not simple."""
    words = asked.split()
    if len(words) < 3 or words[0].lower() not in AUX or "n't" in words[0].lower():
        return None
    end = _subject(words, 1)
    if end is None or end >= len(words):
        return None
    subj = words[1:end]
    subj[0] = "I" if subj[0].lower() == "i" else subj[0].lower() if subj[0] not in ("I",) and subj[0][1:].islower() else subj[0]
    return " ".join([*subj, words[0].lower(), *words[end:]])


def _lower_first(s: str) -> str:
    return s if s[:2] in ("I ", "I'") or s[:1].isupper() and s[1:2].isupper() else s[:1].lower() + s[1:]


def wrap(make: Callable[[str], str | None]) -> Callable[[str, str], str | None]:
    def t(q: str, _edition: str) -> str | None:
        story, asked, mark = _split(q)
        if mark != "?":
            return None
        out = make(asked)
        return None if out is None else (story + out).strip()
    return t


def _legal(asked: str) -> str | None:
    words = asked.split()
    if words[0].lower() not in ("can", "may") or (end := _subject(words, 1)) is None or end >= len(words):
        return None
    subj = " ".join(words[1:end])
    subj = PRONOUN_OBJ.get(subj.lower(), _lower_first(subj))
    return f"Is it legal for {subj} to {' '.join(words[end:])}?"


def _allowed(asked: str) -> str | None:
    words = asked.split()
    if words[0].lower() not in ("can", "may") or (end := _subject(words, 1)) is None or end >= len(words):
        return None
    subj = " ".join(words[1:end])
    be = "am" if subj.lower() == "i" else "are" if subj.lower() in ("we", "you", "they") or subj.lower().endswith("s") and \
        not subj.lower().endswith(("'s", "ss")) else "is"
    subj = "I" if subj.lower() == "i" else _lower_first(subj)
    return f"{be.capitalize()} {subj} allowed to {' '.join(words[end:])}?"


def _true_that(asked: str) -> str | None:
    s = _statement(asked)
    return None if s is None else f"Is it true that {s}?"


def _tag(tag: str) -> Callable[[str], str | None]:
    def make(asked: str) -> str | None:
        s = _statement(asked)
        return None if s is None else f"{s[:1].upper()}{s[1:]}, {tag}?"
    return make


def _prefix(text: str, lower: bool = True) -> Callable[[str], str | None]:
    return lambda asked: f"{text}{_lower_first(asked) if lower else asked}?"


def _edition_tag(q: str, edition: str) -> str | None:
    return f"({'FFG' if edition == 'ffg' else 'Mayfair'} rules) {q}"


def _as_role(q: str, _edition: str) -> str | None:
    """"Can the offense X?" -> "As the offense, can I X?" (a single sentence, no word referring back)."""
    story, asked, mark = _split(q)
    words = asked.split()
    if story or mark != "?" or words[0].lower() not in MODALS + ("does", "is") or len(words) < 4:
        return None
    for role, as_ in ROLES.items():
        n = len(role.split())
        if " ".join(words[1:1 + n]).lower() == role and len(words) > 1 + n:
            rest = " ".join(words[1 + n:])
            if BACK_REFERENCE.search(rest) or rest.split()[0].lower() in ("and", "or", "'s", "or"):
                return None
            aux = {"does": "do", "is": "am"}.get(words[0].lower(), words[0].lower())
            return f"As {as_}, {aux} I {rest}?"
    return None


def _player_to_i(q: str, _edition: str) -> str | None:
    """"Can a player X?" -> "Can I X?" (and "Does a player X" -> "Do I X")."""
    story, asked, mark = _split(q)
    words = asked.split()
    if story or mark != "?" or len(words) < 4 or " ".join(words[1:3]).lower() not in ("a player", "any player"):
        return None
    rest = " ".join(words[3:])
    if BACK_REFERENCE.search(rest):
        return None
    aux = {"does": "do", "is": "am", "has": "have"}.get(words[0].lower(), words[0].lower())
    return f"{aux.capitalize()} I {rest}?"


def _i_to_player(q: str, _edition: str) -> str | None:
    """"Can I X?" -> "Can a player X?" when the question names no role the speaker holds."""
    story, asked, mark = _split(q)
    words = asked.split()
    if story or mark != "?" or len(words) < 3 or words[1] != "I" or words[0].lower() not in ("can", "may", "do", "must"):
        return None
    rest = " ".join(words[2:])
    if re.search(r"\b(my|me|mine|myself|I|I'm|we|our|us)\b", rest):
        return None
    aux = "does" if words[0].lower() == "do" else words[0].lower()
    return f"{aux.capitalize()} a player {rest}?"


def _swap(a: str, b: str) -> Callable[[str, str], str | None]:
    """Every ``a`` (singular or plural, any case) written ``b``, an article before it fixed."""
    rx = re.compile(rf"\b({a[:-1]}(?:ies|y)|{a}s?)\b" if a.endswith("y") else rf"\b({a})(s?)\b", re.I)

    def plural(word: str) -> str:
        return word[:-1] + "ies" if word.endswith("y") else word + "s"

    def t(q: str, _edition: str) -> str | None:
        def one(m: re.Match) -> str:
            before = q[:m.start()].split()[-1:]
            after = q[m.end():].split()[:1]
            if before and before[0].lower().strip("'\"(") in GLOSSARY_GUARD or after and after[0].lower() in ("marker", "markers"):
                return m.group(0)
            many = m.group(0).lower().endswith("s")
            return _case(plural(b) if many else b, m.group(0))
        out = rx.sub(one, q)
        if out == q:
            return None
        # a/an before a word whose first sound changed
        out = re.sub(r"\b([Aa])n? (?=(\w))", lambda m: m.group(1) + ("n " if m.group(2).lower() in "aeiou" else " "), out)
        return out if out != q else None
    return t


def _typo(kind: str) -> Callable[[str, str], str | None]:
    """A typo in the question's longest lower-case content word (6 letters or more)."""
    def t(q: str, _edition: str) -> str | None:
        _story, asked, _mark = _split(q)
        cands = [w for w in re.findall(r"\b[a-z]{6,}\b", asked) if w not in GRAMMAR | NEGATIVE]
        if not cands:
            return None
        w = max(cands, key=len)
        k = len(w) // 2
        new = {"drop": w[:k] + w[k + 1:], "double": w[:k] + w[k] + w[k:],
               "swap": w[:k - 1] + w[k] + w[k - 1] + w[k + 1:]}[kind]
        if new == w:
            return None
        at = q.rfind(w)
        return q[:at] + new + q[at + len(w):]
    return t


def _number(q: str, _edition: str) -> str | None:
    """A role subject in the other number where the meaning is generic: "Can allies X" <-> "Can an ally X"."""
    story, asked, mark = _split(q)
    words = asked.split()
    if story or len(words) < 4:
        return None
    head, subj = words[0].lower(), " ".join(words[1:3]).lower()
    rest = " ".join(words[3:])
    if BACK_REFERENCE.search(rest):
        return None
    if words[1].lower() == "allies" and head in MODALS + ("do",):
        return f"{('does' if head == 'do' else head).capitalize()} an ally {' '.join(words[2:])}{mark}"
    if subj in ("an ally", "a player") and head in MODALS + ("does",):
        noun = "allies" if subj == "an ally" else "players"
        return f"{('do' if head == 'does' else head).capitalize()} {noun} {rest}{mark}"
    return None


def _contract(q: str, _edition: str) -> str | None:
    for a, b in CONTRACTIONS:
        for x, y in ((a, b), (b, a)):
            rx = re.compile(rf"\b{re.escape(x)}\b", re.I)
            found = rx.search(q)
            if found and x in ("i am", "i have", "it is") and q[:found.start()].split()[-1:] and \
                    q[:found.start()].split()[-1].lower().strip(",") in AUX + ("to",):
                continue                  # "do I have to": no "do I've to"
            if found:
                return rx.sub(lambda m, y=y: _case(y, m.group(0)) if y != "i am" and y != "i've" else y.capitalize()
                              if m.group(0)[:1].isupper() or y.startswith("i") else y, q, count=1)
    return None


TRANSFORMS: dict[str, tuple[str, Callable[[str, str], str | None]]] = {
    "legal": ("a", wrap(_legal)),
    "allowed": ("a", wrap(_allowed)),
    "true-that": ("a", wrap(_true_that)),
    "right-tag": ("a", wrap(_tag("right"))),
    "yes-tag": ("a", wrap(_tag("yes"))),
    "so": ("a", wrap(lambda a: f"So {_lower_first(a)}?")),
    "quick": ("a", wrap(_prefix("Quick question: "))),
    "last-night": ("a", lambda q, _e: f"In our game last night someone asked: {q}"),
    "edition-tag": ("a", _edition_tag),
    "as-role": ("b", _as_role),
    "player-to-i": ("b", _player_to_i),
    "i-to-player": ("b", _i_to_player),
    **{f"{x}->{y}": ("c", _swap(x, y)) for a, b in GLOSSARY for x, y in ((a, b), (b, a))},
    "typo-drop": ("d", _typo("drop")),
    "typo-double": ("d", _typo("double")),
    "typo-swap": ("d", _typo("swap")),
    "number": ("d", _number),
    "contraction": ("d", _contract),
    "lower": ("d", lambda q, _e: q.lower() if q.lower() != q else None),
    "no-mark": ("d", lambda q, _e: q.rstrip("?").rstrip() if q.endswith("?") else None),
}


def outcome(entry: dict, answer) -> str:
    """kept | unknown | text | wrong | depends | cite (the verdict kept, another section cited)."""
    why = ask_scoring.judge(entry, answer)
    if why is None:
        return "kept"
    v = answer.verdict
    if v in ("yes", "no"):
        return "wrong" if v != entry["verdict"] else "cite"
    return {"unknown": "unknown", "depends": "depends"}.get(v, "text")


def rights(oracle, paths) -> list[dict]:
    """The yes/no entries of the sets the oracle answers right."""
    out = []
    for path in paths:
        for e in ask_scoring.load(path):
            if e["verdict"] in ("yes", "no") and ask_scoring.judge(e, oracle.ask(e["q"], e.get("edition", "mayfair"))) is None:
                out.append({**e, "set": Path(path).name})
    return out


def run(oracle, entries: list[dict], only=None) -> dict[str, list[tuple[dict, str, str, object]]]:
    """name -> [(entry, rewritten question, outcome, answer)]."""
    out: dict[str, list] = defaultdict(list)
    for name, (_family, make) in TRANSFORMS.items():
        if only and name not in only:
            continue
        for e in entries:
            q2 = make(e["q"], e.get("edition", "mayfair"))
            if not q2 or q2 == e["q"]:
                continue
            a = oracle.ask(q2, e.get("edition", "mayfair"))
            out[name].append((e, q2, outcome(e, a), a))
    return out


def table(results) -> str:
    lines = [f"{'transform':22} fam  n    kept  rate   unknown text wrong depends cite"]
    total = Counter()
    for name, rows in results.items():
        c = Counter(o for _e, _q, o, _a in rows)
        total.update(c)
        total["n"] += len(rows)
        lines.append(f"{name:22} {TRANSFORMS[name][0]:3} {len(rows):4} {c['kept']:6} {100 * c['kept'] / max(1, len(rows)):5.1f}% "
                     f"{c['unknown']:7} {c['text']:4} {c['wrong']:5} {c['depends']:7} {c['cite']:4}")
    n = total["n"]
    lines.append(f"{'ALL':22} {'':3} {n:4} {total['kept']:6} {100 * total['kept'] / max(1, n):5.1f}% "
                 f"{total['unknown']:7} {total['text']:4} {total['wrong']:5} {total['depends']:7} {total['cite']:4}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    from resolver import Oracle

    verbose = "-v" in argv
    only = set(argv[argv.index("--only") + 1].split(",")) if "--only" in argv else None
    limit = int(argv[argv.index("--max") + 1]) if "--max" in argv else None
    skip = {argv[i + 1] for i, a in enumerate(argv) if a in ("--only", "--max")}
    paths = [a for a in argv[1:] if not a.startswith("-") and a not in skip] or DEFAULT_SETS
    oracle = Oracle(edition="mayfair")
    entries = rights(oracle, paths)[:limit]
    print(f"{len(entries)} yes/no questions answered right in {', '.join(Path(p).name for p in paths)}")
    results = run(oracle, entries, only)
    print(table(results))
    if verbose:
        for name, rows in results.items():
            for e, q2, o, a in rows:
                if o != "kept":
                    print(f"  {name} {o} [{e.get('id', '')} {e['verdict']}->{a.verdict}] {e['q']!r} => {q2!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
