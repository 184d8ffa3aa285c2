"""The Seeker: one yes/no question to a main player, answered truthfully (FFG text).

Asked after the alliances, before the cards are chosen (the ``planning`` window). 14.14:
it may ask about the Miser's hoard and the Schizoid's victory conditions; whether the
player holds a card, whether its conditions need that many bases, or whether it will play
a card. For a question of fact the engine knows the truth and refuses a false answer; for
plans the asked player's answer binds it: yes makes it play that card, no forbids it.
Its scenario fields are declared with its effect (``register(fields=, doc=)``).

The answers are kept for the ``artefacts`` expect key under ``seeker.answers`` (a
record, not an artefact in the 15.1 sense).
"""
from __future__ import annotations

from resolver.engine.context import PowerContext
from resolver.engine.errors import ScenarioError
from resolver.engine.powers import register
from resolver.engine.powers.support import (
    announce,
    artefacts,
    card_choice,
    choose,
    is_random,
    number_choice,
    opponent,
    uses,
)

RULING = "more.14.14.seeker"
PATH = "encounter.powers.Seeker"


def _asked(ctx: PowerContext) -> str:
    mains = [c for c in (ctx.offense, ctx.defense) if c]
    if ctx.colour in mains:
        who = ctx.choice.get("ask", opponent(ctx, ctx.colour))
        if who != opponent(ctx, ctx.colour):
            raise ScenarioError("illegal", "a main Seeker asks its opponent", f"{PATH}.ask")
        return who
    return str(choose(ctx, "ask", mains)).lower()


def _truth(ctx: PowerContext, asked: str, about: str) -> tuple[bool | None, str]:
    """The true answer to a question of fact, and the question in words."""
    player = ctx.state.player(asked)
    if about in ("hand", "hoard"):
        card = card_choice(ctx, "card")
        if about == "hand":
            pile = player.hand
        else:
            if player.power != "power:Miser":
                raise ScenarioError("illegal", f"{asked} is not the Miser: it has no hoard", f"{PATH}.about")
            pile = artefacts(ctx.game, "power:Miser").get("hoard")
        return (None if pile is None else card in pile), f"does your {about} hold {card}?"
    if about == "conditions":
        if player.power != "power:Schizoid":
            raise ScenarioError("illegal", f"{asked} is not the Schizoid: it wrote no conditions", f"{PATH}.about")
        need = number_choice(ctx, "external_bases", 0)
        have = artefacts(ctx.game, "power:Schizoid").get("conditions", {}).get("external_bases")
        return (None if have is None else have == need), f"do your conditions need {need} external bases?"
    raise ScenarioError("illegal", f"{about!r}: ask about hand, hoard, conditions or plans", f"{PATH}.about")


def _plans(ctx: PowerContext, asked: str) -> None:
    """A question about the asked player's card this encounter: its answer binds it."""
    card = card_choice(ctx, "card")
    side = "offense" if asked == ctx.offense else "defense"
    hand = ctx.state.player(asked).hand
    can_promise = hand is None or card in hand
    if "answer" in ctx.choice and str(ctx.choice["answer"]).lower() == "yes" and not can_promise:
        raise ScenarioError("illegal", f"{asked} cannot promise to play {card}: it does not hold it",
                            f"{PATH}.answer")
    answer = choose(ctx, "answer", ["yes", "no"] if can_promise else ["no"])
    if answer == "yes":
        if hand is not None and card not in hand:
            raise ScenarioError("illegal", f"{asked} cannot promise to play {card}: it does not hold it",
                                f"{PATH}.answer")
        ctx.forced_cards[side] = card
    else:
        ctx.marks.seeker_forbids[side] = card
    _record(ctx, asked, f"will you play {card}?", answer)
    announce(ctx, f"asks {asked} 'will you play {card}?': {answer}; {asked} is bound by its answer")


def _record(ctx: PowerContext, asked: str, question: str, answer: str) -> None:
    artefacts(ctx.game, ctx.rule).setdefault("answers", []).append(
        {"asked": asked, "question": question, "answer": answer})


@register("Seeker", windows=("planning", "reveal"),
          fields=("use", "ask", "about", "card", "external_bases", "answer"),
          doc='`ask: <main player>` (a main Seeker asks its opponent), `about: hand`/`hoard` with `card`, `about: conditions` with `external_bases`, or `about: plans` with `card`; `answer: yes/no` (a false answer to a question of fact is refused; an answer about plans binds the player). Answers show under the expect key `artefacts: {seeker: {answers: […]}}`')
def seeker(ctx: PowerContext) -> None:
    """Ask one question (planning); at the reveal, check a ``no`` about plans was kept."""
    if ctx.window_name == "reveal":
        for side, card in ctx.marks.seeker_forbids.items():
            if ctx.cards.get(side) == card:
                raise ScenarioError("illegal", f"the {side} answered that it would not play {card}, and the "
                                    "Seeker's answer binds it", f"encounter.cards.{side}")
        return
    if is_random(ctx) or not uses(ctx):
        return                      # random games ask nothing: a question changes no state
    if "answer" in ctx.choice:      # YAML reads yes/no as booleans
        said = ctx.choice["answer"]
        ctx.choice["answer"] = ("yes" if said else "no") if isinstance(said, bool) else str(said)
    asked = _asked(ctx)
    about = str(ctx.choice.get("about", "plans")).lower()
    if about == "plans":
        _plans(ctx, asked)
        return
    truth, question = _truth(ctx, asked, about)
    if truth is None:
        answer = choose(ctx, "answer", ["yes", "no"])
    else:
        answer = "yes" if truth else "no"
        if "answer" in ctx.choice and str(ctx.choice["answer"]).lower() != answer:
            raise ScenarioError("illegal", f"{asked} must answer the Seeker truthfully: the answer is "
                                f"{answer}", f"{PATH}.answer", RULING if about != "hand" else None)
    rule = RULING if about in ("hoard", "conditions") else ctx.rule
    _record(ctx, asked, question, answer)
    announce(ctx, f"asks {asked} '{question}': {answer}", rule)
