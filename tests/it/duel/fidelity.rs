//! `duel` by the seeds where warband once departed from them (issue 26): each expected value
//! derived by hand from the seed's rules, the derivation in a comment.

use crate::common;

use common::fraction::{Q, q};
use common::{stdout_of, warband};
use serde_json::Value;

fn duel(args: &[&str]) -> Value {
    let mut cmd = warband();
    cmd.arg("duel").args(args).arg("--json");
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

fn wins(v: &Value, side: &str) -> Q {
    common::fraction::outcome(v, side)
}

#[test]
fn a_buckler_in_the_off_hand_is_no_extra_attack() {
    // A (I4) strikes first in the one turn with one attack of his sword: WS3 against WS3
    // hits on 4+ (1/2); S3 against T3 wounds on 4+: a 4 or 5 (2/6) is one wound, an injury
    // roll out of action on 5-6 (1/3); a 6 (1/6) is a critical (no armour, so every row is
    // unsaved), 2 wounds and two injury rolls: rows 1-4 (4/6) out with 1 − (2/3)² = 5/9, rows
    // 5-6 (2/6, +2) out with 1 − (1/3)² = 8/9, so 2/3. A takes B out with
    // 1/2 · (2/6 · 1/3 + 1/6 · 2/3) = 1/9 (two attacks would make it more).
    let v = duel(&[
        "--a",
        "WS3 S3 T3 W1 I4 A1",
        "--a-weapon",
        "sword",
        "--a-offhand",
        "buckler",
        "--b",
        "WS3 S3 T3 W1 I3 A1",
        "--turns",
        "1",
    ]);
    assert_eq!(wins(&v, "a_wins"), q(1, 9));
    assert!(
        v["notes"].to_string().contains("not a weapon"),
        "{}",
        v["notes"]
    );
}

/// A duel of two chargers of equal Initiative (listed X then Y, or Y then X) against a lone
/// WS3 T5 W1 warrior with a sword, one turn.
fn two_chargers(rules: &str, x_first: bool) -> Value {
    let (x, y) = ("WS4 S3 T3 W1 I3 A1", "WS3 S3 T3 W1 I3 A1");
    let (first, second) = if x_first { (x, y) } else { (y, x) };
    duel(&[
        "--rules",
        rules,
        "--a",
        first,
        "--a",
        second,
        "--b",
        "WS3 S3 T5 W1 I3 A1",
        "--b-weapon",
        "sword",
        "--charger",
        "a",
        "--turns",
        "1",
    ])
}

#[test]
fn the_clubs_friendly_chargers_of_equal_initiative_strike_in_the_order_given() {
    // R-88, as in odds. Both charge and strike before B; A wins in the one turn when B is out
    // of action after both. S3 against T5: 6+ to wound, no critical; an unsaved wound on W1
    // rolls injury: knocked down, stunned, out 1/3 each. Knocked down, the second striker hits
    // automatically and any wound (1/6) takes him out; stunned, out when attacked.
    // Club parry as in odds: the first striker's wound X 7/72, Y 7/108; the second's, standing,
    // X 4/6 · 1/6 = 1/9, Y 1/12.
    // X first: 7/72 · (1/3 + 1/3 + 1/3 · 1/6) + 65/72 · 1/12 · 1/3 = 247/2592.
    // Y first: 7/108 · 13/18 + 101/108 · 1/9 · 1/3 = 475/5832.
    let v = two_chargers("mordheim-club", true);
    assert_eq!(wins(&v, "a_wins"), q(247, 2592));
    assert!(
        v["notes"].to_string().contains("order given"),
        "{}",
        v["notes"]
    );
    assert_eq!(
        wins(&two_chargers("mordheim-club", false), "a_wins"),
        q(475, 5832)
    );
    // Core rolls off: core parry, the first's wound X 1/12, Y 5/72. X first:
    // 1/12 · 13/18 + 11/12 · 1/12 · 1/3 = 37/432; Y first: 5/72 · 13/18 + 67/72 · 1/9 · 1/3 =
    // 329/3888; half each: 331/3888, whichever is listed first.
    for x_first in [true, false] {
        assert_eq!(
            wins(&two_chargers("mordheim", x_first), "a_wins"),
            q(331, 3888)
        );
    }
}
