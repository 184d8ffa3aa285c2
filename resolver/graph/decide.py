"""Deciding a frame from the claims: ``RuleGraph.decide`` (CLAIMS-SPEC §3).

A frame is ``<actor> <modal> <action> [<object>]`` (plus ``count N`` and ``when`` flags).
The claims about the frame's action whose actor and object are the frame's or a class
they belong to (``isa``, closed once at load) are the candidates. Each gives the frame
an answer (a ``may`` claim answers "may?" yes, a ``may-not`` claim no...). Claims that
hold in another edition, need an option that is off, or whose condition the context
refutes drop out. The rest are ranked by the declared precedence
(:mod:`resolver.graph.precedence`); the highest rank that decides, decides. A higher
claim whose condition the context leaves open makes the verdict ``depends`` on it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from resolver.graph.claims import MODAL_ALIASES, MODALS, Claim, When
from resolver.graph.precedence import Precedence
from resolver.graph.vocabulary import Nouns, Vocabulary

#: how a claim's modal answers a frame's modal: (answer, strong). A weak answer counts
#: only when no claim gives a strong one ("may launch" says nothing firm about "must?").
ANSWERS: dict[str, dict[str, tuple[str, bool]]] = {
    "may": {"may": ("yes", True), "must": ("yes", True), "may-not": ("no", True)},
    "may-not": {"may-not": ("yes", True), "may": ("no", True), "must": ("no", True)},
    "must": {"must": ("yes", True), "need-not": ("no", True), "may-not": ("no", True),
             "may": ("no", False)},
    "need-not": {"need-not": ("yes", True), "must": ("no", True), "may-not": ("yes", True),
                 "may": ("yes", False)},
    "is": {"is": ("yes", True), "is-not": ("no", True)},
    "is-not": {"is-not": ("yes", True), "is": ("no", True)},
    "counts": {"counts": ("yes", True), "does-not-count": ("no", True)},
    "does-not-count": {"does-not-count": ("yes", True), "counts": ("no", True)},
    "happens": {"happens": ("yes", True), "does-not-happen": ("no", True)},
    "does-not-happen": {"does-not-happen": ("yes", True), "happens": ("no", True)},
}


#: a fact that something is or counts as a class says nothing of the class's members
#: ("counts as a colony" is not "counts as a home colony"); the negative facts and the
#: permissions hold for every member ("may not play a card" covers every card)
_EXACT = ("is", "counts")

#: the modals asking whether an act is or may be done: one whose contrary (``words contrary-act``) its doer must do is not
_DONE = ("may", "must", "happens")

#: canonical frames remembered per book (the bank's 970 questions ask about 2,500, the bench's
#: 13,000 some 30,000: a smaller table, cleared when full, missed on every round)
FRAMES_KEPT = 1 << 16

#: the condition of which part of a power or card is used (``part "timing"``): no situation a
#: context describes, and nothing to ask when every part answers alike
PART = "part"


@dataclass(frozen=True)
class Frame:
    """A question in claim words: ``Frame("offense", "may", "keep", "card:Kicker")``."""

    actor: str
    modal: str
    action: str
    obj: str | None = None
    count: Any = None
    when: tuple[str, ...] = ()

    def __str__(self) -> str:
        """The string form :meth:`parse` reads back."""
        words = [w for w in (self.actor, self.modal, self.action, self.obj) if w]
        if self.count is not None:
            words += ["count", str(self.count)]
        for flag in self.when:
            words += ["when", flag]
        return " ".join(words)

    @classmethod
    def parse(cls, text: str) -> Frame:
        """``<actor> <modal> <action> [<object>] [count N] [when <flag> ...]``."""
        words = text.split()
        if len(words) < 3:
            raise ValueError(f"a frame is '<actor> <modal> <action> [<object>]', not {text!r}")
        actor, modal, action, rest = words[0], words[1], words[2], words[3:]
        obj = None
        if rest and rest[0] not in ("count", "when"):
            obj = rest.pop(0)
        count, when = None, []
        while rest:
            word = rest.pop(0)
            if word == "count" and rest:
                raw = rest.pop(0)
                count = int(raw) if raw.lstrip("-").isdigit() else raw
            elif word == "when" and rest:
                when.append(rest.pop(0))
            else:
                raise ValueError(f"unexpected {word!r} in frame {text!r}")
        return cls(actor, MODAL_ALIASES.get(modal, modal), action, obj, count, tuple(when))


@dataclass
class Decision:
    """The answer to a frame. ``claims`` decided it; ``overrides`` are the claims they beat."""

    verdict: str
    claims: list[Claim] = field(default_factory=list)
    overrides: list[Claim] = field(default_factory=list)
    conditions: list[str] = field(default_factory=list)
    sections: list[tuple[str, str]] = field(default_factory=list)
    value: Any = None
    frame: Frame | None = None
    #: optional rules the answer assumes in play: the question asked about something that
    #: only exists with them (a Kicker, Lucre, a Moon) while the call named no option
    assumes: list[str] = field(default_factory=list)
    #: lower-ranked claims of other rules stating a deciding claim word for word: cited too
    restated: list[Claim] = field(default_factory=list)

    def __bool__(self) -> bool:
        return self.verdict == "yes"

    def parts_alike(self) -> Decision:
        """This decision, but a ``depends`` only on which part of a power or card is used
        (:data:`PART`), every part answering yes or every part no, is that answer."""
        if self.verdict == "depends" and self.claims and all(w.key == PART for c in self.claims for w in c.conditions):
            answers = {ANSWERS[self.frame.modal].get(c.modal, ("?",))[0] for c in self.claims}
            if len(answers) == 1 and answers <= {"yes", "no"}:
                self.verdict = answers.pop()
        return self

    def to_dict(self) -> dict:
        return {"verdict": self.verdict, "claims": [c.to_dict() for c in self.claims],
                "overrides": [c.to_dict() for c in self.overrides], "conditions": list(self.conditions),
                "sections": [list(s) for s in self.sections],
                "value": list(self.value) if isinstance(self.value, tuple) else self.value,
                "assumes": list(self.assumes)}


class FrameError(ValueError):
    """A frame whose words are unknown or whose shape is wrong; the message says which."""


@dataclass
class _Cand:
    claim: Claim
    answer: str
    strong: bool
    state: bool | None          # True: holds; None: open (some condition undecided)
    rank: tuple = ()
    open: tuple[str, ...] = ()  # the texts of the conditions the context leaves open


class ClaimBook:
    """Every claim (stated and derived), indexed by action, with the isa closure."""

    def __init__(self, graph, vocab: Vocabulary, nouns: Nouns, claims: list[Claim],
                 derived: list[Claim], precedence: Precedence) -> None:
        self.graph = graph
        self.vocab = vocab
        self.nouns = nouns
        self.claims = claims
        self.derived = derived
        self.precedence = precedence
        self.up = self._closure()
        self._verbs_up: dict[str, tuple[str, ...]] = {}
        self._frames: dict[Frame | str, Frame] = {}
        # (edition, action, actor, object) -> the claims about it (the book never changes)
        self._claims_memo: dict[tuple, tuple] = {}
        # each claim with its precedence rank, computed once: decide only compares tuples
        self.by_action: dict[str, list[tuple[Claim, tuple]]] = {}
        # (action, actor) -> claims: a frame looks up its actor and the classes above it only
        self.by_key: dict[tuple, list[tuple[Claim, tuple]]] = {}
        # (edition, action) -> its claims in that edition, in by_action's order (:meth:`acting`)
        self._acting: dict[tuple[str, str], list[Claim]] = {}
        for c in claims + derived:
            entry = (c, self.rank(c))
            self.by_action.setdefault(c.action, []).append(entry)
            for edition in c.editions:
                self.by_key.setdefault((edition, c.action, c.actor, c.obj), []).append(entry)
                self._acting.setdefault((edition, c.action), []).append(c)

    def acting(self, action: str | None, edition: str) -> list[Claim]:
        """The claims of ``action`` that hold in ``edition`` (shared: callers must not change it)."""
        return self._acting.get((edition, action), [])

    # -- isa --------------------------------------------------------------
    def _parents(self) -> dict[str, set[str]]:
        parents: dict[str, set[str]] = {}
        for entry in self.vocab.in_space("noun"):
            key = self.nouns.key(entry.word)
            for sup in entry.isa:
                skey = self.nouns.key(sup)
                if key and skey and skey != key:
                    parents.setdefault(key, set()).add(skey)
        for entry in self.vocab.in_space("verb"):
            for sup in entry.isa:
                found = self.vocab.verb(sup)
                if found and found != entry.word:
                    parents.setdefault("verb:" + entry.word, set()).add("verb:" + found)
        for entry in self.vocab.in_space("graph-kind"):
            supers = [self.nouns.key(s) for s in entry.isa]
            for node in self.graph.nodes(entry.word):
                parents.setdefault(node, set()).update(s for s in supers if s and s != node)
        return parents

    def _closure(self) -> dict[str, tuple[str, ...]]:
        """key -> the key and every class above it, nearest first."""
        parents = self._parents()
        out: dict[str, tuple[str, ...]] = {}
        for key in parents:
            seen, order, todo = {key}, [key], [key]
            while todo:
                nxt = []
                for k in todo:
                    for p in sorted(parents.get(k, ())):
                        if p not in seen:
                            seen.add(p)
                            order.append(p)
                            nxt.append(p)
                todo = nxt
            out[key] = tuple(order)
        return out

    def above(self, key: str) -> tuple[str, ...]:
        return self.up.get(key, (key,))

    def depth(self, key: str | None) -> int:
        return 0 if key is None else len(self.above(key)) - 1

    def related(self, x: str | None, y: str | None) -> bool:
        """Is one key a kind of the other (a key left unsaid is related to any)?"""
        return x is None or y is None or x in self.above(y) or y in self.above(x)

    def held_apart(self, x: str, y: str) -> bool:
        """Are two roles, or two pieces held by roles (each named in its gloss: "the *offense's* own ships" against
        "a token a *defensive ally* committed"), unrelated? What a claim says one role or its pieces do, the other's
        need not."""
        owners = [self._holders(k) for k in (x, y)]
        return all(owners) and not any(self.related(a, b) for a in owners[0] for b in owners[1])

    def _holders(self, key: str) -> set[str]:
        """A role itself; the roles a piece's gloss names; else none."""
        word = key.split(":")[-1]
        if (entry := self.vocab.entry("noun", word)) is not None and entry.category == "role":
            return {key}
        return {self.nouns.key(r) for r in self.vocab.roles_in_gloss(word)} if "term:ship" in self.above(key) else set()

    # -- frames -----------------------------------------------------------
    def frame(self, frame: Frame | str) -> Frame:
        """The frame with canonical words; FrameError names an unknown word."""
        try:                              # a frame's canonical words depend on the graph only
            cached = self._frames.get(frame)
        except TypeError:                 # an unhashable count
            return self._canonical(frame)
        if cached is not None:
            return cached
        if isinstance(frame, str):
            try:
                parsed = Frame.parse(frame)
            except ValueError as exc:
                raise FrameError(str(exc)) from None
        canon = self._canonical(parsed if isinstance(frame, str) else frame)
        if len(self._frames) >= FRAMES_KEPT:   # bounded: a full table starts again
            self._frames.clear()
        self._frames[frame] = canon
        return canon

    def canonical(self, frame: Frame | str) -> Frame | None:
        """:meth:`frame`, or None for a frame whose words are no claim words (a reader's guess)."""
        try:
            return self.frame(frame)
        except FrameError:
            return None

    def _canonical(self, f: Frame) -> Frame:
        if f.modal in ("is", "is-not") and f.obj is None and self.vocab.verb(f.action) is None \
                and self.nouns.key(f.action) is not None:
            f = Frame(f.actor, f.modal, "kind-of", f.action, f.count, f.when)   # "X is card"
        actor = self._noun(f.actor, "actor")
        action = self.vocab.verb(f.action)
        if action is None:
            raise FrameError(f"unknown action {f.action!r}")
        modal = MODAL_ALIASES.get(f.modal, f.modal)
        if modal not in MODALS:
            raise FrameError(f"unknown modal {f.modal!r} (one of {', '.join(MODALS)})")
        obj = self._noun(f.obj, "object") if f.obj else None
        when = tuple(self.vocab.condition(w) or w for w in f.when)
        return Frame(actor, modal, action, obj, f.count, when)

    def _noun(self, word: str, role: str) -> str:
        if word in self.graph.g:
            return self.nouns.same.get(word, word)
        key = self.nouns.key(word)
        if key is None:
            raise FrameError(f"unknown {role} {word!r}: neither a vocabulary word nor a graph name")
        return key

    # -- deciding ---------------------------------------------------------
    def decide(self, frame: Frame | str, edition: str, options=(), context: dict | None = None,
               assume_options: bool = False, absent: frozenset[str] = frozenset()) -> Decision:
        """With ``assume_options``, a frame no claim of the rules in play covers is decided by
        the claims of optional rules (named in ``Decision.assumes``), as a question about a
        Kicker presumes the Kickers are in the game. ``absent``: condition keys known not to
        hold though the context does not describe them (a power nobody named is not in play):
        a claim needing one drops out, a claim needing its absence holds for it."""
        f = self.frame(frame)
        if f.action in ("before", "after") and f.modal == "may":
            # "may the ally go first?": to be allowed ahead is to be ahead (an order grants no leave)
            f = Frame(f.actor, "is", f.action, f.obj, f.count, f.when)
        ctx = self._context(f, context)
        if absent:
            ctx = {**{k: _Absent() for k in absent if k not in ctx}, **ctx}
        opts = frozenset(options)
        d = self._under(f, edition, opts, ctx)
        if d is None and assume_options and not self.option_ids <= opts:
            # nothing of the rules in play covers the frame: if optional rules' claims do, the
            # frame is about something only they bring (a Kicker, Lucre, a Moon)
            every = self.option_ids | opts
            d = self._under(f, edition, every, ctx)
            if d is not None:
                d.assumes = sorted({o for c in d.claims for o in c.options} - opts)
        if d is None and f.action == "after" and f.obj:
            # "is X after Y?" is "is Y before X?"
            d = self.decide(Frame(f.obj, f.modal, "before", f.actor, f.count, f.when), edition, options, context,
                            assume_options, absent)
            d.frame = f
            return d
        return Decision("undecided", frame=f) if d is None else d

    def _under(self, f: Frame, edition: str, opts: frozenset, ctx: dict) -> Decision | None:
        """The decision with these options on; None when no claim covers the frame."""
        cands = self._candidates(f, edition, opts, ctx)
        if f.count is not None:
            cands = self._by_count(cands, f, edition, opts)
        if not cands:
            return None
        d = self._delegate(f, cands, edition, opts, ctx)
        # a Decision is falsy unless 'yes': test for None, never truth
        return self._verdict(f, cands, edition, opts) if d is None else d

    @cached_property
    def option_ids(self) -> frozenset[str]:
        """Every optional rule some claim needs."""
        return frozenset(o for c in self.claims + self.derived for o in c.options)

    def _delegate(self, f: Frame, cands: list[_Cand], edition: str, opts: frozenset,
                  ctx: dict) -> Decision | None:
        """A claim that depends on another thing (``depending copied``) named by the context:
        the frame is decided again for that thing, citing the claim that sent it there."""
        for cand in cands:
            for w in cand.claim.conditions:
                if w.op != "as" or w.key not in ctx or not isinstance(ctx[w.key], str):
                    continue
                other = ctx[w.key]
                swap = Frame(other if f.actor == w.value else f.actor, f.modal, f.action,
                             other if f.obj == w.value else f.obj, f.count, f.when)
                rest = {k: v for k, v in ctx.items() if k != w.key}
                inner = self.decide(swap, edition, opts, rest)
                inner.claims = _unique([cand.claim, *inner.claims])
                inner.sections = _unique([*cand.claim.sections, *inner.sections])
                inner.frame = f
                return inner
        return None

    def _context(self, f: Frame, context: dict | None) -> dict:
        ctx = {(self.vocab.condition(k) or k): self._value(v) for k, v in (context or {}).items()}
        for flag in f.when:
            ctx.setdefault(flag, True)
        for key, v in list(ctx.items()):
            for implied, value in self.implies(key, v).items():
                ctx.setdefault(implied, value)
        return ctx

    def implies(self, key: str | None, value: Any = True) -> dict[str, bool]:
        """What a condition told ``value`` says of others (only one told true says any): ``condition
        first_lost isa not-first_encounter_successful`` (a lost first encounter was no successful one),
        ``condition first_won isa first_encounter_successful``. The one walk of these widenings, for
        the decider's context and the reader's situation (resolver/ask/claimed.py); a context never
        states what it already says otherwise."""
        return self._implied.get(key, {}) if value is True else {}

    @cached_property
    def _implied(self) -> dict[str, dict[str, bool]]:
        out: dict[str, dict[str, bool]] = {}
        for entry in self.vocab.in_space("condition"):
            for sup in entry.isa:
                found = self.vocab.condition(sup.removeprefix("not-"))
                if found and found != entry.word:
                    out.setdefault(entry.word, {})[found] = not sup.startswith("not-")
        return out

    def _value(self, v: Any) -> Any:
        """A context value that names a thing (``in_play="Cosmic Zap"``) as its canonical key."""
        if isinstance(v, (list, tuple, set, frozenset)):
            return [self._value(x) for x in v]
        if isinstance(v, str) and v not in ("yes", "no", "true", "false"):
            return v if v in self.graph.g else (self.nouns.key(v) or v)
        return v

    def _actions(self, action: str) -> tuple[str, ...]:
        """The action and the wider actions it belongs to (``isa`` between actions)."""
        found = self._verbs_up.get(action)
        if found is None:
            found = tuple(a.split(":", 1)[1] for a in self.above("verb:" + action))
            self._verbs_up[action] = found
        return found

    def _candidates(self, f: Frame, edition: str, opts: frozenset, ctx: dict) -> list[_Cand]:
        answers = ANSWERS[f.modal]
        out = []
        for c, rank in self.claims_of(f, edition):
            ans = answers.get(c.modal)
            if ans is None or (c.options and not c.options <= opts):
                continue
            # (an option's name is the thing it brings: "cost 10 *Lucre*" is the money's cost)
            brought = (f.obj or "").startswith("option:") and ":" in (c.obj or "option:") and c.obj in self.above(f.obj)[1:]
            if c.obj != f.obj and not brought and (c.modal in _EXACT and c.obj is not None or c.modal == "must" and c.count not in (None, (1, 1))
                                                   or c.obj is not None and (c.modal, f.modal) == ("may", "must")):
                continue                  # nor does an obligation on so many of a class, which any of them meet ("must
                #                           draw seven cards", its object in words or not, is no "must draw a destiny card"),
                #                           nor a permission on a whole class a "must" of one kind ("may challenge a planet")
            state, open_texts = self._holds(c, ctx, edition, opts) if c.conditions else (True, ())
            if state is False:
                continue
            out.append(_Cand(c, ans[0], ans[1], state, rank, open_texts))
        if f.modal in ("is", "is-not", *_DONE):
            # "are the Moons placed face up?": a thing that is one of two contrary predicates is not the other
            # (vocabulary ``words contrary-predicate``: a claim the Moons are face down answers no), when the claim
            # tests every situation told (a state may change: "is my card face up *after the reveal*?"); likewise an
            # act its doer must do the contrary of ("do we lay our cards face up?" against "must play them face down",
            # ``words contrary-act``), by the asked actor, a class of it, or, none answering the act itself, a kind of it
            told, wanted = {k for k, v in ctx.items() if v is True}, ("is",) if f.modal in ("is", "is-not") else ("must", "happens")
            for other in self.contraries().get(f.action, ()):
                for c in self.acting(other, edition):
                    tested = {w.key for w in c.conditions if w.key}
                    if c.modal not in wanted or not (c.obj == f.obj or c.obj is None or f.obj and c.obj in self.above(f.obj)) or not (
                            c.actor in self.above(f.actor) or not out and f.modal in _DONE and f.actor in self.above(c.actor)) or (
                            c.options and not c.options <= opts) or not told <= tested.union(*(self.implies(k) for k in tested)):
                        continue
                    state, open_texts = self._holds(c, ctx, edition, opts) if c.conditions else (True, ())
                    if state or state is None and wanted == ("is",):   # an act's contrary: where its claim holds
                        out.append(_Cand(c, "yes" if f.modal == "is-not" else "no", True, state, self.rank(c), open_texts))
        return out

    def contraries(self) -> dict[str, tuple[str, ...]]:
        """Each predicate or act to those that cannot hold of the same thing with it (``words contrary-predicate``,
        ``contrary-act``)."""
        found = self.__dict__.get("_contrary")
        if found is None:
            found = {}
            for entry in (self.vocab.entry("words", "contrary-predicate"), self.vocab.entry("words", "contrary-act")):
                for a, b in (p.split(" ", 1) for p in (entry.aka if entry else [])):
                    found[a] = (*found.get(a, ()), b)
            self._contrary = found
        return found

    def claims_of(self, f: Frame, edition: str):
        """The claims of an edition about the frame's action, actor and object, or a wider
        class of each; a claim with no object answers a frame with any (or none)."""
        key = (edition, f.action, f.actor, f.obj)
        memo = self._claims_memo
        found = memo.get(key)
        if found is None:
            objects = (*self.above(f.obj), None) if f.obj else (None,)
            found = tuple(entry for action in self._actions(f.action) for actor in self.above(f.actor)
                          for obj in objects for entry in self.by_key.get((edition, action, actor, obj), ()))
            if len(memo) < 16384:
                memo[key] = found
        return found

    def _by_count(self, cands: list[_Cand], f: Frame, edition: str, opts: frozenset) -> list[_Cand]:
        """With ``count N``: claims whose quantity decides N answer; the others stay silent,
        but an unconditional claim that answers no with no quantity of its own (a
        prohibition, "need not") holds for any number of what it is about, and a permission with
        none on a thing ("may take a card") allows one of it."""
        out = []
        for cand in cands:
            quantity = self.quantity(cand.claim, edition, opts)
            fit = True if quantity is None and f.count == 1 and "may" == f.modal == cand.claim.modal \
                else _fits(quantity, f.count, (cand.claim.modal in ("must", "is") or "measure" in self._actions(
                    cand.claim.action)) and (f.count != 1 or isinstance(f.count, Exact)))
            if fit is None and (quantity is not None or cand.answer != "no" or cand.claim.conditions):
                continue
            if fit is False and cand.answer == "yes":
                cand = _Cand(cand.claim, "no", cand.strong, cand.state, cand.rank, cand.open)
            out.append(cand)
        return out

    def _verdict(self, f: Frame, cands: list[_Cand], edition: str, opts: frozenset) -> Decision:
        cands, beaten = self._explicit(cands)
        strong = [c for c in cands if c.strong]
        pool = strong or cands
        pool.sort(key=lambda c: c.rank, reverse=True)
        pending: list[_Cand] = []
        i = 0
        while i < len(pool):
            j = i
            while j < len(pool) and pool[j].rank == pool[i].rank:
                j += 1
            group = pool[i:j]
            held = [c for c in group if c.state is True]
            pending += [c for c in group if c.state is None]
            if held:
                return self._settle(f, held, pending, pool[j:] + beaten, edition, opts)
            i = j
        return self._open(f, pending, beaten, edition, opts)

    def _explicit(self, cands: list[_Cand]) -> tuple[list[_Cand], list[_Cand]]:
        """Drop the claims of a rule another candidate names in ``overrides``."""
        named = {r for c in cands for r in c.claim.overrides}
        if not named:
            return cands, []
        return ([c for c in cands if c.claim.rule not in named],
                [c for c in cands if c.claim.rule in named])

    def _settle(self, f: Frame, held: list[_Cand], pending: list[_Cand], lower: list[_Cand],
                edition: str, opts: frozenset) -> Decision:
        answers = {c.answer for c in held}
        if len(answers) > 1:
            conds = [f"as {_where(c.claim)} says, {c.answer}" for c in held]
            return self._decision(f, "depends", held, [], conds, edition, opts)
        answer = answers.pop()
        if any(c.answer != answer for c in pending):
            # a narrower claim with the other answer is open: every narrower open claim
            # says when which answer holds
            return self._decision(f, "depends", pending + held, [], _texts(pending), edition, opts)
        beaten = [c.claim for c in lower if c.answer != answer]
        # a lower rule restating a deciding claim word for word (same frame, same conditions)
        # states the same answer: its section is cited too
        said = {_restated(c.claim) for c in held}
        out = self._decision(f, answer, held + pending, beaten, [], edition, opts)
        out.restated = [c.claim for c in lower if c.state is True and c.answer == answer and _restated(c.claim) in said]
        return out

    def _open(self, f: Frame, pending: list[_Cand], beaten: list[_Cand], edition: str,
              opts: frozenset) -> Decision:
        """Nothing holds for sure: the verdict depends on the narrowest open claims only,
        so a general rule's conditions never drown an exception's."""
        if not pending:
            return Decision("undecided", frame=f)
        top = [c for c in pending if c.rank == pending[0].rank]
        # the open general rule an open exception narrows is beaten too (cited with the answer)
        lower = [c.claim for c in pending if c.rank != top[0].rank and c.answer not in {t.answer for t in top}]
        return self._decision(f, "depends", top, [*(c.claim for c in beaten), *lower], _texts(top), edition, opts)

    def _decision(self, f: Frame, verdict: str, cands: list[_Cand], beaten: list[Claim],
                  conds: list[str], edition: str, opts: frozenset) -> Decision:
        claims = _unique([c.claim for c in cands])
        sections = _unique([s for c in claims for s in c.sections])
        value = next((v for v in (self.quantity(c, edition, opts) for c in claims) if v is not None), None)
        return Decision(verdict, claims, _unique(beaten), conds, sections, value, f)

    # -- conditions -------------------------------------------------------
    def _holds(self, c: Claim, ctx: dict, edition: str, opts: frozenset) -> tuple[bool | None, tuple[str, ...]]:
        """(True, ()) when every condition holds, (False, ()) when one fails, else (None, open texts).

        A context that says anything describes the situation: a claim whose conditions
        test only keys the context does not mention (an Edict played, a power zapped) is
        about another situation and does not hold; a narrower case of a condition told (a
        Secret Moon lost unrevealed, when a lost challenge is told) is that situation, left open.
        With no context every condition is open.
        """
        keyed = [w.key for w in c.conditions if w.key not in (None, PART)]
        # (told itself: a sibling told, first_won, implies first_encounter_successful but says nothing of first_deal;
        # and told alone: a story telling more, a count of matching players, says which case it is)
        # (a flag no claim tests, "the defense lost", is only words for what it implies: it is no sibling)
        wide = [w for k in keyed for w, positive in self.implies(k).items() if positive and ctx.get(w) is True and not any(
            self.implies(o, ctx[o]).get(w) and o in self._tested for o in ctx)]
        # (what the words-only flag implies is told by it, not beside it)
        keyed += wide if {k for k, v in ctx.items() if not isinstance(v, _Absent) and k in self._tested and not any(
            self.implies(o, ctx[o]).get(k) is not None and o not in self._tested for o in ctx)} <= set(wide) else []
        if ctx and keyed and not any(k in ctx and not isinstance(ctx[k], _Absent) for k in keyed) and any(
                not isinstance(v, _Absent) for v in ctx.values()):
            return False, ()
        open_texts = []
        for w in c.conditions:
            held = self._test(w, c, ctx, edition, opts)
            if held is False:
                return False, ()
            if held is None:
                open_texts.append(w.text)
        return (None, tuple(open_texts)) if open_texts else (True, ())

    @cached_property
    def _tested(self) -> frozenset[str]:
        """Every condition key some claim tests."""
        return frozenset(w.key for c in self.claims + self.derived for w in c.conditions)

    def _test(self, w: When, c: Claim, ctx: dict, edition: str, opts: frozenset) -> bool | None:
        if w.key is None or w.key not in ctx or isinstance(ctx[w.key], _Absent) and w.op not in ("true", "false"):
            return None
        if isinstance(w.value, str) and w.value in self.graph._params:
            w = When(w.text, w.key, w.op, self._number(w.value, c, edition, opts))
        return w.holds(ctx)

    # -- precedence -------------------------------------------------------
    def rank(self, c: Claim) -> tuple:
        """The claim's precedence key: its measures in the declared order (larger wins)."""
        return tuple(self._measure(m, c) for m in self.precedence.ranks)

    def _measure(self, measure: str, c: Claim) -> int:
        if measure == "house":
            return int(c.house)
        if measure == "sourced":
            return int(c.house or not c.sections or any(s[0] != "house" for s in c.sections))
        if measure == "option":
            return len(c.options)
        if measure == "actor":
            return self.depth(c.actor)
        if measure == "object":
            return self.depth(c.obj)
        if measure == "action":
            return len(self._actions(c.action)) - 1
        if measure == "kind":
            return self.precedence.kind_rank(c.kind)
        if measure == "conditions":
            return len(c.conditions)
        if measure == "stated":
            return int(c.derived is None)
        return 0

    # -- quantities -------------------------------------------------------
    def quantity(self, c: Claim, edition: str, opts: frozenset) -> Any:
        """The claim's number or range with params resolved: ``(lo, hi)``, a number, "none"."""
        if c.count is not None:
            lo, hi = (self._number(v, c, edition, opts) for v in c.count)
            return lo if lo == hi else (lo, hi)
        if c.limit is not None:
            return "none" if c.limit == "none" else self._number(c.limit, c, edition, opts)
        if c.minimum is not None:
            return ("at least", self._number(c.minimum, c, edition, opts))
        return None

    def _number(self, v: Any, c: Claim, edition: str, opts: frozenset) -> Any:
        if isinstance(v, (int, float)):
            return v
        own = self.graph.g.nodes[c.rule_node].get("params", {}) if c.rule_node in self.graph.g else {}
        if v in own:
            return own[v]
        try:
            return self.graph.param(str(v), edition, tuple(opts))
        except KeyError:
            return v




class Exact(int):
    """A count a question closes in with a restrictive word ("*just one* token", "*only two* of them"): the number
    itself, not a bound, even when it is one (:func:`_fits`)."""


class _Absent(int):
    """False for a condition the context does not describe but that is known not to hold:
    it does not make the context a description of a situation (:meth:`ClaimBook._holds`)."""

    def __new__(cls) -> _Absent:
        return super().__new__(cls, 0)

    def __repr__(self) -> str:
        return "absent"


def _fits(quantity: Any, n: Any, exact: bool = False) -> bool | None:
    """Does ``n`` fit the quantity? None when the quantity says nothing about it. A number a player
    must (``exact``) act on, or that a thing is stated to have (an ``is`` fact or a measure: "each
    colour has 20 tokens": not 15; "+1 costs 6 Lucre": not 3), is that number, not a bound ("puts 4 on each planet": not 3);
    a count of one stays a bound, as one is what an article ("a card") says too."""
    if quantity is None or not isinstance(n, (int, float)):
        return None
    if quantity == "none":
        return True
    if isinstance(quantity, tuple) and quantity and quantity[0] == "at least":
        return False if isinstance(quantity[1], (int, float)) and n < quantity[1] else None
    if isinstance(quantity, tuple):
        lo, hi = quantity
        if isinstance(lo, (int, float)) and isinstance(hi, (int, float)):
            return lo <= n <= hi
        return None
    if isinstance(quantity, (int, float)):
        return n == quantity if exact else n <= quantity
    return None


def _restated(c: Claim) -> tuple:
    """What a claim states, whichever rule states it: its frame and its conditions."""
    return (c.actor, c.modal, c.action, c.obj, tuple((w.key, w.op, str(w.value)) for w in c.conditions))


def _texts(cands: list[_Cand]) -> list[str]:
    return _unique([t for c in cands for t in c.open])


def _where(c: Claim) -> str:
    return f"{c.sections[0][0]} {c.sections[0][1]}" if c.sections else c.rule


def _unique(items: list) -> list:
    out, seen = [], set()
    for x in items:
        k = id(x) if isinstance(x, Claim) else x
        if k not in seen:
            seen.add(k)
            out.append(x)
    return out
