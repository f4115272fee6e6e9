//! `combat --rules wfb` by seed 002 where warband once departed from it (issue 26): each value
//! derived by hand from the seed's rules, quoted.

use crate::common;

use common::fraction::{outcome, q};
use common::{stdout_of, warband};
use serde_json::Value;

fn combat(args: &str) -> Value {
    let mut cmd = warband();
    cmd.args(["combat", "--rules", "wfb", "--json"]);
    cmd.args(shlex::split(args).unwrap());
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

#[test]
fn a_charging_great_weapon_strikes_last() {
    // Seed 002 §8: «utoci vzdy posledni nehlede na iniciativu nebo kdo chargeuje» (R-47 as
    // amended). One man against one, W1, no armour, one round. B strikes first: WS3 against
    // WS3 hits on 4+ (1/2), S3 against T3 wounds on 4+ (1/2): A is destroyed with 1/4. A, alive
    // with 3/4, strikes back with S3 + 2 = 5 against T3 (2+, 5/6): 1/2 · 5/6 = 5/12, so B is
    // destroyed with 3/4 · 5/12 = 5/16; neither with 3/4 · 7/12 = 7/16 (no wounds, no bonus:
    // a draw). Charging first as before it would be 5/12 and 7/12 · 1/4 = 7/48.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-weapon great-weapon --a-models 1 --b 'WS3 S3 T3 W1 I3 A1 Ld7' --b-models 1 --charger a",
    );
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), q(5, 16));
    assert_eq!(outcome(&v, "b_wins_a_destroyed"), q(1, 4));
    assert_eq!(outcome(&v, "draw"), q(7, 16));
    // Both with great weapons: the normal order, the charger first: A 5/12; B, alive with 7/12,
    // strikes back at S5 too: 7/12 · 5/12 = 35/144.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-weapon great-weapon --a-models 1 --b 'WS3 S3 T3 W1 I3 A1 Ld7' --b-models 1 --b-weapon great-weapon --charger a",
    );
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), q(5, 12));
    assert_eq!(outcome(&v, "b_wins_a_destroyed"), q(35, 144));
}

#[test]
fn a_pistol_given_as_the_main_weapon_keeps_its_blow_in_combat() {
    // Seed 002 §8 «Pistolnik ma jeden utok navic se silou pistole»: one man with a
    // pistol and a hand weapon charges one who cannot strike back (A 0). His S3 blow wounds T3
    // with 1/2 · 1/2 = 1/4, the pistol's S4 with 1/2 · 2/3 = 1/3: B is destroyed with
    // 1 − 3/4 · 2/3 = 1/2, whichever hand the flags give the pistol (it was 7/16 with the pistol
    // as --a-weapon: two S3 blows).
    for (main, off) in [("pistol", "hand-weapon"), ("hand-weapon", "pistol")] {
        let v = combat(&format!(
            "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-models 1 --a-weapon {main} --a-offhand {off} --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 1 --charger a"
        ));
        assert_eq!(outcome(&v, "a_wins_b_destroyed"), q(1, 2), "{main}, {off}");
    }
}

/// The exact probability of each combat-result difference.
fn difference(v: &Value, d: i64) -> common::fraction::Q {
    v["result_difference"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["outcome"] == d)
        .map_or(common::fraction::Q::zero(), |r| {
            common::fraction::exact(&r["probability"])
        })
}

#[test]
fn a_unit_wiped_out_keeps_no_standard_musician_battle_standard_or_high_ground() {
    // Seed 002: «Pokud ma jednotka v prvni rade standartu» (a standard in the front rank),
    // musicians «ktery se ucastni boje» (who take part in the fight); R-60. One man (WS3 S3,
    // W1) charges one man who cannot strike back (A 0) with a standard, a musician, the battle
    // standard and the high ground. A hits on 4+ and wounds on 4+: B is wiped out with 1/4;
    // then B keeps nothing and A has 1 wound caused: difference +1 (it was 1 − 4 = −3). Else
    // (3/4) no wound, and B has standard, battle standard, high ground and the musicians' roll
    // (A has none): 0 − 4 = −4.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-models 1 --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 1 --b-standard --b-musician 1 --b-battle-standard --b-high-ground --charger a",
    );
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), q(1, 4));
    assert_eq!(difference(&v, 1), q(1, 4));
    assert_eq!(difference(&v, -4), q(3, 4));
    // A with a musician of its own: B wiped out has none in the fight, so A's win the roll-off
    // 1 + 1 = +2. B standing (3/4): standard, battle standard and high ground are 3;
    // both roll a D6, A's higher with 15/36 (1 − 3 = −2), B's with 15/36 (0 − 4 = −4), equal
    // with 6/36 (nobody: −3).
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-models 1 --a-musician 1 --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 1 --b-standard --b-musician 1 --b-battle-standard --b-high-ground --charger a",
    );
    assert_eq!(difference(&v, 2), q(1, 4));
    assert_eq!(difference(&v, -2), q(3, 4).mul(q(15, 36)));
    assert_eq!(difference(&v, -4), q(3, 4).mul(q(15, 36)));
    assert_eq!(difference(&v, -3), q(3, 4).mul(q(6, 36)));
}

#[test]
fn a_unit_down_to_its_champion_is_hit_on_his_weapon_skill() {
    // Seed 002 «K zasahu nepritele se pouziva WS»: the champion is removed last, so a
    // unit of one model with a champion is the champion, and blows are aimed at his WS6. A
    // (WS4 S3 A1) charges: WS4 against WS6 hits on 4+ (1/2; against the unit's WS3 it would be
    // 3+, 2/3), S3 against T3 wounds on 4+: B is destroyed with 1/2 · 1/2 = 1/4, not 1/3.
    let v = combat(
        "--a 'WS4 S3 T3 W1 I3 A1 Ld7' --a-models 1 --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 1 --b-champion 'WS6 A0 Ld7' --charger a",
    );
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), q(1, 4));
    assert_eq!(outcome(&v, "draw"), q(3, 4));
}

#[test]
fn terror_is_a_fear_test_that_flees_on_a_failure() {
    // Seed 002 «Jednotka je zasazena terrorem pokud je chargeovana… Jednotka ktera podlehne
    // terroru okamzite utika». One terror-causing man charges five (neither can
    // strike: A 0). B tests on Ld 7: 2D6 <= 7 with 21/36 = 7/12, then nobody wounds anybody, a
    // draw. Failed (5/12), it flees at once though it outnumbers A (fear alone would only give
    // it 6s to hit): 2D6 flight against 2D6 pursuit, caught when the pursuit is at least the
    // flight, (1 + 146/1296)/2 = 721/1296.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A0 Ld7' --a-models 1 --a-terror --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 5 --charger a",
    );
    assert_eq!(outcome(&v, "draw"), q(7, 12));
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), q(5 * 721, 12 * 1296));
    assert_eq!(outcome(&v, "a_wins_b_flees"), q(5 * 575, 12 * 1296));
    assert!(
        v["rulings"].to_string().contains("R-100"),
        "{}",
        v["rulings"]
    );
    // A fear-causing unit sees terror as fear and is not afraid of fear: no test, a draw.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A0 Ld7' --a-models 1 --a-terror --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 5 --b-fear --charger a",
    );
    assert_eq!(outcome(&v, "draw"), q(1, 1));
}
