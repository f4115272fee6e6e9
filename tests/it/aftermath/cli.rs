//! What follows a wound, through the binary: `injury`, `crit`, `fall` (jumps and diving charges),
//! `rout` (warband rout, WFB break test, All Alone / panic) and `test` (characteristic,
//! Leadership and casting tests).
//!
//! Every expected value comes from RULES.md (section R, §1.1, §1.2, §1.4, §1.5, §1.10, §1.12,
//! §1.13, §2.2–§2.4, §2.11–§2.14, §3.7, §4.1, §4.2, §4.4, §4.5, §7.2, §8) or from an independent
//! computation written here (brute-force enumerations over every die, with a small exact-fraction
//! helper `Q`), never copied from the program's output. Seeded rolls are checked against the exact
//! distributions with a chi-square test.

use crate::common;

use common::chi2;
use common::fraction::{Q, exact, q, sum};
use common::{assert_bad_input, warband};
use serde_json::{Value, json as j};

// ---- exact fractions (independent of warband::prob) --------------------------------------------

/// R-8: a failed test re-rolled once: 1 − (1 − p)².
fn rerolled(p: Q) -> Q {
    p.complement().pow(2).complement()
}

/// RULES.md §1.2 (2D6 ≤ Ld), by counting the 36 pairs.
fn p_2d6_at_most(ld: i64) -> Q {
    let n = (1..=6)
        .flat_map(|a| (1..=6).map(move |b| a + b))
        .filter(|&s| s <= ld)
        .count();
    q(n as u128, 36)
}

/// R-7 / §1.1: D6 ≤ v, a natural 6 always fails.
fn p_stat(v: i64) -> Q {
    q((1..=5).filter(|&f| f <= v).count() as u128, 6)
}

#[test]
fn the_fraction_helpers_themselves() {
    assert_eq!(q(2, 4).to_string(), "1/2");
    assert_eq!(q(1, 3).add(q(1, 6)), q(1, 2));
    assert_eq!(q(2, 3).mul(q(3, 4)), q(1, 2));
    assert_eq!(Q::parse("0"), Q::zero());
    assert_eq!(Q::parse("1"), Q::one());
    assert_eq!(rerolled(q(1, 2)), q(3, 4));
    // RULES.md §1.2 and §8.1.
    assert_eq!(p_2d6_at_most(8), q(13, 18));
    assert_eq!(p_2d6_at_most(12), Q::one());
    assert_eq!(p_2d6_at_most(1), Q::zero());
    assert_eq!(p_stat(3), q(1, 2));
    assert_eq!(p_stat(7), q(5, 6));
}

// ---- running the binary ------------------------------------------------------------------------

fn parse_json(s: &str, what: &str) -> Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("{what}: not JSON ({e}): {s}"))
}

/// `warband ARGS` (any format); must exit 0 with nothing on stderr.
fn text(args: &[&str]) -> String {
    let out = warband().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?} failed ({:?}): {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{args:?} wrote to stderr");
    String::from_utf8(out.stdout).unwrap()
}

/// `warband ARGS --json`, parsed; the command must exit 0.
fn json(args: &[&str]) -> Value {
    parse_json(&text(&[args, &["--json"]].concat()), &format!("{args:?}"))
}

/// `warband ARGS --roll --seed SEED --json`: the report and the exit code, which must be 0, or
/// 1 exactly when the roll is a failed pass/fail test (DESIGN.md).
fn rolled(args: &[&str], seed: u64) -> (Value, i32) {
    let s = seed.to_string();
    let out = warband()
        .args(args)
        .args(["--roll", "--seed", &s, "--json"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.is_empty(), "{args:?} seed {seed}: stderr {stderr}");
    let v = parse_json(
        &String::from_utf8(out.stdout).unwrap(),
        &format!("{args:?}"),
    );
    let code = out.status.code().expect("an exit code");
    let failed = v["roll"]["passed"] == Value::Bool(false);
    assert_eq!(
        code,
        i32::from(failed),
        "{args:?} seed {seed}: exit code vs roll.passed"
    );
    assert_eq!(v["roll"]["seed"], seed, "{args:?}");
    (v, code)
}

fn prob(v: &Value) -> Q {
    exact(&v["probability"])
}

/// A distribution of named outcomes: names in order, probabilities summing to exactly 1.
fn named(v: &Value) -> Vec<(String, Q)> {
    let entries = v["distribution"].as_array().expect("distribution array");
    let rows: Vec<(String, Q)> = entries
        .iter()
        .map(|e| {
            let name = e["outcome"].as_str().expect("a named outcome");
            assert!(
                name.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "snake_case outcome {name}"
            );
            (name.to_string(), exact(&e["probability"]))
        })
        .collect();
    let total = rows.iter().fold(Q::zero(), |a, (_, p)| a.add(*p));
    assert_eq!(total, Q::one(), "the distribution sums to exactly 1: {v}");
    rows
}

/// The probabilities of a named distribution whose outcomes must be exactly `names`, in order.
fn probs(v: &Value, names: &[&str]) -> Vec<Q> {
    let rows = named(v);
    let got: Vec<&str> = rows.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(got, names, "outcome names and order");
    rows.into_iter().map(|(_, p)| p).collect()
}

fn rulings(v: &Value) -> Vec<String> {
    v["rulings"]
        .as_array()
        .expect("rulings")
        .iter()
        .map(|r| r.as_str().unwrap().to_string())
        .collect()
}

fn has_ruling(v: &Value, id: &str) -> bool {
    rulings(v).iter().any(|r| r == id)
}

fn dice_of(v: &Value) -> Vec<u8> {
    v["roll"]["dice"]
        .as_array()
        .expect("roll.dice")
        .iter()
        .map(|d| {
            let d = d.as_u64().unwrap();
            assert!((1..=6).contains(&d), "a D6 shows 1-6: {d}");
            d as u8
        })
        .collect()
}

/// A bad input: exit 2, nothing on stdout, one line `warband: error: …`, no panic.
fn bad(args: &[&str]) -> String {
    assert_bad_input(warband().args(args))
}

// ---- chi-square --------------------------------------------------------------------------------

/// Observed counts against exact probabilities: the distribution sums to exactly 1, no outcome
/// of probability 0 is ever rolled (both checked in `Q`), and the chi-square statistic stays
/// below the 0.1 % critical value (`common::chi2`, on the probabilities as f64).
fn assert_chi_square(name: &str, outcomes: &[String], expected: &[Q], observed: &[u64]) {
    assert_eq!(sum(expected), Q::one(), "{name}: exact distribution");
    for ((o, p), outcome) in observed.iter().zip(expected).zip(outcomes) {
        assert!(
            !(p.is_zero() && *o > 0),
            "{name}: rolled {outcome} {o} times, but its exact probability is 0"
        );
    }
    let probabilities: Vec<f64> = expected.iter().map(|p| p.to_f64()).collect();
    chi2::assert_agrees(name, observed, &probabilities);
}

/// Rolls `args` with seeds 0..n, checks each roll with `check`, and compares the rolled results
/// with the exact distribution the same binary prints without `--roll`.
fn rolls_agree(name: &str, args: &[&str], n: u64, check: impl Fn(&Value, u64)) {
    let exact_report = json(args);
    let rows = named(&exact_report);
    let outcomes: Vec<String> = rows.iter().map(|(o, _)| o.clone()).collect();
    let expected: Vec<Q> = rows.iter().map(|(_, p)| *p).collect();
    let mut observed = vec![0u64; outcomes.len()];
    for seed in 0..n {
        let (v, _) = rolled(args, seed);
        // The rolled report carries the same exact distribution.
        assert_eq!(v["distribution"], exact_report["distribution"], "{name}");
        let result = v["roll"]["result"].as_str().expect("a named result");
        let i = outcomes
            .iter()
            .position(|o| o == result)
            .unwrap_or_else(|| panic!("{name} seed {seed}: result {result} is not an outcome"));
        observed[i] += 1;
        check(&v, seed);
    }
    assert_chi_square(name, &outcomes, &expected, &observed);
}

// ================================================================================================
// injury (RULES.md §1.12, §2.11, §4.5, §7.2, R-16, R-17)
// ================================================================================================

const INJURY: [&str; 3] = ["knocked_down", "stunned", "out_of_action"];

/// §1.12 on a final (modified) result, with R-17 concussion: ≤2 knocked down (0), 3–4 stunned
/// (1), ≥5 out of action (2); with concussion a final 2–4 is stunned.
fn injury_status(r: i64, concussion: bool) -> usize {
    if concussion && (2..=4).contains(&r) {
        1
    } else if r <= 2 {
        0
    } else if r <= 4 {
        1
    } else {
        2
    }
}

/// Brute force over every injury die and one helmet die (R-16: the highest modified result
/// counts; R-17: a stunned result becomes knocked down on a helmet 4+). The helmet die is
/// enumerated on every path; it only matters on a stunned result.
fn injury_oracle(rolls: u32, m: i64, concussion: bool, helmet: bool) -> [Q; 3] {
    let n = rolls + 1;
    let total = 6u128.pow(n);
    let mut counts = [0u128; 3];
    for code in 0..total {
        let faces: Vec<i64> = (0..n)
            .map(|k| (code / 6u128.pow(k) % 6) as i64 + 1)
            .collect();
        let highest = faces[..rolls as usize].iter().map(|f| f + m).max().unwrap();
        let mut s = injury_status(highest, concussion);
        if helmet && s == 1 && faces[rolls as usize] >= 4 {
            s = 0;
        }
        counts[s] += 1;
    }
    counts.map(|c| Q::new(c, total))
}

fn injury_args(rolls: u32, m: i64, concussion: bool, helmet: bool) -> Vec<String> {
    let mut a = vec![
        "injury".to_string(),
        "--rolls".into(),
        rolls.to_string(),
        "--mod".into(),
        m.to_string(),
    ];
    if concussion {
        a.push("--concussion".into());
    }
    if helmet {
        a.push("--helmet".into());
    }
    a
}

fn strs(a: &[String]) -> Vec<&str> {
    a.iter().map(String::as_str).collect()
}

#[test]
fn injury_every_row_of_the_table_by_modifier() {
    // One die, D6 + mod on §1.12 (≤2 KD, 3–4 stunned, ≥5 OOA), counted by hand:
    //   −3: −2..3 → KD 5 faces, stunned 1 (a 6)          → 5/6, 1/6, 0
    //   −2: −1..4 → KD 4, stunned 2                       → 2/3, 1/3, 0
    //   −1:  0..5 → KD 3, stunned 2, OOA 1                → 1/2, 1/3, 1/6
    //    0:  1..6 → 2, 2, 2                               → 1/3 each (§8.2)
    //   +1:  2..7 → KD 1, stunned 2, OOA 3                → 1/6, 1/3, 1/2
    //   +2:  3..8 → stunned 2, OOA 4                      → 0, 1/3, 2/3 (§1.12, §8.2)
    //   +3:  4..9 → stunned 1, OOA 5                      → 0, 1/6, 5/6
    //   +4, +5: 5.. → OOA                                  → 0, 0, 1
    let table: [(i64, [Q; 3]); 9] = [
        (-3, [q(5, 6), q(1, 6), Q::zero()]),
        (-2, [q(2, 3), q(1, 3), Q::zero()]),
        (-1, [q(1, 2), q(1, 3), q(1, 6)]),
        (0, [q(1, 3), q(1, 3), q(1, 3)]),
        (1, [q(1, 6), q(1, 3), q(1, 2)]),
        (2, [Q::zero(), q(1, 3), q(2, 3)]),
        (3, [Q::zero(), q(1, 6), q(5, 6)]),
        (4, [Q::zero(), Q::zero(), Q::one()]),
        (5, [Q::zero(), Q::zero(), Q::one()]),
    ];
    for (m, expected) in table {
        assert_eq!(
            injury_oracle(1, m, false, false),
            expected,
            "oracle, mod {m}"
        );
        let a = injury_args(1, m, false, false);
        let v = json(&strs(&a));
        assert_eq!(probs(&v, &INJURY), expected, "mod {m}");
        assert_eq!(v["command"], "injury");
        assert_eq!(v["rules"], "mordheim");
        assert_eq!(v["inputs"]["mod"], m);
        assert_eq!(v["inputs"]["rolls"], 1);
        assert!(v["roll"].is_null());
    }
}

#[test]
fn injury_reference_values_of_rules_8() {
    // §1.12 / §8.2: highest of two dice: P(max ≤ k) = (k/6)²: KD (2/6)² = 1/9, stunned
    // (4/6)² − 1/9 = 1/3, OOA 5/9. +2 with two dice: stunned needs both ≤ 2 → 1/9, OOA 8/9.
    // §7.2: concussion 1/6, 1/2, 1/3; helmet 1/2, 1/6, 1/3; both 5/12, 1/4, 1/3.
    let cases: [(&[&str], [Q; 3]); 6] = [
        (&["injury", "--rolls", "2"], [q(1, 9), q(1, 3), q(5, 9)]),
        (
            &["injury", "--rolls", "2", "--mod", "2"],
            [Q::zero(), q(1, 9), q(8, 9)],
        ),
        (&["injury", "--mod", "+2"], [Q::zero(), q(1, 3), q(2, 3)]),
        (&["injury", "--concussion"], [q(1, 6), q(1, 2), q(1, 3)]),
        (&["injury", "--helmet"], [q(1, 2), q(1, 6), q(1, 3)]),
        (
            &["injury", "--concussion", "--helmet"],
            [q(5, 12), q(1, 4), q(1, 3)],
        ),
    ];
    for (args, expected) in cases {
        assert_eq!(probs(&json(args), &INJURY), expected, "{args:?}");
    }
    assert_eq!(
        injury_oracle(2, 0, false, false),
        [q(1, 9), q(1, 3), q(5, 9)]
    );
    assert_eq!(
        injury_oracle(1, 0, true, true),
        [q(5, 12), q(1, 4), q(1, 3)]
    );
}

#[test]
fn injury_three_rolls_with_concussion_and_helmet_by_brute_force() {
    // By hand: each final result is a die + 1 ∈ 2..7; with concussion 2–4 is stunned, so nothing
    // is knocked down before the helmet. Stunned iff all three dice ≤ 3: (1/2)³ = 1/8; the helmet
    // halves it: KD 1/16, stunned 1/16, OOA 7/8.
    let by_hand = [q(1, 16), q(1, 16), q(7, 8)];
    assert_eq!(injury_oracle(3, 1, true, true), by_hand);
    let v = json(&[
        "injury",
        "--rolls",
        "3",
        "--mod",
        "1",
        "--concussion",
        "--helmet",
    ]);
    assert_eq!(probs(&v, &INJURY), by_hand);
    assert_eq!(v["inputs"]["concussion"], true);
    assert_eq!(v["inputs"]["helmet"], true);
    // More configurations against the enumeration over all 6^rolls dice and the helmet die.
    for (rolls, m, concussion, helmet) in [
        (2, -1, true, false),
        (2, -3, true, true),
        (4, 0, false, true),
        (3, -2, false, false),
        (1, 3, true, true),
        (4, 1, true, true),
    ] {
        let a = injury_args(rolls, m, concussion, helmet);
        assert_eq!(
            probs(&json(&strs(&a)), &INJURY),
            injury_oracle(rolls, m, concussion, helmet),
            "{a:?}"
        );
    }
}

#[test]
fn injury_rulings_name_r16_and_r17_only_with_concussion_or_helmet() {
    for (concussion, helmet) in [(false, false), (true, false), (false, true), (true, true)] {
        let a = injury_args(2, 0, concussion, helmet);
        let v = json(&strs(&a));
        assert!(has_ruling(&v, "R-16"), "{a:?}: {:?}", rulings(&v));
        assert_eq!(
            has_ruling(&v, "R-17"),
            concussion || helmet,
            "{a:?}: {:?}",
            rulings(&v)
        );
    }
}

#[test]
fn injury_in_each_ruleset() {
    // §2.11 and §4.5: the same D6 table in mordheim-club and skirmish.
    for rules in ["mordheim", "mordheim-club", "skirmish"] {
        let v = json(&["injury", "--rules", rules]);
        assert_eq!(v["rules"], rules);
        assert_eq!(probs(&v, &INJURY), [q(1, 3), q(1, 3), q(1, 3)]);
        let v = json(&["injury", "--rules", rules, "--rolls", "2", "--mod", "2"]);
        assert_eq!(probs(&v, &INJURY), [Q::zero(), q(1, 9), q(8, 9)]);
    }
    for rules in ["wfb", "czarne-wrota"] {
        bad(&["injury", "--rules", rules]);
        bad(&["injury", "--rules", rules, "--roll", "--seed", "1"]);
    }
}

#[test]
fn injury_bad_flags() {
    bad(&["injury", "--rolls", "0"]);
    bad(&["injury", "--rolls", "21"]);
    bad(&["injury", "--rolls", "x"]);
    bad(&["injury", "--mod", "11"]);
    bad(&["injury", "--mod", "abc"]);
    bad(&["injury", "--helmet=maybe"]);
}

/// Recomputes a rolled injury from its dice: `rolls` injury dice, the highest + mod on the
/// table (R-16, R-17 concussion), then a helmet die only when that is stunned.
fn check_rolled_injury(v: &Value, rolls: usize, m: i64, concussion: bool, helmet: bool) {
    let dice = dice_of(v);
    assert!(dice.len() >= rolls, "{dice:?}");
    let highest = dice[..rolls]
        .iter()
        .map(|&d| i64::from(d) + m)
        .max()
        .unwrap();
    let before = injury_status(highest, concussion);
    let (expected, used) = if helmet && before == 1 {
        let die = dice
            .get(rolls)
            .expect("a helmet die after a stunned result");
        (if *die >= 4 { 0 } else { 1 }, rolls + 1)
    } else {
        (before, rolls)
    };
    assert_eq!(
        dice.len(),
        used,
        "every die rolled, and no others: {dice:?}"
    );
    assert_eq!(v["roll"]["result"], INJURY[expected], "dice {dice:?}");
    // The attempts show the same dice, one per attempt.
    let attempts = v["roll"]["attempts"].as_array().unwrap();
    assert_eq!(attempts.len(), used);
    for (a, d) in attempts.iter().zip(&dice) {
        assert_eq!(a["dice"], j!([d]));
    }
    assert!(v["roll"].get("passed").is_none_or(Value::is_null));
}

#[test]
fn injury_rolls_replay_and_agree_with_their_dice() {
    for (rolls, m, concussion, helmet) in [
        (1, 0, false, false),
        (2, 0, true, true),
        (3, 1, true, true),
        (1, -2, false, true),
        (2, 2, false, false),
    ] {
        let a = injury_args(rolls, m, concussion, helmet);
        for seed in 0..15 {
            let (v, code) = rolled(&strs(&a), seed);
            assert_eq!(code, 0, "an injury roll is not a pass/fail test");
            check_rolled_injury(&v, rolls as usize, m, concussion, helmet);
            // The same seed replays identically.
            let (again, _) = rolled(&strs(&a), seed);
            assert_eq!(v, again, "{a:?} seed {seed}");
            // And the exact part is unchanged by rolling.
            assert_eq!(
                probs(&v, &INJURY).to_vec(),
                injury_oracle(rolls, m, concussion, helmet).to_vec()
            );
        }
    }
    // Plain output of a roll is the result's name.
    let out = text(&[
        "injury", "--roll", "--seed", "5", "--format", "plain", "--rolls", "2",
    ]);
    assert!(INJURY.contains(&out.trim_end()), "{out:?}");
}

// ================================================================================================
// crit (RULES.md §1.10, R-11; §4.4, R-12; §2.12, R-15)
// ================================================================================================

/// One expected row of a critical table, as RULES.md describes it.
#[derive(Clone, Debug)]
struct Row {
    from: u8,
    to: u8,
    id: &'static str,
    name: &'static str,
    wounds: u8,
    save: Value,
    injury_bonus: i8,
    auto_status: Option<&'static str>,
    extra_attack: bool,
    target_loses_attacks: Option<u8>,
    helmet_allowed: bool,
}

/// A row on faces `from..=to`: its wounds, save and injury bonus; the rest as in a plain row
/// (no automatic status, no extra attack, no attacks lost, the helmet allowed).
fn row(dice: (u8, u8), id: &'static str, name: &'static str, wounds: u8, save: Value) -> Row {
    Row {
        from: dice.0,
        to: dice.1,
        id,
        name,
        wounds,
        save,
        injury_bonus: 0,
        auto_status: None,
        extra_attack: false,
        target_loses_attacks: None,
        helmet_allowed: true,
    }
}

impl Row {
    fn bonus(mut self, n: i8) -> Row {
        self.injury_bonus = n;
        self
    }
    fn status(mut self, s: &'static str) -> Row {
        self.auto_status = Some(s);
        self
    }
    fn extra_attack(mut self) -> Row {
        self.extra_attack = true;
        self
    }
    fn loses(mut self, n: u8) -> Row {
        self.target_loses_attacks = Some(n);
        self
    }
    fn no_helmet(mut self) -> Row {
        self.helmet_allowed = false;
        self
    }
}

fn normal() -> Value {
    j!({"kind": "normal"})
}

fn no_save() -> Value {
    j!({"kind": "none"})
}

fn armour(n: i8) -> Value {
    j!({"kind": "modifier", "value": n})
}

fn assert_rows(v: &Value, expected: &[Row]) {
    let rows = v["rows"].as_array().expect("structured rows");
    assert_eq!(rows.len(), expected.len());
    for (r, e) in rows.iter().zip(expected) {
        let what = format!("row {}", e.id);
        assert_eq!(r["from"], e.from, "{what}");
        assert_eq!(r["to"], e.to, "{what}");
        assert_eq!(r["id"], e.id, "{what}");
        assert_eq!(r["name"], e.name, "{what}");
        assert_eq!(r["wounds"], e.wounds, "{what}: wounds");
        assert_eq!(r["save"], e.save, "{what}: save");
        assert_eq!(r["injury_bonus"], e.injury_bonus, "{what}: injury bonus");
        assert_eq!(
            r["auto_status"],
            e.auto_status.map_or(Value::Null, |s| j!(s)),
            "{what}: automatic status"
        );
        assert_eq!(r["extra_attack"], e.extra_attack, "{what}: extra attack");
        assert_eq!(
            r["target_loses_attacks"],
            e.target_loses_attacks.map_or(Value::Null, |n| j!(n)),
            "{what}: attacks lost"
        );
        assert_eq!(r["helmet_allowed"], e.helmet_allowed, "{what}: helmet");
        assert!(r["effect"].as_str().is_some_and(|s| !s.is_empty()));
    }
    // The distribution: each row's share of the D6.
    let dist = named(v);
    assert_eq!(dist.len(), expected.len());
    for ((name, p), e) in dist.iter().zip(expected) {
        assert_eq!(name, e.id);
        assert_eq!(*p, q(u128::from(e.to - e.from + 1), 6), "{name}");
    }
}

fn core_rows() -> Vec<Row> {
    // §1.10 / R-11: 1–2 save allowed then 2 wounds; 3–4 no save, 2 wounds; 5–6 no save,
    // 2 wounds, +2 to every injury roll (A-04).
    vec![
        row(
            (1, 2),
            "hits_a_vital_part",
            "Hits a vital part",
            2,
            normal(),
        ),
        row(
            (3, 4),
            "hits_an_exposed_spot",
            "Hits an exposed spot",
            2,
            no_save(),
        ),
        row((5, 6), "master_strike", "Master strike", 2, no_save()).bonus(2),
    ]
}

#[test]
fn crit_core_table() {
    let v = json(&["crit"]);
    assert_eq!(v["command"], "crit");
    assert_eq!(
        probs(
            &v,
            &["hits_a_vital_part", "hits_an_exposed_spot", "master_strike"]
        ),
        [q(1, 3), q(1, 3), q(1, 3)]
    );
    assert_rows(&v, &core_rows());
    assert!(has_ruling(&v, "R-11"), "{:?}", rulings(&v));
    assert!(has_ruling(&v, "R-10"), "{:?}", rulings(&v));
}

#[test]
fn crit_skirmish_is_one_fixed_effect() {
    // §4.4 / R-12: no table; a critical is 2 wounds with no armour save.
    let v = json(&["crit", "--rules", "skirmish"]);
    let dist = named(&v);
    assert_eq!(dist.len(), 1);
    assert_eq!(dist[0].1, Q::one());
    let row = &v["rows"][0];
    assert_eq!(row["wounds"], 2);
    assert_eq!(row["save"], no_save());
    assert_eq!(row["injury_bonus"], 0);
    assert!(row["auto_status"].is_null());
    assert!(has_ruling(&v, "R-12"), "{:?}", rulings(&v));
    // Rolled: nothing to roll, the one effect.
    let (r, code) = rolled(&["crit", "--rules", "skirmish"], 3);
    assert_eq!(code, 0);
    assert!(dice_of(&r).is_empty());
    assert_eq!(r["roll"]["result"], dist[0].0.as_str());
}

/// RULES.md §2.12, every row of the five club tables, one face each. "−n armour" is a save
/// modifier of −n (R-15); rows without "2 wounds" cause 1; "no helmet roll" rows forbid the
/// helmet, Missile 6 allows it (R-15, A-16d); the two "extra attack" rows are Flurry of blades
/// and Shower of blows; "no more attacks this round" = all attacks lost (0), "loses one
/// attack" = 1.
fn club_rows(class: &str) -> Vec<Row> {
    let (kd, stunned) = ("knocked_down", "stunned");
    let f = |n: u8| (n, n);
    match class {
        "missile" => vec![
            row(f(1), "ricochet", "Ricochet", 1, normal()),
            row(f(2), "weak_spot_hit", "Weak-spot hit", 1, armour(-1)),
            row(f(3), "pierced", "Pierced", 1, armour(-2)).no_helmet(),
            row(f(4), "punctured", "Punctured", 1, armour(-3))
                .no_helmet()
                .bonus(1),
            row(f(5), "deep_wound", "Deep wound", 1, armour(-4))
                .no_helmet()
                .bonus(2),
            row(f(6), "master_shot", "Master shot!", 1, armour(-5))
                .status(kd)
                .bonus(2),
        ],
        "crushing" => vec![
            row(f(1), "unbalanced", "Unbalanced", 1, normal()).loses(0),
            row(f(2), "breach", "Breach", 1, armour(-1)),
            row(f(3), "solid_blow", "Solid blow", 1, armour(-1)).no_helmet(),
            row(f(4), "crushed", "Crushed", 2, armour(-2)),
            row(f(5), "knocked_flat", "Knocked flat", 2, armour(-2)).status(kd),
            row(f(6), "knock_out", "Knock-out!", 2, armour(-2)).status(stunned),
        ],
        "cutting" => vec![
            row(f(1), "flurry_of_blades", "Flurry of blades", 1, normal()).extra_attack(),
            row(f(2), "disarm", "Disarm", 1, normal()),
            row(f(3), "cut", "Cut", 1, armour(-1)),
            row(f(4), "into_the_flesh", "Into the flesh", 2, armour(-2)),
            row(f(5), "cleaved", "Cleaved", 2, armour(-3)).bonus(1),
            row(f(6), "sliced", "Sliced!", 2, armour(-4)).bonus(2),
        ],
        "unarmed" => vec![
            row(f(1), "kicked_back", "Kicked back", 1, normal()).loses(1),
            row(f(2), "grappled", "Grappled", 1, normal()).loses(0),
            row(f(3), "shower_of_blows", "Shower of blows", 1, normal()).extra_attack(),
            row(f(4), "crushing_blow", "Crushing blow", 1, normal()).bonus(1),
            row(f(5), "bones_crack", "Bones crack", 1, normal()).bonus(2),
            row(f(6), "mighty_blow", "Mighty blow", 1, normal())
                .status(kd)
                .bonus(2),
        ],
        "long" => vec![
            row(f(1), "knocked_back", "Knocked back", 1, normal()).status(kd),
            row(f(2), "pierced", "Pierced", 1, armour(-1)),
            row(f(3), "run_through", "Run through", 1, armour(-2)).no_helmet(),
            row(f(4), "stabbed", "Stabbed", 1, armour(-3))
                .no_helmet()
                .bonus(1),
            row(
                f(5),
                "through_and_through",
                "Through and through",
                1,
                armour(-4),
            )
            .no_helmet()
            .bonus(2),
            row(f(6), "kebab", "Kebab!", 1, armour(-5))
                .no_helmet()
                .bonus(2),
        ],
        other => panic!("no class {other}"),
    }
}

const CLASSES: [&str; 5] = ["missile", "crushing", "cutting", "unarmed", "long"];

#[test]
fn crit_club_tables_row_by_row() {
    for class in CLASSES {
        let v = json(&["crit", "--rules", "mordheim-club", "--class", class]);
        assert_eq!(v["rules"], "mordheim-club");
        assert_eq!(v["inputs"]["class"], class);
        let expected = club_rows(class);
        let names: Vec<&str> = expected.iter().map(|r| r.id).collect();
        assert_eq!(probs(&v, &names), vec![q(1, 6); 6], "{class}");
        assert_rows(&v, &expected);
        assert!(has_ruling(&v, "R-15"), "{class}: {:?}", rulings(&v));
    }
    // The class is matched without regard to case.
    let v = json(&["crit", "--rules", "mordheim-club", "--class", "Cutting"]);
    assert_eq!(v["inputs"]["class"], "cutting");
}

#[test]
fn crit_rolls_pick_the_row_of_their_die() {
    for (rules, class) in [
        ("mordheim", None),
        ("mordheim-club", Some("missile")),
        ("mordheim-club", Some("long")),
        ("mordheim-club", Some("unarmed")),
    ] {
        let mut args = vec!["crit", "--rules", rules];
        if let Some(c) = class {
            args.extend(["--class", c]);
        }
        let rows = match class {
            None => core_rows(),
            Some(c) => club_rows(c),
        };
        for seed in 0..20 {
            let (v, code) = rolled(&args, seed);
            assert_eq!(code, 0);
            let dice = dice_of(&v);
            assert_eq!(dice.len(), 1, "one D6 on the table");
            let row = rows
                .iter()
                .find(|r| (r.from..=r.to).contains(&dice[0]))
                .unwrap();
            assert_eq!(v["roll"]["result"], row.id, "{args:?} seed {seed}");
        }
    }
}

#[test]
fn crit_bad_inputs() {
    bad(&["crit", "--rules", "mordheim-club"]);
    bad(&["crit", "--class", "cutting"]);
    bad(&["crit", "--rules", "skirmish", "--class", "cutting"]);
    bad(&["crit", "--rules", "mordheim-club", "--class", "axe"]);
    bad(&["crit", "--rules", "mordheim-club", "--class", ""]);
    bad(&["crit", "--rules", "wfb"]);
    bad(&["crit", "--rules", "wfb", "--class", "cutting"]);
    bad(&["crit", "--rules", "czarne-wrota"]);
}

// ================================================================================================
// fall (RULES.md §1.4, §1.5, §2.3, §2.4, §4.1, §4.2, R-1, R-5, R-16, R-17, R-18)
// ================================================================================================

const FALL: [&str; 5] = [
    "unharmed",
    "wounded",
    "knocked_down",
    "stunned",
    "out_of_action",
];

const JUMP: [&str; 6] = [
    "landed",
    "unharmed",
    "wounded",
    "knocked_down",
    "stunned",
    "out_of_action",
];

/// §6.2 / R-5: what a D6 needs to wound, or `None` when it cannot.
fn to_wound(s: i64, t: i64) -> Option<u8> {
    match s - t {
        d if d >= 2 => Some(2),
        1 => Some(3),
        0 => Some(4),
        -1 => Some(5),
        -3..=-2 => Some(6),
        _ => None,
    }
}

#[derive(Clone, Copy, Debug)]
enum Hits {
    /// `mordheim`, `skirmish`: D3 hits (R-1: ⌈D6/2⌉).
    D3,
    /// `mordheim-club`: one hit, only from 2" (§2.4).
    OneFrom2,
}

fn hits_of(rules: &str) -> Hits {
    match rules {
        "mordheim" | "skirmish" => Hits::D3,
        "mordheim-club" => Hits::OneFrom2,
        other => panic!("no fall in {other}"),
    }
}

/// Brute force over every die of a fall from `height` whole inches onto T `t`, W `w`: the D3
/// (as a D6 halved up), one wound die per hit (S = height, no save, no criticals), then one
/// injury die per wound from the one that takes W to 0 (R-16, the highest counts), then a helmet
/// die. Each path of k dice weighs 6^(8−k) over a common 6^8.
fn fall_oracle(hits: Hits, height: i64, t: i64, w: i64, helmet: bool) -> [Q; 5] {
    const DEPTH: u32 = 8;
    let weight = |used: u32| 6u128.pow(DEPTH - used);
    let target = to_wound(height, t);
    let hit_cases: Vec<(u32, u32)> = match hits {
        Hits::D3 => (1..=6u32).map(|f| (f.div_ceil(2), 1)).collect(),
        Hits::OneFrom2 if height >= 2 => vec![(1, 0)],
        Hits::OneFrom2 => vec![(0, 0)],
    };
    let mut counts = [0u128; 5];
    for (n_hits, used) in hit_cases {
        for wcode in 0..6u32.pow(n_hits) {
            let wounds = (0..n_hits)
                .filter(|k| {
                    let face = (wcode / 6u32.pow(*k) % 6 + 1) as u8;
                    target.is_some_and(|needed| face >= needed)
                })
                .count() as i64;
            let used = used + n_hits;
            if wounds == 0 {
                counts[0] += weight(used);
            } else if wounds < w {
                counts[1] += weight(used);
            } else {
                let rolls = (wounds - w + 1) as u32;
                let n = rolls + 1;
                for icode in 0..6u32.pow(n) {
                    let faces: Vec<i64> = (0..n)
                        .map(|k| i64::from(icode / 6u32.pow(k) % 6) + 1)
                        .collect();
                    let highest = *faces[..rolls as usize].iter().max().unwrap();
                    let mut s = injury_status(highest, false);
                    if helmet && s == 1 && faces[rolls as usize] >= 4 {
                        s = 0;
                    }
                    counts[2 + s] += weight(used + n);
                }
            }
        }
    }
    let total = 6u128.pow(DEPTH);
    assert_eq!(counts.iter().sum::<u128>(), total);
    counts.map(|c| Q::new(c, total))
}

fn fall_report(rules: &str, height: &str, t: i64, w: i64, helmet: bool) -> Value {
    let (t, w) = (t.to_string(), w.to_string());
    let mut a = vec![
        "fall", "--rules", rules, "--height", height, "--t", &t, "--w", &w,
    ];
    if helmet {
        a.push("--helmet");
    }
    json(&a)
}

#[test]
fn fall_four_inches_onto_t3_is_the_worked_value() {
    // §1.5: D3 hits at S4 against T3 wound on 3+ (2/3); P(no wound) = Σ (1/3)(1/3)^n, n = 1..3
    // = 1/9 + 1/27 + 1/81 = 13/81; P(≥ 1 wound) = 68/81 (§8.2).
    let no_wound = (1..=3).fold(Q::zero(), |a, n| a.add(q(1, 3).mul(q(1, 3).pow(n))));
    assert_eq!(no_wound, q(13, 81));
    let v = json(&["fall", "--height", "4", "--t", "3"]);
    assert_eq!(v["command"], "fall");
    let p = probs(&v, &FALL);
    assert_eq!(p[0], q(13, 81));
    assert_eq!(p[1], Q::zero(), "one wound is all a 1-W warrior has");
    assert_eq!(exact(&v["at_least_one_wound"]), q(68, 81));
    assert_eq!(p, fall_oracle(Hits::D3, 4, 3, 1, false));
    assert!(has_ruling(&v, "R-18"), "{:?}", rulings(&v));
    assert!(has_ruling(&v, "R-16"), "{:?}", rulings(&v));
}

#[test]
fn fall_against_the_brute_force_oracle() {
    let cases: [(&str, i64, i64, i64, bool); 16] = [
        ("mordheim", 1, 3, 1, false),      // S1 vs T3: 6+
        ("mordheim", 1, 5, 1, false),      // S1 vs T5: cannot wound
        ("mordheim", 3, 3, 1, false),      // 4+
        ("mordheim", 3, 2, 2, false),      // 3+, W2
        ("mordheim", 6, 4, 2, false),      // 2+, W2
        ("mordheim", 6, 3, 3, true),       // W3, helmet
        ("mordheim", 10, 3, 3, false),     // 2+, W3
        ("mordheim", 10, 9, 2, false),     // 3+
        ("mordheim", 3, 3, 1, true),       // helmet
        ("skirmish", 4, 3, 2, false),      // §4.2: as core
        ("skirmish", 10, 4, 1, false),     // no helmets in skirmish (R-46)
        ("mordheim-club", 1, 3, 1, false), // below 2": no fall
        ("mordheim-club", 3, 3, 1, false), // one S3 hit: 4+
        ("mordheim-club", 6, 3, 2, false), // one hit cannot take W2 to 0
        ("mordheim-club", 10, 4, 1, true),
        ("mordheim-club", 2, 3, 1, false), // exactly 2": one S2 hit, 5+
    ];
    for (rules, h, t, w, helmet) in cases {
        let expected = fall_oracle(hits_of(rules), h, t, w, helmet);
        let v = fall_report(rules, &h.to_string(), t, w, helmet);
        let what = format!("{rules} {h}\" T{t} W{w} helmet {helmet}");
        assert_eq!(probs(&v, &FALL), expected, "{what}");
        // At least one wound = not unharmed.
        assert_eq!(
            exact(&v["at_least_one_wound"]),
            expected[0].complement(),
            "{what}"
        );
        assert_eq!(v["inputs"]["t"], t);
        assert_eq!(v["inputs"]["w"], w);
        assert_eq!(v["inputs"]["height"], h);
        assert!(has_ruling(&v, "R-18"), "{what}: {:?}", rulings(&v));
        if helmet && expected[3].add(expected[2]) != Q::zero() {
            assert!(has_ruling(&v, "R-17"), "{what}: {:?}", rulings(&v));
        }
    }
    // Sanity of the oracle itself: a club fall from 3" onto T3 is one 4+ wound roll, then one
    // injury die: unharmed 1/2, each injury 1/2 · 1/3 = 1/6.
    assert_eq!(
        fall_oracle(Hits::OneFrom2, 3, 3, 1, false),
        [q(1, 2), Q::zero(), q(1, 6), q(1, 6), q(1, 6)]
    );
}

#[test]
fn club_falls_take_one_hit_from_two_inches_rounded_down() {
    // §2.4 / §8.3: 5.5" → one hit at S5; vs T3 it wounds on 2+ (5/6): unharmed 1/6, then one
    // injury die: 5/18 each.
    let v = fall_report("mordheim-club", "5.5", 3, 1, false);
    assert_eq!(
        probs(&v, &FALL),
        [q(1, 6), Q::zero(), q(5, 18), q(5, 18), q(5, 18)]
    );
    assert_eq!(v["inputs"]["height"], 5);
    // 1.9" rounds down to 1": no fall at all.
    let v = fall_report("mordheim-club", "1.9", 3, 1, false);
    assert_eq!(
        probs(&v, &FALL),
        [Q::one(), Q::zero(), Q::zero(), Q::zero(), Q::zero()]
    );
    assert_eq!(exact(&v["at_least_one_wound"]), Q::zero());
    // Skirmish keeps D3 hits (§4.2): 4" onto T3 is core's 13/81.
    let v = fall_report("skirmish", "4", 3, 1, false);
    assert_eq!(probs(&v, &FALL)[0], q(13, 81));
}

#[test]
fn decimal_heights_round_down() {
    // R-18: whole inches, rounded down.
    for (rules, written, whole) in [
        ("mordheim", "4.9", "4"),
        ("mordheim", "4.0", "4"),
        ("mordheim", "3.5", "3"),
        ("mordheim-club", "2.99", "2"),
        ("skirmish", "6.1", "6"),
    ] {
        let a = fall_report(rules, written, 3, 1, false);
        let b = fall_report(rules, whole, 3, 1, false);
        assert_eq!(a["distribution"], b["distribution"], "{rules} {written}");
        assert_eq!(a["inputs"]["height"], b["inputs"]["height"]);
    }
}

#[test]
fn fall_bad_inputs() {
    bad(&["fall", "--height", "-1", "--t", "3"]);
    bad(&["fall", "--height", "-0.5", "--t", "3"]);
    bad(&["fall", "--height", "abc", "--t", "3"]);
    bad(&["fall", "--height", "4", "--t", "3", "--w", "0"]);
    bad(&["fall", "--height", "4", "--t", "11"]);
    bad(&["fall", "--height", "4"]);
    bad(&["fall", "--t", "3"]);
    bad(&["fall", "--jump", "4", "--t", "3"]);
    bad(&[
        "fall", "--height", "4", "--jump", "4", "--i", "3", "--t", "3",
    ]);
    bad(&["fall", "--height", "4", "--t", "3", "--diving"]);
    bad(&["fall", "--rules", "wfb", "--height", "4", "--t", "3"]);
    bad(&[
        "fall",
        "--rules",
        "czarne-wrota",
        "--height",
        "4",
        "--t",
        "3",
    ]);
    bad(&[
        "fall", "--rules", "wfb", "--jump", "4", "--i", "3", "--t", "3",
    ]);
    // §1.4: a jump down is at most 6" in core (and skirmish, §4.1).
    bad(&["fall", "--jump", "7", "--i", "3", "--t", "3"]);
    bad(&[
        "fall", "--rules", "skirmish", "--jump", "8", "--i", "3", "--t", "3",
    ]);
}

#[test]
fn initiative_without_a_jump_is_refused() {
    // `--i` only means something with `--jump`; given with `--height` it must not be silently
    // ignored (DESIGN.md: conflicting flags are an error).
    bad(&["fall", "--height", "4", "--t", "3", "--i", "3"]);
}

/// RULES.md §1.4 / §2.3: P(all ⌊h/2⌋ Initiative tests pass).
fn land_probability(height: u32, i: i64) -> Q {
    p_stat(i).pow(height / 2)
}

#[test]
fn jumps_down_and_their_falls() {
    // §8.2: 5" = 2 tests; I 3 → (1/2)² = 1/4; I 6 → (5/6)² = 25/36 (a 6 always fails).
    assert_eq!(land_probability(5, 3), q(1, 4));
    assert_eq!(land_probability(5, 6), q(25, 36));
    // (rules, jump, I, T, W, helmet, expected landing)
    let cases: [(&str, u32, i64, i64, i64, bool, Q); 9] = [
        ("mordheim", 5, 3, 3, 1, false, q(1, 4)),
        ("mordheim", 5, 6, 3, 1, false, q(25, 36)),
        ("mordheim", 6, 4, 3, 2, true, q(8, 27)), // 3 tests at 4/6
        ("mordheim", 1, 1, 3, 1, false, Q::one()), // no full 2": no test
        ("skirmish", 4, 2, 4, 1, false, q(1, 9)),
        ("mordheim-club", 2, 3, 3, 1, false, q(1, 2)),
        ("mordheim-club", 6, 5, 3, 1, false, q(125, 216)),
        // §2.3: below 2" no test at all, even with I 1.
        ("mordheim-club", 1, 1, 3, 1, false, Q::one()),
        // §2.3 / R-18: above 6" an automatic fall.
        ("mordheim-club", 7, 6, 3, 1, false, Q::zero()),
    ];
    for (rules, h, i, t, w, helmet, land) in cases {
        let (hs, is, ts, ws) = (h.to_string(), i.to_string(), t.to_string(), w.to_string());
        let mut a = vec![
            "fall", "--rules", rules, "--jump", &hs, "--i", &is, "--t", &ts, "--w", &ws,
        ];
        if helmet {
            a.push("--helmet");
        }
        let v = json(&a);
        let what = format!("{a:?}");
        if !(rules == "mordheim-club" && h > 6) {
            assert_eq!(land, land_probability(h, i), "{what}");
        }
        assert_eq!(prob(&v), land, "{what}: P(landing)");
        // The whole outcome: landed, or the fall's outcome times P(falling).
        let fall = fall_oracle(hits_of(rules), i64::from(h), t, w, helmet);
        let mut expected = vec![land];
        expected.extend(fall.iter().map(|p| land.complement().mul(*p)));
        assert_eq!(probs(&v, &JUMP), expected, "{what}");
        assert_eq!(v["inputs"]["jump"], h);
        assert_eq!(v["inputs"]["i"], i);
        assert_eq!(v["inputs"]["diving"], false);
        assert!(has_ruling(&v, "R-7"), "{what}: {:?}", rulings(&v));
    }
    // Spot check of the combination by hand: core 5", I 3, T3: a fall is D3 S5 hits wounding
    // on 2+, so P(fell unharmed) = 3/4 · (1/3)(1/6 + 1/36 + 1/216) = 3/4 · 43/648 = 43/864.
    let v = json(&["fall", "--jump", "5", "--i", "3", "--t", "3"]);
    assert_eq!(probs(&v, &JUMP)[1], q(43, 864));
}

#[test]
fn jump_limits_are_read_before_rounding_down() {
    // R-18 / seed 000 «Skok z výšky větší než 6 je automatický pád»: 6.5" is above 6", so the
    // club's jump is an automatic fall with no test (landed 0), though 6.5 rounds down to 6,
    // where three I5 tests would land (5/6)³ = 125/216. The fall itself is from 6" (whole
    // inches): the club's one S6 hit against T3.
    let v = json(&[
        "fall",
        "--rules",
        "mordheim-club",
        "--jump",
        "6.5",
        "--i",
        "5",
        "--t",
        "3",
    ]);
    assert_eq!(prob(&v), Q::zero());
    assert_eq!(probs(&v, &JUMP)[0], Q::zero());
    let fall = fall_oracle(hits_of("mordheim-club"), 6, 3, 1, false);
    let mut expected = vec![Q::zero()];
    expected.extend(fall);
    assert_eq!(probs(&v, &JUMP), expected);
    let v = json(&[
        "fall",
        "--rules",
        "mordheim-club",
        "--jump",
        "6.0",
        "--i",
        "5",
        "--t",
        "3",
    ]);
    assert_eq!(prob(&v), q(125, 216));
    // Seed 004 «до максимума в 6"»: core refuses a jump above 6", decimals included.
    let e = bad(&["fall", "--jump", "6.5", "--i", "5", "--t", "3"]);
    assert!(e.contains("at most 6"), "{e}");
    let v = json(&["fall", "--jump", "6", "--i", "5", "--t", "3"]);
    assert_eq!(prob(&v), q(125, 216));
}

#[test]
fn diving_charges_test_like_jumps() {
    // §1.4: a diving charge takes the same tests; it only adds the bonus when it lands.
    let plain = json(&["fall", "--jump", "4", "--i", "4", "--t", "3"]);
    let diving = json(&["fall", "--jump", "4", "--i", "4", "--t", "3", "--diving"]);
    assert_eq!(diving["inputs"]["diving"], true);
    assert_eq!(plain["distribution"], diving["distribution"]);
    assert_eq!(prob(&diving), q(4, 9));
    let notes = diving["notes"].to_string();
    assert!(notes.contains("+1 Strength"), "{notes}");
    // Core diving charges are limited to 6" like jumps (§1.4).
    bad(&["fall", "--jump", "7", "--i", "4", "--t", "3", "--diving"]);
}

/// Recomputes a rolled fall from its dice, which come in this order: the D3 die (a D6 halved
/// up, R-1) where falls take D3 hits, one wound die per hit when the hit can wound at all (§6.2),
/// one injury die per wound from the one that takes W to 0 (R-16, the highest counts), and a
/// helmet die after a stunned result (R-17). Every die is used, none is left over.
fn recount_fall(
    dice: &[u8],
    hits: Hits,
    height: i64,
    t: i64,
    w: i64,
    helmet: bool,
) -> &'static str {
    let mut it = dice.iter().copied();
    let n_hits = match hits {
        Hits::D3 => it.next().expect("the D3 die").div_ceil(2),
        Hits::OneFrom2 => u8::from(height >= 2),
    };
    let mut wounds = 0;
    if let Some(needed) = to_wound(height, t) {
        for _ in 0..n_hits {
            if it.next().expect("a wound die") >= needed {
                wounds += 1;
            }
        }
    }
    let status = if wounds == 0 {
        "unharmed"
    } else if wounds < w {
        "wounded"
    } else {
        let highest = (0..=wounds - w)
            .map(|_| it.next().expect("an injury die"))
            .max()
            .unwrap();
        let mut s = injury_status(i64::from(highest), false);
        if helmet && s == 1 && it.next().expect("a helmet die") >= 4 {
            s = 0;
        }
        INJURY[s]
    };
    assert!(it.next().is_none(), "no dice left over: {dice:?}");
    status
}

/// The rolled fall of 4" onto T3 (W 1, core) against its own dice.
fn check_rolled_fall_4_t3(v: &Value, seed: u64) {
    let dice = dice_of(v);
    let expected = recount_fall(&dice, Hits::D3, 4, 3, 1, false);
    assert_eq!(v["roll"]["result"], expected, "seed {seed}: {dice:?}");
}

#[test]
fn fall_and_jump_rolls_recount_from_their_dice() {
    for seed in 0..30 {
        let (v, code) = rolled(&["fall", "--height", "4", "--t", "3"], seed);
        assert_eq!(code, 0);
        check_rolled_fall_4_t3(&v, seed);
    }
    // Other rulesets, several wounds, helmets, a hit that cannot wound.
    for (rules, h, t, w, helmet) in [
        ("skirmish", 6, 3, 2, false),
        ("mordheim", 10, 4, 3, true),
        ("mordheim", 1, 5, 1, false),
        ("mordheim", 2, 3, 1, true),
        ("mordheim-club", 5, 3, 1, true),
        ("mordheim-club", 7, 3, 2, false),
        ("mordheim-club", 1, 3, 1, false),
    ] {
        let (hs, ts, ws) = (h.to_string(), t.to_string(), w.to_string());
        let mut a = vec![
            "fall", "--rules", rules, "--height", &hs, "--t", &ts, "--w", &ws,
        ];
        if helmet {
            a.push("--helmet");
        }
        for seed in 0..15 {
            let (v, code) = rolled(&a, seed);
            assert_eq!(code, 0, "a fall is not a pass/fail test");
            let dice = dice_of(&v);
            let expected = recount_fall(&dice, hits_of(rules), h, t, w, helmet);
            assert_eq!(v["roll"]["result"], expected, "{a:?} seed {seed}: {dice:?}");
        }
    }
    // A core jump of 5" with I 3: two I tests (D6 ≤ 3), stopping at the first failure; landed,
    // or a fall whose first die is the D3.
    let (mut landed, mut fell) = (0, 0);
    for seed in 0..40 {
        let (v, _) = rolled(&["fall", "--jump", "5", "--i", "3", "--t", "3"], seed);
        let dice = dice_of(&v);
        let result = v["roll"]["result"].as_str().unwrap();
        if dice[0] <= 3 && dice[1] <= 3 {
            assert_eq!(result, "landed", "seed {seed}: {dice:?}");
            assert_eq!(dice.len(), 2);
            assert_eq!(v["roll"]["passed"], true);
            landed += 1;
        } else {
            assert!(FALL.contains(&result), "seed {seed}: {result}");
            assert_eq!(v["roll"]["passed"], false);
            fell += 1;
        }
    }
    assert!(landed > 0 && fell > 0, "both outcomes seen");
    // A club jump above 6" rolls no Initiative test: the first die is the fall's wound die.
    for seed in 0..10 {
        let (v, _) = rolled(
            &[
                "fall",
                "--rules",
                "mordheim-club",
                "--jump",
                "8",
                "--i",
                "6",
                "--t",
                "3",
            ],
            seed,
        );
        assert_ne!(v["roll"]["result"], "landed");
        let dice = dice_of(&v);
        // One S8 hit vs T3 wounds on 2+: then one injury die.
        let expected_len = if dice[0] >= 2 { 2 } else { 1 };
        assert_eq!(dice.len(), expected_len, "seed {seed}: {dice:?}");
    }
}

// ================================================================================================
// rout (RULES.md §1.13, §2.13, §2.14, §3.7, §4.6, R-8, R-19, R-20)
// ================================================================================================

#[test]
fn core_rout_at_a_quarter() {
    // §1.13 / §8.2: 3 of 12 is 25 %: one test, Ld 8 → 13/18.
    let v = json(&["rout", "--ld", "8", "--out", "3", "--of", "12"]);
    assert_eq!(v["command"], "rout");
    assert_eq!(prob(&v), q(13, 18));
    assert_eq!(probs(&v, &["holds", "routs"]), [q(13, 18), q(5, 18)]);
    assert_eq!(v["inputs"]["tests"], 1);
    assert!(has_ruling(&v, "R-19"), "{:?}", rulings(&v));
    // 2 of 12 (16.7 %): no test, the warband holds for certain.
    let v = json(&["rout", "--ld", "8", "--out", "2", "--of", "12"]);
    assert_eq!(prob(&v), Q::one());
    assert_eq!(probs(&v, &["holds", "routs"]), [Q::one(), Q::zero()]);
    assert_eq!(v["inputs"]["tests"], 0);
    // 12 of 12: core never takes more than one test.
    let v = json(&["rout", "--ld", "8", "--out", "12", "--of", "12"]);
    assert_eq!(v["inputs"]["tests"], 1);
    assert_eq!(prob(&v), q(13, 18));
    // Skirmish is the same (§4.6).
    let v = json(&[
        "rout", "--rules", "skirmish", "--ld", "7", "--out", "5", "--of", "20",
    ]);
    assert_eq!(prob(&v), q(7, 12));
    // Hearts of Steel style bonus raises the Ld (A-19, R-7): Ld 8 + 1 → 5/6; Ld 10 + 2 → 1.
    let v = json(&[
        "rout", "--ld", "8", "--out", "3", "--of", "12", "--mod", "1",
    ]);
    assert_eq!(prob(&v), q(5, 6));
    let v = json(&[
        "rout", "--ld", "10", "--out", "3", "--of", "12", "--mod", "+2",
    ]);
    assert_eq!(prob(&v), Q::one());
}

/// R-19: how many tests `out` of `of` calls for (inclusive thresholds, exact arithmetic).
fn rout_tests(club: bool, out: u32, of: u32) -> u32 {
    let share = |pct: u32| out * 100 >= pct * of;
    if !club {
        u32::from(share(25))
    } else {
        [25, 50, 75].into_iter().filter(|&p| share(p)).count() as u32
    }
}

#[test]
fn rout_thresholds_are_inclusive() {
    // (out, of, core tests, club tests), by hand.
    let cases: [(u32, u32, u32, u32); 18] = [
        (0, 4, 0, 0),
        (1, 4, 1, 1), // 25 %
        (2, 4, 1, 2), // 50 %
        (3, 4, 1, 3), // 75 %
        (4, 4, 1, 3),
        (2, 9, 0, 0),   // 22 %
        (3, 12, 1, 1),  // 25 %
        (5, 12, 1, 1),  // 41.7 %
        (6, 12, 1, 2),  // 50 %
        (8, 12, 1, 2),  // 66.7 %
        (9, 12, 1, 3),  // 75 %
        (2, 10, 0, 0),  // 20 %
        (3, 10, 1, 1),  // 30 %
        (7, 10, 1, 2),  // 70 %
        (3, 13, 0, 0),  // 23.1 %
        (4, 13, 1, 1),  // 30.8 %
        (10, 13, 1, 3), // 76.9 %
        (1, 1, 1, 3),
    ];
    for (out, of, core, club) in cases {
        assert_eq!(rout_tests(false, out, of), core, "{out}/{of}");
        assert_eq!(rout_tests(true, out, of), club, "{out}/{of}");
        let (o, n) = (out.to_string(), of.to_string());
        for (rules, tests) in [("mordheim", core), ("mordheim-club", club)] {
            let v = json(&[
                "rout", "--rules", rules, "--ld", "8", "--out", &o, "--of", &n,
            ]);
            assert_eq!(v["inputs"]["tests"], tests, "{rules} {out}/{of}");
            assert_eq!(prob(&v), q(13, 18).pow(tests), "{rules} {out}/{of}");
        }
    }
}

#[test]
fn club_rout_takes_one_two_or_three_tests() {
    // §2.13 / §8.3: Ld 8 at 25 / 50 / 75 %: 13/18, 169/324, 2197/5832.
    for (out, expected, tests) in [
        ("3", q(13, 18), 1),
        ("6", q(169, 324), 2),
        ("9", q(2197, 5832), 3),
    ] {
        let v = json(&[
            "rout",
            "--rules",
            "mordheim-club",
            "--ld",
            "8",
            "--out",
            out,
            "--of",
            "12",
        ]);
        assert_eq!(prob(&v), expected, "{out}/12");
        assert_eq!(prob(&v), p_2d6_at_most(8).pow(tests));
        assert_eq!(v["inputs"]["tests"], tests);
        assert_eq!(
            probs(&v, &["holds", "routs"]),
            [expected, expected.complement()]
        );
    }
}

#[test]
fn wfb_break_test() {
    // §3.7 / §8.4: Ld 8 lost by 2 → 2D6 ≤ 6 = 5/12; battle standard re-roll 95/144.
    let v = json(&["rout", "--rules", "wfb", "--ld", "8", "--cr", "2"]);
    assert_eq!(prob(&v), q(5, 12));
    assert_eq!(probs(&v, &["holds", "breaks"]), [q(5, 12), q(7, 12)]);
    assert!(has_ruling(&v, "R-20"), "{:?}", rulings(&v));
    let v = json(&[
        "rout", "--rules", "wfb", "--ld", "8", "--cr", "2", "--reroll",
    ]);
    assert_eq!(prob(&v), q(95, 144));
    assert_eq!(prob(&v), rerolled(q(5, 12)));
    assert!(has_ruling(&v, "R-8"), "{:?}", rulings(&v));
    // Ld − cr for every case 1..=9 lost: 2D6 ≤ Ld − cr, below 2 always breaks.
    for ld in [5, 8, 10] {
        for cr in 1..=9 {
            let (l, c) = (ld.to_string(), cr.to_string());
            let v = json(&["rout", "--rules", "wfb", "--ld", &l, "--cr", &c]);
            assert_eq!(prob(&v), p_2d6_at_most(ld - cr), "Ld {ld} cr {cr}");
            if ld - cr < 2 {
                assert_eq!(prob(&v), Q::zero(), "Ld {ld} cr {cr}");
            }
            // Hatred: unmodified Ld 10 whatever the Ld and the difference → 11/12.
            let v = json(&["rout", "--rules", "wfb", "--ld", &l, "--cr", &c, "--hatred"]);
            assert_eq!(prob(&v), q(11, 12), "hatred, Ld {ld} cr {cr}");
        }
    }
    // Hatred and the battle standard: 1 − (1/12)² = 143/144.
    let v = json(&[
        "rout", "--rules", "wfb", "--ld", "6", "--cr", "3", "--hatred", "--reroll",
    ]);
    assert_eq!(prob(&v), q(143, 144));
    // Modified Ld exactly 2: only a double 1 → 1/36.
    let v = json(&["rout", "--rules", "wfb", "--ld", "8", "--cr", "6"]);
    assert_eq!(prob(&v), q(1, 36));
}

#[test]
fn only_the_loser_takes_a_break_test() {
    // R-49 (seed 002 «od Ld porazene jednotky odecte rozdil»: the beaten unit's Ld): a draw
    // (--cr 0) or a won combat (negative) is no test, so P(holds) = 1, never 2D6 ≤ 8 = 13/18.
    for cr in ["0", "-1", "-5", "-10000"] {
        for extra in [&[][..], &["--hatred"][..], &["--reroll"][..]] {
            let v = json(
                &[
                    &["rout", "--rules", "wfb", "--ld", "8", "--cr", cr][..],
                    extra,
                ]
                .concat(),
            );
            assert_eq!(prob(&v), Q::one(), "--cr {cr} {extra:?}");
            assert_eq!(probs(&v, &["holds", "breaks"]), [Q::one(), Q::zero()]);
            assert_eq!(v["inputs"]["tests"], 0, "--cr {cr}");
            assert!(has_ruling(&v, "R-49"), "{:?}", rulings(&v));
        }
    }
    // Lost by 1 is a test: 2D6 ≤ 7 = 21/36 = 7/12.
    let v = json(&["rout", "--rules", "wfb", "--ld", "8", "--cr", "1"]);
    assert_eq!(prob(&v), q(7, 12));
}

#[test]
fn a_huge_combat_result_difference_always_breaks() {
    // R-20: a modified Ld below 2 always breaks, however much the combat was lost by. The
    // difference must not wrap around into a bonus, nor panic. (Past ±10,000 `--cr` is refused:
    // tests/it/hostile/third_pass.rs.)
    for cr in ["100", "9999", "10000"] {
        let v = json(&["rout", "--rules", "wfb", "--ld", "8", "--cr", cr]);
        assert_eq!(prob(&v), Q::zero(), "--cr {cr}");
    }
}

#[test]
fn all_alone_and_club_panic() {
    // §1.13: All Alone Ld 7 → 2D6 ≤ 7 = 7/12; §4.6 skirmish the same; club panic without a
    // friend the same; §2.14 / §8.3: with a friend within 2" one re-roll: 1 − (5/12)² = 119/144.
    for rules in ["mordheim", "skirmish", "mordheim-club"] {
        let v = json(&["rout", "--rules", rules, "--ld", "7", "--alone"]);
        assert_eq!(prob(&v), q(7, 12), "{rules}");
        assert_eq!(v["inputs"]["alone"], true);
        let names: Vec<String> = named(&v).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names.len(), 2);
    }
    let v = json(&[
        "rout",
        "--rules",
        "mordheim-club",
        "--ld",
        "7",
        "--alone",
        "--friend-near",
    ]);
    assert_eq!(prob(&v), q(119, 144));
    assert_eq!(prob(&v), rerolled(q(7, 12)));
    assert!(has_ruling(&v, "R-8"), "{:?}", rulings(&v));
    // A bonus raises the Ld (R-7).
    let v = json(&["rout", "--ld", "7", "--alone", "--mod", "1"]);
    assert_eq!(prob(&v), q(13, 18));
}

/// Recomputes a rolled Leadership test taken `times` times from its dice: pairs of dice, each
/// passing on a total ≤ ld, stopping at the first failure (with `reroll`, a failure is rolled
/// once more first).
fn recount_ld(dice: &[u8], ld: i64, times: u32, reroll: bool) -> bool {
    let mut pairs = dice.chunks(2).map(|c| {
        assert_eq!(c.len(), 2, "2D6 per test: {dice:?}");
        i64::from(c[0]) + i64::from(c[1]) <= ld
    });
    let mut used = 0;
    let mut passed = true;
    for _ in 0..times {
        let mut ok = pairs.next().expect("a pair per test");
        used += 1;
        if !ok && reroll {
            ok = pairs.next().expect("a re-roll pair");
            used += 1;
        }
        if !ok {
            passed = false;
            break;
        }
    }
    assert_eq!(used * 2, dice.len(), "no dice left over: {dice:?}");
    passed
}

#[test]
fn rolled_rout_exits_0_when_it_holds_and_1_when_it_routs() {
    for (args, ld, times, reroll, holds, fails) in [
        (
            vec!["rout", "--ld", "8", "--out", "3", "--of", "12"],
            8,
            1,
            false,
            "holds",
            "routs",
        ),
        (
            vec![
                "rout",
                "--rules",
                "mordheim-club",
                "--ld",
                "8",
                "--out",
                "9",
                "--of",
                "12",
            ],
            8,
            3,
            false,
            "holds",
            "routs",
        ),
        (
            vec![
                "rout", "--rules", "wfb", "--ld", "8", "--cr", "2", "--reroll",
            ],
            6,
            1,
            true,
            "holds",
            "breaks",
        ),
        (
            vec![
                "rout",
                "--rules",
                "mordheim-club",
                "--ld",
                "6",
                "--alone",
                "--friend-near",
            ],
            6,
            1,
            true,
            "stands",
            "flees",
        ),
    ] {
        let (mut saw_pass, mut saw_fail) = (false, false);
        for seed in 0..200 {
            let (v, code) = rolled(&args, seed);
            let passed = recount_ld(&dice_of(&v), ld, times, reroll);
            assert_eq!(v["roll"]["passed"], passed, "{args:?} seed {seed}");
            assert_eq!(code, if passed { 0 } else { 1 }, "{args:?} seed {seed}");
            assert_eq!(
                v["roll"]["result"],
                if passed { holds } else { fails },
                "{args:?} seed {seed}"
            );
            saw_pass |= passed;
            saw_fail |= !passed;
            if saw_pass && saw_fail && seed >= 20 {
                break;
            }
        }
        assert!(saw_pass && saw_fail, "{args:?}: seeds for both outcomes");
    }
    // No test due: nothing rolled, the warband holds, exit 0.
    let (v, code) = rolled(&["rout", "--ld", "8", "--out", "2", "--of", "12"], 1);
    assert_eq!(code, 0);
    assert!(dice_of(&v).is_empty());
    assert_eq!(v["roll"]["result"], "holds");
    assert_eq!(v["roll"]["passed"], true);
    // `&&` works as DESIGN.md promises: plain output is the result word.
    let out = warband()
        .args([
            "rout", "--ld", "8", "--out", "3", "--of", "12", "--roll", "--seed", "1", "--format",
            "plain",
        ])
        .output()
        .unwrap();
    let word = String::from_utf8(out.stdout).unwrap();
    assert!(word == "holds\n" || word == "routs\n", "{word:?}");
    assert_eq!(
        out.status.code(),
        Some(if word == "holds\n" { 0 } else { 1 })
    );
}

#[test]
fn rout_bad_inputs() {
    bad(&["rout", "--ld", "0", "--out", "3", "--of", "12"]);
    bad(&["rout", "--ld", "11", "--out", "3", "--of", "12"]);
    bad(&["rout", "--ld", "-1", "--out", "3", "--of", "12"]);
    bad(&["rout", "--out", "3", "--of", "12"]);
    bad(&["rout", "--ld", "8", "--out", "13", "--of", "12"]);
    bad(&["rout", "--ld", "8", "--out", "0", "--of", "0"]);
    bad(&["rout", "--ld", "8", "--out", "-1", "--of", "12"]);
    bad(&["rout", "--ld", "8"]);
    bad(&["rout", "--ld", "8", "--out", "3"]);
    bad(&["rout", "--ld", "8", "--of", "12"]);
    // A break test is wfb's; wfb has no warband rout test.
    bad(&["rout", "--ld", "8", "--cr", "2"]);
    bad(&["rout", "--rules", "mordheim-club", "--ld", "8", "--cr", "2"]);
    bad(&[
        "rout", "--rules", "wfb", "--ld", "8", "--out", "3", "--of", "12",
    ]);
    bad(&["rout", "--rules", "wfb", "--ld", "8"]);
    bad(&[
        "rout", "--rules", "wfb", "--ld", "8", "--cr", "2", "--mod", "1",
    ]);
    // A negative --cr is a won combat: no break test (R-49, only_the_loser_takes_a_break_test).
    bad(&["rout", "--rules", "wfb", "--ld", "8", "--cr", "two"]);
    bad(&[
        "rout", "--rules", "wfb", "--ld", "8", "--cr", "2", "--alone",
    ]);
    bad(&["rout", "--ld", "8", "--out", "3", "--of", "12", "--alone"]);
    bad(&["rout", "--ld", "8", "--hatred"]);
    // The friend's re-roll is the club's panic rule (§2.14), not core All Alone.
    bad(&["rout", "--ld", "7", "--alone", "--friend-near"]);
    bad(&[
        "rout",
        "--rules",
        "skirmish",
        "--ld",
        "7",
        "--alone",
        "--friend-near",
    ]);
    bad(&[
        "rout",
        "--rules",
        "czarne-wrota",
        "--ld",
        "7",
        "--out",
        "3",
        "--of",
        "12",
    ]);
}

#[test]
fn rout_flags_of_another_test_are_refused_not_ignored() {
    // `--friend-near` is for `--alone`, `--hatred`/`--reroll` for `--cr`: given with another
    // kind of test they must not be silently dropped (DESIGN.md: conflicting flags are errors).
    bad(&[
        "rout",
        "--ld",
        "8",
        "--out",
        "3",
        "--of",
        "12",
        "--friend-near",
    ]);
    bad(&[
        "rout",
        "--rules",
        "mordheim-club",
        "--ld",
        "7",
        "--out",
        "3",
        "--of",
        "12",
        "--friend-near",
    ]);
    bad(&[
        "rout",
        "--rules",
        "wfb",
        "--ld",
        "8",
        "--cr",
        "2",
        "--friend-near",
    ]);
    bad(&["rout", "--ld", "8", "--out", "3", "--of", "12", "--reroll"]);
    bad(&["rout", "--ld", "8", "--out", "3", "--of", "12", "--hatred"]);
    bad(&["rout", "--ld", "8", "--alone", "--hatred"]);
}

#[test]
fn aftermath_errors_end_with_a_hint() {
    // DESIGN.md: `warband: error: <what> (<hint>)`.
    let cases: &[&[&str]] = &[
        &["injury", "--rules", "wfb"],
        &["crit", "--rules", "mordheim-club"],
        &["crit", "--class", "cutting"],
        &["crit", "--rules", "wfb"],
        &["fall", "--rules", "wfb", "--height", "4", "--t", "3"],
        &["fall", "--jump", "7", "--i", "3", "--t", "3"],
        &["rout", "--ld", "8", "--out", "13", "--of", "12"],
        &["rout", "--ld", "8", "--out", "0", "--of", "0"],
        &["rout", "--ld", "8"],
        &["rout", "--ld", "8", "--cr", "2"],
        &[
            "rout", "--rules", "wfb", "--ld", "8", "--cr", "2", "--mod", "1",
        ],
        &["rout", "--ld", "7", "--alone", "--friend-near"],
        &["rout", "--rules", "wfb", "--ld", "7", "--alone"],
        &["rout", "--rules", "czarne-wrota", "--ld", "7", "--alone"],
        &["test", "--cast", "13"],
    ];
    let missing: Vec<String> = cases
        .iter()
        .map(|a| bad(a))
        .filter(|e| !e.trim_end().ends_with(')'))
        .collect();
    assert!(missing.is_empty(), "errors without a (hint): {missing:#?}");
}

// ================================================================================================
// test (RULES.md §1.1, §1.2, §2.2, §8.1, §8.3, R-7, R-8)
// ================================================================================================

#[test]
fn characteristic_tests_for_every_value() {
    // R-7 / §1.1: min(v, 5)/6.
    for v in 0..=10u32 {
        let expected = q(u128::from(v.min(5)), 6);
        assert_eq!(expected, p_stat(i64::from(v)));
        let s = v.to_string();
        let r = json(&["test", "--stat", &s]);
        assert_eq!(prob(&r), expected, "--stat {v}");
        assert_eq!(
            probs(&r, &["pass", "fail"]),
            [expected, expected.complement()]
        );
        assert_eq!(r["inputs"]["stat"], v);
        assert!(has_ruling(&r, "R-7"), "{:?}", rulings(&r));
    }
}

#[test]
fn leadership_tests_follow_the_table_of_rules_1_2() {
    // §1.2: Ld 2 = 1/36, 3 = 3/36, 4 = 6/36, 5 = 10/36, 6 = 15/36, 7 = 21/36, 8 = 26/36,
    // 9 = 30/36, 10 = 33/36.
    let table = [
        (2, 1),
        (3, 3),
        (4, 6),
        (5, 10),
        (6, 15),
        (7, 21),
        (8, 26),
        (9, 30),
        (10, 33),
    ];
    for (ld, n) in table {
        assert_eq!(p_2d6_at_most(ld), q(n, 36));
        let s = ld.to_string();
        assert_eq!(prob(&json(&["test", "--ld", &s])), q(n, 36), "Ld {ld}");
    }
    // Ld 1 cannot pass (§1.2: Ld ≤ 1 → 0).
    assert_eq!(prob(&json(&["test", "--ld", "1"])), Q::zero());
}

#[test]
fn casting_times_reroll_and_modifiers() {
    // §8.3: 2D6 ≥ 7 / 9 / 10 = 21/36, 10/36, 6/36.
    for (d, expected) in [
        ("7", q(7, 12)),
        ("9", q(5, 18)),
        ("10", q(1, 6)),
        ("2", Q::one()),
        ("12", q(1, 36)),
    ] {
        assert_eq!(prob(&json(&["test", "--cast", d])), expected, "--cast {d}");
    }
    // Two tests at I 3 (a 5" jump, §8.2): (1/2)² = 1/4; three: 1/8.
    assert_eq!(
        prob(&json(&["test", "--stat", "3", "--times", "2"])),
        q(1, 4)
    );
    assert_eq!(
        prob(&json(&["test", "--stat", "3", "--times", "3"])),
        q(1, 8)
    );
    // R-8: a re-rolled failure: 1 − (1 − p)².
    for (args, p) in [
        (vec!["test", "--stat", "3", "--reroll"], p_stat(3)),
        (vec!["test", "--stat", "1", "--reroll"], p_stat(1)),
        (vec!["test", "--ld", "7", "--reroll"], p_2d6_at_most(7)),
        (vec!["test", "--ld", "2", "--reroll"], p_2d6_at_most(2)),
        (vec!["test", "--cast", "9", "--reroll"], q(5, 18)),
    ] {
        let v = json(&args);
        assert_eq!(prob(&v), rerolled(p), "{args:?}");
        assert!(has_ruling(&v, "R-8"), "{args:?}: {:?}", rulings(&v));
    }
    assert_eq!(prob(&json(&["test", "--ld", "7", "--reroll"])), q(119, 144));
    // Each of several tests with its own re-roll: (3/4)² = 9/16.
    assert_eq!(
        prob(&json(&["test", "--stat", "3", "--times", "2", "--reroll"])),
        q(9, 16)
    );
    // R-7: a bonus raises the value tested against (6 still fails); for casting it lowers the
    // difficulty.
    for (args, expected) in [
        (vec!["test", "--stat", "3", "--mod", "1"], q(2, 3)),
        (vec!["test", "--stat", "5", "--mod", "3"], q(5, 6)),
        (vec!["test", "--stat", "2", "--mod", "-2"], Q::zero()),
        (vec!["test", "--stat", "0", "--mod", "-3"], Q::zero()),
        (vec!["test", "--ld", "7", "--mod", "-1"], q(5, 12)),
        (vec!["test", "--ld", "10", "--mod", "+2"], Q::one()),
        (vec!["test", "--cast", "8", "--mod", "1"], q(7, 12)),
    ] {
        assert_eq!(prob(&json(&args)), expected, "{args:?}");
    }
}

#[test]
fn plain_test_output_is_the_exact_probability() {
    assert_eq!(text(&["test", "--stat", "3", "--format", "plain"]), "1/2\n");
    assert_eq!(
        text(&["test", "--stat", "3", "--times", "2", "--format", "plain"]),
        "1/4\n"
    );
    assert_eq!(text(&["test", "--ld", "8", "--format", "plain"]), "13/18\n");
    assert_eq!(
        text(&["test", "--cast", "10", "--format", "plain"]),
        "1/6\n"
    );
    assert_eq!(
        text(&[
            "rout", "--ld", "8", "--out", "3", "--of", "12", "--format", "plain"
        ]),
        "13/18\n"
    );
}

#[test]
fn rolled_tests_exit_by_their_dice() {
    // (args, dice per test, pass rule, times, reroll)
    type Rule = fn(&[u8]) -> bool;
    let cases: [(&[&str], usize, Rule, u32, bool); 5] = [
        (
            &["test", "--stat", "3"],
            1,
            |d| d[0] <= 3 && d[0] != 6,
            1,
            false,
        ),
        (&["test", "--stat", "7"], 1, |d| d[0] != 6, 1, false),
        (&["test", "--ld", "7"], 2, |d| d[0] + d[1] <= 7, 1, false),
        (&["test", "--cast", "9"], 2, |d| d[0] + d[1] >= 9, 1, false),
        (
            &["test", "--stat", "4", "--times", "3", "--reroll"],
            1,
            |d| d[0] <= 4,
            3,
            true,
        ),
    ];
    for (args, per, rule, times, reroll) in cases {
        let (mut saw_pass, mut saw_fail) = (false, false);
        for seed in 0..150 {
            let (v, code) = rolled(args, seed);
            let dice = dice_of(&v);
            let mut chunks = dice.chunks(per);
            let mut passed = true;
            for _ in 0..times {
                let mut ok = rule(chunks.next().expect("dice for each test"));
                if !ok && reroll {
                    ok = rule(chunks.next().expect("dice for the re-roll"));
                }
                if !ok {
                    passed = false;
                    break;
                }
            }
            assert!(chunks.next().is_none(), "{args:?} seed {seed}: {dice:?}");
            assert_eq!(
                v["roll"]["passed"], passed,
                "{args:?} seed {seed}: {dice:?}"
            );
            assert_eq!(code, i32::from(!passed));
            assert_eq!(v["roll"]["result"], if passed { "pass" } else { "fail" });
            saw_pass |= passed;
            saw_fail |= !passed;
            if saw_pass && saw_fail && seed >= 20 {
                break;
            }
        }
        assert!(saw_pass && saw_fail, "{args:?}: seeds for both outcomes");
    }
}

#[test]
fn test_bad_inputs() {
    bad(&["test", "--stat", "3", "--ld", "7"]);
    bad(&["test", "--stat", "3", "--cast", "7"]);
    bad(&["test", "--ld", "7", "--cast", "7"]);
    bad(&["test"]);
    bad(&["test", "--times", "2"]);
    bad(&["test", "--cast", "13"]);
    bad(&["test", "--cast", "1"]);
    bad(&["test", "--stat", "3", "--times", "0"]);
    bad(&["test", "--stat", "3", "--times", "21"]);
    bad(&["test", "--stat", "11"]);
    bad(&["test", "--stat", "-1"]);
    bad(&["test", "--ld", "0"]);
    bad(&["test", "--ld", "11"]);
    bad(&["test", "--stat", "3", "--mod", "x"]);
}

// ================================================================================================
// seeded rolls against the exact distributions (chi-square)
// ================================================================================================

const N: u64 = 300;

#[test]
fn injury_rolls_match_the_exact_distribution() {
    for (rolls, m, concussion, helmet) in [(1, 0, false, false), (2, 2, true, true)] {
        let a = injury_args(rolls, m, concussion, helmet);
        rolls_agree(&format!("{a:?}"), &strs(&a), N, |v, _| {
            check_rolled_injury(v, rolls as usize, m, concussion, helmet)
        });
    }
}

#[test]
fn injury_rolls_with_helmet_match_the_exact_distribution() {
    // −1 with a helmet: knocked down 1/2 + 1/3·1/2, stunned 1/6, OOA 1/6.
    let a = injury_args(1, -1, false, true);
    assert_eq!(
        injury_oracle(1, -1, false, true),
        [q(2, 3), q(1, 6), q(1, 6)]
    );
    rolls_agree(&format!("{a:?}"), &strs(&a), N, |v, _| {
        check_rolled_injury(v, 1, -1, false, true)
    });
}

#[test]
fn crit_rolls_match_the_exact_distribution() {
    let args = ["crit", "--rules", "mordheim-club", "--class", "cutting"];
    let rows = club_rows("cutting");
    rolls_agree("club cutting crit", &args, N, |v, seed| {
        let die = dice_of(v)[0];
        assert_eq!(
            v["roll"]["result"],
            rows[usize::from(die) - 1].id,
            "seed {seed}"
        );
    });
}

#[test]
fn fall_rolls_match_the_exact_distribution() {
    rolls_agree(
        "fall 4\" onto T3",
        &["fall", "--height", "4", "--t", "3"],
        N,
        check_rolled_fall_4_t3,
    );
}

#[test]
fn rout_rolls_match_the_exact_distribution() {
    let args = [
        "rout",
        "--rules",
        "mordheim-club",
        "--ld",
        "8",
        "--out",
        "6",
        "--of",
        "12",
    ];
    rolls_agree("club rout 6/12", &args, N, |v, seed| {
        let passed = recount_ld(&dice_of(v), 8, 2, false);
        assert_eq!(v["roll"]["passed"], passed, "seed {seed}");
    });
}
