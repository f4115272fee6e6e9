//! CSV: `outcome,exact,p,at_least_exact,at_least_p,at_most_exact,at_most_p`, one row per
//! outcome. A report with several distributions (`odds`, `duel`) is still one table: a first
//! column `table` names the JSON key each row is under (`distribution`, `wounds`, …). A summary's
//! statistics declared for CSV (`View::Csv`; none is today) follow their distribution's rows,
//! one row each, the statistic's key as the outcome and its value as `exact` and `p`.

use crate::prob::Ratio;
use crate::report::{Entry, Figure, Outcome, Report, Summary, View};

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

/// The rows of a summary's statistics that CSV shows: `mean,7/2,3.5,,,,`.
fn summary_rows(summary: Option<&Summary>) -> Vec<String> {
    let Some(summary) = summary else {
        return Vec::new();
    };
    summary
        .shown(View::Csv)
        .map(|(stat, figure)| {
            let value = match figure {
                Figure::Exact(negative, size) => {
                    let sign = if negative { "-" } else { "" };
                    format!("{sign}{size},{sign}{}", size.to_f64())
                }
                Figure::Float(x) => format!(",{x}"),
            };
            format!("{},{value},,,,\n", stat.key)
        })
        .collect()
}

pub fn render(r: &Report) -> String {
    if r.tables.is_empty() {
        let mut out = format!("{HEADER}\n");
        out.extend(r.distribution.iter().map(row));
        out.extend(summary_rows(r.summary.as_ref()));
        return out;
    }
    let mut out = format!("table,{HEADER}\n");
    let all = std::iter::once(("distribution", &r.distribution, r.summary.as_ref())).chain(
        r.tables
            .iter()
            .map(|t| (t.key.as_str(), &t.entries, t.stats.as_ref())),
    );
    for (key, entries, summary) in all {
        let rows = entries.iter().map(row).chain(summary_rows(summary));
        for line in rows {
            out.push_str(&format!("{key},{line}"));
        }
    }
    out
}
