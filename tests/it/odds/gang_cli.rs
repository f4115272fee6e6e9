//! `warband odds --attacker …` through the binary: several attackers in one phase, the JSON
//! contract of their contributions, one attacker equal to the single-attacker odds, `--roll`,
//! `--simulate` and the one-line errors. The engine's values are checked against an independent
//! oracle in `gang_oracle`; the values here are derived by hand in the comments.

use crate::common;

use common::fraction::{Q, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let mut c = warband();
    c.arg("odds").args(args).arg("--json");
    serde_json::from_str(&stdout_of(&mut c)).unwrap()
}

fn exact_of(v: &Value) -> Q {
    Q::parse(v["exact"].as_str().unwrap())
}

fn state(v: &Value, name: &str) -> Q {
    let d = v["distribution"].as_array().unwrap();
    exact_of(
        &d.iter()
            .find(|e| e["outcome"] == name)
            .unwrap_or_else(|| panic!("{name} in {v}"))["probability"],
    )
}

fn sum(entries: &Value) -> Q {
    entries
        .as_array()
        .unwrap()
        .iter()
        .fold(Q::zero(), |acc, e| acc.add(exact_of(&e["probability"])))
}

#[test]
fn a_henchman_group_of_two_by_hand() {
    // Two WS3 S3 A1 on WS3 T3 W1 (derived in gang_oracle's two_attackers_… test): out of action
    // 49/162, knocked down 25/324, stunned 25/432, unharmed 9/16; the second struck a target
    // already down with 1/4 and took him out with 31/162, the first 1/9.
    let v = json(&["--attacker", "2x WS3 S3 I3 A1", "--vs", "3", "--t", "3"]);
    assert_eq!(state(&v, "out_of_action"), q(49, 162));
    assert_eq!(state(&v, "knocked_down"), q(25, 324));
    assert_eq!(state(&v, "stunned"), q(25, 432));
    assert_eq!(state(&v, "unharmed"), q(9, 16));
    assert_eq!(sum(&v["distribution"]), Q::one());
    assert_eq!(sum(&v["wounds"]), Q::one());
    let attackers = v["attackers"].as_array().unwrap();
    assert_eq!(attackers.len(), 2);
    assert_eq!(attackers[0]["attacker"], "WS3 S3 I3 A1 (1 of 2)");
    assert_eq!(exact_of(&attackers[0]["already_down"]), Q::zero());
    assert_eq!(exact_of(&attackers[0]["took_out"]), q(1, 9));
    assert_eq!(exact_of(&attackers[1]["already_down"]), q(1, 4));
    assert_eq!(exact_of(&attackers[1]["took_out"]), q(31, 162));
    assert!(v["rulings"].as_array().unwrap().iter().any(|r| r == "R-55"));
}

#[test]
fn one_attacker_equals_the_single_attacker_odds() {
    // A consistency check: `--attacker "<profile> <kit> --charged"` is odds' own attacker (odds
    // takes a charge in round 1), in several rulesets and with a parry, a helmet and armour.
    for (rules, profile, kit, target) in [
        (
            "mordheim",
            ["--ws", "4", "--s", "4", "-a", "2"],
            "--weapon axe",
            "--parry sword",
        ),
        (
            "mordheim",
            ["--ws", "3", "--s", "3", "-a", "1"],
            "--weapon mace",
            "--helmet --w 2",
        ),
        (
            "mordheim-club",
            ["--ws", "4", "--s", "3", "-a", "2"],
            "",
            "--parry sword --armour 5",
        ),
        (
            "skirmish",
            ["--ws", "4", "--s", "4", "-a", "2"],
            "--killing-blow",
            "--w 2",
        ),
        (
            "wfb",
            ["--ws", "4", "--s", "4", "-a", "3"],
            "",
            "--armour 5 --w 2",
        ),
    ] {
        let target: Vec<&str> = target.split_whitespace().collect();
        let mut single: Vec<&str> = vec!["--rules", rules, "--vs", "3", "--t", "3"];
        single.extend(target.iter());
        let mut gang = single.clone();
        single.extend(profile);
        single.extend(kit.split_whitespace());
        let spec = format!(
            "WS{} S{} A{} {kit} --charged",
            profile[1], profile[3], profile[5]
        );
        gang.extend(["--attacker", spec.as_str()]);
        let (a, b) = (json(&single), json(&gang));
        assert_eq!(a["distribution"], b["distribution"], "{rules} {spec}");
        assert_eq!(a["wounds"], b["wounds"], "{rules} {spec}");
    }
}

#[test]
fn roll_and_simulate() {
    let mut c = warband();
    c.args([
        "odds",
        "--attacker",
        "WS4 S4 I4 A2",
        "--attacker",
        "2x WS3 I4",
        "--t",
        "3",
        "--vs",
        "3",
        "--roll",
        "--seed",
        "7",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&stdout_of(&mut c)).unwrap();
    let roll = &v["roll"];
    assert!(
        roll["dice"]
            .as_array()
            .unwrap()
            .iter()
            .all(|d| (1..=6).contains(&d.as_u64().unwrap()))
    );
    let v = json(&[
        "--attacker",
        "WS4 S4 I4 A2",
        "--attacker",
        "WS3 I3",
        "--t",
        "3",
        "--vs",
        "3",
        "--simulate",
        "2000",
        "--seed",
        "3",
    ]);
    assert!(v.to_string().contains("2000"));
}

#[test]
fn bad_attackers_are_one_line_errors() {
    for args in [
        vec!["--attacker", "WS4 S4", "--ws", "4", "--t", "3"],
        vec!["--attacker", "WS4 S4 --bs 3", "--t", "3"],
        vec!["--attacker", "WS4 S4 --ws 3", "--t", "3"],
        vec!["--attacker", "WS4 S4 --armour light", "--t", "3"],
        vec!["--attacker", "WS4 S4 --round 2", "--t", "3"],
        vec!["--attacker", "--weapon axe", "--t", "3"],
        vec!["--attacker", "0x WS4", "--t", "3"],
        vec!["--attacker", "WS4 S4 --weapon nosuch", "--t", "3"],
        vec!["--attacker", "WS4 'S4", "--t", "3"],
        vec!["--attacker", "WS4", "--compare", "--weapon axe", "--t", "3"],
        vec!["--attacker", "WS4", "--weapon", "axe", "--t", "3"],
        // The value is the attacker: a --profile inside it would be a second one.
        vec!["--attacker", "WS4 S4 --profile WS3", "--t", "3"],
    ] {
        let mut c = warband();
        c.arg("odds").args(&args);
        assert_bad_input(&mut c);
    }
}

#[test]
fn what_a_value_leaves_out_is_said() {
    // "2x WS3 I3" gives no S and no A: a human's S3 A1, said as odds says its own S3.
    let out =
        stdout_of(warband().args(["odds", "--attacker", "2x WS3 I3", "--vs", "3", "--t", "3"]));
    let assumed = out
        .lines()
        .find(|l| l.starts_with("assumed: "))
        .unwrap_or_else(|| panic!("no assumed line: {out}"));
    assert!(assumed.contains("\"2x WS3 I3\" S3 A1"), "{assumed}");
    assert!(assumed.contains("target W1"), "{assumed}");
    // Everything the phase uses given: nothing assumed.
    let out = stdout_of(warband().args([
        "odds",
        "--attacker",
        "WS3 S3 I3 A1",
        "--vs",
        "3",
        "--t",
        "3",
        "--w",
        "1",
    ]));
    assert!(!out.contains("assumed"), "{out}");
}
