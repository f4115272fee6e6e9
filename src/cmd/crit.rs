//! `warband crit`: the ruleset's critical table, each row's effects in words and as data.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::prob::Ratio;
use crate::question::CritArgs;
use crate::report::{Fact, Report, RollRecord, RollResult};
use crate::rules::CriticalTable;

fn choose<'a>(
    tables: &'a [CriticalTable],
    class: Option<&str>,
    ruleset: &str,
) -> Result<&'a CriticalTable> {
    let classes: Vec<&str> = tables.iter().filter_map(|t| t.class.as_deref()).collect();
    if tables.is_empty() {
        return Err(
            UserError::new(format!("ruleset {ruleset} has no critical hits"))
                .hint("criticals are in mordheim, mordheim-club and skirmish"),
        );
    }
    match class {
        None if classes.is_empty() => Ok(&tables[0]),
        None => Err(
            UserError::new(format!("{ruleset} has a critical table per weapon class"))
                .hint(format!("give --class {}", classes.join("|"))),
        ),
        Some(c) if classes.is_empty() => Err(UserError::new(format!(
            "--class {}: {ruleset} has one critical table for every weapon",
            crate::error::echo(c)
        ))
        .hint("drop --class; weapon classes are mordheim-club's")),
        Some(c) => tables
            .iter()
            .find(|t| t.class.as_deref() == Some(&c.to_ascii_lowercase()))
            .ok_or_else(|| {
                UserError::new(format!("unknown weapon class '{}'", crate::error::echo(c)))
                    .hint(format!("use one of {}", classes.join(", ")))
            }),
    }
}

pub fn run(args: &CritArgs, cx: &Context) -> Result<Report> {
    let table = choose(
        &cx.ruleset.critical_tables,
        args.class.as_deref(),
        &cx.ruleset.id,
    )?;
    let mut report = Report::new("crit", &cx.ruleset.id);
    if let Some(class) = &table.class {
        report.input("class", class.clone());
    }
    let fixed = table.dice == "none";
    report.headline = match (&table.class, fixed) {
        (_, true) => format!("a critical: {}", table.rows[0].effect),
        (Some(class), false) => format!("critical table, {class} weapons ({})", table.dice),
        (None, false) => format!("critical table ({})", table.dice),
    };
    let entries = table
        .rows
        .iter()
        .map(|r| {
            let faces = if fixed {
                6
            } else {
                u64::from(r.to - r.from + 1)
            };
            (r.id.clone(), Ratio::new(faces, 6))
        })
        .collect();
    report.set_named("row", entries);
    report.facts.push((
        "effects".into(),
        Fact::Lines(
            table
                .rows
                .iter()
                .map(|r| {
                    let dice = if fixed {
                        String::new()
                    } else if r.from == r.to {
                        format!("{} ", r.from)
                    } else {
                        format!("{}-{} ", r.from, r.to)
                    };
                    format!("{dice}{}: {}", r.name, r.effect)
                })
                .collect(),
        ),
    ));
    report.facts.push((
        "rows".into(),
        Fact::Data(serde_json::to_value(&table.rows).expect("rows serialise")),
    ));
    report
        .notes
        .push(format!("source: {}", table.provenance.label()));
    report.add_rulings(table.rulings.iter().map(String::as_str));
    report.add_rulings(["R-10"]);

    if cx.roll {
        let mut roller = roller(cx.seed, "crit");
        let (dice, row) = if fixed {
            (Vec::new(), &table.rows[0])
        } else {
            let die = roller.d6();
            (
                vec![die],
                table.row(die).expect("the table covers every face"),
            )
        };
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts: vec![(dice, format!("{}: {}", row.name, row.effect))],
            result: RollResult::Named(row.id.clone()),
            passed: None,
        });
    }
    Ok(report)
}
