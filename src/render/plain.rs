//! Plain: the single most useful value, for `$(...)` — the count when rolled, else the value the
//! report names for it (odds: out of action), else the exact
//! probability, else the exact mean. Decimal: the same with each number a decimal.

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
    let value = match (&r.roll, &r.probability, &r.mean) {
        (Some(roll), _, _) => roll.result.to_string(),
        (None, _, _) if r.plain.is_some() => r.plain.as_ref().map(number).unwrap_or_default(),
        (None, Some(p), _) => number(p),
        (None, None, Some(m)) => number(m),
        // Named outcomes without one deciding probability: `name=p` pairs on one line.
        (None, None, None) => r
            .distribution
            .iter()
            .map(|e| match &e.outcome {
                Outcome::Named(n) => format!("{n}={}", number(&e.probability)),
                Outcome::Count(n) => format!("{n}={}", number(&e.probability)),
            })
            .collect::<Vec<_>>()
            .join(" "),
    };
    format!("{value}\n")
}
