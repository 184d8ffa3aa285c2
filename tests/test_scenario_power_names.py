"""A scenario names powers exactly (or by an alias); a misspelling is refused, never guessed."""
from __future__ import annotations

SCENARIO = """
resolver: 1
players: [{{color: tan, power: {name}}}, {{color: pink}}]
encounter:
  offense: tan
  destiny: pink
  target: "pink:1"
  launch: {{tan: 2}}
  cards: {{offense: attack 10, defense: attack 02}}
  powers: {{{name}: {{use: false}}}}
"""


def test_a_misspelt_power_is_refused_with_a_suggestion(oracle):
    err = oracle.simulate(SCENARIO.format(name="Silencr")).to_dict()["error"]
    assert err["path"] == "players[0].power"
    assert "unknown power 'Silencr'; did you mean 'Silencer'?" == err["message"]


def test_an_alias_still_names_its_power(oracle):
    # "Philanthropist" is an alias of the source's spelling "Philantropist": accepted,
    # then refused only because its effect is not modelled.
    err = oracle.simulate(SCENARIO.format(name="Philanthropist")).to_dict()["error"]
    assert err["code"] == "not-modelled" and "Philantropist" in err["message"]


def test_an_exact_name_plays(oracle):
    out = oracle.simulate(SCENARIO.format(name="Mirror"))
    assert out.error is None and out.winner == "offense"
