//! Rosters (issue 15) in the commands that take a profile: a roster's warrior in `duel`, in
//! `odds` (the attacker, the target, several attackers) equals the same command typed out with
//! flags, and flags given on the command line beat the roster's.

use crate::common;

use common::{TempFile, assert_bad_input, stdout_of, warband};
use serde_json::Value;

/// A roster of one warrior, the champion, with `fields` added.
fn one(fields: &str) -> String {
    format!(
        "[[warrior]]\nname = \"champion\"\nprofile = \"M4 WS4 BS3 S3 T3 W1 I3 A1 Ld7\"\n{fields}\n"
    )
}

/// The ogre of examples/orcs.toml (WS3 T4 W3 S4, light armour, a club in hand) typed out.
const OGRE: [&str; 12] = [
    "--vs",
    "3",
    "--t",
    "4",
    "--w",
    "3",
    "--target-s",
    "4",
    "--armour",
    "light",
    "--target-weapon",
    "club",
];

fn json_of(args: &[&str]) -> Value {
    let mut cmd = warband();
    cmd.args(args).arg("--json");
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

#[test]
fn a_duel_from_rosters_equals_the_duel_typed_out() {
    let roster = json_of(&[
        "duel",
        "--a",
        "@examples/reikland.toml:champion",
        "--b",
        "@examples/orcs.toml:boss",
    ]);
    // examples/reikland.toml's champion and examples/orcs.toml's boss, as flags.
    let typed = json_of(&[
        "duel",
        "--a",
        "M4 WS4 BS3 S3 T3 W1 I3 A1 Ld7",
        "--a-weapon",
        "axe",
        "--a-armour",
        "light",
        "--a-shield",
        "--a-helmet",
        "--b",
        "M4 WS4 BS4 S4 T4 W1 I3 A1 Ld8",
        "--b-weapon",
        "axe",
        "--b-offhand",
        "axe",
        "--b-armour",
        "light",
    ]);
    assert_eq!(roster, typed);
}

#[test]
fn a_flag_given_beats_the_rosters() {
    let sword = json_of(&[
        "duel",
        "--a",
        "@examples/reikland.toml:champion",
        "--a-weapon",
        "sword",
        "--a-armour",
        "none",
        "--b",
        "@examples/orcs.toml:ogre",
    ]);
    let typed = json_of(&[
        "duel",
        "--a",
        "M4 WS4 BS3 S3 T3 W1 I3 A1 Ld7",
        "--a-weapon",
        "sword",
        "--a-shield",
        "--a-helmet",
        "--b",
        "M6 WS3 BS2 S4 T4 W3 I3 A2 Ld7",
        "--b-weapon",
        "club",
        "--b-armour",
        "light",
    ]);
    assert_eq!(sword, typed);
    assert_eq!(sword["inputs"]["a_kit"]["weapon"], "sword");
    assert_eq!(sword["inputs"]["a_kit"]["armour"], "none");
    // The sword parries (his weapons', as in duel), unless told not to.
    assert_eq!(sword["inputs"]["a_kit"]["parry"], "sword");
    let roster = json_of(&[
        "duel",
        "--a",
        "@examples/reikland.toml:champion",
        "--b",
        "@examples/orcs.toml:ogre",
    ]);
    assert_ne!(sword["distribution"], roster["distribution"]);
    assert_eq!(roster["inputs"]["a_kit"]["weapon"], "axe");
}

#[test]
fn odds_from_rosters_equals_odds_typed_out() {
    let roster = json_of(&[
        "odds",
        "--profile",
        "@examples/reikland.toml:captain",
        "--target",
        "@examples/orcs.toml:ogre",
    ]);
    // The captain (WS4 S3 A1, sword and dagger) against the ogre (WS3 T4 W3 S4, light armour,
    // a club in hand): the flags his roster entries stand for.
    let typed = json_of(
        &[
            &[
                "odds",
                "--ws",
                "4",
                "--s",
                "3",
                "-a",
                "1",
                "--weapon",
                "sword",
                "--offhand",
                "dagger",
            ][..],
            &OGRE,
        ]
        .concat(),
    );
    assert_eq!(roster, typed);
    // With a state and flags over the roster's: T3 and no armour beat the ogre's.
    let over = json_of(&[
        "odds",
        "--profile",
        "@examples/reikland.toml:captain",
        "--target",
        "@examples/orcs.toml:ogre",
        "--target",
        "knocked-down",
        "--t",
        "3",
        "--armour",
        "none",
    ]);
    let typed = json_of(&[
        "odds",
        "--ws",
        "4",
        "--s",
        "3",
        "-a",
        "1",
        "--weapon",
        "sword",
        "--offhand",
        "dagger",
        "--vs",
        "3",
        "--t",
        "3",
        "--w",
        "3",
        "--target-s",
        "4",
        "--target-weapon",
        "club",
        "--target",
        "knocked-down",
    ]);
    assert_eq!(over, typed);
    assert_eq!(over["inputs"]["t"], 3);
    assert_eq!(over["inputs"]["armour"], "none");
}

#[test]
fn odds_from_a_roster_has_the_value_worked_out_by_hand() {
    // WS4 S3 A1, no weapon, against WS3 T4 W1 without armour (Mordheim): WS4 against WS3 hits
    // on 3+ (2/3); S3 against T4 wounds on 5+ (1/3); no armour, no save. One attack wounds
    // with 2/3 · 1/3 = 2/9.
    let file = TempFile::new(
        "hand.toml",
        "[[warrior]]\nname = \"a\"\nprofile = \"M4 WS4 BS3 S3 T3 W1 I3 A1 Ld7\"\n\
         [[warrior]]\nname = \"t\"\nprofile = \"M4 WS3 BS3 S3 T4 W1 I3 A1 Ld7\"\n",
    );
    let v = json_of(&[
        "odds",
        "--profile",
        &format!("@{}:a", file.path()),
        "--target",
        &format!("@{}:t", file.path()),
    ]);
    assert_eq!(v["at_least_one_wound"]["exact"], "2/9", "{v}");
}

#[test]
fn odds_takes_a_typed_profile_too() {
    let profile = json_of(&["odds", "--profile", "WS4 S4 A2", "--vs", "3", "--t", "3"]);
    let flags = json_of(&[
        "odds", "--ws", "4", "--s", "4", "-a", "2", "--vs", "3", "--t", "3",
    ]);
    assert_eq!(profile, flags);
    // What a stat string leaves out is not taken as a human's: odds says what it assumed.
    let no_s = json_of(&["odds", "--profile", "WS4 A2", "--vs", "3", "--t", "3"]);
    assert_eq!(no_s["inputs"]["s"], 3);
    let err =
        assert_bad_input(warband().args(["odds", "--profile", "S4", "--vs", "3", "--t", "3"]));
    assert!(err.contains("gives no WS"), "{err}");
    let err = assert_bad_input(warband().args(["odds", "--ws", "4", "--target", "stunned"]));
    // Both missing flags named at once.
    assert!(err.contains("--vs <WS> and --t <T>"), "{err}");
}

#[test]
fn a_henchman_group_fights_as_one_of_its_warriors() {
    // In duel a group's entry is its whole group; "1x" takes one of its warriors.
    let group = json_of(&[
        "duel",
        "--a",
        "1x @examples/reikland.toml:warriors",
        "--b",
        "1x @examples/orcs.toml:boyz",
    ]);
    let one = json_of(&[
        "duel",
        "--a",
        "M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7",
        "--a-weapon",
        "club",
        "--b",
        "M4 WS3 BS3 S3 T4 W1 I2 A1 Ld7",
        "--b-weapon",
        "axe",
        "--b-shield",
    ]);
    assert_eq!(group, one);
}

#[test]
fn duel_refuses_a_skill_it_does_not_play() {
    let file = TempFile::new("poison.toml", &one("skills = [\"poison\"]"));
    let err = assert_bad_input(warband().args([
        "duel",
        "--rules",
        "skirmish",
        "--a",
        &format!("@{}:champion", file.path()),
        "--b",
        "WS3",
    ]));
    assert!(err.contains("duel does not play poison"), "{err}");
}

#[test]
fn a_roster_can_be_compared() {
    // --compare re-reads the command line: a roster entry there is read as well.
    let v = json_of(&[
        "duel",
        "--a",
        "@examples/reikland.toml:champion",
        "--b",
        "@examples/orcs.toml:boss",
        "--compare",
        "--b @examples/orcs.toml:ogre",
    ]);
    let ogre = json_of(&[
        "duel",
        "--a",
        "@examples/reikland.toml:champion",
        "--b",
        "@examples/orcs.toml:ogre",
    ]);
    assert_eq!(v[1]["distribution"], ogre["distribution"]);
}

/// What an `odds` answer says about the phase, without the labels its inputs gave it.
fn phase(v: &Value) -> Value {
    let contributions: Vec<Value> = v["attackers"]
        .as_array()
        .expect("several attackers are listed")
        .iter()
        .map(|a| serde_json::json!([a["already_down"], a["took_out"]]))
        .collect();
    serde_json::json!([v["distribution"], v["wounds"], contributions])
}

#[test]
fn several_attackers_from_rosters_equal_them_typed_out() {
    // The warriors (a group of three: WS3 S3 I3 A1, clubs) and the champion (WS4 S3 I3 A1, an
    // axe), who charged, on the ogre (WS3 T4 W3 S4, light armour, a club in hand).
    let roster = json_of(&[
        "odds",
        "--attacker",
        "@examples/reikland.toml:warriors",
        "--attacker",
        "@examples/reikland.toml:champion --charged",
        "--target",
        "@examples/orcs.toml:ogre",
    ]);
    let typed = json_of(
        &[
            &[
                "odds",
                "--attacker",
                "3x WS3 S3 I3 A1 --weapon club",
                "--attacker",
                "WS4 S3 I3 A1 --weapon axe --charged",
            ][..],
            &OGRE,
        ]
        .concat(),
    );
    assert_eq!(phase(&roster), phase(&typed));
    assert_eq!(roster["attackers"].as_array().unwrap().len(), 4);
    // A count written before the entry beats the roster's, and a flag after it beats his kit.
    let two = json_of(&[
        "odds",
        "--attacker",
        "2x @examples/reikland.toml:warriors --weapon sword",
        "--target",
        "@examples/orcs.toml:ogre",
    ]);
    let typed = json_of(
        &[
            &["odds", "--attacker", "2x WS3 S3 I3 A1 --weapon sword"][..],
            &OGRE,
        ]
        .concat(),
    );
    assert_eq!(phase(&two), phase(&typed));
    assert_eq!(two["attackers"].as_array().unwrap().len(), 2);
}

#[test]
fn an_attackers_roster_entry_stands_alone() {
    let err = assert_bad_input(warband().args([
        "odds",
        "--attacker",
        "WS4 @examples/reikland.toml:warriors",
        "--t",
        "3",
        "--vs",
        "3",
    ]));
    assert!(err.contains("stands alone"), "{err}");
}
