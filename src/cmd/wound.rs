//! `warband wound`: the target and chance of wounding, the chance of a critical, and the wounds
//! of several hits — with which of them is the critical, handed on to `save`.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::{Face, Stage, hand_on, roller};
use crate::error::{Result, UserError};
use crate::mechanics::Target;
use crate::mechanics::loadout::special_rule;
use crate::mechanics::wound::{self, WoundDie, WoundQuery};
use crate::pipeline::{Pipe, Taker, Tally};
use crate::prob::Dist;
use crate::question::WoundArgs;
use crate::report::{Fact, Report, RollRecord, RollResult};
use crate::rules::Special;

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
    let killing_blow = args
        .killing_blow
        .then(|| special_rule(&cx.ruleset, Special::KillingBlow, melee))
        .transpose()?;

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
    // Each wound die's face, as the chain reads it: a Killing Blow is a natural 6 that wounds,
    // before any critical; else a critical face, a wound or no wound.
    let face_of = |d: Option<u8>| match d {
        None if target == Target::Impossible => Face::Fail,
        None => Face::Wound,
        Some(d) => match resolution.classify(d) {
            WoundDie::Fail => Face::Fail,
            _ if killing_blow.is_some() && d == 6 => Face::KillingBlow,
            WoundDie::Critical => Face::Critical,
            WoundDie::Wound => Face::Wound,
        },
    };
    let faces = if target.dice() == 0 {
        Dist::certain(face_of(None))
    } else {
        Dist::uniform(1..=6u8)
            .expect("faces")
            .map(|&d| face_of(Some(d)))
    };
    let critical = faces.prob(&Face::Critical);
    let joint = stage.joint(&faces, melee)?;
    report.set_counts("wounds", &joint.map(|t| t.total()));
    let at_least_one = joint.prob_where(|t| t.criticals > 0);
    if cx.ruleset.critical.is_some() {
        report.brief.push("critical".into());
        report.facts.push((
            "critical".into(),
            Fact::Group(vec![
                ("per_die".into(), Fact::Probability(critical.clone())),
                ("at_least_one".into(), Fact::Probability(at_least_one)),
            ]),
        ));
    } else {
        // A ruleset without criticals (wfb): the line would always say 0, so only the JSON
        // keeps it (one schema for every ruleset).
        report.facts.push((
            "critical".into(),
            Fact::Data(serde_json::json!({
                "per_die": crate::report::probability_json(&critical),
                "at_least_one": crate::report::probability_json(&at_least_one),
            })),
        ));
    }
    report.add_rulings(resolution.rulings.iter().map(String::as_str));
    report.notes = resolution.notes.clone();
    if !critical.is_zero() {
        report.notes.push(if melee {
            "these hits are one attacker's attacks in one phase: only the first critical counts (R-10)".into()
        } else {
            "shooting: each shot may be a critical (R-10)".into()
        });
    }
    if let Some(rule) = killing_blow {
        report.input("killing_blow", true);
        report.add_rulings(["R-48"]);
        report
            .notes
            .push(format!("{} ({})", rule.text, rule.provenance.label()));
    }
    if joint.outcomes().any(|t| t.poisoned > 0) {
        report
            .notes
            .push("poisoned hits roll no wound die: each is 2 wounds with no save (R-13)".into());
    }
    let mut pipe = Pipe::new(melee);
    pipe.hit = stage.pipe().and_then(|p| p.hit);
    pipe.wound = Some(resolution.check);
    pipe.joint = Some(joint);

    if cx.roll {
        let mut roller = roller(cx.seed, "wound");
        let hits = stage.rolled_tally(&mut roller);
        let mut attempts = Vec::new();
        let mut tally = Tally {
            poisoned: hits.poisoned,
            ..Tally::default()
        };
        for _ in 0..hits.plain {
            let (dice, outcome) = resolution.roll(&mut roller);
            let label = match outcome {
                WoundDie::Fail => "no wound",
                _ if killing_blow.is_some() && dice == [6] => {
                    tally.killing_blows += 1;
                    "killing blow"
                }
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
