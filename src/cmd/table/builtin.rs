//! Built-in tables (`warband table <name>`): a table's rows tabulated exactly or rolled with
//! the follow-up rolls they call for, and the musicians' roll-off.

use super::monster_targets::targets_report;
use super::{
    difficulty_text, display_name, lookup_error, own_dice, refuse, roll_prefix, ruleset_id,
    with_modifier,
};
use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::mechanics::rolloff::{self, Contest};
use crate::mechanics::table::{self as lookup, Protection, Step};
use crate::mechanics::targets::Layout;
use crate::mechanics::test::TestKind;
use crate::prob::{Dist, Ratio};
use crate::question::TableArgs;
use crate::report::{Fact, Report, RollRecord, RollResult, probability_json};
use crate::rules::tables::{self, BuiltinTable, Difficulty, FollowUp, TableKind, TableRow};
use serde_json::{Map, Value, json};

pub(super) fn builtin_report(name: &str, args: &TableArgs, cx: &Context) -> Result<Report> {
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
    let protection = args
        .armour
        .as_deref()
        .map(|text| protection_of(&table, text, cx))
        .transpose()?;
    if args.terrain {
        // A chariot's terrain hits, allocated on this table, instead of one roll.
        refuse(
            args.modifier.is_some(),
            "--mod with --terrain",
            t,
            "a single allocation roll",
        )?;
        super::terrain::terrain_report(&table, args, cx, &mut report)?;
        return Ok(report);
    }
    match table.kind {
        TableKind::Rows => rows_report(
            &table,
            i64::from(args.modifier.unwrap_or(0)),
            protection.as_ref(),
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

/// `--armour`: the table's results an armour save undoes (the club's protection from injury,
/// R-40), with the warrior's unmodified base save — a score (`5`, `5+`) or a suit's name.
fn protection_of(table: &BuiltinTable, text: &str, cx: &Context) -> Result<Protection> {
    let Some((group, saved_as)) = table
        .groups
        .iter()
        .find_map(|g| g.saved_as.as_ref().map(|to| (g, to)))
    else {
        return Err(UserError::new(format!(
            "table {} has no armour save against its results in {}",
            table.name, cx.ruleset.id
        ))
        .hint("drop --armour; protection from injury is mordheim-club's serious-injury"));
    };
    let t = text.trim().to_ascii_lowercase();
    let digits = t.strip_suffix('+').unwrap_or(&t);
    let save = match digits.parse::<u8>() {
        Ok(n) if (1..=6).contains(&n) => n,
        Ok(_) => {
            return Err(
                UserError::new(format!("--armour {text}: a save is 1+ to 6+"))
                    .hint("give the unmodified base save, e.g. --armour 5+"),
            );
        }
        Err(_) => cx
            .ruleset
            .armour
            .as_ref()
            .and_then(|a| a.suits.iter().find(|s| s.name == t))
            .map(|s| s.save)
            .ok_or_else(|| {
                UserError::new(format!(
                    "--armour '{text}' is no armour of {}",
                    cx.ruleset.id
                ))
                .hint("give the unmodified base save (no shield, no Cover), e.g. --armour 5+")
            })?,
    };
    Ok(Protection {
        results: group.results.clone(),
        save,
        natural_one_fails: cx.ruleset.natural_rolls.save_natural_one_fails,
        saved_as: saved_as.clone(),
    })
}

/// The follow-up rolls of a table's rows, as lines for people and data for scripts.
pub(super) fn follow_ups(rows: &[TableRow]) -> (Vec<String>, Map<String, Value>) {
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
                            "outcome": r.id, "probability": probability_json(&dist.prob(&i)),
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
pub(super) fn outcomes(
    dist: &Dist<usize>,
    names: impl Iterator<Item = String>,
) -> Vec<(String, Ratio)> {
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

pub(super) fn effect_line(row: &TableRow) -> String {
    let band = match (row.band.from, row.band.to) {
        (None, None) => String::new(),
        _ => format!("{} ", row.band.label()),
    };
    let difficulty = row
        .difficulty
        .map_or(String::new(), |d| format!(", {}", difficulty_text(d)));
    format!("{band}{}{difficulty}: {}", display_name(row), row.effect)
}

pub(super) fn rows_report(
    table: &BuiltinTable,
    modifier: i64,
    protection: Option<&Protection>,
    cx: &Context,
    report: &mut Report,
) -> Result<()> {
    let dice = own_dice(&table.dice);
    report.input("mod", modifier);
    let bands = table.bands();
    let dist = lookup::row_distribution(&dice, modifier, &bands)
        .map_err(|e| lookup_error(e, &format!("table {}", table.name), "use a smaller --mod"))?;
    report.headline = format!("{} · {}", table.title, with_modifier(&table.dice, modifier));
    let mut entries = outcomes(&dist, table.rows.iter().map(|r| r.id.clone()));
    if let Some(p) = protection {
        // Each covered result is undone with the save's chance, into `saved_as`.
        let save = p.probability();
        let covered: Ratio = entries
            .iter()
            .filter(|(id, _)| p.results.contains(id))
            .map(|(_, q)| q.clone())
            .sum();
        for (id, q) in entries.iter_mut() {
            if p.results.contains(id) {
                *q = &*q * &save.complement();
            } else if *id == p.saved_as {
                *q = &*q + &(&covered * &save);
            }
        }
        report.input("armour", format!("{}+", p.save));
        report
            .facts
            .push(("armour_save".into(), Fact::Probability(save.clone())));
        report
            .facts
            .push(("injury_undone".into(), Fact::Probability(&covered * &save)));
        report.add_rulings(["R-74"]);
    }
    report.set_named("result", entries);
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
                    json!({ "difficulty": difficulty, "probability": probability_json(&p) }),
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
        let steps = lookup::roll_protected(&dice, modifier, &table.rows, protection, &mut roller)
            .map_err(|e| {
            lookup_error(e, &format!("table {}", table.name), "use a smaller --mod")
        })?;
        let first = match (steps.first(), steps.get(1), protection) {
            (Some(Step::Row(_)), Some(Step::Save { saved: true, .. }), Some(p)) => {
                p.saved_as.clone()
            }
            (Some(Step::Row(r)), _, _) => table.rows[r.row].id.clone(),
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

pub(super) fn step_attempt(rows: &[TableRow], step: &Step, first: bool) -> (Vec<u8>, String) {
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
        Step::Save { row, die, saved } => (
            vec![*die],
            format!(
                "{}: armour save {}",
                rows[*row].name,
                if *saved {
                    "made, a full recovery"
                } else {
                    "failed"
                }
            ),
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

pub(super) fn musician_report(
    table: &BuiltinTable,
    musicians: (u32, u32),
    cx: &Context,
    report: &mut Report,
) {
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
