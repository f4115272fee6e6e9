//! The human view: the answer first, then the distribution as a table with a small bar chart,
//! then the notes and the rulings the answer used.

use super::{Look, percent, width_of, wrap};
use crate::prob::Ratio;
use crate::report::{Entry, Fact, Outcome, Report, RollResult};
use crate::rules::ruling;
use comfy_table::{Cell, CellAlignment};

const BAR_WIDTH: f64 = 24.0;
/// A roll whose attempts take more room than this is shown one attempt a line.
const LONG_ROLL: usize = 100;
/// Fractions longer than this are shown approximately; JSON and CSV keep them exact.
const MAX_EXACT_WIDTH: usize = 24;
/// ... and longer than this in a table that does not fit the terminal even without its bars.
const NARROW_EXACT_WIDTH: usize = 11;

fn bold(s: &str, color: bool) -> String {
    if color {
        format!("\x1b[1m{s}\x1b[0m")
    } else {
        s.to_string()
    }
}

fn dim(s: &str, color: bool) -> String {
    if color {
        format!("\x1b[2m{s}\x1b[0m")
    } else {
        s.to_string()
    }
}

fn exact_or_approx(p: &Ratio, shortened: &mut bool) -> String {
    exact_within(p, MAX_EXACT_WIDTH, shortened)
}

fn exact_within(p: &Ratio, limit: usize, shortened: &mut bool) -> String {
    let exact = p.to_string();
    if exact.len() <= limit {
        return exact;
    }
    *shortened = true;
    // A plain decimal, never an exponent; what is too small to write so is just small.
    if *p < Ratio::new(1, 1_000_000_000_000) {
        "< 0.000000000001".into()
    } else {
        format!("≈ {}", super::decimal(p, 5))
    }
}

/// A mean: its exact fraction when short, else a decimal (a count or a turn reads better as
/// 3.8050 than as 3.8050e0).
fn mean_text(mean: &Ratio, shortened: &mut bool) -> String {
    let exact = mean.to_string();
    if exact.len() <= MAX_EXACT_WIDTH {
        return exact;
    }
    *shortened = true;
    format!("≈ {:.4}", mean.to_f64())
}

/// The standard deviation beside a mean: the square root of the exact variance, as a decimal.
fn sd_text(variance: Option<&Ratio>) -> String {
    variance.map_or(String::new(), |v| {
        format!("  ·  sd {:.4}", v.to_f64().sqrt())
    })
}

fn fact_text(f: &Fact) -> String {
    match f {
        Fact::Probability(p) => {
            let mut short = false;
            format!("{}  ({})", exact_or_approx(p, &mut short), percent(p))
        }
        Fact::Text(t) => t.clone(),
        Fact::Count(n) => n.to_string(),
        Fact::Lines(lines) => lines.iter().map(|l| format!("\n  {l}")).collect(),
        Fact::Probabilities(items) => items
            .iter()
            .map(|(label, p)| {
                let mut short = false;
                format!(
                    "\n  {label}: {} ({})",
                    exact_or_approx(p, &mut short),
                    percent(p)
                )
            })
            .collect(),
        Fact::Data(_) => String::new(),
        Fact::Group(items) => items
            .iter()
            .map(|(k, v)| format!("{} {}", k.replace('_', " "), fact_text(v)))
            .collect::<Vec<_>>()
            .join("  ·  "),
    }
}

/// `2 hits`, `1 hit`, `1 unsaved wound`.
fn count_of(n: i64, counting: &str) -> String {
    match counting.strip_suffix('s') {
        Some(one) if n == 1 => format!("1 {one}"),
        _ => format!("{n} {counting}"),
    }
}

/// One distribution as a table: outcome, exact fraction, percent, at least (for counts), bar.
pub fn distribution_table(
    counting: &str,
    entries: &[Entry],
    look: &Look,
    shortened: &mut bool,
) -> String {
    // The bar goes first when the table is too wide for the terminal; then long fractions are
    // shown approximately; then the exact column (JSON and CSV keep it); then cells wrap.
    let too_wide = |t: &str| {
        look.width
            .is_some_and(|w| t.lines().any(|l| width_of(l) > w))
    };
    let steps = [
        (true, Some(MAX_EXACT_WIDTH)),
        (false, Some(MAX_EXACT_WIDTH)),
        (false, Some(NARROW_EXACT_WIDTH)),
        (false, None),
    ];
    for step in &steps[..steps.len() - 1] {
        let mut short = false;
        let natural = distribution_grid(counting, entries, look, &mut short, *step, false);
        if !too_wide(&natural) {
            *shortened |= short;
            return natural;
        }
    }
    distribution_grid(counting, entries, look, shortened, steps[3], true)
}

fn distribution_grid(
    counting: &str,
    entries: &[Entry],
    look: &Look,
    shortened: &mut bool,
    (with_bar, exact_limit): (bool, Option<usize>),
    wrap_cells: bool,
) -> String {
    let color = look.color;
    let mut table = if wrap_cells {
        super::fitted_table(look, None)
    } else {
        super::human_table(look)
    };
    let numeric = entries.iter().any(|e| e.at_least.is_some());
    let folded = fold_tail(entries);
    let entries = folded.as_ref().map_or(entries, |(rows, _)| rows.as_slice());
    let mut header = vec![Cell::new(if counting.is_empty() {
        "outcome"
    } else {
        counting
    })];
    if exact_limit.is_some() {
        header.push(Cell::new("exact"));
    } else {
        *shortened = true;
    }
    header.push(Cell::new("percent"));
    if numeric {
        header.push(Cell::new("at least"));
    }
    if with_bar {
        header.push(Cell::new(""));
    }
    table.set_header(header);
    let max = entries
        .iter()
        .map(|e| e.probability.to_f64())
        .fold(0.0, f64::max);
    for e in entries {
        let outcome = match &e.outcome {
            Outcome::Count(n) => n.to_string(),
            Outcome::Named(s) => s.replace('_', " "),
        };
        let width = if max > 0.0 {
            (e.probability.to_f64() / max * BAR_WIDTH).round() as usize
        } else {
            0
        };
        let mut bar = Cell::new(if look.ascii { "#" } else { "█" }.repeat(width));
        if color {
            bar = super::green(bar);
        }
        let align = if matches!(e.outcome, Outcome::Count(_)) {
            CellAlignment::Right
        } else {
            CellAlignment::Left
        };
        let mut row = vec![Cell::new(outcome).set_alignment(align)];
        if let Some(limit) = exact_limit {
            row.push(
                Cell::new(exact_within(&e.probability, limit, shortened))
                    .set_alignment(CellAlignment::Right),
            );
        }
        row.push(Cell::new(percent(&e.probability)).set_alignment(CellAlignment::Right));
        match &e.at_least {
            Some(ge) => row.push(Cell::new(percent(ge)).set_alignment(CellAlignment::Right)),
            None if numeric => row.push(Cell::new("")),
            None => {}
        }
        if with_bar {
            row.push(bar);
        }
        table.add_row(row);
    }
    let mut out = format!("{table}\n");
    if let Some((_, (from, to))) = folded {
        out.push_str(&wrap(
            &format!(
                "({from}–{to}: {} rows in one, together below 0.1%; --json lists every row)\n",
                to - from + 1
            ),
            look.width,
        ));
    }
    out
}

/// Long count tables (a 60-attack fight's wounds, a duel's 30 turns) for people: the rows from
/// the first that fewer than 1 in 1000 reach, to the last count, become one row `k–m`. The
/// exact rows stay in JSON and CSV.
const FOLD_OVER: usize = 16;

fn fold_tail(entries: &[Entry]) -> Option<(Vec<Entry>, (i64, i64))> {
    if entries.len() <= FOLD_OVER {
        return None;
    }
    let threshold = Ratio::new(1, 1000);
    let counts: Vec<usize> = (0..entries.len())
        .filter(|&i| matches!(entries[i].outcome, Outcome::Count(_)))
        .collect();
    let last = *counts.last()?;
    let start = counts.iter().copied().find(|&i| {
        i > 0
            && entries[i]
                .at_least
                .as_ref()
                .is_some_and(|ge| *ge < threshold)
    })?;
    if last - start < 2 {
        return None;
    }
    let (Outcome::Count(from), Outcome::Count(to)) =
        (&entries[start].outcome, &entries[last].outcome)
    else {
        return None;
    };
    let mut sum = Ratio::zero();
    for e in &entries[start..=last] {
        sum = &sum + &e.probability;
    }
    let mut out: Vec<Entry> = entries[..start].to_vec();
    out.push(Entry {
        outcome: Outcome::Named(format!("{from}–{to}")),
        probability: sum,
        at_least: entries[start].at_least.clone(),
        at_most: entries[last].at_most.clone(),
    });
    out.extend_from_slice(&entries[last + 1..]);
    Some((out, (*from, *to)))
}

/// Loadouts side by side (`odds --compare`): one row each, one column per outcome.
pub fn comparison(reports: &[(String, Report)], look: &Look) -> String {
    let color = look.color;
    let mut table = super::fitted_table(look, None);
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
    let mut header = vec![Cell::new("loadout")];
    header.extend(shown(first).iter().map(|e| match &e.outcome {
        Outcome::Named(s) => Cell::new(s.replace('_', " ")),
        Outcome::Count(n) => Cell::new(n),
    }));
    // A mean column only where some loadout has a mean (a unit combat's outcomes have none).
    let means = reports.iter().any(|(_, r)| r.mean.is_some());
    if means {
        header.push(Cell::new(format!(
            "mean {}",
            first.mean_of.as_deref().unwrap_or(&first.counting)
        )));
    }
    table.set_header(header);
    let mut shortened = false;
    for (label, r) in reports {
        let mut row = vec![Cell::new(label)];
        row.extend(
            shown(r)
                .iter()
                .map(|e| Cell::new(percent(&e.probability)).set_alignment(CellAlignment::Right)),
        );
        if means {
            row.push(
                Cell::new(
                    r.mean
                        .as_ref()
                        .map_or("-".into(), |m| mean_text(m, &mut shortened)),
                )
                .set_alignment(CellAlignment::Right),
            );
        }
        table.add_row(row);
    }
    format!(
        "{}\n{table}\n",
        bold(
            &wrap(
                &format!("{} loadouts side by side", reports.len()),
                look.width
            ),
            color
        )
    )
}

pub fn render(r: &Report, look: &Look) -> String {
    let color = look.color;
    let fit = |text: &str| wrap(text, look.width);
    let mut out = String::new();
    let mut shortened = false;
    let mut headline = r.headline.clone();
    headline.push_str(
        &r.verdict
            .iter()
            .map(|(label, p)| format!("{label} {}", percent(p)))
            .collect::<Vec<_>>()
            .join("  ·  "),
    );
    if let Some(p) = &r.probability {
        headline.push_str(&format!(
            "  ·  {}  ({})",
            exact_or_approx(p, &mut shortened),
            percent(p)
        ));
    }
    out.push_str(&bold(&fit(&headline), color));
    out.push('\n');
    for (key, fact) in r.facts.iter().filter(|(_, f)| !matches!(f, Fact::Data(_))) {
        out.push_str(&fit(&format!(
            "{}:{}{}\n",
            key.replace('_', " "),
            if matches!(fact, Fact::Lines(_) | Fact::Probabilities(_)) {
                ""
            } else {
                " "
            },
            fact_text(fact)
        )));
    }
    if let Some(roll) = &r.roll {
        let shown: Vec<String> = roll
            .attempts
            .iter()
            .map(|(dice, what)| {
                let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
                if dice.is_empty() {
                    what.clone()
                } else {
                    format!("[{}] {what}", dice.join(" "))
                }
            })
            .collect();
        // A named result already says how it went; a count gets the verdict spelled out.
        let verdict = match (&roll.result, roll.passed) {
            (RollResult::Count(_), Some(true)) => " (pass)",
            (RollResult::Count(_), Some(false)) => " (fail)",
            _ => "",
        };
        // Long rolls (a table's follow-ups, a fight's rounds) read better one attempt a line.
        let long = look.width.map_or(LONG_ROLL, |w| w.min(LONG_ROLL));
        let one_line = shown.iter().map(|s| s.len() + 2).sum::<usize>() <= long;
        // Wrapped before the result is made bold: escapes have no width.
        let result = match &roll.result {
            RollResult::Count(n) => count_of(*n, &r.counting),
            RollResult::Named(s) => r.label(s).unwrap_or_else(|| s.replace('_', " ")),
        };
        // No-break spaces keep the result on one line; it is the last thing but the verdict.
        let kept = result.replace(' ', "\u{a0}");
        let line = fit(&format!(
            "rolled (seed {}):{}{}{}  →  {}{}\n",
            roll.seed,
            if one_line { " " } else { "\n  " },
            if shown.is_empty() {
                "no dice needed".to_string()
            } else {
                shown.join(if one_line { ", " } else { "\n  " })
            },
            if one_line { "" } else { "\n" },
            kept,
            verdict
        ));
        let at = line.rfind(&kept).unwrap_or(line.len());
        out.push_str(&line[..at]);
        out.push_str(&bold(&result, color));
        out.push_str(line.get(at + kept.len()..).unwrap_or_default());
    }
    if !r.distribution.is_empty() {
        out.push_str(&distribution_table(
            &r.counting,
            &r.for_people(&r.distribution),
            look,
            &mut shortened,
        ));
    }
    for t in &r.tables {
        out.push_str(&distribution_table(
            &t.counting,
            &r.for_people(&t.entries),
            look,
            &mut shortened,
        ));
    }
    if let Some(mean) = &r.mean
        && (r.distribution.len() > 2 || r.mean_of.is_some())
    {
        let of = r.mean_of.as_deref().unwrap_or(&r.counting);
        out.push_str(&fit(&format!(
            "mean {of}: {}{}\n",
            mean_text(mean, &mut shortened),
            sd_text(r.variance.as_ref())
        )));
    }
    for t in &r.tables {
        if let Some(s) = &t.stats {
            out.push_str(&fit(&format!(
                "mean {}: {}{}\n",
                t.counting,
                mean_text(&s.mean, &mut shortened),
                sd_text(Some(&s.variance))
            )));
        }
    }
    for note in &r.notes {
        out.push_str(&dim(&fit(&format!("note: {note}")), color));
        out.push('\n');
    }
    if shortened {
        out.push_str(&dim(
            &fit("note: long fractions shown approximately; --json and --format csv give them exactly"),
            color,
        ));
        out.push('\n');
    }
    if !r.rulings.is_empty() {
        let named: Vec<String> = r
            .rulings
            .iter()
            .map(|id| match ruling(id) {
                Some(rl) => format!("{id} {}", rl.topic),
                None => id.clone(),
            })
            .collect();
        out.push_str(&dim(
            &fit(&format!(
                "rulings: {}  (warband rules show)",
                named.join(" · ")
            )),
            color,
        ));
        out.push('\n');
    }
    out
}
