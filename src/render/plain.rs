//! Plain: the single most useful value, for `$(...)` — the count when rolled, else the exact
//! probability, else the exact mean.

use crate::report::Report;

pub fn render(r: &Report) -> String {
    let value = match (&r.roll, &r.probability, &r.mean) {
        (Some(roll), _, _) => roll.result.to_string(),
        (None, Some(p), _) => p.to_string(),
        (None, None, Some(m)) => m.to_string(),
        (None, None, None) => String::new(),
    };
    format!("{value}\n")
}
