//! What every subcommand gets besides its own arguments.

use crate::question::Parsers;
use crate::rules::Ruleset;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

/// The ruleset loaded for the command, and the global options every subcommand may use.
pub struct Context {
    pub ruleset: Ruleset,
    pub roll: bool,
    /// `--seed`, else the host's fresh one: every roll of the command starts from it.
    pub seed: u64,
    /// Whether a person watches standard error: only then is progress of long work shown.
    pub feedback: bool,
    /// The dice the command's simulations have rolled so far: one budget over the whole command,
    /// shared by the contexts of its `--compare` loadouts (`simulation::Budget`).
    pub simulated_dice: Arc<AtomicU64>,
    /// The work the command's exact fights have done so far (`duel`'s meter): one budget over
    /// the whole command, shared the same way.
    pub exact_work: Arc<AtomicU64>,
    /// The parsing a `--compare` and an `--attacker`'s kit need, the host's.
    pub parsers: Parsers,
}

/// What the program running warband supplies, which the library never asks the system for (it
/// also runs in a browser): entropy for a seed when none is given, whether standard error is a
/// terminal, and the command line's parsers.
#[derive(Debug, Clone, Copy)]
pub struct Host {
    /// A seed for a roll when the user gave none, different every run.
    pub fresh_seed: u64,
    /// Standard error is a terminal a person watches: progress of long work may be drawn there.
    pub stderr_is_terminal: bool,
    /// What parses a `--compare`'s flags and an `--attacker`'s kit: `warband::cli::PARSERS`.
    pub parsers: Parsers,
}
