//! `duel`'s critical follow-ups with several warriors on one side: the chance that
//! a side's Disarm or Kebab! happens at least once with its victim still in action, against the
//! independent oracle of `common::team_oracle` (every die of each strike enumerated, the
//! follow-ups' own dice included; the fight a backward recursion), where the engine follows the
//! fight forwards with an absorbing state; and what `duel` prints of them.

use crate::common;

use common::team_oracle::Oracle;
use common::{stdout_of, warband};
use serde_json::Value;
use warband::mechanics::duel::team::{self, Targets, Team};
use warband::mechanics::duel::{Engine, Side, Warrior};
use warband::prob::Ratio;
use warband::rules::{RulesetId, builtin};

fn armed(profile: &str, weapon: Option<&str>) -> Warrior {
    Warrior {
        weapon: weapon.map(|w| builtin(RulesetId::MordheimClub).weapon(w).unwrap().clone()),
        ..Warrior::new(profile.parse().unwrap())
    }
}

/// The engine's chances against the oracle's, for every follow-up of the fight, in order.
fn check(t: Team, expected: &[(Side, &str)]) {
    let ruleset = builtin(RulesetId::MordheimClub);
    let mut prepared = team::prepare(&ruleset, t.clone()).unwrap();
    let chances = prepared.follow_ups().unwrap();
    let found: Vec<(Side, &str)> = chances.iter().map(|c| (c.striker, c.id.as_str())).collect();
    assert_eq!(found, expected);
    for c in &chances {
        let mark = (usize::from(c.striker == Side::B), c.id.clone());
        let v = Oracle::new(ruleset.clone(), t.clone(), Some(mark)).solve();
        assert!(!v.happened.is_zero(), "{:?} {}", c.striker, c.id);
        assert_eq!(c.at_least_once, v.happened, "{:?} {}", c.striker, c.id);
    }
    // Marking changes nothing of the fight itself: the oracle without a mark is the engine.
    let v = Oracle::new(ruleset.clone(), t.clone(), None).solve();
    assert_eq!(prepared.exact().unwrap().undecided(), v.undecided);
}

#[test]
fn at_least_once_equals_the_oracle() {
    // Two with a spear and a sword (Kebab!, Disarm) against a swordsman, A charging.
    check(
        Team {
            a: vec![
                armed("WS3 S3 T3 W1 I3 A1", Some("spear")),
                armed("WS3 S3 T3 W1 I3 A1", Some("sword")),
            ],
            b: vec![armed("WS4 S4 T3 W2 I4 A1", Some("sword"))],
            charger: Some(Side::A),
            turns: 4,
            targets: Targets::First,
        },
        &[(Side::A, "kebab"), (Side::A, "disarm"), (Side::B, "disarm")],
    );
    // The lone one on side A with a halberd (Kebab!) against two plain warriors (cutting, R-35)
    // who charge in the order given (the club's owner chooses, R-88), the weakest struck.
    check(
        Team {
            a: vec![armed("WS4 S4 T3 W2 I3 A1", Some("halberd"))],
            b: vec![
                armed("WS3 S3 T3 W1 I3 A1", None),
                armed("WS3 S3 T3 W1 I3 A1", None),
            ],
            charger: Some(Side::B),
            turns: 4,
            targets: Targets::Weakest,
        },
        &[(Side::A, "kebab"), (Side::B, "disarm")],
    );
}

#[test]
fn duel_reports_the_follow_ups_of_several() {
    let mut cmd = warband();
    cmd.args([
        "--rules",
        "mordheim-club",
        "duel",
        "--a",
        "WS3 S3 T3 W1 I3 A1",
        "--a-weapon",
        "spear",
        "--a",
        "2x WS3 S3 T3 W1 I3 A1",
        "--b",
        "WS4 S4 T3 W2 I4 A1",
        "--b-weapon",
        "sword",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&stdout_of(&mut cmd)).unwrap();
    let p = |key: &str| -> Ratio {
        v["follow_ups"][key]["exact"]
            .as_str()
            .unwrap_or_else(|| panic!("no {key} in {}", v["follow_ups"]))
            .parse()
            .unwrap()
    };
    // Side A's kit flags arm all three with spears (Kebab!); B's sword has Disarm.
    let keys: Vec<&String> = v["follow_ups"].as_object().unwrap().keys().collect();
    assert_eq!(keys, ["a_kebab", "b_disarm"]);
    for key in ["a_kebab", "b_disarm"] {
        assert!(p(key) > Ratio::zero() && p(key) < Ratio::one(), "{key}");
    }
    assert!(v["notes"].to_string().contains("R-86"), "{}", v["notes"]);
    // Core Mordheim has none.
    let mut cmd = warband();
    cmd.args([
        "duel",
        "--a",
        "2x WS3 S3 T3 W1 I3 A1",
        "--b",
        "WS4 S4 T3 W2 I4 A1",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&stdout_of(&mut cmd)).unwrap();
    assert!(v.get("follow_ups").is_none());
}
