//! Warhammer Fantasy Battle's tables (seed 002): stupidity (§3.1), shooting into combat (§3.3),
//! the musicians' roll-off (§3.7), Look Out Sir (§3.8), ridden monsters and the monster reaction
//! table (§3.9), chariot hit allocation (§3.10). `skirmish` shares those its seed does not set
//! aside: not the roll-off (no combat result) nor shooting into combat (not allowed).

use super::{Band, BuiltinTable, TableKind, d6_table, row};
use crate::rules::seeds::SEED_WFB;
use crate::rules::{Provenance, RulesetId};

const WFB_AND_SKIRMISH: &[RulesetId] = &[RulesetId::Wfb, RulesetId::Skirmish];
const WFB: &[RulesetId] = &[RulesetId::Wfb];

fn seed(quote: &str) -> Provenance {
    Provenance::seed(SEED_WFB, quote)
}

pub(super) fn tables() -> Vec<BuiltinTable> {
    wfb_tables()
        .into_iter()
        .map(|t| match t.rulesets.as_slice() {
            WFB_AND_SKIRMISH => t.inherited_by(RulesetId::Skirmish, "R-37"),
            _ => t,
        })
        .collect()
}

/// WFB's tables; those listed for `skirmish` too are its by R-37 (seed 003: «Pravidla WFB
/// platí ve Skirmishi normálně kromě výjimek»).
fn wfb_tables() -> Vec<BuiltinTable> {
    let one = Band::one;
    vec![
        d6_table(
            "stupidity",
            "Stupidity",
            "What a stupid unit that failed its test does",
            WFB_AND_SKIRMISH,
            seed("1-3 Jednotka se pohybuje stale vpred polovicni rychlosti… 4-6 Jednotka zustane stat na miste a do konce kola nic nedela"),
            vec![
                row(
                    Band::new(1, 3),
                    "Moves forward",
                    "moves straight forward at half speed (compulsory; non-stupid members go along); an enemy in the way is charged automatically; a friend in the way: both are entangled and neither may move or shoot this turn",
                ),
                row(Band::new(4, 6), "Stands still", "stays where it is and does nothing this turn"),
            ],
        )
        .notes(&[
            "Tested at the start of each own turn (fleeing units do not test). In close combat a failed test means only half the stupid monsters fight (no roll; rounded up, R-101: warband combat --a-stupid).",
        ]),
        d6_table(
            "monster-reaction",
            "Monster reaction",
            "What a ridden monster does when its rider is killed",
            WFB_AND_SKIRMISH,
            seed("MONSTER REACTION TABLE D6 - Monster reaction 1 - Monster se vznese do vzduchu a uleti… 6 - Monster bude chranit telo sveho padleho pana"),
            vec![
                row(one(1), "Flies off", "if it has wings it flies off, otherwise it heads for the nearest table edge ignoring all units; it fights if attacked but will not charge or use breath weapons; once off the table it does not return"),
                row(one(2), "Charges the nearest", "charges the nearest unit, preferring enemies; if none is in reach it moves to charge it; in combat it fights with all its means (breath weapons …)"),
                row(one(3), "Charges enemies", "as 2, but attacks enemies only"),
                row(one(4), "Runs wild", "moves at full speed in a random direction (scatter die, every movement phase, compulsory), charging any unit in its path; may use breath weapons; fights normally"),
                row(one(5), "Holds its ground", "stays where it is and charges any enemy that comes within charge reach; uses all its means in combat"),
                row(one(6), "Guards the body", "guards its fallen master's body: uses breath weapons against enemies in range, but will not charge or pursue; fights normally in combat"),
            ],
        ),
        d6_table(
            "ridden-monster",
            "Shooting at a ridden monster",
            "Whether a hit on a ridden monster strikes it or its rider",
            WFB_AND_SKIRMISH,
            seed("Vsechny hity monstra se rozhazuji mezi monster a charaktera na D6, 1-4 je zasah monstra, 5-6 je zasah charaktera"),
            vec![
                row(Band::new(1, 4), "Monster", "the monster takes the hit"),
                row(Band::new(5, 6), "Rider", "the rider takes the hit"),
            ],
        )
        .notes(&["In close combat the attacker declares beforehand how many attacks go to the rider and to the monster instead."]),
        d6_table(
            "chariot-shooting",
            "Chariot hit allocation, shooting",
            "Which part of a chariot a shooting hit strikes",
            WFB_AND_SKIRMISH,
            seed("SHOOTING 1 - Crew 2-3 - Creature 4-6 - Chariot"),
            vec![
                row(one(1), "Crew", "a crewman takes the hit"),
                row(Band::new(2, 3), "Creature", "one of the creatures pulling the chariot takes the hit"),
                row(Band::new(4, 6), "Chariot", "the chariot itself takes the hit"),
            ],
        )
        .notes(&[
            "Difficult terrain: a chariot moving through it takes D6 Strength 6 hits, allocated on this table.",
            "Which crewman is hit when their profiles differ is not given.",
        ]),
        d6_table(
            "chariot-combat",
            "Chariot hit allocation, hand-to-hand",
            "Which part of a chariot a close-combat hit strikes",
            WFB_AND_SKIRMISH,
            seed("HAND-TO-HAND 1 - Chariot 2-3 - Creature 4-6 - Crew"),
            vec![
                row(one(1), "Chariot", "the chariot itself takes the hit"),
                row(Band::new(2, 3), "Creature", "one of the creatures pulling the chariot takes the hit"),
                row(Band::new(4, 6), "Crew", "a crewman takes the hit"),
            ],
        )
        .notes(&["Attackers hit the chariot with the highest crew WS; with no crew left it has WS 0."]),
        d6_table(
            "look-out-sir",
            "Look Out, Sir!",
            "Whether a template or war machine hit strikes a character",
            WFB_AND_SKIRMISH,
            seed("Hodi se D6 a pokud padne 1-5, je charakter v poradku, pokud padne 6, nestacil zareagovat a je zasazen"),
            vec![
                row(Band::new(1, 5), "Character safe", "a trooper takes the hit instead"),
                row(one(6), "Character hit", "he did not react in time and is hit"),
            ],
        ),
        d6_table(
            "shooting-into-combat",
            "Shooting into close combat",
            "Whom a shot into a close combat hits",
            WFB,
            seed("1-3 - vlastni vojak, 4-6 - nepritel"),
            vec![
                row(Band::new(1, 3), "Own model", "one of the shooter's own side is hit"),
                row(Band::new(4, 6), "Enemy", "the enemy is hit"),
            ],
        ),
        BuiltinTable {
            kind: TableKind::MusicianRollOff,
            dice: "D6 per musician".into(),
            ..d6_table(
                "musician",
                "Musicians' roll-off",
                "Which side's musicians win +1 combat result",
                WFB,
                seed("Obe strany si hodi D6 za kazdeho musiciana, ktery se ucastni boje, a strana, ktera ma vyssi soucet techto hodu ziskava bonus +1 ke combat result. Pokud jedna strana musiciana nema, ziskava drha samozrejme bonus automaticky"),
                vec![
                    row(Band { from: None, to: None }, "Win", "your side's total is higher: +1 combat result (at most +1)"),
                    row(Band { from: None, to: None }, "Tie", "equal totals: neither side gets the bonus (R-38)"),
                    row(Band { from: None, to: None }, "Lose", "the other side's total is higher: it gets +1 combat result"),
                ],
            )
        }
        .rulings(&["R-38"])
        .notes(&["A side with no musician in the combat loses the roll-off without rolling; with none on either side nobody gets the bonus (R-38)."]),
    ]
}
