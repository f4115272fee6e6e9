//! `warband table`: list and show the built-in tables, tabulate one exactly or roll it (with the
//! follow-up rolls its rows call for); the same for a table file, and how many rounds a
//! czarne-wrota fighter needs to kill a monster (`--kill`).

use super::stage::roller;
use super::{Context, Output};
use crate::cli::{TableAction, TableArgs};
use crate::error::{Result, UserError};
use crate::mechanics::expr::{self, Expr};
use crate::mechanics::fight::{self, RoundsToKill};
use crate::mechanics::rolloff::{self, Contest};
use crate::mechanics::table::{self as lookup, LookupError, RolledRow, Step};
use crate::mechanics::targets::{self, Layout};
use crate::mechanics::test::TestKind;
use crate::prob::{Dist, Ratio};
use crate::render::{percent, prob_json};
use crate::report::{
    Entry, Fact, Outcome, Report, RollRecord, RollResult, RowView, TableSummary, TableView,
};
use crate::rules::RulesetId;
use crate::rules::tables::{self, BuiltinTable, Difficulty, FollowUp, TableKind, TableRow};
use crate::rules::user_table::{self, Cell, UserTable};
use serde_json::{Map, Value, json};
use std::path::Path;

pub fn run(args: &TableArgs, cx: &Context) -> Result<Output> {
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
        None => {
            let report = match (&args.name, &args.file) {
                (Some(name), _) => builtin_report(name, args, cx)?,
                (None, Some(path)) => file_report(path, args, cx)?,
                (None, None) => return Err(no_table()),
            };
            Ok(Output::Report(Box::new(report)))
        }
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

fn builtin_report(name: &str, args: &TableArgs, cx: &Context) -> Result<Report> {
    let id = ruleset_id(cx);
    let table = tables::find(name, id, &cx.ruleset)?;
    let t = table.name.as_str();
    refuse(
        args.musicians.is_some() && table.kind != TableKind::MusicianRollOff,
        "--musicians",
        t,
        "warband table musician --rules wfb",
    )?;
    refuse(
        (args.monsters.is_some() || args.characters.is_some() || args.second_rank.is_some())
            && table.kind != TableKind::MonsterTargets,
        "--monsters, --characters or --second-rank",
        t,
        "warband table target --rules czarne-wrota",
    )?;
    if let Some(m) = args.modifier
        && table.modifier.is_none()
    {
        let with_mod: Vec<String> = tables::available(id, &cx.ruleset)
            .into_iter()
            .filter(|other| other.modifier.is_some())
            .map(|other| other.name)
            .collect();
        let hint = match with_mod.as_slice() {
            [] => format!("drop --mod; no table of {id} takes one"),
            names => format!("drop --mod; in {id}, {} take one", names.join(" and ")),
        };
        return Err(UserError::new(format!(
            "table {t} takes no --mod {m:+}: the rules give it no modifier"
        ))
        .hint(hint));
    }
    let mut report = Report::new("table", &cx.ruleset.id);
    report.input("table", table.name.clone());
    report.add_rulings(table.rulings_in(id).iter().map(String::as_str));
    report
        .notes
        .push(format!("source: {}", table.provenance.label()));
    report.notes.extend(table.notes.iter().cloned());
    match table.kind {
        TableKind::Rows => rows_report(
            &table,
            i64::from(args.modifier.unwrap_or(0)),
            cx,
            &mut report,
        )?,
        TableKind::MusicianRollOff => {
            // Without --musicians: one a side, the usual case and RULES.md's worked value.
            musician_report(&table, args.musicians.unwrap_or((1, 1)), cx, &mut report)
        }
        TableKind::MonsterTargets => {
            let (Some(monsters), Some(characters)) = (args.monsters, args.characters) else {
                return Err(UserError::new(
                    "table target needs --monsters and --characters (front-rank counts)",
                )
                .hint(
                    "e.g. warband table target --rules czarne-wrota --monsters 3 --characters 2",
                ));
            };
            let layout = Layout {
                monsters,
                characters,
                second_rank: args.second_rank.unwrap_or(0),
            };
            targets_report(&layout, cx, &mut report);
        }
    }
    Ok(report)
}

/// The follow-up rolls of a table's rows, as lines for people and data for scripts.
fn follow_ups(rows: &[TableRow]) -> (Vec<String>, Map<String, Value>) {
    let mut lines = Vec::new();
    let mut data = Map::new();
    for row in rows {
        match &row.follow_up {
            None => {}
            Some(FollowUp::Roll {
                when,
                dice,
                rows: sub,
            }) => {
                let dist = lookup::follow_up_distribution(dice, sub);
                let shown: Vec<String> = sub
                    .iter()
                    .enumerate()
                    .map(|(i, r)| format!("{} {} {}", r.band.label(), r.name, dist.prob(&i)))
                    .collect();
                lines.push(format!(
                    "{} → {dice}, {when}: {}",
                    row.name,
                    shown.join(" · ")
                ));
                data.insert(
                    row.id.clone(),
                    json!({
                        "when": when,
                        "dice": dice,
                        "distribution": sub.iter().enumerate().map(|(i, r)| json!({
                            "outcome": r.id, "probability": prob_json(&dist.prob(&i)),
                        })).collect::<Vec<_>>(),
                    }),
                );
            }
            Some(FollowUp::Again { times, reroll }) => {
                let names: Vec<String> = reroll.iter().map(|r| r.replace('_', " ")).collect();
                lines.push(format!(
                    "{} → {times} more rolls on this table, re-rolling {}",
                    row.name,
                    names.join(", ")
                ));
                data.insert(row.id.clone(), json!({ "times": times, "reroll": reroll }));
            }
        }
    }
    (lines, data)
}

/// The named outcomes of a distribution over rows: rows that share a result are one outcome,
/// in the order the table first gives it (zero rows included).
fn outcomes(dist: &Dist<usize>, names: impl Iterator<Item = String>) -> Vec<(String, Ratio)> {
    let mut entries: Vec<(String, Ratio)> = Vec::new();
    for (i, name) in names.enumerate() {
        let p = dist.prob(&i);
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some((_, q)) => *q = &*q + &p,
            None => entries.push((name, p)),
        }
    }
    entries
}

fn effect_line(row: &TableRow) -> String {
    let band = match (row.band.from, row.band.to) {
        (None, None) => String::new(),
        _ => format!("{} ", row.band.label()),
    };
    let difficulty = row
        .difficulty
        .map_or(String::new(), |d| format!(", {}", difficulty_text(d)));
    format!("{band}{}{difficulty}: {}", display_name(row), row.effect)
}

fn rows_report(
    table: &BuiltinTable,
    modifier: i64,
    cx: &Context,
    report: &mut Report,
) -> Result<()> {
    let dice = own_dice(&table.dice);
    report.input("mod", modifier);
    let bands = table.bands();
    let dist = lookup::row_distribution(&dice, modifier, &bands)
        .map_err(|e| lookup_error(e, &format!("table {}", table.name), "use a smaller --mod"))?;
    report.headline = format!("{} · {}", table.title, with_modifier(&table.dice, modifier));
    report.set_named(
        "result",
        outcomes(&dist, table.rows.iter().map(|r| r.id.clone())),
    );
    report.facts.push((
        "effects".into(),
        Fact::Lines(table.rows.iter().map(effect_line).collect()),
    ));
    let (lines, data) = follow_ups(&table.rows);
    if !lines.is_empty() {
        report.facts.push(("follow_ups".into(), Fact::Lines(lines)));
        report.facts.push((
            "follow_up_distributions".into(),
            Fact::Data(Value::Object(data)),
        ));
    }
    if table.rows.iter().any(|r| r.difficulty.is_some()) {
        let casting: Map<String, Value> = table
            .rows
            .iter()
            .filter_map(|r| {
                let d = r.difficulty?;
                let (difficulty, p) = match d {
                    Difficulty::Roll(n) => (
                        json!(n),
                        TestKind::Casting {
                            difficulty: i32::from(n),
                        }
                        .probability(),
                    ),
                    Difficulty::Automatic => (json!("automatic"), Ratio::one()),
                };
                Some((
                    r.id.clone(),
                    json!({ "difficulty": difficulty, "probability": prob_json(&p) }),
                ))
            })
            .collect();
        report
            .facts
            .push(("casting".into(), Fact::Data(Value::Object(casting))));
    }
    for group in &table.groups {
        let p = dist.prob_where(|&i| group.results.contains(&table.rows[i].id));
        report.facts.push((group.id.clone(), Fact::Probability(p)));
        report.notes.push(format!(
            "{}: {} ({})",
            group.id.replace('_', " "),
            group.description,
            group.ruling
        ));
    }
    report.facts.push((
        "rows".into(),
        Fact::Data(serde_json::to_value(&table.rows).expect("rows serialise")),
    ));
    if modifier != 0
        && let Some(what) = &table.modifier
    {
        report.notes.push(format!("--mod {modifier:+}: {what}"));
    }
    if cx.roll {
        let mut roller = roller(cx.seed, "table");
        let steps = lookup::roll_with_follow_ups(&dice, modifier, &table.rows, &mut roller)
            .map_err(|e| {
                lookup_error(e, &format!("table {}", table.name), "use a smaller --mod")
            })?;
        let first = match steps.first() {
            Some(Step::Row(r)) => table.rows[r.row].id.clone(),
            _ => unreachable!("a roll starts with the table's own row"),
        };
        let attempts = steps
            .iter()
            .enumerate()
            .map(|(i, step)| step_attempt(&table.rows, step, i == 0))
            .collect();
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Named(first),
            passed: None,
        });
    }
    Ok(())
}

fn step_attempt(rows: &[TableRow], step: &Step, first: bool) -> (Vec<u8>, String) {
    match step {
        Step::Row(r) if first => (
            r.dice.clone(),
            format!(
                "{}{} — {}",
                roll_prefix(r),
                display_name(&rows[r.row]),
                rows[r.row].effect
            ),
        ),
        Step::Row(r) => (
            r.dice.clone(),
            format!("{}{}", roll_prefix(r), display_name(&rows[r.row])),
        ),
        Step::Rerolled(r) => (
            r.dice.clone(),
            format!("{}{}, rolled again", roll_prefix(r), rows[r.row].name),
        ),
        Step::Times { row, rolled } => (
            rolled.dice.clone(),
            format!("{}: {} more rolls", rows[*row].name, rolled.total),
        ),
        Step::Follow { row, sub } => {
            let Some(FollowUp::Roll {
                when, rows: subs, ..
            }) = &rows[*row].follow_up
            else {
                unreachable!("a follow-up step comes from a row that has one")
            };
            let result = &subs[sub.row];
            (
                sub.dice.clone(),
                format!(
                    "{} ({when}): {}: {}",
                    rows[*row].name, result.name, result.effect
                ),
            )
        }
    }
}

fn musician_report(table: &BuiltinTable, musicians: (u32, u32), cx: &Context, report: &mut Report) {
    let (ours, theirs) = musicians;
    report.input("musicians", json!([ours, theirs]));
    let plural = |n: u32| if n == 1 { "musician" } else { "musicians" };
    report.headline = format!(
        "{} · your {ours} {} against their {theirs}",
        table.title,
        plural(ours)
    );
    let dist = rolloff::distribution(ours, theirs);
    report.set_named(
        "result",
        [Contest::Win, Contest::Tie, Contest::Lose]
            .iter()
            .map(|c| (c.name().to_string(), dist.prob(c)))
            .collect(),
    );
    report.facts.push((
        "effects".into(),
        Fact::Lines(table.rows.iter().map(effect_line).collect()),
    ));
    if cx.roll {
        let mut roller = roller(cx.seed, "table");
        let rolled = rolloff::roll(ours, theirs, &mut roller);
        let side = |who: &str, dice: &[u8]| {
            let total: u32 = dice.iter().map(|&d| u32::from(d)).sum();
            if dice.is_empty() {
                format!("{who}: no musician")
            } else {
                format!("{who}: {total}")
            }
        };
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts: vec![
                (rolled.ours.clone(), side("your side", &rolled.ours)),
                (rolled.theirs.clone(), side("their side", &rolled.theirs)),
            ],
            result: RollResult::Named(rolled.result.name().into()),
            passed: None,
        });
    }
}

fn letter(character: u32) -> char {
    char::from(b'A' + character as u8)
}

/// `1a_2a_3b`: monster 1 attacks A, 2 attacks A, 3 attacks B.
fn assignment(targets: &[u32]) -> String {
    targets
        .iter()
        .enumerate()
        .map(|(m, &c)| format!("{}{}", m + 1, letter(c).to_ascii_lowercase()))
        .collect::<Vec<_>>()
        .join("_")
}

/// How one monster picks: `A (no roll)` or `A on 1-3, B on 4-6`.
fn pick_text(eligible: &[u32]) -> String {
    let n = eligible.len() as u32;
    if n == 1 {
        return format!("{} (no roll)", letter(eligible[0]));
    }
    eligible
        .iter()
        .enumerate()
        .map(|(k, &c)| {
            let (lo, hi) = targets::band(k as u32, n);
            format!("{} on {lo}-{hi}", letter(c))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn monster_label(layout: &Layout, m: usize) -> String {
    if (m as u32) < layout.monsters {
        format!("monster {}", m + 1)
    } else {
        format!("monster {} (second rank)", m + 1)
    }
}

fn targets_report(layout: &Layout, cx: &Context, report: &mut Report) {
    report.input("monsters", layout.monsters);
    report.input("characters", layout.characters);
    report.input("second_rank", layout.second_rank);
    report.headline = format!(
        "Monster targets · {} against {} in the front rank{}",
        layout.monsters,
        layout.characters,
        match layout.second_rank {
            0 => String::new(),
            n => format!(", {n} in the second rank"),
        }
    );
    let eligible = layout.eligible();
    report.facts.push((
        "picks".into(),
        Fact::Lines(
            eligible
                .iter()
                .enumerate()
                .map(|(m, e)| format!("{}: {}", monster_label(layout, m), pick_text(e)))
                .collect(),
        ),
    ));
    let dist = targets::distribution(layout);
    let per_monster: Vec<Value> = eligible
        .iter()
        .enumerate()
        .map(|(m, e)| {
            let targets: Map<String, Value> = e
                .iter()
                .map(|&c| {
                    let p = dist.prob_where(|a| a[m] == c);
                    (letter(c).to_ascii_lowercase().to_string(), prob_json(&p))
                })
                .collect();
            json!({
                "monster": m + 1,
                "rank": if (m as u32) < layout.monsters { "front" } else { "second" },
                "rolls": e.len() > 1,
                "targets": targets,
            })
        })
        .collect();
    report
        .facts
        .push(("monsters".into(), Fact::Data(Value::Array(per_monster))));
    report.set_named(
        "attacks",
        dist.iter().map(|(a, p)| (assignment(a), p)).collect(),
    );
    if cx.roll {
        let mut roller = roller(cx.seed, "table");
        let picks = targets::roll(layout, &mut roller);
        let attempts = picks
            .iter()
            .enumerate()
            .map(|(m, p)| match p.die {
                Some(d) => (
                    vec![d],
                    format!("{}: {d} → {}", monster_label(layout, m), letter(p.target)),
                ),
                None => (
                    Vec::new(),
                    format!(
                        "{}: {} (no roll)",
                        monster_label(layout, m),
                        letter(p.target)
                    ),
                ),
            })
            .collect();
        let chosen: Vec<u32> = picks.iter().map(|p| p.target).collect();
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Named(assignment(&chosen)),
            passed: None,
        });
    }
}

// ---- table files ------------------------------------------------------------------------------

fn cell_text(c: &Cell) -> String {
    match c {
        Cell::Number(n) => n.to_string(),
        Cell::Text(t) => t.clone(),
    }
}

/// A text result as an outcome: its snake_case, or the text itself if that leaves nothing.
fn cell_outcome(c: &Cell) -> String {
    match c {
        Cell::Number(n) => n.to_string(),
        Cell::Text(t) => {
            let s = tables::snake_case(t);
            if s.is_empty() { t.clone() } else { s }
        }
    }
}

fn file_report(path: &Path, args: &TableArgs, cx: &Context) -> Result<Report> {
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

#[allow(clippy::too_many_arguments)]
fn kill_report(
    table: &UserTable,
    column: usize,
    modifier: i64,
    dist: &Dist<usize>,
    strength: u32,
    max_rounds: u32,
    cx: &Context,
    mut report: Report,
) -> Result<Report> {
    let name = &table.columns[column];
    report.input("kill", strength);
    report.input("max_rounds", max_rounds);
    // Every row the dice can reach must be a number of wounds.
    let mut wounds_of_row = Vec::with_capacity(table.rows.len());
    for (i, row) in table.rows.iter().enumerate() {
        let reachable = !dist.prob(&i).is_zero();
        match &row.results[column] {
            Cell::Number(n) if *n >= 0 => wounds_of_row.push(*n),
            other if reachable => {
                return Err(UserError::new(format!(
                    "--kill needs numbers of wounds, but row {} ({}) of column '{name}' is '{}'",
                    i + 1,
                    row.band.label(),
                    cell_text(other)
                ))
                .hint("use --kill with a column of wounds (0 or more)"));
            }
            _ => wounds_of_row.push(0),
        }
    }
    let wounds: Dist<i64> = dist.map(|&i| wounds_of_row[i]);
    let rk: RoundsToKill = fight::rounds_to_kill(&wounds, strength, max_rounds);
    let dice_label = with_modifier(&table.dice.text, modifier);
    report.headline = match &rk.mean {
        Some(_) => {
            format!("Rounds to kill a monster of strength {strength} · {name} at {dice_label}")
        }
        None => format!(
            "A monster of strength {strength} never dies · no {name} attack at {dice_label} wounds"
        ),
    };
    report.facts.push((
        "wounds_per_attack".into(),
        Fact::Lines(
            wounds
                .iter()
                .map(|(w, p)| format!("{w}: {p} ({})", percent(&p)))
                .collect(),
        ),
    ));
    report.counting = "rounds".into();
    report.distribution = rk
        .rounds
        .iter()
        .map(|(r, p, ge)| Entry {
            outcome: Outcome::Count(i64::from(*r)),
            probability: p.clone(),
            at_least: Some(ge.clone()),
        })
        .collect();
    let beyond = format!("more_than_{}", rk.last);
    if !rk.beyond.is_zero() {
        report.distribution.push(Entry {
            outcome: Outcome::Named(beyond.clone()),
            probability: rk.beyond.clone(),
            at_least: Some(rk.beyond.clone()),
        });
        report.notes.push(format!(
            "rounds are worked out one by one up to {} (--max-rounds); '{}' is the exact rest",
            rk.last,
            beyond.replace('_', " ")
        ));
    }
    report.mean = rk.mean.clone();
    if rk.mean.is_some() && !rk.beyond.is_zero() {
        report.notes.push(
            "the mean counts every round, however long the fight (exact, from the chance of a round without wounds)".into(),
        );
    }
    report.notes.push(format!(
        "the monster dies when its wounds reach its strength ({strength}); one attack a round"
    ));
    report.add_rulings(["R-26"]);
    if cx.roll {
        let mut roller = roller(cx.seed, "table");
        let fight = fight::roll_fight(
            &table.dice,
            modifier,
            &table.bands(),
            &wounds_of_row,
            strength,
            max_rounds,
            &mut roller,
        )
        .map_err(|e| lookup_error(e, &format!("table file {}", table.path), "add a row for it"))?;
        let attempts = fight
            .rounds
            .iter()
            .enumerate()
            .map(|(i, r)| {
                (
                    r.attack.dice.clone(),
                    format!(
                        "round {}: {} → {} (total {} of {strength})",
                        i + 1,
                        roll_text(&r.attack),
                        match r.wounds {
                            1 => "1 wound".to_string(),
                            n => format!("{n} wounds"),
                        },
                        r.total
                    ),
                )
            })
            .collect();
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: if fight.killed {
                RollResult::Count(fight.rounds.len() as i64)
            } else {
                RollResult::Named(format!("more_than_{max_rounds}"))
            },
            passed: None,
        });
    }
    Ok(report)
}

// ---- table show -------------------------------------------------------------------------------

fn show_builtin(table: &BuiltinTable) -> TableView {
    let spells = table.rows.iter().any(|r| r.difficulty.is_some());
    let mut headers = vec!["result".to_string(), "effect".to_string()];
    if spells {
        headers.push("difficulty".into());
    }
    let rows = match table.kind {
        TableKind::Rows => {
            let dist = lookup::row_distribution(&own_dice(&table.dice), 0, &table.bands())
                .expect("a built-in table covers its dice");
            table
                .rows
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let mut cells = vec![display_name(r), r.effect.clone()];
                    if spells {
                        cells.push(r.difficulty.map_or(String::new(), difficulty_text));
                    }
                    RowView {
                        roll: r.band.label(),
                        cells,
                        probability: Some(dist.prob(&i)),
                    }
                })
                .collect()
        }
        TableKind::MusicianRollOff => {
            let dist = rolloff::distribution(1, 1);
            let contests = [Contest::Win, Contest::Tie, Contest::Lose];
            table
                .rows
                .iter()
                .zip(contests)
                .map(|(r, c)| RowView {
                    roll: "1 vs 1".into(),
                    cells: vec![display_name(r), r.effect.clone()],
                    probability: Some(dist.prob(&c)),
                })
                .collect()
        }
        TableKind::MonsterTargets => {
            headers = vec!["who attacks whom".into()];
            let mut rows = Vec::new();
            for monsters in 1..=targets::MAX_RANK {
                for characters in 1..=targets::MAX_RANK {
                    let layout = Layout {
                        monsters,
                        characters,
                        second_rank: 0,
                    };
                    let picks: Vec<String> = layout
                        .eligible()
                        .iter()
                        .enumerate()
                        .map(|(m, e)| format!("{}: {}", m + 1, pick_text(e)))
                        .collect();
                    rows.push(RowView {
                        roll: format!("{monsters} vs {characters}"),
                        cells: vec![picks.join("; ")],
                        probability: None,
                    });
                }
            }
            rows
        }
    };
    let (follow_ups, _) = follow_ups(&table.rows);
    let mut notes = table.notes.clone();
    for g in &table.groups {
        notes.push(format!(
            "{}: {} ({})",
            g.id.replace('_', " "),
            g.description,
            g.ruling
        ));
    }
    TableView {
        name: table.name.clone(),
        title: table.title.clone(),
        rulesets: table.rulesets.iter().map(|r| r.to_string()).collect(),
        dice: table.dice.clone(),
        description: Some(table.description.clone()),
        modifier: table
            .modifier
            .clone()
            .unwrap_or_else(|| "none: the rules give this table no modifier".into()),
        headers,
        rows,
        follow_ups,
        source: Some(table.provenance.clone()),
        rulings: table.rulings.clone(),
        notes,
        data: serde_json::to_value(table).expect("a table serialises"),
    }
}

fn show_file(table: &UserTable) -> TableView {
    let dist = lookup::row_distribution(&table.dice, table.modifier, &table.bands()).ok();
    let with_notes = table.rows.iter().any(|r| r.note.is_some());
    let mut headers = table.columns.clone();
    if with_notes {
        headers.push("note".into());
    }
    let rows = table
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut cells: Vec<String> = r.results.iter().map(cell_text).collect();
            if with_notes {
                cells.push(r.note.clone().unwrap_or_default());
            }
            RowView {
                roll: r.band.label(),
                cells,
                probability: dist.as_ref().map(|d| d.prob(&i)),
            }
        })
        .collect();
    let mut notes = vec![format!("source: table file {}", table.path)];
    if let Some(s) = &table.source {
        notes.push(format!("the file's source: {s}"));
    }
    notes.extend(table.notes.iter().cloned());
    let data_rows: Vec<Value> = table
        .rows
        .iter()
        .map(|r| {
            let results: Map<String, Value> = table
                .columns
                .iter()
                .zip(&r.results)
                .map(|(c, v)| {
                    (
                        c.clone(),
                        match v {
                            Cell::Number(n) => json!(n),
                            Cell::Text(t) => json!(t),
                        },
                    )
                })
                .collect();
            json!({ "from": r.band.from, "to": r.band.to, "results": results, "note": r.note })
        })
        .collect();
    TableView {
        name: table.path.clone(),
        title: table.name.clone(),
        rulesets: Vec::new(),
        dice: table.dice_label(),
        description: table.description.clone(),
        modifier: format!(
            "the file's own {:+} (the odds below); --mod adds to it",
            table.modifier
        ),
        headers,
        rows,
        follow_ups: Vec::new(),
        source: None,
        rulings: Vec::new(),
        notes,
        data: json!({
            "name": table.name,
            "dice": table.dice.text,
            "modifier": table.modifier,
            "columns": table.columns,
            "rows": data_rows,
        }),
    }
}
