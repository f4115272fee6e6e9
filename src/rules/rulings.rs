//! The project's rulings (RULES.md section R, binding) and the rulings added under R-27, with ids
//! so that every result can name the ones it depended on.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Ruling {
    pub id: &'static str,
    pub topic: &'static str,
    pub text: &'static str,
    /// `RULES.md §R` for the binding list, `project (R-27)` for rulings added by warband.
    pub origin: &'static str,
}

const SECTION_R: &str = "binding ruling of the rules specification";
const PROJECT: &str = "warband ruling under R-27";
const RETIRED: &str = "retired warband ruling (replaced by later binding rulings)";

const RULINGS: &[Ruling] = &[
    Ruling {
        id: "R-1",
        topic: "dice",
        origin: SECTION_R,
        text: "D3 = ceil(D6/2), uniform 1-3. D66 = tens die and units die, 36 equal values.",
    },
    Ruling {
        id: "R-2",
        topic: "to hit",
        origin: SECTION_R,
        text: "To hit (melee and shooting): a natural 1 always fails. Targets below 2+ act as 2+.",
    },
    Ruling {
        id: "R-3",
        topic: "shooting",
        origin: SECTION_R,
        text: "Shooting targets above 6+: 7 = a 6 then 4+, 8 = a 6 then 5+, 9 = a 6 then 6, 10+ impossible, in every ruleset.",
    },
    Ruling {
        id: "R-4",
        topic: "to hit",
        origin: SECTION_R,
        text: "Close-combat to-hit targets are capped at 6+ in every ruleset (a 6 always hits in melee), except the fixed 'needs 6s' effects, which are exactly 6+.",
    },
    Ruling {
        id: "R-5",
        topic: "to wound",
        origin: SECTION_R,
        text: "To wound: natural 1 always fails; the S-vs-T chart (with '-' = impossible) in every ruleset; S or T above 10 extrapolate with the same rule.",
    },
    Ruling {
        id: "R-6",
        topic: "saves",
        origin: SECTION_R,
        text: "Armour saves: a natural 1 always fails, in every ruleset. A save whose modified target is above 6 is no save. Amended: in wfb and skirmish (5th edition) a basic save of 1+ (armour, shield, mount, before the Strength modifier) automatically saves against Strength 3 or less; every other save fails on a natural 1, as before.",
    },
    Ruling {
        id: "R-7",
        topic: "tests",
        origin: SECTION_R,
        text: "Characteristic tests: D6 <= value, natural 6 always fails. Leadership tests: 2D6 <= Ld, no automatic results. A bonus to a roll-under test raises the value.",
    },
    Ruling {
        id: "R-8",
        topic: "re-rolls",
        origin: SECTION_R,
        text: "Re-rolls re-roll failures only (hatred, battle standard, club panic): P = 1 - (1 - p)^2.",
    },
    Ruling {
        id: "R-9",
        topic: "initiative",
        origin: SECTION_R,
        text: "Initiative roll-off ties are re-rolled.",
    },
    Ruling {
        id: "R-10",
        topic: "criticals",
        origin: SECTION_R,
        text: "Criticals: a natural 6 to wound, only when the wound target is below 6+, first one per attacker per close-combat phase (every ruleset). Shooting: one per shot. Falls and spells never cause criticals.",
    },
    Ruling {
        id: "R-11",
        topic: "criticals",
        origin: SECTION_R,
        text: "Core critical table: 1-2 save allowed, then 2 wounds; 3-4 no save, 2 wounds; 5-6 no save, 2 wounds and +2 to every injury roll caused by this critical.",
    },
    Ruling {
        id: "R-12",
        topic: "criticals",
        origin: SECTION_R,
        text: "skirmish criticals: close combat only; no critical when the attacker needs a 6 to wound; a critical is 2 wounds with no armour save.",
    },
    Ruling {
        id: "R-13",
        topic: "poison",
        origin: SECTION_R,
        text: "skirmish poison: a natural 6 to hit with a poisoned attack causes 2 wounds with no armour save, with no wound roll.",
    },
    Ruling {
        id: "R-14",
        topic: "killing blow",
        origin: SECTION_R,
        text: "skirmish Killing Blow: a natural 6 to wound puts the target out of action, no injury roll.",
    },
    Ruling {
        id: "R-15",
        topic: "criticals",
        origin: SECTION_R,
        text: "Club critical tables: '-n armour' adds to the Strength modifier; rows without 'two wounds' cause 1 wound; an injury bonus applies to every injury roll of that critical; automatic knocked down / stunned combines with injury rolls by the worse result; Missile 6 allows the helmet; Disarm = Strength test with S +-1; Ricochet: the original target is still wounded; a saved critical has no effect; an extra attack is made whether or not the wound is saved and cannot itself cause a critical.",
    },
    Ruling {
        id: "R-16",
        topic: "injuries",
        origin: SECTION_R,
        text: "Injury rolls: every wound that brings W to 0, and every later wound in the same phase, rolls D6 + bonuses; the highest counts: <=2 knocked down, 3-4 stunned, >=5 out of action.",
    },
    Ruling {
        id: "R-17",
        topic: "injuries",
        origin: SECTION_R,
        text: "Concussion: a final, modified injury result of 2-4 is stunned. Helmet: a stunned result becomes knocked down on a 4+ (not when the critical says 'no helmet roll').",
    },
    Ruling {
        id: "R-18",
        topic: "falling",
        origin: SECTION_R,
        text: "Falling: height rounded down; mordheim, skirmish: D3 hits; mordheim-club: one hit, only from 2\" up, a jump from above 6\" is an automatic fall; S = height; no armour save, no criticals.",
    },
    Ruling {
        id: "R-19",
        topic: "rout",
        origin: SECTION_R,
        text: "Rout: mordheim, skirmish: one test when out of action >= 25 % of the warband; mordheim-club: 1/2/3 tests at >= 25/50/75 %, all must pass. The leader's Ld, else the highest available.",
    },
    Ruling {
        id: "R-20",
        topic: "break test",
        origin: SECTION_R,
        text: "wfb break test: pass on 2D6 <= Ld - difference; hatred uses Ld 10 unmodified; a modified Ld below 2 always breaks, 12+ always passes; battle standard = one re-roll. Pursuit catches when pursuit >= flee roll.",
    },
    Ruling {
        id: "R-21",
        topic: "saves",
        origin: SECTION_R,
        text: "Club armour-modifier table (reconstructed): S <= 4 none, S5 -1, S6 -2, S7 -3, S8 -4, S9 -5, S10+ -6; replaceable with a rules file.",
    },
    Ruling {
        id: "R-22",
        topic: "parry",
        origin: SECTION_R,
        text: "Club parry: target = 9 - the attacker's unmodified chart to-hit; a natural 6 cannot be parried; two sources = two dice against the same hit; off-hand -1. Core parry: D6 > the attacker's natural to-hit die, buckler + sword re-roll.",
    },
    Ruling {
        id: "R-23",
        topic: "saves",
        origin: SECTION_R,
        text: "Club shield and Cover: Cover (+1 save with a one-handed weapon other than a dagger) is the shield's/buckler's bonus, not stacked on the shield's +1.",
    },
    Ruling {
        id: "R-24",
        topic: "panic",
        origin: SECTION_R,
        text: "Club panic free attacks roll to hit normally.",
    },
    Ruling {
        id: "R-25",
        topic: "shooting",
        origin: SECTION_R,
        text: "Core cover rule as the rulebook says: a missed shot whose die showed 1 with the cover penalty hits the cover. Hatred re-rolls misses.",
    },
    Ruling {
        id: "R-26",
        topic: "czarne-wrota",
        origin: SECTION_R,
        text: "czarne-wrota: one target roll per monster, equal D6 bands over the eligible targets left to right; reorganisation 1-3 left, 4-6 right; table 9.9 and monster strengths are user data.",
    },
    Ruling {
        id: "R-27",
        topic: "gaps",
        origin: SECTION_R,
        text: "Anything else the rulebooks leave open: the reading of the English original rulebook, added to this list with a new id.",
    },
    Ruling {
        id: "R-28",
        topic: "to hit",
        origin: RETIRED,
        text: "Retired, replaced by R-45: it read an attacker of WS 0 off the WS chart's rule outside mordheim-club; a characteristic of 0 is now no ability at all in every ruleset.",
    },
    Ruling {
        id: "R-29",
        topic: "to wound",
        origin: RETIRED,
        text: "Retired, replaced by R-45: it extrapolated the S-vs-T chart to Strength 0 and Toughness 0 outside mordheim-club; S 0 now cannot wound and T 0 is wounded by every hit in every ruleset.",
    },
    Ruling {
        id: "R-30",
        topic: "saves",
        origin: PROJECT,
        text: "Mounted warriors: the mount improves the save by its bonus whatever the armour, so an unarmoured rider saves on 6+ (the rulebook's automatic 6+); barding adds its bonus only for a mounted warrior.",
    },
    Ruling {
        id: "R-31",
        topic: "zero characteristics",
        origin: PROJECT,
        text: "wfb and skirmish: the WFB digest gives a crewless chariot WS 0 without saying what it means; as in Mordheim, every blow against WS 0 hits automatically and BS 0 cannot shoot.",
    },
    Ruling {
        id: "R-32",
        topic: "attack order",
        origin: PROJECT,
        text: "odds resolves one attacker's attacks in the order they are made, the main weapon's first, then the off-hand's: all to-hit rolls, the parry, then each remaining hit's wound, critical, save and injury rolls in attack order. The first natural 6 to wound that can be a critical is the critical; injury rolls begin with the wound that takes W to 0.",
    },
    Ruling {
        id: "R-33",
        topic: "parry",
        origin: PROJECT,
        text: "Core parry: ties for the highest natural to-hit die parry the earlier attack; hits of Strength at least double the parrier's are not parried and do not count as the highest; automatic hits cannot be parried; a critical's extra attack cannot be parried.",
    },
    Ruling {
        id: "R-34",
        topic: "injuries",
        origin: PROJECT,
        text: "When several injury rolls tie for the highest, the result takes the worse of their rules for the target: concussion if any of them had it, no helmet roll if any of them forbade it.",
    },
    Ruling {
        id: "R-35",
        topic: "criticals",
        origin: PROJECT,
        text: "mordheim-club: a weapon without a critical class (a plain weapon, or a dagger) uses the cutting table unless --crit-class says otherwise.",
    },
    Ruling {
        id: "R-36",
        topic: "czarne-wrota",
        origin: PROJECT,
        text: "Monster targets: each front rank is spread evenly over the same width; a front-rank monster's eligible targets are the characters whose share of the front overlaps its own (directly opposite, or the nearest when ranks differ in size); this reproduces every example of the rulebook (1 vs 3: all three; 2 vs 3: A on 1-2, B on 2-3; 3 vs 2: 1 on A, 2 on A or B, 3 on B; 3 vs 3: opposite). A second-rank monster's eligible targets are the whole enemy front rank.",
    },
    Ruling {
        id: "R-37",
        topic: "skirmish",
        origin: PROJECT,
        text: "skirmish uses the WFB tables its rulebook does not set aside ('Pravidla WFB platí ve Skirmishi normálně kromě výjimek'): stupidity, monster reaction, ridden monsters, chariots, Look Out Sir; not the musicians' roll-off (combat resolution does not apply) nor shooting into combat (not allowed).",
    },
    Ruling {
        id: "R-38",
        topic: "musicians",
        origin: PROJECT,
        text: "wfb musicians: each side rolls a D6 per musician in the combat; the higher total gets +1 combat result; equal totals give nobody the bonus; a side without a musician loses the roll-off, and with none on either side nobody gets it.",
    },
    Ruling {
        id: "R-39",
        topic: "mounts",
        origin: PROJECT,
        text: "Mounts after the battle: mordheim rolls one D6, an unbarded horse dies on 1-2 and a barded one only on a 1 (the 'serious injury roll of 1' is that same D6); mordheim-club's mount dies on 1-2 and recovers fully on 3-6 (the rulebook gives 3-4; 5-6 as for henchmen).",
    },
    Ruling {
        id: "R-40",
        topic: "serious injuries",
        origin: PROJECT,
        text: "mordheim-club protection from injury: the rulebook's list '22, 23, 25, 26,-32' is the D66 results 22, 23, 25, 26, 31, 32 (leg wound, arm wound, smashed leg, chest wound, blinded in one eye, old battle wound); the save is the unmodified base armour save without shield or Cover.",
    },
    Ruling {
        id: "R-41",
        topic: "mounts",
        origin: PROJECT,
        text: "mordheim-club Prr!: injury-roll bonuses add to the roll, a result above 6 is a Disaster and below 1 a Whoa; of several Prr! rolls the worst for the rider (the highest) counts; a Fall's Strength 2 hit is the side table's one hit, not a second one.",
    },
    Ruling {
        id: "R-42",
        topic: "duel",
        origin: PROJECT,
        text: "duel plays the Mordheim turn for two warriors (mordheim-club and skirmish keep it, with their own attack chains): the charger's side has the first turn, then they alternate; each turn begins with the active side's recovery only (stunned becomes knocked down, knocked down stands up); in each close-combat phase both standing warriors fight, one knocked down or stunned earlier in the phase does not strike, and the target's state at the start of his opponent's strike decides the chain (knocked down: automatic hits, any unsaved wound out of action; stunned: out of action when attacked). Wounds carry over; a warrior who stood up at 0 wounds rolls injury on every wound; a frenzied warrior knocked down or stunned is frenzied no more.",
    },
    Ruling {
        id: "R-43",
        topic: "duel",
        origin: PROJECT,
        text: "Strike order in a duel's phase: first the warriors who strike first (the charger in the first turn, a spear in the first turn), then the others, last those who strike last (stood up this turn, a double-handed weapon, which strikes last even when charging); within a group the higher Initiative first; equal Initiative is rolled off in every phase, an even chance (R-9).",
    },
    Ruling {
        id: "R-44",
        topic: "duel",
        origin: PROJECT,
        text: "duel's first turn is the first round of combat for both warriors (flail, morning star and hatred count in it), a lance's bonus only for the charger; with --charger none nobody has a charger's bonus and A's turn is first. A fight not over after --turns turns is undecided; the expected length is the mean turn of the fights that end within them.",
    },
    Ruling {
        id: "R-45",
        topic: "zero characteristics",
        origin: SECTION_R,
        text: "Zero characteristics, every ruleset: a characteristic of 0 is no ability at all in that field. WS 0 cannot hit in close combat and is hit automatically; BS 0 cannot shoot; S 0 cannot wound; A 0 makes no attacks; T 0 is wounded by every hit (the to-wound die is still rolled for a critical); I 0 strikes last and fails every Initiative test. Off-chart values above 10 keep the chart's own rule.",
    },
    Ruling {
        id: "R-46",
        topic: "equipment",
        origin: SECTION_R,
        text: "Equipment belongs to a ruleset. wfb and skirmish have the weapons of the WFB digest's weapons chapter and none of Mordheim's weapon rules (axe, dagger, mace/club concussion, helmet, parry, gromril weapon, morning star, fighting claws, blackpowder presets) unless their own rulebook names the rule. Hand weapons have no special rules there. Clarified: a weapon's own rule on its number of shots (the WFB sling, the repeater crossbow) overrides the general 'each warrior shoots once' of the WFB digest and the Skirmish rules, as in Mordheim.",
    },
    Ruling {
        id: "R-47",
        topic: "strike order",
        origin: SECTION_R,
        text: "Strike order in wfb and skirmish (amended): a double-handed weapon (great weapon) always strikes last, whatever the Initiative and whoever charged; when both sides have one, the normal order. Otherwise, in the first round of a combat the charger strikes first whatever the opponent's weapon; after that, and for models that did not charge, higher Initiative first. A spear lets a second rank fight; it does not change the order.",
    },
    Ruling {
        id: "R-48",
        topic: "hatred",
        origin: SECTION_R,
        text: "Hatred is hand-to-hand only: re-roll missed to-hit rolls in the first round of each combat (Mordheim: the first turn of each hand-to-hand combat). Killing Blow is close combat only.",
    },
    Ruling {
        id: "R-49",
        topic: "break test",
        origin: SECTION_R,
        text: "A wfb break test is taken by the loser of a combat only: a drawn or won combat takes none.",
    },
    Ruling {
        id: "R-50",
        topic: "skirmish cavalry",
        origin: SECTION_R,
        text: "skirmish cavalry (a house rule of the Skirmish rules): the first wound a mounted model suffers removes the mount instead of wounding the rider; when that first wound is a critical it still ignores the save but does not affect the rider.",
    },
    Ruling {
        id: "R-51",
        topic: "pipelines",
        origin: SECTION_R,
        text: "Pipelines carry the whole chain: a wound stage's JSON carries which of its wounds are criticals (with the first-critical rule of R-10), and a save stage applies them (the critical table's saves and extra wounds), so hit | wound | save equals odds' distribution of unsaved wounds exactly in every ruleset.",
    },
    Ruling {
        id: "R-52",
        topic: "parry",
        origin: SECTION_R,
        text: "mordheim-club parry: each parrying weapon makes at most one attempt per close-combat phase (core 1.8's one blow per buckler or sword); with two, both attempts against the highest hits, the off-hand's at -1 (R-22).",
    },
    Ruling {
        id: "R-53",
        topic: "criticals",
        origin: PROJECT,
        text: "mordheim-club criticals that take the victim's attacks (crushing 1 Unbalanced and unarmed 2 Grappled: all; unarmed 1 Kicked back: one) act in the close-combat phase they are caused in, when their wound is not saved (R-15): a victim who has not struck yet strikes with that many fewer attacks (the off-hand's first, then his main weapon's), none for all; one who has struck already loses nothing more.",
    },
    Ruling {
        id: "R-54",
        topic: "weapons",
        origin: PROJECT,
        text: "A wfb pistol in close combat (the WFB digest: one extra attack at the pistol's Strength, then usable as a club): in the first round of a combat it gives one attack at its own Strength and extra save modifier, in place of the off-hand attack when it is the second weapon, beside the wielder's attacks when it is the only one; after the first round it is a hand weapon. A shot's ruleset flags for a weapon (moved, long range, rank, shots) follow the weapon's own rules: a move-or-fire weapon refuses --moved, a thrown weapon ignores long range, a sling fires twice only when still and at short range.",
    },
    Ruling {
        id: "R-55",
        topic: "several attackers",
        origin: PROJECT,
        text: "odds with several attackers on one target in one close-combat phase: they strike in the ruleset's strike order, which here decides the attackers' order among themselves (R-43, R-47: a charger is one marked --charged, in round 1; a weapon that strikes last puts its bearer after the other attackers, in wfb and skirmish not when the target's weapon strikes last too), attackers in the same place rolled off, every order of them equally likely (R-9), except the club's friendly chargers of equal Initiative, in the order given (R-88); each attacker's whole attack chain meets the target as the earlier ones left him: wounds carry over, knocked down earlier in the phase he is hit automatically and any unsaved wound takes him out of action (in mordheim-club one with Wounds left loses them first and is out of action when they reach 0), stunned he is out of action when attacked (R-42); his parry meets only the first attacker's hits, in every ruleset with a parry; each attacker has his own first critical (R-10); once the target is out of action the later attackers do nothing. The unsaved wounds are those of the attackers who struck while he was still in action.",
    },
    Ruling {
        id: "R-56",
        topic: "several warriors",
        origin: PROJECT,
        text: "duel with several warriors on one side, or on both (one melee in which every warrior engages every enemy): the turns of R-42 (each turn the active side's warriors all recover), every standing warrior strikes once in each close-combat phase in the strike order of R-43 / R-47 (a warrior's two-handed weapon strikes last unless every enemy in action has one too), warriors in one place rolled off, every order equally likely (R-9); each warrior strikes one enemy as in R-55 (wounds and knocked down or stunned carry over from strike to strike, a warrior's parry meets only the first to strike him in the phase), chosen as he strikes among those he may strike (R-87) by --targets: first (the first listed) or weakest (the fewest wounds left, then the first listed; among the downed, when none stands, the stunned before the knocked down, then the fewest wounds left); a critical's lost attacks (R-53) last the phase, of two the larger; a side loses when all its warriors are out of action. The --a-* (--b-*) flags give every warrior of side A (B) that kit, over a roster entry's; a roster group's entry is its whole group, `Nx PROFILE` N warriors. More than ten on a side is refused, and so is a fight of more states than the exact answer can follow in seconds.",
    },
    Ruling {
        id: "R-60",
        topic: "unit combat",
        origin: PROJECT,
        text: "combat (wfb units): the models that fight are the front rank, min(models, frontage), and the ranks behind it that the weapon's data lets fight (a spear's second rank), not in a round the unit charged and not for a mounted unit. Amended: who strikes back within a round. The WFB digest says only «Kazdy, ale pouze jen ten model, ktery se svou podstavou dotyka soupere muze bojovat», so the WFB 5th edition decides (R-27): \"models which are removed before they have a chance to attack may not do so, and any rear ranker stepping forward to replace them cannot attack that turn\". Each model a side loses before it strikes is one of its fighting models (base contact: the front rank, and a spear's second rank where it fights), and its attacks are lost; the rear ranker who steps in does not strike that round. The fighting rank and file go first, then the standard bearer and musicians; the champion is lost only to wounds allocated to him (R-104) or as the last model. A killed cavalry model takes its mount's attacks with it («kdyz je jezdec zabit, je odebran cely model»); a model with wounds left keeps its attacks; models removed by impact hits (R-102) before anyone strikes are fighting models too. Between rounds nothing changes: casualties come off the rear ranks for ranks and frontage. (Only the 8th edition lets stepped-up models fight; warband follows the 5th.) Amended: the mount. A mount fights with its own profile at its own place in the strike order (the WFB digest: «U cavalry modelu ma mount vlastni utok, ktery probiha normalne»): in the round its unit charged, first with the charge, even when its rider's great weapon strikes last (R-47 binds the weapon's bearer, not the horse); in later rounds at the mount's own Initiative, the rider's where the mount's is not given (a mount given no Initiative is not a mount of I 3). Where steps of the two sides tie on Initiative, each tied step is rolled off («Pokud jsou iniciativy stejne, hodi se D6»). A mounted unit flees and pursues with its mount's Movement; the standard bearer and musicians are removed last and count while the unit has models: a unit wiped out keeps no standard, musicians (its musicians take no part in the roll-off), battle standard or high ground.",
    },
    Ruling {
        id: "R-61",
        topic: "unit combat",
        origin: PROJECT,
        text: "combat: unsaved wounds remove a model each time they reach a model's Wounds, the rest carried within the unit (the WFB digest's Ogres: 5 wounds on 3-wound models remove one, 2 carried); wounds beyond all the wounds a unit has are lost and do not count to the combat result.",
    },
    Ruling {
        id: "R-62",
        topic: "combat result",
        origin: PROJECT,
        text: "combat: the combat result counts the ranks and models as they stand after both sides struck (rank bonus, the more-than-5 models of a flank or rear attack, the 5 models that take the enemy's rank bonus, and who outnumbers whom for fear's automatic break, R-63); outnumbering the enemy is no bonus of its own: the WFB digest's list of bonuses has none; a unit with no models left loses, destroyed, whatever the totals; equal totals are a draw: no break test (R-49), both hold.",
    },
    Ruling {
        id: "R-63",
        topic: "fear",
        origin: PROJECT,
        text: "combat: a unit that loses against a fear-causing unit that outnumbers it after the round breaks without a break test, unless it causes fear itself (WFB 5th edition: fear-causers are not affected by fear); a frenzied unit, immune to psychology while frenzied, is not spared: beaten, its frenzy ends and it flees like any other unit (the WFB digest: «Jestlize jsou frenzy jednotky porazeny v hand-to-hand boji, jejich silenstvi konci a ony prchaji jako kazda jina jednotka»). The fear test on being charged is R-66.",
    },
    Ruling {
        id: "R-64",
        topic: "pursuit",
        origin: PROJECT,
        text: "combat: a broken unit flees 2D6\" (3D6\" above M6) and the winner always pursues with its own dice, caught when the pursuit roll is at least the flight roll (R-20): caught is destroyed, else it flees; the Ld of the break test is the loser's highest (its champion's when higher, R-67), hatred on Ld 10 unmodified, a battle standard re-rolls a failed test once (R-8).",
    },
    Ruling {
        id: "R-65",
        topic: "later rounds",
        origin: PROJECT,
        text: "combat --rounds N: a draw («je to tentokrat remiza a boj pokracuje dale»), or a loser that passes its break test, fights the next round, up to N rounds; the combat ends when a unit breaks or is destroyed. In later rounds the higher Initiative strikes first, a two-handed weapon last unless both have one (R-47), each tied step of the two sides rolled off on its own, each round (R-9, R-60); the charge's bonuses (a lance's +2, a cavalry spear's +1) and the first round's (a flail's +2, hatred's re-roll, R-48, a pistol's blow) are gone, and the unit that charged fights with its spears' second rank. Wounds carry from round to round (the WFB digest's Ogres: «Kdyz po te jednotka utrzi zraneni 1W, je odebran dalsi ogr»); each round's combat result counts that round's wounds and the ranks, models and musicians' roll-off of that round. A frenzied unit beaten in a round is frenzied no more («jejich silenstvi konci»): single attacks from the next round (and no longer immune to psychology, R-63). The winner's moving two men per flank into the fight (the digest's «muze vitezny regiment posunout sve muze ze zadnich rad do boje») is not made: the frontage stays as given.",
    },
    Ruling {
        id: "R-66",
        topic: "fear",
        origin: PROJECT,
        text: "combat: a unit charged by a fear-causing unit takes a fear test before the first blow, 2D6 <= its highest Ld, unless it causes fear itself or is frenzied (R-63); no battle-standard re-roll (that is the break test's). Failed, it flees at once if the fear-causers outnumber it (models at the charge; the digest: «zacne utikat pokud je jednotka sirici strach pocetne silnejsi»), with flight and pursuit as a broken unit's (R-64): no blow struck, no casualties, no combat result («round 0», no_round_fought); otherwise every model of it, mounts too, needs 6s to hit in the first round («potrebuji vsichni muzi branici se jednotky v prvnim kole boje 6 to hit»). The charger's own fear test to charge a fear-causer is before the charge and not part of the combat.",
    },
    Ruling {
        id: "R-67",
        topic: "champion",
        origin: PROJECT,
        text: "combat: a unit's champion is one of its models, in the front rank («Champion bojuje vzdy jako soucast jednotky»), fighting with his own profile's WS, S and A and the unit's kit and mount, at his unit's place in the strike order; blows fall on the rank and file (attacks against a character must be declared, «musi nahlasit, kolik utoku jde do nej», which warband does not do), so he is removed last, and his T and W must be the unit's; a side whose strike finds the unit down to its champion aims its blows at his WS («K zasahu nepritele se pouziva WS»: the models it strikes, as they stand when it strikes); the unit tests on the highest Ld in it («Vzdy se pocita nejvyssi Ld v jednotce»). Challenges are not made.",
    },
    Ruling {
        id: "R-70",
        topic: "climbing",
        origin: PROJECT,
        text: "Climbing: a failed Initiative test falls from the height the warrior is at when he takes it, and a height below the falling rule's least one is no fall (he stops where he is): on the way up, from the height already climbed; on the way down, from the height still below him. mordheim-club, whose rules give the tests for climbing up only, tests the same way down: one test before each full 2\" descended, the first from the whole height.",
    },
    Ruling {
        id: "R-71",
        topic: "gap jumps",
        origin: PROJECT,
        text: "Gap jumps: a failed or impossible jump falls the drop below the gap, which the player gives (the rules do not say how far). A gap is measured as given (2.5\" is more than 2\"); a jump counts against the movement in every ruleset, so too little movement left is an automatic fall; a gap wider than a ruleset's widest jump is an automatic fall where its rules say so (mordheim-club) and cannot be tried otherwise.",
    },
    Ruling {
        id: "R-72",
        topic: "edges",
        origin: PROJECT,
        text: "A knocked-down or stunned warrior who slips off an edge falls the height below him, as any fall; after it he is in the worse of his state and the fall's result: a fall that does not take him further leaves him knocked down or stunned, as he was.",
    },
    Ruling {
        id: "R-73",
        topic: "shooting",
        origin: PROJECT,
        text: "Core cover (R-25): only a shot with the cover penalty can hit the cover, and the die that must show 1 is the to-hit die the shot keeps: with a score above 6 the first die (a 6 and then a 1 is a plain miss), with re-rolled misses the re-roll.",
    },
    Ruling {
        id: "R-74",
        topic: "serious injuries",
        origin: PROJECT,
        text: "mordheim-club protection from injury (R-40) is one armour save for each of the six results the warrior suffers, Multiple Injuries' further rolls included, taken before the result's own further roll: a saved result is Full Recovery and rolls nothing more. A natural 1 always fails it, as every armour save of the club.",
    },
    Ruling {
        id: "R-75",
        topic: "breaking from combat",
        origin: PROJECT,
        text: "Breaking from combat (All Alone, any panic in close combat, a failed escape): each opponent strikes one blow of his main weapon (none with A 0; no off-hand, frenzy or extra attacks), which hits automatically and cannot be parried; from the wound roll on it is resolved as in close combat, at the weapon's Strength (its first-round bonus in the combat's first round), with criticals, the warrior's armour save and injury rolls; a critical's extra attack hits automatically too. The blows are struck in the ruleset's strike order, each meeting the warrior as the earlier ones left him, as several attackers in one phase do (R-55: knocked down, any unsaved wound takes him out of action; stunned, out of action). One who failed the test and is unharmed or only wounded flees; knocked down, stunned or out of action he is reported as such.",
    },
    Ruling {
        id: "R-76",
        topic: "panic",
        origin: PROJECT,
        text: "mordheim-club panic: each model in contact's free attack is one attack of his main weapon rolled to hit against the fleeing warrior's WS (R-24), otherwise resolved as R-75; the fleeing warrior cannot parry it and has no shield Cover, as the club's fleeing model who is charged ('prchající model nemůže útočit ani používat žádné schopnosti a pravidlo kryt u štítu a pukléře').",
    },
    Ruling {
        id: "R-77",
        topic: "escape",
        origin: PROJECT,
        text: "mordheim-club voluntary escape: an Initiative test (D6 <= I, a 6 fails). Passed, each enemy in contact makes one attack of his main weapon at -1 to hit, rolled against the escaping warrior's WS, which he cannot parry, and his save has no shield Cover; with no unsaved wound he escapes (moves up to twice his Move away), wounded but standing he stays in the combat. Failed, each opponent makes one automatic hit (R-75), also without Cover (the model is turned away before the test), and he stays in the combat.",
    },
    Ruling {
        id: "R-80",
        topic: "weapons",
        origin: PROJECT,
        text: "A mordheim pistol or duelling pistol in close combat (the rulebook: +1 Attack at S4 with the -2 save, uses WS, can be parried; the duelling pistol's +1 to hit too) fights as R-54's wfb pistol: in the first round one attack at its own Strength and save modifier, in place of the off-hand attack when it is the second weapon, beside the wielder's attacks when it is the only one; after the first round a hand weapon. It never misfires in close combat (mordheim has no misfire table). The mordheim-club shot in close combat («Výstřel nahradí útoky danou rukou … musí bojovník v následujících kolech používat pistoli coby palici») is a different rule, not modelled: the club refuses a pistol in close combat.",
    },
    Ruling {
        id: "R-81",
        topic: "spells",
        origin: PROJECT,
        text: "Choosing mordheim-club spells («hoďte dvěma D6 … Pokud padnou dvě stejná číla [sic: čísla], můžete si jednu zkostek [sic: z kostek] jednou přehodit … hodí třemi kostkami a dvě čísla si vybere»): the odds of a wanted first spell assume a double that is not the wanted spell has one die re-rolled once (a double of the wanted spell is kept); with three dice for two spells there is no re-roll, and three of a kind (one spell only) has one die re-rolled until it shows another number, as the English rulebook rolls again a spell rolled twice. A new spell is one D6; a known result lowers that spell's difficulty by 1 or is rolled again, every time the wizard chooses.",
    },
    Ruling {
        id: "R-82",
        topic: "spells",
        origin: PROJECT,
        text: "mordheim-club spells on their target: the casting roll first (2D6 >= difficulty, --difficulty for one lowered); spells never cause criticals and allow the armour save unless the spell says not (the club's rules). Soulfire is one S3 hit (S5 on Undead and Possessed, S2 in close combat) rolled for each enemy in range independently; Lifestealer takes 1 W with no save; a wound that takes W to 0 rolls on the injury table (R-16). Spell of Doom's failed Strength test (D6 <= S, a 6 fails: R-7) is one injury roll and no wound lost («hoďte hod na vyřazení»). The target is standing; a helmet saves a stunned result on a 4+ (R-17). Death Vision's panic test is 2D6 <= Ld with no re-roll.",
    },
    Ruling {
        id: "R-83",
        topic: "criticals",
        origin: PROJECT,
        text: "mordheim-club Disarm (the cutting critical 2): when its wound is not saved (R-15) the target takes a Strength test, D6 <= S with a 6 failing (R-7), his Strength +1 when he fights with a two-handed weapon and -1 when the blow came from one (both: no change); failed, he loses his main weapon until the end of the combat. The test changes nothing more in that phase: the parry is rolled before the wounds (R-32). odds takes the target's Strength from --target-s, else a human's 3, and says so; his two-handed weapon from --target-weapon.",
    },
    Ruling {
        id: "R-84",
        topic: "criticals",
        origin: PROJECT,
        text: "mordheim-club Ricochet (the missile critical 1): the missile bounced off or passed through, so the nearest model within 4\" is hit whether or not the target's save stopped it; that model takes a new wound roll at the shot's Strength with no critical, then his armour save against that Strength and the shot's save modifier, as the English rulebook's optional critical charts resolve a ricochet ('roll to wound and take any saves as normal for both targets'); his injuries are his own roll. Every shot may ricochet (one critical per shot, R-10). warband knows no positions: the chances are for a model being there, by default one like the target (his Toughness and armour; --ricochet-t and --ricochet-armour give another).",
    },
    Ruling {
        id: "R-85",
        topic: "criticals",
        origin: PROJECT,
        text: "mordheim-club Kebab! (the long weapons' critical 6): when its wound is not saved (R-15) the target is hurled D6\" back, 1 to 6 equally likely, and the attacker follows him. With --obstacle X (inches behind him, a part of an inch rounded up) he strikes it when the die is at least X and takes one Strength 3 hit at once: a wound roll against his Toughness with no critical (the Kebab! was the attacker's critical of the phase, R-10), his armour save against Strength 3 without the Kebab!'s -5, and an injury roll when it takes his wounds to 0, without the Kebab!'s +2; it is then part of the odds. Without --obstacle there is none, and the hit's chances are given for the case that there is. A rider is thrown from his mount instead (the club's riding rules: «jezdec automaticky shozen z koně (Pád v tabulce Prr!, hochu)»): an automatic Fall, which on the rider's table is what an automatic stun is («automaticky omráčen, počítá se výsledek jako automatický Pád»), when the wound is not saved; no knock-back, --obstacle refused; the Fall's Strength 2 hit is not resolved (R-41). «Všechny ostatní modely zapojeny do tohoto boje jsou odděleny»: with several attackers in one phase (odds --attacker, rout's blows), those who have not struck the hurled target yet do not strike him; so one phase has one Kebab! at most. A thrown rider is not hurled and separates nobody. In a duel of several warriors the separation is not modelled: the others go on striking the hurled warrior as if still in contact (R-86).",
    },
    Ruling {
        id: "R-86",
        topic: "criticals",
        origin: PROJECT,
        text: "A critical's follow-up (the club's Disarm, Ricochet, Kebab!) is reported where the critical happens. odds, close combat: the chance that the attacker's one critical of the phase (R-10) is that row with its wound unsaved (a ricochet: saved or not), counted whether or not an earlier blow's injury roll took the target out first (the phase's injury rolls are all rolled, R-16), and of that with the target still in action after the phase; shooting: each shot's, counted over every shot as the unsaved wounds are. odds --attacker (several attackers in one phase, each with his own critical, R-10): each follow-up at least once over the phase, a failed Strength test counted for every Disarm that fires, and with the target in action after the phase; a knock-back that separates the others happens once at most (R-85), so its obstacle's chances are its own times that once. duel, two warriors or several on one side: the chance that a side's warriors make it happen at least once with its victim still in action after that strike, within --turns; the fight itself goes on as if it had not happened, since warband does not know a disarmed warrior's back-up weapon or where a hurled one lands (in a fight of several, the others go on striking him as if still in contact).",
    },
    Ruling {
        id: "R-87",
        topic: "targets",
        origin: SECTION_R,
        text: "Whom a warrior may strike (every Mordheim ruleset; duel with several, --targets): while an enemy who is still on his feet engages him, he may not strike a knocked-down or stunned one (the Mordheim rulebook: «Если ваша модель задействована в ближнем бою с противником, который всё ещё на ногах, она не может атаковать оглушенные или сбитые с ног модели»; the club: «musí vždy útočit na stojícího»). --targets chooses among the standing enemies first; only when none stands, among the downed ones.",
    },
    Ruling {
        id: "R-88",
        topic: "strike order",
        origin: SECTION_R,
        text: "Equal Initiative among friends (odds --attacker, duel with several): in mordheim they roll off (R-9); in mordheim-club friendly chargers of equal Initiative strike in the order their owner chooses («Pokud mají napadající spřátelení bojovníci stejnou Iniciativu (I), rozhoduje o pořadí útoků majitel gangu»): warband takes the order in which they are given, and says so in the answer.",
    },
    Ruling {
        id: "R-89",
        topic: "equipment",
        origin: SECTION_R,
        text: "A buckler is a small shield, not a weapon (the Mordheim rulebook: «Баклеры - это маленькие щиты»; the club: «zbraň pro boj zblízka ve vedlejší ruce (tedy ne pukléř)»): it never gives an extra attack; it parries (R-22, R-52) and, in mordheim-club, gives Cover like a shield (+1 save with a one-handed weapon other than a dagger; not when knocked down, mounted or fleeing).",
    },
    Ruling {
        id: "R-90",
        topic: "all alone",
        origin: SECTION_R,
        text: "All Alone needs two or more opponents (the Mordheim rulebook: «один против двоих или более противников»); the club's panic when alone likewise.",
    },
    Ruling {
        id: "R-91",
        topic: "swarms",
        origin: SECTION_R,
        text: "A swarm (the Skirmish rules) never rolls for injury («Hejna si neházejí na zranění, jednoduše ztrácí život»), so it is never knocked down or stunned: a swarm given as down (odds --swarm --target knocked-down or stunned), or mounted (--mounted), is refused in one line.",
    },
    Ruling {
        id: "R-92",
        topic: "rulings",
        origin: SECTION_R,
        text: "Where a project ruling falls under R-27, it names the edition and the words of the original it follows (the 5th edition for wfb); a ruling that follows a later edition's rule is a defect.",
    },
    Ruling {
        id: "R-100",
        topic: "terror",
        origin: PROJECT,
        text: "combat: a unit charged by terror-causers (--a-terror, --b-terror: they cause fear too, «Monstra sirici terror vsak automaticky siri take fear») takes a terror test before the first blow, 2D6 <= its highest Ld, unless it causes fear or terror itself (a fear-causer sees a terror-causer as a fear-causer, and is not afraid of fear) or is frenzied; a unit tests terror once a battle («pouze jednou za bitvu»), and warband takes this test to be its first. Failed, it flees at once whatever the numbers («Jednotka ktera podlehne terroru okamzite utika»), with flight and pursuit as a unit fleeing from fear (R-66): no blow struck, no combat result. Passed, no fear test follows («V jedne situaci se pouziva pouze terror»).",
    },
    Ruling {
        id: "R-101",
        topic: "stupidity",
        origin: PROJECT,
        text: "combat --a-stupid, --b-stupid: a stupid unit tests 2D6 <= its Ld at the start of each of its own turns («na zacatku kazdeho sveho kola»), amended: on the Leadership it has before any blow of that round (its highest, its champion's when higher, whoever strikes first); warband takes the combat's rounds as the players' turns in turn, the charger's first: the charged unit tests in rounds 2, 4, …, the charger in rounds 3, 5, … (in round 1 it charged, and was not yet in hand-to-hand combat when its turn began). Failed, it fights that round with half of its fighting rank and file still standing when it strikes («bojuje jen polovina stupidnich monster»), rounded up (the digest does not say how; warband rounds halves up, as its D3 does, R-1), and their mounts with them; its champion fights («nikoli na … charaktery v jednotce»). Stupid units are immune to psychology («imini vuzi vsem psychology testum»): no fear or terror test on being charged; the break test is not a psychology test, and fear's automatic break (R-63) still applies, as for a frenzied unit.",
    },
    Ruling {
        id: "R-102",
        topic: "chariots",
        origin: PROJECT,
        text: "combat --a-impact SCYTHES (--b-impact): the unit is chariots; each chariot of its front rank that charged causes D6 hits +1 per scythe («Chariot pak zpusobi D6 zasahu +1 za kazdou kosu»), before any blow of the first round, whoever strikes first; they hit automatically, wound on the Strength-against-Toughness chart and take the save the Strength leaves, at the Strength given by --a-impact-strength (the digest gives none: 7, the chariots' Strength of WFB 5th edition, when not given). Their unsaved wounds remove models before the charged unit strikes and count to the first round's combat result. Not in later rounds («Dalsi kola boje uz nebojuje»); a unit that did not charge causes none, and the flag is refused. The chariot's own crew and creatures fight as the unit's profile and --a-mount.",
    },
    Ruling {
        id: "R-103",
        topic: "chariots",
        origin: PROJECT,
        text: "table chariot-shooting --terrain: a chariot driven through difficult terrain takes D6 hits at Strength 6 («inkasuje D6 S6 zasahu»), each allocated with its own D6 on the table's shooting column («jako pri strelbe»: 1 crew, 2-3 creature, 4-6 chariot), so the hits on each part are the D6 thinned by its share; each hit wounds its part on the Strength-against-Toughness chart and takes the part's save less the Strength's modifier (--parts gives each part's Toughness and save). warband counts the hits and unsaved wounds on each part, not the models they remove (--parts gives no Wounds), so it never knows a part destroyed: the WFB 5th edition re-rolls a hit on a part already destroyed (the digest does not say to), which these counts do not do; when a part is destroyed, re-allocate its later hits by hand. Which crewman is hit when their profiles differ is left to the player.",
    },
    Ruling {
        id: "R-104",
        topic: "characters",
        origin: PROJECT,
        text: "combat --a-champion PROFILE --a-character (--b-character): the unit's champion is a character, in the front rank with his own WS, S, A and Ld and the unit's kit, T and W. While the unit has five models or more when a side strikes it, its hits fall on the rank and file («V jednotce o alespon peti modelech je nemozne charaktera trefit»), and he is removed last, as a champion (R-67). With fewer than five standing when it is struck, «u vsech zasahu hazi, koho zasahly»; the digest does not say how (warband: each unsaved wound, in turn, falls on one of the models still standing, a D-n for n of them, the character among them; his T, W and save are the unit's, so which model a hit finds does not change its wound and save), so of the k models the blows remove from n he is one with k/n. Fallen, he no longer fights and the unit tests on its own Ld. Only for W1 units: the wounds of several-wound models would have to be followed model by model, and such a unit is refused. The same for a charging chariot's impact hits (R-102).",
    },
    Ruling {
        id: "R-110",
        topic: "shooting into close combat",
        origin: PROJECT,
        text: "mordheim-club shooting into a close combat (hit --bs … --into-combat N; allowed only where no friend of the shooter fights in it): the Brno club rules say a die decides which model a hit strikes («hodem kostkou rozhodněte, který model je zasažený») but not how; warband makes every one of the N models in the combat alike, each hit choosing on a die of N faces, 1 being the target aimed at. A hit strikes the target 1 time in N; the rest strike one of the other models, whose wounds are not this answer's.",
    },
    Ruling {
        id: "R-120",
        topic: "ward saves",
        origin: PROJECT,
        text: "A ward save (--ward N+ in save, odds and rout --opponent; --a-ward and --b-ward in duel and combat; every ruleset) is a second save that no Strength, weapon or critical modifies: none of the rulesets' own sources has a save by that name (the Mordheim rulebook, the Brno club rules, the Czech WFB and Skirmish rules), so it is an option for what they leave to other rules (magic items, gods' gifts, later Warhammer editions' ward saves). After the armour save, each wound left takes one D6 and is saved on N+ (2+ to 6+); it is taken also where no armour save is allowed (a critical's 'no save', a Killing Blow, a poisoned hit). A critical's wounds take one armour roll (R-15), then a ward die each; a critical whose every wound is warded does nothing, as a saved one. The wounds a critical's follow-up deals (Kebab!'s obstacle, R-85) are not the blow's and take no ward.",
    },
    Ruling {
        id: "R-121",
        topic: "fear",
        origin: PROJECT,
        text: "duel --a-fear, --b-fear (the warrior causes fear): charged by a fear-causer, a warrior tests 2D6 <= his Ld as the charge goes in; failed, he hits the fear-causer only on 6s in the first turn of the fight, the close-combat phase of the charge (the Mordheim rulebook «в этом раунде рукопашной он должен выкидывать 6-ки на попадание»; the club «zasahuje své strach šířící protivníky v jejich prvním kole boje pouze na 6»); passed, or after that turn, he fights as usual. Who takes no test is the ruleset's (`close_combat.fear`): in core Mordheim a fear-causer ignores the test («существа, которые вызываю страх, могут игнорировать эти тесты», taken as: they do) and a frenzied warrior ignores all other psychology within charge range («игнорируют всю остальную психологию, в частности страх»); in the club both test («Modely, které způsobují strach nejsou samy vůči strachu imunní»; its frenzy is only +1 Attack). Skirmish keeps WFB's rule (the Skirmish rules «Pravidla WFB platí ve Skirmishi normálně»; the WFB digest «Kdyz je jednotka chargeovana jednotkou, ktera siri strach, musi si hodit fear test… potrebuji vsichni muzi branici se jednotky v prvnim kole boje 6 to hit»): one warrior never outnumbers another, so a failed test is 6s to hit, never flight; fear-causers are not affected by fear and frenzied troops are immune to psychology (WFB 5th edition, as R-63 and R-66). Only the charged side tests: the charger's own test to charge a fear-causer comes before the charge and is not part of the fight (a failed one is no fight), and with nobody charging (--charger none) nobody tests. A fight of several a side is refused with fear: who charged whom decides who tests against how many (the club: «za každý napadající model, který způsobuje strach»), and warband does not know it.",
    },
];

/// Every ruling, in id order.
pub fn rulings() -> &'static [Ruling] {
    RULINGS
}

/// One ruling by id (`R-2`).
pub fn ruling(id: &str) -> Option<&'static Ruling> {
    RULINGS.iter().find(|r| r.id == id)
}

/// The number of a ruling id of the `R-n` form (`R-25` → 25; no sign, no leading zero, at most
/// four digits); `None` for any other text. A rules file's ids are checked with it at load.
pub fn number(id: &str) -> Option<u32> {
    let digits = id.strip_prefix("R-")?;
    let well_formed = (1..=4).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !digits.starts_with('0');
    well_formed.then(|| digits.parse().ok()).flatten()
}

/// The order rulings are listed in: by number; anything not of the `R-n` form last. Never
/// slices the id, so no text can make it panic.
pub fn order(id: &str) -> u32 {
    number(id).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_r_n_form_has_a_number() {
        assert_eq!(number("R-1"), Some(1));
        assert_eq!(number("R-149"), Some(149));
        for bad in [
            "", "x", "R", "R-", "Ré", "R-0", "R-01", "R-+1", "R--1", "R-1a", "r-1", "R-12345",
            "R-١", " R-1",
        ] {
            assert_eq!(number(bad), None, "{bad:?}");
            assert_eq!(order(bad), u32::MAX, "{bad:?}");
        }
        for r in RULINGS {
            assert!(number(r.id).is_some(), "{}", r.id);
        }
    }

    #[test]
    fn ids_are_unique_and_in_order() {
        // without a gap, then each helper's own range (R-75 …) in order.
        let number = |r: &Ruling| r.id.trim_start_matches("R-").parse::<usize>().unwrap();
        for (i, r) in RULINGS.iter().take(55).enumerate() {
            assert_eq!(r.id, format!("R-{}", i + 1));
        }
        for pair in RULINGS.windows(2) {
            assert!(
                number(&pair[0]) < number(&pair[1]),
                "{} before {}",
                pair[0].id,
                pair[1].id
            );
        }
    }
}
