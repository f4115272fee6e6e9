//! Leaving a combat with its consequences (`rout --alone --opponent …`, `rout --escape`): the
//! exact fates against values worked out by hand from the rule text and against an independent
//! brute-force model of core Mordheim's breaking blows (every die enumerated); seeded plays
//! against the exact fates (chi-square); every distribution sums to exactly 1; bad inputs.

use crate::common;

use common::chi2::assert_agrees;
use common::fraction::{Q, outcome, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;
use std::collections::BTreeMap;
use warband::dice::Roller;
use warband::mechanics::breaking::{Breaking, Fate};
use warband::mechanics::gang::Member;
use warband::mechanics::leadership;
use warband::mechanics::loadout::{Attacker, Defender};
use warband::mechanics::save::Armour;
use warband::prob::{Dist, Ratio};
use warband::rules::{RulesetId, builtin};

fn json(args: &[&str]) -> Value {
    let out = stdout_of(warband().args(args).arg("--json"));
    serde_json::from_str(&out).unwrap()
}

/// The fates of a `rout` report, in its order, checked to sum to exactly 1.
fn fates(v: &Value, names: &[&str]) -> Vec<Q> {
    names.iter().map(|n| outcome(v, n)).collect()
}

const ALONE: [&str; 6] = [
    "stands",
    "flees_unharmed",
    "flees_wounded",
    "knocked_down",
    "stunned",
    "out_of_action",
];
const ESCAPE: [&str; 6] = [
    "escapes",
    "stays_unharmed",
    "stays_wounded",
    "knocked_down",
    "stunned",
    "out_of_action",
];

#[test]
fn core_all_alone_two_blows_by_hand() {
    // Ld 7: P(2D6 <= 7) = 21/36 = 7/12 stands; 5/12 breaks. Each blow hits automatically, S3
    // against T3 wounds on 4+ (1/2); a 6 (1/6) is a critical (the only hit of its attacker): 2
    // wounds, rows 1-4 (no armour, no save anyway) two injury rolls, max: KD 1/9, St 1/3, OOA
    // 5/9; rows 5-6 +2 to both: St 1/9, OOA 8/9. So a critical: KD 2/27, St 7/27, OOA 2/3; a
    // plain wound (4, 5: 1/3): one roll, 1/3 each. One blow on a standing W1 warrior: unharmed
    // 1/2, KD 1/9 + 1/81 = 10/81, St 1/9 + 7/162 = 25/162, OOA 1/9 + 1/9 = 2/9.
    // The second blow meets him as the first left him: unharmed, the same again; knocked
    // down, any wound (1/2) takes him out; stunned, out. So unharmed 1/4, KD 2 x 1/2 x 10/81 =
    // 10/81, St 1/2 x 25/162 = 25/324, OOA the rest 89/162; times 5/12.
    let v = json(&[
        "rout",
        "--alone",
        "--ld",
        "7",
        "--opponent",
        "WS3 S3 A1",
        "--opponent",
        "WS3 S3 A1",
        "--t",
        "3",
        "--w",
        "1",
    ]);
    assert_eq!(
        fates(&v, &ALONE),
        vec![
            q(7, 12),
            q(5, 48),
            Q::zero(),
            q(25, 486),
            q(125, 3888),
            q(445, 1944)
        ]
    );
    assert_eq!(common::fraction::exact(&v["probability"]), q(7, 12));
    let rulings = v["rulings"].as_array().unwrap();
    assert!(rulings.iter().any(|r| r == "R-75"), "{rulings:?}");
}

#[test]
fn club_panic_free_attacks_roll_to_hit_by_hand() {
    // Club panic, Ld 7 without a friend near: stands 7/12. Each free attack rolls to hit:
    // WS3 against WS3 4+ (1/2); S3 against T5 wounds on 6+ only (1/6), so no critical (a 6 is
    // needed); injury 1/3 each. A blow: KD, St, OOA 1/36 each, nothing 11/12. Knocked down, the
    // second is an automatic hit and any wound (1/6) takes him out; stunned, out. Broken:
    // unharmed 121/144; KD 11/12 x 1/36 + 1/36 x 5/6 = 21/432; St 11/12 x 1/36 = 11/432;
    // OOA 1/36 + 1/36 + 1/216 + 11/432 = 37/432; times 5/12.
    let v = json(&[
        "--rules",
        "mordheim-club",
        "rout",
        "--alone",
        "--ld",
        "7",
        "--opponent",
        "2x WS3 S3 A1",
        "--vs",
        "3",
        "--t",
        "5",
    ]);
    assert_eq!(
        fates(&v, &ALONE),
        vec![
            q(7, 12),
            q(605, 1728),
            Q::zero(),
            q(35, 1728),
            q(55, 5184),
            q(185, 5184)
        ]
    );
    // A friend within 2": the re-roll, 1 - (5/12)^2 = 119/144.
    let v = json(&[
        "--rules",
        "mordheim-club",
        "rout",
        "--alone",
        "--friend-near",
        "--ld",
        "7",
        "--opponent",
        "2x WS3 S3 A1",
        "--vs",
        "3",
        "--t",
        "5",
    ]);
    assert_eq!(outcome(&v, "stands"), q(119, 144));
    // 25/144 broken, 121/144 of that unharmed.
    assert_eq!(outcome(&v, "flees_unharmed"), q(25 * 121, 144 * 144));
}

#[test]
fn club_escape_by_hand() {
    // I4: D6 <= 4, 2/3. Passed: the attack at -1 to hit, 4+ becomes 5+ (1/3), S3 against T5 6+
    // (1/6, no critical): a wound 1/18, each injury 1/54; escapes 2/3 x 17/18 = 17/27. Failed
    // (1/3): an automatic hit, a wound 1/6, each injury 1/18; stays unharmed 1/3 x 5/6 = 5/18.
    // KD = St = OOA = 2/3 x 1/54 + 1/3 x 1/18 = 5/162.
    let v = json(&[
        "--rules",
        "mordheim-club",
        "rout",
        "--escape",
        "--i",
        "4",
        "--opponent",
        "WS3 S3 A1",
        "--vs",
        "3",
        "--t",
        "5",
    ]);
    assert_eq!(
        fates(&v, &ESCAPE),
        vec![
            q(17, 27),
            q(5, 18),
            Q::zero(),
            q(5, 162),
            q(5, 162),
            q(5, 162)
        ]
    );
    assert_eq!(common::fraction::exact(&v["probability"]), q(17, 27));
    // Light armour (6+) and a shield: the club's shield bonus is Cover, which the escaping
    // warrior cannot use, so he saves on 6+ (1/6), not 5+. Passed: a wound 1/18 unsaved 5/6:
    // 5/108, each injury 5/324, escapes 2/3 x 103/108 = 103/162. Failed: 1/6 x 5/6 = 5/36,
    // each injury 5/108, stays unharmed 1/3 x 31/36 = 31/108. KD = 2/3 x 5/324 + 1/3 x 5/108
    // = 10/972 + 15/972 = 25/972. (With the Cover, 5+, the failed branch would be 1/3 x 28/36.)
    let v = json(&[
        "--rules",
        "mordheim-club",
        "rout",
        "--escape",
        "--i",
        "4",
        "--opponent",
        "WS3 S3 A1",
        "--vs",
        "3",
        "--t",
        "5",
        "--armour",
        "light",
        "--shield",
    ]);
    assert_eq!(
        fates(&v, &ESCAPE),
        vec![
            q(103, 162),
            q(31, 108),
            Q::zero(),
            q(25, 972),
            q(25, 972),
            q(25, 972)
        ]
    );
}

// ---- An independent model of core Mordheim's breaking blows, from the rule text ----

/// The warrior between blows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Pose {
    Standing,
    Down,
    Stunned,
    Out,
}

#[derive(Debug, Clone, Copy)]
struct Warrior {
    t: u8,
    w: u8,
    /// The armour save before the Strength modifier (None: no armour).
    save: Option<u8>,
}

/// The S-vs-T chart for the small differences used here.
fn to_wound(s: u8, t: u8) -> u8 {
    match i32::from(t) - i32::from(s) {
        ..=-2 => 2,
        -1 => 3,
        0 => 4,
        1 => 5,
        _ => 6,
    }
}

/// One automatic hit of Strength `s` (core §1.13: «автоматически попадают»): stunned, he is out
/// of action when attacked; the wound roll, a 1 fails; a 6 where the target is below 6+ is a
/// critical (its attacker's first and only hit): row 1-2 save allowed, 3-4 no save, 5-6 no save
/// and +2 to its injury rolls, always 2 wounds, one save for the critical; otherwise a save on
/// the armour worsened by 1 per Strength point above 3, a 1 fails; knocked down, an unsaved
/// wound is out of action; otherwise each wound from the one that takes W to 0 rolls D6 + bonus,
/// the highest counts: <=2 knocked down, 3-4 stunned, 5+ out.
fn blow(s: u8, w: &Warrior, pose: Pose, left: u8, die: &mut dyn FnMut() -> u8) -> (Pose, u8) {
    match pose {
        Pose::Out => return (Pose::Out, left),
        Pose::Stunned => return (Pose::Out, 0),
        _ => {}
    }
    let wt = to_wound(s, w.t);
    let d = die();
    if d == 1 || d < wt {
        return (pose, left);
    }
    let save = w
        .save
        .map(|sv| sv + s.saturating_sub(3))
        .filter(|&st| st <= 6);
    let saves = |die: &mut dyn FnMut() -> u8| {
        save.is_some_and(|st| {
            let d = die();
            d != 1 && d >= st
        })
    };
    let (wounds, bonus) = if d == 6 && wt < 6 {
        match die() {
            1 | 2 if saves(die) => (0, 0),
            1..=4 => (2, 0),
            _ => (2, 2),
        }
    } else if saves(die) {
        (0, 0)
    } else {
        (1, 0)
    };
    if wounds == 0 {
        return (pose, left);
    }
    if pose == Pose::Down {
        return (Pose::Out, 0);
    }
    let mut left = left;
    let mut worst: Option<i32> = None;
    for _ in 0..wounds {
        left = left.saturating_sub(1);
        if left == 0 {
            let roll = i32::from(die()) + bonus;
            worst = worst.max(Some(roll));
        }
    }
    match worst {
        None => (Pose::Standing, left),
        Some(5..) => (Pose::Out, 0),
        Some(3 | 4) => (Pose::Stunned, 0),
        Some(_) => (Pose::Down, 0),
    }
}

/// Every sequence of dice the blows in `order` (their Strengths) can use, each weighted
/// 6^-(dice used): the warrior's fate.
fn blows(order: &[u8], w: &Warrior) -> BTreeMap<&'static str, Ratio> {
    let mut out: BTreeMap<&'static str, Ratio> = BTreeMap::new();
    let mut stack: Vec<Vec<u8>> = vec![Vec::new()];
    while let Some(prefix) = stack.pop() {
        let mut used: Vec<u8> = Vec::new();
        let (mut pose, mut left) = (Pose::Standing, w.w);
        let mut die = || {
            let d = prefix.get(used.len()).copied().unwrap_or(1);
            used.push(d);
            d
        };
        for &s in order {
            (pose, left) = blow(s, w, pose, left, &mut die);
        }
        let fate = match pose {
            Pose::Out => "out_of_action",
            Pose::Stunned => "stunned",
            Pose::Down => "knocked_down",
            Pose::Standing if left < w.w => "flees_wounded",
            Pose::Standing => "flees_unharmed",
        };
        for j in prefix.len()..used.len() {
            for v in 2..=6 {
                let mut next = used[..j].to_vec();
                next.push(v);
                stack.push(next);
            }
        }
        let p = Ratio::new(1, 6u64.pow(used.len() as u32));
        let e = out.entry(fate).or_insert_with(Ratio::zero);
        *e = &*e + &p;
    }
    out
}

/// The oracle's fates: P(2D6 <= Ld) stands, counted over the 36 throws; otherwise the blows,
/// averaged over the `orders` they may be struck in (equally likely, R-9).
fn oracle(ld: u8, orders: &[Vec<u8>], w: &Warrior) -> BTreeMap<&'static str, Ratio> {
    let passing = (1..=6u8)
        .flat_map(|a| (1..=6u8).map(move |b| a + b))
        .filter(|&t| t <= ld)
        .count();
    let pass = Ratio::new(passing as u64, 36);
    let share = &pass.complement() * &Ratio::new(1, orders.len() as u64);
    let mut out: BTreeMap<&'static str, Ratio> = BTreeMap::new();
    out.insert("stands", pass);
    for order in orders {
        for (fate, p) in blows(order, w) {
            let e = out.entry(fate).or_insert_with(Ratio::zero);
            *e = &*e + &(&share * &p);
        }
    }
    out
}

/// An opponent of the engine: one attack, not charging.
fn member(label: &str, s: u8, initiative: u8) -> Member {
    Member {
        label: label.into(),
        attacker: Attacker {
            charging: false,
            ..Attacker::melee(3, s, 1)
        },
        initiative,
    }
}

fn engine(ld: u8, opponents: &[Member], w: &Warrior) -> Dist<Fate> {
    let r = builtin(RulesetId::Mordheim);
    let test = leadership::alone(&r, ld, 0, false).unwrap().test;
    let armour = w.save.map_or(Armour::None, Armour::Score);
    let d = Defender::standing(3, w.t, w.w, armour);
    let mut b = Breaking::alone(&r, test, opponents, &d).unwrap();
    let out = b.exact().unwrap();
    assert_eq!(out.fates.total(), Ratio::one());
    assert_eq!(out.wounds.total(), Ratio::one());
    out.fates
}

fn assert_engine_is_oracle(ld: u8, opponents: &[Member], orders: &[Vec<u8>], w: Warrior) {
    let exact = engine(ld, opponents, &w);
    let expected = oracle(ld, orders, &w);
    let total = expected.values().fold(Ratio::zero(), |a, p| &a + p);
    assert_eq!(total, Ratio::one(), "the oracle sums to 1");
    for f in warband::mechanics::breaking::ALONE_FATES {
        let want = expected.get(f.name()).cloned().unwrap_or_else(Ratio::zero);
        assert_eq!(exact.prob(&f), want, "{} with {w:?}", f.name());
    }
}

#[test]
fn core_breaking_blows_equal_the_brute_force_model() {
    // The higher Initiative strikes first: S4 (I4), then S3 (I3); armour 5+ (6+ against S4).
    let w = Warrior {
        t: 3,
        w: 1,
        save: Some(5),
    };
    assert_engine_is_oracle(
        7,
        &[member("S3", 3, 3), member("S4", 4, 4)],
        &[vec![4, 3]],
        w,
    );
    // Equal Initiative, different blows: rolled off, either order half the time; two wounds,
    // so a warrior can flee wounded.
    let w = Warrior {
        t: 3,
        w: 2,
        save: None,
    };
    assert_engine_is_oracle(
        8,
        &[member("S4", 4, 3), member("S3", 3, 3)],
        &[vec![4, 3], vec![3, 4]],
        w,
    );
    // Three blows, T4 with a 4+ save.
    let w = Warrior {
        t: 4,
        w: 1,
        save: Some(4),
    };
    assert_engine_is_oracle(
        6,
        &[member("a", 3, 4), member("b", 3, 4), member("c", 5, 2)],
        &[vec![3, 3, 5]],
        w,
    );
}

// ---- Seeded plays against the exact fates ----

fn plays_agree(name: &str, b: &mut Breaking, seed: u64) {
    let exact = b.exact().unwrap();
    let order = b.fates;
    let mut roller = Roller::new(seed);
    let mut counts = vec![0u64; order.len()];
    for _ in 0..6000 {
        let played = b.play(&mut roller, false).unwrap();
        let i = order.iter().position(|f| *f == played.fate).unwrap();
        counts[i] += 1;
    }
    let probs: Vec<Ratio> = order.iter().map(|f| exact.fates.prob(f)).collect();
    let total = probs.iter().fold(Ratio::zero(), |a, p| &a + p);
    assert_eq!(total, Ratio::one(), "{name} sums to 1");
    let probs: Vec<f64> = probs.iter().map(Ratio::to_f64).collect();
    assert_agrees(name, &counts, &probs);
}

#[test]
fn seeded_plays_match_the_exact_fates() {
    let core = builtin(RulesetId::Mordheim);
    let ops = [member("S3", 3, 3), member("S4", 4, 3)];
    let d = Defender::standing(3, 3, 2, Armour::Score(5));
    let test = leadership::alone(&core, 6, 0, false).unwrap().test;
    plays_agree(
        "core all alone",
        &mut Breaking::alone(&core, test, &ops, &d).unwrap(),
        17,
    );
    let club = builtin(RulesetId::MordheimClub);
    let test = leadership::alone(&club, 6, 0, true).unwrap().test;
    let d = Defender {
        shield: true,
        ..Defender::standing(3, 3, 1, Armour::Score(5))
    };
    plays_agree(
        "club panic",
        &mut Breaking::alone(&club, test, &ops, &d).unwrap(),
        23,
    );
    plays_agree(
        "club escape",
        &mut Breaking::escape(&club, 3, &ops, &d).unwrap(),
        29,
    );
}

#[test]
fn a_rolled_break_records_its_dice_and_exits_by_its_fate() {
    let args = [
        "rout",
        "--alone",
        "--ld",
        "2",
        "--opponent",
        "2x WS3 S4 A1",
        "--t",
        "3",
        "--roll",
        "--seed",
        "5",
    ];
    // Ld 2 passes only on a double 1: the roll records the test's two dice and the blows'.
    let out = warband().args(args).arg("--json").output().unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let roll = &v["roll"];
    let fate = roll["result"].as_str().unwrap();
    assert!(ALONE.contains(&fate), "{fate}");
    assert!(roll["dice"].as_array().unwrap().len() >= 2);
    let code = out.status.code().unwrap();
    assert_eq!(code == 0, fate == "stands", "exit {code} for {fate}");
    // The same seed, the same dice.
    let again: Value =
        serde_json::from_slice(&warband().args(args).arg("--json").output().unwrap().stdout)
            .unwrap();
    assert_eq!(again["roll"], v["roll"]);
}

#[test]
fn csv_lists_the_fates() {
    let out = stdout_of(warband().args([
        "--rules",
        "mordheim-club",
        "rout",
        "--escape",
        "--i",
        "4",
        "--opponent",
        "WS3 S3 A1",
        "--vs",
        "3",
        "--t",
        "3",
        "--format",
        "csv",
    ]));
    let mut lines = out.lines();
    assert!(lines.next().unwrap().starts_with("table,outcome,exact,p"));
    for name in ESCAPE {
        assert!(
            out.contains(&format!("\ndistribution,{name},")),
            "{name} in {out}"
        );
    }
    assert!(out.contains("\nwounds,0,"), "{out}");
}

#[test]
fn flags_without_a_meaning_are_refused() {
    let cases: Vec<Vec<&str>> = vec![
        // An opponent without --alone or --escape.
        vec!["rout", "--ld", "7", "--opponent", "WS3 S3 A1", "--t", "3"],
        // The warrior's flags without an opponent.
        vec!["rout", "--alone", "--ld", "7", "--t", "3"],
        vec!["rout", "--alone", "--ld", "7", "--shield"],
        // No Toughness.
        vec!["rout", "--alone", "--ld", "7", "--opponent", "WS3 S3 A1"],
        // Core blows hit automatically: his WS has no meaning.
        vec![
            "rout",
            "--alone",
            "--ld",
            "7",
            "--opponent",
            "WS3 S3 A1",
            "--t",
            "3",
            "--vs",
            "3",
        ],
        // The club's free attacks roll to hit: his WS is needed.
        vec![
            "--rules",
            "mordheim-club",
            "rout",
            "--alone",
            "--ld",
            "7",
            "--opponent",
            "WS3 S3 A1",
            "--t",
            "3",
        ],
        // Core Mordheim has no voluntary escape.
        vec![
            "rout",
            "--escape",
            "--i",
            "4",
            "--opponent",
            "WS3 S3 A1",
            "--t",
            "3",
        ],
        // wfb has no All Alone.
        vec![
            "--rules",
            "wfb",
            "rout",
            "--alone",
            "--ld",
            "7",
            "--opponent",
            "WS3 S3 A1",
            "--t",
            "3",
        ],
        // The escape is an Initiative test.
        vec![
            "--rules",
            "mordheim-club",
            "rout",
            "--escape",
            "--ld",
            "7",
            "--i",
            "4",
            "--opponent",
            "WS3 S3 A1",
            "--vs",
            "3",
            "--t",
            "3",
        ],
        vec![
            "--rules",
            "mordheim-club",
            "rout",
            "--escape",
            "--opponent",
            "WS3 S3 A1",
            "--vs",
            "3",
            "--t",
            "3",
        ],
        vec!["--rules", "mordheim-club", "rout", "--escape", "--i", "4"],
        vec!["rout", "--ld", "7", "--i", "4", "--out", "3", "--of", "12"],
        vec![
            "--rules",
            "mordheim-club",
            "rout",
            "--escape",
            "--friend-near",
            "--i",
            "4",
            "--opponent",
            "WS3 S3 A1",
            "--vs",
            "3",
            "--t",
            "3",
        ],
        // A bad opponent is named by its flag.
        vec![
            "rout",
            "--alone",
            "--ld",
            "7",
            "--opponent",
            "WS3 S3 A1 --round 2",
            "--t",
            "3",
        ],
        vec!["rout", "--alone", "--ld", "7", "--opponent", "", "--t", "3"],
        vec!["rout", "--escape", "--alone", "--i", "4"],
        // 21 blows: more than one phase's 20 fighters, named by --opponent, not --attacker.
        vec![
            "rout",
            "--alone",
            "--ld",
            "7",
            "--opponent",
            "11x WS3 S3 A1",
            "--opponent",
            "10x WS3 S3 A1",
            "--t",
            "3",
        ],
    ];
    for args in cases {
        let err = assert_bad_input(warband().args(&args));
        if args.contains(&"--round 2") {
            assert!(err.contains("--opponent \""), "{err}");
        }
        if args.contains(&"11x WS3 S3 A1") {
            assert!(err.contains("21 --opponent fighters"), "{err}");
            assert!(!err.contains("--attacker"), "{err}");
        }
    }
}

#[test]
fn rules_show_lists_the_seed_quotes() {
    let club = stdout_of(warband().args(["rules", "show", "mordheim-club"]));
    assert!(club.contains("Escape from combat:"), "{club}");
    assert!(club.contains("Hoďte za utíkajícího test na Iniciativu (I)"));
    assert!(club.contains("Každý model v kontaktu s prchajícím může provést jeden volný útok"));
    let core = stdout_of(warband().args(["rules", "show", "mordheim"]));
    assert!(
        core.contains("производя каждый по одному попаданию"),
        "{core}"
    );
    assert!(!core.contains("Escape from combat:"));
}
