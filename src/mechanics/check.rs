//! One D6 check against a target score — the unit every roll-over mechanic is built from — with
//! its exact probability and its seeded roll, both read from the same `succeeds` predicate.

use super::Roller;
use crate::prob::Ratio;
use std::fmt;

/// What one check needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// Succeeds without a roll (e.g. a blow against WS 0).
    Automatic,
    /// Succeeds whatever the die shows, but the die is still rolled (T 0: for criticals).
    AutomaticRolled,
    /// Cannot succeed.
    Impossible,
    /// D6 ≥ `needed` (2–6, or 1 where no natural-1 rule applies).
    Score { needed: u8 },
    /// A 6, then a second D6 ≥ `then` (shooting at 7+, R-3); `needed` is the score shown.
    SixThen { needed: u8, then: u8 },
}

impl Target {
    /// Clamps a modified score to a target: at most `max` is possible, below 2 acts as 2 when a
    /// natural 1 fails, else as 1.
    pub fn from_score(score: i32, natural_one_fails: bool) -> Target {
        let floor = if natural_one_fails { 2 } else { 1 };
        if score > 6 {
            Target::Impossible
        } else {
            Target::Score {
                needed: score.max(floor) as u8,
            }
        }
    }

    /// How many dice one attempt rolls.
    pub fn dice(self) -> u32 {
        match self {
            Target::Automatic | Target::Impossible => 0,
            Target::AutomaticRolled | Target::Score { .. } => 1,
            Target::SixThen { .. } => 2,
        }
    }

    /// Whether the attempt succeeds with these dice (`dice.len() == self.dice()`).
    pub fn succeeds(self, dice: &[u8]) -> bool {
        match self {
            Target::Automatic | Target::AutomaticRolled => true,
            Target::Impossible => false,
            Target::Score { needed } => dice[0] >= needed,
            Target::SixThen { then, .. } => dice[0] == 6 && dice[1] >= then,
        }
    }

    /// The exact probability of success, by counting the faces `succeeds` accepts.
    pub fn probability(self) -> Ratio {
        let dice = self.dice();
        let outcomes = 6u64.pow(dice);
        let successes = (0..outcomes)
            .filter(|&i| {
                let faces: Vec<u8> = (0..dice).map(|k| (i / 6u64.pow(k) % 6) as u8 + 1).collect();
                self.succeeds(&faces)
            })
            .count() as u64;
        Ratio::new(successes, outcomes)
    }

    /// Rolls one attempt: the dice it needed, recorded on the roller.
    pub fn roll(self, roller: &mut Roller) -> Vec<u8> {
        match self {
            Target::SixThen { .. } => {
                let first = roller.d6();
                // The second die is only rolled after a 6.
                if first == 6 {
                    vec![first, roller.d6()]
                } else {
                    vec![first]
                }
            }
            _ => (0..self.dice()).map(|_| roller.d6()).collect(),
        }
    }

    /// Whether a rolled attempt (possibly cut short, see `roll`) succeeded.
    pub fn rolled_success(self, dice: &[u8]) -> bool {
        match self {
            Target::SixThen { .. } if dice.len() < 2 => false,
            _ => self.succeeds(dice),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Automatic | Target::AutomaticRolled => f.write_str("auto"),
            Target::Impossible => f.write_str("impossible"),
            Target::Score { needed } => write!(f, "{needed}+"),
            Target::SixThen { needed, then } if *then >= 6 => {
                write!(f, "{needed}+ (6 then 6)")
            }
            Target::SixThen { needed, then } => write!(f, "{needed}+ (6 then {then}+)"),
        }
    }
}

/// A target with an optional re-roll of a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Check {
    pub target: Target,
    pub reroll_failure: bool,
}

/// One rolled check: every attempt's dice, and the verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledCheck {
    pub attempts: Vec<Vec<u8>>,
    pub success: bool,
}

impl RolledCheck {
    /// The die that decided the check (the last attempt's first die), if any was rolled.
    pub fn natural(&self) -> Option<u8> {
        self.attempts.last().and_then(|a| a.first().copied())
    }
}

impl Check {
    pub fn new(target: Target) -> Self {
        Check {
            target,
            reroll_failure: false,
        }
    }

    pub fn with_reroll(mut self, reroll: bool) -> Self {
        self.reroll_failure = reroll;
        self
    }

    /// P(success) = p, or 1 − (1 − p)² with a re-roll of failures.
    pub fn probability(&self) -> Ratio {
        let p = self.target.probability();
        if self.reroll_failure {
            let miss = p.complement();
            (&miss * &miss).complement()
        } else {
            p
        }
    }

    pub fn roll(&self, roller: &mut Roller) -> RolledCheck {
        let first = self.target.roll(roller);
        let mut success = self.target.rolled_success(&first);
        let mut attempts = vec![first];
        if !success && self.reroll_failure && self.target.dice() > 0 {
            let second = self.target.roll(roller);
            success = self.target.rolled_success(&second);
            attempts.push(second);
        }
        RolledCheck { attempts, success }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_of_every_target_match_rules_8_1() {
        let score = |n| Target::Score { needed: n };
        assert_eq!(score(2).probability(), Ratio::new(5, 6));
        assert_eq!(score(3).probability(), Ratio::new(2, 3));
        assert_eq!(score(4).probability(), Ratio::new(1, 2));
        assert_eq!(score(5).probability(), Ratio::new(1, 3));
        assert_eq!(score(6).probability(), Ratio::new(1, 6));
        assert_eq!(score(1).probability(), Ratio::one());
        let six_then = |needed, then| Target::SixThen { needed, then };
        assert_eq!(six_then(7, 4).probability(), Ratio::new(1, 12));
        assert_eq!(six_then(8, 5).probability(), Ratio::new(1, 18));
        assert_eq!(six_then(9, 6).probability(), Ratio::new(1, 36));
        assert_eq!(Target::Impossible.probability(), Ratio::zero());
        assert_eq!(Target::Automatic.probability(), Ratio::one());
        assert_eq!(Target::AutomaticRolled.probability(), Ratio::one());
    }

    #[test]
    fn clamping_follows_the_natural_one_rulings() {
        assert_eq!(Target::from_score(0, true), Target::Score { needed: 2 });
        assert_eq!(Target::from_score(0, false), Target::Score { needed: 1 });
        assert_eq!(Target::from_score(7, true), Target::Impossible);
    }

    #[test]
    fn a_reroll_of_failures_is_one_minus_the_squared_miss() {
        let c = Check::new(Target::Score { needed: 4 }).with_reroll(true);
        assert_eq!(c.probability(), Ratio::new(3, 4));
    }

    #[test]
    fn labels_read_like_the_rulebook() {
        assert_eq!(Target::Score { needed: 3 }.to_string(), "3+");
        assert_eq!(
            Target::SixThen { needed: 8, then: 5 }.to_string(),
            "8+ (6 then 5+)"
        );
        assert_eq!(
            Target::SixThen { needed: 9, then: 6 }.to_string(),
            "9+ (6 then 6)"
        );
    }
}
