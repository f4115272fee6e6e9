//! `warband combat --rules wfb`: a close combat between two units, one round or several —
//! casualties both ways, combat result, break test, flight and pursuit — exact, rolled, or
//! simulated.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::cmd::shared::{compare, simulation};
use crate::error::{Result, UserError};
use crate::mechanics::combat::{self, Combat, Exact, Facing, Outcome, Prepared, Side, Slot, Unit};
use crate::mechanics::equipment::{armour, preset};
use crate::mechanics::profile::{NAMES, Profile};
use crate::mechanics::save::Armour;
use crate::mechanics::test::TestKind;
use crate::prob::Ratio;
use crate::question::{Combat as CombatQuestion, Unit as UnitQuestion};
use crate::report::Output;
use crate::report::{Entry, Fact, Report, RollRecord, RollResult, Table};
use crate::roster::{Kit, SideWarrior};
use crate::rules::Ruleset;
use serde_json::json;

/// A unit's models: `--a "20x …"`, or `--a-models 20`, or both when they agree.
fn models(spec: &SideWarrior, flag: Option<u32>, side: &str) -> Result<Option<u32>> {
    match (spec.count, flag) {
        (Some(n), Some(m)) if n != m => Err(UserError::new(format!(
            "--{side} \"{n}x …\" is {n} models but --{side}-models says {m}"
        ))
        .hint(format!(
            "give the count once: --{side} \"{n}x …\" or --{side}-models {m}"
        ))),
        (n, m) => Ok(n.or(m)),
    }
}

/// The most models a unit may have: a round of 1000 against 1000 is still quick.
const MAX_MODELS: u32 = 1000;

fn unit(
    profile: Profile,
    kit: &Kit,
    flags: &UnitQuestion,
    models: u32,
    side: &str,
    ruleset: &Ruleset,
) -> Result<Unit> {
    if kit.helmet || kit.parry.is_some() {
        return Err(UserError::new(format!(
            "--{side}-{}: {} has no such rule for units",
            if kit.helmet { "helmet" } else { "parry" },
            ruleset.id
        ))
        .hint("WFB's armour is --armour and --shield"));
    }
    if models > MAX_MODELS {
        return Err(UserError::new(format!(
            "--{side}-models {models}: at most {MAX_MODELS} models in a unit"
        ))
        .hint("give the models in this combat"));
    }
    let preset = |name: &str| preset(ruleset, name);
    let weapon = kit.weapon.as_deref().map(preset).transpose()?;
    if let Some(w) = weapon.as_ref().filter(|w| w.two_handed)
        && kit.shield
    {
        return Err(UserError::new(format!(
            "the {} is two-handed: no shield",
            w.name.to_lowercase()
        ))
        .hint("drop the shield"));
    }
    crate::cmd::shared::fighter::two_hands(kit.offhand.as_deref(), kit.shield, side)?;
    // The champion's profile over the unit's: he is one of its models.
    let champion = flags
        .champion
        .as_ref()
        .map(|c| crate::cmd::shared::rosters::duel_side(c, ruleset).map(|(p, _)| p.over(&profile)))
        .transpose()
        .map_err(|e| e.context(format!("--{side}-champion")))?;
    Ok(Unit {
        weapon,
        offhand: kit.offhand.as_deref().map(preset).transpose()?,
        armour: armour(kit.armour_or_none())?,
        shield: kit.shield,
        mount: flags.mount.clone(),
        barding: flags.barding,
        standard: flags.standard,
        musicians: flags.musician.unwrap_or(0),
        battle_standard: flags.battle_standard,
        champion,
        hatred: kit.hatred,
        frenzy: kit.frenzy,
        // Terror-causers cause fear too («automaticky siri take fear»).
        causes_fear: kit.fear || flags.terror,
        causes_terror: flags.terror,
        high_ground: flags.high_ground,
        ward: kit.ward,
        stupid: flags.stupid,
        random_hits: flags.character,
        impact: flags.impact.map(|scythes| combat::Impact {
            scythes,
            strength: flags.impact_strength,
        }),
        facing: if flags.flank {
            Facing::Flank
        } else if flags.rear {
            Facing::Rear
        } else {
            Facing::Front
        },
        ..Unit::new(profile, models, flags.frontage)
    })
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::A => "a",
        Side::B => "b",
    }
}

/// A unit's fate over the round: holds (won, drew, or passed its test), flees, destroyed.
fn fates(exact: &Exact, side: Side) -> (Ratio, Ratio, Ratio) {
    let (flees, destroyed) = match side {
        Side::A => (Outcome::BWinsAFlees, Outcome::BWinsADestroyed),
        Side::B => (Outcome::AWinsBFlees, Outcome::AWinsBDestroyed),
    };
    let (f, d) = (exact.outcome(flees), exact.outcome(destroyed));
    let holds = (&f + &d).complement();
    (holds, f, d)
}

fn fate_line(exact: &Exact, side: Side) -> Vec<(String, Ratio)> {
    let (holds, flees, destroyed) = fates(exact, side);
    vec![
        ("holds".into(), holds),
        ("breaks and escapes".into(), flees),
        ("is destroyed".into(), destroyed),
    ]
}

fn profile_fact(u: &Unit) -> Fact {
    let mut line = format!(
        "{} × {}, {} wide{}",
        u.models,
        u.profile,
        u.frontage,
        u.mount
            .as_ref()
            .map_or(String::new(), |m| format!(", mount {}", mount_text(u, m)))
    );
    if let Some(assumed) = u.profile.assumed(&NAMES) {
        line.push_str(&format!(" (not given, a human's: {assumed})"));
    }
    if let Some(c) = &u.champion {
        let who = if u.random_hits {
            "character"
        } else {
            "champion"
        };
        line.push_str(&format!("; {who} {c}"));
    }
    Fact::Text(line)
}

/// A unit's mount as it fights: a mount given no Initiative strikes at its rider's (R-60 as
/// amended), said so rather than shown as the human's I 3.
fn mount_text(u: &Unit, mount: &Profile) -> String {
    let initiative = u.mount_initiative().unwrap_or(mount.initiative());
    if !mount.defaulted.contains(&"I") {
        return mount.to_string();
    }
    let shown: Vec<String> = NAMES
        .iter()
        .zip(mount.values())
        .map(|(n, v)| match *n {
            "I" => format!("I{initiative}"),
            _ => format!("{n}{v}"),
        })
        .collect();
    format!(", mount {} (I not given: its rider's)", shown.join(" "))
}

/// A round's strike order in words: "A and its mounts, then B", "A's mounts, then B, then A",
/// "… B and A's mounts rolled off …".
fn slots_text(slots: &[Slot]) -> String {
    let words: Vec<String> = slots
        .iter()
        .map(|slot| match slot {
            Slot::One(step) => step.name(),
            Slot::RolledOff(a, b) => format!("{} or {} (rolled off)", a.name(), b.name()),
        })
        .collect();
    words.join(", then ")
}

/// Who strikes first, in the first round and in later ones.
fn order_fact(p: &Prepared) -> Fact {
    if p.combat.a.mount.is_some() || p.combat.b.mount.is_some() {
        // Mounts strike at their own places (R-60 as amended): each round's steps in order.
        let first = format!("{} (R-47, R-60)", slots_text(p.slots(1)));
        if p.combat.rounds == 1 {
            return Fact::Text(first);
        }
        return Fact::Lines(vec![
            format!("round 1: {first}"),
            format!("later rounds: {} (R-47, R-60)", slots_text(p.slots(2))),
        ]);
    }
    let why = if p.first == p.combat.charger {
        "the charger"
    } else {
        "the charger's two-handed weapon strikes last"
    };
    let first = format!(
        "{} strikes first ({why}, R-47), then {}",
        p.first.name(),
        p.first.other().name()
    );
    if p.combat.rounds == 1 {
        return Fact::Text(first);
    }
    let later = match p.later_first {
        Some(side) => format!("later rounds: {} first (R-47)", side.name()),
        None => "later rounds: rolled off each round (equal places, R-9)".into(),
    };
    Fact::Lines(vec![format!("round 1: {first}"), later])
}

/// The charged unit's fear test, in words and odds.
fn fear_fact(p: &Prepared) -> Option<Fact> {
    let fear = p.fear_test.as_ref()?;
    let ld = match fear.test.kind {
        TestKind::Leadership { ld } => i64::from(ld),
        _ => unreachable!("a fear test is a Leadership test"),
    };
    let failed = if fear.terror {
        "it flees at once: terror (R-100)"
    } else if fear.flees {
        "it flees at once: the fear-causers outnumber it (R-66)"
    } else {
        "it needs 6s to hit in the first round (R-66)"
    };
    Some(Fact::Group(vec![
        (
            "taken_by".into(),
            Fact::Text(p.combat.charger.other().name().into()),
        ),
        ("on_ld".into(), Fact::Count(ld)),
        ("passes".into(), Fact::Probability(fear.test.probability())),
        ("if_failed".into(), Fact::Text(failed.into())),
    ]))
}

/// A stupid unit's test: on what, its odds, the rounds it takes it in.
fn stupidity_fact(p: &Prepared, side: Side) -> Option<Fact> {
    let test = p.stupidity[usize::from(side == Side::B)].as_ref()?;
    let ld = match test.kind {
        TestKind::Leadership { ld } => i64::from(ld),
        _ => unreachable!("a stupidity test is a Leadership test"),
    };
    let rounds: Vec<String> = (1..=p.combat.rounds)
        .filter(|&r| p.stupidity_test(side, r))
        .map(|r| r.to_string())
        .collect();
    Some(Fact::Group(vec![
        ("on_ld".into(), Fact::Count(ld)),
        ("passes".into(), Fact::Probability(test.probability())),
        (
            "in_rounds".into(),
            Fact::Text(if rounds.is_empty() {
                "none (its own turns come from round 2 when charged, 3 when charging, R-101)".into()
            } else {
                rounds.join(", ")
            }),
        ),
        (
            "if_failed".into(),
            Fact::Text(
                "half of its fighting rank and file still standing strike, rounded up (R-101)"
                    .into(),
            ),
        ),
    ]))
}

/// The charging chariots' impact hits: how many, at what, and one hit's odds.
fn impact_fact(p: &Prepared) -> Option<Fact> {
    let i = p.impact.as_ref()?;
    Some(Fact::Group(vec![
        ("by".into(), Fact::Text(i.side.name().into())),
        (
            "hits".into(),
            Fact::Text(format!(
                "{} chariot{} × (D6 + {} scythe{}), S{}, before the first blow (R-102)",
                i.chariots,
                if i.chariots == 1 { "" } else { "s" },
                i.scythes,
                if i.scythes == 1 { "" } else { "s" },
                i.strength
            )),
        ),
        (
            "to_wound".into(),
            Fact::Text(format!(
                "{}, {}",
                i.strike.wound,
                match i.strike.save {
                    crate::mechanics::Target::Impossible => "no save".to_string(),
                    t => format!("save {t}"),
                }
            )),
        ),
        (
            "unsaved_per_hit".into(),
            Fact::Probability(i.strike.unsaved.clone()),
        ),
    ]))
}

/// The combat-result difference of the last round fought, and `no_round_fought` when the
/// charged unit may flee from fear before any blow; its mean is among the combats
/// fought.
fn difference_table(exact: &Exact) -> Table {
    let dist = exact.difference();
    let none = dist.prob(&None);
    let fought = dist
        .condition(Option::is_some)
        .map(|d| d.map(|x| x.expect("a round fought")));
    let mut entries = Vec::new();
    if let Some(fought) = &fought {
        let share = none.complement();
        // P(difference ≥ k) and ≤ k among all combats: the fought share of each.
        for e in Entry::counts(fought) {
            let scale = |r: Option<Ratio>| r.map(|r| &r * &share);
            entries.push(Entry {
                probability: &e.probability * &share,
                at_least: scale(e.at_least),
                at_most: scale(e.at_most),
                ..e
            });
        }
    }
    if !none.is_zero() {
        entries.push(Entry::named("no_round_fought", none));
    }
    Table {
        key: "result_difference".into(),
        counting: "combat result, A minus B".into(),
        entries,
        stats: fought.as_ref().map(crate::report::Summary::of),
    }
}

fn prepare(args: &CombatQuestion, cx: &Context) -> Result<Prepared> {
    let (models_a, models_b) = (
        models(&args.a, args.unit_a.models, "a")?,
        models(&args.b, args.unit_b.models, "b")?,
    );
    let (Some(models_a), Some(models_b)) = (models_a, models_b) else {
        let missing: Vec<&str> = [("a", models_a), ("b", models_b)]
            .iter()
            .filter(|(_, n)| n.is_none())
            .map(|(side, _)| {
                if *side == "a" {
                    "--a-models <N>"
                } else {
                    "--b-models <N>"
                }
            })
            .collect();
        return Err(UserError::new(format!(
            "combat needs the size of each unit: {}",
            missing.join(" and ")
        ))
        .hint("or give the count with the profile, e.g. --a \"20x WS3\""));
    };
    let side = |spec, over: &dyn Fn(Kit) -> Kit, flags, models, name| -> Result<Unit> {
        let (profile, base) = crate::cmd::shared::rosters::duel_side(spec, &cx.ruleset)?;
        unit(profile, &over(base), flags, models, name, &cx.ruleset)
    };
    let a = side(
        &args.a.warrior,
        &|base| args.side_a.clone().over(base),
        &args.unit_a,
        models_a,
        "a",
    )
    .map_err(|e| e.context("side A"))?;
    let b = side(
        &args.b.warrior,
        &|base| args.side_b.clone().over(base),
        &args.unit_b,
        models_b,
        "b",
    )
    .map_err(|e| e.context("side B"))?;
    let charger = args.charger;
    combat::prepare(
        &cx.ruleset,
        Combat {
            rounds: args.rounds,
            ..Combat::new(a, b, charger)
        },
    )
}

fn report(args: &CombatQuestion, cx: &Context) -> Result<Report> {
    let prepared = prepare(args, cx)?;
    let exact = prepared.exact()?;
    let c = &prepared.combat;
    let mut report = Report::new("combat", &cx.ruleset.id);
    for (key, u) in [("a", &c.a), ("b", &c.b)] {
        let mut input = json!({
                "profile": u.profile.to_string(), "models": u.models, "frontage": u.frontage,
                "mount": u.mount.as_ref().map(|m| mount_text(u, m)),
                "weapon": u.weapon.as_ref().map(|w| w.id.clone()),
                "offhand": u.offhand.as_ref().map(|w| w.id.clone()),
                "shield": u.shield, "barding": u.barding, "standard": u.standard,
                "musicians": u.musicians, "battle_standard": u.battle_standard,
                "armour": match &u.armour {
                    Armour::None => "none".to_string(),
                    Armour::Named(name) => name.clone(),
                    Armour::Score(n) => format!("{n}+"),
                },
                "champion": u.champion.as_ref().map(ToString::to_string),
                "hatred": u.hatred, "frenzy": u.frenzy, "fear": u.causes_fear,
                "high_ground": u.high_ground,
                "facing": match u.facing { Facing::Front => "front", Facing::Flank => "flank", Facing::Rear => "rear" },
        });
        // Given only when set, so that other combats' JSON stays as it was.
        if u.stupid {
            input["stupid"] = json!(true);
        }
        if u.random_hits {
            input["character"] = json!(true);
        }
        if let Some(i) = &u.impact {
            input["impact"] = json!({ "scythes": i.scythes, "strength": i.strength });
        }
        report.input(key, input);
    }
    report.input("charger", side_name(c.charger));
    report.input("rounds", c.rounds);
    // The answer is who wins; the plain value A's win, as in a duel. The charged unit's fate
    // ("will my halberdiers hold?") follows, and the loser's.
    let charged = c.charger.other();
    report.verdict = vec![
        ("A wins".into(), exact.wins(Side::A)),
        ("draw".into(), exact.outcome(Outcome::Draw)),
        ("B wins".into(), exact.wins(Side::B)),
    ];
    report.plain = Some(exact.wins(Side::A));
    report.brief = vec!["loser_breaks".into(), "cut_down".into()];
    report.set_named(
        "outcome",
        Outcome::ALL
            .iter()
            .map(|o| (o.name().to_string(), exact.outcome(*o)))
            .collect(),
    );
    for (key, counting, dist) in [
        ("casualties_a", "models A loses", exact.casualties(Side::A)),
        ("casualties_b", "models B loses", exact.casualties(Side::B)),
    ] {
        report.tables.push(Table {
            key: key.into(),
            counting: counting.into(),
            entries: Entry::counts(&dist),
            stats: Some(crate::report::Summary::of(&dist)),
        });
    }
    report.tables.push(difference_table(&exact));
    if let Some(impact) = &prepared.impact {
        let hit = impact.side.other().name();
        for (key, counting, dist) in [
            ("impact_hits", format!("impact hits on {hit}"), &impact.hits),
            (
                "impact_wounds",
                format!("unsaved wounds the impact hits cause {hit}"),
                &impact.wounds,
            ),
        ] {
            report.tables.push(Table {
                key: key.into(),
                counting,
                entries: Entry::counts(dist),
                stats: Some(crate::report::Summary::of(dist)),
            });
        }
    }
    // Round 0: the charged unit fled from fear before the first blow.
    let flees_from_fear = prepared.fear_test.as_ref().is_some_and(|f| f.flees);
    if c.rounds > 1 || flees_from_fear {
        let from = u32::from(!flees_from_fear);
        report.tables.push(Table {
            key: "rounds".into(),
            counting: "round the combat ends in".into(),
            entries: Entry::ending_in(&exact.ends(), from, c.rounds, "fighting_on"),
            stats: None,
        });
    }
    report.facts.push((
        "result".into(),
        Fact::Probabilities(vec![
            ("A wins".into(), exact.wins(Side::A)),
            ("draw".into(), exact.outcome(Outcome::Draw)),
            ("B wins".into(), exact.wins(Side::B)),
        ]),
    ));
    report
        .facts
        .push(("loser_breaks".into(), Fact::Probability(exact.broken())));
    report
        .facts
        .push(("cut_down".into(), Fact::Probability(exact.cut_down())));
    report.facts.push((
        // Each unit's fate, under names that do not change with --charger.
        "charged_fate".into(),
        Fact::Probabilities(fate_line(&exact, charged)),
    ));
    report.facts.push((
        "charger_fate".into(),
        Fact::Probabilities(fate_line(&exact, c.charger)),
    ));
    report.facts.push(("a".into(), profile_fact(&c.a)));
    report.facts.push(("b".into(), profile_fact(&c.b)));
    if let Some(fear) = fear_fact(&prepared) {
        report.facts.push(("fear_test".into(), fear));
    }
    if let Some(impact) = impact_fact(&prepared) {
        report.facts.push(("impact".into(), impact));
    }
    for side in [Side::A, Side::B] {
        if let Some(stupid) = stupidity_fact(&prepared, side) {
            report
                .facts
                .push((format!("stupidity_{}", side_name(side)), stupid));
        }
    }
    report
        .facts
        .push(("strike_order".into(), order_fact(&prepared)));
    report.facts.push((
        "attacks".into(),
        Fact::Lines(crate::cmd::shared::attack_lines::attack_lines(
            &prepared.summary,
            "round",
        )),
    ));
    report.add_rulings(prepared.rulings.iter().map(String::as_str));
    report.notes = prepared.notes.clone();

    if let Some(runs) = args.side_by_side.simulate {
        let seed = cx.seed;
        let mut dice = roller(seed, "combat-simulate").unrecorded();
        let mut counts = [0u64; 7];
        let mut progress = simulation::Progress::new(runs, cx.feedback);
        let budget = simulation::Budget::new(runs, cx);
        for run in 0..runs {
            progress.tick(run);
            let played = combat::play(&prepared, &mut dice, None);
            budget.check(run + 1, dice.rolled())?;
            let i = Outcome::ALL
                .iter()
                .position(|o| *o == played.outcome)
                .expect("an outcome");
            counts[i] += 1;
        }
        budget.finish(dice.rolled());
        let rows = Outcome::ALL
            .iter()
            .zip(counts)
            .map(|(o, n)| (o.name().to_string(), exact.outcome(*o), n))
            .collect();
        report
            .facts
            .extend(simulation::facts(rows, runs, seed, "combats", |n| {
                Some(n.replace('_', " "))
            }));
    }

    if cx.roll {
        let mut dice = roller(cx.seed, "combat");
        let mut log = Vec::new();
        let played = combat::play(&prepared, &mut dice, Some(&mut log));
        report.roll = Some(RollRecord {
            seed: dice.seed(),
            dice: dice.dice().to_vec(),
            attempts: log.into_iter().map(|line| (Vec::new(), line)).collect(),
            result: RollResult::Named(played.outcome.name().to_string()),
            passed: None,
        });
    }
    Ok(report)
}

pub fn run(args: &CombatQuestion, cx: &Context, argv: &[std::ffi::OsString]) -> Result<Output> {
    compare::side_by_side(
        cx,
        argv,
        &args.side_by_side.compare,
        &["--a", "--b"],
        "--a-weapon spear",
        || report(args, cx),
        |compared: CombatQuestion, cx| report(&compared, cx),
    )
}
