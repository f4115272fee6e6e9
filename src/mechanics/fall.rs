//! Falling (R-18) and jumping down or diving from a height: the Initiative tests per full 2",
//! the hits of a fall, their wounds without saves or criticals, and the injuries that follow.

use super::injury::{self, InjuryQuery};
use super::test::{Test, TestKind};
use super::wound::{self, WoundQuery};
use super::{Roller, Target};
use crate::error::{Result, UserError};
use crate::prob::{Dist, Ratio};
use crate::rules::{FallHits, Ruleset, Status};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FallQuery {
    /// Height in whole inches (already rounded down, R-18).
    pub height: u32,
    pub toughness: u8,
    pub wounds: u8,
    pub helmet: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct FallResolution {
    /// How many hits the fall causes.
    pub hits: Dist<i64>,
    /// What each hit needs to wound (no criticals, no save).
    pub wound_target: Target,
    pub wounds: Dist<i64>,
    pub outcome: Dist<Status>,
    pub query: FallQuery,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
}

pub fn fall(ruleset: &Ruleset, q: &FallQuery) -> Result<FallResolution> {
    let rule = ruleset.falling.as_ref().ok_or_else(|| {
        UserError::new(format!("ruleset {} has no falling rule", ruleset.id))
            .hint("falling is in mordheim, mordheim-club and skirmish")
    })?;
    let table = ruleset
        .injury
        .as_ref()
        .ok_or_else(|| UserError::new(format!("ruleset {} has no injury table", ruleset.id)))?;
    let mut rulings = vec!["R-18".to_string(), "R-5".to_string()];
    let mut notes = Vec::new();
    let strength = u8::try_from(q.height).unwrap_or(u8::MAX);
    let hits = if q.height < u32::from(rule.min_height) {
        notes.push(format!(
            "below {}\" there is no fall in {}",
            rule.min_height, ruleset.id
        ));
        Dist::certain(0)
    } else {
        match rule.hits {
            FallHits::D3 => {
                rulings.push("R-1".into());
                Dist::uniform(1..=3i64).expect("a D3 has faces")
            }
            FallHits::One => Dist::certain(1),
        }
    };
    let wound = wound::resolve(
        ruleset,
        &WoundQuery {
            strength,
            toughness: q.toughness,
            modifier: 0,
            shooting: false,
        },
    )?;
    let p = wound.check.probability();
    let wounds = hits.bind(|&h| Dist::binomial(h as u32, &p));
    let w = i64::from(q.wounds);
    let outcome = wounds.bind(|&n| {
        if n == 0 {
            Dist::certain(Status::Unharmed)
        } else if n < w {
            Dist::certain(Status::Wounded)
        } else {
            // The wound that takes W to 0 and every later one roll injury; the highest counts.
            let rolls = (n - w + 1) as u32;
            injury::distribution(
                table,
                &InjuryQuery {
                    modifier: 0,
                    rolls,
                    concussion: false,
                    helmet: q.helmet,
                },
            )
        }
    });
    if outcome.prob_where(|s| *s >= Status::KnockedDown) > Ratio::zero() {
        rulings.push("R-16".into());
        if q.helmet {
            rulings.push("R-17".into());
        }
    }
    notes.push(rule.text.clone());
    Ok(FallResolution {
        hits,
        wound_target: wound.check.target,
        wounds,
        outcome,
        query: *q,
        rulings,
        notes,
    })
}

/// A rolled fall: the hits die (a D3 is a D6 halved, R-1), each wound die, the injury.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledFall {
    pub hits: i64,
    pub wound_dice: Vec<u8>,
    pub wounds: i64,
    pub injury: Option<injury::RolledInjury>,
    pub status: Status,
}

pub fn roll_fall(ruleset: &Ruleset, r: &FallResolution, roller: &mut Roller) -> RolledFall {
    let hits = if r.hits.len() == 1 {
        *r.hits.outcomes().next().expect("one outcome")
    } else {
        i64::from(roller.d6().div_ceil(2))
    };
    let mut wound_dice = Vec::new();
    let mut wounds = 0;
    for _ in 0..hits {
        let dice = r.wound_target.roll(roller);
        wounds += i64::from(r.wound_target.rolled_success(&dice));
        wound_dice.extend(dice);
    }
    let w = i64::from(r.query.wounds);
    let (injury, status) = if wounds == 0 {
        (None, Status::Unharmed)
    } else if wounds < w {
        (None, Status::Wounded)
    } else {
        let table = ruleset
            .injury
            .as_ref()
            .expect("fall() checked the injury table");
        let q = InjuryQuery {
            modifier: 0,
            rolls: (wounds - w + 1) as u32,
            concussion: false,
            helmet: r.query.helmet,
        };
        let rolled = injury::roll(table, &q, roller);
        let status = rolled.status;
        (Some(rolled), status)
    };
    RolledFall {
        hits,
        wound_dice,
        wounds,
        injury,
        status,
    }
}

/// What a jump ends in: landing safely, or falling with that outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum JumpOutcome {
    Landed,
    Fell(Status),
}

impl JumpOutcome {
    pub fn name(self) -> &'static str {
        match self {
            JumpOutcome::Landed => "landed",
            JumpOutcome::Fell(s) => s.name(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JumpQuery {
    /// Whole inches (the tests are per full 2").
    pub height: u32,
    /// The height is more than `height` (6.5" is above a 6" limit, R-18).
    pub above_whole: bool,
    pub initiative: u8,
    pub toughness: u8,
    pub wounds: u8,
    pub helmet: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct JumpResolution {
    /// The Initiative tests, all of which must pass (`times` may be 0).
    pub test: Test,
    /// Above the ruleset's limit the jump is an automatic fall.
    pub automatic_fall: bool,
    pub land: Ratio,
    pub fall: FallResolution,
    pub outcome: Dist<JumpOutcome>,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
}

pub fn jump(ruleset: &Ruleset, q: &JumpQuery) -> Result<JumpResolution> {
    let rule = ruleset.jumping.as_ref().ok_or_else(|| {
        UserError::new(format!("ruleset {} has no jumping rule", ruleset.id))
            .hint("jumping down is in mordheim, mordheim-club and skirmish")
    })?;
    // Limits are read on the height as given, before rounding down: 6.5" is above 6".
    let above =
        |limit: u8| q.height > u32::from(limit) || (q.height == u32::from(limit) && q.above_whole);
    if let Some(max) = rule.max_height
        && above(max)
    {
        return Err(UserError::new(format!(
            "a jump down is at most {max}\" in {} (got {}{}\")",
            ruleset.id,
            if q.above_whole { "more than " } else { "" },
            q.height
        ))
        .hint("use --height for a fall from higher up"));
    }
    let automatic_fall = rule.automatic_fall_above.is_some_and(above);
    let times = if automatic_fall {
        0
    } else {
        q.height / u32::from(rule.inches_per_test.max(1))
    };
    let test = Test {
        kind: TestKind::Characteristic {
            value: i32::from(q.initiative),
        },
        times,
        reroll: false,
    };
    let land = if automatic_fall {
        Ratio::zero()
    } else {
        test.probability()
    };
    let fall = fall(
        ruleset,
        &FallQuery {
            height: q.height,
            toughness: q.toughness,
            wounds: q.wounds,
            helmet: q.helmet,
        },
    )?;
    let landed = Dist::certain(JumpOutcome::Landed);
    let fell = fall.outcome.map(|s| JumpOutcome::Fell(*s));
    let outcome = Dist::from_probs([(true, land.clone()), (false, land.complement())])
        .expect("complementary probabilities")
        .bind(|ok| if *ok { landed.clone() } else { fell.clone() });
    let mut rulings = fall.rulings.clone();
    rulings.push("R-7".into());
    let mut notes = vec![rule.text.clone()];
    if automatic_fall {
        notes.push(format!(
            "above {}\" the jump is an automatic fall",
            rule.automatic_fall_above.unwrap_or(0)
        ));
    }
    notes.extend(fall.notes.iter().cloned());
    Ok(JumpResolution {
        test,
        automatic_fall,
        land,
        fall,
        outcome,
        rulings,
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RulesetId, builtin};

    fn fall_of(r: RulesetId, height: u32, toughness: u8, wounds: u8) -> FallResolution {
        fall(
            &builtin(r),
            &FallQuery {
                height,
                toughness,
                wounds,
                helmet: false,
            },
        )
        .unwrap()
    }

    #[test]
    fn rules_1_5_worked_value_four_inches_onto_t3() {
        let f = fall_of(RulesetId::Mordheim, 4, 3, 1);
        assert_eq!(f.outcome.prob(&Status::Unharmed), Ratio::new(13, 81));
        assert_eq!(f.outcome.total(), Ratio::one());
    }

    #[test]
    fn the_club_falls_take_one_hit_from_two_inches() {
        let f = fall_of(RulesetId::MordheimClub, 4, 3, 1);
        assert_eq!(f.outcome.prob(&Status::Unharmed), Ratio::new(1, 3));
        let low = fall_of(RulesetId::MordheimClub, 1, 3, 1);
        assert_eq!(low.outcome.prob(&Status::Unharmed), Ratio::one());
    }

    #[test]
    fn jumps_take_a_test_per_full_two_inches() {
        let j = |r, h, i| {
            jump(
                &builtin(r),
                &JumpQuery {
                    height: h,
                    above_whole: false,
                    initiative: i,
                    toughness: 3,
                    wounds: 1,
                    helmet: false,
                },
            )
        };
        assert_eq!(j(RulesetId::Mordheim, 5, 3).unwrap().land, Ratio::new(1, 4));
        assert_eq!(
            j(RulesetId::Mordheim, 5, 6).unwrap().land,
            Ratio::new(25, 36)
        );
        assert!(j(RulesetId::Mordheim, 7, 3).is_err());
        assert_eq!(
            j(RulesetId::MordheimClub, 7, 6).unwrap().land,
            Ratio::zero()
        );
        assert_eq!(j(RulesetId::MordheimClub, 1, 1).unwrap().land, Ratio::one());
    }

    #[test]
    fn jump_limits_are_read_before_rounding() {
        let j = |r, above_whole, i| {
            jump(
                &builtin(r),
                &JumpQuery {
                    height: 6,
                    above_whole,
                    initiative: i,
                    toughness: 3,
                    wounds: 1,
                    helmet: false,
                },
            )
        };
        // Club, seed 000 «Skok z výšky větší než 6 je automatický pád»: 6.5" is above 6", an
        // automatic fall whatever the Initiative: landed 0. Exactly 6" is three I5 tests:
        // (5/6)³ = 125/216.
        let club = j(RulesetId::MordheimClub, true, 5).unwrap();
        assert!(club.automatic_fall);
        assert_eq!(club.land, Ratio::zero());
        assert_eq!(club.outcome.prob(&JumpOutcome::Landed), Ratio::zero());
        assert_eq!(
            j(RulesetId::MordheimClub, false, 5).unwrap().land,
            Ratio::new(125, 216)
        );
        // Core, seed 004 «до максимума в 6\"»: 6.5" is refused, 6" is three tests.
        assert!(j(RulesetId::Mordheim, true, 5).is_err());
        assert_eq!(
            j(RulesetId::Mordheim, false, 5).unwrap().land,
            Ratio::new(125, 216)
        );
        // R-45: I 0 fails every Initiative test (D6 ≤ 0 never passes): a 6" jump never lands.
        assert_eq!(
            j(RulesetId::Mordheim, false, 0).unwrap().land,
            Ratio::zero()
        );
    }
}
