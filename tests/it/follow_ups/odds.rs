//! The club's critical follow-ups in `odds` (Disarm, Ricochet, Kebab!; ): values
//! worked out by hand from the club's tables, the exact chain against the brute-force oracle of
//! every die (the follow-ups' own dice included), the seeded rolls against the exact odds
//! (chi-square), and the flags refused where no critical needs them.

use crate::common;

use common::chi2::assert_agrees;
use common::enumerate::enumerate_at_most;
use common::{stdout_of, warband};
use serde_json::Value;
use warband::mechanics::Roller;
use warband::mechanics::attack::{self, Chain, FollowResult, TargetState};
use warband::mechanics::loadout::{self, Around, Attacker, Defender, ParryWith};
use warband::mechanics::save::Armour;
use warband::prob::{Dist, Ratio};
use warband::rules::{RulesetId, builtin};

fn club_weapon(id: &str) -> Option<warband::rules::weapons::Weapon> {
    builtin(RulesetId::MordheimClub).weapon(id).cloned()
}

/// `odds --rules mordheim-club <args> --json`, the arguments split at white space.
fn club_odds(args: &str) -> Value {
    let mut cmd = warband();
    cmd.args(["--rules", "mordheim-club", "odds", "--json"])
        .args(args.split_whitespace());
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

fn exact(v: &Value) -> Ratio {
    v["exact"]
        .as_str()
        .expect("an exact fraction")
        .parse()
        .unwrap()
}

fn r(n: u64, d: u64) -> Ratio {
    Ratio::new(n, d)
}

// ---- values by hand ----------------------------------------------------------------------------

#[test]
fn disarm_of_one_blow_by_hand() {
    // WS4 against WS3 hits on 3+ (2/3); S4 against T3 wounds on 3+, so a natural 6 (1/6) is a
    // critical; the cutting table's 2 is Disarm (1/6); armour 5+ is not modified at S4 in the
    // club, unsaved 2/3: P = 2/3 · 1/6 · 1/6 · 2/3 = 1/81. His Strength test, S3 (a
    // human's, said in the answer): D6 <= 3 passes 1/2, so the weapon is lost with 1/162. The
    // wound takes his one wound: the injury roll is out of action on 5-6 (1/3), so he fights on
    // without it with 1/162 · 2/3 = 1/243.
    let base = "--ws 4 --vs 3 --s 4 --t 3 --armour 5 --weapon sword";
    let v = club_odds(base);
    let d = &v["disarm"];
    assert_eq!(exact(&d["critical"]), r(1, 81));
    assert_eq!(exact(&d["weapon_lost"]), r(1, 162));
    assert_eq!(exact(&d["weapon_lost_in_action"]), r(1, 243));
    assert!(v["assumed"].as_str().unwrap().contains("target S3"));
    for id in ["R-83", "R-86"] {
        assert!(v["rulings"].as_array().unwrap().iter().any(|x| x == id));
    }
    // S4 with a two-handed weapon of his own: S5, D6 <= 5 but a 6 fails: fails 1/6.
    let v = club_odds(&format!(
        "{base} --target-s 4 --target-weapon double-handed"
    ));
    assert_eq!(exact(&v["disarm"]["weapon_lost"]), r(1, 486));
    assert!(!v["assumed"].as_str().unwrap_or("").contains("target S"));
    // The blow from a double-handed weapon (cutting, S4+2 = 6): no save at S6 (R-21: -2 on
    // 5+), so P(Disarm, unsaved) = 2/3 · 1/6 · 1/6 = 1/54; his S3 - 1 = 2 fails 4/6.
    let v = club_odds("--ws 4 --vs 3 --s 4 --t 3 --armour 5 --weapon double-handed");
    assert_eq!(exact(&v["disarm"]["critical"]), r(1, 54));
    assert_eq!(exact(&v["disarm"]["weapon_lost"]), r(1, 81));
}

#[test]
fn disarm_is_the_phase_s_first_critical_only() {
    // Two blows as above. The first is Disarm unsaved with 1/81 (as above). The second is the
    // phase's critical whenever the first was none (1 - 2/3 · 1/6 = 8/9), even when the
    // first's wound took him out on its injury roll: the phase's injury rolls are all rolled
    // and the highest counts, so the later blow lands all the same (R-86, issue 26).
    // In all 1/81 + 8/9 · 1/81 = 17/729; the weapon lost with half of it.
    let v = club_odds("--ws 4 --vs 3 --s 4 --t 3 --armour 5 --weapon sword -a 2");
    assert_eq!(exact(&v["disarm"]["critical"]), r(17, 729));
    assert_eq!(exact(&v["disarm"]["weapon_lost"]), r(17, 1458));
}

#[test]
fn ricochet_by_hand() {
    // A bow at BS3 hits on 4+ (1/2); S3 against T3 wounds on 4+, a natural 6 (1/6) is the
    // shot's critical; the missile table's 1 is Ricochet (1/6): 1/72 a shot, whether or not
    // the target saves. The second model, like the target: wounded on 4+ (1/2), saves
    // on 5+ (2/3 not): 1/3 of ricochets wound him, 1/216 a shot. Three shots are independent
    // (one critical a shot, R-10): at least one ricochet 1 - (71/72)^3.
    let v = club_odds("--bs 3 --t 3 --armour 5 --weapon bow");
    assert_eq!(exact(&v["ricochet"]["at_least_one"]), r(1, 72));
    assert_eq!(exact(&v["ricochet"]["second_model_wounded"]), r(1, 216));
    let v = club_odds("--bs 3 --t 3 --armour 5 --weapon bow -a 3");
    let none = r(71, 72).pow(3);
    assert_eq!(exact(&v["ricochet"]["at_least_one"]), none.complement());
    assert_eq!(
        exact(&v["ricochet"]["second_model_wounded"]),
        r(215, 216).pow(3).complement()
    );
    // The target's own 2+ save does not stop the ricochet; a second model of T5 with no armour
    // is wounded only on a 6 (1/6), with no save: 1/72 · 1/6.
    let v = club_odds("--bs 3 --t 3 --armour 2 --weapon bow --ricochet-t 5 --ricochet-armour none");
    assert_eq!(exact(&v["ricochet"]["at_least_one"]), r(1, 72));
    assert_eq!(exact(&v["ricochet"]["second_model_wounded"]), r(1, 432));
    // Other critical rows in shooting have no follow-up, and nothing is written for them.
    assert!(v.get("disarm").is_none() && v.get("kebab").is_none());
}

#[test]
fn kebab_by_hand() {
    // A spear (long weapons), WS4 against WS3 (2/3), S4 against T3: a natural 6 (1/6) is the
    // critical, the long table's 6 is Kebab! (1/6), its -5 leaves a 5+ save none: 1/54. The
    // +2 injury roll is out of action on 3+, so he is in action after it with 1/3: 1/162.
    // The obstacle's S3 hit, if he strikes one: wounds T3 on 4+ (1/2), saved on 5+ (2/3 not).
    let base = "--ws 4 --vs 3 --s 4 --t 3 --armour 5 --weapon spear";
    let v = club_odds(base);
    let k = &v["kebab"];
    assert_eq!(exact(&k["critical"]), r(1, 54));
    assert_eq!(exact(&k["in_action"]), r(1, 162));
    assert_eq!(exact(&k["obstacle_wound_if_struck"]), r(1, 3));
    assert!(k.get("strikes_obstacle").is_none());
    // The knock-back: D6", every distance 1/6, and the table sums to 1.
    let table = v["knock_back"].as_array().unwrap();
    assert_eq!(table.len(), 6);
    let mut total = Ratio::zero();
    for (i, row) in table.iter().enumerate() {
        assert_eq!(row["outcome"], i as u64 + 1);
        assert_eq!(exact(&row["probability"]), r(1, 6));
        total = &total + &exact(&row["probability"]);
    }
    assert_eq!(total, Ratio::one());
    // An obstacle 2.5" behind: a knock-back of 3" or more reaches it (4/6): 1/54 · 2/3 = 1/81,
    // and its hit wounds him unsaved with 1/81 · 1/3.
    for inches in ["2.5", "3", "3\""] {
        let v = club_odds(&format!("{base} --obstacle {inches}"));
        assert_eq!(exact(&v["kebab"]["strikes_obstacle"]), r(1, 81), "{inches}");
        assert_eq!(exact(&v["kebab"]["obstacle_wound"]), r(1, 243), "{inches}");
        assert!(v["rulings"].as_array().unwrap().iter().any(|x| x == "R-85"));
        // The input as it counts: a part of an inch is a whole one.
        assert_eq!(v["inputs"]["obstacle"], 3, "{inches}");
    }
    // Out of reach of a D6 and right behind him.
    let strikes = |inches: &str| {
        exact(&club_odds(&format!("{base} --obstacle {inches}"))["kebab"]["strikes_obstacle"])
    };
    assert_eq!(strikes("7"), Ratio::zero());
    assert_eq!(strikes("0"), r(1, 54));
}

#[test]
fn the_obstacle_s_hit_is_in_the_state_odds() {
    // W1, no armour, --obstacle 0 (he always strikes it): the Kebab! (1/54, no save) rolls
    // injury +2: out of action on 3-6 (4/6), stunned on 1-2 (3 and 4). The obstacle's S3 hit
    // wounds on 4+ (1/2, no save) and rolls a second injury with no bonus, the highest counting
    // after a stunned 3 or 4, out of action on 5-6 (1/3). So out of action through the
    // Kebab! is 1/54 · (4/6 + 2/6 · 1/2 · 1/3) = 1/54 · 13/18, against 1/54 · 4/6 without it;
    // nothing else differs.
    let base = "--ws 4 --vs 3 --s 4 --t 3 --weapon spear";
    let without = club_odds(base);
    let with = club_odds(&format!("{base} --obstacle 0"));
    let out = |v: &Value| {
        let row = v["distribution"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["outcome"] == "out_of_action")
            .unwrap()
            .clone();
        exact(&row["probability"])
    };
    let gained = &out(&with) - &out(&without);
    assert_eq!(gained, &r(1, 54) * &(&r(13, 18) - &r(4, 6)));
}

// ---- the exact chain against every die -------------------------------------------------------

/// The most dice sequences one enumeration may visit: every case here is below it.
const MAX_LEAVES: usize = 3_000_000;

/// The club's chain for `a` against `d`.
fn club_chain(a: &Attacker, d: &Defender) -> Chain {
    loadout::build(&builtin(RulesetId::MordheimClub), a, d)
        .expect("a valid loadout")
        .chain
}

/// The exact (status, follow-up tag) and unsaved wounds against the enumeration of every die.
fn check_melee(chain: &Chain) {
    let odds = attack::exact(chain);
    assert_eq!(odds.fates.total(), Ratio::one());
    let (joint, _) = enumerate_at_most(chain, MAX_LEAVES, |p| (p.status, p.follow_up, p.wounds))
        .expect("a small fight");
    let by_tag = joint.map(|(s, t, _)| (*s, *t));
    let wounds = joint.map(|(_, _, w)| *w);
    assert_eq!(odds.fates.map(|f| (f.status, f.follow_up)), by_tag);
    assert_eq!(odds.wounds, wounds);
    assert!(
        odds.fates.outcomes().any(|f| f.follow_up.is_some()),
        "a follow-up can happen"
    );
}

#[test]
fn close_combat_follow_ups_equal_every_die() {
    // A cutting weapon's one blow (its Flurry of blades rolls a whole extra attack, which makes
    // two blows' dice many to visit), a long weapon's one and two; one and two wounds; with and
    // without an obstacle behind him and a parry (which couples the hits: the chain over hits).
    // Two spear blows with an obstacle and a parry are millions of dice sequences: left out.
    for (weapon, blows) in [("sword", 1), ("halberd", 1), ("spear", 2)] {
        for w in [1, 2] {
            for obstacle in [None, Some(3)] {
                for parry in [false, true] {
                    let knock_back = weapon != "sword";
                    let big = blows > 1 && obstacle.is_some() && (parry || w == 1);
                    if (!knock_back && obstacle.is_some()) || big {
                        continue;
                    }
                    let mut a = Attacker::melee(4, 4, blows);
                    a.weapon = club_weapon(weapon);
                    let mut d = Defender::standing(3, 3, w, Armour::Score(5));
                    d.around = Around {
                        obstacle,
                        ..Around::default()
                    };
                    if parry {
                        d.parry = Some(ParryWith::Sword);
                        d.strength = Some(3);
                    }
                    check_melee(&club_chain(&a, &d));
                }
            }
        }
    }
    // A sword and an off-hand sword: both cutting, one Disarm between them (one tag).
    let mut a = Attacker::melee(4, 3, 1);
    a.weapon = club_weapon("sword");
    a.offhand = club_weapon("sword");
    let d = Defender::standing(4, 3, 2, Armour::None);
    let chain = club_chain(&a, &d);
    assert_eq!(attack::follow_ups(&chain).len(), 1);
    check_melee(&chain);
    // A knocked-down target: hit automatically, and the club's wounds left.
    let mut a = Attacker::melee(3, 4, 2);
    a.weapon = club_weapon("spear");
    let mut d = Defender::standing(3, 3, 2, Armour::None);
    d.state = TargetState::KnockedDown;
    d.around.obstacle = Some(1);
    check_melee(&club_chain(&a, &d));
}

#[test]
fn shooting_counts_every_shot_s_follow_up() {
    // Two bow shots: the count of ricochets over every dice sequence equals the sum of the
    // shots' independent counts (`follow_per_attack`).
    let mut a = Attacker::melee(0, 3, 2);
    a.ws = None;
    a.bs = Some(4);
    a.weapon = club_weapon("bow");
    // The target without armour (fewer dice to visit), the second model in armour 5+.
    let mut d = Defender::standing(3, 3, 1, Armour::None);
    d.around.second_armour = Some(Armour::Score(5));
    let chain = club_chain(&a, &d);
    let tag = attack::follow_ups(&chain)[0].tag;
    let (count, _) = enumerate_at_most(&chain, MAX_LEAVES, |p| {
        p.follow_ups.iter().filter(|f| f.tag == tag).count() as i64
    })
    .unwrap();
    let per_shot = attack::follow_per_attack(&chain, 0).map(|t| i64::from(*t == Some(tag)));
    assert_eq!(per_shot.sum_of(2), count);
    // The second model's wounds: each ricochet's own dice, 1/3 as worked out above.
    let (wounded, _) = enumerate_at_most(&chain, MAX_LEAVES, |p| {
        p.follow_ups
            .iter()
            .filter(|f| matches!(f.result, FollowResult::SecondModel { wounded: true }))
            .count() as i64
    })
    .unwrap();
    let per_shot_wounded = per_shot.bind(|&n| {
        if n == 0 {
            Dist::certain(0)
        } else {
            Dist::from_probs([(0i64, r(2, 3)), (1, r(1, 3))]).unwrap()
        }
    });
    assert_eq!(per_shot_wounded.sum_of(2), wounded);
}

// ---- seeded rolls against the exact odds ------------------------------------------------------

#[test]
fn rolled_follow_ups_match_the_exact_odds() {
    // A spear's two blows at W2 with an obstacle 3" behind: each fight played with seeded dice,
    // sorted by what its Kebab! did: none, short of the obstacle, into it without a wound, into
    // it with an unsaved wound; and the distances of the knock-backs.
    let mut a = Attacker::melee(4, 4, 2);
    a.weapon = club_weapon("spear");
    let mut d = Defender::standing(3, 3, 2, Armour::Score(5));
    d.around.obstacle = Some(3);
    let chain = club_chain(&a, &d);
    let f = attack::follow_ups(&chain)[0].clone();
    let fired = attack::exact(&chain)
        .fates
        .prob_where(|fate| fate.follow_up == Some(f.tag));
    let struck = attack::reaches(1, 3);
    let wound = f.obstacle_wound().unwrap();
    let expected = [
        fired.complement(),
        &fired * &struck.complement(),
        &(&fired * &struck) * &wound.complement(),
        &(&fired * &struck) * &wound,
    ];
    assert_eq!(expected.iter().sum::<Ratio>(), Ratio::one());
    let mut seen = [0u64; 4];
    let mut inches = [0u64; 6];
    let mut dice = Roller::new(20_250_601).unrecorded();
    for _ in 0..200_000 {
        let played = attack::play_quiet(&chain, &mut dice);
        // The phase's one critical, whether he was in action when it struck.
        match played.follow_ups.first() {
            None => seen[0] += 1,
            Some(x) => match x.result {
                FollowResult::KnockBack {
                    inches: i,
                    struck,
                    wounded,
                } => {
                    inches[usize::from(i) - 1] += 1;
                    seen[1 + usize::from(struck) + usize::from(wounded)] += 1;
                }
                other => panic!("a spear's follow-up is a knock-back, not {other:?}"),
            },
        }
    }
    let p: Vec<f64> = expected.iter().map(Ratio::to_f64).collect();
    assert_agrees("kebab outcomes", &seen, &p);
    assert_agrees("knock-back inches", &inches, &[1.0 / 6.0; 6]);
    // Disarm's test, rolled, fails as often as D6 <= 3 says.
    let mut a = Attacker::melee(4, 4, 2);
    a.weapon = club_weapon("sword");
    let d = Defender::standing(3, 3, 2, Armour::None);
    let chain = club_chain(&a, &d);
    let tests: Vec<bool> = (0..200_000)
        .flat_map(|_| attack::play_quiet(&chain, &mut dice).follow_ups)
        .map(|x| matches!(x.result, FollowResult::Test { failed: true }))
        .collect();
    let failed = tests.iter().filter(|&&f| f).count() as u64;
    assert_agrees(
        "disarm tests",
        &[tests.len() as u64 - failed, failed],
        &[0.5, 0.5],
    );
}

#[test]
fn a_rolled_fight_shows_the_follow_up_dice() {
    // Some seed rolls a Disarm: the log names the Strength test's die, which is among the dice
    // rolled, and its verdict is D6 <= 3 with a 6 failing.
    let found = (1..400u64).find_map(|seed| {
        let v = club_odds(&format!(
            "--ws 4 --vs 3 --s 4 --t 3 --w 2 --armour 5 --weapon sword -a 3 --roll --seed {seed}"
        ));
        let lines: Vec<String> = v["roll"]["attempts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["result"].as_str().unwrap().to_string())
            .collect();
        let line = lines.into_iter().find(|l| l.contains("Strength test"))?;
        Some((v["roll"]["dice"].clone(), line))
    });
    let (dice, line) = found.expect("a Disarm within 400 seeds");
    let die: u64 = line
        .split("Strength test ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|t| t.parse().ok())
        .expect("the test's die");
    assert!(dice.as_array().unwrap().iter().any(|d| d == die));
    assert_eq!(line.contains("failed"), die > 3, "{line}");
    // A Kebab! into an obstacle shows its distance and the hit's wound roll.
    let found = (1..400u64).find_map(|seed| {
        let v = club_odds(&format!(
            "--ws 4 --vs 3 --s 4 --t 3 --w 3 --weapon spear -a 3 --obstacle 1 --roll --seed {seed}"
        ));
        let log = v["roll"]["attempts"].to_string();
        log.contains("into the obstacle").then_some(log)
    });
    let log = found.expect("a Kebab! within 400 seeds");
    assert!(log.contains("hurled") && log.contains("the obstacle's hit: wound roll"));
}

#[test]
fn a_stunned_target_has_no_follow_up() {
    // A stunned target is out of action when attacked (no dice, no critical): the follow-up is
    // reported, with nothing.
    let v = club_odds("--ws 4 --vs 3 --s 4 --t 3 --weapon sword --target stunned");
    assert_eq!(exact(&v["disarm"]["critical"]), Ratio::zero());
}
