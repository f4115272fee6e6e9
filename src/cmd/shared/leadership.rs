//! A Leadership test's answer, as `rout` and `break` give it: the headline, the chance to hold,
//! the two results, and the roll.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::{record_roll, roller};
use crate::mechanics::leadership::LeadershipResolution;
use crate::report::Report;

/// Fills `report` with `resolution`'s answer: `results` names the pass and the failure
/// (`holds`, `breaks`); `is_break`: a break test, which only the loser of a combat takes.
pub fn answer(
    report: &mut Report,
    resolution: LeadershipResolution,
    (holds, fails): (&str, &str),
    is_break: bool,
    cx: &Context,
) {
    let test = resolution.test;
    let p = test.probability();
    let reroll = if test.reroll {
        ", re-rolling a failure"
    } else {
        ""
    };
    report.headline = match test.times {
        0 if is_break => {
            "no break test: only the loser of a combat takes one; the unit holds".to_string()
        }
        0 => "no test is due: the warband holds".to_string(),
        1 => format!("{holds} on 2D6 <= {}{reroll}", resolution.ld),
        n => format!(
            "{holds} on 2D6 <= {}, {n} tests that all must pass{reroll}",
            resolution.ld
        ),
    };
    report.input("tests", test.times);
    if test.times > 0 {
        report.asked = Some(fails.to_string());
    }
    report.probability = Some(p.clone());
    report.set_named(
        "result",
        vec![
            (holds.to_string(), p.clone()),
            (fails.to_string(), p.complement()),
        ],
    );
    report.add_rulings(resolution.rulings.iter().map(String::as_str));
    report.notes = resolution.notes;

    if cx.roll {
        let mut roller = roller(cx.seed, "rout");
        let rolled = test.roll(&mut roller);
        let (seed, dice) = (roller.seed(), roller.dice().to_vec());
        record_roll(report, rolled, seed, dice, holds, fails);
    }
}
