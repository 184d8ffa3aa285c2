"""Claims added covering the "action-not-in-section" misses (issue 13, helper cl13): rules of the
More Cosmic Encounter and Simply Cosmic sections where those misses cluster, restated with the
act players ask about, decided by ``RuleGraph.decide``.

Each row's verdict and section were written from the seed text (the comment names the deciding
sentence) before the code ran. A row is ``(frame, edition, options, context, verdict, sections)``.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled
from claim_rows import FFGA, MCE, SC, F, M, check_verdict

ROWS = [
    # MCE 13.3: the GO may challenge a Moon in the drawn colour's system "even if the system's
    # owner does not occupy that Moon": the cone may be aimed at it
    ("offense may point-cone-at term:moon", M, ("moons",), {}, "yes", [(MCE, "13.3")]),
    # MCE 13.3: in a Moon challenge neither main player invites allies, and no alliance is formed
    # "any other way either" (Magnet, Parasite)
    ("player may move ally", M, ("moons",), {"moon_challenge": True}, "no", [(MCE, "13.3")]),
    ("Parasite may move player", M, ("moons",), {"moon_challenge": True}, "no", [(MCE, "13.3")]),
    ("Magnet may move player", M, ("moons",), {"moon_challenge": True}, "no", [(MCE, "13.3")]),
    # MCE 15.4: a component needing "the need to select a target" is forbidden by the Silencer
    ("silenced-player may choose target", M, (), {}, "no", [(MCE, "15.4")]),
    # SC Regular Destiny Card: own colour drawn, one option is to turn over the next Destiny card
    ("offense may flip card:Destiny-card", M, (), {"drew_own_colour": True}, "yes", [(SC, "Regular Destiny Card")]),
    # MCE 9.0: as a handicap an inexperienced player may play an inverted hex, the others the normal side
    ("player may give option:inverted-hexes", M, ("inverted-hexes",), {"handicap": True}, "yes", [(MCE, "9.0")]),
    # MCE 15.5: for Force, Judge and Witch, players agree limits or else set the power aside
    ("player may remove Judge", M, (), {}, "yes", [(MCE, "15.5")]),
    ("player may remove Witch", M, (), {}, "yes", [(MCE, "15.5")]),
    # SC Description of Flares and Edicts: they are cards "found in the Challenge Deck" and "can be
    # used by any player (not just the players involved in the challenge)"
    ("card:Flare happens shuffle", M, (), {}, "yes", [(SC, "Description of Flares and Edicts")]),
    ("card:Edict may played-by player", M, (), {}, "yes", [(SC, "Description of Flares and Edicts")]),
    # SC Stage 3: the offense puts 1 to 4 tokens on the cone (never none)
    ("player may launch zero-ships", M, (), {}, "no", [(SC, "Stage 3")]),
    # SC How To Win: "A base consists of one or more of your tokens on a planet"
    ("token may occupy planet", M, (), {}, "yes", [(SC, "How To Win")]),
    # MCE 9.0 Rings: "The central planet and each of the rings count as separate planets"; "the
    # outermost ring adds only 2" when defending
    ("rings-planet counts count-as planet", M, ("inverted-hexes",), {}, "yes", [(MCE, "9.0")]),
    ("outermost-ring happens add bonus count 2", M, ("inverted-hexes",), {}, "yes", [(MCE, "9.0")]),
    ("outermost-ring happens add bonus count 10", M, ("inverted-hexes",), {}, "no", [(MCE, "9.0")]),
    # FFG Additional Rules, The Colony Track: players reaching five foreign colonies at the same
    # moment all win (FFG Overview, End of Game: "multiple players to win at the same time")
    ("player may win", F, (), {"simultaneous": True}, "yes", [(FFGA, "The Colony Track")]),
    # FFG Additional Rules, Reinforcement Cards: "each player participating in the encounter can play
    # reinforcement cards, choosing to benefit either the offense or the defense"
    ("participant may use card:Reinforcement", F, (), {}, "yes", [(FFGA, "Reinforcement Cards")]),
    # MCE 13.2: an Intermittent effect does not happen again when the Moon is re-occupied in the
    # challenge it was left ("trigger" is a kind of applying)
    ("term:intermittent happens trigger", M, ("moons",), {"same_challenge": True}, "no", [(MCE, "13.2")]),
]


@pytest.mark.parametrize("frame, edition, options, context, verdict, sections", ROWS, ids=[r[0] for r in ROWS])
def test_claim_rows(oracle, frame, edition, options, context, verdict, sections):
    check_verdict(oracle.rules, frame, edition, options, context, verdict, sections)


@pytest.mark.parametrize("question, verdict, section", [
    # MCE 15.3: once the GO declares the revolt "the GD could do nothing about it" (to stop a
    # declaration is to counter it: `stop` isa block, counter)
    ("The offense just declared a Loser revolt. Is the defense able to stop it?", "no", "15.3"),
    # MCE 13.2: a Continuing effect "stays active" when another player takes the Moon (to stop,
    # said of an effect, is to end)
    ("Another player took my Continuing moon from me. Does the effect stop then?", "no", "13.2"),
    # MCE 9.0 Rings: the central planet and each ring are planets of their own (not the cone's ring)
    ("With the Rings hex, does each ring count as a separate planet?", "yes", "9.0"),
    # MCE 15.4: the Silencer blocks the Dictator (to stop a power is to block it)
    ("Will the Silencer stop the Dictator?", "yes", "15.4"),
    # MCE 13.3: no alliance in a Moon challenge, "for example through Magnet or Parasite"
    ("We are fighting over a moon. Can the Parasite bring players in as allies?", "no", "13.3"),
    # SC Regular Destiny Card: own colour drawn, "turn over the next Destiny card and ignore this one"
    ("I drew my own colour. May I flip the next destiny card?", "yes", "Regular Destiny Card"),
    # SC Description of Flares and Edicts: "They can be used by any player"
    ("Can a flare be played by a player who is not in the challenge?", "yes", "Description of Flares and Edicts"),
    # MCE 13.2: re-occupying an Intermittent Moon retriggers it "unless ... in the same Challenge"
    # SC Stage 6: allies place their tokens "onto the cone" (defensive allies on its ring), not on the
    # planet; "right"/"straight" only stress the place (vocabulary_english.rules `place-adverb`)
    ("Do defensive allies put their tokens straight on the planet?", "no", "Stage 6"),
    ("I got back onto my Intermittent moon in the same challenge I left it. Does it fire?", "no", "13.2"),
])
def test_players_questions(oracle, question, verdict, section):
    assert_ruled(oracle, question, "mayfair", verdict, section)
