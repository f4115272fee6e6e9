//! Table files (`warband table --file`): a user's table tabulated by column, or rolled.

use super::builtin::outcomes;
use super::kill::kill_report;
use super::{cell_text, lookup_error, refuse, roll_text, with_modifier};
use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::error::Result;
use crate::mechanics::table::{self as lookup, LookupError};
use crate::question::TableArgs;
use crate::report::{Fact, Report, RollRecord, RollResult};
use crate::rules::tables;
use crate::rules::user_table::{self, Cell};
use std::path::Path;

/// A text result as an outcome: its snake_case, or the text itself if that leaves nothing.
pub(super) fn cell_outcome(c: &Cell) -> String {
    match c {
        Cell::Number(n) => n.to_string(),
        Cell::Text(t) => {
            let s = tables::snake_case(t);
            if s.is_empty() { t.clone() } else { s }
        }
    }
}

pub(super) fn file_report(path: &Path, args: &TableArgs, cx: &Context) -> Result<Report> {
    let table = user_table::load(path)?;
    refuse(
        args.musicians.is_some(),
        "--musicians",
        "files",
        "warband table musician --rules wfb",
    )?;
    refuse(
        args.monsters.is_some() || args.characters.is_some() || args.second_rank.is_some(),
        "--monsters, --characters or --second-rank",
        "files",
        "warband table target --rules czarne-wrota",
    )?;
    let column = table.column(args.column.as_deref())?;
    let extra = i64::from(args.modifier.unwrap_or(0));
    let modifier = table.modifier + extra;
    let mut report = Report::new("table", &cx.ruleset.id);
    report.input("file", table.path.clone());
    report.input("column", table.columns[column].clone());
    report.input("mod", extra);
    let dice_label = with_modifier(&table.dice.text, modifier);
    let bands = table.bands();
    let uncovered = |e: LookupError| {
        lookup_error(
            e,
            &format!("table file {} with {dice_label}", table.path),
            "add a row for it, or leave the first row's 'from' or the last row's 'to' open",
        )
    };
    let dist = lookup::row_distribution(&table.dice, modifier, &bands).map_err(uncovered)?;
    report
        .notes
        .push(format!("source: table file {}", table.path));
    if let Some(s) = &table.source {
        report.notes.push(format!("the file's source: {s}"));
    }
    report.notes.extend(table.notes.iter().cloned());
    if let Some(strength) = args.kill {
        return kill_report(
            &table,
            column,
            modifier,
            &dist,
            strength,
            args.max_rounds,
            cx,
            report,
        );
    }
    report.headline = format!("{}, {} · {dice_label}", table.name, table.columns[column]);
    report.facts.push((
        "rows".into(),
        Fact::Lines(
            table
                .rows
                .iter()
                .map(|r| {
                    let note = r
                        .note
                        .as_ref()
                        .map_or(String::new(), |n| format!("  ({n})"));
                    format!(
                        "{}: {}{note}",
                        r.band.label(),
                        cell_text(&r.results[column])
                    )
                })
                .collect(),
        ),
    ));

    let numeric = table
        .rows
        .iter()
        .all(|r| matches!(r.results[column], Cell::Number(_)));
    if numeric {
        let values = dist.map(|&i| match table.rows[i].results[column] {
            Cell::Number(n) => n,
            Cell::Text(_) => unreachable!("the column is numeric"),
        });
        report.set_counts(table.counts.as_deref().unwrap_or("result"), &values);
    } else {
        let names = table.rows.iter().map(|r| cell_outcome(&r.results[column]));
        report.set_named("result", outcomes(&dist, names));
    }
    if cx.roll {
        let mut roller = roller(cx.seed, "table");
        let rolled =
            lookup::roll_row(&table.dice, modifier, &bands, &mut roller).map_err(uncovered)?;
        let cell = &table.rows[rolled.row].results[column];
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts: vec![(
                rolled.dice.clone(),
                format!("{}: {}", roll_text(&rolled), cell_text(cell)),
            )],
            result: match cell {
                Cell::Number(n) => RollResult::Count(*n),
                Cell::Text(_) => RollResult::Named(cell_outcome(cell)),
            },
            passed: None,
        });
    }
    Ok(report)
}
