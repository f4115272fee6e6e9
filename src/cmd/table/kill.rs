//! `warband table --file … --kill`: how many rounds a czarne-wrota fighter needs to kill a
//! monster.

use super::{cell_text, lookup_error, roll_text, with_modifier};
use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::mechanics::fight::{self, RoundsToKill};
use crate::prob::Dist;
use crate::report::{Entry, Fact, Outcome, Report, RollRecord, RollResult};
use crate::rules::user_table::{Cell, UserTable};

#[allow(clippy::too_many_arguments)]
pub(super) fn kill_report(
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
        Fact::Probabilities(wounds.iter().map(|(w, p)| (w.to_string(), p)).collect()),
    ));
    report.counting = "rounds".into();
    report.distribution = rk
        .rounds
        .iter()
        .map(|(r, p, ge)| Entry::count(i64::from(*r), p.clone(), ge.clone()))
        .collect();
    let beyond = format!("more_than_{}", rk.last);
    if !rk.beyond.is_zero() {
        // The tail above every round shown: at least its own mass, and at most everything.
        report.distribution.push(Entry {
            outcome: Outcome::Named(beyond.clone()),
            probability: rk.beyond.clone(),
            at_least: Some(rk.beyond.clone()),
            at_most: Some(crate::prob::Ratio::one()),
        });
        report.notes.push(format!(
            "rounds are worked out one by one up to {} (--max-rounds); '{}' is the exact rest",
            rk.last,
            beyond.replace('_', " ")
        ));
    }
    report.summary = rk
        .mean
        .clone()
        .zip(rk.variance.clone())
        .map(|(mean, variance)| crate::report::Summary::moments(mean, variance));
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
