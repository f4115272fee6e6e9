//! The standard serious injury table (D66, §7.4; not in the seeds), with the rolls its rows call
//! for, in a `mordheim` and a `mordheim-club` variant (the club's protection from injury, R-40).

use super::{Band, BuiltinTable, FollowUp, ResultGroup, TableKind, TableRow, row};
use crate::rules::seeds::{SEED_CLUB, seed_title};
use crate::rules::{Provenance, RulesetId};

const SOURCE: &str = "standard Mordheim serious injury table: mordheim.hesketh.dev Rules/serious-injuries, mordheimer.net docs/campaigns/serious-injuries (all agree)";

fn roll(when: &str, dice: &str, rows: Vec<TableRow>) -> FollowUp {
    FollowUp::Roll {
        when: when.into(),
        dice: dice.into(),
        rows,
    }
}

fn rows() -> Vec<TableRow> {
    let one = Band::one;
    vec![
        row(Band::new(11, 15), "Dead", "dead; all his weapons and equipment are lost"),
        row(
            Band::new(16, 21),
            "Multiple injuries",
            "not dead but badly hurt: roll D6 more times on this table, re-rolling Dead, Captured and further Multiple Injuries",
        )
        .then(FollowUp::Again {
            times: "D6".into(),
            reroll: vec!["dead".into(), "multiple_injuries".into(), "captured".into()],
        }),
        row(one(22), "Leg wound", "-1 Movement, permanently"),
        row(
            one(23),
            "Arm wound",
            "roll D6: 1 a severe wound, the arm is amputated and he may only use a single one-handed weapon; 2-6 a light wound, he misses the next game",
        )
        .then(roll(
            "how bad the wound is",
            "D6",
            vec![
                row(one(1), "Severe arm wound", "the arm is amputated: from now on he may only use a single one-handed weapon"),
                row(Band::new(2, 6), "Light arm wound", "misses the next game"),
            ],
        )),
        row(one(24), "Madness", "roll D6: 1-3 stupidity, 4-6 frenzy, from now on")
            .then(roll(
                "which madness",
                "D6",
                vec![
                    row(Band::new(1, 3), "Stupidity", "is subject to stupidity from now on"),
                    row(Band::new(4, 6), "Frenzy", "is subject to frenzy from now on"),
                ],
            )),
        row(
            one(25),
            "Smashed leg",
            "roll D6: 1 he may not run any more (he may still charge); 2-6 he misses the next game",
        )
        .then(roll(
            "how bad the leg is",
            "D6",
            vec![
                row(one(1), "May not run", "may not run any more, but may still charge"),
                row(Band::new(2, 6), "Misses the next game", "misses the next game"),
            ],
        )),
        row(one(26), "Chest wound", "-1 Toughness, permanently"),
        row(
            one(31),
            "Blinded in one eye",
            "-1 Ballistic Skill (randomly which eye); blinded in both eyes, he retires",
        ),
        row(one(32), "Old battle wound", "before each battle roll D6: on a 1 he cannot fight in it"),
        row(one(33), "Nervous condition", "-1 Initiative, permanently"),
        row(one(34), "Hand injury", "-1 Weapon Skill, permanently"),
        row(one(35), "Deep wound", "misses the next D3 games while the wound heals").then(roll(
            "how many games",
            "D3",
            vec![
                row(one(1), "Misses 1 game", "misses the next game"),
                row(one(2), "Misses 2 games", "misses the next two games"),
                row(one(3), "Misses 3 games", "misses the next three games"),
            ],
        )),
        row(one(36), "Robbed", "loses all his weapons, armour and equipment"),
        row(Band::new(41, 55), "Full recovery", "no lasting effect"),
        row(
            one(56),
            "Bitter enmity",
            "hates, from now on (D6): 1-3 the warrior who caused the injury (a henchman: the enemy leader), 4 that warband's leader, 5 that whole warband, 6 all warbands of that type",
        )
        .then(roll(
            "whom he hates",
            "D6",
            vec![
                row(Band::new(1, 3), "Hates the warrior", "hates the warrior who caused the injury (if a henchman: the enemy leader)"),
                row(one(4), "Hates the leader", "hates the leader of that warband"),
                row(one(5), "Hates the warband", "hates that entire warband"),
                row(one(6), "Hates them all", "hates all warbands of that type"),
            ],
        )),
        row(
            one(61),
            "Captured",
            "held by the other warband, who may ransom or exchange him, sell him to slavers for D6 x 5 gc, make him a zombie (Undead) or sacrifice him (Possessed, their leader +1 Experience)",
        )
        .then(roll(
            "if sold to slavers",
            "D6",
            (1..=6)
                .map(|d| {
                    row(
                        one(d),
                        &format!("Sold for {} gc", 5 * d),
                        &format!("the slavers pay {} gold crowns", 5 * d),
                    )
                })
                .collect(),
        )),
        row(Band::new(62, 63), "Hardened", "immune to fear from now on"),
        row(one(64), "Horrible scars", "causes fear from now on"),
        row(
            one(65),
            "Sold to the pits",
            "fights a Pit Fighter (roll to see who charges, fight normally); loses: roll to see whether he is dead or injured (a D66 roll of 11-35) and is thrown out without weapons and armour; wins: 50 gc, +2 Experience, keeps his equipment",
        ),
        row(one(66), "Survives against the odds", "+1 Experience"),
    ]
}

fn table(rulesets: &[RulesetId]) -> BuiltinTable {
    BuiltinTable {
        name: "serious-injury".into(),
        title: "Serious injuries".into(),
        description: "What becomes of a Hero taken out of action (D66)".into(),
        rulesets: rulesets.to_vec(),
        kind: TableKind::Rows,
        dice: "D66".into(),
        modifier: None,
        rows: rows(),
        groups: Vec::new(),
        provenance: Provenance::standard(SOURCE),
        rulings: vec!["R-1".into()],
        inherited_by: Vec::new(),
        notes: vec![
            "D66: a tens die and a units die, 36 equal values 11-66 (a band such as 16-21 covers only 16 and 21).".into(),
        ],
    }
}

pub(super) fn tables() -> Vec<BuiltinTable> {
    let core = table(&[RulesetId::Mordheim]);
    let mut club = table(&[RulesetId::MordheimClub]);
    club.groups.push(ResultGroup {
        id: "protection_from_injury".into(),
        description: "results an armour wearer may undo with an armour save (no shield, no Cover): success counts as Full Recovery".into(),
        results: [
            "leg_wound",
            "arm_wound",
            "smashed_leg",
            "chest_wound",
            "blinded_in_one_eye",
            "old_battle_wound",
        ]
        .map(String::from)
        .to_vec(),
        ruling: "R-40".into(),
        saved_as: Some("full_recovery".into()),
    });
    club.rulings.push("R-74".into());
    club.rulings.push("R-40".into());
    club.notes.push(format!(
        "Protection from injury ({}: «padne nějaké konkrétní zranění (22, 23, 25, 26,-32) může se pokusit toto zranění zvrátit úspěšným hodem na brnění (bez štítu a krytu)»): D66 22, 23, 25, 26, 31, 32 (R-40).",
        seed_title(SEED_CLUB).unwrap_or(SEED_CLUB)
    ));
    club.notes.push(
        "A rider crushed under his mount (Prr! Disaster, a 1) rolls twice on this table and applies both.".into(),
    );
    vec![core, club]
}
