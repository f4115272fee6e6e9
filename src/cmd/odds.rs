//! `warband odds`: the whole attack chain for one attacker against one target — exact, rolled,
//! simulated, or several loadouts side by side.

use super::injury::verdict;
use super::stage::roller;
use super::{Context, Output};
use crate::cli::{Cli, Command, OddsArgs, ParryArg, TargetStateArg};
use crate::error::{Result, UserError};
use crate::mechanics::attack::{self, Odds, TargetState};
use crate::mechanics::loadout::{self, Attacker, Defender, ParryWith};
use crate::mechanics::save::Armour;
use crate::prob::{Dist, Ratio};
use crate::render::prob_json;
use crate::report::{Entry, Fact, Outcome, Report, RollRecord, RollResult};
use crate::rules::Status;
use crate::rules::weapons::{self, Weapon};
use clap::Parser;
use serde_json::json;

fn preset(name: &str) -> Result<Weapon> {
    weapons::weapon(name).ok_or_else(|| {
        let known: Vec<String> = weapons::weapons().into_iter().map(|w| w.id).collect();
        UserError::new(format!("unknown weapon '{name}'"))
            .hint(format!("known weapons: {}", known.join(", ")))
    })
}

fn armour(text: &str) -> Result<Armour> {
    let t = text.trim().to_ascii_lowercase();
    if t == "none" {
        return Ok(Armour::None);
    }
    match t.strip_suffix('+').unwrap_or(&t).parse::<i64>() {
        Ok(n) if (1..=6).contains(&n) => Ok(Armour::Score(n as u8)),
        Ok(_) => Err(
            UserError::new(format!("--armour {text}: a save is 1+ to 6+"))
                .hint("use none for no armour"),
        ),
        Err(_) if !t.is_empty() && t.chars().all(|c| c.is_ascii_alphabetic()) => {
            Ok(Armour::Named(t))
        }
        Err(_) => Err(UserError::new(format!("--armour '{text}' is not armour"))
            .hint("use none, light, heavy, gromril, or a save such as 5+")),
    }
}

/// The attacker and target of the arguments.
pub fn loadout(args: &OddsArgs) -> Result<(Attacker, Defender)> {
    let weapon = args.weapon.as_deref().map(preset).transpose()?;
    let offhand = args.offhand.as_deref().map(preset).transpose()?;
    let shots = weapon
        .as_ref()
        .filter(|_| args.bs.is_some())
        .map_or(1, |w| u32::from(w.shots));
    let flags = [
        ("cover", args.cover),
        ("hard_cover", args.hard_cover),
        ("long_range", args.long_range),
        ("moved", args.moved),
        ("large_target", args.large_target),
    ];
    let attacker = Attacker {
        ws: args.ws,
        bs: args.bs,
        strength: args.strength,
        attacks: if args.bs.is_some() {
            args.attacks * shots
        } else {
            args.attacks
        },
        weapon,
        offhand,
        frenzy: args.frenzy,
        round: args.round,
        diving_charge: args.diving,
        hatred: args.hatred,
        reroll_misses: args.reroll_misses,
        needs_six: args.needs_six,
        hit_modifier: args.modifier,
        shooting_modifiers: flags
            .iter()
            .filter(|(_, on)| *on)
            .map(|(id, _)| id.to_string())
            .collect(),
        strength_bonus: args.s_bonus,
        save_modifier: args.save_mod,
        concussion: args.concussion.then_some(true),
        crit_class: args.crit_class.clone(),
        injury_modifier: args.injury_mod,
        poison: args.poison,
        killing_blow: args.killing_blow,
    };
    let defender = Defender {
        ws: args.vs,
        toughness: args.toughness,
        wounds: args.wounds,
        strength: args.target_s,
        armour: armour(&args.armour)?,
        shield: args.shield,
        mounted: args.mounted,
        barding: args.barding,
        helmet: args.helmet,
        parry: args.parry.map(|p| match p {
            ParryArg::Sword => ParryWith::Sword,
            ParryArg::Buckler => ParryWith::Buckler,
            ParryArg::SwordAndBuckler => ParryWith::SwordAndBuckler,
        }),
        state: match args.target {
            TargetStateArg::Standing => TargetState::Standing,
            TargetStateArg::KnockedDown => TargetState::KnockedDown,
            TargetStateArg::Stunned => TargetState::Stunned,
        },
    };
    Ok((attacker, defender))
}

fn entries(dist: &Dist<i64>) -> Vec<Entry> {
    let at_least = dist.cumulative_at_least();
    dist.iter()
        .zip(at_least)
        .map(|((&k, p), (_, ge))| Entry {
            outcome: Outcome::Count(k),
            probability: p,
            at_least: Some(ge),
        })
        .collect()
}

fn report(args: &OddsArgs, cx: &Context) -> Result<Report> {
    let (attacker, defender) = loadout(args)?;
    let built = loadout::build(&cx.ruleset, &attacker, &defender)?;
    let odds: Odds = attack::exact(&built.chain);

    let mut report = Report::new("odds", &cx.ruleset.id);
    for (key, value) in [
        ("ws", args.ws.map(i64::from)),
        ("bs", args.bs.map(i64::from)),
        ("s", Some(i64::from(args.strength))),
        ("attacks", Some(i64::from(args.attacks))),
        ("vs", args.vs.map(i64::from)),
        ("t", Some(i64::from(args.toughness))),
        ("w", Some(i64::from(args.wounds))),
    ] {
        if let Some(v) = value {
            report.input(key, v);
        }
    }
    report.input("armour", args.armour.clone());
    if let Some(w) = &args.weapon {
        report.input("weapon", w.clone());
    }
    if let Some(w) = &args.offhand {
        report.input("offhand", w.clone());
    }
    report.headline = verdict(&odds.status, &Status::ALL);
    report.set_named(
        "state",
        Status::ALL
            .iter()
            .map(|s| (s.name().to_string(), odds.status.prob(s)))
            .collect(),
    );
    report.mean = odds.wounds.mean().ok();
    report.mean_of = Some("unsaved wounds".into());
    report.plain = Some(odds.status.prob(&Status::OutOfAction));
    report.tables.push((
        "wounds".into(),
        "unsaved wounds".into(),
        entries(&odds.wounds),
    ));
    if cx.ruleset.injury.is_none() {
        // Units (wfb): wounds carry over from model to model; every W wounds remove one.
        let w = i64::from(args.wounds);
        let casualties = odds.wounds.map(|n| n / w);
        report.tables.push((
            "casualties".into(),
            "casualties".into(),
            entries(&casualties),
        ));
    }
    report
        .facts
        .push(("attacks".into(), Fact::Lines(built.summary.clone())));
    report.facts.push((
        "at_least_one_wound".into(),
        Fact::Probability(odds.wounds.at_least(1)),
    ));
    report.add_rulings(built.rulings.iter().map(String::as_str));
    report.notes = built.notes.clone();

    if let Some(runs) = args.simulate {
        let seed = cx.seed.unwrap_or_else(crate::mechanics::Roller::fresh_seed);
        let mut dice = roller(Some(seed), "odds-simulate");
        let mut counts = [0u64; 5];
        for _ in 0..runs {
            let played = attack::play_quiet(&built.chain, &mut dice);
            counts[Status::ALL
                .iter()
                .position(|s| *s == played.status)
                .expect("a status")] += 1;
        }
        let n = f64::from(runs);
        let mut rows = Vec::new();
        let mut lines = Vec::new();
        let mut worst: f64 = 0.0;
        for (i, s) in Status::ALL.iter().enumerate() {
            let p = odds.status.prob(s);
            let pf = p.to_f64();
            let freq = counts[i] as f64 / n;
            // Standard errors of the sample frequency; an outcome that cannot happen must not occur.
            let se = (pf * (1.0 - pf) / n).sqrt();
            let z = if se > 0.0 {
                (freq - pf) / se
            } else if counts[i] == 0 {
                0.0
            } else {
                f64::INFINITY
            };
            worst = worst.max(z.abs());
            rows.push(json!({ "outcome": s.name(), "count": counts[i], "frequency": freq, "exact": prob_json(&p), "z": z }));
            lines.push(format!(
                "{:<14} sampled {:>7.3}%  exact {:>7.3}%  ({z:+.2} SE)",
                s.name().replace('_', " "),
                freq * 100.0,
                pf * 100.0
            ));
        }
        lines.push(format!(
            "{runs} fights, seed {seed}: largest deviation {worst:.2} standard errors"
        ));
        report.facts.push((
            "simulation".into(),
            Fact::Data(json!({ "runs": runs, "seed": seed, "outcomes": rows, "max_abs_z": worst })),
        ));
        report.facts.push(("simulated".into(), Fact::Lines(lines)));
    }

    if cx.roll {
        let mut dice = roller(cx.seed, "odds");
        let played = attack::play(&built.chain, &mut dice);
        report.roll = Some(RollRecord {
            seed: dice.seed(),
            dice: dice.dice().to_vec(),
            attempts: played
                .log
                .into_iter()
                .map(|line| (Vec::new(), line))
                .collect(),
            result: RollResult::Named(played.status.name().to_string()),
            passed: None,
        });
    }
    Ok(report)
}

/// The arguments of one `--compare` loadout: the command line with the comparisons removed and
/// the loadout's flags appended, so that they add to or override the base loadout.
fn compared_args(argv: &[String], flags: &str) -> Result<(OddsArgs, Context)> {
    let mut tokens = Vec::new();
    let mut skip = false;
    for t in argv {
        if skip {
            skip = false;
            continue;
        }
        if t == "--compare" {
            skip = true;
            continue;
        }
        if t.starts_with("--compare=") {
            continue;
        }
        tokens.push(t.clone());
    }
    tokens.extend(flags.split_whitespace().map(str::to_string));
    let cli = Cli::try_parse_from(&tokens).map_err(|e| {
        let first = e
            .render()
            .to_string()
            .lines()
            .next()
            .unwrap_or("invalid flags")
            .trim_start_matches("error: ")
            .to_string();
        UserError::new(format!("--compare '{flags}': {first}"))
            .hint("give flags of warband odds, e.g. --compare '--weapon axe'")
    })?;
    // A loadout may change global options too (`--compare '--rules wfb'`).
    let cx = Context {
        ruleset: crate::rules::load(cli.global.rules, cli.global.rules_file.as_deref())?,
        roll: cli.global.roll,
        seed: cli.global.seed,
    };
    match cli.command {
        Command::Odds(args) => Ok((args, cx)),
        _ => unreachable!("the tokens name the odds subcommand"),
    }
}

pub fn run(args: &OddsArgs, cx: &Context, argv: &[String]) -> Result<Output> {
    if args.compare.is_empty() {
        return report(args, cx).map(|r| Output::Report(Box::new(r)));
    }
    let mut reports = vec![("as given".to_string(), report(args, cx)?)];
    for flags in &args.compare {
        let (compared, compared_cx) = compared_args(argv, flags)?;
        reports.push((flags.clone(), report(&compared, &compared_cx)?));
    }
    Ok(Output::Comparison(reports))
}

/// P(out of action) of a report, for the comparison's plain output.
pub fn out_of_action(r: &Report) -> Ratio {
    r.distribution
        .iter()
        .find(|e| e.outcome == Outcome::Named(Status::OutOfAction.name().into()))
        .map_or(Ratio::zero(), |e| e.probability.clone())
}
