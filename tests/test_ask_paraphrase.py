"""The metamorphic harness tests/ask_paraphrase.py: its rewrites keep a question's meaning (fast), and the reader keeps
its right yes/no answers under the wrappers it strips (slow: it asks the oracle a few hundred questions)."""
from __future__ import annotations

import re

import ask_paraphrase as mp
import ask_scoring
import pytest

NEGATION = re.compile(r"\b(not|no|never|none|nobody|cannot|\w+n't)\b", re.IGNORECASE)


def _rewrites():
    entries = [e for path in mp.DEFAULT_SETS for e in ask_scoring.load(path) if e["verdict"] in ("yes", "no")]
    for name, (_family, make) in mp.TRANSFORMS.items():
        for e in entries:
            out = make(e["q"], e.get("edition", "mayfair"))
            if out and out != e["q"]:
                yield name, e["q"], out


def test_no_rewrite_changes_a_question_s_polarity():
    for name, q, out in _rewrites():
        said = lambda t: sorted(w.lower().replace("can not", "cannot") for w in NEGATION.findall(t.replace("can not", "cannot")))  # noqa: E731
        assert said(q) == said(out) or name == "contraction", (name, q, out)


def test_the_rewrites_are_the_ones_the_harness_names():
    assert mp._true_that("Can I redraw now") == "Is it true that I can redraw now?"
    assert mp._tag("right")("Does the Silencer block the Oracle") == "The Silencer does block the Oracle, right?"
    assert mp._as_role("Can the defense add tokens to the planet?", "mayfair") == "As the defense, can I add tokens to the planet?"
    assert mp._swap("colony", "base")("Do foreign colonies count?", "ffg") == "Do foreign bases count?"
    assert mp._legal("Can the token I pull go there") is None     # a subject whose end is not known is not rewritten


@pytest.mark.slow
def test_wrappers_the_reader_strips_keep_every_right_yes_no(oracle):
    entries = mp.rights(oracle, [mp.HERE / "ask_blind" / "set-32.yaml"])[:120]
    results = mp.run(oracle, entries, only={"quick", "last-night", "so", "lower", "no-mark"})
    outcomes = [o for rows in results.values() for _e, _q, o, _a in rows]
    assert outcomes.count("wrong") == 0 and outcomes.count("kept") >= 0.95 * len(outcomes), mp.table(results)
