//! The command-line contract of DESIGN.md, through the binary: every flag and format, the JSON
//! fields, pipelines, rolling and exit codes, colour, errors, `| head`, help.
//!
//! Every expected value is derived here from RULES.md (section R, §1.6–§1.11, §2.9, §3.3, §3.6,
//! §6, §8) or by independent reasoning, with a small exact-fraction helper (`Q`), never copied from
//! the program's output.

use crate::common;

use common::fraction::{Q, binomial, exact, q};
use common::{BIN, TempFile, assert_bad_input, stdout_of, warband};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::Stdio;

// ---- exact fractions (independent of warband::prob) --------------------------------------------

#[test]
fn the_fraction_helper_itself() {
    assert_eq!(q(2, 4).to_string(), "1/2");
    assert_eq!(q(1, 3).add(q(1, 6)), q(1, 2));
    assert_eq!(q(2, 3).mul(q(3, 4)), q(1, 2));
    assert_eq!(q(1, 6).complement(), q(5, 6));
    assert_eq!(binomial(2, q(1, 2)), vec![q(1, 4), q(1, 2), q(1, 4)]);
    assert_eq!(Q::parse("0"), Q::zero());
    assert_eq!(Q::parse("1"), Q::one());
    assert_eq!(
        binomial(50, q(2, 3)).into_iter().fold(Q::zero(), Q::add),
        Q::one()
    );
}

// ---- running the binary ------------------------------------------------------------------------

fn text(args: &[&str]) -> String {
    stdout_of(warband().args(args))
}

fn parse_json(s: &str, what: &str) -> Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("{what}: not JSON ({e}): {s}"))
}

/// `warband ARGS --json`, parsed; the command must succeed.
fn json(args: &[&str]) -> Value {
    let out = text(&[args, &["--json"]].concat());
    parse_json(&out, &format!("{args:?}"))
}

/// `warband ARGS --json` with `input` on stdin.
fn json_stdin(args: &[&str], input: &str) -> Value {
    let out = stdout_of(warband().args(args).arg("--json").write_stdin(input));
    parse_json(&out, &format!("{args:?}"))
}

/// The distribution of a report as (outcome, probability), after checking it: integer outcomes
/// in increasing order, `at_least` the exact tail sums, probabilities summing to exactly 1 and
/// `mean` = Σ k·P(k).
fn distribution(v: &Value) -> Vec<(u128, Q)> {
    let entries = v["distribution"].as_array().expect("distribution array");
    assert!(!entries.is_empty());
    let rows: Vec<(u128, Q)> = entries
        .iter()
        .map(|e| {
            let k = e["outcome"].as_u64().expect("integer outcome");
            (u128::from(k), exact(&e["probability"]))
        })
        .collect();
    for w in rows.windows(2) {
        assert!(w[0].0 < w[1].0, "outcomes in increasing order");
    }
    let total = rows.iter().fold(Q::zero(), |acc, (_, p)| acc.add(*p));
    assert_eq!(total, Q::one(), "the distribution sums to exactly 1");
    let mut tail = Q::zero();
    for (i, (_, p)) in rows.iter().enumerate().rev() {
        tail = tail.add(*p);
        assert_eq!(
            exact(&entries[i]["at_least"]),
            tail,
            "at_least of entry {i}"
        );
    }
    let mean = rows
        .iter()
        .fold(Q::zero(), |acc, (k, p)| acc.add(Q::int(*k).mul(*p)));
    assert_eq!(exact(&v["mean"]), mean, "mean");
    rows
}

/// Asserts that a distribution is exactly `expected` over outcomes 0, 1, 2 …
fn assert_counts(v: &Value, expected: &[Q]) {
    let got = distribution(v);
    let want: Vec<(u128, Q)> = expected
        .iter()
        .enumerate()
        .map(|(k, p)| (k as u128, *p))
        .collect();
    assert_eq!(got, want);
}

fn target(v: &Value) -> &str {
    v["target"].as_str().expect("a target")
}

fn prob(v: &Value) -> String {
    v["probability"]["exact"]
        .as_str()
        .expect("probability.exact")
        .to_string()
}

fn bad(args: &[&str]) -> String {
    assert_bad_input(warband().args(args))
}

// ---- the issue's done-when values --------------------------------------------------------------

#[test]
fn hit_ws4_vs3_answers_3_plus_and_two_thirds() {
    // §6.1: WS 4 > WS 3 → 3+; §8.2: 2/3.
    let table = text(&["hit", "--ws", "4", "--vs", "3"]);
    assert!(table.contains("3+"), "{table}");
    assert!(table.contains("2/3"), "{table}");
    let v = json(&["hit", "--ws", "4", "--vs", "3"]);
    assert_eq!(target(&v), "3+");
    assert_eq!(prob(&v), "2/3");
}

#[test]
fn bs1_in_cover_at_long_range_needs_8_then_a_6_and_a_5() {
    // §1.6: BS 1 needs 6, cover −1 and long range −1 → 8; R-3: 6 then 5+ = 1/6 · 1/3 = 1/18.
    let v = json(&["hit", "--bs", "1", "--cover", "--long-range"]);
    assert_eq!(target(&v), "8+ (6 then 5+)");
    assert_eq!(prob(&v), q(1, 6).mul(q(1, 3)).to_string());
    assert_eq!(prob(&v), "1/18");
}

#[test]
fn heavy_armour_and_shield_against_s4_saves_on_5_plus() {
    // §1.11 seed example: heavy 5+ and shield +1 = 4+; S4 −1 → 5+: 1/3.
    let v = json(&["save", "--armour", "heavy", "--shield", "--s", "4"]);
    assert_eq!(target(&v), "5+");
    assert_eq!(prob(&v), "1/3");
}

/// Unsaved wounds of `attacks` core-Mordheim attacks, every die enumerated from the rule text:
/// to hit on `hit`+, to wound on `wound`+ (below 6+, so a natural 6 may be a critical), the
/// first natural 6 to wound of the phase the critical (R-10), whose row die gives 2 wounds with
/// one save on 1–2 and none on 3–6 (R-11); every other wound one save on `save`+.
fn core_unsaved_by_enumeration(attacks: u32, hit: u8, wound: u8, save: u8) -> Vec<Q> {
    fn go(left: u32, used: bool, wounds: usize, p: Q, k: (u8, u8, u8), out: &mut Vec<Q>) {
        if left == 0 {
            if out.len() <= wounds {
                out.resize(wounds + 1, Q::zero());
            }
            out[wounds] = out[wounds].add(p);
            return;
        }
        let (hit, wound, save) = k;
        let sixth = q(1, 6);
        for h in 1..=6u8 {
            let ph = p.mul(sixth);
            if h < hit {
                go(left - 1, used, wounds, ph, k, out);
                continue;
            }
            for w in 1..=6u8 {
                let pw = ph.mul(sixth);
                if w < wound {
                    go(left - 1, used, wounds, pw, k, out);
                } else if w == 6 && !used {
                    for row in 1..=6u8 {
                        let pr = pw.mul(sixth);
                        if row <= 2 {
                            for sv in 1..=6u8 {
                                let extra = if sv >= save { 0 } else { 2 };
                                go(left - 1, true, wounds + extra, pr.mul(sixth), k, out);
                            }
                        } else {
                            go(left - 1, true, wounds + 2, pr, k, out);
                        }
                    }
                } else {
                    for sv in 1..=6u8 {
                        let extra = usize::from(sv < save);
                        go(left - 1, used, wounds + extra, pw.mul(sixth), k, out);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    go(attacks, false, 0, Q::one(), (hit, wound, save), &mut out);
    out
}

#[test]
fn the_first_design_pipeline_gives_the_exact_unsaved_wounds() {
    let hits = text(&["hit", "--ws", "4", "--vs", "3", "-a", "3", "--json"]);
    let wounds = stdout_of(
        warband()
            .args(["wound", "--s", "4", "--t", "3", "-n", "-", "--json"])
            .write_stdin(hits.clone()),
    );
    let unsaved = stdout_of(
        warband()
            .args(["save", "--armour", "5", "--s", "4", "-n", "-", "--json"])
            .write_stdin(wounds.clone()),
    );
    // Per attack: hit 3+ (2/3), wound S4 vs T3 3+ (2/3); the hits and wounds are binomial.
    let hits = parse_json(&hits, "hit");
    assert_counts(&hits, &binomial(3, q(2, 3)));
    let wounds = parse_json(&wounds, "wound");
    assert_counts(&wounds, &binomial(3, q(2, 3).mul(q(2, 3))));
    // The save 5+ worsened by S4 (−1) to 6+; the first 6 to wound is a critical (2 wounds, a
    // save only on rows 1–2): every die of the three attacks enumerated (issue 12's value, odds'
    // mean 18703/13122).
    let unsaved = parse_json(&unsaved, "save");
    assert_eq!(unsaved["command"], "save");
    assert_eq!(target(&unsaved), "6+");
    assert_eq!(prob(&unsaved), "1/6");
    let expected = core_unsaved_by_enumeration(3, 3, 3, 6);
    assert_eq!(expected.iter().fold(Q::zero(), |a, p| a.add(*p)), Q::one());
    let mean = expected
        .iter()
        .enumerate()
        .fold(Q::zero(), |a, (k, p)| a.add(p.mul(Q::int(k as u128))));
    assert_eq!(mean, q(18703, 13122));
    assert_eq!(expected[0], q(55589, 236196));
    assert_counts(&unsaved, &expected);
}

#[test]
fn the_second_design_pipeline_rolls_exactly_the_previous_count() {
    for seed in ["1", "2", "3", "4", "5", "11"] {
        let count = text(&[
            "hit", "--ws", "4", "--vs", "3", "-a", "3", "--roll", "--seed", seed, "--format",
            "plain",
        ]);
        assert!(count.ends_with('\n'));
        let n: usize = count
            .trim()
            .parse()
            .expect("stage 1 prints a single integer");
        assert!(n <= 3, "{n}");
        assert_eq!(count, format!("{n}\n"), "nothing but the count");
        let v = json_stdin(
            &[
                "wound", "--s", "4", "--t", "3", "-n", "-", "--roll", "--seed", seed,
            ],
            &count,
        );
        let roll = &v["roll"];
        assert_eq!(roll["dice"].as_array().unwrap().len(), n, "seed {seed}");
        assert_eq!(roll["attempts"].as_array().unwrap().len(), n, "seed {seed}");
        assert_eq!(v["inputs"]["dice"], n, "seed {seed}");
        // A plain count in gives that many dice: Binomial(n, 2/3).
        assert_counts(&v, &binomial(n as u32, q(2, 3)));
        // The same pipeline's table output (as DESIGN.md writes it) succeeds too.
        let human = stdout_of(
            warband()
                .args([
                    "wound", "--s", "4", "--t", "3", "-n", "-", "--roll", "--seed", seed,
                ])
                .write_stdin(count.clone()),
        );
        assert!(human.contains("rolled"), "{human}");
    }
}

// ---- the JSON contract -------------------------------------------------------------------------

#[test]
fn json_has_every_contract_field() {
    let v = json(&["hit", "--ws", "4", "--vs", "3"]);
    assert_eq!(v["command"], "hit");
    assert_eq!(v["rules"], "mordheim");
    assert_eq!(
        v["inputs"],
        serde_json::json!({"ws": 4, "vs": 3, "dice": 1})
    );
    assert_eq!(v["target"], "3+");
    assert_eq!(exact(&v["probability"]), q(2, 3));
    let d = v["distribution"].as_array().unwrap();
    assert_eq!(d.len(), 2);
    for (e, (k, p, ge)) in d
        .iter()
        .zip([(0, q(1, 3), Q::one()), (1, q(2, 3), q(2, 3))])
    {
        assert_eq!(e["outcome"], k);
        assert_eq!(exact(&e["probability"]), p);
        assert_eq!(exact(&e["at_least"]), ge);
    }
    assert_eq!(exact(&v["mean"]), q(2, 3));
    let rulings = v["rulings"].as_array().unwrap();
    assert!(rulings.iter().any(|r| r == "R-2"), "{rulings:?}");
    assert!(v["roll"].is_null());
    for key in v.as_object().unwrap().keys() {
        assert!(
            key.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
            "snake_case key {key}"
        );
    }
    // The same fields for wound and save.
    for (args, command) in [
        (vec!["wound", "--s", "4", "--t", "3"], "wound"),
        (vec!["save", "--armour", "5"], "save"),
    ] {
        let v = json(&args);
        assert_eq!(v["command"], command);
        assert_eq!(v["rules"], "mordheim");
        assert!(v["inputs"].is_object());
        assert!(v["target"].is_string());
        exact(&v["probability"]);
        distribution(&v);
        assert!(v["rulings"].is_array());
        assert!(v["roll"].is_null());
    }
    assert_eq!(json(&["save", "--armour", "5"])["rulings"][0], "R-6");
    assert!(
        json(&["wound", "--s", "4", "--t", "3"])["rulings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r == "R-5")
    );
}

#[test]
fn json_roll_has_dice_result_and_seed() {
    let v = json(&[
        "hit", "--ws", "4", "--vs", "3", "-a", "5", "--roll", "--seed", "99",
    ]);
    let roll = &v["roll"];
    assert_eq!(roll["seed"], 99);
    let dice: Vec<u64> = roll["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap())
        .collect();
    assert_eq!(dice.len(), 5, "one die per attack at 3+");
    assert!(dice.iter().all(|d| (1..=6).contains(d)), "{dice:?}");
    // Independent recount: a hit is a die of 3 or more.
    let hits = dice.iter().filter(|&&d| d >= 3).count();
    assert_eq!(roll["result"], hits);
    // --seed alone does not roll.
    assert!(json(&["hit", "--ws", "4", "--vs", "3", "--seed", "99"])["roll"].is_null());
}

#[test]
fn every_distribution_sums_to_exactly_one() {
    let commands: Vec<Vec<&str>> = vec![
        vec!["hit", "--ws", "4", "--vs", "3"],
        vec!["hit", "--ws", "4", "--vs", "3", "-n", "50"],
        vec![
            "hit",
            "--ws",
            "3",
            "--vs",
            "3",
            "-a",
            "7",
            "--reroll-misses",
        ],
        vec!["hit", "--bs", "1", "--cover", "--long-range", "-n", "8"],
        vec!["hit", "--bs", "3", "-n", "0"],
        vec!["hit", "--ws", "3", "--vs", "0", "-n", "4"],
        vec!["wound", "--s", "4", "--t", "4", "-n", "50"],
        vec!["wound", "--s", "1", "--t", "5", "-n", "3"],
        vec!["wound", "--s", "3", "--t", "5", "-n", "20"],
        vec!["save", "--armour", "5", "--s", "4", "-n", "20"],
        vec!["save", "--armour", "heavy", "--shield", "-n", "12"],
        vec!["save", "-n", "3"],
        vec![
            "hit",
            "--rules",
            "wfb",
            "--bs",
            "3",
            "--hard-cover",
            "-n",
            "10",
        ],
    ];
    for args in &commands {
        let v = json(args);
        let d = distribution(&v);
        assert!(!d.is_empty(), "{args:?}");
    }
    // And the sums are of the right thing: -n 50 at 3+ is Binomial(50, 2/3).
    assert_counts(
        &json(&["hit", "--ws", "4", "--vs", "3", "-n", "50"]),
        &binomial(50, q(2, 3)),
    );
    assert_counts(
        &json(&["save", "--armour", "5", "--s", "4", "-n", "20"]),
        &binomial(20, q(5, 6)),
    );
}

// ---- CSV, plain, --json, environment -----------------------------------------------------------

#[test]
fn csv_has_the_header_and_one_row_per_outcome() {
    let args = ["hit", "--ws", "4", "--vs", "3", "-a", "3"];
    let csv = text(&[&args[..], &["--format", "csv"]].concat());
    let mut lines = csv.lines();
    let header = lines.next().expect("a header");
    assert_eq!(
        header,
        "outcome,exact,p,at_least_exact,at_least_p,at_most_exact,at_most_p"
    );
    let names: Vec<&str> = header.split(',').collect();
    let expected = binomial(3, q(2, 3));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), expected.len(), "{csv}");
    let mut tail = Q::zero();
    let mut tails = vec![Q::zero(); expected.len()];
    for (k, p) in expected.iter().enumerate().rev() {
        tail = tail.add(*p);
        tails[k] = tail;
    }
    let mut head = Q::zero();
    for (k, row) in rows.iter().enumerate() {
        // By the header's names, not by position: columns may be added after these.
        let cells: std::collections::HashMap<&str, &str> =
            names.iter().copied().zip(row.split(',')).collect();
        assert_eq!(cells.len(), names.len(), "{row}");
        let float = |name: &str| -> f64 { cells[name].parse().unwrap() };
        head = head.add(expected[k]);
        assert_eq!(cells["outcome"], k.to_string());
        assert_eq!(cells["exact"], expected[k].to_string());
        assert!((float("p") - expected[k].to_f64()).abs() < 1e-12, "{row}");
        assert_eq!(cells["at_least_exact"], tails[k].to_string());
        assert!(
            (float("at_least_p") - tails[k].to_f64()).abs() < 1e-12,
            "{row}"
        );
        assert_eq!(cells["at_most_exact"], head.to_string());
        assert!((float("at_most_p") - head.to_f64()).abs() < 1e-12, "{row}");
    }
}

#[test]
fn plain_prints_just_the_probability_or_the_rolled_count() {
    assert_eq!(
        text(&["hit", "--ws", "4", "--vs", "3", "--format", "plain"]),
        "2/3\n"
    );
    assert_eq!(
        text(&[
            "save", "--armour", "heavy", "--shield", "--s", "4", "--format", "plain"
        ]),
        "1/3\n"
    );
    assert_eq!(
        text(&["wound", "--s", "1", "--t", "5", "--format", "plain"]),
        "0\n"
    );
    for seed in ["1", "2", "3"] {
        let args = [
            "hit", "--ws", "4", "--vs", "3", "-a", "6", "--roll", "--seed", seed,
        ];
        let plain = text(&[&args[..], &["--format", "plain"]].concat());
        let v = json(&args);
        assert_eq!(plain, format!("{}\n", v["roll"]["result"]), "seed {seed}");
    }
}

#[test]
fn json_flag_equals_format_json() {
    for args in [
        vec!["hit", "--ws", "4", "--vs", "3", "-a", "3"],
        vec!["wound", "--s", "3", "--t", "4", "--roll", "--seed", "5"],
        vec!["save", "--armour", "light", "--shield", "--mounted"],
    ] {
        let a = text(&[&args[..], &["--json"]].concat());
        let b = text(&[&args[..], &["--format", "json"]].concat());
        assert_eq!(a, b, "{args:?}");
        parse_json(&a, "json");
    }
}

#[test]
fn environment_variables_set_format_rules_and_seed() {
    let base = ["hit", "--ws", "4", "--vs", "3"];
    let via_env = stdout_of(warband().args(base).env("WARBAND_FORMAT", "json"));
    assert_eq!(via_env, text(&[&base[..], &["--format", "json"]].concat()));
    // A flag beats the environment.
    let flag = stdout_of(
        warband()
            .args(base)
            .args(["--format", "plain"])
            .env("WARBAND_FORMAT", "json"),
    );
    assert_eq!(flag, "2/3\n");

    let wfb = parse_json(
        &stdout_of(
            warband()
                .args(["wound", "--s", "4", "--t", "3", "--json"])
                .env("WARBAND_RULES", "wfb"),
        ),
        "wfb",
    );
    assert_eq!(wfb["rules"], "wfb");
    // WFB has no critical hits: §3 (seed 002) has none.
    assert_eq!(wfb["critical"]["per_die"]["exact"], "0");

    let roll = [
        "hit", "--ws", "4", "--vs", "3", "-a", "12", "--roll", "--json",
    ];
    let by_env = parse_json(
        &stdout_of(warband().args(roll).env("WARBAND_SEED", "7")),
        "env seed",
    );
    let by_flag = json(&[
        "hit", "--ws", "4", "--vs", "3", "-a", "12", "--roll", "--seed", "7",
    ]);
    assert_eq!(by_env["roll"]["dice"], by_flag["roll"]["dice"]);
    assert_eq!(by_env["roll"]["seed"], 7);

    assert_bad_input(warband().args(base).env("WARBAND_FORMAT", "xml"));
    assert_bad_input(warband().args(base).env("WARBAND_RULES", "nope"));
    assert_bad_input(
        warband()
            .args(["hit", "--ws", "4", "--vs", "3", "--roll"])
            .env("WARBAND_SEED", "seven"),
    );
}

// ---- hit: every flag ---------------------------------------------------------------------------

#[test]
fn shooting_flags_follow_rules_1_6_and_8_2() {
    let cases: &[(&[&str], &str, &str)] = &[
        // §8.2: BS 3, no modifiers: 4+ = 1/2.
        (&["--bs", "3"], "4+", "1/2"),
        // §8.2: BS 3, long range + cover: needs 6 = 1/6.
        (&["--bs", "3", "--long-range", "--cover"], "6+", "1/6"),
        (&["--bs", "3", "--cover"], "5+", "1/3"),
        (&["--bs", "3", "--long-range"], "5+", "1/3"),
        (&["--bs", "3", "--moved"], "5+", "1/3"),
        (&["--bs", "3", "--large-target"], "3+", "2/3"),
        (&["--bs", "3", "--mod", "+1"], "3+", "2/3"),
        (&["--bs", "3", "--mod", "-1"], "5+", "1/3"),
        (&["--bs", "3", "--mod=-2"], "6+", "1/6"),
        // Three penalties: 4 + 3 = 7 → a 6 then 4+ (R-3): 1/6 · 1/2.
        (
            &["--bs", "3", "--cover", "--long-range", "--moved"],
            "7+ (6 then 4+)",
            "1/12",
        ),
        // BS 2 with three penalties and −1: 5 + 4 = 9 → 6 then 6: 1/36.
        (
            &[
                "--bs",
                "2",
                "--cover",
                "--long-range",
                "--moved",
                "--mod",
                "-1",
            ],
            "9+ (6 then 6)",
            "1/36",
        ),
        // 10+ is impossible (R-3).
        (&["--bs", "1", "--mod", "-4"], "impossible", "0"),
        // R-2: BS 6 needs 1, acts as 2+; large target cannot make it better.
        (&["--bs", "6", "--large-target"], "2+", "5/6"),
        // §1.3: BS 0 cannot shoot.
        (&["--bs", "0"], "impossible", "0"),
    ];
    for (flags, t, p) in cases {
        let v = json(&[&["hit"], *flags].concat());
        assert_eq!(target(&v), *t, "{flags:?}");
        assert_eq!(prob(&v), *p, "{flags:?}");
    }
    let v = json(&["hit", "--bs", "3", "--large-target", "--cover"]);
    assert_eq!(
        v["inputs"]["modifiers"],
        serde_json::json!(["cover", "large_target"])
    );
}

#[test]
fn hard_cover_is_wfb_and_skirmish_only() {
    // §3.3: −2 hard cover, −1 soft cover.
    for rules in ["wfb", "skirmish"] {
        let v = json(&["hit", "--rules", rules, "--bs", "3", "--hard-cover"]);
        assert_eq!(target(&v), "6+", "{rules}");
        assert_eq!(prob(&v), "1/6", "{rules}");
        let v = json(&["hit", "--rules", rules, "--bs", "3", "--cover"]);
        assert_eq!(target(&v), "5+", "{rules}");
        let v = json(&["hit", "--rules", rules, "--bs", "4", "--large-target"]);
        assert_eq!(target(&v), "2+", "{rules}");
    }
    let e = bad(&["hit", "--bs", "3", "--hard-cover"]);
    assert!(e.contains("hard-cover"), "{e}");
}

#[test]
fn melee_modifiers_caps_and_needs_six() {
    let cases: &[(&[&str], &str, &str)] = &[
        // §8.2: WS 3 vs 3 → 4+ = 1/2; WS 2 vs 5 → 5+ = 1/3.
        (&["--ws", "3", "--vs", "3"], "4+", "1/2"),
        (&["--ws", "2", "--vs", "5"], "5+", "1/3"),
        // Diving charge +1: 3+ → 2+.
        (&["--ws", "4", "--vs", "3", "--mod", "+1"], "2+", "5/6"),
        // R-2: below 2+ acts as 2+.
        (&["--ws", "4", "--vs", "3", "--mod", "+3"], "2+", "5/6"),
        // R-4: close combat capped at 6+.
        (&["--ws", "1", "--vs", "3", "--mod", "-3"], "6+", "1/6"),
        // R-4: "needs 6s" is exactly 6+, whatever the chart or modifiers.
        (&["--ws", "5", "--vs", "1", "--needs-six"], "6+", "1/6"),
        (
            &["--ws", "5", "--vs", "1", "--needs-six", "--mod", "+2"],
            "6+",
            "1/6",
        ),
        // §1.3: blows against WS 0 hit automatically.
        (&["--ws", "3", "--vs", "0"], "auto", "1"),
    ];
    for (flags, t, p) in cases {
        let v = json(&[&["hit"], *flags].concat());
        assert_eq!(target(&v), *t, "{flags:?}");
        assert_eq!(prob(&v), *p, "{flags:?}");
    }
    let capped = json(&["hit", "--ws", "1", "--vs", "3", "--mod", "-3"]);
    assert!(
        capped["rulings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r == "R-4"),
        "{capped}"
    );
    // §2.1 (club): a WS 0 attacker cannot hit; a WS 0 defender is always hit.
    let v = json(&["hit", "--rules", "mordheim-club", "--ws", "0", "--vs", "3"]);
    assert_eq!(target(&v), "impossible");
    assert_eq!(prob(&v), "0");
    let v = json(&["hit", "--rules", "mordheim-club", "--ws", "3", "--vs", "0"]);
    assert_eq!(target(&v), "auto");
    // R-45, every ruleset (seed 004 «лишены каких-либо способностей в данной области», seed
    // 002 «Takove modely nemohou utocit»): WS 0 cannot hit, so P = 0 (the retired R-28 read the
    // chart's rule, 3 > 2 x 0 → 5+, 1/3); S 0 cannot wound; T 0 is wounded on every hit.
    for rules in ["mordheim", "wfb", "skirmish"] {
        let v = json(&["hit", "--rules", rules, "--ws", "0", "--vs", "3"]);
        assert_eq!(target(&v), "impossible", "{rules}");
        assert_eq!(prob(&v), "0", "{rules}");
        assert!(
            v["rulings"].as_array().unwrap().iter().any(|r| r == "R-45"),
            "{v}"
        );
        let v = json(&["wound", "--rules", rules, "--s", "0", "--t", "3"]);
        assert_eq!(prob(&v), "0", "{rules}");
        let v = json(&["wound", "--rules", rules, "--s", "3", "--t", "0"]);
        assert_eq!(prob(&v), "1", "{rules}");
    }
}

#[test]
fn reroll_misses_is_one_minus_the_squared_miss() {
    // §8.1 / R-8: 4+ re-rolled → 1 − (1/2)² = 3/4.
    let v = json(&["hit", "--ws", "3", "--vs", "3", "--reroll-misses"]);
    assert_eq!(target(&v), "4+");
    assert_eq!(prob(&v), "3/4");
    assert!(v["rulings"].as_array().unwrap().iter().any(|r| r == "R-8"));
    // Three attacks: Binomial(3, 3/4).
    let v = json(&[
        "hit",
        "--ws",
        "3",
        "--vs",
        "3",
        "--reroll-misses",
        "-a",
        "3",
    ]);
    assert_counts(&v, &binomial(3, q(3, 4)));
    // Shooting at 8+: 1 − (17/18)².
    let v = json(&[
        "hit",
        "--bs",
        "1",
        "--cover",
        "--long-range",
        "--reroll-misses",
    ]);
    assert_eq!(exact(&v["probability"]), q(17, 18).pow(2).complement());
}

#[test]
fn dice_count_aliases_agree() {
    let expected = binomial(3, q(2, 3));
    for flag in ["-a", "-n", "--dice", "--attacks"] {
        let v = json(&["hit", "--ws", "4", "--vs", "3", flag, "3"]);
        assert_eq!(v["inputs"]["dice"], 3, "{flag}");
        assert_counts(&v, &expected);
    }
    let v = json(&["hit", "--ws", "4", "--vs", "3", "--attacks=3"]);
    assert_counts(&v, &expected);
    for flag in ["-n", "--dice"] {
        // S4 vs T3: 3+ (§6.2).
        let v = json(&["wound", "--s", "4", "--t", "3", flag, "3"]);
        assert_counts(&v, &expected);
        // 5+ save: unsaved 2/3 each.
        let v = json(&["save", "--armour", "5", flag, "3"]);
        assert_counts(&v, &expected);
    }
}

// ---- wound -------------------------------------------------------------------------------------

#[test]
fn wound_modifiers_and_criticals() {
    // S4 vs T3 is 3+; −1 (club off-hand) → 4+; +1 → 2+.
    let v = json(&["wound", "--s", "4", "--t", "3", "--mod", "-1"]);
    assert_eq!(target(&v), "4+");
    assert_eq!(prob(&v), "1/2");
    let v = json(&["wound", "--s", "4", "--t", "3", "--mod", "+1"]);
    assert_eq!(target(&v), "2+");
    assert_eq!(prob(&v), "5/6");
    // R-10: a natural 6 is a critical (shooting or close combat) unless a 6 is needed.
    let crit = |args: &[&str]| {
        json(args)["critical"]["per_die"]["exact"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(crit(&["wound", "--s", "4", "--t", "3"]), "1/6");
    assert_eq!(
        crit(&["wound", "--s", "4", "--t", "3", "--shooting"]),
        "1/6"
    );
    assert_eq!(crit(&["wound", "--s", "3", "--t", "5"]), "0");
    // §8.5 / R-12: skirmish criticals 1/6 per die needing 4+, close combat only.
    assert_eq!(
        crit(&["wound", "--rules", "skirmish", "--s", "3", "--t", "3"]),
        "1/6"
    );
    assert_eq!(
        crit(&[
            "wound",
            "--rules",
            "skirmish",
            "--s",
            "3",
            "--t",
            "3",
            "--shooting"
        ]),
        "0"
    );
    // WFB has no critical hits.
    assert_eq!(
        crit(&["wound", "--rules", "wfb", "--s", "4", "--t", "3"]),
        "0"
    );
    // Three dice: P(at least one critical) = 1 − (5/6)³.
    let v = json(&["wound", "--s", "4", "--t", "3", "-n", "3"]);
    assert_eq!(
        exact(&v["critical"]["at_least_one"]),
        q(5, 6).pow(3).complement()
    );
    assert_counts(&v, &binomial(3, q(2, 3)));
}

// ---- save --------------------------------------------------------------------------------------

#[test]
fn save_flags_follow_rules_1_11() {
    let cases: &[(&[&str], &str, &str)] = &[
        // Numeric armour, with and without "+", and the --save alias.
        (&["--armour", "5"], "5+", "1/3"),
        (&["--armour", "5+"], "5+", "1/3"),
        (&["--save", "5+"], "5+", "1/3"),
        (&["--save", "4", "--s", "3"], "4+", "1/2"),
        // Named suits.
        (&["--armour", "light"], "6+", "1/6"),
        (&["--armour", "heavy"], "5+", "1/3"),
        (&["--armour", "gromril"], "4+", "1/2"),
        // Shield alone 6+; light armour + shield 5+ (seed examples).
        (&["--shield"], "6+", "1/6"),
        (&["--armour", "light", "--shield"], "5+", "1/3"),
        // Mounted: automatic 6+; an armoured rider 1 better; barding +1 more.
        (&["--mounted"], "6+", "1/6"),
        (&["--armour", "light", "--mounted"], "5+", "1/3"),
        (
            &["--armour", "light", "--mounted", "--barding"],
            "4+",
            "1/2",
        ),
        (&["--mounted", "--barding"], "5+", "1/3"),
        // Weapon modifiers: an axe −1, +1 (e.g. against a dagger).
        (&["--armour", "4", "--mod", "-1"], "5+", "1/3"),
        (&["--armour", "5", "--mod", "+1"], "4+", "1/2"),
        // S4 −1: light armour is gone (R-6: above 6 is no save).
        (&["--armour", "light", "--s", "4"], "impossible", "0"),
        (&[], "impossible", "0"),
        // R-6: gromril + shield + mount + barding = 1+, but a natural 1 always fails.
        (
            &[
                "--armour",
                "gromril",
                "--shield",
                "--mounted",
                "--barding",
                "--s",
                "1",
            ],
            "2+",
            "5/6",
        ),
    ];
    for (flags, t, p) in cases {
        let v = json(&[&["save"], *flags].concat());
        assert_eq!(target(&v), *t, "{flags:?}");
        assert_eq!(prob(&v), *p, "{flags:?}");
    }
}

#[test]
fn save_in_the_other_rulesets() {
    // R-21: the club's Strength table starts at S5.
    let v = json(&[
        "save",
        "--rules",
        "mordheim-club",
        "--armour",
        "4",
        "--s",
        "4",
    ]);
    assert_eq!(target(&v), "4+");
    let v = json(&[
        "save",
        "--rules",
        "mordheim-club",
        "--armour",
        "4",
        "--s",
        "5",
    ]);
    assert_eq!(target(&v), "5+");
    assert!(v["rulings"].as_array().unwrap().iter().any(|r| r == "R-21"));
    // §3.6: in wfb the basic save is never better than 1+: 1+ and a shield stay 1+, and S5
    // (−2) makes it 3+; Mordheim has no such cap: 0 + 2 = 2+.
    let v = json(&[
        "save", "--rules", "wfb", "--armour", "1", "--shield", "--s", "5",
    ]);
    assert_eq!(target(&v), "3+");
    assert_eq!(prob(&v), "2/3");
    let v = json(&["save", "--armour", "1", "--shield", "--s", "5"]);
    assert_eq!(target(&v), "2+");
    // §6.4: S10 is −7 in wfb but −6 in Mordheim. A 1+ save with --mod +1 against S10:
    // wfb 1 − 1 + 7 = 7 → no save; mordheim 1 − 1 + 6 = 6+.
    let v = json(&[
        "save", "--rules", "wfb", "--armour", "1", "--s", "10", "--mod", "+1",
    ]);
    assert_eq!(target(&v), "impossible");
    let v = json(&["save", "--armour", "1", "--s", "10", "--mod", "+1"]);
    assert_eq!(target(&v), "6+");
}

// ---- rulesets ----------------------------------------------------------------------------------

#[test]
fn each_ruleset_answers_or_refuses() {
    // Heavy armour (5+) against S4: −1 in mordheim (§1.11), wfb and skirmish (§6.4); none in
    // the club, whose table starts at S5 (R-21).
    for (rules, save) in [
        ("mordheim", "6+"),
        ("mordheim-club", "5+"),
        ("wfb", "6+"),
        ("skirmish", "6+"),
    ] {
        let v = json(&["hit", "--rules", rules, "--ws", "4", "--vs", "3"]);
        assert_eq!(v["rules"], rules);
        assert_eq!(target(&v), "3+", "{rules}");
        let v = json(&["wound", "--rules", rules, "--s", "4", "--t", "3"]);
        assert_eq!(v["rules"], rules);
        assert_eq!(target(&v), "3+", "{rules}");
        let v = json(&["save", "--rules", rules, "--armour", "heavy", "--s", "4"]);
        assert_eq!(v["rules"], rules);
        assert_eq!(target(&v), save, "{rules}");
    }
    // §2.9: no Large Target modifier in the club.
    let e = bad(&[
        "hit",
        "--rules",
        "mordheim-club",
        "--bs",
        "3",
        "--large-target",
    ]);
    assert!(e.contains("large-target"), "{e}");
    // §5: czarne-wrota has no to-hit, to-wound or armour rolls.
    bad(&["hit", "--rules", "czarne-wrota", "--ws", "3", "--vs", "3"]);
    bad(&["hit", "--rules", "czarne-wrota", "--bs", "3"]);
    bad(&["wound", "--rules", "czarne-wrota", "--s", "3", "--t", "3"]);
    bad(&["save", "--rules", "czarne-wrota", "--armour", "5"]);
}

// ---- rolling -----------------------------------------------------------------------------------

fn dice_of(v: &Value) -> Vec<u8> {
    v["roll"]["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap() as u8)
        .collect()
}

#[test]
fn the_same_seed_gives_the_same_dice() {
    let args = [
        "hit", "--ws", "4", "--vs", "3", "-a", "20", "--roll", "--seed", "42",
    ];
    let a = json(&args);
    let b = json(&args);
    assert_eq!(dice_of(&a), dice_of(&b));
    assert_eq!(a, b);
    let other = json(&[
        "hit", "--ws", "4", "--vs", "3", "-a", "20", "--roll", "--seed", "43",
    ]);
    assert_ne!(dice_of(&a), dice_of(&other), "another seed, other dice");
    // Without --seed, the seed used is shown and replays the same dice.
    let fresh = json(&["wound", "--s", "3", "--t", "3", "-n", "10", "--roll"]);
    let seed = fresh["roll"]["seed"].as_u64().unwrap().to_string();
    let replay = json(&[
        "wound", "--s", "3", "--t", "3", "-n", "10", "--roll", "--seed", &seed,
    ]);
    assert_eq!(dice_of(&fresh), dice_of(&replay));
}

#[test]
fn rolled_results_recount_from_the_dice() {
    for seed in 0..8u64 {
        let s = seed.to_string();
        // Re-rolled misses at 4+: each attack takes one die, and a second after a miss.
        let v = json(&[
            "hit",
            "--ws",
            "3",
            "--vs",
            "3",
            "-a",
            "6",
            "--reroll-misses",
            "--roll",
            "--seed",
            &s,
        ]);
        let dice = dice_of(&v);
        let (mut i, mut hits) = (0, 0);
        for _ in 0..6 {
            if dice[i] >= 4 {
                hits += 1;
                i += 1;
            } else {
                hits += usize::from(dice[i + 1] >= 4);
                i += 2;
            }
        }
        assert_eq!(i, dice.len(), "seed {seed}: {dice:?}");
        assert_eq!(v["roll"]["result"], hits, "seed {seed}");
        // Shooting at 8+: a 6, then a second die needing 5+ (only rolled after a 6).
        let v = json(&[
            "hit",
            "--bs",
            "1",
            "--cover",
            "--long-range",
            "-a",
            "12",
            "--roll",
            "--seed",
            &s,
        ]);
        let dice = dice_of(&v);
        let (mut i, mut hits) = (0, 0);
        for _ in 0..12 {
            if dice[i] == 6 {
                hits += usize::from(dice[i + 1] >= 5);
                i += 2;
            } else {
                i += 1;
            }
        }
        assert_eq!(i, dice.len(), "seed {seed}: {dice:?}");
        assert_eq!(v["roll"]["result"], hits, "seed {seed}");
        // Saves: the result counts the unsaved wounds (dice below 5).
        let v = json(&["save", "--armour", "5", "-n", "7", "--roll", "--seed", &s]);
        let dice = dice_of(&v);
        assert_eq!(dice.len(), 7);
        assert_eq!(
            v["roll"]["result"],
            dice.iter().filter(|&&d| d < 5).count(),
            "seed {seed}"
        );
        // Wounds at 3+.
        let v = json(&[
            "wound", "--s", "4", "--t", "3", "-n", "7", "--roll", "--seed", &s,
        ]);
        let dice = dice_of(&v);
        assert_eq!(dice.len(), 7);
        assert_eq!(
            v["roll"]["result"],
            dice.iter().filter(|&&d| d >= 3).count(),
            "seed {seed}"
        );
    }
}

#[test]
fn a_single_rolled_die_exits_0_on_pass_and_1_on_fail() {
    // (command, the score the one die needs to pass)
    let cases: [(&[&str], u8); 3] = [
        (&["hit", "--ws", "4", "--vs", "3"], 3),
        (&["wound", "--s", "3", "--t", "3"], 4),
        (&["save", "--armour", "4"], 4),
    ];
    for (args, needed) in cases {
        let (mut passes, mut fails) = (0, 0);
        for seed in 0..200u64 {
            let s = seed.to_string();
            let out = warband()
                .args(args)
                .args(["--roll", "--seed", &s, "--json"])
                .output()
                .unwrap();
            let v = parse_json(&String::from_utf8(out.stdout).unwrap(), "roll");
            let dice = dice_of(&v);
            assert_eq!(dice.len(), 1, "{args:?} seed {seed}");
            let passed = v["roll"]["passed"].as_bool().expect("roll.passed");
            assert_eq!(passed, dice[0] >= needed, "{args:?} seed {seed}: {dice:?}");
            assert_eq!(
                out.status.code(),
                Some(if passed { 0 } else { 1 }),
                "{args:?} seed {seed}"
            );
            if passed {
                passes += 1;
            } else {
                fails += 1;
            }
            if passes > 0 && fails > 0 {
                break;
            }
        }
        assert!(passes > 0 && fails > 0, "{args:?}: seeds for both outcomes");
    }
}

#[test]
fn several_rolled_dice_exit_0_whatever_they_show() {
    // BS 1 hits 1 in 6: three dice often all miss, and still exit 0.
    let mut saw_zero = false;
    for seed in 0..40u64 {
        let s = seed.to_string();
        let out = warband()
            .args([
                "hit", "--bs", "1", "-n", "3", "--roll", "--seed", &s, "--format", "plain",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "seed {seed}");
        saw_zero |= String::from_utf8(out.stdout).unwrap() == "0\n";
    }
    assert!(saw_zero, "some seed rolls no hit");
}

// ---- pipelines in more detail -----------------------------------------------------------------

#[test]
fn stdin_is_read_only_with_dash_n_dash() {
    // Without -n the stage rolls one die and never reads the "2" waiting on stdin.
    let v = json_stdin(&["wound", "--s", "4", "--t", "3"], "2\n");
    assert_counts(&v, &binomial(1, q(2, 3)));
    let file = TempFile::new("count.txt", "3\n");
    let out = stdout_of(
        warband()
            .args(["save", "--armour", "5", "-n", "-", "--json"])
            .pipe_stdin(file.path())
            .unwrap(),
    );
    assert_counts(&parse_json(&out, "file"), &binomial(3, q(2, 3)));
    // `-n -` with a count, and a stage reading a rolled JSON stage.
    let v = json_stdin(&["hit", "--ws", "4", "--vs", "3", "-n", "-"], "3");
    assert_counts(&v, &binomial(3, q(2, 3)));
    let rolled = text(&[
        "hit", "--ws", "4", "--vs", "3", "-a", "4", "--roll", "--seed", "9", "--json",
    ]);
    let hits = parse_json(&rolled, "rolled")["roll"]["result"]
        .as_u64()
        .unwrap();
    let v = json_stdin(
        &[
            "wound", "--s", "4", "--t", "3", "-n", "-", "--roll", "--seed", "9",
        ],
        &rolled,
    );
    assert_eq!(dice_of(&v).len() as u64, hits);
}

#[test]
fn a_json_distribution_in_gives_the_exact_mixture_out() {
    // Incoming count: 0 or 2, each 1/2 (entries in any order). Wounding on 3+:
    // P(0) = 1/2 + 1/2 · (1/3)², P(1) = 1/2 · 2 · (2/3)(1/3), P(2) = 1/2 · (2/3)².
    let incoming = r#"{"distribution":[
        {"outcome":2,"probability":{"exact":"1/2","p":0.5}},
        {"outcome":0,"probability":{"exact":"1/2","p":0.5}}]}"#;
    let half = q(1, 2);
    let two = binomial(2, q(2, 3));
    let expected = [
        half.add(half.mul(two[0])),
        half.mul(two[1]),
        half.mul(two[2]),
    ];
    assert_eq!(expected, [q(5, 9), q(2, 9), q(2, 9)]);
    let v = json_stdin(&["wound", "--s", "4", "--t", "3", "-n", "-"], incoming);
    assert_counts(&v, &expected);
    // Rolling from a certain count of 3 rolls exactly 3 dice.
    let certain = r#"{"distribution":[{"outcome":3,"probability":{"exact":"1"}}]}"#;
    for seed in ["1", "2", "3"] {
        let v = json_stdin(
            &[
                "wound", "--s", "4", "--t", "3", "-n", "-", "--roll", "--seed", seed,
            ],
            certain,
        );
        assert_eq!(dice_of(&v).len(), 3, "seed {seed}");
    }
}

#[test]
fn dice_counts_from_0_to_1000_are_accepted() {
    // -n 0: no dice, certainly 0 successes.
    let v = json(&["hit", "--ws", "4", "--vs", "3", "-n", "0"]);
    assert_counts(&v, &[Q::one()]);
    // -n 1000 is the largest count; with no save every wound is unsaved.
    let v = json(&["save", "-n", "1000"]);
    assert_eq!(distribution(&v), vec![(1000, Q::one())]);
    let v = json_stdin(&["save", "-n", "-"], "1000");
    assert_eq!(distribution(&v), vec![(1000, Q::one())]);
}

#[test]
fn rules_list_names_the_five_rulesets() {
    assert_eq!(
        text(&["rules", "list", "--format", "plain"]),
        "mordheim\nmordheim-club\nwfb\nskirmish\nczarne-wrota\n"
    );
    for id in [
        "mordheim",
        "mordheim-club",
        "wfb",
        "skirmish",
        "czarne-wrota",
    ] {
        let shown = text(&["rules", "show", id]);
        assert!(shown.starts_with(id), "{id}: {shown}");
    }
}

// ---- colour ------------------------------------------------------------------------------------

fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x1b' && chars.peek() == Some(&'[') {
            chars.next();
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let args = ["hit", "--ws", "4", "--vs", "3", "-a", "3"];
    let always = text(&[&args[..], &["--color", "always"]].concat());
    assert!(always.contains("\x1b["), "{always:?}");
    let never = text(&[&args[..], &["--color", "never"]].concat());
    assert!(!never.contains('\x1b'), "{never:?}");
    // The default is auto, and the tests' stdout is not a terminal.
    let default = text(&args);
    assert!(!default.contains('\x1b'), "{default:?}");
    assert_eq!(default, never);
    // NO_COLOR does not override an explicit --color always.
    let no_color = stdout_of(
        warband()
            .args(args)
            .args(["--color", "always"])
            .env("NO_COLOR", "1"),
    );
    assert!(no_color.contains("\x1b["), "{no_color:?}");
    // Colour changes nothing but the escapes.
    assert_eq!(strip_ansi(&always), never);
    // Machine formats never carry colour.
    for format in ["json", "csv", "plain"] {
        let out = text(&[&args[..], &["--color", "always", "--format", format]].concat());
        assert!(!out.contains('\x1b'), "{format}: {out:?}");
    }
}

// ---- bad input ---------------------------------------------------------------------------------

#[test]
fn bad_flags_are_one_line_errors_with_exit_2() {
    let cases: &[&[&str]] = &[
        &["wound", "--s", "abc", "--t", "3"],
        &["hit", "--ws", "11", "--vs", "3"],
        &["hit", "--ws", "4", "--vs", "4.5"],
        &["wound", "--s", "3", "--t", "-1"],
        &["wound", "--s", "3", "--t=-1"],
        &["hit", "--rules", "bogus", "--ws", "3", "--vs", "3"],
        &["hit", "--ws", "3", "--bs", "3"],
        &["hit", "--ws", "3"],
        &["hit", "--vs", "3"],
        &["hit"],
        &["hit", "--ws", "3", "--vs", "3", "--cover"],
        &["hit", "--bs", "3", "--needs-six"],
        &["save", "--barding"],
        &["save", "--armour", "light", "--barding"],
        &["save", "--armour", "7+"],
        &["save", "--armour", "0"],
        &["save", "--armour", "plate"],
        &["save", "--armour", "5++"],
        &["save", "--rules", "wfb", "--armour", "gromril"],
        &["hit", "--ws", "3", "--vs", "3", "-n", "1001"],
        &["hit", "--ws", "3", "--vs", "3", "-n", "x"],
        &["hit", "--ws", "3", "--vs", "3", "-n", "-3"],
        &["hit", "--ws", "3", "--vs", "3", "--mod", "11"],
        &["hit", "--ws", "3", "--vs", "3", "--mod", "-11"],
        &["wound", "--s", "3", "--t", "3", "--mod", "x"],
        &["hit", "--ws", "3", "--vs", "3", "--roll", "--seed", "-1"],
        &["hit", "--ws", "3", "--vs", "3", "--format", "xml"],
        &["hit", "--ws", "3", "--vs", "3", "--color", "sometimes"],
        &["frobnicate"],
        &["rules", "show", "nowhere"],
    ];
    for args in cases {
        bad(args);
    }
}

#[test]
fn malformed_modifiers_are_refused() {
    // A modifier is a whole number with at most one sign ("+1", "-2", "0"). Doubled or mixed
    // signs are typos, not modifiers.
    for m in ["--mod=++1", "--mod=+-1", "--mod=--1", "--mod=+"] {
        bad(&["hit", "--ws", "4", "--vs", "3", m]);
    }
}

#[test]
fn malformed_rules_files_are_one_line_errors() {
    let row = |first: &str| {
        let rest = ["3"; 9].join(",");
        format!("[{first},{rest}]")
    };
    let rows = |first: &str| {
        let mut all = vec![row(first)];
        all.extend((1..10).map(|_| row("3")));
        format!("[{}]", all.join(","))
    };
    let cases = [
        ("not-json.json", "this is not JSON".to_string()),
        ("array.json", "[1, 2, 3]".to_string()),
        ("unknown-key.json", r#"{"colour": 1}"#.to_string()),
        (
            "bad-cell.json",
            format!(r#"{{"melee_to_hit": {{"cells": {}}}}}"#, rows("7")),
        ),
        (
            "bad-cell-type.json",
            format!(r#"{{"melee_to_hit": {{"cells": {}}}}}"#, rows("\"x\"")),
        ),
        (
            "short-chart.json",
            r#"{"to_wound": {"cells": [[4]]}}"#.to_string(),
        ),
        ("wrong-id.json", r#"{"id": "wfb"}"#.to_string()),
    ];
    for (name, contents) in cases {
        let file = TempFile::new(name, &contents);
        let e = assert_bad_input(warband().args([
            "hit",
            "--ws",
            "1",
            "--vs",
            "1",
            "--rules-file",
            file.path(),
        ]));
        assert!(e.contains("rules file"), "{name}: {e}");
    }
    let missing =
        std::env::temp_dir().join(format!("warband-cli-{}-missing.json", std::process::id()));
    bad(&[
        "hit",
        "--ws",
        "1",
        "--vs",
        "1",
        "--rules-file",
        missing.to_str().unwrap(),
    ]);
    // A good override is applied: every WS 1 vs 1 cell made 2+.
    let file = TempFile::new(
        "good.json",
        &format!(r#"{{"melee_to_hit": {{"cells": {}}}}}"#, rows("2")),
    );
    let v = json(&["hit", "--ws", "1", "--vs", "1", "--rules-file", file.path()]);
    assert_eq!(target(&v), "2+");
    assert_eq!(prob(&v), "5/6");
}

#[test]
fn garbage_on_stdin_is_a_one_line_error() {
    let human = text(&["hit", "--ws", "4", "--vs", "3", "-a", "3"]);
    let not_one = r#"{"distribution":[{"outcome":0,"probability":{"exact":"1/3"}},{"outcome":1,"probability":{"exact":"1/3"}}]}"#;
    let negative_outcome = r#"{"distribution":[{"outcome":-1,"probability":{"exact":"1"}}]}"#;
    let named_outcome = r#"{"distribution":[{"outcome":"stunned","probability":{"exact":"1"}}]}"#;
    let no_distribution = r#"{"command":"hit"}"#;
    let inputs: Vec<(&str, &str)> = vec![
        ("a human table", human.as_str()),
        ("broken JSON", "{not json"),
        ("a distribution not summing to 1", not_one),
        ("a negative count", "-2\n"),
        ("a negative outcome", negative_outcome),
        ("a named outcome", named_outcome),
        ("JSON without a distribution", no_distribution),
        ("too many dice", "1001\n"),
        ("a fraction", "2/3\n"),
        ("empty", ""),
        ("blank", " \n\n"),
    ];
    for (what, input) in inputs {
        let e = assert_bad_input(
            warband()
                .args(["wound", "--s", "4", "--t", "3", "-n", "-"])
                .write_stdin(input),
        );
        assert!(e.len() > "warband: error: ".len() + 10, "{what}: {e}");
    }
    // The human table gets DESIGN.md's hint.
    let e = assert_bad_input(
        warband()
            .args(["wound", "--s", "4", "--t", "3", "-n", "-"])
            .write_stdin(human),
    );
    assert!(e.contains("--json"), "{e}");
}

#[test]
fn unreadable_input_is_a_one_line_error() {
    assert_bad_input(
        warband()
            .args(["wound", "--s", "4", "--t", "3", "-n", "-"])
            .write_stdin(vec![0xffu8, 0xfe]),
    );
    let dir = std::env::temp_dir();
    bad(&[
        "hit",
        "--ws",
        "1",
        "--vs",
        "1",
        "--rules-file",
        dir.to_str().unwrap(),
    ]);
}

#[test]
fn every_error_ends_with_a_hint() {
    // DESIGN.md: "one line on stderr, `warband: error: <what> (<hint>)`".
    let flag_cases: &[&[&str]] = &[
        &["wound", "--s", "abc", "--t", "3"],
        &["hit", "--ws", "11", "--vs", "3"],
        &["hit", "--ws", "3", "--bs", "3"],
        &["hit", "--rules", "bogus", "--ws", "3", "--vs", "3"],
        &["save", "--armour", "7+"],
        &["save", "--armour", "plate"],
        &["hit", "--ws", "3", "--vs", "3", "-n", "1001"],
        &[
            "hit",
            "--rules",
            "mordheim-club",
            "--bs",
            "3",
            "--large-target",
        ],
        &["hit", "--rules", "czarne-wrota", "--bs", "3"],
    ];
    let stdin_cases = [
        "needs 3+ · 2/3",
        "{not json",
        r#"{"distribution":[{"outcome":0,"probability":{"exact":"1/3"}}]}"#,
        "-2",
        "1001",
        r#"{"distribution":[{"outcome":-1,"probability":{"exact":"1"}}]}"#,
        "",
    ];
    let mut missing = Vec::new();
    for args in flag_cases {
        let e = bad(args);
        if !e.trim_end().ends_with(')') {
            missing.push(e);
        }
    }
    for input in stdin_cases {
        let e = assert_bad_input(
            warband()
                .args(["wound", "--s", "4", "--t", "3", "-n", "-"])
                .write_stdin(input),
        );
        if !e.trim_end().ends_with(')') {
            missing.push(e);
        }
    }
    assert!(missing.is_empty(), "errors without a (hint): {missing:#?}");
}

// ---- a closed stdout ---------------------------------------------------------------------------

#[test]
fn a_closed_stdout_ends_quietly_with_status_0() {
    // As the issue asks: the pipeline's status under `set -o pipefail` (bash), no stderr.
    let bash = ["/bin/bash", "/usr/bin/bash"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists());
    // A large output too, so that warband is still writing when head exits (a pipe holds 64 KiB).
    for cmd in ["rules show", "hit --ws 4 --vs 3 -n 400 --format csv"] {
        let script = match bash {
            Some(_) => format!("set -o pipefail; \"$W\" {cmd} | head -1"),
            None => format!("\"$W\" {cmd} | head -1"),
        };
        let out = std::process::Command::new(bash.unwrap_or("sh"))
            .args(["-c", &script])
            .env("W", BIN)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{script}");
        assert!(
            out.stderr.is_empty(),
            "{script}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 1);
    }
}

#[test]
fn warband_itself_exits_0_when_its_reader_goes_away() {
    // Without a shell: read one line of a large output, close the pipe, and wait.
    let mut child = std::process::Command::new(BIN)
        .args([
            "hit", "--ws", "4", "--vs", "3", "-n", "400", "--format", "csv",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(
        first,
        "outcome,exact,p,at_least_exact,at_least_p,at_most_exact,at_most_p\n"
    );
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

// ---- human output ------------------------------------------------------------------------------

#[test]
fn the_human_table_matches_its_snapshot() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hit-ws4-vs3.txt");
    let actual = text(&["hit", "--ws", "4", "--vs", "3", "--color", "never"]);
    // Independently of the snapshot: the answer first (DESIGN.md), exact and percent.
    let first = actual.lines().next().unwrap();
    assert!(first.contains("needs 3+"), "{first}");
    assert!(first.contains("2/3"), "{first}");
    assert!(first.contains("66.7%"), "{first}");
    assert!(
        actual.contains("1/3") && actual.contains("33.3%"),
        "{actual}"
    );
    assert!(actual.contains("R-2"), "the rulings line: {actual}");
    if std::env::var_os("WARBAND_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        actual, expected,
        "the human output changed; if that is intended, run with WARBAND_BLESS=1"
    );
}

// ---- help --------------------------------------------------------------------------------------

fn subcommands() -> Vec<(String, String)> {
    use clap::CommandFactory;
    warband::cli::Cli::command()
        .get_subcommands()
        .map(|c| {
            (
                c.get_name().to_string(),
                c.get_about().map(|a| a.to_string()).unwrap_or_default(),
            )
        })
        .collect()
}

#[test]
fn help_lists_every_subcommand_with_its_purpose() {
    let help = text(&["--help"]);
    assert!(!help.contains('\x1b'), "no colour when not on a terminal");
    let subs = subcommands();
    for name in ["hit", "wound", "save", "rules", "completions", "man"] {
        assert!(subs.iter().any(|(n, _)| n == name), "subcommand {name}");
    }
    for (name, about) in &subs {
        assert!(!about.is_empty(), "{name} has a purpose");
        let line = help
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name.as_str()))
            .unwrap_or_else(|| panic!("--help lists {name}:\n{help}"));
        let purpose = line.trim_start()[name.len()..].trim();
        let first_words: String = about
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            purpose.starts_with(&first_words),
            "{name}: {line:?} vs {about:?}"
        );
    }
}

#[test]
fn help_purposes_fit_on_one_line() {
    // DESIGN.md: "`warband --help` lists every subcommand with a one-line purpose". At the
    // default width (100 columns when not on a terminal) no purpose may wrap.
    let help = text(&["--help"]);
    for (name, about) in subcommands() {
        let line = help
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name.as_str()))
            .unwrap();
        assert_eq!(
            line.trim_start()[name.len()..].trim(),
            about.trim_end_matches('.'),
            "the purpose of '{name}' wraps onto a second line of --help"
        );
    }
}

fn examples_of(help: &str) -> Vec<String> {
    let at = help
        .rfind("Examples:")
        .unwrap_or_else(|| panic!("no Examples: in\n{help}"));
    help[at + "Examples:".len()..]
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect()
}

#[test]
fn subcommand_help_ends_with_real_examples() {
    let hit = text(&["hit", "--help"]);
    assert!(hit.contains("Examples:"), "{hit}");
    for (name, _) in subcommands() {
        if name == "help" {
            continue;
        }
        let help = text(&[name.as_str(), "--help"]);
        let examples = examples_of(&help);
        // Two or three, and nothing after them.
        assert!((2..=3).contains(&examples.len()), "{name}: {examples:?}");
        for ex in &examples {
            assert!(ex.starts_with("warband "), "{name}: {ex:?} ends the help");
        }
        // Run the ones that write to stdout only (no redirection, no other program).
        for ex in examples.iter().filter(|e| runnable(e)) {
            let out = run_example(ex);
            let code = out.status.code();
            // A rolled single test may fail (exit 1); anything else must succeed.
            let ok = code == Some(0) || (ex.contains("--roll") && code == Some(1));
            assert!(
                ok,
                "example {ex:?} exited {code:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.stderr.is_empty(), "example {ex:?} wrote to stderr");
            assert!(!out.stdout.is_empty(), "example {ex:?} printed nothing");
        }
    }
}

/// An example that writes to stdout only (no redirection, no other program).
fn runnable(example: &str) -> bool {
    !example.contains('>') && !example.contains("| man")
}

/// A help's example run by the shell, `warband` being the binary under test.
fn run_example(example: &str) -> std::process::Output {
    std::process::Command::new("sh")
        .args(["-c", &format!("warband() {{ \"$W\" \"$@\"; }}; {example}")])
        .env("W", BIN)
        .env_remove("WARBAND_FORMAT")
        .env_remove("WARBAND_RULES")
        .env_remove("WARBAND_SEED")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// Every `--compare '…'` a subcommand's help gives as an example in its flags (`break --help`
/// once offered `--compare '--mod -1'`, and break has no --mod) is accepted beside one of that
/// help's own examples: it exits 0 and writes nothing to stderr.
#[test]
fn each_compare_a_help_suggests_is_one_the_subcommand_takes() {
    let mut checked = 0;
    for (name, _) in subcommands() {
        if name == "help" {
            continue;
        }
        let help = text(&[name.as_str(), "--help"]);
        let at = help.rfind("Examples:").expect("examples");
        // The flags' help, its wrapped lines joined.
        let flags = help[..at].split_whitespace().collect::<Vec<_>>().join(" ");
        let examples = examples_of(&help);
        for (i, _) in flags.match_indices("--compare '") {
            let rest = &flags[i + "--compare '".len()..];
            let suggested = &rest[..rest.find('\'').expect("a closing quote")];
            let taken = examples.iter().filter(|e| runnable(e)).any(|ex| {
                let out = run_example(&format!("{ex} --compare '{suggested}'"));
                out.status.code() == Some(0) && out.stderr.is_empty()
            });
            assert!(
                taken,
                "{name} --help suggests --compare '{suggested}', which none of its examples takes"
            );
            checked += 1;
        }
    }
    // hit, wound, save, injury, crit, fall, rout, break, test, table.
    assert_eq!(
        checked, 10,
        "the shared --compare's example is in each help"
    );
}

/// An argument that is not UTF-8 (a legal Linux file name) is read as a path, never a panic.
#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_a_path_not_a_panic() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let name = OsStr::from_bytes(b"caf\xe9.json");
    let err = assert_bad_input(warband().args(["table", "--file"]).arg(name));
    assert!(err.contains("cannot read table file caf"), "{err}");
    // --compare re-reads the command line: a non-UTF-8 token there must not panic either.
    let err = assert_bad_input(warband().arg("--rules-file").arg(name).args([
        "odds",
        "--ws",
        "4",
        "--vs",
        "3",
        "--t",
        "3",
        "--compare",
        "--s 4",
    ]));
    assert!(err.contains("cannot read rules file caf"), "{err}");
}
