"""The players' question sets (tests/ask_blind/set-*.yaml), judged by tests/ask_scoring.py.

Each set was written blind from the seeds and run once before anyone looked at its misses
(docs/asking.md, "Scores"); since then they are dev sets. These tests hold the contract on
all of them and keep the figures from sliding back: a yes/no question (by its expected
verdict) is never answered `text` or `value`, wrong yes/no answers never grow past the
figure measured when the ceiling was set, and the right answers never fall below their
floor. Raise a floor or lower a ceiling as the question layer improves; never the reverse
to make a test pass.
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from ask_scoring import score

SETS = Path(__file__).with_name("ask_blind")
#: set -> (right answers at least, wrong yes/no at most), measured 3 Dec 2026 (issue 13, end of
#: the tenth session, main 31e3d28) with five entries of slack for the right answers. Sets 7, 8,
#: 9, p1 and 10 came in blind with wrong yes/no answers (docs/asking.md, "Scores"): their ceilings are
#: the lowest figures measured since and must only come down.
FIGURES = {"set-1.yaml": (273, 0), "set-2.yaml": (398, 0), "set-3.yaml": (263, 0),
           "set-4.yaml": (325, 0), "set-5.yaml": (354, 0), "set-6.yaml": (338, 0),
           "set-7.yaml": (296, 0), "set-8.yaml": (305, 0), "set-9.yaml": (335, 0),
           # plain short questions as a new user types them, written blind on 2 Dec 2026 and
           # first run on c938752 (220/464, 9 wrong yes/no); 225 and 7 wrong at a7aa3b8
           "set-p1.yaml": (271, 0),
           # set 10, blind: 272/590 (5 wrong) on c938752, 278/590 (6 wrong) on a7aa3b8
           "set-10.yaml": (321, 0),
           # set 12, blind (ninth session, 3 Dec 2026): 268/520 (10 wrong) on ebd75dd, 281/520
           # (10 wrong) on main 724804c at the session's end; its ceiling must only come down
           # 2 after wy15 (a count told), 1 after wy15 (colours compared), 0 after uf17 (the alert lamps'
           # complexity one predicate per direction)
           "set-12.yaml": (302, 0),
           # set 13, blind (tenth session, 3 Dec 2026): 337/536 (4 wrong) on 1db1e5d, 343/536
           # (3 wrong) on main 31e3d28 at the session's end (FFG phase labels read as their
           # headings, tests/ask_scoring.py section_key); 345 and 0 wrong after wa14 (dev)
           "set-13.yaml": (340, 0),
           # set 14, blind (eleventh session, 3 Dec 2026): 299/531 (4 wrong) on 17d4cb6, 304/531
           # (4 wrong) on main a7f6756 at the session's end; its ceiling must only come down;
           # 2 after wy14a, 1 after wy14b (an encounter-less hand read as one with no encounter cards), 0 after wy15
           # (the colour drawn against the system asked)
           "set-14.yaml": (299, 0),
           # set 15, blind (twelfth session, 3 Dec 2026): 289/519 (5 wrong) on 459f927 (292 with
           # the FFG role words judged as one, f59c853), 295/519 (5 wrong) on main 14ad6ae at the
           # session's end; its ceiling must only come down: 3 after wy15a (the zap's same encounter,
           # a number after "between"), 1 after wy15b (a thing classed as itself, a clause's adverbs)
           # 0 after cl16 (a mandatory power used only when it suits)
           "set-15.yaml": (290, 0),
           # set 16, blind (thirteenth session, 3 Dec 2026): 323/520 (6 wrong) on 7eab1b4, 327/520
           # (6 wrong) on main 8641a51 at the session's end; its ceiling must only come down: 3 after
           # wy16b (refusing to invite, "without ships", a flag that denies what a ban tests), 2 after
           # wy16a (a condition said together with its contrary), 0 after uf17 ("every one of" as a count,
           # "simpler" apart from "more complex")
           "set-16.yaml": (322, 0),
           # set 17, blind (fourteenth session, 3 Dec 2026): 323/509 (2 wrong) on 313a1f0, 331/509
           # (2 wrong) on main 095d0b2 at the session's end, with its full-heading section labels
           # read as the contract's numbers (163 and 167 judged strictly); its ceiling must only come down:
           # 1 after wy17b (a told situation that claims test on the act with its destination, "place-on",
           # tests the bare act "place" too: the Stage 1 warp-token ban no longer decides the own-colour refill);
           # 0 after wy17a ("keep playing" is read as playing, not as keeping the power card face up)
           "set-17.yaml": (326, 0),
           # set 18, blind (fifteenth session, 3 Dec 2026): 315/501 (6 wrong) on 5512431, 320/501
           # (6 wrong) on main d149d3a at the session's end; its ceiling must only come down:
           # 5 after wy18a (a ban on the thing named after "instead of" no longer answers the asked one);
           # 4 with wy18b (a count told that rules out the claims naming "I" leaves no narrower role,
           # the Negotiate player's loss, to answer "have I lost my power?" at three home colonies);
           # 3 after wy18b's second step (a number a player must act on is that number, not a bound);
           # 0 after nf19 ("does that stop me from playing Plague" asks may-not; "is X both A and B" asks each;
           # "invited by" tells the invited situation, and a ban on "both sides" does not answer "which side")
           "set-18.yaml": (315, 0),
           # set 19, blind (sixteenth session, 4 Dec 2026): 306/500 (6 wrong) on e27e2ab, 307/500
           # (6 wrong) on main 6e3dc4e at the session's end, with section labels that carry a document
           # prefix ("MCE 15.4") read by section_key; its ceiling must only come down:
           # 5 after wy20 ("too few to count" asks the contrary of the act after "too … to");
           # 3 after wy20's second step ("must it discard *without playing*" against a rule's "may first play";
           # "openly" against "in secret"); 2 after wy21 (the number of players told is the game's size the
           # claims on the asked object compare: five players add no extra Flares); 1 after wy21's second step (a ban
           # on the situation the story tells holds for the side named, a main player's permission no exception);
           # 0 after wy21's third step (a colour asked apart from the one colour told drawn, against claims of a colour)
           "set-19.yaml": (306, 0),
           # set 20, blind (seventeenth session, 4 Dec 2026): 325/500 (5 wrong) on 63e58ca, 326/500
           # (5 wrong) on main c91fe738 at the session's end (run at the eighteenth session's start);
           # five entries of slack; its ceiling must only come down: 1 after wy21 ("does that …" stands for the
           # told sentence's subject; a Continuing Moon effect ends on desertion; a sourced rule outranks the
           # engine's own assumption); 0 after wy21's last step ("in my second encounter": a stretch of play after a
           # preposition, worded as a condition, states a later encounter; "that turn" is a scope)
           "set-20.yaml": (321, 0),
           # set 21, blind (eighteenth session, 4 Dec 2026): 313/500 (2 wrong) on 4c6a677b, 321/500
           # (2 wrong) on main d82f1fe7 at the session's end; five entries of slack; its ceiling must
           # only come down: 0 after rd22 ("do losing allies *avoid* the warp": an evading verb bars the nearest
           # claim's yes; "am I *limited to* taking ships": an obligation asked, and FFG setup ships are had, not taken);
           # with nf22, a thing asked alone ("from my home colonies *only*") is said only by claims that narrow too
           "set-21.yaml": (308, 0),
           # set 22, blind (nineteenth session, 4 Dec 2026): 347/500 (4 wrong) on 1a339497, 353/500
           # (3 wrong) on main c958e76e at the session's end; five entries of slack; its ceiling must
           # only come down: 1 after ex19 ("out of the box", "no optional rules" ask about the game without its
           # options; "a base on one of my own planets" names a home base); 0 after rd23 ("does *taking an empty
           # moon* need …": a gerund subject is no act asked when a plain verb follows its phrase)
           "set-22.yaml": (348, 0),
           # set 23, blind (twentieth session, 4 Dec 2026): 297/500 (4 wrong) on 59241fb7, 300/500
           # (4 wrong) on main 33434588 at the session's end; five entries of slack; its ceiling must
           # only come down: 2 after ex20 ("after that, *before cards are picked*": a moment's words end where the
           # next moment opens, MCE 14.9; "the deal fell through" is a failed deal, FFG 7. Resolution); 1 after
           # rd24 ("so I can *never* have a colony there": the asked act's contrary, FFG Losing Home Planets)
           # 0 after wr27 (of several questions, the last asking a relation is the one "does B still work?" turns round)
           "set-23.yaml": (295, 0),
           # set 24, blind (twenty-first session, 4 Dec 2026): 349/500 (4 wrong) on 1b6a004a, 352/500
           # (5 wrong) on main 7cfd7899 at the session's end; five entries of slack; its ceiling must only come down:
           # 2 after ex21 (b24-464's label corrected by MCE 15.4's block list; a nearest "no" about an actor only the
           # story names, "the rulebook forbids. Does my power win?"; "the card was tan" tells the colour drawn); 1 after
           # ex22 and yk25 ("the attack won; does the attacker get a colony?": the told act's claim does not answer, the
           # narrower act "establish" answers "acquire")
           # 0 after wr27 (the FFG deck takes only the dealt Flares, not every Flare in the box, FFG Setup)
           "set-24.yaml": (347, 0),
           # set 25, blind (twenty-second session, 4-5 Dec 2026): 341/500 (5 wrong) on efbe3a87, 343/500
           # (5 wrong) on main ce055c49 at the session's end; five entries of slack; its ceiling must only come down:
           # 0 after ff26, sc26 and wr26 (several reaching five colonies at once all win; home colonies keep a power;
           # "do I draw seven?" counts; the Lucre price of +1 in phase 8 is 6; a deal's promise is not binding)
           "set-25.yaml": (338, 0),
           # set 26, blind (twenty-third session, 5 Dec 2026): 336/500 (2 wrong) on ae029c2a, 341/500
           # (2 wrong) on main 217136ca at the session's end; five entries of slack; its ceiling must only come down:
           # 0 after ff27 (a colour asked is compared with the colours the deciding claims name) and mc27 (a clause
           # after "whatever" restricts its noun: the Assassin question is unknown, no longer yes)
           "set-26.yaml": (336, 0),
           # set 27, blind (twenty-fourth session, 5 Dec 2026): 363/500 (6 wrong) on 1f7c7987, 363/500
           # (6 wrong, every miss the same) on main 22795958 at the session's end; five entries of slack; its
           # ceiling must only come down: 2 after qn28 (quantifiers and order: "before the defender gets to invite",
           # "does only one of us win") and wr28 (the colonies of two players' ships on one planet)
           # 1 after wr29 (an empty planet in the home system is the empty home planet, SC Stage 1)
           "set-27.yaml": (358, 1),
           # set 28, blind (twenty-fifth session, 5 Dec 2026): 322/500 (6 wrong) on 151d88b7, 322/500
           # (6 wrong) on main 8542287d at the session's end; five entries of slack; its ceiling must only come down:
           # 2 after tg29 (the speaker's side and its outcome told in a story) and wr29 ("below three" is fewer than
           # three; out of reach of Mobius Tubes; refusing an act no ban on it answers)
           # 1 after qn31 (a question proposing there is no limit turns round whether there is one)
           "set-28.yaml": (317, 1),
           # set 29, blind (twenty-sixth session, 5 Dec 2026): 361/500 (2 wrong) on b6daa15b, 362/500
           # (2 wrong) on main 7a0ea9cd at the session's end; five entries of slack; its ceiling must only come down:
           # 0 after wr30 (two colours near a draw word: the one after it is drawn, SC Regular Destiny Card) and ex27
           # (an act's escape, "are the losing allies *spared from* the warp?", is not answered by a claim on the act)
           "set-29.yaml": (357, 0),
           # set 30, blind (twenty-seventh session, 5 Dec 2026): 346/500 (6 wrong) on 2f7dc606, 346/500
           # (6 wrong, every miss the same) on main b6891fb2 at the session's end; five entries of slack; its
           # ceiling must only come down: 4 after ex28 (a relative clause after a noun does not open the question,
           # SC Timing Conflicts; "only X can …" is no when another role may in some case, SC Flares and Edicts)
           "set-30.yaml": (341, 4),
           # set 31, blind (twenty-eighth session, 5 Dec 2026): 356/500 (5 wrong) on ae87f5e1, 357/500
           # (6 wrong) on main 813c64db at the session's end; five entries of slack; its ceiling must only come down:
           # 4 after ff32 (the defensive allies' ships go home when the defense wins, FFG 7. Resolution) and nm32 (no
           # nearest "no" from a denial of the asked act's contrary: a Reinforcement discarded, SC Stage 9)
           "set-31.yaml": (352, 4),
           # set 32, blind (twenty-ninth session, 5 Dec 2026): 346/500 (3 wrong) on 3cdbb474, 345/500
           # (3 wrong) on main 4650844d at the session's end; five entries of slack; its ceiling must only come down
           # (its floor 340 -> 352 after session 30's helpers: 357/500 on 0a514bf7, five entries of slack)
           "set-32.yaml": (352, 3),
           # set 33, blind (thirtieth session, 5 Dec 2026): 331/500 (4 wrong) on eb6d38ca, 333/500
           # (4 wrong) on main 0a514bf7 at the session's end; five entries of slack; its ceiling must only come down
           "set-33.yaml": (328, 4)}
#: yes/no questions of a set the contract check leaves out, with the reason
NOT_YES_NO = {
    # "how many times can I discard and redraw?" is a count the writer labelled `depends`
    # (the two FFG documents differ); a count question may be answered with a value
    "b4-383",
    # the same count ("how many times can I redraw my hand at the start of my turn?"), which
    # set 5's writer also labelled `depends` for the two FFG documents' difference
    "b5-456",
    # "how many bases is Gas Giant for the Sniveler?" and "how much Lucre does Gas Giant get
    # per turn?": counts the plain set's writer labelled `depends` (they vary with the
    # situation); a count question may be answered with a value
    "p1-030", "p1-070",
    # "how many bases does the Gas Giant count as …?" (a count set 10's writer labelled
    # `depends`) and "do I use the Wild or the Super effect?" (an either-or the writer labelled
    # `depends`, answered with the option that holds by default)
    "b10-036", "b10-250",
    # set 13's twins of those two: "how many bases is the Gas Giant worth to its owner?" (a
    # count) and "do I use the Wild or the Super side of a flare?" (an either-or), both
    # labelled `depends` by the writer
    "b13-020", "b13-202",
    # "how much Lucre do Gas Giant and Space Dust get each turn?": a count set 15's writer
    # labelled `depends` (it varies with the ships in the system); a count may be answered
    # with a value
    "b15-196",
    # set 19's twin of it ("how much Lucre do the Gas Giant and Space Dust players get each
    # turn?"), labelled `depends` by its writer; a count may be answered with a value
    "b19-194",
    # set 21's "do I use the Wild or the Super part of a flare?" (the either-or of b10-250 and
    # b13-202, labelled `depends` by its writer, answered with the option that holds by default)
    # and "what happens when I play a Negotiate card?" (a what-happens question, which the
    # contract answers with text, labelled `depends` by its writer)
    "b21-233", "b21-404",
    # set 31's twin of b15-196 ("how much Lucre does the Gas Giant player collect each turn?"),
    # labelled `depends` by its writer; a count may be answered with a value
    "b31-492",
}
#: yes/no questions answered `text` in breach of the contract, known and not yet fixed, with
#: the reason: listed so the check still catches any new one; remove an entry once it is fixed
CONTRACT_MISSES = {
    # set 12's yes/no questions answered text/value at its end run (3 Dec 2026; the earlier
    # sets' were all fixed by helper sf12): "where does X start — right at Y?" read as a
    # where-question (b12-318); wy20 fixed the two-in-one questions whose first part asks "what
    # happens" (b12-056, b12-172) and the lowercase run-on with no question mark (b12-138)
    "b12-318",
    # set 16's at its end run: "do I use the Wild or the Super part of a Flare?", an either-or
    # the writer labelled `depends`, answered with the flare's text instead of its condition
    "b16-366",
    # set 32's at its first and end runs: "Defensive allies get cards or ships from the warp for
    # helping?" (an either-or of two things both given, read as a choice between them) and
    # "…two players fit the description. I get to pick which one?" (a polar question ending on
    # an embedded "which one", read as a which-question)
    "b32-410", "b32-078",
}


def _sets() -> list[Path]:
    return sorted(SETS.glob("set-*.yaml"))


def test_every_set_has_figures():
    assert sorted(p.name for p in _sets()) == sorted(FIGURES)


@pytest.mark.parametrize("path", _sets(), ids=lambda p: p.stem)
def test_set_holds_the_contract_and_its_figures(oracle, path):
    entries = yaml.safe_load(path.read_text(encoding="utf-8"))
    result = score(oracle, entries)
    floor, ceiling = FIGURES[path.name]
    polar_text = [m for m in result.polar_text if m[0] not in NOT_YES_NO | CONTRACT_MISSES]
    assert polar_text == [], f"{path.name}: yes/no questions answered text/value: {polar_text}"
    assert len(result.wrong_yes_no) <= ceiling, result.wrong_yes_no
    assert result.right >= floor, result.line(path.name)
