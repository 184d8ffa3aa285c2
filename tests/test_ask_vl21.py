"""Value and text questions (helper vl21). Expectations from the seeds:

- Simply Cosmic, Situation A / FFG Overview, 6. Reveal: each main player adds its card's value to
  the ships on its side, its allies' ships included; the higher total wins.
- More Cosmic Encounter 9.0, Rings: the central planet adds 10 when it is defended.
"""
from __future__ import annotations

import pytest
from ask_scoring import same_value


@pytest.mark.parametrize("text,edition,value", [
    # "card 08" names the card played, not a hand of 3 cards
    ("Defense: 5 ships on the planet, an ally sent 2, card 06. Defense total?", "ffg", 13),
    # "ally A with 4": the number agrees with one ally, it is that ally's ships
    ("My side: 2 of my ships, ally A with 3, ally B with 2, and I played an Attack 10. What's my total?", "ffg", 17),
    # "our total": the asker's side with its ally
    ("I have 3 tokens and an Attack 12; my ally has 2 in. Whats our total?", "mayfair", 17),
    # "the defending planet has N of my tokens": the asker is the defense
    ("Defending planet has 4 of my tokens, two allies with 1 token each, and I played a 10. What's my total?",
     "mayfair", 16),
    # no "I": the one role named is the story's subject ("while defending")
    ("Rings player has 2 ships on the central planet and plays a 5 while defending. Total?", "mayfair", 17),
])
def test_a_side_s_total_counts_its_allies_ships(oracle, text, edition, value):
    ans = oracle.ask(text, edition)
    assert ans.verdict == "value" and same_value(ans.value, value), (text, ans.verdict, ans.value, ans.answer)


def test_a_defender_named_as_the_one_faced_is_the_other_side(oracle):
    ans = oracle.ask("Attack 18 plus 3 ships against a defender with Attack 05 and 4 ships plus 4 allied ships. "
                     "Who takes it?", "ffg")
    assert ans.verdict == "value" and same_value(ans.value, "offense"), (ans.verdict, ans.value, ans.answer)


def test_the_cli_heads_a_value_with_a_sentence():
    # issue 13: `resolver ask` shows a value as the web page does, a sentence saying it ("The defense
    # wins, 14 to 11."), not "VALUE: defense"; FFG Overview 6. Reveal: Morph copies the Attack 9
    from click.testing import CliRunner

    from resolver.cli import cli
    result = CliRunner().invoke(cli, ["ask", "Attacker plays Morph, defender plays Attack 9. Attacker has 2 ships, "
                                      "defender 5. Who wins?", "--edition", "ffg"])
    first = result.output.strip().splitlines()[0]
    assert result.exit_code == 0 and first.startswith("The defense wins, 14 to 11"), result.output


@pytest.mark.parametrize("text", [
    # Simply Cosmic, Timing Conflicts: the offense resolves before the defense
    "In a timing conflict between the offensive and defensive main players, whose effect goes first?",
    "The defense and the offense use contradictory powers at the same time. Whose resolves first?",
])
def test_of_the_two_main_players_the_offense_resolves_first(oracle, text):
    ans = oracle.ask(text, "mayfair")
    assert ans.verdict == "value" and same_value(ans.value, "offense"), (ans.verdict, ans.value, ans.answer)
    assert "Timing Conflicts" in {c["section"] for c in ans.citations}
    assert ans.answer.startswith("Offens"), ans.answer      # the value heads the answer (offense, offensive …)


def test_a_role_value_is_said_in_players_words(oracle):
    # Simply Cosmic, Timing Conflicts: players who are not main players resolve first
    ans = oracle.ask("When effects conflict, whose effect happens first?", "mayfair")
    assert ans.verdict == "value" and ans.value == "non-main players", (ans.verdict, ans.value)


@pytest.mark.parametrize("text,value", [
    # FFG Overview, Setup: each player takes the 5 planets of its colour and puts 4 ships on each
    ("In the FFG game, how many home planets does each player have?", 5),
    ("At setup, how many ships go on each home planet?", 4),
])
def test_a_setup_count_of_a_noun_phrase(oracle, text, value):
    ans = oracle.ask(text, "ffg")
    assert ans.verdict == "value" and same_value(ans.value, value), (ans.verdict, ans.value, ans.answer)
    assert "Setup" in {c["section"] for c in ans.citations}


def test_the_ffg_encounter_cards_are_three_kinds(oracle):
    # FFG Overview, 5. Planning: each main player chooses an encounter card: Attack, Negotiate or Morph
    ans = oracle.ask("How many kinds of encounter cards are there?", "ffg")
    assert ans.verdict == "value" and same_value(ans.value, 3), (ans.verdict, ans.value, ans.answer)
    assert "5. Planning" in {c["section"] for c in ans.citations}


@pytest.mark.parametrize("text,value", [
    # FFG Additional Rules, The Colony Track: the marker always shows the foreign colonies held now
    ("I had five foreign colonies, then lost two of them. What number should my colony marker show?", 3),
    ("I have 2 foreign colonies, gain one, then lose one. Where is my colony marker?", 2),
])
def test_the_colony_marker_shows_the_colonies_held_after_the_changes_told(oracle, text, value):
    ans = oracle.ask(text, "ffg")
    assert ans.verdict == "value" and same_value(ans.value, value), (ans.verdict, ans.value, ans.answer)
    assert {c["section"] for c in ans.citations} == {"The Colony Track"}, ans.citations


def test_a_colony_count_with_no_change_told_is_no_sum(oracle):
    from resolver.ask.question import understand
    from resolver.ask.values import net_counted
    q = understand(oracle.rules, "I have 3 foreign colonies and lost 2 ships. Where is my colony marker?", "ffg")
    assert net_counted(q, "foreign-colony") is None     # the ships lost are no colonies


def test_a_choice_of_roles_against_a_rule_in_the_edition_s_words(oracle):
    # More Cosmic Encounter 7.1: with the inverted Warp, a Warp Challenge empties the Defense's Limbo section
    ans = oracle.ask("The inverted warp hex is in play and a Warp Challenge card comes up. Which Limbo section "
                     "empties into the Warp, the offense's or the defense's?", "mayfair")
    assert ans.verdict == "value" and same_value(ans.value, "defense"), (ans.verdict, ans.value, ans.answer)
    assert "7.1" in {c["section"] for c in ans.citations}


@pytest.mark.parametrize("text,value", [
    # More Cosmic Encounter 11.0 and 13.5: 3 Lucre plus 1 per base in the own system, a Moon occupied there included
    ("I hold all 5 home planets and occupy a moon in my own system. Lucre income at the start of my turn?", 9),
    # More Cosmic Encounter 11.0: the Gas Giant or Space Dust with fewer than 4 tokens collects that number plus 3
    ("Space Dust has only 2 ships in its system and no moons. Lucre at the start of its turn?", 5),
])
def test_a_verbless_question_naming_a_summed_amount_gets_the_sum(oracle, text, value):
    ans = oracle.ask(text, "mayfair")
    assert ans.verdict == "value" and same_value(ans.value, value), (ans.verdict, ans.value, ans.answer)
    assert "11.0" in {c["section"] for c in ans.citations}


@pytest.mark.parametrize("text,edition,value,section", [
    # More Cosmic Encounter 15.5: the Schizoid's victory conditions must include at least 3 external bases
    ("Under the revised rulings, the Schizoid must include at least how many external bases in its conditions?",
     "mayfair", 3, "15.5"),
    # FFG Overview, Setup: with fewer than 5 players, Flares are added until the cosmic deck holds 10
    ("With three players, flares get added until the cosmic deck has how many flares?", "ffg", 10, "Setup"),
])
def test_a_statement_asking_a_count_in_place_is_a_value_question(oracle, text, edition, value, section):
    ans = oracle.ask(text, edition)
    assert ans.verdict == "value" and same_value(ans.value, value), (ans.verdict, ans.value, ans.answer)
    assert section in {c["section"] for c in ans.citations}
