//! `warband duel` through the binary: values reasoned by hand from RULES.md §1.7–§1.12 and
//! rulings, the JSON/CSV/plain contract, `--roll`, `--simulate`, `--compare`, and
//! one-line errors for bad profiles and flags. (tests/it/duel/oracle.rs checks the whole chain
//! against an independent enumeration.)

use crate::common;

use common::{assert_bad_input, stdout_of, warband};
use num_bigint::BigInt;
use num_traits::{One, Zero};
use serde_json::Value;

/// An exact fraction from the JSON contract, of any size (a duel's denominators are 6^600).
#[derive(Debug, Clone, PartialEq)]
struct Big(BigInt, BigInt);

fn big(s: &str) -> Big {
    match s.split_once('/') {
        Some((n, d)) => Big(n.parse().unwrap(), d.parse().unwrap()),
        None => Big(s.parse().unwrap(), BigInt::one()),
    }
}

fn small(n: i64, d: i64) -> Big {
    Big(BigInt::from(n), BigInt::from(d))
}

impl Big {
    fn add(&self, o: &Big) -> Big {
        Big(&self.0 * &o.1 + &o.0 * &self.1, &self.1 * &o.1)
    }
    /// Equal as numbers (the sum above is not reduced).
    fn same(&self, o: &Big) -> bool {
        &self.0 * &o.1 == &o.0 * &self.1
    }
}

fn duel_json(args: &[&str]) -> Value {
    let mut cmd = warband();
    cmd.arg("duel").args(args).arg("--json");
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

fn named(v: &Value, key: &str) -> Vec<(String, Big)> {
    v[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let outcome = match &e["outcome"] {
                Value::String(s) => s.clone(),
                n => n.to_string(),
            };
            (outcome, big(e["probability"]["exact"].as_str().unwrap()))
        })
        .collect()
}

fn outcome(v: &Value, name: &str) -> Big {
    named(v, "distribution")
        .into_iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no {name}"))
        .1
}

const PLAIN: &str = "WS3 S3 T3 W1 I3 A1";

#[test]
fn first_turn_by_hand() {
    // A charges: 4+ to hit, 4+ to wound; a 4-5 is one wound and one injury roll (out on 5-6),
    // a 6 the critical, two injury rolls (rows 1-4: 1 − (4/6)² = 5/9 out, rows 5-6 with +2:
    // 8/9): A takes B out with 1/2 × (2/6 × 1/3 + 1/6 × 2/3) = 1/9. B strikes back only if no
    // wound reached him, 3/4, and then wins with the same 1/9: 1/12.
    let v = duel_json(&["--a", PLAIN, "--b", PLAIN, "--turns", "1"]);
    assert!(outcome(&v, "a_wins").same(&small(1, 9)));
    assert!(outcome(&v, "b_wins").same(&small(1, 12)));
    assert!(outcome(&v, "undecided").same(&small(29, 36)));
    // B charging mirrors it.
    let v = duel_json(&["--a", PLAIN, "--b", PLAIN, "--turns", "1", "--charger", "b"]);
    assert!(outcome(&v, "a_wins").same(&small(1, 12)));
    assert!(outcome(&v, "b_wins").same(&small(1, 9)));
    // Nobody charged, equal Initiative: the roll-off is an even chance, so each side
    // strikes first half the time: 1/2 × 1/9 + 1/2 × 1/12 = 7/72 each.
    let v = duel_json(&[
        "--a",
        PLAIN,
        "--b",
        PLAIN,
        "--turns",
        "1",
        "--charger",
        "none",
    ]);
    assert!(outcome(&v, "a_wins").same(&small(7, 72)));
    assert!(outcome(&v, "b_wins").same(&small(7, 72)));
}

#[test]
fn two_turns_against_a_warrior_without_attacks_by_hand() {
    // B has no attacks, so only A wins. Turn 1 (A's): out 1/9 as above; knocked down: a 4-5
    // wound (1/6) rolling 1-2, 1/18, or the critical (1/12) with both injury dice 1-2 on rows
    // 1-4, 2/3 × 1/9: 1/18 + 1/162 = 5/81; stunned: 1/18 + 1/12 × (2/3 × 1/3 + 1/3 × 1/9)
    // = 25/324; still standing 3/4. Turn 2 (B's): knocked down → stands up at 0 wounds, and any
    // wound is an injury roll again: out 1/9; stunned → knocked down: hit automatically, out on
    // any wound, 1/2; standing: 1/9. By turn 2: 1/9 + 5/81 × 1/9 + 25/324 × 1/2 + 3/4 × 1/9
    // = 1399/5832; the fight ends in turn 2 with 1399/5832 − 1/9 = 751/5832.
    let v = duel_json(&["--a", PLAIN, "--b", "WS3 S3 T3 W1 I3 A0", "--turns", "2"]);
    assert!(outcome(&v, "a_wins").same(&small(1399, 5832)));
    assert!(outcome(&v, "b_wins").is_zero());
    let turns = named(&v, "turns");
    assert_eq!(turns.len(), 3, "turns 1, 2 and undecided");
    assert!(turns[0].1.same(&small(1, 9)));
    assert!(turns[1].1.same(&small(751, 5832)));
    assert_eq!(turns[2].0, "undecided");
}

impl Big {
    fn is_zero(&self) -> bool {
        self.0.is_zero()
    }
}

#[test]
fn every_answer_sums_to_exactly_one() {
    for args in [
        vec!["--a", "WS4 S4 T3 W1 I4 A1", "--b", PLAIN],
        vec![
            "--a",
            "4 4 3 3 3 2 4 2 7",
            "--b",
            "4 4 3 4 4 2 3 1 7",
            "--a-weapon",
            "axe",
            "--b-weapon",
            "sword",
            "--b-armour",
            "light",
            "--b-shield",
            "--b-helmet",
        ],
        vec!["--a", "WS3 W3 A2", "--b", "WS3 W3 A2", "--charger", "none"],
    ] {
        let v = duel_json(&args);
        let total = named(&v, "distribution")
            .iter()
            .fold(Big(BigInt::zero(), BigInt::one()), |acc, (_, p)| acc.add(p));
        assert!(total.same(&small(1, 1)), "{args:?}");
        let turns = named(&v, "turns")
            .iter()
            .fold(Big(BigInt::zero(), BigInt::one()), |acc, (_, p)| acc.add(p));
        assert!(turns.same(&small(1, 1)), "{args:?}: turns");
        // Each turn's ending splits into A's and B's wins.
        for (t, row) in v["by_turn"].as_array().unwrap().iter().enumerate() {
            let a = big(row["a_wins"]["exact"].as_str().unwrap());
            let b = big(row["b_wins"]["exact"].as_str().unwrap());
            assert!(
                a.add(&b).same(&named(&v, "turns")[t].1),
                "{args:?}: turn {}",
                t + 1
            );
        }
    }
}

#[test]
fn the_json_contract() {
    let v = duel_json(&["--a", "WS4 S3 I4", "--b", PLAIN, "--turns", "12"]);
    assert_eq!(v["command"], "duel");
    assert_eq!(v["rules"], "mordheim");
    let names: Vec<String> = named(&v, "distribution").into_iter().map(|e| e.0).collect();
    assert_eq!(names, ["a_wins", "b_wins", "undecided"]);
    assert_eq!(v["turns"].as_array().unwrap().len(), 13);
    assert_eq!(v["mean_of"], "turns");
    let mean = v["mean"]["p"].as_f64().unwrap();
    assert!((1.0..12.0).contains(&mean), "{mean}");
    // Characteristics not given are listed with the human default they took.
    assert_eq!(v["inputs"]["a"], "M4 WS4 BS3 S3 T3 W1 I4 A1 Ld7");
    let a = v["a"].as_str().unwrap();
    assert!(
        a.contains("not given") && a.contains("T3") && a.contains("Ld7"),
        "{a}"
    );
    // I4 against I3 and a charger: nobody ever rolls off, so R-9 is not among the rulings.
    assert!(!v["rulings"].as_array().unwrap().iter().any(|r| r == "R-9"));
    for id in ["R-42", "R-43", "R-44"] {
        assert!(
            v["rulings"].as_array().unwrap().iter().any(|r| r == id),
            "{id}"
        );
    }
    assert_eq!(v["roll"], Value::Null);
}

#[test]
fn human_output_leads_with_the_verdict() {
    let out = stdout_of(warband().args(["duel", "--a", "WS4 S4 I4", "--b", PLAIN]));
    let first = out.lines().next().unwrap();
    assert!(
        first.starts_with("A wins ") && first.contains("B wins "),
        "{first}"
    );
    assert!(out.contains("turn 1: A first"), "{out}");
    assert!(out.contains("mean turns"), "{out}");
    // The 30 turns' tail is folded for people, with a pointer to the full rows.
    assert!(out.contains("--json lists every row"), "{out}");
}

#[test]
fn plain_is_a_wins_and_csv_lists_the_outcomes() {
    let args = ["duel", "--a", PLAIN, "--b", PLAIN, "--turns", "1"];
    let plain = stdout_of(warband().args(args).args(["--format", "plain"]));
    assert_eq!(plain.trim(), "1/9");
    let csv = stdout_of(warband().args(args).args(["--format", "csv"]));
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "table,outcome,exact,p,at_least_exact,at_least_p,at_most_exact,at_most_p"
    );
    // One table: the outcome rows, then the turns' rows, each named by its JSON key.
    assert!(lines[1].starts_with("distribution,a_wins,1/9,"), "{csv}");
    assert!(lines[2].starts_with("distribution,b_wins,1/12,"), "{csv}");
    assert!(
        lines[3].starts_with("distribution,undecided,29/36,"),
        "{csv}"
    );
    // Turn 1 ends 1/9 + 1/12 = 7/36 of the fights; it is at least turn 1 for all of them.
    assert!(lines[4].starts_with("turns,1,7/36,"), "{csv}");
    assert!(lines[5].starts_with("turns,undecided,29/36,"), "{csv}");
}

#[test]
fn strike_order_follows_weapons_charge_and_initiative() {
    let order = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["--a", PLAIN, "--b", PLAIN];
        all.extend_from_slice(args);
        duel_json(&all)["strike_order"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().to_string())
            .collect()
    };
    // Equal I, nobody charging: rolled off every phase.
    let o = order(&["--charger", "none"]);
    assert!(
        o[0].contains("rolled off") && o[1].contains("rolled off"),
        "{o:?}"
    );
    // The charger first in turn 1 only.
    let o = order(&[]);
    assert_eq!(o[0], "turn 1: A first");
    assert!(o[1].contains("rolled off"), "{o:?}");
    // A spear strikes first in the first turn even when charged.
    let o = order(&["--b-weapon", "spear", "--charger", "none"]);
    assert_eq!(o[0], "turn 1: B first");
    // A double-handed weapon strikes last even when charging.
    let o = order(&["--a-weapon", "double-handed"]);
    assert_eq!(o[0], "turn 1: B first");
    assert_eq!(o[1], "later turns: B first");
    // Otherwise the higher Initiative.
    let v = duel_json(&["--a", PLAIN, "--b", "WS3 S3 T3 W1 I5 A1"]);
    assert_eq!(v["strike_order"][1], "later turns: B first");
}

#[test]
fn a_sword_parries_unless_told_not_to() {
    let with = duel_json(&["--a", PLAIN, "--b", PLAIN, "--b-weapon", "sword"]);
    let without = duel_json(&[
        "--a",
        PLAIN,
        "--b",
        PLAIN,
        "--b-weapon",
        "sword",
        "--b-parry",
        "none",
    ]);
    let has = |v: &Value| v["rulings"].as_array().unwrap().iter().any(|r| r == "R-22");
    assert!(has(&with) && !has(&without));
    // Parrying only takes hits away from A: B does better with it.
    let b = |v: &Value| outcome(v, "b_wins");
    let (x, y) = (b(&with), b(&without));
    assert!(&x.0 * &y.1 > &y.0 * &x.1, "parry should help B");
}

#[test]
fn roll_plays_one_fight_reproducibly() {
    let args = [
        "duel", "--a", PLAIN, "--b", PLAIN, "--roll", "--seed", "5", "--json",
    ];
    let one: Value = serde_json::from_str(&stdout_of(warband().args(args))).unwrap();
    let two: Value = serde_json::from_str(&stdout_of(warband().args(args))).unwrap();
    assert_eq!(one["roll"], two["roll"]);
    let result = one["roll"]["result"].as_str().unwrap();
    assert!(
        ["a_wins", "b_wins", "undecided"].contains(&result),
        "{result}"
    );
    let lines: Vec<&str> = one["roll"]["attempts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["result"].as_str().unwrap())
        .collect();
    let last = lines.last().unwrap();
    match result {
        "a_wins" => assert!(last.starts_with("A wins in turn"), "{last}"),
        "b_wins" => assert!(last.starts_with("B wins in turn"), "{last}"),
        _ => assert!(last.starts_with("undecided"), "{last}"),
    }
    assert!(lines[0].starts_with("turn 1"), "{lines:?}");
    assert!(!one["roll"]["dice"].as_array().unwrap().is_empty());
}

#[test]
fn simulate_samples_beside_the_exact_answer() {
    let v = duel_json(&[
        "--a",
        PLAIN,
        "--b",
        PLAIN,
        "--simulate",
        "20000",
        "--seed",
        "3",
    ]);
    let sim = &v["simulation"];
    assert_eq!(sim["runs"], 20000);
    let counts: u64 = sim["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["count"].as_u64().unwrap())
        .sum();
    assert_eq!(counts, 20000);
    // 20 000 fights: a sampled frequency within 5 standard errors of the exact value, or the
    // mechanics played and the mechanics computed disagree.
    assert!(sim["max_abs_z"].as_f64().unwrap() < 5.0, "{sim}");
}

#[test]
fn compare_puts_match_ups_side_by_side() {
    let mut cmd = warband();
    cmd.args([
        "duel",
        "--a",
        PLAIN,
        "--b",
        PLAIN,
        "--turns",
        "1",
        "--compare",
        "--charger b",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&stdout_of(&mut cmd)).unwrap();
    let all = v.as_array().unwrap();
    assert_eq!(all.len(), 2);
    assert_eq!(all[0]["loadout"], "as given");
    assert_eq!(all[1]["loadout"], "--charger b");
    assert!(outcome(&all[0], "a_wins").same(&small(1, 9)));
    assert!(outcome(&all[1], "a_wins").same(&small(1, 12)));
    let table = stdout_of(warband().args([
        "duel",
        "--a",
        PLAIN,
        "--b",
        PLAIN,
        "--compare",
        "--a-weapon axe",
    ]));
    assert!(
        table.contains("a wins") && table.contains("mean turns"),
        "{table}"
    );
}

#[test]
fn bad_profiles_and_flags_are_one_line_errors() {
    let bad = |args: &[&str]| {
        let mut cmd = warband();
        cmd.arg("duel").args(args);
        assert_bad_input(&mut cmd)
    };
    let e = bad(&["--a", "WS4 S", "--b", PLAIN]);
    assert!(e.contains("S has no value"), "{e}");
    let e = bad(&["--a", "WS11", "--b", PLAIN]);
    assert!(e.contains("WS11 is out of range"), "{e}");
    let e = bad(&["--a", PLAIN, "--b", "4 4 3 3 3 1 4 1 7 7"]);
    assert!(e.contains("nine numbers") && e.contains("10"), "{e}");
    let e = bad(&["--a", "WS4 Q2", "--b", PLAIN]);
    assert!(e.contains("'Q' is not a characteristic"), "{e}");
    let e = bad(&["--a", "W0", "--b", PLAIN]);
    assert!(e.contains("Wounds are 1 to 10"), "{e}");
    let e = bad(&["--a", PLAIN]);
    assert!(e.contains("--b"), "{e}");
    let e = bad(&["--a", PLAIN, "--b", PLAIN, "--b-weapon", "plasma"]);
    assert!(
        e.contains("side B: mordheim has no weapon 'plasma' (mordheim weapons: fist,"),
        "{e}"
    );
    let e = bad(&["--a", PLAIN, "--b", PLAIN, "--a-weapon", "bow"]);
    assert!(e.contains("A striking B") && e.contains("missile"), "{e}");
    // Two-handed weapons (§7.2) leave no hand for a second weapon or a shield.
    let e = bad(&[
        "--a",
        PLAIN,
        "--b",
        PLAIN,
        "--a-weapon",
        "flail",
        "--a-offhand",
        "buckler",
    ]);
    assert!(e.contains("the flail is two-handed"), "{e}");
    let e = bad(&[
        "--a",
        PLAIN,
        "--b",
        PLAIN,
        "--b-weapon",
        "halberd",
        "--b-shield",
    ]);
    assert!(
        e.contains("side B: the halberd is two-handed: no shield"),
        "{e}"
    );
    // Armour is the target's: an unknown one is found when the other side strikes.
    let e = bad(&["--a", PLAIN, "--b", PLAIN, "--a-armour", "mithril"]);
    assert!(e.contains("B striking A") && e.contains("mithril"), "{e}");
    let e = bad(&["--a", PLAIN, "--b", PLAIN, "--a-armour", "7+"]);
    assert!(e.contains("1+ to 6+"), "{e}");
    let e = bad(&["--a", PLAIN, "--b", PLAIN, "--turns", "0"]);
    assert!(e.contains("--turns"), "{e}");
    let e = bad(&["--a", PLAIN, "--b", PLAIN, "--charger", "c"]);
    assert!(e.contains("--charger"), "{e}");
    let e = bad(&["--a", PLAIN, "--b", PLAIN, "--rules", "wfb"]);
    assert!(e.contains("no injury table"), "{e}");
    let e = bad(&["--a", PLAIN, "--b", PLAIN, "--compare", "--a-weapon"]);
    assert!(e.contains("--compare"), "{e}");
}
