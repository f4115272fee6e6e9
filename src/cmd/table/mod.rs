//! `warband table`: list and show the built-in tables, tabulate one exactly or roll it (with the
//! follow-up rolls its rows call for); the same for a table file, and how many rounds a
//! czarne-wrota fighter needs to kill a monster (`--kill`).

mod builtin;
mod file;
mod kill;
mod monster_targets;
mod show;
mod terrain;

use builtin::builtin_report;
use file::file_report;
use show::{show_builtin, show_file};

use crate::cmd::shared::context::Context;
use crate::dice::expr::{self, Expr};
use crate::error::{Result, UserError};
use crate::mechanics::table::{LookupError, RolledRow};
use crate::mechanics::test::TestKind;
use crate::question::{TableAction, TableArgs};
use crate::report::Output;
use crate::report::TableSummary;
use crate::rules::RulesetId;
use crate::rules::tables::{self, Difficulty, TableRow};
use crate::rules::user_table::{self, Cell};

pub fn run(args: &TableArgs, cx: &Context, argv: &[std::ffi::OsString]) -> Result<Output> {
    if args.action.is_some() && !args.compare.compare.is_empty() {
        return Err(UserError::new("--compare goes with a table's odds")
            .hint("e.g. warband table injury --compare '--mod 1'"));
    }
    match &args.action {
        Some(TableAction::List) => Ok(Output::TableList(list())),
        Some(TableAction::Show { name, file }) => {
            let view = match (name, file) {
                (_, Some(path)) => show_file(&user_table::load(path)?),
                (Some(name), None) => {
                    show_builtin(&tables::find(name, ruleset_id(cx), &cx.ruleset)?)
                }
                (None, None) => return Err(no_table()),
            };
            Ok(Output::TableShow(Box::new(view)))
        }
        None => crate::cmd::shared::compare::side_by_side(
            cx,
            argv,
            &args.compare.compare,
            &[],
            "--mod 1",
            || tabulate(args, cx),
            |compared: TableArgs, cx| tabulate(&compared, cx),
        ),
    }
}

/// A table's odds (and roll): a built-in table's, or a table file's.
fn tabulate(args: &TableArgs, cx: &Context) -> Result<crate::report::Report> {
    match (&args.name, &args.file) {
        (Some(name), _) => {
            // clap's `requires = "file"` is not enforced next to a NAME: refuse here rather
            // than ignore a flag the built-in table has no use for.
            let file_only = [
                ("--kill", args.kill.is_some()),
                ("--column", args.column.is_some()),
            ];
            if let Some((flag, _)) = file_only.iter().find(|(_, given)| *given) {
                return Err(UserError::new(format!(
                    "{flag} reads a table file; the built-in table '{name}' has no use for it"
                ))
                .hint(format!(
                    "drop {flag}, or give --file <PATH> instead of '{name}'"
                )));
            }
            builtin_report(name, args, cx)
        }
        (None, Some(_)) if args.terrain => Err(UserError::new(
            "--terrain allocates a chariot's terrain hits on a built-in table, not a table file",
        )
        .hint("warband table chariot-shooting --rules wfb --terrain")),
        (None, Some(path)) => file_report(path, args, cx),
        (None, None) => Err(no_table()),
    }
}

fn no_table() -> UserError {
    UserError::new("name a built-in table, or give a table file with --file")
        .hint("see 'warband table list'")
}

fn ruleset_id(cx: &Context) -> RulesetId {
    cx.ruleset
        .id
        .parse()
        .expect("a loaded ruleset has a known id")
}

fn list() -> Vec<TableSummary> {
    tables::all()
        .into_iter()
        .map(|t| TableSummary {
            name: t.name,
            rulesets: t.rulesets.iter().map(|r| r.to_string()).collect(),
            dice: t.dice,
            description: t.description,
        })
        .collect()
}

/// A built-in table's dice always parse; they are data written with the rest of the table.
fn own_dice(dice: &str) -> Expr {
    expr::parse(dice).unwrap_or_else(|e| panic!("built-in dice '{dice}' do not parse: {e}"))
}

/// `Kaboom (PRÁÁÁSK!)`.
fn display_name(row: &TableRow) -> String {
    match &row.original {
        Some(o) if *o != row.name => format!("{} ({o})", row.name),
        _ => row.name.clone(),
    }
}

fn difficulty_text(d: Difficulty) -> String {
    match d {
        Difficulty::Roll(n) => {
            let p = TestKind::Casting {
                difficulty: i32::from(n),
            }
            .probability();
            format!("difficulty {n} (2D6 >= {n}: {p})")
        }
        Difficulty::Automatic => "always succeeds".into(),
    }
}

/// `D6 + 2`, `1d6 - 1`, `D66`.
fn with_modifier(dice: &str, modifier: i64) -> String {
    match modifier {
        0 => dice.to_string(),
        m if m > 0 => format!("{dice} + {m}"),
        m => format!("{dice} - {}", -m),
    }
}

/// `4 + 2 = 6`, or just `6` when nothing is added; a D66 or a kept die reads as its value.
fn roll_text(r: &RolledRow) -> String {
    let natural = r.rolled.total;
    if natural == r.total {
        natural.to_string()
    } else {
        let m = r.total - natural;
        format!(
            "{natural} {} {} = {}",
            if m > 0 { '+' } else { '-' },
            m.abs(),
            r.total
        )
    }
}

/// `23: ` for a D66 or a modified roll; nothing when the one die shown is the total.
fn roll_prefix(r: &RolledRow) -> String {
    if r.dice.len() == 1 && i64::from(r.dice[0]) == r.total {
        String::new()
    } else {
        format!("{}: ", roll_text(r))
    }
}

/// A table file's cell as text.
fn cell_text(c: &Cell) -> String {
    match c {
        Cell::Number(n) => n.to_string(),
        Cell::Text(t) => t.clone(),
    }
}

fn lookup_error(e: LookupError, what: &str, hint: &str) -> UserError {
    UserError::new(format!("{what}: {e}")).hint(hint.to_string())
}

/// Refuses a flag the chosen table does not take.
fn refuse(given: bool, flag: &str, table: &str, which: &str) -> Result<()> {
    if given {
        Err(
            UserError::new(format!("table {table} does not take {flag}"))
                .hint(format!("{flag} is for {which}")),
        )
    } else {
        Ok(())
    }
}
