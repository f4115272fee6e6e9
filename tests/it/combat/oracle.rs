//! `combat --rules wfb`, one round, against the independent oracle of `common::unit_combat`
//! written from seed 002's text (RULES.md §3.2, §3.4–3.7, §6.1, §6.2, §6.4,
//! ..R-64), and seeded rolls against the exact distribution.

use crate::common;

use common::chi2;
use common::unit_combat::{Arm, Side_, engine_unit, side};
use std::collections::BTreeMap;
use warband::mechanics::Roller;
use warband::mechanics::combat::{self, Combat, Facing, Outcome, Side};
use warband::rules::{RulesetId, builtin};

fn agree(name: &str, a: &Side_, b: &Side_, charger: usize) {
    common::unit_combat::agree(name, a, b, charger, 1);
}

#[test]
fn tiny_units_agree_with_the_oracle_exactly() {
    // Two against three, A1, plain hand weapons, both ways of charging.
    let a = side(3, 3, 3, 1, 2, 2);
    let b = side(3, 3, 3, 1, 3, 3);
    agree("2 v 3", &a, &b, 0);
    agree("2 v 3, B charges", &a, &b, 1);
    // Better WS and Strength, armour and shields, a standard and a musician each.
    let a = Side_ {
        armour: Some(6),
        shield: true,
        standard: true,
        musicians: 1,
        ..side(4, 4, 3, 1, 3, 3)
    };
    let b = Side_ {
        armour: Some(5),
        musicians: 1,
        ld: 8,
        ..side(3, 3, 4, 1, 3, 3)
    };
    agree("kit and command", &a, &b, 0);
    agree("kit and command, B charges", &a, &b, 1);
}

#[test]
fn ranks_spears_and_flanks_agree_with_the_oracle() {
    // 8 spearmen 4 wide: two ranks fight when charged; one when charging.
    let spears = Side_ {
        arm: Arm::Spear,
        ..side(3, 3, 3, 1, 8, 4)
    };
    let foe = side(3, 3, 3, 1, 3, 3);
    agree("spears charged", &spears, &foe, 1);
    agree("spears charging", &spears, &foe, 0);
    // A flank attack of 6 takes the rank bonus of 8 four wide away and earns +1.
    let flankers = Side_ {
        facing: Facing::Flank,
        ..side(3, 3, 3, 1, 6, 2)
    };
    let ranked = side(3, 2, 3, 1, 8, 4);
    agree("flank", &flankers, &ranked, 0);
}

#[test]
fn multi_wound_cavalry_hatred_fear_agree_with_the_oracle() {
    // Three 3-wound ogres A2 against five men: wounds carry within the unit.
    let ogres = Side_ {
        w: 3,
        fear: true,
        ..side(3, 4, 4, 2, 3, 3)
    };
    let men = Side_ {
        hatred: true,
        ..side(3, 3, 3, 1, 5, 5)
    };
    agree("ogres charge", &ogres, &men, 0);
    agree("men charge the ogres", &ogres, &men, 1);
    // Two knights with lances on horses against four halberdiers with a battle standard.
    let knights = Side_ {
        armour: Some(5),
        shield: true,
        arm: Arm::Lance,
        mount: Some((3, 3, 1, 8)),
        ..side(4, 3, 3, 1, 2, 2)
    };
    let halberds = Side_ {
        arm: Arm::Halberd,
        armour: Some(6),
        bsb: true,
        ..side(3, 3, 3, 1, 4, 4)
    };
    agree("knights charge", &knights, &halberds, 0);
    agree("halberdiers charge", &knights, &halberds, 1);
}

// ---- seeded rolls against the exact distribution ------------------------------------------------

#[test]
fn seeded_rounds_match_the_exact_outcomes() {
    let a = engine_unit(&Side_ {
        musicians: 1,
        standard: true,
        ..side(4, 4, 3, 1, 6, 3)
    });
    let b = engine_unit(&Side_ {
        musicians: 1,
        w: 2,
        ..side(3, 3, 4, 2, 4, 2)
    });
    let prepared = combat::prepare(&builtin(RulesetId::Wfb), Combat::new(a, b, Side::B)).unwrap();
    let exact = prepared.exact().unwrap();
    let mut roller = Roller::new(20_260_101);
    let mut counts = [0u64; 7];
    let mut casualties = BTreeMap::<u32, u64>::new();
    let runs = 20_000;
    for _ in 0..runs {
        let played = combat::play(&prepared, &mut roller, None);
        let i = Outcome::ALL
            .iter()
            .position(|o| *o == played.outcome)
            .unwrap();
        counts[i] += 1;
        *casualties.entry(played.casualties_a as u32).or_default() += 1;
    }
    let expected: Vec<f64> = Outcome::ALL
        .iter()
        .map(|o| exact.outcome(*o).to_f64())
        .collect();
    chi2::assert_agrees("combat outcomes", &counts, &expected);
    let dist = exact.casualties(Side::A);
    let ks: Vec<i64> = dist.outcomes().copied().collect();
    let observed: Vec<u64> = ks
        .iter()
        .map(|k| casualties.get(&(*k as u32)).copied().unwrap_or(0))
        .collect();
    let expected: Vec<f64> = ks.iter().map(|k| dist.prob(k).to_f64()).collect();
    assert_eq!(
        observed.iter().sum::<u64>(),
        runs,
        "no casualty count outside the exact one"
    );
    chi2::assert_agrees("casualties of A", &observed, &expected);
}
