//! `warband roll`: dice expressions rolled die by die, or their exact distributions (`--dist`).

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::dice::expr::{self, Die, EXPR_HINT, Expr, TermKind};
use crate::error::{Result, UserError};
use crate::mechanics::Roller;
use crate::question::RollArgs;
use crate::report::Output;
use crate::report::{Fact, Report, RollRecord, RollResult};
use serde_json::json;

/// A parse error as the one-line user error, pointing at the character.
pub fn expr_error(e: &expr::ExprError) -> UserError {
    UserError::new(e.to_string()).hint(EXPR_HINT)
}

/// R-1 when the expression has a D3 or a D66 (how warband reads them).
fn rulings_of(e: &Expr) -> Vec<&'static str> {
    let special = e.terms.iter().any(|t| {
        matches!(
            t.kind,
            TermKind::Dice {
                die: Die::Sides(3) | Die::D66,
                ..
            }
        )
    });
    if special { vec!["R-1"] } else { Vec::new() }
}

fn roll_into(report: &mut Report, exprs: &[Expr], roller: &mut Roller) {
    let mut attempts = Vec::new();
    let mut rolled = Vec::new();
    for e in exprs {
        let before = roller.dice().len();
        let r = e.roll(roller);
        let dice = roller.dice()[before..].to_vec();
        // The dice shown are the physical ones; when a die reads differently (a D3 is a D6
        // halved, a D66 two D6) or some are dropped, the values are spelled out too.
        let plain = e.terms.iter().all(|t| match t.kind {
            TermKind::Dice { die, keep, .. } => {
                keep.is_none() && !matches!(die, Die::Sides(3) | Die::D66)
            }
            TermKind::Constant(_) => true,
        });
        let what = if plain {
            format!("{} = {}", e.text, r.total)
        } else {
            format!("{}: {}", e.text, r.describe())
        };
        attempts.push((dice, what));
        rolled.push((e, r));
    }
    let result = match rolled.as_slice() {
        [(_, one)] => RollResult::Count(one.total),
        many => RollResult::Named(
            many.iter()
                .map(|(_, r)| r.total.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        ),
    };
    if rolled.len() > 1 {
        report.facts.push((
            "totals".into(),
            Fact::Data(json!(
                rolled
                    .iter()
                    .map(|(e, r)| json!({ "expression": e.text, "total": r.total }))
                    .collect::<Vec<_>>()
            )),
        ));
    }
    report.roll = Some(RollRecord {
        seed: roller.seed(),
        dice: roller.dice().to_vec(),
        attempts,
        result,
        passed: None,
    });
}

fn distribution_report(e: &Expr) -> Result<Report> {
    let dist = e.distribution().map_err(|why| {
        UserError::new(format!("{}: {why}", e.text))
            .hint("roll it without --dist (a seeded roll of every die), or use or keep fewer dice")
    })?;
    let (lo, hi) = e.bounds();
    let mut report = Report::new("roll", "");
    report.input("expression", e.text.clone());
    report.headline = format!("{}: {lo} to {hi}", e.text);
    report.set_counts("total", &dist);
    report.add_rulings(rulings_of(e));
    Ok(report)
}

pub fn run(args: &RollArgs, cx: &Context) -> Result<Output> {
    let exprs = args
        .expressions
        .iter()
        .map(|s| expr::parse(s).map_err(|e| expr_error(&e)))
        .collect::<Result<Vec<Expr>>>()?;
    let rules = cx.ruleset.id.clone();
    if args.dist {
        expr::check_budget(&exprs).map_err(|why| {
            UserError::new(why).hint("ask for fewer or smaller distributions per command")
        })?;
        let mut reports = Vec::with_capacity(exprs.len());
        for e in &exprs {
            let mut report = distribution_report(e)?;
            report.rules = rules.clone();
            if cx.roll {
                roll_into(
                    &mut report,
                    std::slice::from_ref(e),
                    &mut roller(cx.seed, "roll"),
                );
            }
            reports.push(report);
        }
        return Ok(match reports.len() {
            1 => Output::Report(Box::new(reports.remove(0))),
            _ => Output::Reports(reports),
        });
    }
    let mut report = Report::new("roll", &rules);
    report.input(
        "expressions",
        exprs.iter().map(|e| e.text.clone()).collect::<Vec<_>>(),
    );
    report.headline = exprs
        .iter()
        .map(|e| e.text.clone())
        .collect::<Vec<_>>()
        .join(", ");
    report.counting = "total".into();
    for e in &exprs {
        report.add_rulings(rulings_of(e));
    }
    roll_into(&mut report, &exprs, &mut roller(cx.seed, "roll"));
    Ok(Output::Report(Box::new(report)))
}
