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
