"""FFG yes/no questions whose deciding claim was found but not taken (issue 13): one test
per general cause fixed. Expectations come from the seed text named in each case (FFG
Additional Rules, Zapping Powers; FFG Overview, Setup)."""
from __future__ import annotations

import pytest

from resolver.ask.question import understand
from resolver.ask.text import stem


def _sections(answer) -> set[str]:
    return {c["section"] for c in answer.citations}


def test_a_verb_that_lost_its_e_stems_as_its_s_form():
    """"saving"/"saved" and "saves" are one word, as "losing" and "loses" are."""
    assert stem("saving") == stem("saved") == stem("saves")
    assert stem("losing") == stem("loses")
    assert stem("hitting") == "hit" and stem("adding") == stem("adds")


def test_a_negation_opens_a_phrase_and_stops_at_a_clause_break(oracle):
    """"not use" is decline (a phrase of the vocabulary opening with "not"); a "not" after "but"
    does not negate the condition stated before it."""
    q = understand(oracle.rules, "My power is mandatory but I'd rather not use it. Can I skip it?", "ffg")
    assert q.reading.context.get("power_mandatory") is True
    q = understand(oracle.rules, "Am I allowed to not use my power?", "ffg")
    assert any(f.action == "decline" for f in q.reading.parts[0].frames)


@pytest.mark.parametrize("question, edition, verdict, section", [
    # Zapping Powers: the Zombie's power can be zapped when used to save its own ships from
    # the warp ("saving" states the condition's "saves")
    ("The Zombie is saving its ships from going to the warp. Can I zap that?", "ffg", "yes", "Zapping Powers"),
    # Zapping Powers: a zapped power is out for the rest of that encounter only; "next
    # encounter" is a condition the question's words set
    ("my alien got zapped this encounter. can I use it again in the next encounter?", "ffg", "yes",
     "Zapping Powers"),
    ("My power was zapped this encounter. Can I use it again next encounter?", "ffg", "yes", "Zapping Powers"),
    # FFG Setup: the Destiny card drawn to pick the first player is shuffled back into the deck;
    # the same rule's claim about the discard pile (another act) is no rival
    ("We drew a destiny card to see who goes first. Does it get shuffled back in?", "ffg", "yes", "Setup"),
    # FFG Overview The Game Turn: "The first encounter is guaranteed", a second only after a
    # won first encounter or a successful deal
    ("is the first encounter of my turn guaranteed?", "ffg", "yes", "The Game Turn"),
    ("is a second encounter guaranteed every turn?", "ffg", "no", "The Game Turn"),
    # 7. Resolution: a failed deal in the first encounter leaves no second (a verbless question
    # with a stated situation: the split rival group, decided in it, agrees)
    ("Our deal failed in my first encounter. Second encounter for me?", "ffg", "no", "7. Resolution"),
    ("No deal in my first encounter. do I get a second encounter?", "ffg", "no", "7. Resolution"),
    # FFG Overview 3. Launch: the defender may not add ships to the target planet or take any away
    ("I'm the defense. Can I move more ships onto my planet before cards are played?", "ffg", "no", "3. Launch"),
    # Alien Sheets: a mandatory power must be used when able; "but" ends the clause "not" negates
    ("My power is mandatory, but I would rather not use it now. Can I skip it?", "ffg", "no", "Alien Sheets"),
    # 6. Reveal: in a deal the main players may let the other set up a colony on one of their planets
    ("We're negotiating. Can I let him put a colony on one of my planets?", "ffg", "yes", "6. Reveal"),
    # No Encounter Cards in Hand: a defense without encounter cards may first play other cards
    ("The defense holds no encounter cards. Can it play other cards first, before redrawing?", "ffg", "yes",
     "No Encounter Cards in Hand"),
    # Zapping Powers: the Warrior's power can be zapped when used to add to its total
    ("The Warrior uses its power to add to its total. Can I Cosmic Zap it?", "ffg", "yes", "Zapping Powers"),
    # Reinforcement Cards: only players taking part in the encounter may play reinforcements
    ("I'm not part of this encounter at all. Can I play a reinforcement anyway?", "ffg", "no",
     "Reinforcement Cards"),
    # 7. Resolution: other players' ships on the planet (spectators) are unaffected
    ("The attack wins. Do other players' ships on that planet get hurt?", "ffg", "no", "7. Resolution"),
    # Artifact Cards: an artifact is used once, then discarded ("twice" after the object ends the
    # clause and makes the vocabulary's phrase "use twice": reuse)
    ("Can I use the same artifact card twice?", "ffg", "no", "Artifact Cards"),
    ("Can I use an artifact card more than once?", "ffg", "no", "Artifact Cards"),
])
def test_nearest_claim_taken(oracle, question, edition, verdict, section):
    answer = oracle.ask(question, edition)
    assert answer.verdict == verdict, answer.answer
    assert section in _sections(answer)


@pytest.mark.parametrize("question, verdict", [
    # FFG Additional Rules (No Encounter Cards in Hand): the offense repeats the redraw; FFG
    # Overview (Starting the Turn): only once. Naming no document, the answer gives both.
    ("I redrew 8 at the start of my turn and still have no encounter cards. Do I draw again?", "depends"),
    # a document named decides which reading is asked
    ("According to the FFG additional rules, if my new 8-card hand at the start of my turn still has no "
     "encounter card, do I draw again?", "yes"),
    # the defense's repeat is in the Additional Rules; the Overview does not limit it
    ("defense has no encounter cards and redraws 8 but still none. draw again?", "yes"),
])
def test_two_documents_of_one_edition_that_disagree(oracle, question, verdict):
    answer = oracle.ask(question, "ffg")
    assert answer.verdict == verdict and "No Encounter Cards in Hand" in _sections(answer)
    if verdict == "depends":
        assert "Starting the Turn" in _sections(answer) and len(answer.conditions) == 2


def test_a_name_two_editions_share_is_the_asked_editions_thing(oracle):
    """FFG Overview 2. Destiny: a special destiny card explains the encounter's conditions; in an
    FFG question the words name that card, not More Cosmic's colourless cone (7.1)."""
    answer = oracle.ask("What does a special destiny card do?", "ffg")
    assert "2. Destiny" in _sections(answer) and not {"7.0", "7.1"} & _sections(answer)


@pytest.mark.parametrize("question", [
    "My alien was zapped in the previous encounter. May I use my power in a new encounter?",
    "The Cosmic Zap hit my power last encounter; is it usable in this new encounter?",
])
def test_an_earlier_or_new_encounter_states_a_later_encounter(oracle, question):
    """Zapping Powers: a zap holds only for the rest of the encounter it was played in. A question
    placing the zap in an earlier ("previous", "last") encounter, or asking about a "new" one,
    states the later-encounter condition, so the same-encounter ban ("no") cannot decide it."""
    q = understand(oracle.rules, question, "ffg")
    assert q.reading.context.get("later_encounter") is True
    assert oracle.ask(question, "ffg").verdict != "no"


def test_the_last_destiny_card_is_not_drawn_as_it_stands(oracle):
    """FFG Overview, 2. Destiny: when the destiny deck is down to one card, the discard pile is
    shuffled to form a new deck before the draw, so that lone card is not simply drawn."""
    answer = oracle.ask("Only one card remains in the destiny pile. Do I draw it?", "ffg")
    assert answer.verdict == "no" and "2. Destiny" in _sections(answer)


def test_a_power_zapped_in_an_earlier_encounter_is_usable_again(oracle):
    """Zapping Powers: the zap cancels one use, and the power stays out only for the rest of that
    encounter; the same-encounter ban carries the condition that the encounter is still going on."""
    for question in ("Someone zapped my power during the previous encounter. May I use it in the next encounter?",
                     "My power got zapped in an earlier encounter. Am I allowed to use it now that a new encounter has started?"):
        answer = oracle.ask(question, "ffg")
        assert answer.verdict == "yes" and "Zapping Powers" in _sections(answer)
    answer = oracle.ask("My power was zapped this encounter. Can I use it again?", "ffg")
    assert answer.verdict == "no"


@pytest.mark.parametrize("question", [
    "Once a power is zapped, may its owner use it later in this encounter?",
    "My power got zapped by a Cosmic Zap. Can I use it again later in that encounter?",
])
def test_later_in_that_encounter_stays_in_the_zaps_encounter(oracle, question):
    """FFG Additional Rules, Zapping Powers: a zapped power cannot be used again for the rest of that
    encounter. "Later in that / this encounter" is still the zap's own encounter, not a later one."""
    q = understand(oracle.rules, question, "ffg")
    assert q.reading.context.get("later_encounter") is not True
    assert oracle.ask(question, "ffg").verdict == "no"


@pytest.mark.parametrize("question", [
    "Do I pick between the two aliens matching my Flares?",
    "Do I choose among the two aliens?",
])
def test_a_number_after_between_counts_the_choices_not_the_chosen(oracle, question):
    """FFG Overview, Setup: each player takes the 2 aliens matching its Flares and chooses 1 of them.
    "Between the two" counts what is chosen from, so the question is no "choose two?" (never "no")."""
    assert oracle.ask(question, "ffg").verdict != "no"
