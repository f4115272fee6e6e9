//! Plain: the single most useful value, for `$(...)` — the count or result when rolled, else
//! the value the report names for it (odds: out of action; duel and combat: A wins), else the
//! first share of its verdict (injury, a fall: out of action), else the exact probability, else
//! the exact mean, else the most likely of its named outcomes (a table). Decimal: the same with
//! each number a decimal.

use crate::prob::Ratio;
use crate::report::{Outcome, Report};

/// Significant digits of `--format decimal`: more than an f64 holds reliably would mislead,
/// fewer would make two close answers equal in a script's comparison.
const DECIMAL_DIGITS: u32 = 10;

/// A number as plain (the exact fraction) or decimal prints it.
pub fn number(p: &Ratio, decimal: bool) -> String {
    if decimal {
        super::decimal(p, DECIMAL_DIGITS)
    } else {
        p.to_string()
    }
}

pub fn render(r: &Report, decimal: bool) -> String {
    let number = |p: &Ratio| number(p, decimal);
    let value = match (&r.roll, r.answer(), &r.summary) {
        (Some(roll), _, _) => roll.result.to_string(),
        (None, Some((_, p)), _) => number(p),
        // The report's own summary never has a negative mean (`Report::set_stats`).
        (None, None, Some(summary)) => number(&summary.mean),
        // Named outcomes without one deciding probability (a table's rows): the most likely
        // one, the first listed of equals.
        (None, None, None) => most_likely(r).unwrap_or_default(),
    };
    format!("{value}\n")
}

/// The name of the most likely outcome of the distribution, the first of equals.
fn most_likely(r: &Report) -> Option<String> {
    let mut best: Option<&crate::report::Entry> = None;
    for e in &r.distribution {
        if best.is_none_or(|b| e.probability > b.probability) {
            best = Some(e);
        }
    }
    best.map(|e| match &e.outcome {
        Outcome::Named(n) => n.clone(),
        Outcome::Count(n) => n.to_string(),
    })
}
