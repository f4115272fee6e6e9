//! The seeded rolls of every mechanic against its exact distribution (chi-square), so that the
//! two interpreters of the same lookups can never drift apart.

use crate::common;

use common::chi2::{self, critical};
use warband::dice::{Roller, expr};
use warband::mechanics::hit::{self, HitKind, HitQuery};
use warband::mechanics::save::{self, Armour, SaveQuery};
use warband::mechanics::wound::{self, WoundDie, WoundQuery};
use warband::mechanics::{Check, fight, rolloff, table, targets};
use warband::prob::{Dist, Ratio};
use warband::rules::{RulesetId, builtin, tables};

const TRIALS: u64 = 6000;

/// The exact distribution as f64 for the shared chi-square (`common::chi2`), once it is checked
/// to sum to exactly 1.
fn probabilities(expected: &[Ratio]) -> Vec<f64> {
    let total: Ratio = expected.iter().fold(Ratio::zero(), |a, p| &a + p);
    assert_eq!(
        total,
        Ratio::one(),
        "the exact distribution sums to exactly 1"
    );
    expected.iter().map(|p| p.to_f64()).collect()
}

/// Seeded rolls against exact probabilities: no outcome of probability 0 is ever rolled, and the
/// chi-square statistic stays below the 0.1 % critical value.
fn assert_agrees(name: &str, observed: &[u64], expected: &[Ratio]) {
    // An outcome of probability 0 must never be rolled.
    for (o, p) in observed.iter().zip(expected) {
        assert!(
            !(p.is_zero() && *o > 0),
            "{name}: rolled an impossible outcome"
        );
    }
    chi2::assert_agrees(name, observed, &probabilities(expected));
}

/// Rolls `dice` checks per trial and compares the count of successes with the exact binomial.
fn check_counts(name: &str, check: &Check, dice: u32, seed: u64) {
    let mut roller = Roller::new(seed);
    let mut observed = vec![0u64; dice as usize + 1];
    for _ in 0..TRIALS {
        let successes = (0..dice)
            .filter(|_| check.roll(&mut roller).success)
            .count();
        observed[successes] += 1;
    }
    let exact = Dist::binomial(dice, &check.probability());
    let expected: Vec<Ratio> = (0..=i64::from(dice)).map(|k| exact.prob(&k)).collect();
    assert_agrees(name, &observed, &expected);
}

#[test]
fn hit_rolls_match_the_exact_distribution() {
    let cases: Vec<(RulesetId, HitKind, i32, bool)> = vec![
        (
            RulesetId::Mordheim,
            HitKind::Melee {
                ws: 4,
                vs: 3,
                needs_six: false,
            },
            0,
            false,
        ),
        (
            RulesetId::Mordheim,
            HitKind::Melee {
                ws: 3,
                vs: 3,
                needs_six: false,
            },
            0,
            true,
        ),
        (
            RulesetId::Mordheim,
            HitKind::Melee {
                ws: 2,
                vs: 5,
                needs_six: true,
            },
            0,
            false,
        ),
        (
            RulesetId::Mordheim,
            HitKind::Shooting {
                bs: 1,
                modifiers: vec!["cover".into(), "long_range".into()],
            },
            0,
            false,
        ),
        (
            RulesetId::Mordheim,
            HitKind::Shooting {
                bs: 2,
                modifiers: vec!["moved".into()],
            },
            -1,
            true,
        ),
        (
            RulesetId::Wfb,
            HitKind::Shooting {
                bs: 4,
                modifiers: vec!["hard_cover".into()],
            },
            0,
            false,
        ),
        (
            RulesetId::Mordheim,
            HitKind::Melee {
                ws: 3,
                vs: 0,
                needs_six: false,
            },
            0,
            false,
        ),
    ];
    for (i, (rules, kind, modifier, reroll)) in cases.into_iter().enumerate() {
        let q = HitQuery {
            kind,
            modifier,
            reroll_misses: reroll,
        };
        let r = hit::resolve(&builtin(rules), &q).unwrap();
        check_counts(
            &format!("hit case {i} ({})", r.check.target),
            &r.check,
            3,
            1000 + i as u64,
        );
    }
}

#[test]
fn wound_rolls_match_the_exact_per_die_outcomes() {
    for (i, (rules, s, t)) in [
        (RulesetId::Mordheim, 3, 3),
        (RulesetId::Mordheim, 4, 3),
        (RulesetId::Mordheim, 3, 5),
        (RulesetId::MordheimClub, 3, 0),
        (RulesetId::Wfb, 5, 3),
    ]
    .into_iter()
    .enumerate()
    {
        let q = WoundQuery {
            strength: s,
            toughness: t,
            modifier: 0,
            shooting: false,
        };
        let r = wound::resolve(&builtin(rules), &q).unwrap();
        let mut roller = Roller::new(2000 + i as u64);
        let mut observed = [0u64; 3];
        for _ in 0..TRIALS {
            let (_, outcome) = r.roll(&mut roller);
            observed[outcome as usize] += 1;
        }
        let p_wound = r.check.probability();
        let p_crit = r.critical_probability();
        let expected = [
            p_wound.complement(),
            p_wound.checked_sub(&p_crit).unwrap(),
            p_crit,
        ];
        assert_agrees(&format!("wound S{s} T{t} in {rules}"), &observed, &expected);
        assert_eq!(WoundDie::Fail as usize, 0);
    }
}

#[test]
fn save_rolls_match_the_exact_distribution_of_unsaved_wounds() {
    for (i, (armour, shield, strength, modifier)) in [
        (Armour::Named("heavy".into()), true, 4, 0),
        (Armour::Score(5), false, 4, -1),
        (Armour::Named("gromril".into()), true, 1, 2),
        (Armour::Named("light".into()), false, 4, 0),
    ]
    .into_iter()
    .enumerate()
    {
        let q = SaveQuery {
            armour,
            shield,
            mounted: false,
            barding: false,
            strength: Some(strength),
            modifier,
            bonus: 0,
            down: false,
            own_weapon_no_cover: false,
            fleeing: false,
            buckler: false,
        };
        let r = save::resolve(&builtin(RulesetId::Mordheim), &q).unwrap();
        check_counts(
            &format!("save case {i} ({})", r.check.target),
            &r.check,
            4,
            3000 + i as u64,
        );
    }
}

#[test]
fn the_chi_square_test_can_fail() {
    // A die that always succeeds is far from a 1/2 chance: the test must notice.
    let observed = [0u64, TRIALS];
    let expected = probabilities(&[Ratio::new(1, 2), Ratio::new(1, 2)]);
    let (stat, df) = chi2::chi_square(&observed, &expected);
    assert!(stat > critical(df));
}

#[test]
fn sampling_an_incoming_distribution_matches_it() {
    // A pipeline stage given a JSON distribution and --roll draws the count from it exactly.
    let dist = Dist::binomial(4, &Ratio::new(10, 27));
    let mut roller = Roller::new(4000);
    let mut observed = [0u64; 5];
    for _ in 0..TRIALS {
        observed[roller.sample(&dist) as usize] += 1;
    }
    let expected: Vec<Ratio> = (0..=4).map(|k| dist.prob(&k)).collect();
    assert_agrees("sampled binomial(4, 10/27)", &observed, &expected);
    assert!(
        roller.dice().is_empty(),
        "drawing a count is not a die roll"
    );
}

/// Rolls `f` TRIALS times and compares how often each outcome came up with `dist`.
fn check_outcomes<T: Ord + Clone + std::fmt::Debug>(
    name: &str,
    dist: &Dist<T>,
    seed: u64,
    mut f: impl FnMut(&mut Roller) -> T,
) {
    let outcomes: Vec<T> = dist.outcomes().cloned().collect();
    let mut roller = Roller::new(seed);
    let mut observed = vec![0u64; outcomes.len()];
    for _ in 0..TRIALS {
        let x = f(&mut roller);
        let i = outcomes.binary_search(&x).unwrap_or_else(|_| {
            panic!("{name}: rolled {x:?}, which the exact distribution says is impossible")
        });
        observed[i] += 1;
    }
    let expected: Vec<Ratio> = outcomes.iter().map(|x| dist.prob(x)).collect();
    assert_agrees(name, &observed, &expected);
}

#[test]
fn dice_expressions_roll_as_their_exact_distributions() {
    for (i, text) in ["3d6kh2", "2d6kl1", "d66", "2d3+1", "4d6dl1-3", "d100"]
        .into_iter()
        .enumerate()
    {
        let e = expr::parse(text).unwrap();
        let dist = e.distribution().unwrap();
        check_outcomes(text, &dist, 5000 + i as u64, |r| e.roll(r).total);
    }
}

#[test]
fn built_in_tables_roll_as_their_exact_distributions() {
    for (i, (rules, name, modifier)) in [
        (RulesetId::MordheimClub, "misfire", 0),
        (RulesetId::MordheimClub, "prr", 2),
        (RulesetId::Mordheim, "serious-injury", 0),
        (RulesetId::Wfb, "chariot-shooting", 0),
        (RulesetId::Mordheim, "injury", 1),
    ]
    .into_iter()
    .enumerate()
    {
        let t = tables::find(name, rules, &builtin(rules)).unwrap();
        let dice = expr::parse(&t.dice).unwrap();
        let dist = table::row_distribution(&dice, modifier, &t.bands()).unwrap();
        check_outcomes(
            name,
            &dist,
            6000 + i as u64,
            |r| match table::roll_with_follow_ups(&dice, modifier, &t.rows, r).unwrap()[0] {
                table::Step::Row(ref row) => row.row,
                _ => unreachable!("the first step is the table's own roll"),
            },
        );
    }
}

#[test]
fn follow_up_rolls_match_their_own_tables() {
    // Arm Wound's D6 (1 severe, 2-6 light), rolled whenever the D66 lands on 23.
    let t = tables::find(
        "serious-injury",
        RulesetId::Mordheim,
        &builtin(RulesetId::Mordheim),
    )
    .unwrap();
    let arm = t.rows.iter().position(|r| r.id == "arm_wound").unwrap();
    let Some(tables::FollowUp::Roll { dice, rows, .. }) = &t.rows[arm].follow_up else {
        panic!("Arm Wound has a follow-up roll");
    };
    let dist = table::follow_up_distribution(dice, rows);
    let d66 = expr::parse(&t.dice).unwrap();
    check_outcomes("arm wound follow-up", &dist, 6100, |r| {
        loop {
            let steps = table::roll_with_follow_ups(&d66, 0, &t.rows, r).unwrap();
            if let [table::Step::Row(first), table::Step::Follow { sub, .. }] = steps.as_slice()
                && first.row == arm
            {
                break sub.row;
            }
        }
    });
}

#[test]
fn roll_offs_and_monster_targets_roll_as_their_exact_distributions() {
    check_outcomes(
        "musicians 2 vs 1",
        &rolloff::distribution(2, 1),
        7000,
        |r| rolloff::roll(2, 1, r).result,
    );
    for (i, layout) in [(2, 3, 0), (3, 2, 0), (1, 3, 1)].into_iter().enumerate() {
        let layout = targets::Layout {
            monsters: layout.0,
            characters: layout.1,
            second_rank: layout.2,
        };
        check_outcomes(
            &format!("targets {layout:?}"),
            &targets::distribution(&layout),
            7100 + i as u64,
            |r| {
                targets::roll(&layout, r)
                    .iter()
                    .map(|p| p.target)
                    .collect::<Vec<u32>>()
            },
        );
    }
}

#[test]
fn fights_last_as_many_rounds_as_the_exact_distribution_says() {
    // 1d6 + 5 on a sword column of 0 (6-7), 1 (8-9), 2 (10-11) against strength 4.
    let dice = expr::parse("1d6").unwrap();
    let bands = [
        tables::Band::up_to(7),
        tables::Band::new(8, 9),
        tables::Band::from(10),
    ];
    let wounds_of_row = [0, 1, 2];
    let wounds = table::row_distribution(&dice, 5, &bands)
        .unwrap()
        .map(|&i| wounds_of_row[i]);
    let cap = 8;
    let exact = fight::rounds_to_kill(&wounds, 4, cap);
    // Rounds past the cap are one outcome, `cap + 1`.
    let dist = Dist::from_probs(
        exact
            .rounds
            .iter()
            .map(|(round, p, _)| (*round, p.clone()))
            .chain([(cap + 1, exact.beyond.clone())]),
    )
    .unwrap();
    check_outcomes("rounds to kill", &dist, 8000, |r| {
        let f = fight::roll_fight(&dice, 5, &bands, &wounds_of_row, 4, cap, r).unwrap();
        if f.killed {
            f.rounds.len() as u32
        } else {
            cap + 1
        }
    });
}
