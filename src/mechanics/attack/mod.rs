//! The attack chain of `odds`: one attacker's attacks in one phase against one target — hit,
//! parry, wound, critical, save, wounds, injuries. Exact, as a Markov chain over the target's
//! states (`prob::Walk`): attack by attack, or, when a parry couples the hits, hit by hit after
//! the hits are counted; and played die by die from any `Dice` source (seeded rolls,
//! `--simulate`, and the tests' enumeration of every die), under the same model:
//!
//! * the attacks are made in order, the main weapon's first, then the off-hand's;
//! * core parry takes the highest natural to-hit die among the hits, after all to-hit rolls,
//!   and fails outright when any hit is a natural 6 (§1.8); the club's parry makes one attempt
//!   per parrying weapon, all against the hit with the highest natural die that is not a 6
//!   (ties: the earlier attack), and parries at most that one; extra attacks from
//!   criticals cannot be parried;
//! * the remaining hits are resolved in attack order: the first natural 6 to wound that may be
//!   a critical is the critical; its save is one roll for all its wounds; a saved
//!   critical has no effect, but its extra attack is made;
//! * each wound from the one that takes W to 0 rolls injury, D6 + modifiers; the highest counts
//!   with the concussion and helmet flags of the roll that made it (ties: the worse).
//!
//! Here live the chain's types; its parts are `parry` (to hit and the parry), `wounds` (what each
//! hit does: wounds, criticals, saves, injuries), `follow` (what a critical sets going beyond
//! them: ), `exact` (the exact distributions) and `play` (die by die).

use super::Target;
use super::check::Check;
use crate::prob::Dist;
use crate::rules::{CriticalTable, InjuryTable, Status};

/// Where the dice come from: a seeded roller, or an enumeration of every outcome.
pub trait Dice {
    fn d6(&mut self) -> u8;

    /// One round of a roll-off among `tied` (any ids): a D6 each, in order, and those who rolled
    /// the highest, still tied if more than one (the caller rolls them off again).
    fn roll_off<T: Copy>(&mut self, tied: &[T]) -> (Vec<u8>, Vec<T>)
    where
        Self: Sized,
    {
        let rolls: Vec<u8> = tied.iter().map(|_| self.d6()).collect();
        let best = rolls.iter().copied().max().unwrap_or(0);
        let left = tied
            .iter()
            .zip(&rolls)
            .filter(|(_, r)| **r == best)
            .map(|(&t, _)| t)
            .collect();
        (rolls, left)
    }
}

impl Dice for super::Roller {
    fn d6(&mut self) -> u8 {
        super::Roller::d6(self)
    }
}

/// One weapon's attacks and everything they need, already looked up in the ruleset.
#[derive(Debug, Clone, PartialEq)]
pub struct WeaponAttacks {
    pub label: String,
    pub attacks: u32,
    pub hit: Check,
    /// Hits from this weapon may be parried (close combat, parry allowed against its Strength).
    pub parryable: bool,
    pub wound: Target,
    /// A natural 6 to wound may be the critical (a critical table exists and the wound target
    /// is below 6+).
    pub critical: Option<CriticalTable>,
    /// The save score against this weapon before a critical's modifier (7 or more: no save).
    pub save_score: i32,
    /// Whether there is any armour save at all (no armour and no bonus: none, whatever the row).
    pub has_save: bool,
    /// The save is automatic against this weapon (wfb's 1+ against S3 or less, R-6 amended).
    pub automatic_save: bool,
    pub concussion: bool,
    /// `skirmish` poison: a natural 6 to hit is 2 wounds, no save, no wound roll.
    pub poison: bool,
    /// `skirmish` Killing Blow: a natural 6 to wound takes the target out of action.
    pub killing_blow: bool,
    /// The club's blackpowder misfire (§2.10): a natural 1 to hit rolls the misfire die.
    pub boom: Option<Boom>,
    /// What the rows of its critical table set going (the club's Disarm, Ricochet, Kebab!).
    pub follow_ups: Vec<FollowUp>,
}

/// A blackpowder weapon's natural 1 to hit rolls one more die: on `faces` the shot still hits,
/// resolved as `weapon` (the same shot with the misfire row's Strength bonus); otherwise it is
/// a miss. It is the chain's "special" hit, as a poisoned 6 is in `skirmish` (a weapon never
/// has both).
#[derive(Debug, Clone, PartialEq)]
pub struct Boom {
    pub faces: Vec<u8>,
    pub weapon: Box<WeaponAttacks>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TargetState {
    Standing,
    /// Hit automatically in close combat; any unsaved wound takes it out of action (the club:
    /// the wound that takes its wounds left to 0).
    KnockedDown,
    /// Taken out of action by any attack in close combat.
    Stunned,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Parry {
    None,
    /// Core: D6 above the highest natural to-hit die; a re-roll with sword and buckler.
    Core {
        reroll: bool,
    },
    /// Club: one attempt per parrying weapon, each a D6 needing its score, all against the
    /// highest hit that is not a natural 6; at most that hit is parried.
    Club {
        needs: Vec<u8>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Chain {
    pub weapons: Vec<WeaponAttacks>,
    pub wounds: u8,
    pub helmet: bool,
    pub state: TargetState,
    pub melee: bool,
    pub parry: Parry,
    /// `None` in rulesets without injuries (wfb): W wounds remove the model.
    pub injury: Option<InjuryTable>,
    pub injury_modifier: i32,
    /// Club: a stunned target with several wounds loses one per attack.
    pub stunned_loses_wound_per_attack: bool,
    /// Club: a target already down is not made "only" knocked down or wounded (§2.9).
    pub down_keeps_its_state: bool,
    /// `skirmish` cavalry: the first hit that wounds kills the mount instead, whatever
    /// it would have done to the rider (its wounds still count as unsaved wounds).
    pub mount_takes_first_wound: bool,
    /// Club: a knocked-down target with wounds left loses them one by one and is out of action
    /// at 0 (no injury roll); otherwise any unsaved wound in close combat takes him out (§2.11).
    pub knocked_down_keeps_wounds: bool,
    pub save_natural_one_fails: bool,
    /// The target's ward save, against each wound left after armour; `Impossible`:
    /// none.
    pub ward: Target,
}

/// The answer: the target's state and the unsaved wounds, and the fates they come from.
#[derive(Debug, Clone, PartialEq)]
pub struct Odds {
    pub status: Dist<Status>,
    pub wounds: Dist<i64>,
    pub fates: Dist<Fate>,
}

/// The target after the phase: its state and the wounds it has left, jointly (`duel` carries
/// both into the next turn), and the attacks a critical took from him for the rest of the
/// round. `Unharmed` and `Wounded` leave a target that was already down as it was; only
/// `out_of_action` changes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fate {
    pub status: Status,
    pub wounds_left: u8,
    pub attacks_lost: AttacksLost,
    /// In close combat, the tag of the follow-up the phase's critical set going, kept
    /// when he is out of action too.
    pub follow_up: Option<u8>,
}

/// The attacks a critical takes from its victim for the rest of the round (the club's
/// Unbalanced and Grappled: all; Kicked back: one, §2.12), when its wound is not saved.
/// Ordered from nothing to all: of two, the larger counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum AttacksLost {
    #[default]
    Nothing,
    Count(u8),
    All,
}

impl AttacksLost {
    /// The data's `target_loses_attacks`: `Some(0)` is all of them, `Some(n)` n of them.
    pub fn of_row(loses: Option<u8>) -> AttacksLost {
        match loses {
            None => AttacksLost::Nothing,
            Some(0) => AttacksLost::All,
            Some(n) => AttacksLost::Count(n),
        }
    }
}

mod exact;
mod follow;
mod joint;
mod log;
mod parry;
mod play;
mod wounds;

pub use exact::{Swing, attack_swing, exact, fates, follow_per_attack};
pub use follow::{FollowDice, FollowResult, FollowUp, Followed, distance, follow_ups, reaches};
pub use joint::fates_and_wounds;
pub use play::{Played, play, play_quiet};
pub use wounds::{SaveAgainst, critical_outcomes, extra_attack_wounds};
