//! `warband test`: characteristic, Leadership and casting tests, repeated or re-rolled.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::{record_roll, roller};
use crate::error::{Result, UserError};
use crate::mechanics::test::{Test, TestKind};
use crate::question::TestArgs;
use crate::report::Report;

pub fn run(args: &TestArgs, cx: &Context) -> Result<Report> {
    let m = args.modifier;
    let characteristic = args.stat.or(args.initiative);
    let what = if args.initiative.is_some() {
        "i"
    } else {
        "stat"
    };
    let (kind, what) = match (characteristic, args.ld, args.cast) {
        (Some(v), _, _) => (
            TestKind::Characteristic {
                value: i32::from(v) + m,
            },
            what,
        ),
        (_, Some(ld), _) => (
            TestKind::Leadership {
                ld: i32::from(ld) + m,
            },
            "ld",
        ),
        (_, _, Some(d)) => (
            TestKind::Casting {
                difficulty: i32::from(d) - m,
            },
            "cast",
        ),
        // The command line's argument group requires one of them.
        _ => {
            return Err(
                UserError::new("test needs one of --stat, --i, --ld, --cast")
                    .hint("e.g. warband test --ld 7"),
            );
        }
    };
    let test = Test {
        kind,
        times: args.times,
        reroll: args.reroll,
    };
    let p = test.probability();

    let mut report = Report::new("test", &cx.ruleset.id);
    report.input(
        what,
        characteristic
            .or(args.ld)
            .or(args.cast)
            .map_or(0, i64::from),
    );
    report.input("times", args.times);
    report.input("reroll", args.reroll);
    if m != 0 {
        report.input("mod", m);
    }
    let times = if args.times > 1 {
        format!(", {} times", args.times)
    } else {
        String::new()
    };
    let reroll = if args.reroll {
        ", re-rolling a failure"
    } else {
        ""
    };
    let named = if args.initiative.is_some() {
        "Initiative test: "
    } else {
        ""
    };
    report.headline = format!("{named}passes on {}{times}{reroll}", kind.label());
    report.probability = Some(p.clone());
    report.set_named(
        "result",
        vec![("pass".into(), p.clone()), ("fail".into(), p.complement())],
    );
    let mut rulings = vec!["R-7"];
    if args.reroll {
        rulings.push("R-8");
    }
    report.add_rulings(rulings);
    if matches!(kind, TestKind::Casting { .. }) {
        report.rulings.retain(|r| r != "R-7");
    }

    if cx.roll {
        let mut roller = roller(cx.seed, "test");
        let rolled = test.roll(&mut roller);
        let (seed, dice) = (roller.seed(), roller.dice().to_vec());
        record_roll(&mut report, rolled, seed, dice, "pass", "fail");
    }
    Ok(report)
}
