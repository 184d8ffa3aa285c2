"""Random games that once stopped on a power's illegal random choice (found by resolver bench)."""
from __future__ import annotations

from resolver.engine import play

OPTIONS = ("colourless-cones", "comets", "inverted-hexes", "inverted-warp", "kickers", "lucre",
           "moons", "special-destiny-swap-all")


def test_every_option_and_every_power_together_play_to_the_end(rules):
    # The Magnet's "match" part and the Filth's "settle" were chosen at random even when
    # illegal (no colony to send ships back to; no other planet in the system).
    report = play.play_games(rules, 200, 1, "mayfair", OPTIONS, powers=("all",))
    assert report.violation is None and report.undecided == []
    assert report.finished == 200
