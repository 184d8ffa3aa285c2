"""The compiled graph is cached by the files' hash; a second Oracle reuses it."""
from __future__ import annotations

from resolver import Oracle
from resolver.graph import load
from resolver.graph.load import compile_files, digest, rule_files


def test_second_oracle_reuses_the_compiled_rules():
    assert Oracle().rules is Oracle(edition="ffg").rules


def test_cache_round_trip(tmp_path, monkeypatch):
    monkeypatch.setenv("RESOLVER_CACHE_DIR", str(tmp_path))
    load.clear_memo()
    try:
        first = load.load_rules()
        key = digest(rule_files(), [])
        assert (tmp_path / f"rules-{key}.pickle").is_file()
        load.clear_memo()
        again = load.load_rules()
        assert again is not first  # came from the pickle, not the memo
        assert again.g.number_of_nodes() == first.g.number_of_nodes()
        assert again.blocks("Silencer", "Dictator").verdict == "yes"
    finally:
        load.clear_memo()


def test_corrupt_cache_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("RESOLVER_CACHE_DIR", str(tmp_path))
    load.clear_memo()
    try:
        key = digest(rule_files(), [])
        (tmp_path / f"rules-{key}.pickle").write_bytes(b"not a pickle")
        assert load.load_rules().blocks("Silencer", "Mirror").verdict == "yes"
    finally:
        load.clear_memo()


def test_compile_reports_no_problems_on_bundled_rules():
    graph, problems = compile_files(rule_files())
    assert problems == [] and graph is not None
