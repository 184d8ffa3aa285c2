"""Simply Cosmic yes/no questions in players' words (issue 13, helper m1): the reader's frame
aligned with the claims of the deciding section. Each expectation is read from the seed text
before running (the section is cited)."""
from __future__ import annotations

import pytest

from resolver import Oracle

#: (question, verdict, a section the answer must cite)
ROWS = [
    # SC Regular Destiny Card: "you can ... challenge an empty planet in the tan system" ("I" is the
    # offense, the only role the claims let challenge; "in the tan system" is in the rule's words)
    ("I drew tan. can I attack an empty planet in the tan system?", "yes", "Regular Destiny Card"),
    # SC Stage 7: "Edict, Flares and Reinforcements are never played face down during a challenge":
    # a ban with no condition holds for the narrower case asked ("as my challenge card")
    ("can I play a reinforcement face down as my challenge card?", "no", "Stage 7"),
    ("Can I play a flare face down as my challenge card to bluff?", "no", "Stage 7"),
    # SC Stage 10: cards "at the start of the challenge" cannot be used once the offense has begun
    # the challenge by taking a token from the warp (a card named by its quoted words; the moment
    # stated as a condition, not as "it has tokens in the warp")
    ("Can I still play an 'at the start of the challenge' card after the offense has taken its token from the warp?",
     "no", "Stage 10"),
    ("the offense already took a token out of the warp. can I still play my 'at the start of the challenge' card?",
     "no", "Stage 10"),
    # SC Pre-Challenge: no Challenge card -> discard, draw 7 and go back to the start of the phase
    # (the check runs again); SC Defensive Main Player / Stage 7: the defense repeats until it has one
    ("drew a new 7 and STILL no challenge cards. do I draw again?", "yes", "Description of the Pre-Challenge Phase"),
    ("As defense, if my new hand also has no challenge cards, do I keep redrawing?", "yes", "Stage 7"),
    # SC How To Win: five bases *outside* your own planetary system ("the five" is the victory)
    ("Do bases in my own system count toward the five?", "no", "How To Win"),
    ("Do bases inside my own home system count towards the win?", "no", "How To Win"),
    # SC Stage 7: once both Challenge cards are face down neither may be changed ("mine" is the
    # card named before)
    ("Once both challenge cards are face down, can I swap mine?", "no", "Stage 7"),
    # SC Wild Destiny Card: the offense may select any planetary system to attack ("I want" asks
    # nothing narrower); SC Regular Destiny Card: "challenge an empty planet in the tan system"
    ("With a wild destiny card can I attack any system I want?", "yes", "Wild Destiny Card"),
    ("can I attack a completely empty planet in the tan system?", "yes", "Regular Destiny Card"),
    # SC Description of Flares and Edicts: Edicts are played like Flares but do not correspond to a power
    ("Do edicts correspond to particular alien powers like flares do?", "no", "Description of Flares and Edicts"),
    # SC Stage 6: a player may not ally unless invited (the verb with no object, in the situation told)
    ("Nobody invited me but I really want in. Can I ally anyway?", "no", "Stage 6"),
    # SC Stage 1: the offense *may* take a token from the warp (a defensive ally may, as a reward)
    ("am I forced to take a token out of the warp?", "no", "Stage 1"),
    # SC Stage 10: after winning the first challenge the offense may make a second one or pass
    ("I won my first challenge. Am I forced to take a second one?", "no", "Stage 10"),
    # SC Wild Destiny Card: two Wild Destiny cards, a regular one and a reverse one ("is there X":
    # whether X is part of the game); SC Stage 7: Morph belongs to the FFG game only
    ("is there a reverse wild destiny card?", "yes", "Wild Destiny Card"),
    ("Is there a Morph card?", "no", "Stage 7"),
    # SC Description of Flares and Edicts: Flares are discarded after they are played
    ("can I use the same flare twice?", "no", "Description of Flares and Edicts"),
]

#: questions a ban must not answer: the words left out ask of another role or thing
NOT_NO = [
    # SC Stage 3: the offense may take tokens from home planets, external bases or both (the
    # defense's ban on removing its tokens from the challenged planet is not about "I" here)
    "Can I pull tokens from both home planets and my external bases for the same challenge?",
    # MCE 11.0: only main players spend Lucre; "a player" spending more than they have is not decided
    "Can a player spend more Lucre than they actually have, like borrowing against next turn?",
    # SC Pre-Challenge: "at the start of a challenge" cards can be used in the pre-challenge phase
    # (the card's name is no statement that the challenge has started)
    "cards that say 'at the start of a challenge' - can those be played in the pre-challenge phase?",
]


@pytest.fixture(scope="module")
def oracle() -> Oracle:
    return Oracle()


@pytest.mark.parametrize(("question", "verdict", "section"), ROWS, ids=[r[0][:50] for r in ROWS])
def test_sc_yes_no(oracle, question, verdict, section):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == verdict, (answer.verdict, answer.answer)
    assert section in [c["section"] for c in answer.citations]


@pytest.mark.parametrize("question", NOT_NO, ids=[q[:50] for q in NOT_NO])
def test_ban_does_not_answer_another_case(oracle, question):
    assert oracle.ask(question, "mayfair").verdict != "no"


def test_players_words_for_a_failed_deal(oracle):
    """Simply Cosmic Stage 10: an offense that fails to make a deal ends its turn, so no
    second challenge. "We couldn't agree on a deal" says the deal failed, not that one was
    made (before, the word "deal" alone read as a deal made and the answer was "yes")."""
    answer = oracle.ask("We couldn't agree on a deal in my first challenge. Do I still get my "
                        "second challenge?", "mayfair")
    assert answer.verdict == "no", answer.answer
    assert "Stage 10" in [c["section"] for c in answer.citations]
