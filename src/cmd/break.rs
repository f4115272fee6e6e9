//! `warband break`: the break test of a unit that lost a close combat (wfb, skirmish), the
//! same test as `rout --cr`, under the name players look for.

use crate::cmd::shared::context::Context;
use crate::error::Result;
use crate::mechanics::leadership;
use crate::question::BreakArgs;
use crate::report::Report;

pub fn run(args: &BreakArgs, cx: &Context) -> Result<Report> {
    let rules = &cx.ruleset;
    let mut report = Report::new("break", &rules.id);
    report.input("ld", args.ld);
    report.input("lost_by", args.lost_by);
    report.input("hatred", args.hatred);
    report.input("reroll", args.reroll);
    let resolution =
        leadership::break_test(rules, args.ld, args.lost_by, args.hatred, args.reroll)?;
    crate::cmd::shared::leadership::answer(&mut report, resolution, ("holds", "breaks"), true, cx);
    Ok(report)
}
