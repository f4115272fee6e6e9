//! `odds` by the seeds where warband once departed from them (issue 26): each expected value
//! derived by hand from the seed's rules, the derivation in a comment.

use crate::common;

use common::fraction::{Q, exact, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

fn odds(args: &[&str]) -> Value {
    let out = stdout_of(warband().arg("odds").args(args).arg("--json"));
    serde_json::from_str(&out).expect("JSON")
}

fn at_least_one(v: &Value) -> Q {
    exact(&v["at_least_one_wound"])
}

fn rulings(v: &Value) -> Vec<String> {
    v["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_buckler_in_the_off_hand_is_no_extra_attack() {
    // R-89 (seed 004 «Баклеры - это маленькие щиты»; seed 000 «zbraň … ve vedlejší ruce (tedy
    // ne pukléř)»): one attack, WS3 against WS3 4+ (1/2), S3 against T3 4+ (1/2): 1/4, not the
    // two attacks' 1 − (3/4)² = 7/16. The answer says why.
    for rules in ["mordheim", "mordheim-club"] {
        let v = odds(&[
            "--rules",
            rules,
            "--ws",
            "3",
            "--vs",
            "3",
            "--s",
            "3",
            "--t",
            "3",
            "--weapon",
            "sword",
            "--offhand",
            "buckler",
        ]);
        assert_eq!(at_least_one(&v), q(1, 4), "{rules}");
        assert!(rulings(&v).contains(&"R-89".to_string()), "{rules}");
        let notes = v["notes"].to_string();
        assert!(notes.contains("not a weapon"), "{rules}: {notes}");
    }
    // A buckler is never the main weapon: refused in one line.
    let e = assert_bad_input(warband().args([
        "odds", "--ws", "3", "--vs", "3", "--t", "3", "--weapon", "buckler",
    ]));
    assert!(e.contains("small shield, not a weapon"), "{e}");
}

#[test]
fn the_club_buckler_gives_cover() {
    // Seed 000 «Kryt: Toto pravidlo se vztahuje na štít a pukléř. Pokud jsou užívány v kombinaci
    // s jakoukoliv jednoroční zbraní s výjimkou dýky, přidávají navíc +1 k hodu na brnění»
    // a target with a buckler and a sword, no armour, saves on 6+.
    // One attack, WS3 against WS3: hits on 4+; the club's parry is 9 − 4 = 5+ and a
    // natural 6 cannot be parried: P(a hit that stands) = 1/6 + 2/6 · 4/6 = 7/18.
    // S3 against T3 wounds on 4+. A 4 or 5 (2/6) is a plain wound, unsaved 5/6: 10/36.
    // A 6 (1/6) is a critical on the cutting table (R-35: no weapon): row 1, Flurry of blades,
    // save normal (5/6 unsaved) and an extra attack made whether or not it was saved:
    // hit 1/2, wound 1/2 (no critical of its own), unsaved 5/6, so 5/24; at least one unsaved
    // 5/6 + 1/6 · 5/24 = 125/144. Row 2, Disarm, save normal: 5/6. Rows 3-6 (−1 to −4 armour)
    // leave no save: 1 each. The critical: (125/144 + 120/144 + 4 · 144/144) / 6 = 821/864.
    // Per standing hit: 10/36 + 1/6 · 821/864 = 2261/5184; times 7/18 = 15827/93312.
    let with = |weapon: &str| {
        at_least_one(&odds(&[
            "--rules",
            "mordheim-club",
            "--ws",
            "3",
            "--s",
            "3",
            "--vs",
            "3",
            "--t",
            "3",
            "--parry",
            "buckler",
            "--target-weapon",
            weapon,
        ]))
    };
    assert_eq!(with("sword"), q(15827, 93312));
    // «s výjimkou dýky»: with a dagger no Cover and no save at all: 7/18 · (2/6 + 1/6) = 7/36.
    assert_eq!(with("dagger"), q(7, 36));
    // Core Mordheim's buckler parries but gives no save (core parry: a D6 above the natural
    // to-hit die, R-22): a 4 is parried on 5-6 (1/3), a 5 on a 6 (1/6), a 6 never;
    // P(a hit that stands) = (2/3 + 5/6 + 1)/6 = 5/12, wounded 1/2: 5/24.
    let core = at_least_one(&odds(&[
        "--ws",
        "3",
        "--s",
        "3",
        "--vs",
        "3",
        "--t",
        "3",
        "--parry",
        "buckler",
        "--target-weapon",
        "sword",
    ]));
    assert_eq!(core, q(5, 24));
}

/// `odds --attacker` with two charging attackers of equal Initiative (X: WS4, Y: WS3; both S3,
/// A1) against a WS3 T5 W1 target parrying with a sword, in the order given.
fn two_chargers(rules: &str, x_first: bool) -> Value {
    let (x, y) = ("WS4 S3 I3 A1 --charged", "WS3 S3 I3 A1 --charged");
    let (first, second) = if x_first { (x, y) } else { (y, x) };
    odds(&[
        "--rules",
        rules,
        "--attacker",
        first,
        "--attacker",
        second,
        "--vs",
        "3",
        "--t",
        "5",
        "--parry",
        "sword",
    ])
}

#[test]
fn the_clubs_friendly_chargers_of_equal_initiative_strike_in_the_order_given() {
    // Seed 000 «Pokud mají napadající spřátelení bojovníci stejnou Iniciativu (I), rozhoduje o
    // pořadí útoků majitel gangu». S3 against T5 wounds on 6+ only (no critical, R-10);
    // the parry meets only the first attacker's hits. P(at least one wound) =
    // 1 − P(the first none) · P(the second none).
    // Club parry: 9 − the chart score, a natural 6 unparried. X hits on 3+, parried on
    // 6+: P(a standing hit) = 1/6 + 3/6 · 5/6 = 7/12; Y hits on 4+, parried on 5+: 1/6 + 2/6 ·
    // 4/6 = 7/18. Unparried: X 4/6, Y 3/6.
    // X first: 1 − (1 − 7/12 · 1/6)(1 − 1/2 · 1/6) = 1 − 65/72 · 11/12 = 149/864.
    // Y first: 1 − (1 − 7/18 · 1/6)(1 − 4/6 · 1/6) = 1 − 101/108 · 8/9 = 41/243.
    let x_first = two_chargers("mordheim-club", true);
    assert_eq!(at_least_one(&x_first), q(149, 864));
    assert_eq!(
        at_least_one(&two_chargers("mordheim-club", false)),
        q(41, 243)
    );
    assert!(rulings(&x_first).contains(&"R-88".to_string()));
    assert!(x_first["notes"].to_string().contains("order given"));
    // Core Mordheim rolls off: each order half the time. Core parry: a D6 above the
    // natural to-hit die, so a hit on d stands with d/6, a 6 always. X first: X stands
    // with (3 + 4 + 5 + 6)/36 = 1/2, so 1 − (1 − 1/12)(1 − 1/12) = 23/144; Y first: Y stands
    // with (4 + 5 + 6)/36 = 5/12, so 1 − (1 − 5/72)(1 − 1/9) = 14/81. Either way given:
    // (23/144 + 14/81)/2 = 431/2592.
    for x_first in [true, false] {
        let core = two_chargers("mordheim", x_first);
        assert_eq!(at_least_one(&core), q(431, 2592));
        assert!(rulings(&core).contains(&"R-9".to_string()));
        assert!(!rulings(&core).contains(&"R-88".to_string()));
    }
}

#[test]
fn a_follow_ups_critical_count_does_not_depend_on_the_targets_wounds() {
    // the attacker's one critical of the phase is counted whether or not an earlier
    // blow's injury roll took the target out first (the phase's injury rolls are all rolled,
    // the highest counts, R-16). WS5 against WS3 hits on 3+ (2/3); S4 against T2 wounds on 2+,
    // so a natural 6 is a critical: 2/3 · 1/6 = 1/9 an attack. The first of three:
    // 1 − (8/9)³ = 217/729. A sword is cutting: row 2, Disarm (1/6), no armour so its wound is
    // unsaved: 217/4374, at W1 as at W3. The Strength test of an S5 target fails on a 6 only
    // the weapon is lost with 217/26244.
    for w in ["1", "3"] {
        let v = odds(&[
            "--rules",
            "mordheim-club",
            "--ws",
            "5",
            "--s",
            "4",
            "-a",
            "3",
            "--weapon",
            "sword",
            "--vs",
            "3",
            "--t",
            "2",
            "--target-s",
            "5",
            "--w",
            w,
        ]);
        assert_eq!(exact(&v["disarm"]["critical"]), q(217, 4374), "W{w}");
        assert_eq!(exact(&v["disarm"]["weapon_lost"]), q(217, 26244), "W{w}");
    }
}
