//! Core cover: a missed shot whose kept die shows 1 hits the cover — by hand, by
//! enumerating the dice, rolled against the exact chance, and in `hit`'s output.

use crate::common;

use common::{assert_bad_input, stdout_of, warband};
use warband::dice::Roller;
use warband::mechanics::hit::{self, HitKind, HitQuery};
use warband::prob::Ratio;
use warband::rules::{RulesetId, builtin};

fn shot(bs: u8, mods: &[&str], modifier: i32, reroll: bool) -> HitQuery {
    HitQuery {
        kind: HitKind::Shooting {
            bs,
            modifiers: mods.iter().map(|m| m.to_string()).collect(),
        },
        modifier,
        reroll_misses: reroll,
    }
}

fn cover(r: RulesetId, q: &HitQuery) -> Option<Ratio> {
    let rules = builtin(r);
    let res = hit::resolve(&rules, q).unwrap();
    hit::cover_chance(&rules, q, &res.check)
}

#[test]
fn the_chance_a_shot_hits_the_cover() {
    let core = RulesetId::Mordheim;
    // «Если воин не попал в цель, причём на попадание выпало 1, и выстрел получал штраф –1 за
    // укрытие, заряд попадает в укрытие»: BS 3 in cover needs 5+; a 1 (1/6) misses into the
    // cover, which is 1/6 ÷ 4/6 = 1/4 of the misses.
    assert_eq!(
        cover(core, &shot(3, &["cover"], 0, false)),
        Some(Ratio::new(1, 6))
    );
    // R-73, re-rolled misses: the first die misses (4/6) and the re-roll shows 1 (1/6): 1/9.
    // Enumerated: first die 1-4 and second die 1 is 4 of the 36 pairs.
    let pairs = (1..=6u8)
        .flat_map(|a| (1..=6u8).map(move |b| (a, b)))
        .filter(|&(a, b)| a < 5 && b == 1)
        .count() as u64;
    assert_eq!(
        cover(core, &shot(3, &["cover"], 0, true)),
        Some(Ratio::new(pairs, 36))
    );
    // BS 1 at long range in cover needs 8 (a 6 then 5+, R-3): only a first die of 1 (1/6)
    // hits the cover; a 6 then a 1 is a plain miss.
    assert_eq!(
        cover(core, &shot(1, &["cover", "long_range"], 0, false)),
        Some(Ratio::new(1, 6))
    );
    // An impossible shot rolls no die: nothing hits the cover.
    assert_eq!(
        cover(core, &shot(1, &["cover", "long_range", "moved"], -1, false)),
        Some(Ratio::zero())
    );
    // No cover penalty, or a ruleset without the rule: no such chance at all.
    assert_eq!(cover(core, &shot(3, &[], 0, false)), None);
    assert_eq!(
        cover(RulesetId::MordheimClub, &shot(3, &["cover"], 0, false)),
        None
    );
}

#[test]
fn rolled_shots_hit_the_cover_as_often_as_the_exact_chance() {
    let rules = builtin(RulesetId::Mordheim);
    for (i, q) in [
        shot(3, &["cover"], 0, false),
        shot(3, &["cover"], 0, true),
        shot(2, &["cover", "long_range", "moved"], 0, false),
    ]
    .iter()
    .enumerate()
    {
        let check = hit::resolve(&rules, q).unwrap().check;
        let c = hit::cover_chance(&rules, q, &check).unwrap();
        let p = check.probability();
        let miss = p.complement().checked_sub(&c).unwrap();
        let mut roller = Roller::new(7300 + i as u64);
        let mut seen = [0u64; 3];
        for _ in 0..6000 {
            let rolled = check.roll(&mut roller);
            let k = if rolled.success {
                0
            } else if hit::rolled_cover_hit(&rolled) {
                1
            } else {
                2
            };
            seen[k] += 1;
        }
        let total = &(&p + &c) + &miss;
        assert_eq!(total, Ratio::one());
        common::chi2::assert_agrees(
            &format!("cover {i}"),
            &seen,
            &[p.to_f64(), c.to_f64(), miss.to_f64()],
        );
    }
}

#[test]
fn hit_reports_the_cover() {
    let out = stdout_of(warband().args(["hit", "--bs", "3", "--cover", "--json"]));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["hits_cover"]["exact"], "1/6");
    assert_eq!(v["a_miss_hits_cover"]["exact"], "1/4");
    assert!(v["rulings"].as_array().unwrap().iter().any(|r| r == "R-73"));
    let plain = stdout_of(warband().args(["hit", "--bs", "3", "--json"]));
    assert!(!plain.contains("hits_cover"));
    assert_bad_input(warband().args(["hit", "--ws", "3", "--vs", "3", "--cover"]));
    assert_bad_input(warband().args(["hit", "--cover"]));
}
