"""Claims added walking MCE 7.2, 13.3, 14.x, 15.x and SC Stage 1 / Description of the Warp
(issue 13, helper ac14): rules the sections state in prose, restated with the actor, act and
object players ask about, and players' words for the acts (vocabulary data).

Each row's verdict and section were written from the seed text (the comment names the deciding
sentence) before the code ran. A row is ``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled
from claim_rows import FFGA, FFGO, MCE, SC, F, M, check_verdict

ROWS = [
    # MCE 14.13: losing the Phantom "prevents the player from using or creating further phantom ships"
    ("player may use phantom-ship", M, (), {"power_lost": True}, "no", [(MCE, "14.13")]),
    # MCE 14.15: when the Sorcerer swaps the Challenge cards the Kickers stay where they are
    ("card:Kicker happens stay", M, ("kickers",), {"sorcerer_swap": True}, "yes", [(MCE, "14.15")]),
    # MCE 13.3: no alliance may be formed in a Moon challenge, "for example through Magnet"
    ("Magnet is affecting term:moon", M, ("moons",), {}, "no", [(MCE, "13.3")]),
    # MCE 15.5: the Schizoid's victory conditions must include at least 3 external bases
    ("victory-conditions may include external-base count 2", M, (), {}, "no", [(MCE, "15.5")]),
    ("victory-conditions must include external-base", M, (), {}, "yes", [(MCE, "15.5")]),
    # SC Description of the Warp: tokens in the warp cannot be used in challenges until retrieved
    ("token may add term:encounter", M, (), {"token_in_warp": True}, "no", [(SC, "Description of the Warp")]),
    ("token counts count-toward encounter", M, (), {"token_in_warp": True}, "no", [(SC, "Description of the Warp")]),
    # SC Stage 1: the token taken from the warp goes on any of the offense's bases, home or in
    # another system, but only where it still has tokens
    ("retrieved-ship may go-to external-base", M, (), {}, "yes", [(SC, "Stage 1")]),
    ("offense may place retrieved-ship", M, (), {"empty_home_planet": True}, "no", [(SC, "Stage 1")]),
    # SC Setup: "Shuffle the Alien Power cards and deal each player 1 at random"
    ("power happens draw", M, (), {}, "yes", [(SC, "Setup")]),
    ("player must draw power count 1", M, (), {}, "yes", [(SC, "Setup")]),
    # SC Description of Alien Power Cards: where the card contradicts the rulebook, the card wins
    ("power-card happens win", M, (), {}, "yes", [(SC, "Description of Alien Power Cards")]),
    # MCE 13.5: a Moon base cannot be given or received as part of a deal
    ("term:deal may give term:moon", M, ("moons",), {}, "no", [(MCE, "13.5")]),
    # FFG Additional Rules, Bystanders: bystander ships "are unaffected by its result"
    ("bystander is unaffected", F, (), {}, "yes", [(FFGA, "Bystanders")]),
    # FFG Overview 4. Alliance: a defensive ally puts its ships next to the target planet (not in the Gate)
    ("defensive-ally may place gate-ships", F, (), {}, "no", [(FFGO, "4. Alliance")]),
]


@pytest.mark.parametrize("frame,edition,options,context,verdict,sections", ROWS, ids=[r[0] for r in ROWS])
def test_claim_rows(oracle, frame, edition, options, context, verdict, sections):
    check_verdict(oracle.rules, frame, edition, options, context, verdict, sections)


@pytest.mark.parametrize("question, verdict, section", [
    # MCE 15.3: "If the GO chooses not to revolt, the GD may declare the revolt"
    ("If the offense doesn't revolt can the defense declare the revolt?", "yes", "15.3"),
    # MCE 14.15: "the Kickers stay where they are" when the Sorcerer swaps the Challenge cards
    ("Do the Kickers stay put when the Sorcerer switches the cards?", "yes", "14.15"),
    # MCE 14.13: a player who lost the Phantom can no longer use phantom ships
    ("Can I still use phantom ships after losing my power?", "no", "14.13"),
    # MCE 7.2: after a Comet, keep drawing Destiny cards until one names the defense
    ("After a comet comes up, do we keep flipping destiny cards until one names the defense?", "yes", "7.2"),
    # SC Stage 1: the retrieved token goes on a base "where it still has tokens", not an emptied home planet
    ("Can I put my token from the warp on a home planet that is empty?", "no", "Stage 1"),
    # SC Setup: the Alien Power cards are shuffled and dealt one to each player at random
    ("Are alien powers dealt at random?", "yes", "Setup"),
])
def test_players_questions(oracle, question, verdict, section):
    assert_ruled(oracle, question, "mayfair", verdict, section)


@pytest.mark.parametrize("question, verdict, section", [
    # FFG Additional Rules, Bystanders: ships in a bystander colony are unaffected by the result
    ("Are other players' ships on the target planet unaffected by the result?", "yes", "Bystanders"),
    # FFG Overview 4. Alliance: "A defensive ally puts 1 to 4 of its ships next to the target planet"
    ("Do defensive allies put their ships in the hyperspace gate?", "no", "4. Alliance"),
])
def test_players_questions_ffg(oracle, question, verdict, section):
    assert_ruled(oracle, question, "ffg", verdict, section)
