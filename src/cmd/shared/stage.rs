//! What `hit`, `wound` and `save` share: how many dice a stage rolls (fixed or piped), the exact
//! count distribution of successes, the joint distribution of plain wounds and criticals (R-10,
//! R-51), and rolling the right number of dice; and what every rolling subcommand shares: its
//! seeded roller and, for a test, the record of its attempts.

use crate::error::Result;
use crate::mechanics::Roller;
use crate::mechanics::attack::Swing;
use crate::mechanics::test::RolledTest;
use crate::pipeline::DiceArg;
use crate::pipeline::{self, Count, Pipe, Taker, Tally};
use crate::prob::{Dist, Ratio};
use crate::report::{Fact, Report, RollRecord, RollResult};

pub struct Stage {
    pub count: Count,
}

/// What one wound die did, for the joint distribution: no wound, a wound, or a wound on the
/// natural score that may be the critical, or a Killing Blow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Face {
    Fail,
    Wound,
    Critical,
    /// `--killing-blow`: a natural 6 to wound, before any critical.
    KillingBlow,
}

impl Stage {
    pub fn new(arg: Option<DiceArg>, taker: &Taker<'_>) -> Result<Self> {
        Ok(Stage {
            count: pipeline::count(arg, 1, taker)?,
        })
    }

    /// The chain the previous stage handed on, if it did.
    pub fn pipe(&self) -> Option<&Pipe> {
        match &self.count {
            Count::Piped(inc) => inc.pipe.as_ref(),
            Count::Fixed(_) => None,
        }
    }

    /// Whether the count came from standard input.
    pub fn piped(&self) -> bool {
        matches!(self.count, Count::Piped(_))
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

    /// The exact distribution of the number of dice.
    pub fn dice(&self) -> Dist<i64> {
        match &self.count {
            Count::Fixed(n) => Dist::certain(i64::from(*n)),
            Count::Piped(inc) => match (&inc.distribution, inc.rolled) {
                (Some(d), _) => d.clone(),
                (None, Some(n)) => Dist::certain(n),
                (None, None) => Dist::certain(0),
            },
        }
    }

    /// The exact distribution of successes when each die succeeds with probability `p`.
    pub fn successes(&self, p: &Ratio) -> Dist<i64> {
        match &self.count {
            Count::Fixed(n) => Dist::binomial(*n, p),
            Count::Piped(_) => self.dice().thin(p),
        }
    }

    /// The joint distribution of plain and poisoned hits (`hit --poison`) when each die is a
    /// `Swing` of `swing` on its own: the hits are the dice thinned, and the poisoned among them
    /// a binomial of the hits, computed directly — O(n²) outcomes (stepping die by die and
    /// keeping every step was n³ work: 1 GB and 10 s at 300 dice). Refused past the joint budget.
    pub fn poisoned_joint(&self, swing: &Dist<Swing>) -> Result<Dist<Tally>> {
        let dice = self.dice();
        let most = dice.outcomes().max().copied().unwrap_or(0).max(0) as u64;
        pipeline::check_joint(
            "hit",
            &format!("{most} dice with --poison"),
            pipeline::tuples(most, 2),
            dice.denominator().bits() + most * swing.denominator().bits(),
        )?;
        let poisoned = swing.prob(&Swing::Poisoned);
        let p = swing.prob(&Swing::Hit) + poisoned.clone();
        let hits = dice.thin(&p);
        if p.is_zero() {
            return Ok(hits.map(|&n| Tally {
                plain: n,
                ..Tally::default()
            }));
        }
        let q = &poisoned / &p;
        Ok(hits.bind(|&h| {
            Dist::binomial(h as u32, &q).map(|&k| Tally {
                plain: h - k,
                poisoned: k,
                ..Tally::default()
            })
        }))
    }

    /// The joint distribution of plain wounds, criticals and Killing Blows when each die is a
    /// `Face` of `faces`: in close combat only the first critical face of the stage's dice (one
    /// attacker's attacks in one phase) is the critical, later ones are plain wounds; shooting,
    /// every shot may be one. The dice are iid, so the wounding dice are the incoming
    /// count thinned, and each wounding die's kind is drawn given that it wounds.
    pub fn joint(&self, faces: &Dist<Face>, melee: bool) -> Result<Dist<Tally>> {
        let p = faces.prob(&Face::Fail).complement();
        let incoming = self.incoming_joint();
        // Its size, bounded before it is made: a count for each kind of die that can occur,
        // and two ways for close combat's one critical.
        let most = incoming
            .outcomes()
            .map(Tally::total)
            .max()
            .unwrap_or(0)
            .max(0) as u64;
        let poisoned = incoming.outcomes().any(|t| t.poisoned > 0);
        let kills = !faces.prob(&Face::KillingBlow).is_zero();
        let crits = !faces.prob(&Face::Critical).is_zero();
        let dims = 1 + u32::from(poisoned) + u32::from(kills) + u32::from(crits && !melee);
        let mut why = vec![format!("{most} dice")];
        if poisoned {
            why.push("poisoned hits".into());
        }
        if kills {
            why.push("Killing Blows".into());
        }
        if crits && !melee {
            why.push("a critical on every shot".into());
        }
        pipeline::check_joint(
            "wound",
            &why.join(", "),
            pipeline::tuples(most, dims) * if crits && melee { 2 } else { 1 },
            incoming.denominator().bits() + most * faces.denominator().bits(),
        )?;
        let wounding: Dist<Tally> = if incoming.outcomes().all(|t| t.poisoned == 0) {
            self.dice().thin(&p).map(|&n| Tally {
                plain: n,
                ..Tally::default()
            })
        } else {
            incoming.bind(|t| {
                Dist::binomial(t.plain as u32, &p).map(|&n| Tally {
                    plain: n,
                    poisoned: t.poisoned,
                    ..Tally::default()
                })
            })
        };
        if p.is_zero() {
            return Ok(wounding);
        }
        let given = |f: Face| &faces.prob(&f) / &p;
        let (kb, crit) = (given(Face::KillingBlow), given(Face::Critical));
        // Among the wounding dice that are not Killing Blows, the chance of a critical face.
        let rest = kb.complement();
        let q = if rest.is_zero() {
            Ratio::zero()
        } else {
            &crit / &rest
        };
        let most = wounding.outcomes().map(|t| t.plain).max().unwrap_or(0);
        let split: Vec<Dist<Tally>> = (0..=most)
            .map(|s| {
                Dist::binomial(s as u32, &kb).bind(|&k| {
                    let left = s - k;
                    let kinds = if melee {
                        // The first critical face is the critical; any later one is plain.
                        let none = q.complement().pow(left as u32);
                        let some = none.complement();
                        let mut v = vec![((left, 0), none)];
                        if !some.is_zero() {
                            v.push(((left - 1, 1), some));
                        }
                        Dist::from_probs(v.into_iter().filter(|(_, p)| !p.is_zero()))
                            .expect("complementary")
                    } else {
                        Dist::binomial(left as u32, &q).map(|&c| (left - c, c))
                    };
                    kinds.map(|&(plain, criticals)| Tally {
                        plain,
                        criticals,
                        killing_blows: k,
                        poisoned: 0,
                    })
                })
            })
            .collect();
        Ok(wounding.bind(|w| {
            split[w.plain as usize].map(|t| Tally {
                poisoned: w.poisoned,
                ..*t
            })
        }))
    }

    /// The joint distribution the previous stage handed on: a `wound` stage's, or its count as
    /// plain wounds.
    pub fn incoming_joint(&self) -> Dist<Tally> {
        match self.pipe().and_then(|p| p.joint.as_ref()) {
            Some(j) => j.clone(),
            None => self.dice().map(|&n| Tally {
                plain: n,
                ..Tally::default()
            }),
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

    /// The rolled plain wounds and criticals to resolve: a rolled `wound` stage's, one drawn
    /// from an exact one's joint distribution, or a count of plain wounds.
    pub fn rolled_tally(&self, roller: &mut Roller) -> Tally {
        let pipe = self.pipe();
        if let Some(t) = pipe.and_then(|p| p.rolled) {
            return t;
        }
        let rolled = matches!(&self.count, Count::Piped(inc) if inc.rolled.is_some());
        match pipe.and_then(|p| p.joint.as_ref()) {
            Some(j) if !rolled => roller.sample(j),
            _ => Tally {
                plain: i64::from(self.rolled_count(roller)),
                ..Tally::default()
            },
        }
    }

    /// A single die decides pass or fail (sets the exit code when rolled).
    pub fn is_single(&self) -> bool {
        matches!(self.count, Count::Fixed(1))
    }
}

/// Puts the chain so far into the report's JSON (`"pipe"`, not shown to people).
pub fn hand_on(report: &mut Report, pipe: &Pipe) {
    report
        .facts
        .push(("pipe".into(), Fact::Data(pipe.to_json())));
}

pub fn roller(seed: u64, command: &str) -> Roller {
    Roller::for_command(seed, command)
}

/// Records a rolled test on a report: every attempt's dice and the verdict, which sets the
/// exit code.
pub fn record_roll(
    report: &mut Report,
    rolled: RolledTest,
    seed: u64,
    dice: Vec<u8>,
    pass: &str,
    fail: &str,
) {
    report.roll = Some(RollRecord {
        seed,
        dice,
        attempts: rolled
            .attempts
            .into_iter()
            .map(|(dice, ok)| (dice, if ok { "pass" } else { "fail" }.to_string()))
            .collect(),
        result: RollResult::Named(if rolled.passed { pass } else { fail }.to_string()),
        passed: Some(rolled.passed),
    });
}
