//! `--rules mordheim-club` answers by seed 000 (RULES.md §2): each discrepancy of issue 10 with
//! the value of the independent enumeration, or worked out by hand in the comment.

use crate::common;

use common::fraction::{Q, exact, outcome, q};
use common::{stdout_of, warband};
use serde_json::Value;

fn club(args: &[&str]) -> Value {
    let out = stdout_of(
        warband()
            .args(["--rules", "mordheim-club"])
            .args(args)
            .arg("--json"),
    );
    serde_json::from_str(&out).expect("JSON")
}

// I 0 «vždy poslední»: strikes last even when charging.
#[test]
fn initiative_zero_always_strikes_last() {
    let v = club(&[
        "duel",
        "--a",
        "WS3 I0",
        "--b",
        "WS3 I3",
        "--charger",
        "a",
        "--turns",
        "1",
    ]);
    assert_eq!(outcome(&v, "a_wins"), q(29, 384));
    assert_eq!(outcome(&v, "b_wins"), q(29, 288));
}

// «je vyřazen z boje, jakmile klesne tato hodnota na 0»: a knocked-down warrior with wounds left
// is out only when they reach 0.
#[test]
fn a_knocked_down_warrior_is_out_only_at_zero_wounds() {
    let v = club(&[
        "odds",
        "--ws",
        "3",
        "--vs",
        "3",
        "--t",
        "3",
        "--w",
        "2",
        "--target",
        "knocked-down",
    ]);
    assert_eq!(outcome(&v, "out_of_action"), q(7, 72));
}

// Cover «Neplatí pro jezdce na koni», «nemůže … využívat Kryt» when knocked down.
#[test]
fn cover_is_lost_by_riders_and_the_knocked_down() {
    // Light 6+ and a mount's +1: 5+, the shield's Cover gone: 1/3.
    let v = club(&["save", "--armour", "light", "--shield", "--mounted"]);
    assert_eq!(exact(&v["probability"]), q(1, 3));
    let v = club(&[
        "odds",
        "--ws",
        "3",
        "--vs",
        "3",
        "--t",
        "3",
        "--armour",
        "light",
        "--shield",
        "--target",
        "knocked-down",
    ]);
    assert_eq!(outcome(&v, "out_of_action"), q(1133, 2592));
}

// «Pokaždé, když vám padne 1 při hodu na zásah»: the misfire is part of a blackpowder shot.
#[test]
fn the_misfire_is_part_of_a_blackpowder_shot() {
    let v = club(&["odds", "--bs", "3", "--weapon", "handgun", "--t", "3"]);
    assert_eq!(exact(&v["at_least_one_wound"]), q(77, 216));
}

// «Skok z výšky větší než 6 je automatický pád», without rounding first.
#[test]
fn a_jump_from_above_six_inches_is_a_fall() {
    let v = club(&["fall", "--jump", "6.5", "--i", "5", "--t", "3"]);
    assert_eq!(outcome(&v, "landed"), Q::zero());
}

// Crushing 1 and unarmed 1-2 take the victim's attacks away.
#[test]
fn criticals_take_attacks_away_in_a_duel() {
    let v = club(&[
        "duel",
        "--a",
        "WS3 S3 T3 W1 I3 A1",
        "--b",
        "WS3 S3 T3 W2 I3 A2",
        "--a-weapon",
        "mace",
        "--turns",
        "1",
    ]);
    assert_eq!(outcome(&v, "b_wins"), q(4199, 23328));
}

// each parrying weapon one attempt per phase; two, the off-hand's at −1.
#[test]
fn each_parrying_weapon_tries_once_a_phase() {
    let v = club(&[
        "duel",
        "--a",
        "WS3",
        "--b",
        "WS3",
        "--b-weapon",
        "sword",
        "--b-offhand",
        "sword",
        "--turns",
        "1",
    ]);
    assert_eq!(outcome(&v, "a_wins"), q(551, 7776));
    let v = club(&[
        "odds", "--ws", "3", "--vs", "3", "--t", "3", "-a", "2", "--parry", "sword",
    ]);
    assert_eq!(outcome(&v, "unharmed"), q(825, 1296));
}

// «je stále omráčen»: a stunned warrior knocked down by a shot stays stunned.
#[test]
fn a_stunned_warrior_shot_stays_stunned() {
    let v = club(&[
        "odds", "--bs", "3", "--weapon", "bow", "--t", "3", "--target", "stunned",
    ]);
    assert_eq!(outcome(&v, "stunned"), q(67, 432));
    assert_eq!(outcome(&v, "knocked_down"), Q::zero());
}
