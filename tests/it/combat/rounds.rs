//! `combat --rules wfb --rounds N`, the fear test on being charged, champions and the mounted
//! charge: against the independent oracle of `common::unit_combat` (every die counted, written
//! from seed 002's text), against hand derivations with the seed's line quoted, through the
//! binary's JSON, and seeded rolls against the exact distribution.

use crate::common;

use common::chi2;
use common::fraction::{Q, exact, outcome, q};
use common::unit_combat::{Arm, Side_, agree, prepared, side};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;
use std::collections::BTreeMap;
use warband::mechanics::Roller;
use warband::mechanics::combat::{self, Outcome};

// ---- the engine against the oracle ------------------------------------------------------------

#[test]
fn several_rounds_agree_with_the_oracle() {
    // Equal Initiative: later rounds are rolled off; draws and held tests fight on.
    let a = Side_ {
        musicians: 1,
        ..side(3, 3, 3, 1, 3, 3)
    };
    let b = side(3, 3, 3, 1, 4, 2);
    agree("3 v 4, three rounds", &a, &b, 0, 3);
    agree("3 v 4, B charges, three rounds", &a, &b, 1, 3);
    // Higher Initiative strikes first after the first round («v dalsich zalezi na I»).
    let quick = Side_ {
        i: 5,
        ..side(3, 3, 3, 1, 2, 2)
    };
    let slow = Side_ {
        i: 1,
        standard: true,
        ..side(3, 3, 3, 2, 3, 3)
    };
    agree("I5 against I1, the slow charge", &quick, &slow, 1, 4);
}

#[test]
fn weapons_of_the_first_round_and_of_later_ones_agree_with_the_oracle() {
    // A great weapon strikes last after the charge's round, unless both have one.
    let great = Side_ {
        arm: Arm::Great,
        i: 4,
        ..side(3, 3, 3, 1, 2, 2)
    };
    let hand = Side_ {
        i: 2,
        ..side(3, 3, 4, 1, 3, 3)
    };
    agree("great weapons charge", &great, &hand, 0, 3);
    agree(
        "both great weapons",
        &great,
        &Side_ {
            arm: Arm::Great,
            ..hand.clone()
        },
        1,
        3,
    );
    // A flail's +2 in the first round only; a lance's +2 on the charge only.
    let flails = Side_ {
        arm: Arm::Flail,
        ..side(3, 3, 4, 1, 2, 2)
    };
    agree("flails charged", &flails, &hand, 1, 3);
    let lancers = Side_ {
        arm: Arm::Lance,
        armour: Some(5),
        shield: true,
        mount: Some((3, 3, 1, 8)),
        ..side(4, 3, 3, 1, 2, 2)
    };
    agree("lancers charge", &lancers, &hand, 0, 3);
    // Cavalry spears: +1 S on the charge. Infantry spears that charged join with their second
    // rank from the second round («az v dalsim kole se prida rada druha»).
    let riders = Side_ {
        arm: Arm::Spear,
        mount: Some((3, 3, 1, 8)),
        ..side(3, 3, 3, 1, 2, 2)
    };
    agree("spear cavalry charge", &riders, &hand, 0, 2);
    let spears = Side_ {
        arm: Arm::Spear,
        ..side(3, 3, 3, 1, 4, 2)
    };
    agree("spearmen charge", &spears, &hand, 0, 3);
}

#[test]
fn carried_wounds_frenzy_and_hatred_agree_with_the_oracle() {
    // Two 3-wound ogres: wounds carry from round to round.
    let ogres = Side_ {
        w: 3,
        ..side(3, 4, 4, 2, 2, 2)
    };
    let men = Side_ {
        hatred: true,
        ..side(3, 3, 3, 1, 5, 5)
    };
    agree("ogres against hating men", &ogres, &men, 1, 3);
    // Frenzy doubles the attacks until the unit is beaten.
    let berserkers = Side_ {
        frenzy: true,
        ..side(3, 3, 3, 1, 3, 3)
    };
    let guards = Side_ {
        standard: true,
        ..side(3, 3, 3, 1, 3, 3)
    };
    agree("berserkers charge", &berserkers, &guards, 0, 3);
}

#[test]
fn the_fear_test_and_champions_agree_with_the_oracle() {
    // Outnumbered by the fear-causers: a failed test flees before the first blow.
    let ghouls = Side_ {
        fear: true,
        ..side(3, 3, 3, 1, 4, 2)
    };
    let few = side(3, 3, 3, 1, 3, 3);
    agree("fear-causers outnumber", &ghouls, &few, 0, 2);
    // Not outnumbered: 6s to hit in the first round.
    let many = side(3, 3, 3, 1, 5, 5);
    agree("fear-causers do not outnumber", &ghouls, &many, 0, 2);
    // Charged by the fear-causers' enemy: no test.
    agree("the fear-causers are charged", &ghouls, &many, 1, 2);
    // A champion: his own attacks and Leadership.
    let led = Side_ {
        champion: Some((4, 4, 2, 9)),
        ..side(3, 3, 3, 1, 3, 3)
    };
    agree("a champion's unit charges", &led, &many, 0, 2);
    agree("a champion's unit is charged by fear", &led, &ghouls, 1, 2);
    // Down to its champion, a unit is hit on his WS (issue 26): a WS6 champion in three men,
    // three rounds against five WS4 A2 men.
    let few_led = Side_ {
        champion: Some((6, 3, 2, 9)),
        ..side(3, 3, 3, 1, 3, 5)
    };
    let veterans = side(4, 4, 3, 2, 5, 5);
    agree("down to its champion", &veterans, &few_led, 0, 3);
}

// ---- derived by hand ---------------------------------------------------------------------------

fn combat(args: &str) -> Value {
    let mut cmd = warband();
    cmd.args(["combat", "--rules", "wfb", "--json"]);
    cmd.args(shlex::split(args).unwrap());
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

/// P(pursuit ≥ flight), both 2D6: (1 + P(equal)) / 2, P(equal) = 146/1296.
fn caught() -> Q {
    q(721, 1296)
}

fn rows(v: &Value, key: &str) -> Vec<(Value, Q)> {
    v[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["outcome"].clone(), exact(&e["probability"])))
        .collect()
}

#[test]
fn a_combat_goes_on_while_the_loser_holds() {
    // Neither side can strike (A0); A's standard wins every round by 1 («Pokud ma jednotka v
    // prvni rade standartu, muze si pripocist +1»). B (Ld 7) tests on 2D6 ≤ 6 = 5/12 each round
    // and fights on while it holds; broken, it flees 2D6 from A's 2D6 pursuit.
    let v = combat(
        "--a 'WS3 A0' --a-models 5 --a-standard --b 'WS3 A0 Ld7' --b-models 5 --charger a --rounds 3",
    );
    let hold = q(5, 12);
    let holds_3 = hold.mul(hold).mul(hold);
    assert_eq!(outcome(&v, "a_wins_b_holds"), holds_3);
    let broken = holds_3.complement();
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), broken.mul(caught()));
    assert_eq!(
        outcome(&v, "a_wins_b_flees"),
        broken.mul(caught().complement())
    );
    // It ends in round k with (5/12)^(k-1) · 7/12; fights on after 3 with (5/12)³.
    let ends = rows(&v, "rounds");
    let breaks = q(7, 12);
    assert_eq!(
        ends,
        vec![
            (Value::from(1), breaks),
            (Value::from(2), hold.mul(breaks)),
            (Value::from(3), hold.mul(hold).mul(breaks)),
            (Value::from("fighting_on"), holds_3),
        ]
    );
    assert_eq!(v["inputs"]["rounds"], 3);
    // Whoever breaks breaks for good: loser_breaks and cut_down are those of the three rounds.
    assert_eq!(exact(&v["loser_breaks"]), broken);
    assert_eq!(exact(&v["cut_down"]), broken.mul(caught()));
    // The labelled chances are JSON objects, as every probability.
    assert_eq!(v["result"][0]["label"], "A wins");
    assert_eq!(
        exact(&v["result"][0]["probability"]),
        holds_3.complement().add(holds_3)
    );
}

#[test]
fn a_draw_fights_on() {
    // «Pokud jsou obe cisla stejne, je to tentokrat remiza a boj pokracuje dale»: nobody can
    // strike and nothing is scored, so both still fight after 5 rounds.
    let v = combat("--a 'WS3 A0' --a-models 5 --b 'WS3 A0' --b-models 5 --charger b --rounds 5");
    assert_eq!(outcome(&v, "draw"), Q::one());
    assert_eq!(
        rows(&v, "rounds").last().unwrap(),
        &(Value::from("fighting_on"), Q::one())
    );
}

#[test]
fn outnumbered_by_fear_causers_a_failed_test_flees_before_the_first_blow() {
    // «Kdyz je jednotka chargeovana jednotkou, ktera siri strach, musi si hodit fear test…
    // Pokud neuspeje zacne utikat pokud je jednotka sirici strach pocetne silnejsi.» Six
    // fear-causers charge five men of Ld 7: the test fails with 1 − 21/36 = 5/12, and the men
    // flee 2D6 from a 2D6 pursuit. Passed, neither side can strike: a draw.
    let v = combat("--a 'WS3 A0' --a-models 6 --a-fear --b 'WS3 A0 Ld7' --b-models 5 --charger a");
    let fails = q(5, 12);
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), fails.mul(caught()));
    assert_eq!(
        outcome(&v, "a_wins_b_flees"),
        fails.mul(caught().complement())
    );
    assert_eq!(outcome(&v, "draw"), q(7, 12));
    let ends = rows(&v, "rounds");
    assert_eq!(ends[0], (Value::from(0), fails), "round 0: before any blow");
    let fear = &v["fear_test"];
    assert_eq!(exact(&fear["passes"]), q(7, 12), "{fear}");
    assert_eq!(fear["taken_by"], "B");
    // No round fought, no combat result: its own row, not a difference of 0.
    let difference = rows(&v, "result_difference");
    assert_eq!(
        difference,
        vec![
            (Value::from(0), q(7, 12)),
            (Value::from("no_round_fought"), fails)
        ]
    );
    // A frenzied unit is immune to psychology, a fear-causer to fear: no test.
    for immune in ["--b-frenzy", "--b-fear"] {
        let v = combat(&format!(
            "--a 'WS3 A0' --a-models 6 --a-fear --b 'WS3 A0 Ld7' --b-models 5 {immune} --charger a"
        ));
        assert!(v.get("fear_test").is_none(), "{immune}: {v}");
        assert_eq!(outcome(&v, "draw"), Q::one(), "{immune}");
    }
}

#[test]
fn not_outnumbered_a_failed_fear_test_needs_sixes_to_hit() {
    // «…a pokud neni, potrebuji vsichni muzi branici se jednotky v prvnim kole boje 6 to hit.»
    // One fear-causer that cannot strike (A0) charges one man: WS10 against WS1 hits on 3+
    // (4/6), S10 against T1 wounds on 2+ (5/6), no armour. He passes on 2D6 ≤ 7 (7/12) and
    // kills with 20/36; fails (5/12) and hits on 6s only: 5/36.
    let v = combat(
        "--a 'WS1 T1 A0' --a-models 1 --a-fear --b 'WS10 S10 A1 Ld7' --b-models 1 --charger a",
    );
    let kills = q(7, 12).mul(q(20, 36)).add(q(5, 12).mul(q(5, 36)));
    assert_eq!(outcome(&v, "b_wins_a_destroyed"), kills);
    assert_eq!(kills, q(55, 144));
}

#[test]
fn a_champion_fights_with_his_own_profile_and_leadership() {
    // «Vzdy se pocita nejvyssi Ld v jednotce»: a Ld 9 champion in Ld 7 ranks; beaten by 1 by a
    // standard (A0 everywhere), B tests on 2D6 ≤ 8 = 26/36.
    let v = combat(
        "--a 'WS3 A0' --a-models 5 --a-standard --b 'WS3 A0 Ld7' --b-models 5 --b-champion 'WS3 A0 Ld9' --charger a",
    );
    assert_eq!(outcome(&v, "a_wins_b_holds"), q(26, 36));
    // His attacks: one champion with A2 among men with A0. Two attacks WS3 against WS3 (4+),
    // S3 against T3 (4+), no save: each kills with 1/4; the one defender has one wound.
    let v = combat(
        "--a 'WS3 A0' --a-models 5 --a-champion 'WS3 A2' --b 'WS3 A0' --b-models 1 --charger a",
    );
    let miss = q(3, 4);
    assert_eq!(
        outcome(&v, "a_wins_b_destroyed"),
        miss.mul(miss).complement()
    );
}

#[test]
fn a_champion_takes_what_his_profile_leaves_out_from_his_unit() {
    // He is one of the unit's models: the Ld 5 ranks' champion given "WS3 A2" has Ld 5,
    // not a human's 7; beaten by 1, the unit tests on 2D6 ≤ 4 = 6/36.
    let v = combat(
        "--a 'WS3 A0' --a-models 5 --a-standard --b 'WS2 T3 A0 Ld5' --b-models 5 --b-champion 'WS3 A0' --charger a",
    );
    assert_eq!(outcome(&v, "a_wins_b_holds"), q(6, 36));
    // A T4 unit's champion need not repeat T4; a different T is refused.
    combat("--a 'T4 A0' --a-models 5 --a-champion 'WS4 A2' --b 'WS3 A0' --b-models 5 --charger a");
    let mut cmd = warband();
    cmd.args(shlex::split("combat --rules wfb --a 'T4' --a-models 5 --a-champion 'T3' --b WS3 --b-models 5 --charger a").unwrap());
    let err = assert_bad_input(&mut cmd);
    assert!(err.contains("T3 W1 is not the unit's T4 W1"), "{err}");
}

#[test]
fn a_beaten_frenzied_unit_is_broken_by_outnumbering_fear_causers() {
    // «Jestlize jsou frenzy jednotky porazeny v hand-to-hand boji, jejich silenstvi konci a ony
    // prchaji jako kazda jina jednotka»: six fear-causers with a standard beat five
    // frenzied men (no fear test: frenzied units are immune to psychology), who break without
    // a test and are caught 721/1296.
    let v = combat(
        "--a 'WS3 A0' --a-models 6 --a-standard --a-fear --b 'WS3 A0' --b-models 5 --b-frenzy --charger a",
    );
    assert!(v.get("fear_test").is_none());
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), caught());
    assert_eq!(outcome(&v, "a_wins_b_flees"), caught().complement());
}

#[test]
fn a_mounted_charge_with_spears_adds_one_strength_in_its_round() {
    // «Cavalry se speary ma bonus +1 ke sve sile kdyz chargeuje. Tento bonus se pouziva jen to
    // kolo, kdy k chargeingu dojde.»
    let v = combat(
        "--a 'WS3 S3 A1' --a-models 5 --a-mount 'M8 WS3 S3 A1' --a-weapon spear --b 'WS3 T3 A0' --b-models 5 --charger a --rounds 2",
    );
    let attacks: Vec<&str> = v["attacks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(
        attacks
            .iter()
            .any(|l| l.starts_with("A, round 1: 1 × spear: S4")),
        "{attacks:?}"
    );
    assert!(
        attacks
            .iter()
            .any(|l| l.starts_with("A, later: 1 × spear: S3")),
        "{attacks:?}"
    );
    // On foot, the spear has no bonus; and a lance needs a mount («Lance smi pouzivat pouze
    // cavalry»).
    let v = combat(
        "--a 'WS3 S3 A1' --a-models 5 --a-weapon spear --b 'WS3 T3 A0' --b-models 5 --charger a",
    );
    assert!(
        v["attacks"][0].as_str().unwrap().contains("spear: S3"),
        "{}",
        v["attacks"]
    );
    let mut cmd = warband();
    cmd.args(shlex::split("combat --rules wfb --a WS3 --a-models 5 --a-weapon lance --b WS3 --b-models 5 --charger a").unwrap());
    let err = assert_bad_input(&mut cmd);
    assert!(err.contains("cavalry only"), "{err}");
}

#[test]
fn later_rounds_say_who_strikes_first() {
    let v =
        combat("--a 'WS3 I2 A1' --a-models 5 --b 'WS3 I4 A1' --b-models 5 --charger a --rounds 2");
    let order: Vec<&str> = v["strike_order"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert_eq!(
        order,
        [
            "round 1: A strikes first (the charger, R-47), then B",
            "later rounds: B first (R-47)"
        ]
    );
}

#[test]
fn bad_rounds_champions_and_budgets_are_one_line() {
    for extra in [
        "--rounds 0",
        "--rounds 101",
        "--rounds x",
        "--a-champion 'WS4 T4'",
        "--a-champion 'WS4 W2'",
        "--a-champion",
    ] {
        let mut cmd = warband();
        cmd.args(["combat", "--rules", "wfb"]);
        cmd.args(
            shlex::split(&format!(
                "--a WS3 --a-models 5 --b WS3 --b-models 5 --charger a {extra}"
            ))
            .unwrap(),
        );
        assert_bad_input(&mut cmd);
    }
    // Far more than the exact work may do: refused in one line, quickly.
    let mut cmd = warband();
    cmd.args(shlex::split("combat --rules wfb --a 'WS3 W10 A10' --a-models 1000 --a-frontage 100 --a-hatred --a-armour light --b 'WS3 W10 A10' --b-models 1000 --b-frontage 100 --b-hatred --b-armour light --charger a").unwrap());
    let err = assert_bad_input(&mut cmd);
    assert!(err.contains("too much to work out exactly"), "{err}");
    // Many rounds of a combat whose first round fits: refused from the round that passes the
    // budget, with the rounds named. 150 against 150, sixty wide, passes it in round 2, before
    // any work of that round (60 against 60, twenty wide, worked seven rounds first: 3 s).
    let mut cmd = warband();
    cmd.args(shlex::split("combat --rules wfb --a 'WS3 A2' --a-models 150 --a-frontage 60 --b 'WS3 A2' --b-models 150 --b-frontage 60 --charger a --rounds 100").unwrap());
    let err = assert_bad_input(&mut cmd);
    assert!(err.contains("(round 2 passes"), "{err}");
    assert!(err.contains("fewer --rounds"), "{err}");
}

// ---- seeded rolls against the exact distribution ---------------------------------------------

#[test]
fn seeded_combats_of_several_rounds_match_the_exact_endings() {
    // B charges: frenzied, causing fear, with a champion; A tests fear, not outnumbered.
    let a = Side_ {
        musicians: 1,
        i: 4,
        ..side(3, 3, 3, 1, 4, 2)
    };
    let b = Side_ {
        musicians: 1,
        frenzy: true,
        fear: true,
        w: 2,
        champion: Some((4, 3, 2, 8)),
        ..side(3, 3, 4, 1, 3, 3)
    };
    let p = prepared(&a, &b, 1, 3);
    let exact = p.exact().unwrap();
    let key = |o: Outcome, rounds: u32| (o, rounds);
    let dist: BTreeMap<(Outcome, u32), f64> = {
        let mut m = BTreeMap::new();
        for (e, pr) in exact.endings().iter() {
            *m.entry(key(e.outcome, e.rounds)).or_insert(0.0) += pr.to_f64();
        }
        m
    };
    let mut roller = Roller::new(20_261_202);
    let mut counts: BTreeMap<(Outcome, u32), u64> = dist.keys().map(|k| (*k, 0)).collect();
    let runs = 20_000;
    for _ in 0..runs {
        let played = combat::play(&p, &mut roller, None);
        *counts
            .get_mut(&key(played.outcome, played.rounds))
            .expect("a rolled ending the exact distribution has") += 1;
    }
    let observed: Vec<u64> = counts.values().copied().collect();
    let expected: Vec<f64> = dist.values().copied().collect();
    chi2::assert_agrees("combat endings over three rounds", &observed, &expected);
}

#[test]
fn compare_puts_one_round_beside_several() {
    // `--compare '--rounds 1'` beside three rounds: one column per outcome, and no mean column
    // (a combat's outcomes are names, with no mean).
    let mut cmd = warband();
    cmd.args(shlex::split("combat --rules wfb --a 'WS3 A1' --a-models 10 --b 'WS4 A1' --b-models 8 --charger b --rounds 3 --compare '--rounds 1'").unwrap());
    let out = stdout_of(&mut cmd);
    // The first line is the answer: A's chance to win, each loadout's, highest first, as the
    // oracle gives them.
    let (a, b) = (side(3, 3, 3, 1, 10, 5), side(4, 3, 3, 1, 8, 5));
    let a_wins = |rounds: u32| -> f64 {
        common::unit_combat::oracle(&a, &b, 1, rounds)
            .iter()
            .filter(|(k, _)| k.0.starts_with("a_wins"))
            .map(|(_, p)| p.to_f64())
            .sum()
    };
    let want = format!(
        "A wins: {:.1}% as given  ·  {:.1}% --rounds 1",
        100.0 * a_wins(3),
        100.0 * a_wins(1)
    );
    assert!(out.starts_with(&want), "{want}\n{out}");
    assert!(out.contains("--rounds 1"), "{out}");
    assert!(out.contains("b wins a destroyed"), "{out}");
    assert!(!out.contains("mean"), "{out}");
}
