//! A pistol fired in close combat: core Mordheim (RULES.md §7.3, the rulebook: "+1 Attack at S4,
//! −2 save, uses WS, can be parried"; the duelling pistol "+1 to hit (shooting and close
//! combat)") by R-80, the same shape as WFB's R-54 (seed 002 §8: «Pistolnik ma jeden utok navic
//! se silou pistole»); the club's different shot is refused. Values derived by hand below.

use crate::common;

use common::chi2;
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

// Against T7 a S3 attack cannot wound (S3 v T7 "–") and the pistol's S4 needs a 6 (no critical:
// R-10 needs a target below 6+), so only the pistol's shot counts. WS3 v WS3: 4+ (1/2). Gromril
// 4+: S4 −1 and the firearm's −1 more → 6+, unsaved 5/6 (without the pistol's extra −1 it
// would be 5+, 2/3). P(at least one unsaved wound) = 1/2 · 1/6 · 5/6 = 5/72.
const T7: [&str; 10] = [
    "--ws", "3", "--vs", "3", "--s", "3", "--t", "7", "--armour", "gromril",
];

#[test]
fn a_mordheim_pistol_is_one_more_attack_at_s4_with_its_save_modifier_in_the_first_round() {
    let mut args = T7.to_vec();
    args.extend(["--weapon", "pistol"]);
    let v = odds(&args);
    assert_eq!(at_least_one(&v), q(5, 72));
    let rulings: Vec<&str> = v["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert!(
        rulings.contains(&"R-80") && rulings.contains(&"R-54"),
        "{rulings:?}"
    );
    // The two attacks: the hand weapon's S3 and the pistol's S4 (a wound 1/2 · 1/2 and 1/2 · 2/3
    // against T3, no armour): 1 − 3/4 · 2/3 = 1/2.
    let t3 = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "pistol",
    ]);
    assert_eq!(at_least_one(&t3), q(1, 2));
    // After the first round it is a hand weapon: S3 cannot wound T7.
    args.extend(["--round", "2"]);
    assert_eq!(at_least_one(&odds(&args)), Q::zero());
}

#[test]
fn a_pistol_in_the_off_hand_is_the_extra_attack_and_a_duelling_pistol_hits_at_plus_one() {
    // Sword in the main hand (S3 cannot wound T7), the pistol's shot as the off-hand attack:
    // mordheim has no off-hand penalty, 5/72 as above.
    let mut args = T7.to_vec();
    args.extend(["--weapon", "sword", "--offhand", "pistol"]);
    assert_eq!(at_least_one(&odds(&args)), q(5, 72));
    // Duelling pistol: 4+ becomes 3+ (2/3): 2/3 · 1/6 · 5/6 = 5/54.
    let mut args = T7.to_vec();
    args.extend(["--weapon", "duelling-pistol"]);
    assert_eq!(at_least_one(&odds(&args)), q(5, 54));
}

#[test]
fn the_club_and_a_pistol_in_close_combat_are_refused_in_one_line() {
    let err = assert_bad_input(warband().args([
        "--rules",
        "mordheim-club",
        "odds",
        "--ws",
        "3",
        "--vs",
        "3",
        "--t",
        "3",
        "--weapon",
        "pistol",
    ]));
    // It says why: the club's own rule for the shot, not "a missile weapon".
    assert!(
        err.contains("the pistol in close combat: the club's pistol shot in close combat replaces that hand's attacks, which warband does not model (R-80)"),
        "{err}"
    );
    // A bow is still no close-combat weapon in mordheim.
    let err = assert_bad_input(warband().args([
        "odds", "--ws", "3", "--vs", "3", "--t", "3", "--weapon", "bow",
    ]));
    assert!(err.contains("missile"), "{err}");
}

#[test]
fn simulated_pistol_fights_agree_with_the_exact_odds() {
    let v = odds(&[
        "--ws",
        "4",
        "--vs",
        "3",
        "--s",
        "3",
        "--t",
        "3",
        "--w",
        "2",
        "--armour",
        "light",
        "--weapon",
        "pistol",
        "--simulate",
        "20000",
        "--seed",
        "5",
    ]);
    let outcomes = v["simulation"]["outcomes"].as_array().unwrap();
    let observed: Vec<u64> = outcomes
        .iter()
        .map(|o| o["count"].as_u64().unwrap())
        .collect();
    let expected: Vec<Q> = outcomes.iter().map(|o| exact(&o["exact"])).collect();
    assert_eq!(common::fraction::sum(&expected), Q::one());
    let p: Vec<f64> = expected.iter().map(|e| e.to_f64()).collect();
    chi2::assert_agrees("pistol in close combat", &observed, &p);
}

#[test]
fn a_duel_with_a_pistol_fires_it_in_the_first_turn_only() {
    let out = stdout_of(warband().args([
        "duel",
        "--a",
        "WS3 S3 T3 W1 I3 A1",
        "--b",
        "WS3 S3 T3 W1 I3 A1",
        "--a-weapon",
        "pistol",
    ]));
    assert!(out.contains("A, turn 1: 1 × pistol: S4"), "{out}");
    assert!(!out.contains("A, later: 1 × pistol"), "{out}");
}

#[test]
fn a_pistol_given_as_the_main_weapon_beside_an_off_hand_weapon_keeps_its_blow() {
    // Issue 26: the order of --weapon and --offhand cannot change the answer. Against T7 only
    // the pistol's S4 shot can wound (S3 "–"): with the sword as the off-hand weapon the pistol
    // is still the second weapon and its shot is made, 1/2 · 1/6 · 5/6 = 5/72 as above.
    let mut args = T7.to_vec();
    args.extend(["--weapon", "pistol", "--offhand", "sword"]);
    assert_eq!(at_least_one(&odds(&args)), q(5, 72));
    // Against T3 with a 6+ save, two attacks: both orders give the same distribution.
    let base = [
        "--ws", "3", "--s", "3", "-a", "2", "--vs", "3", "--t", "3", "--w", "1", "--armour", "6+",
    ];
    let with = |main: &str, off: &str| {
        let mut a = base.to_vec();
        a.extend(["--weapon", main, "--offhand", off]);
        odds(&a)
    };
    let (pistol_first, sword_first) = (with("pistol", "sword"), with("sword", "pistol"));
    assert_eq!(pistol_first["distribution"], sword_first["distribution"]);
    assert_eq!(pistol_first["wounds"], sword_first["wounds"]);
    // wfb (seed 002 §8 «Pistolnik ma jeden utok navic se silou pistole»): one attack at S3
    // (4+ to hit, 4+ to wound: 1/4) and the pistol's at S4 (4+, 3+: 1/3), no armour, W1:
    // P(at least one wound) = 1 − 3/4 · 2/3 = 1/2 (it was 7/16 = 1 − (3/4)², two S3 attacks).
    let wfb = |main: &str, off: &str| {
        at_least_one(&odds(&[
            "--rules",
            "wfb",
            "--ws",
            "3",
            "--vs",
            "3",
            "--t",
            "3",
            "--weapon",
            main,
            "--offhand",
            off,
            "--round",
            "1",
        ]))
    };
    assert_eq!(wfb("pistol", "hand-weapon"), q(1, 2));
    assert_eq!(wfb("hand-weapon", "pistol"), q(1, 2));
}
