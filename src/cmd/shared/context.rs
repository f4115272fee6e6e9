//! What every subcommand gets besides its own arguments.

use crate::rules::Ruleset;

/// The ruleset loaded for the command, and the global options every subcommand may use.
pub struct Context {
    pub ruleset: Ruleset,
    pub roll: bool,
    pub seed: Option<u64>,
}
