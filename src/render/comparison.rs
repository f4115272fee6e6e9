//! Several loadouts or match-ups side by side (`--compare`) in the human text: the ranking
//! first, then a table with a row each, or a block each where the table is wider than the
//! terminal. Each report's own pieces (shares, attacks, summary lines) are the text
//! renderer's.

use super::text::{attack_lines, bold, figure_text, items, shares, summary_line, unbreak};
use super::{Look, percent, width_of, wrap};
use crate::prob::Ratio;
use crate::report::{Outcome, Report, Statistic, View};
use comfy_table::{Cell, CellAlignment};

/// Loadouts side by side (`odds --compare`): the ranking first, then one row each, one column
/// per outcome, and each loadout's attacks with their saves; where that table is wider than
/// the terminal, one block per loadout instead (its attacks, its shares, its mean).
pub fn comparison(reports: &[(String, Report)], look: &Look) -> String {
    let color = look.color;
    let fit = |text: &str| wrap(text, look.width);
    let mut out = format!("{}\n", bold(&unbreak(&fit(&ranking(reports))), color));
    if look.brief {
        return out;
    }
    let table = comparison_table(reports, look);
    let fits = look
        .width
        .is_none_or(|w| table.lines().all(|l| width_of(l) <= w));
    if fits {
        out.push_str(&table);
        let lines: Vec<String> = reports
            .iter()
            .flat_map(|(label, r)| {
                attack_lines(r)
                    .into_iter()
                    .map(move |line| format!("  {label}: {line}"))
            })
            .collect();
        if !lines.is_empty() {
            out.push_str(&fit(&format!("attacks:\n{}\n", lines.join("\n"))));
        }
        return out;
    }
    let mut shortened = false;
    for (label, r) in reports {
        out.push_str(&bold(&fit(label), color));
        out.push('\n');
        for line in attack_lines(r) {
            out.push_str(&fit(&format!("  {line}\n")));
        }
        out.push_str(&unbreak(&fit(&format!("  {}\n", shares(r, None)))));
        let of = r.mean_of.as_deref().unwrap_or(&r.counting);
        let line = r
            .summary
            .as_ref()
            .and_then(|s| summary_line(s, of, View::Compare, &mut shortened));
        if let Some(line) = line {
            out.push_str(&fit(&format!("  {line}\n")));
        }
    }
    out
}

/// The side-by-side table, as wide as its content: the columns are the outcomes of every
/// loadout, in the order they first appear (two loadouts with different numbers of attacks
/// count different numbers of hits).
fn comparison_table(reports: &[(String, Report)], look: &Look) -> String {
    let mut table = super::human_table(look);
    let Some((_, first)) = reports.first() else {
        return String::new();
    };
    // People's names for the outcomes when every loadout reads them alike (a `--rules wfb`
    // loadout beside a Mordheim one keeps the shared names, so the columns line up).
    let alike = reports.iter().all(|(_, r)| r.labels == first.labels);
    let shown = |r: &Report| {
        if alike {
            r.for_people(&r.distribution)
        } else {
            r.distribution.clone()
        }
    };
    let mut columns: Vec<Outcome> = Vec::new();
    for (_, r) in reports {
        for e in shown(r) {
            if !columns.contains(&e.outcome) {
                columns.push(e.outcome);
            }
        }
    }
    if columns.iter().all(|c| matches!(c, Outcome::Count(_))) {
        columns.sort_by_key(|c| match c {
            Outcome::Count(n) => *n,
            Outcome::Named(_) => i64::MAX,
        });
    }
    let mut header = vec![Cell::new("loadout")];
    header.extend(columns.iter().map(|c| match c {
        Outcome::Named(s) => Cell::new(s.replace('_', " ")),
        Outcome::Count(n) => Cell::new(n),
    }));
    // A column for each statistic `--compare` shows, only where some loadout has a summary (a
    // unit combat's outcomes have none); the first names what it is of (`mean turns`).
    let statistics: Vec<&Statistic> = if reports.iter().any(|(_, r)| r.summary.is_some()) {
        View::Compare.statistics().collect()
    } else {
        Vec::new()
    };
    for (i, stat) in statistics.iter().enumerate() {
        header.push(Cell::new(if i == 0 {
            let of = first.mean_of.as_deref().unwrap_or(&first.counting);
            format!("{} {of}", stat.label)
        } else {
            stat.label.to_string()
        }));
    }
    table.set_header(header);
    let mut shortened = false;
    for (label, r) in reports {
        let mut row = vec![Cell::new(label)];
        let entries = shown(r);
        row.extend(columns.iter().map(|c| {
            let p = entries
                .iter()
                .find(|e| &e.outcome == c)
                .map_or_else(Ratio::zero, |e| e.probability.clone());
            Cell::new(percent(&p)).set_alignment(CellAlignment::Right)
        }));
        for stat in &statistics {
            let value = r
                .summary
                .as_ref()
                .and_then(|s| (stat.value)(s))
                .map_or("-".into(), |figure| figure_text(figure, &mut shortened));
            row.push(Cell::new(value).set_alignment(CellAlignment::Right));
        }
        table.add_row(row);
    }
    format!("{table}\n")
}

/// The loadouts ranked by their answer (what `--format plain` prints for each), highest first:
/// `out of action: 18.0% --weapon axe · 11.7% as given`. The first line of a comparison.
fn ranking(reports: &[(String, Report)]) -> String {
    let mut ranked: Vec<(&str, &Ratio)> = reports
        .iter()
        .filter_map(|(label, r)| r.answer().map(|(_, p)| (label.as_str(), p)))
        .collect();
    // Stable: equal answers keep the order given.
    ranked.sort_by(|a, b| b.1.cmp(a.1));
    let what = reports
        .first()
        .and_then(|(_, r)| r.answer())
        .and_then(|(what, _)| what)
        .unwrap_or_else(|| match reports.first().map(|(_, r)| r.command) {
            // What --format plain gives them: the chance one die does it.
            Some("hit") => "one die hits",
            Some("wound") => "one die wounds",
            Some("save") => "one wound saved",
            _ => "chance",
        });
    if ranked.is_empty() {
        return format!("{} loadouts side by side", reports.len());
    }
    format!(
        "{what}: {}",
        items(
            ranked
                .iter()
                .map(|(label, p)| format!("{} {label}", percent(p)))
        )
    )
}
