"""Wrong yes/no answers removed after set 24's end run (ex21); questions rephrased, expectations from the seeds.

The code answers both `unknown` today; the seed's verdict or an honest `unknown` pass, the wrong verdict fails.
"""


def test_claim_about_an_actor_only_the_story_names_does_not_answer_for_the_asked_one(oracle):
    # Simply Cosmic, Description of Alien Power Cards: where a power card and the rulebook disagree, the card
    # prevails (yes); a "no" taken from the rulebook's side of that claim is wrong
    a = oracle.ask("My card allows what the rulebook forbids. Does my card win?", "mayfair")
    assert a.verdict in ("yes", "unknown")


def test_a_colour_the_card_was_is_the_colour_drawn(oracle):
    # MCE 15.2: the Assassin kills a ship of the colour drawn, whatever colour the Dictator sends the cone to (no)
    a = oracle.ask("The card was green, but the Dictator sent the cone to red. Does the Assassin kill a red ship?",
                   "mayfair")
    assert a.verdict in ("no", "unknown")
