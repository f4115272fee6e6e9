//! The club's critical follow-ups with several attackers in one phase (`odds --attacker`; R-85,
//! the Kebab! that separates the others from its target, the follow-ups reported over the
//! phase, and a rider thrown from his mount. Values worked out by hand from the club's tables,
//! the exact phase against every die of the phase played (`Gang::play`, which resolves the
//! Strength test and the knock-back with their own dice), and seeded rolls (chi-square).

use crate::common;

use common::chi2::assert_agrees;
use common::enumerate::enumerate_dice;
use common::{stdout_of, warband};
use serde_json::Value;
use warband::mechanics::Roller;
use warband::mechanics::attack::{self, FollowResult};
use warband::mechanics::gang::{Gang, Member};
use warband::mechanics::loadout::{Around, Attacker, Defender};
use warband::mechanics::save::Armour;
use warband::prob::{Dist, Ratio};
use warband::rules::{Ruleset, RulesetId, Status, builtin};

fn r(n: u64, d: u64) -> Ratio {
    Ratio::new(n, d)
}

/// `--rules mordheim-club <args> --json`, each argument given apart (profiles have spaces).
fn club(args: &[&str]) -> Value {
    let mut cmd = warband();
    cmd.args(["--rules", "mordheim-club"])
        .args(args)
        .arg("--json");
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

fn exact(v: &Value) -> Ratio {
    v["exact"]
        .as_str()
        .expect("an exact fraction")
        .parse()
        .unwrap()
}

/// A spearman who charged (he strikes first) and a swordsman, WS4 each, at a WS3 T3 target
/// with no armour: `odds --attacker` twice and `more`.
fn spear_then_sword(more: &[&str]) -> Value {
    let mut args = spear_then_sword_args();
    args.extend(more);
    club(&args)
}

/// `odds` and the two attackers of `spear_then_sword` at their target.
fn spear_then_sword_args() -> Vec<&'static str> {
    vec![
        "odds",
        "--attacker",
        "WS4 S4 I3 A1 --weapon spear --charged",
        "--attacker",
        "WS4 S3 I3 A1 --weapon sword",
        "--vs",
        "3",
        "--t",
        "3",
    ]
}

// ---- values by hand ----------------------------------------------------------------------------

#[test]
fn a_kebab_leaves_the_later_attackers_nobody_to_strike() {
    // At W2, with a wall 3" behind him.
    let v = spear_then_sword(&["--w", "2", "--obstacle", "3"]);
    let kebab = |key: &str| exact(&v["kebab"][key]);
    // The spear hits on 3+ (2/3), wounds with a natural 6 (1/6: the critical) and rolls the long
    // weapons' row 6 (1/6); no armour, so the wound is unsaved: 2/3 · 1/6 · 1/6 = 1/54.
    assert_eq!(kebab("critical"), r(1, 54));
    // «útočník ho následuje … Všechny ostatní modely zapojeny do tohoto boje jsou odděleny»: the
    // swordsman strikes nobody. The Kebab!'s one wound leaves W1; he dies only when the wall's
    // S3 hit (D6 >= 3: 2/3; wounds T3 on 4+: 1/2; no save) takes that wound and the injury roll
    // is 5-6 (1/3, without the +2): in action 1/54 · (1 - 2/3 · 1/2 · 1/3) = 1/54 · 8/9. Had
    // the swordsman struck the W1 target, it would be less.
    assert_eq!(kebab("in_action"), r(4, 243));
    // The wall: 1/54 · 2/3 and 1/54 · 2/3 · 1/2.
    assert_eq!(kebab("strikes_obstacle"), r(1, 81));
    assert_eq!(kebab("obstacle_wound"), r(1, 162));
    // The spear alone takes him out only through the wall: 1/54 · 2/3 · 1/2 · 1/3.
    let took_out = exact(&v["attackers"][0]["took_out"]);
    assert_eq!(took_out, r(1, 486));
}

#[test]
fn the_swordsman_s_disarm_after_a_spear_by_hand() {
    // The same two at W3. The spear knocks the target down with row 1 (2/3 · 1/6 · 1/6 = 1/54)
    // and hurls him away with row 6 (1/54); otherwise he stands (26/27), for one wound cannot
    // take W3. The sword's Disarm is the cutting row 2 on a natural 6 to wound: against the one
    // standing, hit on 3+: 2/3 · 1/6 · 1/6 = 1/54; against the one knocked down, hit
    // automatically: 1/6 · 1/6 = 1/36; against the one hurled away, nothing.
    //   26/27 · 1/54 + 1/54 · 1/36 = 104/5832 + 3/5832 = 107/5832.
    let v = spear_then_sword(&["--w", "3"]);
    let disarm = |key: &str| exact(&v["disarm"][key]);
    assert_eq!(disarm("critical"), r(107, 5832));
    // The test is the target's S3 (a human's, said in `assumed`): D6 <= 3, 1/2.
    assert_eq!(disarm("weapon_lost"), r(107, 11664));
    // Two wounds at most (the spear's and the sword's) leave W3 in action: all of it.
    assert_eq!(disarm("weapon_lost_in_action"), r(107, 11664));
    assert!(
        v["assumed"]
            .as_str()
            .unwrap()
            .contains("target S3 for the Strength test"),
        "{}",
        v["assumed"]
    );
    // The rulings of both follow-ups are named, and no note says they are left out.
    let rulings = v["rulings"].to_string();
    for id in ["R-83", "R-85", "R-86"] {
        assert!(rulings.contains(id), "{id} in {rulings}");
    }
    assert!(
        !v["notes"].to_string().contains("left out"),
        "{}",
        v["notes"]
    );
}

#[test]
fn a_thrown_rider_falls() {
    // §2.16: «V případě kritického zásahu Kebab! … je jezdec automaticky shozen z koně (Pád)»,
    // and an automatic Fall is what an automatic stun is on the rider's table. A spear at a W2
    // rider: the Kebab! (2/3 · 1/6 · 1/6, its -5 leaves the rider's 6+ no save) takes one
    // wound and throws him: Fall 1/54. One wound alone would leave him in the saddle, wounded.
    let v = club(&[
        "odds",
        "--ws",
        "4",
        "--vs",
        "3",
        "--s",
        "4",
        "--t",
        "3",
        "--w",
        "2",
        "--weapon",
        "spear",
        "--mounted",
    ]);
    let state = |name: &str| {
        v["distribution"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["outcome"] == name)
            .map(|o| exact(&o["probability"]))
            .unwrap_or_else(|| panic!("no {name} in {}", v["distribution"]))
    };
    // The rider's results are the Prr! table's names: Fall stands for stunned.
    assert_eq!(state("fall"), r(1, 54));
    // The same spearman through --attacker: the same odds, under the same names.
    let one = club(&[
        "odds",
        "--attacker",
        "WS4 S4 A1 --weapon spear",
        "--vs",
        "3",
        "--t",
        "3",
        "--w",
        "2",
        "--mounted",
    ]);
    assert_eq!(one["distribution"], v["distribution"]);
    assert!(v["notes"].to_string().contains("an automatic Fall"));
    // No knock-back is reported for a rider.
    assert!(v.get("kebab").is_none());
}

#[test]
fn core_mordheim_phases_have_no_follow_ups() {
    let mut cmd = warband();
    cmd.args([
        "odds",
        "--attacker",
        "WS4 S4 A2",
        "--attacker",
        "WS3 A1",
        "--vs",
        "3",
        "--t",
        "3",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&stdout_of(&mut cmd)).unwrap();
    for key in ["disarm", "kebab", "ricochet"] {
        assert!(v.get(key).is_none(), "{key}");
    }
}

// ---- the exact phase against every die --------------------------------------------------------

fn ruleset() -> Ruleset {
    builtin(RulesetId::MordheimClub)
}

fn member(ruleset: &Ruleset, label: &str, ws: u8, s: u8, weapon: &str, charging: bool) -> Member {
    let mut a = Attacker::melee(ws, s, 1);
    a.weapon = ruleset.weapon(weapon).cloned();
    a.charging = charging;
    Member {
        label: label.into(),
        attacker: a,
        initiative: 3,
    }
}

/// What a played phase did, each "at least once": the final status, and for Disarm (fired, test
/// failed) and Kebab! (fired, struck the obstacle, its hit wounded); a critical counts whether
/// or not an earlier blow's injury roll took the target out first.
type Leaf = (Status, [bool; 5]);

fn leaf(played: &warband::mechanics::gang::Played) -> Leaf {
    let mut flags = [false; 5];
    for (id, f) in &played.follow_ups {
        match (id.as_str(), f.result) {
            ("disarm", FollowResult::Test { failed }) => {
                flags[0] = true;
                flags[1] |= failed;
            }
            (
                "kebab",
                FollowResult::KnockBack {
                    struck, wounded, ..
                },
            ) => {
                flags[2] = true;
                flags[3] |= struck;
                flags[4] |= wounded;
            }
            other => panic!("an unexpected follow-up {other:?}"),
        }
    }
    (played.status, flags)
}

/// The exact phase, and each follow-up over it, equal the enumeration of every die.
fn check(members: Vec<Member>, d: Defender) -> Dist<Leaf> {
    let ruleset = ruleset();
    let mut gang = Gang::new(&ruleset, members, d).unwrap();
    let (every, leaves) = enumerate_dice(2_000_000, |dice| {
        leaf(&gang.play(dice, false).expect("a valid phase"))
    })
    .expect("a small phase");
    assert!(leaves > 100, "{leaves} sequences");
    let outcome = gang.exact().unwrap();
    assert_eq!(outcome.status.total(), Ratio::one());
    assert_eq!(outcome.status, every.map(|(s, _)| *s));
    let p = |pick: &dyn Fn(&Leaf) -> bool| every.prob_where(pick);
    let in_action = |l: &Leaf| l.0 != Status::OutOfAction;
    let disarm = gang.follow_up("disarm").unwrap();
    assert_eq!(disarm.fired, p(&|l| l.1[0]));
    assert_eq!(disarm.fired_in_action, p(&|l| l.1[0] && in_action(l)));
    assert_eq!(disarm.harmed, p(&|l| l.1[1]));
    assert_eq!(disarm.harmed_in_action, p(&|l| l.1[1] && in_action(l)));
    let kebab = gang.follow_up("kebab").unwrap();
    assert_eq!(kebab.fired, p(&|l| l.1[2]));
    assert_eq!(kebab.fired_in_action, p(&|l| l.1[2] && in_action(l)));
    // The separated others strike no more, so a Kebab! comes once a phase at most: the wall
    // is struck, and wounds, with the once's chance times its own dice's (what `odds` says).
    if let Some(reach) = ruleset_reach(&gang) {
        let struck = &kebab.fired * &attack::reaches(1, reach);
        assert_eq!(struck, p(&|l| l.1[3]));
        let wall = attack::follow_ups(&gang.built[0].chain)
            .into_iter()
            .chain(attack::follow_ups(&gang.built[1].chain))
            .find(|f| f.id == "kebab")
            .and_then(|f| f.obstacle_wound())
            .unwrap();
        assert_eq!(&struck * &wall, p(&|l| l.1[4]));
    }
    every
}

fn ruleset_reach(gang: &Gang) -> Option<u8> {
    gang.built
        .iter()
        .flat_map(|b| attack::follow_ups(&b.chain))
        .find_map(|f| match f.dice {
            attack::FollowDice::KnockBack { reach, .. } => reach,
            _ => None,
        })
}

fn target(w: u8, obstacle: Option<u32>) -> Defender {
    let mut d = Defender::standing(3, 3, w, Armour::None);
    d.strength = Some(3);
    d.around = Around {
        obstacle,
        ..Around::default()
    };
    d
}

#[test]
fn the_phase_s_follow_ups_equal_every_die() {
    let rs = ruleset();
    // A spear who charged, then a sword, at W2 with a wall 2" behind: the Kebab! separates.
    let every = check(
        vec![
            member(&rs, "spear", 4, 4, "spear", true),
            member(&rs, "sword", 4, 3, "sword", false),
        ],
        target(2, Some(2)),
    );
    assert!(
        every.prob_where(|l| l.1[4]) > Ratio::zero(),
        "the wall wounds"
    );
    // Two swords: two Disarms can fire in one phase, each its own test.
    let every = check(
        vec![
            member(&rs, "sword 1", 4, 3, "sword", false),
            member(&rs, "sword 2", 4, 3, "sword", false),
        ],
        target(2, None),
    );
    assert!(every.prob_where(|l| l.1[0]) > Ratio::zero());
    // A sword and a spear in one place, their order rolled off, at W1.
    check(
        vec![
            member(&rs, "sword", 4, 3, "sword", false),
            member(&rs, "spear", 3, 4, "spear", false),
        ],
        target(1, Some(3)),
    );
    // Two spears: the second strikes only a target the first did not hurl away.
    check(
        vec![
            member(&rs, "spear 1", 4, 4, "spear", true),
            member(&rs, "spear 2", 4, 4, "spear", true),
        ],
        target(2, Some(1)),
    );
}

// ---- seeded rolls against the exact odds -------------------------------------------------------

#[test]
fn rolled_phases_match_the_exact_follow_ups() {
    // Two swords at W2: Disarm none, fired and passed, failed (at least once), over 30,000
    // seeded phases.
    let rs = ruleset();
    let members = vec![
        member(&rs, "sword 1", 4, 3, "sword", false),
        member(&rs, "sword 2", 4, 3, "sword", false),
    ];
    let mut gang = Gang::new(&rs, members, target(2, None)).unwrap();
    let disarm = gang.follow_up("disarm").unwrap();
    let expected = [
        disarm.fired.complement(),
        &disarm.fired - &disarm.harmed,
        disarm.harmed.clone(),
    ];
    let mut seen = [0u64; 3];
    let mut dice = Roller::new(20_261_202).unrecorded();
    for _ in 0..30_000 {
        let (_, flags) = leaf(&gang.play(&mut dice, false).unwrap());
        seen[usize::from(flags[0]) + usize::from(flags[1])] += 1;
    }
    let p: Vec<f64> = expected.iter().map(Ratio::to_f64).collect();
    assert_agrees("disarm over the phase", &seen, &p);
}

#[test]
fn a_rolled_phase_says_the_hurled_target_is_out_of_reach() {
    // Some seed rolls a Kebab! by the first spear: the second's line says why he does nothing.
    // A Kebab! is 1/54 a phase: 1,000 seeds miss it with (53/54)^1000, under 1e-8.
    let found = (0..1_000u64).find_map(|seed| {
        let mut cmd = warband();
        cmd.args(["--rules", "mordheim-club"])
            .args(spear_then_sword_args())
            .args(["--w", "3", "--roll", "--seed"])
            .arg(seed.to_string());
        let out = stdout_of(&mut cmd);
        out.contains("hurled away from him").then_some(out)
    });
    let out = found.expect("a Kebab! within 1,000 seeds");
    assert!(out.contains("Kebab!"), "{out}");
}

#[test]
fn a_second_model_s_wound_is_its_own_dice_with_several_attackers() {
    // A rules file puts the club's Ricochet on core Mordheim's "hits a vital part" (rows 1-2):
    // that critical in close combat also hits a second model like the target. One blow at WS 4
    // against WS 3 (3+, 2/3), S 3 against T 3 (4+; a natural 6 is the critical, 1/6), rows 1-2
    // (1/3), saved or not: it fires 1/27; the second model is wounded on 4+ with no armour:
    // 1/54. Through --attacker, one attacker or not, the same.
    let mut rules: Value = serde_json::from_str(&stdout_of(
        warband().args(["rules", "show", "mordheim", "--json"]),
    ))
    .unwrap();
    let club: Value = serde_json::from_str(&stdout_of(warband().args([
        "rules",
        "show",
        "mordheim-club",
        "--json",
    ])))
    .unwrap();
    let ricochet = club["critical_tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["rows"].as_array().unwrap().clone())
        .find(|row| row["id"] == "ricochet")
        .unwrap();
    rules["critical_tables"][0]["rows"][0]["follow_up"] = ricochet["follow_up"].clone();
    let file = common::TempFile::new(
        "second-model.json",
        &serde_json::json!({ "critical_tables": rules["critical_tables"] }).to_string(),
    );
    for attacker in [
        vec!["--ws", "4", "--s", "3"],
        vec!["--attacker", "WS4 S3 A1"],
    ] {
        let mut cmd = warband();
        cmd.args(["--rules-file", file.path(), "odds"])
            .args(&attacker)
            .args(["--vs", "3", "--t", "3", "--json"]);
        let v: Value = serde_json::from_str(&stdout_of(&mut cmd)).unwrap();
        let p = |key: &str| exact(&v["hits_a_vital_part"][key]);
        assert_eq!(p("critical"), r(1, 27), "{attacker:?}");
        assert_eq!(p("second_model_wounded"), r(1, 54), "{attacker:?}");
    }
}
