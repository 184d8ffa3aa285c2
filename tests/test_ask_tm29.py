"""Timing questions (issue 13, helper tm29): may an act be done before, after or in a phase, a window
or an event, decided from the stretches of play the act's claims are timed to (resolver.graph.timing:
the phases' numbers, the windows inside them, a claim's ``during``, its rule's phase or window, the
card's ``timing``). Written from the seeds, rephrased; none is a probe or a set question."""
from __future__ import annotations

import pytest

from resolver.graph import timing


def test_spans_follow_the_phase_numbers(oracle):
    """Each edition's phases lie in their numbers' order, a window inside its phase."""
    rules = oracle.rules
    may, ffg = timing.spans(rules, "mayfair"), timing.spans(rules, "ffg")
    assert may["phase:mayfair.pre-challenge"] < may["phase:mayfair.stage-1"] < may["phase:mayfair.stage-10"]
    assert may["window:mayfair.stage-8.reveal"] < may["window:mayfair.stage-8.after-reveal"] < may["window:mayfair.stage-8.reinforcements"]
    assert timing.meets(may["phase:mayfair.stage-8"], may["window:mayfair.stage-8.reinforcements"])
    assert ffg["phase:ffg.regroup"] < ffg["phase:ffg.planning"] < ffg["phase:ffg.reveal"]
    assert timing.turn(rules, "mayfair") == (0.0, 11.0) and timing.turn(rules, "ffg") == (0.0, 8.0)


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Simply Cosmic, Reinforcement Cards: only after the cards are revealed and every other effect computed
    ("Is it legal to drop a reinforcement on my side before both challenge cards get revealed?", "mayfair", "no", "Reinforcement Cards"),
    ("Could my ally add a reinforcement while we're in stage 5?", "mayfair", "no", "Reinforcement Cards"),
    # FFG Additional Rules, Reinforcement Cards: after the main players reveal
    ("Am I allowed to play a reinforcement card in the destiny phase?", "ffg", "no", "Reinforcement Cards"),
    ("Can the defender play a reinforcement before the encounter cards are revealed?", "ffg", "no", "Reinforcement Cards"),
    # Simply Cosmic, Description of the Pre-Challenge Phase: a new hand only in that phase
    ("Is the offense allowed to redraw its hand during stage 6?", "mayfair", "no", "Description of the Pre-Challenge Phase"),
])
def test_an_act_outside_its_window_is_refused(oracle, question, edition, verdict, section):
    answer = oracle.ask(question, edition)
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}


@pytest.mark.parametrize("question, edition, verdict", [
    # Simply Cosmic, Situation A: Flares and Edicts after the reveal may still change the result
    ("Once both cards are face up, may an edict still be played in stage 8?", "mayfair", "yes"),
    # FFG Overview, 5. Planning: the encounter cards are chosen after the Alliance phase
    ("Do the main players choose their encounter cards after the alliance phase is over?", "ffg", "yes"),
])
def test_an_act_in_its_window_is_decided_as_asked(oracle, question, edition, verdict):
    assert oracle.ask(question, edition).verdict == verdict


def test_an_act_of_the_events_own_stretch_is_not_ordered_by_it(oracle):
    """Simply Cosmic, Stage 3: tokens and the cone's aim are both Stage 3 acts; the stretches of play
    say nothing of which comes first, so they give no answer (the yes/no, if any, is another rule's)."""
    from resolver.ask import polar
    from resolver.ask.question import understand
    q = understand(oracle.rules, "Does the offense put tokens on the cone before pointing the cone?", "mayfair")
    assert polar._timed(q, q.reading.parts[0], q.reading.context) is None


@pytest.mark.parametrize("frame, verdict", [
    # Simply Cosmic, Timing Conflicts: non-main players, then the offense, then the defense
    ("ally may before offense", "yes"),          # an order asked with a permission word is the order itself
    ("offense is after defense", "no"),          # "X after Y" is decided as "Y before X"
    ("offense is after non-main-player", "yes"),
])
def test_orders_decided_either_way(oracle, frame, verdict):
    assert oracle.rules.decide(frame, "mayfair", context={"timing_conflict": True}).verdict == verdict


@pytest.mark.parametrize("question, verdict", [
    ("When two effects clash, is the defender last in line?", "yes"),
    ("In a timing conflict, does the offense resolve after the defense?", "no"),
])
def test_timing_conflict_order_words(oracle, question, verdict):
    answer = oracle.ask(question, "mayfair")
    assert answer.verdict == verdict, answer.answer
    assert "Timing Conflicts" in {c["section"] for c in answer.citations}
