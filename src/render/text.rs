//! The human view of a report, as text (`--format table`, the default): the answer first, then
//! the distribution as a table with a small bar chart, then the notes and the rulings the answer
//! used; `--brief`; and several reports side by side (`--compare`).

use super::{Look, percent, width_of, wrap};
use crate::prob::Ratio;
use crate::report::{Entry, Fact, Figure, Outcome, Report, RollResult, Summary, View};
use crate::rules::ruling;
use comfy_table::{Cell, CellAlignment};

const BAR_WIDTH: f64 = 24.0;
/// A roll whose attempts take more room than this is shown one attempt a line.
const LONG_ROLL: usize = 100;
/// Fractions longer than this are shown approximately; JSON and CSV keep them exact.
const MAX_EXACT_WIDTH: usize = 24;
/// ... and longer than this in a table that does not fit the terminal even without its bars.
const NARROW_EXACT_WIDTH: usize = 11;

pub(super) fn bold(s: &str, color: bool) -> String {
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

/// A statistic's value for people: an exact one as [`mean_text`] writes it, with its minus
/// sign when it is below zero; a float (the standard deviation) to four decimals.
pub(super) fn figure_text(figure: Figure, shortened: &mut bool) -> String {
    match figure {
        Figure::Exact(negative, size) => {
            let size = mean_text(size, shortened);
            match (negative, size.strip_prefix("≈ ")) {
                (false, _) => size,
                (true, Some(approx)) => format!("≈ -{approx}"),
                (true, None) => format!("-{size}"),
            }
        }
        Figure::Float(x) => format!("{x:.4}"),
    }
}

/// A summary's line for people, the statistics `view` shows in their declared order, the
/// first naming what it is of: `mean unsaved wounds: 7/6  ·  sd 0.9860`. `None` when the view
/// shows none of them.
pub(super) fn summary_line(
    s: &Summary,
    of: &str,
    view: View,
    shortened: &mut bool,
) -> Option<String> {
    let mut line: Option<String> = None;
    for (stat, figure) in s.shown(view) {
        let value = figure_text(figure, shortened);
        match &mut line {
            None => line = Some(format!("{} {of}: {value}", stat.label)),
            Some(line) => line.push_str(&format!("  ·  {} {value}", stat.label)),
        }
    }
    line
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

/// The most shares `--brief` lists of a long table (a D66's): the likeliest, then how many more.
const BRIEF_SHARES: usize = 6;

/// Items joined by ` · `, each kept whole on a line when wrapped: its spaces are no-break
/// spaces until [`unbreak`] (`B wins 21.2%` never ends a line at `wins`).
pub(super) fn items(parts: impl IntoIterator<Item = String>) -> String {
    parts
        .into_iter()
        .map(|part| part.replace(' ', "\u{a0}"))
        .collect::<Vec<_>>()
        // The dot ends a line rather than begins one.
        .join("\u{a0}\u{a0}·  ")
}

/// Wrapped text with the no-break spaces of [`items`] made plain spaces again.
pub(super) fn unbreak(text: &str) -> String {
    text.replace('\u{a0}', " ")
}

/// One report's shares on one line: the verdict, else the distribution's rows that can happen
/// (`unharmed 75.3% · knocked down 5.6%`, `0: 25.0% · 1: 50.0%`); with `most`, only that many,
/// the likeliest first.
pub(super) fn shares(r: &Report, most: Option<usize>) -> String {
    if !r.verdict.is_empty() {
        return verdict_items(r);
    }
    let entries = r.for_people(&r.distribution);
    let entries = fold_tail(&entries).map_or(entries, |(rows, _)| rows);
    let mut possible: Vec<&Entry> = entries
        .iter()
        .filter(|e| !e.probability.is_zero())
        .collect();
    let left_out = match most {
        Some(most) if possible.len() > most => {
            possible.sort_by(|a, b| b.probability.cmp(&a.probability));
            let n = possible.len() - most;
            possible.truncate(most);
            Some(n)
        }
        _ => None,
    };
    let mut text = items(possible.iter().map(|e| match &e.outcome {
        Outcome::Count(n) => format!("{n}: {}", percent(&e.probability)),
        Outcome::Named(s) => format!("{} {}", s.replace('_', " "), percent(&e.probability)),
    }));
    if let Some(n) = left_out {
        text.push_str(&format!("\u{a0}\u{a0}·  {n}\u{a0}more"));
    }
    text
}

/// The verdict's shares, each kept whole on a line.
fn verdict_items(r: &Report) -> String {
    items(
        r.verdict
            .iter()
            .map(|(label, p)| format!("{label} {}", percent(p))),
    )
}

/// The attack lines of a report (its `attacks` fact), where it has them: each with its save.
pub(super) fn attack_lines(r: &Report) -> Vec<String> {
    r.facts
        .iter()
        .find(|(key, _)| key == "attacks")
        .map(|(_, fact)| match fact {
            Fact::Lines(lines) => lines.clone(),
            Fact::Text(t) => vec![t.clone()],
            _ => Vec::new(),
        })
        .unwrap_or_default()
}

/// The rolled result, first when the dice were rolled: `rolled 2 hits (pass)`.
fn rolled_result(r: &Report) -> Option<(String, &'static str)> {
    let roll = r.roll.as_ref()?;
    // A named result already says how it went; a count gets the verdict spelled out.
    let verdict = match (&roll.result, roll.passed) {
        (RollResult::Count(_), Some(true)) => " (pass)",
        (RollResult::Count(_), Some(false)) => " (fail)",
        _ => "",
    };
    let result = match &roll.result {
        RollResult::Count(n) => count_of(*n, &r.counting),
        RollResult::Named(s) => r.label(s).unwrap_or_else(|| s.replace('_', " ")),
    };
    Some((result, verdict))
}

/// `--brief`: the answer and the few numbers a player needs, at most ten lines at 40
/// columns: the rolled result, the headline, the facts the report names for it, its mean.
pub fn brief(r: &Report, look: &Look) -> String {
    let color = look.color;
    let fit = |text: &str| wrap(text, look.width);
    let mut out = String::new();
    if let Some((result, verdict)) = rolled_result(r) {
        let seed = r.roll.as_ref().map_or(0, |roll| roll.seed);
        let rolled = fit(&format!("rolled {result}{verdict}"));
        out.push_str(&bold(&rolled, color));
        // The seed after it where it fits, else on a line of its own: a seed of 20 digits
        // took the line past 40 columns.
        let seed = format!("(seed {seed})");
        let last = rolled.lines().last().unwrap_or_default();
        let fits = look
            .width
            .is_none_or(|w| width_of(last) + 1 + width_of(&seed) <= w);
        out.push(if fits { ' ' } else { '\n' });
        out.push_str(&dim(&seed, color));
        out.push('\n');
    }
    out.push_str(&bold(&unbreak(&fit(&headline(r, &mut false))), color));
    out.push('\n');
    // By default the shares where the headline has none, and the mean where the full view
    // shows one; then what the report names.
    let mut keys: Vec<&str> = Vec::new();
    if r.verdict.is_empty() && r.distribution.len() > 2 {
        keys.push("shares");
    }
    if r.distribution.len() > 2 || r.mean_of.is_some() {
        keys.push("mean");
    }
    keys.extend(r.brief.iter().map(String::as_str));
    for key in keys {
        if key == "mean" {
            let of = r.mean_of.as_deref().unwrap_or(&r.counting);
            let line = r
                .summary
                .as_ref()
                .and_then(|s| summary_line(s, of, View::Brief, &mut false));
            if let Some(line) = line {
                out.push_str(&fit(&format!("{line}\n")));
            }
            continue;
        }
        if key == "shares" {
            let line = fit(&format!("{}\n", shares(r, Some(BRIEF_SHARES))));
            out.push_str(&unbreak(&line));
            continue;
        }
        if let Some((_, fact)) = r.facts.iter().find(|(k, _)| k == key) {
            out.push_str(&fit(&brief_fact_line(key, fact)));
        }
    }
    out
}

/// The headline with its verdict and probability: the answer, the first line.
fn headline(r: &Report, shortened: &mut bool) -> String {
    let mut headline = r.headline.clone();
    headline.push_str(&verdict_items(r));
    if let Some(p) = &r.probability {
        headline.push_str(&format!(
            "  ·  {}  ({})",
            exact_or_approx(p, shortened),
            percent(p)
        ));
    }
    headline
}

/// A fact on one line, its probabilities as percentages only (`--brief`).
fn brief_fact_line(key: &str, fact: &Fact) -> String {
    let text = match fact {
        Fact::Probability(p) => percent(p),
        Fact::Probabilities(items) => items
            .iter()
            .map(|(label, p)| format!("{label} {}", percent(p)))
            .collect::<Vec<_>>()
            .join("  ·  "),
        Fact::Group(items) => items
            .iter()
            .map(|(k, v)| match v {
                Fact::Probability(p) => format!("{} {}", k.replace('_', " "), percent(p)),
                other => format!("{} {}", k.replace('_', " "), fact_text(other)),
            })
            .collect::<Vec<_>>()
            .join("  ·  "),
        other => return fact_line(key, other),
    };
    format!("{}: {text}\n", key.replace('_', " "))
}

/// A fact as its line (or lines) of the human view.
fn fact_line(key: &str, fact: &Fact) -> String {
    format!(
        "{}:{}{}\n",
        key.replace('_', " "),
        if matches!(fact, Fact::Lines(_) | Fact::Probabilities(_)) {
            ""
        } else {
            " "
        },
        fact_text(fact)
    )
}

pub fn render(r: &Report, look: &Look) -> String {
    let color = look.color;
    let fit = |text: &str| wrap(text, look.width);
    let mut out = String::new();
    let mut shortened = false;
    // Rolled, the result comes first, with its dice: it is what was asked.
    if let (Some(roll), Some((result, verdict))) = (&r.roll, rolled_result(r)) {
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
        // Long rolls (a table's follow-ups, a fight's rounds) read better one attempt a line.
        let long = look.width.map_or(LONG_ROLL, |w| w.min(LONG_ROLL));
        let one_line = shown.iter().map(|s| s.len() + 2).sum::<usize>() <= long;
        // No-break spaces keep the result on one line; wrapped before it is made bold (escapes
        // have no width).
        let kept = format!("{result}{verdict}").replace(' ', "\u{a0}");
        let line = fit(&format!(
            "rolled {kept} (seed {}):{}{}\n",
            roll.seed,
            if one_line { " " } else { "\n  " },
            if shown.is_empty() {
                "no dice needed".to_string()
            } else {
                shown.join(if one_line { ", " } else { "\n  " })
            },
        ));
        let at = line.find(&kept).unwrap_or(0);
        out.push_str(&line[..at]);
        out.push_str(&bold(&format!("{result}{verdict}"), color));
        out.push_str(line.get(at + kept.len()..).unwrap_or_default());
    }
    out.push_str(&bold(&unbreak(&fit(&headline(r, &mut shortened))), color));
    out.push('\n');
    for (key, fact) in r.facts.iter().filter(|(_, f)| !matches!(f, Fact::Data(_))) {
        out.push_str(&fit(&fact_line(key, fact)));
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
    // The report's own summary where its distribution has more than two rows or the summary
    // is of something else; then each further table's.
    let own = r
        .summary
        .as_ref()
        .filter(|_| r.distribution.len() > 2 || r.mean_of.is_some())
        .map(|s| (s, r.mean_of.as_deref().unwrap_or(&r.counting)));
    let further = r
        .tables
        .iter()
        .filter_map(|t| t.stats.as_ref().map(|s| (s, t.counting.as_str())));
    for (s, of) in own.into_iter().chain(further) {
        if let Some(line) = summary_line(s, of, View::Table, &mut shortened) {
            out.push_str(&fit(&format!("{line}\n")));
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
