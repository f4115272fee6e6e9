//! The club's protection from injury in `table serious-injury --armour`: against an
//! enumeration of the D66 and the save die, rolled against it, and refused where it means nothing.

use crate::common;

use common::fraction::Q;
use common::{assert_bad_input, stdout_of, warband};
use std::collections::BTreeMap;
use warband::dice::{Roller, expr};
use warband::mechanics::table::{self, Protection, Step};
use warband::rules::{RulesetId, builtin, tables};

const SIX: [&str; 6] = [
    "leg_wound",
    "arm_wound",
    "smashed_leg",
    "chest_wound",
    "blinded_in_one_eye",
    "old_battle_wound",
];

/// Every D66 and save die: «padne nějaké konkrétní zranění (22, 23, 25, 26,-32) může se pokusit
/// toto zranění zvrátit úspěšným hodem na brnění» — the six results are undone into Full
/// Recovery by a D6 of the save or more, a 1 always failing («hod 1 je vždy neúspěch»).
fn oracle(save: u8) -> BTreeMap<String, Q> {
    let t = tables::find(
        "serious-injury",
        RulesetId::MordheimClub,
        &builtin(RulesetId::MordheimClub),
    )
    .unwrap();
    let mut counts: BTreeMap<String, u128> = BTreeMap::new();
    for tens in 1..=6i64 {
        for units in 1..=6i64 {
            let roll = tens * 10 + units;
            let row = t.rows.iter().find(|r| r.band.contains(roll)).unwrap();
            for die in 1..=6u8 {
                let saved = SIX.contains(&row.id.as_str()) && die >= save && die != 1;
                let id = if saved {
                    "full_recovery"
                } else {
                    row.id.as_str()
                };
                *counts.entry(id.to_string()).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .map(|(k, c)| (k, Q::new(c, 216)))
        .collect()
}

fn command(save: &str) -> BTreeMap<String, Q> {
    let out = stdout_of(warband().args([
        "--rules",
        "mordheim-club",
        "table",
        "serious-injury",
        "--armour",
        save,
        "--json",
    ]));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["probability"]["exact"] != "0")
        .map(|e| {
            (
                e["outcome"].as_str().unwrap().to_string(),
                Q::parse(e["probability"]["exact"].as_str().unwrap()),
            )
        })
        .collect()
}

#[test]
fn protection_folds_into_the_table() {
    for (save, given) in [(5, "5"), (2, "2+"), (1, "1+"), (6, "6")] {
        let o = oracle(save);
        let total = o.values().fold(Q::zero(), |a, q| a.add(*q));
        assert_eq!(total, Q::one());
        assert_eq!(command(given), o, "--armour {given}");
    }
    // By hand, 5+ (1/3): each of the six 1/36·2/3 = 1/54; Full Recovery (41-46, 51-55: 11/36)
    // gains 6/36·1/3: 13/36. A 1+ fails on a 1 only, as a 2+: 11/36 + 6/36·5/6 = 4/9.
    assert_eq!(oracle(5)["leg_wound"], Q::new(1, 54));
    assert_eq!(oracle(5)["full_recovery"], Q::new(13, 36));
    assert_eq!(oracle(1)["full_recovery"], Q::new(4, 9));
}

#[test]
fn rolled_protection_matches_the_exact_distribution() {
    let rules = builtin(RulesetId::MordheimClub);
    let t = tables::find("serious-injury", RulesetId::MordheimClub, &rules).unwrap();
    let dice = expr::parse(&t.dice).unwrap();
    let p = Protection {
        results: SIX.map(String::from).to_vec(),
        save: 4,
        natural_one_fails: true,
        saved_as: "full_recovery".into(),
    };
    let exact = oracle(4);
    let names: Vec<&String> = exact.keys().collect();
    let mut seen = vec![0u64; names.len()];
    let mut roller = Roller::new(8800);
    for _ in 0..6000 {
        let steps = table::roll_protected(&dice, 0, &t.rows, Some(&p), &mut roller).unwrap();
        let id = match (&steps[0], steps.get(1)) {
            (_, Some(Step::Save { saved: true, .. })) => "full_recovery".to_string(),
            (Step::Row(r), _) => t.rows[r.row].id.clone(),
            _ => unreachable!(),
        };
        // A saved result rolls nothing more.
        if matches!(steps.get(1), Some(Step::Save { saved: true, .. })) {
            assert_eq!(steps.len(), 2);
        }
        seen[names.iter().position(|n| **n == id).unwrap()] += 1;
    }
    let expected: Vec<f64> = exact.values().map(|q| q.to_f64()).collect();
    common::chi2::assert_agrees("protection", &seen, &expected);
}

#[test]
fn armour_is_refused_where_no_save_undoes_a_result() {
    for args in [
        &["table", "serious-injury", "--armour", "5"][..],
        &["--rules", "mordheim-club", "table", "prr", "--armour", "5"],
        &[
            "--rules",
            "mordheim-club",
            "table",
            "serious-injury",
            "--armour",
            "7",
        ],
        &[
            "--rules",
            "mordheim-club",
            "table",
            "serious-injury",
            "--armour",
            "paper",
        ],
    ] {
        assert_bad_input(warband().args(args));
    }
}
