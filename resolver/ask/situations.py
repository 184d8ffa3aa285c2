"""Questions that describe a situation ("3 ships and an attack 8 against 4 ships and a 6").

The situation becomes a scenario the engine runs (``oracle.simulate``); the answer carries the
outcome and the citations of the steps that decided it (a possible deal: both outcomes, ``depends``).
"""
from __future__ import annotations

import re

from resolver.answer import Answer
from resolver.ask.compose import cite_dicts, make, node_citations, where
from resolver.ask.frame import numbers
from resolver.ask.question import Question
from resolver.ask.text import W, any_of, first_upper, number, pairs, tokens
from resolver.ask.vocab import vocabulary_for

#: a multiplier written "x2"
_TIMES = re.compile(r"x\d+")


def looks_like_situation(q: Question) -> bool:
    """A question with an attack value or ship counts on both sides, or a deal card played
    against an attack with the ships lost."""
    words = set(q.words)
    has_card = "attack" in words or bool(words & (W.deal_card_word | {"morph"})) or any(   # "plays a 4", "reveal an 08"
        number(w) is not None and a in W.article and v in W.play_word | W.reveal_word
        for v, a, w in zip(q.words, q.words[1:], q.words[2:], strict=False))
    counts = len(numbers(q.words, {}))   # the numbers written: ships, attack values
    if not counts and not has_card:
        return False                      # no number nor card: no situation (the reader needs one or the other)
    has_ships = bool(words & W.ship_word)
    dealt = bool(words & W.deal_card_word) and bool(words & W.attack_word)
    totals = (told := _Reader(q.words)).read() and told.totals   # "offense totals 14, defense 16"
    # "I defend a lost home planet with an Attack 12: my total?": one side's card and its ships (none on a lost planet)
    asks_total = bool(words & W.total_word) and has_card and counts >= 1 and bool(words & (W.ship_word | W.shipless_word)) \
        and not any(m.kind in ("power", "hex") for m in q.mentions)
    # each side's card told of a side named ("the attacker plays Attack, the defender Negotiate"): who wins
    off, dfn = told.sides["offense"], told.sides["defense"]
    carded = has_card and _asked(q.words)[0] == "winner" and all("card" in s or "attack" in s for s in (off, dfn)) and \
        (W.offense_word | W.self_word) & words and (W.defense_word | W.self_word | W.other_word) & words and \
        (W.offense_word | W.defense_word | W.attack_word - {"attack"}) & words   # a role told ("I attacked"), not "my opponent" only
    return totals or asks_total or carded or (has_card and counts >= 2) or (has_ships and counts >= 3) or (
        has_ships and counts >= 1 and bool(W.both_word & words) and (has_card or counts >= 2)) or (
        dealt and has_ships and counts >= 1)


def told_outcome(q: Question) -> bool:
    """The outcome told ("Offense wins", "the deal fails", a deal card played and lost) with the
    ships counted, and its losses asked (the warp, consolation, rewards): a situation whose cards
    need not be given. The engine answers it only where no rule's number did (it assumes cards)."""
    words = set(q.words)
    ended = _told_winner(q) or _deal_failed(q.words)
    return _asked(q.words)[0] in ("warp", "consolation", "cards", "rewards") and bool(ended or words & W.deal_card_word) and (
        bool(numbers(q.words, {})) or ended == "failed")


def _told_winner(q: Question) -> str | None:
    """The side the story says won, as its reading states it: that side's win ("Offense wins", "I attacked and won") or
    the other's loss ("the defense … and loses"; not "lost 3 ships")."""
    told, vocab = q.reading.context if q.reading else {}, vocabulary_for(q.rules)
    return next((side for side in ("offense", "defense") for said in (f"won on {side}", f"lose on {_other(side)}")
                 if (hit := vocab.match(tokens(said), 0, False)) and told.get(hit.word) is True), None)


def _deal_failed(words: list[str]) -> str | None:
    """ "failed" when the story says no deal was made ("the deal fails", "no deal in a minute")."""
    return "failed" if any(w == "deal" and (words[i - 1:i] == ["no"] or W.failed_word & set(words[i + 1:i + 3]))
                           for i, w in enumerate(words)) else None


def card_worth(q: Question) -> Answer | None:
    """"My Attack 12 gets a x2 Kicker and the Mirror reverses it: what is my card worth?": the
    engine's value of the one card value stated (14.10)."""
    from resolver.engine.powers.cardplay import reverse_digits
    from resolver.engine.powers.support import before_rule
    told = numbers(q.words, {})
    factors = [int(w[1:]) for w in q.words if _TIMES.fullmatch(w)] + [
        int(n) for w in q.words if (n := pairs("multiplier-word").get(w))] + [n for i, n in told if q.words[i - 1] in W.factor_word]
    values = [n for i, n in told if q.words[i - 1] not in W.factor_word]
    values = [v for v in values if not any(v == u * f for u in values for f in factors)]   # "12 with a x2 Kicker, so 24"
    if (W.ship_word | W.total_word) & set(q.words) or len(values) != 1 or len(factors) > 1:
        return None                       # a total adds ships: the engine's situation reads it
    copy = next((c for m in q.mentions for c, _r in q.rules.claims.by_action.get("copy-of", ())   # the claim index
                 if c.actor == m.node and q.edition in c.editions), None)
    if copy is not None and not factors:  # "I play Morph, he plays attack 12": worth the card it copies
        cits = node_citations(q.rules, copy.rule_node)
        return make(q.text, q.edition, "value", f"The card is worth {values[0]}: the {copy.actor.split(':', 1)[-1]} is a copy of "
                    f"{copy.phrase or 'another card'}. ({where(cits)})", value=values[0], citations=cits,
                    entities=[copy.actor], confidence=0.85)
    # the power named whose claim reverses a card's digits, and the card whose claim multiplies
    # an Attack card: which acts first is the graph's (14.10), not this function's
    book = q.rules.claims
    reverser = next((c.actor for actor in q.entity_ids()          # the claim index, not a scan
                     for c, _rank in book.by_key.get((q.edition, "reversed", actor, "digits"), ())), None)
    if reverser is None:
        return None
    multiplier = next((c.actor for c, _r in book.by_action.get("multiplier", ()) if c.derived is None
                       and c.obj == "card:Attack" and c.modal == "is"), None) if factors else None
    factor, name = (factors or [1])[0], reverser.split(":", 1)[-1]
    rule = before_rule(q.rules, multiplier, reverser) if multiplier else None
    cits = [c for k in ("ruling", "rule") for c in node_citations(q.rules, f"{k}:{rule}")] or node_citations(q.rules, reverser)
    worth = reverse_digits(values[0] * factor)
    how = f"{values[0]} \u00d7 {factor} = {values[0] * factor}, then the {name} reverses its digits" if factors \
        else f"the {name} reverses the digits of {values[0]:02d}"
    return make(q.text, q.edition, "value", f"The card is worth {worth:02d}: {how}. ({where(cits)})",
                value=worth, citations=cits, entities=[reverser], confidence=0.85)


def _me(words: list[str]) -> str:
    """Which side "I" am: the role named in the clause "I" opens, before another person or a
    number ("I was defense", "I'm on the Rings central planet defending"; "I attacked" is the
    offense), else the role the question does not give to someone else, else the offense."""
    people = W.self_word | W.other_word | W.he_word | W.player_colour | W.ally_word
    for i, w in enumerate(words):
        if w in W.self_word:
            if i > 1 and words[i - 1] == "of" and number(words[i - 2]) is not None:
                # "the defending planet has 3 of my tokens": the side holding them is mine
                held = [x for x in words[max(0, i - 5):i - 2] if x in W.defense_word | W.offense_word]
                if held:
                    return _role(held[-1])
            for x in words[i + 1:i + 7]:
                if x in W.defense_word:
                    return "defense"
                if x in W.offense_word or x in W.attack_word and x != "attack":
                    return "offense"
                if x in people or number(x) is not None:
                    break
    if words[:1] and words[0] in W.defense_word | W.offense_word and words[0].endswith("ing") and \
            words[1:2] and words[1] in W.article | W.self_word | {"with"}:
        return _role(words[0])   # "Defending with 4 tokens …": the asker's role
    if any(w in W.attack_word - {"attack"} and words[i + 1:i + 2] and words[i + 1] in W.self_word for i, w in enumerate(words)):
        return "defense"                  # "someone attacks my lost home planet"
    asking = max((i for i, w in enumerate(words) if w in W.auxiliary | W.question_word), default=len(words))
    named = {_role(w) for i, w in enumerate(words) if w in W.offense_word | W.defense_word   # the story's roles, not the
             and not (i > asking and (W.win_word | W.lose_word) & set(words[i + 1:i + 3]))}  # asked verb's subject
    if not W.self_word & set(words) and named == {"defense"}:
        # no "I", only the defense named: the story's subject ("Rings player … plays a 6 while defending"),
        # unless it is named as the one faced ("Attack 20 … against a defender")
        at = next(i for i, w in enumerate(words) if w in W.defense_word)
        return "defense" if words[at].endswith("ing") or not W.side_splitter & set(words[:at]) else "offense"
    return "defense" if named == {"offense"} else "offense"


def _other(side: str) -> str:
    return "defense" if side == "offense" else "offense"


def _role(word: str) -> str:
    """The side a role word names."""
    return "defense" if word in W.defense_word else "offense"


def _colour_sides(words: list[str]) -> dict[str, str]:
    """The side a story gives each player colour it names: the colour that attacks is the
    offense and the one attacked (or whose planet is) the defense ("Purple attacks Green's
    planet", "I attacked an empty Pink planet", "Pink got attacked"); a colour with a role word
    in its own clause has that role ("Green is the defender"). Colours given no side are
    onlookers (a bystander's ships)."""
    sides: dict[str, str] = {}
    roles = any_of("offense-word", "defense-word")
    for i, w in enumerate(words):
        if w in W.player_colour:
            for x in words[i + 1:i + 4]:
                if x in roles:
                    sides.setdefault(w, _role(x))
                if x in roles or x in W.player_colour or number(x) is not None:
                    break
        if w not in W.attack_word or w == "attack" or i == 0:
            continue
        passive = words[i - 1] in W.passive_auxiliary
        subject = words[i - 2] if passive and i > 1 else words[i - 1]
        if subject in W.player_colour:
            sides.setdefault(subject, "defense" if passive else "offense")
        target = next((x for x in words[i + 1:i + 5] if x in W.player_colour), None)
        if target and not passive:
            sides.setdefault(target, "defense")
    return sides


class _Reader:
    """Reads each side's ships, allied ships, card and reinforcements, word by word; the side a
    number belongs to is the last one named (a role, "I", "my ally", "the opponent")."""

    def __init__(self, words: list[str]) -> None:
        self.words = words
        self.me = _me(words)
        self.sides: dict[str, dict] = {"offense": {}, "defense": {}, "both": {}, "none": {}}   # "none": an onlooker's
        self.owner: str | None = None
        self.allies_named: int | None = None   # "two allies with 4 ships each"
        self.ally_clause = False
        self.subject: str | None = None         # the side named before a "vs"
        self.totals = False                     # a side's total was told
        self.colours = _colour_sides(words)     # "Purple attacks Green": offense, defense
        self.named: str | None = None           # the side a role word last named ("its side", "their side")

    def read(self) -> tuple[dict, dict]:
        for i, w in enumerate(self.words):
            self._word(i, w)
        off, dfn, both = self.sides["offense"], self.sides["defense"], self.sides["both"]
        if "both" in self.words and W.deal_card_word & set(self.words):
            both["card"] = "deal"         # "both play Compromise"
        for side in (off, dfn):
            played = "attack" in side or "card" in side
            for key, value in both.items():
                if not (played and key in ("attack", "card")):
                    side.setdefault(key, value)
        return off, dfn

    def _side(self) -> dict:
        self.owner = self.owner or ("offense" if W.self_word & set(self.words) else self.me)   # no role named yet
        return self.sides[self.owner]

    def _by(self, role: str | None) -> dict:
        """The side a role word names, else the current one."""
        return self.sides[_role(role)] if role else self._side()

    def _word(self, i: int, w: str) -> None:
        prev = self.words[i - 1] if i else ""
        if w in W.offense_word | W.defense_word:   # "offensive ally" keeps the ally clause
            self.ally_clause = self.ally_clause and w in ("offensive", "defensive") and self._after(i, W.ally_word, 1)
            self.owner = self.named = _role(w)
            self.allies_named = None
        elif w in W.self_word:
            self.owner, self.ally_clause = self.me, False
        elif w in W.player_colour and (self.colours or W.negation & set(self.words[i + 1:i + 12])
                                       and W.ally_word & set(self.words[i + 1:i + 12])) and not (   # "I attacked *Pink's* planet with 4 ships": mine
                W.attack_word - {"attack"} & set(self.words[max(0, i - 3):i])):
            self.owner, self.ally_clause, self.allies_named = self.colours.get(w, "none"), False, None
        elif w in W.other_word or w in W.he_word and W.self_word & set(self.words):
            self.owner, self.ally_clause = _other(self.me), False
        elif w in W.side_splitter:
            self.subject = self.subject or self.owner or "offense"
            self.owner, self.ally_clause = _other(self.owner or "offense"), False
        elif w == "and" and self.subject and self._next(i) in W.coordinated_verb:
            self.owner = self.subject             # "I played Negotiate vs an Attack, and lost 4 ships": I lost
        elif w in W.both_word and self._after(i, {"side", "sides"}, 1) or w == "both":
            for key, value in self._side().items():
                self.sides["both"].setdefault(key, value)
        elif w in W.ally_word:
            self.ally_clause = True
        elif w in W.deal_card_word or w == "morph":
            card = "morph" if w == "morph" else "deal"
            held = [r for r in ("offense", "defense") if self.sides[r].get("card") == card]
            if self._next(i) == "player" and len(held) == 1:
                self.owner = held[0]      # "the Morph player has 3 ships": the side that played it
            else:
                self._side()["card"] = card
        elif w == "attacked" and prev in W.passive_auxiliary:   # "played Compromise and got attacked"
            self.sides[_other(self.owner or "offense")].setdefault("card", "attack")
        elif (w in ("attacked", "attacks") or w == "attack" and number(self._next(i)) is None
              and prev in W.play_word) and "attack" not in self._side():
            self._side().setdefault("card", "attack")
        elif number(w) is not None and (prev not in W.not_a_count or self._next(i) in W.ally_word | W.ship_word):
            self._count(i, number(w))

    def _next(self, i: int) -> str:
        return self.words[i + 1] if i + 1 < len(self.words) else ""

    def _after(self, i: int, kinds: set[str], span: int) -> bool:
        return bool(kinds & set(self.words[i + 1:i + 1 + span]))

    def _near(self, i: int, kinds: set[str], span: int) -> bool:
        return bool(kinds & set(self.words[max(0, i - span):i])) or self._after(i, kinds, span)

    def _holder(self, i: int) -> str | None:
        """Whose ships "N (ships) of X" counts: the asker's ("3 of my tokens"), or no side's when X is
        another player not allied ("2 of Mint's (not allied)", "tokens of a third player")."""
        at = i + 1 + (self._next(i) in W.ship_word)
        x = next((w for w in self.words[at + 1:at + 3] if w not in W.article), "") if self.words[at:at + 1] == ["of"] else ""
        if x in W.self_word:
            return self.me
        later = set(self.words[at + 1:at + 8])
        return None if W.hand_word & set(self.words[at + 1:at + 4]) else "none" if (x in W.player_colour and x not in self.colours or x in W.third_party) and (
            not W.ally_word & later or W.negation & later) else None

    def _count(self, i: int, n: int) -> None:
        nxt, prev = self._next(i), self.words[i - 1] if i else ""
        roles = any_of("offense-word", "defense-word")
        counted = W.ship_word | W.ally_word | W.reinforcement_word | {"of"}
        bare = not (W.ship_word | W.attack_word | W.deal_card_word) & set(self.words)   # no ships nor card told
        if (not counted & set(self.words[i + 1:i + 4]) or (self.totals or prev in W.total_word) and nxt not in counted) and (
                prev in W.total_word or self.totals and prev in roles or bare and roles & {prev, nxt}
                or prev in ("at", "is") and (roles | {"side", "sides"} if prev == "at" else W.total_word)
                & set(self.words[max(0, i - 3):i - 1])):
            # "offense is at 15", "offense total is 14"
            # a total told ("offense totals 14, defense 16", "17 offense vs 19 defense", "both sides total 12")
            role = prev if prev in roles else None if prev in W.total_word | {"at", "is"} else nxt
            both = W.both_word & set(self.words[max(0, i - 4):i])
            for side in (self.sides["offense"], self.sides["defense"]) if both else (self._by(role),):
                side["total"] = n
            self.totals = True
            return
        side = self._side()
        if nxt == "lucre":                # "I spend 6 Lucre in phase 7" (More Cosmic Encounter 11.0)
            side["lucre"] = n, next((number(w) for p, w in zip(self.words[i + 2:i + 6], self.words[i + 3:i + 7], strict=False)
                                     if p in ("phase", "stage")), None)
            return
        if nxt in W.reinforcement_word and self.words[i + 2:i + 3] == ["plus"]:
            return                        # "two reinforcements, +3 and +5": their count
        if nxt in W.reinforcement_word or prev in W.reinforcement_word or \
                (prev == "of" and i > 1 and self.words[i - 2] in W.reinforcement_word) or \
                self.ally_clause and nxt == "for" or prev == "plus" and (nxt in ("to", "for") or nxt not in counted
                                                                         and self._near(i, W.reinforcement_word, 5)):
            # an ally plays no encounter card: "plays a +5 for the offense"; "adds +2 to the defense"; "+5 and +3 reinforcements"
            self._reinforce(i, n)
        elif self.words[(at := i + 1 + (nxt in W.ship_word)):at + 1] == ["from"] and W.ally_word & set(self.words[at + 1:at + 4]):
            # "3 from a defensive ally", "2 tokens from my ally"
            self._by(next((w for w in self.words[at + 1:at + 4] if w in roles), None)).setdefault("allies", []).append(n)
        elif ((noun := self.words[i + 2] if nxt in ("offensive", "defensive") and i + 2 < len(self.words) else nxt)
              in ("allies", "allys") or noun == "ally" and n == 1) and not self._after(i, W.ship_word, 2):
            # "one ally with 2", "two allies"; not "with 4, ally B": a count agrees with its noun
            self.allies_named, self.ally_clause = n, True
        elif nxt == "allied" or (nxt in ("ally", "allies") and self._after(i, W.ship_word, 2)):
            side.setdefault("allies", []).append(n)
        elif W.hand_word & {nxt, *self.words[i + 2:i + 3]} and not W.consolation_word & set(self.words[i + 1:i + 4]) and \
                not (nxt in W.hand_word and number(self.words[i + 2] if i + 2 < len(self.words) else "") is not None):
            # not "sent 3, card 08": a card word before a number names the card played
            side["hand"] = n              # "the offense only has 2 cards", "2 in hand"
        elif nxt in W.ship_word or nxt == "each" or (self.ally_clause and prev in W.ally_has) or (
                number(nxt) is None and nxt not in W.ally_word and self._after(i + 1, W.ship_word, 1)) or (   # "3 Zombie tokens"
                nxt == "of" and (self._after(i + 1, W.ship_word, 3) or self._holder(i) == "none")):   # "3 of my (own) tokens", "2 of Mint's"
            if self._after(i, W.onlooker_word, 3):
                return
            if holder := self._holder(i):     # another player's ships leave the side told so far
                side = self.sides[holder]
                self.owner = self.owner if holder == "none" else holder
            if self.ally_clause:
                each = "each" in self.words[i + 1:i + 3]
                side.setdefault("allies", []).extend([n] * ((self.allies_named or 1) if each else 1))
                # "two allies with 2 and 3 tokens": a number per ally named, joined by "and"
                more = not each and (self.allies_named or 2) > 1 and nxt == "and" and number(self.words[i + 2]) is not None
                self.ally_clause, self.allies_named = more, (self.allies_named - 1 if more and self.allies_named else None)
            else:
                side["ships"] = n
        elif "attack" not in side or prev == "attack":   # "attack 05" said outright
            side["attack"] = n
            side.pop("card", None)
        elif "ships" not in side and prev in roles:   # "Attacker has 2 ships, defender 5": its ships
            side["ships"] = n

    def _reinforce(self, i: int, n: int) -> None:
        """A reinforcement goes to the side named after it ("for the defense"), else the owner's."""
        after = self.words[i + 1:i + 6]
        named = next((_role(w) for w in after if w in W.offense_word | W.defense_word), None)
        if not named and {"its", "their"} & set(after) and "side" in after:
            named = self.named            # "on their side": the side named last
        side = self.sides[named] if named and {"for", "to", "on"} & set(after) else self._side()
        side.setdefault("reinforcements", []).append(n)


def situation(q: Question, oracle, told: bool = False) -> Answer:
    """Build the scenario, run it through the engine, answer with the outcome (``told``: the
    outcome the story tells picks the cards it does not give, :func:`told_outcome`)."""
    reader = _Reader(q.words)
    offense, defense = reader.read()                  # each side as the question describes it
    asked = _asked(q.words)
    at = next((i for i, w in enumerate(q.words) if w in W.total_word), 0)
    held = [r for r, s in (("offense", offense), ("defense", defense)) if s.get("card") in q.words[max(0, at - 3):at]]
    if asked == ("total", None) and len(held) == 1:
        asked = ("total", held[0])        # "the Morph player's total?"
    if asked == ("total", None) and bool(offense) != bool(defense) and \
            any_of("offense-word", "defense-word") & set(q.words):
        asked = ("total", "offense" if offense else "defense")   # the one side named and described
    scenario, problem = build_scenario(q, offense, defense, asked, told)
    powers = [m.text for m in q.mentions if m.kind == "power"] if asked[0] in ("total", "winner", "margin") else []
    if problem or powers:                 # the scenario carries no power: its effect on the totals is not computed
        from resolver.ask.procedures import unknown
        return unknown(q, f"I could not turn this into a legal encounter: {problem}." if problem else
                       f"The engine does not run the {powers[0]}'s effect in a told situation.")
    deal = all(c in ("compromise", "negotiate") for c in scenario["encounter"]["cards"].values()) and \
        "deal" not in scenario["encounter"]      # a deal told failed: the one run
    found = _deal(q, oracle, scenario) if deal else _run(q, oracle, scenario, offense, defense, asked)
    if reader.sides["none"].get("ships") and found.verdict == "value":
        # a colour on neither side with ships there ("where Yellow also has 3 ships"): a bystander
        _also_cite(q, found, "bystanders", f"The {reader.sides['none']['ships']} ships of the player on neither side "
                   "count for no one")
    if "ships" not in defense and W.shipless_word & set(q.words) and found.verdict == "value":
        _also_cite(q, found, "colony.lost", "The defense's planet holds none of its ships: they add nothing")
    return _won(q, found) if q.kind == "polar" and found.value in ("offense", "defense") else found


def _also_cite(q: Question, found: Answer, key: str, said: str) -> None:
    """The rule (engine rule map ``key``) that placed a told number, said and cited with the engine's steps."""
    from resolver.engine.rulemap import rule_ids
    rule = rule_ids(q.edition).get(key)
    cits = node_citations(q.rules, f"rule:{rule}") if rule else []
    found.citations += [c for c in cits if c not in found.citations]
    found.answer = found.answer.replace(" Computed by", f" {said} ({where(cits)}). Computed by", 1)


def _won(q: Question, found: Answer) -> Answer:
    """ "Does the offense win?", "do I lose?": yes or no from the engine's winner for the role (or the asker) just
    before the asked win or lose verb; else the value stands."""
    at = max((i for i, w in enumerate(q.words) if w in W.win_word | W.lose_word), default=0)
    subject = next((w for w in reversed(q.words[max(0, at - 3):at]) if w in W.offense_word | W.defense_word | W.self_word), None)
    if subject is None:
        return found
    yes = (found.value == (_me(q.words) if subject in W.self_word else _role(subject))) != (q.words[at] in W.lose_word)
    return q.answer("yes" if yes else "no", f"{'Yes' if yes else 'No'}. {found.answer}", citations=found.citations,
                    entities=found.entities, confidence=found.confidence, trace=found.trace, notes=found.notes)


def _asked(words: list[str]) -> tuple[str, str | None]:
    """What the question wants from the outcome: ("total", side named just before or None),
    ("consolation", None), ("rewards", None) or ("winner", None)."""
    found = set(words)
    if found & W.consolation_word:
        return "consolation", None
    if "cards" in found and "many" in found:
        return "cards", None              # consolation or rewards, whichever the outcome gives
    if found & W.reward_word:
        return "rewards", None
    at = next((i for i, w in enumerate(words) if w in W.total_word), None)
    ask = min((i for i, w in enumerate(words) if w == "how" or w in W.total_word), default=None)
    who = any(w in W.person_ask and words[i - 1:i] != ["player"] for i, w in enumerate(words))   # not "a player who …"
    if ask is not None and (W.warp_word | W.lose_word) & set(words[ask:]) and not who:
        # "how many tokens go to the warp?", "how many do I lose?": the warp count, of the side asked
        asking = set(words[ask:])
        named = "me" if W.self_word & asking else next((_role(w) for w in words[ask:] if w in W.offense_word | W.defense_word), None)
        return "warp", _me(words) if named == "me" else named
    if found & W.margin_word or "by" in found and W.how_much & found:
        return "margin", None             # "by how much does the offense win?"
    if at is None or who:
        return "winner", None             # "both sides total 12: who wins?"
    near = words[max(0, at - 3):at]
    if W.self_word & set(near):
        return "total", _me(words)
    colours = _colour_sides(words)
    named = [colours.get(w, w) for w in near if w in W.offense_word | W.defense_word or w in colours]   # "Green's total?"
    return "total", _role(named[-1]) if named else None


#: ally colours by side, in the order they join (scenarios.md colours)
_ALLY_COLOURS = {"offense": ("lavender", "red"), "defense": ("mint", "blue")}


def build_scenario(q: Question, offense: dict, defense: dict,
                   asked: tuple[str, str | None] = ("winner", None), told: bool = False) -> tuple[dict, str | None]:
    """A scenario dict (format 1) for a plain encounter between two described sides (a card left
    out that the answer cannot turn on: an Attack 0, said in the notes)."""
    rules = q.rules
    launch_max = rules.param("launch_max", q.edition)
    launch_min = rules.param("launch_min", q.edition)
    ships_total = rules.param("ships_per_colour", q.edition)
    o_ships = offense.get("ships", launch_min)
    d_ships = defense.get("ships", 0)
    if not launch_min <= o_ships <= launch_max:
        return {}, f"the offense commits {launch_min} to {launch_max} ships, not {o_ships}"
    if d_ships > ships_total:
        return {}, f"a player has only {ships_total} ships"
    cards = _to_win(q, offense, defense, o_ships, d_ships) if told else {}
    for role, side, other in (("offense", offense, defense), ("defense", defense, offense)) if not cards else ():
        if "total" in side and "attack" not in side and "card" not in side:   # the total told: card + its ships
            cards[role] = f"attack {side['total'] - (o_ships if role == 'offense' else d_ships) - sum(side.get('allies', []))}"
        elif "attack" in side:
            cards[role] = f"attack {side['attack']}"
        elif side.get("card") in W.deal_card_word | {"deal", "morph"}:
            cards[role] = "morph" if side["card"] == "morph" else _deal_word(q)
        elif other.get("card") in W.deal_card_word | {"deal"} and (side.get("card") == "attack" or (
                asked[0] in ("consolation", "cards") and "ships" in other)) or \
                asked[0] == "total" and asked[1] == _other(role):
            cards[role] = "attack 0"      # the asked number does not turn on this card
        else:
            return {}, f"the {role}'s encounter card is not given"
    hexed = _hex(q)
    target = f"pink:{hexed[2]}" if hexed and hexed[1] == "defense" else "pink:1"
    failed = set(cards.values()) == {_deal_word(q)} and _deal_failed(q.words)    # "no deal in a minute": that run only
    encounter: dict = {"offense": "tan", "destiny": "pink", "target": target,
                       "launch": {"tan": o_ships}, "cards": cards, **({"deal": failed} if failed else {})}
    if "reverse" in q.words and q.edition == "mayfair":
        encounter["destiny"], encounter["cone"] = "reverse pink", "reverse"
    allies: dict = {}
    for role, side in (("offense", offense), ("defense", defense)):
        # allies counted together ("allies had 5 tokens"): as many allies as the most one commits allows
        each = [part for n in side.get("allies", []) for part in [launch_max] * (n // launch_max) + [n % launch_max] if part]
        for colour, ships in zip(_ALLY_COLOURS[role], each, strict=False):
            allies.setdefault(role, {})[colour] = ships
    if allies:
        encounter["allies"] = allies
    reinf = [{"player": "tan" if role == "offense" else "pink", "side": role, "value": v}
             for role, side in (("offense", offense), ("defense", defense))
             for v in side.get("reinforcements", [])]
    if reinf:
        encounter["reinforcements"] = reinf
    # Lucre a main player spends on its total, in the phase told (More Cosmic Encounter 11.0)
    spend = [{"player": colour, "for": "total", "amount": side["lucre"][0], "phase": side["lucre"][1]}
             for colour, side in (("tan", offense), ("pink", defense)) if "lucre" in side]
    if any(s["phase"] is None for s in spend):
        return {}, "the phase the Lucre is spent in is not told"
    # a hand the question counts (it caps consolation): the card played and that many more
    hands = {c: [cards[r]] * (1 + s["hand"]) for r, c, s in (("offense", "tan", offense), ("defense", "pink", defense))
             if "hand" in s}
    colours = ["tan", "pink", *(c for role in allies for c in allies[role])]
    colours += [c for c in ("lavender", "mint") if c not in colours][:max(0, 4 - len(colours))]
    scenario = {"resolver": 1, "name": f"asked: {q.text[:80]}", "edition": q.edition,
                "players": [{"color": c} for c in colours],
                "state": {"planets": {target: {"pink": d_ships}}, "hands": hands}, "encounter": encounter}
    if hexed:       # the hex sits on the side the question gives it (More Cosmic Encounter 9.0)
        scenario["options"] = ["inverted-hexes"]
        scenario["state"]["hexes"] = {"pink" if hexed[1] == "defense" else "tan": hexed[0]}
    if spend:
        scenario["options"] = [*scenario.get("options", []), "lucre"]
        scenario["state"]["lucre"] = {s["player"]: s["amount"] for s in spend}
        encounter["spend"] = spend
    return scenario, None


def _to_win(q: Question, offense: dict, defense: dict, o_ships: int, d_ships: int) -> dict:
    """The cards of an encounter whose winner the story tells but not (both) cards ("Offense wins.
    Defense had 3 tokens …"): a card not told is an Attack just high enough for the told winner
    (the losses asked do not turn on it), a deal card told stays; {} when nothing is told."""
    winner = _told_winner(q)
    if _deal_failed(q.words) and not {"attack", "total"} & (offense.keys() | defense.keys()):
        return {"offense": _deal_word(q), "defense": _deal_word(q)}
    if not winner or all("attack" in s or "card" in s for s in (offense, defense)):
        return {}
    loser = _other(winner)
    sides = {"offense": offense, "defense": defense}
    bare = {r: (o_ships if r == "offense" else d_ships) + sum(s.get("allies", [])) + sum(s.get("reinforcements", []))
            for r, s in sides.items()}
    cards = {r: _deal_word(q) if s.get("card") in W.deal_card_word | {"deal"} else f"attack {s['attack']}"
             for r, s in sides.items() if "attack" in s or s.get("card") in W.deal_card_word | {"deal"}}
    cards.setdefault(loser, "attack 0")
    if cards[loser].startswith("attack"):
        need = bare[loser] + int(cards[loser].split()[1]) - bare[winner] + (winner == "offense")
        cards.setdefault(winner, f"attack {max(0, need)}")
    cards.setdefault(winner, "attack 0")                  # an Attack beats a deal card
    return cards


def _deal_word(q: Question) -> str:
    return "compromise" if q.edition == "mayfair" else "negotiate"


def _hex(q: Question) -> tuple[str, str, int] | None:
    """The inverted hex a Mayfair question names (table hex-planets), the side holding it (the role
    named just after it, else the asker's) and its planet: the last if named, else the first."""
    w = q.words
    for row in q.rules.table("hex-planets") if q.edition == "mayfair" else ():
        name = str(row["hex"]).lower().split()
        at = next((i + len(name) for i in range(len(w)) if w[i:i + len(name)] == name), None)
        roles = [r for r in w[at:at + 4] if r in any_of("offense-word", "defense-word")] if at else []
        if at:
            return row["id"], _role(roles[0]) if roles else _me(w), \
                q.rules.param("planets_per_system", q.edition) if W.last_planet_word & set(w) else 1
    return None


def _simulate(q: Question, oracle, scenario: dict) -> tuple[dict | None, Answer | None]:
    """The outcome as a dict, or the honest ``unknown`` when the engine cannot give one."""
    from resolver.ask.procedures import unknown
    try:
        outcome = oracle.simulate(scenario)
    except Exception as exc:  # the engine refuses a scenario with a ScenarioError
        return None, unknown(q, f"The engine refused the situation: {getattr(exc, 'message', exc)}.")
    data = outcome.to_dict() if hasattr(outcome, "to_dict") else dict(outcome)
    if "error" in data:
        return None, unknown(q, f"The engine refused the situation: {data['error'].get('message')}.")
    return data, None


#: words of an engine step that decided the result (not set-up or bookkeeping)
_DECIDING = re.compile("revealed|total|wins|tie|deal|consolation|compensation|reward|reinforcement|morph|reverse")


def _trace(data: dict) -> list[dict]:
    return [{"step": s.get("step"), "rule": s.get("rule"), "citation": s.get("citation")}
            for s in data.get("trace", [])]


def _deciding_steps(trace: list[dict]) -> list[dict]:
    return [s for s in trace if isinstance(s.get("step"), str) and not s["step"].startswith("discarded")
            and _DECIDING.search(s["step"])]


_COLOUR_WORDS = {"tan": "the offense", "pink": "the defense", **{c: f"the {role}'s {nth}ally" for role, colours in
                 _ALLY_COLOURS.items() for c, nth in zip(colours, ("", "second "), strict=True)}}


#: a scenario colour as a whole word ("tan's ships"), not a planet's name ("pink:1")
_COLOUR_NAME = re.compile(rf"(?<![\w:])({'|'.join(_COLOUR_WORDS)})(?!\w|:\w)")


def _roles(step: str) -> str:
    """An engine step with the scenario's colours named by their roles."""
    return _COLOUR_NAME.sub(lambda m: _COLOUR_WORDS[m.group(1)], step)


def _citations(data: dict, trace: list[dict], warp: bool = False) -> list[dict]:
    """The citations of the deciding steps first (the moves to the warp when those are counted),
    then the stage that reveals and settles the cards; every step's when none decided."""
    moved = [s for s in trace if warp and isinstance(s.get("step"), str) and "→ warp" in s["step"]]
    steps = moved + sorted(_deciding_steps(trace), key=lambda s: s["step"].startswith("revealed"))
    deciding = [s["citation"] for s in steps if s.get("citation")]
    every = [s["citation"] for s in trace if s.get("citation")]
    return cite_dicts(deciding or every or [c for c in data.get("citations", [])
                                            if isinstance(c, dict) and c.get("section")])


def _run(q: Question, oracle, scenario: dict, offense: dict, defense: dict,
         asked: tuple[str, str | None] = ("winner", None)) -> Answer:
    data, refused = _simulate(q, oracle, scenario)
    if refused is not None:
        return refused
    totals, winner = data.get("totals") or {}, data.get("winner")
    trace = _trace(data)
    cits = _citations(data, trace, asked[0] == "warp")
    value, lead = _value(asked, data)
    text = f"The {winner} wins" if winner not in (None, "none") else "No side wins (a deal)"
    if totals:                           # the winner's total first: "wins, 15 to 14"
        first, second = ("defense", "offense") if winner == "defense" else ("offense", "defense")
        text += f", {totals.get(first)} to {totals.get(second)}"
    # one side told, its total asked: the other side was only filled in, so no winner is told
    alone = asked[0] == "total" and asked[1] and not (defense if asked[1] == "offense" else offense).keys() - {"card"}
    text = (lead + (" " if lead and not alone else "") if lead else "") + ("" if alone and lead else text + ".")
    explained = []
    for role, side in (("offense", offense), ("defense", defense)) if not alone else (
            (asked[1], offense if asked[1] == "offense" else defense),):
        # "3 ships + 2 allied ships + attack 8 = 13" for a side that played an Attack
        ships, allied, reinf = side.get("ships", 0), sum(side.get("allies", [])), side.get("reinforcements", [])
        if "attack" in side and totals and ships + allied + side["attack"] + sum(reinf) == totals.get(role):
            explained.append(f"{role}: " + " + ".join([f"{ships} ship{'s' if ships != 1 else ''}", *(
                [f"{allied} allied ships"] if side.get("allies") else []), f"attack {side['attack']}",
                *(f"reinforcement {v}" for v in reinf)]) + f" = {totals.get(role)}")
    if totals and explained:
        text += " " + "; ".join(explained).capitalize() + "."
    # the step that named the winner, then what the losers were given (consolation, rewards)
    steps = [s["step"] for s in _deciding_steps(trace) if not s["step"].startswith("totals")]
    for step in [s for s in steps if "wins" in s or "tie" in s][:1] + [
            s for s in steps if any(w in s for w in W.consolation_word)][:1] if not alone else ():
        text += f" {first_upper(_roles(step))}."
    text += _allies_outcome(data) if not alone else ""
    text += f" ({'; '.join(dict.fromkeys(c['source'] + ' ' + c['section'] for c in cits[:3]))})"
    text += " Computed by the engine; the trace lists every step with its rule."
    notes = ["scenario: " + str(scenario)]
    notes += [f"the {role}'s card is not given; it does not change the number asked (played as Attack 0)"
              for role, card in scenario["encounter"]["cards"].items() if card == "attack 0"
              and "attack" not in (offense if role == "offense" else defense)]
    return q.answer("value", text, value=value,
                citations=cits, entities=q.entity_ids(), confidence=0.9, trace=trace, notes=notes)


def _value(asked: tuple[str, str | None], data: dict) -> tuple[object, str]:
    """The number or name the question asks of the outcome, and the sentence that gives it first."""
    kind, side = asked
    totals = data.get("totals") or {}
    if kind == "cards":
        kind = "rewards" if data.get("rewards") and not data.get("consolation") else "consolation"
    if kind == "margin" and len(totals) == 2:
        return abs(totals["offense"] - totals["defense"]), f"The margin is {abs(totals['offense'] - totals['defense'])}."
    if kind == "total" and side and side in totals:
        return totals[side], f"The {side}'s total is {totals[side]}."
    if kind == "total" and totals:
        return totals, ""
    if kind in ("consolation", "rewards") and kind in data and (data[kind] or "offense" in data.get("cards", {})):
        got = sum((data[kind] or {}).values())
        return got, f"{got} card{'s' if got != 1 else ''} of {kind}."
    if kind == "warp" and "warp" in data:
        got = data["warp"].get(data.get(side) or "", 0) if side else sum(data["warp"].values())
        return got, f"{got} ship{'s' if got != 1 else ''} go{'es' if got == 1 else ''} to the warp."
    return data.get("winner"), ""


def _deal(q: Question, oracle, scenario: dict) -> Answer:
    """Both sides play Compromise / Negotiate: the result turns on whether they agree."""
    conditions, cits, trace = [], [], []
    for made, when in (("made", "a deal is made"), ("failed", "no deal is made")):
        run = {**scenario, "encounter": {**scenario["encounter"], "deal": made}}
        data, refused = _simulate(q, oracle, run)
        if refused is not None:
            return refused
        steps = _trace(data)
        trace = trace or steps
        cits += _citations(data, steps)
        lost = {k: v for k, v in (data.get("warp") or {}).items() if v}
        conditions.append({"when": when, "verdict": "value",
                           "value": data.get("winner") or "none",
                           "second_encounter": data.get("second_encounter"), "warp": lost})
    cits = cite_dicts(cits)
    seconds = q.rules.param("deal_seconds", q.edition)
    # each run of the deal in words, from the engine's outcome
    outcomes = "; ".join(", ".join([f"if {c['when']}", *([", ".join(
        f"{_COLOUR_WORDS.get(colour, colour)} loses {n} ships to the warp" for colour, n in c.get("warp", {}).items())]
        if c.get("warp") else []), "the offense may have a second encounter" if c.get("second_encounter")
        else "the offense's turn ends"]) for c in conditions)
    text = (f"It depends on the deal. Both sides played a deal card, so the main players have "
            f"{seconds} seconds to agree and neither side wins the encounter. {outcomes[:1].upper()}"
            f"{outcomes[1:]}. ({'; '.join(dict.fromkeys(c['source'] + ' ' + c['section'] for c in cits[:3]))})")
    return q.answer("depends", text, conditions=conditions, citations=cits, entities=q.entity_ids(), confidence=0.85,
                    trace=trace, notes=["scenario: " + str(scenario)])


def _allies_outcome(data: dict) -> str:
    """What the allies ended with: colonies gained, rewards taken (the reverse cone swaps them)."""
    colonies, rewards = data.get("foreign_colonies") or {}, data.get("rewards") or {}
    told = "; ".join(
        f"{_COLOUR_WORDS[colour]} {said}" for colour in sum(_ALLY_COLOURS.values(), ())
        for said in (colonies.get(colour) and f"gains {colonies[colour]} foreign colony",
                     rewards.get(colour) and f"takes {rewards[colour]} rewards") if said)
    return f" {told[:1].upper()}{told[1:]}." if told else ""
