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
        text: "Equipment belongs to a ruleset. wfb and skirmish have the weapons of the WFB digest's weapons chapter and none of Mordheim's weapon rules (axe, dagger, mace/club concussion, helmet, parry, gromril weapon, morning star, fighting claws, blackpowder presets) unless their own rulebook names the rule. Hand weapons have no special rules there.",
    },
    Ruling {
        id: "R-47",
        topic: "strike order",
        origin: SECTION_R,
        text: "Strike order in wfb and skirmish: in the first round of a combat the charger strikes first whatever the weapons; after that, and for models that did not charge, higher Initiative first; a two-handed weapon strikes last unless both have one. A spear lets a second rank fight; it does not change the order.",
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
        text: "odds with several attackers on one target in one close-combat phase: they strike in the ruleset's strike order (R-43, R-47: a charger is one marked --charged, in round 1; a weapon that strikes last does so unless the target's weapon strikes last too), attackers in the same place rolled off, every order of them equally likely (R-9); each attacker's whole attack chain meets the target as the earlier ones left him: wounds carry over, knocked down earlier in the phase he is hit automatically and any unsaved wound takes him out of action, stunned he is out of action when attacked (R-42); his parry meets only the first attacker's hits, in every ruleset with a parry; each attacker has his own first critical (R-10); once the target is out of action the later attackers do nothing. The unsaved wounds are those of the attackers who struck while he was still in action.",
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
];

/// Every ruling, in id order.
pub fn rulings() -> &'static [Ruling] {
    RULINGS
}

/// One ruling by id (`R-2`).
pub fn ruling(id: &str) -> Option<&'static Ruling> {
    RULINGS.iter().find(|r| r.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_in_order() {
        // Strictly increasing from R-1: unique and in order (helpers' id ranges leave gaps).
        let mut last = 0;
        for r in RULINGS {
            let n: u32 =
                r.id.strip_prefix("R-")
                    .and_then(|n| n.parse().ok())
                    .unwrap();
            assert!(n > last, "{} after R-{last}", r.id);
            last = n;
        }
        assert_eq!(RULINGS[0].id, "R-1");
    }
}
