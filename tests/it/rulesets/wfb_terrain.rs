//! `table chariot-shooting --rules wfb --terrain`: a chariot in difficult terrain (seed 002
//! «inkasuje D6 S6 zasahu, ktere jsou nahodne rozdeleny mezi chariot, posadku a tahnouci
//! nestvury jako pri strelbe», R-103): every hit die and allocation die enumerated, the
//! seeded roll against the exact distribution, the refusals.

use crate::common;

use common::chi2;
use common::fraction::{Q, binomial, exact, q, sum};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;
use std::collections::BTreeMap;
use warband::mechanics::Roller;
use warband::mechanics::chariot::{PartProfile, Terrain};
use warband::rules::{RulesetId, builtin};

fn table(v: &Value, key: &str) -> BTreeMap<i64, Q> {
    let rows: BTreeMap<i64, Q> = v[key]
        .as_array()
        .unwrap_or_else(|| panic!("no table {key}: {v}"))
        .iter()
        .map(|e| (e["outcome"].as_i64().unwrap(), exact(&e["probability"])))
        .collect();
    assert_eq!(sum(&rows.values().copied().collect::<Vec<_>>()), Q::one());
    rows
}

/// Every D6 of hits and every allocation die of each hit (1 crew, 2-3 creature, 4-6
/// chariot): P(hits on each part), jointly.
fn allocations() -> BTreeMap<[u32; 3], Q> {
    let mut joint = BTreeMap::new();
    for hits in 1..=6u32 {
        for code in 0..6u32.pow(hits) {
            let mut on = [0u32; 3];
            let mut c = code;
            for _ in 0..hits {
                let die = c % 6 + 1;
                c /= 6;
                on[match die {
                    1 => 0,
                    2 | 3 => 1,
                    _ => 2,
                }] += 1;
            }
            let e = joint.entry(on).or_insert(Q::zero());
            *e = e.add(q(1, 6).mul(q(1, 6u128.pow(hits))));
        }
    }
    joint
}

#[test]
fn terrain_hits_fall_on_each_part_by_the_shooting_column_and_wound_it() {
    terrain_hits_by_hand("wfb");
}

// Skirmish keeps WFB's chariots (R-37: «Pravidla WFB platí ve Skirmishi normálně kromě
// výjimek», and its rules set no exception for them), with WFB's charts and saves: the same
// dice, the same answer.
#[test]
fn skirmish_chariots_take_the_same_terrain_hits() {
    terrain_hits_by_hand("skirmish");
}

fn terrain_hits_by_hand(rules: &str) {
    // Crew T3, no save left: S6 wounds T3 on 2+ (5/6), 5+ at -3 is no save: 5/6 a hit.
    // Creature T4 2+: S6 wounds T4 on 2+ (5/6), the save 2+ at -3 is 5+ (1/3 saves): 5/9.
    // Chariot T7 4+: S6 wounds T7 on 5+ (1/3), 4+ at -3 is 7+, none: 1/3.
    let v: Value = serde_json::from_str(&stdout_of(warband().args([
        "table",
        "chariot-shooting",
        "--rules",
        rules,
        "--terrain",
        "--parts",
        "T3 5+,T4 2+,T7 4+",
        "--json",
    ])))
    .unwrap();
    let joint = allocations();
    let unsaved = [q(5, 6), q(5, 9), q(1, 3)];
    for (i, id) in ["crew", "creature", "chariot"].iter().enumerate() {
        let mut hits = BTreeMap::<i64, Q>::new();
        let mut wounds = BTreeMap::<i64, Q>::new();
        for (on, p) in &joint {
            let h = hits.entry(i64::from(on[i])).or_insert(Q::zero());
            *h = h.add(*p);
            for (k, pk) in binomial(on[i], unsaved[i]).into_iter().enumerate() {
                let w = wounds.entry(k as i64).or_insert(Q::zero());
                *w = w.add(p.mul(pk));
            }
        }
        assert_eq!(table(&v, &format!("hits_{id}")), hits, "{id}");
        assert_eq!(table(&v, &format!("wounds_{id}")), wounds, "{id}");
    }
    // The hits in all are the D6.
    let all: BTreeMap<i64, Q> = v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["outcome"].as_i64().unwrap(), exact(&e["probability"])))
        .collect();
    assert_eq!(all, (1..=6).map(|h| (h, q(1, 6))).collect());
    assert!(v["rulings"].to_string().contains("R-103"));
    // Without --parts: the hits on each part, and no wounds.
    let v: Value = serde_json::from_str(&stdout_of(warband().args([
        "table",
        "chariot-shooting",
        "--rules",
        "wfb",
        "--terrain",
        "--json",
    ])))
    .unwrap();
    assert!(v.get("wounds_crew").is_none());
    assert_eq!(table(&v, "hits_crew")[&0], {
        // No hit on the crew: every allocation die of d hits shows 2-6.
        sum(&(1..=6u32)
            .map(|d| q(1, 6).mul(q(5, 6).pow(d)))
            .collect::<Vec<_>>())
    });
}

#[test]
fn seeded_terrain_hits_roll_as_the_exact_distribution() {
    let wfb = builtin(RulesetId::Wfb);
    let rule = wfb.chariot_terrain.clone().unwrap();
    let rows = vec![
        ("crew".to_string(), "crew".to_string(), (1, 1)),
        ("creature".to_string(), "creature".to_string(), (2, 3)),
        ("chariot".to_string(), "chariot".to_string(), (4, 6)),
    ];
    let part = |t, save| Some(PartProfile { toughness: t, save });
    let terrain = Terrain::new(
        &wfb,
        &rule,
        rows,
        &[part(3, Some(5)), part(4, Some(2)), part(7, Some(4))],
    )
    .unwrap();
    let mut roller = Roller::new(20_261_203);
    let runs = 20_000;
    let mut counts = vec![BTreeMap::<i64, u64>::new(); 3];
    for _ in 0..runs {
        let rolled = terrain.roll(&mut roller);
        for (i, (_, w)) in rolled.parts.iter().enumerate() {
            *counts[i].entry(i64::from(*w)).or_default() += 1;
        }
    }
    for (i, seen) in counts.iter().enumerate() {
        let dist = terrain.wounds_on(i).unwrap();
        let ks: Vec<i64> = dist.outcomes().copied().collect();
        let observed: Vec<u64> = ks
            .iter()
            .map(|k| seen.get(k).copied().unwrap_or(0))
            .collect();
        assert_eq!(
            observed.iter().sum::<u64>(),
            runs,
            "no count outside the exact ones"
        );
        let expected: Vec<f64> = ks.iter().map(|k| dist.prob(k).to_f64()).collect();
        chi2::assert_agrees(&format!("terrain wounds on part {i}"), &observed, &expected);
    }
}

#[test]
fn terrain_is_refused_where_it_has_no_meaning() {
    for args in [
        "table look-out-sir --rules wfb --terrain",
        "table injury --rules mordheim --terrain",
        "table chariot-shooting --rules wfb --terrain --parts 'T3,T4,T5,T6'",
        "table chariot-shooting --rules wfb --terrain --parts 'T3 7+'",
    ] {
        assert_bad_input(warband().args(shlex::split(args).unwrap()));
    }
    // A rolled terrain names each part's hits and wounds.
    let out = stdout_of(warband().args(shlex::split(
        "table chariot-shooting --rules wfb --terrain --parts 'T3 5+,T4 2+,T7 4+' --roll --seed 3",
    ).unwrap()));
    assert!(out.contains("crew") && out.contains("wounds"), "{out}");
}
