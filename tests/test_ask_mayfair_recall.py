"""Mayfair yes/no questions whose rule is found but whose frame missed it (issue 13, s5m): one
test per general cause fixed. Each verdict and section is taken from the seed text."""
from __future__ import annotations

import pytest

from resolver.ask.question import understand


def _sections(answer) -> set[str]:
    return {c["section"] for c in answer.citations}


#: (general cause fixed, question, verdict, seed section): one table, one check
CASES = [
    # "players *the offense already invited*": a clause about the object, not the asked verb
    # (SC Stage 5: the defense may invite players the offense has already invited)
    ("relative clause", "Can the defense invite somebody the offense already invited?", "yes", "Stage 5"),
    ("relative clause", "Is the defense allowed to invite players the offense already invited?", "yes", "Stage 5"),
    # "attack" after the asked subject is the verb, not the Attack card (MCE 13.3: the offense
    # may not challenge a Moon on which it already has a base)
    ("card name as verb", "Can the offense attack a moon where it already has a base?", "no", "13.3"),
    ("card name as verb", "can I attack a moon where I already have a base?", "no", "13.3"),
    # "put my tokens *on the planet*": the verb of place with the place as object (SC Stage 6:
    # defensive allies put their tokens on the ring, not on the challenged planet)
    ("verb of place", "Do defensive allies put their tokens on the planet?", "no", "Stage 6"),
    ("verb of place", "As a defensive ally, do I put my tokens on the planet?", "no", "Stage 6"),
    # "pull out" is remove (SC Setup: with fewer than four players the Destiny cards of unused
    # colours come out)
    ("pull out", "With fewer than four players, do we pull out the destiny cards of colours nobody plays?",
     "yes", "Setup"),
    # "the kickers", "the moons": the cards and pieces, not the optional rule of that name
    # (MCE 13.1: a player may look at its own face-down Moons any time; MCE 14.15: the Sorcerer
    # does not exchange the Kickers with the Challenge cards)
    ("plural option name", "May I look at the moons in my own system during the game?", "yes", "13.1"),
    ("plural option name", "Does the Sorcerer switch the kickers too?", "no", "14.15"),
    # "can I *keep looking*": the continued verb is asked (MCE 13.1)
    ("continuing verb", "Can I keep looking at the moons in my own system?", "yes", "13.1"),
    # players' words: "change anything about" is affecting (SC Situation C: the reverse cone has
    # no effect on a deal); "say" is announce (MCE 14.5: the Deuce must declare its main card);
    # "pick up" is take (MCE 14.6: the Filch may not take Kicker cards)
    ("change anything about", "Does the reverse cone change anything about the deal?", "no", "Situation C"),
    ("say", "Does the Deuce have to say which of its cards is the main one?", "yes", "14.5"),
    ("pick up", "Can the Filch pick up a used kicker?", "no", "14.6"),
    # (rm6) "is there a limit on how many X *I can play*": the clause after the thing counted is
    # asked (SC Reinforcement Cards: players may play any number of Reinforcements in a challenge)
    ("limit clause", "Is there a limit on how many reinforcements I can play per challenge?", "no",
     "Reinforcement Cards"),
    ("limit clause", "Is there a limit on how many Reinforcements a player can play in one challenge?", "no",
     "Reinforcement Cards"),
    # (rm6) a ban on the thing named is not rivalled by the same act's permission on another
    # thing (MCE 14.11: the Oracle may not see the opponent's Kicker, though it sees its card)
    ("ban on the named thing", "oracle here: may I see my opponent's kicker before I pick my card?", "no", "14.11"),
    # (rm6) a longer general term wins over a word inside it: "my *secret moon*" is the Secret
    # Moon, not keep-secret; "before I revealed it" states the loss unrevealed (MCE 13.4: a
    # defender that lost its Secret Moon unrevealed may not reveal it until it wins it back)
    ("term over inner word", "I lost my Secret moon in a challenge before I revealed it. May I reveal it now?",
     "no", "13.4"),
    # (rm6) MCE 9.0 Binary: two bases lost in one system cost that system's power only
    ("claim on the statement", "As the Binary I lost two bases in one of my systems. Do I lose both powers?",
     "no", "9.0"),
    # (rm6) a passive's subject is the asked object: the Sorcerer's swap of Challenge cards is
    # no rival to its ban on swapping Kickers (MCE 14.15)
    ("passive subject", "sorcerer swaps the challenge cards - do the kickers get swapped too?", "no", "14.15"),
    # (rm6) players' words: the colourless card "describing me" is one pointing to the offense
    # (MCE 7.1: it may ignore it and draw the next); "nothing but promises" (SC Situation C)
    ("describing me", "the colourless cone card ended up describing me, the offense. can I ignore it and flip the next one?",
     "yes", "7.1"),
    # (rm6) "which of my *two* cards": the set a choice is made from, not a count asked about
    # (MCE 14.5: the Deuce must always declare which of its cards is the main one)
    ("set chosen from", "As the Deuce do I have to say which of my two cards is the main one?", "yes", "14.5"),
    # (rm6) MCE 13.2: a Continuing effect stays active when another player takes the Moon;
    # MCE 13.4: it ends when the occupant takes every ship off
    ("moon taken over", "Another player conquers my Continuing moon. Does its effect keep going?", "yes", "13.2"),
    ("moon deserted", "I pulled all my ships off a moon. Does its Continuing effect keep going?", "no", "13.4"),
    # (rm6) a situation the deciding claims test decides, though it drops the nearest claim
    # (MCE 13.2: an Intermittent Moon left and re-occupied in the same challenge does not fire)
    ("stated situation", "intermittent moon: I left it and occupied it again in the same challenge. does it trigger again?",
     "no", "13.2"),
    # (rm6) "every single ship" is all of them (MCE 9.0 Gas Giant: at least one ship stays);
    # the Mayfair "stage" of a Lucre purchase's phase (MCE 11.0: a card only in phases 1-6)
    ("every single", "Can the Gas Giant withdraw every single ship from the challenge?", "no", "9.0"),
    ("stage for phase", "Can I buy a card from the challenge deck with Lucre in stage 8?", "no", "11.0"),
    # (rm6) MCE 9.0 Rosette: its ships on the neighbouring planets are not at risk if it loses
    ("neighbour ships", "The Rosette defends and loses. Do its ships on the neighbouring planets go to the warp?",
     "no", "9.0"),
    # (rm6) "a say over" a card is naming it (MCE 14.16: the Visionary does not name Kickers)
    ("say over", "Does the Visionary have any say over the Kicker cards?", "no", "14.16"),
    ("promises alone", "Can a deal be nothing but me promising to attack someone else next turn?", "no", "Situation C"),
    # "take *a token* out of the warp": the verb and the words after its object are one
    # vocabulary phrase, freeing (SC Stage 1: the offense may take one of its tokens from the
    # warp and put it on one of its bases; it is a "may", so it is not forced to)
    ("verb joined past its object", "As the offense, can I take a token out of the warp?", "yes", "Stage 1"),
    ("verb joined past its object", "I'm the offense. Do I have to take a token out of the warp?", "no", "Stage 1"),
    ("verb joined past its object", "I'm the offense. Can I pull a token out of the warp?", "yes", "Stage 1"),
]


@pytest.mark.parametrize("cause, question, verdict, section", CASES)
def test_mayfair_recall(oracle, cause, question, verdict, section):
    ans = oracle.ask(question, "mayfair")
    assert ans.verdict == verdict and section in _sections(ans), (cause, ans.verdict, _sections(ans))


def test_a_question_inside_the_question_is_not_the_asked_verb(oracle):
    """"does X limit *which colour the Will can go after*": "go after" has its own auxiliary
    inside the embedded question, so it is not what is asked."""
    q = understand(oracle.rules, "Doesn't the colour the Assassin hit limit which colour the Will can go after?",
                   "mayfair")
    assert not any(f.action == "attack" for p in q.reading.parts for f in p.frames)


def test_the_joined_phrase_replaces_the_verb_alone(oracle):
    """"take a token out of the warp" is freeing a token (SC Stage 1), not removing one: the
    longer phrase is the verb's only reading, with the object between its words kept."""
    q = understand(oracle.rules, "Can I take a token out of the warp?", "mayfair")
    frames = q.reading.parts[0].frames
    assert {f.action for f in frames} == {"free"} and {f.obj for f in frames} == {"token"}
