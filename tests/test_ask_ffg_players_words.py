"""FFG yes/no questions in players' words (issue 13): one row per general cause fixed
(a players' phrase, a condition the question states, a light verb asked yes or no). Each
expectation comes from the seed text; the section named is the one that states the rule.
"""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("question, verdict, section", [
    # Alert Lamps: complexity does not correlate to strength
    ("Is a red alien stronger than a green alien?", "no", "Alert Lamps"),
    # The Colony Track: the track reflects foreign colonies only, up and down
    ("Do home colonies count on the colony track?", "no", "The Colony Track"),
    ("If I lose a foreign colony, does my marker on the colony track go back down?", "yes", "The Colony Track"),
    # 4. Alliance: a player may refuse every invitation; the defender may invite those the
    # attacker invited; players decide one after the other
    ("Can I turn down every invitation?", "yes", "4. Alliance"),
    ("As the defender, can I invite someone the attacker already invited?", "yes", "4. Alliance"),
    ("Do all players announce their alliances at the same time?", "no", "4. Alliance"),
    # Alien Sheets: a power whose role bar shows only the main players is not an ally's
    ("My sheet says main player only. Can I use my power when I'm an ally?", "no", "Alien Sheets"),
    # Zapping Powers: a zapped power cannot be used again for the rest of the encounter
    ("My power got zapped. Can I use it again in the same encounter?", "no", "Zapping Powers"),
    # 7. Resolution: when the attack wins, offensive allies land and move their markers
    ("The attack wins. Do offensive allies get colonies and move their colony markers?", "yes", "7. Resolution"),
    # The Game Turn: the second encounter comes only after a won (or dealt) first one
    ("I lost my first encounter. Do I get a second one?", "no", "The Game Turn"),
    # 6. Reveal: a Morph returns to normal after the encounter
    ("Does a Morph stay a copy after the encounter?", "no", "6. Reveal"),
    # Losing Home Planets and Alien Powers: fewer than three home colonies, no part of the
    # power may be used; regained at once (no waiting for a turn); Losing Alien Powers: the
    # loss is immediate
    ("I have only 2 home colonies. Can I use any part of my power?", "no", "Losing Home Planets and Alien Powers"),
    ("I'm back to 3 home colonies. Must I wait for my next turn to get my power back?", "no",
     "Losing Home Planets and Alien Powers"),
    ("Is the loss of my alien power immediate?", "yes", "Losing Alien Powers"),
    # Artifact Cards: bars give the requirements for playing one, so not any artifact any time
    ("Can anyone play any artifact at any time?", "depends", "Artifact Cards"),
    # 6. Reveal: in a deal the main players may trade cards and/or let the other establish a
    # colony on one of their planets
    ("In a deal, can I let my opponent set up a colony on one of my planets?", "yes", "6. Reveal"),
    # Alien Sheets: the power is used in the phases lit in orange on its phase bar
    ("May I use my power in a phase that isn't highlighted on my phase bar?", "no", "Alien Sheets"),
    # 7. Resolution: the defense wins the first encounter, no second encounter
    ("The defense won my first encounter. Do I get another go?", "no", "7. Resolution"),
    # 7. Resolution: after a deal in the first encounter the attacker may have a second; the
    # Mayfair phrase "another challenge" is read in FFG words too (words edition-twin)
    ("We made a deal in my first encounter. Can I have another encounter?", "yes", "7. Resolution"),
    # Game Objective: several players may have colonies on one planet ("different" qualifies
    # the players, it is no verb)
    ("Can different players have colonies on one planet?", "yes", "Game Objective"),
    # Alien Sheets: a mandatory power must be used when able ("this encounter" is a scope, not
    # the verb "encounter")
    ("My power is mandatory. Can I decline to use it this encounter?", "no", "Alien Sheets"),
    # 4. Alliance: an ally puts 1 to 4 of its ships in the Gate or next to the planet
    ("Can I ally with just one ship?", "yes", "4. Alliance"),
    ("Can I ally with 5 ships?", "no", "4. Alliance"),
    # Losing Home Planets and Alien Powers: no ships may be returned to a lost planet ("a home
    # planet I've lost" is the lost planet)
    ("Can I move ships back onto a home planet I've lost?", "no", "Losing Home Planets and Alien Powers"),
    # No Encounter Cards in Hand: a defense with none may first play the cards it can play now
    # ("the defender with no encounter cards" states the situation of any player, not only the offense's)
    ("I'm the defender with no encounter cards. Can I play flares before I redraw?", "yes",
     "No Encounter Cards in Hand"),
    # 1. Regroup: the ship back from the Warp goes to one of its owner's colonies, home or foreign
    ("Regroup: can the ship I get back go on a foreign colony?", "yes", "1. Regroup"),
])
def test_ffg_question_in_players_words(oracle, question, verdict, section):
    answer = oracle.ask(question, "ffg")
    assert answer.verdict == verdict, answer.answer
    assert section in {c["section"] for c in answer.citations}
