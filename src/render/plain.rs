//! Plain: the single most useful value, for `$(...)` — the count when rolled, else the value the
//! report names for it (odds: out of action), else the exact
//! probability, else the exact mean.

use crate::report::{Outcome, Report};

pub fn render(r: &Report) -> String {
    let value = match (&r.roll, &r.probability, &r.mean) {
        (Some(roll), _, _) => roll.result.to_string(),
        (None, _, _) if r.plain.is_some() => r
            .plain
            .as_ref()
            .map(ToString::to_string)
            .unwrap_or_default(),
        (None, Some(p), _) => p.to_string(),
        (None, None, Some(m)) => m.to_string(),
        // Named outcomes without one deciding probability: `name=p` pairs on one line.
        (None, None, None) => r
            .distribution
            .iter()
            .map(|e| match &e.outcome {
                Outcome::Named(n) => format!("{n}={}", e.probability),
                Outcome::Count(n) => format!("{n}={}", e.probability),
            })
            .collect::<Vec<_>>()
            .join(" "),
    };
    format!("{value}\n")
}
