"""Wrong values and needless `depends` (issue 13): one test per general cause fixed.

Expectations come from the seed text (the section named in each test), not from the program.
"""
from __future__ import annotations


def test_a_not_negates_only_the_condition_it_stands_before(oracle):
    """Simply Cosmic, Situation A: when the offense wins, its allies each place a token on the
    planet. "(not reversed)" negates the cone, not "I win as offense": the condition is stated."""
    ans = oracle.ask("Regular cone (not reversed): if I win as offense, does my ally get a base?", "mayfair")
    assert ans.verdict == "yes"


def test_an_ordinal_counts_what_it_orders(oracle):
    """Simply Cosmic, Loss of an Alien Power: a player whose system again holds three bases
    gets the power back; "my third home base" says there are three."""
    ans = oracle.ask("If I retake my third home base, do I get my power back?", "mayfair")
    assert ans.verdict == "yes"


def test_a_rate_per_player_does_not_answer_a_whole(oracle):
    """Simply Cosmic source note: the box holds 8 Alien Power Cards. One power per player
    (Setup) is no answer to how many come in the box; asked of a player it still is."""
    whole = oracle.ask("How many alien powers are in the Simply Cosmic box?", "mayfair")
    assert whole.value != 1
    each = oracle.ask("How many alien powers does each player get?", "mayfair")
    assert each.verdict == "value" and each.value == 1


def test_the_claim_stating_more_of_the_situation_decides(oracle):
    """FFG Additional Rules, No Encounter Cards in Hand: an offense that won its first encounter
    but holds no encounter card has no second one; the plain right (Phases of an Encounter)
    states less of the situation."""
    told = oracle.ask("I won my first encounter and I have no encounter cards left. May I have a second encounter?",
                      "ffg")
    assert told.verdict == "no"
    plain = oracle.ask("I won my first encounter. Can I have a second encounter?", "ffg")
    assert plain.verdict == "yes"


def test_a_condition_of_the_moment_alone_allows_the_act(oracle):
    """Simply Cosmic, Description of Flares and Edicts: any player may play a Flare or an Edict
    in a stage its icons show. Asked who may, the answer is yes; asked at a moment, the moment
    decides (never a plain yes)."""
    for q in ("Can a player who is not in the challenge play a flare?", "Can I play an edict though I am not a main player?"):
        assert oracle.ask(q, "mayfair").verdict == "yes"
    at = oracle.ask("Can I play a flare during a stage that its icons do not show?", "mayfair")
    assert at.verdict != "yes"


def test_a_situation_read_in_players_words(oracle):
    """Simply Cosmic, Situation A / Stage 8: a side's total is its tokens, its allies' tokens and
    its card; Situation B: consolation is one card per own token lost, the whole hand when the
    opponent holds fewer. Each question below words a side the way players do."""
    allies = oracle.ask("The defense has 3 tokens on the planet and two allies with 1 and 2 tokens, "
                        "and plays an Attack 05. What is the defense's total?", "mayfair")
    assert allies.value == 11                      # 3 + 1 + 2 + 5
    mine = oracle.ask("What's my total if I play an attack 07 with 2 of my tokens and my allies put in 3?", "mayfair")
    assert mine.value == 12                        # 7 + 2 + 3
    capped = oracle.ask("I lost 3 tokens on a compromise but the other player only has 2 cards left. "
                        "How many cards do I get?", "mayfair")
    assert capped.value == 2
    elided = oracle.ask("I played Compromise vs an Attack, and lost 3 tokens. How many cards do I take as consolation?",
                        "mayfair")
    assert elided.value == 3


def test_value_readers_refuse_a_value_of_another_kind(oracle):
    """Where/what/who questions each take a value of their own kind. FFG Overview 7. Resolution:
    revealed encounter cards go to the discard pile (a place, never a role); Simply Cosmic,
    Loss of an Alien Power: the card is turned face down (an act, never a number); FFG
    Overview, Setup: two aliens are offered and one chosen (the pool is not the pick)."""
    where = oracle.ask("Where do revealed encounter cards go after the encounter?", "ffg")
    assert where.value not in ("main-player", "offense", "defense")
    what = oracle.ask("What do I do with my alien power card when I lose my power?", "mayfair")
    assert not isinstance(what.value, int)
    pool = oracle.ask("At setup, how many aliens do I choose between?", "ffg")
    assert pool.value != 1


def test_a_count_asked_under_a_stated_condition(oracle):
    """Simply Cosmic, Situation C: no one can gain more than 1 base in a deal. Asked of two bases
    "out of one deal" (the condition stated), the limit decides: no; one base: yes."""
    assert oracle.ask("Can I get two bases out of one deal?", "mayfair").verdict == "no"
    assert oracle.ask("Can I get one base from a deal?", "mayfair").verdict == "yes"


def test_the_pre_challenge_phase_is_before_stage_1(oracle):
    """Simply Cosmic, Stage 1 / pre-challenge: a card played "at the start of a challenge" may be
    played before the offense takes its token from the warp."""
    ans = oracle.ask("May a card that says 'at the start of a challenge' be played in the pre-challenge phase?",
                     "mayfair")
    assert ans.verdict == "yes"


def test_lucre_rows_read_from_the_story(oracle):
    """More Cosmic Encounter 11.0: each player starts with its seat number plus three Lucre (the
    second player 5); a +1 on the total costs 3 Lucre in phase 7, so 6 Lucre buys +2 ("phase 7"
    is a moment, not an amount)."""
    seat = oracle.ask("Lucre: I'm sitting second in turn order. How much lucre do I start with?", "mayfair")
    assert seat.value == 5
    bought = oracle.ask("I'm the offense and spend 6 Lucre in phase 7 on my total. How much does that add?", "mayfair")
    assert bought.value == 2


def test_who_goes_last_is_the_last_step(oracle):
    """Simply Cosmic, Timing Conflicts: non-main players resolve first, then the offense, then
    the defense; asked who goes last, the defense."""
    assert oracle.ask("When effects conflict, who resolves last?", "mayfair").value == "defense"


def test_the_nth_phase_by_its_name(oracle):
    """FFG Overview, Phases of an Encounter: 1. Regroup, 2. Destiny, 3. Launch, 4. Alliance …;
    asked which phase is third, Launch; asked what the offense does in the first stage, not a name."""
    assert oracle.ask("Which phase comes third?", "ffg").value == "Launch"
    assert oracle.ask("What does the offense do in the first stage?", "mayfair").verdict != "value"


def test_an_offered_choice_is_answered_by_what_it_offers(oracle):
    """More Cosmic Encounter (comets): the question offers "the first or the last"; a claim's
    filler that is neither ("Comet") is no answer to it."""
    ans = oracle.ask("Two comets came up, then a wild card. Which comet changes the challenge - the first or the last?",
                     "mayfair")
    assert ans.value != "Comet"
