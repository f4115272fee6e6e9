//! `warband wound`: the target and chance of wounding, the chance of a critical, and the wounds
//! of several hits — with which of them is the critical, handed on to `save`.

use super::Context;
use super::stage::{Face, Stage, hand_on, roller};
use crate::cli::WoundArgs;
use crate::error::{Result, UserError};
use crate::mechanics::Target;
use crate::mechanics::wound::{self, WoundDie, WoundQuery};
use crate::pipeline::{Pipe, Taker, Tally};
use crate::prob::Dist;
use crate::report::{Fact, Report, RollRecord, RollResult};

pub fn run(args: &WoundArgs, cx: &Context) -> Result<Report> {
    let stage = Stage::new(
        args.dice.dice,
        &Taker {
            stage: "wound",
            takes: "hits",
            from: &["hit", "roll"],
            rules: &cx.ruleset.id,
        },
    )?;
    // Close combat or shooting: the hit stage's, when it handed it on.
    let melee = match stage.pipe() {
        Some(p) if p.melee && args.shooting => {
            return Err(UserError::new(
                "--shooting, but the hits on standard input are close-combat hits (hit --ws)",
            )
            .hint("drop --shooting, or shoot with hit --bs"));
        }
        Some(p) => p.melee,
        None => !args.shooting,
    };
    let query = WoundQuery {
        strength: args.strength,
        toughness: args.toughness,
        modifier: args.modifier,
        shooting: !melee,
    };
    let resolution = wound::resolve(&cx.ruleset, &query)?;

    let mut report = Report::new("wound", &cx.ruleset.id);
    report.input("s", args.strength);
    report.input("t", args.toughness);
    if args.modifier != 0 {
        report.input("mod", args.modifier);
    }
    if !melee {
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
    let faces = Dist::from_probs([
        (Face::Fail, p.complement()),
        (Face::Wound, &p - &critical),
        (Face::Critical, critical.clone()),
    ])
    .expect("the faces of one die");
    let joint = stage.joint(&faces, melee);
    report.facts.push((
        "critical".into(),
        Fact::Group(vec![
            ("per_die".into(), Fact::Probability(critical.clone())),
            (
                "at_least_one".into(),
                Fact::Probability(joint.prob_where(|t| t.criticals > 0)),
            ),
        ]),
    ));
    report.add_rulings(resolution.rulings.iter().map(String::as_str));
    report.notes = resolution.notes.clone();
    if !critical.is_zero() {
        report.notes.push(if melee {
            "these hits are one attacker's attacks in one phase: only the first critical counts (R-10)".into()
        } else {
            "shooting: each shot may be a critical (R-10)".into()
        });
    }
    let mut pipe = Pipe::new(melee);
    pipe.hit = stage.pipe().and_then(|p| p.hit);
    pipe.wound = Some(resolution.check);
    pipe.joint = Some(joint);

    if cx.roll {
        let mut roller = roller(cx.seed, "wound");
        let n = stage.rolled_count(&mut roller);
        let mut attempts = Vec::new();
        let mut tally = Tally::default();
        for _ in 0..n {
            let (dice, outcome) = resolution.roll(&mut roller);
            let label = match outcome {
                WoundDie::Fail => "no wound",
                WoundDie::Critical if !(melee && tally.criticals > 0) => {
                    tally.criticals += 1;
                    "critical"
                }
                WoundDie::Critical => {
                    tally.plain += 1;
                    "wound (a later 6: not a critical)"
                }
                WoundDie::Wound => {
                    tally.plain += 1;
                    "wound"
                }
            };
            attempts.push((dice, label.to_string()));
        }
        report.facts.push((
            "critical_rolled".into(),
            Fact::Text(if tally.criticals > 0 { "yes" } else { "no" }.into()),
        ));
        pipe.rolled = Some(tally);
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Count(tally.total()),
            passed: stage.is_single().then_some(tally.total() == 1),
        });
    }
    hand_on(&mut report, &pipe);
    Ok(report)
}
