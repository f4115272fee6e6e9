//! Looking up a roll in a table: the exact distribution of the row a roll lands in, and a seeded
//! roll of the same lookup, with the follow-up rolls a row calls for (Multiple Injuries, Arm
//! Wound …).

use super::Roller;
use crate::dice::expr::{self, Expr};
use crate::prob::{Dist, Ratio};
use crate::rules::tables::{Band, FollowUp, TableRow};
use std::fmt;

/// Why a roll cannot be looked up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LookupError {
    /// A total the dice can reach that no row covers.
    Uncovered { total: i64 },
    /// The dice cannot be counted exactly (too many kept dice).
    TooBig(String),
}

impl fmt::Display for LookupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LookupError::Uncovered { total } => write!(f, "no row covers a total of {total}"),
            LookupError::TooBig(why) => f.write_str(why),
        }
    }
}

/// The index of the row covering `total`.
pub fn row_of(bands: &[Band], total: i64) -> Option<usize> {
    bands.iter().position(|b| b.contains(total))
}

/// The exact distribution of the row (by index) that `dice + modifier` lands in.
///
/// # Errors
/// The lowest total no row covers, if the dice can reach one.
pub fn row_distribution(
    dice: &Expr,
    modifier: i64,
    bands: &[Band],
) -> Result<Dist<usize>, LookupError> {
    let totals = dice
        .distribution()
        .map_err(LookupError::TooBig)?
        .shift(modifier);
    if let Some(&total) = totals.outcomes().find(|&&t| row_of(bands, t).is_none()) {
        return Err(LookupError::Uncovered { total });
    }
    Ok(totals.map(|&t| row_of(bands, t).expect("checked above")))
}

/// One roll on a table: the dice it recorded, the modified total and the row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledRow {
    pub rolled: expr::RolledExpr,
    pub dice: Vec<u8>,
    pub total: i64,
    pub row: usize,
}

/// Rolls `dice + modifier` and looks it up.
///
/// # Errors
/// When the total falls outside every row.
pub fn roll_row(
    dice: &Expr,
    modifier: i64,
    bands: &[Band],
    roller: &mut Roller,
) -> Result<RolledRow, LookupError> {
    let before = roller.dice().len();
    let rolled = dice.roll(roller);
    let total = rolled.total + modifier;
    let row = row_of(bands, total).ok_or(LookupError::Uncovered { total })?;
    Ok(RolledRow {
        dice: roller.dice()[before..].to_vec(),
        rolled,
        total,
        row,
    })
}

/// One step of a rolled built-in table, in the order the dice were rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The table's own roll (a further one, for Multiple Injuries).
    Row(RolledRow),
    /// A roll that is re-rolled away (Dead within Multiple Injuries).
    Rerolled(RolledRow),
    /// How many more rolls a row calls for (`row` is the row that called for them).
    Times { row: usize, rolled: RolledRow },
    /// A roll on a row's own small table: the row (`rows[row]`) and the result (`sub.row`).
    Follow { row: usize, sub: RolledRow },
    /// The armour save against a result that protection covers (the club, R-40, R-74): its die,
    /// and whether it saved (the result is then `Protection::saved_as`, with no further roll).
    Save { row: usize, die: u8, saved: bool },
}

/// An armour save that undoes some results (the club's protection from injury, R-40, R-74).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Protection {
    /// The ids of the rows it covers.
    pub results: Vec<String>,
    /// The unmodified base save: a D6 of `save` or more.
    pub save: u8,
    pub natural_one_fails: bool,
    /// The id of the row a saved result becomes.
    pub saved_as: String,
}

impl Protection {
    pub fn saves(&self, die: u8) -> bool {
        die >= self.save && !(die == 1 && self.natural_one_fails)
    }

    /// The exact chance of the save, counting the faces `saves` accepts.
    pub fn probability(&self) -> Ratio {
        Ratio::new((1..=6).filter(|&d| self.saves(d)).count() as u64, 6)
    }

    /// Rows protection covers get their save: saved, the row is `saved_as` and rolls no more.
    fn roll(&self, rows: &[TableRow], row: usize, roller: &mut Roller) -> Option<(Step, usize)> {
        if !self.results.contains(&rows[row].id) {
            return None;
        }
        let die = roller.d6();
        let saved = self.saves(die);
        let to = if saved {
            rows.iter().position(|r| r.id == self.saved_as)?
        } else {
            row
        };
        Some((Step::Save { row, die, saved }, to))
    }
}

/// Rolls a table of rows (`dice` + `modifier`), then every follow-up its result calls for.
/// A follow-up's dice are the table's own data, so they always parse.
///
/// # Errors
/// When the total falls outside every row.
pub fn roll_with_follow_ups(
    dice: &Expr,
    modifier: i64,
    rows: &[TableRow],
    roller: &mut Roller,
) -> Result<Vec<Step>, LookupError> {
    roll_protected(dice, modifier, rows, None, roller)
}

/// `roll_with_follow_ups` with an armour save against the results `protection` covers, rolled
/// right after each such result (Multiple Injuries' further rolls too), before its follow-up.
///
/// # Errors
/// When the total falls outside every row.
pub fn roll_protected(
    dice: &Expr,
    modifier: i64,
    rows: &[TableRow],
    protection: Option<&Protection>,
    roller: &mut Roller,
) -> Result<Vec<Step>, LookupError> {
    let bands: Vec<Band> = rows.iter().map(|r| r.band).collect();
    let first = roll_row(dice, modifier, &bands, roller)?;
    let mut steps = Vec::new();
    let row = first.row;
    steps.push(Step::Row(first));
    if let Some((save, to)) = protection.and_then(|p| p.roll(rows, row, roller)) {
        steps.push(save);
        if to != row {
            return Ok(steps);
        }
    }
    match &rows[row].follow_up {
        None => {}
        Some(FollowUp::Roll { .. }) => steps.extend(follow(rows, row, roller)),
        Some(FollowUp::Again { times, reroll }) => {
            let times_dice = parse_own(times);
            let how_many = roll_row(
                &times_dice,
                0,
                &[Band {
                    from: None,
                    to: None,
                }],
                roller,
            )
            .expect("an open band covers every total");
            let n = how_many.total;
            steps.push(Step::Times {
                row,
                rolled: how_many,
            });
            for _ in 0..n {
                loop {
                    // The table's own dice, unmodified: a further roll is a fresh one.
                    let again = roll_row(dice, 0, &bands, roller)?;
                    let id = &rows[again.row].id;
                    if reroll.iter().any(|r| r == id) {
                        steps.push(Step::Rerolled(again));
                        continue;
                    }
                    let at = again.row;
                    steps.push(Step::Row(again));
                    if let Some((save, to)) = protection.and_then(|p| p.roll(rows, at, roller)) {
                        steps.push(save);
                        if to != at {
                            break;
                        }
                    }
                    if matches!(rows[at].follow_up, Some(FollowUp::Roll { .. })) {
                        steps.extend(follow(rows, at, roller));
                    }
                    break;
                }
            }
        }
    }
    Ok(steps)
}

fn parse_own(dice: &str) -> Expr {
    expr::parse(dice).unwrap_or_else(|e| panic!("built-in dice '{dice}' do not parse: {e}"))
}

fn follow(rows: &[TableRow], row: usize, roller: &mut Roller) -> Option<Step> {
    let Some(FollowUp::Roll {
        dice, rows: sub, ..
    }) = &rows[row].follow_up
    else {
        return None;
    };
    let bands: Vec<Band> = sub.iter().map(|r| r.band).collect();
    let rolled = roll_row(&parse_own(dice), 0, &bands, roller)
        .expect("a follow-up table covers every face of its dice");
    Some(Step::Follow { row, sub: rolled })
}

/// The exact distribution of a follow-up's own table (by row index).
pub fn follow_up_distribution(dice: &str, rows: &[TableRow]) -> Dist<usize> {
    let bands: Vec<Band> = rows.iter().map(|r| r.band).collect();
    row_distribution(&parse_own(dice), 0, &bands)
        .expect("a follow-up table covers every face of its dice")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prob::Ratio;

    #[test]
    fn a_roll_lands_in_its_band() {
        let bands = [Band::up_to(2), Band::new(3, 4), Band::from(5)];
        let d6 = expr::parse("d6").unwrap();
        let d = row_distribution(&d6, 2, &bands).unwrap();
        assert_eq!(d.prob(&0), Ratio::zero());
        assert_eq!(d.prob(&1), Ratio::new(1, 3));
        assert_eq!(d.prob(&2), Ratio::new(2, 3));
        let gap = [Band::new(1, 2), Band::new(4, 6)];
        assert_eq!(
            row_distribution(&d6, 0, &gap),
            Err(LookupError::Uncovered { total: 3 })
        );
    }
}
