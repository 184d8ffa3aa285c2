"""Counts the rules work out from the numbers a situation states, for the question answerer.

Each entry maps the vocabulary thing a "how many …?" question counts to a function of the
edition's parameters and ``count(unit)`` (how many of that unit the question states; None when
it states none); it returns (value, how it adds up, rule id) or None. The arithmetic the engine
uses lives here or in the option it belongs to (Lucre income: ``options.lucre.FORMULAS``).
"""
from __future__ import annotations


def extra_flares(P, count) -> tuple[int, str, str] | None:
    """FFG Setup: the Flares the players were dealt go into the cosmic deck and, with fewer than
    ``flares_in_deck_min`` of them, random Flares are added until it holds that many."""
    players = count("player")
    if players is None:
        return None
    target, dealt = P["flares_in_deck_min"], P["flares_dealt"]
    return (max(0, target - dealt * players),
            f"{target} Flares in the deck, less {dealt} dealt to each of {players} players",
            P.rule("flares_in_deck_min"))


def consolation(P, count) -> tuple[int, str, str] | None:
    """Consolation (compensation): one card per own ship lost (or the cards owed), at most the
    opponent's whole hand (``encounter.consolation_taken``)."""
    from resolver.engine.encounter import consolation_taken
    from resolver.engine.rulemap import rule_ids
    held, lost = count("hand"), count("ship")
    owed = P["consolation_per_ship"] * lost if lost is not None else count("card")
    # the ships lost told, the cards told are the opponent's hand ("I lost 4 ships; it has 2 cards")
    held = count("card") if held is None and lost is not None else held
    if held is None or owed is None:
        return None
    taken = consolation_taken(owed, held)
    why = f"{owed} owed, the opponent holds {held}" + (": its whole hand" if taken < owed else "")
    return taken, why, rule_ids(P.edition)["consolation.short" if taken < owed else "consolation"]


def colony_marker(P, count) -> tuple[int, str, str] | None:
    """FFG Additional Rules, The Colony Track: the marker shows how many foreign colonies its player
    has now: those held, plus those gained, less those lost, as a situation tells them."""
    from resolver.engine.rulemap import rule_ids
    now, rule = count("net foreign-colony"), rule_ids(P.edition).get("colony.track")
    if now is None or rule is None:
        return None
    return max(0, now), "the foreign colonies held, plus those gained, less those lost", rule


#: counted vocabulary thing -> the sum that gives it
COUNTS = {"extra-flare": extra_flares}

#: parameter -> the sum that starts from it, given the counts a situation states
PARAMS = {"consolation_per_ship": consolation, "colony_marker_start": colony_marker}
