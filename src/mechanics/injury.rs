//! Injury rolls: D6 plus modifiers on the ruleset's table, the highest of several,
//! concussion and the helmet — exact and rolled.

use super::{Roller, Target};
use crate::prob::Dist;
use crate::rules::{InjuryTable, Status};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InjuryQuery {
    pub modifier: i32,
    /// Injury rolls in the phase; the highest counts (≥ 1).
    pub rolls: u32,
    pub concussion: bool,
    pub helmet: bool,
}

/// The exact distribution of the final result.
pub fn distribution(table: &InjuryTable, q: &InjuryQuery) -> Dist<Status> {
    let die = Dist::uniform(1..=6i64)
        .expect("a die has faces")
        .shift(i64::from(q.modifier));
    let highest = die.max_of(q.rolls.max(1));
    let status = highest.map(|&r| table.result(r, q.concussion));
    if let Some(helmet) = table.helmet.as_ref().filter(|_| q.helmet) {
        let save = Target::Score {
            needed: helmet.save,
        }
        .probability();
        let saved = Dist::from_probs([
            (Status::KnockedDown, save.clone()),
            (Status::Stunned, save.complement()),
        ])
        .expect("two complementary probabilities");
        status.bind(|s| {
            if *s == Status::Stunned {
                saved.clone()
            } else {
                Dist::certain(*s)
            }
        })
    } else {
        status
    }
}

/// A rolled injury: every injury die, the highest result, the helmet die if one was rolled,
/// and the final status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledInjury {
    pub dice: Vec<u8>,
    pub highest: i64,
    pub before_helmet: Status,
    pub helmet_die: Option<u8>,
    pub status: Status,
}

pub fn roll(table: &InjuryTable, q: &InjuryQuery, roller: &mut Roller) -> RolledInjury {
    let dice: Vec<u8> = (0..q.rolls.max(1)).map(|_| roller.d6()).collect();
    let highest = dice
        .iter()
        .map(|&d| i64::from(d) + i64::from(q.modifier))
        .max()
        .unwrap_or(0);
    let before_helmet = table.result(highest, q.concussion);
    let helmet = table.helmet.as_ref().filter(|_| q.helmet);
    let (helmet_die, status) = if let Some(helmet) = helmet
        && before_helmet == Status::Stunned
    {
        let die = roller.d6();
        let saved = (Target::Score {
            needed: helmet.save,
        })
        .succeeds(&[die]);
        (
            Some(die),
            if saved {
                Status::KnockedDown
            } else {
                Status::Stunned
            },
        )
    } else {
        (None, before_helmet)
    };
    RolledInjury {
        dice,
        highest,
        before_helmet,
        helmet_die,
        status,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prob::Ratio;
    use crate::rules::{RulesetId, builtin};

    fn dist(modifier: i32, rolls: u32, concussion: bool, helmet: bool) -> [Ratio; 3] {
        let table = builtin(RulesetId::Mordheim).injury.unwrap();
        let d = distribution(
            &table,
            &InjuryQuery {
                modifier,
                rolls,
                concussion,
                helmet,
            },
        );
        assert_eq!(d.total(), Ratio::one());
        [
            d.prob(&Status::KnockedDown),
            d.prob(&Status::Stunned),
            d.prob(&Status::OutOfAction),
        ]
    }

    fn r(a: u64, b: u64) -> Ratio {
        Ratio::new(a, b)
    }

    #[test]
    fn rules_8_2_injury_values() {
        assert_eq!(dist(0, 1, false, false), [r(1, 3), r(1, 3), r(1, 3)]);
        assert_eq!(dist(0, 2, false, false), [r(1, 9), r(1, 3), r(5, 9)]);
        assert_eq!(dist(2, 1, false, false), [r(0, 1), r(1, 3), r(2, 3)]);
        assert_eq!(dist(2, 2, false, false), [r(0, 1), r(1, 9), r(8, 9)]);
        assert_eq!(dist(0, 1, true, false), [r(1, 6), r(1, 2), r(1, 3)]);
        assert_eq!(dist(0, 1, false, true), [r(1, 2), r(1, 6), r(1, 3)]);
        assert_eq!(dist(0, 1, true, true), [r(5, 12), r(1, 4), r(1, 3)]);
    }
}
