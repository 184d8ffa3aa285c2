"""Claims coverage of the Simply Cosmic basic rules (issue 13, helper cs21): players' yes/no questions
about one atomic rule each, in phrasings of our own (first person, story first, negated). Each
expectation was written from the seed text (the comment names the Simply Cosmic section and what it
says) before the claims were added."""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

CASES = [
    # Setup: four tokens on each of the five planets of a colour's system; seven cards dealt to each player
    ("Do I start with four tokens on each of my planets?", "yes", "Setup"),
    ("Do I start with three tokens on each planet?", "no", "Setup"),
    ("Do I start with five tokens on each planet?", "no", "Setup"),
    ("Does everyone start with 7 cards?", "yes", "Setup"),
    ("Do players start with 8 cards?", "no", "Setup"),
    ("Do players start with six cards?", "no", "Setup"),
    # Setup: before play each player describes its power to the others
    ("Are you supposed to keep your alien power a secret from the other players at the start?", "no", "Setup"),
    ("Should I keep my alien power secret from the other players at the start?", "no", "Setup"),
    # Overview of Play: a turn is a pre-challenge phase and a challenge phase
    ("Does a turn have two phases?", "yes", "Overview of Play"),
    ("Does a player's turn have two phases?", "yes", "Overview of Play"),
    # Description of Icons: the infinity icon means usable at any time
    ("Can a card with the infinity icon be played at any time?", "yes", "Description of Icons"),
    # Description of the Warp: tokens in the warp cannot be used in challenges
    ("Do tokens in the warp count toward my total?", "no", "Description of the Warp"),
    ("My tokens are in the warp. Do they count toward my total?", "no", "Description of the Warp"),
    # Description of Alien Power Cards: optional powers ('may', 'can') are used at their player's discretion
    ("My power card says may. Is using it up to me?", "yes", "Description of Alien Power Cards"),
    # Stage 2: the Destiny card drawn decides whom the offense challenges
    ("Does the destiny card decide who I challenge?", "yes", "Stage 2"),
    # Regular Destiny Card: an empty planet of the drawn system may be challenged
    ("Can I target an empty planet in the drawn player's system?", "yes", "Regular Destiny Card"),
    # Instructional Destiny Card: its instructions say whom to challenge; Comet: another card is drawn for that
    ("Does an instructional destiny card tell me whom to challenge?", "yes", "Instructional Destiny Card"),
    ("Does a comet tell me who to challenge?", "no", "Comet"),
    # Defensive Main Player: with no Challenge card, discard the hand and draw seven
    ("I'm the defense and have no challenge cards. Do I discard my hand and draw seven?", "yes", "Defensive Main Player"),
    # Stage 3: tokens from home planets, external bases or both; other players' tokens on the planet count for
    # neither side; an emptied planet takes no tokens back
    ("Can I take tokens from both my home planets and my external bases?", "yes", "Stage 3"),
    ("Do other players' tokens on the planet count toward the defense's total?", "no", "Stage 3"),
    ("I took every token off one of my planets for the cone. Can those tokens go back there later?", "no", "Stage 3"),
    # Stage 6: the player to the offense's left answers first; no alliance without an invitation
    ("Does the player to the left of the offense answer first?", "yes", "Stage 6"),
    ("Nobody invited me. Can I join the challenge anyway?", "no", "Stage 6"),
    ("Nobody invited me. Can I add my tokens to the cone?", "no", "Stage 6"),
    # Situation A: who goes to the warp, who goes home, who is rewarded
    ("The defense wins. Do the offense's tokens go to the warp?", "yes", "Situation A"),
    ("The defense won. Do the defense's tokens go to the warp?", "no", "Situation A"),
    ("The offense won. Do the defensive allies' tokens go to the warp?", "yes", "Situation A"),
    ("Defense won: do defensive allies' tokens go back to their bases?", "yes", "Situation A"),
    ("After the cards are revealed, can players still play Flares, Edicts and Reinforcements?", "yes", "Situation A"),
    # Reverse Destiny Card / Reverse Cone: the winner is found in the normal way
    ("Does the reverse cone change who wins?", "no", "Reverse Destiny Card"),
    # Situation C: a deal need not be equitable
    ("Is it legal to make a one-sided deal where I get nothing?", "yes", "Situation C"),
    # Stage 7: Edicts and Flares are never played face down
    ("Can I play an edict face down?", "no", "Stage 7"),
    # Stage 10: a deal on the first challenge allows a second; 'at the start of the challenge' cards not once begun
    ("We made a deal on my first challenge. Does that let me make a second challenge?", "yes", "Stage 10"),
    ("Can I play a card that says at the start of the challenge after the offense takes a token from the warp?", "no",
     "Stage 10"),
    # Description of the Pre-Challenge Phase: 'at the start of a challenge' cards may be used in this phase
    ('A card says "at the start of a challenge". Is the pre-challenge phase a legal time to play it?', "yes",
     "Description of the Pre-Challenge Phase"),
    # Loss of an Alien Power: back to three home bases, the power returns
    ("If I get back to three home bases, does my power come back?", "yes", "Loss of an Alien Power"),
]


@pytest.mark.parametrize(("question", "verdict", "section"), CASES)
def test_simply_cosmic_claims(oracle, question: str, verdict: str, section: str) -> None:
    assert_ruled(oracle, question, "mayfair", verdict, section)
