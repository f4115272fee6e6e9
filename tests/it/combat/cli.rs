//! `warband combat --rules wfb`: the JSON contract, each combat-result bonus and rule derived by
//! hand with seed 002's line quoted, and bad inputs.
//!
//! Most cases give both units A0 (R-45: no attacks, so no dice before the combat result), so
//! the result is the bonuses alone and each probability is a short hand derivation:
//! * a break test passes on 2D6 ≤ n: 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36 of 36 for n = 2..12;
//! * both fleeing and pursuing on 2D6 (M ≤ 6): P(pursuit ≥ flight) = (1 + P(equal)) / 2 with
//!   P(equal) = (1+4+9+16+25+36+25+16+9+4+1)/1296 = 146/1296, so caught = 1442/2592 = 721/1296.

use crate::common;

use common::fraction::{Q, exact, outcome, q, sum};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

/// A unit of men that cannot attack: only the bonuses decide.
const IDLE: &str = "WS3 S3 T3 A0 Ld7";

fn combat(args: &str) -> Value {
    let mut cmd = warband();
    cmd.args(["combat", "--rules", "wfb", "--json"]);
    cmd.args(shlex::split(args).unwrap());
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

fn idle(a: &str, b: &str, charger: &str) -> Value {
    combat(&format!(
        "--a '{IDLE}' {a} --b '{IDLE}' {b} --charger {charger}"
    ))
}

/// The seven outcomes, in the contract's order.
const OUTCOMES: [&str; 7] = [
    "a_wins_b_holds",
    "a_wins_b_flees",
    "a_wins_b_destroyed",
    "draw",
    "b_wins_a_holds",
    "b_wins_a_flees",
    "b_wins_a_destroyed",
];

fn fates(v: &Value) -> Vec<Q> {
    OUTCOMES.iter().map(|o| outcome(v, o)).collect()
}

/// A wins and B takes a break test passing with `hold`, fleeing 2D6 from A's 2D6 pursuit.
fn a_wins(hold: Q) -> Vec<Q> {
    let broken = hold.complement();
    let z = Q::zero();
    vec![
        hold,
        broken.mul(q(575, 1296)),
        broken.mul(q(721, 1296)),
        z,
        z,
        z,
        z,
    ]
}

fn certain_difference(v: &Value, d: i64) {
    let rows = v["result_difference"].as_array().unwrap();
    assert_eq!(rows.len(), 1, "{}", v["result_difference"]);
    assert_eq!(rows[0]["outcome"], d);
    assert_eq!(exact(&rows[0]["probability"]), Q::one());
}

#[test]
fn the_json_names_every_outcome_and_each_distribution_sums_to_one() {
    let v = idle("--a-models 5", "--b-models 5", "a");
    let names: Vec<&str> = v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["outcome"].as_str().unwrap())
        .collect();
    assert_eq!(names, OUTCOMES);
    for key in ["casualties_a", "casualties_b", "result_difference"] {
        let total = sum(&v[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| exact(&e["probability"]))
            .collect::<Vec<_>>());
        assert_eq!(total, Q::one(), "{key}");
    }
    // Nothing on either side: a draw, no break test.
    assert_eq!(outcome(&v, "draw"), Q::one());
}

#[test]
fn ranks_count_four_models_or_more_after_the_first_at_most_three() {
    // «Jestlize jsou ve formaci alespon 4 modely v kazde rade, ma jednotka bonus +1 za kazdou
    // radu mimo prvni… Vyssi bonus nez +3 nelze timto zpusobem ziskat.»
    // 20 five wide: 3 ranks behind the first, +3; B Ld7 tests on 2D6 ≤ 4: 6/36.
    let v = idle("--a-models 20", "--b-models 5", "a");
    certain_difference(&v, 3);
    assert_eq!(fates(&v), a_wins(q(6, 36)));
    // 18 five wide = 5 5 5 3: the last rank has fewer than 4, +2; 2D6 ≤ 5: 10/36.
    let v = idle("--a-models 18", "--b-models 5", "a");
    certain_difference(&v, 2);
    assert_eq!(fates(&v), a_wins(q(10, 36)));
    // 40 five wide: 7 ranks behind, still +3.
    certain_difference(&idle("--a-models 40", "--b-models 5", "a"), 3);
    // Three wide ranks never count: 12 three wide is +0, a draw.
    let v = idle("--a-models 12 --a-frontage 3", "--b-models 5", "a");
    assert_eq!(outcome(&v, "draw"), Q::one());
}

#[test]
fn a_standard_and_high_ground_add_one_each() {
    // «Pokud ma jednotka v prvni rade standartu, muze si pripocist +1»: 2D6 ≤ 6 = 15/36.
    let v = idle("--a-models 5 --a-standard", "--b-models 5", "a");
    certain_difference(&v, 1);
    assert_eq!(fates(&v), a_wins(q(15, 36)));
    // «Pokud jednotka stoji vys nez nepritel… pocita se take bonus +1»: the same.
    let v = idle("--a-models 5 --a-high-ground", "--b-models 5", "a");
    assert_eq!(fates(&v), a_wins(q(15, 36)));
}

#[test]
fn a_battle_standard_adds_one_and_re_rolls_the_break_test() {
    // «Pokud se prida k jednotce, ziskava ta bonus +1 ke combat result… Vsechny jednotky v
    // okruhu 12" od battle standarty si mohou jednou re-rollovat break test.»
    // A +3 ranks against B's battle standard +1: B loses by 2 on Ld 8: 2D6 ≤ 6 = 5/12,
    // re-rolled 1 − (7/12)² = 95/144 (RULES.md §3.7's example).
    let v = combat(&format!(
        "--a '{IDLE}' --a-models 20 --b 'WS3 S3 T3 A0 Ld8' --b-models 5 --b-battle-standard --charger a"
    ));
    certain_difference(&v, 2);
    assert_eq!(fates(&v), a_wins(q(95, 144)));
}

#[test]
fn flank_and_rear_attacks_need_more_than_five_and_take_the_ranks_at_five() {
    // «Pokud je jednotka napadena ze strany ci zezadu jednotkou o nejmene peti clenech, tento
    // bonus ztraci» and «+1 Flank attack… Podminkou je, aby jednotka mela vice naz 5 clenu».
    // 6 on B's flank: +1, B's +3 ranks lost: A wins by 1, 2D6 ≤ 6 = 15/36.
    let v = idle("--a-models 6 --a-flank", "--b-models 20", "a");
    certain_difference(&v, 1);
    assert_eq!(fates(&v), a_wins(q(15, 36)));
    // 5 on the flank: no bonus, but B's ranks are lost all the same: a draw.
    let v = idle("--a-models 5 --a-flank", "--b-models 20", "a");
    assert_eq!(outcome(&v, "draw"), Q::one());
    // 4 on the flank: B keeps +3 and wins by 3.
    certain_difference(&idle("--a-models 4 --a-flank", "--b-models 20", "a"), -3);
    // «+2 Rear attack»: 6 in B's rear against B's 5: by 2, 2D6 ≤ 5 = 10/36.
    let v = idle("--a-models 6 --a-rear", "--b-models 5", "a");
    certain_difference(&v, 2);
    assert_eq!(fates(&v), a_wins(q(10, 36)));
}

#[test]
fn musicians_roll_off_for_one_point() {
    // «Obe strany si hodi D6 za kazdeho musiciana… strana, ktera ma vyssi soucet techto hodu
    // ziskava bonus +1… Pokud jedna strana musiciana nema, ziskava druha… bonus automaticky.»
    let v = idle("--a-models 5 --a-musician", "--b-models 5", "a");
    certain_difference(&v, 1);
    // One each: A wins the roll-off 15/36, ties 6/36 (nobody, R-38), loses 15/36.
    let v = idle(
        "--a-models 5 --a-musician",
        "--b-models 5 --b-musician",
        "a",
    );
    let rows = v["result_difference"].as_array().unwrap();
    let p: Vec<(i64, Q)> = rows
        .iter()
        .map(|e| (e["outcome"].as_i64().unwrap(), exact(&e["probability"])))
        .collect();
    assert_eq!(p, vec![(-1, q(5, 12)), (0, q(1, 6)), (1, q(5, 12))]);
    // Each winner's loser tests on 2D6 ≤ 6: holds 5/12 · 15/36.
    assert_eq!(outcome(&v, "a_wins_b_holds"), q(5, 12).mul(q(15, 36)));
    assert_eq!(outcome(&v, "draw"), q(1, 6));
}

#[test]
fn fear_causers_that_outnumber_break_the_loser_without_a_test() {
    // «Jednotka, ktera prohlala hand-to-hand boj, je automaticky porazena bez break testu,
    // jestlize je nepritel sirici strach pocetnejsi.» 6 fear-causers with a standard beat 5:
    // B flees at once, caught 721/1296.
    let v = idle("--a-models 6 --a-standard --a-fear", "--b-models 5", "a");
    assert_eq!(fates(&v), a_wins(Q::zero()));
    // Not outnumbering (5 against 5): the normal test, 2D6 ≤ 6.
    let v = idle("--a-models 5 --a-standard --a-fear", "--b-models 5", "a");
    assert_eq!(fates(&v), a_wins(q(15, 36)));
    // A loser that causes fear itself tests normally.
    let v = idle(
        "--a-models 6 --a-standard --a-fear",
        "--b-models 5 --b-fear",
        "a",
    );
    assert_eq!(fates(&v), a_wins(q(15, 36)));
}

#[test]
fn hatred_tests_on_ld_10_unmodified() {
    // «Jednotky, ktere nenavidi sve hand-to-hand oponenty, si hazeji pri break testu vzdy na
    // nemodifikovany Ld 10»: beaten by 3, still 2D6 ≤ 10 = 33/36.
    let v = idle("--a-models 20", "--b-models 5 --b-hatred", "a");
    assert_eq!(fates(&v), a_wins(q(33, 36)));
}

#[test]
fn cavalry_pursue_on_3d6() {
    // «Jednotka prchne 2D6" pokud ma M<=6 ci 3D6" ma-li vyssi»; the pursuit «je stejny».
    // B's men flee 2D6 from A's horse (M8): 3D6. Counting every face: P(3D6 ≥ 2D6).
    let (mut yes, mut all) = (0u128, 0u128);
    for a in 1..=6 {
        for b in 1..=6 {
            for c in 1..=6 {
                for x in 1..=6 {
                    for y in 1..=6 {
                        all += 1;
                        yes += u128::from(a + b + c >= x + y);
                    }
                }
            }
        }
    }
    let caught = q(yes, all);
    let v = combat(&format!(
        "--a '{IDLE}' --a-models 20 --a-mount 'M8 WS3 S3 A0' --b '{IDLE}' --b-models 5 --charger a"
    ));
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), q(5, 6).mul(caught));
}

#[test]
fn casualties_come_before_the_slower_side_strikes_back() {
    // One man (WS3 S3 A1) charges one man (T3, no armour): hits on 4+ (equal WS), wounds on 4+,
    // no save: 1/4 the enemy is wiped out and cannot strike back; else 3/4 the enemy strikes
    // back and kills with 1/4: 3/16 A is wiped out; 9/16 a draw at nothing each.
    let v = combat("--a 'WS3 S3 T3 A1' --a-models 1 --b 'WS3 S3 T3 A1' --b-models 1 --charger a");
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), q(1, 4));
    assert_eq!(outcome(&v, "b_wins_a_destroyed"), q(3, 16));
    assert_eq!(outcome(&v, "draw"), q(9, 16));
}

#[test]
fn wounds_carry_within_a_multi_wound_unit() {
    // «Pokud je napriklad jednotka Ogru (3W) zasazena za 5W, je jeden ogr odebran a poznamena
    // se, ze 2W zbyvaji.» Five men WS10 S10 A1 against two 3-wound ogres T3 WS1: hit 3+ (WS10 >
    // WS1), wound 2+, no save: P(unsaved) = 2/3 · 5/6 = 5/9 each, five attacks; casualties:
    // 0 for 0–2 wounds, 1 for 3–5.
    let v =
        combat("--a 'WS10 S10 T3 A1' --a-models 5 --b 'WS1 S3 T3 W3 A0' --b-models 2 --charger a");
    let rows = v["casualties_b"].as_array().unwrap();
    let p = q(5, 9);
    let binom = common::fraction::binomial(5, p);
    assert_eq!(rows[0]["outcome"], 0);
    assert_eq!(exact(&rows[0]["probability"]), sum(&binom[0..3]));
    assert_eq!(rows[1]["outcome"], 1);
    assert_eq!(exact(&rows[1]["probability"]), sum(&binom[3..6]));
}

#[test]
fn plain_is_one_line_and_a_roll_plays_the_round() {
    let mut cmd = warband();
    cmd.args(["combat", "--rules", "wfb", "--format", "plain"]);
    cmd.args(
        shlex::split(&format!(
            "--a '{IDLE}' --a-models 20 --b '{IDLE}' --b-models 5 --charger a"
        ))
        .unwrap(),
    );
    let out = stdout_of(&mut cmd);
    assert_eq!(out.lines().count(), 1, "{out}");
    // Plain is A's chance to win (as in duel): neither unit strikes, and A's ranks and numbers
    // win the combat result every time.
    assert_eq!(out, "1\n");
    let v = combat(
        "--a 'WS3 S3 T3 A1' --a-models 3 --b 'WS3 S3 T3 A1' --b-models 3 --charger b --roll --seed 7",
    );
    let roll = &v["roll"];
    assert!(
        OUTCOMES.contains(&roll["result"].as_str().unwrap()),
        "{roll}"
    );
    let again = combat(
        "--a 'WS3 S3 T3 A1' --a-models 3 --b 'WS3 S3 T3 A1' --b-models 3 --charger b --roll --seed 7",
    );
    assert_eq!(roll, &again["roll"], "the same seed plays the same round");
}

#[test]
fn bad_inputs_are_one_line_and_exit_2() {
    let base = "--a WS3 --a-models 5 --b WS3 --b-models 5 --charger a";
    for (rules, extra) in [
        ("mordheim", ""),
        ("mordheim-club", ""),
        ("skirmish", ""),
        ("wfb", "--a-frontage 0"),
        ("wfb", "--a-models 0"),
        ("wfb", "--b-models 1001"),
        ("wfb", "--a-helmet"),
        ("wfb", "--a-weapon halberd --a-shield"),
        ("wfb", "--a-weapon sword-of-doom"),
        ("wfb", "--a-flank --b-rear"),
        ("wfb", "--a-flank --a-rear"),
        ("wfb", "--a-barding"),
    ] {
        let mut cmd = warband();
        cmd.args(["combat", "--rules", rules]);
        cmd.args(base.split(' '));
        cmd.args(extra.split(' ').filter(|s| !s.is_empty()));
        let err = assert_bad_input(&mut cmd);
        if rules != "wfb" {
            assert!(err.contains("try --rules wfb"), "{err}");
        }
    }
    // --a-models without --a.
    let mut cmd = warband();
    cmd.args([
        "combat",
        "--rules",
        "wfb",
        "--a-models",
        "5",
        "--b",
        "WS3",
        "--b-models",
        "5",
        "--charger",
        "a",
    ]);
    assert_bad_input(&mut cmd);
    // Neither unit's size: both are named in the one line.
    let mut cmd = warband();
    cmd.args(["combat", "--rules", "wfb", "--a", "WS3", "--b", "WS3"]);
    let err = assert_bad_input(&mut cmd);
    assert!(
        err.contains("--a-models") && err.contains("--b-models"),
        "{err}"
    );
    // "20x PROFILE" and --a-models that disagree.
    let mut cmd = warband();
    cmd.args([
        "combat",
        "--rules",
        "wfb",
        "--a",
        "20x WS3",
        "--a-models",
        "10",
        "--b",
        "5x WS3",
    ]);
    let err = assert_bad_input(&mut cmd);
    assert!(err.contains("20") && err.contains("10"), "{err}");
}

#[test]
fn the_charger_defaults_to_a_and_a_group_gives_the_models() {
    // As in duel: no --charger is A charging; "20x PROFILE" is --a-models 20.
    let given = combat("--a WS3 --a-models 20 --b WS4 --b-models 10 --charger a");
    let defaulted = combat("--a '20x WS3' --b '10x WS4'");
    assert_eq!(given["result"], defaulted["result"]);
    assert_eq!(defaulted["inputs"]["a"]["models"], 20, "{defaulted}");
    assert_eq!(
        defaulted["inputs"]["charger"], given["inputs"]["charger"],
        "{defaulted}"
    );
}
