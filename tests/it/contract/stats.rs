//! Every count distribution's mean and exact variance (and its standard deviation, their only
//! float), through the binary. Each expected value is worked out by hand in the comment beside
//! it, or by brute force over the test's own fractions (tests/it/common/fraction.rs), never from
//! the program's output.

use crate::common;

use common::fraction::{Q, binomial, exact, q};
use common::{stdout_of, warband};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let out = stdout_of(warband().args(args).arg("--json"));
    serde_json::from_str(&out).expect("JSON")
}

fn text(args: &[&str]) -> String {
    stdout_of(warband().args(args))
}

/// Checks `mean`, `variance` and `sd` of a report (or of its `<prefix>_…` table) against the
/// expected exact values; `sd` is the float square root of the variance.
fn assert_stats(v: &Value, prefix: &str, mean: Q, variance: Q) {
    let key = |k: &str| {
        if prefix.is_empty() {
            k.to_string()
        } else {
            format!("{prefix}_{k}")
        }
    };
    assert_eq!(exact(&v[key("mean")]), mean, "{v}");
    assert_eq!(exact(&v[key("variance")]), variance, "{v}");
    let sd = v[key("sd")].as_f64().expect("sd is a number");
    assert!((sd - variance.to_f64().sqrt()).abs() < 1e-12, "sd {sd}");
}

/// E[X] and Var X of `probs[k] = P(X = k)`, by brute force: Var = E[X²] − E[X]², checked as
/// E[X²] = Var + E[X]² so that the test's fractions need no subtraction.
fn moments(probs: &[Q]) -> (Q, Q) {
    let mut mean = Q::zero();
    let mut square = Q::zero();
    for (k, p) in probs.iter().enumerate() {
        let k = Q::int(k as u128);
        mean = mean.add(k.mul(*p));
        square = square.add(k.mul(k).mul(*p));
    }
    (mean, square)
}

#[test]
fn three_attacks_at_one_half_have_mean_3_2_and_variance_3_4() {
    // WS 4 against WS 4 hits on 4+ (1/2): hits ~ Binomial(3, 1/2), np = 3/2, np(1 − p) = 3/4.
    let v = json(&["hit", "--ws", "4", "--vs", "4", "-a", "3"]);
    assert_stats(&v, "", q(3, 2), q(3, 4));
    // People read the sd beside the mean: √(3/4) = 0.86602…
    let out = text(&["hit", "--ws", "4", "--vs", "4", "-a", "3"]);
    assert!(out.contains("mean hits: 3/2  ·  sd 0.8660\n"), "{out}");
}

#[test]
fn two_d6_have_mean_7_and_variance_35_6() {
    // One d6: E = 7/2, E[X²] = 91/6, Var = 91/6 − 49/4 = 35/12; two independent dice: 35/6.
    let v = json(&["roll", "--dist", "2d6"]);
    assert_stats(&v, "", Q::int(7), q(35, 6));
    let out = text(&["roll", "--dist", "2d6"]);
    // √(35/6) = 2.41522…
    assert!(out.contains("mean total: 7  ·  sd 2.4152\n"), "{out}");
    // Several expressions: each report has its own.
    let all = json(&["roll", "--dist", "d6", "2d6"]);
    assert_stats(&all[0], "", q(7, 2), q(35, 12));
    assert_stats(&all[1], "", Q::int(7), q(35, 6));
}

#[test]
fn wound_and_save_counts_have_binomial_moments() {
    // S 3 against T 3 wounds on 4+: 4 dice, Binomial(4, 1/2): mean 2, variance 1.
    assert_stats(
        &json(&["wound", "--s", "3", "--t", "3", "-n", "4"]),
        "",
        Q::int(2),
        Q::one(),
    );
    // A 5+ save (no modifier at S 3) lets 2/3 through: 6 wounds, mean 4, variance 6·2/3·1/3.
    assert_stats(
        &json(&["save", "--armour", "5", "--s", "3", "-n", "6"]),
        "",
        Q::int(4),
        q(4, 3),
    );
}

#[test]
fn a_wfb_unit_fight_has_the_moments_of_its_wounds_and_casualties() {
    // 20 attacks at 4+ and 4+ with no save: wounds ~ Binomial(20, 1/4): mean 5, variance
    // 20·1/4·3/4 = 15/4 (the report's own mean is of the unsaved wounds).
    let args = [
        "--rules", "wfb", "odds", "--ws", "3", "--s", "3", "-a", "20", "--vs", "3", "--t", "3",
        "--w", "3",
    ];
    let v = json(&args);
    assert_eq!(v["mean_of"], "unsaved wounds");
    assert_stats(&v, "", Q::int(5), q(15, 4));
    // Casualties = ⌊wounds / 3⌋: their moments by brute force over the binomial.
    let mut by_floor = vec![Q::zero(); 7];
    for (k, p) in binomial(20, q(1, 4)).iter().enumerate() {
        by_floor[k / 3] = by_floor[k / 3].add(*p);
    }
    let (mean, square) = moments(&by_floor);
    let variance = exact(&v["casualties_variance"]);
    assert_eq!(variance.add(mean.mul(mean)), square);
    assert_stats(&v, "casualties", mean, variance);
    let out = text(&args);
    assert!(
        out.contains("mean unsaved wounds: 5  ·  sd 1.9365\n"),
        "{out}"
    );
}

#[test]
fn a_one_turn_duel_ends_in_turn_1_without_spread() {
    // --turns 1: every fight that ends, ends in turn 1: mean 1, variance 0 (R-44: the mean is
    // over the fights that end).
    let v = json(&[
        "duel",
        "--a",
        "WS3 S3 T3 W1 I3 A1",
        "--b",
        "WS3 S3 T3 W1 I3 A1",
        "--turns",
        "1",
    ]);
    assert_eq!(v["mean_of"], "turns");
    assert_stats(&v, "", Q::one(), Q::zero());
}

#[test]
fn a_named_distribution_has_no_mean_and_no_variance() {
    let v = json(&["injury"]);
    assert!(
        v["mean"].is_null() && v["variance"].is_null() && v["sd"].is_null(),
        "{v}"
    );
}

// ---- at most beside at least -------------------------------------------------------------------

/// A CSV's rows as maps from the header's names to the cells (the tests read CSV by name, never
/// by position). No field here holds a comma or a quote, so splitting is enough.
fn csv_rows(csv: &str) -> Vec<std::collections::HashMap<String, String>> {
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
    lines
        .map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            assert_eq!(cells.len(), header.len(), "{line}");
            header
                .iter()
                .zip(cells)
                .map(|(h, c)| (h.to_string(), c.to_string()))
                .collect()
        })
        .collect()
}

#[test]
fn at_most_is_the_exact_lower_tail_and_completes_at_least() {
    // WS 4 against WS 3 hits on 3+ (2/3); 3 attacks: P(k) = 1/27, 6/27, 12/27, 8/27, so
    // P(X ≤ k) = 1/27, 7/27, 19/27, 1.
    let v = json(&["hit", "--ws", "4", "--vs", "3", "-a", "3"]);
    let d = v["distribution"].as_array().expect("distribution");
    let want = [q(1, 27), q(7, 27), q(19, 27), Q::one()];
    for (e, le) in d.iter().zip(want) {
        assert_eq!(exact(&e["at_most"]), le, "{e}");
    }
    // at_least(k) + at_most(k − 1) = 1 for every k (the two tails split the whole).
    for pair in d.windows(2) {
        assert_eq!(
            exact(&pair[1]["at_least"]).add(exact(&pair[0]["at_most"])),
            Q::one()
        );
    }
    // The same in CSV, by the header's names.
    let csv = stdout_of(warband().args([
        "hit", "--ws", "4", "--vs", "3", "-a", "3", "--format", "csv",
    ]));
    assert!(
        csv.starts_with("outcome,exact,p,at_least_exact,at_least_p,at_most_exact,at_most_p\n"),
        "{csv}"
    );
    let rows = csv_rows(&csv);
    for (row, le) in rows.iter().zip(want) {
        assert_eq!(row["at_most_exact"], le.to_string());
        let p: f64 = row["at_most_p"].parse().expect("a float");
        assert!((p - le.to_f64()).abs() < 1e-12);
    }
    for pair in rows.windows(2) {
        assert_eq!(
            Q::parse(&pair[1]["at_least_exact"]).add(Q::parse(&pair[0]["at_most_exact"])),
            Q::one()
        );
    }
}

#[test]
fn a_d6_is_at_most_k_with_k_sixths() {
    let v = json(&["roll", "--dist", "d6"]);
    for (k, e) in v["distribution"]
        .as_array()
        .expect("rows")
        .iter()
        .enumerate()
    {
        assert_eq!(exact(&e["at_most"]), q(k as u128 + 1, 6));
    }
}

#[test]
fn a_duel_that_may_not_end_keeps_both_tails_exact() {
    // The turn it ends in, with an undecided rest above every turn: at most t is "ended by turn
    // t", at least t "still going at its start" (the undecided included), so they still add up.
    // Turn 1 of two plain warriors (duel_cli.rs derives it): ends with 1/9 + 1/12 = 7/36.
    let v = json(&[
        "duel",
        "--a",
        "WS3 S3 T3 W1 I3 A1",
        "--b",
        "WS3 S3 T3 W1 I3 A1",
        "--turns",
        "3",
    ]);
    let turns = v["turns"].as_array().expect("turns");
    assert_eq!(exact(&turns[0]["at_most"]), q(7, 36));
    for pair in turns.windows(2).filter(|w| w[1]["outcome"].is_number()) {
        assert_eq!(
            exact(&pair[1]["at_least"]).add(exact(&pair[0]["at_most"])),
            Q::one()
        );
    }
    let undecided = turns.last().expect("undecided");
    assert_eq!(undecided["outcome"], "undecided");
    assert!(undecided.get("at_most").is_none() && undecided.get("at_least").is_none());
}
