//! What `hit`, `wound` and `save` share: how many dice a stage rolls (fixed or piped), the exact
//! count distribution of successes, and rolling the right number of dice.

use crate::cli::DiceArg;
use crate::error::Result;
use crate::mechanics::Roller;
use crate::pipeline::{self, Count};
use crate::prob::{Dist, Ratio};
use crate::report::Report;

pub struct Stage {
    pub count: Count,
}

impl Stage {
    pub fn new(arg: Option<DiceArg>) -> Result<Self> {
        Ok(Stage {
            count: pipeline::count(arg, 1)?,
        })
    }

    /// Records where the dice came from in the report's inputs.
    pub fn describe(&self, report: &mut Report) {
        match &self.count {
            Count::Fixed(n) => report.input("dice", *n),
            Count::Piped(inc) => match (&inc.distribution, inc.rolled) {
                (Some(_), _) => report.input("dice", "stdin: distribution"),
                (None, Some(n)) => report.input("dice", n),
                (None, None) => report.input("dice", "stdin"),
            },
        }
    }

    /// The exact distribution of successes when each die succeeds with probability `p`.
    pub fn successes(&self, p: &Ratio) -> Dist<i64> {
        match &self.count {
            Count::Fixed(n) => Dist::binomial(*n, p),
            Count::Piped(inc) => match (&inc.distribution, inc.rolled) {
                (Some(d), _) => d.thin(p),
                (None, Some(n)) => Dist::binomial(n as u32, p),
                (None, None) => Dist::certain(0),
            },
        }
    }

    /// P(at least one of the dice is an `event` of probability `q`) — e.g. a critical.
    pub fn any(&self, q: &Ratio) -> Ratio {
        let none = |n: i64| q.complement().pow(n as u32);
        match &self.count {
            Count::Fixed(n) => none(i64::from(*n)).complement(),
            Count::Piped(inc) => match (&inc.distribution, inc.rolled) {
                (Some(d), _) => {
                    let mut p_none = Ratio::zero();
                    for (&n, p) in d.iter() {
                        p_none = &p_none + &(&p * &none(n));
                    }
                    p_none.complement()
                }
                (None, Some(n)) => none(n).complement(),
                (None, None) => Ratio::zero(),
            },
        }
    }

    /// How many dice to roll: the fixed count, the previous stage's rolled count, or one drawn
    /// from its exact distribution.
    pub fn rolled_count(&self, roller: &mut Roller) -> u32 {
        match &self.count {
            Count::Fixed(n) => *n,
            Count::Piped(inc) => match (inc.rolled, &inc.distribution) {
                (Some(n), _) => n as u32,
                (None, Some(d)) => roller.sample(d) as u32,
                (None, None) => 0,
            },
        }
    }

    /// A single die decides pass or fail (sets the exit code when rolled).
    pub fn is_single(&self) -> bool {
        matches!(self.count, Count::Fixed(1))
    }
}

pub fn roller(seed: Option<u64>, command: &str) -> Roller {
    Roller::for_command(seed.unwrap_or_else(Roller::fresh_seed), command)
}
