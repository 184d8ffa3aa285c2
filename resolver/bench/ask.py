"""In-process latency of ``Oracle.ask`` over the question bank and the blind sets
(tests/ask_blind/*.yaml, players' questions with stories and typos): p50, p99 and questions/s."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import yaml

from resolver.bench.figure import Figure, Target, missing, percentile

P99_TARGET = Target("< 1 ms", 1.0, "value", below=True)

#: used when tests/question_bank.yaml is not there (an installed wheel has no tests/)
BUILTIN_QUESTIONS = (
    "Does the Silencer stop the Dictator?",
    "Does the Silencer block the Will?",
    "Can the Insect copy the Loser to stop a revolt?",
    "What is the hand size in the Mayfair edition?",
    "How many ships can the offense launch?",
    "Who wins a tie?",
    "How many colonies do you need to win?",
    "What happens when you draw your own colour from the destiny pile?",
    "Does the Philanthropist's power work under the Silencer?",
    "How many flares are dealt in the FFG edition?",
    "What does a compromise card do against an attack card?",
    "Can an ally be invited by both sides?",
    "What happens when a deal fails?",
    "How much Lucre does a player start with?",
    "Is the Macron's ship worth four?",
    "banana pancake xylophone",
)


def bank_path() -> Path:
    """tests/question_bank.yaml of the checkout this resolver runs from."""
    return Path(__file__).resolve().parents[2] / "tests" / "question_bank.yaml"


def load_questions(path: Path | None = None) -> tuple[list[str], str]:
    """The questions to time and where they came from (the bank file and, beside it, the blind
    sets; else the built-in list)."""
    asks, origin = load_asks(path)
    return [q for q, _edition in asks], origin


def load_asks(path: Path | None = None) -> tuple[list[tuple[str, str | None]], str]:
    """Each question with the edition its set asks it in (None: the oracle's own), as the
    scoring of those sets asks them; and where they came from."""
    path = path or bank_path()
    files = [path, *sorted((path.parent / "ask_blind").glob("*.yaml"))]
    questions, names = [], []
    for file in files:
        try:
            found = _questions_in(yaml.safe_load(file.read_text(encoding="utf-8")))
        except (OSError, yaml.YAMLError, UnicodeDecodeError):
            continue
        if found:
            questions += found
            names.append(file.name)
    if not questions:
        return [(q, None) for q in BUILTIN_QUESTIONS], "built-in list"
    return questions, " + ".join(names)


def _questions_in(data: Any) -> list[tuple[str, str | None]]:
    """(question, edition) from a bank: a list of strings or of mappings with ``question``/``q``
    and, optionally, ``edition``."""
    if isinstance(data, dict):
        data = data.get("questions") or data.get("bank") or []
    found = []
    for item in data if isinstance(data, list) else []:
        if isinstance(item, str):
            found.append((item, None))
        elif isinstance(item, dict):
            q = item.get("question", item.get("q"))
            edition = item.get("edition")
            if isinstance(q, str):
                found.append((q, edition if isinstance(edition, str) else None))
    return found


def _answers(oracle, question: str, edition: str | None) -> bool:
    """Ask once (the warm-up); False for a question refused as malformed (empty, too long)."""
    try:
        oracle.ask(question, edition)
    except ValueError:
        return False
    return True


def _is_situation(oracle, question: str) -> bool:
    """Whether a question is answered by running the engine on the scenario it describes."""
    from resolver.ask.question import understand
    from resolver.ask.situations import looks_like_situation
    return looks_like_situation(understand(oracle.rules, question, oracle.edition))


def _warm(oracle) -> float:
    """Build the question tables as ``resolver serve`` does at start (kept out of the timed
    asks and of ``load.*``, which time ``Oracle()`` alone); the CPU ms it took."""
    warm = getattr(oracle, "warm", None)
    start = time.process_time()
    if callable(warm):
        warm()
    return (time.process_time() - start) * 1000


def measure(oracle, rounds: int, max_questions: int | None = None) -> list[Figure]:
    """Time every question ``rounds`` times after one warm-up call each."""
    questions, origin = load_asks()
    if max_questions:
        questions = questions[:max_questions]
    names = [("ask.p50", "ms"), ("ask.p99", "ms"), ("ask.p99.cpu", "ms"), ("ask.qps", "questions/s")]
    warm_cpu = _warm(oracle)
    try:
        questions = [(q, ed) for q, ed in questions if _answers(oracle, q, ed)]
    except (ImportError, NotImplementedError) as exc:
        return [missing(n, u, f"Oracle.ask is not built ({exc})", P99_TARGET if n == "ask.p99" else None)
                for n, u in names]
    samples, cpu_samples = [], []
    for _ in range(max(rounds, 1)):
        for q, edition in questions:
            start, cpu_start = time.perf_counter(), time.thread_time()
            oracle.ask(q, edition)
            cpu_samples.append(time.thread_time() - cpu_start)
            samples.append(time.perf_counter() - start)
    situations = sum(1 for q, _ed in questions if _is_situation(oracle, q))
    note = (f"wall clock; {len(questions)} questions ({situations} situations, through the engine) "
            f"from {origin}, each in its set's edition, × {rounds} rounds, in-process, "
            f"after warming the question tables as a server does ({warm_cpu:.0f} ms CPU, not timed here)")
    cpu_note = ("the same calls in CPU time of the asking thread: what p99 would be "
                "without other processes preempting it")
    return [
        Figure("ask.p50", percentile(samples, 50) * 1000, "ms", note=note),
        Figure("ask.p99", percentile(samples, 99) * 1000, "ms", note=note, target=P99_TARGET),
        Figure("ask.p99.cpu", percentile(cpu_samples, 99) * 1000, "ms", note=cpu_note),
        Figure("ask.qps", len(samples) / sum(samples), "questions/s", note=note),
    ]
