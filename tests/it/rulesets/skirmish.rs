//! `--rules skirmish` answers by seed 003 and, where it is silent, by WFB's seed 002 («Pravidla
//! WFB platí ve Skirmishi normálně kromě výjimek», R-37, R-46): WFB's weapons, no Mordheim
//! concussion, helmet or dagger, Killing Blow in close combat only. Expected values by hand.

use crate::common;

use common::fraction::{Q, exact, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

fn odds(args: &[&str]) -> Value {
    let out = stdout_of(
        warband()
            .args(["--rules", "skirmish", "odds"])
            .args(args)
            .arg("--json"),
    );
    serde_json::from_str(&out).expect("JSON")
}

/// The target's states in order, checked to sum to exactly 1.
fn states(v: &Value) -> Vec<Q> {
    let s: Vec<Q> = v["distribution"]
        .as_array()
        .expect("distribution")
        .iter()
        .map(|e| exact(&e["probability"]))
        .collect();
    assert_eq!(s.iter().fold(Q::zero(), |a, b| a.add(*b)), Q::one(), "{v}");
    s
}

fn refused(args: &[&str]) -> String {
    assert_bad_input(warband().args(["--rules", "skirmish"]).args(args))
}

// Seed 003's injury table «1-2 Sražen 3-4 Omráčen 5-6 Mimo hru», with no concussion rule: a mace
// is a hand weapon. WS3 v WS3 hits on 4+ (1/2); S3 v T3 wounds on 4+; a natural 6 is the
// critical (2 wounds, no save: two injury rolls, the highest counts).
// Plain wound (faces 4, 5: 1/3): KD 1/3, stunned 1/3, out 1/3.
// Critical (face 6: 1/6): KD (1/3)² = 1/9, out 1 − (2/3)² = 5/9, stunned the rest 1/3.
// So KD 1/2·(1/9 + 1/54) = 7/108, stunned 1/2·(1/9 + 1/18) = 1/12, out 1/2·(1/9 + 5/54) = 11/108.
#[test]
fn a_mace_has_no_concussion() {
    let v = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "mace",
    ]);
    let s = states(&v);
    assert_eq!(s, vec![q(3, 4), Q::zero(), q(7, 108), q(1, 12), q(11, 108)]);
    let err = refused(&["odds", "--ws", "3", "--vs", "3", "--t", "3", "--concussion"]);
    assert!(err.contains("skirmish has no concussion rule"), "{err}");
    let err = refused(&["injury", "--concussion"]);
    assert!(err.contains("no concussion"), "{err}");
}

#[test]
fn no_helmets_in_skirmish() {
    for args in [
        &["odds", "--ws", "3", "--vs", "3", "--t", "3", "--helmet"][..],
        &["injury", "--helmet"][..],
        &["fall", "--height", "4", "--t", "3", "--helmet"][..],
    ] {
        let err = refused(args);
        assert!(
            err.contains("skirmish has no helmet rule"),
            "{args:?}: {err}"
        );
    }
}

// WFB's dagger is a hand weapon: no save for the target. Hit 1/2; faces 4–6 wound (1/2).
// (A Mordheim dagger would give a 6+ save against the plain wounds: 2/9.)
#[test]
fn a_dagger_gives_no_save() {
    let v = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "dagger",
    ]);
    assert_eq!(exact(&v["at_least_one_wound"]), q(1, 4));
}

// An axe has no −1: heavy armour and shield save on 4+. Plain wounds (1/3) are saved half the
// time, the critical (1/6) never: 1/2 · (1/3 · 1/2 + 1/6) = 1/6 (a Mordheim axe: 7/36).
#[test]
fn an_axe_is_a_hand_weapon() {
    let v = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--armour", "heavy", "--shield",
        "--weapon", "axe",
    ]);
    assert_eq!(exact(&v["at_least_one_wound"]), q(1, 6));
}

// Killing Blow «Tento úder je nadřazený kritickým zásahům a okamžitě dostává oběť mimo hru» —
// close combat only. A natural 6 to wound is out of action (1/6 of the hits); faces 4, 5
// roll injury, out of action on 5–6: 1/2 · (1/6 + 1/3 · 1/3) = 5/36.
#[test]
fn killing_blow_is_close_combat_only() {
    let v = odds(&[
        "--ws",
        "3",
        "--vs",
        "3",
        "--s",
        "3",
        "--t",
        "3",
        "--killing-blow",
    ]);
    assert_eq!(states(&v)[4], q(5, 36));
    let err = refused(&["odds", "--bs", "3", "--t", "3", "--killing-blow"]);
    assert!(
        err.contains("Killing Blow is a close-combat rule in skirmish"),
        "{err}"
    );
}

#[test]
fn skirmish_has_wfb_weapons() {
    let err = refused(&[
        "odds",
        "--ws",
        "3",
        "--vs",
        "3",
        "--t",
        "3",
        "--weapon",
        "morning-star",
    ]);
    assert!(
        err.contains("skirmish has no weapon 'morning-star'"),
        "{err}"
    );
    let shown = stdout_of(warband().args(["rules", "show", "skirmish", "--format", "json"]));
    let v: Value = serde_json::from_str(&shown).unwrap();
    let wfb: Value = serde_json::from_str(&stdout_of(
        warband().args(["rules", "show", "wfb", "--format", "json"]),
    ))
    .unwrap();
    assert_eq!(v["weapons"], wfb["weapons"]);
    assert!(v["injury"]["concussion"].is_null() && v["injury"]["helmet"].is_null());
}
