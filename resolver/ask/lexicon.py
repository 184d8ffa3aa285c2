"""The words of questions: verb classes, quantity hints and words that are also power names.

This is language, not rules: it says which English words ask for which kind
of relation or which parameter. Every number and ruling comes from the graph.
"""
from __future__ import annotations

from functools import lru_cache

#: question verb (stemmed) -> relation class
VERB_CLASSES: dict[str, str] = {
    **dict.fromkeys("block stop cancel silence prevent shut forbid disable neutralise neutralize "
                    "negate nullify counter halt muzzle hinder".split(), "block"),
    **dict.fromkeys("affect hit touch influence apply".split(), "affect"),
    **dict.fromkeys("count".split(), "count"),
    **dict.fromkeys("override beat trump supersede outrank".split(), "override"),
    **dict.fromkeys("acquire obtain gain receive take steal grab".split(), "acquire"),
    **dict.fromkeys("transfer".split(), "transfer"),
    **dict.fromkeys("replace".split(), "replace"),
    **dict.fromkeys("modify change".split(), "modify"),
}

#: relation class -> (positive verb, negative verb) in the graph
RELATION_VERBS: dict[str, tuple[str, ...]] = {
    "block": ("blocks", "does-not-block"),
    "affect": ("affects", "does-not-affect", "blocks", "does-not-block"),
    "count": ("counts-for", "does-not-count-for"),
    "override": ("overrides",),
    "acquire": ("cannot-acquire-except-via",),
    "transfer": ("transfers-with",),
    "replace": ("replaces",),
    "modify": ("modifies",),
}

#: graph verbs that answer "no" to their positive question
NEGATIVE_VERBS = frozenset({"does-not-block", "does-not-affect", "does-not-count-for"})

#: passive participles that mean "blocked"
PASSIVE_BLOCK = "blocked stopped cancelled canceled silenced prevented affected shut disabled " \
                "neutralised neutralized negated countered forbidden"

#: power names that are also ordinary English words: linked only when used as a name
AMBIGUOUS_NAMES = frozenset(
    "will force mind chosen reserve plant void ghost judge machine trader healer grief virus "
    "disease filth butler bully ethic empath mirror sting queue oracle seeker magnet crystal "
    "aura prophet witch demon pirate siren vampire worm dragon laser gambler vacuum clone "
    "pacifist parasite insect phantom warrior zombie loser calculator delegator diplomat "
    "cavalry connoisseur assessor aristocrat entrepreneur industrialist visionary".split())

#: words before an ambiguous word that make it a name ("the will", "versus force")
NAME_LEADERS = frozenset("the a an vs versus against and or copy copies copying copied with "
                         "by than between power alien".split())

#: words after an ambiguous word that make it a name ("will power", "force flare")
NAME_FOLLOWERS = frozenset("power powers flare flares alien vs versus and or".split())

#: words after which an ambiguous word is a verb or auxiliary, not a name
AUXILIARY_FOLLOWERS = frozenset("the a an i you he she it we they be have not my your his her "
                                "their our this that there them us me someone anyone players "
                                "player".split())

#: ordinary question words never read as misspelt names
COMMON_WORDS = frozenset("""
allied happen happens happened first second goes going order whose allowed allow able still
forced forcing willing minded chosen choose chooses choosing planting played playing plays
player players mirrored cloned reserved judged ghosts plants voided witches queued
versus against blocked blocking stopped stopping cancelled cancelling silenced
question rules rule ruling mean means meaning explain define definition happening
maximum minimum many much number total totals win wins winner winning lose loses losing
""".split())


@lru_cache(maxsize=65536)
def verb_class(word: str) -> str | None:
    """The relation class of a question word (``stops`` -> ``block``), if it has one."""
    from resolver.ask.text import stem
    return _VERBS_BY_STEM.get(word) or _VERBS_BY_STEM.get(stem(word))


def _by_stem() -> dict[str, str]:
    from resolver.ask.text import stem
    out = dict(VERB_CLASSES)
    out.update({stem(k): v for k, v in VERB_CLASSES.items()})
    return out


_VERBS_BY_STEM = _by_stem()
