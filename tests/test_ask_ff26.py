"""FFG coverage (ff26): questions rephrased from the FFG Overview and Additional Rules seeds, each
asserting the seed's verdict and a deciding section."""
import pytest

CASES = [
    # FFG Additional Rules, The Colony Track: players reaching five foreign colonies at once all win
    ("Two players reach five foreign colonies at the same moment. Does only one of them win?", "no", "The Colony Track"),
]


@pytest.mark.parametrize("question,verdict,section", CASES)
def test_ffg_seed_verdict_and_section(oracle, question, verdict, section):
    a = oracle.ask(question, "ffg")
    assert a.verdict == verdict
    assert section in {c["section"] for c in a.citations}


def test_simultaneous_fifth_base_is_shared_in_mayfair_too(oracle):
    # Simply Cosmic, How To Win: several players reaching their fifth external base at once share the win
    a = oracle.ask("If two players get their fifth external base at the same time, does only one of them win?", "mayfair")
    assert a.verdict == "no"
