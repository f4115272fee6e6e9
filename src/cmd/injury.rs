//! `warband injury`: the distribution of an injury roll and, rolled, its dice.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::mechanics::injury::{self, InjuryQuery};
use crate::question::InjuryArgs;
use crate::report::{Report, RollRecord, RollResult};
use crate::rules::Status;

pub fn run(args: &InjuryArgs, cx: &Context) -> Result<Report> {
    let table = cx.ruleset.injury.as_ref().ok_or_else(|| {
        UserError::new(format!("ruleset {} has no injury table", cx.ruleset.id))
            .hint("injuries are in mordheim, mordheim-club and skirmish")
    })?;
    let concussion = match (&table.concussion, args.concussion) {
        (None, true) => {
            return Err(
                UserError::new(format!("{} has no concussion rule", cx.ruleset.id))
                    .hint("drop --concussion"),
            );
        }
        (c, _) => c.as_ref().filter(|_| args.concussion),
    };
    let helmet = match (&table.helmet, args.helmet) {
        (None, true) => {
            return Err(
                UserError::new(format!("{} has no helmet rule", cx.ruleset.id))
                    .hint("drop --helmet"),
            );
        }
        (h, _) => h.as_ref().filter(|_| args.helmet),
    };
    let q = InjuryQuery {
        modifier: args.modifier,
        rolls: args.rolls,
        concussion: args.concussion,
        helmet: args.helmet,
    };
    let dist = injury::distribution(table, &q);

    let mut report = Report::new("injury", &cx.ruleset.id);
    report.input("mod", args.modifier);
    report.input("rolls", args.rolls);
    report.input("concussion", args.concussion);
    report.input("helmet", args.helmet);
    report.set_verdict_of(&dist, &Status::INJURIES);
    report.set_fates("result", &dist, &Status::INJURIES);
    let mut rulings = vec!["R-16"];
    if args.concussion || args.helmet {
        rulings.push("R-17");
    }
    report.add_rulings(rulings);
    if args.rolls > 1 {
        report
            .notes
            .push(format!("{} injury rolls: the highest counts", args.rolls));
    }
    if let Some(c) = concussion {
        report.notes.push(format!(
            "concussion: a final result of {}-{} is stunned ({})",
            c.from,
            c.to,
            c.provenance.label()
        ));
    }
    if let Some(h) = helmet {
        report.notes.push(format!(
            "helmet: a stunned result becomes knocked down on {}+ ({})",
            h.save,
            h.provenance.label()
        ));
    }

    if cx.roll {
        let mut roller = roller(cx.seed, "injury");
        let rolled = injury::roll(table, &q, &mut roller);
        let mut attempts: Vec<(Vec<u8>, String)> = rolled
            .dice
            .iter()
            .map(|&d| {
                let total = i64::from(d) + i64::from(args.modifier);
                (
                    vec![d],
                    format!(
                        "{total}: {}",
                        table
                            .result(total, args.concussion)
                            .name()
                            .replace('_', " ")
                    ),
                )
            })
            .collect();
        if let Some(die) = rolled.helmet_die {
            let saved = rolled.status == Status::KnockedDown;
            attempts.push((
                vec![die],
                format!(
                    "helmet {}",
                    if saved {
                        "saves: knocked down"
                    } else {
                        "fails: stunned"
                    }
                ),
            ));
        }
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Named(rolled.status.name().to_string()),
            passed: None,
        });
    }
    Ok(report)
}
