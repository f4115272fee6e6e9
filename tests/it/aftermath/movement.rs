//! Climbing, gap jumps and edges (`fall --climb/--climb-down/--gap/--edge`): each against a
//! brute-force enumeration of every die the rule text calls for, the worked example of the
//! issue, seeded rolls against the exact distribution, and the flags refused where they mean
//! nothing.

use crate::common;

use common::fraction::Q;
use common::{assert_bad_input, stdout_of, warband};
use std::collections::BTreeMap;
use warband::dice::Roller;
use warband::mechanics::movement::{self, Fate, GapQuery, MoveResolution, Mover};
use warband::prob::Ratio;
use warband::rules::{RulesetId, Status, builtin};

fn mover(initiative: u8, toughness: u8, wounds: u8) -> Mover {
    Mover {
        initiative,
        toughness,
        wounds,
        helmet: false,
    }
}

fn name(f: Fate) -> &'static str {
    match f {
        Fate::Made => "made",
        Fate::Stopped => "stopped",
        Fate::Fell(s) => s.name(),
    }
}

/// The engine's fate distribution by name, every outcome it gives (zeros left out).
fn engine(r: &MoveResolution) -> BTreeMap<&'static str, Q> {
    let total: Ratio = r.outcome.iter().map(|(_, p)| p).sum();
    assert_eq!(total, Ratio::one(), "the distribution sums to exactly 1");
    r.outcome
        .iter()
        .filter(|(_, p)| !p.is_zero())
        .map(|(f, p)| (name(*f), Q::parse(&p.to_string())))
        .collect()
}

/// Every tuple of `n` dice, equally likely: the distribution of `f` over them.
fn enumerate(n: u32, f: impl Fn(&[u8]) -> &'static str) -> BTreeMap<&'static str, Q> {
    let mut counts: BTreeMap<&'static str, u128> = BTreeMap::new();
    let total = 6u128.pow(n);
    let mut dice = vec![1u8; n as usize];
    for i in 0..total {
        let mut k = i;
        for d in dice.iter_mut() {
            *d = (k % 6) as u8 + 1;
            k /= 6;
        }
        *counts.entry(f(&dice)).or_default() += 1;
    }
    counts
        .into_iter()
        .map(|(k, c)| (k, Q::new(c, total)))
        .collect()
}

/// The injury table of the seeds: D6 1-2 knocked down, 3-4 stunned, 5-6 out of action; of
/// several rolls the highest counts.
fn injury(highest: u8) -> &'static str {
    match highest {
        1..=2 => "knocked_down",
        3..=4 => "stunned",
        _ => "out_of_action",
    }
}

fn worse(a: &'static str, b: &'static str) -> &'static str {
    let order = [
        "unharmed",
        "wounded",
        "knocked_down",
        "stunned",
        "out_of_action",
    ];
    let at = |s| order.iter().position(|x| *x == s).unwrap();
    if at(a) >= at(b) { a } else { b }
}

/// A fall of `hits` hits, each wounding on `wound_on`+ (the S-vs-T chart), on a warrior of `w`
/// wounds: the wound dice are `dice[..hits]`, the injury dice `injuries`; the wound that takes W
/// to 0 and every later one roll injury, the highest counts.
fn fall_fate(hits: usize, wound_on: u8, w: usize, dice: &[u8], injuries: &[u8]) -> &'static str {
    let wounds = dice[..hits].iter().filter(|&&d| d >= wound_on).count();
    if wounds == 0 {
        "unharmed"
    } else if wounds < w {
        "wounded"
    } else {
        injury(*injuries[..wounds - w + 1].iter().max().unwrap())
    }
}

#[test]
fn the_issues_club_climb_of_four_inches() {
    // Club: «test na Iniciativu za každé 2 celé palce… Test se háže před započetím každých 2.
    // Pokud je test neúspěšný, bojovník spadne z výšky, kterou již vyšplhal.» A 4" climb is two
    // tests of I3 (1/2 each), one at 0" and one at 2". Failing the first (1/2) falls from 0",
    // which is no fall («Je možné spadnout pouze z výšky 2 a vyšší»): he stops. Passing it and
    // failing the second (1/4) falls from 2": one S2 hit on T3 wounds on 5+ (1/3), then one
    // injury die. Both passed: up, 1/4. So climbed 1/4, stopped 1/2, unharmed 1/4·2/3 = 1/6,
    // each injury 1/4·1/3·1/3 = 1/36 — the issue's 1/4, 1/2, 1/4.
    let club = builtin(RulesetId::MordheimClub);
    let r = movement::climb(&club, 4, false, &mover(3, 3, 1)).unwrap();
    assert_eq!(r.falls(), vec![(2, Ratio::new(1, 4))]);
    let oracle = enumerate(4, |d| {
        if d[0] > 3 {
            "stopped"
        } else if d[1] > 3 {
            fall_fate(1, 5, 1, &d[2..3], &d[3..4])
        } else {
            "made"
        }
    });
    assert_eq!(engine(&r), oracle);
    assert_eq!(oracle["made"], Q::new(1, 4));
    assert_eq!(oracle["stopped"], Q::new(1, 2));
    assert_eq!(oracle["unharmed"], Q::new(1, 6));
    assert_eq!(oracle["stunned"], Q::new(1, 36));
}

#[test]
fn core_climbing_is_one_test() {
    // Core «Чтобы начать лазание, модель должна пройти тест на Инициативу. Если тест провален,
    // модель не может двигаться в этот ход»: up with I3, 1/2 climbs, 1/2 stops, nothing falls.
    let core = builtin(RulesetId::Mordheim);
    let up = movement::climb(&core, 4, false, &mover(3, 3, 1)).unwrap();
    assert_eq!(
        engine(&up),
        BTreeMap::from([("made", Q::new(1, 2)), ("stopped", Q::new(1, 2))])
    );
    // «Если тест не пройден при спуске вниз, воин падает с того места, где начинал движение»:
    // down 4" with I3, half fall the whole 4" (D3 hits at S4, 3+ on T3); unharmed is half of
    // RULES.md's worked 13/81.
    let down = movement::climb(&core, 4, true, &mover(3, 3, 1)).unwrap();
    let oracle = enumerate(8, |d| {
        if d[0] <= 3 {
            "made"
        } else {
            fall_fate(usize::from(d[1].div_ceil(2)), 3, 1, &d[2..5], &d[5..8])
        }
    });
    assert_eq!(engine(&down), oracle);
    assert_eq!(oracle["unharmed"], Q::new(13, 162));
}

#[test]
fn club_climbing_down_tests_before_each_two_inches() {
    // down 5" is ⌊5/2⌋ = 2 tests of I4 (2/3), at 5" and at 3". A first failure falls 5"
    // (S5 on T3: 2+), a second 3" (S3 on T3: 4+); one hit each (the club's fall).
    let club = builtin(RulesetId::MordheimClub);
    let r = movement::climb(&club, 5, true, &mover(4, 3, 1)).unwrap();
    assert_eq!(
        r.falls(),
        vec![(5, Ratio::new(1, 3)), (3, Ratio::new(2, 9))]
    );
    let oracle = enumerate(4, |d| {
        if d[0] > 4 {
            fall_fate(1, 2, 1, &d[2..3], &d[3..4])
        } else if d[1] > 4 {
            fall_fate(1, 4, 1, &d[2..3], &d[3..4])
        } else {
            "made"
        }
    });
    assert_eq!(engine(&r), oracle);
    // 1/3·1/6 + 2/9·1/2 = 1/6 unharmed; 4/9 down safely.
    assert_eq!(oracle["unharmed"], Q::new(1, 6));
    assert_eq!(oracle["made"], Q::new(4, 9));
    // Under 2" there is nothing to test (⌊1/2⌋ = 0); 3" is one test, at 0": I3 stops 1/2.
    let low = movement::climb(&club, 1, false, &mover(3, 3, 1)).unwrap();
    assert_eq!(engine(&low), BTreeMap::from([("made", Q::one())]));
    let three = movement::climb(&club, 3, false, &mover(3, 3, 1)).unwrap();
    assert_eq!(three.steps.len(), 1);
    assert_eq!(three.outcome.prob(&Fate::Stopped), Ratio::new(1, 2));
    // R-45: I 0 fails every test; up, the first failure is at 0": he never gets off the ground.
    let zero = movement::climb(&club, 4, false, &mover(0, 3, 1)).unwrap();
    assert_eq!(zero.outcome.prob(&Fate::Stopped), Ratio::one());
}

fn gap_of(
    r: RulesetId,
    gap: (u64, u64),
    left: Option<u64>,
    running: bool,
    i: u8,
) -> MoveResolution {
    let q = GapQuery {
        gap: Ratio::new(gap.0, gap.1),
        move_left: left.map(Ratio::from_integer),
        running,
        drop: 4,
    };
    movement::gap(&builtin(r), &q, &mover(i, 4, 2)).unwrap()
}

#[test]
fn gap_jumps() {
    // Core «Если ваша модель не имеет достаточного запаса передвижения… она автоматически
    // падает… должна пройти тест на Инициативу, либо упасть». 3" with I4, 4" drop onto T4 W2:
    // D3 hits at S4 wound on 4+; one wound leaves him wounded, each further one rolls injury.
    let oracle = enumerate(8, |d| {
        if d[0] <= 4 {
            "made"
        } else {
            fall_fate(usize::from(d[1].div_ceil(2)), 4, 2, &d[2..5], &d[5..7])
        }
    });
    assert_eq!(
        engine(&gap_of(RulesetId::Mordheim, (3, 1), None, false, 4)),
        oracle
    );
    assert_eq!(oracle["made"], Q::new(2, 3));
    // 2" of movement for a 3" gap: an automatic fall, whatever the Initiative.
    let short = gap_of(RulesetId::Mordheim, (3, 1), Some(2), false, 6);
    assert_eq!(short.outcome.prob(&Fate::Made), Ratio::zero());
    assert_eq!(short.falls(), vec![(4, Ratio::one())]);
    // Club «Pokud je vzdálenost skoku větší než 2, musí… splnit test»: 2" needs none, 2.5" one
    // (I3: 1/2); «může skákat do vzdálenosti 3… běží… až 4… větší… model spadl»: 3.5" walking
    // falls, running tests; 4.5" running falls.
    let club = RulesetId::MordheimClub;
    assert_eq!(
        gap_of(club, (2, 1), None, false, 1)
            .outcome
            .prob(&Fate::Made),
        Ratio::one()
    );
    assert_eq!(
        gap_of(club, (5, 2), None, false, 3)
            .outcome
            .prob(&Fate::Made),
        Ratio::new(1, 2)
    );
    assert!(gap_of(club, (7, 2), None, false, 6).automatic.is_some());
    assert_eq!(
        gap_of(club, (7, 2), None, true, 3)
            .outcome
            .prob(&Fate::Made),
        Ratio::new(1, 2)
    );
    assert!(gap_of(club, (9, 2), None, true, 6).automatic.is_some());
    // Core «максимум до 3"»: a wider gap cannot be tried; running jumps no further there.
    let core = builtin(RulesetId::Mordheim);
    let q = |gap, running| GapQuery {
        gap,
        move_left: None,
        running,
        drop: 4,
    };
    assert!(movement::gap(&core, &q(Ratio::new(7, 2), false), &mover(3, 3, 1)).is_err());
    assert!(movement::gap(&core, &q(Ratio::new(2, 1), true), &mover(3, 3, 1)).is_err());
}

#[test]
fn a_stunned_warrior_by_an_edge() {
    // «Если воин сбит с ног или оглушен… на расстоянии 1" от края… Киньте тест на Инициативу»:
    // I3 stays 1/2; falling 4" onto T3 (D3 S4 hits, 3+), he is at least stunned after (R-72).
    let core = builtin(RulesetId::Mordheim);
    let r = movement::edge(&core, Status::Stunned, 4, &mover(3, 3, 1)).unwrap();
    let oracle = enumerate(8, |d| {
        if d[0] <= 3 {
            "made"
        } else {
            let f = fall_fate(usize::from(d[1].div_ceil(2)), 3, 1, &d[2..5], &d[5..8]);
            worse(f, "stunned")
        }
    });
    assert_eq!(engine(&r), oracle);
    assert_eq!(oracle["stunned"], Q::new(1351, 4374));
    let kd = movement::edge(&core, Status::KnockedDown, 4, &mover(3, 3, 1)).unwrap();
    assert_eq!(
        kd.outcome.prob(&Fate::Fell(Status::Unharmed)),
        Ratio::zero()
    );
}

/// Seeded rolls of each move against its exact distribution (chi-square, as tests/it/rolls.rs).
#[test]
fn rolled_moves_match_their_exact_distributions() {
    let club = builtin(RulesetId::MordheimClub);
    let core = builtin(RulesetId::Mordheim);
    let cases: Vec<(&str, &warband::rules::Ruleset, MoveResolution)> = vec![
        (
            "club climb 4",
            &club,
            movement::climb(&club, 4, false, &mover(3, 3, 1)).unwrap(),
        ),
        (
            "club climb down 5",
            &club,
            movement::climb(&club, 5, true, &mover(4, 3, 2)).unwrap(),
        ),
        (
            "core climb down 4",
            &core,
            movement::climb(&core, 4, true, &mover(3, 3, 1)).unwrap(),
        ),
        (
            "core gap 3",
            &core,
            gap_of(RulesetId::Mordheim, (3, 1), None, false, 4),
        ),
        (
            "edge",
            &core,
            movement::edge(&core, Status::KnockedDown, 3, &mover(2, 3, 1)).unwrap(),
        ),
    ];
    for (i, (label, rules, r)) in cases.into_iter().enumerate() {
        let outcomes: Vec<Fate> = r.outcome.outcomes().copied().collect();
        let mut observed = vec![0u64; outcomes.len()];
        let mut roller = Roller::new(9100 + i as u64);
        for _ in 0..6000 {
            let fate = movement::roll(rules, &r, &mut roller).fate;
            let at = outcomes
                .binary_search(&fate)
                .unwrap_or_else(|_| panic!("{label}: rolled {fate:?}, impossible"));
            observed[at] += 1;
        }
        let expected: Vec<f64> = outcomes
            .iter()
            .map(|f| r.outcome.prob(f).to_f64())
            .collect();
        common::chi2::assert_agrees(label, &observed, &expected);
    }
}

#[test]
fn the_command_gives_the_issues_example() {
    let out = stdout_of(warband().args([
        "--rules",
        "mordheim-club",
        "fall",
        "--climb",
        "4",
        "--i",
        "3",
        "--t",
        "3",
        "--json",
    ]));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let p = |name: &str| {
        v["distribution"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["outcome"] == name)
            .map(|e| e["probability"]["exact"].as_str().unwrap().to_string())
            .unwrap()
    };
    assert_eq!(p("climbed_up"), "1/4");
    assert_eq!(p("stopped"), "1/2");
    assert_eq!(v["fall_heights"][0]["height"], 2);
    assert_eq!(v["fall_heights"][0]["probability"]["exact"], "1/4");
    assert!(v["rulings"].as_array().unwrap().iter().any(|r| r == "R-70"));
    // Rolled: the same seed, the same dice; exit 0 when he made it, 1 when not.
    let rolled = warband()
        .args([
            "--rules",
            "mordheim-club",
            "fall",
            "--climb",
            "4",
            "--i",
            "3",
            "--t",
            "3",
        ])
        .args(["--roll", "--seed", "5", "--json"])
        .output()
        .unwrap();
    let r: serde_json::Value = serde_json::from_slice(&rolled.stdout).unwrap();
    let made = r["roll"]["result"] == "climbed_up";
    assert_eq!(rolled.status.code(), Some(if made { 0 } else { 1 }));
}

#[test]
fn the_rules_list_each_move_with_its_quote() {
    let out = stdout_of(warband().args(["rules", "show", "mordheim-club", "--json"]));
    assert!(out.contains("musí splnit test na Iniciativu za každé 2 celé palce"));
    assert!(out.contains("Pokud je vzdálenost skoku větší než 2"));
    assert!(out.contains("Bojovník nepřepadne, pokud je okraj lemován zábradlím"));
    let text = stdout_of(warband().args(["rules", "show", "mordheim"]));
    assert!(text.contains("Climbing"), "{text}");
    // Falling and jumping down are listed too, each with its quote (seed 004 §1.5).
    assert!(
        text.contains("Falling: D3 hits at Strength = height"),
        "{text}"
    );
    assert!(text.contains("Упавшая модель получает D3 ударов"), "{text}");
    assert!(
        text.contains("Jumping down: one Initiative test per full 2\""),
        "{text}"
    );
    // The club's one hit from 2" up.
    let club = stdout_of(warband().args(["rules", "show", "mordheim-club"]));
    assert!(club.contains("Falling: "), "{club}");
}

#[test]
fn flags_with_no_meaning_are_refused() {
    for args in [
        &[
            "fall", "--climb", "4", "--height", "3", "--i", "3", "--t", "3",
        ][..],
        &[
            "fall",
            "--climb",
            "4",
            "--climb-down",
            "3",
            "--i",
            "3",
            "--t",
            "3",
        ],
        &["fall", "--climb", "4", "--t", "3"],
        &["fall", "--climb", "0", "--i", "3", "--t", "3"],
        &["fall", "--gap", "3", "--i", "3", "--t", "3"],
        &[
            "fall", "--gap", "3.5", "--height", "4", "--i", "3", "--t", "3",
        ],
        &[
            "fall",
            "--gap",
            "2",
            "--running",
            "--height",
            "4",
            "--i",
            "3",
            "--t",
            "3",
        ],
        &["fall", "--height", "4", "--running", "--t", "3"],
        &["fall", "--height", "4", "--move-left", "3", "--t", "3"],
        &["fall", "--height", "4", "--i", "3", "--t", "3"],
        &["fall", "--edge", "stunned", "--i", "3", "--t", "3"],
        &[
            "fall", "--edge", "stunned", "--gap", "2", "--height", "3", "--i", "3", "--t", "3",
        ],
        &[
            "fall", "--edge", "prone", "--height", "3", "--i", "3", "--t", "3",
        ],
        &[
            "fall", "--jump", "4", "--climb", "3", "--i", "3", "--t", "3",
        ],
        &[
            "--rules", "wfb", "fall", "--climb", "4", "--i", "3", "--t", "3",
        ],
    ] {
        assert_bad_input(warband().args(args));
    }
}

#[test]
fn a_fall_needs_a_height_or_a_move() {
    assert_bad_input(warband().args(["fall", "--t", "3"]));
}
