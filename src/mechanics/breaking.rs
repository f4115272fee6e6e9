//! Leaving a combat with its consequences: All Alone and breaking from combat (core §1.13,
//! skirmish), the club's panic (§2.14) and the club's voluntary escape (§2.7). A test — the
//! Leadership test, or the escape's Initiative test — and then each opponent's one blow, folded
//! over the target's state exactly as several attackers in one phase (`gang`, R-55): in the
//! ruleset's strike order, each blow meeting the warrior as the earlier ones left him (knocked
//! down: any unsaved wound takes him out; stunned: out when attacked, R-42).
//!
//! What a blow is comes from the ruleset's data (`BreakingBlows`): one attack of the opponent's
//! main weapon, hitting automatically or rolled to hit with a modifier, at a warrior who does
//! not parry and counts as fleeing for his save.

use super::Roller;
use super::attack::{self, TargetState};
use super::gang::{Gang, Member};
use super::loadout::Defender;
use super::test::{RolledTest, Test, TestKind};
use crate::error::{Result, UserError};
use crate::prob::{Dist, Ratio};
use crate::rules::{BreakingBlows, Ruleset, Status};

/// What became of the warrior.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fate {
    /// Passed the Leadership test: he stays and fights on.
    Stands,
    /// Passed the escape's test and took no unsaved wound: he moves away.
    Escapes,
    /// Failed the Leadership test; the blows did nothing.
    FleesUnharmed,
    /// Failed the Leadership test; wounded, with wounds left.
    FleesWounded,
    /// Failed the escape's test; the blows did nothing.
    StaysUnharmed,
    /// Wounded in an escape, with wounds left: he stays in the combat.
    StaysWounded,
    KnockedDown,
    Stunned,
    OutOfAction,
}

impl Fate {
    pub fn name(self) -> &'static str {
        match self {
            Fate::Stands => "stands",
            Fate::Escapes => "escapes",
            Fate::FleesUnharmed => "flees_unharmed",
            Fate::FleesWounded => "flees_wounded",
            Fate::StaysUnharmed => "stays_unharmed",
            Fate::StaysWounded => "stays_wounded",
            Fate::KnockedDown => "knocked_down",
            Fate::Stunned => "stunned",
            Fate::OutOfAction => "out_of_action",
        }
    }
}

/// The fates of All Alone and panic, in the report's order.
pub const ALONE_FATES: [Fate; 6] = [
    Fate::Stands,
    Fate::FleesUnharmed,
    Fate::FleesWounded,
    Fate::KnockedDown,
    Fate::Stunned,
    Fate::OutOfAction,
];

/// The fates of an escape, in the report's order.
pub const ESCAPE_FATES: [Fate; 6] = [
    Fate::Escapes,
    Fate::StaysUnharmed,
    Fate::StaysWounded,
    Fate::KnockedDown,
    Fate::Stunned,
    Fate::OutOfAction,
];

/// After the test: nothing (he stands), or the blows and how their result reads.
struct Branch<'r> {
    gang: Gang<'r>,
    unharmed: Fate,
    wounded: Fate,
}

impl Branch<'_> {
    fn fate(&self, status: Status) -> Fate {
        match status {
            Status::Unharmed => self.unharmed,
            Status::Wounded => self.wounded,
            Status::KnockedDown => Fate::KnockedDown,
            Status::Stunned => Fate::Stunned,
            Status::OutOfAction => Fate::OutOfAction,
        }
    }
}

/// The test and what follows each of its results.
pub struct Breaking<'r> {
    pub test: Test,
    /// `None`: a passed test ends it (he stands).
    passed: Option<Branch<'r>>,
    failed: Branch<'r>,
    /// The fate that counts as getting through (the rolled exit status): stands, escapes.
    pub good: Fate,
    pub fates: &'static [Fate],
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
    /// Each blow in words (`opponent: 1 × sword: S3, to hit auto, …`), per branch.
    pub summary: Vec<String>,
}

/// The exact answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub fates: Dist<Fate>,
    /// The unsaved wounds of the blows (0 when he stands).
    pub wounds: Dist<i64>,
    /// P(the test is passed).
    pub passes: Ratio,
}

/// One play, die by die: the test, then the blows.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub test: RolledTest,
    pub fate: Fate,
    pub wounds: i64,
    pub log: Vec<String>,
}

/// The blows of `rule`: each opponent makes one attack of his main weapon (none with A 0,
/// R-45), automatic or rolled with the rule's modifier, at a standing warrior who does not
/// parry and is fleeing.
fn blows<'r>(
    ruleset: &'r Ruleset,
    rule: &BreakingBlows,
    opponents: &[Member],
    target: &Defender,
) -> Result<Gang<'r>> {
    let members = opponents
        .iter()
        .map(|m| {
            let mut a = m.attacker.clone();
            a.attacks = a.attacks.min(1);
            a.offhand = None;
            a.frenzy = false;
            a.automatic_hits = rule.automatic;
            a.hit_modifier += i32::from(rule.to_hit);
            Member {
                attacker: a,
                ..m.clone()
            }
        })
        .collect();
    let d = Defender {
        parry: None,
        state: TargetState::Standing,
        fleeing: true,
        ..target.clone()
    };
    Gang::new(ruleset, members, d)
}

fn check_opponents(opponents: &[Member]) -> Result<()> {
    if opponents.is_empty() {
        return Err(UserError::new("no opponent to strike the blows")
            .hint("give each enemy in contact with --opponent \"<profile and kit>\""));
    }
    Ok(())
}

impl<'r> Breaking<'r> {
    /// All Alone (core, skirmish) or panic (the club): the Leadership `test` (its re-roll
    /// included), and on a failure the ruleset's breaking blows.
    pub fn alone(
        ruleset: &'r Ruleset,
        test: Test,
        opponents: &[Member],
        target: &Defender,
    ) -> Result<Self> {
        let rule = ruleset.alone.as_ref().ok_or_else(|| {
            UserError::new(format!("ruleset {} has no All Alone test", ruleset.id))
                .hint("All Alone is in mordheim and skirmish, panic in mordheim-club")
        })?;
        check_opponents(opponents)?;
        // alone means against two or more; with fewer there is no test to take.
        if (opponents.len() as u64) < u64::from(rule.least_opponents) {
            return Err(UserError::new(format!(
                "{} opponent: a warrior is alone against {} or more (R-90); he takes no test",
                opponents.len(),
                rule.least_opponents
            ))
            .hint("give every enemy in contact with --opponent, or \"2x <profile>\""));
        }
        let gang = blows(ruleset, &rule.breaking, opponents, target)?;
        let mut b = Breaking {
            test,
            passed: None,
            failed: Branch {
                gang,
                unharmed: Fate::FleesUnharmed,
                wounded: Fate::FleesWounded,
            },
            good: Fate::Stands,
            fates: &ALONE_FATES,
            rulings: rule.breaking.rulings.clone(),
            notes: vec![format!(
                "{} ({})",
                rule.breaking.text,
                rule.breaking.provenance.label()
            )],
            summary: Vec::new(),
        };
        b.describe();
        Ok(b)
    }

    /// The club's voluntary escape: an Initiative test against `initiative` (D6 ≤ I, a 6
    /// fails, R-7), then the escape rule's blows for a pass and for a failure.
    pub fn escape(
        ruleset: &'r Ruleset,
        initiative: i32,
        opponents: &[Member],
        target: &Defender,
    ) -> Result<Self> {
        let rule = ruleset.escape.as_ref().ok_or_else(|| {
            UserError::new(format!(
                "ruleset {} has no voluntary escape from combat",
                ruleset.id
            ))
            .hint("the escape is mordheim-club's: --rules mordheim-club; here --alone is breaking from combat")
        })?;
        check_opponents(opponents)?;
        let passed = blows(ruleset, &rule.passed, opponents, target)?;
        let failed = blows(ruleset, &rule.failed, opponents, target)?;
        let mut rulings = vec!["R-7".to_string()];
        rulings.extend(rule.passed.rulings.iter().cloned());
        rulings.extend(rule.failed.rulings.iter().cloned());
        let mut b = Breaking {
            test: Test::once(TestKind::Characteristic { value: initiative }),
            passed: Some(Branch {
                gang: passed,
                unharmed: Fate::Escapes,
                wounded: Fate::StaysWounded,
            }),
            failed: Branch {
                gang: failed,
                unharmed: Fate::StaysUnharmed,
                wounded: Fate::StaysWounded,
            },
            good: Fate::Escapes,
            fates: &ESCAPE_FATES,
            rulings,
            notes: [&rule.passed, &rule.failed]
                .iter()
                .map(|r| format!("{} ({})", r.text, r.provenance.label()))
                .collect(),
            summary: Vec::new(),
        };
        b.describe();
        Ok(b)
    }

    /// The rulings, notes and summaries of the chains the blows use.
    fn describe(&mut self) {
        let two = self.passed.is_some();
        for (branch, when) in self
            .passed
            .iter()
            .map(|b| (b, "passed"))
            .chain(std::iter::once((&self.failed, "failed")))
        {
            for (built, m) in branch.gang.built.iter().zip(&branch.gang.members) {
                self.rulings.extend(built.rulings.iter().cloned());
                // A critical that hurls him away from the others ends their blows.
                let separating = attack::follow_ups(&built.chain)
                    .into_iter()
                    .filter(|f| f.separates_others)
                    .flat_map(|f| f.rulings.iter().cloned())
                    .collect::<Vec<_>>();
                self.rulings.extend(separating);
                self.notes
                    .extend(built.notes.iter().map(|n| format!("{}: {n}", m.label)));
                let prefix = if two {
                    format!("{when}, {}", m.label)
                } else {
                    m.label.clone()
                };
                self.summary
                    .extend(built.summary.iter().map(|s| format!("{prefix}: {s}")));
            }
        }
        self.rulings.push("R-55".into());
        self.rulings.sort_by_key(|id| {
            id.trim_start_matches("R-")
                .parse::<u32>()
                .unwrap_or(u32::MAX)
        });
        self.rulings.dedup();
        self.notes.dedup();
        self.summary.dedup();
    }

    /// The exact fates: the test's chance times each branch's fold.
    pub fn exact(&mut self) -> Result<Outcome> {
        let p = self.test.probability();
        let mut fates: Vec<(Fate, Ratio)> = Vec::new();
        let mut wounds: Vec<(i64, Ratio)> = Vec::new();
        let mut branches: Vec<(&mut Branch, Ratio)> = Vec::new();
        match self.passed.as_mut() {
            Some(b) => branches.push((b, p.clone())),
            None => {
                fates.push((Fate::Stands, p.clone()));
                wounds.push((0, p.clone()));
            }
        }
        branches.push((&mut self.failed, p.complement()));
        for (branch, q) in branches {
            let out = branch.gang.exact()?;
            for (s, r) in out.status.iter() {
                fates.push((branch.fate(*s), &q * &r));
            }
            for (w, r) in out.wounds.iter() {
                wounds.push((*w, &q * &r));
            }
        }
        Ok(Outcome {
            fates: Dist::from_probs(fates).expect("a proper mixture"),
            wounds: Dist::from_probs(wounds).expect("a proper mixture"),
            passes: p,
        })
    }

    /// The test rolled, then the blows of its result, every die from `dice` (logged when
    /// `log`).
    pub fn play(&mut self, dice: &mut Roller, log: bool) -> Result<Played> {
        let test = self.test.roll(dice);
        let branch = match (&mut self.passed, test.passed) {
            (None, true) => {
                return Ok(Played {
                    test,
                    fate: Fate::Stands,
                    wounds: 0,
                    log: Vec::new(),
                });
            }
            (Some(b), true) => b,
            (_, false) => &mut self.failed,
        };
        let played = branch.gang.play(dice, log)?;
        Ok(Played {
            fate: branch.fate(played.status),
            wounds: played.wounds,
            log: played.log,
            test,
        })
    }
}
