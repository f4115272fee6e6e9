//! `warband rout`: the warband rout test, the WFB break test, and All Alone / panic.

mod breaking;

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::{record_roll, roller};
use crate::error::{Result, UserError};
use crate::mechanics::leadership::{self, LeadershipResolution};
use crate::question::RoutArgs;
use crate::report::Report;

pub fn run(args: &RoutArgs, cx: &Context) -> Result<Report> {
    // clap skips `requires` when the required flag conflicts with one given, so say it here.
    if args.friend_near && !args.alone {
        return Err(UserError::new("--friend-near goes with --alone")
            .hint("the re-roll is for the club's panic test"));
    }
    let b = &args.breaking;
    if args.initiative.is_some() && !args.escape {
        return Err(UserError::new("--i goes with --escape")
            .hint("it is the Initiative of a warrior escaping from combat, mordheim-club's"));
    }
    if args.escape {
        return breaking::escape(args, cx);
    }
    if !b.opponents.is_empty() && !args.alone {
        return Err(UserError::new("--opponent goes with --alone or --escape")
            .hint("the opponents strike a warrior breaking or escaping from combat"));
    }
    if b.opponents.is_empty()
        && let Some(flag) = b.given().first()
    {
        return Err(UserError::new(format!("{flag} goes with --opponent"))
            .hint("it describes the warrior who takes the opponents' blows"));
    }
    let ld = args
        .ld
        .ok_or_else(|| UserError::new("rout needs the Leadership tested").hint("give --ld <LD>"))?;
    if args.alone && !b.opponents.is_empty() {
        return breaking::alone(args, ld, cx);
    }
    if args.rally {
        return rally(args, ld, cx);
    }
    if (args.hatred || args.reroll) && args.cr.is_none() {
        return Err(UserError::new("--hatred and --reroll go with --cr")
            .hint("they change the wfb break test"));
    }
    let rules = &cx.ruleset;
    let mut report = Report::new("rout", &rules.id);
    report.input("ld", ld);
    if args.modifier != 0 {
        report.input("mod", args.modifier);
    }
    let (resolution, holds, fails): (LeadershipResolution, &str, &str) = if args.alone {
        report.input("alone", true);
        report.input("friend_near", args.friend_near);
        (
            leadership::alone(rules, ld, args.modifier, args.friend_near)?,
            "stands",
            "flees",
        )
    } else if let Some(cr) = args.cr {
        if args.modifier != 0 {
            return Err(UserError::new("--mod does not apply to the break test")
                .hint("the combat-result difference is --cr"));
        }
        report.input("cr", cr);
        report.input("hatred", args.hatred);
        report.input("reroll", args.reroll);
        (
            leadership::break_test(rules, ld, cr, args.hatred, args.reroll)?,
            "holds",
            "breaks",
        )
    } else {
        let (Some(out), Some(of)) = (args.out, args.of) else {
            let hint = if rules.break_test.is_some() {
                "give --cr <difference> for the break test, or --alone"
            } else {
                "give --out <k> --of <n> for the rout test, or --alone"
            };
            return Err(UserError::new("rout needs the situation to test").hint(hint));
        };
        report.input("out", out);
        report.input("of", of);
        (
            leadership::rout(rules, ld, args.modifier, out, of)?,
            "holds",
            "routs",
        )
    };
    let is_break = args.cr.is_some();
    crate::cmd::shared::leadership::answer(&mut report, resolution, (holds, fails), is_break, cx);
    Ok(report)
}

/// wfb: a fleeing unit's rally test, or why it cannot take one.
fn rally(args: &RoutArgs, ld: u8, cx: &Context) -> Result<Report> {
    let rules = &cx.ruleset;
    let (lost, of) = (args.out.unwrap_or(0), args.of.unwrap_or(0));
    let (resolution, may) = leadership::rally(rules, ld, args.modifier, lost, of)?;
    let mut report = Report::new("rout", &rules.id);
    report.input("ld", ld);
    if args.modifier != 0 {
        report.input("mod", args.modifier);
    }
    report.input("rally", true);
    report.input("out", lost);
    report.input("of", of);
    let test = resolution.test;
    let p = if may {
        test.probability()
    } else {
        crate::prob::Ratio::zero()
    };
    report.headline = if may {
        format!("rallies on 2D6 <= {}", resolution.ld)
    } else {
        format!("cannot rally: {} of {of} models left", of - lost)
    };
    report.probability = Some(p.clone());
    report.set_named(
        "result",
        vec![
            ("rallies".to_string(), p.clone()),
            ("flees".to_string(), p.complement()),
        ],
    );
    report.add_rulings(resolution.rulings.iter().map(String::as_str));
    report.notes = resolution.notes;
    if cx.roll {
        let mut roller = roller(cx.seed, "rout");
        // A unit that cannot rally rolls nothing: it flees on.
        let rolled = if may {
            test.roll(&mut roller)
        } else {
            crate::mechanics::test::RolledTest {
                attempts: Vec::new(),
                passed: false,
            }
        };
        let (seed, dice) = (roller.seed(), roller.dice().to_vec());
        record_roll(&mut report, rolled, seed, dice, "rallies", "flees");
    }
    Ok(report)
}
