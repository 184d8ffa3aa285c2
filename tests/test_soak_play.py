"""``resolver play`` over random games in both editions: no invariant ever breaks.

The suite plays a small count; the full 10,000-game run's result is in docs/performance.md.
"""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

RESOLVER = [sys.executable, "-c", "from resolver.cli import main; main()"]


@pytest.mark.parametrize("edition,seed", [("mayfair", 11), ("ffg", 12)])
def test_random_games_keep_every_invariant(edition, seed):
    done = subprocess.run([*RESOLVER, "play", "--games", "40", "--seed", str(seed), "--edition", edition],
                          capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    if "not built" in done.stderr:
        pytest.skip("resolver play is not built yet")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no invariant violation" in done.stdout
    played = re.search(r"(\d+) games", done.stdout)
    assert played and int(played.group(1)) == 40
    assert re.search(r"[\d.]+ games/s", done.stdout)
