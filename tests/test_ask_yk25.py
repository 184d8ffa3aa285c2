"""Yes questions the claims held but did not answer (yk25); questions rephrased, expectations from the seeds."""


def _sections(answer) -> set[str]:
    return {c["section"] for c in answer.citations}


def test_own_colour_lets_the_offense_draw_again(oracle):
    # FFG Overview 2. Destiny: drawing your own colour, you may draw again until another colour comes up. The
    # Overview's once-only redraw (Starting the Turn) is of a hand still holding no encounter card, not this card
    a = oracle.ask("My own colour came up in the Destiny phase. May I draw another card?", "ffg")
    assert a.verdict == "yes"
    assert "2. Destiny" in _sections(a)


def test_the_once_only_redraw_is_still_the_attackers_in_planning(oracle):
    # FFG Overview 5. Planning: an attacker with no encounter cards ends its turn; it gets no redraw there (no)
    a = oracle.ask("In the planning phase the attacker holds no encounter card. Does the attacker get to redraw?", "ffg")
    assert a.verdict in ("no", "unknown")



def test_compensation_cards_are_the_compensation(oracle):
    # FFG Overview 6. Reveal: the Negotiate player's compensation is drawn at random from the attacker's hand
    a = oracle.ask("Is each compensation card drawn at random?", "ffg")
    assert a.verdict == "yes"
    assert "6. Reveal" in _sections(a)


def test_an_ally_grabs_ships_from_its_bystander_colony(oracle):
    # FFG Additional Rules, Bystanders: an ally may commit ships from any colony, its bystander colony included
    a = oracle.ask("As the attacker's ally, may I grab ships from my bystander colony?", "ffg")
    assert a.verdict == "yes"
    assert "Bystanders" in _sections(a)


def test_a_narrower_act_the_claims_give_answers_the_wider_one_asked(oracle):
    # FFG Overview 7. Resolution: when the attack wins, the attacker's ships land and establish a colony there, so
    # the attacker gets (acquires) a colony: yes (was a wrong "no" from the nearest claim on ties)
    a = oracle.ask("Attack wins: does the offense get a colony there?", "ffg")
    assert a.verdict == "yes"
    assert "7. Resolution" in _sections(a)
