//! The combat result difference (A minus B) keeps its mean, variance and spread when the mean
//! is below zero, in JSON and in text (issue 36: they went missing whenever B did better on
//! average, since an unsigned fraction has no minus sign).

use crate::common;

use common::{stdout_of, warband};
use dashu_ratio::RBig;
use serde_json::Value;

fn run(args: &str, json: bool) -> String {
    let mut cmd = warband();
    cmd.args(["combat", "--rules", "wfb"]);
    cmd.args(shlex::split(args).unwrap());
    if json {
        cmd.arg("--json");
    }
    stdout_of(&mut cmd)
}

fn ratio(v: &Value) -> RBig {
    let text = v["exact"]
        .as_str()
        .unwrap_or_else(|| panic!("no exact in {v}"));
    text.parse()
        .unwrap_or_else(|_| panic!("not a fraction: {text}"))
}

// A lone charger of S1 cannot wound T10 (R-5: impossible), and its two Wounds outlast the one
// attack of the lone defender, so nobody is removed and no rank, standard or musician counts:
// the difference is minus B's wounds. B hits WS3 on 4+ (1/2) and wounds T3 with S3 on 4+ (1/2),
// no save: one wound with 1/4. So the difference is -1 with 1/4 and 0 with 3/4: mean -1/4,
// variance E[X²] - E[X]² = 1/4 - 1/16 = 3/16, sd √3/4.
const LONE: &str = "--a 'WS3 S1 T3 W2 I3 A1 Ld7' --a-models 1 \
                    --b 'WS3 S3 T10 W1 I3 A1 Ld7' --b-models 1 --charger a";

#[test]
fn a_negative_mean_difference_is_given_by_hand() {
    let v: Value = serde_json::from_str(&run(LONE, true)).unwrap();
    assert_eq!(v["result_difference_mean"]["exact"], "-1/4", "{v}");
    assert_eq!(v["result_difference_mean"]["p"], -0.25);
    assert_eq!(v["result_difference_variance"]["exact"], "3/16");
    let sd = v["result_difference_sd"].as_f64().expect("sd");
    assert!((sd - 3f64.sqrt() / 4.0).abs() < 1e-12, "{sd}");
    let text = run(LONE, false);
    assert!(
        text.contains("mean combat result, A minus B: -1/4  ·  sd 0.4330"),
        "{text}"
    );
}

// A much weaker charger: ten WS2 S2 men against twenty WS5 S5 T4 veterans four ranks deep. The
// charger hits on 5+ and wounds T4 on 6+, at most five wounds from its front rank; the veterans
// have +3 for their ranks (four ranks of five) before any blow, against none for the charger's
// two ranks. So B's total is higher in almost every combat and the mean difference is below
// zero; it must be Σ k·P(k) over the rows given, exactly, and the variance likewise.
const WEAK: &str = "--a 'WS2 S2 T3 I2 A1 Ld6' --a-models 10 --a-frontage 5 \
                    --b 'WS5 S5 T4 I5 A2 Ld9' --b-models 20 --b-frontage 5 --charger a";

#[test]
fn a_much_weaker_charger_has_a_negative_mean_that_is_its_rows_mean() {
    let v: Value = serde_json::from_str(&run(WEAK, true)).unwrap();
    let rows = v["result_difference"].as_array().expect("rows");
    let (mut first, mut second) = (RBig::ZERO, RBig::ZERO);
    for row in rows {
        let k = RBig::from(row["outcome"].as_i64().expect("a count, no round 0 here"));
        let p = ratio(&row["probability"]);
        first += &k * &p;
        second += &k * &k * &p;
    }
    assert!(first < RBig::ZERO, "the charger is far weaker: {first}");
    assert_eq!(ratio(&v["result_difference_mean"]), first);
    assert!(v["result_difference_mean"]["p"].as_f64().unwrap() < 0.0);
    let variance = &second - &first * &first;
    assert_eq!(ratio(&v["result_difference_variance"]), variance);
    assert!(v["result_difference_sd"].as_f64().unwrap() > 0.0);
    let text = run(WEAK, false);
    let line = text
        .lines()
        .find(|l| l.starts_with("mean combat result, A minus B: "))
        .unwrap_or_else(|| panic!("no mean of the difference in\n{text}"));
    let shown = line["mean combat result, A minus B: ".len()..].trim_start_matches("≈ ");
    assert!(shown.starts_with('-'), "{line}");
}
