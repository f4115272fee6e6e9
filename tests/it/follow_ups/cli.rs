//! What `odds`, `duel` and `rules show` print of the club's critical follow-ups (R-83 to
//! R-86), the flags for what is around the target refused where no critical needs them, and
//! nothing of it in the rulesets without such rows.

use crate::common;

use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;
use warband::prob::Ratio;

/// The arguments of a command line without quoted words, split at white space.
fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// A duel of two profiles (which have spaces) and the flags that follow them.
fn duel(rules: &str, a: &str, b: &str, flags: &str) -> Vec<String> {
    let mut args: Vec<String> = ["--rules", rules, "duel", "--a", a, "--b", b]
        .map(String::from)
        .to_vec();
    args.extend(words(flags).into_iter().map(String::from));
    args
}

#[test]
fn flags_without_a_follow_up_are_refused() {
    for line in [
        "--rules mordheim odds --ws 4 --vs 3 --t 3 --obstacle 3",
        "--rules wfb odds --ws 4 --vs 3 --t 3 --obstacle 3",
        "--rules skirmish odds --bs 4 --t 3 --ricochet-t 3",
        "--rules mordheim odds --bs 4 --t 3 --ricochet-armour 5",
        // The club, but no critical of this attack does it: a sword has no knock-back, a blow
        // in close combat no ricochet.
        "--rules mordheim-club odds --ws 4 --vs 3 --t 3 --weapon sword --obstacle 2",
        "--rules mordheim-club odds --ws 4 --vs 3 --t 3 --ricochet-t 3",
        // A rider is thrown from his mount instead of hurled back.
        "--rules mordheim-club odds --ws 4 --vs 3 --t 3 --weapon spear --mounted --obstacle 2",
        // Bad values.
        "--rules mordheim-club odds --ws 4 --vs 3 --t 3 --weapon spear --obstacle -1",
        "--rules mordheim-club odds --ws 4 --vs 3 --t 3 --weapon spear --obstacle far",
        "--rules mordheim-club odds --ws 4 --vs 3 --t 3 --weapon spear --obstacle 1000",
        "--rules mordheim-club odds --bs 4 --t 3 --ricochet-armour 9",
        "--rules mordheim-club odds --bs 4 --t 3 --ricochet-t 11",
    ] {
        let error = assert_bad_input(warband().args(words(line)));
        assert!(
            error.contains("--obstacle") || error.contains("--ricochet"),
            "{line}: {error}"
        );
    }
    // With several attackers the flag is refused the same way when none of them needs it.
    assert_bad_input(warband().args([
        "--rules",
        "mordheim-club",
        "odds",
        "--attacker",
        "WS4 S4 A1 --weapon sword",
        "--vs",
        "3",
        "--t",
        "3",
        "--obstacle",
        "2",
    ]));
}

#[test]
fn other_rulesets_report_no_follow_up() {
    // Core Mordheim, WFB and Skirmish have no such rows: no key, no table, no ruling.
    let mut runs: Vec<Vec<String>> = [
        "--rules mordheim odds --ws 4 --vs 3 --s 4 --t 3 -a 3",
        "--rules mordheim odds --bs 4 --t 3 -a 3 --weapon bow",
        "--rules wfb odds --ws 4 --vs 3 --s 4 --t 3 -a 3",
        "--rules skirmish odds --ws 4 --vs 3 --s 4 --t 3",
    ]
    .iter()
    .map(|l| words(l).into_iter().map(String::from).collect())
    .collect();
    for rules in ["mordheim", "skirmish"] {
        runs.push(duel(rules, "WS4 S4 T3 W2 A2", "WS3 S3 T3 W2 A1", ""));
    }
    for args in &runs {
        let v: Value =
            serde_json::from_str(&stdout_of(warband().args(args).arg("--json"))).unwrap();
        for key in ["disarm", "ricochet", "kebab", "knock_back", "follow_ups"] {
            assert!(v.get(key).is_none(), "{args:?}: {key}");
        }
        let rulings = v["rulings"].to_string();
        for id in ["R-83", "R-84", "R-85", "R-86"] {
            assert!(!rulings.contains(id), "{args:?}: {id}");
        }
    }
    let shown = stdout_of(warband().args(["rules", "show", "mordheim"]));
    assert!(!shown.contains("Critical follow-ups"));
}

#[test]
fn rules_show_lists_each_follow_up_with_its_quote() {
    let shown = stdout_of(warband().args(["rules", "show", "mordheim-club"]));
    let section = shown
        .split("Critical follow-ups")
        .nth(1)
        .expect("the club lists its follow-ups");
    for (row, quote) in [
        ("missile 1 Ricochet", "zasáhla druhý"),
        ("cutting 2 Disarm", "test na sílu"),
        ("long 6 Kebab!", "odhozen o D6 palců"),
    ] {
        assert!(section.contains(row), "{row}");
        assert!(section.contains(quote), "{quote}");
    }
    let json = stdout_of(warband().args(words("rules show mordheim-club --json")));
    let v: Value = serde_json::from_str(&json).unwrap();
    let kinds: Vec<String> = v["critical_tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["rows"].as_array().unwrap().clone())
        .filter_map(|row| Some(row.get("follow_up")?["effect"]["kind"].to_string()))
        .collect();
    assert_eq!(
        kinds,
        ["\"second_model\"", "\"strength_test\"", "\"knock_back\""]
    );
}

#[test]
fn duel_prints_its_follow_ups() {
    let args = duel(
        "mordheim-club",
        "WS4 S4 T3 W1 I4 A1",
        "WS3 S3 T3 W1 I3 A1",
        "--a-weapon sword --b-weapon spear",
    );
    let v: Value = serde_json::from_str(&stdout_of(warband().args(&args).arg("--json"))).unwrap();
    for key in ["a_disarm", "b_kebab"] {
        let p: Ratio = v["follow_ups"][key]["exact"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!(!p.is_zero() && p < Ratio::one(), "{key}");
    }
    let notes = v["notes"].to_string();
    assert!(notes.contains("A's Disarm takes B's weapon") && notes.contains("R-86"));
    let rulings = v["rulings"].to_string();
    for id in ["R-83", "R-85", "R-86"] {
        assert!(rulings.contains(id), "{id}");
    }
    // The table says so too.
    let text = stdout_of(warband().args(&args));
    assert!(text.contains("follow ups: a disarm") && text.contains("b kebab"));
}

#[test]
fn a_follow_up_is_data_any_ruleset_may_have() {
    // A rules file gives core Mordheim's "hits a vital part" (1-2: one save, then 2 wounds)
    // Disarm's test, under an id the answer already uses: it is reported as data says, under
    // another key. One blow at WS 4 against WS 3 (3+, 2/3), S 3 against T 3 (4+; a natural 6
    // is the critical, 1/6), rows 1-2 (1/3), no armour: 1/27; the test at S3 fails 1/2.
    let mut rules: Value = serde_json::from_str(&stdout_of(
        warband().args(words("rules show mordheim --json")),
    ))
    .unwrap();
    let club: Value = serde_json::from_str(&stdout_of(
        warband().args(words("rules show mordheim-club --json")),
    ))
    .unwrap();
    let disarm = club["critical_tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["rows"].as_array().unwrap().clone())
        .find(|row| row["id"] == "disarm")
        .unwrap();
    let row = &mut rules["critical_tables"][0]["rows"][0];
    row["follow_up"] = disarm["follow_up"].clone();
    row["id"] = "wounds".into();
    let file = common::TempFile::new(
        "follow-up.json",
        &serde_json::json!({ "critical_tables": rules["critical_tables"] }).to_string(),
    );
    let mut cmd = warband();
    cmd.args(["--rules-file", file.path()])
        .args(words("odds --ws 4 --vs 3 --t 3 --json"));
    let v: Value = serde_json::from_str(&stdout_of(&mut cmd)).unwrap();
    let p = |key: &str| -> Ratio {
        v["critical_wounds"][key]["exact"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_eq!(p("critical"), Ratio::new(1, 27));
    assert_eq!(p("weapon_lost"), Ratio::new(1, 54));
    // The table of unsaved wounds keeps its key.
    assert!(v["wounds"].is_array());
}
