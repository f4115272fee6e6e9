//! `warband wound`: the target and chance of wounding, the chance of a critical, and the wounds
//! of several hits.

use super::Context;
use super::stage::{Stage, roller};
use crate::cli::WoundArgs;
use crate::error::Result;
use crate::mechanics::Target;
use crate::mechanics::wound::{self, WoundDie, WoundQuery};
use crate::report::{Fact, Report, RollRecord, RollResult};

pub fn run(args: &WoundArgs, cx: &Context) -> Result<Report> {
    let query = WoundQuery {
        strength: args.strength,
        toughness: args.toughness,
        modifier: args.modifier,
        shooting: args.shooting,
    };
    let resolution = wound::resolve(&cx.ruleset, &query)?;
    let stage = Stage::new(args.dice.dice)?;

    let mut report = Report::new("wound", &cx.ruleset.id);
    report.input("s", args.strength);
    report.input("t", args.toughness);
    if args.modifier != 0 {
        report.input("mod", args.modifier);
    }
    if args.shooting {
        report.input("shooting", true);
    }
    stage.describe(&mut report);

    let target = resolution.check.target;
    let p = resolution.check.probability();
    report.headline = match target {
        Target::Automatic | Target::AutomaticRolled => "wounds automatically".into(),
        Target::Impossible => "cannot wound".into(),
        _ => format!("wounds on {target}"),
    };
    report.target = Some(target.to_string());
    report.probability = Some(p.clone());
    report.set_counts("wounds", &stage.successes(&p));
    let critical = resolution.critical_probability();
    report.facts.push((
        "critical".into(),
        Fact::Group(vec![
            ("per_die".into(), Fact::Probability(critical.clone())),
            (
                "at_least_one".into(),
                Fact::Probability(stage.any(&critical)),
            ),
        ]),
    ));
    report.add_rulings(resolution.rulings.iter().map(String::as_str));
    report.notes = resolution.notes.clone();
    if !critical.is_zero() {
        report
            .notes
            .push("only the first critical of a close-combat phase counts".into());
    }

    if cx.roll {
        let mut roller = roller(cx.seed, "wound");
        let n = stage.rolled_count(&mut roller);
        let mut attempts = Vec::new();
        let mut wounds = 0;
        let mut had_critical = false;
        for _ in 0..n {
            let (dice, outcome) = resolution.roll(&mut roller);
            let label = match outcome {
                WoundDie::Fail => "no wound",
                WoundDie::Critical if !had_critical => {
                    had_critical = true;
                    "critical"
                }
                WoundDie::Critical => "wound (a later 6: not a critical)",
                WoundDie::Wound => "wound",
            };
            wounds += i64::from(outcome != WoundDie::Fail);
            attempts.push((dice, label.to_string()));
        }
        report.facts.push((
            "critical_rolled".into(),
            Fact::Text(if had_critical { "yes" } else { "no" }.into()),
        ));
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Count(wounds),
            passed: stage.is_single().then_some(wounds == 1),
        });
    }
    Ok(report)
}
