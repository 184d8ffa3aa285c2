"""FFG claims walk, second round (issue 13, helper cf21): players' yes/no questions on both FFG documents.

Every verdict was written from the seed text before the code ran; each row names the section whose
sentence decides it (FFG Additional Rules: Alien Sheets to Bystanders; FFG Overview: Game Objective to
Losing Alien Powers). The wordings are our own (first person, story first, negated), none a dev-set
question copied, except where a study-set miss is kept as a guard.
"""
from __future__ import annotations

import pytest
from ask_assert import assert_ruled

#: FFG Additional Rules (seed 002): (question, verdict, deciding section)
ADDITIONAL = [
    # --- Alien Sheets ---
    ('Does each player have an alien sheet?', 'yes', 'Alien Sheets'),
    ("Does the alien sheet show the alien's name and its power?", 'yes', 'Alien Sheets'),
    ("Can I read the upside-down summary on another player's sheet?", 'yes', 'Alien Sheets'),
    ("Are the power's prerequisites printed at the bottom of the sheet?", 'yes', 'Alien Sheets'),
    ('Are the prerequisites printed at the top of the sheet?', 'no', 'Alien Sheets'),
    ('Is the mandatory-or-optional info shown on the upper blue bar of the alien sheet?', 'no', 'Alien Sheets'),
    ('Does the orange bar show whether the power is mandatory or optional?', 'yes', 'Alien Sheets'),
    ("My power is usable only as offense or defense. Can I use it while I'm an ally?", 'no', 'Alien Sheets'),
    ("Power requires being a main player, and I'm sitting out this encounter. Can I use it?", 'no', 'Alien Sheets'),
    ("my power only works as a main player and I'm sitting this encounter out, not involved at all. can i still use it?", 'no', 'Alien Sheets'),
    ("My power's role bar shows main player. Can I use it when I'm the offense?", 'yes', 'Alien Sheets'),
    ("isn't it fine to use a main-player power when I'm not even in the encounter?", 'no', 'Alien Sheets'),
    ("My power is mandatory. Do I have to use it when I'm able to?", 'yes', 'Alien Sheets'),
    ('My power is mandatory. Can I choose not to use it?', 'no', 'Alien Sheets'),
    ('My power is optional. Can I choose not to use it?', 'yes', 'Alien Sheets'),
    ('My power is optional. Do I have to use it whenever I can?', 'no', 'Alien Sheets'),
    ("Can a power's phase bar have more than one phase highlighted?", 'yes', 'Alien Sheets'),
    ("Can I use my power in a phase that isn't highlighted on the phase bar?", 'no', 'Alien Sheets'),
    # --- Alert Lamps ---
    ('Do medium-complexity aliens have a red lamp?', 'no', 'Alert Lamps'),
    ('Does the alert lamp show which phases a power can be used in?', 'no', 'Alert Lamps'),
    ('Does the alert lamp on my alien sheet tell me which phases I can use the power in?', 'no', 'Alert Lamps'),
    ('Is a red-lamp alien stronger than a green one?', 'no', 'Alert Lamps'),
    ('Can a green alien be as powerful as a red one?', 'yes', 'Alert Lamps'),
    # --- Reinforcement Cards ---
    ("I'm an offensive ally. Can I play a reinforcement card for the defense?", 'yes', 'Reinforcement Cards'),
    ("I'm not participating in this encounter. Can I still drop a reinforcement on the offense?", 'no', 'Reinforcement Cards'),
    ('Can an ally play a reinforcement card?', 'yes', 'Reinforcement Cards'),
    ('Can reinforcements be played before the encounter cards are revealed?', 'no', 'Reinforcement Cards'),
    ('After the encounter, do reinforcements get discarded along with the encounter cards?', 'yes', 'Reinforcement Cards'),
    ('Are reinforcement cards discarded once the encounter is resolved?', 'yes', 'Reinforcement Cards'),
    ('Do I get my reinforcement card back after the encounter?', 'no', 'Reinforcement Cards'),
    ("Does a reinforcement's value add to the total of the side I pick?", 'yes', 'Reinforcement Cards'),
    ('Can the defense play a reinforcement on its own side?', 'yes', 'Reinforcement Cards'),
    # --- Artifact Cards ---
    ('Is an artifact discarded after it is played?', 'yes', 'Artifact Cards'),
    ('Can I use an artifact card twice?', 'no', 'Artifact Cards'),
    ('Are artifact cards single-use?', 'yes', 'Artifact Cards'),
    ('Do artifact cards have bars like alien sheets?', 'yes', 'Artifact Cards'),
    ('Do I keep an artifact after playing it?', 'no', 'Artifact Cards'),
    # --- Zapping Powers ---
    ('Can the Cosmic Zap cancel an alien power?', 'yes', 'Zapping Powers'),
    ('My power got zapped. Is it dead for the rest of this encounter?', 'yes', 'Zapping Powers'),
    ('My power got zapped. Can I use it again later in the same encounter?', 'no', 'Zapping Powers'),
    ('Does a Cosmic Zap cancel a power for the whole game?', 'no', 'Zapping Powers'),
    ('Can I zap the Warrior when it adds to its total?', 'yes', 'Zapping Powers'),
    ('Can I zap the Warrior when it adds tokens to its sheet?', 'no', 'Zapping Powers'),
    ('Is the Cosmic Zap an artifact card?', 'yes', 'Zapping Powers'),
    # --- Losing Home Planets and Alien Powers ---
    ('If I take my last ship off a home planet, do I lose that planet?', 'yes', 'Losing Home Planets and Alien Powers'),
    ('Can I return ships to a home planet I lost?', 'no', 'Losing Home Planets and Alien Powers'),
    ('Do I defend my lost home planet as normal?', 'yes', 'Losing Home Planets and Alien Powers'),
    ('Can I re-establish a colony on my lost planet?', 'yes', 'Losing Home Planets and Alien Powers'),
    ('I have exactly three home colonies. Have I lost my power?', 'no', 'Losing Home Planets and Alien Powers'),
    ("I'm down to exactly three home colonies. Have I lost my alien power?", 'no', 'Losing Home Planets and Alien Powers'),
    ("I'm down to two home colonies. Have I lost my alien power?", 'yes', 'Losing Home Planets and Alien Powers'),
    ('Down to two home colonies - do I flip my alien sheet facedown?', 'yes', 'Losing Home Planets and Alien Powers'),
    ('I lost my power but now have three home colonies again. Do I get it back right away?', 'yes', 'Losing Home Planets and Alien Powers'),
    ('I have four home colonies and I launch the last ships off one of them. Do I lose my alien power?', 'no', 'Losing Home Planets and Alien Powers'),
    # --- The Colony Track ---
    ('If I lose a foreign colony, does my marker go down?', 'yes', 'The Colony Track'),
    ('Do home colonies count on the colony track?', 'no', 'The Colony Track'),
    ('Do I win the moment I establish my fifth foreign colony?', 'yes', 'The Colony Track'),
    # --- No Encounter Cards in Hand ---
    ('My turn ended because I ran out of encounter cards mid-encounter. Do the committed ships go back to their colonies?', 'yes', 'No Encounter Cards in Hand'),
    ('My turn ended because I ran out of encounter cards mid-encounter. Do the committed ships go to the warp?', 'no', 'No Encounter Cards in Hand'),
    # --- Bystanders ---
    ("Is a defender's own home colony on the target planet a bystander?", 'no', 'Bystanders'),
    ("Do bystander ships add to either side's total?", 'no', 'Bystanders'),
    ('The offense wins. Do the bystander ships go to the warp?', 'no', 'Bystanders'),
    ('Can an ally take ships from its foreign colonies?', 'yes', 'Bystanders'),
]

#: FFG Overview (seed 003): (question, verdict, deciding section)
OVERVIEW = [
    # --- Game Objective ---
    ('Does a single ship on a planet count as a colony?', 'yes', 'Game Objective'),
    ('Can two players have colonies on the same planet?', 'yes', 'Game Objective'),
    ('Can I have two colonies on the same planet?', 'no', 'Game Objective'),
    # --- Setup ---
    ('Does each player get 20 ships?', 'yes', 'Setup'),
    ('Do I put 4 ships on each of my planets at setup?', 'yes', 'Setup'),
    ('At setup do you put 3 ships on each planet?', 'no', 'Setup'),
    ('Can I arrange my five planets however I like?', 'yes', 'Setup'),
    ('Do we keep the destiny cards of colours nobody is playing?', 'no', 'Setup'),
    ('Do I get to play both aliens I was dealt?', 'no', 'Setup'),
    ("Does the alien I didn't pick go back in the box?", 'yes', 'Setup'),
    ('Do the flares we were dealt go into the cosmic deck?', 'yes', 'Setup'),
    ('With three players, do we add extra flares to the cosmic deck?', 'yes', 'Setup'),
    ("We've got five players. Do we shuffle extra random flares into the cosmic deck?", 'no', 'Setup'),
    ('Can we use both versions of the Thief flare?', 'no', 'Setup'),
    ('Can I show my hand to the other players?', 'no', 'Setup'),
    ('After we draw the destiny card to pick the first player, does it go back into the destiny deck?', 'yes', 'Setup'),
    # --- The Game Turn ---
    ('Do turns pass to the left?', 'yes', 'The Game Turn'),
    ('Do turns pass to the right?', 'no', 'The Game Turn'),
    ('I lost my first encounter. Do I get a second?', 'no', 'The Game Turn'),
    # --- 1. Regroup ---
    ('Can I take two ships out of the warp when I regroup?', 'no', '1. Regroup'),
    ('I have no colonies. Does my regrouped ship go to the Hyperspace Gate?', 'yes', '1. Regroup'),
    # --- 2. Destiny ---
    ('Does the attacker draw the destiny card?', 'yes', '2. Destiny'),
    ('Does the defender draw the destiny card?', 'no', '2. Destiny'),
    ('Only one card left in the destiny deck. Do we shuffle the discards before drawing?', 'yes', '2. Destiny'),
    ('I drew a wild destiny card. Can I pick any player as the defender?', 'yes', '2. Destiny'),
    ('Does re-establishing an empty home planet after drawing my own colour count as a successful encounter?', 'yes', '2. Destiny'),
    # --- 3. Launch ---
    ('Can I send five ships through the gate?', 'no', '3. Launch'),
    ('Can the defender defend with zero ships?', 'yes', '3. Launch'),
    ('Can the defender add ships to the target planet?', 'no', '3. Launch'),
    # --- 4. Alliance ---
    ('Can the attacker invite the defender as an ally?', 'no', '4. Alliance'),
    ('Can I refuse an invitation?', 'yes', '4. Alliance'),
    ('As a defensive ally, do I put my ships in the Hyperspace Gate?', 'no', '4. Alliance'),
    # --- 5. Planning ---
    ('Does each main player choose an encounter card?', 'yes', '5. Planning'),
    # --- 6. Reveal ---
    ('Do the attacker and defender reveal their cards at the same time?', 'yes', '6. Reveal'),
    ('On a tie, does the defender win?', 'yes', '6. Reveal'),
    ('Does the attacker win a tie?', 'no', '6. Reveal'),
    ('Attack versus Negotiate: does the Negotiate player win the encounter?', 'no', '6. Reveal'),
    ('Does the Negotiate player get compensation when it loses to an Attack?', 'yes', '6. Reveal'),
    ('Both play Negotiate. Do the allies take their ships back to their colonies?', 'yes', '6. Reveal'),
    ('Do allies lose ships when the deal fails?', 'no', '6. Reveal'),
    ("Does the Morph copy the opponent's card?", 'yes', '6. Reveal'),
    ('Does the Morph card go back to being a Morph after the encounter?', 'yes', '6. Reveal'),
    # --- 7. Resolution ---
    ("When the attack wins, do the defender's ships go to the warp?", 'yes', '7. Resolution'),
    ('When the attack wins, are bystander ships affected?', 'no', '7. Resolution'),
    ('When the defense wins, do the ships in the gate go to the warp?', 'yes', '7. Resolution'),
    ('Are the revealed encounter cards discarded after resolution?', 'yes', '7. Resolution'),
    # --- Losing Alien Powers ---
    ('Is the loss of the power immediate?', 'yes', 'Losing Alien Powers'),
]


@pytest.mark.parametrize("question, verdict, section", ADDITIONAL + OVERVIEW)
def test_ffg_players_questions(oracle, question, verdict, section):
    assert_ruled(oracle, question, "ffg", verdict, section)
