"""Which rule (by its id in rulesdata/) each engine step applies, per edition.

The engine cites these ids on its events; ``Params`` reads every number through
the rule graph. A test checks that every id here exists in the graph.
"""
from __future__ import annotations

from typing import Any

#: step -> (mayfair rule id, ffg rule id); None where the edition has no such step
STEPS: dict[str, tuple[str | None, str | None]] = {
    "setup.ships": ("mayfair.setup.tokens", "ffgov.setup.ships"),
    "setup.hand": ("mayfair.setup.challenge-deck", "ffgov.setup.hand"),
    "setup.destiny": ("mayfair.setup.destiny-pile", "ffgov.setup.destiny"),
    "setup.first": ("mayfair.setup.first-player", "ffgov.setup.first"),
    "start.check": ("mayfair.prechallenge.check", "ffgov.start.check"),
    "start.redraw": ("mayfair.prechallenge.redraw", "ffg.nocards.start"),
    "regroup": ("mayfair.stage1.retrieve", "ffgov.regroup"),
    "regroup.gate": ("mayfair.stage1.no-bases", "ffgov.regroup.none"),
    "destiny.draw": ("mayfair.stage2.destiny", "ffgov.destiny.draw"),
    "destiny.regular": ("mayfair.stage2.regular-defender", "ffgov.destiny.colour"),
    "destiny.reverse": ("mayfair.stage2.reverse-flip", None),
    "destiny.wild": ("mayfair.stage2.wild-effect", "ffgov.destiny.wild"),
    "destiny.own-skip": ("mayfair.stage2.own-skip", "ffgov.destiny.own"),
    "destiny.own-challenge": ("mayfair.stage2.own-announce", "ffgov.destiny.own"),
    "destiny.own-empty": ("mayfair.stage2.own-empty", "ffgov.destiny.own-empty"),
    "destiny.own-empty-counts": ("mayfair.stage2.own-empty-counts", "ffgov.destiny.own-empty"),
    "destiny.reshuffle": ("engine.deck.reshuffle", "ffgov.destiny.reshuffle"),
    "deck.reshuffle": ("engine.deck.reshuffle", "engine.deck.reshuffle"),
    "launch": ("mayfair.stage3.commit", "ffgov.launch.ships"),
    "launch.point": ("mayfair.stage3.point", "ffgov.launch.gate"),
    "defend": ("mayfair.stage3.defend-all", "ffgov.launch.defender"),
    "bystanders": ("mayfair.stage3.others", "ffg.bystander.effect"),
    "invite.offense": ("mayfair.stage4.invite", "ffgov.alliance.attacker"),
    "invite.defense": ("mayfair.stage5.invite", "ffgov.alliance.defender"),
    "ally.order": ("mayfair.stage6.order", "ffgov.alliance.order"),
    "ally.commit.offense": ("mayfair.stage6.off-place", "ffgov.alliance.off-ships"),
    "ally.commit.defense": ("mayfair.stage6.def-place", "ffgov.alliance.def-ships"),
    "ally.one-side": ("mayfair.stage6.one-side", "ffgov.alliance.order"),
    "ally.invited": ("mayfair.stage6.invited-only", "ffgov.alliance.order"),
    "ally.commit": ("mayfair.stage6.commit", "ffgov.alliance.off-ships"),
    "planning": ("mayfair.stage7.facedown", "ffgov.planning.choose"),
    "planning.defense-none": ("mayfair.stage7.defense-nocards", "ffg.nocards.defense"),
    "planning.offense-none": ("mayfair.prechallenge.runout", "ffg.nocards.during"),
    "reveal": ("mayfair.stage8.reveal", "ffgov.reveal.flip"),
    "totals": ("mayfair.stage8.totals", "ffgov.reveal.attack"),
    "higher": ("mayfair.stage8.higher", "ffgov.reveal.attack"),
    "tie": ("mayfair.stage8.tie", "ffgov.reveal.tie"),
    "reinforce": ("mayfair.reinforce.who", "ffg.reinforce.when"),
    "reinforce.side": ("mayfair.reinforce.who", "ffg.reinforce.side"),
    "attack-vs-deal": ("mayfair.stage8.b.winner", "ffgov.reveal.negotiate-attack"),
    "morph": (None, "ffgov.reveal.morph"),
    "offense-wins.land": ("mayfair.stage8.offense-wins", "ffgov.resolution.attack-wins"),
    "offense-wins.losses": ("mayfair.stage8.offense-wins-losses", "ffgov.resolution.attack-wins-losses"),
    "defense-wins": ("mayfair.stage8.defense-wins", "ffgov.resolution.defense-wins"),
    "def-allies.return": ("mayfair.stage8.def-allies-return", "ffgov.resolution.def-allies"),
    "def-allies.reward": ("mayfair.stage8.def-allies-reward", "ffgov.resolution.def-allies"),
    "reverse.def-wins": ("mayfair.reverse.def-wins", None),
    "reverse.off-wins": ("mayfair.reverse.off-wins", None),
    "reverse.losers": ("mayfair.reverse.losers", None),
    "consolation": ("mayfair.stage8.b.count", "ffgov.reveal.negotiate-attack"),
    "consolation.short": ("mayfair.stage8.b.short", "ffgov.reveal.negotiate-attack"),
    "losers.warp": ("mayfair.stage8.b.losses", "ffgov.reveal.negotiate-attack"),
    "deal.return": ("mayfair.stage8.c.return", "ffgov.reveal.both-negotiate"),
    "deal.made": ("mayfair.stage8.c.content", "ffgov.resolution.deal"),
    "deal.base": ("mayfair.stage8.c.base-how", "ffgov.resolution.deal"),
    "deal.one-base": ("mayfair.stage8.c.one-base", "ffgov.resolution.deal"),
    "deal.allies": ("mayfair.stage8.c.allies", "ffgov.reveal.both-negotiate"),
    "deal.fail": ("mayfair.stage8.c.fail", "ffgov.resolution.deal-fail"),
    "discard": ("mayfair.stage9.discard", "ffgov.resolution.discard"),
    "second": ("mayfair.stage10.second", "ffgov.resolution.attack-wins-second"),
    "second.nocards": ("mayfair.stage10.second-nocards", "ffg.nocards.second"),
    "turn-end": ("mayfair.stage10.turn-end", "ffgov.resolution.defense-wins-turn"),
    "next": ("mayfair.stage10.next", "ffgov.turn.order"),
    "colony": ("mayfair.win.base-def", "ffgov.goal.colony-def"),
    "colony.lost": ("mayfair.stage3.empty-base", "ffg.home.lost"),
    "colony.track": (None, "ffg.track.reflect"),
    "power.lost": ("mayfair.power-loss.threshold", "ffg.power.loss"),
    "power.regained": ("mayfair.power-loss.regain", "ffg.power.regain"),
    "win": ("mayfair.win.five", "ffg.track.win"),
    "win.joint": ("mayfair.win.joint", "ffg.track.joint"),
    "timing": ("mayfair.timing.order", "mayfair.timing.order"),
}


def rule_ids(edition: str) -> dict[str, str]:
    """step -> rule id for one edition (steps the edition lacks are left out)."""
    index = 0 if edition == "mayfair" else 1
    return {step: ids[index] for step, ids in STEPS.items() if ids[index]}


class Params:
    """Named numbers of one edition and option set, read from the rule graph (cached)."""

    def __init__(self, rules, edition: str, options: tuple[str, ...] = ()) -> None:
        self.rules = rules
        self.edition = edition
        self.options = tuple(options)
        # shared by every Params of the same graph, edition and options (a graph never changes):
        # a scenario's set-up and its game read the same numbers without looking them up again
        shared = rules.__dict__.setdefault("_params_memo", {}) if hasattr(rules, "__dict__") else {}
        self._cache: dict[str, tuple[Any, str]] = shared.setdefault((edition, self.options), {})

    def _get(self, name: str) -> tuple[Any, str]:
        if name not in self._cache:
            value, rule, _cits = self.rules.param_rule(name, self.edition, self.options)
            self._cache[name] = (value, rule)
        return self._cache[name]

    def __getitem__(self, name: str) -> Any:
        return self._get(name)[0]

    def rule(self, name: str) -> str:
        """The id of the rule that states the parameter."""
        return self._get(name)[1]
