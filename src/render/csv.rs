//! CSV: `outcome,exact,p,at_least_exact,at_least_p,at_most_exact,at_most_p`, one row per
//! outcome. A report with several distributions (`odds`, `duel`) is still one table: a first
//! column `table` names the JSON key each row is under (`distribution`, `wounds`, …).

use crate::prob::Ratio;
use crate::report::{Entry, Outcome, Report};

pub const HEADER: &str = "outcome,exact,p,at_least_exact,at_least_p,at_most_exact,at_most_p";

/// A field as RFC 4180 writes it: quoted only when it holds a comma, a quote or a line break.
pub fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// An exact fraction and its float, or two empty fields.
fn pair(p: Option<&Ratio>) -> String {
    p.map_or_else(|| ",".to_string(), |p| format!("{p},{}", p.to_f64()))
}

fn row(e: &Entry) -> String {
    let outcome = match &e.outcome {
        Outcome::Count(n) => n.to_string(),
        Outcome::Named(s) => field(s),
    };
    format!(
        "{outcome},{},{},{}\n",
        pair(Some(&e.probability)),
        pair(e.at_least.as_ref()),
        pair(e.at_most.as_ref())
    )
}

pub fn render(r: &Report) -> String {
    if r.tables.is_empty() {
        let mut out = format!("{HEADER}\n");
        out.extend(r.distribution.iter().map(row));
        return out;
    }
    let mut out = format!("table,{HEADER}\n");
    let all = std::iter::once(("distribution", &r.distribution))
        .chain(r.tables.iter().map(|t| (t.key.as_str(), &t.entries)));
    for (key, entries) in all {
        for e in entries {
            out.push_str(&format!("{key},{}", row(e)));
        }
    }
    out
}
