//! `warband duel` with several warriors on one side or both, through the binary: the answer by
//! hand, the JSON shape, groups and rosters, `--roll`, `--compare` and the one-line refusals.

use crate::common;

use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

const HUMAN: &str = "WS3 S3 T3 W1 I3 A1";

fn duel_json(args: &[&str]) -> Value {
    let mut all = vec!["duel"];
    all.extend(args);
    all.push("--json");
    serde_json::from_str(&stdout_of(warband().args(&all))).expect("JSON")
}

fn outcome(v: &Value, name: &str) -> String {
    v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["outcome"] == name)
        .map(|e| e["probability"]["exact"].as_str().unwrap().to_string())
        .unwrap()
}

#[test]
fn two_humans_charging_a_human_win_turn_one_with_49_162() {
    // By hand in tests/it/duel/team_oracle.rs (one_turn_by_hand): 49/162, B cannot win in turn 1.
    let plain = stdout_of(warband().args([
        "duel", "--a", HUMAN, "--a", HUMAN, "--b", HUMAN, "--turns", "1", "--format", "plain",
    ]));
    assert_eq!(plain.trim(), "49/162");
    // "2x" is the same two warriors.
    let v = duel_json(&["--a", &format!("2x {HUMAN}"), "--b", HUMAN, "--turns", "1"]);
    assert_eq!(outcome(&v, "a_wins"), "49/162");
    assert_eq!(outcome(&v, "b_wins"), "0");
    assert_eq!(outcome(&v, "undecided"), "113/162");
    assert_eq!(v["inputs"]["a"].as_array().unwrap().len(), 2);
    assert_eq!(v["inputs"]["targets"], "first");
    assert!(v["rulings"].as_array().unwrap().iter().any(|r| r == "R-56"));
}

#[test]
fn the_turn_table_sums_to_the_whole_fight() {
    // Every turn's end plus the undecided rest: 1 (exactly, in fractions, in the library's
    // tests; here in floats).
    let v = duel_json(&[
        "--a",
        "WS4 S4 T4 W3 I4 A2",
        "--b",
        HUMAN,
        "--b",
        HUMAN,
        "--b",
        HUMAN,
        "--targets",
        "weakest",
        "--turns",
        "12",
    ]);
    let turns: f64 = v["turns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["probability"]["p"].as_f64().unwrap())
        .sum();
    assert!((turns - 1.0).abs() < 1e-9, "{turns}");
    assert_eq!(v["inputs"]["targets"], "weakest");
}

#[test]
fn a_roster_group_is_its_warriors() {
    // reikland's "warriors" are three WS3 S3 T3 W1 I3 A1 with clubs: the same as 3x typed out.
    let group = duel_json(&[
        "--a",
        "@examples/reikland.toml:warriors",
        "--b",
        "@examples/orcs.toml:ogre",
        "--turns",
        "8",
    ]);
    let typed = duel_json(&[
        "--a",
        "3x M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7",
        "--a-weapon",
        "club",
        "--b",
        "M6 WS3 BS2 S4 T4 W3 I3 A2 Ld7",
        "--b-weapon",
        "club",
        "--b-armour",
        "light",
        "--turns",
        "8",
    ]);
    assert_eq!(group["distribution"], typed["distribution"]);
    assert_eq!(group["inputs"]["a"].as_array().unwrap().len(), 3);
}

#[test]
fn a_roll_is_seeded_and_names_who_strikes_whom() {
    let args = [
        "duel",
        "--a",
        HUMAN,
        "--a",
        HUMAN,
        "--b",
        "WS4 S4 T4 W2 I4 A2",
        "--roll",
        "--seed",
        "7",
        "--json",
    ];
    let one = stdout_of(warband().args(args));
    assert_eq!(one, stdout_of(warband().args(args)));
    let v: Value = serde_json::from_str(&one).unwrap();
    let result = v["roll"]["result"].as_str().unwrap();
    assert!(
        ["a_wins", "b_wins", "undecided"].contains(&result),
        "{result}"
    );
    let text = stdout_of(warband().args(&args[..args.len() - 1]));
    assert!(
        text.contains("A1 strikes B") || text.contains("A2 strikes B"),
        "{text}"
    );
}

#[test]
fn compare_replaces_a_side_given_again() {
    // --compare '--a X' is another match-up with X alone on side A (not a third warrior): the
    // 1-vs-1 fight, whose first turn duel's own tests work out as 1/9.
    let v: Value = serde_json::from_str(&stdout_of(warband().args([
        "duel",
        "--a",
        HUMAN,
        "--a",
        HUMAN,
        "--b",
        HUMAN,
        "--turns",
        "1",
        "--compare",
        &format!("--a '{HUMAN}'"),
        "--json",
    ])))
    .unwrap();
    let all = v.as_array().unwrap();
    assert_eq!(outcome(&all[0], "a_wins"), "49/162");
    assert_eq!(outcome(&all[1], "a_wins"), "1/9");
}

#[test]
fn bad_fights_are_one_line_errors() {
    let many =
        assert_bad_input(warband().args(["duel", "--a", &format!("11x {HUMAN}"), "--b", HUMAN]));
    assert!(many.contains("at most 10"), "{many}");
    let policy = assert_bad_input(warband().args([
        "duel",
        "--a",
        HUMAN,
        "--a",
        HUMAN,
        "--b",
        HUMAN,
        "--targets",
        "strongest",
    ]));
    assert!(policy.contains("--targets"), "{policy}");
    // One warrior a side: nobody to choose among, so --targets is refused, not ignored.
    let alone = assert_bad_input(warband().args([
        "duel",
        "--a",
        HUMAN,
        "--b",
        HUMAN,
        "--targets",
        "weakest",
    ]));
    assert!(alone.contains("--targets: one warrior a side"), "{alone}");
    let zero =
        assert_bad_input(warband().args(["duel", "--a", &format!("0x {HUMAN}"), "--b", HUMAN]));
    assert!(zero.contains("a group of 0"), "{zero}");
    // 10 warriors of W3 and a W3: each in 3 × 4 conditions in action, the ten's out of action
    // kept at their run's end: (1 + 12 + … + 12^10) × 13 = (12^11 − 1) / 11 × 13 =
    // 67,546,215,517 × 13 = 878,100,801,721 states, over the budget before any work.
    let big = assert_bad_input(warband().args(["duel", "--a", "10x WS3 W3", "--b", "WS4 W3"]));
    assert!(big.contains("878100801721 states"), "{big}");
    // Under that bound but too much to work out: refused once the work passes its budget, in
    // seconds, naming what to shrink.
    let started = std::time::Instant::now();
    let heavy = assert_bad_input(warband().args([
        "duel",
        "--a",
        "6x WS3 W3",
        "--b",
        "WS4 W3",
        "--b",
        "WS4 S4 T4 W3 A2",
    ]));
    assert!(heavy.contains("too much work"), "{heavy}");
    assert!(heavy.contains("--simulate"), "{heavy}");
    assert!(started.elapsed().as_secs() < 30, "{:?}", started.elapsed());
}

#[test]
fn several_on_both_sides_answer() {
    // Two against two (issue 29; R-87 picks whom each strikes): the whole fight, summing to 1.
    let v = duel_json(&["--a", HUMAN, "--a", HUMAN, "--b", HUMAN, "--b", HUMAN]);
    let p = |name| outcome(&v, name).parse::<warband::prob::Ratio>().unwrap();
    assert_eq!(
        p("a_wins") + p("b_wins") + p("undecided"),
        warband::prob::Ratio::one()
    );
    assert_eq!(v["inputs"]["a"].as_array().unwrap().len(), 2);
    assert_eq!(v["inputs"]["b"].as_array().unwrap().len(), 2);
    // A roster's henchmen group against another's.
    let groups = duel_json(&[
        "--a",
        "@examples/reikland.toml:warriors",
        "--b",
        "@examples/orcs.toml:boyz",
    ]);
    assert_eq!(groups["inputs"]["a"].as_array().unwrap().len(), 3);
    assert_eq!(groups["inputs"]["b"].as_array().unwrap().len(), 3);
}
