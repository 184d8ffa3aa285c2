"""One verdict everywhere: Oracle.ask, `resolver ask --json`, POST /api/ask and the web ask page
(issue 13); the page's headline for a value is a sentence, not ``VALUE``."""
from __future__ import annotations

import json
import re
import sys

import pytest

from web import create_app
from web.pages import headline

QUESTIONS = [
    ("Does the Silencer stop the Dictator?", "mayfair"),                       # yes (15.4)
    ("Is the Assassin in FFG?", "ffg"),                                        # no: Mayfair only
    ("How many tokens can I put on the cone?", "mayfair"),                     # a value: 4
    ("offense 4 ships attack 10, defense 3 ships attack 12", "mayfair"),       # a situation
    ("Can I ally with both sides?", "mayfair"),                                # a player's yes/no
]


@pytest.fixture(scope="module")
def client(oracle):
    return create_app({"ORACLE": oracle}).test_client()


@pytest.mark.parametrize("question, edition", QUESTIONS)
def test_same_verdict_everywhere(oracle, client, question, edition):
    direct = oracle.ask(question, edition).verdict
    api = client.post("/api/ask", json={"question": question, "edition": edition}).get_json()
    assert api["verdict"] == direct
    page = client.get("/", query_string={"q": question, "edition": edition}).get_data(as_text=True)
    assert f'verdict-{direct}"' in page


def test_cli_gives_the_same_verdict(oracle, monkeypatch, capsys):
    from resolver.cli import main
    for question, edition in QUESTIONS[:3]:
        monkeypatch.setattr(sys, "argv", ["resolver", "ask", question, "--edition", edition, "--json"])
        try:
            main()
        except SystemExit as done:
            assert not done.code
        assert json.loads(capsys.readouterr().out)["verdict"] == oracle.ask(question, edition).verdict


def test_the_headline_of_a_value_is_a_sentence(client):
    page = client.get("/", query_string={"q": "offense 4 ships attack 10, defense 3 ships attack 12"})
    text = page.get_data(as_text=True)
    found = re.search(r'class="verdict-sentence">([^<]+)<', text)
    assert found and found.group(1).startswith("The ") and "15 to 14" in found.group(1)
    assert ">VALUE<" not in text


def test_headline_words():
    assert headline({"verdict": "value", "value": "offense",
                     "answer": "The offense wins, 11 to 10. Offense: 3 tokens (More Cosmic 4.1)."}) \
        == "The offense wins, 11 to 10."
    assert headline({"verdict": "value", "value": 4, "answer": "The launch max is 4 (Mayfair). More."}) \
        == "The launch max is 4 (Mayfair)."
    assert headline({"verdict": "yes", "answer": "Yes."}) == "Yes"
    assert headline({"verdict": "depends", "answer": "It depends."}) == "It depends"
