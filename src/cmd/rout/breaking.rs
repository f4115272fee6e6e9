//! `warband rout --alone --opponent …` and `rout --escape`: leaving a combat with its
//! consequences — the test, then each opponent's blow (`mechanics::breaking`). The opponents are
//! `odds --attacker` values (`gang::parse_fighter`); the leaving warrior is described as `odds`'
//! target is.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::fighter::{members, parse_fighter};
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::mechanics::attack::TargetState;
use crate::mechanics::breaking::Breaking;
use crate::mechanics::equipment::{armour, preset};
use crate::mechanics::gang::Member;
use crate::mechanics::leadership;
use crate::mechanics::loadout::Defender;
use crate::mechanics::profile::DEFAULT;
use crate::question::RoutArgs;
use crate::report::{Entry, Fact, Report, RollRecord, RollResult, Summary, Table};
use serde_json::json;

/// The leaving warrior's Wounds when not given: a human's one.
const ASSUMED_W: u8 = DEFAULT[5];

/// The opponents and the leaving warrior of the arguments; `rolled`: whether any blow rolls to
/// hit (then his WS is needed; otherwise it has no meaning).
fn fighters(args: &RoutArgs, cx: &Context, rolled: bool) -> Result<(Vec<Member>, Defender)> {
    let rules = &cx.ruleset;
    let b = &args.breaking;
    let round = b.round.unwrap_or(1);
    let specs = b
        .opponents
        .iter()
        .map(|spec| parse_fighter("--opponent", spec, rules, round, &cx.parsers))
        .collect::<Result<Vec<_>>>()?;
    let members = members(&specs, "--opponent")?;
    if members.is_empty() {
        return Err(UserError::new("no opponent to strike the blows")
            .hint("give each enemy in contact with --opponent \"<profile and kit>\""));
    }
    let toughness = b.toughness.ok_or_else(|| {
        UserError::new("the leaving warrior's Toughness is not given").hint("give --t <T>")
    })?;
    match (rolled, b.vs) {
        (true, None) => {
            return Err(
                UserError::new(format!("the blows roll to hit in {}", rules.id))
                    .hint("give the leaving warrior's Weapon Skill with --vs <WS>"),
            );
        }
        (false, Some(_)) => {
            return Err(UserError::new(format!(
                "--vs: every blow hits automatically in {}",
                rules.id
            ))
            .hint("the leaving warrior's WS does not matter; drop --vs"));
        }
        _ => {}
    }
    let defender = Defender {
        ws: b.vs,
        toughness,
        wounds: b.wounds.unwrap_or(ASSUMED_W),
        strength: None,
        armour: armour(b.armour.suit())?,
        shield: b.armour.shield,
        mounted: b.armour.mounted,
        barding: b.armour.barding,
        helmet: b.helmet,
        parry: None,
        state: TargetState::Standing,
        weapon: b
            .armour
            .target_weapon
            .as_deref()
            .map(|n| preset(rules, n))
            .transpose()?,
        fleeing: true,
        buckler: false,
        around: Default::default(),
        ward: b.armour.ward,
        swarm: false,
    };
    Ok((members, defender))
}

/// All Alone (core, skirmish) or panic (the club) with the opponents' blows on a failure.
pub fn alone(args: &RoutArgs, ld: u8, cx: &Context) -> Result<Report> {
    let rules = &cx.ruleset;
    let resolution = leadership::alone(rules, ld, args.modifier, args.friend_near)?;
    let rolled = rules.alone.as_ref().is_some_and(|r| !r.breaking.automatic);
    let (members, defender) = fighters(args, cx, rolled)?;
    let mut breaking = Breaking::alone(rules, resolution.test, &members, &defender)?;
    let mut report = Report::new("rout", &rules.id);
    report.input("ld", ld);
    if args.modifier != 0 {
        report.input("mod", args.modifier);
    }
    report.input("alone", true);
    report.input("friend_near", args.friend_near);
    let reroll = if args.friend_near {
        ", re-rolling a failure"
    } else {
        ""
    };
    report.headline = format!(
        "stands on 2D6 <= {}{reroll}; failing, each opponent strikes once",
        resolution.ld
    );
    report.rulings = resolution.rulings.clone();
    finish(report, args, cx, &mut breaking, resolution.notes)
}

/// The club's voluntary escape: the Initiative test, then the blows of its result.
pub fn escape(args: &RoutArgs, cx: &Context) -> Result<Report> {
    let rules = &cx.ruleset;
    if args.ld.is_some() {
        return Err(UserError::new("--ld has no meaning with --escape")
            .hint("the escape is an Initiative test: give --i <I>"));
    }
    let rule = rules.escape.as_ref().ok_or_else(|| {
        UserError::new(format!(
            "ruleset {} has no voluntary escape from combat",
            rules.id
        ))
        .hint("it is mordheim-club's: --rules mordheim-club; here --alone --opponent is breaking from combat")
    })?;
    let initiative = args.initiative.ok_or_else(|| {
        UserError::new("--escape needs the warrior's Initiative").hint("give --i <I>")
    })?;
    let rolled = !rule.passed.automatic || !rule.failed.automatic;
    let (members, defender) = fighters(args, cx, rolled)?;
    let value = i32::from(initiative) + args.modifier;
    let mut breaking = Breaking::escape(rules, value, &members, &defender)?;
    let mut report = Report::new("rout", &rules.id);
    report.input("i", initiative);
    if args.modifier != 0 {
        report.input("mod", args.modifier);
    }
    report.input("escape", true);
    report.headline =
        format!("escapes on D6 <= {value} (a 6 fails) and no unsaved wound from the blows");
    finish(report, args, cx, &mut breaking, vec![rule.text.clone()])
}

/// What both reports share: the inputs of the blows, the fates, the unsaved wounds, the rulings
/// and notes, and the roll.
fn finish(
    mut report: Report,
    args: &RoutArgs,
    cx: &Context,
    breaking: &mut Breaking,
    notes: Vec<String>,
) -> Result<Report> {
    let b = &args.breaking;
    report.input("opponents", json!(b.opponents));
    report.input("t", b.toughness.map_or(json!(null), |t| json!(t)));
    report.input("w", b.wounds.unwrap_or(ASSUMED_W));
    if let Some(vs) = b.vs {
        report.input("vs", vs);
    }
    report.input("armour", b.armour.suit());
    report.input("shield", b.armour.shield);
    report.input("helmet", b.helmet);
    report.input("round", b.round.unwrap_or(1));
    let outcome = breaking.exact()?;
    report.probability = Some(outcome.fates.prob(&breaking.good));
    report.set_named(
        "fate",
        breaking
            .fates
            .iter()
            .map(|f| (f.name().to_string(), outcome.fates.prob(f)))
            .collect(),
    );
    report.facts.push((
        "passes_the_test".into(),
        Fact::Probability(outcome.passes.clone()),
    ));
    report
        .facts
        .push(("blows".into(), Fact::Lines(breaking.summary.clone())));
    if b.wounds.is_none() {
        report.facts.push((
            "assumed".into(),
            Fact::Text(format!("W{ASSUMED_W} (give --w)")),
        ));
    }
    report.tables.push(Table {
        key: "wounds".into(),
        counting: "unsaved wounds".into(),
        entries: Entry::counts(&outcome.wounds),
        stats: Some(Summary::of(&outcome.wounds)),
    });
    report.add_rulings(breaking.rulings.iter().map(String::as_str));
    report.notes = notes;
    report.notes.extend(breaking.notes.iter().cloned());
    report.notes.dedup();
    if cx.roll {
        let mut dice = roller(cx.seed, "rout");
        let played = breaking.play(&mut dice, true)?;
        let mut attempts: Vec<(Vec<u8>, String)> = played
            .test
            .attempts
            .iter()
            .map(|(d, ok)| (d.clone(), if *ok { "pass" } else { "fail" }.to_string()))
            .collect();
        attempts.extend(played.log.into_iter().map(|line| (Vec::new(), line)));
        report.roll = Some(RollRecord {
            seed: dice.seed(),
            dice: dice.dice().to_vec(),
            attempts,
            result: RollResult::Named(played.fate.name().to_string()),
            passed: Some(played.fate == breaking.good),
        });
    }
    Ok(report)
}
