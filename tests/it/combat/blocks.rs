//! Big blocks (issue 29): whole WFB combats of 25 to 40 models a side, fought until one breaks
//! or the rounds run out, worked out exactly. The oracle of `common::unit_combat` enumerates
//! every die and cannot reach them, so they are checked by what must hold whatever the engine:
//! equal blocks whose first round cannot reach a front rank are a fair fight (later rounds are
//! rolled off, R-9), every distribution sums to 1, and where the engine before issue 29 answered
//! its values are kept.

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
fn equal_blocks_fight_a_fair_fight_to_the_end() {
    // A charges, but its first round takes at most 2 × frontage models from the rear of a block
    // that keeps its front rank, so both strike with the same; after that the order is rolled
    // off each round. Whatever happens, A's chances are B's.
    for (models, frontage, rounds) in [(40, 8, 10), (30, 6, 10), (25, 5, 20)] {
        let e = fought(models, frontage, rounds);
        let name = format!("{models} v {models}, {frontage} wide, {rounds} rounds");
        assert_eq!(total(&e), Ratio::one(), "{name}: sums to 1");
        assert_eq!(
            e.endings().total(),
            Ratio::one(),
            "{name}: the endings sum to 1"
        );
        assert_eq!(e.wins(Side::A), e.wins(Side::B), "{name}: a fair fight");
        assert_eq!(
            e.outcome(Outcome::AWinsBFlees),
            e.outcome(Outcome::BWinsAFlees),
            "{name}"
        );
        assert_eq!(e.casualties(Side::A), e.casualties(Side::B), "{name}");
        assert!(!e.wins(Side::A).is_zero(), "{name}");
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
fn where_the_engine_answered_before_its_values_are_kept() {
    // Taken from the engine before issue 29's work (commit b4dc804, whose budget let 40 v 40
    // through for three rounds): the chance of a draw after three rounds, and of A breaking
    // and being cut down.
    let e = fought(40, 8, 3);
    assert_eq!(
        e.outcome(Outcome::Draw),
        "65634493730046650736855362792697106797098912512250781987/3138550867693340381917894711603833208051177722232017256448"
            .parse::<Ratio>()
            .unwrap()
    );
    assert_eq!(
        e.outcome(Outcome::BWinsADestroyed),
        "1272179980041592854164007481193642280378154587889590268263389/4820814132776970826625886277023487807566608981348378505904128"
            .parse::<Ratio>()
            .unwrap()
    );
}
