//! A critical's follow-up as the chain meets it (the club's Disarm, Ricochet and Kebab!,
//! resolved by the loadout for one weapon against one target, remembered by the
//! chain's state in close combat (the attacker has one critical a phase, R-10, so one follow-up
//! at most), counted shot by shot when shooting (each shot has its own critical), and played die
//! by die.

use super::log::Log;
use super::{Chain, Dice};
use crate::mechanics::Target;
use crate::mechanics::test::TestKind;
use crate::prob::{Dist, Ratio};

/// One critical row's follow-up for one weapon, every number looked up.
#[derive(Debug, Clone, PartialEq)]
pub struct FollowUp {
    /// What the chain's state remembers when it fires: the same for the same follow-up on two
    /// weapons, different otherwise.
    pub tag: u8,
    /// The row of the weapon's critical table that sets it going.
    pub row: usize,
    /// The row's id and name (`disarm`, `Disarm`).
    pub id: String,
    pub name: String,
    /// It happens when the critical's wound is saved too; otherwise only unsaved.
    pub even_if_saved: bool,
    pub dice: FollowDice,
    /// A knock-back that separates every other model in the combat from the target: in a
    /// phase of several attackers, those who have not struck him yet do not.
    pub separates_others: bool,
    /// The rulings it follows (the data's).
    pub rulings: Vec<String>,
}

/// The dice a follow-up rolls when it fires.
#[derive(Debug, Clone, PartialEq)]
pub enum FollowDice {
    /// The target's Strength test: D6 <= `strength` (his, with the two-handed modifiers), a 6
    /// fails; a failure loses his main weapon.
    Test { strength: i32 },
    /// A second model hit by the missile: the shot's wound roll against his Toughness, then his
    /// save.
    SecondModel { wound: Target, save: Target },
    /// Hurled `d6` D6 inches back; an obstacle `reach` inches behind him (when the player
    /// said so) is struck by a knock-back at least that long, and deals him a hit: its wound
    /// roll and his save.
    KnockBack {
        d6: u8,
        reach: Option<u8>,
        wound: Target,
        save: Target,
    },
}

/// What a follow-up did when played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Followed {
    pub tag: u8,
    /// The target was in action when the critical struck him (and no mount took it, R-50): in
    /// close combat, what the chain's state remembers.
    pub in_action: bool,
    pub result: FollowResult,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FollowResult {
    /// The Strength test: failed (the weapon lost) or passed.
    Test { failed: bool },
    /// The second model took an unsaved wound.
    SecondModel { wounded: bool },
    /// Hurled `inches`; struck the obstacle; its hit's unsaved wound.
    KnockBack {
        inches: u8,
        struck: bool,
        wounded: bool,
    },
}

impl FollowUp {
    /// Whether it fires after its critical, whose wound was `unsaved` or not.
    pub fn fires(&self, unsaved: bool) -> bool {
        unsaved || self.even_if_saved
    }

    /// The unsaved wounds it deals the target himself (an obstacle's hit): 0 or 1.
    pub fn target_wounds(&self) -> Dist<u8> {
        let p = match &self.dice {
            FollowDice::KnockBack {
                d6,
                reach: Some(reach),
                wound,
                save,
            } => &reaches(*d6, *reach) * &unsaved(*wound, *save),
            _ => Ratio::zero(),
        };
        Dist::from_probs([(0u8, p.complement()), (1u8, p)]).expect("complementary")
    }

    /// The chance that it does its harm once it fires: the test fails, the second model is
    /// wounded, the target strikes the obstacle (1 for a knock-back without one: he is hurled).
    pub fn harm(&self) -> Ratio {
        match &self.dice {
            FollowDice::Test { strength } => TestKind::Characteristic { value: *strength }
                .probability()
                .complement(),
            FollowDice::SecondModel { wound, save } => unsaved(*wound, *save),
            FollowDice::KnockBack {
                d6,
                reach: Some(reach),
                ..
            } => reaches(*d6, *reach),
            FollowDice::KnockBack { reach: None, .. } => Ratio::one(),
        }
    }

    /// A knock-back's hit on the target, if he strikes an obstacle: P(an unsaved wound).
    pub fn obstacle_wound(&self) -> Option<Ratio> {
        match &self.dice {
            FollowDice::KnockBack { wound, save, .. } => Some(unsaved(*wound, *save)),
            _ => None,
        }
    }

    /// Rolls its dice; an unsaved wound it deals the target (`wounded` of a knock-back) is for
    /// the chain to apply.
    pub(super) fn play(&self, in_action: bool, dice: &mut impl Dice, log: &mut Log) -> Followed {
        let result = match &self.dice {
            FollowDice::Test { strength } => {
                let d = dice.d6();
                let failed = !TestKind::Characteristic { value: *strength }.passes(&[d]);
                log.note(|| {
                    format!(
                        "{}: Strength test {d} against S{strength}, {}",
                        self.name,
                        if failed {
                            "failed: he loses his main weapon"
                        } else {
                            "passed: he keeps his weapon"
                        }
                    )
                });
                FollowResult::Test { failed }
            }
            FollowDice::SecondModel { wound, save } => {
                let (wounded, how) = hit(*wound, *save, dice);
                log.note(|| format!("{}: the second model: {how}", self.name));
                FollowResult::SecondModel { wounded }
            }
            FollowDice::KnockBack {
                d6,
                reach,
                wound,
                save,
            } => {
                let inches: u8 = (0..*d6).map(|_| dice.d6()).sum();
                let struck = reach.is_some_and(|r| inches >= r);
                log.note(|| {
                    format!(
                        "{}: hurled {inches}\" back{}",
                        self.name,
                        match reach {
                            Some(_) if struck => ", into the obstacle",
                            Some(_) => ", short of the obstacle",
                            None => "",
                        }
                    )
                });
                let mut wounded = false;
                if struck {
                    let (w, how) = hit(*wound, *save, dice);
                    wounded = w;
                    log.note(|| format!("the obstacle's hit: {how}"));
                }
                FollowResult::KnockBack {
                    inches,
                    struck,
                    wounded,
                }
            }
        };
        Followed {
            tag: self.tag,
            in_action,
            result,
        }
    }
}

/// P(the sum of `d6` D6 is at least `reach`).
pub fn reaches(d6: u8, reach: u8) -> Ratio {
    distance(d6).prob_where(|&d| d >= i64::from(reach))
}

/// The knock-back's distance in inches: the sum of `d6` D6.
pub fn distance(d6: u8) -> Dist<i64> {
    Dist::uniform(1..=6i64)
        .expect("faces")
        .sum_of(u32::from(d6))
}

/// P(a wound on `wound` and no save on `save`).
fn unsaved(wound: Target, save: Target) -> Ratio {
    &wound.probability() * &save.probability().complement()
}

/// One attempt at `target` (a wound roll or a save) and its dice, none when it needs none.
fn roll(target: Target, dice: &mut impl Dice) -> (bool, Vec<u8>) {
    let faces: Vec<u8> = (0..target.dice()).map(|_| dice.d6()).collect();
    (target.succeeds(&faces), faces)
}

/// A hit's wound roll, then the save of a wound: whether it is an unsaved wound, in words
/// with its dice.
fn hit(wound: Target, save: Target, dice: &mut impl Dice) -> (bool, String) {
    let shown = |faces: &[u8]| match faces {
        [] => "no die".to_string(),
        f => f.iter().map(u8::to_string).collect::<Vec<_>>().join(" "),
    };
    let (wounded, w) = roll(wound, dice);
    if !wounded {
        return (
            false,
            format!("wound roll {} ({wound}), no wound", shown(&w)),
        );
    }
    let (saved, s) = roll(save, dice);
    let save_roll = match (save, saved) {
        (Target::Impossible, _) => "no save".to_string(),
        (_, true) if s.is_empty() => "saved automatically".to_string(),
        (_, true) => format!("save {} ({save}), saved", shown(&s)),
        (_, false) => format!("save {} ({save}), not saved", shown(&s)),
    };
    (
        !saved,
        format!("wound roll {} ({wound}), {save_roll}", shown(&w)),
    )
}

/// Every follow-up of the chain's weapons (a misfire's Boom! shot shares its weapon's tags).
pub fn follow_ups(chain: &Chain) -> Vec<&FollowUp> {
    let mut all: Vec<&FollowUp> = Vec::new();
    for w in &chain.weapons {
        let boom = w.boom.iter().flat_map(|b| &b.weapon.follow_ups);
        for f in w.follow_ups.iter().chain(boom) {
            if !all.iter().any(|g| g.tag == f.tag) {
                all.push(f);
            }
        }
    }
    all
}
