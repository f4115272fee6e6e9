//! The plain values some options give beyond numbers, names and profiles: a target's state or
//! roster warrior, what `rules show` shows, a jump's height, a chariot's parts, a warrior by an
//! edge. `cli/` parses them; `cmd/` reads them.

use crate::mechanics::duel::Side;
use crate::roster::RosterRef;
use crate::rules::RulesetId;

/// The target's state as `--target` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetStateArg {
    Standing,
    KnockedDown,
    Stunned,
}

impl TargetStateArg {
    /// Every state, with its name on the command line.
    pub const NAMED: [(TargetStateArg, &'static str); 3] = [
        (TargetStateArg::Standing, "standing"),
        (TargetStateArg::KnockedDown, "knocked-down"),
        (TargetStateArg::Stunned, "stunned"),
    ];
}

/// `odds --target`: the target's state, or a roster's warrior (`@FILE:NAME`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TargetArg {
    State(TargetStateArg),
    Roster(RosterRef),
}

/// What `rules show` shows: a ruleset, one ruling, or what a word finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    Ruleset(RulesetId),
    /// A ruling id as `R-32`.
    Ruling(String),
    /// Words to look for in the rulings, charts and tables (`helmet`, `great weapon`).
    Search(String),
}

/// A jump's height: the whole inches (for the tests per full 2") and whether it is more than
/// that, since a limit such as the club's "above 6\"" is read before any rounding (R-18).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JumpHeight {
    pub whole: u32,
    pub above_whole: bool,
    /// As given, without the inch mark (`6.5`).
    pub text: String,
}

/// A chariot's parts as `--parts` gives them, each `None` where left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parts(pub Vec<Option<crate::mechanics::chariot::PartProfile>>);

/// The state of a warrior by an edge (`fall --edge`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EdgeState {
    KnockedDown,
    Stunned,
}

impl EdgeState {
    /// Every state, with its name on the command line.
    pub const NAMED: [(EdgeState, &'static str); 2] = [
        (EdgeState::KnockedDown, "knocked-down"),
        (EdgeState::Stunned, "stunned"),
    ];
}

/// Who charged in a duel (`--charger`): a side, or nobody.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DuelCharger {
    A,
    B,
    None,
}

impl DuelCharger {
    /// The side that charged; `None`: nobody (A's turn first).
    pub fn side(self) -> Option<Side> {
        match self {
            DuelCharger::A => Some(Side::A),
            DuelCharger::B => Some(Side::B),
            DuelCharger::None => None,
        }
    }
}
