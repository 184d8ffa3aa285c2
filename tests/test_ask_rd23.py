"""rd23 (issue 13): constructions of players' English the question reader reads."""
from __future__ import annotations

import pytest

from resolver import Oracle


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


def test_gerund_subject_is_no_act_asked(oracle):
    # "does *taking an empty moon* need …": the gerund's phrase is the subject, "need" the verb asked (MCE 13.3)
    assert oracle.ask("Does taking an empty moon need the whole normal challenge procedure?").verdict == "unknown"
    # a plain verb of the vocabulary after the gerund's phrase is asked, the phrase a situation (FFG 6. Reveal)
    assert oracle.ask("Does revealing a Negotiate against an Attack mean I lose the encounter?", "ffg").verdict == "yes"
