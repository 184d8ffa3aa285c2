"""How the random player leans where the rules leave it a choice (``resolver play``, fuzzing).

These numbers are not rules: a scenario never meets them (its answers decide), and no
rule of the sources says how often a player spends, withdraws or uses an optional power.
They only shape the random games that exercise the engine, so they live here, together,
rather than as literals inside the powers' and options' effects (where every number
must be a rule read from the graph; tests/test_rule_numbers.py checks it).
"""
from __future__ import annotations

import random

#: taste -> the chance that the random player takes the optional step
CHANCES: dict[str, float] = {
    "miser.play_hoard": 0.3,           # a main Miser plays a card of its hoard
    "judge.colony": 0.5,               # the Judge's fiat grants a colony
    "phantom.turn_back": 0.2,          # the offense turns some phantoms back at the launch
    "plant.no_graft": 0.5,             # the Plant leaves its graft alone
    "sniveler.no_whine": 0.5,          # the Sniveler does not whine
    "rings.subtract": 0.1,             # the Rings subtract their bonus instead of adding it
    "space_dust.play": 0.5,            # the Space Dust plays a set-aside card
    "worldships.no_replace": 0.5,      # the Worldships keep the destiny card drawn
    "worldships.no_comet": 0.7,        # the Worldships hold back a Comet of their hand
    "rosette.no_add": 0.2,             # the Rosette leaves its neighbours' ships out
    "gas_giant.withdraw": 0.3,         # the Gas Giant withdraws ships from the challenge
    "kickers.play": 0.4,               # a main player plays a Kicker
    "lucre.buy": 0.15,                 # a main player buys a row of the Lucre table it can pay
    "moons.reveal_secret": 0.5,        # a Secret Moon is revealed when occupied
}

#: taste -> the most the random player picks where the rules set no bound
MOST: dict[str, int] = {
    "amoeba.add": 3,                   # ships the Amoeba oozes in from its colonies
    "judge.cards": 2,                  # cards the Judge's fiat takes from the other main player
}


def chance(rng: random.Random, taste: str) -> bool:
    """Does the random player take the optional step ``taste`` this time?"""
    return rng.random() < CHANCES[taste]
