//! `--rules mordheim` (the default) answers by seed 004 and the standard rulebook it references
//! (RULES.md §1, §7): its own weapons, and the zero characteristics of R-45. Values by hand in the
//! comments, or, where the issue gives one, the value of an independent enumeration.

use crate::common;

use common::fraction::{Q, exact, outcome, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let out = stdout_of(warband().args(args).arg("--json"));
    serde_json::from_str(&out).expect("JSON")
}

// «Нулевые характеристики … лишены каких-либо способностей в данной области».
#[test]
fn a_zero_characteristic_is_no_ability_at_all() {
    // WS 0 cannot hit; BS 0 cannot shoot; S 0 cannot wound.
    assert_eq!(
        exact(&json(&["hit", "--ws", "0", "--vs", "3"])["probability"]),
        Q::zero()
    );
    assert_eq!(
        exact(&json(&["hit", "--bs", "0"])["probability"]),
        Q::zero()
    );
    assert_eq!(
        exact(&json(&["wound", "--s", "0", "--t", "3"])["probability"]),
        Q::zero()
    );
    // A WS 0 defender is hit automatically; T 0 is wounded by every hit.
    assert_eq!(
        exact(&json(&["hit", "--ws", "3", "--vs", "0"])["probability"]),
        Q::one()
    );
    assert_eq!(
        exact(&json(&["wound", "--s", "3", "--t", "0"])["probability"]),
        Q::one()
    );
    // A 0: no attacks, whatever an off-hand weapon or frenzy would add.
    let v = json(&[
        "odds",
        "--ws",
        "4",
        "--vs",
        "3",
        "--t",
        "3",
        "-a",
        "0",
        "--offhand",
        "dagger",
        "--frenzy",
    ]);
    assert_eq!(outcome(&v, "unharmed"), Q::one());
}

// shooting, one critical per *shot*. A sling fires twice (still, at short range); each shot
// may be a critical. The values of the independent enumeration.
#[test]
fn each_shot_may_be_a_critical() {
    let v = json(&[
        "odds", "--bs", "3", "--weapon", "sling", "--t", "3", "--w", "2",
    ]);
    assert_eq!(outcome(&v, "knocked_down"), q(505, 19683));
    assert_eq!(outcome(&v, "stunned"), q(3065, 78732));
    assert_eq!(outcome(&v, "out_of_action"), q(122, 2187));
}

// The seed allows a jump of at most 6".
#[test]
fn a_jump_above_six_inches_is_refused() {
    for h in ["6.5", "7"] {
        let err = assert_bad_input(warband().args(["fall", "--jump", h, "--i", "5", "--t", "3"]));
        assert!(err.contains('6'), "{err}");
    }
}

// Mordheim keeps its own weapon rules (RULES.md §7.2) and lacks the others' special rules.
#[test]
fn mordheim_weapons_and_no_foreign_rules() {
    // Axe: S3 save modifier 0, cutting edge -1: light armour 6+ becomes no save. WS4 v WS3 3+
    // (2/3), S3 v T3 4+: a wound 1/3, unsaved (criticals are unsaved too): P(≥1) = 1/3.
    let v = json(&[
        "odds", "--ws", "4", "--vs", "3", "--t", "3", "--armour", "light", "--weapon", "axe",
    ]);
    assert_eq!(exact(&v["at_least_one_wound"]), q(1, 3));
    for flag in ["--killing-blow", "--poison"] {
        let err =
            assert_bad_input(warband().args(["odds", "--ws", "4", "--vs", "3", "--t", "3", flag]));
        assert!(
            err.contains("mordheim has no rule") && err.contains("skirmish"),
            "{err}"
        );
    }
    let err = assert_bad_input(warband().args([
        "odds", "--ws", "4", "--vs", "3", "--t", "3", "--weapon", "javelin",
    ]));
    assert!(err.contains("mordheim has no weapon 'javelin'"), "{err}");
}
