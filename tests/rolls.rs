//! The seeded rolls of every mechanic against its exact distribution (chi-square), so that the
//! two interpreters of the same lookups can never drift apart.

use warband::mechanics::hit::{self, HitKind, HitQuery};
use warband::mechanics::save::{self, Armour, SaveQuery};
use warband::mechanics::wound::{self, WoundDie, WoundQuery};
use warband::mechanics::{Check, Roller};
use warband::prob::{Dist, Ratio};
use warband::rules::{RulesetId, builtin};

const TRIALS: u64 = 6000;

/// The 0.1 % critical values of the chi-square distribution, by degrees of freedom. Fixed
/// seeds make each test deterministic; the threshold only says the two interpreters agree.
const CHI2_999: [f64; 8] = [0.0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32];

/// Chi-square statistic of observed counts against exact probabilities (categories with an
/// expected count below 5 are pooled into their neighbour, as usual).
fn chi_square(observed: &[u64], expected: &[Ratio], trials: u64) -> (f64, usize) {
    assert_eq!(observed.len(), expected.len());
    let total: Ratio = expected.iter().fold(Ratio::zero(), |a, p| &a + p);
    assert_eq!(
        total,
        Ratio::one(),
        "the exact distribution sums to exactly 1"
    );
    let mut cells: Vec<(f64, f64)> = Vec::new();
    let (mut o_acc, mut e_acc) = (0.0, 0.0);
    for (o, p) in observed.iter().zip(expected) {
        o_acc += *o as f64;
        e_acc += p.to_f64() * trials as f64;
        if e_acc >= 5.0 {
            cells.push((o_acc, e_acc));
            o_acc = 0.0;
            e_acc = 0.0;
        }
    }
    if let Some(last) = cells.last_mut() {
        last.0 += o_acc;
        last.1 += e_acc;
    } else if o_acc > 0.0 {
        panic!("observed outcomes the exact distribution says are impossible");
    }
    let stat = cells.iter().map(|(o, e)| (o - e) * (o - e) / e).sum();
    (stat, cells.len().saturating_sub(1))
}

fn assert_agrees(name: &str, observed: &[u64], expected: &[Ratio]) {
    // An outcome of probability 0 must never be rolled.
    for (o, p) in observed.iter().zip(expected) {
        assert!(
            !(p.is_zero() && *o > 0),
            "{name}: rolled an impossible outcome"
        );
    }
    let (stat, df) = chi_square(observed, expected, TRIALS);
    if df == 0 {
        return;
    }
    assert!(
        stat < CHI2_999[df],
        "{name}: chi-square {stat:.2} with {df} degrees of freedom exceeds {}",
        CHI2_999[df]
    );
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
    let (stat, df) = chi_square(&observed, &[Ratio::new(1, 2), Ratio::new(1, 2)], TRIALS);
    assert!(stat > CHI2_999[df]);
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
