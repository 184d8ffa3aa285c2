"""Value questions answered from a rule's own words or the nearest claim's actor (issue 13).

Expectations come from the seed text, decided before running the code:
- More Cosmic Encounter 13.3: only one player at a time may take a base on a Moon.
- More Cosmic Encounter 9.0 (Rosette): it may use the ships on the two planets adjacent to the
  targeted one.
- Simply Cosmic, Instructional Destiny Card: when more than one player meets the conditions,
  the offense chooses which of them to challenge; More Cosmic 7.1: when a colourless cone's
  instruction could refer to more than one player, the GO (offense) chooses.
- More Cosmic 11.0: Lucre income comes at the start of the turn, before drawing a ship from
  the Warp.
- Simply Cosmic, Description of Flares and Edicts: the Flare of one's own power is used in its
  "Super" version.
- Simply Cosmic, Stage 10: a second challenge starts at Challenge Stage 1.
- FFG Overview, 7. Resolution: if the defense wins, all ships in the Hyperspace Gate go to the
  Warp; 1. Regroup: the ship from the Warp goes to one of your colonies, or to the Hyperspace
  Gate if you have none (two places: no one value); The Game Turn: turns proceed to the left.
- More Cosmic Encounter 10.0: after each Challenge the Limbo marker moves to the next section
  clockwise (a rule the policy on the marker follows).
- More Cosmic Encounter 15.2: the Assassin kills a ship of the colour drawn on the Destiny card,
  whatever system or colour is then attacked (the Dictator pointing the cone elsewhere); the
  Dictator points the cone at the system of its choice, whatever the Will wants.
- More Cosmic Encounter 9.0 (Worldships): if its replacement Destiny card is a wild card, the
  Worldships player makes any decision about the target system.
- Simply Cosmic Situation B / FFG 6. Reveal: consolation goes to a main player that played
  Compromise (Negotiate) and lost to an Attack: not to any main player (no one value).
- FFG Overview, 4. Alliance: first the attacker (offense) announces whom it wants as allies, then
  the defender invites its own; each player accepts or refuses the invitations in that phase
  (Alliance).
- Simply Cosmic Setup: play proceeds clockwise around the table (asked with no rule clearly
  covering the words: the closest rule's words still give the one direction).
- Simply Cosmic Stage 7 / FFG 5. Planning: the card for dealing is Compromise in Mayfair and
  Negotiate in FFG.
- Simply Cosmic, Regular Destiny Card: the player whose colour is drawn is always the defensive
  player, with 0 tokens if it has none on the planet; More Cosmic 13.3: the player occupying a
  challenged Moon is the GD, not the system's owner (a story that does not say whether the
  challenge is against the Moon does not settle it).
- Simply Cosmic, Timing Conflicts: players who are not main players resolve first, then the
  offensive main player, then the defensive one; More Cosmic 15.3: the GO has the first chance
  to declare a Loser revolt.
"""
from __future__ import annotations

import pytest
from ask_scoring import same_value

from resolver import Oracle
from resolver.ask.choice import _places


@pytest.fixture(scope="module")
def oracle():
    return Oracle(edition="mayfair")


@pytest.mark.parametrize("text, value, section", [
    ("how many players can hold a base on a single moon at the same time?", 1, "13.3"),
    ("how many adjacent planets' ships can the Rosette add?", 2, "9.0"),
])
def test_a_count_is_read_before_the_counted_thing_in_the_rule_s_words(oracle, text, value, section):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer
    assert section in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("text, section", [
    ("an instructional destiny card fits three players. who chooses which one is challenged?",
     "Instructional Destiny Card"),
    ("the colourless cone card fits several players. who decides which one is attacked?", "7.1"),
])
def test_who_is_the_actor_of_the_nearest_claim(oracle, text, section):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", "offense"), ans.answer
    assert section in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("text", [
    "who can spend lucre?",                    # a permission: everyone allowed, not one value
    "who does the offense invite first?",      # "who does X …" asks the object
])
def test_who_asking_a_list_or_an_object_gets_no_actor(oracle, text):
    assert oracle.ask(text, "mayfair").verdict != "value"


def test_who_is_not_read_from_a_claim_about_another_case(oracle):
    # FFG Overview 6. Reveal: against a Negotiate the Attack wins the encounter; the claim that
    # allies share a game win (End of Game) is about another case, and the Pacifist's own win
    # is nearer
    ans = oracle.ask("I negotiated, they attacked. Who wins?", "ffg")
    assert ans.value != "ally", ans.answer


@pytest.mark.parametrize("text, value", [
    ("do i get lucre income after or before i take a ship out of the warp?", "before"),
    ("my own alien's flare: super or wild?", "super"),
])
def test_the_alternative_the_rule_s_words_name_is_the_value(oracle, text, value):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, str(ans.value).lower()) == ("value", value), ans.answer


def test_which_names_the_numbered_thing_of_the_rule_s_words(oracle):
    ans = oracle.ask("at which stage does a second challenge begin?", "mayfair")
    assert (ans.verdict, same_value(ans.value, "Stage 1")) == ("value", True), ans.answer


def test_where_is_the_one_place_the_rule_sends_it_to(oracle):
    ans = oracle.ask("the defense wins. where do the ships in the gate go?", "ffg")
    assert (ans.verdict, same_value(ans.value, "the Warp")) == ("value", True), ans.answer
    assert "7. Resolution" in {str(c["section"]) for c in ans.citations}
    assert ans.answer.startswith("If the defense wins")       # the rule's sentence heads the page


def test_where_with_two_places_in_the_rule_stays_its_words(oracle):
    assert oracle.ask("at regroup, where does the ship I take from the warp go?", "ffg").verdict == "text"
    assert _places("defensive allies put their ships next to the target planet".split()) == set()


@pytest.mark.parametrize("text, edition, value, section", [
    ("in which direction do turns pass?", "ffg", "to the left", "The Game Turn"),
    ("which way does the limbo marker move after each challenge?", "mayfair", "clockwise", "10.0"),
])
def test_which_way_is_the_direction_the_rule_names(oracle, text, edition, value, section):
    ans = oracle.ask(text, edition)
    assert (ans.verdict, ans.value) == ("value", value), ans.answer
    assert section in {str(c["section"]) for c in ans.citations}
    assert value in ans.answer


@pytest.mark.parametrize("story, value", [
    ("Assassin and Dictator are in the game. The destiny card shows Mint, and the Dictator points "
     "the cone at Pink's system.", "mint"),
    ("Assassin and Dictator are in the game. The Dictator points the cone at Pink's system, "
     "the destiny card drawn is Mint.", "mint"),
])
def test_whose_is_the_story_s_colour_the_rule_describes(oracle, story, value):
    ans = oracle.ask(f"{story} Whose ship does the Assassin kill?", "mayfair")
    assert (ans.verdict, str(ans.value).lower()) == ("value", value), ans.answer
    assert "15.2" in {str(c["section"]) for c in ans.citations}
    assert ans.answer.lower().startswith(value)               # the value heads the answer


@pytest.mark.parametrize("text, value, section", [
    ("Dictator and Will are both in the game. Who chooses the system?", "the Dictator", "15.2"),
    ("Worldships replaces a drawn destiny card with a wild from its hand; "
     "who picks the target system?", "the Worldships player", "9.0"),
])
def test_who_is_the_one_the_cited_rule_makes_act_on_the_thing_asked(oracle, text, value, section):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, same_value(ans.value, value)) == ("value", True), ans.answer
    assert section in {str(c["section"]) for c in ans.citations}


def test_who_first_is_the_one_actor_of_the_rule_s_words(oracle):
    ans = oracle.ask("in FFG, who invites allies first?", "ffg")
    assert (ans.verdict, same_value(ans.value, "offense")) == ("value", True), ans.answer
    assert "4. Alliance" in {str(c["section"]) for c in ans.citations}


def test_which_phase_is_the_phase_of_the_rule_s_section(oracle):
    ans = oracle.ask("In which phase do players accept or refuse invitations to ally?", "ffg")
    assert (ans.verdict, same_value(ans.value, "Alliance")) == ("value", True), ans.answer


def test_the_closest_rule_s_words_give_the_value_left_unknown(oracle):
    ans = oracle.ask("which way does play go around the table?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", "clockwise"), ans.answer
    assert "Setup" in {str(c["section"]) for c in ans.citations} and "clockwise" in ans.answer
    assert oracle.ask("when does a flare's effect happen, right away or at the end of the stage?").value != "at"


def test_who_under_an_unmet_condition_stays_the_rule_s_words(oracle):
    assert oracle.ask("Who gets consolation?", "mayfair").verdict != "value"


@pytest.mark.parametrize("text, edition, value", [
    ("in FFG what is the deal card called?", "ffg", "Negotiate"),
    ("ships from how many adjacent planets can the Rosette add when it is the target?", "mayfair", 2),
])
def test_a_name_or_count_asked_in_an_unusual_place(oracle, text, edition, value):
    ans = oracle.ask(text, edition)
    assert (ans.verdict, same_value(ans.value, value)) == ("value", True), ans.answer


def test_the_scorer_reads_articles_and_number_words_alike():
    assert same_value("Alien Power Card", "the Alien Power card")
    assert same_value(4, "four")
    assert not same_value("offense", "defense")


def test_lucre_income_asked_in_ffg_is_no_crash(oracle) -> None:
    """Lucre is a More Cosmic Encounter option (11.0); FFG has no Lucre numbers, so a stated
    income question asked in FFG is answered (not a KeyError from the engine's formula)."""
    a = oracle.ask("start of my turn: I have 4 home bases and a moon base. how much lucre do I collect?",
                   edition="ffg")
    assert a.verdict == "unknown"                    # the FFG seeds have no Lucre


def test_a_value_names_a_vocabulary_word_in_words_and_a_graph_name_as_written():
    from resolver.ask.choice import _word
    assert (_word("main-player"), _word("power:Anti-Matter")) == ("main player", "Anti-Matter")


def test_a_rate_answers_only_a_question_that_shares_out_by_its_own_unit(oracle) -> None:
    """FFG Overview, Setup: each player has 20 ships and puts 4 on each of its planets. The 4 is
    per planet: asked "each player" it is no answer (20, or no number); asked "each of my
    planets" it is."""
    per_player = oracle.ask("how many ships does each player start with?", edition="ffg")
    assert per_player.value != 4
    per_planet = oracle.ask("At setup how many tokens go on each of my planets?", edition="ffg")
    assert (per_planet.verdict, per_planet.value) == ("value", 4)


def test_the_number_of_a_thing_counts_that_thing(oracle) -> None:
    """Simply Cosmic Stage 6: an ally commits 1 to 4 tokens; the 1 is the fewest tokens an ally
    sends, not a number of players (the game is for 2 or more, Simply Cosmic): "the minimum
    number of players" counts players, as "how many players" would."""
    assert oracle.ask("minimum number of players?", edition="mayfair").value != 1


def test_how_long_is_answered_by_a_time_only(oracle) -> None:
    """Simply Cosmic Stage 4: an alliance lasts for the current challenge only; the 60 seconds
    (Situation C) time a deal, and the 4 tokens an ally may send (Stage 6) are no duration."""
    a = oracle.ask("how long does an alliance last?", edition="mayfair")
    assert a.value not in (60, 4)
    # Situation C: "one minute" to make a deal, in the rule's own unit
    assert oracle.ask("how long do we have to make a deal?", edition="mayfair").value == "1 minute"


def test_a_where_question_gets_no_count(oracle) -> None:
    """FFG Overview, 4. Alliance: defensive allies put their ships next to the target planet; the
    4 ships per planet of Setup are no place."""
    a = oracle.ask("Where do defensive allies put their ships in FFG?", edition="ffg")
    assert not isinstance(a.value, int)


def test_a_bonus_counts_no_cards(oracle) -> None:
    """More Cosmic Encounter 9.0 (Space Dust): at setup it sets 3 destiny cards of its colour
    aside; each one it plays later adds 5 to its total. The 5 is a bonus, not a card count."""
    a = oracle.ask("Space Dust: how many of my own destiny cards do I pull out at setup?", edition="mayfair")
    assert (a.verdict, a.value) == ("value", 3)


def test_a_count_for_one_named_place_is_per_that_place(oracle) -> None:
    """FFG Overview, Phases of an Encounter (Destiny): drawing your own colour with a home planet
    left without ships, you may re-establish a colony there with at most four ships from your
    other colonies. The count asked is per planet, not the 20 ships of a colour (Setup)."""
    a = oracle.ask("One of my home planets lost all its ships and I drew my own colour: how many ships "
                   "can I send back there?", edition="ffg")
    assert (a.verdict, a.value) == ("value", "up to 4")        # the seed's "up to 4 ships"


def test_empty_home_refill_count_cites_the_destiny_rule(oracle) -> None:
    """FFG Overview, Phases of an Encounter (2. Destiny): on your own colour, a home planet left
    without ships takes back a colony of up to four ships from your other colonies. The four
    counts ships, so the answer comes from that rule, not from the 4 per planet of Setup."""
    a = oracle.ask("I drew my own colour and one home planet is empty — how many ships can I put "
                   "back there?", edition="ffg")
    assert (a.verdict, a.value) == ("value", "up to 4")        # the seed's "up to 4 ships"
    sections = {str(c["section"]) for c in a.citations}
    assert "Phases of an Encounter" in sections or "2. Destiny" in sections
    assert "Setup" not in sections


@pytest.mark.parametrize("text, value, section", [
    ("I drew lavender and attack a lavender planet where only pink has tokens. who is the defense?",
     "lavender", "Regular Destiny Card"),
    ("Pink occupies a moon in mint's system and I challenge that moon. Who is the defense?", "pink", "13.3"),
])
def test_who_is_a_role_is_the_story_s_colour_of_the_role_the_claims_name(oracle, text, value, section):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer
    assert section in {str(c["section"]) for c in ans.citations}


def test_who_is_a_role_unsettled_by_the_story_gets_no_colour(oracle):
    # the drawn colour defends a planet, the occupant a Moon: "go for that Moon" does not say
    # the challenge is against the Moon
    ans = oracle.ask("Mint is sitting on a moon in Pink's system. I draw Pink and go for that Moon. Who is the defense?",
                     "mayfair")
    assert ans.verdict != "value", ans.answer


@pytest.mark.parametrize("text, value, section", [
    ("the offense and the defense both use contradictory effects at the same time. who resolves first?",
     "offense", "Timing Conflicts"),
    ("who can declare a Loser revolt first?", "offense", "15.3"),
])
def test_who_first_is_the_first_of_the_rule_s_order(oracle, text, value, section):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer
    assert section in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("text, value", [
    # More Cosmic Encounter 11.0: +1 to the total costs 3 Lucre in phase 7 and 6 in phase 8;
    # a card from the deck costs 4 Lucre in phases 1-6
    ("how much lucre adds 1 in stage 8?", 6),
    ("how much lucre adds 1 in stage 7?", 3),
    ("what's the price to buy a card from the challenge deck with lucre?", 4),
])
def test_a_price_is_the_sum_of_money_the_rule_s_words_put_before_the_currency(oracle, text, value):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer
    assert "11.0" in {str(c["section"]) for c in ans.citations}


@pytest.mark.parametrize("text, value", [
    # FFG Additional Rules, Alert Lamps: green marks the less complex aliens (for beginners),
    # yellow medium, red the more complex ones
    ("which alert lamp colour is recommended for beginners?", "green"),
    ("which lamp colour is for medium complexity aliens?", "yellow"),
])
def test_which_colour_is_the_one_the_rule_s_words_describe_so(oracle, text, value):
    ans = oracle.ask(text, "ffg")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer


def test_when_is_at_once_when_the_rule_says_it_happens_at_once(oracle):
    # Simply Cosmic, Description of Flares and Edicts: flares take effect immediately
    ans = oracle.ask("when does a flare take effect once it's played?", "mayfair")
    assert (ans.verdict, ans.value) == ("value", "immediately"), ans.answer
    # 13.4: a Secret Moon may be revealed at once *or later*: no single moment
    assert oracle.ask("when can I reveal a secret moon that I occupy?", "mayfair").verdict != "value"


@pytest.mark.parametrize("text, value", [
    # More Cosmic Encounter 11.0: +1 costs 6 Lucre in phase 8 and 3 in phase 7
    ("I've got 13 lucre and we're in stage 8. how much can I add?", 2),
    ("I have 13 lucre and buy as many stage-7 points as I can. how much do I add?", 4),
])
def test_money_held_buys_as_many_as_it_pays_for(oracle, text, value):
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer


def test_a_price_is_read_from_the_closest_rule_too(oracle):
    # More Cosmic Encounter 11.0: an extra ship from the Warp costs 3 Lucre (in phase 1)
    ans = oracle.ask("What's the price of an extra ship from the warp, and when can I buy it? "
                     "(just the price please)", "mayfair")
    assert (ans.verdict, ans.value) == ("value", 3), ans.answer


def test_where_a_second_challenge_starts_is_the_stage_the_rule_names(oracle):
    # Simply Cosmic, Stage 10: a second challenge starts at Stage 1
    ans = oracle.ask("where does my second challenge start?", "mayfair")
    assert (ans.verdict, same_value(ans.value, "Stage 1")) == ("value", True), ans.answer


def test_an_edition_comparison_is_read_on_the_asked_edition_s_side(oracle):
    # Simply Cosmic Setup: 7 cards each (FFG Overview Setup: 8)
    ans = oracle.ask("Starting hand size in the Mayfair rules, 7 or 8?", "mayfair")
    assert (ans.verdict, same_value(ans.value, 7)) == ("value", True), ans.answer


@pytest.mark.parametrize("text, value", [
    # FFG Overview, Phases of an Encounter: Regroup, Destiny, Launch, Alliance, Planning, Reveal,
    # Resolution, in that order
    ("what is the first phase of an encounter?", "Regroup"),
    ("what phase comes after Alliance?", "Planning"),
    ("which phase comes before Planning?", "Alliance"),
])
def test_a_phase_is_named_by_its_number_or_its_neighbour(oracle, text, value):
    ans = oracle.ask(text, "ffg")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer


@pytest.mark.parametrize("text, value", [
    # More Cosmic Encounter 11.0: each +1 to the total costs 3 Lucre in phase 7, 6 in phase 8
    ("We're in stage 7 and I buy +4 for my side. How much Lucre does that cost?", 12),
    ("If I buy +3 in phase 8, how much Lucre do I pay?", 18),
])
def test_a_signed_number_is_a_bonus_bought_several_times(oracle, text, value):
    # "+3" is "plus 3": three of what the row gives ("plus one total")
    ans = oracle.ask(text, "mayfair")
    assert (ans.verdict, ans.value) == ("value", value), ans.answer
