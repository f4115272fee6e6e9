//! Big blocks (issue 29): whole WFB combats of equal blocks, fought until one breaks or the
//! rounds run out, worked out exactly. The oracle of `common::unit_combat` enumerates every die
//! and cannot reach them to the end, so they are checked by what must hold whatever the engine
//! (every distribution sums to 1, the charger strikes with the advantage the 5th edition gives
//! him), and against the oracle over the first rounds of 40 against 40. Fought to the end here
//! with 12 to 20 models a side; issue 29's 25 to 40 are benches/core.rs's "combat of big
//! blocks".

use crate::common;
use warband::mechanics::combat::{self, Combat, Exact, Outcome, Side, Unit};
use warband::prob::Ratio;
use warband::rules::{RulesetId, builtin};

fn block(models: u32, frontage: u32) -> Unit {
    Unit::new(
        "M4 WS3 S3 T3 W1 I3 A2 Ld7".parse().unwrap(),
        models,
        frontage,
    )
}

fn fought(models: u32, frontage: u32, rounds: u32) -> Exact {
    let fight = Combat {
        rounds,
        ..Combat::new(block(models, frontage), block(models, frontage), Side::A)
    };
    combat::prepare(&builtin(RulesetId::Wfb), fight)
        .unwrap()
        .exact()
        .unwrap()
}

fn total(e: &Exact) -> Ratio {
    Outcome::ALL.iter().map(|o| e.outcome(*o)).sum()
}

#[test]
fn equal_blocks_sum_to_one_and_the_charger_strikes_with_the_advantage() {
    // A charges equal blocks. By the 5th edition "models which are removed before they have a
    // chance to attack may not do so … the first side to strike has a significant advantage"
    // (R-60 as amended): B strikes back in the first round with what is left of its front
    // rank, and later rounds are rolled off, so A wins more often than B. (40 against 40
    // eight wide, 30 six wide and 25 five wide took 6 s, most of it in the endings.)
    for (models, frontage, rounds) in [(20, 5, 10), (16, 4, 10), (12, 3, 20)] {
        let e = fought(models, frontage, rounds);
        let name = format!("{models} v {models}, {frontage} wide, {rounds} rounds");
        assert_eq!(total(&e), Ratio::one(), "{name}: sums to 1");
        assert_eq!(
            e.endings().total(),
            Ratio::one(),
            "{name}: the endings sum to 1"
        );
        assert!(
            e.wins(Side::A) > e.wins(Side::B),
            "{name}: the charger's edge"
        );
        assert!(!e.wins(Side::B).is_zero(), "{name}");
        // Up to the last round some fights go on; none does after it.
        assert_eq!(
            e.ends().prob(&None),
            e.outcome(Outcome::Draw)
                + e.outcome(Outcome::AWinsBHolds)
                + e.outcome(Outcome::BWinsAHolds)
        );
    }
}

#[test]
fn big_blocks_agree_with_the_oracle_over_their_first_rounds() {
    // The oracle of `common::unit_combat` plays every die of 40 against 40, eight wide, over
    // two rounds: the charge with its strike-back, then a rolled-off round.
    let block = common::unit_combat::side(3, 3, 3, 2, 40, 8);
    common::unit_combat::agree("40 v 40, 8 wide", &block, &block, 0, 2);
}
