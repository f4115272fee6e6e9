//! In-process benchmarks: one chart lookup, stages of 200 dice through the exact core, the
//! attack chain of `odds`, several attackers in one phase, and whole `duel` fights.
//! Run `cargo bench`; `benches/icepool.sh` times whole processes against icepool.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use warband::mechanics::hit::{self, HitKind, HitQuery};
use warband::prob::{Dist, Ratio};
use warband::rules::{RulesetId, builtin};

fn lookups(c: &mut Criterion) {
    let rules = builtin(RulesetId::Mordheim);
    let query = HitQuery {
        kind: HitKind::Melee {
            ws: 4,
            vs: 3,
            needs_six: false,
        },
        modifier: 0,
        reroll_misses: false,
    };
    c.bench_function("hit ws4 vs ws3 (resolve + exact p)", |b| {
        b.iter(|| {
            hit::resolve(black_box(&rules), black_box(&query))
                .unwrap()
                .check
                .probability()
        })
    });
}

fn stages(c: &mut Criterion) {
    let hit = Ratio::new(2, 3);
    let wound = Ratio::new(1, 2);
    let unsaved = Ratio::new(5, 6);
    c.bench_function("binomial 200 dice p=2/3", |b| {
        b.iter(|| Dist::binomial(black_box(200), black_box(&hit)))
    });
    let hits = Dist::binomial(200, &hit);
    c.bench_function("thin 201 counts (second pipeline stage)", |b| {
        b.iter(|| black_box(&hits).thin(black_box(&wound)))
    });
    let wounds = hits.thin(&wound);
    c.bench_function("thin again (third stage, denominators ~6^600)", |b| {
        b.iter(|| black_box(&wounds).thin(black_box(&unsaved)))
    });
    c.bench_function("three stages of 200 dice end to end", |b| {
        b.iter(|| {
            Dist::binomial(200, &hit)
                .thin(&wound)
                .thin(&unsaved)
                .cumulative_at_least()
        })
    });
}

fn odds(c: &mut Criterion) {
    use warband::mechanics::attack::exact;
    use warband::mechanics::loadout::{Attacker, Defender, build};
    use warband::mechanics::save::Armour;
    let rules = builtin(RulesetId::Mordheim);
    let attacker = |attacks| Attacker::melee(4, 3, attacks);
    let defender = Defender::standing(3, 3, 1, Armour::Score(5));
    for n in [1, 10, 60] {
        let chain = build(&rules, &attacker(n), &defender).unwrap().chain;
        c.bench_function(&format!("odds chain, {n} attacks (exact)"), |b| {
            b.iter(|| exact(black_box(&chain)))
        });
    }
    // A parry couples the hits: counted first, then resolved.
    let parrier = Defender {
        parry: Some(warband::mechanics::loadout::ParryWith::Sword),
        ..defender.clone()
    };
    for n in [10, 60] {
        let chain = build(&rules, &attacker(n), &parrier).unwrap().chain;
        c.bench_function(
            &format!("odds chain, {n} attacks against a parry (exact)"),
            |b| b.iter(|| exact(black_box(&chain))),
        );
    }
}

/// `odds -a 60 --json` in process, from its command line to its text (issue 29: the question
/// `benches/icepool.sh` asks): the parse, the chain, the rows and the 100 KB of JSON, without
/// the process's start-up.
fn odds_json(c: &mut Criterion) {
    use std::ffi::OsString;
    use warband::cli::Cli;
    use warband::cmd::{self, Host};
    use warband::render::{self, Format, Look};
    let argv: Vec<OsString> =
        "warband odds --rules wfb --ws 4 --s 4 -a 60 --vs 3 --t 3 --armour 5 --json"
            .split(' ')
            .map(OsString::from)
            .collect();
    let host = Host {
        fresh_seed: 0,
        stderr_is_terminal: false,
        parsers: warband::cli::PARSERS,
    };
    c.bench_function("odds -a 60 --json, command line to text", |b| {
        b.iter(|| {
            let cli = Cli::try_parse_lazily_from(black_box(&argv)).unwrap();
            let output = cmd::run(&cli.asked(&argv), &argv, &host).unwrap();
            render::render_output(&output, Format::Json, &Look::default()).unwrap()
        })
    });
}

/// Several attackers on one target in one phase (issue 15: cost grows with attackers ×
/// attacks): five attackers of three attacks each against a W3 target with a parry, distinct
/// Initiatives but two alike (so a roll-off), from scratch every time (the chains included).
fn gang(c: &mut Criterion) {
    use warband::mechanics::gang::{Gang, Member};
    use warband::mechanics::loadout::{Attacker, Defender, ParryWith};
    use warband::mechanics::save::Armour;
    let rules = builtin(RulesetId::Mordheim);
    let members: Vec<Member> = [(4, 4, 5), (4, 3, 4), (3, 3, 3), (3, 4, 3), (3, 3, 2)]
        .iter()
        .map(|&(ws, s, i)| Member {
            label: format!("WS{ws} S{s} I{i}"),
            attacker: Attacker::melee(ws, s, 3),
            initiative: i,
        })
        .collect();
    let defender = Defender {
        parry: Some(ParryWith::Sword),
        strength: Some(4),
        ..Defender::standing(4, 4, 3, Armour::Score(5))
    };
    c.bench_function(
        "gang, 5 attackers x 3 attacks on a W3 parrier (exact)",
        |b| {
            b.iter(|| {
                Gang::new(&rules, black_box(members.clone()), defender.clone())
                    .unwrap()
                    .exact()
                    .unwrap()
            })
        },
    );
}

/// The two fights the duel issue sets targets for (whole process: 20 ms and 100 ms).
fn duel(c: &mut Criterion) {
    use warband::mechanics::duel::{Duel, Engine, Side, Warrior, prepare};
    let rules = builtin(RulesetId::Mordheim);
    for (label, a, b) in [
        (
            "duel, two 1-wound warriors, 30 turns",
            "WS4 S3 T3 W1 I4 A1",
            "WS3 S3 T3 W1 I3 A1",
        ),
        (
            "duel, two 3-wound heroes with 2 attacks, 30 turns",
            "WS4 S4 T3 W3 I4 A2",
            "WS4 S3 T4 W3 I4 A2",
        ),
    ] {
        let fight = Duel {
            a: Warrior::new(a.parse().unwrap()),
            b: Warrior::new(b.parse().unwrap()),
            charger: Some(Side::A),
            climbed: false,
            turns: 30,
        };
        c.bench_function(label, |bench| {
            bench.iter(|| prepare(&rules, black_box(fight.clone())).unwrap().exact())
        });
    }
}

/// Several warriors on one side: two and three henchmen against a 3-wound ogre; on both
/// sides; and issue 29's fights of many.
fn duel_team(c: &mut Criterion) {
    use warband::mechanics::duel::team::{Targets, Team, prepare};
    use warband::mechanics::duel::{Engine, Side, Warrior};
    let rules = builtin(RulesetId::Mordheim);
    let henchman = || Warrior::new("WS3 S3 T3 W1 I3 A1".parse().unwrap());
    let ogre = Warrior::new("WS3 S4 T4 W3 I3 A2".parse().unwrap());
    for (label, n) in [
        ("duel, 2 henchmen against a 3-wound ogre, 30 turns", 2),
        ("duel, 3 henchmen against a 3-wound ogre, 30 turns", 3),
    ] {
        let fight = Team {
            a: (0..n).map(|_| henchman()).collect(),
            b: vec![ogre.clone()],
            charger: Some(Side::A),
            turns: 30,
            targets: Targets::Weakest,
        };
        c.bench_function(label, |bench| {
            bench.iter(|| {
                prepare(&rules, black_box(fight.clone()))
                    .unwrap()
                    .exact()
                    .unwrap()
            })
        });
    }
    // Several on both sides (issue 29, R-87): two humans against two, and three of one to three
    // wounds against two.
    let w = |p: &str| Warrior::new(p.parse().unwrap());
    for (label, a, b) in [
        (
            "duel, 2 humans against 2, 30 turns",
            vec![henchman(), henchman()],
            vec![henchman(), henchman()],
        ),
        (
            "duel, 3 of W1-W3 against 2, 30 turns",
            vec![henchman(), w("WS4 S3 T3 W2 I4 A1"), w("WS3 S4 T4 W3 I2 A1")],
            vec![w("WS4 S4 T3 W2 I4 A2"), henchman()],
        ),
    ] {
        let fight = Team {
            a,
            b,
            charger: Some(Side::A),
            turns: 30,
            targets: Targets::First,
        };
        c.bench_function(label, |bench| {
            bench.iter(|| {
                prepare(&rules, black_box(fight.clone()))
                    .unwrap()
                    .exact()
                    .unwrap()
            })
        });
    }
    // Issue 29's goals (each under 1 s, whole process): 3 v 3 of W1-W3, and a henchman group on
    // an ogre, as `duel` runs them (the first listed targeted, the henchmen charging). Ten
    // samples each, so that `cargo bench` stays short.
    let mut group = c.benchmark_group("duel of many");
    group.sample_size(10);
    let three = Team {
        a: vec![henchman(), w("WS4 S3 T3 W2 I4 A1"), w("WS3 S4 T4 W3 I2 A1")],
        b: vec![w("WS4 S4 T3 W2 I4 A2"), henchman(), w("WS3 S3 T4 W3 I2 A1")],
        charger: Some(Side::A),
        turns: 30,
        targets: Targets::First,
    };
    let group_on = |n: usize, ogre: &str| Team {
        a: (0..n).map(|_| henchman()).collect(),
        b: vec![w(ogre)],
        charger: Some(Side::A),
        turns: 30,
        targets: Targets::First,
    };
    for (label, fight) in [
        ("duel, 3 of W1-W3 against 3, 30 turns", three),
        (
            "duel, 5 henchmen against an A2 ogre, 30 turns",
            group_on(5, "WS3 S4 T4 W3 I3 A2"),
        ),
        (
            "duel, 10 henchmen against an A3 ogre, 30 turns",
            group_on(10, "WS3 S4 T4 W3 I3 A3"),
        ),
    ] {
        group.bench_function(label, |bench| {
            bench.iter(|| {
                prepare(&rules, black_box(fight.clone()))
                    .unwrap()
                    .exact()
                    .unwrap()
            })
        });
    }
    group.finish();
}

/// The club's critical follow-ups with several: a spearman and two swordsmen's phase on
/// a W2 target with a wall behind him, each follow-up over the phase; and two spearmen against
/// a swordsman, each side's follow-ups over 30 turns (what `duel` adds to the fight itself).
fn follow_ups(c: &mut Criterion) {
    use warband::mechanics::duel::team::{Targets, Team, prepare};
    use warband::mechanics::duel::{Engine, Side, Warrior};
    use warband::mechanics::gang::{Gang, Member};
    use warband::mechanics::loadout::{Around, Attacker, Defender};
    use warband::mechanics::save::Armour;
    let rules = builtin(RulesetId::MordheimClub);
    let armed = |ws: u8, s: u8, weapon: &str, charging: bool| {
        let mut a = Attacker::melee(ws, s, 1);
        a.weapon = rules.weapon(weapon).cloned();
        a.charging = charging;
        Member {
            label: weapon.into(),
            attacker: a,
            initiative: 3,
        }
    };
    let members = vec![
        armed(4, 4, "spear", true),
        armed(4, 3, "sword", false),
        armed(4, 3, "sword", false),
    ];
    let mut target = Defender::standing(3, 3, 2, Armour::None);
    target.around = Around {
        obstacle: Some(3),
        ..Around::default()
    };
    c.bench_function(
        "follow-ups, a spear and 2 swords on a W2 target, the phase's Disarm and Kebab!",
        |b| {
            b.iter(|| {
                let mut gang =
                    Gang::new(&rules, black_box(members.clone()), target.clone()).unwrap();
                (
                    gang.follow_up("disarm").unwrap(),
                    gang.follow_up("kebab").unwrap(),
                )
            })
        },
    );
    let warrior = |profile: &str, weapon: &str| Warrior {
        weapon: rules.weapon(weapon).cloned(),
        ..Warrior::new(profile.parse().unwrap())
    };
    let fight = Team {
        a: vec![
            warrior("WS3 S3 T3 W1 I3 A1", "spear"),
            warrior("WS3 S3 T3 W1 I3 A1", "spear"),
        ],
        b: vec![warrior("WS4 S4 T3 W3 I4 A2", "sword")],
        charger: Some(Side::A),
        turns: 30,
        targets: Targets::First,
    };
    c.bench_function(
        "follow-ups, 2 spearmen against a W3 swordsman, 30 turns, the fight and each side's",
        |bench| {
            bench.iter(|| {
                let mut prepared = prepare(&rules, black_box(fight.clone())).unwrap();
                prepared.exact().unwrap();
                prepared.follow_ups().unwrap()
            })
        },
    );
}

/// The combat issue's target: 20 halberdiers five wide charged by 10 knights, one round and
/// five (well under 100 ms); and the largest combat the exact work's budget lets through.
fn combat(c: &mut Criterion) {
    use warband::mechanics::combat::{Combat, Side, Unit, prepare};
    use warband::mechanics::save::Armour;
    let rules = builtin(RulesetId::Wfb);
    let halberdiers = Unit {
        weapon: rules.weapon("halberd").cloned(),
        armour: Armour::Named("light".into()),
        standard: true,
        musicians: 1,
        ..Unit::new("M4 WS3 S3 T3 I3 A1 Ld7".parse().unwrap(), 20, 5)
    };
    let knights = Unit {
        weapon: rules.weapon("lance").cloned(),
        armour: Armour::Named("heavy".into()),
        shield: true,
        mount: Some("M8 WS3 S3 T3 I3 A1".parse().unwrap()),
        ..Unit::new("M4 WS4 S3 T3 I3 A1 Ld8".parse().unwrap(), 10, 5)
    };
    for rounds in [1, 5] {
        let fight = Combat {
            rounds,
            ..Combat::new(halberdiers.clone(), knights.clone(), Side::B)
        };
        c.bench_function(
            &format!("combat, 20 halberdiers 5 wide charged by 10 knights, {rounds} round(s)"),
            |b| {
                b.iter(|| {
                    prepare(&rules, black_box(fight.clone()))
                        .unwrap()
                        .exact()
                        .unwrap()
                })
            },
        );
    }
    // 40 A3 models 20 wide a side: 60 attacks each way, near the budget in one round.
    let horde = Unit::new("WS3 S3 T3 I3 A3 Ld7".parse().unwrap(), 40, 20);
    let fight = Combat::new(horde.clone(), horde, Side::A);
    c.bench_function("combat, 40 against 40 models 20 wide, A3, one round", |b| {
        b.iter(|| {
            prepare(&rules, black_box(fight.clone()))
                .unwrap()
                .exact()
                .unwrap()
        })
    });
    // Issue 29's blocks: equal units (so every later round's order is rolled off, the most
    // work), fought until one breaks or the rounds run out.
    let mut group = c.benchmark_group("combat of big blocks");
    group.sample_size(10);
    for (models, frontage, rounds) in [(40, 8, 10), (30, 6, 10), (25, 5, 20)] {
        let block = Unit::new(
            "M4 WS3 S3 T3 W1 I3 A2 Ld7".parse().unwrap(),
            models,
            frontage,
        );
        let fight = Combat {
            rounds,
            ..Combat::new(block.clone(), block, Side::A)
        };
        group.bench_function(
            format!("combat, {models} against {models} models {frontage} wide, A2, up to {rounds} rounds"),
            |b| {
                b.iter(|| {
                    prepare(&rules, black_box(fight.clone()))
                        .unwrap()
                        .exact()
                        .unwrap()
                })
            },
        );
    }
    group.finish();
}

criterion_group!(
    benches, lookups, stages, odds, odds_json, gang, duel, duel_team, follow_ups, combat
);
criterion_main!(benches);
