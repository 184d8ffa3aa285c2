"""A told situation read with the polarity of the wording it matches (issue 13; coordinator, session 29).

A condition may be worded with a negated verb ("the main players did *not* agree a deal in time").
A story saying the same act without the negation ("we made a deal in time") tells the opposite
situation, and one saying it with a negation of its own ("we did not make a deal in time") tells
the situation itself. Written from the seeds, rephrased; none is a probe or a set question."""
from __future__ import annotations

import pytest

from resolver import Oracle
from resolver.ask.question import understand


@pytest.fixture(scope="module")
def rules():
    return Oracle(edition="mayfair").rules


@pytest.mark.parametrize(("story", "failed"), [
    # Simply Cosmic, Situation C: the main players have a minute to agree; with no agreement each
    # loses three tokens to the warp
    ("We made a deal in time.", False),
    ("We did not make a deal in time.", True),
    ("We didn't make a deal in time.", True),
    ("We couldn't agree.", True),
    ("We didn't fail to make a deal.", False),
])
def test_a_story_tells_whether_the_deal_failed(rules, story, failed):
    q = understand(rules, f"{story} Do we lose three tokens to the warp?", "mayfair")
    assert q.reading.context.get("deal_failed") is failed


def test_a_deal_made_in_time_is_not_the_failed_deal(ruled):
    # Situation C: the three-token loss is the failed deal's; a deal made in time does not bring it
    answer = Oracle(edition="mayfair").ask("We made a deal in time. Do we lose three tokens to the warp?")
    assert answer.verdict != "yes"
    ruled("We did not make a deal in time. Do we each lose three tokens to the warp?", "mayfair", "yes",
          "Situation C")
